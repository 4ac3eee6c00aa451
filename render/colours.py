"""How far apart a picture's colours stay for colour-blind players, and how well its text reads.

Each renderer declares, next to where it draws them, the colours that tell things apart on its
pictures (a deck's families, a game's parties, a faction's pieces) as `Distinct` palettes
(`PALETTES`), each colour with its second sign (a shape, a letter, a symbol, a pattern: never
colour alone), and the inks its texts are drawn in with their grounds (`TEXT_ON`). While
`render.common.measuring` is open, each text drawn notes its ink and the ground under it, so a
test holds the declaration to the drawing. Two figures hold them to being read:

- `closest`: the smallest difference between two colours of a palette as a person with
  protanopia, deuteranopia or tritanopia sees them. Each colour is simulated at full severity
  (Machado, Oliveira and Fernandes 2009, colorspacious's "sRGB1+CVD"), then the difference ΔE
  is measured in CAM02-UCS, where equal distances look about equally different. The seats'
  Okabe-Ito colours, chosen for colour-blind eyes, are 11 apart at the least: `FLOOR`.
- `contrast`: WCAG 2's contrast ratio between a text's ink and its ground, from their relative
  luminance; 4.5:1 is WCAG's floor for body text (`TEXT_FLOOR`).

numpy and colorspacious are imported only when something is measured (the tests, `make bench`,
`make images`), never by a drawing worker."""

from __future__ import annotations

import importlib
import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image

from render.common import HIGHLIGHT, INK, SEAT_COLOURS, SEAT_SHAPES, WHITE, Colour

Sign = tuple[Colour, str]  # a colour and the second sign drawn with it
Pair = tuple[Colour, Colour]  # a text's ink and its ground
TextOn = Mapping[Colour, tuple[Colour, ...]]  # each ink a text is drawn in: its grounds

CVD_TYPES = ("protanomaly", "deuteranomaly", "tritanomaly")  # at severity 100: the -anopias
CVD_NAMES = {"protanomaly": "protanopia", "deuteranomaly": "deuteranopia",
             "tritanomaly": "tritanopia"}  # fmt: skip
FLOOR = 11.0  # ΔE: the seats' Okabe-Ito palette's own smallest difference, under tritanopia
TEXT_FLOOR = 4.5  # WCAG 2 AA for text


@dataclass(frozen=True)
class Distinct:
    """Things a game's pictures tell apart by colour, each by its colour *and* a second sign,
    and the pictures they are drawn on ("table", "detail", "hand"). `apart` False: pale washes
    under the names of what they cover (a board's areas), the name the sign, the wash a hint;
    too many and too pale to hold apart, and never told apart by colour alone."""

    what: str
    signs: Mapping[str, Sign]
    pictures: tuple[str, ...] = ("table",)
    apart: bool = True

    def colours(self) -> dict[str, Colour]:
        return {name: colour for name, (colour, _) in self.signs.items()}


def _simulated(rgb: Any, cvd: str | None) -> Any:
    """sRGB values from 0 to 1 (a numpy array) as a person with `cvd` sees them (None: as
    they are). The simulation can leave sRGB's gamut: it is clipped back, as a screen would."""
    if cvd is None:
        return rgb
    np: Any = importlib.import_module("numpy")
    convert = importlib.import_module("colorspacious").cspace_convert
    space = {"name": "sRGB1+CVD", "cvd_type": cvd, "severity": 100}
    return np.clip(convert(rgb, space, "sRGB1"), 0, 1)


@lru_cache(maxsize=4096)
def seen(colour: Colour, cvd: str | None) -> tuple[float, float, float]:
    """`colour` as a person with `cvd` (one of CVD_TYPES, or None: typical vision) sees it, as
    coordinates in CAM02-UCS."""
    np: Any = importlib.import_module("numpy")
    convert = importlib.import_module("colorspacious").cspace_convert
    j, a, b = convert(_simulated(np.array(colour, dtype=float) / 255, cvd), "sRGB1", "CAM02-UCS")
    return float(j), float(a), float(b)


def as_seen(image: Image.Image, cvd: str) -> Image.Image:
    """A picture as a person with `cvd` (one of CVD_TYPES) sees it: what the README shows of
    a table."""
    np: Any = importlib.import_module("numpy")
    simulated = _simulated(np.asarray(image.convert("RGB"), dtype=float) / 255, cvd)
    return Image.fromarray((simulated * 255).round().astype("uint8"), "RGB")


def delta_e(one: Colour, other: Colour, cvd: str | None = None) -> float:
    """How different two colours look under `cvd` (None: typical vision), ΔE in CAM02-UCS."""
    a, b = seen(one, cvd), seen(other, cvd)
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


def closest(colours: Mapping[str, Colour], cvd: str | None = None) -> tuple[float, str, str]:
    """The two colours of a palette that look most alike under `cvd`: their ΔE and names."""
    return min(
        ((delta_e(colours[a], colours[b], cvd), a, b) for a, b in
         itertools.combinations(colours, 2)),
        default=(float("inf"), "", ""),
    )  # fmt: skip


def luminance(colour: Colour) -> float:
    """WCAG 2's relative luminance: each channel linearised from sRGB, weighted by the eye."""

    def linear(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v) for v in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(ink: Colour, ground: Colour) -> float:
    """WCAG 2's contrast ratio, from 1 (the same) to 21 (black on white)."""
    hi, lo = sorted((luminance(ink), luminance(ground)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def lowest_contrast(pairs: Iterable[Pair]) -> tuple[float, Pair | None]:
    """The pair of `pairs` whose text reads least: its ratio, and the pair."""
    return min(((contrast(ink, ground), (ink, ground)) for ink, ground in pairs),
               default=(float("inf"), None))  # fmt: skip


def palette_problems(palette: Distinct) -> list[str]:
    """What keeps a palette from being read by everyone: a colour with no second sign, two
    colours the same, or two closer than FLOOR under typical vision or a colour blindness
    (figures to a tenth: the seats' own floor, 10.97, is 11)."""
    problems = [f"{palette.what}: {name} has no second sign"
                for name, (_, sign) in palette.signs.items() if not sign.strip()]  # fmt: skip
    colours = palette.colours()
    if not palette.apart:
        return problems
    if len(set(colours.values())) < len(colours):
        problems.append(f"{palette.what}: two things share a colour")
    for cvd in (None, *CVD_TYPES):
        gap, one, other = closest(colours, cvd)
        if round(gap, 1) < FLOOR:
            seen_by = CVD_NAMES[cvd] if cvd else "typical vision"
            problems.append(f"{palette.what}: {one} and {other} ΔE {gap:.1f} with {seen_by}")
    return problems


def text_problems(inks: TextOn) -> list[str]:
    """Each ink and ground whose contrast is under TEXT_FLOOR."""
    return [f"text {ink} on {ground}: {contrast(ink, ground):.2f}:1"
            for ink, ground in pairs(inks) if contrast(ink, ground) < TEXT_FLOOR]  # fmt: skip


def text_on(*parts: TextOn) -> dict[Colour, tuple[Colour, ...]]:
    """Inks and their grounds from several parts of a picture, merged."""
    merged: dict[Colour, tuple[Colour, ...]] = {}
    for part in parts:
        for ink, grounds in part.items():
            merged[ink] = tuple(dict.fromkeys((*merged.get(ink, ()), *grounds)))
    return merged


def pairs(inks: TextOn) -> list[Pair]:
    """Each ink with each of its grounds."""
    return [(ink, ground) for ink, grounds in inks.items() for ground in grounds]


def declared(game_id: str) -> tuple[tuple[Distinct, ...], TextOn]:
    """A game's declared palettes and its texts' inks and grounds, from its renderer
    (`render.<game_id>`: PALETTES, TEXT_ON)."""
    module = importlib.import_module(f"render.{game_id}")
    return tuple(module.PALETTES), module.TEXT_ON


SEATS = Distinct(
    "seats",
    {f"seat {i + 1}": (c, SEAT_SHAPES[i]) for i, c in enumerate(SEAT_COLOURS)},
    ("table", "detail"),
)  # every game's markers: Okabe-Ito's colours, each with its shape
BANNER_TEXT_ON: TextOn = {HIGHLIGHT: (INK,), WHITE: (INK,)}  # `render.common.banner`
