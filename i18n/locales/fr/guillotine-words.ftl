# Le plateau de Guillotine en mots (render/guillotine/words.py) : ce que lit un lecteur d’écran
# à la place de l’image du plateau. Texte brut : le code met les titres en gras.

guillotine-words-title = Guillotine · { $chapter } · { $n } tours en tout
guillotine-words-waiting = On attend { $who } : { $what }
guillotine-words-won = { $n ->
        [one] Victoire de { $who }.
       *[other] Victoire partagée : { $who }.
    }
guillotine-words-closed = Terminé : { $part }.
guillotine-words-dissolved = L’Assemblée a été dissoute au tour { $turn } : la partie s’achève avec ce tour.
guillotine-words-players = Joueurs
guillotine-words-party = { $party } ({ $initial })
guillotine-words-seat = { $who } dirige les { $parties } : { $n ->
        [one] { $n } député { $over ->
            [yes] réélu
           *[no] rééligible à ce jour
        }
       *[other] { $n } députés { $over ->
            [yes] réélus
           *[no] rééligibles à ce jour
        }
    }, { $pp } PP{ $held ->
        [0] { "" }
        [one] ; { $held } carte Jacobin à retardement en main
       *[other] ; { $held } cartes Jacobin à retardement en main
    }.
guillotine-words-leads = { $who } dirige les { $parties }.
guillotine-words-no-party = { $who } ne dirige encore aucune tendance.
guillotine-words-post = { $post } · { $count }
guillotine-words-seats = { $n } { $n ->
        [one] place occupée
       *[other] places occupées
    } sur { $seats }
guillotine-words-count = { $n ->
        [one] { $n } député
       *[other] { $n } députés
    }
guillotine-words-group = { $party } : { $deputies }
guillotine-words-deputy = { $who } { $pp } PP{ $rapport ->
        [yes] { " " }(rapporteur)
       *[no] { "" }
    }
guillotine-words-dead = { $who }
guillotine-words-of-party = { $deputy } ({ $party })
guillotine-words-denounced = Sur la case « dénoncé » : { $deputies }
guillotine-words-accused = Au banc des accusés, devant le Tribunal : { $deputies }
guillotine-words-empty = Vides : { $posts }.
guillotine-words-latest = Ce qui vient de se passer
