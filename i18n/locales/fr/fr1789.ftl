# Révolution française 1789 (games/fr1789) : tous les textes du moteur, des rubriques d’aide et des images.

## Les cartes Histoire et leurs capacités (nom et effet), d’après data/history_cards.json

fr1789-card-louis_xvi = Louis XVI
fr1789-ability-louis_xvi-0 = Veto
fr1789-ability-text-louis_xvi-0 = Tant qu’il est debout, annule l’action ◆ d’un autre joueur au moment où elle est annoncée ; Louis XVI est alors épuisé.
fr1789-card-marie_antoinette = Marie-Antoinette
fr1789-ability-marie_antoinette-0 = Appel à Vienne
fr1789-ability-text-marie_antoinette-0 = Seulement en Exil : déployez jusqu’à 2 armées de la Coalition ou royalistes, à 2 PR l’armée.
fr1789-card-lafayette = La Fayette
fr1789-ability-lafayette-0 = Garde nationale
fr1789-ability-text-lafayette-0 = Déployez jusqu’à 2 armées françaises, à 1 PR l’armée.
fr1789-card-barnave = Barnave
fr1789-ability-barnave-0 = Club des Feuillants
fr1789-ability-text-barnave-0 = Ajoutez 2 voix dans la case Monarchie constitutionnelle.
fr1789-card-orleans = Louis-Philippe
fr1789-ability-orleans-0 = Fortune d’Orléans
fr1789-ability-text-orleans-0 = En acquérant cette carte, gagnez 3 PR.
fr1789-card-desmoulins = Camille Desmoulins
fr1789-ability-desmoulins-0 = La France libre
fr1789-ability-text-desmoulins-0 = Ajoutez 1 voix dans la case République, quel que soit le Système en place.
fr1789-card-tennis_court_oath = Serment du Jeu de paume
fr1789-ability-tennis_court_oath-0 = Serment
fr1789-ability-text-tennis_court_oath-0 = En acquérant cette carte, marquez 2 PV.
fr1789-card-sieyes = Sieyès
fr1789-ability-sieyes-0 = Qu’est-ce que le tiers état ?
fr1789-ability-text-sieyes-0 = Ajoutez 2 voix dans une case Système ouverte au Vote du Système en place.
fr1789-card-storming_bastille = Prise de la Bastille
fr1789-ability-storming_bastille-0 = Paris se soulève
fr1789-ability-text-storming_bastille-0 = En acquérant cette carte, placez votre Soutien à Paris, en renvoyant le Soutien qui s’y trouve.
fr1789-card-declaration_rights = Déclaration des droits de l’homme
fr1789-ability-declaration_rights-0 = Droits de l’homme
fr1789-ability-text-declaration_rights-0 = En acquérant cette carte, marquez 2 PV.
fr1789-card-danton = Danton
fr1789-ability-danton-0 = Éloquence
fr1789-ability-text-danton-0 = Payez 1 PR : placez votre Soutien à Paris, en renvoyant le Soutien qui s’y trouve.
fr1789-card-mirabeau = Mirabeau
fr1789-ability-mirabeau-0 = Tribun
fr1789-ability-text-mirabeau-0 = Payez 2 PR : placez votre Soutien dans n’importe quelle ville, en renvoyant le Soutien qui s’y trouve.
fr1789-card-pillnitz = Déclaration de Pillnitz
fr1789-ability-pillnitz-0 = Menace des puissances
fr1789-ability-text-pillnitz-0 = Déployez jusqu’à 2 armées de la Coalition, à 1 PR l’armée.
fr1789-card-artois = Comte d’Artois
fr1789-ability-artois-0 = Armée des princes
fr1789-ability-text-artois-0 = Seulement en Exil : déployez jusqu’à 3 armées de la Coalition ou royalistes, à 2 PR l’armée.
fr1789-card-varennes = Fuite à Varennes
fr1789-ability-varennes-0 = Fuite
fr1789-ability-text-varennes-0 = Envoyez l’un de vos Personnages en Exil (il faut un marqueur Exil libre).
fr1789-card-first_coalition = Première Coalition
fr1789-ability-first_coalition-0 = Invasion
fr1789-ability-text-first_coalition-0 = Déployez jusqu’à 3 armées de la Coalition, à 1 PR l’armée.
fr1789-card-brissot = Brissot
fr1789-ability-brissot-0 = Ports marchands
fr1789-ability-text-brissot-0 = Marquez 1 PV par ville portuaire où se trouve votre Soutien.
fr1789-card-marat = Marat
fr1789-ability-marat-0 = Dénonciation
fr1789-ability-text-marat-0 = Payez 2 PR : arrêtez le Personnage d’un autre joueur (il faut un marqueur Prison libre).
fr1789-card-dumouriez = Dumouriez
fr1789-ability-dumouriez-0 = Armée du Nord
fr1789-ability-text-dumouriez-0 = Déployez jusqu’à 2 armées françaises, à 1 PR l’armée.
fr1789-card-roland = Madame Roland
fr1789-ability-roland-0 = Salon
fr1789-ability-text-roland-0 = Sous la République seulement : gagnez 2 PR.
fr1789-card-insurrection_10_august = Journée du 10 août
fr1789-ability-insurrection_10_august-0 = Chute du trône
fr1789-ability-text-insurrection_10_august-0 = En acquérant cette carte, ajoutez 3 voix dans la case République.
fr1789-card-valmy = Bataille de Valmy
fr1789-ability-valmy-0 = Vive la Nation !
fr1789-ability-text-valmy-0 = Déployez gratuitement jusqu’à 3 armées françaises dans une ville frontière.
fr1789-card-war_in_vendee = Guerre de Vendée
fr1789-ability-war_in_vendee-0 = Armée catholique et royale
fr1789-ability-text-war_in_vendee-0 = Déployez jusqu’à 3 armées royalistes dans une ville vendéenne, à 1 PR l’armée.
fr1789-card-robespierre = Robespierre
fr1789-ability-robespierre-0 = Comité de salut public
fr1789-ability-text-robespierre-0 = Sous la République ou le Communisme : arrêtez le Personnage d’un autre joueur (il faut un marqueur Prison libre).
fr1789-card-saint_just = Saint-Just
fr1789-ability-saint_just-0 = Tribunal révolutionnaire
fr1789-ability-text-saint_just-0 = Sous la République ou le Communisme : exécutez un Personnage emprisonné et marquez 1 PV.
fr1789-card-carnot = Carnot
fr1789-ability-carnot-0 = Levée en masse
fr1789-ability-text-carnot-0 = Déployez jusqu’à 3 armées françaises, à 1 PR l’armée.
fr1789-card-cathelineau = Cathelineau
fr1789-ability-cathelineau-0 = Soulèvement de l’Ouest
fr1789-ability-text-cathelineau-0 = Déployez jusqu’à 2 armées royalistes, à 1 PR l’armée.
fr1789-ability-cathelineau-1 = Guerre sainte
fr1789-ability-text-cathelineau-1 = Marquez 1 PV par ville tenue par des armées royalistes.
fr1789-card-law_of_suspects = Loi des suspects
fr1789-ability-law_of_suspects-0 = Suspects
fr1789-ability-text-law_of_suspects-0 = Sous la République ou le Communisme, payez 1 PR : arrêtez le Personnage d’un autre joueur (il faut un marqueur Prison libre).
fr1789-card-napoleon = Napoléon Bonaparte
fr1789-ability-napoleon-0 = Campagne d’Italie
fr1789-ability-text-napoleon-0 = Déployez jusqu’à 3 armées françaises, à 1 PR l’armée.
fr1789-card-talleyrand = Talleyrand
fr1789-ability-talleyrand-0 = Diplomatie
fr1789-ability-text-talleyrand-0 = Gagnez 3 PR.
fr1789-card-fouche = Fouché
fr1789-ability-fouche-0 = Police
fr1789-ability-text-fouche-0 = Payez 1 PR : arrêtez le Personnage d’un autre joueur (il faut un marqueur Prison libre).
fr1789-card-brumaire = Coup d’État du 18 Brumaire
fr1789-ability-brumaire-0 = Coup d’État
fr1789-ability-text-brumaire-0 = En acquérant cette carte, ajoutez 3 voix dans la case Empire.

## Les cartes Conspiration

fr1789-consp-vatican_intervention = Intervention du Vatican
fr1789-consp-text-vatican_intervention = Déployez gratuitement jusqu’à 2 armées royalistes.
fr1789-consp-informant = Indicateur
fr1789-consp-text-informant = Annule l’action ◆ d’un autre joueur au moment où elle est annoncée ; la carte qui l’a tentée reste épuisée et ses PR sont perdus.
fr1789-consp-bribery = Corruption des députés non alignés
fr1789-consp-text-bribery = Ajoutez 3 voix dans n’importe quelle case Système, sans tenir compte de ce que permet le Vote du Système en place.
fr1789-consp-pitts_gold = Or de Pitt
fr1789-consp-text-pitts_gold = Gagnez 4 PR.
fr1789-consp-lettre_de_cachet = Lettre de cachet
fr1789-consp-text-lettre_de_cachet = Arrêtez le Personnage d’un autre joueur (il faut un marqueur Prison libre), sous n’importe quel Système.
fr1789-consp-forged_passport = Faux passeport
fr1789-consp-text-forged_passport = Envoyez l’un de vos Personnages en Exil, même depuis la Prison (il faut un marqueur Exil libre).
fr1789-consp-paid_agitators = Agitateurs payés
fr1789-consp-text-paid_agitators = Placez votre Soutien dans n’importe quelle ville qui n’est pas tenue par des armées de la Coalition ou royalistes, en renvoyant le Soutien qui s’y trouve.

## L’article d’une carte dans une phrase (games/fr1789/board.py, `the`) : le, la, l, les
## ou aucun, et les formes de phrase qui le placent devant le nom (du, au, de la…)

fr1789-art-louis_xvi = none
fr1789-art-marie_antoinette = none
fr1789-art-lafayette = none
fr1789-art-barnave = none
fr1789-art-orleans = none
fr1789-art-desmoulins = none
fr1789-art-tennis_court_oath = le
fr1789-art-sieyes = none
fr1789-art-storming_bastille = la
fr1789-art-declaration_rights = la
fr1789-art-danton = none
fr1789-art-mirabeau = none
fr1789-art-pillnitz = la
fr1789-art-artois = le
fr1789-art-varennes = la
fr1789-art-first_coalition = la
fr1789-art-brissot = none
fr1789-art-marat = none
fr1789-art-dumouriez = none
fr1789-art-roland = none
fr1789-art-insurrection_10_august = la
fr1789-art-valmy = la
fr1789-art-war_in_vendee = la
fr1789-art-robespierre = none
fr1789-art-saint_just = none
fr1789-art-carnot = none
fr1789-art-cathelineau = none
fr1789-art-law_of_suspects = la
fr1789-art-napoleon = none
fr1789-art-talleyrand = none
fr1789-art-fouche = none
fr1789-art-brumaire = le
fr1789-consp-art-vatican_intervention = l
fr1789-consp-art-informant = l
fr1789-consp-art-bribery = la
fr1789-consp-art-pitts_gold = l
fr1789-consp-art-lettre_de_cachet = la
fr1789-consp-art-forged_passport = le
fr1789-consp-art-paid_agitators = les
fr1789-the = { $art ->
        [le] le { $card }
        [la] la { $card }
        [l] l’{ $card }
        [les] les { $card }
       *[none] { $card }
    }
fr1789-the-start = { $art ->
        [le] Le { $card }
        [la] La { $card }
        [l] L’{ $card }
        [les] Les { $card }
       *[none] { $card }
    }
fr1789-of = { $art ->
        [le] du { $card }
        [la] de la { $card }
        [l] de l’{ $card }
        [les] des { $card }
       *[none] de { $card }
    }

## Les cases Système (leurs noms français sont imprimés sur le plateau)

fr1789-system-absolutisme = Absolutisme
fr1789-system-monarchie = Monarchie constitutionnelle
fr1789-system-republique = République
fr1789-system-directoire = Directoire
fr1789-system-empire = Empire
fr1789-system-communisme = Communisme

## Les actions politiques (§7.2)

fr1789-action-vote = Voter
fr1789-action-placate = Apaiser
fr1789-action-campaign = Faire campagne
fr1789-action-arrest = Arrêter
fr1789-action-exile = Exiler
fr1789-action-execute = Exécuter
fr1789-action-release = Libérer
fr1789-action-return = Rappeler
fr1789-action-deploy = Déployer
fr1789-action-financial_reform = Réforme financière
fr1789-action-expedition = Expédition
fr1789-action-nationalize = Nationaliser
fr1789-action-assassinate = Assassiner

## Le jeu

fr1789-summary = 1789-1799 : remportez aux enchères les personnages et les événements de la Révolution, votez pour le régime, gagnez les villes, faites venir les armées de l’étranger et marquez le plus de PV en cinq tours.
fr1789-length = environ 90 minutes en direct ; une à deux semaines par correspondance
fr1789-setup-hands = `hands` demande { $n } mains de { $deal } cartes Conspiration.
fr1789-setup-too-many = `hands` distribue plus de cartes { $card } qu’il n’en existe.
fr1789-setup-first = `first_player` est une place de 0 à { $last }.

## Où en est la partie (la première partie est le tour)

fr1789-chapter-turn = Tour { $turn }
fr1789-chapter-auction = Enchères
fr1789-chapter-actions = Actions
fr1789-chapter-over = Partie terminée
fr1789-prompt = { $chapter }
    { $text }

## Cartes, armées et prix dans les phrases

fr1789-line-ability = { $mark } { $name } — { $text }
fr1789-bonus-under = { $vp } PV ({ $system })
fr1789-text-scores = Marque { $bonus }.
fr1789-text-credit = Crédit : { $rp } PR de moins sur { $card }.
fr1789-text-no-ability = Aucune capacité : elle ne marque que par les cases Système.
fr1789-text-war = Une carte Guerre : son détenteur la garde et peut utiliser son ◆ une fois à chaque phase d’actions.
fr1789-title = { $what } ({ $card })
fr1789-title-consp = la carte Conspiration « { $card } »
fr1789-title-action = { $what } avec { $card }
fr1789-step-asks = { $title } : { $question }
fr1789-step-asks-consp = Carte Conspiration « { $card } » : { $question }
fr1789-asks-box = dans quelle case Système ?
fr1789-asks-n = { $unit ->
        [vote] combien de voix ?
       *[army] combien d’armées ?
    }
fr1789-asks-city = dans quelle ville ?
fr1789-asks-camp = quelles armées ?
fr1789-asks-target = quel Personnage ?
fr1789-described = { $title } → { $bits }
fr1789-whose = { $card } ({ $who })
fr1789-target-label = { $card } ({ $who })
fr1789-city-supported = { $city } (Soutien de { $who })
fr1789-camp-armies = { $camp ->
        [france] Armées françaises
        [coalition] Armées de la Coalition
       *[royalist] Armées royalistes
    }
fr1789-unit-army = { $camp ->
        [france] une armée française
        [coalition] une armée de la Coalition
       *[royalist] une armée royaliste
    } de force { $strength }
fr1789-unit-leader = { $leader } (force { $strength })
fr1789-strengths = force { $list }
fr1789-units = { $unit ->
        [vote] { $n } voix
       *[army] { $n ->
            [one] { $n } armée
           *[other] { $n } armées
        }
    }
fr1789-n-units = { fr1789-units }{ $rp ->
        [0] {""}
       *[other] {" "}({ $rp } PR)
    }
fr1789-units-field = { $unit ->
        [vote] Voix à ajouter (de 1 à { $most })
       *[army] Armées à déployer (de 1 à { $most })
    }
fr1789-price = { $rp } PR{ $per ->
        [vote] {" "}la voix
        [army] {" "}l’armée
       *[action] {""}
    }
fr1789-do-action = { $action } ({ $price })
fr1789-use-ability = ◆ { $name }{ $rp ->
        [0] {""}
       *[other] {" "}({ $rp } PR)
    }

## Les enchères (§6.0)

fr1789-income = Tour { $turn } : chaque joueur reçoit { $rp } PR (points de ressources ; 60 au plus)
fr1789-reveal = Aux enchères : { $card } ({ $kind ->
        [personage] un Personnage
        [event] un Événement
       *[war] une carte Guerre
    }) ; { $who } ouvre les enchères
fr1789-takes-first = { $who } prend la carte Premier Joueur
fr1789-bidding = { $now } Vous avez { $rp } PR.{ $credit ->
        [0] {""}
       *[other] {" "}Vous avez un crédit de { $credit } PR sur cette carte.
    }
    { $text }
fr1789-bid-open = { $card } est aux enchères : à vous d’ouvrir.
fr1789-bid-raise = { $who } enchérit à { $rp } PR pour { $card } : surenchérissez ou passez.
fr1789-bid-ask = enchérissez pour { $card }
fr1789-bid-open-at = Ouvrir à { $rp } PR{ $all ->
        [yes] {" "}(tout)
       *[no] {""}
    }
fr1789-bid-raise-to = +{ $more } → { $rp } PR{ $all ->
        [yes] {" "}(tout)
       *[no] {""}
    }
fr1789-pass-final = Passer (définitif pour cette carte)
fr1789-bid-field = Votre enchère en PR (de { $low } à { $high })
fr1789-bid-said = Enchérir à { $n } PR
fr1789-passes-on = { $who } passe et laisse { $card } aux autres
fr1789-bids = { $who } enchérit à { $rp } PR pour { $card }
fr1789-wins-card = { $who } remporte { $card } pour { $rp } PR{ $credit ->
        [0] {""}
       *[other] {" "}({ $bid } moins { $credit } de crédit)
    }, et la carte Premier Joueur
fr1789-war-won = Désormais, { $who } peut utiliser { $card } une fois à chaque phase d’actions : { $text }

## La phase d’actions (§7)

fr1789-actions-begin = Phase d’actions : { $who } joue en premier
fr1789-your-action = À vous d’agir : vous avez { $rp } PR. Utilisez l’une de vos cartes, jouez une carte Conspiration, ou passez jusqu’à la fin du tour.
fr1789-your-action-ask = agissez ou passez
fr1789-play-consp = Jouer { $card }
fr1789-pass-turn = Passer jusqu’à la fin du tour
fr1789-more = Page suivante
fr1789-back = Retour
fr1789-passes = { $who } passe
fr1789-what-does = Choisissez l’action { $of }.
    { $text }
fr1789-what-ask = choisissez l’action
fr1789-step = Choisissez { $question } : { $title }.
fr1789-step-ask = choisissez { $question }
fr1789-question-box = la case Système
fr1789-question-n = { $unit ->
        [vote] le nombre de voix
       *[army] le nombre d’armées
    }
fr1789-question-city = la ville
fr1789-question-camp = le camp
fr1789-question-target = le Personnage
fr1789-declares = { $who } joue { $what }{ $rp ->
        [0] {""}
       *[other] , en payant { $rp } PR
    }
fr1789-window = { $who } joue { $what }. L’annuler ?
fr1789-window-ask = annuler l’action ◆ de { $who } ?
fr1789-let-it-happen = Laisser faire
fr1789-cancel-with-veto = L’annuler par le Veto de Louis XVI
fr1789-cancel-with-informant = L’annuler avec une carte Indicateur
fr1789-by-veto = le Veto de Louis XVI
fr1789-by-informant = un Indicateur
fr1789-cancels = { $who } l’annule avec { $by } : la carte reste épuisée, les PR sont perdus
fr1789-all-passed = Tous ont passé ; les cartes épuisées se redressent ; { $who } prend la carte Premier Joueur

## Ce que font les actions et les cartes

fr1789-nothing-to-aim = { $source } : plus aucune cible, sans effet
fr1789-gains-rp = { $who } gagne { $rp } PR : { $source }
fr1789-adds-votes = { $who } ajoute { $n } voix dans la case { $system }
fr1789-votes-with = { $who } vote avec { $card } : { $n } voix dans la case { $system }{ $rp ->
        [0] {""}
       *[other] {" "}({ $rp } PR)
    }
fr1789-support-with = { $who } place son Soutien à { $city } avec { $card } ({ $action }{ $rp ->
        [0] {""}
       *[other] , { $rp } PR
    })
fr1789-support-with-back = { $who } place son Soutien à { $city } avec { $card } ({ $action }{ $rp ->
        [0] {""}
       *[other] , { $rp } PR
    }) ; { $owner } récupère son marqueur
fr1789-places-support = { $who } place son Soutien à { $city }
fr1789-places-support-back = { $who } place son Soutien à { $city } ; { $owner } récupère son marqueur
fr1789-nationalizes = { $who } nationalise { $city } : { $owner } perd son Soutien et paie { $rp } PR
fr1789-arrests = { $who } arrête { $whose } : en Prison
fr1789-exiles = { $who } envoie { $whose } en Exil
fr1789-executes = { $who } exécute { $whose }
fr1789-releases = { $who } libère { $whose }
fr1789-returns = { $who } rappelle { $whose } d’Exil
fr1789-assassinates = { $who } fait assassiner { $whose }
fr1789-scores-vp = { $who } marque { $vp } PV : { $why }
fr1789-why-execution = exécution
fr1789-why-release = libération
fr1789-why-return = retour d’Exil
fr1789-why-assassination = assassinat

## Les batailles (§11)

fr1789-deploys = { $who } déploie { $n } { $n ->
        [one] armée
       *[other] armées
    } { $camp ->
        [france] { $n ->
            [one] française
           *[other] françaises
        }
        [coalition] de la Coalition
       *[royalist] { $n ->
            [one] royaliste
           *[other] royalistes
        }
    } à { $city } ({ $drawn })
fr1789-battle-garrison = { $head } : elles renforcent la garnison
fr1789-battle-fails = { $head } : force { $att } contre { $dfd }, l’attaque échoue
fr1789-reinforced = , défense renforcée par { $unit }
fr1789-battle-won = { $head } : force { $att } contre { $dfd }{ $extra }, les attaquants l’emportent
fr1789-battle-held = { $head } : force { $att } contre { $dfd }{ $extra }, les défenseurs tiennent
fr1789-loses-support = { $who } perd son Soutien à { $city }
fr1789-held-by = { $city } est tenue par { $unit }
fr1789-left-empty = { $city } reste vide : les chefs ne restent jamais
fr1789-keep-prompt = Choisissez l’armée victorieuse qui reste dans la ville.
fr1789-keep-ask = choisissez l’armée qui reste
fr1789-keep = Garder { $unit }
fr1789-support-prompt = Vos armées françaises ont battu une armée étrangère à { $city } : y placer votre Soutien ?
fr1789-support-ask = placez votre Soutien à { $city }, ou non
fr1789-support-yes = Placer mon Soutien à { $city }
fr1789-support-no = Non

## La fin d’un tour (§8-§10)

fr1789-no-votes = Aucune voix : le marqueur Système reste sur { $system }
fr1789-vote-tie = Égalité des voix : le marqueur Système reste sur { $system }
fr1789-new-system = Le marqueur Système passe sur { $system }
fr1789-scoring = Décompte, tour { $turn }
fr1789-why-bonus = { $card }, Système { $system }
fr1789-why-exile = { $n } en Exil, la Coalition comptant { $weight }
fr1789-gains-rp-cities = { $who } gagne { $rp } PR grâce à { $n ->
        [one] { $n } ville soutenue
       *[other] { $n } villes soutenues
    }
fr1789-why-cities = villes soutenues
fr1789-game-ends = La partie s’achève après le tour V
fr1789-won-shared = à égalité de PV et de PR après le tour V
fr1789-won-on-rp = à égalité de PV après le tour V, avec le plus de PR
fr1789-won-on-vp = le plus de PV après le tour V

## Qui est attendu, et pour quoi

fr1789-waiting-cancel = décider s’il faut annuler l’action ◆
fr1789-waiting-battle = choisir après une bataille
fr1789-waiting-action = jouer une action
fr1789-waiting-acquire = utiliser une capacité ★
fr1789-waiting-bid = enchérir pour { $card }

## Refus : pourquoi un choix n’est pas permis, avec la règle

fr1789-over = La partie est terminée.
fr1789-not-your-turn = Ce n’est pas votre tour : on attend { $who }.
fr1789-refusal = { $head }. Vous pouvez choisir : { $offered }.
fr1789-refuse-or-amount = { $listed }, ou { $unit ->
        [bid] toute enchère de { $low } à { $high } PR
       *[n] tout nombre de { $low } à { $high }
    }
fr1789-refuse-more = { $n ->
        [one] 1 autre
       *[other] { $n } autres
    }
fr1789-refuse-not-offered = « { $choice } » ne fait pas partie de vos choix pour l’instant
fr1789-refuse-opener = Le premier enchérisseur doit miser ; on ne peut passer qu’après l’enchère d’ouverture
fr1789-refuse-veto = Seul le détenteur de Louis XVI, debout et ni en Prison ni en Exil, peut opposer son veto
fr1789-refuse-no-informant = Vous n’avez pas de carte Indicateur
fr1789-refuse-bid-over = Vous n’avez que { $rp } PR : une enchère ne peut pas les dépasser
fr1789-refuse-bid-under = Une surenchère doit dépasser l’enchère de { $rp } PR
fr1789-refuse-not-yours = { $card } n’est pas l’une de vos cartes
fr1789-refuse-dead = { $card } est dans la case La Liberté ou la Mort
fr1789-refuse-in-prison = { $card } est en Prison et ne peut pas agir
fr1789-refuse-spent = { $card } a déjà servi ce tour-ci et ne se redresse que lorsque tout le monde a passé
fr1789-refuse-in-exile = { $card } est en Exil et ne peut que Déployer, ce qui n’est pas possible pour l’instant
fr1789-refuse-nothing = { $card } ne peut rien faire pour l’instant : aucune action abordable ni aucune cible
fr1789-refuse-no-card = Vous n’avez pas de carte { $card }
fr1789-refuse-informant = Un Indicateur ne se joue que pour annuler l’action ◆ d’un autre joueur
fr1789-refuse-not-offered-here = { $system } ne propose pas { $action }
fr1789-refuse-exile-deploys = Un Personnage en Exil ne peut que Déployer
fr1789-refuse-costs = Cela coûte { $price } PR et vous en avez { $rp }
fr1789-refuse-expedition = Seul un Personnage doté d’un Déploiement ◆ peut mener une Expédition
fr1789-refuse-no-target = Aucune cible possible pour l’instant (marqueurs libres : { $prison } Prison, { $exile } Exil)
fr1789-refuse-none = Choisissez au moins 1
fr1789-refuse-votes = Vous pouvez payer au plus { $most } voix : chacune coûte { $per } PR et vous avez { $rp } PR
fr1789-refuse-armies = Au plus { $most ->
        [one] { $most } armée
       *[other] { $most } armées
    } : la carte en envoie jusqu’à { $card }, la réserve en contient { $cup }, chacune coûte { $per } PR et vous avez { $rp } PR

## L’aide de chaque décision (le « ? » de la question)

fr1789-help-window = Une action ◆ vient d’être annoncée. Le Veto de Louis XVI (debout, ni en Prison ni en Exil) ou une carte Indicateur l’annule : la carte reste épuisée et ses PR sont perdus. Tous ceux qui pourraient l’annuler reçoivent la même question ; personne ne voit les réponses avant qu’elles soient toutes données.
fr1789-help-open = Les PR (points de ressources) paient les enchères et les actions. Le détenteur de la carte Premier Joueur doit ouvrir les enchères, de 0 à tous ses PR. Le gagnant paie l’enchère moins son éventuel crédit, et prend la carte et la carte Premier Joueur.
fr1789-help-raise = Surenchérissez ou passez ; passer est définitif pour cette carte. Quand il ne reste qu’un enchérisseur, il paie l’enchère en PR (points de ressources), moins le crédit de ses cartes en jeu, et prend la carte.
fr1789-help-menu = À votre action : utilisez une carte debout (une action politique du Système en place par un Personnage, ou une capacité ◆), jouez une carte Conspiration, ou passez jusqu’à la fin du tour. Les actions se paient en PR, les points de ressources. La carte utilisée reste épuisée jusqu’à ce que tout le monde ait passé.
fr1789-help-what = Un Personnage peut faire une action politique offerte par le Système en place, en payant ses PR, ou utiliser sa propre capacité ◆. En Exil, il ne peut que Déployer. Un Veto ou un Indicateur peut annuler une capacité ◆, jamais une action politique.
fr1789-help-box = Les voix vont dans les cases Système proposées. Après la phase d’actions, la case qui a le plus de voix prend le marqueur Système ; une égalité ne change rien.
fr1789-help-n = Chaque voix ou armée coûte le prix indiqué. Les armées sont tirées au hasard dans la réserve.
fr1789-help-city = Un Soutien ne peut aller là où se trouvent des armées de la Coalition ou royalistes. Les armées françaises vont partout ; celles de la Coalition et les royalistes, dans une ville à leur drapeau ou voisine d’une ville que leur camp tient.
fr1789-help-camp = Un Déploiement de la Coalition ou royaliste envoie les armées d’un seul camp ; les villes tenues par la Coalition nourrissent le décompte de l’Exil.
fr1789-help-target = Arrêter : le Personnage libre d’un autre joueur (4 marqueurs Prison). Exiler : l’un des vôtres (3 marqueurs Exil). Exécuter et Libérer : un Personnage en Prison. Rappeler d’exil : l’un des vôtres en Exil. Assassiner : un Personnage en Exil.
fr1789-help-keep = Après une bataille, une seule armée victorieuse reste dans la ville ; les chefs repartent toujours.
fr1789-help-support = Des armées françaises ont battu une armée étrangère : vous pouvez placer votre marqueur de Soutien dans la ville.

## Les rubriques de /rules tirées des données

fr1789-ref-card = **{ $card }** ({ $kind ->
        [personage] Personnage
        [event] Événement
       *[war] Guerre
    }) : { $text }
fr1789-ref-consp = **{ $card }** ({ $n } dans la pioche) : { $text }
fr1789-ref-price = { $action } { $rp }{ $per ->
        [vote] /voix
        [army] /armée
       *[action] {""}
    }
fr1789-ref-bonus = { $card } { $vp }
fr1789-ref-no-bonus = aucun
fr1789-ref-system = **{ $system }** : { $actions } (PR). Voix vers { $votes }. Bonus en PV : { $bonus }.
fr1789-ref-cities = Chaque ville soutenue rapporte ses PR et ses PV au décompte. Drapeaux : les camps étrangers qui peuvent s’y déployer directement ; tout camp peut entrer dans une ville voisine d’une ville qu’il tient.
fr1789-ref-city = **{ $city }** : { $rp } PR, { $vp } PV, { $flags ->
        [coalition] drapeau de la Coalition
        [royalist] drapeau royaliste
        [coalition-royalist] drapeaux de la Coalition et royaliste
       *[none] aucun drapeau étranger
    }{ $paris ->
        [yes] , compte double pour la Coalition au décompte de l’Exil
       *[no] {""}
    } ; voisine de { $near }.

## La main, en texte

fr1789-hand-card = • { $card } : { $text }
fr1789-hand = Vos PV : { $vp } (cachés aux autres). { $n ->
        [0] Cartes Conspiration : aucune.
       *[other] Cartes Conspiration ({ $n }) :
            { $cards }
    }

## Ce que dessinent les images

fr1789-draw-winners = ★ { $who } { $n ->
        [one] l’emporte
       *[other] se partagent la victoire
    }
fr1789-draw-waiting = ▶ { $who } : { $what }
fr1789-draw-camp = { $camp ->
        [france] Français
        [coalition] Coalition
       *[royalist] Royalistes
    }
fr1789-draw-legend-army = Nombre : force ; anneau doré : chef
fr1789-draw-legend-flags = C, R : drapeaux ; marqueur : Soutien
fr1789-draw-legend-points = PR : points de ressources, publics
fr1789-draw-legend-vp = PV : totaux cachés, gains annoncés
fr1789-draw-dead = La Liberté ou la Mort : { $cards }
fr1789-draw-no-dead = La Liberté ou la Mort : vide
fr1789-draw-rp = PR
fr1789-draw-final = PV et PR finaux
fr1789-draw-box-left = Enchères : encore { $n }
fr1789-draw-action-phase = Phase d’actions
fr1789-draw-no-bid = { $card } : aucune enchère
fr1789-draw-bid = { $card } : { $rp } PR { $who }
fr1789-draw-no-bid-yet = aucune enchère
fr1789-draw-bid-by = { $rp } PR, { $who }
fr1789-draw-final-row = { $vp } PV · { $rp } PR
fr1789-draw-row = { $rp } PR · { $ready }/{ $n } { $n ->
        [one] carte
       *[other] cartes
    } · { $consp } consp.{ $first ->
        [yes] {" "}· 1er
       *[no] {""}
    }
fr1789-draw-seat = { $who }{ $passed ->
        [true] {" "}a passé
       *[false] {""}
    }
fr1789-draw-secrets = { $name } · vos secrets
fr1789-draw-hidden-vp = { $vp } PV (cachés aux autres) · { $rp } PR
fr1789-draw-no-consp = Aucune carte Conspiration en main
fr1789-draw-consp-card = Conspiration · { $card }
fr1789-draw-tile = { $card } · { $kind ->
        [personage] Personnage
        [event] Événement
       *[war] Guerre
    }
fr1789-draw-section = { $who } · { $rp } PR · { $n ->
        [one] { $n } carte Conspiration
       *[other] { $n } cartes Conspiration
    }{ $cards ->
        [0] {" "}· aucune carte Histoire
       *[other] {""}
    }
fr1789-draw-status = { $status ->
        [spent] épuisée
        [prison] Prison
        [exile] Exil
        [dead] morte
       *[ready] prête
    }
fr1789-draw-system = { $system }{ $now ->
        [yes] {" "}(le Système en place)
       *[no] {""}
    }{ $votes ->
        [0] {""}
       *[other] {" "}· { $votes } voix
    }
fr1789-draw-price = { $action } { $rp }{ $per ->
        [vote] /voix
        [army] /armée
       *[action] {""}
    }
fr1789-draw-prices = PR : { $prices }
fr1789-draw-bonus = PV de bonus : { $bonus }
fr1789-draw-markers = Marqueurs libres : Prison { $prison }, Exil { $exile }. Armées dans les réserves : françaises { $france }, Coalition { $coalition }, royalistes { $royalist }.
fr1789-draw-colours = Cartes : blanc prête, beige épuisée, gris en Prison, bleu en Exil (chaque carte l’indique).
fr1789-draw-latest = Les derniers événements, du plus récent au plus ancien :

# Pourquoi un coup ne peut pas être repris (après « ne peut pas être repris : »).
fr1789-reveal-auction = il a révélé la carte suivante de la case Enchères
fr1789-reveal-armies = des armées ont été tirées des gobelets

## Le classement en tête du plateau d’un tour fini (games/fr1789/standing.py)
fr1789-standing-system = Système politique : { $system }
fr1789-standing-final = PV finaux : { $seats }
fr1789-standing-vp = { $who } { $vp }
fr1789-standing-seat = { $who } { $rp } PR, { $n ->
        [0] aucune ville soutenue
        [one] { $n } ville soutenue
       *[other] { $n } villes soutenues
    }
