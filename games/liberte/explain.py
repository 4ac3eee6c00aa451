"""Why a choice is refused: a sentence the player can act on, naming the rule they ran into
("A player who makes a wrong move gets a clear, polite explanation")."""

from __future__ import annotations

from games.core import Choice, Msg, Text, clip
from games.liberte import board, specials, ties
from games.liberte.data import DATA, series
from games.liberte.state import LiberteState, card

SHOWN = 6  # choices listed in the fallback sentence


def why(state: LiberteState, seat: int, choice_id: str, legal: list[Choice], now: Text) -> Text:
    """`now` is the current prompt's text; `legal` its choices, which `choice_id` is not among."""
    kind, _, arg = choice_id.partition(":")
    reason = None
    if kind == "advance" and arg:
        reason = _advance(state, seat, arg)
    elif state.action is not None and state.tie is None and state.refresh is None:
        reason = _action(state, seat, kind, arg)
    elif kind in ("play", "discard") and arg and arg not in state.players[seat].hand:
        reason = Msg("liberte-not-in-hand", id=clip(arg))
    if reason:
        return reason
    listed = [_listed(c.label) for c in legal[:SHOWN]] + (["…"] if len(legal) > SHOWN else [])
    return Msg("liberte-not-a-choice", now=now, choices=series(listed))


LISTED = {"liberte-put-on-own": "liberte-listed-on-own", "liberte-put-new": "liberte-listed-new"}


def _listed(label: Text) -> Text:
    """A choice's label inside the sentence listing them: a placement's "Lorraine: new stack"
    said "Lorraine (new stack)", so the sentence does not chain colons."""
    if isinstance(label, Msg) and label.key in LISTED:
        return Msg(LISTED[label.key], **label.kwargs)
    return label


def _advance(state: LiberteState, seat: int, key: str) -> Msg | None:
    if key not in state.players[seat].display:
        return Msg("liberte-not-in-display", id=clip(key))
    tie = state.tie
    if tie is None or ties.asker(tie) != seat:
        return None
    name = DATA.card_name(key)
    if any(need == ties.GENERAL for need in tie.need.values()):
        return Msg("liberte-advance-not-general", card=name)
    return Msg("liberte-advance-wrong-colour", card=name)


def _action(state: LiberteState, seat: int, kind: str, arg: str) -> Msg | None:
    act = state.action
    assert act is not None
    hand = state.players[seat].hand
    if kind == "play" and arg:
        if arg not in hand:
            return Msg("liberte-not-in-hand", id=clip(arg))
        if act.stage != "act":
            return None
        return _second_card(state, arg)
    if kind == "special" and act.stage == "act":
        return _special(state, seat, arg)
    if kind in ("take", "pass") and act.stage == "act" and (act.played or act.special):
        return Msg("liberte-already-played")
    if kind == "take" and arg and act.stage == "take2" and arg in state.face_up:
        return Msg("liberte-second-take")
    number = _province_number(arg)
    if kind == "put" and act.stage == "block" and number is not None:
        return _province(state, seat, number)
    return None


def _province_number(arg: str) -> int | None:
    """A province number as the choice ids write it, else None: int() also reads " 3" and "٣",
    and raises ValueError on "²" or 5,000 digits."""
    return int(arg) if arg.isascii() and arg.isdigit() and len(arg) <= 4 else None


def _second_card(state: LiberteState, key: str) -> Msg | None:
    """ "Play Second 1-value Card" and its four conditions."""
    act = state.action
    assert act is not None
    c = card(key)
    if not c.placing:
        return Msg("liberte-special-played-apart", card=DATA.card_name(key))
    if not act.played:
        return None
    first = card(act.played[0])
    if len(act.played) > 1:
        return Msg("liberte-two-played")
    if not act.placed_first:
        return Msg("liberte-first-placed-none", card=first.name)
    if first.value != 1:
        return Msg("liberte-first-not-one", card=first.name, value=first.value)
    region = DATA.regions[act.first_region or ""].name
    if c.value != 1 or (c.kind != "club" and c.region != act.first_region):
        return Msg("liberte-second-must", region=region)
    return Msg("liberte-second-no-room", region=region, card=c.name)


def _special(state: LiberteState, seat: int, kind: str) -> Msg | None:
    act = state.action
    assert act is not None
    if kind not in specials.KINDS:
        return None
    name = specials.name(kind)
    if act.special is not None:
        return Msg("liberte-one-special", card=DATA.card_name(act.special))
    if not any(card(k).special == kind for k in state.players[seat].hand):
        return Msg("liberte-no-such-special", name=name)
    return specials.unmet_prerequisite(state, seat, kind) or Msg("liberte-special-no-target",
                                                                    name=name)  # fmt: skip


def _province(state: LiberteState, seat: int, number: int) -> Msg | None:
    act = state.action
    assert act is not None
    if number not in DATA.provinces:
        return Msg("liberte-no-province", number=number, last=len(DATA.provinces))
    c = card(act.card or "")
    region = act.region or (act.first_region if len(act.played) > 1 else c.region)
    if region and DATA.provinces[number].region != region:
        return Msg("liberte-wrong-region", card=c.name, region=DATA.regions[region].name,
                   where=DATA.province_name(number))  # fmt: skip
    assert c.faction is not None
    return board.why_not_place(state, seat, number, c.faction)
