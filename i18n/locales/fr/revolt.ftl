# Revolt (games/revolt) : les textes du moteur, puis ceux des images (revolt-draw-*).

revolt-summary = Jeu de plis dans la cité de Wastburg : Nobles, Fripouilles, Gredins et Citoyens.
revolt-length = environ 30 minutes en direct ; quelques jours par correspondance

## Les cartes
revolt-family-noble = Nobles
revolt-family-rascal = Fripouilles
revolt-family-blaggard = Gredins
revolt-family-citizen = Citoyens
revolt-card-noble = Noble { $n }
revolt-card-rascal = Fripouille { $n }
revolt-card-blaggard = Gredin { $n }
revolt-card-citizen = Citoyen { $n }
revolt-card-pitchfork = Citoyen à la fourche
# Le code court d’une carte, celui de la main, du journal et de /play : la lettre de sa famille
# en français (games/revolt/cards.py, FRENCH_LETTERS, les reconnaît aussi).
revolt-code-noble = N{ $n }
revolt-code-rascal = F{ $n }
revolt-code-blaggard = G{ $n }
revolt-code-citizen = C{ $n }
revolt-code-pitchfork = CF
revolt-logged-pitchfork = le Citoyen à la fourche ({ $code })

## Les demandes
revolt-help-lead = La famille de votre carte devient la famille demandée (après un Citoyen, c’est la carte suivante qui la fixe). La plus forte carte de cette famille remporte le pli, qui vaudra un blason en fin de manche, sauf si quelqu’un coupe avec un Gredin ; s’il y a plus de Citoyens que de cartes de n’importe quelle autre famille, c’est la Révolte : personne ne gagne. { -revolt-help-codes }
revolt-help-follow = Fournissez la famille demandée ou jouez un Citoyen ; si vous n’en avez pas, jouez ce que vous voulez. Un Gredin posé avec 1 pièce coupe : il l’emporte sur les autres familles. Pli gagné ou non, le plus fort Noble rapporte un blason (bonus du Noble) et la plus faible Fripouille une pièce (bonus de la Fripouille). { -revolt-help-codes }
-revolt-help-codes = Avec /play, tapez le code d’une carte (F3 pour la Fripouille 3) et choisissez-la parmi les suggestions.
revolt-help-take = La plus faible Fripouille du pli gagne une pièce, mais la réserve est vide : la pièce est prise au plus riche des autres joueurs, et comme plusieurs sont à égalité, c’est vous qui choisissez qui paie.
revolt-take-prompt = La réserve n’a plus de pièces : prenez votre bonus de la Fripouille à l’un des joueurs les plus riches.
revolt-take-label = Prendre 1 pièce à { $who }
revolt-take-ask = choisissez à qui prendre la pièce de votre bonus de la Fripouille
revolt-ask-lead = entamez le pli suivant
revolt-ask-follow = jouez une carte dans le pli
revolt-prompt-lead = Manche { $turn } : entamez avec la carte de votre choix ; sa famille devient la famille demandée (après un Citoyen, c’est la carte suivante qui la fixe).
revolt-prompt-citizens = Que des Citoyens jusqu’ici : jouez la carte de votre choix ; le premier Noble, la première Fripouille ou le premier Gredin fixe la famille demandée.
revolt-prompt-none-held = La famille demandée est celle des { $family } et vous n’en avez pas : { $options }.
revolt-prompt-follow = La famille demandée est celle des { $family } : { $options }.
revolt-option-any = jouez la carte de votre choix
revolt-option-cut = coupez avec un Gredin (en payant 1 pièce) pour l’emporter sur le pli
revolt-option-follow = fournissez-la
revolt-option-citizen = jouez un Citoyen
revolt-or-two = { $a } ou { $b }
revolt-or-three = { $a }, { $b } ou { $c }
revolt-play-label = { $name } ({ $code })
revolt-cut-label = Couper avec le { $card } ({ $code }) pour 1 pièce{ $pointless ->
        [yes]  ; ici, pas mieux que de le jouer
       *[no] { "" }
    }

## Les refus
revolt-not-held = Vous n’avez pas cette carte en main : { $name } ({ $card }).
revolt-no-such-card = Aucune carte ne s’appelle « { $text } ».
revolt-code-typed = Pour ce coup, choisissez « { $label } » avec **À vous de jouer**, ou parmi les suggestions de /play pendant que vous tapez.
revolt-cut-not-blaggard = Seul un Gredin peut couper.
revolt-cut-no-coin = Couper coûte 1 pièce et vous n’en avez aucune.
revolt-must-follow = Vous devez fournir la famille des { $family } (vous avez { $held }), jouer un Citoyen ou couper avec un Gredin.
revolt-game-is-over = La partie est terminée.
revolt-not-your-turn = Ce n’est pas votre tour : c’est à { $who } de jouer.
revolt-not-a-move = « { $text } » n’est pas un coup : jouez une carte ou coupez.
revolt-not-your-decision = Ce n’est pas à vous de décider : { $who } prend son bonus de la Fripouille.
revolt-take-from-richest = Prenez la pièce à l’un des joueurs les plus riches : { $names }.
revolt-setup-hands = `hands` doit compter { $players } mains, pas { $hands }.
revolt-setup-hand-size = À { $players } joueurs, chaque main compte { $size } cartes.
revolt-setup-twice = Une carte figure deux fois dans `hands`.
revolt-setup-deck = `hands` doit contenir tout le paquet{ $players ->
        [3] { " " }moins un Citoyen ordinaire (C1 à C9).
       *[other] .
    }

## Les événements
revolt-deal = Manche { $turn } : { $who } a le Citoyen à la fourche et entame
revolt-plays = { $who } joue { $card }
revolt-cuts = { $who } coupe avec { $card } (1 pièce)
revolt-wins-trick = { $who } remporte le pli
revolt-revolt = Révolte ! { $n ->
        [one] 1 Citoyen se soulève
       *[other] { $n } Citoyens se soulèvent
    } : personne ne remporte le pli
revolt-noble-bonus = Bonus du Noble : { $who } +1 blason
revolt-knave-bonus = Bonus de la Fripouille : { $who } +1 pièce
revolt-knave-no-coin = Bonus de la Fripouille : { $who } ne trouve aucune pièce à prendre
revolt-knave-chooses = Bonus de la Fripouille : la réserve est vide, { $who } choisit qui voler
revolt-knave-takes = Bonus de la Fripouille : { $who } prend 1 pièce à { $victim }
revolt-turn-ends = Fin de la manche { $turn } ; plis remportés : { $won }
revolt-game-over = Fin de la partie : { $who }, { $tied ->
        [one] le plus riche
       *[other] les plus riches
    } avec { $coins ->
        [one] { $coins } pièce
       *[other] { $coins } pièces
    }, +{ $bonus } { $bonus ->
        [one] blason
       *[other] blasons
    }

## La fin et les chapitres
revolt-reason-most-coats = le plus de blasons
revolt-reason-coins = égalité de blasons départagée par les pièces
revolt-reason-shared = victoire partagée
revolt-chapter-over = Partie terminée
revolt-chapter-turn = Manche { $turn }
revolt-chapter-turn-end = fin de la manche
revolt-chapter-trick = pli { $trick }

## Les images et la main en texte
revolt-draw-title = REVOLT
revolt-draw-card-noble = NOBLE
revolt-draw-card-rascal = FRIPOUILLE
revolt-draw-card-blaggard = GREDIN
revolt-draw-card-citizen = CITOYEN
revolt-draw-card-pitchfork = FOURCHE
revolt-draw-cut = COUPE
revolt-draw-hand-title = Votre main · manche { $turn } · { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
revolt-draw-hand-empty = Aucune carte en main
revolt-hand-text = Votre main, manche { $turn } ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }) : { $body }
revolt-hand-group = { $family } { $symbol } : { $cards }
revolt-hand-empty = aucune carte
revolt-draw-trick-chosen = Pli en cours · famille demandée : { $symbol } { $family }
revolt-draw-trick-unchosen = Pli en cours · pas encore de famille demandée (que des Citoyens)
revolt-draw-table-empty = Aucune carte sur la table pour l’instant
revolt-draw-recent = Derniers événements, du plus récent au plus ancien
revolt-draw-winners = ★ { $who } { $n ->
        [one] gagne
       *[other] gagnent
    }
revolt-draw-game-over = PARTIE TERMINÉE
revolt-draw-to-play = ▶ À { $who } de jouer
revolt-draw-chapter = { $chapter } · { $turns } manches
revolt-draw-supply = réserve ● { $n }
revolt-draw-coins = ● { $n ->
        [one] { $n } pièce
       *[other] { $n } pièces
    }
revolt-draw-coats = ⚜ { $n ->
        [one] { $n } blason
       *[other] { $n } blasons
    }
revolt-draw-tricks-hand = plis { $tricks } · main { $hand }
revolt-draw-to-play-tag = À JOUER
revolt-draw-last-revolt = Dernier pli de la manche { $turn } · RÉVOLTE ! personne ne le remporte
revolt-draw-last-won = Dernier pli de la manche { $turn } · remporté par { $who }

## Le classement en tête du plateau d’une manche finie (games/revolt/standing.py)
revolt-standing = Blasons : { $seats }
revolt-standing-seat = { $who } { $coats }{ $tricks ->
        [0] { "" }
        [one] { " " }+ { $tricks } pli
       *[other] { " " }+ { $tricks } plis
    } ({ $coins ->
        [one] { $coins } pièce
       *[other] { $coins } pièces
    })
