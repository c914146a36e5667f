"""Issue 24, point 4: counters read « Bataillo… », and two Eylau counters both
« VIIe corps… ». A counter now shows its short name whole, never cut, within
its hex's width at the zoom a bundled scenario opens at."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from editor.core.scenario import Scenario
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.render import forces_art
from editor.render.map_painter import HEX_SIZE, MapPainter

pytestmark = pytest.mark.usefixtures("qapp")

OPENING_SCALE = 20.0 / HEX_SIZE
"""The smallest zoom a bundled scenario opens at in a 1,600 x 1,000 window
(see test_legibility)."""
EYLAU_OPENING_SCALE = 0.54
"""Eylau's fit in a first window (1,400 x 900, the docks as they open), seen
under Xvfb: the counters the issue found unreadable."""
SMALL_WINDOW_SCALE = 0.458
"""Eylau's fit in a 1,280 x 800 window."""
MIN_PX = 7
"""The smallest name that reads."""
GAP_PX = 2.0
"""Pixels at least between the names of two counters side by side."""
BUNDLED = sorted(SCENARIOS.glob("*.yaml"))


class _Spy(QPainter):
    """A painter that notes each name written at a point, with its font's width."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.names: list[tuple[str, float]] = []
        self.fonts: set[tuple[int, int]] = set()

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        if isinstance(args[0], QPointF):  # a name; a class letter is drawn in a box
            text = str(args[-1])
            self.names.append((text, QFontMetricsF(self.font()).horizontalAdvance(text)))
            self.fonts.add((self.font().pixelSize(), self.font().stretch()))
        super().drawText(*args)  # type: ignore[call-overload]


def _names_painted(scenario: Scenario, scale: float) -> tuple[list[tuple[str, float]], float]:
    """The names the forces layer writes at ``scale``, and a hex's width in pixels;
    all in one font, never under 7 px."""
    mp = MapPainter(scenario, read_scenario(SCENARIOS / "eylau-1807.yaml").ruleset)  # type: ignore[arg-type]
    bounds = mp.bounds()
    image = QImage(
        round(bounds.width() * scale) + 1,
        round(bounds.height() * scale) + 1,
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    p = _Spy(image)
    p.scale(scale, scale)
    p.translate(-bounds.x(), -bounds.y())
    forces_art.draw_forces(p, mp, QRectF(bounds))
    p.end()
    assert len(p.fonts) <= 1 and all(px >= MIN_PX for px, _ in p.fonts), p.fonts
    return p.names, mp.layout.width * scale


def _bundled(path) -> Scenario:
    scenario = read_scenario(path).scenario
    assert scenario is not None
    return copy.deepcopy(scenario)


@pytest.mark.parametrize("scale", [OPENING_SCALE, EYLAU_OPENING_SCALE])
@pytest.mark.parametrize("path", BUNDLED, ids=[p.stem for p in BUNDLED])
def test_every_counter_shows_its_short_name_whole_within_its_hex(path, scale: float) -> None:
    scenario = _bundled(path)
    names, hex_width = _names_painted(scenario, scale)
    placed = [u for u in scenario.units if u.position is not None]
    assert len(names) == len(placed)
    for text, width in names:
        assert text and "…" not in text
        # Two counters side by side (a hex's width apart on a pointy map's row):
        # their names do not touch.
        assert width + GAP_PX <= hex_width, (text, width, hex_width)
    # Within a side, no two counters read the same.
    by_side: dict[str, list[str]] = {}
    for unit, (text, _) in zip(placed, names, strict=True):
        by_side.setdefault(unit.side, []).append(text)
    for side, texts in by_side.items():
        assert len(texts) == len(set(texts)), (side, texts)


@pytest.mark.parametrize("path", BUNDLED, ids=[p.stem for p in BUNDLED])
def test_in_a_small_window_the_names_are_still_shown_whole(path) -> None:
    """At Eylau's fit in a 1,280 x 800 window the names are drawn at the
    smallest legible size (``_names_painted`` checks it), whole."""
    scenario = _bundled(path)
    names, _ = _names_painted(scenario, SMALL_WINDOW_SCALE)
    assert len(names) == sum(1 for u in scenario.units if u.position is not None)
    assert all(text and "…" not in text for text, _ in names)


def test_eylau_two_divisions_of_the_seventh_corps_read_differently() -> None:
    scenario = _bundled(SCENARIOS / "eylau-1807.yaml")
    names = dict(
        zip(
            [u.name for u in scenario.units if u.position is not None],
            [t for t, _ in _names_painted(scenario, OPENING_SCALE)[0]],
            strict=True,
        )
    )
    assert names["VIIe corps, division Desjardins"] == "Desj."
    assert names["VIIe corps, division Heudelet"] == "Heudel."


def test_the_designers_short_name_is_painted_as_set() -> None:
    scenario = _bundled(SCENARIOS / "eylau-1807.yaml")
    placed = [u for u in scenario.units if u.position is not None]
    placed[0].short = "Garde"
    names, _ = _names_painted(scenario, 1.0)
    assert names[0][0] == "Garde"
    assert [t for t, _ in names[1:]] == [
        t for t, _ in _names_painted(_bundled(SCENARIOS / "eylau-1807.yaml"), 1.0)[0][1:]
    ]
