"""The sequence of play (§5.22): the end-game die, the draw with the Season card a full Discard
Row forces, the end of a card and of a turn, tokens taken with Control, the two scorings and the
end of the game (§8). The card actions themselves are in `actions`."""

from __future__ import annotations

from collections.abc import Callable

from games.core import Event, seat_tag
from games.frondeurs import board, seats
from games.frondeurs.data import DATA, TURN_ORDER, Battle, Faction, FactionSwap
from games.frondeurs.picking import plural
from games.frondeurs.state import FrondeursState, Task

BASE_HAND = 2  # RULES_NOTES: the hand after drawing, +1 a Crown held (§6.11, §6.85)
SEASON_ROW = 4  # §6.31
TRACK = DATA.cards.season_track.boxes
PAWN_BONUS = seats.PAWN_BONUS  # §8.23
SPANISH_PENALTY = seats.SPANISH_PENALTY  # §7.65
TIE_RANK = seats.TIE_RANK  # §8.24
# The Season effects that ask the factions (§9.23-9.26), by effect type; `seasons` fills it.
EFFECTS: dict[str, Callable[[FrondeursState, str], list[Event]]] = {}


def name(faction: Faction) -> str:
    return seats.name(faction)


def is_season(card: str) -> bool:
    return card in DATA.season_cards


def hand_limit(state: FrondeursState, faction: Faction) -> int:
    return BASE_HAND + state.held(faction).crowns


def draw(state: FrondeursState, faction: Faction) -> list[Event]:
    """Up to the hand limit (§6.11); one of the cards is the top Season card when the Discard Row
    holds 4 or more, which clears the row out of the game (§6.31), or when the Action deck is
    empty (§6.16)."""
    h = state.held(faction)
    events: list[Event] = []
    season_drawn = False
    while len(h.hand) < hand_limit(state, faction):
        wants_season = not season_drawn and len(state.discard_row) >= SEASON_ROW
        if (wants_season or not state.action_deck) and state.season_deck:
            card = state.season_deck.pop(0)
            state.out_of_game += state.discard_row
            state.discard_row = []
            season_drawn = True
            h.hand.append(card)
            if seats.private(state, faction):  # §6.12: its back shows, its face does not
                events.append(Event(f"{name(faction)} draws a Season card"))
            else:  # the Dummy's hand is face up (§4.22)
                card_name = DATA.season_cards[card].name
                events.append(Event(f"{name(faction)} (Dummy) draws the Season card {card_name}"))
        elif state.action_deck:
            card = state.action_deck.pop(0)
            h.hand.append(card)
            if seats.private(state, faction):  # which card: in its hand DM and its choices
                events.append(Event(f"{name(faction)} draws an Action card"))
            else:  # the Dummy's hand is face up (§4.22)
                card_name = DATA.action_cards[card].name
                events.append(Event(f"{name(faction)} (Dummy) draws {card_name}"))
        else:
            break
    return events


def start_turn(state: FrondeursState) -> list[Event]:
    """§5.22 i-iii: the die if the marker just entered a box with an End Game numeral, then the
    draw."""
    events = [Event(f"{name(state.active)}'s turn ({TRACK[state.season].label})")]
    events += seats.on_turn(state)  # the Dummy's next runner (§5.42)
    numeral = TRACK[state.season].end_game
    if state.marker_moved and numeral:
        roll = state.dice.pop(0) if state.dice else state.rng.roll(6)
        events.append(
            Event(
                f"End-game die in {TRACK[state.season].label}: {roll}"
                + (
                    " (the game ends on a 1)"
                    if numeral == 1
                    else f" (the game ends on 1 to {numeral})"
                )
            )
        )
        if roll <= numeral:  # §8.11
            return events + end_game(state, "the end-game die ended the game")
    state.marker_moved = False
    return events + draw(state, state.active)


def claim(state: FrondeursState, faction: Faction, space: str) -> list[Event]:
    """Control of a Space takes every token on it, not usable this turn; a Crown draws an Action
    card for after the turn; a Musketeer's cubes are Removed (§5.22 vii, §6.85, §7.51)."""
    if not board.controls(state, faction, space):
        return []
    h = state.held(faction)
    got: list[str] = []
    turn = state.turn if state.phase == "play" else 0  # set-up tokens: usable in turn 1
    if n := state.crowns_on.pop(space, 0):
        h.crowns += n
        h.take_fresh(turn, *["crown"] * n)
        got.append(plural(n, "Crown"))
        for _ in range(n):
            if state.action_deck:
                h.set_aside.append(state.action_deck.pop(0))
    if coins := state.coins_on.pop(space, []):
        h.coins += coins
        h.take_fresh(turn, *[f"coin:{v}" for v in coins])
        got.append(plural(len(coins), "Coin"))
    if space in state.musketeers_on:
        state.musketeers_on.remove(space)
        h.musketeers.append(space)
        h.take_fresh(turn, space)
        h.supply += state.cubes.pop(space, {}).get(faction, 0)
        got.append(f"the {board.SPACES[space].name} token")
    if not got:
        return []
    return [
        Event(f"{name(faction)} Controls {board.SPACES[space].name} and takes {', '.join(got)}")
    ]


def put(state: FrondeursState, faction: Faction, space: str, n: int) -> None:
    held = state.cubes.setdefault(space, {})
    held[faction] = held.get(faction, 0) + n
    state.held(faction).supply -= n


def take(state: FrondeursState, space: str, n: int) -> Faction:
    """Cubes off a Space back to their owner's Supply (§6.51)."""
    who = board.owner(state, space)
    assert who is not None
    held = state.cubes[space]
    held[who] -= n
    state.held(who).supply += n
    if held[who] <= 0:
        del state.cubes[space]
    return who


def discard_card(state: FrondeursState) -> None:
    """A card resolved: an Action card goes to the Discard Row (§6.31), a Season card to its own
    pile; the turn ends after it (`end_turn`), once any bonus after the card is done."""
    task = state.task
    assert task is not None
    state.task = None
    state.card_placed = sum(task.placed.values())  # §7.62: Spanish Gold after the card
    if task.card in DATA.action_cards:
        state.discard_row.append(task.card)
    elif task.card in DATA.season_cards:
        state.seasons_played.append(task.card)
        state.season_this_turn = True


def season_effect(state: FrondeursState, card: str) -> list[Event]:
    """The effects that ask nobody anything (§9.22, §9.27)."""
    effect = DATA.season_cards[card].effect
    if isinstance(effect, FactionSwap):
        return seats.faction_swap(state)  # mid-game scoring, then the swap (§5.33, §9.27)
    if isinstance(effect, Battle):
        return battle(state, effect)
    return EFFECTS[effect.type](state, card) if effect.type in EFFECTS else []


def battle(state: FrondeursState, effect: Battle) -> list[Event]:
    """Orange MP decide; a tie is null (§1.57); the winner's cubes first Remove opponents there
    one for one, then stay, beyond the 2-a-Space limit (§7.32, §9.22, §6.47)."""
    scores = {f: orange_mp(state, f) for f in TURN_ORDER}
    best = max(scores.values())
    winners = [f for f, s in scores.items() if s == best]
    text = ", ".join(f"{name(f)} {s}" for f, s in scores.items())
    if len(winners) > 1:
        return [Event(f"Battle: {text}; a tie, nobody wins")]
    win = winners[0]
    left = min(effect.cubes, state.held(win).supply)
    who = board.owner(state, effect.target)
    if who is not None and who != win:
        gone = min(left, board.count(state, effect.target))
        take(state, effect.target, gone)
        left -= gone
    if (
        left
        and board.open_space(state, effect.target)
        and board.owner(state, effect.target) in (None, win)
    ):
        put(state, win, effect.target, left)
    events = [Event(f"Battle: {text}; {name(win)} wins at {board.SPACES[effect.target].name}")]
    return events + claim(state, win, effect.target)


def orange_mp(state: FrondeursState, faction: Faction) -> int:
    """MP on orange Spaces only, for a Battle (§8.31, §9.22)."""
    return sum(
        board.SPACES[s].value(board.controls(state, faction, s))[1]
        for s, held in state.cubes.items()
        if held.get(faction) and s not in state.arrested and board.SPACES[s].background == "orange"
    )


def end_turn(state: FrondeursState) -> list[Event]:
    """§5.22 xii: a Season card moves the marker one box; the last box ends the game; tokens
    taken become usable and Crown draws join the hand; the next faction begins."""
    state.after = False
    h = state.held(state.active)
    h.hand += h.set_aside
    h.set_aside = []
    events: list[Event] = []
    state.marker_moved = state.season_this_turn
    if state.season_this_turn:
        state.season += 1
        state.season_this_turn = False
        events.append(Event(f"The Season marker moves to {TRACK[state.season].label}"))
        if state.season >= seats.last_box(state, len(TRACK) - 1):  # §8.51: the short game
            why = "the Season track ran out"
            if state.short:
                why = "the short game reached Spring 1650"  # §8.51
            return events + end_game(state, why)
    state.turn += 1
    state.active = TURN_ORDER[(TURN_ORDER.index(state.active) + 1) % len(TURN_ORDER)]
    return events + start_turn(state)


def final_score(state: FrondeursState, faction: Faction) -> int:
    """PP + MP now, the mid-game PP, the King's Pawn in hand (not for the Mazarinist), minus 5
    for each Spanish Gold or Exile use (§8.23)."""
    return seats.faction_score(state, faction)


def winners(state: FrondeursState) -> list[Faction]:
    """High score; ties to the Pawn holder, then Retzist over Cabalist over Condéean (§8.24).
    The Mazarinist, not ranked there, shares a tie he is in (RULES_NOTES)."""
    scores = {f: final_score(state, f) for f in TURN_ORDER}
    top = [f for f in TURN_ORDER if scores[f] == max(scores.values())]
    if state.kings_pawn in top:
        return [state.kings_pawn]
    ranked = [f for f in TIE_RANK if f in top]
    return ([Faction.MAZARINIST] if Faction.MAZARINIST in top else []) + ranked[:1]


def end_game(state: FrondeursState, why: str) -> list[Event]:
    state.phase = "over"
    state.task = None
    state.ended = why
    parts = ", ".join(f"{name(f)} {final_score(state, f)}" for f in TURN_ORDER)
    events = [Event(f"The game is over: {why}. Final scores: {parts}")]
    if state.num_players < 4 or state.teams:  # what each seat keeps (§8.42, §8.43, §8.65)
        kept = ", ".join(f"{seat_tag(s)} {v}" for s, v in seats.seat_scores(state).items())
        events.append(Event(f"Scores by player: {kept}"))
    return events


def season_task(card: str) -> Task:
    """The two free cubes every Season card gives (§6.34, §9.21)."""
    return Task(card=card, place=DATA.season_cards[card].free_cubes, free=True)
