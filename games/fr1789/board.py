"""Small facts about the table that every phase asks: where a card stands, what a seat may still
use, who holds a city, what is left in the cups, and the RP and VP a seat gains."""

from __future__ import annotations

from functools import cache

from games.core import Event, Msg, Text, seat_tag
from games.fr1789.data import DATA, ArmyUnit, Camp
from games.fr1789.state import Fr1789State

UNIT = {u.id: u for u in DATA.armies}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"}


# The names below are asked many times a move: each is built once (a message is immutable).
@cache
def name(card: str) -> Msg:
    """A History card's name: a message, since an event's name is said in each language."""
    return Msg(f"fr1789-card-{card}")


# A card inside a sentence takes the article its name wants in the reader's language (French:
# "la Fuite à Varennes", "du Serment du Jeu de paume", "Danton"): each card's article is a
# message of its own (fr1789-art-<card>, fr1789-consp-art-<kind>), and a form of the sentence
# (fr1789-the, -the-start, -of) puts it before the name.
@cache
def the(card: str, form: str = "the") -> Msg:
    """A History card inside a sentence: `form` "the" ("la Fuite à Varennes"), "the-start"
    (capitalised, opening a sentence) or "of" ("du Serment")."""
    return Msg(f"fr1789-{form}", card=name(card), art=Msg(f"fr1789-art-{card}"))


@cache
def consp_the(kind: str, form: str = "the") -> Msg:
    """A Conspiracy card inside a sentence ("la Lettre de cachet"), as `the`."""
    return Msg(f"fr1789-{form}", card=consp_name(kind), art=Msg(f"fr1789-consp-art-{kind}"))


@cache
def system_name(system: str) -> Msg:
    """A System box: its English name in English, the French printed on the board in French."""
    return Msg(f"fr1789-system-{system}")


@cache
def consp_name(kind: str) -> Msg:
    return Msg(f"fr1789-consp-{kind}")


@cache
def consp_text(kind: str) -> Msg:
    return Msg(f"fr1789-consp-text-{kind}")


@cache
def action_name(action: str) -> Msg:
    """A Political action as printed ("financial_reform" is "Financial Reform")."""
    return Msg(f"fr1789-action-{action}")


@cache
def ability_name(card: str, index: int) -> Msg:
    return Msg(f"fr1789-ability-{card}-{index}")


def ability_line(card: str, index: int) -> Msg:
    """One ability as printed: its mark, name and what it does ("◆ Veto: ...")."""
    a = DATA.card[card].abilities[index]
    return Msg("fr1789-line-ability", mark=a.mark, name=ability_name(card, index),
               text=Msg(f"fr1789-ability-text-{card}-{index}"))  # fmt: skip


@cache
def card_text(card: str) -> Text:
    """What a History card does, in our words, for anyone bidding on it or looking it up: its
    abilities, its System bonuses and the credit it gives. Built once a card (it is printed:
    every bid's prompt says it), and immutable like every text."""
    c = DATA.card[card]
    bits: list[Text] = [ability_line(card, i) for i in range(len(c.abilities))]
    bonus: list[Text] = [
        Msg("fr1789-bonus-under", vp=s.bonus_vp(card), system=system_name(s.id))
        for s in DATA.systems
        if s.bonus_vp(card)
    ]
    if bonus:
        bits.append(Msg("fr1789-text-scores", bonus=Msg.join(bonus, ", ")))
    for credit in c.credits:
        bits.append(Msg("fr1789-text-credit", rp=credit.rp, card=the(credit.card)))
    if c.kind == "war":
        bits.append(Msg("fr1789-text-war"))
    return Msg.join(bits, " ") if bits else Msg("fr1789-text-no-ability")


def cards_of(state: Fr1789State, seat: int) -> list[str]:
    """A seat's History cards still in play (not in the Liberty or Death box), in the order won."""
    return [c for c, s in state.owner.items() if s == seat and c not in state.dead]


def cards_by_seat(state: Fr1789State) -> list[list[str]]:
    """`cards_of` every seat, the cards looked at once (a view lists them all)."""
    out: list[list[str]] = [[] for _ in range(state.num_players)]
    dead = state.dead
    for c, s in state.owner.items():
        if c not in dead:
            out[s].append(c)
    return out


def is_personage(card: str) -> bool:
    return DATA.card[card].kind == "personage"


def ready(state: Fr1789State, card: str) -> bool:
    """Upright and free: may act (§7.1 spent cards and Personages in Prison cannot)."""
    return card not in state.spent and card not in state.prison and card not in state.dead


def active(state: Fr1789State, card: str) -> bool:
    """■ abilities and credit work unless the card is in Exile or dead (§7.2.3, §7.2.4)."""
    return card not in state.exile and card not in state.dead


def status(state: Fr1789State, card: str) -> str:
    if card in state.dead:
        return "dead"
    if card in state.exile:
        return "exile"
    if card in state.prison:
        return "prison"
    return "spent" if card in state.spent else "ready"


def statuses(state: Fr1789State) -> dict[str, str]:
    """`status` of every card not "ready", the table looked at once (a view shows them all)."""
    out = dict.fromkeys(state.spent, "spent")  # each later list outranks the earlier ones
    out.update(dict.fromkeys(state.prison, "prison"))
    out.update(dict.fromkeys(state.exile, "exile"))
    out.update(dict.fromkeys(state.dead, "dead"))
    return out


def personages(state: Fr1789State, where: str | None = None) -> list[str]:
    """Every Personage in play, optionally only those in "prison" or "exile"."""
    out = [c for c in state.owner if is_personage(c) and c not in state.dead]
    if where == "prison":
        return [c for c in out if c in state.prison]
    if where == "exile":
        return [c for c in out if c in state.exile]
    return out


def louis_can_veto(state: Fr1789State, seat: int) -> bool:
    """§12: Louis XVI's ◇ Veto needs him upright, and neither in Prison nor Exile (§7.2.3-4)."""
    return (
        state.owner.get("louis_xvi") == seat
        and ready(state, "louis_xvi")
        and "louis_xvi" not in state.exile
    )


# ---- the map ------------------------------------------------------------------------------
def holder(state: Fr1789State, city: str) -> Camp | None:
    """The camp whose army stands in the city; None for an empty city."""
    units = state.armies.get(city, [])
    return UNIT[units[0]].camp if units else None


def strength(units: list[str]) -> int:
    return sum(UNIT[u].strength for u in units)


def foreign_held(state: Fr1789State, city: str) -> bool:
    return holder(state, city) in (Camp.COALITION, Camp.ROYALIST)


def coalition_weight(state: Fr1789State) -> int:
    """§9.0: cities held by the Coalition (not Royalists), Paris counting 2."""
    return sum(c.exile_weight for c in DATA.cities if holder(state, c.id) == Camp.COALITION)


def on_map(state: Fr1789State) -> set[str]:
    return {u for units in state.armies.values() for u in units}


def cup(state: Fr1789State, camp: Camp | str) -> list[ArmyUnit]:
    """§3.0 step 7: the units of a camp not on the map are in its cup."""
    placed = on_map(state)
    return [u for u in DATA.cups.get(camp, ()) if u.id not in placed]


def cup_sizes(state: Fr1789State) -> dict[str, int]:
    """How many units each camp's cup holds (`cup` of every camp): each camp's counters less
    those on the map, the map looked at once."""
    left = {str(camp): len(DATA.cups.get(camp, ())) for camp in Camp}
    for u in on_map(state):
        left[UNIT[u].camp] -= 1
    return left


def draw(state: Fr1789State, camp: Camp | str, taken: set[str]) -> str | None:
    """One unit drawn at random from the cup (scripted draws first, for tests), not one of
    `taken` (already drawn in this deployment). None when the cup is empty."""
    left = [u.id for u in cup(state, camp) if u.id not in taken]
    if not left:
        return None
    script = state.draws.get(str(camp), [])
    while script:
        unit = script.pop(0)
        if unit in left:
            return unit
    return state.rng.choice(left)


def unit_label(unit: str) -> Msg:
    """An army as players read it: "Kellermann (strength 3)", "a French army of strength 2"
    (the camp is a selector of the message: adjectives agree differently in each language)."""
    u = UNIT[unit]
    if u.leader:
        return Msg("fr1789-unit-leader", leader=u.leader, strength=u.strength)
    return Msg("fr1789-unit-army", camp=str(u.camp), strength=u.strength)


def strengths(units: list[str]) -> Msg:
    """The armies drawn, in short: "strength 2, Brunswick 4" (numbers and leaders' names)."""
    return Msg("fr1789-strengths", list=", ".join(
        f"{UNIT[u].leader} {UNIT[u].strength}" if UNIT[u].leader else str(UNIT[u].strength)
        for u in units
    ))  # fmt: skip


# ---- gains --------------------------------------------------------------------------------
def gain_rp(state: Fr1789State, seat: int, amount: int) -> int:
    """Adds RP up to the cap (§5.0 "cannot have more than 60 RP"); returns what was gained."""
    p = state.players[seat]
    cap = DATA.tables.income.rp_cap
    got = max(0, min(amount, cap - p.rp))
    p.rp += got
    return got


def gain_vp(state: Fr1789State, seat: int, amount: int, why: Text) -> list[Event]:
    """VP chips are taken in the open (§2.1.1): the gain is announced, the total stays hidden."""
    if amount <= 0:
        return []
    state.players[seat].vp += amount
    return [Event(Msg("fr1789-scores-vp", who=seat_tag(seat), vp=amount, why=why))]


def support_placed(seat: int, city: str, before: int | None) -> Msg:
    """A Support marker placed (an action, a card or a French victory), and the one it sends
    back to its owner."""
    where = DATA.city[city].name
    if before is None:
        return Msg("fr1789-places-support", who=seat_tag(seat), city=where)
    return Msg("fr1789-places-support-back", who=seat_tag(seat), city=where,
               owner=seat_tag(before))  # fmt: skip


def support_left(state: Fr1789State, seat: int) -> int:
    """§2.1.1: 8 Support markers per colour; those on the map are not in hand."""
    used = sum(1 for s in state.support.values() if s == seat)
    return DATA.tables.markers.support_per_colour - used


def prison_left(state: Fr1789State) -> int:
    return DATA.tables.markers.prison - len(state.prison)


def exile_left(state: Fr1789State) -> int:
    return DATA.tables.markers.exile - len(state.exile)


def next_seat(state: Fr1789State, seat: int) -> int:
    return (seat + 1) % state.num_players
