# Le plateau de 1789 en mots (render/fr1789/words.py) : ce que lit un lecteur d’écran à la
# place de l’image du plateau. Texte brut : le code met les titres en gras.

fr1789-words-title = 1789 · { $chapter } · { $n } tours en tout
fr1789-words-waiting = On attend { $who } : { $what }
fr1789-words-won = { $who } { $n ->
        [one] l’emporte
       *[other] se partagent la victoire
    }.
fr1789-words-closed = Terminé : { $part }.
fr1789-words-players = Joueurs
fr1789-words-seat = { $who }{ $notes ->
        [none] { "" }
       *[other] { " " }({ $notes })
    } : { $rp } PR, { $n ->
        [0] aucune carte Histoire
        [one] { $ready } carte Histoire prête sur 1
       *[other] { $ready ->
            [one] { $ready } carte Histoire prête sur { $n }
           *[other] { $ready } cartes Histoire prêtes sur { $n }
        }
    }, { $consp ->
        [one] { $consp } carte Conspiration
       *[other] { $consp } cartes Conspiration
    } en main.
fr1789-words-final = { $who } : { $vp } PV, { $rp } PR.
fr1789-words-first = Premier Joueur
fr1789-words-passed = a passé
fr1789-words-no-lot = { $phase } : aucune carte aux enchères.
fr1789-words-auction = Enchères
fr1789-words-no-bid = { $card } : aucune enchère pour l’instant.
fr1789-words-bid = { $card } : { $who } enchérit à { $rp } PR.
fr1789-words-systems = Cases Système, voix de ce tour
fr1789-words-system = { $system } { $votes }{ $now ->
        [yes] { " " }(en place)
       *[no] { "" }
    }
fr1789-words-map = Carte
fr1789-words-city = { $city }{ $flags ->
        [coalition] { " " }(drapeau de la Coalition)
        [royalist] { " " }(drapeau royaliste)
        [coalition-royalist] { " " }(drapeaux de la Coalition et royaliste)
       *[none] { "" }
    } : { $armies }{ $support ->
        [none] { "" }
       *[other] ; Soutien de { $support }
    }.
fr1789-words-no-army = aucune armée
fr1789-words-armies = { $camp ->
        [france] { $n ->
            [one] armée française
           *[other] armées françaises
        }
        [coalition] { $n ->
            [one] armée de la Coalition
           *[other] armées de la Coalition
        }
       *[royalist] { $n ->
            [one] armée royaliste
           *[other] armées royalistes
        }
    }, force { $strengths }
fr1789-words-leader = { $strength } ({ $leader })
fr1789-words-latest = Ce qui vient de se passer
