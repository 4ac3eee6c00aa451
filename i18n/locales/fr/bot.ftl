# Les textes propres à l’adaptateur Discord (bot/) : ses boutons, ses réponses privées et ses
# refus, les descriptions des commandes (`bot-cmd-` une commande, `bot-opt-` une option,
# `bot-choice-` un choix fixe), `/help` et `/rules`.

## Les commandes
bot-cmd-game = Organiser une partie dans ce salon
bot-cmd-game-new = Ouvrir la salle d’attente d’une nouvelle partie dans ce salon
bot-opt-game-new-game = À quel jeu jouer
bot-opt-game-new-options = Avancé : les options du jeu en JSON, par exemple {"{"}"supply_coins": 0{"}"}
bot-cmd-game-join = Prendre une place dans la salle d’attente de ce salon
bot-cmd-game-leave = Quitter la salle d’attente de ce salon
bot-cmd-game-start = Lancer la partie (son hôte seulement)
bot-cmd-game-status = Afficher de nouveau la table actuelle
bot-cmd-game-hint = Ce que le niveau fort jouerait à votre place, et pourquoi (noté au bilan de la partie)
bot-cmd-game-abort = Mettre fin à la partie de ce salon (son hôte ou « Gérer le salon »)
bot-cmd-game-kick = Retirer quelqu’un de la salle d’attente de ce salon
bot-opt-game-kick-player = Qui retirer (l’hôte de la partie seulement)
bot-opt-game-kick-seat = Ou le numéro d’une place dans la salle d’attente (celle du remplaçant aussi)
bot-cmd-game-mine = Toutes les parties de ce serveur qui vous attendent
bot-cmd-game-history = Les parties terminées de ce serveur
bot-opt-game-history-game = Seulement celles de ce jeu
bot-opt-game-history-page = Quelle page (1 : la plus récente)
bot-cmd-game-log = Les derniers coups de la partie de ce salon
bot-opt-game-log-count = Combien de coups afficher, le plus récent en dernier (1 à 50 ; 10 par défaut)
bot-opt-game-log-whole = Tout le journal dans un fichier texte, un titre par partie du jeu
bot-cmd-game-catchup = Ce qui s’est passé depuis votre dernier coup, en privé
bot-cmd-game-board = Voir la table maintenant, ou telle qu’elle était après un coup, en privé
bot-opt-game-board-move = Après quel coup (0 : le début) ; la table actuelle par défaut
bot-opt-game-board-detail = L’image des détails : présentoirs, fiches, pistes complètes
bot-opt-game-board-words = La table en mots, pour un lecteur d’écran, au lieu de son image
bot-cmd-game-export = Obtenir la partie terminée dans un fichier qui la rejoue à l’identique
bot-opt-game-export-match = Une partie de ce serveur, par son numéro dans /game history
bot-cmd-game-nudge = Relancer la personne que la partie attend
bot-cmd-game-away = Suspendre votre horloge dans cette partie pour quelque temps
bot-opt-game-away-days = Pour combien de jours (1 à 14)
bot-cmd-game-vote = Demander à la table que faire d’un joueur qu’elle attend
bot-opt-game-vote-player = Le joueur que la table attend
bot-cmd-game-replace = Donner la place d’un joueur à quelqu’un d’autre
bot-opt-game-replace-player = La place de qui
bot-opt-game-replace-newcomer = Qui la prend (l’hôte décide ; sinon la table vote)
bot-cmd-game-resign = Abandonner la partie : le remplaçant joue à votre place
bot-cmd-game-back = Reprendre votre place au remplaçant
bot-cmd-game-autoplay = Jouer d’office un coup qui n’a qu’un seul choix possible
bot-opt-game-autoplay-setting = Activé ou désactivé
bot-choice-on = activé
bot-choice-off = désactivé
bot-cmd-game-undo = Reprendre votre dernière étape, si personne n’a joué depuis et que rien de caché n’a été vu
bot-cmd-play = Jouer votre coup dans la partie de ce salon
bot-opt-play-choice = Votre coup : commencez à taper pour voir les coups possibles
bot-cmd-hand = Voir votre main en privé
bot-cmd-stats = Le bilan et le classement d’un joueur, en privé
bot-opt-stats-player = De qui (vous par défaut)
bot-opt-stats-game = Seulement ce jeu
bot-cmd-leaderboard = Les meilleurs joueurs de ce serveur à un jeu
bot-opt-leaderboard-game = Quel jeu
bot-opt-leaderboard-season = Quelles parties : depuis toujours (par défaut), ce mois-ci, le mois dernier, la saison du serveur
bot-choice-season-all = Depuis toujours
bot-choice-season-month = Ce mois-ci
bot-choice-season-last-month = Le mois dernier
bot-choice-season-season = La saison du serveur
bot-cmd-season = La saison de ce serveur, pour le classement (« Gérer le serveur »)
bot-cmd-season-set = Fixer la saison de ce serveur : son nom et ses dates (elle remplace la précédente)
bot-opt-season-set-name = Son nom, par exemple Hiver 2026
bot-opt-season-set-start = Son premier jour, sous la forme 2026-12-01 (UTC)
bot-opt-season-set-end = Son dernier jour, sous la forme 2027-02-28 (UTC)
bot-cmd-season-end = Clore maintenant la saison de ce serveur
bot-cmd-rules = Les règles d’un jeu en bref, en privé
bot-opt-rules-game = Quel jeu
bot-opt-rules-topic = Quel sujet lire (par défaut : le résumé)
bot-cmd-help = Les commandes du bot et le déroulement d’une partie
bot-cmd-language = La langue dans laquelle je vous réponds, en privé
bot-opt-language-language = Anglais, français, ou la langue de votre Discord
bot-choice-discord = La langue de mon Discord

## /language
bot-language-chosen = Désormais, je vous réponds en français, où que vous jouiez.
bot-language-discord = Désormais, je vous réponds dans la langue de votre Discord (en ce moment : { $language }).
bot-language-note = La table d’une partie reste dans la langue de la partie, choisie dans sa salle d’attente.

## Les refus de l’adaptateur lui-même
bot-not-in-dms = Mes commandes fonctionnent dans le salon textuel d’un serveur, là où sont les parties, pas en message privé.
bot-unknown-command = Je ne connais pas cette commande : Discord affiche peut-être une ancienne liste. Essayez `/game new`, `/play` ou `/hand`, ou attendez une minute que la liste se mette à jour.
bot-outdated-command = Cette commande ne correspond pas à la mienne (une option manque, est inconnue ou n’a pas le bon type) : Discord affiche peut-être une ancienne version. Attendez une minute et réessayez.
bot-oops = Désolé, quelque chose s’est mal passé de mon côté. Réessayez, ou tapez `/game status` pour voir la table.
bot-pick-one-choice = Choisissez une seule option dans le menu.
bot-pick-one-value = Choisissez une seule valeur dans le menu.
bot-no-such-page = Ce menu n’a pas cette page : appuyez de nouveau sur **À vous de jouer**.
bot-amount-moved-on = Cette décision est passée : appuyez sur **À vous de jouer** sur la dernière table.
bot-not-a-number = « { $typed } » n’est pas un nombre entier : rien n’a été joué.
bot-is-a-bot = { $name } est un bot : une place revient à une personne (ou au remplaçant).
bot-not-a-member = { $name } n’est pas membre de ce serveur.
bot-no-game = Il n’y a pas de jeu nommé « { $game } ».
bot-no-topic = { $game } n’a pas de sujet « { $topic } ». Sujets : { $topics }.

## Boutons et menus
bot-your-move = À vous de jouer
bot-details = Détails
bot-choose = Choisir…
bot-more-choices = Plus de choix (page { $page } sur { $pages })…
bot-back = Retour
bot-take-back = Reprendre
bot-other-amount = Autre nombre…
bot-amount-title = Choisir un nombre
bot-amount-range = Un nombre entier de { $low } à { $high }
bot-join = Rejoindre
bot-leave = Partir
bot-start = Lancer
bot-add-bot = Ajouter un bot
bot-add-strong-bot = Ajouter un bot fort
bot-pace = Rythme
bot-switch = { $option } : { $on ->
        [yes] oui
       *[no] non
    }
bot-setting = { $option } : { $value }
bot-im-back = Je suis de retour
bot-play-again = Rejouer
bot-end-match = Mettre fin à la partie
bot-keep-playing = Continuer à jouer

## Réponses privées
bot-done = ✅ C’est fait.
bot-done-plain = C’est fait.
bot-no-help = Pas d’aide pour cette décision.
bot-nothing-changed = Rien n’a changé : la partie continue.
bot-match-ended = La partie est terminée.
bot-welcome-back = Bon retour : votre place est de nouveau à vous.
bot-lobby-seated = Vous avez une place dans la salle d’attente.
bot-lobby-left = Vous avez quitté la salle d’attente.
bot-match-started = La partie a commencé.
bot-seat-replaced = C’est fait : la place a un nouveau joueur.
bot-resigned = Vous avez abandonné : le remplaçant joue votre place jusqu’à la fin.

## Livraison : ce qu’apprend le joueur qui a joué pendant que la table attend, et le salon
bot-delayed = Je n’ai pas encore pu afficher la table (Discord ne l’a pas acceptée) ; je continue d’essayer.
bot-db-wait = C’est enregistré ; j’afficherai la table dès que ma base de données répondra de nouveau.
bot-stopping = C’est enregistré ; je m’arrête, et j’afficherai la table à mon prochain démarrage.
bot-channel-gone = Ce salon n’existe plus : sa partie est donc terminée.
bot-no-threads = Je ne peux pas ouvrir de fil pour cette partie ici : il me faut les permissions **Créer des fils publics** et **Envoyer des messages dans les fils**. Elle se joue donc dans ce salon.
bot-missing-permissions = Je ne peux pas afficher la table de cette partie ici : il me faut { $count ->
        [one] la permission
       *[other] les permissions
    } { $names } dans ce salon. Un administrateur du serveur peut { $count ->
        [one] l’accorder
       *[other] les accorder
    } dans les paramètres du salon (Permissions). Chaque coup est enregistré ; la table apparaîtra dès que je pourrai l’afficher.
# Les noms que Discord donne aux permissions, tels que ses paramètres les affichent.
bot-perm-view-channel = **Voir le salon**
bot-perm-send-messages = **Envoyer des messages**
bot-perm-attach-files = **Joindre des fichiers**
bot-perm-embed-links = **Intégrer des liens**
bot-perm-read-message-history = **Voir les anciens messages**
bot-perm-send-messages-in-threads = **Envoyer des messages dans les fils**

## /help et /rules
bot-how-it-goes = **Le déroulement d’une partie**
    `/game new` ouvre une salle d’attente ; les joueurs appuient sur **Rejoindre**, l’hôte
    sur **Lancer**. Les mains arrivent en message privé (et avec `/hand`). Après chaque coup, la
    table est affichée et la personne qui doit agir est mentionnée : appuyez sur **À vous de
    jouer**, ou tapez `/play`. **?** sur une question explique la règle. `/language` choisit
    la langue dans laquelle je vous réponds.
bot-commands = Commandes
bot-game-lasts = Une partie dure { $length }.
bot-more-topics = Pour en savoir plus : `/rules game:{ $game } topic:` { $topics }

## Les sujets des aides de jeu (`/rules`), tels qu'un lecteur les nomme
bot-topic-actions = actions
bot-topic-arrests = arrestations
bot-topic-auction = enchères
bot-topic-battle = bataille
bot-topic-battles = batailles
bot-topic-bonuses = bonus
bot-topic-cancelling = annulations
bot-topic-cards = cartes
bot-topic-cards-of-turn-i = cartes du tour I
bot-topic-cards-of-turn-ii = cartes du tour II
bot-topic-cards-of-turn-iii = cartes du tour III
bot-topic-cards-of-turn-iv = cartes du tour IV
bot-topic-cards-of-turn-v = cartes du tour V
bot-topic-cities = villes
bot-topic-comite-mission-and-club = Comité, mission et Club
bot-topic-connectors = liens
bot-topic-conspiracy-cards = cartes Conspiration
bot-topic-control = contrôle
bot-topic-convention = Convention
bot-topic-cut = coupe
bot-topic-denunciations = dénonciations
bot-topic-elections = élections
bot-topic-end-and-ties = fin et égalités
bot-topic-income = revenus
bot-topic-kings-pawn = Pion du Roi
bot-topic-movements = mouvements
bot-topic-placing = pose des cubes
bot-topic-players = joueurs
bot-topic-playing-a-card = jouer une carte
bot-topic-political-actions = actions politiques
bot-topic-posts = postes
bot-topic-prison-and-flight = prison et fuite
bot-topic-refresh = renouvellement
bot-topic-removing-and-moving = retirer et déplacer
bot-topic-revolt = révolte
bot-topic-scoring = décompte
bot-topic-season-cards = cartes Saison
bot-topic-setup = mise en place
bot-topic-spanish-gold = Or espagnol
bot-topic-sudden-endings = fins soudaines
bot-topic-summary = résumé
bot-topic-systems = systèmes
bot-topic-the-pictures = les images
bot-topic-the-table = la table
bot-topic-ties = égalités
bot-topic-tokens = jetons
bot-topic-tribunal = Tribunal
bot-topic-turn = tour
bot-topic-turn-order = ordre du tour
bot-topic-variants = variantes
bot-topic-winning-a-trick = remporter un pli
bot-cmd-game-web = Un lien vers la table de cette partie dans votre navigateur, pour vous seul
bot-board = Table
bot-board-open = Discord n’a pas voulu ouvrir la table ici : ouvrez-la plutôt dans votre navigateur : { $url }
bot-web-off = La table dans le navigateur n’est pas installée sur ce bot (son réglage PUBLIC_URL est vide).
bot-web-link = Votre lien personnel vers la table dans votre navigateur (il vous identifie : gardez-le pour vous ; il vaut { $days } jours) : { $url }
