"""Phase II, the Convention: reports, the order of the day, and from turn 4 the dissolution."""

from __future__ import annotations

from games.core import Choice, Event, seat_tag
from games.guillotine import ballots, board, tables
from games.guillotine.components import DEPUTY_NAME, where
from games.guillotine.denunciations import denounce, judge, support
from games.guillotine.state import (
    DISSOLUTION_FROM,
    TURNS,
    Ballot,
    Decision,
    Denunciation,
    Deputy,
    GuillotineState,
)
from games.guillotine.steps import RESULTS, Step, ask, next_phase, runner, step

REPORT_PP = 2  # Phase II §1: the rapporteur gains 2 PP, or loses 2 PP


@runner("convention")
def run_convention(state: GuillotineState) -> list[Event]:
    if state.stage == "start":
        # Phase II §1: a successful rapporteur is protected "jusqu'à la prochaine phase
        # Convention": the squares empty now and new reports may be made.
        for d in state.deputies:
            d.rapport = False
        state.reports = []
        state.stage = "designate"
        state.cursor = 0
        return [Event("Phase II, the Convention: reports")]
    if state.stage == "designate":
        seat = board.in_turn(state, lambda s: bool(board.at(state, "convention", s)))
        if seat is not None:
            return ask(state, "report", seat)
        state.stage = "reports"
    if state.stage == "reports":
        if state.reports:
            return ballots.open_ballot(state, "report", state.reports[0])
        state.stage = "agenda"
        state.cursor = 0
    if state.stage == "agenda":
        # Absent, or with nothing to denounce nor support, a player passes unasked.
        seat = board.in_turn(
            state, lambda s: bool(board.at(state, "convention", s)) and len(agenda(state, s)) > 1
        )
        if seat is not None:
            return ask(state, "agenda", seat)
        state.stage = "dissolution"
        judge(state)
        return []
    if state.stage == "dissolution":
        state.stage = "end"
        # Phase II §3: from the fourth turn, by a vote of the deputies present. In the tenth the
        # game ends with the turn anyway (§I.3), so nobody is asked.
        if (
            DISSOLUTION_FROM <= state.turn < TURNS
            and state.dissolved is None
            and board.at(state, "convention")
        ):
            return ballots.open_ballot(state, "dissolution")
        return []
    next_phase(state, "comite")
    return []


@step("report")
class NameRapporteur(Step):
    ask = "name a rapporteur, or none"
    help = (
        "Your rapporteur's report goes to a secret vote of the Convention. More YES: he gains 2 "
        "PP and cannot be denounced until the next Convention phase. More NO: he loses 2 PP. A "
        "tie: his PP do not change, but he loses the Rapport square's protection."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        return (
            "Name one of your deputies at the Convention rapporteur, or none. The Convention "
            "votes on his report in secret: adopted, he gains 2 PP and cannot be denounced until "
            "the next Convention phase; rejected, he loses 2 PP."
        )

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            *(
                Choice(f"report:{dep.id}", f"{DEPUTY_NAME[dep.id]} reports ({dep.pp} PP)")
                for dep in board.at(state, "convention", d.seat)
            ),
            Choice("noreport", "No report"),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        state.cursor += 1
        if choice == "noreport":
            return [Event(f"{seat_tag(d.seat)} makes no report")]
        dep = board.deputy(state, choice.removeprefix("report:"))
        dep.rapport = True
        state.reports.append(dep.id)
        return [Event(f"{seat_tag(d.seat)} names {board.name(dep)} rapporteur")]


def report_result(state: GuillotineState, b: Ballot, yes: int, no: int) -> tuple[str, list[Event]]:
    state.reports.pop(0)
    dep = board.deputy(state, b.subject or "")
    if yes > no:
        return "adopted", board.gain(state, dep, REPORT_PP, "Report adopted")
    dep.rapport = False
    if no > yes:
        return "rejected", board.gain(state, dep, -REPORT_PP, "Report rejected")
    return "tie", [Event(f"{board.name(dep)} leaves the Rapport square")]


def dissolution_result(
    state: GuillotineState, b: Ballot, yes: int, no: int
) -> tuple[str, list[Event]]:
    if yes > no:
        state.dissolved = state.turn
        return "dissolved", [Event("The Assembly is dissolved: the game ends with this turn")]
    return "rejected", [Event("The Assembly sits on")]


RESULTS["report"] = report_result
RESULTS["dissolution"] = dissolution_result


def why_not_denounce(state: GuillotineState, seat: int, target: Deputy) -> str | None:
    """Phase II §2: a deputy at the Convention, and one at the target's post."""
    why = board.why_spared(state, seat, target)
    if why is not None:
        return f"{why} You may support that denunciation." if target.denounced else why
    if not board.at(state, target.post, seat):
        return (
            f"To denounce {board.name(target)} {where(target.post)} you need a deputy "
            f"{where(target.post)} too."
        )
    return None


def supportable(state: GuillotineState, seat: int) -> list[Denunciation]:
    return [
        i
        for i in state.batch
        if why_not_support(state, seat, board.deputy(state, i.target)) is None
    ]


def agenda(state: GuillotineState, seat: int) -> list[Choice]:
    targets = [d for d in state.deputies if why_not_denounce(state, seat, d) is None]
    return [
        Choice("pass", "Pass"),
        *(
            Choice(
                f"support:{i.target}",
                f"Support the denunciation of {board.name(board.deputy(state, i.target))} "
                f"{where(i.post)} by {i.source if i.by is None else seat_tag(i.by)}",
            )
            for i in supportable(state, seat)
        ),
        *(Choice(f"denounce:{t.id}", f"Denounce {board.described(t)}") for t in targets),
    ]


@step("agenda")
class OrderOfTheDay(Step):
    ask = "order of the day: denounce, support a denunciation, or pass"
    help = (
        "To denounce you need a deputy at the Convention and one at your target's post; to "
        "support, a deputy at the Convention. A denunciation is confirmed on 1-2 of the die, a "
        "supported one on 1-5 (questions replace the die in the Variante Histoire). Confirmed: "
        "-3 PP on Mission or at the Club, elsewhere a summons before the Tribunal."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        return (
            "Order of the day: denounce a free deputy (you need a deputy at his post too), "
            "support a denunciation already made, or pass. "
            f"A denunciation is {tables.settled_by(False, state.histoire)}; a supported one "
            f"is {tables.settled_by(True, state.histoire)}."
        )

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return agenda(state, d.seat)

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        state.cursor += 1
        kind, _, arg = choice.partition(":")
        if kind == "pass":
            return [Event(f"{seat_tag(d.seat)} passes")]
        target = board.deputy(state, arg)
        if kind == "support":
            support(next(i for i in state.batch if i.target == arg), d.seat)
            return [Event(f"{seat_tag(d.seat)} supports the denunciation of {board.name(target)}")]
        return [denounce(state, target, d.seat, "Order of the day")]

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> str:
        kind, _, arg = choice.partition(":")
        target = board.find(state, arg)
        why = None
        if kind == "denounce" and target is not None:
            why = why_not_denounce(state, d.seat, target)
        elif kind == "support" and target is not None:
            why = why_not_support(state, d.seat, target)
        return why or super().refuse(state, d, choice)


def why_not_support(state: GuillotineState, seat: int, target: Deputy) -> str | None:
    """Phase II §2: "Une dénonciation a un soutien au maximum"; and one supports a
    denunciation to weaken an adversary: not one's own, nor one against one's own deputy."""
    item = next((i for i in state.batch if i.target == target.id), None)
    if item is None:
        return f"Nobody has denounced {board.name(target)} at this order of the day."
    if item.supporter is not None:
        return f"The denunciation of {board.name(target)} already has its one support."
    if item.by == seat:
        return "You cannot support your own denunciation."
    if board.owner(state, target) == seat:
        return "You cannot support a denunciation of your own deputy."
    return None
