"""What each decision asks, in a few words for the ping, and the rule behind it for the prompt's
"?": one table per kind of decision (action steps, refresh, Specials, ties)."""

from __future__ import annotations

from games.liberte.specials import kind_of
from games.liberte.state import LiberteState

DISPLAY_USE = (
    "Cards in your display can be advanced to break ties, a General (⚔) lets you lead the army, "
    "and the display's total value breaks a tie for victory; at most 4 cards (5 with a "
    "Sans-Culottes, ✊), and they return to your hand next turn."
)

ACTION: dict[str, tuple[str, str]] = {  # "3. Action Phase"
    "act": (
        "your action: play a card, take cards, or pass",
        "Play one Club or Personality card to place its blocks (a second 1-value card may follow "
        "in the same region) and at most one Special card; or take cards; or pass. Rounds go on "
        "until a block supply runs out, then the round is finished and the phase ends. Symbols: "
        "💣 Cannon (a Control Token instead of blocks), ✊ Sans-Culottes, ⚔ General.",
    ),
    "more": (
        "play another card, or end your action",
        "One action may hold one Club or Personality card, one Special card, and a second 1-value "
        "card after a first 1-value card that placed a block (same background colour or a Club, "
        "its block in the same region). Play what is left, or end your action.",
    ),
    "use": (
        "place the card's blocks, or a Control Token in the Battle Box?",
        "A Cannon card (💣) may put one Control Token in the Battle Box instead of its blocks. "
        "After the action phase, the player with a General (⚔) in his display and the most "
        "tokens there leads the army and wins the battle's VP.",
    ),
    "region": (
        "choose the region for your Club's block",
        "A Club card is wild: its single block may go in any province. Choose the region first, "
        "then the province.",
    ),
    "block": (
        "choose the province for your block",
        "A stack holds 1-3 blocks of one colour and one player, a province up to three stacks, "
        "and you control one stack per province. The highest single stack wins the province's "
        "vote at the elections; equal stacks tie.",
    ),
    "keep": ("save the card in your display, or discard it?", DISPLAY_USE),
    "discard": (
        "discard two cards before you take one",
        "With nine or more cards in hand you must discard two before taking a card.",
    ),
    "take": (
        "take a face-up card, or draw from the deck",
        "Take one of the three face-up cards (replaced at once from the deck) or draw the top "
        "card blind. Taking a face-up 1-value card lets you take a second one.",
    ),
    "take2": (
        "take a second face-up 1-value card?",
        "After taking a face-up 1-value card you may take a second face-up 1-value card, "
        "including one just turned up; no discard is needed even at nine cards.",
    ),
}

REFRESH: dict[str, tuple[str, str]] = {  # "2. Refresh Hand"
    "discard": (
        "refresh your hand: discard any cards you do not want",
        "Your display has come back to your hand. Discard as many cards as you like, then refill "
        "to seven from the face-up cards or the deck: a chance to trade A-set cards for B-set.",
    ),
    "take": (
        "refill your hand to seven cards",
        "Take face-up cards (each replaced at once from the deck) or draw from the deck until you "
        "hold seven.",
    ),
}

SPECIAL_ASK = {
    "sp_region": "choose the region your Special card strikes",
    "sp_province": "choose the province your Special card strikes",
    "sp_stack": "choose the stack your Special card removes",
    "sp_seat": "choose whose display your Special card strikes",
    "sp_card": "choose the display card your Special card removes",
}
SPECIAL_HELP = {  # "Special Cards"
    "bread": "Bread Shortage removes one block of the government's colour (any colour in turn "
    "1) from a province, back to the supply.",
    "emigration": "Emigration discards one white Personality from any display, yours included.",
    "religion": "Religious Problems removes one blue or red block from a province, back to the "
    "supply.",
    "guillotine": "Guillotine sends one Personality from any display, yours included, back to "
    "the box for good.",
    "purge": "Purge (needs your presence in government) discards one Club or Personality from "
    "any display, yours included.",
    "terror": "Terror (needs your presence in a Radical government) removes a whole stack from a "
    "province where a red stack stands, and may also send a display card back to the box.",
}

TIE_ASK = "tie for {what}: advance a card from your display, or none"
TIE_HELP = (
    "Tied players, in player order, may each advance one matching card from their display (a "
    "General, ⚔, for the battle, else a card of the tied colour). The highest value wins and the "
    "card is discarded; those still tied may go again. Advancing none keeps your card."
)


def ask_help(state: LiberteState, tie_name: str) -> tuple[str, str]:
    """The ask and help of the decision pending now; `tie_name` names what a tie is for."""
    if state.tie is not None:
        return TIE_ASK.format(what=tie_name), TIE_HELP
    if state.refresh is not None:
        return REFRESH[state.refresh.stage]
    act = state.action
    assert act is not None
    if act.stage.startswith("sp_"):
        kind = kind_of(act)
        return SPECIAL_ASK[act.stage], SPECIAL_HELP[kind]
    if act.stage == "act" and (act.played or act.special is not None):
        return ACTION["more"]
    return ACTION[act.stage]
