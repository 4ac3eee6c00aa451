# Les textes de l'hôte (bot/host) : ceux de la table (publics, dans la langue de la partie), les
# réponses à une personne (dans la sienne) et les messages privés (dans celle du destinataire).

## Refus communs
host-moved-on = La partie a avancé depuis ce message : utilisez le dernier plateau ou `/play`.
host-no-match = Il n’y a pas de partie dans ce salon. Lancez-en une avec `/game new`.
host-elsewhere = Ce bouton appartient à une partie d’un autre salon : utilisez ceux publiés ici.
host-busy = Autre chose a modifié cette partie au même moment : rien n’a été fait. Réessayez.
host-lobby-closed = Cette salle d’attente est fermée : la partie a commencé ou s’est terminée.
host-not-started = La partie n’a pas encore commencé : l’hôte appuie sur Lancer.
host-match-over = Cette partie est terminée. Lancez-en une nouvelle avec `/game new`.
host-no-seat = { $name } n’a pas de place dans cette partie.
host-that-player = Ce joueur
host-not-playing = Vous ne jouez pas dans cette partie ; vous pouvez la regarder.

## Ce que l'on tape
host-options-long = Les options sont trop longues ({ $n } caractères) : { $most } au plus. Rien n’a été ouvert.
# $fault : les mots mêmes de l'analyseur JSON (en anglais).
host-options-json = Les options ne sont pas du JSON valide : { $fault } au caractère { $at }.
host-options-deep = Les options sont trop imbriquées pour être des options. Rien n’a été ouvert.
host-options-object = Les options doivent être un objet JSON, comme `{"{"}"nom": valeur{"}"}`.

## La salle d'attente
host-unknown-game = Je ne connais pas de jeu appelé « { $typed } ». J’accueille : { $known }.
host-options-refused = Ces options ne conviennent pas : { $why } Rien n’a été ouvert.
host-options-fail = Ces options ne conviennent pas : { $why }
host-channel-busy = Ce salon a déjà une partie de { $game }. Son hôte, ou toute personne qui peut gérer le salon, peut y mettre fin avec `/game abort` ; ou jouez dans un autre salon.
host-channel-busy-any = Ce salon a déjà une partie. Son hôte, ou toute personne qui peut gérer le salon, peut y mettre fin avec `/game abort` ; ou jouez dans un autre salon.
host-lobby-head = **{ $game }** · salle d’attente · { $players } joueurs
host-lobby-options = options `{ $options }`
host-lobby-length = Une partie dure { $length }.
host-lobby-rules = Vous découvrez { $game } ? `/rules` l’explique, en privé.
host-lobby-seats = Places : { $seats }
host-lobby-no-seats = Places : aucune
host-lobby-language = Langue de la table : { $language }.
host-lobby-switch = { $mark } **{ $label }** : { $help }
host-lobby-setting = ▸ **{ $label }** : { $value }
host-the-host = L’hôte
host-lobby-how = Appuyez sur **Rejoindre** pour prendre une place. { $host } appuie sur **Lancer** (ou `/game start`) dès que { $least } joueurs ou plus sont assis, et peut d’abord régler le rythme, activer ou non les options, ou remplir une place vide avec **Ajouter un bot** (il joue aussitôt) ou **Ajouter un bot fort** (il réfléchit jusqu’à une seconde et demie par coup).
host-language-label = Langue
# A language as a sentence names it (the menus show each in its own words).
host-language-name-en = anglais
host-language-name-fr = français
host-language-now = Langue de la table désormais : { $language }.
host-pace-is = Rythme : { $pace }.
host-pace-live = en direct (10 minutes par décision)
host-pace-daily = quotidien (environ 24 heures par décision)
host-pace-relaxed = tranquille (environ 72 heures par décision)
host-pace-none = sans horloge (rappels et votes à la main seulement)
host-no-option = { $game } n’a pas d’option appelée « { $typed } ».
host-switch-now = { $label } : { $state ->
        [on] activé
       *[off] désactivé
    }.
host-not-a-value = Ce n’est pas l’un des choix pour { $label }.
host-setting-now = { $label } : { $value }.
host-only-host-options = Seul l’hôte de la salle d’attente peut changer ses options.
host-seated-in-lobby = Vous avez déjà une place dans cette salle d’attente.
host-table-full = La table est complète : { $game } se joue à { $most } au plus.
host-joined = { $name } a rejoint la table.
host-you-host = Vous accueillez cette salle d’attente : fermez-la plutôt avec `/game abort`.
host-no-seat-in-lobby = Vous n’avez pas de place dans cette salle d’attente.
host-only-host-starts = Seul l’hôte, { $host }, peut lancer la partie.
host-needs-players = { $game } se joue à { $players } joueurs et { $n ->
        [one] { $n } place est occupée
       *[other] { $n } places sont occupées
    } : attendez que d’autres rejoignent la table.
host-started = La partie de **{ $game }** commence : { $names }.
host-in-thread = Elle se joue dans son propre fil : { $room }.
host-again-not-yet = **Rejouer** s’ouvre une fois la partie terminée.
host-again-busy = { $where } a déjà une partie : rejouez quand elle sera finie.
host-again-bots = Le remplaçant a joué { $count ->
        [one] { $count } place
       *[other] { $count } places
    } la dernière fois : **Ajouter un bot** le rassoit.
host-again-opened = Une nouvelle salle d’attente est ouverte dans { $where }, avec une place pour vous.
host-again-started = La partie suivante a déjà commencé.
host-again-seated = Vous avez une place dans la nouvelle salle d’attente de { $where }.
host-only-host-bots = Seul l’hôte de la salle d’attente peut ajouter le remplaçant.
host-bot-levels = Un bot joue vite ou fort.
# Le nom d'une place que le remplaçant occupe depuis la salle d'attente.
host-stand-in-name = Remplaçant
host-strong-stand-in-name = Remplaçant fort
host-stand-in-sits = Le remplaçant prend une place.
host-strong-sits = Le remplaçant fort s’assoit.
host-only-host-pace = Seul l’hôte de la salle d’attente peut régler son rythme.
host-abort-question = Mettre fin à cette partie de { $game } pour tout le monde ? C’est sans retour.
host-aborted = { $name } a mis fin à la partie de { $game }.
host-over-already = Cette partie est déjà terminée.
host-only-host-ends = Seuls l’hôte de la partie ou une personne qui peut gérer le salon peuvent y mettre fin.
host-only-host-removes = Seul l’hôte de la salle d’attente peut en retirer quelqu’un.
host-they-have-no-seat = Cette personne n’a pas de place dans cette salle d’attente.
host-removed = L’hôte a retiré { $name } de la table.
host-kicked = { $name } n’a plus de place.
host-kick-whom = Nommez le joueur à retirer, ou le numéro de sa place dans la salle d’attente (celle du remplaçant aussi).
host-no-such-lobby-seat = Il n’y a pas de place { $seat } : la salle d’attente en compte { $seats }.

## Jouer
host-keep-passing = Passer, et continuer à passer jusqu’à la fin de ce tour
host-ambiguous = « { $typed } » peut désigner plusieurs coups : { $options }. Choisissez-en un dans la liste.
host-not-a-choice = « { $typed } » ne fait pas partie de vos choix. Rien n’a été joué.
host-name-thinking = { $name } (réfléchit…)
host-nothing-waiting = Aucune décision n’est attendue.
host-not-your-move = Ce n’est pas à vous : on attend { $waiting }.
host-done = ✅ C’est fait : { $move }.
host-done-already = ✅ Déjà fait : ce coup n’a compté qu’une fois.
host-done-already-typed = ✅ Déjà fait : { $move } a compté avec votre commande précédente. Pour refaire le même coup, renvoyez-la.
host-decided-already = ✅ Déjà décidé : { $news }.
host-illegal = { $why } Rien n’a été joué.
host-has-played = { $name } a joué.

## La table
host-thinking = réfléchit…
host-groups-sep = { "\u202F; " }
host-waiting-group = { $who } ({ $ask })
host-waiting = On attend { $groups }.
host-waiting-until = On attend { $groups }, jusqu’au { $due }.
host-part-over = **{ $title }** · { $part } · fin
host-game-over = **{ $title }** · { $part } · partie terminée
host-moves-in-file = Tous ses coups ({ $count }) sont dans le fichier { $file } ci-dessous.
host-words-in-file = La table en mots est dans le fichier ci-dessous.
host-since-your-move = Depuis votre dernier coup : { $news }
host-since-the-start = Jusqu’ici : { $news }
host-hand-in = **{ $title }** dans { $where }
host-final =
    🏆 { $winners } { $count ->
        [one] remporte
       *[other] remportent
    } { $game } ({ $reason }).
    Scores finaux : { $scores }
host-replayed = Toute la partie, rejouée :
host-alt-lately = Derniers coups :
host-alt-replay = Une animation de toute la partie, une image par coup, jusqu’à la table finale.
host-restarted = (Publié après le redémarrage du bot.)
host-dms-closed = { $who }, je ne peux pas vous envoyer votre main en message privé : vos messages privés sont fermés. Utilisez `/hand` ici pour la voir en privé.

## Les places qui changent de main
host-seated-already = { $name } a déjà une place dans cette partie.
host-takes-seat = { $new } prend la place de { $old }.
host-resigned-already = Vous avez déjà abandonné : le remplaçant joue votre place.
host-resigned = { $name } abandonne : le remplaçant joue sa place jusqu’à la fin.
host-you-resigned = Vous avez abandonné cette partie : le remplaçant joue votre place.
host-seat-yours = Votre place est à vous : personne ne la joue à votre place.
host-is-back = { $name } est de retour et rejoue.
host-only-host-replaces = Seul l’hôte de la partie peut donner une place à quelqu’un d’autre ; tout joueur peut demander à la table avec `/game vote`.
host-autoplay-off = Jeu automatique désactivé : vous prenez vous-même chaque décision.
host-autoplay-on = Jeu automatique activé : quand vous n’avez qu’un seul choix possible, il est fait pour vous.

## Les questions à la table
host-ask-absent = { $name } n’a pas répondu à temps. Que faire, { $voters } ? Le remplaçant peut jouer la place jusqu’au retour de { $name }, ou la partie peut s’arrêter sur le classement actuel. À la majorité de ceux qui répondent, d’ici le { $due }.
host-ask-replace = Donner la place de { $name } à { $new } ? { $voters }. À la majorité de ceux qui répondent, d’ici le { $due }.
host-answer-standin = Le remplaçant joue pour l’instant
host-answer-end = Arrêter la partie
host-answer-wait = Attendre encore
host-answer-yes = Oui, donner la place
host-answer-no = Non
host-asked = La question est posée à la table.
host-not-waiting-for-them = La table n’attend pas ce joueur.
host-ask-about-yourself = C’est vous : `/game away` met votre horloge en pause, `/game resign` laisse votre place au remplaçant.
host-question-open = Cette question est déjà ouverte : répondez-y plus haut.
host-not-an-answer = Ce n’est pas une réponse à cette question.
host-question-for-others = Cette question s’adresse aux autres joueurs.
host-question-closed = Cette question est close : sa réponse a été donnée. Une question plus récente, s’il y en a une, a ses propres boutons.
host-question-moot = Cette question ne se pose plus : elle est close.
host-your-answer = Votre réponse : { $answer }.
host-nothing-decided = rien de décidé
host-decided = Décision : { $answer } ({ $count ->
        [one] { $count } réponse
       *[other] { $count } réponses
    }).
host-closed-moot = Close sans décision : { $why }
host-stand-in-plays = Le remplaçant joue pour { $name } jusqu’à son retour : **Je suis de retour** ci-dessous, ou `/game back`.
host-stand-in-has-it = le remplaçant joue déjà la place de { $name }.
host-has-a-seat = { $name } a déjà une place dans cette partie.
host-table-ended = La table a mis fin à la partie de { $game }. Classement à l’arrêt : { $scores }. En tête : { $leaders }.

## L'horloge
host-your-move = à vous de jouer
host-reminder = ⏳ **{ $game }** dans { $where } vous attend : { $ask }. Vous avez jusqu’au { $due }.
host-nearly-up = { $who } ⏰ le temps est presque écoulé ({ $due }) : { $ask }
host-nobody-awaited = Personne d’autre n’est attendu pour l’instant.
host-nudged-already = Quelqu’un a déjà relancé ; la prochaine relance pourra partir le { $ready }.
host-nudge = 👋 { $who } vous relance : **{ $game }** dans { $where } vous attend ({ $ask }).
host-reminded = Relance envoyée en message privé à { $names }.
host-away-days = Une absence dure de 1 à { $most } jours.
host-away = { $name } s’absente jusqu’au { $back } : son horloge est en pause d’ici là.
host-paused = Votre horloge est en pause jusqu’au { $back }.

## Reprendre un coup
host-reveal-chance = le hasard a décidé quelque chose (un dé lancé, ou des cartes mélangées)
host-reveal-to-you = il vous a montré quelque chose de caché
host-reveal-to = il a montré à { $whom } quelque chose de caché
host-reveal-answers = c’était la dernière de réponses données en même temps (un vote), qui ont alors été révélées
host-reveal-after = { $name } a joué après lui, et ce coup a révélé quelque chose de caché
host-nothing-to-take-back = Vous n’avez aucun coup à reprendre dans cette partie.
host-acted-since = { $name } a agi depuis votre dernier coup, qui reste donc joué : on ne peut reprendre un coup que tant que personne d’autre n’a joué.
host-not-your-move-to-take = Le dernier coup était celui de { $name } : seul son auteur peut le reprendre.
host-revealed = Votre dernier coup ne peut pas être repris : { $reason }. Il reste joué.
host-took-back-nothing = { $who } a repris son dernier coup
host-took-back = { $who } a repris : { $news }
host-taken-back = ↩️ Coup repris : { $move }.

## Revoir la partie : /game log, board, export, mine, rattrapage
host-nothing-yet = Aucune partie ne s’est encore jouée ici : demandez dans le fil (ou le salon) d’une partie, ou lancez-en une avec `/game new`.
host-no-replay = Les coups de cette partie ne se rejouent plus avec cette version du bot (ses règles ont changé depuis) : je ne peux pas la reconstruire.
host-no-match-numbered = Ce serveur n’a pas de partie portant ce numéro : voyez `/game history`.
host-no-moves-yet = La partie de ce salon n’a pas encore commencé : il n’y a aucun coup à montrer.
host-closed-unstarted = La dernière partie de ce salon a été fermée avant de commencer : aucun coup.
host-chart-title = { $game } · les scores
host-chart-x = coups joués
host-chart-y = score
# L’extrémité droite de l’axe du temps d’un graphique : la fin de la partie.
host-chart-end = fin
host-game-in = **{ $game }** dans { $where }
host-mine-line = { $where } : { $ask }
host-mine-head = Ces parties vous attendent :
host-mine-none = Aucune partie de ce serveur ne vous attend.
host-mine-others = Elles attendent quelqu’un d’autre : { $matches }
host-log-empty = **{ $game }** : aucun coup pour l’instant.
host-log-head = **{ $game }** · les derniers coups, du plus ancien au plus récent ({ $count ->
        [one] { $count } joué
       *[other] { $count } joués
    }) :
host-catch-up-not-playing = Vous ne jouez pas dans cette partie : `/game log` montre ses coups.
host-catch-up-head = **{ $game }** · depuis votre dernier coup{ $quiet ->
        [True]  : rien ne s’est passé.
       *[False] { "" }
    }
host-catch-up-part = **{ $part }** : { $news }
host-log-whole = **{ $game }** : tout le journal, { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }, tout ce qui est public.
host-no-such-move = Il n’y a pas de coup { $move } dans cette partie : choisissez de 0 (le début) à { $total } ({ $total ->
        [one] { $total } coup
       *[other] { $total } coups
    } jusqu’ici).
host-at-start = au début
host-after-move = après le coup { $n } sur { $total }
host-board-head = **{ $game }** { $when } · { $chapter }
host-board-now = **{ $game }** maintenant · { $chapter }
host-details = détails
host-export-running = L’export contient la graine de la partie, et avec elle chaque main et l’ordre de la pioche : il n’est donné qu’une fois la partie finie (son hôte peut l’arrêter plus tôt avec `/game abort`).
host-exported = **{ $game }**, { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }. Rejouez-la avec `python -m tools.replay { $file }` (`--step N --out board.png` dessine la table après le coup N).

## Les palmarès : /stats, /leaderboard (depuis toujours ou une saison), /game history, /season
host-stats-none = **{ $game }** : aucune partie terminée pour l’instant.
host-stats-line = **{ $game }** : { $played ->
        [one] { $played } partie jouée
       *[other] { $played } parties jouées
    }, { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    } · cote { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
host-trend = { " " }({ $arrow } { NUMBER($moved, minimumFractionDigits: 1, maximumFractionDigits: 1) } à la dernière partie)
host-stats-nothing = { $name } n’a encore terminé aucune partie sur ce serveur.
host-stats-head = **{ $name }** sur ce serveur
host-rating-title = { $game } · la cote de { $name }
host-rating-x = parties jouées
host-rating-y = cote
host-leaders-none = Aucune partie de { $game } n’est encore terminée sur ce serveur.
host-leaders-head = 🏅 **{ $game }** sur ce serveur, par cote
host-leaders-line = { $rank }. { $who } · { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } · { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }, { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    }
host-history-pages = Il n’y a que { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    } de parties terminées.
host-history-none = Aucune partie n’est encore terminée sur ce serveur.
host-history-head = **Parties terminées** · page { $page } sur { $pages }
host-history-line = • **{ $game }** · { $date } · { $players } · { $winners } { $how ->
        [won] { $count ->
            [one] a gagné
           *[other] ont gagné
        }
       *[ahead] { $count ->
            [one] était en tête quand la table l’a arrêtée
           *[other] étaient en tête quand la table l’a arrêtée
        }
    } · { $where } · `/game export match:{ $match }`
host-history-more = -# Suite : `/game history page:{ $next }`
host-season-month = ce mois-ci
host-season-last-month = le mois dernier
host-season-named = pendant la saison « { $name } »
host-season-head = 🏅 **{ $game }** sur ce serveur { $season }, par cote · les parties terminées du { $starts } au { $ends }, cotées à part
host-season-none = Aucune partie de { $game } ne s’est terminée sur ce serveur { $season } (du { $starts } au { $ends }) : pas encore de classement à montrer. Sans `season`, `/leaderboard` montre le classement depuis toujours.
host-season-unset = Ce serveur n’a pas de saison. Une personne ayant la permission **Gérer le serveur** peut en fixer une avec `/season set` ; les mois, eux, n’ont besoin de personne : essayez `season:Ce mois-ci`.
host-season-admins = Seule une personne ayant la permission **Gérer le serveur** peut fixer ou clore la saison de ce serveur.
host-season-no-name = Une saison a besoin d’un nom.
host-season-bad-date = Je ne sais pas lire « { $typed } » comme une date : écrivez-la année-mois-jour, par exemple 2026-12-31.
host-season-backwards = Cette saison finirait avant de commencer : son dernier jour doit être son premier jour ou un jour suivant.
host-season-set = 🏁 La saison de ce serveur est désormais **{ $name }** : les parties terminées du { $starts } au { $ends }. `/leaderboard` montre son classement avec `season:La saison du serveur`.
host-season-replaces = Elle remplace « { $name } », dont les dates sont oubliées (ses parties comptent toujours partout ailleurs).
host-season-not-under-way = Aucune saison n’est en cours sur ce serveur : il n’y en a pas à clore. `/season set` en commence une.
host-season-ended = 🏁 La saison **{ $name }** est terminée : son classement compte les parties terminées du { $starts } au { $ends }. `/leaderboard` le montre avec `season:La saison du serveur` jusqu’à ce qu’une autre saison soit fixée.
host-reaction = **{ $game }** dans { $where } — une question pour vous : { $ask } Répondez avec **À vous de jouer** sur le plateau avant le { $due } ; passé ce délai, elle a lieu.
host-replay-no-game = ce bot n’a pas de jeu nommé { $game }
host-replay-other-result = les coups mènent à un autre résultat que celui enregistré
host-replay-other-state = les coups mènent à un autre état que celui enregistré

host-hint =
    💡 Le niveau fort jouerait **{ $move }**. { $why }
    -# Les conseils demandés figurent au bilan de la partie.
host-hint-why = Essayé sur { $deals } donnes de ce que vous ne voyez pas, et joué un peu plus loin, ce choix vous a laissé { $side ->
        [ahead] en moyenne { NUMBER($points, maximumFractionDigits: 1) } { $points ->
            [one] point
           *[other] points
        } devant
        [level] en moyenne à égalité avec
       *[behind] en moyenne { NUMBER($points, maximumFractionDigits: 1) } { $points ->
            [one] point
           *[other] points
        } derrière
    } votre meilleur rival, et en tête dans { $ahead } % des cas.
host-hint-versus = Le suivant, **{ $move }**, vous a laissé { $side ->
        [ahead] { NUMBER($points, maximumFractionDigits: 1) } devant
        [level] à égalité
       *[behind] { NUMBER($points, maximumFractionDigits: 1) } derrière
    } (en tête dans { $ahead } %).
host-hint-plain =
    💡 Le niveau fort jouerait **{ $move }**.
    -# Les conseils demandés figurent au bilan de la partie.
host-hint-only = Vous n’avez qu’un choix ici : **{ $move }**.
host-hint-tournament = Pas de conseils dans les parties d’un tournoi : chaque table joue seule.
host-history-hinted = { $name } (💡 { $count })
