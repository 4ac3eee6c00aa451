# Guillotine (Avril & Floréal, 1988), dans les termes de sa règle française.

## Le jeu dans le salon

guillotine-summary = La Convention, 1793 : menez vos députés à travers les dénonciations, les votes secrets et le Tribunal révolutionnaire, et faites-en réélire le plus grand nombre.
guillotine-length = environ deux heures en direct ; deux ou trois semaines par correspondance
guillotine-switch-draft = Choisir les tendances
guillotine-switch-draft-help = chaque joueur, à son tour, choisit la tendance (ou les tendances) qu’il dirige, au lieu d’un tirage au sort
guillotine-switch-histoire = Variante Histoire
guillotine-switch-histoire-help = les dénonciations se règlent par des questions OUI/NON sur la Révolution, et non plus au dé

## La mise en place et ses options

guillotine-setup-both = Donnez soit `parties`, soit `draft`, mais pas les deux.
guillotine-setup-lists = `parties` demande { $lists } listes { $each ->
        [one] d’une tendance
       *[other] de { $each } tendances
    }.
guillotine-setup-unknown = Tendances inconnues { $unknown } : choisissez parmi { $known }.
guillotine-setup-twice = Une tendance ne peut être dirigée que par un seul joueur.
guillotine-setup-first = `first_player` est une place de 0 à { $last }.
guillotine-setup-deck = `{ $name }` doit citer chaque carte une fois, dans l’ordre du tirage.
guillotine-colour-montagnards = rouges
guillotine-colour-girondins = bleus
guillotine-colour-crapauds = verts
guillotine-colour-royalistes = jaunes
guillotine-party-label = { $party } ({ $colour }, { $initial })
guillotine-seat-parties = { $who } : les { $parties }
guillotine-parties = Tendances : { $leads }
guillotine-leads = { $who } dirige les { $parties }
guillotine-plays-first = { $who } commence
guillotine-first-dice = Dés pour le premier joueur : { $rolls }. { $who } commence
guillotine-dice-again = { $before } ; on relance : { $again }
guillotine-draft-ask = choisissez la tendance que vous dirigerez
guillotine-draft-help = Chaque joueur dirige une tendance de six députés (deux tendances chacun à deux joueurs). Prenez l’une des tendances encore libres, ou laissez le dé choisir pour vous.
guillotine-draft-text = Choisissez une tendance à diriger, ou laissez le dé décider.{ $led ->
        [none] { "" }
       *[other] { " " }Vous dirigez déjà les { $led }.
    }
guillotine-draft-random = Au hasard
guillotine-draft-taken = { $who } dirige déjà les { $party } : choisissez une autre tendance.

## Où en est la partie

guillotine-phase-movement = Mouvements
guillotine-phase-convention = Convention
guillotine-phase-comite = Comité de salut public
guillotine-phase-mission = Mission
guillotine-phase-club = Club des Jacobins
guillotine-phase-prison = Prison
guillotine-phase-fuite = Fuite
guillotine-phase-title = Phase { $number }, { $name }
guillotine-heading = Tour { $turn }, { $phase }
guillotine-heading-draft = Avant le tour 1, choix des tendances
guillotine-turn = Tour { $turn }
guillotine-chapter-over = Partie terminée
guillotine-chapter-draft = Choix des tendances
guillotine-prompt = { $where }
    { $text }
guillotine-game-over = La partie est terminée.
guillotine-not-your-turn = Ce n’est pas à vous : on attend { $waiting }.
guillotine-not-a-choice = « { $choice } » ne fait pas partie de vos choix en ce moment. { $text }

## Les postes

guillotine-post-convention = Convention
guillotine-post-comite = Comité de salut public
guillotine-post-tribunal = Tribunal révolutionnaire
guillotine-post-club = Club des Jacobins
guillotine-post-mission = Mission
guillotine-post-prison = Prison
guillotine-post-fuite = Fuite
guillotine-post-guillotine = Guillotine
guillotine-at-convention = à la Convention
guillotine-at-comite = au Comité de salut public
guillotine-at-tribunal = au Tribunal révolutionnaire
guillotine-at-club = au Club des Jacobins
guillotine-at-mission = en Mission
guillotine-at-prison = en Prison
guillotine-at-fuite = en Fuite
guillotine-at-guillotine = à la Guillotine
guillotine-at-accused = sur le banc des accusés du Tribunal
guillotine-to-convention = à la Convention
guillotine-to-comite = au Comité de salut public
guillotine-to-tribunal = au Tribunal révolutionnaire
guillotine-to-club = au Club des Jacobins
guillotine-to-mission = en Mission

## Les députés et leur popularité

guillotine-described = { $who } { $at }, { $pp } PP
guillotine-deputy-pp = { $who } ({ $pp } PP)
guillotine-gain = { $why } : { $who } { $delta } PP ({ $pp })
guillotine-suicide = { $who } n’a plus de popularité et se donne la mort
guillotine-income = { $header } : { $delta } PP pour { $line }
guillotine-quoted = « { $text } »

## Phase I, Mouvements

guillotine-turn-starts = Tour { $turn } : { $who } commence · Phase I, Mouvements
guillotine-move-ask = déplacez un de vos députés, ou passez
guillotine-move-help = Dans l’ordre du tour, chaque joueur déplace un député libre à la fois, jusqu’à ce que tous aient passé ; qui passe ne déplace plus personne de ce tour. Le poste d’un député décide de ses PP, de ses votes et de ses risques pendant tout le tour.
guillotine-move-text = Vous dirigez les { $parties }. Déplacez un de vos députés libres vers un autre poste, ou passez (une fois que vous avez passé, vous ne déplacez plus de député ce tour-ci).
guillotine-move-label = { $who } ({ $at }, { $pp } PP)
guillotine-move-pass = Passer : plus aucun mouvement ce tour-ci
guillotine-passes = { $who } passe
guillotine-move-not-yours = { $who } n’est pas l’un de vos députés.
guillotine-move-not-free = { $who } est { $at } et ne peut pas se déplacer.
guillotine-move-moved = { $who } s’est déjà déplacé ce tour-ci (phase I §2).
guillotine-move-rapport = { $who } reste sur la case Rapport jusqu’à la prochaine phase Convention.
guillotine-move-nowhere = { $who } n’a nulle part où aller : tous les autres postes sont pleins.
guillotine-move-to-ask = choisissez où va votre député
guillotine-move-to-help = Comité et Mission : +1 PP par tour. Le Comité et le Tribunal votent motions et procès ; le Club tire des cartes Jacobin ; les députés à la Convention votent les rapports et aident à réhabiliter prisonniers et fugitifs. Comité, Tribunal et Club ont 4 places ; un seul nouveau député en Mission par tour.
guillotine-move-to-text = Où va { $who } ? Il est { $at }.
guillotine-move-back = Choisir un autre député
guillotine-move-posts = Un député peut aller à la Convention, au Comité, au Tribunal, au Club ou en Mission.
guillotine-move-already = { $who } est déjà { $at }.
guillotine-move-full = Le { $post } n’a que { $seats } places, toutes occupées.
guillotine-move-one-mission = Vous ne pouvez envoyer qu’un seul nouveau député en Mission par tour (phase I §2).
guillotine-sends = { $who } envoie { $dep } { $to }

## Phase II, la Convention

guillotine-convention-starts = Phase II, la Convention : les rapports
guillotine-report-ask = désignez un rapporteur, ou personne
guillotine-report-help = Le rapport de votre rapporteur est soumis au vote secret de la Convention. OUI majoritaire : il gagne 2 PP et ne peut être dénoncé jusqu’à la prochaine phase Convention. NON majoritaire : il perd 2 PP. Égalité : ses PP ne changent pas, mais il perd la protection de la case Rapport.
guillotine-report-text = Désignez comme rapporteur l’un de vos députés à la Convention, ou personne. La Convention vote son rapport en secret : adopté, il gagne 2 PP et ne peut être dénoncé jusqu’à la prochaine phase Convention ; rejeté, il perd 2 PP.
guillotine-report-label = { $who } fait un rapport ({ $pp } PP)
guillotine-report-none = Pas de rapport
guillotine-no-report = { $who } ne fait pas de rapport
guillotine-names-rapporteur = { $who } désigne { $dep } rapporteur
guillotine-report-adopted = Rapport adopté
guillotine-report-rejected = Rapport rejeté
guillotine-leaves-rapport = { $who } quitte la case Rapport
guillotine-dissolved = L’Assemblée est dissoute : la partie s’arrête à la fin de ce tour
guillotine-sits-on = L’Assemblée continue de siéger
guillotine-agenda-ask = dénoncez, soutenez une dénonciation, ou passez
guillotine-agenda-help = Pour dénoncer, il vous faut un député à la Convention et un au poste de votre cible ; pour soutenir, un député à la Convention. Une dénonciation est confirmée sur 1-2 au dé, une dénonciation soutenue sur 1-5 (des questions remplacent le dé dans la Variante Histoire). Confirmée : -3 PP en Mission ou au Club, ailleurs une convocation devant le Tribunal.
guillotine-agenda-text = Ordre du jour : dénoncez un député libre (il vous faut aussi un député à son poste), soutenez une dénonciation déjà faite, ou passez. Une dénonciation est { $plain } ; une dénonciation soutenue est { $strong }.
guillotine-settled-die = confirmée sur un dé de 1 à { $top }
guillotine-settled-questions = { $n ->
        [one] annulée par une bonne réponse
       *[other] annulée seulement par { $n } bonnes réponses
    }
guillotine-pass = Passer
guillotine-support-label = Soutenir { $by } : dénoncer { $who } { $at }
guillotine-denounce-label = Dénoncer { $who }
guillotine-supports = { $who } soutient la dénonciation contre { $dep }
guillotine-source-agenda = Ordre du jour
guillotine-may-support = { $why } Vous pouvez soutenir cette dénonciation.
guillotine-denounce-needs = Pour dénoncer { $who } { $at }, il vous faut vous aussi un député { $at }.
guillotine-support-nothing = Personne n’a dénoncé { $who } à cet ordre du jour.
guillotine-support-taken = La dénonciation contre { $who } a déjà son soutien.
guillotine-support-own-denunciation = Vous ne pouvez pas soutenir votre propre dénonciation.
guillotine-support-own-deputy = Vous ne pouvez pas soutenir une dénonciation contre votre propre député.
guillotine-spared-own = Vous ne pouvez pas dénoncer vos propres députés.
guillotine-spared-not-free = { $who } est { $at } : seuls les députés libres peuvent être dénoncés.
guillotine-spared-rapport = { $who } est un rapporteur dont le rapport a été adopté : il ne peut être dénoncé.
guillotine-spared-denounced = { $who } est déjà dénoncé.

## Les votes secrets

guillotine-vote-help-report = Tous les députés de la Convention votent. OUI majoritaire : le rapporteur gagne 2 PP et ne peut être dénoncé jusqu’à la prochaine phase Convention. NON majoritaire : il perd 2 PP. Égalité : ses PP restent inchangés, mais il quitte la case Rapport et sa protection.
guillotine-vote-help-dissolution = À partir du 4e tour, les députés à la Convention peuvent dissoudre l’Assemblée à la majorité. Si la dissolution passe, la partie s’arrête à la fin de ce tour, toutes ses phases jouées : celui qui fait réélire le plus de députés gagne.
guillotine-vote-help-motion = Les députés du Comité votent. La majorité adopte la motion : le député qu’elle nomme est dénoncé, confirmé sur 1-5 au dé. Une seule motion passe par tour ; si celle-ci échoue, le joueur suivant au Comité peut en proposer une autre.
guillotine-vote-help-trial = Chaque député siégeant au Tribunal vote ; pas d’abstention. OUI majoritaire : l’accusé monte à la Guillotine. NON majoritaire : il est acquitté et retourne à la Convention. Égalité (0-0 compris) : il va en Prison.
guillotine-vote-ask = vote secret sur { $title }
guillotine-title-dissolution = la dissolution de l’Assemblée
guillotine-title-report = le rapport du rapporteur { $who }
guillotine-title-motion = la motion déposée par { $who } contre { $target }
guillotine-title-trial = le procès de l’accusé { $who }
guillotine-vote-opens = Vote secret sur { $title } : on attend le vote de { $waiting }
guillotine-vote-text = Vote secret sur { $title }. { $stakes } Vous votez avec { $n ->
        [one] votre député
       *[other] vos { $n } députés
    } { $at }. Personne ne voit votre vote avant que tous aient voté.
guillotine-vote-stakes-trial = Est-il coupable ? OUI l’envoie à la Guillotine, NON l’acquitte, l’égalité l’envoie en Prison.
guillotine-vote-stakes-motion = Elle doit réunir la majorité des députés du Comité.
guillotine-vote-stakes-dissolution = Elle doit réunir la majorité des députés présents ; la partie s’arrête alors à la fin de ce tour, toutes ses phases jouées.
guillotine-vote-stakes-report = OUI : il gagne 2 PP et reste protégé jusqu’à la prochaine Convention ; NON : -2 PP.
guillotine-vote-guilty = OUI, coupable
guillotine-vote-not-guilty = NON, non coupable
guillotine-vote-yes = OUI
guillotine-vote-no = NON
guillotine-vote-already = Vous avez déjà voté sur { $title }.
guillotine-vote-yes-or-no = Votez OUI ou NON sur { $title }.
guillotine-voted = { $who } a voté sur { $title } ; on attend { $waiting }
guillotine-tally = Vote sur { $title } : OUI { $yes }{ $yes_by }, NON { $no }{ $no_by } ; { $result }
# Le résultat d’un vote, après son décompte, accordé avec ce qui est voté : le rapport (les deux
# ci-dessous, que les journaux plus anciens disaient aussi des motions), la motion, la dissolution
# (qui, adoptée, dissout l’Assemblée).
guillotine-result-adopted = adopté
guillotine-result-rejected = rejeté
guillotine-result-motion-adopted = adoptée
guillotine-result-motion-rejected = rejetée
guillotine-result-dissolution-rejected = rejetée
guillotine-result-dissolved = adoptée
guillotine-result-tie = égalité
guillotine-result-guilty = coupable
guillotine-result-acquitted = acquitté

## Phase III, le Comité de salut public

guillotine-comite-starts = Phase III, le Comité de salut public
guillotine-motion-ask = proposez une motion dénonçant un député, ou aucune
guillotine-motion-help = Les députés du Comité votent votre motion en secret ; la majorité l’adopte, et une seule motion passe par tour. Le député qu’elle nomme est dénoncé, confirmé sur 1-5 au dé : -3 PP en Mission ou au Club, ailleurs une convocation devant le Tribunal.
guillotine-motion-text = Proposez une motion dénonçant n’importe quel député libre, ou aucune. Les députés du Comité votent en secret ; une motion adoptée est { $settled }. Une seule motion peut passer par tour.
guillotine-motion-none = Aucune motion
guillotine-no-motion = { $who } ne propose aucune motion
guillotine-motion-named = { $who } a déjà été nommé dans une motion ce tour-ci : nommez un autre député.
guillotine-source-motion = Motion du Comité

## Phase IV, les représentants en Mission

guillotine-mission-starts = Phase IV, Mission
guillotine-draws-mission = { $who } tire { $n ->
        [one] { $n } carte Mission
       *[other] { $n } cartes Mission
    }
guillotine-mission-card = { $title } : { $effect }
guillotine-mission-gamble = { $success } sur un dé de { $need }+, sinon { $failure }
guillotine-effect-pp = { $pp } PP
guillotine-effect-guillotine = mort
guillotine-effect-convention = retour à la Convention
guillotine-effect-prison = en Prison
guillotine-effect-fuite = en Fuite
guillotine-effect-denounced = dénoncé
guillotine-effect-none = sans effet
guillotine-discard-ask = remettez sous le paquet la carte Mission qui vous plaît le moins
guillotine-discard-help = Avec deux députés ou plus en Mission, vous tirez une carte de plus que vous n’avez de députés en Mission et en remettez une sous le paquet ; chaque député reçoit ensuite l’une des autres, et gagne 1 PP par tour.
guillotine-discard-text = Vous avez tiré { $cards }. Remettez sous le paquet celle qui vous convient le moins ; { $n ->
        [one] l’autre va à votre député
       *[other] les { $n } autres vont à vos { $n } députés
    } en Mission.
guillotine-assign-ask = donnez une carte Mission à l’un de vos députés en Mission
guillotine-assign-help = Chaque député en Mission prend l’une des cartes tirées et la suit : donnez les bonnes aux députés qui ont besoin de PP, les risquées à ceux qui peuvent se le permettre.
guillotine-assign-text = Quelle carte pour { $who } ({ $pp } PP) ? Il reste : { $cards }.
guillotine-gamble = { $head } (dé { $die }, { $need }+ requis, { $ok ->
        [true] réussite
       *[false] échec
    })
guillotine-mission-for = { $head } pour { $who } : { $effect }
guillotine-forced-convention = { $head } : { $who } est rappelé à la Convention
guillotine-forced-prison = { $head } : { $who } est mis en Prison
guillotine-forced-fuite = { $head } : { $who } prend la Fuite
guillotine-forced-guillotine = { $head } : { $who } est tué

## Phase V, le Club des Jacobins

guillotine-club-starts = Phase V, le Club des Jacobins
guillotine-draws-jacobin = { $who } tire { $n ->
        [one] { $n } carte Jacobin
       *[other] { $n } cartes Jacobin
    }{ $kept ->
        [0] { "" }
       *[other] , en garde { $kept } secrètement
    }
guillotine-draws-another = { $who } tire une autre carte Jacobin{ $kept ->
        [kept] { " " }et la garde secrètement
       *[used] { "" }
    }
guillotine-goes-back = « { $title } » retourne sous le paquet : { $why }
guillotine-returned-unplayed = { $who } appartient à une tendance qui n’est pas en jeu
guillotine-returned-dead = { $who } a disparu du jeu
guillotine-returned-own = { $who } est un député dirigé par { $seat }
guillotine-returned-not-free = { $who } est { $at }
guillotine-returned-rapport = { $who } est sur une case Rapport
guillotine-returned-denounced = { $who } est déjà dénoncé
guillotine-returned-party = les { $party } sont dirigés par { $seat }
guillotine-returned-nobody = elle ne peut dénoncer personne
guillotine-returned-nobody-left = il ne reste personne à dénoncer
guillotine-jacobin-card = « { $title } » — { $effect }
guillotine-jacobin-now = { $effect }
guillotine-jacobin-delayed = À retardement : gardez-la secrètement pour une prochaine phase Club. { $effect }
guillotine-card-denounce = { $how ->
        [strong] Dénoncez { $aim } (comme une dénonciation soutenue, confirmée sur 1-5).
        [strong-histoire] Dénoncez { $aim } (comme une dénonciation soutenue, deux questions à réussir).
       *[plain] Dénoncez { $aim }.
    }
guillotine-aim-party = un { $party ->
        [montagnards] Montagnard
        [girondins] Girondin
        [crapauds] Crapaud
       *[royalistes] Royaliste
    } libre de votre choix
guillotine-aim-post = un député de votre choix { $at }
guillotine-aim-any = n’importe quel député libre de votre choix
guillotine-card-pp-holder = { $pp } PP au député qui la tire.
guillotine-card-pp-club = { $pp } PP à chacun de vos députés au Club.
guillotine-card-pp-target = { $pp } PP à un député adverse libre de votre choix.
guillotine-card-release = L’un de vos députés { $place } retourne à la Convention.
guillotine-holder-ask = choisissez lequel de vos députés au Club prend cette carte
guillotine-holder-help = Vous tirez une carte Jacobin par député au Club et vous les répartissez entre eux à votre convenance. La plupart dénoncent quelqu’un aussitôt ; les cartes à retardement sont gardées secrètement pour une prochaine phase Club.
guillotine-holder-text = { $card } Lequel de vos députés au Club la prend ?
guillotine-club-target-ask = choisissez qui votre carte Jacobin dénonce
guillotine-club-target-help = La dénonciation de la carte se règle comme toute autre : confirmée sur 1-2 au dé (1-5 quand la carte compte comme soutenue) ; confirmée, elle coûte 3 PP en Mission ou au Club, ailleurs une convocation devant le Tribunal.
guillotine-club-target-text = { $card } Qui dénoncez-vous ?
guillotine-delayed-ask = jouez, remettez ou gardez vos cartes Jacobin à retardement
guillotine-delayed-help = Les cartes à retardement sont gardées secrètement et jouées lors d’une phase Club ultérieure, même sans député au Club : un moyen de pression que les autres ne voient pas. Jouez-en une, remettez-en une sous le paquet sans l’utiliser, ou gardez-les pour plus tard.
guillotine-delayed-text = Vos cartes à retardement : { $cards } { $now ->
        [yes] Jouez-en une, remettez-en une sous le paquet sans l’utiliser, ou gardez-{ $n ->
            [one] la
           *[other] les
        } pour une prochaine phase Club.
       *[no] { $n ->
            [one] Elle ne peut pas être jouée maintenant : remettez-la sous le paquet sans l’utiliser, ou gardez-la pour une prochaine phase Club.
           *[other] Aucune ne peut être jouée maintenant : remettez-en une sous le paquet sans l’utiliser, ou gardez-les pour une prochaine phase Club.
        }
    }
guillotine-delayed-play = Jouer « { $title } »
guillotine-delayed-return = Remettre « { $title } »
guillotine-delayed-keep = { $n ->
        [one] La garder pour plus tard
       *[other] Les garder pour plus tard
    }
guillotine-puts-back = { $who } remet une carte à retardement sous le paquet sans l’utiliser
guillotine-delayed-target-ask = choisissez sur qui jouer votre carte à retardement
guillotine-delayed-target-help = La carte à retardement agit sur le député que vous choisissez, comme son texte l’indique ; une dénonciation se règle ensuite comme toute autre, au dé (ou par une question dans la Variante Histoire).
guillotine-delayed-target-text = { $card } Sur qui la jouez-vous ?
guillotine-delayed-back = Revenir à vos cartes à retardement
guillotine-plays-card = { $who } joue « { $title } »
guillotine-released = { $head } : { $who } retourne à la Convention

## Les dénonciations et le Tribunal

guillotine-is-denounced = { $source } : { $who } est dénoncé { $at }
guillotine-denounces = { $source } : { $by } dénonce { $who } { $at }
guillotine-die-for = Dé pour { $who } : { $die } (1-{ $top } confirme), dénonciation { $confirmed ->
        [yes] confirmée
       *[no] annulée
    }
guillotine-summoned = { $who } est convoqué devant le Tribunal révolutionnaire
guillotine-confirmed-source = Dénonciation confirmée
guillotine-back-to-convention = { $who } retourne à la Convention
guillotine-question-ask = répondez à une question d’histoire pour sauver votre député
guillotine-question-help = Dans la Variante Histoire, une question remplace le dé : une bonne réponse annule la dénonciation, une mauvaise la confirme. Une dénonciation soutenue ou une motion demande deux bonnes réponses.
guillotine-question-text = Variante Histoire : { $who } est dénoncé ({ $source }). Répondez juste pour annuler la dénonciation (question { $nth } sur { $of }) : { $question }
guillotine-question = { $fr }
guillotine-answer-yes = Oui
guillotine-answer-no = Non
guillotine-answers = { $who } répond { $said ->
        [yes] OUI
       *[no] NON
    } à « { $question } » : { $right ->
        [right] bonne réponse
        [yes] mauvaise réponse, c’était OUI
       *[no] mauvaise réponse, c’était NON
    }
guillotine-denunciation-confirmed = La dénonciation contre { $who } est confirmée
guillotine-denunciation-cancelled = La dénonciation contre { $who } est annulée
guillotine-bench-empty = personne ne siège au Tribunal, une égalité 0-0 qui l’envoie en Prison
guillotine-bench = juges { $judges } ; OUI l’exécute, NON l’acquitte, l’égalité l’envoie en Prison
guillotine-tribunal-ask = choisissez la fuite, un complice ou le procès
guillotine-tribunal-help = La Fuite : il passe en Fuite (-1 PP par tour, il peut être pris). Le Complice : un député de sa tendance au Tribunal empêche le procès et perd 2 PP, et l’accusé va en Prison. Le Procès : le Tribunal vote en secret ; OUI l’exécute, NON l’acquitte, l’égalité l’envoie en Prison.
guillotine-tribunal-text = { $who } ({ $pp } PP) est convoqué devant le Tribunal révolutionnaire. Il peut fuir (son cas sera examiné en phase VII), { $accomplice ->
        [yes] faire intervenir un complice de sa tendance siégeant au Tribunal (le complice perd 2 PP et empêche le procès ; { $who } va en Prison, son cas examiné en phase VI), ou passer en procès : { $bench }.
       *[no] ou passer en procès : { $bench }.
    }
guillotine-flee = Fuir
guillotine-accomplice-label = Complice { $who } : -2 PP, reste { $pp } ; l’accusé va en Prison
guillotine-stand-trial = Passer en procès
guillotine-flees = { $who } prend la Fuite
guillotine-stands-trial = { $who } passe en procès
guillotine-intervenes = { $helper } intervient : { $who } va en Prison
guillotine-accomplice = Complice
guillotine-verdict-guilty = { $who } est guillotiné
guillotine-verdict-acquitted = { $who } est acquitté et retourne à la Convention
guillotine-verdict-tie = Égalité : { $who } va en Prison

## Phases VI et VII, la Prison et la Fuite

guillotine-prison-starts = Phase VI, la Prison
guillotine-prison-empty = Phase VI, la Prison : personne
guillotine-flight-starts = Phase VII, la Fuite
guillotine-flight = Fuite
guillotine-rehabilitation = Tentative de réhabilitation pour { $who } : dé { $die } + { $present } à la Convention = { $total } ({ $need }+ requis) ; { $result ->
        [convention] il rentre à la Convention
        [prison] il reste en Prison
       *[fuite] il reste en Fuite
    }
guillotine-search = Recherches contre { $who }, au dé { $dice } : { $caught ->
        [yes] il est pris et guillotiné
       *[no] il leur échappe
    }
guillotine-surrender-ask = présentez votre fugitif au Tribunal, ou laissez-le en Fuite
guillotine-surrender-help = En Fuite, un député perd 1 PP par tour, risque d’être pris et ne peut être réélu. Se présenter, c’est passer en procès tout de suite : NON le renvoie à la Convention, OUI l’exécute, l’égalité l’envoie en Prison.
guillotine-surrender-text = { $who } ({ $pp } PP) n’a pas été réhabilité. Il peut se présenter spontanément devant le Tribunal révolutionnaire et passer en procès ({ $bench }), ou rester en Fuite.
guillotine-surrender-trial = Se présenter : procès
guillotine-surrender-hide = Rester en Fuite
guillotine-hides = { $who } reste caché
guillotine-gives-up = { $who } se présente devant le Tribunal

## La fin

guillotine-final-line = { $who } { $n ->
        [one] { $n } réélu
       *[other] { $n } réélus
    } ({ $pp } PP)
guillotine-final = Partie terminée, { $why ->
        [dissolved] l’Assemblée a été dissoute
       *[last] le tour { $turns } est fini
    } : { $lines }
guillotine-reason-shared = victoire partagée : autant de députés réélus, avec autant de PP
guillotine-reason-pp = égalité de députés réélus, départagée par leurs PP ({ $pp })
guillotine-reason-most = le plus de députés réélus

## Ce que fait le joueur attendu (le bandeau du plateau)

guillotine-doing-vote = vote sur { $title }
guillotine-doing-draft = choix d’une tendance
guillotine-doing-move = mouvements des députés
guillotine-doing-move-to = mouvements des députés
guillotine-doing-report = désignation d’un rapporteur
guillotine-doing-agenda = prise de parole à l’ordre du jour
guillotine-doing-motion = proposition d’une motion
guillotine-doing-discard = répartition des cartes Mission
guillotine-doing-assign = répartition des cartes Mission
guillotine-doing-holder = utilisation des cartes Jacobin
guillotine-doing-club-target = utilisation des cartes Jacobin
guillotine-doing-delayed = examen des cartes à retardement
guillotine-doing-delayed-target = examen des cartes à retardement
guillotine-doing-tribunal = fuite, complice ou procès pour { $who }
guillotine-doing-question = question pour sauver { $who }
guillotine-doing-surrender = { $who } se présentera-t-il au Tribunal ?

## Sur les images

guillotine-draw-chapter = { $chapter } · { $n } tours
guillotine-draw-dissolved = dissoute au tour { $turn }
guillotine-draw-won = ★ { $n ->
        [one] Victoire de { $who }
       *[other] Victoire partagée : { $who }
    }
guillotine-draw-waiting = ▶ { $seats } : { $what }
guillotine-draw-more = +{ $n } autres
guillotine-draw-post-club = CLUB DES JACOBINS
guillotine-draw-convention = { $post } · cercle doré : rapporteur
guillotine-draw-present = { $n ->
        [one] { $n } présent
       *[other] { $n } présents
    }
guillotine-draw-order = Ordre : { $order }
guillotine-draw-decks = pioches : Mission { $mission } · Jacobin { $jacobin }
guillotine-draw-phase-movement = Mouvements
guillotine-draw-phase-convention = Convention
guillotine-draw-phase-comite = Comité
guillotine-draw-phase-mission = Mission
guillotine-draw-phase-club = Club
guillotine-draw-phase-prison = Prison
guillotine-draw-phase-fuite = Fuite
guillotine-draw-phases = les phases d’un tour
guillotine-draw-kept = { $n } en main
guillotine-draw-reelected = { $over ->
        [yes] { $n ->
            [one] { $n } réélu
           *[other] { $n } réélus
        }
       *[no] { $n ->
            [one] { $n } rééligible
           *[other] { $n } rééligibles
        }
    }
guillotine-draw-hand-title = Vos cartes Jacobin à retardement
guillotine-draw-hand-title-of = { $who } · vos cartes Jacobin à retardement
guillotine-draw-hand-none = Aucune carte à retardement en main
guillotine-draw-playable = jouable lors d’une phase Club, à partir du tour { $turn }

## La main d'un joueur en texte

guillotine-hand-none = Vous n’avez aucune carte Jacobin à retardement.
guillotine-hand = Vos cartes Jacobin à retardement ({ $n }) : { $cards }
guillotine-hand-card = « { $title } » — { $text } Jouable à partir du tour { $turn }.

# Pourquoi un coup ne peut pas être repris (après « ne peut pas être repris : »).
guillotine-reveal-die = un dé a été lancé
guillotine-reveal-draw = il a fait piocher une carte

## Le classement en tête du plateau d’un tour fini (games/guillotine/standing.py)
guillotine-standing = { $over ->
        [yes] Réélus
       *[no] Rééligibles à ce jour
    } : { $seats }
guillotine-standing-led = { $who } ({ $parties })
guillotine-standing-seat = { $who } { $n ->
        [one] { $n } député
       *[other] { $n } députés
    }, { $pp } PP
guillotine-standing-fates = À la Guillotine : { $dead } · en Prison : { $prison } · en Fuite : { $flight }
