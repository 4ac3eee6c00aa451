# La table de Liberté en mots (render/liberte/words.py) : les faits de l’image de la table en
# texte, pour un lecteur d’écran et pour qui ne voit pas l’image. Le code met les titres en gras.

liberte-words-title = Liberté · { $chapter }
liberte-words-players = Joueurs
liberte-words-final = Scores finaux
liberte-words-player = { $who } : { $score }, { $hand } en main, { $shown } en vitrine
liberte-words-player-votes = { $who } : { $score }, { $hand } en main, { $votes }
liberte-words-no-votes = aucune voix détenue
liberte-words-winner = { $line } · vainqueur
liberte-words-election = { $tally } (raz-de-marée radical à { $n } voix rouges)
liberte-words-government = Gouvernement : { $government } · Opposition : { $opposition }
liberte-words-battle = Bataille du tour : { $battle }
liberte-words-no-battle = Pas de bataille ce tour
liberte-words-counter = Contre-révolution royaliste : { $n } sur les { $needed } nécessaires{ $when ->
        [lost] , dont { $lost ->
            [one] 1 bataille perdue
           *[other] { $lost } batailles perdues
        }
        [early] { " " }(possible aux tours 3-4)
       *[now] { "" }
    }
liberte-words-provinces = Provinces par région
liberte-words-marks = ⚜ fleur de lys ; PV marqués aux tours 3-4
liberte-words-province = { $name }{ $fleur ->
        [yes] { " " }⚜
       *[no] { "" }
    }{ $vp ->
        [0] { "" }
       *[other] { " " }({ $vp } PV)
    }
liberte-words-stacks = { $province } : { $stacks }
liberte-words-tie = { $line } · sa voix se décide
liberte-words-empty = { $n ->
        [one] Vide (1)
       *[other] Vides ({ $n })
    } : { $provinces }
liberte-words-latest = Derniers coups
