# Guillotine's table in words (render/guillotine/words.py): what a screen reader reads in place
# of the table picture. Plain text: the code adds the bold of the headings.

guillotine-words-title = Guillotine · { $chapter } · { $n } turns in all
guillotine-words-waiting = Waiting for { $who }: { $what }
guillotine-words-won = { $who } { $n ->
        [one] wins
       *[other] share the victory
    }.
guillotine-words-closed = { $part } is over.
guillotine-words-dissolved = The Assembly was dissolved in turn { $turn }: the game ends with that turn.
guillotine-words-players = Players
guillotine-words-party = { $party } ({ $initial })
guillotine-words-seat = { $who } leads the { $parties }: { $n ->
        [one] 1 deputy
       *[other] { $n } deputies
    } { $over ->
        [yes] re-elected
       *[no] re-electable now
    }, { $pp } PP{ $held ->
        [0] { "" }
        [one] ; 1 delayed Jacobin card in hand
       *[other] ; { $held } delayed Jacobin cards in hand
    }.
guillotine-words-leads = { $who } leads the { $parties }.
guillotine-words-no-party = { $who } leads no party yet.
guillotine-words-post = { $post } · { $count }
guillotine-words-seats = { $n } of { $seats } seats taken
guillotine-words-count = { $n ->
        [one] 1 deputy
       *[other] { $n } deputies
    }
guillotine-words-group = { $party }: { $deputies }
guillotine-words-deputy = { $who } { $pp } PP{ $rapport ->
        [yes] { " " }(rapporteur)
       *[no] { "" }
    }
guillotine-words-dead = { $who }
guillotine-words-of-party = { $deputy } ({ $party })
guillotine-words-denounced = On the “dénoncé” square: { $deputies }
guillotine-words-accused = In the dock, awaiting the Tribunal: { $deputies }
guillotine-words-empty = Empty: { $posts }.
guillotine-words-latest = What just happened
