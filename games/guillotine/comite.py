"""Phase III, the Comité de Salut Public: +1 PP, and motions until one is adopted."""

from __future__ import annotations

from games.core import Choice, Event, seat_tag
from games.guillotine import ballots, board, tables
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
        return board.income(state, "comite", 1, "Phase III, the Comité de Salut Public")
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
    return [d for d in state.deputies if why_not_propose(state, seat, d) is None]


def why_not_propose(state: GuillotineState, seat: int, target: Deputy) -> str | None:
    if target.id in state.proposed:
        return f"{board.name(target)} was named in a motion this turn: name another deputy."
    return board.why_spared(state, seat, target)


@step("motion")
class ProposeMotion(Step):
    ask = "propose a motion denouncing a deputy, or none"
    help = (
        "The Comité's deputies vote on your motion in secret; a majority adopts it, and only one "
        "motion passes each turn. The deputy it names is denounced, confirmed on 1-5 of the die: "
        "-3 PP on Mission or at the Club, elsewhere a summons before the Tribunal."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        return (
            "Propose a motion denouncing any free deputy, or none. The Comité's deputies vote "
            "in secret; an adopted motion "
            f"is {tables.settled_by(True, state.histoire)}. Only one motion can pass each turn."
        )

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            Choice("nomotion", "No motion"),
            *(
                Choice(f"motion:{t.id}", f"Denounce {board.described(t)}")
                for t in targets(state, d.seat)
            ),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        state.cursor += 1
        if choice == "nomotion":
            return [Event(f"{seat_tag(d.seat)} proposes no motion")]
        target = choice.removeprefix("motion:")
        state.proposed.append(target)
        return ballots.open_ballot(state, "motion", target, proposer=d.seat)

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> str:
        target = board.find(state, choice.removeprefix("motion:"))
        if choice.startswith("motion:") and target is not None:
            return why_not_propose(state, d.seat, target) or super().refuse(state, d, choice)
        return super().refuse(state, d, choice)


def motion_result(state: GuillotineState, b: Ballot, yes: int, no: int) -> tuple[str, list[Event]]:
    # "La majorité absolue des députés du Comité": every one of them votes, so more YES than NO.
    if yes <= no:
        return "rejected", []
    state.motion_adopted = True
    target = board.deputy(state, b.subject or "")
    event = denounce(state, target, b.proposer, "Motion of the Comité", strong=True)
    judge(state)
    return "adopted", [event]


RESULTS["motion"] = motion_result
