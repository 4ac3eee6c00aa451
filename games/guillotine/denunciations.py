"""Denunciations in their four steps (§III), shared by the order of the day, the Comité's motion,
Mission cards and Jacobin cards; and the Tribunal's three answers.

"Les députés dénoncés sont traités ensemble, étape par étape": a phase collects its
denunciations (step 1, the "dénoncé" squares), then the batch is judged (step 2: the die, or the
Variante Histoire's questions), the consequences follow (step 3, Table 3), and the deputies
summoned before the Tribunal choose, one after the other (step 4).
"""

from __future__ import annotations

from games.core import Choice, Event, seat_tag
from games.guillotine import ballots, board, tables
from games.guillotine.components import QUESTION, where
from games.guillotine.state import Ballot, Decision, Denunciation, Deputy, GuillotineState
from games.guillotine.steps import RESULTS, Step, ask, next_phase, runner, step


def denounce(
    state: GuillotineState, target: Deputy, by: int | None, source: str, strong: bool = False
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
    if by is None:
        return Event(f"{source}: {board.name(target)} is denounced {where(target.post)}")
    return Event(f"{source}: {seat_tag(by)} denounces {board.name(target)} {where(target.post)}")


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
            rule = "1-5 confirms" if item.strong else "1-2 confirms"
            events.append(
                Event(
                    f"Die for {board.name(d)}: {die} ({rule}): "
                    + ("denunciation confirmed" if ok else "denunciation cancelled")
                )
            )
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
            events.append(Event(f"{board.name(d)} is summoned before the Tribunal Révolutionnaire"))
            continue
        events += board.gain(state, d, tables.CONFIRMED_PP, "Confirmed denunciation")
        if d.post != "guillotine":
            board.place(state, d, "convention")
            events.append(Event(f"{board.name(d)} goes back to the Convention"))
    return events


def draw_question(state: GuillotineState, party: str) -> str:
    deck = state.question_decks[party]
    qid = deck.pop(0)
    deck.append(qid)
    return qid


@step("question")
class AnswerQuestion(Step):
    """Variante Histoire: a question replaces the die; a wrong answer confirms."""

    ask = "answer a history question to save your deputy"
    help = (
        "In the Variante Histoire a question replaces the die: a right answer cancels the "
        "denunciation and a wrong one confirms it. A supported denunciation or a motion needs two "
        "right answers."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        item = item_for(state, d.deputy)
        q = QUESTION[item.question or ""]
        who = board.name(board.deputy(state, item.target))
        return (
            f"Variante Histoire: {who} is denounced ({item.source}). Answer right to cancel it "
            f"(question {item.correct + 1} of {item.questions}): {q.text}"
        )

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [Choice("answer:yes", "Yes"), Choice("answer:no", "No")]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        item = item_for(state, d.deputy)
        q = QUESTION[item.question or ""]
        said = choice == "answer:yes"
        right = said == q.answer
        who = board.name(board.deputy(state, item.target))
        events = [
            Event(
                f"{seat_tag(d.seat)} answers {'YES' if said else 'NO'} to «{q.text}»: "
                + ("right" if right else f"wrong, the answer is {'YES' if q.answer else 'NO'}")
            )
        ]
        item.question = None
        if not right:
            item.status = "confirmed"
            events.append(Event(f"The denunciation of {who} is confirmed"))
        else:
            item.correct += 1
            if item.correct == item.questions:
                item.status = "cancelled"
                events.append(Event(f"The denunciation of {who} is cancelled"))
            else:
                item.question = draw_question(state, board.deputy(state, item.target).party)
                events += ask(state, "question", d.seat, deputy=d.deputy)
        return events


def bench(state: GuillotineState) -> str:
    """Who would judge a trial now, for the accused deciding whether to face it."""
    judges = ", ".join(f"{seat_tag(v.seat)} {v.weight}" for v in board.voters(state, "tribunal"))
    if not judges:
        return "nobody sits at the Tribunal, a 0-0 tie that sends him to Prison"
    return f"judges {judges}; YES executes, NO acquits, a tie sends him to Prison"


def accomplices(state: GuillotineState, d: Deputy) -> list[Deputy]:
    """§III.4 Le Complice: a deputy of his party sitting at the Tribunal, never himself."""
    return [a for a in board.at(state, "tribunal") if a.party == d.party and a.id != d.id]


@step("tribunal")
class FaceTheTribunal(Step):
    """§III.4: flight, an accomplice, or a trial."""

    ask = "your deputy is summoned before the Tribunal: flee, accomplice or trial"
    help = (
        "Flee: he goes into Flight (-1 PP a turn, may be caught). Accomplice: a deputy of his "
        "party at the Tribunal stops the trial and loses 2 PP, and the accused goes to Prison. "
        "Trial: the Tribunal votes in secret; YES executes, NO acquits, a tie sends him to "
        "Prison."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        dep = board.deputy(state, d.deputy or "")
        helper = (
            "call an accomplice of his party sitting at the Tribunal (the accomplice loses 2 PP "
            f"and stops the trial; {board.name(dep)} goes to Prison, his case examined in "
            "Phase VI), "
            if accomplices(state, dep)
            else ""
        )
        return (
            f"{board.name(dep)} ({dep.pp} PP) is summoned before the Tribunal Révolutionnaire. "
            f"Flee (his case comes up in Phase VII), {helper}or stand trial: {bench(state)}."
        )

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        dep = board.deputy(state, d.deputy or "")
        return [
            Choice("flee", "Flee"),
            *(
                Choice(
                    f"accomplice:{a.id}",
                    f"Accomplice {board.name(a)} loses 2 PP ({a.pp} now); the accused to Prison",
                )
                for a in accomplices(state, dep)
            ),
            Choice("trial", "Stand trial"),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        dep = board.deputy(state, d.deputy or "")
        if choice == "flee":
            board.place(state, dep, "fuite")
            return [Event(f"{board.name(dep)} flees")]
        if choice == "trial":
            events = [Event(f"{board.name(dep)} stands trial")]
            return events + ballots.open_ballot(state, "trial", dep.id)
        helper = board.deputy(state, choice.removeprefix("accomplice:"))
        events = [Event(f"{board.name(helper)} intervenes: {board.name(dep)} goes to Prison")]
        board.place(state, dep, "prison")
        return events + board.gain(state, helper, -2, "Accomplice")


def trial_result(state: GuillotineState, b: Ballot, yes: int, no: int) -> tuple[str, list[Event]]:
    dep = board.deputy(state, b.subject or "")
    outcome = tables.verdict(yes, no)
    if outcome == "guilty":
        board.place(state, dep, "guillotine")
        return "guilty", [Event(f"{board.name(dep)} is guillotined")]
    if outcome == "acquitted":
        board.place(state, dep, "convention")
        return "acquitted", [Event(f"{board.name(dep)} is acquitted and returns to the Convention")]
    board.place(state, dep, "prison")
    return "tie", [Event(f"A tie: {board.name(dep)} goes to Prison")]


RESULTS["trial"] = trial_result
