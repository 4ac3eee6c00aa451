# Les mots de la table dans le navigateur (bot/web/server.py TEXTS ; le script de la page les lit par clé).
web-your-move = À vous de jouer
web-waiting = On attend
web-choices = Vos choix
web-hand = Votre main
web-seats = Joueurs
web-log = Journal
web-zoom-in = Zoomer
web-zoom-out = Dézoomer
web-fit = Ajuster la table
web-sending = Envoi…
web-stand-in = le remplaçant joue
web-spectator = Vous regardez. Demandez votre lien avec /game web pour jouer ici.
web-signed-in-as = Connecté en tant que
web-moved-on = La partie a avancé : voici la table telle qu’elle est.
web-offline = Connexion perdue : nouvelle tentative…
web-pick = Lequel ?
web-cancel = Annuler
