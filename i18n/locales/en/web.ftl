# The web board's own words (bot/web/server.py TEXTS; the page's script reads them by key).
web-your-move = Your move
web-waiting = Waiting for
web-choices = Your choices
web-hand = Your hand
web-seats = Players
web-log = Log
web-zoom-in = Zoom in
web-zoom-out = Zoom out
web-fit = Fit the board
web-sending = Sending…
web-stand-in = the stand-in plays
web-spectator = You are watching. Ask for your own link with /game web to play here.
web-signed-in-as = Signed in as
web-moved-on = The game moved on: here is the board as it is now.
web-offline = Connection lost: trying again…
web-pick = Which one?
web-cancel = Cancel
