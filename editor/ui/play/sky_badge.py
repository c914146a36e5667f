"""The badge in the board's top-left corner: the hour and daylight, the weather and its
strength, the wind with an arrow the way it blows, the sight limit, flooded fords
(``editor.render.optional_art.draw_sky_badge``). A widget over the view's viewport,
so that it stays put while the map scrolls and zooms under it; the weather's
effects in force are its tooltip.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from editor.core.layout import Layout
from editor.render.optional_art import draw_sky_badge, sky_lines
from editor.rules.optional.view import Scene

LINE = 20
"""Pixels a line of the badge takes."""


class SkyBadge(QWidget):
    def __init__(self, language: str, layout: Callable[[], Layout], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("SkyBadge")
        self.lang = language
        self._layout = layout
        self.scene_ = Scene()
        self.lines: list[str] = []
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, False)
        self.hide()

    def set_scene(self, scene: Scene) -> None:
        if scene == self.scene_:
            return
        self.scene_ = scene
        self.lines = sky_lines(scene, self.lang)
        effects = [e.text(self.lang) for e in scene.effects]
        self.setToolTip("\n".join(effects))
        self.setVisible(bool(self.lines))
        self.resize(self._size())
        self.update()

    def _size(self) -> QSize:
        f = QFont()
        f.setPixelSize(round(LINE * 0.62))
        width = max((QFontMetricsF(f).horizontalAdvance(t) for t in self.lines), default=0)
        rows = len(self.lines) + 0.5
        height = round(LINE * rows)
        arrow = height * 0.6 if self.scene_.wind_dir >= 0 and self.scene_.wind else 0
        return QSize(round(width + 24 + arrow), height)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        rect = QRectF(0.5, 0.5, self.width() - 1, self.height() - 1)
        draw_sky_badge(p, rect, self.scene_, self.lang, self._layout())
        p.end()
