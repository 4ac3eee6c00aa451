# Liberté's table in words (render/liberte/words.py): the table picture's facts as text, for a
# screen reader and for anyone whose picture does not load. Headings are made bold by the code.

liberte-words-title = Liberté · { $chapter }
liberte-words-players = Players
liberte-words-final = Final scores
liberte-words-player = { $who }: { $score }, { $hand } in hand, { $shown } in display
liberte-words-player-votes = { $who }: { $score }, { $hand } in hand, { $votes }
liberte-words-no-votes = no votes held
liberte-words-winner = { $line } · winner
liberte-words-election = { $tally } (a Radical Landslide at { $n } red votes)
liberte-words-government = Government: { $government } · Opposition: { $opposition }
liberte-words-battle = Battle this turn: { $battle }
liberte-words-no-battle = No battle this turn
liberte-words-counter = Royalist Counter-revolution: { $n } of the { $needed } needed{ $when ->
        [lost] , { $lost ->
            [one] 1 Lost Battle
           *[other] { $lost } Lost Battles
        } among them
        [early] { " " }(it can come in turns 3-4)
       *[now] { "" }
    }
liberte-words-provinces = Provinces by region
liberte-words-marks = ⚜ Fleur-de-lis; VP scored in turns 3-4
liberte-words-province = { $name }{ $fleur ->
        [yes] { " " }⚜
       *[no] { "" }
    }{ $vp ->
        [0] { "" }
       *[other] { " " }({ $vp } VP)
    }
liberte-words-stacks = { $province }: { $stacks }
liberte-words-tie = { $line } · its vote being decided
liberte-words-empty = Empty ({ $n }): { $provinces }
liberte-words-latest = Latest moves
