"""Helpers of the offscreen render tests: paint like a view, compare colours."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from editor.render.map_painter import MapPainter, PaintOptions


def paint_view(
    mp: MapPainter,
    scale: float,
    view: QRectF | None = None,
    options: PaintOptions | None = None,
    image: QImage | None = None,
) -> QImage:
    """What a view at ``scale`` (device px per scene unit) showing ``view`` (scene
    rect, default: the whole map) would draw, through the tiled screen path."""
    view = view if view is not None else mp.bounds()
    if image is None:
        image = QImage(
            max(1, round(view.width() * scale)),
            max(1, round(view.height() * scale)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(0xFFFFFFFF)
    p = QPainter(image)
    p.scale(scale, scale)
    p.translate(-view.x(), -view.y())
    mp.paint(p, view, scale, options or PaintOptions())
    p.end()
    return image


def close(a: QColor, b: QColor, tolerance: int = 8) -> bool:
    return (
        abs(a.red() - b.red()) <= tolerance
        and abs(a.green() - b.green()) <= tolerance
        and abs(a.blue() - b.blue()) <= tolerance
    )


def luminance(c: QColor) -> float:
    return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()
