# Revolt's table in words (render/revolt/words.py): what a screen reader reads in place of the
# table picture. Plain text: the code adds the bold of the headings.

revolt-words-title = Revolt · { $chapter } · { $turns } turns in all
revolt-words-to-play = { $who } to play.
revolt-words-won = { $who } { $n ->
        [one] wins
       *[other] win
    }.
revolt-words-game-over = Game over.
revolt-words-closed = { $part } is over.
revolt-words-supply = Supply: { $n ->
        [one] 1 coin
       *[other] { $n } coins
    } left.
revolt-words-players = Players
revolt-words-seat = { $who }{ $on ->
        [yes] { " " }(to play)
       *[no] { "" }
    }: { $coats ->
        [one] 1 coat-of-arms
       *[other] { $coats } coats-of-arms
    }, { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }, { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    } this turn, { $hand ->
        [one] 1 card
       *[other] { $hand } cards
    } in hand.
revolt-words-trick = On the table
revolt-words-trick-chosen = Trick in progress, chosen family: { $family }
revolt-words-trick-unchosen = Trick in progress, no family chosen yet (only Citizens)
revolt-words-last-won = Last trick of turn { $turn }, won by { $who }
revolt-words-last-revolt = Last trick of turn { $turn }: Revolt! Nobody wins it
revolt-words-play = { $who }: { $card }
revolt-words-cut = cut (a coin on it)
revolt-words-winning = the winning card
revolt-words-noble-bonus = Noble's bonus +1 coat-of-arms
revolt-words-knave-bonus = Rascal's bonus +1 coin
revolt-words-latest = Latest events, newest first
