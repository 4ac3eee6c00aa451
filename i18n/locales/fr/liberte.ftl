# Liberté (games/liberte) : les textes du moteur, puis ceux des images (liberte-draw-*).

liberte-summary = La Révolution française, 1789-1799 : posez des blocs radicaux, modérés et royalistes dans 27 provinces, gagnez les élections, menez l’armée, marquez des points au gouvernement.
liberte-length = environ deux heures en direct ; deux ou trois semaines par correspondance

## Factions, couleurs et cartes
# $form : le nom que la couleur accompagne (m, f, mp, fp : « bloc rouge », « cartes blanches »).
liberte-colour = { $faction ->
        [R] { $form ->
            [mp] rouges
            [fp] rouges
           *[other] rouge
        }
        [B] { $form ->
            [f] bleue
            [mp] bleus
            [fp] bleues
           *[m] bleu
        }
       *[W] { $form ->
            [f] blanche
            [mp] blancs
            [fp] blanches
           *[m] blanc
        }
    }
liberte-party = { $faction ->
        [R] Radicaux
        [B] Modérés
       *[W] Royalistes
    }
liberte-then = { $a } ; { $b }
liberte-or = { $a } ou { $b }
liberte-special-bread = Disette
liberte-special-emigration = Émigration
liberte-special-religion = Troubles religieux
liberte-special-guillotine = Guillotine
liberte-special-purge = Épuration
liberte-special-terror = Terreur
liberte-effect-bread = retirer un bloc de la couleur du gouvernement
liberte-effect-bread-any = retirer n’importe quel bloc (pas encore de gouvernement)
liberte-effect-bread-now = retirer un bloc { $faction ->
        [R] rouge
        [B] bleu
       *[W] blanc
    } (la couleur du gouvernement)
liberte-effect-emigration = retirer une Personnalité blanche d’une vitrine
liberte-effect-religion = retirer un bloc bleu ou rouge
liberte-effect-guillotine = renvoyer dans la boîte une Personnalité d’une vitrine
liberte-effect-purge = défausser une carte d’une vitrine
liberte-effect-terror = ôter une pile où figure du rouge, et peut-être une carte de vitrine
liberte-prerequisite-purge = Exige une présence au gouvernement
liberte-prerequisite-terror = Exige une présence au gouv. radical
liberte-card = { $name } #{ $id } · { $colour } { $value } · { $where }{ $marks }
liberte-card-special = { $name } #{ $id }
liberte-card-short = { $name } #{ $id }
liberte-club = Club
liberte-mark-cannon = Canon
liberte-mark-sans-culottes = Sans-culottes
liberte-mark-general = Général
liberte-mark-does-cannon = peut mettre un jeton de contrôle dans la case Bataille au lieu de ses blocs
liberte-mark-does-sans-culottes = votre vitrine peut tenir cinq cartes
liberte-mark-does-general = vous pouvez mener l’armée
liberte-mark-legend = { $icon } { $name } ({ $does })

## La phase d'actions : demandes et choix
liberte-act-prompt = Tour { $turn }, manche { $round } : jouez une carte Club ou Personnalité (et au plus une carte Spéciale), prenez des cartes ou passez.
liberte-act-more = Vous pouvez encore jouer { $play ->
        [first] une carte Club ou Personnalité{ $special ->
            [yes] { " " }ou une carte Spéciale
           *[no] { "" }
        }
        [second] une deuxième carte de valeur 1{ $special ->
            [yes] { " "}ou une carte Spéciale
           *[no] { "" }
        }
       *[none] une carte Spéciale
    }, ou terminer votre action.
liberte-play-card = Jouer { $card }
liberte-play-second = Jouer en deuxième carte : { $card }
liberte-play-special = { $name } : { $effect }
liberte-take-cards = Prendre des cartes
liberte-pass = Passer
liberte-end-action = Terminer votre action
liberte-in-anywhere = dans n’importe quelle province
liberte-in-region = dans le { $region }
liberte-blocks-in = { $n } { $n ->
        [one] bloc { $faction ->
            [R] rouge
            [B] bleu
           *[W] blanc
        }
       *[other] blocs { $faction ->
            [R] rouges
            [B] bleus
           *[W] blancs
        }
    } { $where }
liberte-use-prompt = { $card } : poser { $blocks } (choisissez la province du premier), ou utiliser son Canon pour la case Bataille ?
liberte-use-blocks = Poser { $blocks }, puis choisir où
liberte-use-battle = Mettre un jeton de contrôle dans la case Bataille (bataille de { $battle })
liberte-region-prompt = { $card } (Club) : choisissez la région de son bloc.
liberte-region-open = { $region } ({ $n ->
        [one] { $n } province ouverte
       *[other] { $n } provinces ouvertes
    })
liberte-block-prompt = { $card } : posez son bloc { $faction ->
        [R] rouge
        [B] bleu
       *[W] blanc
    }{ $total ->
        [one] { "" }
       *[other] { " " }({ $done } sur { $total })
    } { $where }.
liberte-put-on-own = { $where } : votre pile { $height }→{ $next }
liberte-put-new = { $where } : nouvelle pile{ $rivals ->
        [0] { "" }
        [one] , à côté d’une autre
       *[other] , à côté de { $rivals } autres
    }
liberte-listed-on-own = { $where } (votre pile { $height }→{ $next })
liberte-listed-new = { $where } (nouvelle pile{ $rivals ->
        [0] { "" }
        [one] , à côté d’une autre
       *[other] , à côté de { $rivals } autres
    })
liberte-keep-prompt = { $card } : la garder dans votre vitrine, ou la défausser ?
liberte-keep = La garder dans votre vitrine ({ $used ->
        [one] { $used } place prise
       *[other] { $used } places prises
    } sur { $room })
liberte-keep-then = La garder dans votre vitrine ({ $used } sur { $room }), puis jouer { $then ->
        [second] une autre carte de valeur 1
       *[special] une carte Spéciale
    }
liberte-keep-end = La garder dans votre vitrine et terminer votre action
liberte-keep-discard = La défausser
liberte-discard-prompt = Vous avez { $held } cartes en main : choisissez-en encore { $n } à défausser avant de prendre une carte.
liberte-discard-card = Défausser { $card }
liberte-take-prompt = Prenez une des cartes visibles, ou piochez la carte du dessus.
liberte-take2-prompt = Vous avez pris une carte visible de valeur 1 : vous pouvez prendre une deuxième carte visible de valeur 1.
liberte-take-card = Prendre { $card }
liberte-draw = Piocher la carte du dessus
liberte-take-no-second = Ne pas prendre de deuxième carte

## La phase d'actions : ce que la table apprend
liberte-action = { $who } { $did }
liberte-did-play = joue { $card } #{ $id } ({ $colour } { $value })
liberte-did-place-none = mais ne peut poser aucun bloc
liberte-did-place-short = { $placed } ({ $n ->
        [one] { $n } bloc n’a pas pu être posé
       *[other] { $n } blocs n’ont pas pu être posés
    })
liberte-did-battle = met un jeton de contrôle dans la case Bataille
liberte-did-keep = la garde dans sa vitrine
liberte-did-discard-it = la défausse
liberte-did-discard = défausse { $n } cartes
liberte-did-draw = pioche une carte
liberte-did-take = prend { $card } #{ $id }
liberte-did-pass = passe
liberte-did-terror = joue Terreur : retire à { $who } sa pile { $faction ->
        [R] rouge
        [B] bleue
       *[W] blanche
    } de { $height } { $where }
liberte-did-remove-block = joue { $name } : retire à { $who } un bloc { $colour } { $where }
liberte-did-remove-card = { $terror ->
        [yes] et
       *[no] joue { $name } :
    } retire à { $who } la carte { $card } #{ $id }, { $box ->
        [yes] renvoyée dans la boîte
       *[no] défaussée
    }

## Les cartes Spéciales
liberte-sp-prompt = { $name } : { $step }
liberte-sp-region = choisissez la région de la province.
liberte-sp-province = choisissez la province.
liberte-sp-stack = choisissez la pile { $where }.
liberte-sp-terror-card = vous pouvez aussi retirer un Club ou une Personnalité d’une vitrine.
liberte-sp-seat = choisissez la vitrine visée.
liberte-sp-card = choisissez la carte à retirer.
liberte-region-targets = { $region } ({ $n ->
        [one] { $n } province
       *[other] { $n } provinces
    })
liberte-province-stacks = { $where } ({ $stacks })
liberte-stack-short = { $who } { $height } { $colour }
liberte-their-stack = Pile { $faction ->
        [R] rouge
        [B] bleue
       *[W] blanche
    } de { $who }, { $height ->
        [one] { $height } bloc
       *[other] { $height } blocs
    }
liberte-whose-display = Vitrine de { $who }
liberte-their-card = { $card } (vitrine de { $who })
liberte-remove-none = Ne retirer aucune carte

## Renouveler sa main
liberte-refresh-prompt = Tour { $turn }, renouvelez votre main ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }, votre vitrine y est revenue) : défaussez les cartes que vous voulez, puis complétez jusqu’à { $hand }.
liberte-refresh-chosen = Choisies jusqu’ici : { $cards }.
liberte-refill-prompt = Complétez votre main jusqu’à { $hand } : { $n } pour l’instant. Prenez une carte visible ou piochez.
liberte-discard-chosen = { $n ->
        [0] Ne rien défausser
        [one] Défausser la carte choisie
       *[other] Défausser les { $n } cartes choisies
    }
liberte-draw-all = Piocher les { $n } cartes manquantes
liberte-refreshes = { $who } renouvelle sa main : { $summary } ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    })
liberte-refresh-discards = en défausse { $n }
liberte-refresh-takes = prend { $cards }
liberte-refresh-draws = en pioche { $n }
liberte-refresh-keeps = la garde telle quelle

## Ce que demande chaque décision (la notification) et la règle derrière (le ? de la demande)
liberte-ask-act = jouer une carte, prendre des cartes ou passer
liberte-help-act = Jouez une carte Club ou Personnalité pour poser ses blocs (une deuxième carte de valeur 1 peut suivre dans la même région) et au plus une carte Spéciale ; ou prenez des cartes ; ou passez. Les manches s’enchaînent jusqu’à ce qu’une réserve de blocs soit vide ; la manche est alors finie et la phase s’achève. Symboles : 💣 Canon (un jeton de contrôle au lieu des blocs), ✊ Sans-culottes, ⚔ Général.
liberte-ask-more = jouer une autre carte, ou terminer votre action
liberte-help-more = Une action peut comprendre une carte Club ou Personnalité, une carte Spéciale, et une deuxième carte de valeur 1 après une première carte de valeur 1 qui a posé un bloc (même couleur de fond ou un Club, son bloc dans la même région). Jouez ce qui reste, ou terminez votre action.
liberte-ask-use = poser les blocs de la carte, ou un jeton de contrôle dans la case Bataille ?
liberte-help-use = Une carte Canon (💣) peut mettre un jeton de contrôle dans la case Bataille au lieu de ses blocs ; ou choisissez où va son premier bloc (un Club : sa région), les autres ensuite. Après la phase d’actions, le joueur qui a un Général (⚔) dans sa vitrine et le plus de jetons dans la case mène l’armée et gagne les PV de la bataille.
liberte-ask-region = choisissez la région du bloc de votre Club
liberte-help-region = Une carte Club est un joker : son unique bloc peut aller dans n’importe quelle province. Choisissez d’abord la région, puis la province.
liberte-ask-block = choisissez la province de votre bloc
liberte-help-block = Une pile compte 1 à 3 blocs d’une couleur et d’un joueur, une province jusqu’à trois piles, et vous contrôlez une pile par province. La plus haute pile remporte la voix de la province aux élections ; des piles égales sont à égalité.
liberte-ask-keep = garder la carte dans votre vitrine, ou la défausser ?
liberte-help-keep = Les cartes de votre vitrine peuvent être avancées pour départager les égalités, un Général (⚔) vous permet de mener l’armée, et la valeur totale de la vitrine départage une égalité pour la victoire ; 4 cartes au plus (5 avec un Sans-culottes, ✊), et elles reviennent dans votre main au tour suivant.
liberte-ask-discard = défausser deux cartes avant d’en prendre une
liberte-help-discard = Avec neuf cartes ou plus en main, vous devez en défausser deux avant de prendre une carte.
liberte-ask-take = prendre une carte visible, ou piocher
liberte-help-take = Prenez une des trois cartes visibles (aussitôt remplacée depuis la pioche) ou piochez à l’aveugle la carte du dessus. Prendre une carte visible de valeur 1 permet d’en prendre une deuxième.
liberte-ask-take2 = prendre une deuxième carte visible de valeur 1 ?
liberte-help-take2 = Après avoir pris une carte visible de valeur 1, vous pouvez prendre une deuxième carte visible de valeur 1, même une qui vient d’être retournée ; aucune défausse n’est exigée, même à neuf cartes.
liberte-ask-refresh-discard = renouvelez votre main : défaussez les cartes dont vous ne voulez pas
liberte-help-refresh-discard = Votre vitrine est revenue dans votre main. Défaussez autant de cartes que vous voulez, puis complétez jusqu’à sept depuis les cartes visibles ou la pioche : l’occasion d’échanger des cartes de la série A contre la série B.
liberte-ask-refresh-take = complétez votre main jusqu’à sept cartes
liberte-help-refresh-take = Prenez des cartes visibles (chacune aussitôt remplacée depuis la pioche) ou piochez jusqu’à en avoir sept.
liberte-ask-sp-region = choisissez la région que frappe votre carte Spéciale
liberte-ask-sp-province = choisissez la province que frappe votre carte Spéciale
liberte-ask-sp-stack = choisissez la pile que retire votre carte Spéciale
liberte-ask-sp-seat = choisissez la vitrine que frappe votre carte Spéciale
liberte-ask-sp-card = choisissez la carte de vitrine que retire votre carte Spéciale
liberte-help-bread = Disette retire d’une province un bloc de la couleur du gouvernement (n’importe quelle couleur au tour 1), qui retourne à la réserve.
liberte-help-emigration = Émigration défausse une Personnalité blanche de n’importe quelle vitrine, la vôtre comprise.
liberte-help-religion = Troubles religieux retire d’une province un bloc bleu ou rouge, qui retourne à la réserve.
liberte-help-guillotine = Guillotine renvoie définitivement dans la boîte une Personnalité de n’importe quelle vitrine, la vôtre comprise.
liberte-help-purge = Épuration (exige votre présence au gouvernement) défausse un Club ou une Personnalité de n’importe quelle vitrine, la vôtre comprise.
liberte-help-terror = Terreur (exige votre présence dans un gouvernement radical) retire une pile entière d’une province où se trouve une pile rouge, et peut aussi renvoyer dans la boîte une carte de vitrine.
liberte-ask-tie = égalité pour { $what } : avancez une carte, ou aucune
liberte-help-tie = Les joueurs à égalité, dans l’ordre du tour, peuvent chacun avancer une carte qui convient de leur vitrine (un Général, ⚔, pour la bataille, sinon une carte de la couleur à égalité). La plus forte valeur l’emporte et la carte est défaussée ; ceux qui restent à égalité peuvent recommencer. N’en avancer aucune garde votre carte.

## Les refus
liberte-game-is-over = La partie est terminée.
liberte-not-your-decision = Ce n’est pas à vous de décider : nous attendons { $who }.
liberte-not-a-choice = Ce n’est pas un choix possible maintenant. { $now } Vos choix : { $choices }.
liberte-not-in-hand = La carte #{ $id } n’est pas dans votre main.
liberte-not-in-display = La carte #{ $id } n’est pas dans votre vitrine : seules les cartes de vitrine peuvent être avancées.
liberte-advance-not-general = { $card } n’est pas un Général : seul un Général peut être avancé pour la bataille.
liberte-advance-wrong-colour = { $card } ne convient pas : la carte avancée doit être de la couleur à égalité.
liberte-already-played = Vous avez déjà joué une carte pendant cette action : jouez ce qui vous est encore permis, ou terminez votre action. Prendre des cartes et passer sont des actions à part entière.
liberte-second-take = La deuxième carte prise doit être un Club ou une Personnalité visible de valeur 1.
liberte-special-played-apart = { $card } est une carte Spéciale : jouez-la par son propre choix.
liberte-two-played = Vous avez déjà joué deux cartes pendant cette action.
liberte-first-placed-none = { $card } n’a posé aucun bloc dans une province : aucune deuxième carte ne peut suivre.
liberte-first-not-one = Une deuxième carte ne peut suivre qu’une carte de valeur 1 ; { $card } vaut { $value }.
liberte-second-must = La deuxième carte doit être un Club de valeur 1 ou une carte de la région { $region } de valeur 1.
liberte-second-no-room = Aucune province de la région { $region } ne peut recevoir maintenant de bloc de la carte { $card }.
liberte-one-special = Une seule carte Spéciale par action : vous avez joué { $card }.
liberte-no-such-special = Vous n’avez pas de carte { $name }.
liberte-special-no-target = { $name } n’a rien à frapper maintenant.
liberte-purge-needs = Épuration exige votre présence au gouvernement : une voix de la couleur au pouvoir.
liberte-terror-needs = Terreur exige votre présence dans un gouvernement radical (rouge).
liberte-no-province = Il n’y a pas de province { $number } : elles sont numérotées de 1 à { $last }.
liberte-wrong-region = { $card } ne pose que dans la région { $region } ; { $where } est ailleurs.
liberte-supply-empty = La réserve de blocs { $colour } est vide.
liberte-stack-other-colour = Vous contrôlez déjà une pile { $colour } { $where } : une pile n’a qu’une couleur et vous ne contrôlez qu’une pile par province.
liberte-stack-full = Votre pile { $where } a déjà trois blocs.
liberte-province-full = { $where } compte déjà trois piles.
liberte-setup-hands = `hands` doit compter { $players } mains, pas { $hands }.
liberte-setup-start = `start_player` est une place de 0 à { $last }.

## Les égalités
liberte-tie-for-battle = la bataille
liberte-tie-for-province = la voix
liberte-tie-for-government = le gouvernement
liberte-tie-for-opposition = l’opposition
liberte-tie-for-gov-first = la première place au gouvernement
liberte-tie-for-gov-second = la deuxième place au gouvernement
liberte-tie-for-opp-first = la première place dans l’opposition
liberte-tie-again = { "" } (série { $round })
liberte-tie-battle = La bataille est à égalité{ $again }. Vous pouvez avancer un Général de votre vitrine ; qui avance le plus fort mène l’armée. Ou n’en avancez aucun et gardez vos cartes.
liberte-tie-province = La voix { $where } est à égalité{ $again }. Vous pouvez avancer une carte { $colour } de votre vitrine ; la plus forte valeur avancée l’emporte. Ou n’en avancez aucune et gardez vos cartes.
liberte-tie-government = Les factions sont à égalité pour le gouvernement{ $again }. Vous pouvez avancer une carte { $colour } de votre vitrine ; la faction de la plus forte valeur avancée gouverne. Ou n’en avancez aucune et gardez vos cartes.
liberte-tie-opposition = Les factions sont à égalité pour l’opposition{ $again }. Vous pouvez avancer une carte { $colour } de votre vitrine ; la faction de la plus forte valeur avancée forme l’opposition. Ou n’en avancez aucune et gardez vos cartes.
liberte-tie-gov-first = Vous êtes à égalité pour la première place au gouvernement{ $again }. Vous pouvez avancer une carte { $colour } de votre vitrine ; la plus forte valeur avancée la prend (5 PV). Ou n’en avancez aucune et gardez vos cartes.
liberte-tie-gov-second = Vous êtes à égalité pour la deuxième place au gouvernement{ $again }. Vous pouvez avancer une carte { $colour } de votre vitrine ; la plus forte valeur avancée la prend (2 PV). Ou n’en avancez aucune et gardez vos cartes.
liberte-tie-opp-first = Vous êtes à égalité pour la première place dans l’opposition{ $again }. Vous pouvez avancer une carte { $colour } de votre vitrine ; la plus forte valeur avancée la prend (3 PV). Ou n’en avancez aucune et gardez vos cartes.
liberte-tie-bid = { $who } a avancé { $card } ({ $value })
liberte-tie-so-far = Jusqu’ici : { $bids }.
liberte-tie-alone = Personne d’autre à égalité ne peut avancer de carte.
liberte-advance = Avancer { $card }
liberte-advance-none = N’avancer aucune carte
liberte-advanced = { $who } avance { $card }
liberte-advanced-none = { $who } n’avance aucune carte

## Le tour, la bataille et les élections
liberte-first-turn = Début du tour 1 : { $who } commence
liberte-new-turn = Début du tour { $turn } (bataille : { $battle }, { $vp } PV). Ordre du tour : { $order }
liberte-actions-end = Une réserve de blocs est épuisée : la phase d’actions du tour { $turn } s’achève
liberte-battle-tie = { $battle } : { $who } sont à égalité avec { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    } et peuvent avancer un Général
liberte-leads-army = { $who } mène l’armée à { $battle } : +{ $vp } PV
liberte-battle-nobody = personne n’a à la fois un Général dans sa vitrine et un jeton de contrôle dans la case Bataille
liberte-battle-tie-stands = l’égalité demeure
liberte-battle-lost = { $battle } : { $why }, donc personne ne mène l’armée. Bataille perdue : elle compte comme une province pour la Contre-révolution royaliste
liberte-tied-stack = { $who } (pile { $colour } de { $height })
liberte-province-tie = Égalité { $where } entre { $sides }
liberte-province-won = { $where } : { $who } gagne { $n } voix { $colour }{ $vp ->
        [0] { "" }
       *[other] { " " }et { $vp } PV
    }
liberte-province-unbroken = { $where } : l’égalité demeure, aucune voix
liberte-party-votes = { $party } { $n }
liberte-elections-tally = Élections provinciales : { $tally }
liberte-faction-tie = { $parties } sont à égalité pour { $stage ->
        [government] le gouvernement
       *[opposition] l’opposition
    } avec { $n } : chacun peut avancer une carte
liberte-forms-government = Les { $faction ->
        [R] Radicaux (rouges)
        [B] Modérés (bleus)
       *[W] Royalistes (blancs)
    } forment le gouvernement
liberte-is-opposition = Les { $faction ->
        [R] Radicaux (rouges)
        [B] Modérés (bleus)
       *[W] Royalistes (blancs)
    } forment l’opposition
liberte-award = { $who } +{ $vp } PV ({ $place ->
        [gov-first] 1re place au gouvernement
        [gov-first-tied] 1re place à égalité au gouvernement
        [gov-second] 2e place au gouvernement
        [gov-second-tied] 2e place à égalité au gouvernement
        [opp-first] 1re place dans l’opposition
       *[opp-first-tied] 1re place à égalité dans l’opposition
    })
liberte-vp-tie = { $who } sont à égalité pour { $what }
liberte-presence = Présence au gouvernement { $faction ->
        [R] radical
        [B] modéré
       *[W] royaliste
    } : { $who } (nécessaire pour jouer { $faction ->
        [R] Épuration et Terreur
       *[other] Épuration
    })
liberte-no-presence = Personne n’a de voix { $colour } : aucune présence au gouvernement
liberte-game-ends = Le quatrième tour est terminé : la partie s’achève

## La fin de la partie
liberte-counter-revolution = Contre-révolution royaliste ! Le blanc contrôle { $provinces } provinces à fleur de lys{ $lost ->
        [0] { "" }
        [one] { " " }plus { $lost } bataille perdue
       *[other] { " " }plus { $lost } batailles perdues
    } (il en faut { $needed }) : la partie s’achève
liberte-landslide = Raz-de-marée électoral radical : { $n } voix rouges ! La partie s’achève
liberte-reason-turns = le plus de points de victoire après quatre tours{ $tie ->
        [broken] { "\u202F" }; égalité départagée par les cartes
        [shared] { "\u202F" }; victoire partagée
       *[none] { "" }
    }
liberte-reason-landslide = Raz-de-marée électoral radical : le plus de points rouges{ $tie ->
        [broken] { "\u202F" }; égalité départagée par les cartes
        [shared] { "\u202F" }; victoire partagée
       *[none] { "" }
    }
liberte-reason-counter = Contre-révolution royaliste : le plus de points blancs{ $tie ->
        [broken] { "\u202F" }; égalité départagée par les cartes
        [shared] { "\u202F" }; victoire partagée
       *[none] { "" }
    }
liberte-points-turns = { $n } PV
liberte-points-landslide = { $n ->
        [one] { $n } point rouge
       *[other] { $n } points rouges
    }
liberte-points-counter = { $n ->
        [one] { $n } point blanc
       *[other] { $n } points blancs
    }
liberte-points-parts = { $who } : { $score } ({ $ending ->
        [landslide] { $votes } { $votes ->
            [one] voix rouge
           *[other] voix rouges
        },{ " " }
       *[other] { "" }
    }{ $board } { $board ->
        [one] bloc
       *[other] blocs
    } sur le plateau, { $cards } sur les cartes en main et en vitrine)
liberte-status-over = Partie terminée : { $who } { $n ->
        [one] gagne
       *[other] se partagent la victoire
    } avec { $score }

## Lignes d'état et chapitres
liberte-status-tie = { $who } : avancer une carte ? Égalité pour { $what }{ $where }
liberte-in = { "" } { $where }
# Devant le nom d’une province : « en Normandie », « dans le Maine » (« dans l’Orléanais », élidé).
liberte-in-province = { $n ->
        [3] dans le { $name }
        [10] dans le { $name }
        [20] dans le { $name }
       *[other] en { $name }
    }
liberte-status-refresh = { $who } renouvelle sa main
liberte-status-act = À { $who } d’agir · manche { $round }{ $last ->
        [yes] { " " }(dernière manche)
       *[no] { "" }
    }
liberte-chapter-over = Partie terminée
liberte-chapter-turn = Tour { $turn }
liberte-chapter-round = manche { $round }
liberte-chapter-order = ordre du tour
liberte-chapter-refresh = renouvellement des mains
liberte-chapter-battle = bataille
liberte-chapter-election = élections provinciales
liberte-chapter-government = nouveau gouvernement

## Les images et la main en texte
liberte-hand-text = Votre main, tour { $turn } ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }) : { $body }
liberte-hand-symbols = Symboles : { $legend }.
liberte-no-cards = aucune carte
liberte-draw-hand-of = Main de { $name }
liberte-draw-hand-facts = { " " }· tour { $turn } · { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } · vitrine { $display } · { $vp } PV
liberte-draw-hand-empty = Aucune carte en main
liberte-draw-set = série { $set }
liberte-draw-special = SPÉCIALE
liberte-draw-club-anywhere = CLUB : partout
liberte-draw-faction-one = { $faction ->
        [R] Radical
        [B] Modéré
       *[W] Royaliste
    }
liberte-draw-value = valeur { $n }
liberte-draw-fleur-de-lis = Fleur de lys
liberte-draw-vp = PV
liberte-draw-stack-legend =
    une pile de 2 blocs
    modérés, le pion de son
    propriétaire à côté
liberte-draw-regions = Régions
liberte-draw-marks-legend =
    ⚜ Fleur de lys
    ★ PV aux tours 3-4
liberte-draw-stack-key =
    la pile de 2
    d’un joueur
liberte-draw-unit-turns = PV
liberte-draw-unit-landslide = pts rouges
liberte-draw-unit-counter = pts blancs
liberte-draw-col-hand = main
liberte-draw-col-votes = voix
liberte-draw-col-shown = vitr.
liberte-draw-election-track = Piste électorale
liberte-draw-election-heading = PISTE ÉLECTORALE
liberte-draw-gov-short = Gouv.
liberte-draw-opp-short = Opp.
liberte-draw-none = aucune
liberte-draw-no-government = { $when ->
        [electing] en élection
        [over] aucun formé
       *[yet] pas encore
    }
liberte-draw-nobody = personne
liberte-draw-in-gov-short = Au gouv. : { $who }
liberte-draw-in-gov = Au gouvernement : { $who }
liberte-draw-battle = { $battle } { $vp } PV
liberte-draw-no-battle = pas de bataille
liberte-draw-counter-short = ⚜ Contre-rév. { $n }/7
liberte-draw-government = Gouvernement :
liberte-draw-opposition = Opposition :
liberte-draw-battle-box = Case Bataille : { $battle }
liberte-draw-box-empty = vide
liberte-draw-counter = { $when ->
        [lost] ⚜ Contre-rév. { $n }/7 · { $lost ->
            [one] { $lost } bataille perdue
           *[other] { $lost } batailles perdues
        }
        [early] ⚜ Contre-révolution { $n }/7 (tours 3-4)
       *[now] ⚜ Contre-révolution { $n }/7
    }
liberte-draw-display-empty = vitrine vide
liberte-draw-winner = VAINQUEUR
liberte-draw-hand-size = main { $n }
liberte-draw-votes-held = voix détenues : { $votes }
liberte-draw-votes-count = { $n } { $colour }
liberte-draw-face-up-heading = CARTES VISIBLES
liberte-draw-piles = pioche { $deck } · défausse { $discards }
liberte-draw-supply = Réserve

# Pourquoi un coup ne peut pas être repris (après « ne peut pas être repris : »).
liberte-reveal-draw = il a pris une carte de la pioche

## Le classement en tête du plateau d’un tour fini (games/liberte/standing.py)
liberte-standing-seat = { $who } { $score }
liberte-standing-government = Gouvernement : { $government }
liberte-standing-both = Gouvernement : { $government } ; opposition : { $opposition }
liberte-standing-counter = Contre-révolution royaliste : { $n } sur les { $needed } nécessaires
