"""The opening draft (option `draft`): each player in turn takes a party, or one at random.

§I.4: "A 4 joueurs, chaque joueur choisit une tendance politique"; with 2 players each takes two,
with 3 one party is left out. Without the option the parties are dealt at random at set-up.
"""

from __future__ import annotations

from games.core import Choice, Event, seat_tag
from games.guillotine.components import PARTY, PARTY_IDS
from games.guillotine.state import Decision, Deputy, GuillotineState
from games.guillotine.steps import Step, ask, next_phase, runner, step

COLOUR_WORD = {"M": "red", "G": "blue", "C": "green", "R": "yellow"}


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


def label(pid: str) -> str:
    p = PARTY[pid]
    return f"{p.name} ({COLOUR_WORD[p.initial]}, {p.initial})"


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
    return Event(f"{seat_tag(seat)} leads the {label(pid)}")


@step("draft")
class ChooseParty(Step):
    ask = "choose the party you will lead"
    help = (
        "Each player leads a party of six deputies (two parties each at two players). Take one of "
        "the parties still free, or let the die pick one for you."
    )

    def text(self, state: GuillotineState, d: Decision) -> str:
        mine = state.seats[d.seat].parties
        also = f" You already lead the {PARTY[mine[0]].name}." if mine else ""
        return f"Choose a party to lead, or let the die decide.{also}"

    def choices(self, state: GuillotineState, d: Decision) -> list[Choice]:
        return [
            *(Choice(f"party:{p}", label(p)) for p in free_parties(state)),
            Choice("party:random", "At random"),
        ]

    def apply(self, state: GuillotineState, d: Decision, choice: str) -> list[Event]:
        pid = choice.removeprefix("party:")
        if pid == "random":
            pid = state.rng.choice(free_parties(state))
        return [take(state, d.seat, pid)]

    def refuse(self, state: GuillotineState, d: Decision, choice: str) -> str:
        pid = choice.removeprefix("party:")
        leader = next((i for i, s in enumerate(state.seats) if pid in s.parties), None)
        if leader is not None:
            return f"{seat_tag(leader)} already leads the {PARTY[pid].name}: choose another party."
        return super().refuse(state, d, choice)
