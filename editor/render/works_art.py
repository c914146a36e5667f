"""Engineers' field works in the play view (Annexe 3, L'obscurité: « Tout travail fait
de nuit (Génie) non éclairé est divisé par 2 »): an earthwork standing is a thick
earth-brown bank on its side of the hex it protects; one being dug is dashed, with
its points of work done (« 2/4 ») across the side. QtGui only."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from editor.core.hexes import Hex, neighbor
from editor.core.layout import Layout

EARTH = QColor(120, 78, 36)
HALO = QColor(255, 255, 255, 200)


def draw_work(p: QPainter, layout: Layout, a: Hex, b: Hex, done: int, need: int) -> None:
    d = next((d for d in range(6) if neighbor(a, d) == b), None)
    if d is None:
        return
    (x1, y1), (x2, y2) = layout.edge_endpoints(a, d)
    cx, cy = layout.hex_to_pixel(a)
    size = layout.size
    # Drawn just inside the protected hex, along its side.
    inset = 0.12
    p1 = QPointF(x1 + (cx - x1) * inset, y1 + (cy - y1) * inset)
    p2 = QPointF(x2 + (cx - x2) * inset, y2 + (cy - y2) * inset)
    finished = done >= need
    pen = QPen(EARTH, (0.2 if finished else 0.12) * size)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    if not finished:
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.drawLine(p1, p2)
    if finished:
        return
    # The points of work just across the side, clear of the engineers' counter.
    bx, by = layout.hex_to_pixel(b)
    ex, ey = (x1 + x2) / 2, (y1 + y2) / 2
    mid = QPointF(ex + (bx - ex) * 0.4, ey + (by - ey) * 0.4)
    font = QFont()
    font.setPixelSize(max(6, int(0.32 * size)))
    font.setBold(True)
    p.setFont(font)
    text = f"{done}/{need}"
    width = p.fontMetrics().horizontalAdvance(text)
    height = p.fontMetrics().height()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(HALO)
    p.drawRoundedRect(
        QRectF(mid.x() - width / 2 - 2, mid.y() - height / 2, width + 4, height), 2, 2
    )
    p.setPen(EARTH)
    p.drawText(QPointF(mid.x() - width / 2, mid.y() + height / 2 - p.fontMetrics().descent()), text)
