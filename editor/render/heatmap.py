"""Heat maps of a balance run, drawn by the map painter on the scenario's own map.

The map is painted as for an export (``render.sheet_export.render_image``), then
each hex with a value is washed with the heat colour, its opacity growing
with the value (the hottest hex of the map at ``MAX_ALPHA``), and its value
written in it; a caption names the map and the scale. The same function
serves the report files (PNG) and, through ``draw_heat_hexes``, the window's
overlay on the map view.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen

from editor.core.hexes import Hex
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.render.geometry import hex_geometry, painting_on
from editor.render.map_painter import MapPainter, PaintOptions

MAX_ALPHA = 200
CAPTION_PX = 48


def heat_image(
    scenario: Scenario,
    ruleset: Ruleset,
    values: Mapping[Hex, float],
    *,
    colour: str = "#d7301f",
    caption: str = "",
    px_per_hex: float = 40.0,
    language: str = "fr",
    decimals: int = 2,
) -> QImage:
    """The map with ``values`` per hex as a heat wash (see the module's docstring)."""
    mp = MapPainter(scenario, ruleset)
    mp.tiled = False  # one picture, drawn once: no tile cache
    scale = px_per_hex / mp.layout.width
    bounds = mp.bounds()
    width = max(1, round(bounds.width() * scale))
    height = max(1, round(bounds.height() * scale))
    image = QImage(width, height + CAPTION_PX, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0xFFFFFFFF)
    top = max(values.values(), default=0.0)
    heat = QColor(colour)
    with painting_on(image) as p:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.save()
        p.scale(scale, scale)
        mp.paint(p, bounds, scale, PaintOptions(labels=False, language=language))
        draw_heat_hexes(p, mp, values, heat, decimals)
        p.restore()
        _caption(p, QRectF(0, height, width, CAPTION_PX), caption, heat, top, decimals)
    return image


def draw_heat_hexes(
    p: QPainter,
    mp: MapPainter,
    values: Mapping[Hex, float],
    heat: QColor,
    decimals: int = 2,
    exposed: QRectF | None = None,
) -> None:
    """Wash each hex of ``values`` with ``heat`` (opacity by value, the hottest at
    ``MAX_ALPHA``) and write its value in it, in the map painter's coordinates:
    the report's pictures and the window's overlay draw the same."""
    scenario = mp.scenario
    top = max(values.values(), default=0.0)
    poly = hex_geometry(scenario.grid.orientation, mp.hex_size).polygon
    font = QFont()
    font.setPixelSize(max(6, round(mp.hex_size * 0.42)))
    font.setBold(True)
    p.save()
    p.setFont(font)
    s = mp.hex_size
    smallest = 0.5 * 10.0**-decimals
    for h, v in values.items():
        if v <= 0 or h not in scenario.grid:
            continue
        x, y = mp.layout.hex_to_pixel(h)
        if exposed is not None and not exposed.intersects(QRectF(x - s, y - s, 2 * s, 2 * s)):
            continue
        c = QColor(heat)
        c.setAlpha(round(40 + (MAX_ALPHA - 40) * (v / top if top else 0.0)))
        p.save()
        p.translate(x, y)
        p.setPen(QPen(QColor(heat).darker(140), s * 0.06))
        p.setBrush(c)
        p.drawPolygon(poly)
        p.setPen(QColor("#000000") if v < top * 0.6 else QColor("#ffffff"))
        # a value that would print as zero says so without claiming it is zero
        text = f"{v:.{decimals}f}" if v >= smallest else f"<{2 * smallest:.{decimals}f}"
        p.drawText(QRectF(-s, -s / 2, 2 * s, s), Qt.AlignmentFlag.AlignCenter, text)
        p.restore()
    p.restore()


def _caption(p: QPainter, r: QRectF, text: str, heat: QColor, top: float, decimals: int) -> None:
    """The map's name on one line (elided to the picture's width), the colour ramp
    and the hottest value under it."""
    p.fillRect(r, QColor("#ffffff"))
    font = QFont()
    font.setPixelSize(14)
    p.setFont(font)
    p.setPen(QColor("#000000"))
    line = QRectF(r.left() + 6, r.top() + 2, r.width() - 12, 20)
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, line.width())
    p.drawText(line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, shown)
    width = min(160.0, r.width() - 80)
    ramp = QRectF(r.left() + 6, r.top() + 28, width, 12)
    steps = 10
    for i in range(steps):
        c = QColor(heat)
        c.setAlpha(round(40 + (MAX_ALPHA - 40) * (i + 1) / steps))
        p.fillRect(
            QRectF(ramp.left() + i * ramp.width() / steps, ramp.top(), ramp.width() / steps, 12),
            c,
        )
    p.drawText(QPointF(ramp.right() + 6, ramp.bottom()), f"0 – {top:.{decimals}f}")
