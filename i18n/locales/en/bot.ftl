# The Discord adapter's own texts (bot/): its buttons, its private answers and refusals, the
# slash commands' descriptions (`bot-cmd-` a command, `bot-opt-` an option, `bot-choice-` a
# fixed choice), `/help` and `/rules`.

## The slash commands
bot-cmd-game = Host a game in this channel
bot-cmd-game-new = Open a lobby for a new match in this channel
bot-opt-game-new-game = Which game to play
bot-opt-game-new-options = Advanced: game options as JSON, e.g. {"{"}"supply_coins": 0{"}"}
bot-cmd-game-join = Take a seat in this channel's lobby
bot-cmd-game-leave = Give up your seat in this channel's lobby
bot-cmd-game-start = Start the match (host only)
bot-cmd-game-status = Post the current table again
bot-cmd-game-hint = What the strong stand-in would play for you now, and why (noted on the match's record)
bot-cmd-game-abort = End this channel's match (host or Manage Channel)
bot-cmd-game-kick = Remove someone from this channel's lobby
bot-opt-game-kick-player = Who to remove (the lobby's host only)
bot-opt-game-kick-seat = Or a seat's number as the lobby lists it (a stand-in's too)
bot-cmd-game-mine = Every match on this server waiting for you
bot-cmd-game-history = This server's finished matches
bot-opt-game-history-game = Only this game's
bot-opt-game-history-page = Which page (1 is the newest)
bot-cmd-game-log = The latest moves of this channel's match
bot-opt-game-log-count = How many moves to show, newest last (1 to 50; 10 if not given)
bot-opt-game-log-whole = The whole log as a text file, a heading for each part of the game
bot-cmd-game-catchup = What happened since your last move, privately
bot-cmd-game-board = See the table now, or as it was after a move, privately
bot-opt-game-board-move = After which move (0 is the start); the table now if not given
bot-opt-game-board-detail = The details picture: displays, sheets, full tracks
bot-opt-game-board-words = The table in words, for a screen reader, instead of its picture
bot-cmd-game-export = Get the finished match as a file that replays it exactly
bot-opt-game-export-match = A match of this server, by its number in /game history
bot-cmd-game-nudge = Remind whoever the match waits for
bot-cmd-game-away = Pause your clock in this match for a while
bot-opt-game-away-days = For how many days (1 to 14)
bot-cmd-game-vote = Ask the table what to do about a player it waits for
bot-opt-game-vote-player = The player the table waits for
bot-cmd-game-replace = Give a player's seat to someone else
bot-opt-game-replace-player = Whose seat
bot-opt-game-replace-newcomer = Who takes it (the host decides; others ask the table)
bot-cmd-game-resign = Leave the match: the stand-in plays on
bot-cmd-game-back = Take your seat back from the stand-in
bot-cmd-game-autoplay = Let a move with only one legal choice play itself
bot-opt-game-autoplay-setting = On or off
bot-choice-on = on
bot-choice-off = off
bot-cmd-game-undo = Take back your latest step, while nobody has played since and nothing hidden was shown
bot-cmd-play = Make your move in this channel's match
bot-opt-play-choice = Your move: start typing to see the legal ones
bot-cmd-hand = See your hand privately
bot-cmd-stats = A player's record and rating, privately
bot-opt-stats-player = Whose (yours if not given)
bot-opt-stats-game = Only this game
bot-cmd-leaderboard = This server's best players of a game
bot-opt-leaderboard-game = Which game
bot-opt-leaderboard-season = Which matches: all time (the default), this month, last month, the server's season
bot-choice-season-all = All time
bot-choice-season-month = This month
bot-choice-season-last-month = Last month
bot-choice-season-season = The server's season
bot-cmd-season = This server's season, for the leaderboard (Manage Server)
bot-cmd-season-set = Set this server's season: its name and dates (it replaces the one set before)
bot-opt-season-set-name = Its name, e.g. Winter 2026
bot-opt-season-set-start = Its first day, as 2026-12-01 (UTC)
bot-opt-season-set-end = Its last day, as 2027-02-28 (UTC)
bot-cmd-season-end = End this server's season now
bot-cmd-rules = A game's rules in short, privately
bot-opt-rules-game = Which game
bot-opt-rules-topic = What to read about (default: the summary)
bot-cmd-help = The bot's commands and how a match goes
bot-cmd-language = The language I answer you in, privately
bot-opt-language-language = English, French, or your Discord's language
bot-choice-discord = My Discord language

## /language
bot-language-chosen = From now on I answer you in English, wherever you play.
bot-language-discord = From now on I answer you in your Discord's language (now: { $language }).
bot-language-note = A match's table stays in the match's language, chosen in its lobby.

## Refusals the adapter makes itself
bot-not-in-dms = My commands work in a server's text channel, where the matches are, not in DMs.
bot-unknown-command = I don't know that command: Discord may be showing an old list. Try `/game new`, `/play` or `/hand`, or wait a minute for the list to refresh.
bot-outdated-command = That command does not match mine (an option is missing, unknown or of the wrong type): Discord may be showing an old version. Wait a minute and try again.
bot-oops = Sorry, something went wrong on my side. Try again, or `/game status` to see the table.
bot-pick-one-choice = Pick one choice from the menu.
bot-pick-one-value = Pick one value from the menu.
bot-no-such-page = That menu has no such page: press **Your move** again.
bot-amount-moved-on = That decision is over: press **Your move** on the latest board.
bot-not-a-number = '{ $typed }' is not a whole number: nothing was played.
bot-is-a-bot = { $name } is a bot: a seat goes to a person (or to the stand-in).
bot-not-a-member = { $name } is not a member of this server.
bot-no-game = There is no game called '{ $game }'.
bot-no-topic = { $game } has no topic '{ $topic }'. Topics: { $topics }.

## Buttons and menus
bot-your-move = Your move
bot-details = Details
bot-choose = Choose…
bot-more-choices = More choices (page { $page } of { $pages })…
bot-back = Back
bot-take-back = Take back
bot-other-amount = Other amount…
bot-amount-title = Choose an amount
bot-amount-range = A whole number from { $low } to { $high }
bot-join = Join
bot-leave = Leave
bot-start = Start
bot-add-bot = Add a bot
bot-add-strong-bot = Add a strong bot
bot-pace = Pace
bot-switch = { $option }: { $on ->
        [yes] on
       *[no] off
    }
bot-setting = { $option }: { $value }
bot-im-back = I'm back
bot-play-again = Play again
bot-end-match = End the match
bot-keep-playing = Keep playing

## Private answers
bot-done = ✅ Done.
bot-done-plain = Done.
bot-no-help = No help for this decision.
bot-nothing-changed = Nothing changed: play on.
bot-match-ended = The match has ended.
bot-welcome-back = Welcome back: your seat is yours again.
bot-lobby-seated = You have a seat in the lobby.
bot-lobby-left = You have left the lobby.
bot-match-started = The match has started.
bot-seat-replaced = Done: the seat has a new player.
bot-resigned = You have resigned: the stand-in plays your seat to the end.

## Delivery: what the player who moved is told while the table waits, and the channel
bot-delayed = I couldn't post the table yet (Discord did not take it); I'll keep trying.
bot-db-wait = It's saved; I'll post the table as soon as my database answers again.
bot-stopping = It's saved; I'm shutting down, and I'll post the table when I start again.
bot-channel-gone = This channel is gone, so its match has ended.
bot-no-threads = I can't open a thread for this match here: I need the **Create Public Threads** and **Send Messages in Threads** permissions. It plays in this channel instead.
bot-missing-permissions = I can't post this match's table here: I need the { $names } { $count ->
        [one] permission
       *[other] permissions
    } in this channel. A server admin can grant { $count ->
        [one] it
       *[other] them
    } in the channel's settings (Permissions). Every move is saved; the table will appear as soon as I can post it.
# Discord's own names of the permissions, as its settings show them.
bot-perm-view-channel = **View Channel**
bot-perm-send-messages = **Send Messages**
bot-perm-attach-files = **Attach Files**
bot-perm-embed-links = **Embed Links**
bot-perm-read-message-history = **Read Message History**
bot-perm-send-messages-in-threads = **Send Messages in Threads**

## /help and /rules
bot-how-it-goes = **How a match goes**
    `/game new` opens a lobby; players press **Join**, the host **Start**. Hands come by DM (and
    `/hand`). After each move the table is posted and whoever must act is pinged: press **Your
    move**, or type `/play`. **?** on a prompt explains the rule. `/language` chooses the
    language I answer you in.
bot-commands = Commands
bot-game-lasts = A game lasts { $length }.
bot-more-topics = More with `/rules game:{ $game } topic:` { $topics }

## The topics of the games' player aids (`/rules`), as a reader names them
bot-topic-actions = actions
bot-topic-arrests = arrests
bot-topic-auction = auction
bot-topic-battle = battle
bot-topic-battles = battles
bot-topic-bonuses = bonuses
bot-topic-cancelling = cancelling
bot-topic-cards = cards
bot-topic-cards-of-turn-i = cards of turn i
bot-topic-cards-of-turn-ii = cards of turn ii
bot-topic-cards-of-turn-iii = cards of turn iii
bot-topic-cards-of-turn-iv = cards of turn iv
bot-topic-cards-of-turn-v = cards of turn v
bot-topic-cities = cities
bot-topic-comite-mission-and-club = Comité, Mission and Club
bot-topic-connectors = connectors
bot-topic-conspiracy-cards = conspiracy cards
bot-topic-control = control
bot-topic-convention = convention
bot-topic-cut = cut
bot-topic-denunciations = denunciations
bot-topic-elections = elections
bot-topic-end-and-ties = end and ties
bot-topic-income = income
bot-topic-kings-pawn = King's Pawn
bot-topic-movements = movements
bot-topic-placing = placing
bot-topic-players = players
bot-topic-playing-a-card = playing a card
bot-topic-political-actions = political actions
bot-topic-posts = posts
bot-topic-prison-and-flight = prison and flight
bot-topic-refresh = refresh
bot-topic-removing-and-moving = removing and moving
bot-topic-revolt = revolt
bot-topic-scoring = scoring
bot-topic-season-cards = season cards
bot-topic-setup = setup
bot-topic-spanish-gold = Spanish Gold
bot-topic-sudden-endings = sudden endings
bot-topic-summary = summary
bot-topic-systems = systems
bot-topic-the-pictures = the pictures
bot-topic-the-table = the table
bot-topic-ties = ties
bot-topic-tokens = tokens
bot-topic-tribunal = tribunal
bot-topic-turn = turn
bot-topic-turn-order = turn order
bot-topic-variants = variants
bot-topic-winning-a-trick = winning a trick
bot-cmd-game-web = A link to this match's board in your browser, for you alone
bot-board = Board
bot-board-open = Discord would not open the board here: open it in your browser instead: { $url }
bot-web-off = The board in the browser is not set up on this bot (its PUBLIC_URL setting is empty).
bot-web-link = Your own link to the board in your browser (it signs you in: keep it to yourself; it works for { $days } days): { $url }
