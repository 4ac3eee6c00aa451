# Frondeurs' table in words (render/frondeurs/words.py): the table picture's facts as text, for a
# screen reader and for anyone whose picture does not load. Headings are made bold by the code.

frondeurs-words-title = Frondeurs · { $chapter }
frondeurs-words-last-move = The last move named { $spaces }.
frondeurs-words-choosing = The choice now is among { $spaces }.
frondeurs-words-factions = Factions, in turn order
frondeurs-words-faction = { $who } · { $faction }: { $score ->
        [one] { $score } point
       *[other] { $score } points
    }; { $holds }
frondeurs-words-cards = { $n ->
        [one] 1 card
       *[other] { $n } cards
    } in hand{ $season ->
        [0] { "" }
       *[other] , a Season card among them
    }
frondeurs-words-pawn = the King's Pawn
frondeurs-words-winner = { $line } · winner
frondeurs-words-map = Map
frondeurs-words-count = Cubes stand on { $used } of the { $all } Spaces, by area:
frondeurs-words-space = { $space }: { $what }
frondeurs-words-cubes = { $n } { $name }
frondeurs-words-control = { $cubes }, Control
frondeurs-words-quiet = No cubes in { $areas }.
frondeurs-words-tokens = Tokens and arrests
frondeurs-words-crowns = Crowns on the board: { $spaces }
frondeurs-words-coins = Coins on the board: { $spaces }
frondeurs-words-musketeers = Musketeer tokens on the board: { $spaces }
frondeurs-words-no-tokens = No tokens left on the board.
frondeurs-words-arrests = Under Arrest: { $spaces }
frondeurs-words-several = { $space } ({ $n })
frondeurs-words-prison = { $space } (prison: { $prison })
