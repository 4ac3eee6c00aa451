"""Why a choice is refused, in a sentence the player can act on, naming the rule. Compares the
text with the choices on offer (never parses it blindly) and quotes it back only clipped."""

from __future__ import annotations

from games.core import Prompt, clip
from games.fr1789 import board, flow, tasks
from games.fr1789.data import DATA
from games.fr1789.state import Fr1789State


def why(state: Fr1789State, seat: int, choice: str, decision: Prompt) -> str:
    kind, _, arg = choice.partition(":")
    legal = decision.choices
    reason = None
    if decision.amount is not None and decision.amount.number(choice) is not None:
        reason = _amount(state, seat, choice, decision)
    elif state.window is not None:
        reason = _cancel(state, seat, kind)
    elif state.lot is not None and state.lot.bid is None and kind == "pass":
        reason = "The opener must bid; passing comes after the opening bid (§6.0)"
    elif state.task is None and kind in ("card", "consp"):
        reason = _card(state, seat, arg) if kind == "card" else _conspiracy(state, seat, arg)
    elif state.task is not None and kind == "do":
        reason = _action(state, arg)
    offered = ", ".join(c.id for c in legal[:8]) + ("…" if len(legal) > 8 else "")
    amount = decision.amount
    if amount is not None and amount.minimum <= amount.maximum:
        offered += f", or {amount.prefix}:N for any N from {amount.minimum} to {amount.maximum}"
    head = reason or f"{clip(choice)!r} is not one of your choices now"
    return f"{head}. You may choose: {offered}."


def _amount(state: Fr1789State, seat: int, choice: str, decision: Prompt) -> str | None:
    """An amount out of range: the rule that bounds it."""
    amount = decision.amount
    assert amount is not None
    n = amount.number(choice)
    assert n is not None
    if amount.prefix == "bid":
        return _bid(state, seat, n)
    assert state.task is not None
    return tasks.amount_refusal(state, state.task, n)


def _cancel(state: Fr1789State, seat: int, kind: str) -> str | None:
    if kind == "veto":
        return (
            "Only the holder of Louis XVI, upright and neither in Prison nor Exile, can veto (§12)"
        )
    if kind == "informant":
        return "You hold no Informant card"
    return None


def _bid(state: Fr1789State, seat: int, amount: int) -> str | None:
    lot = state.lot
    assert lot is not None
    rp = state.players[seat].rp
    if amount > rp:
        return f"You have only {rp} RP: a bid cannot exceed them (§6.0)"
    if lot.bid is not None and amount <= lot.bid:
        return f"A raise must beat the bid of {lot.bid} RP (§6.0)"
    return None


def _card(state: Fr1789State, seat: int, card: str) -> str | None:
    if card not in DATA.card:
        return None
    name = DATA.card[card].name
    if state.owner.get(card) != seat:
        return f"{name} is not one of your cards"
    if card in state.dead:
        return f"{name} is in the Liberty or Death box"
    if card in state.prison:
        return f"{name} is in Prison: it cannot act (§7.2.3)"
    if card in state.spent:
        return f"{name} is spent: it stands up again once everyone has passed (§7.1)"
    if card in state.exile:
        return f"{name} is in Exile: it can only Deploy, and no Deploy is possible now (§7.1)"
    return f"{name} has no action it can pay for or aim at now"


def _conspiracy(state: Fr1789State, seat: int, kind: str) -> str | None:
    if kind not in DATA.conspiracy:
        return None
    name = DATA.conspiracy[kind].name
    if kind not in state.players[seat].hand:
        return f"You hold no {name} card"
    if kind == flow.INFORMANT:
        return "An Informant is played only to cancel another player's ◆ action (§12)"
    return f"{name} has nothing it could do now"


def _action(state: Fr1789State, action: str) -> str | None:
    system = DATA.system[state.system]
    offer = system.offer(action)
    if offer is None:
        return (
            f"{system.english} does not offer {clip(action)} (§7.2)"
            if action.isidentifier()
            else None
        )
    task = state.task
    assert task is not None
    card = task.source.partition(":")[2]
    if card in state.exile:
        return "A Personage in Exile can only Deploy (§7.1)"
    if offer.rp > state.players[task.seat].rp:
        return f"It costs {offer.rp} RP and you have {state.players[task.seat].rp} (§7.2)"
    if action == "expedition" and not DATA.has_deploy(card):
        return "Only a Personage with a ◆ Deploy can lead an Expedition (§7.2.10)"
    left = f"{board.prison_left(state)} Prison, {board.exile_left(state)} Exile markers left"
    return f"Nothing it could aim at now ({left})"
