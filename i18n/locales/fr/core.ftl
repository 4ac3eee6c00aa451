# Textes du contrat des moteurs (games.core) : places, montants, options.

core-seat = Joueur { $n }
core-no-seat = Pas de place { $seat } à cette table : les places vont de 0 à { $last }.
core-amount-none = Aucun montant n’est possible pour l’instant
core-amount-range = { $n } est hors limites : choisissez de { $low } à { $high }
core-amount-step = Les montants vont de { $low } par pas de { $step }
core-player-count = { $game } se joue de { $low } à { $high } joueurs, pas { $n }.
core-bad-options = Options incorrectes pour { $game } : { $where ->
        [none] { "" }
       *[other] { $where } :{ " " }
    }{ $fault }
# La bannière d’un plateau gardé tel qu’il était à la fin d’une partie du jeu (« Tour 1 »).
core-part-over = ■ Terminé : { $part }
core-replay-setup = la partie ne peut pas être remise en place : { $why }
core-replay-refused = le coup { $number } ({ $choice }, de { $who }) est refusé : { $why }
