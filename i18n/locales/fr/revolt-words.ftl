# Le plateau de Revolt en mots (render/revolt/words.py) : ce que lit un lecteur d’écran à la
# place de l’image du plateau. Texte brut : le code met les titres en gras.

revolt-words-title = Revolt · { $chapter } · { $turns } manches en tout
revolt-words-to-play = À { $who } de jouer.
revolt-words-won = { $who } { $n ->
        [one] gagne
       *[other] gagnent
    }.
revolt-words-game-over = Partie terminée.
revolt-words-closed = Terminé : { $part }.
revolt-words-supply = Réserve : { $n ->
        [one] { $n } pièce
       *[other] { $n } pièces
    }.
revolt-words-players = Joueurs
revolt-words-seat = { $who }{ $on ->
        [yes] { " " }(à jouer)
       *[no] { "" }
    } : { $coats ->
        [one] { $coats } blason
       *[other] { $coats } blasons
    }, { $coins ->
        [one] { $coins } pièce
       *[other] { $coins } pièces
    }, { $tricks ->
        [one] { $tricks } pli
       *[other] { $tricks } plis
    } dans la manche, { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    } en main.
revolt-words-trick = Sur la table
revolt-words-trick-chosen = Pli en cours, famille demandée : { $family }
revolt-words-trick-unchosen = Pli en cours, pas encore de famille demandée (que des Citoyens)
revolt-words-last-won = Dernier pli de la manche { $turn }, remporté par { $who }
revolt-words-last-revolt = Dernier pli de la manche { $turn } : Révolte ! Personne ne le remporte
revolt-words-play = { $who } : { $card }
revolt-words-cut = coupe (une pièce posée dessus)
revolt-words-winning = la carte gagnante
revolt-words-noble-bonus = bonus du Noble +1 blason
revolt-words-knave-bonus = bonus de la Fripouille +1 pièce
revolt-words-latest = Derniers événements, du plus récent au plus ancien
