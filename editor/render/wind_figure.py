"""The wind's hex: one hex with its sides numbered 1 to 6 clockwise from the
side marked « 1 », and an arrow across it towards the side the wind blows to
(Panache, Annexe 3: « Direction du vent », 1D6 counted from side 1).

Drawn on the set-up sheet and in the editor's battle-conditions views, so
that « side 4 » is never a number without a picture. QtGui only.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPolygonF

from editor.core.grid import SIDE_NAMES, Grid
from editor.render.geometry import hex_geometry

INK = QColor(40, 40, 40)
WIND = QColor(30, 90, 170)


def side_order(orientation: str, side_one: str = "") -> list[str]:
    """The hex's side names numbered 1..6: clockwise from ``side_one`` (the
    first side from the top when it is not a side of this orientation)."""
    sides = SIDE_NAMES[orientation]
    first = sides.index(side_one) if side_one in sides else 0
    return [sides[(first + k) % 6] for k in range(6)]


def wind_towards(conditions: dict[str, str], orientation: str) -> tuple[int, str] | None:
    """(the number rolled, the side's compass name) of the wind in ``conditions``,
    or None when they give no side number from 1 to 6."""
    text = conditions.get("wind_direction", "").strip()
    if not text.isdigit() or not 1 <= int(text) <= 6:
        return None
    n = int(text)
    return n, side_order(orientation, conditions.get("wind_side_one", ""))[n - 1]


def draw_wind(
    p: QPainter,
    rect: QRectF,
    grid: Grid,
    towards: int | None,
    side_one: str = "",
) -> None:
    """The numbered hex in ``rect`` (its units: points or pixels), with the wind
    arrow towards side ``towards`` (1..6) when given."""
    size = min(rect.width(), rect.height()) * 0.3
    g = hex_geometry(grid.orientation, size)
    order = side_order(grid.orientation, side_one)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(rect.center())
    p.setPen(QPen(INK, max(0.6, size * 0.04)))
    p.setBrush(QColor(250, 248, 240))
    p.drawPolygon(g.polygon)
    number_font = QFont("DejaVu Sans")
    number_font.setPixelSize(max(1, round(size * 0.46)))
    for k, name in enumerate(order, 1):
        d = grid.side_direction(name)
        nx, ny = g.normals[d]
        at = QPointF(nx * (g.apothem + size * 0.36), ny * (g.apothem + size * 0.36))
        number_font.setBold(k == towards)
        p.setFont(number_font)
        p.setPen(WIND if k == towards else INK)
        box = QRectF(at.x() - size * 0.3, at.y() - size * 0.3, size * 0.6, size * 0.6)
        p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), str(k))
    if towards is not None and 1 <= towards <= 6:
        _arrow(p, g.normals[grid.side_direction(order[towards - 1])], g.apothem, size)
    p.restore()


def _arrow(p: QPainter, normal: tuple[float, float], apothem: float, size: float) -> None:
    """From the opposite side, across the centre, its head on the side it blows to."""
    nx, ny = normal
    tail = QPointF(-nx * apothem * 0.85, -ny * apothem * 0.85)
    tip = QPointF(nx * apothem * 1.02, ny * apothem * 1.02)
    width = size * 0.13
    head = size * 0.42
    base = QPointF(tip.x() - nx * head, tip.y() - ny * head)
    p.setPen(QPen(WIND, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    p.drawLine(tail, base)
    px, py = -ny, nx  # across the arrow
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [
                tip,
                QPointF(base.x() + px * head * 0.55, base.y() + py * head * 0.55),
                QPointF(base.x() - px * head * 0.55, base.y() - py * head * 0.55),
            ]
        )
    )
    path.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(WIND)
    p.drawPath(path)


def wind_image(px: int, grid: Grid, towards: int | None, side_one: str = "") -> QImage:
    """The figure as a ``px`` × ``px`` image on a transparent ground (for a label)."""
    image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    try:
        draw_wind(p, QRectF(0, 0, px, px), grid, towards, side_one)
    finally:
        p.end()
    return image
