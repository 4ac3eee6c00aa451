# Frondeurs et Frondeuses: every text the game says (games/frondeurs, render/frondeurs).

## Factions, Spaces and areas

frondeurs-faction-condeean = Condéean
frondeurs-faction-cabalist = Cabalist
frondeurs-faction-retzist = Retzist
frondeurs-faction-mazarinist = Mazarinist
frondeurs-dummy-faction = { $faction } (Dummy)
frondeurs-for-faction = { $faction } · { $text }
frondeurs-nowhere = nowhere
# A Space by its short name, from games/frondeurs/data/board.json (`short`, in English).
frondeurs-space = { $en }
frondeurs-where = { $space } ({ $zone }, { $worth })
frondeurs-worth-pp = { $n } PP
frondeurs-worth-mp = { $n } MP
frondeurs-zone-court = Court
frondeurs-zone-orleans = Orléans
frondeurs-zone-west = West
frondeurs-zone-parlement = Parlement
frondeurs-zone-paris = Paris
frondeurs-zone-vendome = Vendôme
frondeurs-zone-cabale = Cabale
frondeurs-zone-chevreuse = Chevreuse
frondeurs-zone-conde = Condé
frondeurs-zone-spanish = Spanish
frondeurs-zone-centre = Army
frondeurs-zone-frontier = Frontiers
frondeurs-zone-musketeers = Musketeers
frondeurs-zone-label = { $zone } area: { $n ->
        [one] 1 Space
       *[other] { $n } Spaces
    } to choose from
frondeurs-stop-here = Stop here
frondeurs-back-to-areas = Back to the list of areas

## Who plays what

frondeurs-runs-dummy = { $who } runs the { $faction } Dummy this turn
frondeurs-swap-ends-short = The Faction Swap ends the short game at the end of this turn
frondeurs-score-of = { $who } { $n }
frondeurs-mid-game-pp = Mid-game PP: { $scores }
frondeurs-mid-game-kept = Mid-game scores kept: { $scores }
frondeurs-swap-two = Faction Swap: { $conde } now plays the Condéean, { $retz } the Retzist
frondeurs-swap-three = Faction Swap: { $who } plays the Condéean; the Retzist is the Dummy

## The sequence of play

frondeurs-when-spring = Spring { $year }
frondeurs-when-summer = Summer { $year }
frondeurs-when-fall = Fall { $year }
frondeurs-when-winter = Winter { $year }
frondeurs-draws-season = { $who } draws a Season card
frondeurs-dummy-draws-season = { $who } (Dummy) draws the Season card { $card }
frondeurs-draws-action = { $who } draws an Action card
frondeurs-dummy-draws = { $who } (Dummy) draws { $card }
frondeurs-turn-of = { $who }'s turn ({ $season })
frondeurs-end-die = End-game die in { $season }: { $roll } ({ $top ->
        [1] the game ends on a 1
       *[other] the game ends on 1 to { $top }
    })
frondeurs-crowns = { $n ->
        [one] 1 Crown
       *[other] { $n } Crowns
    }
frondeurs-coins = { $n ->
        [one] 1 Coin
       *[other] { $n } Coins
    }
frondeurs-musketeer-token = the { $musketeer } token
frondeurs-claims = { $who } Controls { $space } and takes { $tokens }
frondeurs-battle-tie = Battle: { $scores }; a tie, nobody wins
frondeurs-battle-won = Battle: { $scores }; { $who } wins at { $space }
frondeurs-marker-moves = The Season marker moves to { $season }
frondeurs-ended-die = the end-game die ended the game
frondeurs-ended-track = the Season track ran out
frondeurs-ended-short = the short game reached Spring 1650
frondeurs-game-over = The game is over: { $why }. Final scores: { $scores }
frondeurs-scores-by-player = Scores by player: { $scores }
frondeurs-chapter-turn = turn { $n }

## The game in the lobby

frondeurs-summary = The Fronde, 1648-1653: four factions spread their cubes over a network of the court's people, places and offices; Control wins their tokens, Season cards bring battles, arrests and riots, and the end comes on a die.
frondeurs-length = about 3 hours live; two to four weeks by post
frondeurs-switch-placement = Placement rounds
frondeurs-switch-placement-help = before the first turn, each faction places up to 7 more cubes, 2 at a time, the last in turn order first
frondeurs-switch-swap = Swap 6th-10th
frondeurs-switch-swap-help = the Faction Swap comes anywhere from the 6th to the 10th Season card, instead of always the 8th
frondeurs-switch-arrest = Condé arrested first
frondeurs-switch-arrest-help = the card that arrests the Princes (Condé, Conti, Longueville) comes just before the Faction Swap
frondeurs-setting-length = Length
frondeurs-length-full = Full game, 21 Season cards
frondeurs-length-short = Short, to Spring 1650 (the Swap 4th)
frondeurs-length-no-midgame = Short, 8 Season cards, the Swap last, no mid-game score
frondeurs-setting-deck = Season deck
frondeurs-deck-standard = Standard, the Swap 8th and the rest shuffled
frondeurs-deck-random = All shuffled, the Swap anywhere
frondeurs-deck-historical = In the order of history
frondeurs-setting-teams = Teams
frondeurs-teams-none = None, every faction for itself
frondeurs-teams-on = Mazarinist and Condéean against Cabalist and Retzist (4 players)
frondeurs-teams-for-four = Team play is for 4 players.

## Playing a card

frondeurs-not-your-turn = It is not your turn to choose.
frondeurs-not-a-choice = '{ $typed }' is not one of your choices now. Press **Your move** to see them, or pick one among /play's suggestions as you type.
frondeurs-ask-displace = Where does a pushed-out cube retreat ({ $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } left)?
frondeurs-end-turn = End the turn
frondeurs-ask-after = Anything more before your turn ends?
frondeurs-ask-play-season = Play your Season card.
frondeurs-ask-play = Which card do you play, and for which action?
frondeurs-forfeit = Give up this cube toward the King's Pawn ({ $n } to pay)
frondeurs-ask-place = Where do you place a cube ({ $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } left)?
frondeurs-ask-remove = Where do you remove a cube ({ $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } left)?
frondeurs-ask-move-to = Where do your cubes move to?
frondeurs-ask-movers = Which cubes move to { $space }?
frondeurs-falls-back = { $who } falls back to { $space }
frondeurs-plays = { $who } plays { $card }
frondeurs-plays-for = { $who } plays { $card } to { $how }
frondeurs-pawn-gives-up = { $who } gives up a placement
frondeurs-removes = { $who } removes a { $whose } cube from { $space }
frondeurs-moves = { $who } moves { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } to { $space }
frondeurs-moves-paid = { $who } sends { $n } cubes to { $space }: { $landed ->
        [one] 1 arrives
       *[other] { $landed } arrive
    }, { $paid ->
        [one] 1 pays the way and goes back to the Supply
       *[other] { $paid } pay the way and go back to the Supply
    }
frondeurs-must-withdraw = The { $who } must withdraw { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } from there
frondeurs-won-most = the most points, { $n }, when { $how }
frondeurs-won-pawn = { $n } points, level with others but holding the King's Pawn, when { $how }
frondeurs-won-tie-order = { $n } points, level with others but first in the order that breaks ties (Retzist, Cabalist, Condéean), when { $how }
frondeurs-move-usual = Move { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } there ({ $sources })
frondeurs-move-taken = Move the { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } taken ({ $sources })
frondeurs-other-destination = Choose another destination
frondeurs-from-spaces = from { $n ->
        [one] 1 Space
       *[other] { $n } Spaces
    }
frondeurs-n-from = { $space } ×{ $n }
# A choice about a Space: the Space as the map names it, with its area and worth, then what it
# does there.
frondeurs-at = { $space }: { $what }
frondeurs-do-place = place { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    }{ $cost ->
        [0] {""}
       *[other] , costs { $cost } more
    }
frondeurs-do-remove = remove 1 { $whose } cube
frondeurs-do-remove-own = remove 1 of your cubes
frondeurs-do-lift = take 1 cube back into your Supply
frondeurs-do-move = move { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } here
frondeurs-do-take = take { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    }{ $paid ->
        [0] {""}
       *[other] , { $paid } lost on the way
    }
frondeurs-own-movers = Choose the moving cubes yourself
frondeurs-aff-cube = your Affiliate cube
frondeurs-plan = { $card }: { $plan }
frondeurs-plan-put = { $space } +{ $n }
frondeurs-plan-take = { $space } −{ $n }
frondeurs-plan-move = { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } → { $space }
frondeurs-play-season-first = Play { $card }, its free cubes first
frondeurs-play-season-last = Play { $card }, its effect first
frondeurs-play-season = Play the Season card { $card }
frondeurs-play-option = { $card }: { $how }
frondeurs-target-all = any Space
frondeurs-target-persons = Persons only
frondeurs-target-institutions = Institutions only
frondeurs-target-green_blue = green/blue borders
frondeurs-target-purple = purple borders
frondeurs-opt-move = move up to { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } ({ $where })
frondeurs-opt-place = place { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } ({ $where })
frondeurs-opt-remove-adjacent = remove { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    }
frondeurs-opt-remove-anywhere = remove { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } from anywhere
frondeurs-opt-remove-controlled = remove { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } anywhere, Controlled too
frondeurs-opt-place-remove = place { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } then { $removal } ({ $where })
frondeurs-opt-remove = { $removal } ({ $where })

## What a decision asks, in a few words (the ping and the waiting line: Prompt.ask)

frondeurs-ping-for = { $faction }: { $text }
frondeurs-ping-dummy = { $faction } Dummy
frondeurs-short-play = play a card
frondeurs-short-play_season = play the Season card
frondeurs-short-place = place a cube
frondeurs-short-deploy = deploy cubes
frondeurs-short-season_cubes = place the free cubes
frondeurs-short-coin_cubes = place the Coin's cubes
frondeurs-short-anywhere = place a cube in an empty Space
frondeurs-short-remove = remove a cube
frondeurs-short-move_to = choose where the cubes move
frondeurs-short-movers = choose the cubes that move
frondeurs-short-displace = withdraw a pushed-out cube
frondeurs-short-after = take a bonus or end the turn
frondeurs-short-arrest = settle the arrests
frondeurs-short-liberation = free prisoners
frondeurs-short-prisoner_move = move a prisoner
frondeurs-short-affiliate = place the Affiliate cube
frondeurs-short-lift = take a cube back
frondeurs-short-spanish_gold = use Spanish Gold
frondeurs-short-porthos = double with Porthos or not
frondeurs-short-aramis_two = choose what Aramis does
frondeurs-short-mus_free = free a prisoner with Aramis
frondeurs-short-mus_cubes = use the Musketeer
frondeurs-short-dart_fill = use d’Artagnan or not
frondeurs-short-dart_block = block with d’Artagnan or not
frondeurs-short-season_timing = choose when the free cubes come
frondeurs-short-season_remove_own = remove some of your cubes
frondeurs-short-season_depression = pay Economic Depression
frondeurs-short-old_noll_cancel = cancel Old Noll or not
frondeurs-short-old_noll_zone = place or remove for Old Noll
frondeurs-short-coin = spend a Coin
frondeurs-short-pawn_place = place the King's Pawn
frondeurs-short-pawn_back = buy back the King's Pawn
frondeurs-short-pawn_claim = take the King's Pawn or not

## Season cards

frondeurs-places = { $who } places a cube at { $space }
# a run of one faction's placements as one line: "places 2 cubes at Gaston and 2 at Tavannes"
frondeurs-places-cubes = { $who } places { $where }
frondeurs-places-first = { $n ->
        [one] a cube
       *[other] { $n } cubes
    } at { $space }
frondeurs-places-more = { $n ->
        [one] one
       *[other] { $n }
    } at { $space }
frondeurs-unplaced = { $who } could not place { $n ->
        [one] 1 more cube: it stays
       *[other] { $n } more cubes: they stay
    } in the Supply
frondeurs-cancel-removals = Discard { $musketeer } to cancel your removals
frondeurs-cancel-removal = Discard { $musketeer } to cancel your removal
frondeurs-cancel-noll = Discard { $musketeer } to cancel Old Noll
frondeurs-cancelled-removals = { $who } discards { $musketeer } to cancel its removals
frondeurs-cancelled-removal = { $who } discards { $musketeer } to cancel its removal
frondeurs-cancelled-noll = { $who } discards { $musketeer } to cancel Old Noll
frondeurs-removes-own = { $who } removes { $n ->
        [one] a cube
       *[other] { $n } cubes
    } of its own from { $space }
frondeurs-ask-timing = Do the free cubes come before or after the card's effect?
frondeurs-timing-first = Place the free cubes first
frondeurs-timing-last = Resolve the card first, then the free cubes
frondeurs-free-cubes-after = { $who } will place its free cubes after the card
frondeurs-ask-cancel-removals = Do you cancel your removals with a Musketeer?
frondeurs-accept-removals = Remove your cubes ({ $n ->
        [one] 1 Space
       *[other] { $n } Spaces
    })
frondeurs-ask-own-cube = Which of your cubes goes ({ $n } left)?
frondeurs-discard-coin = Discard your { $nth ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
        [7] seventh
        [8] eighth
        [9] ninth
        [10] tenth
       *[other] { $nth }th
    } Coin (worth { $value })
frondeurs-discard-crown = Discard a Crown
frondeurs-remove-own-cubes = Remove { $n } of your cubes
frondeurs-dummy-discards-coin = { $who } (Dummy) discards a Coin worth { $value }
frondeurs-discards-coin = { $who } discards a Coin
frondeurs-you-discard-coin = You discard a Coin worth { $value }
frondeurs-discards-crown = { $who } discards a Crown
frondeurs-ask-depression = Do you pay Economic Depression with a token or with cubes?
frondeurs-noll-places = Old Noll: { $who } places a cube at { $space }
frondeurs-noll-removes = Old Noll: { $who } removes { $n ->
        [one] 1 { $whose } cube
       *[other] { $n } { $whose } cubes
    } from { $space }
frondeurs-ask-noll-cancel = Do you cancel the whole of Old Noll with a Musketeer?
frondeurs-let-it-happen = Let it happen
frondeurs-noll-stands = { $who } lets Old Noll stand
frondeurs-ask-noll-zone = Old Noll at { $zone }: do you place or remove?
frondeurs-noll-place = Place { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } at { $zone }
frondeurs-noll-remove = Remove { $n } of your cubes from { $zone }

## Arrests

frondeurs-liberated = { $space } is Liberated
frondeurs-no-arrest-tokens = No Arrest tokens are left for { $spaces }
frondeurs-arrested = { $space } is put Under Arrest at { $fortress }
frondeurs-army-commander = { $space } becomes Army Commander for the rest of the game
frondeurs-ask-arrest-extra = Which third Person does Arrest Them! take?
frondeurs-ask-arrest-free = Whom do you free to make room ({ $n } to free)?
frondeurs-free-held = Free { $space } (held at { $fortress })
frondeurs-ask-prison = Which Fortress holds { $space }?
frondeurs-names-arrest = { $who } names { $space } to be arrested too
frondeurs-liberate = Free prisoners at { $fortress } (forfeit a card, clear it)
frondeurs-forfeits = { $who } forfeits { $card } and clears { $fortress } to free its prisoners
frondeurs-ask-liberation-card = Which card do you give up to free the prisoners?
frondeurs-free = Free { $space }
frondeurs-free-no-more = Free no more
frondeurs-ask-liberation = Whom do you free at { $fortress }?
frondeurs-jail = Move the prisoner { $space } from { $fortress }
frondeurs-prisoner-moved = { $who } moves the prisoner { $space } to { $fortress }
frondeurs-ask-prisoner-to = To which Fortress is { $space } taken?

## The Affiliate cube and stuck turns

frondeurs-affiliate = Affiliate: place or remove one cube at a Space with your shield
frondeurs-ask-affiliate = Where does your Affiliate cube go?
frondeurs-aff-placed = { $who } places an Affiliate cube at { $space }
frondeurs-aff-removed = { $who }'s Affiliate removes a { $whose } cube from { $space }
frondeurs-stuck-pass = No card to play: pass
frondeurs-stuck-lift = Take a cube off the board into your Supply
frondeurs-stuck-card = Discard { $card }: 1 cube anywhere empty
frondeurs-no-card = { $who } has no card to play
frondeurs-stuck-discards = { $who } discards { $card } for 1 cube in an empty Space
frondeurs-ask-lift = Which Space do you take a cube off?
frondeurs-lifted = { $who } takes a cube off { $space } back into its Supply

## Spanish Gold and Mazarin's Exile

frondeurs-exile = Mazarin's Exile
frondeurs-spanish-gold = Spanish Gold
frondeurs-cubes = { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    }
frondeurs-gold-add = add to your cubes (1 or more)
frondeurs-gold-leave = leave cubes ({ $need } or more)
frondeurs-gold-exchange = replace { $n ->
        [one] 1 { $whose } cube
       *[other] { $n } { $whose } cubes
    } with { $need }
frondeurs-ask-gold-leave = How many cubes stay at { $space }?
frondeurs-gold-stop = Stop, and keep the rest in the box
frondeurs-ask-gold-next = { $box }: which Space next ({ $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } in the box)?
frondeurs-gold-amount = Cubes to leave at { $space }
frondeurs-gold-stops = { $who } stops; { $n ->
        [one] 1 cube stays
       *[other] { $n } cubes stay
    } in the box
frondeurs-gold-leaves = { $who } leaves { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } at { $space }
frondeurs-gold-exchanges = { $who } exchanges { $n ->
        [one] 1 { $whose } cube
       *[other] { $n } { $whose } cubes
    } at { $space } ({ $need } from the box)
frondeurs-gold-chain-ends = { $who }'s { $box } chain ends
frondeurs-gold-deposit = { $box }: lay { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } away
frondeurs-gold-spend = { $box }: spend the box (costs -{ $n } points)
frondeurs-gold-laid = { $who } lays { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } away in { $box }
frondeurs-gold-spends = { $who } spends its { $box } box ({ $n ->
        [one] 1 cube
       *[other] { $n } cubes
    })

## Crowns, Coins and the King's Pawn

frondeurs-crown = Spend a Crown: play one more card after the next
frondeurs-coin = Spend a Coin for extra cubes with the next card
frondeurs-crown-spent = { $who } spends a Crown: another card follows the next one
frondeurs-coin-before = A { $value }-Coin, its cubes before the card's action
frondeurs-coin-after = A { $value }-Coin, its cubes after the card's action
frondeurs-ask-coin = Which Coin do you spend, and when do its cubes come?
frondeurs-keep-coins = Keep your Coins
frondeurs-coin-spent-before = { $who } spends a Coin worth { $value }: { $value ->
        [one] 1 cube
       *[other] { $value } cubes
    } before the next card
frondeurs-coin-spent-after = { $who } spends a Coin worth { $value }: { $value ->
        [one] 1 cube
       *[other] { $value } cubes
    } after the next card
frondeurs-crown-card = { $who } plays another card, thanks to a Crown
frondeurs-pawn-place = The King's Pawn: clear a Space and its neighbours
frondeurs-pawn-back = Take the King's Pawn back for { $n } of your cubes
frondeurs-ask-pawn-place = Where do you put the King's Pawn?
frondeurs-space-of = { $space } ({ $whose })
frondeurs-pawn-put = { $who } puts the King's Pawn on { $space }: { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } removed there
frondeurs-pawn-put-more = { $text }, and one from { $spaces }
frondeurs-pawn-recovered = { $who } recovers the King's Pawn from { $space }
frondeurs-pawn-paid = { $how } toward the King's Pawn
frondeurs-pawn-paying = { $how } toward the King's Pawn ({ $n } more to pay)
frondeurs-ask-pawn-back = Which cube goes to buy back the King's Pawn ({ $n } to pay)?
frondeurs-pawn-removes-own = { $who } removes a cube of its own at { $space }
frondeurs-ask-pawn-claim = Do you take the King's Pawn?
frondeurs-pawn-take = Take the King's Pawn (free)
frondeurs-pawn-leave = Leave it there

## Musketeers

frondeurs-mus-discarded = { $who } discards { $musketeer }, who returns to his Space
frondeurs-mus-dartagnan = d'Artagnan: a cube you place brings full Control
frondeurs-mus-athos = Athos: place or remove a cube at up to 5 green Spaces
frondeurs-mus-aramis-free = Aramis: free a Space Under Arrest
frondeurs-mus-aramis-cubes = Aramis: place or remove at up to 5 Retz/Church
frondeurs-ask-porthos-own = Discard Porthos to double your { $musketeer }?
frondeurs-ask-porthos = Discard Porthos to double the { $whose }'s { $musketeer }?
frondeurs-porthos-join = Yes, discard Porthos
frondeurs-porthos-keep = No, keep Porthos
frondeurs-aramis-free2 = Free two Spaces Under Arrest
frondeurs-aramis-cubes2 = Place or remove at up to 10 Retz/Church Spaces (twice 5)
frondeurs-aramis-both = Free one Space, and place or remove at up to 5
frondeurs-ask-aramis-two = With Porthos, what does Aramis do?
frondeurs-ask-aramis-free = Which Space Under Arrest does Aramis free?
frondeurs-nobody-to-free = Nobody to free
frondeurs-aramis-frees = Aramis frees { $space } for the { $who }
frondeurs-mus-remove = Remove a { $whose } cube
frondeurs-mus-place = Place a { $whose } cube
frondeurs-ask-mus-at = What does { $musketeer } do at { $space }?
frondeurs-another-space = Another Space
frondeurs-ask-mus-where = At which Space does { $musketeer } act ({ $n } left)?
frondeurs-mus-removed = { $musketeer } removes a { $whose } cube at { $space }
frondeurs-mus-placed = { $musketeer } places a { $whose } cube at { $space }
frondeurs-ask-fill = Use d’Artagnan to Control { $space }?
frondeurs-fill = Yes, { $n ->
        [one] 1 more cube
       *[other] { $n } more cubes
    } from your Supply
frondeurs-not-here = Not here
frondeurs-filled = d'Artagnan gives the { $who } Control of { $space }
frondeurs-ask-block = Block the { $who } with d’Artagnan?
frondeurs-block = Block the { $who } at { $space } this turn
frondeurs-allow = Let the cube go there
frondeurs-barred = d'Artagnan bars the { $who } from { $space } this turn

## Season cards

frondeurs-season-lens = Battle of Lens
frondeurs-season-arrest_parlementaires = Arrest Them! (Parlementaires)
frondeurs-season-en_greve = En Grève
frondeurs-season-emeutes = Emeutes!
frondeurs-season-roussillon = Defense of Roussillon
frondeurs-season-depression_coin = Economic Depression
frondeurs-season-jacquerie = Jacquerie!
frondeurs-season-arrest_princes = Arrest Them! (Princes)
frondeurs-season-faction_swap = Faction Swap
frondeurs-season-palatine_salon = Princess Palatine's Salon
frondeurs-season-rethel = Battle of Rethel
frondeurs-season-italian = Italian Campaign
frondeurs-season-catalonia = Catalonian Campaign
frondeurs-season-barcelona = Siege of Barcelona
frondeurs-season-flanders = Flanders Campaign
frondeurs-season-charente = Charente Campaign
frondeurs-season-montrond = Siege of Montrond
frondeurs-season-saint_antoine = Battle of Faubourg Saint-Antoine
frondeurs-season-huguenot_unrest = Huguenot Unrest
frondeurs-season-depression_crown = Economic Depression
frondeurs-season-old_noll = Old Noll

## The pictures' labels (render/frondeurs)

frondeurs-draw-dummy-of = Dummy ({ $who })
frondeurs-draw-chapter = Turn { $n } · { $season }
frondeurs-draw-won = { $who } { $n ->
        [one] wins
       *[other] share the victory
    }
frondeurs-draw-game-over = game over
frondeurs-draw-deploys = { $who } · { $faction } deploys cubes
frondeurs-draw-to-play = { $who } · { $faction } to play
frondeurs-draw-answers = { $who } answers for the { $faction }; then { $next } ({ $active })
frondeurs-draw-dummy-faction = { $faction } Dummy
frondeurs-draw-empty = empty
frondeurs-draw-spanish-gold = Spanish Gold
frondeurs-draw-exile = Exile
frondeurs-draw-decks = Deck { $deck } · Seasons { $seasons } · Discard { $row }/{ $most }
frondeurs-draw-commander = Army Commander: { $who }
frondeurs-draw-target-all = any Space
frondeurs-draw-target-persons = Persons
frondeurs-draw-target-institutions = Institutions
frondeurs-draw-target-green_blue = green or blue Spaces
frondeurs-draw-target-purple = purple Spaces
frondeurs-draw-opt-move = Move up to { $n } cubes into one Space · { $where }
frondeurs-draw-opt-place = Place up to { $n } · { $where }
frondeurs-draw-opt-remove-adjacent = Remove { $n } adjacent
frondeurs-draw-opt-remove-anywhere = Remove { $n } anywhere
frondeurs-draw-opt-remove-controlled = Remove { $n } anywhere, even Controlled
frondeurs-draw-opt-place-remove = Place up to { $n } then { $removal } · { $where }
frondeurs-draw-opt-remove = { $removal } · { $where }
frondeurs-draw-battle = the faction with most MP on orange Spaces wins the Battle and puts { $n } cubes at { $space }
frondeurs-draw-where-purple_border = 5 purple Spaces
frondeurs-draw-where-green_border = 5 green Spaces
frondeurs-draw-where-blue_border = every blue Space
frondeurs-draw-where-affiliate_icon = 5 Spaces with an Affiliate icon
frondeurs-draw-where-huguenot_icon = every Huguenot Space
frondeurs-draw-remove-own = Each faction removes 1 of its cubes from { $where }; a Musketeer cancels
frondeurs-draw-old-noll = At each Frontier Zone: remove { $remove } or place { $place }; another player may cancel with a Musketeer
frondeurs-draw-depression = Each faction gives up a Coin, or removes { $n } of its cubes
frondeurs-draw-depression-crown = Each faction gives up a Coin or a Crown, or removes { $n } of its cubes
frondeurs-draw-arrest = Arrests { $who }, each to a Fortress you choose
frondeurs-draw-arrest-extra = Arrests { $who } and one 1-2 PP Person of your choice, each to a Fortress you choose
frondeurs-draw-swap = Mid-game PP scoring for every faction
frondeurs-draw-track = Season track · { $season }
frondeurs-draw-track-red = red: a die of 1 to that number ends the game
frondeurs-draw-pawn-held = King's Pawn: held by the { $who }s
frondeurs-draw-pawn-on = King's Pawn: on { $space }
frondeurs-draw-discard-row = Discard Row: { $cards }
frondeurs-draw-supply = supply { $n }
frondeurs-draw-mid-pp = mid PP { $n }
frondeurs-draw-spanish-uses = Spanish uses { $n }
frondeurs-draw-by-player = By player now: { $scores }
frondeurs-draw-seat-best = { $who } { $n } (best of Retzist and Condéean)
frondeurs-draw-legend = Legend
frondeurs-draw-cubes-of = { $who } cubes
frondeurs-draw-legend-control = 3 cubes with Control (gold ring)
frondeurs-draw-legend-named = named by the last move
frondeurs-draw-legend-person = Person
frondeurs-draw-legend-institution = Institution
frondeurs-draw-legend-border-purple = purple
frondeurs-draw-legend-border-green = green
frondeurs-draw-legend-border-blue = blue
frondeurs-draw-legend-fill = Fill: border class; orange = Fortress or Maréchal
frondeurs-draw-legend-solid = solid, free
frondeurs-draw-legend-dashed = dashed, +1
frondeurs-draw-legend-arrow = one way, +1
frondeurs-draw-legend-lovers = Lovers' Lane
frondeurs-draw-peer-marechal = Maréchal
frondeurs-draw-peer-musketeer = Musketeer
frondeurs-draw-peer-spanish = Spanish
frondeurs-draw-peer-huguenot = Huguenot
frondeurs-draw-peer-surintendant = Surint.
frondeurs-draw-peer-army_commander = Army Cdr
frondeurs-draw-legend-peers = Peers (+1 between all alike): { $peers }; ⚷1 a Fortress key and its locks, by number
frondeurs-draw-legend-icons = ⚜ PP left, MP right (low/high by Control); Control numeral above when not 3; 🂠 cards in hand, ☀ a Season card among them; ♛ Crown, ● Coin, 🗡 Musketeer token, ⚑AC Army Commander, ♟ King's Pawn; red ✕ and ⛓: Under Arrest
frondeurs-draw-season-card = Season card · first 2 free cubes, then: { $effect }
frondeurs-draw-season-title = Season · { $card } (must be played)
frondeurs-draw-action-title = Action · { $card }
frondeurs-draw-dummy-face-up = { $who } (the Dummy, face up)
frondeurs-draw-holding = { $who } · score now { $score } · supply { $supply } · mid PP { $mid }
frondeurs-draw-crowns = { $n ->
        [one] 1 Crown
       *[other] { $n } Crowns
    }
frondeurs-draw-coins-worth = Coins worth { $values } (only you see these)
frondeurs-draw-coins-face-up = Coins worth { $values } (face up)
frondeurs-draw-no-coin = no Coin
frondeurs-draw-none = none
frondeurs-draw-musketeers = Musketeers: { $who }
frondeurs-draw-the-pawn = the King's Pawn
frondeurs-draw-gold-used = Spanish Gold used { $n }×
frondeurs-draw-you = You
frondeurs-draw-your-hand = { $who } · your hand
frondeurs-draw-no-hand = { $who } · no hand to show
frondeurs-draw-your-hand-of = { $who } · { $factions } · your hand
frondeurs-draw-no-faction = no faction
frondeurs-draw-no-card = No card in hand
frondeurs-draw-text-season = { $card } (Season card, to be played): { $effect }
frondeurs-draw-text-action = { $card }: { $a }, or { $b }
frondeurs-draw-text-hand = Your { $who } hand:
frondeurs-draw-text-hand-open = The { $who } Dummy's hand, face up:
frondeurs-draw-text-no-cards = You hold no cards.
frondeurs-draw-text-tokens = { $crowns ->
        [0] no Crown
        [one] 1 Crown
       *[other] { $crowns } Crowns
    } · { $coins } · { $musketeers ->
        [0] no Musketeer
        [one] 1 Musketeer
       *[other] { $musketeers } Musketeers
    }
frondeurs-draw-text-coins-open = { $n ->
        [one] a Coin worth { $values }
       *[other] Coins worth { $values }
    } (face up)
frondeurs-draw-text-coins = { $n ->
        [one] a Coin worth { $values }
       *[other] Coins worth { $values }
    } (only you see their values)
frondeurs-draw-option-line = { $letter }: { $text }

## Why each decision is asked, and its help (the prompt's "?")

frondeurs-why-play = Your card is your action this turn; tokens and bonuses are offered beside the cards.
frondeurs-help-play = Each Action card offers two actions: pick the card and the action together. A Season card in hand must be played. A Crown lets you play a second card; a Coin adds cubes before or after the card; the Affiliate cube, Musketeers, the King's Pawn and Spanish Gold are used beside the cards.
frondeurs-why-play_season = A Season card in hand must be played this turn.
frondeurs-help-play_season = A Season card first gives two free cubes, placed before or after its effect: a Battle or Campaign, an arrest, removals, a riot or the Faction Swap. Tokens and bonuses are offered beside it; with a Crown, an Action card may come first.
frondeurs-why-place = Each cube goes where you have cubes, or into an empty Space linked to one of yours.
frondeurs-help-place = You may place in any Space holding your cubes, or in an empty Space joined to one by a line or a shared icon. A dashed line, an arrow or a peer icon costs one cube of the card's number. At most 2 cubes a Space for each card. The card's class of Space applies. Stop here ends the placing early.
frondeurs-why-deploy = Before the first turn every faction builds up its position, 2 cubes at a time.
frondeurs-help-deploy = In reverse turn order each faction places up to 2 cubes a round, by the usual placement rules, until it has 10 on the board. Tokens won now can be used from your first turn. Stop here skips the rest of this round.
frondeurs-why-season_cubes = Every Season card gives two free cubes.
frondeurs-help-season_cubes = The Season card's two free cubes go into any open Space that holds no opposing cube, with no link needed. Stop here gives up the rest.
frondeurs-why-coin_cubes = The Coin you spent pays for these cubes.
frondeurs-help-coin_cubes = Coin cubes keep the card's class of Space and the usual links and costs, but may go beyond 2 in a Space. Stop here gives up the rest.
frondeurs-why-anywhere = No card of yours could act, so the one you discarded buys one cube.
frondeurs-help-anywhere = With no card able to place, remove or move, you may discard one for a single cube in any empty open Space.
frondeurs-why-remove = The card lets you take cubes off the board.
frondeurs-help-remove = Remove from a Space linked to one of yours, or from anywhere if the card says so. Controlled Spaces are safe unless the card allows them. Your own cubes may go too, never your last one. Cubes in a Space Under Arrest may be removed.
frondeurs-why-move_to = All the cubes of a Move end in one Space.
frondeurs-help-move_to = Choose the destination first. Cubes travel along links through Spaces of your colour; a dashed line, an arrow or a peer icon costs one moving cube. You may end in an opponent's Space only if he does not Control it and you bring more cubes than he has: his cubes are then pushed out.
frondeurs-why-movers = Choose which cubes make the move.
frondeurs-help-movers = The first choice moves the usual cubes (the cheapest routes, up to the card's number) at once. Or take cubes Space by Space and then move them. Each group pays its own route's costs on the way.
frondeurs-why-displace = Your cubes were pushed out by a stronger move and must retreat.
frondeurs-help-displace = Send each pushed cube to a linked Space that is empty or holds your cubes, free of cost; not against an arrow and not along the line the attackers came by. Cubes with nowhere to go return to your Supply.
frondeurs-why-after = Your card is done; bonuses may still follow it.
frondeurs-help-after = You may still use what is offered (the Affiliate cube, Spanish Gold, a token) before the turn passes. End the turn when you have finished.
frondeurs-why-arrest = Arrest Them! puts Spaces Under Arrest, and you decide the details.
frondeurs-help-arrest = Arrested Spaces take no new cubes, trace no links and score nothing; cubes there stay and may be removed. When the prison pairs run short, you free prisoners first; then each new prisoner goes to a Fortress of your choice.
frondeurs-why-liberation = You Control a Fortress that holds prisoners.
frondeurs-help-liberation = Give up an Action card (it goes to the Discard Row as this turn's card) to free prisoners there. Every cube at the Fortress is removed.
frondeurs-why-prisoner_move = You may move a prisoner between two Fortresses you Control.
frondeurs-help-prisoner_move = The prisoner travels along links through Spaces you Influence, from one of your Controlled Fortresses to another, once a turn.
frondeurs-why-affiliate = Controlling your Avatar gives you one extra cube a turn at a Space with your shield.
frondeurs-help-affiliate = Place one cube at an open Space with your shield and no opposing cubes, or remove one opposing cube from such a Space, even a Controlled one or one Under Arrest. No link is needed.
frondeurs-why-lift = Your Supply is empty and no card of yours can remove.
frondeurs-help-lift = You may take cubes off your own Spaces into your Supply, one at a time, to place them again with your card.
frondeurs-why-spanish_gold = Your box of cubes can be paid into, or spent on a chain of Spaces.
frondeurs-help-spanish_gold = Paying in costs no points. Spending costs 5 points a use: starting from a Space with the Spanish icon (the Mazarinist: beside his own), each next Space is linked to one reached. In an opponent's Space you pay as many cubes as he has there, one more if he Controls it, and his cubes go.
frondeurs-why-porthos = Porthos can double the Musketeer just used.
frondeurs-help-porthos = Discarding Porthos makes the other Musketeer's power work twice. It goes back to its Space, to be won again.
frondeurs-why-aramis_two = With Porthos, Aramis acts twice.
frondeurs-help-aramis_two = Aramis may free two prisoners, or place or remove at up to 10 of his Spaces, or do one of each.
frondeurs-why-mus_free = Aramis may free a prisoner.
frondeurs-help-mus_free = The Space chosen is freed at once; its pair of Arrest tokens leaves the board.
frondeurs-why-mus_cubes = The Musketeer places or removes one cube at each of several Spaces.
frondeurs-help-mus_cubes = Athos works on green-bordered Spaces, Aramis on Retz's and the Church's. At each Space chosen, place any faction's cube where it is alone, or remove any cube, even from Control. Stop here when done.
frondeurs-why-dart_fill = d'Artagnan can complete your Control here.
frondeurs-help-dart_fill = Yes adds, from your Supply, the cubes still needed to Control this Space.
frondeurs-why-dart_block = You hold d'Artagnan and the active player means to place here.
frondeurs-help-dart_block = Blocking spends d'Artagnan: that faction may place no cube in this Space for the rest of its turn. Letting it go keeps him.
frondeurs-why-season_timing = A Season card's two free cubes come before its effect or after it.
frondeurs-help-season_timing = Choose whether the free cubes are placed before the card's effect happens, or once it is over.
frondeurs-why-season_remove_own = This Season card makes each faction remove some of its own cubes.
frondeurs-help-season_remove_own = A Musketeer you hold may cancel all your removals on this card. Otherwise pick the Spaces the cubes leave, one at a time.
frondeurs-why-season_depression = Economic Depression makes every faction pay.
frondeurs-help-season_depression = Give up a Coin (or, on the second copy, a Crown), or remove 3 of your own cubes. A Musketeer may cancel the removal.
frondeurs-why-old_noll_cancel = Old Noll is about to strike the Frontier Zones.
frondeurs-help-old_noll_cancel = Discarding a Musketeer cancels the whole card for everyone.
frondeurs-why-old_noll_zone = Old Noll acts at each Frontier Zone in turn.
frondeurs-help-old_noll_zone = Where you have cubes, choose to place 1 more or remove 2 of your own.
frondeurs-why-coin = A Coin gives cubes with this card.
frondeurs-help-coin = Choose the Coin and whether its cubes come before the card's action or after it. The cubes keep the card's class of Space.
frondeurs-why-pawn_place = The King's Pawn opens a Space to you for this turn.
frondeurs-help-pawn_place = Placing the Pawn clears cubes from the Spaces around it. For the rest of the turn you may place and move into its Space with no link or class needed. Stop here keeps the Pawn.
frondeurs-why-pawn_back = You may buy the King's Pawn back.
frondeurs-help-pawn_back = Recovering it costs 2: each of your cubes removed, or a placement given up, pays 1.
frondeurs-why-pawn_claim = You now Influence the Space where the King's Pawn stands.
frondeurs-help-pawn_claim = Taking it makes you its holder: held at the end it scores 10 (not for the Mazarinist), and you may place it in a later turn.

# Why a move cannot be taken back (after “can't be taken back: ”).
frondeurs-reveal-die = the end-game die was rolled
frondeurs-reveal-draw = it drew a card
frondeurs-reveal-swap = the Faction Swap handed a hand over
frondeurs-reveal-coin = a Coin taken from the board showed its value

## The standing a closed board opens with (games/frondeurs/standing.py)
frondeurs-standing = Points: { $factions }
frondeurs-standing-faction = { $faction } { $n } ({ $who }{ $pawn ->
        [yes] , King's Pawn
       *[no] { "" }
    })
frondeurs-standing-dummy-for = Dummy, counts for { $who }
frondeurs-standing-seats = By player: { $seats }
frondeurs-standing-seat = { $who } { $n }
frondeurs-standing-seat-best = { $who } { $n } (best of Retzist and Condéean)
