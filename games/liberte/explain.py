"""Why a choice is refused: a sentence the player can act on, naming the rule they ran into
("A player who makes a wrong move gets a clear, polite explanation")."""

from __future__ import annotations

from games.core import Choice, clip
from games.liberte import board, specials, ties
from games.liberte.data import DATA
from games.liberte.state import LiberteState, card

SHOWN = 6  # choices listed in the fallback sentence


def why(state: LiberteState, seat: int, choice_id: str, legal: list[Choice], now: str) -> str:
    """`now` is the current prompt's text; `legal` its choices, which `choice_id` is not among."""
    kind, _, arg = choice_id.partition(":")
    reason = None
    if kind == "advance" and arg:
        reason = _advance(state, seat, arg)
    elif state.action is not None and state.tie is None and state.refresh is None:
        reason = _action(state, seat, kind, arg)
    elif kind in ("play", "discard") and arg and arg not in state.players[seat].hand:
        reason = f"Card #{clip(arg)} is not in your hand."
    if reason:
        return reason
    listed = "; ".join(c.label for c in legal[:SHOWN]) + ("; …" if len(legal) > SHOWN else "")
    return f"That is not a choice now. {now} Your choices: {listed}."


def _advance(state: LiberteState, seat: int, key: str) -> str | None:
    if key not in state.players[seat].display:
        return f"Card #{clip(key)} is not in your display: only display cards can be advanced."
    tie = state.tie
    if tie is None or ties.asker(tie) != seat:
        return None
    c = card(key)
    if any(need == ties.GENERAL for need in tie.need.values()):
        return f"{c.name} is not a General: only a General can be advanced for the battle."
    return f"{c.name} does not match: the card advanced must be of the colour in the tie."


def _action(state: LiberteState, seat: int, kind: str, arg: str) -> str | None:
    act = state.action
    assert act is not None
    hand = state.players[seat].hand
    if kind == "play" and arg:
        if arg not in hand:
            return f"Card #{clip(arg)} is not in your hand."
        if act.stage != "act":
            return None
        return _second_card(state, arg)
    if kind == "special" and act.stage == "act":
        return _special(state, seat, arg)
    if kind in ("take", "pass") and act.stage == "act" and (act.played or act.special):
        return (
            "You have already played a card this action: play what you still may, or end your "
            "action. Taking cards and passing are actions of their own."
        )
    if kind == "take" and arg and act.stage == "take2" and arg in state.face_up:
        return "The second card taken must be a face-up 1-value Club or Personality."
    number = _province_number(arg)
    if kind == "put" and act.stage == "block" and number is not None:
        return _province(state, seat, number)
    return None


def _province_number(arg: str) -> int | None:
    """A province number as the choice ids write it, else None: int() also reads " 3" and "٣",
    and raises ValueError on "²" or 5,000 digits."""
    return int(arg) if arg.isascii() and arg.isdigit() and len(arg) <= 4 else None


def _second_card(state: LiberteState, key: str) -> str | None:
    """ "Play Second 1-value Card" and its four conditions."""
    act = state.action
    assert act is not None
    c = card(key)
    if not c.placing:
        return f"{c.name} is a Special card: play it with its own choice."
    if not act.played:
        return None
    first = card(act.played[0])
    if len(act.played) > 1:
        return "You have already played two cards this action."
    if not act.placed_first:
        return f"{first.name} placed no block in a province, so no second card may follow."
    if first.value != 1:
        return f"A second card may follow only a 1-value card; {first.name} is worth {first.value}."
    region = DATA.regions[act.first_region or ""].name
    if c.value != 1 or (c.kind != "club" and c.region != act.first_region):
        return f"The second card must be a 1-value Club or a 1-value {region} card."
    return f"No province of {region} can take a block of {c.name} now."


def _special(state: LiberteState, seat: int, kind: str) -> str | None:
    act = state.action
    assert act is not None
    name = specials.NAMES.get(kind)
    if name is None:
        return None
    if act.special is not None:
        return f"One Special card per action: you have played {card(act.special).name}."
    if not any(card(k).special == kind for k in state.players[seat].hand):
        return f"You hold no {name} card."
    return specials.unmet_prerequisite(state, seat, kind) or f"{name} has nothing to hit now."


def _province(state: LiberteState, seat: int, number: int) -> str | None:
    act = state.action
    assert act is not None
    if number not in DATA.provinces:
        return f"There is no province {number}: they are numbered 1 to {len(DATA.provinces)}."
    c = card(act.card or "")
    region = act.region or (act.first_region if len(act.played) > 1 else c.region)
    if region and DATA.provinces[number].region != region:
        return (
            f"{c.name} places only in {DATA.regions[region].name}; "
            f"{DATA.province_label(number)} is elsewhere."
        )
    assert c.faction is not None
    return board.why_not_place(state, seat, number, c.faction)
