"""Who plays which faction, and how seats score (§4.2, §5.3, §5.4, §8.4, §8.6).

The turn order is by faction (§5.13) whatever the player count; `state.seat_of` says which seat
decides for each faction now:
- 4 players: one faction a seat (seats in turn order); with teams (§8.6) the Mazarinist's and
  the Condéean's seats against the Cabalist's and the Retzist's;
- 2 players (§4.21, §5.31): seat 0 the Mazarinist and the Condéean, seat 1 the Cabalist and the
  Retzist;
- 3 players (§4.22, §5.41): seat 0 the Cabalist, seat 1 the Retzist, seat 2 the Mazarinist; the
  Condéean is the Dummy, run in turn by the Retzist's, the Mazarinist's and the Cabalist's seats
  (§5.42): `seat_of` names the seat running it now.
The Faction Swap (§5.33, §5.41, §8.62) hands the secondary factions over."""

from __future__ import annotations

from games.core import Choice, Event, Msg, Text, seat_tag
from games.frondeurs import board
from games.frondeurs.data import TURN_ORDER, Faction
from games.frondeurs.state import FrondeursState

C, B, R, M = Faction.CONDEEAN, Faction.CABALIST, Faction.RETZIST, Faction.MAZARINIST
FOUR = {C: 0, B: 1, R: 2, M: 3}
TWO = {M: 0, C: 0, B: 1, R: 1}  # §5.31: primaries Mazarinist and Cabalist
THREE = {B: 0, R: 1, M: 2, C: 1}  # the Condéean Dummy, first run by the Retzist's seat
RETZ_SEAT = 1  # 3 players: the seat that starts as the Retzist (§4.22)
RUNNERS = (1, 2, 0)  # §5.42: the Dummy is run by the Retzist's, Mazarinist's, Cabalist's seats
TEAMS = ((3, 0), (1, 2))  # §8.61: Mazarinist + Condéean, Cabalist + Retzist; seats stay (§8.63)
PAWN_BONUS = 10  # §8.23
SPANISH_PENALTY = 5  # §7.65
TIE_RANK = (R, B, C)  # §8.24


def initial(num_players: int) -> dict[Faction, int]:
    return dict({2: TWO, 3: THREE, 4: FOUR}[num_players])


def name(f: Faction) -> Msg:
    """A faction's name, said bare ("Condéean", « Condéen »): every French one is a masculine
    noun starting with a consonant, so the French messages write its article themselves."""
    return Msg(f"frondeurs-faction-{f.value}")


def label(state: FrondeursState, f: Faction) -> Text:
    """A faction as prompts name it: "Condéean (Dummy)" for the Dummy."""
    return Msg("frondeurs-dummy-faction", faction=name(f)) if f == state.dummy else name(f)


def ask(state: FrondeursState, f: Faction, text: Text) -> Text:
    """A question named for the faction it is for, when a seat may play several (§5.32)."""
    if not several(state):
        return text
    return Msg("frondeurs-for-faction", faction=label(state, f), text=text)


def short_ask(state: FrondeursState, f: Faction, kind: str) -> Text:
    """What a decision asks in a few plain words, for the ping and the host's waiting line
    ("play a card"), named for the faction when a seat may play several ("Condéean Dummy: play
    a card"): no question and no parentheses, as it is said inside the host's own."""
    text = Msg(f"frondeurs-short-{kind or 'play'}")
    if not several(state):
        return text
    who = Msg("frondeurs-ping-dummy", faction=name(f)) if f == state.dummy else name(f)
    return Msg("frondeurs-ping-for", faction=who, text=text)


def is_dummy(state: FrondeursState, f: Faction) -> bool:
    return state.dummy == f


def several(state: FrondeursState) -> bool:
    """Whether a seat may decide for more than one faction, or its faction may change: then
    every question names the faction it is for (§5.32, §5.42, §8.62)."""
    return state.num_players < 4 or state.teams


def private(state: FrondeursState, f: Faction) -> list[int] | None:
    """Who may see a faction's secrets: its seat; nobody's secret for the Dummy, whose hand is
    face up (§4.22, §5.42)."""
    return None if is_dummy(state, f) else [state.seat(f)]


def spared(state: FrondeursState, actor: Faction) -> Faction | None:
    """§5.43: the seat running the Dummy may not target the Dummy's cubes for Removal by any
    means, whichever faction it is deciding for (the Dummy's own turn included)."""
    d = state.dummy
    if d is None or state.seat(actor) != state.seat(d):
        return None
    return d


def duties(state: FrondeursState, f: Faction, choices: list[Choice]) -> list[Choice]:
    """§5.43: the Dummy's Affiliate cube must be used if it can be, and the Dummy must lay
    cubes in its Spanish Gold box whenever its card play allows it: so it never spends the box,
    and its turn does not end while either is still open."""
    if not is_dummy(state, f):
        return choices
    out = [c for c in choices if c.id != "gold:expend"]
    if any(c.id in ("aff", "gold:deposit") or c.id.startswith("aff:") for c in out):
        out = [c for c in out if c.id != "end"]
    return out


def handed_over(before: FrondeursState, after: FrondeursState) -> bool:
    """Whether a faction's hand went to another seat that may see it: the Faction Swap hands
    the secondaries over (§5.33, §8.62), and the 3-player Swap opens the Condéean's to the
    Retzist's seat (§5.41); the Dummy changing runners shows nothing (its hand is face up)."""
    return any(
        before.seat_of[f] != after.seat_of[f] and private(after, f) is not None for f in TURN_ORDER
    )


def on_turn(state: FrondeursState) -> list[Event]:
    """The Dummy's turn passes it to the next seat in the rotation (§5.42); the count of its
    turns goes on over the Faction Swap ("the one who was due to play the Dummy next")."""
    d = state.dummy
    if d is None or state.active != d or state.phase != "play":
        return []
    seat = RUNNERS[state.dummy_turns % len(RUNNERS)]
    state.dummy_turns += 1
    state.seat_of[d] = seat
    return [Event(Msg("frondeurs-runs-dummy", who=seat_tag(seat), faction=name(d)))]


# ---- the Faction Swap (§5.33, §5.41, §8.42-8.43, §8.62-8.64, §9.27) -------------------------
def faction_swap(state: FrondeursState) -> list[Event]:
    """Mid-game PP for every faction, each seat's kept score, then the secondaries change
    hands; in the short game that skips mid-game scoring the card only ends the game at the end
    of this turn (§8.52)."""
    if state.short == "no_midgame":
        return [Event(Msg("frondeurs-swap-ends-short"))]
    parts: list[Text] = []
    for f in TURN_ORDER:
        state.held(f).mid_pp = board.score(state, f, mp=False)
        parts.append(Msg("frondeurs-score-of", who=name(f), n=state.held(f).mid_pp))
    events = [Event(Msg("frondeurs-mid-game-pp", scores=Msg.join(parts, ", ")))]
    if state.num_players < 4:
        state.seat_mid = {s: keep(state, s, mid=True) for s in range(state.num_players)}
        kept = Msg.join([f"{seat_tag(s)} {v}" for s, v in state.seat_mid.items()], ", ")
        events.append(Event(Msg("frondeurs-mid-game-kept", scores=kept)))
    if state.num_players == 2 or state.teams:  # §5.33, §8.62: the secondaries change hands
        state.seat_of[C], state.seat_of[R] = state.seat_of[R], state.seat_of[C]
        events.append(
            Event(
                Msg(
                    "frondeurs-swap-two",
                    conde=seat_tag(state.seat(C)),
                    retz=seat_tag(state.seat(R)),
                )
            )
        )
    elif state.num_players == 3:  # §5.41: the Retzist's seat takes the Condéean
        runner = state.seat(C)
        state.dummy = R
        state.seat_of[C] = RETZ_SEAT
        state.seat_of[R] = runner  # whoever ran the Dummy last keeps it till its next turn
        events.append(Event(Msg("frondeurs-swap-three", who=seat_tag(RETZ_SEAT))))
    return events


# ---- scores by seat ---------------------------------------------------------------------------
def end_score(state: FrondeursState, f: Faction) -> int:
    """A faction's PP + MP now, the King's Pawn in hand (not for the Mazarinist) and -5 a Spanish
    Gold or Exile use, without the mid-game PP (§8.22-8.23)."""
    h = state.held(f)
    pawn = PAWN_BONUS if state.kings_pawn == f and f != M else 0
    return board.score(state, f) + pawn - SPANISH_PENALTY * h.spanish_uses


def faction_score(state: FrondeursState, f: Faction) -> int:
    """A faction's final total as in the 4-player game: with its mid-game PP (§8.23)."""
    return end_score(state, f) + state.held(f).mid_pp


def counted(state: FrondeursState, seat: int) -> list[Faction]:
    """The factions whose scores count for a seat: those it plays; in the 3-player game the
    Retzist's seat counts the Retzist and the Condéean, the Dummy too (§8.43); with teams the
    team's two (§8.65)."""
    if state.num_players == 3 and seat == RETZ_SEAT:
        return [R, C]
    seats = next(t for t in TEAMS if seat in t) if state.teams else (seat,)
    return [f for f in TURN_ORDER if state.seat(f) in seats and f != state.dummy]


def keep(state: FrondeursState, seat: int, mid: bool) -> int:
    """One seat's score of one scoring: the lower of its two factions' in the 2-player game
    (§8.42), the higher in the 3-player game (§8.43); the short game without mid-game scoring
    takes the higher PP and the higher MP apart (§8.52), each faction's bonus and penalty going
    with its PP."""
    fs = counted(state, seat)
    if mid:
        values = [board.score(state, f, mp=False) for f in fs]
    elif state.num_players == 3 and state.short == "no_midgame" and len(fs) > 1:
        pp = max(end_score(state, f) - board.score(state, f, pp=False) for f in fs)
        return pp + max(board.score(state, f, pp=False) for f in fs)
    else:
        values = [end_score(state, f) for f in fs]
    return max(values) if state.num_players == 3 else min(values)


def seat_scores(state: FrondeursState) -> dict[int, int]:
    """Each seat's total now: its faction's (4 players); its team's lower faction total
    (§8.65); its kept mid-game score plus its kept end score (§8.42-8.43)."""
    if state.num_players == 4:
        if not state.teams:
            return {state.seat(f): faction_score(state, f) for f in TURN_ORDER}
        out = {}
        for team in TEAMS:
            score = min(faction_score(state, f) for f in counted(state, team[0]))
            out.update(dict.fromkeys(team, score))
        return out
    return {
        s: state.seat_mid.get(s, 0) + keep(state, s, mid=False) for s in range(state.num_players)
    }


def winners(state: FrondeursState) -> list[int]:
    """The high score; a tie goes to the seat holding the King's Pawn, then to the seat with
    the faction ranked best by §8.24 (Retzist, Cabalist, Condéean); a seat of the Mazarinist
    alone, unranked, shares with that one (RULES_NOTES, reading 6). Teams win together."""
    scores = seat_scores(state)
    best = max(scores.values())
    top = sorted(s for s, v in scores.items() if v == best)
    if state.teams:
        top = sorted({t for s in top for t in next(team for team in TEAMS if s in team)})
    holder = state.kings_pawn
    with_pawn = [s for s in top if holder in counted(state, s)]
    if with_pawn:
        return sorted(set(with_pawn) | _mates(state, with_pawn[0]))
    rank = {s: min((TIE_RANK.index(f) for f in counted(state, s) if f in TIE_RANK), default=9)
            for s in top}  # fmt: skip
    ranked = sorted((s for s in top if rank[s] < 9), key=lambda s: rank[s])
    chosen = set(ranked[:1]) | {s for s in top if rank[s] == 9}
    if ranked:
        chosen |= _mates(state, ranked[0])
    return sorted(chosen)


def _mates(state: FrondeursState, seat: int) -> set[int]:
    return set(next(t for t in TEAMS if seat in t)) if state.teams else {seat}


def last_box(state: FrondeursState, track_end: int) -> int:
    """The box whose reaching ends the game: Season 8 in the short game (§8.51), else the
    track's end."""
    return SHORT_END if state.short else track_end


SHORT_END = 8  # §8.51: Spring 1650
