"""Phase II, the Convention: reports, the order of the day, and from turn 4 the dissolution."""

from __future__ import annotations

from games.core import Choice, Event, Msg, seat_tag
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


# A vote's result, by the ballot's kind, so that French agrees it with what was voted (le rapport
# adopté, la motion adoptée, la dissolution rejetée). A report's keeps the key every result had
# before, which stored logs name.
ADOPTED = {"report": "guillotine-result-adopted", "motion": "guillotine-result-motion-adopted",
           "dissolution": "guillotine-result-dissolved"}  # fmt: skip
REJECTED = {"report": "guillotine-result-rejected", "motion": "guillotine-result-motion-rejected",
            "dissolution": "guillotine-result-dissolution-rejected"}  # fmt: skip


def adopted(b: Ballot) -> Msg:
    return Msg(ADOPTED[b.kind])


def rejected(b: Ballot) -> Msg:
    return Msg(REJECTED[b.kind])


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
        return [Event(Msg("guillotine-convention-starts"))]
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
            state, lambda s: bool(board.at(state, "convention", s)) and has_agenda(state, s)
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
    ask = Msg("guillotine-report-ask")
    help = Msg("guillotine-report-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        return Msg("guillotine-report-text")

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            *(
                Choice(
                    f"report:{dep.id}",
                    Msg("guillotine-report-label", who=DEPUTY_NAME[dep.id], pp=dep.pp),
                )
                for dep in board.at(state, "convention", d.seat)
            ),
            Choice("noreport", Msg("guillotine-report-none")),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        state.cursor += 1
        if choice == "noreport":
            return [Event(Msg("guillotine-no-report", who=seat_tag(d.seat)))]
        dep = board.deputy(state, choice.removeprefix("report:"))
        dep.rapport = True
        state.reports.append(dep.id)
        return [
            Event(Msg("guillotine-names-rapporteur", who=seat_tag(d.seat), dep=board.name(dep)))
        ]


def report_result(state: GuillotineState, b: Ballot, yes: int, no: int) -> tuple[Msg, list[Event]]:
    state.reports.pop(0)
    dep = board.deputy(state, b.subject or "")
    if yes > no:
        return adopted(b), board.gain(state, dep, REPORT_PP, Msg("guillotine-report-adopted"))
    dep.rapport = False
    if no > yes:
        return rejected(b), board.gain(state, dep, -REPORT_PP, Msg("guillotine-report-rejected"))
    return Msg("guillotine-result-tie"), [
        Event(Msg("guillotine-leaves-rapport", who=board.name(dep)))
    ]


def dissolution_result(
    state: GuillotineState, b: Ballot, yes: int, no: int
) -> tuple[Msg, list[Event]]:
    if yes > no:
        state.dissolved = state.turn
        return adopted(b), [Event(Msg("guillotine-dissolved"))]
    return rejected(b), [Event(Msg("guillotine-sits-on"))]


RESULTS["report"] = report_result
RESULTS["dissolution"] = dissolution_result


def denouncing(
    state: GuillotineState, seat: int, target: Deputy, held: set[str]
) -> board.Refusal | None:
    """The rule by which `seat` may not denounce `target` from the order of the day; None if
    he may. Phase II §2: a deputy at the Convention, and one at the target's post. `held`: the
    posts where `seat` has deputies (`board.held`), found once for every target weighed."""
    spared = board.sparing(state, seat, target)
    if spared is not None:
        if target.denounced:
            return lambda: Msg("guillotine-may-support", why=spared())
        return spared
    if target.post not in held:
        return lambda: Msg(
            "guillotine-denounce-needs", who=board.name(target), at=where(target.post)
        )
    return None


def why_not_denounce(state: GuillotineState, seat: int, target: Deputy) -> Msg | None:
    return board.said(denouncing(state, seat, target, board.held(state, seat)))


def supportable(state: GuillotineState, seat: int) -> list[Denunciation]:
    return [
        i for i in state.batch if supporting(state, seat, board.deputy(state, i.target)) is None
    ]


def denounceable(state: GuillotineState, seat: int) -> list[Deputy]:
    held = board.held(state, seat)
    return [d for d in state.deputies if denouncing(state, seat, d, held) is None]


def has_agenda(state: GuillotineState, seat: int) -> bool:
    """Whether the order of the day offers `seat` more than passing: `agenda` without its
    labels, asked of every player in turn."""
    return bool(supportable(state, seat) or denounceable(state, seat))


def agenda(state: GuillotineState, seat: int) -> list[Choice]:
    targets = denounceable(state, seat)
    return [
        Choice("pass", Msg("guillotine-pass")),
        *(
            Choice(
                f"support:{i.target}",
                Msg(
                    "guillotine-support-label",
                    who=board.name(board.deputy(state, i.target)),
                    at=where(i.post),
                    by=i.source if i.by is None else seat_tag(i.by),
                ),
            )
            for i in supportable(state, seat)
        ),
        *(Choice(f"denounce:{t.id}", board.target(t)) for t in targets),
    ]


@step("agenda")
class OrderOfTheDay(Step):
    ask = Msg("guillotine-agenda-ask")
    help = Msg("guillotine-agenda-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        return Msg(
            "guillotine-agenda-text",
            plain=tables.settled_by(False, state.histoire),
            strong=tables.settled_by(True, state.histoire),
        )

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return agenda(state, d.seat)

    def offers(self, state: GuillotineState, d: Decision, choice: str) -> bool:
        """The one deputy named checked, without labelling every target."""
        if choice == "pass":
            return True
        kind, _, arg = choice.partition(":")
        target = board.find(state, arg)
        if target is None:
            return False
        if kind == "denounce":
            return denouncing(state, d.seat, target, board.held(state, d.seat)) is None
        return kind == "support" and supporting(state, d.seat, target) is None

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        state.cursor += 1
        kind, _, arg = choice.partition(":")
        if kind == "pass":
            return [Event(Msg("guillotine-passes", who=seat_tag(d.seat)))]
        target = board.deputy(state, arg)
        if kind == "support":
            support(next(i for i in state.batch if i.target == arg), d.seat)
            said = Msg("guillotine-supports", who=seat_tag(d.seat), dep=board.name(target))
            return [Event(said)]
        return [denounce(state, target, d.seat, Msg("guillotine-source-agenda"))]

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> Msg:
        kind, _, arg = choice.partition(":")
        target = board.find(state, arg)
        why = None
        if kind == "denounce" and target is not None:
            why = why_not_denounce(state, d.seat, target)
        elif kind == "support" and target is not None:
            why = why_not_support(state, d.seat, target)
        return why or super().refuse(state, d, choice)


def supporting(state: GuillotineState, seat: int, target: Deputy) -> board.Refusal | None:
    """The rule by which `seat` may not support the denunciation of `target`; None if he may.
    Phase II §2: "Une dénonciation a un soutien au maximum"; and one supports a denunciation
    to weaken an adversary: not one's own, nor one against one's own deputy."""
    item = next((i for i in state.batch if i.target == target.id), None)
    if item is None:
        return lambda: Msg("guillotine-support-nothing", who=board.name(target))
    if item.supporter is not None:
        return lambda: Msg("guillotine-support-taken", who=board.name(target))
    if item.by == seat:
        return lambda: Msg("guillotine-support-own-denunciation")
    if board.owner(state, target) == seat:
        return lambda: Msg("guillotine-support-own-deputy")
    return None


def why_not_support(state: GuillotineState, seat: int, target: Deputy) -> Msg | None:
    return board.said(supporting(state, seat, target))
