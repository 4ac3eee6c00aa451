# Liberté (games/liberte): the engine's texts, then the pictures' labels (liberte-draw-*).

liberte-summary = The French Revolution, 1789-1799: place Radical, Moderate and Royalist blocks across 27 provinces, win the elections, lead the army, score in government.
liberte-length = about two hours live; two or three weeks by post

## Factions, colours and cards
# $form says which French noun the colour goes with (m, f, mp, fp); English has one word.
liberte-colour = { $faction ->
        [R] red
        [B] blue
       *[W] white
    }
liberte-party = { $faction ->
        [R] Radicals
        [B] Moderates
       *[W] Royalists
    }
liberte-then = { $a }; { $b }
liberte-or = { $a } or { $b }
liberte-special-bread = Bread Shortage
liberte-special-emigration = Emigration
liberte-special-religion = Religious Problems
liberte-special-guillotine = Guillotine
liberte-special-purge = Purge
liberte-special-terror = Terror
liberte-effect-bread = remove a block of the government's colour
liberte-effect-bread-any = remove any block (no government yet)
liberte-effect-bread-now = remove a { $faction ->
        [R] red
        [B] blue
       *[W] white
    } block (the government's colour)
liberte-effect-emigration = remove a white Personality from a display
liberte-effect-religion = remove a blue or red block
liberte-effect-guillotine = send a Personality from a display to the box
liberte-effect-purge = discard a card from a display
liberte-effect-terror = remove a stack where red stands, and maybe a display card
liberte-prerequisite-purge = Needs presence in government
liberte-prerequisite-terror = Needs presence in a Radical government
liberte-card = { $name } #{ $id } · { $colour } { $value } · { $where }{ $marks }
liberte-card-special = { $name } #{ $id }
liberte-card-short = { $name } #{ $id }
liberte-club = Club
liberte-mark-cannon = Cannon
liberte-mark-sans-culottes = Sans-Culottes
liberte-mark-general = General
liberte-mark-does-cannon = may put a Control Token in the Battle Box instead of its blocks
liberte-mark-does-sans-culottes = your display may hold five cards
liberte-mark-does-general = you may lead the army
liberte-mark-legend = { $icon } { $name } ({ $does })

## The action phase: prompts and choices
liberte-act-prompt = Turn { $turn }, round { $round }: play a Club or Personality card (and up to one Special card), take cards, or pass.
liberte-act-more = You may still play { $play ->
        [first] a Club or Personality card{ $special ->
            [yes] { " " }or a Special card
           *[no] { "" }
        }
        [second] a second 1-value card{ $special ->
            [yes] { " " }or a Special card
           *[no] { "" }
        }
       *[none] a Special card
    }, or end your action.
liberte-play-card = Play { $card }
liberte-play-second = Play as 2nd 1-value card: { $card }
liberte-play-special = { $name }: { $effect }
liberte-take-cards = Take cards
liberte-pass = Pass
liberte-end-action = End your action
liberte-in-anywhere = in any province
liberte-in-region = in { $region }
liberte-blocks-in = { $n } { $faction ->
        [R] red
        [B] blue
       *[W] white
    } { $n ->
        [one] block
       *[other] blocks
    } { $where }
liberte-use-prompt = { $card }: place { $blocks } (choose the province of the first one), or use its Cannon for the Battle Box?
liberte-use-blocks = Place { $blocks }, then choose where
liberte-use-battle = Put a Control Token in the Battle Box (Battle of { $battle })
liberte-region-prompt = { $card } (Club): choose the region for its block.
liberte-region-open = { $region } ({ $n ->
        [one] 1 province
       *[other] { $n } provinces
    } open)
liberte-block-prompt = { $card }: place its { $faction ->
        [R] red
        [B] blue
       *[W] white
    } { $total ->
        [one] block
       *[other] block { $done } of { $total }
    } { $where }.
liberte-put-on-own = { $where }: your stack { $height }→{ $next }
liberte-put-new = { $where }: new stack{ $rivals ->
        [0] { "" }
        [one] , beside another
       *[other] , beside { $rivals } others
    }
liberte-listed-on-own = { $where } (your stack { $height }→{ $next })
liberte-listed-new = { $where } (new stack{ $rivals ->
        [0] { "" }
        [one] , beside another
       *[other] , beside { $rivals } others
    })
liberte-keep-prompt = { $card }: save it in your personal display, or discard it?
liberte-keep = Save it in your display ({ $used } of { $room } places used)
liberte-keep-then = Save it in your display ({ $used } of { $room } used), then play { $then ->
        [second] another 1-value card
       *[special] a Special card
    }
liberte-keep-end = Save it in your display and end your action
liberte-keep-discard = Discard it
liberte-discard-prompt = You hold { $held } cards: choose { $n } more to discard before you take a card.
liberte-discard-card = Discard { $card }
liberte-take-prompt = Take one of the face-up cards, or draw the top card of the deck.
liberte-take2-prompt = You took a face-up 1-value card: you may take a second face-up 1-value card.
liberte-take-card = Take { $card }
liberte-draw = Draw the top card of the deck
liberte-take-no-second = Take no second card

## The action phase: what the table is told
liberte-action = { $who } { $did }
liberte-did-play = plays { $card } #{ $id } ({ $colour } { $value })
liberte-did-place-none = but no block can be placed
liberte-did-place-short = { $placed } ({ $n } could not be placed)
liberte-did-battle = puts a Control Token in the Battle Box
liberte-did-keep = saves it in the display
liberte-did-discard-it = discards it
liberte-did-discard = discards { $n } cards
liberte-did-draw = draws a card from the deck
liberte-did-take = takes { $card } #{ $id }
liberte-did-pass = passes
liberte-did-terror = plays Terror: removes { $who }'s { $faction ->
        [R] red
        [B] blue
       *[W] white
    } stack of { $height } { $where }
liberte-did-remove-block = plays { $name }: removes a { $colour } block of { $who } { $where }
liberte-did-remove-card = { $terror ->
        [yes] and
       *[no] plays { $name }:
    } { $box ->
        [yes] sends to the box
       *[no] discards
    } { $who }'s { $card } #{ $id }

## Special cards
liberte-sp-prompt = { $name }: { $step }
liberte-sp-region = choose the region of the province.
liberte-sp-province = choose the province.
liberte-sp-stack = choose the stack { $where }.
liberte-sp-terror-card = you may also remove a Club or Personality from a display.
liberte-sp-seat = whose display?
liberte-sp-card = choose the card to remove.
liberte-region-targets = { $region } ({ $n ->
        [one] 1 province
       *[other] { $n } provinces
    })
liberte-province-stacks = { $where } ({ $stacks })
liberte-stack-short = { $who } { $height } { $colour }
liberte-their-stack = { $who }'s { $faction ->
        [R] red
        [B] blue
       *[W] white
    } stack of { $height }
liberte-whose-display = { $who }'s display
liberte-their-card = { $who }'s { $card }
liberte-remove-none = Remove no card

## Refreshing the hand
liberte-refresh-prompt = Turn { $turn }, refresh your hand ({ $n ->
        [one] 1 card
       *[other] { $n } cards
    }, your display is back in it): discard any cards you like, then refill to { $hand }.
liberte-refresh-chosen = Chosen so far: { $cards }.
liberte-refill-prompt = Refill your hand to { $hand }: { $n } now. Take a face-up card or draw.
liberte-discard-chosen = { $n ->
        [0] Discard nothing
       *[other] Discard the { $n } chosen
    }
liberte-draw-all = Draw all { $n } missing cards from the deck
liberte-refreshes = { $who } refreshes: { $summary } ({ $n ->
        [one] 1 card
       *[other] { $n } cards
    })
liberte-refresh-discards = discards { $n }
liberte-refresh-takes = takes { $cards }
liberte-refresh-draws = draws { $n }
liberte-refresh-keeps = keeps the hand as it is

## What each decision asks (the ping) and the rule behind it (the prompt's ?)
liberte-ask-act = play a card, take cards, or pass
liberte-help-act = Play one Club or Personality card to place its blocks (a second 1-value card may follow in the same region) and at most one Special card; or take cards; or pass. Rounds go on until a block supply runs out, then the round is finished and the phase ends. Symbols: 💣 Cannon (a Control Token instead of blocks), ✊ Sans-Culottes, ⚔ General.
liberte-ask-more = play another card, or end your action
liberte-help-more = One action may hold one Club or Personality card, one Special card, and a second 1-value card after a first 1-value card that placed a block (same background colour or a Club, its block in the same region). Play what is left, or end your action.
liberte-ask-use = place the card's blocks, or a Control Token in the Battle Box?
liberte-help-use = A Cannon card (💣) may put one Control Token in the Battle Box instead of its blocks; or choose where its first block goes (a Club: its region), the others next. After the action phase, the player with a General (⚔) in his display and the most tokens there leads the army and wins the battle's VP.
liberte-ask-region = choose the region for your Club's block
liberte-help-region = A Club card is wild: its single block may go in any province. Choose the region first, then the province.
liberte-ask-block = choose the province for your block
liberte-help-block = A stack holds 1-3 blocks of one colour and one player, a province up to three stacks, and you control one stack per province. The highest single stack wins the province's vote at the elections; equal stacks tie.
liberte-ask-keep = save the card in your display, or discard it?
liberte-help-keep = Cards in your display can be advanced to break ties, a General (⚔) lets you lead the army, and the display's total value breaks a tie for victory; at most 4 cards (5 with a Sans-Culottes, ✊), and they return to your hand next turn.
liberte-ask-discard = discard two cards before you take one
liberte-help-discard = With nine or more cards in hand you must discard two before taking a card.
liberte-ask-take = take a face-up card, or draw from the deck
liberte-help-take = Take one of the three face-up cards (replaced at once from the deck) or draw the top card blind. Taking a face-up 1-value card lets you take a second one.
liberte-ask-take2 = take a second face-up 1-value card?
liberte-help-take2 = After taking a face-up 1-value card you may take a second face-up 1-value card, including one just turned up; no discard is needed even at nine cards.
liberte-ask-refresh-discard = refresh your hand: discard any cards you do not want
liberte-help-refresh-discard = Your display has come back to your hand. Discard as many cards as you like, then refill to seven from the face-up cards or the deck: a chance to trade A-set cards for B-set.
liberte-ask-refresh-take = refill your hand to seven cards
liberte-help-refresh-take = Take face-up cards (each replaced at once from the deck) or draw from the deck until you hold seven.
liberte-ask-sp-region = choose the region your Special card strikes
liberte-ask-sp-province = choose the province your Special card strikes
liberte-ask-sp-stack = choose the stack your Special card removes
liberte-ask-sp-seat = choose whose display your Special card strikes
liberte-ask-sp-card = choose the display card your Special card removes
liberte-help-bread = Bread Shortage removes one block of the government's colour (any colour in turn 1) from a province, back to the supply.
liberte-help-emigration = Emigration discards one white Personality from any display, yours included.
liberte-help-religion = Religious Problems removes one blue or red block from a province, back to the supply.
liberte-help-guillotine = Guillotine sends one Personality from any display, yours included, back to the box for good.
liberte-help-purge = Purge (needs your presence in government) discards one Club or Personality from any display, yours included.
liberte-help-terror = Terror (needs your presence in a Radical government) removes a whole stack from a province where a red stack stands, and may also send a display card back to the box.
liberte-ask-tie = tie for { $what }: advance a card from your display, or none
liberte-help-tie = Tied players, in player order, may each advance one matching card from their display (a General, ⚔, for the battle, else a card of the tied colour). The highest value wins and the card is discarded; those still tied may go again. Advancing none keeps your card.

## Refusals
liberte-game-is-over = The game is over.
liberte-not-your-decision = It is not your decision now: we are waiting for { $who }.
liberte-not-a-choice = That is not a choice now. { $now } Your choices: { $choices }.
liberte-not-in-hand = Card #{ $id } is not in your hand.
liberte-not-in-display = Card #{ $id } is not in your display: only display cards can be advanced.
liberte-advance-not-general = { $card } is not a General: only a General can be advanced for the battle.
liberte-advance-wrong-colour = { $card } does not match: the card advanced must be of the colour in the tie.
liberte-already-played = You have already played a card this action: play what you still may, or end your action. Taking cards and passing are actions of their own.
liberte-second-take = The second card taken must be a face-up 1-value Club or Personality.
liberte-special-played-apart = { $card } is a Special card: play it with its own choice.
liberte-two-played = You have already played two cards this action.
liberte-first-placed-none = { $card } placed no block in a province, so no second card may follow.
liberte-first-not-one = A second card may follow only a 1-value card; { $card } is worth { $value }.
liberte-second-must = The second card must be a 1-value Club or a 1-value { $region } card.
liberte-second-no-room = No province of { $region } can take a block of { $card } now.
liberte-one-special = One Special card per action: you have played { $card }.
liberte-no-such-special = You hold no { $name } card.
liberte-special-no-target = { $name } has nothing to hit now.
liberte-purge-needs = Purge needs your presence in government: a vote of the governing colour.
liberte-terror-needs = Terror needs your presence in a Radical (red) government.
liberte-no-province = There is no province { $number }: they are numbered 1 to { $last }.
liberte-wrong-region = { $card } places only in { $region }; { $where } is elsewhere.
liberte-supply-empty = The { $colour } supply is empty.
liberte-stack-other-colour = You already control a { $colour } stack { $where }: a stack is one colour and you may control only one stack in a province.
liberte-stack-full = Your stack { $where } already has three blocks.
liberte-province-full = { $where } already holds three stacks.
liberte-setup-hands = `hands` needs { $players } hands, got { $hands }.
liberte-setup-start = `start_player` is a seat from 0 to { $last }.

## Ties
liberte-tie-for-battle = the battle
liberte-tie-for-province = the vote
liberte-tie-for-government = the government
liberte-tie-for-opposition = the opposition
liberte-tie-for-gov-first = first place in government
liberte-tie-for-gov-second = second place in government
liberte-tie-for-opp-first = first place in opposition
liberte-tie-again = { "" } (round { $round } of advancing)
liberte-tie-battle = The battle is tied{ $again }. You may advance a General from your display; whoever advances the highest leads the army. Or advance none and keep your cards.
liberte-tie-province = The vote { $where } is tied{ $again }. You may advance a { $colour } card from your display; whoever advances the highest value wins it. Or advance none and keep your cards.
liberte-tie-government = The factions are tied for the government{ $again }. You may advance a { $colour } card from your display; the faction of the highest value advanced governs. Or advance none and keep your cards.
liberte-tie-opposition = The factions are tied for the opposition{ $again }. You may advance a { $colour } card from your display; the faction of the highest value advanced is the opposition. Or advance none and keep your cards.
liberte-tie-gov-first = You are tied for first place in government{ $again }. You may advance a { $colour } card from your display; the highest value advanced takes it (5 VP). Or advance none and keep your cards.
liberte-tie-gov-second = You are tied for second place in government{ $again }. You may advance a { $colour } card from your display; the highest value advanced takes it (2 VP). Or advance none and keep your cards.
liberte-tie-opp-first = You are tied for first place in opposition{ $again }. You may advance a { $colour } card from your display; the highest value advanced takes it (3 VP). Or advance none and keep your cards.
liberte-tie-bid = { $who } advanced { $card } ({ $value })
liberte-tie-so-far = So far: { $bids }.
liberte-tie-alone = Nobody else in the tie can advance a card.
liberte-advance = Advance { $card }
liberte-advance-none = Advance no card
liberte-advanced = { $who } advances { $card }
liberte-advanced-none = { $who } advances no card

## The turn, the battle and the elections
liberte-first-turn = Turn 1 begins: { $who } is the start player
liberte-new-turn = Turn { $turn } begins (battle: { $battle }, { $vp } VP). Player order: { $order }
liberte-actions-end = A block supply is exhausted: the action phase of turn { $turn } ends
liberte-battle-tie = { $battle }: { $who } tie at { $n ->
        [one] 1 token
       *[other] { $n } tokens
    } and may advance a General
liberte-leads-army = { $who } leads the army at { $battle }: +{ $vp } VP
liberte-battle-nobody = nobody has a General in the display and a Control Token in the Battle Box
liberte-battle-tie-stands = the tie stands
liberte-battle-lost = { $battle }: { $why }, so nobody leads the army. A Lost Battle: it counts as a province for the Royalist Counter-revolution
liberte-tied-stack = { $who } ({ $colour } stack of { $height })
liberte-province-tie = Tie { $where } between { $sides }
liberte-province-won = { $where }: { $who } wins { $n } { $colour } { $n ->
        [one] vote
       *[other] votes
    }{ $vp ->
        [0] { "" }
       *[other] { " " }and { $vp } VP
    }
liberte-province-unbroken = { $where }: the tie stands, no vote
liberte-party-votes = { $party } { $n }
liberte-elections-tally = Provincial elections: { $tally }
liberte-faction-tie = { $parties } tie for the { $stage ->
        [government] government
       *[opposition] opposition
    } at { $n }: anyone may advance a card
liberte-forms-government = The { $faction ->
        [R] Radicals (red)
        [B] Moderates (blue)
       *[W] Royalists (white)
    } form the government
liberte-is-opposition = The { $faction ->
        [R] Radicals (red)
        [B] Moderates (blue)
       *[W] Royalists (white)
    } are the opposition
liberte-award = { $who } +{ $vp } VP ({ $place ->
        [gov-first] first in government
        [gov-first-tied] tied first in government
        [gov-second] second in government
        [gov-second-tied] tied second in government
        [opp-first] first in opposition
       *[opp-first-tied] tied first in opposition
    })
liberte-vp-tie = { $who } tie for { $what }
liberte-presence = Presence in the { $faction ->
        [R] Radical
        [B] Moderate
       *[W] Royalist
    } government: { $who } ({ $faction ->
        [R] needed to play Purge and Terror
       *[other] needed to play Purge
    })
liberte-no-presence = Nobody holds a { $colour } vote: no presence in government
liberte-game-ends = The fourth turn is over: the game ends

## The end of the game
liberte-counter-revolution = Royalist Counter-revolution! White controls { $provinces } Fleur-de-lis provinces{ $lost ->
        [0] { "" }
        [one] { " " }plus 1 Lost Battle
       *[other] { " " }plus { $lost } Lost Battles
    } ({ $needed } needed): the game ends
liberte-landslide = Radical Electoral Landslide: { $n } red votes! The game ends
liberte-reason-turns = most Victory Points after four turns{ $tie ->
        [broken] ; tie broken by the cards
        [shared] ; a shared win
       *[none] { "" }
    }
liberte-reason-landslide = Radical Electoral Landslide: most Red Points{ $tie ->
        [broken] ; tie broken by the cards
        [shared] ; a shared win
       *[none] { "" }
    }
liberte-reason-counter = Royalist Counter-revolution: most White Points{ $tie ->
        [broken] ; tie broken by the cards
        [shared] ; a shared win
       *[none] { "" }
    }
liberte-points-turns = { $n } VP
liberte-points-landslide = { $n } Red { $n ->
        [one] Point
       *[other] Points
    }
liberte-points-counter = { $n } White { $n ->
        [one] Point
       *[other] Points
    }
liberte-points-parts = { $who }: { $score } ({ $ending ->
        [landslide] { $votes } red { $votes ->
            [one] vote
           *[other] votes
        } held,{ " " }
       *[other] { "" }
    }{ $board } { $board ->
        [one] block
       *[other] blocks
    } on the board, { $cards } on the cards in hand and display)
liberte-status-over = Game over: { $who } { $n ->
        [one] wins
       *[other] share the win
    } with { $score }

## Status lines and chapters
liberte-status-tie = { $who }: advance a card? Tie for { $what }{ $where }
liberte-in = { "" } { $where }
liberte-in-province = in { $name }
liberte-status-refresh = { $who } refreshes their hand
liberte-status-act = { $who } to act · round { $round }{ $last ->
        [yes] { " " }(last round)
       *[no] { "" }
    }
liberte-chapter-over = Game over
liberte-chapter-turn = Turn { $turn }
liberte-chapter-round = round { $round }
liberte-chapter-order = player order
liberte-chapter-refresh = refresh hands
liberte-chapter-battle = battle
liberte-chapter-election = provincial elections
liberte-chapter-government = new government

## Pictures and the hand as text
liberte-hand-text = Your hand, turn { $turn } ({ $n ->
        [one] 1 card
       *[other] { $n } cards
    }): { $body }
liberte-hand-symbols = Symbols: { $legend }.
liberte-no-cards = no cards
liberte-draw-hand-of = { $name }'s hand
liberte-draw-hand-facts = { " " }· turn { $turn } · { $n ->
        [one] 1 card
       *[other] { $n } cards
    } · display { $display } · { $vp } VP
liberte-draw-hand-empty = No cards in hand
liberte-draw-set = { $set }-set
liberte-draw-special = SPECIAL
liberte-draw-club-anywhere = CLUB: anywhere
liberte-draw-faction-one = { $faction ->
        [R] Radical
        [B] Moderate
       *[W] Royalist
    }
liberte-draw-value = value { $n }
liberte-draw-fleur-de-lis = Fleur-de-lis
liberte-draw-vp = VP
liberte-draw-stack-legend =
    a stack of 2 Moderate
    blocks, its owner's
    marker beside it
liberte-draw-regions = Regions
liberte-draw-marks-legend =
    ⚜ Fleur-de-lis
    ★ VP in turns 3-4
liberte-draw-stack-key =
    a player's
    stack of 2
liberte-draw-unit-turns = VP
liberte-draw-unit-landslide = Red pts
liberte-draw-unit-counter = White pts
liberte-draw-col-hand = hand
liberte-draw-col-votes = votes
liberte-draw-col-shown = shown
liberte-draw-election-track = Election track
liberte-draw-election-heading = ELECTION TRACK
liberte-draw-gov-short = Gov.
liberte-draw-opp-short = Opp.
liberte-draw-none = none
liberte-draw-no-government = { $when ->
        [electing] being elected
        [over] none formed
       *[yet] none yet
    }
liberte-draw-nobody = nobody
liberte-draw-in-gov-short = In gov.: { $who }
liberte-draw-in-gov = In government: { $who }
liberte-draw-battle = { $battle } { $vp } VP
liberte-draw-no-battle = no battle
liberte-draw-counter-short = ⚜ Counter-rev. { $n }/7
liberte-draw-government = Government:
liberte-draw-opposition = Opposition:
liberte-draw-battle-box = Battle Box: { $battle }
liberte-draw-box-empty = empty
liberte-draw-counter = ⚜ Counter-revolution { $n }/7{ $when ->
        [lost] { " " }· { $lost ->
            [one] 1 Lost Battle
           *[other] { $lost } Lost Battles
        }
        [early] { " " }(turns 3-4)
       *[now] { "" }
    }
liberte-draw-display-empty = display empty
liberte-draw-winner = WINNER
liberte-draw-hand-size = hand { $n }
liberte-draw-votes-held = votes held: { $votes }
liberte-draw-votes-count = { $n } { $colour }
liberte-draw-face-up-heading = FACE-UP CARDS
liberte-draw-piles = deck { $deck } · discards { $discards }
liberte-draw-supply = Supply

# Why a move cannot be taken back (after “can't be taken back: ”).
liberte-reveal-draw = it took a card from the deck

## The standing a closed board opens with (games/liberte/standing.py)
liberte-standing-seat = { $who } { $score }
liberte-standing-government = Government: { $government }
liberte-standing-both = Government: { $government }; opposition: { $opposition }
liberte-standing-counter = Royalist Counter-revolution: { $n } of the { $needed } needed
