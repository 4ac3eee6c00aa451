"""Why a choice is refused, in a sentence the player can act on, naming the rule. Compares the
text with the choices on offer (never parses it blindly) and quotes it back only clipped."""

from __future__ import annotations

from games.core import Msg, Prompt, Text, clip
from games.fr1789 import board, flow, tasks
from games.fr1789.board import consp_name, consp_the, system_name, the
from games.fr1789.data import DATA
from games.fr1789.state import Fr1789State


def why(state: Fr1789State, seat: int, choice: str, decision: Prompt) -> Msg:
    kind, _, arg = choice.partition(":")
    reason = None
    if decision.amount is not None and decision.amount.number(choice) is not None:
        reason = _amount(state, seat, choice, decision)
    elif state.window is not None:
        reason = _cancel(state, seat, kind)
    elif state.lot is not None and state.lot.bid is None and kind == "pass":
        reason = Msg("fr1789-refuse-opener")
    elif state.task is None and kind in ("card", "consp"):
        reason = _card(state, seat, arg) if kind == "card" else _conspiracy(state, seat, arg)
    elif state.task is not None and kind == "do":
        reason = _action(state, arg)
    head = reason or Msg("fr1789-refuse-not-offered", choice=clip(choice))
    return Msg("fr1789-refusal", head=head, offered=offered(decision))


SHOWN = 8  # the choices a refusal names; the rest are counted


def offered(decision: Prompt) -> Text:
    """The decision's choices as the player reads them (their labels, never their ids), and
    any amount that may be typed."""
    legal = decision.choices
    said: list[Text] = [c.label for c in legal[:SHOWN]]
    if len(legal) > SHOWN:
        said.append(Msg("fr1789-refuse-more", n=len(legal) - SHOWN))
    amount = decision.amount
    if amount is None or amount.minimum > amount.maximum:
        return Msg.join(said, " · ")
    return Msg("fr1789-refuse-or-amount", listed=Msg.join(said, " · "), unit=amount.prefix,
               low=amount.minimum, high=amount.maximum)  # fmt: skip


def _amount(state: Fr1789State, seat: int, choice: str, decision: Prompt) -> Msg | None:
    """An amount out of range: the rule that bounds it."""
    amount = decision.amount
    assert amount is not None
    n = amount.number(choice)
    assert n is not None
    if amount.prefix == "bid":
        return _bid(state, seat, n)
    assert state.task is not None
    return tasks.amount_refusal(state, state.task, n)


def _cancel(state: Fr1789State, seat: int, kind: str) -> Msg | None:
    if kind == "veto":
        return Msg("fr1789-refuse-veto")
    if kind == "informant":
        return Msg("fr1789-refuse-no-informant")
    return None


def _bid(state: Fr1789State, seat: int, amount: int) -> Msg | None:
    lot = state.lot
    assert lot is not None
    rp = state.players[seat].rp
    if amount > rp:
        return Msg("fr1789-refuse-bid-over", rp=rp)
    if lot.bid is not None and amount <= lot.bid:
        return Msg("fr1789-refuse-bid-under", rp=lot.bid)
    return None


def _card(state: Fr1789State, seat: int, card: str) -> Msg | None:
    if card not in DATA.card:
        return None
    said = the(card, "the-start")
    if state.owner.get(card) != seat:
        return Msg("fr1789-refuse-not-yours", card=said)
    if card in state.dead:
        return Msg("fr1789-refuse-dead", card=said)
    if card in state.prison:
        return Msg("fr1789-refuse-in-prison", card=said)
    if card in state.spent:
        return Msg("fr1789-refuse-spent", card=said)
    if card in state.exile:
        return Msg("fr1789-refuse-in-exile", card=said)
    return Msg("fr1789-refuse-nothing", card=said)


def _conspiracy(state: Fr1789State, seat: int, kind: str) -> Msg | None:
    if kind not in DATA.conspiracy:
        return None
    if kind not in state.players[seat].hand:
        return Msg("fr1789-refuse-no-card", card=consp_name(kind))
    if kind == flow.INFORMANT:
        return Msg("fr1789-refuse-informant")
    return Msg("fr1789-refuse-nothing", card=consp_the(kind, "the-start"))


def _action(state: Fr1789State, action: str) -> Msg | None:
    system = DATA.system[state.system]
    offer = system.offer(action)
    if offer is None:
        if not action.isidentifier():
            return None
        said = system_name(state.system)
        return Msg("fr1789-refuse-not-offered-here", system=said, action=clip(action))
    task = state.task
    assert task is not None
    card = task.source.partition(":")[2]
    if card in state.exile:
        return Msg("fr1789-refuse-exile-deploys")
    if offer.rp > state.players[task.seat].rp:
        return Msg("fr1789-refuse-costs", price=offer.rp, rp=state.players[task.seat].rp)
    if action == "expedition" and not DATA.has_deploy(card):
        return Msg("fr1789-refuse-expedition")
    return Msg("fr1789-refuse-no-target", prison=board.prison_left(state),
               exile=board.exile_left(state))  # fmt: skip
