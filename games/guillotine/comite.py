"""Phase III, the Comité de Salut Public: +1 PP, and motions until one is adopted."""

from __future__ import annotations

from games.core import Choice, Event, Msg, seat_tag
from games.guillotine import ballots, board, tables
from games.guillotine.convention import adopted, rejected
from games.guillotine.denunciations import denounce, judge
from games.guillotine.state import Ballot, Decision, Deputy, GuillotineState
from games.guillotine.steps import RESULTS, Step, ask, next_phase, runner, step


@runner("comite")
def run_comite(state: GuillotineState) -> list[Event]:
    if state.stage == "start":
        state.stage = "motions"
        state.motion_adopted = False
        state.proposed = []
        # Table 1: + 1 PP
        return board.income(state, "comite", 1, Msg("guillotine-comite-starts"))
    # "Une seule Motion peut être adoptée par tour": proposals in player order, by the players
    # represented at the Comité, until one passes.
    seat = board.in_turn(state, lambda s: bool(board.at(state, "comite", s) and targets(state, s)))
    if seat is not None and not state.motion_adopted:
        return ask(state, "motion", seat)
    next_phase(state, "mission")
    return []


def targets(state: GuillotineState, seat: int) -> list[Deputy]:
    """ "Cette dénonciation peut atteindre n'importe quel député libre" (not one's own); after a
    motion fails, "le joueur suivant propose un autre nom": not one already voted on."""
    return [d for d in state.deputies if barring(state, seat, d) is None]


def barring(state: GuillotineState, seat: int, target: Deputy) -> board.Refusal | None:
    """The rule by which `seat` may not name `target` in a motion; None if he may."""
    if target.id in state.proposed:
        return lambda: Msg("guillotine-motion-named", who=board.name(target))
    return board.sparing(state, seat, target)


def why_not_propose(state: GuillotineState, seat: int, target: Deputy) -> Msg | None:
    return board.said(barring(state, seat, target))


@step("motion")
class ProposeMotion(Step):
    ask = Msg("guillotine-motion-ask")
    help = Msg("guillotine-motion-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        return Msg("guillotine-motion-text", settled=tables.settled_by(True, state.histoire))

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            Choice("nomotion", Msg("guillotine-motion-none")),
            *(Choice(f"motion:{t.id}", board.target(t)) for t in targets(state, d.seat)),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        state.cursor += 1
        if choice == "nomotion":
            return [Event(Msg("guillotine-no-motion", who=seat_tag(d.seat)))]
        target = choice.removeprefix("motion:")
        state.proposed.append(target)
        return ballots.open_ballot(state, "motion", target, proposer=d.seat)

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> Msg:
        target = board.find(state, choice.removeprefix("motion:"))
        if choice.startswith("motion:") and target is not None:
            return why_not_propose(state, d.seat, target) or super().refuse(state, d, choice)
        return super().refuse(state, d, choice)


def motion_result(state: GuillotineState, b: Ballot, yes: int, no: int) -> tuple[Msg, list[Event]]:
    # "La majorité absolue des députés du Comité": every one of them votes, so more YES than NO.
    if yes <= no:
        return rejected(b), []
    state.motion_adopted = True
    target = board.deputy(state, b.subject or "")
    event = denounce(state, target, b.proposer, Msg("guillotine-source-motion"), strong=True)
    judge(state)
    return adopted(b), [event]


RESULTS["motion"] = motion_result
