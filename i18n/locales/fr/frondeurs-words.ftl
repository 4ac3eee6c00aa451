# La table de Frondeurs en mots (render/frondeurs/words.py) : les faits de l’image de la table en
# texte, pour un lecteur d’écran et pour qui ne voit pas l’image. Le code met les titres en gras.

frondeurs-words-title = Frondeurs · { $chapter }
frondeurs-words-last-move = Le dernier coup a nommé { $spaces }.
frondeurs-words-choosing = Le choix en cours porte sur { $spaces }.
frondeurs-words-factions = Factions, dans l’ordre du tour
frondeurs-words-faction = { $who } · { $faction } : { $score ->
        [one] { $score } point
       *[other] { $score } points
    } ; { $holds }
frondeurs-words-cards = { $n ->
        [one] 1 carte
       *[other] { $n } cartes
    } en main{ $season ->
        [0] { "" }
       *[other] , dont une carte Saison
    }
frondeurs-words-pawn = le Pion du Roi
frondeurs-words-winner = { $line } · vainqueur
frondeurs-words-map = Plateau
frondeurs-words-count = Des cubes occupent { $used } des { $all } cases, par zone :
frondeurs-words-space = { $space } : { $what }
frondeurs-words-cubes = { $n } { $faction ->
        [condeean] { $n ->
            [one] condéen
           *[other] condéens
        }
        [cabalist] { $n ->
            [one] cabaliste
           *[other] cabalistes
        }
        [retzist] { $n ->
            [one] retziste
           *[other] retzistes
        }
       *[mazarinist] { $n ->
            [one] mazariniste
           *[other] mazarinistes
        }
    }
frondeurs-words-control = { $cubes }, Contrôle
frondeurs-words-quiet = Aucun cube dans les zones { $areas }.
frondeurs-words-tokens = Jetons et arrestations
frondeurs-words-crowns = Couronnes sur le plateau : { $spaces }
frondeurs-words-coins = Écus sur le plateau : { $spaces }
frondeurs-words-musketeers = Jetons Mousquetaire sur le plateau : { $spaces }
frondeurs-words-no-tokens = Plus aucun jeton sur le plateau.
frondeurs-words-arrests = Aux arrêts : { $spaces }
frondeurs-words-several = { $space } ({ $n })
frondeurs-words-prison = { $space } (prison : { $prison })
