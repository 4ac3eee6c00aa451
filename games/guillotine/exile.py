"""Phases VI (Prison) and VII (Flight): losing popularity, rehabilitation, evasion."""

from __future__ import annotations

from games.core import Choice, Event
from games.guillotine import ballots, board, tables
from games.guillotine.denunciations import bench
from games.guillotine.ending import end_turn
from games.guillotine.state import Decision, GuillotineState
from games.guillotine.steps import Step, ask, next_phase, runner, step


def at_convention(state: GuillotineState) -> list[int]:
    """Each player's deputies at the Convention "au début de la Phase"."""
    return [len(board.at(state, "convention", s)) for s in range(state.num_players)]


def rehabilitate(state: GuillotineState, dep_id: str, counts: list[int], need: int) -> Event:
    d = board.deputy(state, dep_id)
    seat = board.owner(state, d)
    die = board.roll(state)
    ok = tables.rehabilitated(die, counts[seat], need)
    stays = "stays in Prison" if d.post == "prison" else "stays in Flight"
    if ok:
        board.place(state, d, "convention")
    return Event(
        f"Rehabilitation of {board.name(d)}: die {die} + {counts[seat]} at the Convention = "
        f"{die + counts[seat]} ({need}+ needed): " + ("returns to the Convention" if ok else stays)
    )


@runner("prison")
def run_prison(state: GuillotineState) -> list[Event]:
    """Phase VI: -1 PP (Table 1), then a rehabilitation roll for each prisoner, 7+."""
    counts = at_convention(state)
    prisoners = sorted(board.at(state, "prison"), key=lambda d: d.arrived)
    events = board.income(state, "prison", -1, "Phase VI, Prison")
    for d in prisoners:
        if d.post == "prison":
            events.append(rehabilitate(state, d.id, counts, tables.PRISON_NEED))
    next_phase(state, "fuite")
    return events


@runner("fuite")
def run_flight(state: GuillotineState) -> list[Event]:
    """Phase VII: evasion, -1 PP, rehabilitation 8+; failing it, the choice to face trial."""
    if state.stage == "choices":
        if state.queue:
            d = board.deputy(state, state.queue[0])
            return ask(state, "surrender", board.owner(state, d), deputy=d.id)
        return end_turn(state)
    counts = at_convention(state)
    fugitives = sorted(board.at(state, "fuite"), key=lambda d: d.arrived)
    events = [Event("Phase VII, Flight")] if fugitives else []
    for d in fugitives:
        dice = [board.roll(state)]
        while tables.evasion(dice[-1]) == "tracked":  # "il est traqué, il rejette le dé"
            dice.append(board.roll(state))
        caught = tables.evasion(dice[-1]) == "caught"
        shown = ", ".join(map(str, dice))
        events.append(
            Event(
                f"Search for {board.name(d)}: die {shown}: "
                + ("caught and guillotined" if caught else "escapes")
            )
        )
        if caught:
            board.place(state, d, "guillotine")
            continue
        events += board.gain(state, d, -1, "Flight")
        if d.post == "fuite":
            events.append(rehabilitate(state, d.id, counts, tables.FLIGHT_NEED))
        if d.post == "fuite":
            state.queue.append(d.id)
    state.stage = "choices"
    return events


@step("surrender")
class FaceTrialOrHide(Step):
    """Phase VII: "le Fugitif a toujours la possibilité de se présenter spontanément devant le
    Tribunal Révolutionnaire. Il passe en procès. Sinon, il reste en Fuite." """

    ask = "your fugitive may give himself up for trial, or stay in Flight"
    help = (
        "In Flight a deputy loses 1 PP a turn, risks capture and cannot be re-elected. Giving "
        "himself up means a trial now: NO returns him to the Convention, YES executes him, a tie "
        "sends him to Prison."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        dep = board.deputy(state, d.deputy or "")
        return (
            f"{board.name(dep)} ({dep.pp} PP) was not rehabilitated. He may give himself up to "
            f"the Tribunal Révolutionnaire and stand trial ({bench(state)}), or stay in Flight."
        )

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [Choice("trial", "Give himself up: trial"), Choice("hide", "Stay in Flight")]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        dep = board.deputy(state, state.queue.pop(0))
        if choice == "hide":
            return [Event(f"{board.name(dep)} stays in hiding")]
        board.place(state, dep, "accused")
        return [
            Event(f"{board.name(dep)} gives himself up to the Tribunal"),
            *ballots.open_ballot(state, "trial", dep.id),
        ]
