"""What each kind of decision is for, in our own words: a sentence of why, added to the question,
and the "?" help (the rule behind it and what the choices do). Keys are the engine's steps and
the asks' kinds (`windows`)."""

from __future__ import annotations

# kind: (why it is asked, the help)
GUIDE: dict[str, tuple[str, str]] = {
    "play": (
        "Your card is your action this turn; tokens and bonuses are offered beside the cards.",
        "Each Action card offers two actions: pick the card and the action together. A Season "
        "card in hand must be played. A Crown lets you play a second card; a Coin adds cubes "
        "before or after the card; the Affiliate cube, Musketeers, the King's Pawn and Spanish "
        "Gold are used beside the cards.",
    ),
    "play_season": (
        "A Season card in hand must be played this turn.",
        "A Season card first gives two free cubes, placed before or after its effect: a "
        "Battle or Campaign, an arrest, removals, a riot or the Faction Swap. Tokens and "
        "bonuses are offered beside it; with a Crown, an Action card may come first.",
    ),
    "place": (
        "Each cube goes where you have cubes, or into an empty Space linked to one of yours.",
        "You may place in any Space holding your cubes, or in an empty Space joined to one by a "
        "line or a shared icon. A dashed line, an arrow or a peer icon costs one cube of the "
        "card's number. At most 2 cubes a Space for each card. The card's class of Space "
        "applies. Stop here ends the placing early.",
    ),
    "deploy": (
        "Before the first turn every faction builds up its position, 2 cubes at a time.",
        "In reverse turn order each faction places up to 2 cubes a round, by the usual "
        "placement rules, until it has 10 on the board. Tokens won now can be used from your "
        "first turn. Stop here skips the rest of this round.",
    ),
    "season_cubes": (
        "Every Season card gives two free cubes.",
        "The Season card's two free cubes go into any open Space that holds no opposing cube, "
        "with no link needed. Stop here gives up the rest.",
    ),
    "coin_cubes": (
        "The Coin you spent pays for these cubes.",
        "Coin cubes keep the card's class of Space and the usual links and costs, but may go "
        "beyond 2 in a Space. Stop here gives up the rest.",
    ),
    "anywhere": (
        "No card of yours could act, so the one you discarded buys one cube.",
        "With no card able to place, remove or move, you may discard one for a single cube in "
        "any empty open Space.",
    ),
    "remove": (
        "The card lets you take cubes off the board.",
        "Remove from a Space linked to one of yours, or from anywhere if the card says so. "
        "Controlled Spaces are safe unless the card allows them. Your own cubes may go too, "
        "never your last one. Cubes in a Space Under Arrest may be removed.",
    ),
    "move_to": (
        "All the cubes of a Move end in one Space.",
        "Choose the destination first. Cubes travel along links through Spaces of your colour; "
        "a dashed line, an arrow or a peer icon costs one moving cube. You may end in an "
        "opponent's Space only if he does not Control it and you bring more cubes than he has: "
        "his cubes are then pushed out.",
    ),
    "movers": (
        "Choose which cubes make the move.",
        "The first choice moves the usual cubes (the cheapest routes, up to the card's number) "
        "at once. Or take cubes Space by Space and then move them. Each group pays its own "
        "route's costs on the way.",
    ),
    "displace": (
        "Your cubes were pushed out by a stronger move and must retreat.",
        "Send each pushed cube to a linked Space that is empty or holds your cubes, free of "
        "cost; not against an arrow and not along the line the attackers came by. Cubes with "
        "nowhere to go return to your Supply.",
    ),
    "after": (
        "Your card is done; bonuses may still follow it.",
        "You may still use what is offered (the Affiliate cube, Spanish Gold, a token) before "
        "the turn passes. End the turn when you have finished.",
    ),
    "arrest": (
        "Arrest Them! puts Spaces Under Arrest, and you decide the details.",
        "Arrested Spaces take no new cubes, trace no links and score nothing; cubes there stay "
        "and may be removed. When the prison pairs run short, you free prisoners first; then "
        "each new prisoner goes to a Fortress of your choice.",
    ),
    "liberation": (
        "You Control a Fortress that holds prisoners.",
        "Give up an Action card (it goes to the Discard Row as this turn's card) to free "
        "prisoners there. Every cube at the Fortress is removed.",
    ),
    "prisoner_move": (
        "You may move a prisoner between two Fortresses you Control.",
        "The prisoner travels along links through Spaces you Influence, from one of your "
        "Controlled Fortresses to another, once a turn.",
    ),
    "affiliate": (
        "Controlling your Avatar gives you one extra cube a turn at a Space with your shield.",
        "Place one cube at an open Space with your shield and no opposing cubes, or remove one "
        "opposing cube from such a Space, even a Controlled one or one Under Arrest. No link "
        "is needed.",
    ),
    "lift": (
        "Your Supply is empty and no card of yours can remove.",
        "You may take cubes off your own Spaces into your Supply, one at a time, to place them "
        "again with your card.",
    ),
    "spanish_gold": (
        "Your box of cubes can be paid into, or spent on a chain of Spaces.",
        "Paying in costs no points. Spending costs 5 points a use: starting from a Space with "
        "the Spanish icon (the Mazarinist: beside his own), each next Space is linked to one "
        "reached. In an opponent's Space you pay as many cubes as he has there, one more if he "
        "Controls it, and his cubes go.",
    ),
    "porthos": (
        "Porthos can double the Musketeer just used.",
        "Discarding Porthos makes the other Musketeer's power work twice. It goes back to its "
        "Space, to be won again.",
    ),
    "aramis_two": (
        "With Porthos, Aramis acts twice.",
        "Aramis may free two prisoners, or place or remove at up to 10 of his Spaces, or do "
        "one of each.",
    ),
    "mus_free": (
        "Aramis may free a prisoner.",
        "The Space chosen is freed at once; its pair of Arrest tokens leaves the board.",
    ),
    "mus_cubes": (
        "The Musketeer places or removes one cube at each of several Spaces.",
        "Athos works on green-bordered Spaces, Aramis on Retz's and the Church's. At each "
        "Space chosen, place any faction's cube where it is alone, or remove any cube, even "
        "from Control. Stop here when done.",
    ),
    "dart_fill": (
        "d'Artagnan can complete your Control here.",
        "Yes adds, from your Supply, the cubes still needed to Control this Space.",
    ),
    "dart_block": (
        "You hold d'Artagnan and the active player means to place here.",
        "Blocking spends d'Artagnan: that faction may place no cube in this Space for the "
        "rest of its turn. Letting it go keeps him.",
    ),
    "season_timing": (
        "A Season card's two free cubes come before its effect or after it.",
        "Choose whether the free cubes are placed before the card's effect happens, or once "
        "it is over.",
    ),
    "season_remove_own": (
        "This Season card makes each faction remove some of its own cubes.",
        "A Musketeer you hold may cancel all your removals on this card. Otherwise pick the "
        "Spaces the cubes leave, one at a time.",
    ),
    "season_depression": (
        "Economic Depression makes every faction pay.",
        "Give up a Coin (or, on the second copy, a Crown), or remove 3 of your own cubes. A "
        "Musketeer may cancel the removal.",
    ),
    "old_noll_cancel": (
        "Old Noll is about to strike the Frontier Zones.",
        "Discarding a Musketeer cancels the whole card for everyone.",
    ),
    "old_noll_zone": (
        "Old Noll acts at each Frontier Zone in turn.",
        "Where you have cubes, choose to place 1 more or remove 2 of your own.",
    ),
    "coin": (
        "A Coin gives cubes with this card.",
        "Choose the Coin and whether its cubes come before the card's action or after it. The "
        "cubes keep the card's class of Space.",
    ),
    "pawn_place": (
        "The King's Pawn opens a Space to you for this turn.",
        "Placing the Pawn clears cubes from the Spaces around it. For the rest of the turn you "
        "may place and move into its Space with no link or class needed. Stop here keeps the "
        "Pawn.",
    ),
    "pawn_back": (
        "You may buy the King's Pawn back.",
        "Recovering it costs 2: each of your cubes removed, or a placement given up, pays 1.",
    ),
    "pawn_claim": (
        "You now Influence the Space where the King's Pawn stands.",
        "Taking it makes you its holder: held at the end it scores 10 (not for the "
        "Mazarinist), and you may place it in a later turn.",
    ),
}
