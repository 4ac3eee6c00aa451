# Guillotine (Avril & Floréal, 1988). The parties, deputies and cards keep their French names.

## The game in the lobby

guillotine-summary = The Convention, 1793: lead your deputies through denunciations, secret votes and the Tribunal, and get the most of them re-elected.
guillotine-length = about two hours live; two or three weeks by post
guillotine-switch-draft = Choose parties
guillotine-switch-draft-help = each player in turn picks the party (or parties) they lead, instead of a draw
guillotine-switch-histoire = Variante Histoire
guillotine-switch-histoire-help = denunciations are settled by yes/no questions on the Revolution, not the die

## Set-up and its options

guillotine-setup-both = Give either `parties` or `draft`, not both.
guillotine-setup-lists = `parties` needs { $lists } lists of { $each ->
        [one] 1 party
       *[other] { $each } parties
    }.
guillotine-setup-unknown = Unknown parties { $unknown }: choose from { $known }.
guillotine-setup-twice = A party can be led by one player only.
guillotine-setup-first = `first_player` is a seat from 0 to { $last }.
guillotine-setup-deck = `{ $name }` must list every card once, in the order to draw them.
guillotine-colour-montagnards = red
guillotine-colour-girondins = blue
guillotine-colour-crapauds = green
guillotine-colour-royalistes = yellow
guillotine-party-label = { $party } ({ $colour }, { $initial })
guillotine-seat-parties = { $who } the { $parties }
guillotine-parties = Parties: { $leads }
guillotine-leads = { $who } leads the { $parties }
guillotine-plays-first = { $who } plays first
guillotine-first-dice = Dice for the first player: { $rolls }. { $who } starts
guillotine-dice-again = { $before }; again: { $again }
guillotine-draft-ask = choose the party you will lead
guillotine-draft-help = Each player leads a party of six deputies (two parties each at two players). Take one of the parties still free, or let the die pick one for you.
guillotine-draft-text = Choose a party to lead, or let the die decide.{ $led ->
        [none] { "" }
       *[other] { " " }You already lead the { $led }.
    }
guillotine-draft-random = At random
guillotine-draft-taken = { $who } already leads the { $party }: choose another party.

## Where the game stands

guillotine-phase-movement = Movements
guillotine-phase-convention = Convention
guillotine-phase-comite = Comité de Salut Public
guillotine-phase-mission = Mission
guillotine-phase-club = Club des Jacobins
guillotine-phase-prison = Prison
guillotine-phase-fuite = Flight
guillotine-phase-title = Phase { $number }, { $name }
guillotine-heading = Turn { $turn }, { $phase }
guillotine-heading-draft = Before turn 1, choosing parties
guillotine-turn = Turn { $turn }
guillotine-chapter-over = Game over
guillotine-chapter-draft = Choosing parties
guillotine-prompt = { $where }
    { $text }
guillotine-game-over = The game is over.
guillotine-not-your-turn = It is not your turn: waiting for { $waiting }.
guillotine-not-a-choice = '{ $choice }' is not one of your choices now. { $text }

## The posts

guillotine-post-convention = Convention
guillotine-post-comite = Comité de Salut Public
guillotine-post-tribunal = Tribunal Révolutionnaire
guillotine-post-club = Club des Jacobins
guillotine-post-mission = Mission
guillotine-post-prison = Prison
guillotine-post-fuite = Flight
guillotine-post-guillotine = Guillotine
guillotine-at-convention = at the Convention
guillotine-at-comite = at the Comité de Salut Public
guillotine-at-tribunal = at the Tribunal Révolutionnaire
guillotine-at-club = at the Club des Jacobins
guillotine-at-mission = on Mission
guillotine-at-prison = in Prison
guillotine-at-fuite = in Flight
guillotine-at-guillotine = on the Guillotine
guillotine-at-accused = in the dock of the Tribunal
guillotine-to-convention = to the Convention
guillotine-to-comite = to the Comité de Salut Public
guillotine-to-tribunal = to the Tribunal Révolutionnaire
guillotine-to-club = to the Club des Jacobins
guillotine-to-mission = on Mission

## Deputies and their popularity

guillotine-described = { $who } { $at }, { $pp } PP
guillotine-deputy-pp = { $who } ({ $pp } PP)
guillotine-gain = { $why }: { $who } { $delta } PP ({ $pp })
guillotine-suicide = { $who } has no popularity left and takes his own life
guillotine-income = { $header }: { $delta } PP to { $line }
guillotine-quoted = «{ $text }»

## Phase I, Movements

guillotine-turn-starts = Turn { $turn }: { $who } plays first · Phase I, Movements
guillotine-move-ask = move one of your deputies, or pass
guillotine-move-help = In turn order each player moves one free deputy at a time, until all have passed; once you pass you move no more this turn. The post a deputy holds decides his PP, his votes and his risks for the whole turn.
guillotine-move-text = You lead the { $parties }. Move one of your free deputies to another post, or pass (once you pass you move no more deputies this turn).
guillotine-move-label = { $who } ({ $at }, { $pp } PP)
guillotine-move-pass = Pass: move no more this turn
guillotine-passes = { $who } passes
guillotine-move-not-yours = { $who } is not one of your deputies.
guillotine-move-not-free = { $who } is { $at } and cannot move.
guillotine-move-moved = { $who } has already moved this turn (Phase I §2).
guillotine-move-rapport = { $who } is on the Rapport square until the next Convention phase.
guillotine-move-nowhere = { $who } has no post to go to: every other one is full.
guillotine-move-to-ask = choose where your deputy goes
guillotine-move-to-help = Comité and Mission: +1 PP a turn. Comité and Tribunal vote on motions and trials; the Club draws Jacobin cards; deputies at the Convention vote on reports and help rehabilitate prisoners and fugitives. Comité, Tribunal and Club hold 4; one new deputy on Mission a turn.
guillotine-move-to-text = Where does { $who } go? He is { $at }.
guillotine-move-back = Choose another deputy
guillotine-move-posts = A deputy can go to the Convention, the Comité, the Tribunal, the Club or Mission.
guillotine-move-already = { $who } is already { $at }.
guillotine-move-full = The { $post } has only { $seats } seats and they are taken.
guillotine-move-one-mission = You may send only one new deputy on Mission each turn (Phase I §2).
guillotine-sends = { $who } sends { $dep } { $to }

## Phase II, the Convention

guillotine-convention-starts = Phase II, the Convention: reports
guillotine-report-ask = name a rapporteur, or none
guillotine-report-help = Your rapporteur's report goes to a secret vote of the Convention. More YES: he gains 2 PP and cannot be denounced until the next Convention phase. More NO: he loses 2 PP. A tie: his PP do not change, but he loses the Rapport square's protection.
guillotine-report-text = Name one of your deputies at the Convention rapporteur, or none. The Convention votes on his report in secret: adopted, he gains 2 PP and cannot be denounced until the next Convention phase; rejected, he loses 2 PP.
guillotine-report-label = { $who } reports ({ $pp } PP)
guillotine-report-none = No report
guillotine-no-report = { $who } makes no report
guillotine-names-rapporteur = { $who } names { $dep } rapporteur
guillotine-report-adopted = Report adopted
guillotine-report-rejected = Report rejected
guillotine-leaves-rapport = { $who } leaves the Rapport square
guillotine-dissolved = The Assembly is dissolved: the game ends with this turn
guillotine-sits-on = The Assembly sits on
guillotine-agenda-ask = denounce, support a denunciation, or pass
guillotine-agenda-help = To denounce you need a deputy at the Convention and one at your target's post; to support, a deputy at the Convention. A denunciation is confirmed on 1-2 of the die, a supported one on 1-5 (questions replace the die in the Variante Histoire). Confirmed: -3 PP on Mission or at the Club, elsewhere a summons before the Tribunal.
guillotine-agenda-text = Order of the day: denounce a free deputy (you need a deputy at his post too), support a denunciation already made, or pass. A denunciation is { $plain }; a supported one is { $strong }.
guillotine-settled-die = confirmed on a die of 1-{ $top }
guillotine-settled-questions = { $n ->
        [one] cancelled by a right answer
       *[other] cancelled only by { $n } right answers
    }
guillotine-pass = Pass
guillotine-support-label = Support { $by }: denounce { $who } { $at }
guillotine-denounce-label = Denounce { $who }
guillotine-supports = { $who } supports the denunciation of { $dep }
guillotine-source-agenda = Order of the day
guillotine-may-support = { $why } You may support that denunciation.
guillotine-denounce-needs = To denounce { $who } { $at } you need a deputy { $at } too.
guillotine-support-nothing = Nobody has denounced { $who } at this order of the day.
guillotine-support-taken = The denunciation of { $who } already has its one support.
guillotine-support-own-denunciation = You cannot support your own denunciation.
guillotine-support-own-deputy = You cannot support a denunciation of your own deputy.
guillotine-spared-own = You cannot denounce your own deputies.
guillotine-spared-not-free = { $who } is { $at }: only free deputies are denounced.
guillotine-spared-rapport = { $who } is a rapporteur whose report passed: he cannot be denounced.
guillotine-spared-denounced = { $who } is already denounced.

## Secret votes

guillotine-vote-help-report = Every deputy at the Convention votes. More YES: the rapporteur gains 2 PP and cannot be denounced until the next Convention phase. More NO: he loses 2 PP. A tie: his PP stay as they are, but he leaves the Rapport square and its protection.
guillotine-vote-help-dissolution = From turn 4 the deputies at the Convention may dissolve the Assembly by a majority. If it passes, the game ends at the end of this turn, once all its phases are played: who has most deputies re-elected then wins.
guillotine-vote-help-motion = The Comité's deputies vote. A majority adopts the motion: the deputy it names is denounced, confirmed on 1-5 of the die. Only one motion passes each turn; if this one fails, the next player at the Comité may propose another.
guillotine-vote-help-trial = Each deputy sitting at the Tribunal votes; there is no abstaining. More YES: the accused goes to the Guillotine. More NO: he is acquitted and returns to the Convention. A tie (0-0 included): he goes to Prison.
guillotine-vote-ask = secret vote on { $title }
guillotine-title-dissolution = the dissolution of the Assembly
guillotine-title-report = the report of { $who }
guillotine-title-motion = { $who }'s motion denouncing { $target }
guillotine-title-trial = the trial of { $who }
guillotine-vote-opens = Secret vote on { $title }: { $waiting } to vote
guillotine-vote-text = Secret vote on { $title }. { $stakes } You vote with your { $n ->
        [one] { $n } deputy
       *[other] { $n } deputies
    } { $at }. Nobody sees your vote until everyone has voted.
guillotine-vote-stakes-trial = Is he guilty? YES executes him, NO acquits him, a tie sends him to Prison.
guillotine-vote-stakes-motion = It needs a majority of the Comité's deputies to pass.
guillotine-vote-stakes-dissolution = It needs a majority of the deputies present; the game then ends at the end of this turn, every phase still played.
guillotine-vote-stakes-report = YES: he gains 2 PP and is protected until the next Convention; NO: -2 PP.
guillotine-vote-guilty = YES, guilty
guillotine-vote-not-guilty = NO, not guilty
guillotine-vote-yes = YES
guillotine-vote-no = NO
guillotine-vote-already = You have already voted on { $title }.
guillotine-vote-yes-or-no = Vote YES or NO on { $title }.
guillotine-voted = { $who } has voted on { $title }; waiting for { $waiting }
guillotine-tally = Vote on { $title }: YES { $yes }{ $yes_by }, NO { $no }{ $no_by }; { $result }
# The result of a vote, after its tally, agreeing in the languages that agree it with what was
# voted: a report (the two below, which older logs also said of motions), a motion, the
# dissolution (which, adopted, dissolves the Assembly).
guillotine-result-adopted = adopted
guillotine-result-rejected = rejected
guillotine-result-motion-adopted = adopted
guillotine-result-motion-rejected = rejected
guillotine-result-dissolution-rejected = rejected
guillotine-result-dissolved = adopted
guillotine-result-tie = a tie
guillotine-result-guilty = guilty
guillotine-result-acquitted = acquitted

## Phase III, the Comité de Salut Public

guillotine-comite-starts = Phase III, the Comité de Salut Public
guillotine-motion-ask = propose a motion denouncing a deputy, or none
guillotine-motion-help = The Comité's deputies vote on your motion in secret; a majority adopts it, and only one motion passes each turn. The deputy it names is denounced, confirmed on 1-5 of the die: -3 PP on Mission or at the Club, elsewhere a summons before the Tribunal.
guillotine-motion-text = Propose a motion denouncing any free deputy, or none. The Comité's deputies vote in secret; an adopted motion is { $settled }. Only one motion can pass each turn.
guillotine-motion-none = No motion
guillotine-no-motion = { $who } proposes no motion
guillotine-motion-named = { $who } was named in a motion this turn: name another deputy.
guillotine-source-motion = Motion of the Comité

## Phase IV, Mission

guillotine-mission-starts = Phase IV, Mission
guillotine-draws-mission = { $who } draws { $n ->
        [one] { $n } Mission card
       *[other] { $n } Mission cards
    }
guillotine-mission-card = { $title }: { $effect }
guillotine-mission-gamble = { $success } on a roll of { $need }+, else { $failure }
guillotine-effect-pp = { $pp } PP
guillotine-effect-guillotine = killed
guillotine-effect-convention = back to the Convention
guillotine-effect-prison = to Prison
guillotine-effect-fuite = into Flight
guillotine-effect-denounced = denounced
guillotine-effect-none = no effect
guillotine-discard-ask = put back the Mission card you like least
guillotine-discard-help = With two or more deputies on Mission you draw one card more than you have deputies there and put one back under the deck; each deputy then gets one of the others, and gains 1 PP a turn.
guillotine-discard-text = You drew { $cards }. Put back the one that suits you least; the other { $n ->
        [one] card goes to your deputy
       *[other] { $n } go to your { $n } deputies
    } on Mission.
guillotine-assign-ask = give a Mission card to one of your deputies on Mission
guillotine-assign-help = Each deputy on Mission takes one of the cards you drew and follows it: give the helpful ones to the deputies who need PP, the risky ones to those who can spare them.
guillotine-assign-text = Which card for { $who } ({ $pp } PP)? Left: { $cards }.
guillotine-gamble = { $head } (die { $die }, { $need }+ needed, { $ok ->
        [true] success
       *[false] failure
    })
guillotine-mission-for = { $head } for { $who }: { $effect }
guillotine-forced-convention = { $head }: { $who } is recalled to the Convention
guillotine-forced-prison = { $head }: { $who } is taken to Prison
guillotine-forced-fuite = { $head }: { $who } flees
guillotine-forced-guillotine = { $head }: { $who } is killed

## Phase V, the Club des Jacobins

guillotine-club-starts = Phase V, the Club des Jacobins
guillotine-draws-jacobin = { $who } draws { $n ->
        [one] { $n } Jacobin card
       *[other] { $n } Jacobin cards
    }{ $kept ->
        [0] { "" }
       *[other] , keeps { $kept } secretly
    }
guillotine-draws-another = { $who } draws another Jacobin card{ $kept ->
        [kept] { " " }and keeps it secretly
       *[used] { "" }
    }
guillotine-goes-back = «{ $title }» goes back under the deck: { $why }
guillotine-returned-unplayed = { $who }'s party is not in this game
guillotine-returned-dead = { $who } is no longer in the game
guillotine-returned-own = { $who } is one of { $seat }'s deputies
guillotine-returned-not-free = { $who } is { $at }
guillotine-returned-rapport = { $who } is on a Rapport square
guillotine-returned-denounced = { $who } is already denounced
guillotine-returned-party = the { $party } are { $seat }'s own party
guillotine-returned-nobody = there is nobody it could denounce
guillotine-returned-nobody-left = nobody left to denounce
guillotine-jacobin-card = «{ $title }»: { $effect }
guillotine-jacobin-now = { $effect }
guillotine-jacobin-delayed = Delayed: keep it secretly for a later Club phase. { $effect }
guillotine-card-denounce = { $how ->
        [strong] Denounce { $aim } (as if supported, confirmed on 1-5).
        [strong-histoire] Denounce { $aim } (as if supported, two questions to answer).
       *[plain] Denounce { $aim }.
    }
guillotine-aim-party = a free { $party ->
        [montagnards] Montagnard
        [girondins] Girondin
        [crapauds] Crapaud
       *[royalistes] Royaliste
    } of your choice
guillotine-aim-post = a deputy of your choice { $at }
guillotine-aim-any = any free deputy of your choice
guillotine-card-pp-holder = { $pp } PP to the deputy who draws it.
guillotine-card-pp-club = { $pp } PP to each of your deputies at the Club.
guillotine-card-pp-target = { $pp } PP to a free opposing deputy of your choice.
guillotine-card-release = One of your deputies { $place } returns to the Convention.
guillotine-holder-ask = choose which of your deputies at the Club takes this card
guillotine-holder-help = You draw one Jacobin card per deputy at the Club and share them among those deputies as you like. Most denounce someone at once; delayed cards are kept secretly for a later Club phase.
guillotine-holder-text = { $card } Which of your deputies at the Club takes it?
guillotine-club-target-ask = choose whom your Jacobin card denounces
guillotine-club-target-help = The card's denunciation is settled like any other: confirmed on 1-2 of the die (1-5 when the card counts as supported); confirmed, it costs 3 PP on Mission or at the Club, elsewhere a summons before the Tribunal.
guillotine-club-target-text = { $card } Whom do you denounce?
guillotine-delayed-ask = play, put back or keep your delayed Jacobin cards
guillotine-delayed-help = Delayed cards are kept secretly and played in a later Club phase, even with no deputy at the Club: a threat the others cannot see. Play one now, put one back under the deck unused, or keep them for later.
guillotine-delayed-text = Your delayed cards: { $cards } { $now ->
        [yes] Play one, put one back under the deck unused, or keep { $n ->
            [one] it
           *[other] them
        } for a later Club phase.
       *[no] { $n ->
            [one] It cannot be played now: put it back under the deck unused, or keep it for a later Club phase.
           *[other] None can be played now: put one back under the deck unused, or keep them for a later Club phase.
        }
    }
guillotine-delayed-play = Play «{ $title }»
guillotine-delayed-return = Put back «{ $title }»
guillotine-delayed-keep = { $n ->
        [one] Keep it for later
       *[other] Keep them for later
    }
guillotine-puts-back = { $who } puts a delayed card back under the deck unused
guillotine-delayed-target-ask = choose whom your delayed card is played on
guillotine-delayed-target-help = The delayed card takes effect on the deputy you choose, as its text says; a denunciation is then settled like any other, by the die (or a question in the Variante Histoire).
guillotine-delayed-target-text = { $card } On whom do you play it?
guillotine-delayed-back = Back to your delayed cards
guillotine-plays-card = { $who } plays «{ $title }»
guillotine-released = { $head }: { $who } returns to the Convention

## Denunciations and the Tribunal

guillotine-is-denounced = { $source }: { $who } is denounced { $at }
guillotine-denounces = { $source }: { $by } denounces { $who } { $at }
guillotine-die-for = Die for { $who }: { $die } (1-{ $top } confirms), denunciation { $confirmed ->
        [yes] confirmed
       *[no] cancelled
    }
guillotine-summoned = { $who } is summoned before the Tribunal Révolutionnaire
guillotine-confirmed-source = Confirmed denunciation
guillotine-back-to-convention = { $who } goes back to the Convention
guillotine-question-ask = answer a history question to save your deputy
guillotine-question-help = In the Variante Histoire a question replaces the die: a right answer cancels the denunciation and a wrong one confirms it. A supported denunciation or a motion needs two right answers.
guillotine-question-text = Variante Histoire: { $who } is denounced ({ $source }). Answer right to cancel it (question { $nth } of { $of }): { $question }
guillotine-question = { $en }
guillotine-answer-yes = Yes
guillotine-answer-no = No
guillotine-answers = { $who } answers { $said ->
        [yes] YES
       *[no] NO
    } to «{ $question }»: { $right ->
        [right] right
        [yes] wrong, the answer is YES
       *[no] wrong, the answer is NO
    }
guillotine-denunciation-confirmed = The denunciation of { $who } is confirmed
guillotine-denunciation-cancelled = The denunciation of { $who } is cancelled
guillotine-bench-empty = nobody sits at the Tribunal, a 0-0 tie that sends him to Prison
guillotine-bench = judges { $judges }; YES executes, NO acquits, a tie sends him to Prison
guillotine-tribunal-ask = choose flight, an accomplice or the trial
guillotine-tribunal-help = Flee: he goes into Flight (-1 PP a turn, may be caught). Accomplice: a deputy of his party at the Tribunal stops the trial and loses 2 PP, and the accused goes to Prison. Trial: the Tribunal votes in secret; YES executes, NO acquits, a tie sends him to Prison.
guillotine-tribunal-text = { $who } ({ $pp } PP) is summoned before the Tribunal Révolutionnaire. Flee (his case comes up in Phase VII), { $accomplice ->
        [yes] call an accomplice of his party sitting at the Tribunal (the accomplice loses 2 PP and stops the trial; { $who } goes to Prison, his case examined in Phase VI), or stand trial: { $bench }.
       *[no] or stand trial: { $bench }.
    }
guillotine-flee = Flee
guillotine-accomplice-label = Accomplice { $who } loses 2 PP ({ $pp } now); the accused to Prison
guillotine-stand-trial = Stand trial
guillotine-flees = { $who } flees
guillotine-stands-trial = { $who } stands trial
guillotine-intervenes = { $helper } intervenes: { $who } goes to Prison
guillotine-accomplice = Accomplice
guillotine-verdict-guilty = { $who } is guillotined
guillotine-verdict-acquitted = { $who } is acquitted and returns to the Convention
guillotine-verdict-tie = A tie: { $who } goes to Prison

## Phases VI and VII, Prison and Flight

guillotine-prison-starts = Phase VI, Prison
guillotine-prison-empty = Phase VI, Prison: nobody
guillotine-flight-starts = Phase VII, Flight
guillotine-flight = Flight
guillotine-rehabilitation = Rehabilitation of { $who }: die { $die } + { $present } at the Convention = { $total } ({ $need }+ needed); { $result ->
        [convention] he returns to the Convention
        [prison] he stays in Prison
       *[fuite] he stays in Flight
    }
guillotine-search = Search for { $who }, rolling { $dice }: { $caught ->
        [yes] caught and guillotined
       *[no] he escapes
    }
guillotine-surrender-ask = give your fugitive up for trial, or keep him in Flight
guillotine-surrender-help = In Flight a deputy loses 1 PP a turn, risks capture and cannot be re-elected. Giving himself up means a trial now: NO returns him to the Convention, YES executes him, a tie sends him to Prison.
guillotine-surrender-text = { $who } ({ $pp } PP) was not rehabilitated. He may give himself up to the Tribunal Révolutionnaire and stand trial ({ $bench }), or stay in Flight.
guillotine-surrender-trial = Give himself up: trial
guillotine-surrender-hide = Stay in Flight
guillotine-hides = { $who } stays in hiding
guillotine-gives-up = { $who } gives himself up to the Tribunal

## The end

guillotine-final-line = { $who } { $n } re-elected ({ $pp } PP)
guillotine-final = Game over, { $why ->
        [dissolved] the Assembly was dissolved
       *[last] turn { $turns } is over
    }: { $lines }
guillotine-reason-shared = shared: as many deputies re-elected, with as many PP
guillotine-reason-pp = tie on deputies re-elected, broken by their PP ({ $pp })
guillotine-reason-most = most deputies re-elected

## What the awaited player is doing (the board's banner)

guillotine-doing-vote = voting on { $title }
guillotine-doing-draft = choosing a party
guillotine-doing-move = moving deputies
guillotine-doing-move-to = moving deputies
guillotine-doing-report = naming a rapporteur
guillotine-doing-agenda = speaking at the order of the day
guillotine-doing-motion = proposing a motion
guillotine-doing-discard = dealing Mission cards
guillotine-doing-assign = dealing Mission cards
guillotine-doing-holder = using Jacobin cards
guillotine-doing-club-target = using Jacobin cards
guillotine-doing-delayed = considering delayed Jacobin cards
guillotine-doing-delayed-target = considering delayed Jacobin cards
guillotine-doing-tribunal = choosing flight, an accomplice or a trial for { $who }
guillotine-doing-question = answering a question to save { $who }
guillotine-doing-surrender = deciding whether { $who } gives himself up to the Tribunal

## Drawn on the pictures

guillotine-draw-chapter = { $chapter } · { $n } turns
guillotine-draw-dissolved = dissolved in turn { $turn }
guillotine-draw-won = ★ { $who } { $n ->
        [one] wins
       *[other] share the victory
    }
guillotine-draw-waiting = ▶ { $seats } { $what }
guillotine-draw-more = +{ $n } more
guillotine-draw-post-club = CLUB DES JACOBINS
guillotine-draw-convention = { $post } · gold ring: rapporteur
guillotine-draw-present = { $n } present
guillotine-draw-order = Order: { $order }
guillotine-draw-decks = decks: Mission { $mission } · Jacobin { $jacobin }
guillotine-draw-phase-movement = Moves
guillotine-draw-phase-convention = Convention
guillotine-draw-phase-comite = Comité
guillotine-draw-phase-mission = Mission
guillotine-draw-phase-club = Club
guillotine-draw-phase-prison = Prison
guillotine-draw-phase-fuite = Flight
guillotine-draw-phases = the phases of a turn
guillotine-draw-kept = { $n } in hand
guillotine-draw-reelected = { $n } { $over ->
        [yes] re-elected
       *[no] re-electable
    }
guillotine-draw-hand-title = Your delayed Jacobin cards
guillotine-draw-hand-title-of = { $who } · your delayed Jacobin cards
guillotine-draw-hand-none = No delayed card in hand
guillotine-draw-playable = playable in a Club phase, from turn { $turn }

## A player's hand as text

guillotine-hand-none = You hold no delayed Jacobin card.
guillotine-hand = Your delayed Jacobin cards ({ $n }): { $cards }
guillotine-hand-card = «{ $title }» — { $text } Playable from turn { $turn }.

# Why a move cannot be taken back (after “can't be taken back: ”).
guillotine-reveal-die = a die was rolled
guillotine-reveal-draw = it drew a card

## The standing a closed board opens with (games/guillotine/standing.py)
guillotine-standing = { $over ->
        [yes] Re-elected
       *[no] Re-electable now
    }: { $seats }
guillotine-standing-led = { $who } ({ $parties })
guillotine-standing-seat = { $who } { $n ->
        [one] 1 deputy
       *[other] { $n } deputies
    }, { $pp } PP
guillotine-standing-fates = At the Guillotine: { $dead } · in Prison: { $prison } · in Flight: { $flight }
