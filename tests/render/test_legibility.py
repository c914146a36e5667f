"""Every terrain look can be told from every other at the zoom a map opens at.

The sizes: a bundled scenario opened in a 1,600 x 1,000 window is fitted to
the view; the smallest fit is Alésia (28 x 18 hexes) at 63.6 %, a hex of
32 x 0.636 = 20.3 device pixels from centre to corner. 100 % is 32 px, 300 %
96 px.

"Told apart" is measured as an eye at a glance sees it: both hex pictures
are halved in resolution (smoothly, so a hairline fades to a tint, as it does
for the eye), and the part where they differ clearly (by more than ``CLEAR``
in some channel) must cover at least ``MIN_AREA_PX`` device pixels, a patch
of 10 x 10: a tenth of a hex at the opening zoom. A hill contour one pixel
thin under trees, or a ford of a few pale pixels, fails; a band or a row of
stones passes.
"""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from editor.core.ruleset import Ruleset
from editor.core.scenario import HexTerrain
from editor.render.geometry import hex_geometry
from editor.render.hex_art import DETAIL_FULL, HexLook
from editor.render.sprites import render_sprite
from editor.render.style import default_style

pytestmark = pytest.mark.usefixtures("qapp")

OPENING_PX = 20.0
SIZES = (OPENING_PX, 32.0, 96.0)
CLEAR = 24
MIN_AREA_PX = 100
GLANCE = 2
"""Resolution divided by this much before comparing."""
_CLEARLY = bytes(1 if v > CLEAR else 0 for v in range(256))

ACROSS = 0b001001
"""Links through two opposite sides (directions 0 and 3)."""
ALONG = 0b010010
"""Links through the next pair of opposite sides (1 and 4): crosses ``ACROSS``."""

CONNECTED = ("route", "riviere", "ruisseau", "fleuve")


def _look(*elements: str, level: int = 0) -> HexLook:
    """A hex whose road runs one way and whose watercourse the other, as at a crossing."""
    masks = tuple(
        sorted((e, ACROSS if e == "route" else ALONG) for e in elements if e in CONNECTED)
    )
    return HexLook(HexTerrain(frozenset(elements), level), masks)


def _looks(panache: Ruleset, thucydide: Ruleset) -> dict[str, HexLook]:
    """Every hex element alone, every composite of both rulesets, the crossings, hill levels."""
    looks: dict[str, HexLook] = {"open ground": _look()}
    for ruleset in (panache, thucydide):
        for element in ruleset.elements.values():
            if element.placement == "hex" and element.id not in ("gue", "pont"):
                looks.setdefault(element.id, _look(element.id))
        for composite in ruleset.composites.values():
            if composite.elements:
                key = " + ".join(sorted(composite.elements))
                looks.setdefault(key, _look(*composite.elements))
    for level in (2, 3):
        looks[f"colline level {level}"] = _look("colline", level=level)
    looks["colline + foret level 2"] = _look("colline", "foret", level=2)
    for water in ("riviere", "ruisseau"):
        looks[water] = _look(water)
        looks[f"{water} + gue"] = _look(water, "gue")
        looks[f"{water} + route"] = _look(water, "route")
        looks[f"{water} + route + gue"] = _look(water, "route", "gue")
        looks[f"{water} + route + pont"] = _look(water, "route", "pont")
    looks["fleuve"] = _look("fleuve")
    looks["fleuve + route + pont"] = _look("fleuve", "route", "pont")
    looks["route"] = _look("route")
    return looks


def _glance(image: QImage) -> QImage:
    """``image`` on white, at 1 / GLANCE of its resolution."""
    small = image.scaled(
        image.width() // GLANCE,
        image.height() // GLANCE,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    out = QImage(small.size(), QImage.Format.Format_RGB32)
    out.fill(Qt.GlobalColor.white)
    p = QPainter(out)
    p.drawImage(0, 0, small)
    p.end()
    return out


def _different_area(a: QImage, b: QImage) -> float:
    """Device pixels where ``a`` and ``b`` (same size) differ clearly, seen at a glance."""
    diff, seen = _glance(a), _glance(b)
    p = QPainter(diff)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    p.drawImage(0, 0, seen)
    p.end()
    # 0/1 per channel byte (BGRA in memory); a pixel counts when any colour channel does.
    flags = bytes(diff.constBits()).translate(_CLEARLY)
    channels = (int.from_bytes(flags[k::4], "big") for k in range(3))
    any_channel = 0
    for c in channels:
        any_channel |= c
    return any_channel.bit_count() * GLANCE * GLANCE


@pytest.mark.parametrize("px", SIZES)
@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_every_terrain_look_differs_from_every_other(
    px: float, orientation: str, panache: Ruleset, thucydide: Ruleset
) -> None:
    style = default_style()
    looks = _looks(panache, thucydide)
    pictures = {
        name: render_sprite(look, style, orientation, px, DETAIL_FULL, True)
        for name, look in looks.items()
    }
    alike = []
    for a, b in itertools.combinations(looks, 2):
        area = _different_area(pictures[a], pictures[b])
        if area < MIN_AREA_PX:
            alike.append(f"{a} / {b}: {area:.0f} px")
    assert not alike, f"look alike at {px} px ({orientation}): " + "; ".join(alike)


@pytest.mark.parametrize(
    ("with_it", "without"),
    [
        (("colline", "foret"), ("foret",)),
        (("riviere", "route", "gue"), ("riviere", "route", "pont")),
        (("riviere", "gue"), ("riviere",)),
        (("riviere", "route", "gue"), ("riviere", "route")),
    ],
)
def test_the_reported_pairs_differ_clearly_at_the_opening_zoom(
    with_it: tuple[str, ...], without: tuple[str, ...]
) -> None:
    """The pairs of issue 11: a wooded hill read as a wood, a ford as a few pixels or a bridge."""
    style = default_style()
    a = render_sprite(_look(*with_it), style, "flat", OPENING_PX, DETAIL_FULL, True)
    b = render_sprite(_look(*without), style, "flat", OPENING_PX, DETAIL_FULL, True)
    assert _different_area(a, b) >= MIN_AREA_PX


def _water_along_the_road(elements: tuple[str, ...], px: float) -> float:
    """Share of the road's centre line, within 0.15 hex size of the hex centre
    (over the river), where the river's water shows."""
    style = default_style()
    river = QColor(style.connected["riviere"].colour)
    image = render_sprite(_look(*elements), style, "flat", px, DETAIL_FULL, False)
    g = hex_geometry("flat", px)
    a, b = g.mids[0], g.mids[3]  # the road runs through sides 0 and 3 (``ACROSS``)
    length = math.dist(a.toTuple(), b.toTuple())
    cx, cy = image.width() / 2, image.height() / 2
    samples = 120
    water = 0
    for i in range(samples):
        t = 0.15 * px / length * (2 * i / (samples - 1) - 1)
        x = cx + (a.x() + b.x()) / 2 + (b.x() - a.x()) * t
        y = cy + (a.y() + b.y()) / 2 + (b.y() - a.y()) * t
        c = image.pixelColor(int(x), int(y))
        # The river's blue, or a lighter shade of it (shallows), not a rim or a stone.
        if c.blue() > c.red() + 40 and c.lightness() >= river.lightness() - 20:
            water += 1
    return water / samples


def test_a_ford_is_a_dotted_crossing_and_a_bridge_a_deck() -> None:
    """At 346 % the old ford read as a bridge without rails: a pale band over the
    river. Along the road, a ford shows water between its stones; a bridge none."""
    px = 32.0 * 3.46
    assert _water_along_the_road(("riviere", "route", "gue"), px) > 0.2
    assert _water_along_the_road(("riviere", "route", "pont"), px) == 0.0
