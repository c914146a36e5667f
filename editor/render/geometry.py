"""One hex's outline in its own coordinates (centre at 0, 0), as Qt values.

Symbols, sprites and edge obstacles are all drawn around a hex centre; this
module gives them the corners, the side midpoints and the outward normals of
a hex of a given size and orientation, computed once by ``Layout``.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPaintDevice, QPainter, QPainterPath, QPolygonF

from editor.core.hexes import ORIGIN
from editor.core.layout import Layout


@dataclass(frozen=True, slots=True)
class HexGeometry:
    orientation: str
    size: float
    corners: tuple[QPointF, ...]
    """Clockwise on screen."""
    mids: tuple[QPointF, ...]
    """Midpoint of the side facing each axial direction 0..5."""
    normals: tuple[tuple[float, float], ...]
    """Unit vector from the centre towards each direction."""

    @property
    def polygon(self) -> QPolygonF:
        return QPolygonF(list(self.corners))

    def outline(self, scale: float = 1.0) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(QPolygonF([QPointF(c.x() * scale, c.y() * scale) for c in self.corners]))
        path.closeSubpath()
        return path

    @property
    def apothem(self) -> float:
        return self.size * 0.8660254037844386


@functools.lru_cache(maxsize=64)
def hex_geometry(orientation: str, size: float) -> HexGeometry:
    layout = Layout(orientation, size)  # type: ignore[arg-type]
    corners = tuple(QPointF(x, y) for x, y in layout.corners(ORIGIN))
    mids = tuple(QPointF(*layout.edge_midpoint(ORIGIN, d)) for d in range(6))
    normals = []
    for m in mids:
        length = (m.x() ** 2 + m.y() ** 2) ** 0.5
        normals.append((m.x() / length, m.y() / length))
    return HexGeometry(orientation, size, corners, mids, tuple(normals))


@functools.lru_cache(maxsize=512)
def qcolor(text: str) -> QColor:
    """A QColor from ``#rrggbb`` (cached: the same few colours are asked for again and again)."""
    return QColor(text)


def device_scale(p: QPainter) -> float:
    """Device pixels per unit of ``p``'s current coordinates (1 while drawing a sprite).

    Symbols use it for level of detail: a line or a dot never thinner than a
    pixel or two on the device, so that what tells two terrains apart survives
    the zoom a map opens at, and vector exports (many device units per point)
    keep their true proportions."""
    t = p.combinedTransform()
    return math.sqrt(abs(t.determinant())) or 1.0


def at_least(p: QPainter, value: float, device_px: float) -> float:
    """``value`` (in ``p``'s units), but no less than ``device_px`` device pixels."""
    return max(value, device_px / device_scale(p))


def shaded(colour: QColor, amount: float) -> QColor:
    """``colour`` darkened by ``amount`` (0..1) of its value."""
    # getHsvF()'s stub returns ``object``: the four components read one by one.
    h, s, v = colour.hsvHueF(), colour.hsvSaturationF(), colour.valueF()
    return QColor.fromHsvF(h, s, max(0.0, v * (1.0 - amount)), colour.alphaF())


def hatch(p: QPainter, r: QRectF, step: float, rising: bool) -> None:
    """Parallel 45-degree lines ``step`` apart over ``r`` (``/`` rising, ``\\``
    falling), in ``p``'s pen; the caller clips them to its shape."""
    for k in range(int((r.width() + r.height()) / step) + 2):
        x = r.left() + k * step
        if rising:
            p.drawLine(QPointF(x - r.height(), r.bottom()), QPointF(x, r.top()))
        else:
            p.drawLine(QPointF(x - r.height(), r.top()), QPointF(x, r.bottom()))


@contextmanager
def painting_on(device: QPaintDevice) -> Iterator[QPainter]:
    """A painter on ``device``, ended whatever happens: a painter left active by
    an exception would end later, from the garbage collector, on an image that
    may be gone by then, and bring the program down."""
    p = QPainter(device)
    try:
        yield p
    finally:
        if p.isActive():
            p.end()
