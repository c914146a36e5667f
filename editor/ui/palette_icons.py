"""Palette icons: each element or composite drawn small, exactly as on the map.

Hex elements, composites and connected elements (a road or river running
straight through) go through the map's own ``draw_hex`` with the map style,
so the palette and the map can never disagree. Edge obstacles are drawn as a
thick band in the style's colour along one side of an open-ground hex, with
short ticks on the protected side (the edge painter draws them on the map).
Each is drawn the first time it is shown (``DrawnWhenShown``): the palette
lists some 45 entries, of which the window's first frame shows a dozen.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRect, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QIconEngine, QPainter, QPen, QPixmap

from editor.core.scenario import HexTerrain
from editor.render.geometry import hex_geometry, painting_on, qcolor
from editor.render.hex_art import DETAIL_MAIN, HexLook, draw_hex
from editor.render.style import Style, load_style

ICON_PX = 30
_THROUGH = 1 << 0 | 1 << 3  # a connected element crossing from one side to the opposite


@lru_cache(maxsize=1)
def _style() -> Style:
    return load_style()


def element_icon(ruleset: Any, *element_ids: str) -> QIcon:
    ids = frozenset(element_ids)
    return QIcon(DrawnWhenShown(lambda: element_pixmap(ruleset, ids)))


class DrawnWhenShown(QIconEngine):
    """The icon of a pixmap drawn when the icon is first painted or asked for a
    pixmap; until then only its size is known (``ICON_PX`` square). Once drawn it
    is a plain pixmap icon (disabled and selected looks included)."""

    def __init__(self, draw: Callable[[], QPixmap]) -> None:
        super().__init__()
        self._draw = draw
        self._icon: QIcon | None = None

    def _drawn(self) -> QIcon:
        if self._icon is None:
            self._icon = QIcon(self._draw())
        return self._icon

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        self._drawn().paint(painter, rect, Qt.AlignmentFlag.AlignCenter, mode, state)

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self._drawn().pixmap(size, mode, state)

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:
        own = QSize(ICON_PX, ICON_PX)
        return (
            own
            if own.boundedTo(size) == own
            else own.scaled(size, Qt.AspectRatioMode.KeepAspectRatio)
        )

    def clone(self) -> QIconEngine:
        """Qt clones the engine of an icon copy that is then changed (``addPixmap``);
        the clone is owned by Qt but lives in Python, so it is kept here for good
        (its original may go first): released, Qt would paint with a dead engine."""
        twin = DrawnWhenShown(self._draw)
        twin._icon = self._icon
        _CLONES.append(twin)
        return twin


_CLONES: list[DrawnWhenShown] = []
"""Engines handed to Qt by ``clone`` (rare: only a changed copy of an icon)."""


def element_pixmap(ruleset: Any, element_ids: frozenset[str]) -> QPixmap:
    style = _style()
    placements = {e: ruleset.elements[e].placement for e in element_ids if e in ruleset.elements}
    in_hex = frozenset(e for e, p in placements.items() if p != "edge")
    masks = tuple(sorted((e, _THROUGH) for e, p in placements.items() if p == "connected"))
    pixmap = QPixmap(ICON_PX, ICON_PX)
    pixmap.fill(Qt.GlobalColor.transparent)
    with painting_on(pixmap) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = hex_geometry("flat", ICON_PX / 2 - 1.0)
        painter.translate(ICON_PX / 2, ICON_PX / 2)
        painter.setClipPath(g.outline())
        draw_hex(painter, g, HexLook(HexTerrain(in_hex), masks), style, DETAIL_MAIN)
        painter.setClipping(False)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(qcolor(style.grid_colour), 1.0))
        painter.drawPath(g.outline())
        for e, placement in sorted(placements.items()):
            if placement == "edge":
                _draw_edge(painter, g.corners[1], g.corners[2], style, e)
    return pixmap


def _draw_edge(painter: QPainter, a: QPointF, b: QPointF, style: Style, element: str) -> None:
    es = style.edge_style(element)
    colour = QColor(es.colour)
    painter.setPen(QPen(colour, 4.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.drawLine(a, b)
    painter.setPen(QPen(colour, 1.6))
    for k in (1, 2, 3):  # ticks towards the hex it protects
        p = a + (b - a) * (k / 4)
        painter.drawLine(p, QPointF(p.x() * 0.7, p.y() * 0.7))
