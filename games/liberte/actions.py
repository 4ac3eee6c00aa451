"""The Action Phase ("3. Action Phase"): play cards, take cards or pass, one small step at a
time. Every step's choices are exactly the legal ones, so validating a choice is looking it up."""

from __future__ import annotations

from collections import Counter

from games.core import Choice, Event, Msg, Text, seat_tag
from games.liberte import board, deck, specials
from games.liberte.data import DATA, card_choice, series
from games.liberte.state import Action, LiberteState, card

MAX_CHOICES = 25
DISCARD_AT = 9  # "If a player has nine or more cards in hand ... he must first discard two"
DISCARDS = 2
# Choices that read nothing of the state, made once: a search lists a menu at every step.
TAKE = Choice("take", Msg("liberte-take-cards"))
DRAW = Choice("draw", Msg("liberte-draw"))
PASS = Choice("pass", Msg("liberte-pass"))
END = Choice("end", Msg("liberte-end-action"))
DISCARD_PLAYED = Choice("discard", Msg("liberte-keep-discard"))
KEEP_AND_END = Choice("keep:end", Msg("liberte-keep-end"))
BATTLE = "battle"  # the Battle Box, as a place on the table (render.liberte.places)


def by_number(keys: list[str]) -> list[str]:
    return sorted(keys, key=int)


# ---- what may be chosen ---------------------------------------------------------------------
def choices(state: LiberteState, act: Action) -> list[Choice]:
    stage = act.stage
    if stage.startswith("sp_"):
        return specials.choices(state, act)
    if stage == "act":
        return _act_choices(state, act)
    if stage == "use":
        # The Battle Box, or the blocks: where the first one goes (its region for a Club)
        # in the same menu, or "use:blocks" to be asked next.
        battle = DATA.battles[state.turn].name
        return [
            Choice("use:battle", Msg("liberte-use-battle", battle=battle), place=BATTLE),
            Choice("use:blocks", Msg("liberte-use-blocks", blocks=_blocks_text(act))),
            *_first_block(state, act),
        ]
    if stage == "region":
        return board.region_choices(_candidates(state, act), "liberte-region-open")
    if stage == "block":
        return [board.placement_choice(state, act.seat, p) for p in _candidates(state, act)]
    if stage == "keep":
        display = state.players[act.seat].display
        room = deck.display_size(state, act.seat, act.card or "")
        then = _after_keep(state, act)
        if then is None:
            return [Choice("keep", Msg("liberte-keep", used=len(display), room=room)),
                    DISCARD_PLAYED]  # fmt: skip
        keep = Choice("keep", Msg("liberte-keep-then", used=len(display), room=room, then=then))
        return [KEEP_AND_END, keep, DISCARD_PLAYED]
    hand = state.players[act.seat].hand
    if stage == "discard":
        return [
            card_choice("discard", k, "liberte-discard-card")
            for k in by_number(hand)
            if k not in act.marked
        ]
    if stage == "take":
        return _takes(state)
    faces = [k for k in state.face_up if deck.is_one_value(k)]
    out = [card_choice("take", k, "liberte-take-card") for k in faces]
    return [*out, Choice("enough", Msg("liberte-take-no-second"))]


def _takes(state: LiberteState) -> list[Choice]:
    """Take a face-up card, or draw the top card of the deck."""
    out = [card_choice("take", k, "liberte-take-card") for k in state.face_up]
    return out + ([DRAW] if _deck_left(state) else [])


def _first_block(state: LiberteState, act: Action) -> list[Choice]:
    """Where the first block of the card in play may go, beside the Battle Box and "use:blocks"
    (hence two fewer than a menu holds): its province, or for a Club with many open its
    region."""
    c = card(act.card or "")
    assert c.faction is not None
    candidates = board.legal_provinces(state, act.seat, c.faction, c.region)
    if c.region is None and len(candidates) > MAX_CHOICES - 2:
        return board.region_choices(candidates, "liberte-region-open")
    return [board.placement_choice(state, act.seat, p) for p in candidates]


def _after_keep(state: LiberteState, act: Action) -> str | None:
    """What the action may go on to once the card in play is saved in the display: "second"
    (a second 1-value card), "special" (a Special only), or None (saving it ends the action by
    itself). The card saved is one more a Special may strike."""
    after = Action(seat=act.seat, played=act.played, special=act.special,
                   placed_first=act.placed_first, first_region=act.first_region)  # fmt: skip
    ids = [c.id for c in _act_choices(state, after)]
    if any(i.startswith("play:") for i in ids):
        return "second"
    if ids != ["end"]:
        return "special"
    kinds = {card(k).special for k in state.players[act.seat].hand if card(k).special}
    return (
        "special"
        if act.special is None
        and any(
            kind in specials.CARD_SPECIALS
            and specials.unmet_prerequisite(state, act.seat, kind) is None
            and specials.strikes(kind, act.card or "")
            for kind in kinds
        )
        else None
    )


def _act_choices(state: LiberteState, act: Action) -> list[Choice]:
    seat = act.seat
    hand = by_number(state.players[seat].hand)
    out = []
    if not act.played:
        out += [card_choice("play", k, "liberte-play-card") for k in hand if card(k).placing]
    elif _second_allowed(act):
        out += [
            card_choice("play", k, "liberte-play-second") for k in hand if _second_ok(state, act, k)
        ]
    if act.special is None:
        held = {card(k).special for k in hand if card(k).kind == "special"}
        out += [
            Choice(
                f"special:{kind}",
                Msg(
                    "liberte-play-special",
                    name=specials.name(kind),
                    effect=specials.effect(state, kind),
                ),
            )
            for kind in specials.KINDS
            if kind in held and specials.playable(state, seat, kind)
        ]
    if not act.played and act.special is None:
        if deck.can_take(state):
            out.append(TAKE)
            # The cards to take, at once, when no discard must come first.
            if len(state.players[seat].hand) < DISCARD_AT:
                out += _takes(state)
        out.append(PASS)
    else:
        out.append(END)
    return out


def _second_allowed(act: Action) -> bool:
    """ "Play Second 1-value Card": the first card placed a block and was worth 1."""
    return len(act.played) == 1 and act.placed_first and deck.is_one_value(act.played[0])


def _second_ok(state: LiberteState, act: Action, key: str) -> bool:
    # Both value-1; same background colour or a Club; the block in the first block's region.
    c = card(key)
    if not deck.is_one_value(key) or not (c.kind == "club" or c.region == act.first_region):
        return False
    assert c.faction is not None
    return bool(board.legal_provinces(state, act.seat, c.faction, act.first_region))


def _candidates(state: LiberteState, act: Action) -> list[int]:
    c = card(act.card or "")
    assert c.faction is not None
    return board.legal_provinces(state, act.seat, c.faction, act.region)


def _deck_left(state: LiberteState) -> bool:
    return bool(state.deck or state.discard)


def _blocks_text(act: Action) -> Msg:
    c = card(act.card or "")
    assert c.faction is not None
    return Msg("liberte-blocks-in", n=c.value, faction=c.faction.value, where=_where(c.region))


def _where(region: str | None) -> Msg:
    """ "in Est", "in any province": where a card's blocks may go."""
    if region is None:
        return Msg("liberte-in-anywhere")
    return Msg("liberte-in-region", region=DATA.region_name(region))


def text(state: LiberteState, act: Action, legal: list[Choice]) -> Text:
    """What the step asks; `legal` are its choices (`choices`), which say what is left to do."""
    stage = act.stage
    if stage.startswith("sp_"):
        return specials.text(state, act)
    name = card(act.card).name if act.card else ""
    if stage == "act":
        if not act.played and act.special is None:
            return Msg("liberte-act-prompt", turn=state.turn, round=state.round)
        ids = [c.id for c in legal]
        play = "none"
        if any(i.startswith("play:") for i in ids):
            play = "second" if act.played else "first"
        special = "yes" if any(i.startswith("special:") for i in ids) else "no"
        return Msg("liberte-act-more", play=play, special=special)
    if stage == "use":
        return Msg("liberte-use-prompt", card=name, blocks=_blocks_text(act))
    if stage == "region":
        return Msg("liberte-region-prompt", card=name)
    if stage == "block":
        c = card(act.card or "")
        done = c.value - act.blocks_left + 1 if len(act.played) == 1 else 1
        total = c.value if len(act.played) == 1 else 1
        assert c.faction is not None
        return Msg("liberte-block-prompt", card=name, faction=c.faction.value, done=done,
                   total=total, where=_where(act.region))  # fmt: skip
    if stage == "keep":
        return Msg("liberte-keep-prompt", card=name)
    if stage == "discard":
        held = len(state.players[act.seat].hand)
        return Msg("liberte-discard-prompt", held=held, n=DISCARDS - len(act.marked))
    if stage == "take":
        return Msg("liberte-take-prompt")
    return Msg("liberte-take2-prompt")


# ---- doing it -------------------------------------------------------------------------------
def apply(state: LiberteState, act: Action, choice_id: str) -> list[Event]:
    """One validated step; returns the public summary once the action is over."""
    step, _, arg = choice_id.partition(":")
    if act.stage.startswith("sp_"):
        if specials.apply(state, act, (step, arg)):
            return _back_to_act(state, act)
        return []
    if step == "play":
        _play(state, act, arg)
    elif step == "special":
        key = next(k for k in by_number(state.players[act.seat].hand) if card(k).special == arg)
        state.players[act.seat].hand.remove(key)
        state.discard.append(key)  # "After playing any card, it is discarded"
        act.special = key
        specials.start(state, act, arg)
        return []
    elif step == "use":
        if arg == "battle":
            _to_battle(state, act)
        else:
            _start_blocks(state, act)
    elif step == "region":
        if act.stage == "use":  # the blocks, and their region, at once
            _start_blocks(state, act)
        act.region, act.stage = arg, "block"
    elif step == "put":
        if act.stage == "use":  # the blocks, and where the first one goes, at once
            _start_blocks(state, act)
        _put(state, act, int(arg))
    elif step in ("keep", "discard") and act.stage == "keep":
        _keep(state, act, step == "keep")
        if arg == "end":
            return finish(state, act)
    elif step == "discard":
        act.marked.append(arg)
        if len(act.marked) == DISCARDS:
            for key in act.marked:
                deck.discard_from_hand(state, act.seat, key)
            act.summary.append(Msg("liberte-did-discard", n=DISCARDS))
            act.marked, act.stage = [], "take"
    elif step == "take" and arg:
        return _take(state, act, arg)
    elif step == "take":
        act.stage = "discard" if len(state.players[act.seat].hand) >= DISCARD_AT else "take"
    elif step == "draw":
        deck.draw_to_hand(state, act.seat)
        act.summary.append(Msg("liberte-did-draw"))
        return finish(state, act)
    elif step == "enough":
        return finish(state, act)
    elif step == "pass":
        act.summary.append(Msg("liberte-did-pass"))
        return finish(state, act)
    elif step == "end":
        return finish(state, act)
    return _back_to_act(state, act) if act.stage == "act" else []


def _play(state: LiberteState, act: Action, key: str) -> None:
    state.players[act.seat].hand.remove(key)
    c = card(key)
    second = bool(act.played)
    act.played.append(key)
    act.card, act.placed = key, []
    assert c.faction is not None
    act.summary.append(
        Msg("liberte-did-play", card=c.name, id=c.id, colour=c.faction.colour(), value=c.value)
    )
    if second:
        act.region, act.blocks_left, act.stage = act.first_region, 1, "block"
        return
    # "Place 1 Control Token in the Battle Box": in Turns 2-4, with a Cannon on the card.
    battle = c.cannon and state.turn >= 2
    if board.legal_provinces(state, act.seat, c.faction, c.region):
        if battle:
            act.stage = "use"
        else:
            _start_blocks(state, act)
    elif battle:
        _to_battle(state, act)
    else:
        # "he places as many as he can": here none, and the card still goes on to the display.
        act.summary.append(Msg("liberte-did-place-none"))
        _to_keep(state, act)


def _start_blocks(state: LiberteState, act: Action) -> None:
    c = card(act.card or "")
    act.blocks_left, act.region = c.value, c.region
    # A Club may go anywhere: with more provinces than a prompt holds, ask the region first.
    many = len(_candidates(state, act)) > MAX_CHOICES
    act.stage = "region" if c.region is None and many else "block"


def _to_battle(state: LiberteState, act: Action) -> None:
    # "Regardless of the card value, only one Control Token is placed in the Battle Box".
    state.players[act.seat].battle += 1
    act.summary.append(Msg("liberte-did-battle"))
    _to_keep(state, act)


def _put(state: LiberteState, act: Action, province: int) -> None:
    c = card(act.card or "")
    assert c.faction is not None
    board.place(state, act.seat, province, c.faction)
    act.blocks_left -= 1
    act.placed.append(province)
    if len(act.played) == 1 and not act.placed_first:
        act.placed_first = True
        act.first_region = DATA.provinces[province].region
    if c.region is None:
        act.region = None  # a Club's region was only a way to reach its province
    # "A player may not, however, voluntarily place fewer Blocks than shown on the card."
    if act.blocks_left > 0 and _candidates(state, act):
        if c.region is None and len(_candidates(state, act)) > MAX_CHOICES:
            act.stage = "region"
        return
    placed: Text = _where_placed(act)
    if act.blocks_left:
        placed = Msg("liberte-did-place-short", placed=placed, n=act.blocks_left)
    act.summary.append(placed)
    _to_keep(state, act)


def _where_placed(act: Action) -> str:
    """ "Picardie +2, Flandre +1": names and numbers, the same in every language."""
    where = Counter(act.placed)
    return ", ".join(f"{DATA.province_name(p)} +{n}" for p, n in sorted(where.items()))


def _to_keep(state: LiberteState, act: Action) -> None:
    """ "a Club/Personality Card may be saved in the active player's personal display"."""
    if deck.display_room(state, act.seat, act.card or ""):
        act.stage = "keep"
    else:
        _keep(state, act, False)


def _keep(state: LiberteState, act: Action, keep: bool) -> None:
    key = act.card or ""
    if keep:
        state.players[act.seat].display.append(key)
        act.summary.append(Msg("liberte-did-keep"))
    else:
        state.discard.append(key)
        act.summary.append(Msg("liberte-did-discard-it"))  # kept or not, the table is told
    act.card, act.region, act.stage = None, None, "act"


def _back_to_act(state: LiberteState, act: Action) -> list[Event]:
    """Back to the choice of what else to play; the action ends by itself when nothing is left."""
    act.stage, act.target, act.region = "act", None, None
    if [c.id for c in _act_choices(state, act)] == ["end"]:
        return finish(state, act)
    return []


def _take(state: LiberteState, act: Action, key: str) -> list[Event]:
    first = act.stage in ("act", "take")
    deck.take_face_up(state, act.seat, key)
    act.summary.append(Msg("liberte-did-take", card=DATA.card_name(key), id=int(key)))
    # "Take Second 1-value Card": only after a face-up 1-value card, never after a draw.
    if first and deck.is_one_value(key) and any(deck.is_one_value(k) for k in state.face_up):
        act.stage = "take2"
        return []
    return finish(state, act)


def cut_short(state: LiberteState, act: Action) -> list[Event]:
    """The game ended in the middle of this action (a Counter-revolution "ends immediately"):
    with no time left to save it in the display, the card being resolved goes where a played
    card goes ("After playing any card, it is discarded"), and the table hears what the action
    did before it hears why the game is over."""
    if act.card is not None:
        if act.stage in ("block", "region") and act.placed:
            act.summary.append(_where_placed(act))
        state.discard.append(act.card)
        act.summary.append(Msg("liberte-did-discard-it"))
        act.card = None
    return finish(state, act) if act.summary else []


def finish(state: LiberteState, act: Action) -> list[Event]:
    state.action = None
    state.actor += 1
    return [Event(Msg("liberte-action", who=seat_tag(act.seat), did=series(act.summary)))]
