"""Taking back a move the stand-ins answered, in every game: one person at a table of quick
stand-ins takes back after every move of theirs that a stand-in answered. It must be refused
exactly when something hidden came to light between the move and now, whoever's move showed it
(a card a stand-in played from its hidden hand as much as a card drawn or a die rolled), and
allowed otherwise; Back on the next step and `/game undo` always agree.

What "came to light" means is worked out here on its own: the generic rule the host stores with
each move (chance, a game's own `reveals`, secrets gained, answers given at once), then whether
the person could have told the moves since apart from the same moves on other deals of what
they cannot see (many more deals than the host tries)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import players
from bot.host import Host, Refused, lobby
from bot.host.hidden import Sight, revealed
from games import registry
from games.core import Game, IllegalAction
from games.core.sampling import fill
from storage import ActionRow

CHANNEL = 61
ANNE = 1
DEALS = 80  # deals of what the person cannot see, per move judged (twice the host's)
CASES = [("revolt", 4), ("liberte", 4), ("guillotine", 3), ("fr1789", 4), ("frondeurs", 4)]


def reproduced(game: Game, before: str, series: list[ActionRow], person: int) -> bool:
    """Whether every move of `series`, made from the state stored as `before`, shows the
    person the same on `DEALS` other deals of what they cannot see (each stand-in's move as
    made, or any other it could make there that shows the same)."""
    redeal = players.SAMPLERS[game.meta.id]
    state = game.load(before)
    seen = []
    for move in series:
        game.apply(state, move.seat, move.choice_id)
        seen.append(game.view(state, person))
    rng = random.Random(before)
    for _ in range(DEALS):
        world = game.dump(fill(redeal, game.load(before), person, rng))
        for move, want in zip(series, seen, strict=True):
            world = next(
                (w for w in tries(game, world, move) if game.view(game.load(w), person) == want),
                "",
            )
            if not world:
                return False
    return True


def tries(game: Game, world: str, move: ActionRow) -> list[str]:
    """The deals after `move` made on `world`, or after any other choice of its seat there."""
    prompt = game.prompt(game.load(world), move.seat)
    choices = [move.choice_id] + [c.id for c in prompt.choices if c.id != move.choice_id]
    made = []
    for choice in choices:
        state = game.load(world)
        try:
            game.apply(state, move.seat, choice)
        except IllegalAction:
            continue
        made.append(game.dump(state))
    return made


def came_to_light(
    game: Game, before: str, series: list[ActionRow], previous: ActionRow | None, n: int
) -> bool:
    """Whether anything hidden came to light in `series` (the person's move, then the
    stand-ins' answers), made from the state stored as `before`."""
    state = game.load(before)
    for move in series:
        text = game.dump(state)
        sight = Sight.of(game, state, text, n)
        game.apply(state, move.seat, move.choice_id)
        if revealed(game, sight, state, move.seat, previous) is not None:
            return True
        previous = ActionRow(0, move.seat, move.choice_id, "", active=sight.active)
    return not reproduced(game, before, series, series[0].seat)


async def take_backs(host: Host, game_id: str, n: int, cases: int = 25) -> list[tuple[Any, ...]]:
    """Plays `game_id` with Anne and `n - 1` quick stand-ins; after each of Anne's moves a
    stand-in answered, takes it back. Returns (expected refused, refused, Back offered, why)
    for each, and makes the move again after a take-back so the game goes on."""
    game, rng = registry.get(game_id), random.Random(n)
    await host.new_match(guild_id=1, channel_id=CHANNEL, user_id=ANNE, name="Anne",
                         game_id=game_id)  # fmt: skip
    for _ in range(n - 1):
        await host.add_bot(user_id=ANNE, channel_id=CHANNEL)
    await host.start(user_id=ANNE, channel_id=CHANNEL)
    found: list[tuple[Any, ...]] = []
    while len(found) < cases:
        match = await host.db.active_match(CHANNEL)
        if match is None:  # the game is over
            break
        previous = await host.db.last_action(match.id)
        offer = await host.offer(user_id=ANNE, channel_id=CHANNEL)
        choice = rng.choice([c.id for c in offer.choices if not c.id.startswith("~")])
        await host.act(user_id=ANNE, choice_id=choice, channel_id=CHANNEL)
        series, _ = await host.db.since_own_move(match.id, 0)
        after = await host.db.active_match(CHANNEL)
        if len(series) < 2 or after is None:  # nobody answered it, or it ended the game
            continue
        expected = came_to_light(game, match.state or "", series, previous, n)
        nxt = await host.offer(user_id=ANNE, channel_id=CHANNEL)
        try:  # Back on the next step, or the command, in turn
            version = nxt.back if len(found) % 2 else None
            undone = await host.undo(user_id=ANNE, channel_id=CHANNEL, version=version)
            label = next(c.label for c in offer.choices if c.id == choice)
            assert undone.reply == f"↩️ Taken back: {label}.", "Anne's move, as she read it"
            refused, why = False, ""
        except Refused as e:
            refused, why = True, str(e)
        found.append((expected, refused, nxt.back is not None, why))
        if not refused:
            await host.act(user_id=ANNE, choice_id=choice, channel_id=CHANNEL)
    return found


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lobby.secrets, "randbits", lambda bits: 1793)


@pytest.mark.parametrize(("game_id", "n"), CASES)
async def test_taken_back_exactly_when_nothing_came_to_light(
    host: Host, game_id: str, n: int
) -> None:
    found = await take_backs(host, game_id, n)
    assert found, "the stand-ins answered some of the person's moves"
    for expected, refused, back, why in found:
        assert refused == expected, f"refused {refused}, came to light {expected}: {why}"
        assert back == (not refused), "Back on the next step says what /game undo does"
        if refused:
            assert why.startswith("Your last move can't be taken back: "), why


async def test_a_stand_in_playing_from_its_hand_shows_its_cards(host: Host) -> None:
    """Revolt: a stand-in answering with a card from its hand shows the person that card."""
    found = await take_backs(host, "revolt", 4)
    shown = [why for _, refused, _, why in found if refused and "played after it" in why]
    assert shown, "a stand-in's card play blocked a take-back"


async def test_a_rule_blind_to_the_stand_ins_fails(
    host: Host, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same test against a host that never judges the stand-ins' answers: it must fail."""
    monkeypatch.setattr("bot.host.play.shown_to", lambda *args: None)
    found = await take_backs(host, "revolt", 4)
    assert any(expected != refused for expected, refused, _, _ in found)
