"""Denunciations in their four steps (§III), shared by the order of the day, the Comité's motion,
Mission cards and Jacobin cards; and the Tribunal's three answers.

"Les députés dénoncés sont traités ensemble, étape par étape": a phase collects its
denunciations (step 1, the "dénoncé" squares), then the batch is judged (step 2: the die, or the
Variante Histoire's questions), the consequences follow (step 3, Table 3), and the deputies
summoned before the Tribunal choose, one after the other (step 4).
"""

from __future__ import annotations

from games.core import Choice, Event, Msg, Text, seat_tag
from games.guillotine import ballots, board, tables
from games.guillotine.components import QUESTION, where
from games.guillotine.state import Ballot, Decision, Denunciation, Deputy, GuillotineState
from games.guillotine.steps import RESULTS, Step, ask, next_phase, runner, step


def denounce(
    state: GuillotineState, target: Deputy, by: int | None, source: Text, strong: bool = False
) -> Event:
    """Step 1: the deputy goes onto the "dénoncé" square of his post."""
    target.denounced = True
    state.batch.append(
        Denunciation(
            target=target.id,
            by=by,
            source=source,
            post=target.post,
            strong=strong,
            # Variante Histoire: 2 questions when supported or in the Comité
            questions=2 if strong else 1,
        )
    )
    who, at = board.name(target), where(target.post)
    if by is None:
        return Event(Msg("guillotine-is-denounced", source=source, who=who, at=at))
    return Event(Msg("guillotine-denounces", source=source, by=seat_tag(by), who=who, at=at))


def support(item: Denunciation, seat: int) -> None:
    """Phase II §2, Table 4: a supported denunciation is confirmed on 1 to 5."""
    item.supporter = seat
    item.strong = True
    item.questions = 2


def item_for(state: GuillotineState, dep_id: str | None) -> Denunciation:
    return next(i for i in state.batch if i.target == dep_id and i.status == "placed")


def judge(state: GuillotineState) -> None:
    """Start steps 2-4 for the denunciations collected so far."""
    if state.batch:
        state.batch_stage = "judge"


def judge_then(state: GuillotineState, phase: str) -> None:
    """At the end of a phase: its denunciations are settled before the next phase begins."""
    if state.stage == "judged":
        next_phase(state, phase)
    else:
        state.stage = "judged"
        judge(state)


@runner("batch")
def run_batch(state: GuillotineState) -> list[Event]:
    events: list[Event] = []
    if state.batch_stage == "judge":
        for item in state.batch:
            if item.status != "placed":
                continue
            d = board.deputy(state, item.target)
            if d.post != item.post:  # he died of his own hand meanwhile
                item.status = "dropped"
                continue
            if state.histoire:
                item.question = draw_question(state, d.party)
                return events + ask(state, "question", board.owner(state, d), deputy=d.id)
            die = board.roll(state)
            ok = tables.confirmed(die, item.strong)
            item.status = "confirmed" if ok else "cancelled"
            said = Msg(
                "guillotine-die-for", who=board.name(d), die=die, top=5 if item.strong else 2,
                confirmed="yes" if ok else "no",
            )  # fmt: skip
            events.append(Event(said))
        events += consequences(state)
        state.batch_stage = "tribunal"
        return events
    for item in state.batch:
        d = board.deputy(state, item.target)
        if item.status == "confirmed" and d.post == "accused":
            return ask(state, "tribunal", board.owner(state, d), deputy=d.id)
    state.batch = []
    state.batch_stage = None
    return events


def consequences(state: GuillotineState) -> list[Event]:
    """Step 3, Table 3."""
    events: list[Event] = []
    for item in state.batch:
        d = board.deputy(state, item.target)
        d.denounced = False
        if item.status != "confirmed":
            continue
        if tables.summoned(item.post):
            board.place(state, d, "accused")
            events.append(Event(Msg("guillotine-summoned", who=board.name(d))))
            continue
        events += board.gain(state, d, tables.CONFIRMED_PP, Msg("guillotine-confirmed-source"))
        if d.post != "guillotine":
            board.place(state, d, "convention")
            events.append(Event(Msg("guillotine-back-to-convention", who=board.name(d))))
    return events


def draw_question(state: GuillotineState, party: str) -> str:
    deck = state.question_decks[party]
    qid = deck.pop(0)
    deck.append(qid)
    return qid


@step("question")
class AnswerQuestion(Step):
    """Variante Histoire: a question replaces the die; a wrong answer confirms."""

    ask = Msg("guillotine-question-ask")
    help = Msg("guillotine-question-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        item = item_for(state, d.deputy)
        q = QUESTION[item.question or ""]
        who = board.name(board.deputy(state, item.target))
        return Msg(
            "guillotine-question-text", who=who, source=item.source, nth=item.correct + 1,
            of=item.questions, question=q.said,
        )  # fmt: skip

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            Choice("answer:yes", Msg("guillotine-answer-yes")),
            Choice("answer:no", Msg("guillotine-answer-no")),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        item = item_for(state, d.deputy)
        q = QUESTION[item.question or ""]
        said = choice == "answer:yes"
        right = said == q.answer
        who = board.name(board.deputy(state, item.target))
        answer = Msg(
            "guillotine-answers", who=seat_tag(d.seat), said="yes" if said else "no",
            question=q.said, right="right" if right else "yes" if q.answer else "no",
        )  # fmt: skip
        events = [Event(answer)]
        item.question = None
        if not right:
            item.status = "confirmed"
            events.append(Event(Msg("guillotine-denunciation-confirmed", who=who)))
        else:
            item.correct += 1
            if item.correct == item.questions:
                item.status = "cancelled"
                events.append(Event(Msg("guillotine-denunciation-cancelled", who=who)))
            else:
                item.question = draw_question(state, board.deputy(state, item.target).party)
                events += ask(state, "question", d.seat, deputy=d.deputy)
        return events


def bench(state: GuillotineState) -> Msg:
    """Who would judge a trial now, for the accused deciding whether to face it."""
    judges = ", ".join(f"{seat_tag(v.seat)} {v.weight}" for v in board.voters(state, "tribunal"))
    if not judges:
        return Msg("guillotine-bench-empty")
    return Msg("guillotine-bench", judges=judges)


def accomplices(state: GuillotineState, d: Deputy) -> list[Deputy]:
    """§III.4 Le Complice: a deputy of his party sitting at the Tribunal, never himself."""
    return [a for a in board.at(state, "tribunal") if a.party == d.party and a.id != d.id]


@step("tribunal")
class FaceTheTribunal(Step):
    """§III.4: flight, an accomplice, or a trial."""

    ask = Msg("guillotine-tribunal-ask")
    help = Msg("guillotine-tribunal-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        dep = board.deputy(state, d.deputy or "")
        return Msg(
            "guillotine-tribunal-text", who=board.name(dep), pp=dep.pp, bench=bench(state),
            accomplice="yes" if accomplices(state, dep) else "no",
        )  # fmt: skip

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        dep = board.deputy(state, d.deputy or "")
        return [
            Choice("flee", Msg("guillotine-flee")),
            *(
                Choice(
                    f"accomplice:{a.id}",
                    Msg("guillotine-accomplice-label", who=board.name(a), pp=a.pp),
                )
                for a in accomplices(state, dep)
            ),
            Choice("trial", Msg("guillotine-stand-trial")),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        dep = board.deputy(state, d.deputy or "")
        if choice == "flee":
            board.place(state, dep, "fuite")
            return [Event(Msg("guillotine-flees", who=board.name(dep)))]
        if choice == "trial":
            events = [Event(Msg("guillotine-stands-trial", who=board.name(dep)))]
            return events + ballots.open_ballot(state, "trial", dep.id)
        helper = board.deputy(state, choice.removeprefix("accomplice:"))
        said = Msg("guillotine-intervenes", helper=board.name(helper), who=board.name(dep))
        board.place(state, dep, "prison")
        return [Event(said), *board.gain(state, helper, -2, Msg("guillotine-accomplice"))]


def trial_result(state: GuillotineState, b: Ballot, yes: int, no: int) -> tuple[Msg, list[Event]]:
    dep = board.deputy(state, b.subject or "")
    outcome = tables.verdict(yes, no)
    if outcome == "guilty":
        board.place(state, dep, "guillotine")
    elif outcome == "acquitted":
        board.place(state, dep, "convention")
    else:
        board.place(state, dep, "prison")
    said = Msg(f"guillotine-verdict-{outcome}", who=board.name(dep))
    return Msg(f"guillotine-result-{outcome}"), [Event(said)]


RESULTS["trial"] = trial_result
