"""The forces layer on the map: deployment zones light enough to read the terrain
under them (and hidden on request). The counters' names: test_counter_labels.py."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage
from render_helpers import paint_view
from render_samples import terrain

from editor.core.scenario import Scenario, Side, Unit, new_scenario
from editor.render.map_painter import HEX_SIZE, MapPainter, PaintOptions

pytestmark = pytest.mark.usefixtures("qapp")

OPENING_SCALE = 20.0 / HEX_SIZE
"""The smallest zoom a bundled scenario opens at (see test_legibility)."""
TOLERANCE = 14
"""Mean colour shift a zone may add over a hex, per channel (0-255)."""


def _zoned(*elements: str) -> tuple[Scenario, object]:
    """A 10 x 12 map whose south side's default zone holds ``elements`` at 0511."""
    sc = new_scenario("panache", 10, 12)
    h = sc.grid.to_hex(5, 11)
    if elements:
        sc.set_terrain(h, terrain(*elements))
    return sc, h


def _mean_over_hex(image: QImage, mp: MapPainter, h: object, scale: float) -> QColor:
    """Mean colour of the hex's inner disc (0.7 of its size), device pixels."""
    x, y = mp.layout.hex_to_pixel(h)  # type: ignore[arg-type]
    r = 0.7 * mp.hex_size * 0.866
    total = [0, 0, 0]
    n = 0
    for dy in range(-int(r * scale), int(r * scale) + 1):
        for dx in range(-int(r * scale), int(r * scale) + 1):
            if dx * dx + dy * dy > (r * scale) ** 2:
                continue
            c = image.pixelColor(int(x * scale) + dx, int(y * scale) + dy)
            total[0] += c.red()
            total[1] += c.green()
            total[2] += c.blue()
            n += 1
    return QColor(*(round(t / n) for t in total))


@pytest.mark.parametrize("elements", [(), ("foret",), ("colline",), ("marais",)])
@pytest.mark.parametrize("scale", [OPENING_SCALE, 1.0, 3.0])
def test_a_deployment_zone_keeps_the_terrain_colour_under_it(
    panache: object, elements: tuple[str, ...], scale: float
) -> None:
    bare, h = _zoned(*elements)
    zoned, _ = _zoned(*elements)
    zoned.sides.append(Side("a", "Armée A", "#1f3f9f", "S"))
    options = PaintOptions(grid=False, labels=False)
    without = MapPainter(bare, panache)  # type: ignore[arg-type]
    with_zone = MapPainter(zoned, panache)  # type: ignore[arg-type]
    a = _mean_over_hex(paint_view(without, scale, options=options), without, h, scale)
    b = _mean_over_hex(paint_view(with_zone, scale, options=options), with_zone, h, scale)
    shift = max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
    assert shift <= TOLERANCE, (elements, a.name(), b.name())
    # ... and the zone still shows: its border runs along the zone's edge.
    row_above = zoned.grid.to_hex(5, 10)
    edge = with_zone.layout.edge_midpoint(h, _direction_to(zoned, h, row_above))
    image = paint_view(with_zone, scale, options=options)
    border = image.pixelColor(int(edge[0] * scale), int(edge[1] * scale))
    assert border.blue() > border.red() + 40, border.name()


def _direction_to(sc: Scenario, a: object, b: object) -> int:
    from editor.core.hexes import neighbor

    return next(d for d in range(6) if neighbor(a, d) == b)  # type: ignore[arg-type]


def test_zones_can_be_hidden_while_units_stay(panache: object) -> None:
    sc, h = _zoned("foret")
    bare = paint_view(MapPainter(sc, panache), 1.0)  # type: ignore[arg-type]
    sc.sides.append(Side("a", "Armée A", "#1f3f9f", "S"))
    mp = MapPainter(sc, panache)  # type: ignore[arg-type]
    hidden = paint_view(mp, 1.0, options=PaintOptions(zones=False))
    assert hidden == bare
    sc.units.append(Unit("u1", "a", "Grenadiers", "infanterie", h))
    mp = MapPainter(sc, panache)  # type: ignore[arg-type]
    assert paint_view(mp, 1.0, options=PaintOptions(zones=False)) != bare
