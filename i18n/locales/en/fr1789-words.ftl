# French Revolution 1789's table in words (render/fr1789/words.py): what a screen reader reads
# in place of the table picture. Plain text: the code adds the bold of the headings.

fr1789-words-title = 1789 · { $chapter } · { $n } turns in all
fr1789-words-waiting = Waiting for { $who }: { $what }
fr1789-words-won = { $who } { $n ->
        [one] wins
       *[other] share the victory
    }.
fr1789-words-closed = { $part } is over.
fr1789-words-players = Players
fr1789-words-seat = { $who }{ $notes ->
        [none] { "" }
       *[other] { " " }({ $notes })
    }: { $rp } RP, { $n ->
        [0] no History card
        [one] { $ready } of 1 History card ready
       *[other] { $ready } of { $n } History cards ready
    }, { $consp ->
        [one] 1 Conspiracy card
       *[other] { $consp } Conspiracy cards
    } in hand.
fr1789-words-final = { $who }: { $vp } VP, { $rp } RP.
fr1789-words-first = First Player
fr1789-words-passed = passed
fr1789-words-no-lot = { $phase }: no card on auction.
fr1789-words-auction = Auction
fr1789-words-no-bid = { $card }: no bid yet.
fr1789-words-bid = { $card }: { $who } bids { $rp } RP.
fr1789-words-systems = System boxes, votes this turn
fr1789-words-system = { $system } { $votes }{ $now ->
        [yes] { " " }(in force)
       *[no] { "" }
    }
fr1789-words-map = Map
fr1789-words-city = { $city }{ $flags ->
        [coalition] { " " }(Coalition flag)
        [royalist] { " " }(Royalist flag)
        [coalition-royalist] { " " }(Coalition and Royalist flags)
       *[none] { "" }
    }: { $armies }{ $support ->
        [none] { "" }
       *[other] ; { $support }'s Support
    }.
fr1789-words-no-army = no army
fr1789-words-armies = { $camp ->
        [france] French
        [coalition] Coalition
       *[royalist] Royalist
    } { $n ->
        [one] army
       *[other] armies
    }, strength { $strengths }
fr1789-words-leader = { $strength } ({ $leader })
fr1789-words-latest = What just happened
