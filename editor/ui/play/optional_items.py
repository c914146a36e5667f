"""Annexe 3 on the board: the night's veil and the lights under the highlights, fire
and looted camps under the pieces, smoke, sentinels, sleepers and boats over them,
mist, rain and snow over all.

Two dumb items fed with the Qt-free summary of the position shown
(``editor.rules.optional.view.Scene``), made from what the side at the screen
knows; they call the painters of ``editor.render.optional_art`` (the same the
exports would call) for the exposed rectangle only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.core.hexes import Hex
from editor.core.layout import Layout
from editor.render.optional_art import draw_darkness, draw_optional, draw_weather
from editor.rules.optional.view import Scene

DARKNESS_Z = 3
"""Over the terrain, under the highlights (4) and the pieces (5)."""
GROUND_Z = 4.5
"""Under the pieces: fire and looted camps, so that a unit in a burning hex stays
readable over its flames."""
OVERLAY_Z = 6
"""Over the pieces: smoke, a sentinel's flag, « Zz », boats."""


def ground(scene: Scene) -> Scene:
    """What lies on the ground: fires on hexes and edges, engineers' works, looted camps."""
    return Scene(
        fires=scene.fires, edge_fires=scene.edge_fires, works=scene.works, looted=scene.looted
    )


def air(scene: Scene) -> Scene:
    """The rest of the optional overlays: smoke (not over the flames that make it),
    sentinels, sleepers, boats, the weather."""
    burning = {f.key for f in scene.fires if f.state == "burning"}
    return replace(
        scene,
        fires=(),
        edge_fires=(),
        works=(),
        looted=frozenset(),
        smoke=scene.smoke - burning,
    )


class DarknessItem(QGraphicsItem):
    def __init__(
        self,
        layout: Callable[[], Layout],
        bounds: Callable[[], QRectF],
        hexes: Callable[[], list[Hex]],
    ) -> None:
        super().__init__()
        self._layout = layout
        self._bounds = bounds
        self._hexes = hexes
        self.scene_ = Scene()
        self.setZValue(DARKNESS_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def set_scene(self, scene: Scene) -> None:
        if (scene.dark, scene.lit) != (self.scene_.dark, self.scene_.lit):
            self.update()
        self.scene_ = scene

    def boundingRect(self) -> QRectF:
        return self._bounds()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        exposed = option.exposedRect
        draw_darkness(painter, self._layout(), self.scene_, self._hexes(), exposed)


class OptionalItem(QGraphicsItem):
    def __init__(
        self,
        layout: Callable[[], Layout],
        bounds: Callable[[], QRectF],
        colours: Mapping[str, QColor],
        layer: Callable[[Scene], Scene] = air,
        z: float = OVERLAY_Z,
    ) -> None:
        super().__init__()
        self._layer = layer
        self._layout = layout
        self._bounds = bounds
        self.colours = dict(colours)
        """Side id -> its colour."""
        self.scene_ = Scene()
        self.units_at: dict[str, Hex] = {}
        self.labels: dict[str, str] = {}
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def set_scene(self, scene: Scene, units_at: dict[str, Hex], labels: dict[str, str]) -> None:
        scene = self._layer(scene)
        if (scene, units_at, labels) != (self.scene_, self.units_at, self.labels):
            self.scene_, self.units_at, self.labels = scene, units_at, labels
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        layout = self._layout()
        exposed: QRectF = option.exposedRect
        s = self.scene_
        draw_optional(painter, layout, s, self.units_at, self.colours, exposed, self.labels)
        draw_weather(painter, exposed & self._bounds(), s, layout.size)


__all__ = ["DarknessItem", "OptionalItem", "air", "ground"]
