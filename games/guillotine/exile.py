"""Phases VI (Prison) and VII (Flight): losing popularity, rehabilitation, evasion."""

from __future__ import annotations

from games.core import Choice, Event, Msg
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
    where = d.post
    if ok:
        board.place(state, d, "convention")
    return Event(
        Msg(
            "guillotine-rehabilitation", who=board.name(d), die=die, present=counts[seat],
            total=die + counts[seat], need=need, result="convention" if ok else where,
        )
    )  # fmt: skip


@runner("prison")
def run_prison(state: GuillotineState) -> list[Event]:
    """Phase VI: -1 PP (Table 1), then a rehabilitation roll for each prisoner, 7+."""
    counts = at_convention(state)
    prisoners = sorted(board.at(state, "prison"), key=lambda d: d.arrived)
    events = board.income(state, "prison", -1, Msg("guillotine-prison-starts"))
    if not prisoners:  # said all the same, so the phase is not skipped without a word
        events.append(Event(Msg("guillotine-prison-empty")))
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
    events = [Event(Msg("guillotine-flight-starts"))] if fugitives else []
    for d in fugitives:
        dice = [board.roll(state)]
        while tables.evasion(dice[-1]) == "tracked":  # "il est traqué, il rejette le dé"
            dice.append(board.roll(state))
        caught = tables.evasion(dice[-1]) == "caught"
        shown = [str(die) for die in dice]  # a list: "2 and 4", « 2 et 4 »
        said = Msg(
            "guillotine-search", who=board.name(d), dice=shown, caught="yes" if caught else "no"
        )
        events.append(Event(said))
        if caught:
            board.place(state, d, "guillotine")
            continue
        events += board.gain(state, d, -1, Msg("guillotine-flight"))
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

    ask = Msg("guillotine-surrender-ask")
    help = Msg("guillotine-surrender-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        dep = board.deputy(state, d.deputy or "")
        return Msg("guillotine-surrender-text", who=board.name(dep), pp=dep.pp, bench=bench(state))

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            Choice("trial", Msg("guillotine-surrender-trial")),
            Choice("hide", Msg("guillotine-surrender-hide")),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        dep = board.deputy(state, state.queue.pop(0))
        if choice == "hide":
            return [Event(Msg("guillotine-hides", who=board.name(dep)))]
        board.place(state, dep, "accused")
        return [
            Event(Msg("guillotine-gives-up", who=board.name(dep))),
            *ballots.open_ballot(state, "trial", dep.id),
        ]
