"""Issue 24, point 4: hex numbers were about 5 px high at 75 %. A hex label is
drawn only where it can be read: its digits at least 7 device pixels high, or
no label at all (the map's numbered edges and the status bar still give it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from render_helpers import paint_view

from editor.core.ruleset import Ruleset
from editor.core.scenario import new_scenario
from editor.render.map_painter import HEX_SIZE, MapPainter, PaintOptions
from editor.render.vector_map import paint_vectors

pytestmark = pytest.mark.usefixtures("qapp")

LEGIBLE_PX = 7
"""The smallest height of a label's digits that reads at a glance."""


def _label_ink_rows(orientation: str, zoom: float, panache: Ruleset) -> int:
    """How many pixel rows the label of the middle hex of an open map inks:
    the map painted with labels and without, compared over the hex's top half."""
    sc = new_scenario("panache", 5, 5, orientation=orientation)  # type: ignore[arg-type]
    h = sc.grid.to_hex(3, 3)
    images: list[QImage] = []
    for labels in (True, False):
        mp = MapPainter(sc, panache)
        images.append(paint_view(mp, zoom, options=PaintOptions(grid=False, labels=labels)))
    x, y = mp.layout.hex_to_pixel(h)
    size = mp.hex_size * zoom
    cx, cy = x * zoom, y * zoom
    rows = [
        yy
        for yy in range(round(cy - size), round(cy))
        if any(
            images[0].pixel(xx, yy) != images[1].pixel(xx, yy)
            for xx in range(round(cx - 0.5 * size), round(cx + 0.5 * size))
        )
    ]
    return max(rows) - min(rows) + 1 if rows else 0


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("percent", [30, 50, 65])
def test_no_hex_label_where_it_could_not_be_read(
    panache: Ruleset, orientation: str, percent: int
) -> None:
    assert _label_ink_rows(orientation, percent / 100, panache) == 0


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("percent", [75, 100, 150, 300])
def test_a_hex_label_drawn_is_legible(panache: Ruleset, orientation: str, percent: int) -> None:
    ink = _label_ink_rows(orientation, percent / 100, panache)
    assert ink >= LEGIBLE_PX
    assert ink < HEX_SIZE * percent / 100  # inside the hex's top half


def test_the_whole_map_paints_the_same_labels_through_exports(panache: Ruleset) -> None:
    """The vector path (PDF, SVG) follows the same rule as the screen's tiles."""
    sc = new_scenario("panache", 5, 5)
    for zoom, inked in ((0.65, False), (1.0, True)):
        mp = MapPainter(sc, panache)
        out = []
        for labels in (True, False):
            bounds = mp.bounds()
            image = QImage(
                round(bounds.width() * zoom),
                round(bounds.height() * zoom),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.fill(0xFFFFFFFF)
            p = QPainter(image)
            p.scale(zoom, zoom)
            p.translate(-bounds.x(), -bounds.y())
            paint_vectors(mp, p, QRectF(bounds), zoom, PaintOptions(grid=False, labels=labels))
            p.end()
            out.append(image)
        assert (out[0] != out[1]) is inked
