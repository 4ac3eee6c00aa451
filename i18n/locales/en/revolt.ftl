# Revolt (games/revolt): the engine's texts, then the pictures' labels (revolt-draw-*).

revolt-summary = Trick-taking in the city of Wastburg: Nobles, Rascals, Blaggards and Citizens.
revolt-length = about 30 minutes live; a few days by post

## The cards
revolt-family-noble = Nobles
revolt-family-rascal = Rascals
revolt-family-blaggard = Blaggards
revolt-family-citizen = Citizens
revolt-card-noble = Noble { $n }
revolt-card-rascal = Rascal { $n }
revolt-card-blaggard = Blaggard { $n }
revolt-card-citizen = Citizen { $n }
revolt-card-pitchfork = Citizen with the pitchfork
# A card's short code, what the hand lists, the log says and players type: in English its id.
revolt-code-noble = N{ $n }
revolt-code-rascal = R{ $n }
revolt-code-blaggard = B{ $n }
revolt-code-citizen = C{ $n }
revolt-code-pitchfork = CP
revolt-logged-pitchfork = the pitchfork Citizen ({ $code })

## Prompts
revolt-help-lead = Your card's family becomes the chosen family (after a Citizen, the next card chooses). The highest card of that family wins the trick and a coat-of-arms at the turn's end, unless someone cuts with a Blaggard; more Citizens than any other family is a Revolt: nobody wins. { -revolt-help-codes }
revolt-help-follow = Follow the chosen family or play a Citizen; with none of the family, play anything. A Blaggard with 1 coin on it cuts: it trumps the other families. Win or lose, the highest Noble earns a coat-of-arms (Noble's bonus) and the lowest Rascal a coin (Rascal's bonus). { -revolt-help-codes }
-revolt-help-codes = With /play, type a card's code (R3 for Rascal 3) and pick it among the suggestions.
revolt-help-take = The lowest Rascal of the trick earns a coin, but the supply is empty: the coin comes from the richest other player instead, and as several are tied you choose which one pays.
revolt-take-prompt = The supply is out of coins: take your Rascal's bonus from one of the richest players.
revolt-take-label = Take 1 coin from { $who }
revolt-take-ask = choose whom your Rascal's bonus coin comes from
revolt-ask-lead = lead the next trick
revolt-ask-follow = play a card to the trick
revolt-prompt-lead = Turn { $turn }: lead any card; its family becomes the chosen family (after a Citizen, the next card chooses).
revolt-prompt-citizens = Only Citizens so far: play any card; the first Noble, Rascal or Blaggard sets the chosen family.
revolt-prompt-none-held = The chosen family is { $family } and you have none: { $options }.
revolt-prompt-follow = The chosen family is { $family }: { $options }.
revolt-option-any = play any card
revolt-option-cut = cut with a Blaggard (pay 1 coin) to trump the trick
revolt-option-follow = follow it
revolt-option-citizen = play a Citizen
revolt-or-two = { $a } or { $b }
revolt-or-three = { $a }, { $b } or { $c }
revolt-play-label = { $name }
revolt-cut-label = Cut with { $card } (pay 1 coin{ $pointless ->
        [yes] ; no stronger than playing it here
       *[no] { "" }
    })

## Refusals
revolt-not-held = You don't hold { $card } ({ $name }).
revolt-no-such-card = There is no card called '{ $text }'.
revolt-code-typed = For this move, choose '{ $label }' with **Your move**, or among /play's suggestions as you type.
revolt-cut-not-blaggard = Only a Blaggard can cut.
revolt-cut-no-coin = Cutting costs 1 coin and you have none.
revolt-must-follow = You must follow { $family } (you hold { $held }), play a Citizen, or cut with a Blaggard.
revolt-game-is-over = The game is over.
revolt-not-your-turn = It is not your turn: { $who } plays next.
revolt-not-a-move = '{ $text }' is not a move: play a card or cut.
revolt-not-your-decision = It is not your decision: { $who } is taking the Rascal's bonus.
revolt-take-from-richest = Take the coin from one of the richest players: { $names }.
revolt-setup-hands = `hands` needs { $players } hands, got { $hands }.
revolt-setup-hand-size = With { $players } players each hand has { $size } cards.
revolt-setup-twice = A card appears twice in `hands`.
revolt-setup-deck = `hands` must hold the whole deck{ $players ->
        [3] { " " }less one plain Citizen (C1-C9).
       *[other] .
    }

## Events
revolt-deal = Turn { $turn }: { $who } holds the Citizen with the pitchfork and leads
revolt-plays = { $who } plays { $card }
revolt-cuts = { $who } cuts with { $card } (1 coin)
revolt-wins-trick = { $who } wins the trick
revolt-revolt = Revolt! { $n ->
        [one] 1 Citizen rises
       *[other] { $n } Citizens rise
    } up: nobody wins the trick
revolt-noble-bonus = Noble's bonus: { $who } +1 coat-of-arms
revolt-knave-bonus = Rascal's bonus: { $who } +1 coin
revolt-knave-no-coin = Rascal's bonus: { $who } finds no coin to take
revolt-knave-chooses = Rascal's bonus: the supply is empty, { $who } chooses whom to rob
revolt-knave-takes = Rascal's bonus: { $who } takes 1 coin from { $victim }
revolt-turn-ends = Turn { $turn } ends; tricks won: { $won }
revolt-game-over = Game over: { $who } richest with { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }, +{ $bonus } { $bonus ->
        [one] coat-of-arms
       *[other] coats-of-arms
    }

## The end and the chapters
revolt-reason-most-coats = most coats-of-arms
revolt-reason-coins = tie on coats-of-arms broken by coins
revolt-reason-shared = shared victory
revolt-chapter-over = Game over
revolt-chapter-turn = Turn { $turn }
revolt-chapter-turn-end = end of the turn
revolt-chapter-trick = trick { $trick }

## Pictures and the hand as text
revolt-draw-title = REVOLT
revolt-draw-card-noble = NOBLE
revolt-draw-card-rascal = RASCAL
revolt-draw-card-blaggard = BLAGGARD
revolt-draw-card-citizen = CITIZEN
revolt-draw-card-pitchfork = PITCHFORK
revolt-draw-cut = CUT
revolt-draw-hand-title = Your hand · turn { $turn } · { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
revolt-draw-hand-empty = No cards in hand
revolt-hand-text = Your hand, turn { $turn } ({ $n ->
        [one] 1 card
       *[other] { $n } cards
    }): { $body }
revolt-hand-group = { $family } { $symbol }: { $cards }
revolt-hand-empty = no cards
revolt-draw-trick-chosen = Trick in progress · chosen family: { $symbol } { $family }
revolt-draw-trick-unchosen = Trick in progress · no family chosen yet (only Citizens)
revolt-draw-table-empty = No cards on the table yet
revolt-draw-recent = Recent events, newest first
revolt-draw-winners = ★ { $who } { $n ->
        [one] wins
       *[other] win
    }
revolt-draw-game-over = GAME OVER
revolt-draw-to-play = ▶ { $who } to play
revolt-draw-chapter = { $chapter } · { $turns } turns
revolt-draw-supply = supply ● { $n }
revolt-draw-coins = ● { $n ->
        [one] 1 coin
       *[other] { $n } coins
    }
revolt-draw-coats = ⚜ { $n ->
        [one] 1 coat
       *[other] { $n } coats
    }
revolt-draw-tricks-hand = tricks { $tricks } · hand { $hand }
revolt-draw-to-play-tag = TO PLAY
revolt-draw-last-revolt = Last trick of turn { $turn } · REVOLT! nobody wins it
revolt-draw-last-won = Last trick of turn { $turn } · won by { $who }

## The standing a closed board opens with (games/revolt/standing.py)
revolt-standing = Coats-of-arms: { $seats }
revolt-standing-seat = { $who } { $coats }{ $tricks ->
        [0] { "" }
        [one] { " " }+ 1 trick
       *[other] { " " }+ { $tricks } tricks
    } ({ $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    })
