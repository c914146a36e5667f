"""*Fit to window* for a graphics view: the whole map, and no scroll bar.

A map's scene is wider than the map (a margin to pan its edges to the middle),
so a view fitted to the map alone would still scroll over that margin, and the
scroll bar it shows narrows the viewport the map was fitted to. While fitted,
a view hides its scroll bars; the first zoom or pan shows them again.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsView


def show_scroll_bars(view: QGraphicsView, on: bool) -> None:
    """Scroll bars as needed (``on``), or none (a fitted view)."""
    policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if on else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    view.setHorizontalScrollBarPolicy(policy)
    view.setVerticalScrollBarPolicy(policy)


def fit_whole(view: QGraphicsView, bounds: QRectF) -> None:
    """Show all of ``bounds``, as large as the viewport allows, without scroll bars."""
    show_scroll_bars(view, False)
    view.fitInView(bounds, Qt.AspectRatioMode.KeepAspectRatio)
