# Frondeurs et Frondeuses : tous les textes du jeu (games/frondeurs, render/frondeurs).

## Factions, cases et zones

frondeurs-faction-condeean = Condéen
frondeurs-faction-cabalist = Cabaliste
frondeurs-faction-retzist = Retziste
frondeurs-faction-mazarinist = Mazariniste
frondeurs-dummy-faction = { $faction } (fantôme)
frondeurs-for-faction = { $faction } · { $text }
frondeurs-nowhere = nulle part
# Une case par son nom court, tiré de games/frondeurs/data/board.json (`short_fr`, sinon `short`).
frondeurs-space = { $fr }
frondeurs-where = { $space } ({ $zone }, { $worth })
frondeurs-worth-pp = { $n } PP
frondeurs-worth-mp = { $n } PM
frondeurs-zone-court = Cour
frondeurs-zone-orleans = Orléans
frondeurs-zone-west = Ouest
frondeurs-zone-parlement = Parlement
frondeurs-zone-paris = Paris
frondeurs-zone-vendome = Vendôme
frondeurs-zone-cabale = Cabale
frondeurs-zone-chevreuse = Chevreuse
frondeurs-zone-conde = Condé
frondeurs-zone-spanish = Espagnols
frondeurs-zone-centre = Armée
frondeurs-zone-frontier = Frontières
frondeurs-zone-musketeers = Mousquetaires
frondeurs-zone-label = Zone { $zone } : { $n ->
        [one] { $n } case possible
       *[other] { $n } cases possibles
    }
frondeurs-stop-here = S’arrêter ici
frondeurs-back-to-areas = Revenir à la liste des zones

## Qui joue quoi

frondeurs-runs-dummy = { $who } mène le { $faction } fantôme ce tour-ci
frondeurs-swap-ends-short = L’Échange des factions termine la partie courte à la fin de ce tour
frondeurs-score-of = { $who } { $n }
frondeurs-mid-game-pp = PP de mi-partie : { $scores }
frondeurs-mid-game-kept = Scores de mi-partie retenus : { $scores }
frondeurs-swap-two = Échange des factions : { $conde } joue désormais le Condéen, { $retz } le Retziste
frondeurs-swap-three = Échange des factions : { $who } joue le Condéen ; le Retziste devient le fantôme

## Le déroulement du jeu

frondeurs-when-spring = Printemps { $year }
frondeurs-when-summer = Été { $year }
frondeurs-when-fall = Automne { $year }
frondeurs-when-winter = Hiver { $year }
frondeurs-draws-season = Le { $who } pioche une carte Saison
frondeurs-dummy-draws-season = Le { $who } (fantôme) pioche la carte Saison « { $card } »
frondeurs-draws-action = Le { $who } pioche une carte Action
frondeurs-dummy-draws = Le { $who } (fantôme) pioche la carte « { $card } »
frondeurs-turn-of = Tour du { $who } ({ $season })
frondeurs-end-die = Dé de fin de partie ({ $season }) : { $roll } ({ $top ->
        [1] la partie s’achève sur un 1
       *[other] la partie s’achève sur 1 à { $top }
    })
frondeurs-crowns = { $n ->
        [one] { $n } Couronne
       *[other] { $n } Couronnes
    }
frondeurs-coins = { $n ->
        [one] { $n } Écu
       *[other] { $n } Écus
    }
frondeurs-musketeer-token = le jeton { $musketeer }
frondeurs-claims = Le { $who } contrôle la case { $space } et prend { $tokens }
frondeurs-battle-tie = Bataille : { $scores } ; égalité, personne ne l’emporte
frondeurs-battle-won = Bataille : { $scores } ; le { $who } l’emporte sur la case { $space }
frondeurs-marker-moves = Le marqueur de Saison avance : { $season }
frondeurs-ended-die = le dé de fin de partie a mis fin au jeu
frondeurs-ended-track = la piste des Saisons est épuisée
frondeurs-ended-short = la partie courte a atteint le printemps 1650
frondeurs-game-over = La partie est finie : { $why }. Scores finaux : { $scores }
frondeurs-scores-by-player = Scores par personne : { $scores }

## La partie dans le salon

frondeurs-summary = La Fronde, 1648-1653 : quatre factions étendent leurs cubes sur un réseau de personnages, de lieux et d’offices de la cour ; le Contrôle d’une case en rapporte les jetons, les cartes Saison amènent batailles, arrestations et émeutes, et la fin vient sur un coup de dé.
frondeurs-length = environ 3 heures en direct ; deux à quatre semaines par correspondance
frondeurs-switch-placement = Tours de placement
frondeurs-switch-placement-help = avant le premier tour, chaque faction pose jusqu’à 7 cubes de plus, 2 par 2, la dernière dans l’ordre du tour en premier
frondeurs-switch-swap = Échange 6e-10e
frondeurs-switch-swap-help = l’Échange des factions tombe n’importe où entre la 6e et la 10e carte Saison, au lieu de toujours la 8e
frondeurs-switch-arrest = Condé arrêté d’abord
frondeurs-switch-arrest-help = la carte qui arrête les Princes (Condé, Conti, Longueville) vient juste avant l’Échange des factions
frondeurs-setting-length = Durée
frondeurs-length-full = Partie complète, 21 cartes Saison
frondeurs-length-short = Courte, jusqu’au printemps 1650 (l’Échange en 4e)
frondeurs-length-no-midgame = Courte, 8 cartes Saison, l’Échange en dernier, sans score de mi-partie
frondeurs-setting-deck = Paquet Saison
frondeurs-deck-standard = Standard, l’Échange en 8e et le reste mélangé
frondeurs-deck-random = Tout mélangé, l’Échange n’importe où
frondeurs-deck-historical = Dans l’ordre de l’histoire
frondeurs-setting-teams = Équipes
frondeurs-teams-none = Aucune, chaque faction pour elle-même
frondeurs-teams-on = Mazariniste et Condéen contre Cabaliste et Retziste (4 personnes)
frondeurs-teams-for-four = Le jeu en équipes se joue à 4.

## Jouer une carte

frondeurs-not-your-turn = Ce n’est pas à vous de choisir.
frondeurs-not-a-choice = « { $typed } » ne fait pas partie de vos choix en ce moment. Appuyez sur **À vous de jouer** pour les voir, ou choisissez parmi les suggestions de /play pendant que vous tapez.
frondeurs-ask-displace = Où se replie un cube repoussé (encore { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    }) ?
frondeurs-end-turn = Finir le tour
frondeurs-ask-after = Autre chose avant la fin de votre tour ?
frondeurs-ask-play-season = Jouez votre carte Saison.
frondeurs-ask-play = Quelle carte jouez-vous, et pour quelle action ?
frondeurs-forfeit = Renoncer à ce cube pour le Pion du Roi (reste { $n } à payer)
frondeurs-ask-place = Où posez-vous un cube (encore { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    }) ?
frondeurs-ask-remove = Où retirez-vous un cube (encore { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    }) ?
frondeurs-ask-move-to = Vers quelle case vont vos cubes ?
frondeurs-ask-movers = Quels cubes vont sur la case { $space } ?
frondeurs-falls-back = Le { $who } se replie sur la case { $space }
frondeurs-plays = Le { $who } joue la carte « { $card } »
frondeurs-plays-for = Le { $who } joue la carte « { $card } » pour { $how }
frondeurs-pawn-gives-up = Le { $who } renonce à un placement
frondeurs-removes = Le { $who } retire un cube du { $whose } de la case { $space }
frondeurs-moves = Le { $who } déplace { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    } vers la case { $space }
frondeurs-moves-paid = Le { $who } envoie { $n } cubes vers la case { $space } : { $landed ->
        [one] 1 y arrive
       *[other] { $landed } y arrivent
    }, { $paid ->
        [one] 1 paie le passage et retourne à la réserve
       *[other] { $paid } paient le passage et retournent à la réserve
    }
frondeurs-must-withdraw = Le { $who } doit en retirer { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    }
frondeurs-won-most = le meilleur score, { $n }, quand { $how }
frondeurs-won-pawn = un score de { $n }, à égalité avec d’autres mais avec le Pion du Roi en main, quand { $how }
frondeurs-won-tie-order = un score de { $n }, à égalité avec d’autres mais premier dans l’ordre qui départage (Retziste, Cabaliste, Condéen), quand { $how }
frondeurs-move-usual = Y déplacer { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    } ({ $sources })
frondeurs-move-taken = Déplacer { $n ->
        [one] le cube pris
       *[other] les { $n } cubes pris
    } ({ $sources })
frondeurs-other-destination = Choisir une autre destination
frondeurs-from-spaces = depuis { $n ->
        [one] { $n } case
       *[other] { $n } cases
    }
frondeurs-n-from = { $space } ×{ $n }
# Un choix qui porte sur une case : la case comme la carte la nomme, avec sa zone et sa valeur,
# puis ce qu’on y fait.
frondeurs-at = { $space } : { $what }
frondeurs-do-place = poser { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    }{ $cost ->
        [0] {""}
       *[other] , coût +{ $cost }
    }
frondeurs-do-remove = retirer 1 cube du { $whose }
frondeurs-do-remove-own = retirer 1 de vos cubes
frondeurs-do-lift = reprendre 1 cube en réserve
frondeurs-do-move = y déplacer { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    }
frondeurs-do-take = prendre { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    }{ $paid ->
        [0] {""}
        [one] , 1 perdu en route
       *[other] , { $paid } perdus en route
    }
frondeurs-own-movers = Choisir vous-même les cubes qui se déplacent
frondeurs-aff-cube = votre cube d’Affiliation
frondeurs-plan = { $card } : { $plan }
frondeurs-plan-put = { $space } +{ $n }
frondeurs-plan-take = { $space } −{ $n }
frondeurs-plan-move = { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } → { $space }
frondeurs-play-season-first = Jouer la carte « { $card } », cubes gratuits d’abord
frondeurs-play-season-last = Jouer la carte « { $card } », effet d’abord
frondeurs-play-season = Jouer la carte Saison « { $card } »
frondeurs-play-option = { $card } : { $how }
frondeurs-target-all = toute case
frondeurs-target-persons = Personnages
frondeurs-target-institutions = Institutions
frondeurs-target-green_blue = bords verts/bleus
frondeurs-target-purple = bords violets
frondeurs-opt-move = déplacer jusqu’à { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    } ({ $where })
frondeurs-opt-place = poser { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    } ({ $where })
frondeurs-opt-remove-adjacent = retirer { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    }
frondeurs-opt-remove-anywhere = retirer { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    } n’importe où
frondeurs-opt-remove-controlled = retirer { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    } partout, Contrôle compris
frondeurs-opt-place-remove = poser { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    } puis { $removal } ({ $where })
frondeurs-opt-remove = { $removal } ({ $where })
frondeurs-chapter-turn = tour { $n }

## Ce que demande une décision, en quelques mots (la notification et la ligne d’attente : Prompt.ask)

frondeurs-ping-for = { $faction } : { $text }
frondeurs-ping-dummy = { $faction } fantôme
frondeurs-short-play = jouer une carte
frondeurs-short-play_season = jouer la carte Saison
frondeurs-short-place = poser un cube
frondeurs-short-deploy = déployer des cubes
frondeurs-short-season_cubes = poser les cubes gratuits
frondeurs-short-coin_cubes = poser les cubes de l’Écu
frondeurs-short-anywhere = poser un cube sur une case vide
frondeurs-short-remove = retirer un cube
frondeurs-short-move_to = choisir où vont les cubes
frondeurs-short-movers = choisir les cubes qui se déplacent
frondeurs-short-displace = replier un cube repoussé
frondeurs-short-after = prendre un bonus ou finir le tour
frondeurs-short-arrest = régler les arrestations
frondeurs-short-liberation = libérer des prisonniers
frondeurs-short-prisoner_move = déplacer un prisonnier
frondeurs-short-affiliate = poser le cube d’Affiliation
frondeurs-short-lift = reprendre un cube
frondeurs-short-spanish_gold = utiliser l’Or espagnol
frondeurs-short-porthos = doubler avec Porthos ou non
frondeurs-short-aramis_two = choisir ce que fait Aramis
frondeurs-short-mus_free = libérer un prisonnier avec Aramis
frondeurs-short-mus_cubes = utiliser le Mousquetaire
frondeurs-short-dart_fill = utiliser d’Artagnan ou non
frondeurs-short-dart_block = bloquer avec d’Artagnan ou non
frondeurs-short-season_timing = choisir le moment des cubes gratuits
frondeurs-short-season_remove_own = retirer de vos cubes
frondeurs-short-season_depression = payer la Crise économique
frondeurs-short-old_noll_cancel = annuler Old Noll ou non
frondeurs-short-old_noll_zone = poser ou retirer pour Old Noll
frondeurs-short-coin = dépenser un Écu
frondeurs-short-pawn_place = poser le Pion du Roi
frondeurs-short-pawn_back = racheter le Pion du Roi
frondeurs-short-pawn_claim = prendre le Pion du Roi ou non

## Cartes Saison

frondeurs-places = Le { $who } pose un cube sur la case { $space }
# une suite de cubes posés par une faction, en une ligne : « pose 2 cubes sur la case Gaston et 2 sur la case Tavannes »
frondeurs-places-cubes = Le { $who } pose { $where }
frondeurs-places-first = { $n ->
        [one] un cube
       *[other] { $n } cubes
    } sur la case { $space }
frondeurs-places-more = { $n ->
        [one] un
       *[other] { $n }
    } sur la case { $space }
frondeurs-unplaced = Le { $who } n’a pu poser nulle part { $n ->
        [one] 1 cube, qui reste
       *[other] { $n } cubes, qui restent
    } dans sa réserve
frondeurs-cancel-removals = Défausser { $musketeer } pour annuler vos retraits
frondeurs-cancel-removal = Défausser { $musketeer } pour annuler votre retrait
frondeurs-cancel-noll = Défausser { $musketeer } pour annuler Old Noll
frondeurs-cancelled-removals = Le { $who } défausse { $musketeer } pour annuler ses retraits
frondeurs-cancelled-removal = Le { $who } défausse { $musketeer } pour annuler son retrait
frondeurs-cancelled-noll = Le { $who } défausse { $musketeer } pour annuler Old Noll
frondeurs-removes-own = Le { $who } retire { $n ->
        [one] un de ses cubes
       *[other] { $n } de ses cubes
    } de la case { $space }
frondeurs-ask-timing = Cubes gratuits avant ou après l’effet de la carte ?
frondeurs-timing-first = Poser d’abord les cubes gratuits
frondeurs-timing-last = Résoudre d’abord la carte, puis les cubes gratuits
frondeurs-free-cubes-after = Le { $who } posera ses cubes gratuits après la carte
frondeurs-ask-cancel-removals = Annulez-vous vos retraits avec un Mousquetaire ?
frondeurs-accept-removals = Retirer vos cubes ({ $n ->
        [one] { $n } case
       *[other] { $n } cases
    })
frondeurs-ask-own-cube = Quel cube perdez-vous (encore { $n }) ?
frondeurs-discard-coin = Défausser votre { $nth ->
        [1] premier
       *[other] { $nth }e
    } Écu (valeur { $value })
frondeurs-discard-crown = Défausser une Couronne
frondeurs-remove-own-cubes = Retirer { $n } de vos cubes
frondeurs-dummy-discards-coin = Le { $who } (fantôme) défausse un Écu de valeur { $value }
frondeurs-discards-coin = Le { $who } défausse un Écu
frondeurs-you-discard-coin = Vous défaussez un Écu de valeur { $value }
frondeurs-discards-crown = Le { $who } défausse une Couronne
frondeurs-ask-depression = Payez-vous la Crise économique d’un jeton ou de cubes ?
frondeurs-noll-places = Old Noll : le { $who } pose un cube sur la case { $space }
frondeurs-noll-removes = Old Noll : le { $who } retire { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    } du { $whose } de la case { $space }
frondeurs-ask-noll-cancel = Annulez-vous toute la carte Old Noll avec un Mousquetaire ?
frondeurs-let-it-happen = Laisser faire
frondeurs-noll-stands = Le { $who } laisse passer Old Noll
frondeurs-ask-noll-zone = Old Noll sur la case { $zone } : poser ou retirer ?
frondeurs-noll-place = Poser { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } sur la case { $zone }
frondeurs-noll-remove = Retirer { $n } de vos cubes de la case { $zone }

## Arrestations

frondeurs-liberated = Libération de { $space }
frondeurs-no-arrest-tokens = Plus aucun jeton d’Arrestation pour { $spaces }
frondeurs-arrested = Arrestation de { $space }, détention sur la case { $fortress }
frondeurs-army-commander = { $space } devient Commandant de l’armée pour le reste de la partie
frondeurs-ask-arrest-extra = Arrêtez-les ! Quel troisième personnage est arrêté ?
frondeurs-ask-arrest-free = Qui libérez-vous pour faire de la place (encore { $n }) ?
frondeurs-free-held = Libérer { $space } (en prison sur la case { $fortress })
frondeurs-ask-prison = Quelle Forteresse pour { $space } ?
frondeurs-names-arrest = Le { $who } fait arrêter aussi { $space }
frondeurs-liberate = Libérer les prisonniers de la case { $fortress } (sacrifier une carte, la vider)
frondeurs-forfeits = Le { $who } sacrifie la carte « { $card } » et vide la case { $fortress } pour libérer ses prisonniers
frondeurs-ask-liberation-card = À quelle carte renoncez-vous pour libérer les prisonniers ?
frondeurs-free = Libérer { $space }
frondeurs-free-no-more = N’en libérer aucun autre
frondeurs-ask-liberation = Qui libérez-vous sur la case { $fortress } ?
frondeurs-jail = Transférer le prisonnier { $space } depuis la case { $fortress }
frondeurs-prisoner-moved = Le { $who } transfère le prisonnier { $space } vers la case { $fortress }
frondeurs-ask-prisoner-to = Vers quelle Forteresse emmener { $space } ?

## Le cube d'Affiliation et les tours bloqués

frondeurs-affiliate = Affiliation : poser ou retirer un cube sur une case à votre blason
frondeurs-ask-affiliate = Où va votre cube d’Affiliation ?
frondeurs-aff-placed = Le { $who } pose un cube d’Affiliation sur la case { $space }
frondeurs-aff-removed = L’Affiliation du { $who } retire un cube du { $whose } de la case { $space }
frondeurs-stuck-pass = Aucune carte à jouer : passer
frondeurs-stuck-lift = Reprendre un cube du plateau dans votre réserve
frondeurs-stuck-card = Défausser la carte « { $card } » contre 1 cube sur une case vide
frondeurs-no-card = Le { $who } n’a aucune carte à jouer
frondeurs-stuck-discards = Le { $who } défausse la carte « { $card } » contre 1 cube sur une case vide
frondeurs-ask-lift = Sur quelle case reprenez-vous un cube ?
frondeurs-lifted = Le { $who } reprend dans sa réserve un cube de la case { $space }

## Or espagnol et Exil de Mazarin

frondeurs-exile = Exil de Mazarin
frondeurs-spanish-gold = Or espagnol
frondeurs-cubes = { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    }
frondeurs-gold-add = renforcer vos cubes (1 ou plus)
frondeurs-gold-leave = y laisser des cubes ({ $need } ou plus)
frondeurs-gold-exchange = remplacer { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } du { $whose } par { $need }
frondeurs-ask-gold-leave = Combien de cubes sur la case { $space } ?
frondeurs-gold-stop = S’arrêter et garder le reste dans la caisse
frondeurs-ask-gold-next = Quelle case ensuite pour votre caisse (encore { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    }) ?
frondeurs-gold-amount = Cubes à laisser sur la case { $space }
frondeurs-gold-stops = Le { $who } s’arrête ; { $n ->
        [one] { $n } cube reste
       *[other] { $n } cubes restent
    } dans la caisse
frondeurs-gold-leaves = Le { $who } laisse { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } sur la case { $space }
frondeurs-gold-exchanges = Le { $who } échange { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    } du { $whose } sur la case { $space } ({ $need } pris à la caisse)
frondeurs-gold-chain-ends = La chaîne de { $box } du { $who } s’achève
frondeurs-gold-deposit = { $box } : mettre de côté { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    }
frondeurs-gold-spend = { $box } : dépenser la caisse (−{ $n } au score)
frondeurs-gold-laid = Le { $who } met de côté { $n ->
        [one] 1 cube
       *[other] { $n } cubes
    } dans sa caisse de { $box }
frondeurs-gold-spends = Le { $who } dépense sa caisse de { $box } ({ $n ->
        [one] 1 cube
       *[other] { $n } cubes
    })

## Couronnes, Écus et Pion du Roi

frondeurs-crown = Dépenser une Couronne : jouer une carte de plus après la prochaine
frondeurs-coin = Dépenser un Écu pour des cubes en plus avec la prochaine carte
frondeurs-crown-spent = Le { $who } dépense une Couronne : une autre carte suivra la prochaine
frondeurs-coin-before = Un Écu de { $value }, ses cubes avant l’action de la carte
frondeurs-coin-after = Un Écu de { $value }, ses cubes après l’action de la carte
frondeurs-ask-coin = Quel Écu dépensez-vous, et quand viennent ses cubes ?
frondeurs-keep-coins = Garder vos Écus
frondeurs-coin-spent-before = Le { $who } dépense un Écu de valeur { $value } : { $value ->
        [one] { $value } cube
       *[other] { $value } cubes
    } avant la prochaine carte
frondeurs-coin-spent-after = Le { $who } dépense un Écu de valeur { $value } : { $value ->
        [one] { $value } cube
       *[other] { $value } cubes
    } après la prochaine carte
frondeurs-crown-card = Le { $who } joue une autre carte, grâce à une Couronne
frondeurs-pawn-place = Le Pion du Roi : vider une case et ses voisines
frondeurs-pawn-back = Reprendre le Pion du Roi contre { $n } de vos cubes
frondeurs-ask-pawn-place = Où mettez-vous le Pion du Roi ?
frondeurs-space-of = { $space } ({ $whose })
frondeurs-pawn-put = Le { $who } met le Pion du Roi sur la case { $space } : { $n ->
        [one] { $n } cube retiré
       *[other] { $n } cubes retirés
    } là
frondeurs-pawn-put-more = { $text }, et un sur { $spaces }
frondeurs-pawn-recovered = Le { $who } reprend le Pion du Roi sur la case { $space }
frondeurs-pawn-paid = { $how } pour reprendre le Pion du Roi
frondeurs-pawn-paying = { $how } pour reprendre le Pion du Roi (reste { $n } à payer)
frondeurs-ask-pawn-back = Quel cube pour racheter le Pion du Roi (encore { $n }) ?
frondeurs-pawn-removes-own = Le { $who } retire un de ses cubes de la case { $space }
frondeurs-ask-pawn-claim = Prenez-vous le Pion du Roi ?
frondeurs-pawn-take = Prendre le Pion du Roi (gratuit)
frondeurs-pawn-leave = Le laisser là

## Mousquetaires

frondeurs-mus-discarded = Le { $who } défausse { $musketeer }, qui retourne sur sa case
frondeurs-mus-dartagnan = d’Artagnan : un cube que vous posez apporte le plein Contrôle
frondeurs-mus-athos = Athos : poser ou retirer un cube sur jusqu’à 5 cases vertes
frondeurs-mus-aramis-free = Aramis : libérer une case arrêtée
frondeurs-mus-aramis-cubes = Aramis : poser ou retirer sur jusqu’à 5 cases Retz/Église
frondeurs-ask-porthos-own = Défausser Porthos pour doubler votre { $musketeer } ?
frondeurs-ask-porthos = Défausser Porthos pour doubler { $musketeer } du { $whose } ?
frondeurs-porthos-join = Oui, défausser Porthos
frondeurs-porthos-keep = Non, garder Porthos
frondeurs-aramis-free2 = Libérer deux cases arrêtées
frondeurs-aramis-cubes2 = Poser ou retirer sur jusqu’à 10 cases Retz/Église (deux fois 5)
frondeurs-aramis-both = Libérer une case, et poser ou retirer sur jusqu’à 5
frondeurs-ask-aramis-two = Avec Porthos, que fait Aramis ?
frondeurs-ask-aramis-free = Quelle case arrêtée Aramis libère-t-il ?
frondeurs-nobody-to-free = Personne à libérer
frondeurs-aramis-frees = Aramis libère { $space } pour le { $who }
frondeurs-mus-remove = Retirer un cube du { $whose }
frondeurs-mus-place = Poser un cube du { $whose }
frondeurs-ask-mus-at = Que fait { $musketeer } sur la case { $space } ?
frondeurs-another-space = Une autre case
frondeurs-ask-mus-where = Sur quelle case { $musketeer } agit-il (encore { $n }) ?
frondeurs-mus-removed = { $musketeer } retire un cube du { $whose } de la case { $space }
frondeurs-mus-placed = { $musketeer } pose un cube du { $whose } sur la case { $space }
frondeurs-ask-fill = D’Artagnan pour contrôler la case { $space } ?
frondeurs-fill = Oui, { $n ->
        [one] { $n } cube de plus
       *[other] { $n } cubes de plus
    } de votre réserve
frondeurs-not-here = Pas ici
frondeurs-filled = d’Artagnan donne au { $who } le Contrôle de la case { $space }
frondeurs-ask-block = Bloquer le { $who } avec d’Artagnan ?
frondeurs-block = Bloquer le { $who } sur la case { $space } ce tour-ci
frondeurs-allow = Laisser le cube y aller
frondeurs-barred = d’Artagnan interdit la case { $space } au { $who } ce tour-ci

## Cartes Saison

frondeurs-season-lens = Bataille de Lens
frondeurs-season-arrest_parlementaires = Arrêtez-les ! (Parlementaires)
frondeurs-season-en_greve = En grève
frondeurs-season-emeutes = Émeutes !
frondeurs-season-roussillon = Défense du Roussillon
frondeurs-season-depression_coin = Crise économique
frondeurs-season-jacquerie = Jacquerie !
frondeurs-season-arrest_princes = Arrêtez-les ! (Princes)
frondeurs-season-faction_swap = Échange des factions
frondeurs-season-palatine_salon = Salon de la princesse Palatine
frondeurs-season-rethel = Bataille de Rethel
frondeurs-season-italian = Campagne d’Italie
frondeurs-season-catalonia = Campagne de Catalogne
frondeurs-season-barcelona = Siège de Barcelone
frondeurs-season-flanders = Campagne de Flandre
frondeurs-season-charente = Campagne de Charente
frondeurs-season-montrond = Siège de Montrond
frondeurs-season-saint_antoine = Bataille du faubourg Saint-Antoine
frondeurs-season-huguenot_unrest = Agitation huguenote
frondeurs-season-depression_crown = Crise économique
frondeurs-season-old_noll = Old Noll

## Les libellés des images (render/frondeurs)

frondeurs-draw-dummy-of = Fantôme ({ $who })
frondeurs-draw-chapter = Tour { $n } · { $season }
frondeurs-draw-won = { $who } { $n ->
        [one] l’emporte
       *[other] se partagent la victoire
    }
frondeurs-draw-game-over = partie finie
frondeurs-draw-deploys = { $who } · le { $faction } se déploie
frondeurs-draw-to-play = { $who } · au { $faction } de jouer
frondeurs-draw-answers = { $who } répond pour le { $faction } ; ensuite { $next } ({ $active })
frondeurs-draw-dummy-faction = { $faction } fantôme
frondeurs-draw-empty = vide
frondeurs-draw-spanish-gold = Or espagnol
frondeurs-draw-exile = Exil
frondeurs-draw-decks = Pioche { $deck } · Saisons { $seasons } · Défausse { $row }/{ $most }
frondeurs-draw-commander = Commandant de l’armée : { $who }
frondeurs-draw-target-all = toute case
frondeurs-draw-target-persons = Personnages
frondeurs-draw-target-institutions = Institutions
frondeurs-draw-target-green_blue = cases vertes ou bleues
frondeurs-draw-target-purple = cases violettes
frondeurs-draw-opt-move = Déplacer jusqu’à { $n } cubes vers une case · { $where }
frondeurs-draw-opt-place = Poser jusqu’à { $n } · { $where }
frondeurs-draw-opt-remove-adjacent = Retirer { $n } par adjacence
frondeurs-draw-opt-remove-anywhere = Retirer { $n } n’importe où
frondeurs-draw-opt-remove-controlled = Retirer { $n } n’importe où, même sur case contrôlée
frondeurs-draw-opt-place-remove = Poser jusqu’à { $n } puis { $removal } · { $where }
frondeurs-draw-opt-remove = { $removal } · { $where }
frondeurs-draw-battle = la faction qui a le plus de PM sur les cases orange gagne la bataille et pose { $n } cubes sur la case { $space }
frondeurs-draw-where-purple_border = 5 cases violettes
frondeurs-draw-where-green_border = 5 cases vertes
frondeurs-draw-where-blue_border = chaque case bleue
frondeurs-draw-where-affiliate_icon = 5 cases à blason d’Affiliation
frondeurs-draw-where-huguenot_icon = chaque case huguenote
frondeurs-draw-remove-own = Chaque faction retire 1 de ses cubes de { $where } ; un Mousquetaire annule
frondeurs-draw-old-noll = Sur chaque zone frontière : retirer { $remove } ou poser { $place } ; une autre personne peut annuler avec un Mousquetaire
frondeurs-draw-depression = Chaque faction abandonne un Écu, ou retire { $n } de ses cubes
frondeurs-draw-depression-crown = Chaque faction abandonne un Écu ou une Couronne, ou retire { $n } de ses cubes
frondeurs-draw-arrest = Fait arrêter { $who }, chacun dans une Forteresse de votre choix
frondeurs-draw-arrest-extra = Fait arrêter { $who } et un personnage à 1-2 PP de votre choix, chacun dans une Forteresse de votre choix
frondeurs-draw-swap = Décompte des PP de mi-partie pour toutes les factions
frondeurs-draw-track = Piste des Saisons · { $season }
frondeurs-draw-track-red = en rouge : un dé de 1 à ce nombre met fin à la partie
frondeurs-draw-pawn-held = Pion du Roi : détenu par le { $who }
frondeurs-draw-pawn-on = Pion du Roi : sur { $space }
frondeurs-draw-discard-row = Rangée de défausse : { $cards }
frondeurs-draw-supply = réserve { $n }
frondeurs-draw-mid-pp = PP mi-partie { $n }
frondeurs-draw-spanish-uses = Or espagnol : { $n } fois
frondeurs-draw-by-player = Par personne : { $scores }
frondeurs-draw-seat-best = { $who } { $n } (meilleur du Retziste et du Condéen)
frondeurs-draw-legend = Légende
frondeurs-draw-cubes-of = Cubes { $who }
frondeurs-draw-legend-control = 3 cubes avec Contrôle (anneau doré)
frondeurs-draw-legend-named = nommée par le dernier coup
frondeurs-draw-legend-person = Personnage
frondeurs-draw-legend-institution = Institution
frondeurs-draw-legend-border-purple = violet
frondeurs-draw-legend-border-green = vert
frondeurs-draw-legend-border-blue = bleu
frondeurs-draw-legend-fill = Fond : bord ; orange = Forteresse ou Maréchal
frondeurs-draw-legend-solid = pleine, gratuite
frondeurs-draw-legend-dashed = pointillée, +1
frondeurs-draw-legend-arrow = sens unique, +1
frondeurs-draw-legend-lovers = Allée des amants
frondeurs-draw-peer-marechal = Maréchal
frondeurs-draw-peer-musketeer = Mousquetaire
frondeurs-draw-peer-spanish = Espagne
frondeurs-draw-peer-huguenot = Huguenot
frondeurs-draw-peer-surintendant = Surint.
frondeurs-draw-peer-army_commander = Cdt armée
frondeurs-draw-legend-peers = Pairs (+1 entre semblables) : { $peers } ; ⚷1 une clé de Forteresse et ses serrures, par numéro
frondeurs-draw-legend-icons = ⚜ PP à gauche, PM à droite (bas/haut selon le Contrôle) ; numéro de Contrôle au-dessus s’il n’est pas 3 ; 🂠 cartes en main, ☀ dont une carte Saison ; ♛ Couronne, ● Écu, 🗡 jeton Mousquetaire, ⚑AC Commandant de l’armée, ♟ Pion du Roi ; ✕ rouge et ⛓ : arrestation
frondeurs-draw-season-card = Carte Saison · d’abord 2 cubes gratuits, puis : { $effect }
frondeurs-draw-season-title = Saison · { $card } (à jouer)
frondeurs-draw-action-title = Action · { $card }
frondeurs-draw-dummy-face-up = { $who } (le fantôme, face visible)
frondeurs-draw-holding = { $who } · score { $score } · réserve { $supply } · PP mi-partie { $mid }
frondeurs-draw-crowns = { $n ->
        [one] { $n } Couronne
       *[other] { $n } Couronnes
    }
frondeurs-draw-coins-worth = Écus de valeur { $values } (vous seul les voyez)
frondeurs-draw-coins-face-up = Écus de valeur { $values } (face visible)
frondeurs-draw-no-coin = aucun Écu
frondeurs-draw-none = aucun
frondeurs-draw-musketeers = Mousquetaires : { $who }
frondeurs-draw-the-pawn = le Pion du Roi
frondeurs-draw-gold-used = Or espagnol utilisé { $n } ×
frondeurs-draw-you = Vous
frondeurs-draw-your-hand = { $who } · votre main
frondeurs-draw-no-hand = { $who } · aucune main à montrer
frondeurs-draw-your-hand-of = { $who } · { $factions } · votre main
frondeurs-draw-no-faction = aucune faction
frondeurs-draw-no-card = Aucune carte en main
frondeurs-draw-text-season = « { $card } » (carte Saison, à jouer) : { $effect }
frondeurs-draw-text-action = « { $card } » : { $a }, ou { $b }
frondeurs-draw-text-hand = Main du { $who } :
frondeurs-draw-text-hand-open = Main du { $who } fantôme, face visible :
frondeurs-draw-text-no-cards = Vous n’avez aucune carte.
frondeurs-draw-text-tokens = { $crowns ->
        [0] aucune Couronne
        [one] 1 Couronne
       *[other] { $crowns } Couronnes
    } · { $coins } · { $musketeers ->
        [0] aucun Mousquetaire
        [one] 1 Mousquetaire
       *[other] { $musketeers } Mousquetaires
    }
frondeurs-draw-text-coins-open = { $n ->
        [one] un Écu de valeur { $values }
       *[other] des Écus de valeur { $values }
    } (face visible)
frondeurs-draw-text-coins = { $n ->
        [one] un Écu de valeur { $values }
       *[other] des Écus de valeur { $values }
    } (vous seul en voyez la valeur)
frondeurs-draw-option-line = { $letter } : { $text }

## Pourquoi chaque décision est demandée, et son aide (le « ? » de la question)

frondeurs-why-play = Votre carte est votre action du tour ; jetons et bonus sont proposés à côté des cartes.
frondeurs-help-play = Chaque carte Action offre deux actions : choisissez la carte et l’action ensemble. Une carte Saison en main doit être jouée. Une Couronne permet de jouer une seconde carte ; un Écu ajoute des cubes avant ou après la carte ; le cube d’Affiliation, les Mousquetaires, le Pion du Roi et l’Or espagnol s’utilisent à côté des cartes.
frondeurs-why-play_season = Une carte Saison en main doit être jouée ce tour-ci.
frondeurs-help-play_season = Une carte Saison donne d’abord deux cubes gratuits, posés avant ou après son effet : bataille ou campagne, arrestation, retraits, émeute ou Échange des factions. Jetons et bonus sont proposés à côté ; avec une Couronne, une carte Action peut passer avant.
frondeurs-why-place = Chaque cube va là où vous avez des cubes, ou sur une case vide reliée à l’une des vôtres.
frondeurs-help-place = Vous pouvez poser sur toute case qui porte vos cubes, ou sur une case vide reliée à l’une d’elles par une ligne ou un symbole commun. Une ligne pointillée, une flèche ou un symbole de pairs coûte un cube du nombre de la carte. Au plus 2 cubes par case et par carte. La catégorie de case de la carte s’applique. « S’arrêter ici » met fin au placement.
frondeurs-why-deploy = Avant le premier tour, chaque faction renforce sa position, 2 cubes à la fois.
frondeurs-help-deploy = Dans l’ordre inverse du tour, chaque faction pose jusqu’à 2 cubes par manche, selon les règles habituelles, jusqu’à en avoir 10 en jeu. Les jetons gagnés maintenant servent dès votre premier tour. « S’arrêter ici » saute le reste de cette manche.
frondeurs-why-season_cubes = Toute carte Saison donne deux cubes gratuits.
frondeurs-help-season_cubes = Les deux cubes gratuits de la carte Saison vont sur toute case ouverte sans cube adverse, sans qu’un lien soit nécessaire. « S’arrêter ici » renonce au reste.
frondeurs-why-coin_cubes = L’Écu dépensé paie ces cubes.
frondeurs-help-coin_cubes = Les cubes d’un Écu gardent la catégorie de case de la carte, les liens et les coûts habituels, mais peuvent dépasser 2 sur une case. « S’arrêter ici » renonce au reste.
frondeurs-why-anywhere = Aucune de vos cartes ne pouvait agir : celle que vous avez défaussée rapporte un cube.
frondeurs-help-anywhere = Quand aucune carte ne permet de poser, retirer ou déplacer, vous pouvez en défausser une contre un seul cube sur n’importe quelle case vide et ouverte.
frondeurs-why-remove = La carte vous permet d’enlever des cubes du plateau.
frondeurs-help-remove = Retirez sur une case reliée à l’une des vôtres, ou n’importe où si la carte le dit. Les cases contrôlées sont à l’abri, sauf si la carte les vise. Vos propres cubes peuvent partir aussi, jamais votre dernier. Les cubes d’une case arrêtée peuvent être retirés.
frondeurs-why-move_to = Tous les cubes d’un déplacement finissent sur une même case.
frondeurs-help-move_to = Choisissez d’abord la destination. Les cubes suivent les liens à travers des cases de votre couleur ; une ligne pointillée, une flèche ou un symbole de pairs coûte un cube en mouvement. Vous ne pouvez finir sur une case adverse que si elle n’est pas contrôlée et que vous amenez plus de cubes que son occupant : ses cubes sont alors repoussés.
frondeurs-why-movers = Choisissez les cubes qui se déplacent.
frondeurs-help-movers = Le premier choix déplace d’un coup les cubes habituels (les trajets les moins chers, jusqu’au nombre de la carte). Sinon, prenez les cubes case par case, puis déplacez-les. Chaque groupe paie le coût de son propre trajet.
frondeurs-why-displace = Vos cubes ont été repoussés par un déplacement plus fort et doivent se replier.
frondeurs-help-displace = Envoyez chaque cube repoussé, sans frais, sur une case reliée vide ou portant vos cubes ; jamais à contresens d’une flèche ni par la ligne qu’ont prise les attaquants. Les cubes sans issue retournent dans votre réserve.
frondeurs-why-after = Votre carte est résolue ; des bonus peuvent encore suivre.
frondeurs-help-after = Vous pouvez encore utiliser ce qui est proposé (le cube d’Affiliation, l’Or espagnol, un jeton) avant que le tour passe. Finissez le tour quand vous avez terminé.
frondeurs-why-arrest = « Arrêtez-les ! » met des cases en état d’arrestation, et vous en décidez les détails.
frondeurs-help-arrest = Une case arrêtée ne reçoit plus de cubes, ne trace plus de liens et ne rapporte rien ; ses cubes restent et peuvent être retirés. Quand les paires de prison manquent, vous libérez d’abord des prisonniers ; puis chaque nouveau prisonnier va dans la Forteresse de votre choix.
frondeurs-why-liberation = Vous contrôlez une Forteresse qui détient des prisonniers.
frondeurs-help-liberation = Sacrifiez une carte Action (elle va dans la rangée de défausse comme carte du tour) pour y libérer des prisonniers. Tous les cubes de la Forteresse sont retirés.
frondeurs-why-prisoner_move = Vous pouvez transférer un prisonnier entre deux Forteresses que vous contrôlez.
frondeurs-help-prisoner_move = Le prisonnier suit les liens à travers des cases que vous influencez, d’une de vos Forteresses contrôlées à une autre, une fois par tour.
frondeurs-why-affiliate = Contrôler votre Avatar vous donne un cube de plus par tour sur une case à votre blason.
frondeurs-help-affiliate = Posez un cube sur une case ouverte à votre blason sans cube adverse, ou retirez un cube adverse d’une telle case, même contrôlée ou arrêtée. Aucun lien n’est nécessaire.
frondeurs-why-lift = Votre réserve est vide et aucune de vos cartes ne permet de retirer.
frondeurs-help-lift = Vous pouvez reprendre des cubes de vos propres cases dans votre réserve, un à la fois, pour les reposer avec votre carte.
frondeurs-why-spanish_gold = Votre caisse de cubes peut être alimentée, ou dépensée sur une chaîne de cases.
frondeurs-help-spanish_gold = L’alimenter ne coûte rien. La dépenser coûte 5 au score à chaque fois : en partant d’une case au symbole espagnol (le Mazariniste : à côté des siennes), chaque case suivante est reliée à une case déjà atteinte. Sur une case adverse, vous payez autant de cubes que son occupant en a, un de plus s’il la contrôle, et ses cubes partent.
frondeurs-why-porthos = Porthos peut doubler le Mousquetaire qui vient d’agir.
frondeurs-help-porthos = Défausser Porthos fait agir deux fois le pouvoir de l’autre Mousquetaire. Porthos retourne sur sa case, où il peut être regagné.
frondeurs-why-aramis_two = Avec Porthos, Aramis agit deux fois.
frondeurs-help-aramis_two = Aramis peut libérer deux prisonniers, ou poser ou retirer sur jusqu’à 10 de ses cases, ou faire un peu des deux.
frondeurs-why-mus_free = Aramis peut libérer un prisonnier.
frondeurs-help-mus_free = La case choisie est libérée aussitôt ; sa paire de jetons d’Arrestation quitte le plateau.
frondeurs-why-mus_cubes = Le Mousquetaire pose ou retire un cube sur chacune de plusieurs cases.
frondeurs-help-mus_cubes = Athos agit sur les cases à bord vert, Aramis sur celles de Retz et de l’Église. Sur chaque case choisie, posez le cube d’une faction là où elle est seule, ou retirez n’importe quel cube, même d’une case contrôlée. « S’arrêter ici » quand c’est fini.
frondeurs-why-dart_fill = d’Artagnan peut compléter votre Contrôle ici.
frondeurs-help-dart_fill = « Oui » ajoute, depuis votre réserve, les cubes qui manquent pour contrôler cette case.
frondeurs-why-dart_block = Vous tenez d’Artagnan et la faction active veut poser ici.
frondeurs-help-dart_block = Bloquer dépense d’Artagnan : cette faction ne peut plus poser de cube sur cette case jusqu’à la fin de son tour. Laisser faire le garde.
frondeurs-why-season_timing = Les deux cubes gratuits d’une carte Saison viennent avant ou après son effet.
frondeurs-help-season_timing = Choisissez si les cubes gratuits sont posés avant que l’effet de la carte ait lieu, ou une fois qu’il est passé.
frondeurs-why-season_remove_own = Cette carte Saison oblige chaque faction à retirer certains de ses cubes.
frondeurs-help-season_remove_own = Un Mousquetaire en votre possession peut annuler tous vos retraits de cette carte. Sinon, choisissez une à une les cases que les cubes quittent.
frondeurs-why-season_depression = La Crise économique fait payer toutes les factions.
frondeurs-help-season_depression = Abandonnez un Écu (ou, sur le second exemplaire, une Couronne), ou retirez 3 de vos cubes. Un Mousquetaire peut annuler le retrait.
frondeurs-why-old_noll_cancel = Old Noll s’apprête à frapper les zones frontières.
frondeurs-help-old_noll_cancel = Défausser un Mousquetaire annule toute la carte, pour tout le monde.
frondeurs-why-old_noll_zone = Old Noll agit sur chaque zone frontière à tour de rôle.
frondeurs-help-old_noll_zone = Là où vous avez des cubes, choisissez d’en poser 1 de plus ou d’en retirer 2 des vôtres.
frondeurs-why-coin = Un Écu donne des cubes avec cette carte.
frondeurs-help-coin = Choisissez l’Écu, et si ses cubes viennent avant l’action de la carte ou après. Les cubes gardent la catégorie de case de la carte.
frondeurs-why-pawn_place = Le Pion du Roi vous ouvre une case pour ce tour.
frondeurs-help-pawn_place = Poser le Pion vide de leurs cubes les cases autour de lui. Jusqu’à la fin du tour, vous pouvez poser et vous déplacer sur sa case sans lien ni catégorie. « S’arrêter ici » garde le Pion.
frondeurs-why-pawn_back = Vous pouvez racheter le Pion du Roi.
frondeurs-help-pawn_back = Le reprendre coûte 2 : chaque cube à vous retiré, ou chaque placement abandonné, paie 1.
frondeurs-why-pawn_claim = Vous influencez désormais la case où se trouve le Pion du Roi.
frondeurs-help-pawn_claim = Le prendre fait de vous son détenteur : en main à la fin, il vaut 10 au score (pas pour le Mazariniste), et vous pourrez le poser lors d’un tour suivant.

# Pourquoi un coup ne peut pas être repris (après « ne peut pas être repris : »).
frondeurs-reveal-die = le dé de fin de partie a été lancé
frondeurs-reveal-draw = il a fait piocher une carte
frondeurs-reveal-swap = l’Échange des factions a fait changer une main de joueur
frondeurs-reveal-coin = un Écu pris sur le plateau a montré sa valeur

## Le classement en tête du plateau d’une Saison finie (games/frondeurs/standing.py)
frondeurs-standing = Points : { $factions }
frondeurs-standing-faction = { $faction } { $n } ({ $who }{ $pawn ->
        [yes] , Pion du Roi
       *[no] { "" }
    })
frondeurs-standing-dummy-for = fantôme, compte pour { $who }
frondeurs-standing-seats = Par personne : { $seats }
frondeurs-standing-seat = { $who } { $n }
frondeurs-standing-seat-best = { $who } { $n } (le meilleur du Retziste et du Condéen)
