"""The opening draft (option `draft`): each player in turn takes a party, or one at random.

§I.4: "A 4 joueurs, chaque joueur choisit une tendance politique"; with 2 players each takes two,
with 3 one party is left out. Without the option the parties are dealt at random at set-up.
"""

from __future__ import annotations

from games.core import Choice, Event, Msg, seat_tag
from games.guillotine.components import PARTY, PARTY_IDS
from games.guillotine.state import Decision, Deputy, GuillotineState
from games.guillotine.steps import Step, ask, next_phase, runner, step


def quota(num_players: int) -> int:
    return 2 if num_players == 2 else 1


def draft_order(order: list[int], num_players: int) -> list[int]:
    """Round after round from the first player, until each has his parties."""
    return order * quota(num_players)


def free_parties(state: GuillotineState) -> list[str]:
    taken = {p for s in state.seats for p in s.parties}
    return [p for p in PARTY_IDS if p not in taken]


def seat_deputies(state: GuillotineState) -> None:
    """§I.4.4: every deputy of the parties in play starts at the Convention with 5 PP."""
    playing = {p for s in state.seats for p in s.parties}
    parties = [PARTY[pid] for pid in PARTY_IDS if pid in playing]
    state.deputies = [Deputy(id=d.id, party=p.id) for p in parties for d in p.deputies]


def label(pid: str) -> Msg:
    """ "Montagnards (red, M)": the name, the colour of its pieces and the initial on them."""
    p = PARTY[pid]
    return Msg(
        "guillotine-party-label",
        party=p.name,
        colour=Msg(f"guillotine-colour-{pid}"),
        initial=p.initial,
    )


@runner("draft")
def run_draft(state: GuillotineState) -> list[Event]:
    left = free_parties(state)
    if state.draft and len(left) > 1:
        return ask(state, "draft", state.draft[0])
    events = []
    if state.draft:  # the last party goes to the last player to choose
        events.append(take(state, state.draft[0], left[0]))
    seat_deputies(state)
    next_phase(state, "movement")
    return events


def take(state: GuillotineState, seat: int, pid: str) -> Event:
    state.draft.pop(0)
    state.seats[seat].parties.append(pid)
    return Event(Msg("guillotine-leads", who=seat_tag(seat), parties=[label(pid)]))


@step("draft")
class ChooseParty(Step):
    ask = Msg("guillotine-draft-ask")
    help = Msg("guillotine-draft-help")

    def text(self, state: GuillotineState, d: Decision) -> Msg:
        mine = state.seats[d.seat].parties
        return Msg("guillotine-draft-text", led=PARTY[mine[0]].name if mine else "none")

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            *(Choice(f"party:{p}", label(p)) for p in free_parties(state)),
            Choice("party:random", Msg("guillotine-draft-random")),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        pid = choice.removeprefix("party:")
        if pid == "random":
            pid = state.rng.choice(free_parties(state))
        return [take(state, d.seat, pid)]

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> Msg:
        pid = choice.removeprefix("party:")
        leader = next((i for i, s in enumerate(state.seats) if pid in s.parties), None)
        if leader is not None:
            return Msg("guillotine-draft-taken", who=seat_tag(leader), party=PARTY[pid].name)
        return super().refuse(state, d, choice)
