"""What players see. The public view holds who has voted but never how until the tally; a
seat's view adds only its delayed Jacobin cards, when it holds any. Decks, drawn cards still
being dealt with, questions' answers and the generator never appear."""

from __future__ import annotations

from typing import Any

from games.core import Msg
from games.guillotine import ballots, board, ending
from games.guillotine.components import (
    DEPUTY_NAME,
    DEPUTY_SHORT,
    JACOBIN,
    PARTY,
    PARTY_IDS,
    jacobin_text,
)
from games.guillotine.state import TURNS, GuillotineState
from texts import told


# What the awaited player is doing, by decision: the `guillotine-doing-<kind>` messages (those
# about a deputy everyone can see name him).
def waiting(state: GuillotineState) -> dict[str, Any] | None:
    if state.ballot is not None:
        return {
            "what": Msg("guillotine-doing-vote", title=ballots.title(state, state.ballot)),
            "seats": [v.seat for v in state.ballot.voters if v.yes is None],
        }
    d = state.decision
    if d is None:
        return None
    who = board.name(board.deputy(state, d.deputy)) if d.deputy else ""
    kind = d.kind.replace("_", "-")
    return {"what": Msg(f"guillotine-doing-{kind}", who=who), "seats": [d.seat]}


def public(state: GuillotineState) -> dict[str, Any]:
    seats_of = board.party_seat(state)
    scores = ending.scores(state)
    b = state.ballot
    return {
        "game": "guillotine",
        "turn": state.turn,
        "turns": TURNS,
        "phase": state.phase,
        "order": board.order(state),
        "histoire": state.histoire,
        "dissolved": state.dissolved,
        "parties": [
            {
                "id": pid,
                "name": PARTY[pid].name,
                "initial": PARTY[pid].initial,
                "colour": PARTY[pid].colour,
                "seat": seats_of.get(pid),
            }
            for pid in PARTY_IDS
        ],
        "seats": [
            {
                "parties": list(s.parties),
                "held": len(s.held),
                "passed": s.passed,
                "reelected": n,
                "reelected_pp": pp,
            }
            for s, (n, pp) in zip(state.seats, scores, strict=True)
        ],
        "deputies": [
            {
                "id": d.id,
                "name": DEPUTY_NAME[d.id],
                "short": DEPUTY_SHORT[d.id],
                "party": d.party,
                "pp": d.pp,
                "post": d.post,
                "rapport": d.rapport,
                "denounced": d.denounced,
                "sheet": list(d.sheet),
                "died": d.died,
            }
            for d in state.deputies
        ],
        "ballot": None
        if b is None
        else {
            "kind": b.kind,
            "title": ballots.title(state, b),
            "subject": b.subject,
            "voters": [
                {"seat": v.seat, "weight": v.weight, "voted": v.yes is not None} for v in b.voters
            ],
        },
        "tally": None
        if state.last_tally is None
        else {
            "title": state.last_tally.title,
            "result": state.last_tally.result,
            "voters": [
                {"seat": v.seat, "weight": v.weight, "yes": v.yes} for v in state.last_tally.voters
            ],
        },
        "denunciations": [
            {
                "target": i.target,
                "post": i.post,
                "by": i.by,
                "supported": i.strong,
                "status": i.status,
            }
            for i in state.batch
        ],
        "waiting": waiting(state),
        "decks": {"mission": len(state.mission_deck), "jacobin": len(state.jacobin_deck)},
        "log": [told(line) for line in state.log],
        "finished": state.finished,
        "ranking": [
            {"seat": s, "reelected": scores[s][0], "pp": scores[s][1]}
            for s in ending.ranking(state, scores)
        ]
        if state.finished
        else None,
    }


def private(state: GuillotineState, seat: int) -> dict[str, Any]:
    """Phase V: delayed cards are "conservées" secretly in hand. A seat holding none has no
    secret: its view is the spectator's, so the host adds no hand under its prompts (which
    party it leads is public, in the board's key)."""
    held = state.seats[seat].held
    if not held:
        return {}
    return {
        "you": seat,
        "hand": [
            {
                "id": h.card,
                "title": JACOBIN[h.card].title,
                "text": jacobin_text(JACOBIN[h.card], False, state.histoire),
                "from_turn": h.turn + 1,
            }
            for h in held
        ],
    }
