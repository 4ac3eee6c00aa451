"""The sequence of play (§5.22): the end-game die, the draw with the Season card a full Discard
Row forces, the end of a card and of a turn, tokens taken with Control, the two scorings and the
end of the game (§8). The card actions themselves are in `actions`."""

from __future__ import annotations

from collections.abc import Callable

from games.core import Event, Msg, Text, seat_tag
from games.frondeurs import board, picking, seats
from games.frondeurs.data import DATA, TURN_ORDER, ActionOption, Battle, Faction, FactionSwap
from games.frondeurs.state import FrondeursState, Task

BASE_HAND = 2  # RULES_NOTES: the hand after drawing, +1 a Crown held (§6.11, §6.85)
SEASON_ROW = 4  # §6.31
TRACK = DATA.cards.season_track.boxes
PAWN_BONUS = seats.PAWN_BONUS  # §8.23
SPANISH_PENALTY = seats.SPANISH_PENALTY  # §7.65
TIE_RANK = seats.TIE_RANK  # §8.24
# The Season effects that ask the factions (§9.23-9.26), by effect type; `seasons` fills it.
EFFECTS: dict[str, Callable[[FrondeursState, str], list[Event]]] = {}


def name(faction: Faction) -> Msg:
    return seats.name(faction)


def season_name(box: int) -> Msg:
    """A box of the Season track in words ("Spring 1648", « Printemps 1648 »)."""
    word, _, year = TRACK[box].label.partition(" ")
    return Msg(f"frondeurs-when-{word.lower()}", year=year)


def card_name(card: str) -> Text:
    """A card's name: an Action card's is French in every edition; a Season card's is said in
    the reader's language."""
    if card in DATA.season_cards:
        return Msg(f"frondeurs-season-{card}")
    return DATA.action_cards[card].name


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
                events.append(Event(Msg("frondeurs-draws-season", who=name(faction))))
            else:  # the Dummy's hand is face up (§4.22)
                said = Msg("frondeurs-dummy-draws-season", who=name(faction), card=card_name(card))
                events.append(Event(said))
        elif state.action_deck:
            card = state.action_deck.pop(0)
            h.hand.append(card)
            if seats.private(state, faction):  # which card: in its hand DM and its choices
                events.append(Event(Msg("frondeurs-draws-action", who=name(faction))))
            else:  # the Dummy's hand is face up (§4.22)
                said = Msg("frondeurs-dummy-draws", who=name(faction), card=card_name(card))
                events.append(Event(said))
        else:
            break
    return events


def start_turn(state: FrondeursState) -> list[Event]:
    """§5.22 i-iii: the die if the marker just entered a box with an End Game numeral, then the
    draw."""
    when = season_name(state.season)
    events = [Event(Msg("frondeurs-turn-of", who=name(state.active), season=when))]
    events += seats.on_turn(state)  # the Dummy's next runner (§5.42)
    numeral = TRACK[state.season].end_game
    if state.marker_moved and numeral:
        roll = state.dice.pop(0) if state.dice else state.rng.roll(6)
        events.append(Event(Msg("frondeurs-end-die", season=when, roll=roll, top=numeral)))
        if roll <= numeral:  # §8.11
            return events + end_game(state, "die")
    state.marker_moved = False
    return events + draw(state, state.active)


def claim(state: FrondeursState, faction: Faction, space: str) -> list[Event]:
    """Control of a Space takes every token on it, not usable this turn; a Crown draws an Action
    card for after the turn; a Musketeer's cubes are Removed (§5.22 vii, §6.85, §7.51)."""
    if not board.controls(state, faction, space):
        return []
    h = state.held(faction)
    got: list[Text] = []
    turn = state.turn if state.phase == "play" else 0  # set-up tokens: usable in turn 1
    if n := state.crowns_on.pop(space, 0):
        h.crowns += n
        h.take_fresh(turn, *["crown"] * n)
        got.append(Msg("frondeurs-crowns", n=n))
        for _ in range(n):
            if state.action_deck:
                h.set_aside.append(state.action_deck.pop(0))
    if coins := state.coins_on.pop(space, []):
        h.coins += coins
        h.take_fresh(turn, *[f"coin:{v}" for v in coins])
        got.append(Msg("frondeurs-coins", n=len(coins)))
    if space in state.musketeers_on:
        state.musketeers_on.remove(space)
        h.musketeers.append(space)
        h.take_fresh(turn, space)
        h.supply += state.cubes.pop(space, {}).get(faction, 0)
        got.append(Msg("frondeurs-musketeer-token", musketeer=picking.name(space)))
    if not got:
        return []
    where = picking.name(space)
    return [Event(Msg("frondeurs-claims", who=name(faction), space=where, tokens=got))]


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
    text = Msg.join([Msg("frondeurs-score-of", who=name(f), n=s) for f, s in scores.items()], ", ")
    if len(winners) > 1:
        return [Event(Msg("frondeurs-battle-tie", scores=text))]
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
    where = picking.name(effect.target)
    events = [Event(Msg("frondeurs-battle-won", scores=text, who=name(win), space=where))]
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
        events.append(Event(Msg("frondeurs-marker-moves", season=season_name(state.season))))
        if state.season >= seats.last_box(state, len(TRACK) - 1):  # §8.51: the short game
            why = "short" if state.short else "track"  # §8.51
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


def ending(why: str) -> Msg:
    """What ended the game, `state.ended`: "die", "track" or "short" (§8.1, §8.51)."""
    return Msg(f"frondeurs-ended-{why}")


def _kept(state: FrondeursState, seat: int, n: int) -> Text:
    """A seat's final score; the 3-player Retzist's seat's said as the better of its two
    factions', the Dummy's included (§8.43), beside faction scores that seem to say otherwise."""
    if state.num_players == 3 and seat == seats.RETZ_SEAT:
        return Msg("frondeurs-standing-seat-best", who=seat_tag(seat), n=n)
    return f"{seat_tag(seat)} {n}"


def end_game(state: FrondeursState, why: str) -> list[Event]:
    state.phase = "over"
    state.task = None
    state.ended = why
    parts = [Msg("frondeurs-score-of", who=name(f), n=final_score(state, f)) for f in TURN_ORDER]
    events = [Event(Msg("frondeurs-game-over", why=ending(why), scores=Msg.join(parts, ", ")))]
    if state.num_players < 4 or state.teams:  # what each seat keeps (§8.42, §8.43, §8.65)
        kept = Msg.join([_kept(state, s, v) for s, v in seats.seat_scores(state).items()], ", ")
        events.append(Event(Msg("frondeurs-scores-by-player", scores=kept)))
    return events


def season_task(card: str) -> Task:
    """The two free cubes every Season card gives (§6.34, §9.21)."""
    return Task(card=card, place=DATA.season_cards[card].free_cubes, free=True)


def option_words(o: ActionOption) -> Msg:
    """An option in words: "place 2 cubes then remove 1 cube (Persons only)"."""
    where = Msg(f"frondeurs-target-{o.target}")
    if o.move:
        return Msg("frondeurs-opt-move", n=o.move, where=where)
    if not o.remove:
        return Msg("frondeurs-opt-place", n=o.place, where=where)
    reach = "controlled" if o.controlled else "anywhere" if o.any_location else "adjacent"
    removal = Msg(f"frondeurs-opt-remove-{reach}", n=o.remove)
    if o.place:
        return Msg("frondeurs-opt-place-remove", n=o.place, removal=removal, where=where)
    return Msg("frondeurs-opt-remove", removal=removal, where=where)
