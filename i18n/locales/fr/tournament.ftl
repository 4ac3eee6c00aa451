# Tournaments (bot/host/tournaments.py): the sign-up, the rounds, the standings. The answers to
# one person are in theirs; the sign-up, standings and threads in the tournament's language.

## Refusals
tournament-bad-format = Un tournoi se joue en système suisse, en toutes rondes ou à élimination.
tournament-bad-size = { $game } se joue à { $players } joueurs par table : choisissez un nombre de joueurs par table dans cet intervalle.
tournament-no-rounds = Un tournoi à élimination se poursuit jusqu’à sa finale : n’indiquez pas de nombre de rondes.
tournament-needs-rounds = Un tournoi en système suisse a besoin de son nombre de rondes : ajoutez `rounds`.
tournament-rounds-range = Un tournoi se joue en 1 à { $most } rondes.
tournament-bad-pace = Le rythme est l’un de ceux-ci : { $paces }.
tournament-starts-past = Cette heure de début est déjà passée : choisissez-en une à venir.
tournament-no-such = Ce tournoi n’existe pas.
tournament-signup-over = Les inscriptions à ce tournoi sont closes.
tournament-in-already = Votre nom figure déjà sur la liste.
tournament-not-signed = Votre nom ne figure pas sur la liste de ce tournoi.
tournament-withdraw-instead = Le tournoi a commencé : pour ne plus jouer de ronde, retirez-vous avec `/tournament withdraw`.
# $timed_out: matches whose clock ran out on them; $finished: matches they played to the end.
tournament-barred = Vous avez laissé le temps s’écouler dans { $timed_out ->
        [one] une partie
       *[other] { $timed_out } parties
    } et terminé { $finished ->
        [one] { $finished } partie
       *[other] { $finished } parties
    }. On rejoint un tournoi une fois qu’on a terminé plus de parties qu’on n’en a laissé s’écouler : terminez { $needed ->
        [one] encore une partie
       *[other] encore { $needed } parties
    }, de n’importe quel jeu, et vous pourrez vous inscrire.
tournament-only-organiser = Le lancement revient à { $organiser }, qui organise ce tournoi.
tournament-started-already = Le tournoi a déjà commencé.
tournament-too-few = { $count ->
        [one] Une seule inscription
       *[other] { $count } inscriptions
    } pour l’instant : il en faut { $least } pour commencer.
tournament-leave-instead = Le tournoi n’a pas encore commencé : appuyez sur **Quitter** pour retirer votre nom de la liste.
tournament-over = Ce tournoi est terminé.
tournament-withdrawn-already = Votre retrait de ce tournoi est déjà noté.

## Answers
tournament-started = Le tournoi a commencé : les parties de la première ronde s'ouvrent chacune dans son fil, et le classement suit ici.
tournament-you-withdrew = C’est noté : vous ne jouez plus aucune ronde après la ronde { $round }. Si votre partie de cette ronde continue, menez-la à son terme ou abandonnez-la.

## The sign-up message
tournament-title = Tournoi de { $game } nº { $number }
tournament-named = **{ $title }**
tournament-format-swiss = système suisse
tournament-format-round-robin = toutes rondes
tournament-format-elimination = élimination
tournament-rounds = { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
    }
tournament-rounds-all = jusqu’à ce que tous se soient rencontrés
tournament-until-final = jusqu’à la finale
tournament-tables-of = tables de { $size }
tournament-starts-at = Il commence { $at }, ou plus tôt si { $organiser } appuie sur **Lancer**.
tournament-starts-by-hand = Il commence quand { $organiser }, qui l’organise, appuie sur **Lancer**.
tournament-entrants = Inscriptions ({ $count }) : { $names }
tournament-no-entrants = Aucune inscription pour l’instant.
tournament-how = Appuyez sur **Rejoindre** pour vous inscrire, sur **Quitter** pour retirer votre nom. Chaque partie s’ouvre dans son propre fil, où ses joueurs sont mentionnés ; la ronde suivante s’ouvre d’elle-même quand toutes les parties d’une ronde sont finies.
tournament-joined = { $name } figure désormais sur la liste.
tournament-signup-closed = **{ $title }** : inscriptions closes, { $count } joueurs y prennent part. Le classement suit.
tournament-cancelled = **{ $title }** est annulé : { $count ->
        [one] une seule inscription
       *[other] { $count } inscriptions
    }, et il en fallait { $least }.

## The standings
tournament-final-standings = Classement final
tournament-round-of = Ronde { $round } sur { $rounds }
tournament-round = Ronde { $round }
tournament-heading-rank = Rang
tournament-heading-player = Joueur
tournament-heading-points = Points
tournament-heading-tie-break = Départage
tournament-heading-played = Jouées
tournament-note-withdrawn = retrait
tournament-note-byes = { $count ->
        [one] une exemption
       *[other] { $count } exemptions
    }
# The picture's description, a line per player.
tournament-alt-line = { $rank }. { $name } : { $points } points, départage { $tie_break }, { $played } jouées
tournament-byes-swiss = Exemption cette ronde, qui vaut 1 point : { $names }
tournament-byes-round-robin = Au repos cette ronde : { $names }
tournament-byes-elimination = Passent à la ronde suivante sans jouer : { $names }
tournament-table-line = Table { $table } : { $players } · { $state ->
        [over] terminée
        [playing] se joue dans { $where }
       *[waiting] s’ouvre bientôt
    }

## In a table's thread, and at the end
tournament-table-opens = **{ $title }** · ronde { $round }, table { $table } : { $players }. Votre partie se joue ici ; bonne chance !
tournament-won = 🏆 **{ $title }** est terminé : { $winners } { $count ->
        [one] le remporte
       *[other] se partagent la victoire
    }. Merci à tous d’avoir joué !

## Retrouver un tournoi
tournament-none-yours = Vous ne jouez dans aucun tournoi de ce serveur en ce moment.
tournament-none-here = Aucun tournoi n'a encore commencé sur ce serveur.
tournament-bad-start = Écrivez l'heure de début comme une date et une heure en UTC, par exemple `2026-12-05 20:00`.

## Les commandes (leur description dans Discord)
bot-cmd-tournament = Tournois : s'inscrire, jouer les rondes, voir le classement
bot-cmd-tournament-new = Ouvrir les inscriptions d'un tournoi dans ce salon
bot-opt-tournament-new-game = Le jeu du tournoi
bot-opt-tournament-new-format = Système suisse, toutes rondes ou élimination
bot-opt-tournament-new-rounds = Nombre de rondes (suisse : obligatoire ; toutes rondes : par défaut, tous se rencontrent)
bot-opt-tournament-new-players = Joueurs par table (4 par défaut, dans les limites du jeu)
bot-opt-tournament-new-pace = Le temps de chaque joueur pour une décision dans ses parties
bot-opt-tournament-new-start = Quand les inscriptions se ferment d'elles-mêmes, en UTC (ex. 2026-12-05 20:00)
bot-opt-tournament-new-options = Avancé : options du jeu en JSON, comme pour /game new
bot-cmd-tournament-withdraw = Ne plus jouer de ronde de votre tournoi après celle-ci
bot-cmd-tournament-standings = Le classement du dernier tournoi de ce serveur, pour vous seul
