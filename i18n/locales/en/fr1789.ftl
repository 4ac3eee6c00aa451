# French Revolution 1789 (games/fr1789): every text its engine, aid topics and pictures say.

## The History cards, their abilities (name and what they do), as data/history_cards.json holds them

fr1789-card-louis_xvi = Louis XVI
fr1789-ability-louis_xvi-0 = Veto
fr1789-ability-text-louis_xvi-0 = While upright, cancel another player's ◆ action as it is declared; Louis XVI becomes spent.
fr1789-card-marie_antoinette = Marie Antoinette
fr1789-ability-marie_antoinette-0 = Appeal to Vienna
fr1789-ability-text-marie_antoinette-0 = Only while in Exile: deploy up to 2 Coalition or Royalist armies, paying 2 RP each.
fr1789-card-lafayette = La Fayette
fr1789-ability-lafayette-0 = National Guard
fr1789-ability-text-lafayette-0 = Deploy up to 2 French armies, paying 1 RP each.
fr1789-card-barnave = Barnave
fr1789-ability-barnave-0 = Feuillant Club
fr1789-ability-text-barnave-0 = Add 2 votes to Constitutional Monarchy.
fr1789-card-orleans = Louis-Philippe
fr1789-ability-orleans-0 = Orléans fortune
fr1789-ability-text-orleans-0 = On acquiring this card, gain 3 RP.
fr1789-card-desmoulins = Camille Desmoulins
fr1789-ability-desmoulins-0 = La France libre
fr1789-ability-text-desmoulins-0 = Add 1 vote to the Republic, whatever the current System allows.
fr1789-card-tennis_court_oath = Tennis Court Oath
fr1789-ability-tennis_court_oath-0 = Oath
fr1789-ability-text-tennis_court_oath-0 = On acquiring this card, score 2 VP.
fr1789-card-sieyes = Sieyès
fr1789-ability-sieyes-0 = What is the Third Estate?
fr1789-ability-text-sieyes-0 = Add 2 votes to one System box the current System's Vote allows.
fr1789-card-storming_bastille = Storming of the Bastille
fr1789-ability-storming_bastille-0 = Paris rises
fr1789-ability-text-storming_bastille-0 = On acquiring this card, place your Support in Paris, sending back any Support already there.
fr1789-card-declaration_rights = Declaration of the Rights of Man
fr1789-ability-declaration_rights-0 = Rights of Man
fr1789-ability-text-declaration_rights-0 = On acquiring this card, score 2 VP.
fr1789-card-danton = Danton
fr1789-ability-danton-0 = Eloquence
fr1789-ability-text-danton-0 = Pay 1 RP: place your Support in Paris, sending back any Support already there.
fr1789-card-mirabeau = Mirabeau
fr1789-ability-mirabeau-0 = Tribune
fr1789-ability-text-mirabeau-0 = Pay 2 RP: place your Support in any city, sending back any Support already there.
fr1789-card-pillnitz = Declaration of Pillnitz
fr1789-ability-pillnitz-0 = Threat of the Powers
fr1789-ability-text-pillnitz-0 = Deploy up to 2 Coalition armies, paying 1 RP each.
fr1789-card-artois = Comte d'Artois
fr1789-ability-artois-0 = Army of the Princes
fr1789-ability-text-artois-0 = Only while in Exile: deploy up to 3 Coalition or Royalist armies, paying 2 RP each.
fr1789-card-varennes = Flight to Varennes
fr1789-ability-varennes-0 = Flight
fr1789-ability-text-varennes-0 = Put one of your Personages into Exile (an Exile marker must be free).
fr1789-card-first_coalition = First Coalition Against France
fr1789-ability-first_coalition-0 = Invasion
fr1789-ability-text-first_coalition-0 = Deploy up to 3 Coalition armies, paying 1 RP each.
fr1789-card-brissot = Brissot
fr1789-ability-brissot-0 = Merchant ports
fr1789-ability-text-brissot-0 = Score 1 VP for each port city where you have Support.
fr1789-card-marat = Marat
fr1789-ability-marat-0 = Denunciation
fr1789-ability-text-marat-0 = Pay 2 RP: arrest another player's Personage (a Prison marker must be free).
fr1789-card-dumouriez = Dumouriez
fr1789-ability-dumouriez-0 = Army of the North
fr1789-ability-text-dumouriez-0 = Deploy up to 2 French armies, paying 1 RP each.
fr1789-card-roland = Madame Roland
fr1789-ability-roland-0 = Salon
fr1789-ability-text-roland-0 = Under the Republic only: gain 2 RP.
fr1789-card-insurrection_10_august = Insurrection of 10 August
fr1789-ability-insurrection_10_august-0 = Fall of the Throne
fr1789-ability-text-insurrection_10_august-0 = On acquiring this card, add 3 votes to the Republic.
fr1789-card-valmy = Battle of Valmy
fr1789-ability-valmy-0 = Vive la Nation!
fr1789-ability-text-valmy-0 = Deploy up to 3 French armies into a frontier city, free.
fr1789-card-war_in_vendee = War in the Vendée
fr1789-ability-war_in_vendee-0 = Catholic and Royal Army
fr1789-ability-text-war_in_vendee-0 = Deploy up to 3 Royalist armies into a Vendée city, paying 1 RP each.
fr1789-card-robespierre = Robespierre
fr1789-ability-robespierre-0 = Committee of Public Safety
fr1789-ability-text-robespierre-0 = Under the Republic or Communism: arrest another player's Personage (a Prison marker must be free).
fr1789-card-saint_just = Saint-Just
fr1789-ability-saint_just-0 = Revolutionary Tribunal
fr1789-ability-text-saint_just-0 = Under the Republic or Communism: execute an imprisoned Personage and score 1 VP.
fr1789-card-carnot = Carnot
fr1789-ability-carnot-0 = Levée en masse
fr1789-ability-text-carnot-0 = Deploy up to 3 French armies, paying 1 RP each.
fr1789-card-cathelineau = Cathelineau
fr1789-ability-cathelineau-0 = Rising of the West
fr1789-ability-text-cathelineau-0 = Deploy up to 2 Royalist armies, paying 1 RP each.
fr1789-ability-cathelineau-1 = Holy war
fr1789-ability-text-cathelineau-1 = Score 1 VP for each city held by Royalist armies.
fr1789-card-law_of_suspects = Law of Suspects
fr1789-ability-law_of_suspects-0 = Suspects
fr1789-ability-text-law_of_suspects-0 = Under the Republic or Communism, pay 1 RP: arrest another player's Personage (a Prison marker must be free).
fr1789-card-napoleon = Napoleon Bonaparte
fr1789-ability-napoleon-0 = Italian Campaign
fr1789-ability-text-napoleon-0 = Deploy up to 3 French armies, paying 1 RP each.
fr1789-card-talleyrand = Talleyrand
fr1789-ability-talleyrand-0 = Diplomacy
fr1789-ability-text-talleyrand-0 = Gain 3 RP.
fr1789-card-fouche = Fouché
fr1789-ability-fouche-0 = Police
fr1789-ability-text-fouche-0 = Pay 1 RP: arrest another player's Personage (a Prison marker must be free).
fr1789-card-brumaire = Coup of 18 Brumaire
fr1789-ability-brumaire-0 = Coup
fr1789-ability-text-brumaire-0 = On acquiring this card, add 3 votes to the Empire.

## The Conspiracy cards

fr1789-consp-vatican_intervention = Vatican Intervention
fr1789-consp-text-vatican_intervention = Deploy up to 2 Royalist armies, free.
fr1789-consp-informant = Informant
fr1789-consp-text-informant = Cancel another player's ◆ action as it is declared; the card that tried it is still spent and its RP lost.
fr1789-consp-bribery = Bribery of non-aligned deputies
fr1789-consp-text-bribery = Add 3 votes to any System box, ignoring what the current System's Vote allows.
fr1789-consp-pitts_gold = Pitt's Gold
fr1789-consp-text-pitts_gold = Gain 4 RP.
fr1789-consp-lettre_de_cachet = Lettre de cachet
fr1789-consp-text-lettre_de_cachet = Arrest another player's Personage (a Prison marker must be free), under any System.
fr1789-consp-forged_passport = Forged Passport
fr1789-consp-text-forged_passport = Put one of your Personages into Exile, even from Prison (an Exile marker must be free).
fr1789-consp-paid_agitators = Paid Agitators
fr1789-consp-text-paid_agitators = Place your Support in any city not held by Coalition or Royalist armies, sending back any Support already there.

## A card's article inside a sentence (games/fr1789/board.py, `the`): the or none
## (French: le, la, l, les or none), and the forms of a sentence that put it before the name

fr1789-art-louis_xvi = none
fr1789-art-marie_antoinette = none
fr1789-art-lafayette = none
fr1789-art-barnave = none
fr1789-art-orleans = none
fr1789-art-desmoulins = none
fr1789-art-tennis_court_oath = the
fr1789-art-sieyes = none
fr1789-art-storming_bastille = the
fr1789-art-declaration_rights = the
fr1789-art-danton = none
fr1789-art-mirabeau = none
fr1789-art-pillnitz = the
fr1789-art-artois = the
fr1789-art-varennes = the
fr1789-art-first_coalition = the
fr1789-art-brissot = none
fr1789-art-marat = none
fr1789-art-dumouriez = none
fr1789-art-roland = none
fr1789-art-insurrection_10_august = the
fr1789-art-valmy = the
fr1789-art-war_in_vendee = the
fr1789-art-robespierre = none
fr1789-art-saint_just = none
fr1789-art-carnot = none
fr1789-art-cathelineau = none
fr1789-art-law_of_suspects = the
fr1789-art-napoleon = none
fr1789-art-talleyrand = none
fr1789-art-fouche = none
fr1789-art-brumaire = the
fr1789-consp-art-vatican_intervention = none
fr1789-consp-art-informant = none
fr1789-consp-art-bribery = none
fr1789-consp-art-pitts_gold = none
fr1789-consp-art-lettre_de_cachet = none
fr1789-consp-art-forged_passport = none
fr1789-consp-art-paid_agitators = none
fr1789-the = { $art ->
        [the] the { $card }
       *[none] { $card }
    }
fr1789-the-start = { $art ->
        [the] The { $card }
       *[none] { $card }
    }
fr1789-of = { $art ->
        [the] of the { $card }
       *[none] of { $card }
    }

## The System boxes (their French names are printed on the board)

fr1789-system-absolutisme = Absolute Monarchy
fr1789-system-monarchie = Constitutional Monarchy
fr1789-system-republique = Republic
fr1789-system-directoire = Directory
fr1789-system-empire = Empire
fr1789-system-communisme = Communism

## The Political actions (§7.2)

fr1789-action-vote = Vote
fr1789-action-placate = Placate
fr1789-action-campaign = Campaign
fr1789-action-arrest = Arrest
fr1789-action-exile = Exile
fr1789-action-execute = Execute
fr1789-action-release = Release
fr1789-action-return = Return
fr1789-action-deploy = Deploy
fr1789-action-financial_reform = Financial Reform
fr1789-action-expedition = Expedition
fr1789-action-nationalize = Nationalize
fr1789-action-assassinate = Assassinate

## About the game

fr1789-summary = 1789-1799: bid for the Revolution's people and events, vote the régime, win the cities, send armies from exile, and score the most VP in five turns.
fr1789-length = about 90 minutes live; one to two weeks by post
fr1789-setup-hands = `hands` needs { $n } hands of { $deal } Conspiracy cards.
fr1789-setup-too-many = `hands` deals more { $card } cards than there are.
fr1789-setup-first = `first_player` is a seat from 0 to { $last }.

## Where the game stands (the first part is the turn)

fr1789-chapter-turn = Turn { $turn }
fr1789-chapter-auction = Auction
fr1789-chapter-actions = Actions
fr1789-chapter-over = Game over
fr1789-prompt = { $chapter }
    { $text }

## Cards, units and prices inside sentences

fr1789-line-ability = { $mark } { $name } — { $text }
fr1789-bonus-under = { $vp } VP under { $system }
fr1789-text-scores = Scores { $bonus }.
fr1789-text-credit = Credit: { $rp } RP off { $card }.
fr1789-text-no-ability = No ability: it scores only through the System boxes.
fr1789-text-war = A War card: its owner keeps it and can use its ◆ once in each Action phase.
fr1789-title = { $what } ({ $card })
fr1789-title-consp = { $card } (Conspiracy card)
fr1789-title-action = { $what } with { $card }
fr1789-step-asks = { $title }: { $question }
fr1789-step-asks-consp = { $card } (Conspiracy card): { $question }
fr1789-asks-box = which System box?
fr1789-asks-n = { $unit ->
        [vote] how many votes?
       *[army] how many armies?
    }
fr1789-asks-city = which city?
fr1789-asks-camp = which armies?
fr1789-asks-target = which Personage?
fr1789-described = { $title } → { $bits }
fr1789-whose = { $who }'s { $card }
fr1789-target-label = { $card } ({ $who })
fr1789-city-supported = { $city } ({ $who }'s Support)
fr1789-camp-armies = { $camp ->
        [france] French armies
        [coalition] Coalition armies
       *[royalist] Royalist armies
    }
fr1789-unit-army = { $camp ->
        [france] a French army
        [coalition] a Coalition army
       *[royalist] a Royalist army
    } of strength { $strength }
fr1789-unit-leader = { $leader } (strength { $strength })
fr1789-strengths = strength { $list }
fr1789-units = { $unit ->
        [vote] { $n ->
            [one] { $n } vote
           *[other] { $n } votes
        }
       *[army] { $n ->
            [one] { $n } army
           *[other] { $n } armies
        }
    }
fr1789-n-units = { fr1789-units }{ $rp ->
        [0] {""}
       *[other] {" "}({ $rp } RP)
    }
fr1789-units-field = { $unit ->
        [vote] Votes to add (1 to { $most })
       *[army] Armies to deploy (1 to { $most })
    }
fr1789-price = { $rp } RP{ $per ->
        [vote] {" "}a vote
        [army] {" "}an army
       *[action] {""}
    }
fr1789-do-action = { $action } ({ $price })
fr1789-use-ability = ◆ { $name }{ $rp ->
        [0] {""}
       *[other] {" "}({ $rp } RP)
    }

## The auction (§6.0)

fr1789-income = Turn { $turn }: each player receives { $rp } RP (Resource Points; 60 at most)
fr1789-reveal = Up for auction: { $card } ({ $kind ->
        [personage] a Personage
        [event] an Event
       *[war] a War card
    }); { $who } opens the bidding
fr1789-takes-first = { $who } takes the First Player card
fr1789-bidding = { $now } You have { $rp } RP.{ $credit ->
        [0] {""}
       *[other] {" "}You have a credit of { $credit } RP toward it.
    }
    { $text }
fr1789-bid-open = { $card } is up for auction: open the bidding.
fr1789-bid-raise = { $who } bids { $rp } RP for { $card }: raise or pass.
fr1789-bid-ask = bid for { $card }
fr1789-bid-open-at = Open at { $rp } RP{ $all ->
        [yes] {" "}(all in)
       *[no] {""}
    }
fr1789-bid-raise-to = +{ $more } → { $rp } RP{ $all ->
        [yes] {" "}(all in)
       *[no] {""}
    }
fr1789-pass-final = Pass (final for this card)
fr1789-bid-field = Your bid in RP ({ $low } to { $high })
fr1789-bid-said = Bid { $n } RP
fr1789-passes-on = { $who } passes on { $card }
fr1789-bids = { $who } bids { $rp } RP for { $card }
fr1789-wins-card = { $who } wins { $card } for { $rp } RP{ $credit ->
        [0] {""}
       *[other] {" "}({ $bid } less { $credit } credit)
    }, and the First Player card
fr1789-war-won = From now on { $who } can use { $card } once in each Action phase: { $text }

## The Action phase (§7)

fr1789-actions-begin = Action phase: { $who } acts first
fr1789-your-action = Your action: you have { $rp } RP. Use one of your cards, play a Conspiracy card, or pass for the rest of the turn.
fr1789-your-action-ask = take an action or pass
fr1789-play-consp = Play { $card }
fr1789-pass-turn = Pass for the rest of the turn
fr1789-more = Next page
fr1789-back = Back
fr1789-passes = { $who } passes
fr1789-what-does = Choose what { $the } does.
    { $text }
fr1789-what-ask = choose the action
fr1789-step = Choose { $question }: { $title }.
fr1789-step-ask = choose { $question }
fr1789-question-box = the System box
fr1789-question-n = { $unit ->
        [vote] how many votes
       *[army] how many armies
    }
fr1789-question-city = the city
fr1789-question-camp = the camp
fr1789-question-target = the Personage
fr1789-declares = { $who } plays { $what }{ $rp ->
        [0] {""}
       *[other] , paying { $rp } RP
    }
fr1789-window = { $who } plays { $what }. Cancel it?
fr1789-window-ask = cancel { $who }'s ◆ action?
fr1789-let-it-happen = Let it happen
fr1789-cancel-with-veto = Cancel it with Louis XVI's Veto
fr1789-cancel-with-informant = Cancel it with an Informant card
fr1789-by-veto = Louis XVI's Veto
fr1789-by-informant = an Informant
fr1789-cancels = { $who } cancels it with { $by }: the card stays spent, the RP are lost
fr1789-all-passed = All have passed; spent cards stand up; { $who } takes the First Player card

## What actions and cards do

fr1789-nothing-to-aim = { $source }: nothing left to aim at, it does nothing
fr1789-gains-rp = { $who } gains { $rp } RP: { $source }
fr1789-adds-votes = { $who } adds { $n ->
        [one] { $n } vote
       *[other] { $n } votes
    } to { $system }
fr1789-votes-with = { $who } votes with { $card }: { $n ->
        [one] { $n } vote
       *[other] { $n } votes
    } for { $system }{ $rp ->
        [0] {""}
       *[other] {" "}({ $rp } RP)
    }
fr1789-support-with = { $who } places Support in { $city } with { $card } ({ $action }{ $rp ->
        [0] {""}
       *[other] , { $rp } RP
    })
fr1789-support-with-back = { $who } places Support in { $city } with { $card } ({ $action }{ $rp ->
        [0] {""}
       *[other] , { $rp } RP
    }); { $owner }'s marker goes back
fr1789-places-support = { $who } places Support in { $city }
fr1789-places-support-back = { $who } places Support in { $city }; { $owner }'s marker goes back
fr1789-nationalizes = { $who } nationalizes { $city }: { $owner } loses Support, pays { $rp } RP
fr1789-arrests = { $who } arrests { $whose }: to Prison
fr1789-exiles = { $who } sends { $whose } into Exile
fr1789-executes = { $who } executes { $whose }
fr1789-releases = { $who } releases { $whose }
fr1789-returns = { $who } brings { $whose } back from Exile
fr1789-assassinates = { $who } has { $whose } assassinated
fr1789-scores-vp = { $who } scores { $vp } VP: { $why }
fr1789-why-execution = execution
fr1789-why-release = release
fr1789-why-return = return
fr1789-why-assassination = assassination

## Battles (§11)

fr1789-deploys = { $who } deploys { $n } { $camp ->
        [france] French
        [coalition] Coalition
       *[royalist] Royalist
    } { $n ->
        [one] army
       *[other] armies
    } to { $city } ({ $drawn })
fr1789-battle-garrison = { $head }: they reinforce the garrison
fr1789-battle-fails = { $head }: strength { $att } against { $dfd }, the attack fails
fr1789-reinforced = , reinforced by { $unit }
fr1789-battle-won = { $head }: strength { $att } against { $dfd }{ $extra }, the attackers win
fr1789-battle-held = { $head }: strength { $att } against { $dfd }{ $extra }, the defenders hold
fr1789-loses-support = { $who } loses Support in { $city }
fr1789-held-by = { $city } is held by { $unit }
fr1789-left-empty = { $city } is left empty: leaders never stay
fr1789-keep-prompt = Choose the winning army that stays in the city.
fr1789-keep-ask = choose the army that stays
fr1789-keep = Keep { $unit }
fr1789-support-prompt = Your French armies beat a foreign army in { $city }: place your Support there?
fr1789-support-ask = place your Support in { $city }, or not
fr1789-support-yes = Place my Support in { $city }
fr1789-support-no = No

## The end of a turn (§8-§10)

fr1789-no-votes = No votes: { $system } stays
fr1789-vote-tie = A tie for the most votes: { $system } stays
fr1789-new-system = The Political System is now { $system }
fr1789-scoring = Scoring, turn { $turn }
fr1789-why-bonus = { $card } under { $system }
fr1789-why-exile = { $n } in Exile, the Coalition counting { $weight }
fr1789-gains-rp-cities = { $who } gains { $rp } RP from { $n } supported { $n ->
        [one] city
       *[other] cities
    }
fr1789-why-cities = supported cities
fr1789-game-ends = The game is over after turn V
fr1789-won-shared = tied on VP and on RP after turn V
fr1789-won-on-rp = tied on VP after turn V, with the most RP
fr1789-won-on-vp = the most VP after turn V

## Who is awaited, and on what

fr1789-waiting-cancel = deciding whether to cancel the ◆ action
fr1789-waiting-battle = choosing after a battle
fr1789-waiting-action = taking an action
fr1789-waiting-acquire = using a ★ ability
fr1789-waiting-bid = bidding on { $card }

## Refusals: why a choice is not allowed, naming the rule

fr1789-over = The game is over.
fr1789-not-your-turn = It is not your turn: waiting for { $who }.
fr1789-refusal = { $head }. You may choose: { $offered }.
fr1789-refuse-or-amount = { $listed }, or { $unit ->
        [bid] any bid from { $low } to { $high } RP
       *[n] any number from { $low } to { $high }
    }
fr1789-refuse-more = { $n ->
        [one] 1 more
       *[other] { $n } more
    }
fr1789-refuse-not-offered = '{ $choice }' is not one of your choices now
fr1789-refuse-opener = The opener must bid; passing comes after the opening bid
fr1789-refuse-veto = Only the holder of Louis XVI, upright and neither in Prison nor Exile, can veto
fr1789-refuse-no-informant = You hold no Informant card
fr1789-refuse-bid-over = You have only { $rp } RP: a bid cannot exceed them
fr1789-refuse-bid-under = A raise must beat the bid of { $rp } RP
fr1789-refuse-not-yours = { $card } is not one of your cards
fr1789-refuse-dead = { $card } is in the Liberty or Death box
fr1789-refuse-in-prison = { $card } is in Prison: it cannot act
fr1789-refuse-spent = { $card } is spent: it stands up again once everyone has passed
fr1789-refuse-in-exile = { $card } is in Exile: it can only Deploy, and no Deploy is possible now
fr1789-refuse-nothing = { $card } has no action it can pay for or aim at now
fr1789-refuse-no-card = You hold no { $card } card
fr1789-refuse-informant = An Informant is played only to cancel another player's ◆ action
fr1789-refuse-not-offered-here = { $system } does not offer { $action }
fr1789-refuse-exile-deploys = A Personage in Exile can only Deploy
fr1789-refuse-costs = It costs { $price } RP and you have { $rp }
fr1789-refuse-expedition = Only a Personage with a ◆ Deploy can lead an Expedition
fr1789-refuse-no-target = Nothing it could aim at now ({ $prison } Prison, { $exile } Exile markers left)
fr1789-refuse-none = Choose at least 1
fr1789-refuse-votes = You can pay for at most { $most ->
        [one] { $most } vote
       *[other] { $most } votes
    }: each costs { $per } RP and you have { $rp } RP
fr1789-refuse-armies = At most { $most ->
        [one] { $most } army
       *[other] { $most } armies
    }: the card sends up to { $card }, the cup holds { $cup }, each costs { $per } RP and you have { $rp } RP

## Help for each decision (the prompt's "?")

fr1789-help-window = A ◆ action was just declared. Louis XVI's Veto (upright, not in Prison or Exile) or an Informant card cancels it: the card stays spent and its RP are lost. Everyone who could cancel is asked the same way; nobody sees the answers until all are in.
fr1789-help-open = RP (Resource Points) pay for bids and actions. The holder of the First Player card must open the bidding, from 0 to all their RP. The winner pays the bid less any credit, and takes the card and the First Player card.
fr1789-help-raise = Raise the bid or pass; a pass is final for this card. When only one bidder is left, they pay the bid in RP (Resource Points), less any credit from their cards in play, and take the card.
fr1789-help-menu = On your action: use one upright card (a Personage's Political action of the current System, or a ◆ ability), play a Conspiracy card, or pass for the rest of the turn. Actions are paid in RP, Resource Points. The card used is spent until everyone has passed.
fr1789-help-what = A Personage may take a Political action the current System offers, paying its RP, or use its own ◆ ability. In Exile it can only Deploy. ◆ abilities can be cancelled by a Veto or an Informant; Political actions cannot.
fr1789-help-box = Votes go to the System boxes listed. After the Action phase the box with the most votes takes the System marker; a tie changes nothing.
fr1789-help-n = Each vote or army costs the price shown. Armies are drawn at random from the cup.
fr1789-help-city = Support cannot go where Coalition or Royalist armies stand. French armies may go anywhere; Coalition and Royalist armies to a city with their flag or next to one their camp holds.
fr1789-help-camp = A Coalition or Royalist Deploy sends one camp's armies; Coalition-held cities feed the exile scoring.
fr1789-help-target = Arrest: another player's free Personage (4 Prison markers). Exile: one of your own (3 Exile markers). Execute and Release: one in Prison. Return: yours in Exile. Assassinate: one in Exile.
fr1789-help-keep = After a battle one winning army stays in the city; leaders always go back.
fr1789-help-support = French armies beat a foreign army: you may place your Support marker in the city.

## The /rules topics made from the data

fr1789-ref-card = **{ $card }** ({ $kind ->
        [personage] Personage
        [event] Event
       *[war] War
    }): { $text }
fr1789-ref-consp = **{ $card }** ({ $n } in the deck): { $text }
fr1789-ref-price = { $action } { $rp }{ $per ->
        [vote] {" "}per vote
        [army] {" "}per army
       *[action] {""}
    }
fr1789-ref-bonus = { $card } { $vp }
fr1789-ref-no-bonus = none
fr1789-ref-system = **{ $system }**: { $actions } (RP). Votes for { $votes }. Bonus VP: { $bonus }.
fr1789-ref-cities = Each supported city gives its RP and VP at scoring. Flags: the foreign camps that may deploy there directly; any camp may enter next to a city it holds.
fr1789-ref-city = **{ $city }**: { $rp } RP, { $vp } VP, { $flags ->
        [coalition] Coalition flag
        [royalist] Royalist flag
        [coalition-royalist] Coalition and Royalist flag
       *[none] no foreign flag
    }{ $paris ->
        [yes] , counts 2 for the Coalition in Exile scoring
       *[no] {""}
    }; next to { $near }.

## The hand, as text

fr1789-hand-card = • { $card }: { $text }
fr1789-hand = Your VP: { $vp } (hidden from the others). { $n ->
        [0] Conspiracy cards: none.
       *[other] Conspiracy cards ({ $n }):
            { $cards }
    }

## What the pictures draw

fr1789-draw-winners = ★ { $who } { $n ->
        [one] wins
       *[other] share the victory
    }
fr1789-draw-waiting = ▶ { $who } { $what }
fr1789-draw-camp = { $camp ->
        [france] French
        [coalition] Coalition
       *[royalist] Royalist
    }
fr1789-draw-legend-army = Number: strength; gold ring: leader
fr1789-draw-legend-flags = C, R: foreign flags; marker: Support
fr1789-draw-legend-points = RP: resource points, public
fr1789-draw-legend-vp = VP: totals hidden, gains announced
fr1789-draw-dead = Liberty or Death: { $cards }
fr1789-draw-no-dead = Liberty or Death: empty
fr1789-draw-rp = RP
fr1789-draw-final = Final VP and RP
fr1789-draw-box-left = Auction box: { $n } left
fr1789-draw-action-phase = Action phase
fr1789-draw-no-bid = { $card }: no bid
fr1789-draw-bid = { $card }: { $rp } RP { $who }
fr1789-draw-no-bid-yet = no bid yet
fr1789-draw-bid-by = { $rp } RP, { $who }
fr1789-draw-final-row = { $vp } VP · { $rp } RP
fr1789-draw-row = { $rp } RP · { $ready }/{ $n } { $n ->
        [one] card
       *[other] cards
    } · { $consp } consp.{ $first ->
        [yes] {" "}· first
       *[no] {""}
    }
fr1789-draw-seat = { $who }{ $passed ->
        [true] {" "}passed
       *[false] {""}
    }
fr1789-draw-secrets = { $name } · your secrets
fr1789-draw-hidden-vp = { $vp } VP (hidden from the others) · { $rp } RP
fr1789-draw-no-consp = No Conspiracy card in hand
fr1789-draw-consp-card = Conspiracy · { $card }
fr1789-draw-tile = { $card } · { $kind ->
        [personage] Personage
        [event] Event
       *[war] War
    }
fr1789-draw-section = { $who } · { $rp } RP · { $n ->
        [one] { $n } Conspiracy card
       *[other] { $n } Conspiracy cards
    }{ $cards ->
        [0] {" "}· no History card
       *[other] {""}
    }
fr1789-draw-status = { $status ->
        [spent] spent
        [prison] Prison
        [exile] Exile
        [dead] dead
       *[ready] ready
    }
fr1789-draw-system = { $system }{ $now ->
        [yes] {" "}(the current System)
       *[no] {""}
    }{ $votes ->
        [0] {""}
        [one] {" "}· { $votes } vote
       *[other] {" "}· { $votes } votes
    }
fr1789-draw-price = { $action } { $rp }{ $per ->
        [vote] /vote
        [army] /army
       *[action] {""}
    }
fr1789-draw-prices = RP: { $prices }
fr1789-draw-bonus = Bonus VP: { $bonus }
fr1789-draw-markers = Markers left: Prison { $prison }, Exile { $exile }. Armies in the cups: French { $france }, Coalition { $coalition }, Royalist { $royalist }.
fr1789-draw-colours = Cards: white ready, beige spent, grey in Prison, blue in Exile (each tile says which).
fr1789-draw-latest = The latest events, newest first:

# Why a move cannot be taken back (after “can't be taken back: ”).
fr1789-reveal-auction = it turned up the next card of the Auction box
fr1789-reveal-armies = armies were drawn from the cups

## The standing a closed board opens with (games/fr1789/standing.py)
fr1789-standing-system = Political System: { $system }
fr1789-standing-final = Final VP: { $seats }
fr1789-standing-vp = { $who } { $vp }
fr1789-standing-seat = { $who } { $rp } RP, { $n ->
        [0] no supported city
        [one] 1 supported city
       *[other] { $n } supported cities
    }
