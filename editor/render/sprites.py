"""Pre-drawn hex pictures: one QImage per (look, pixel size, detail, grid).

The screen never builds a path per hex: ``draw_hex`` runs once per distinct
look at a given zoom, and the paint loop blits the result. The grid line is
part of the sprite (stroked inside the hex, half its width on each side of a
shared side, so that two neighbours make one full line).
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from editor.render.geometry import hex_geometry, painting_on, qcolor
from editor.render.hex_art import HexLook, draw_hex
from editor.render.style import Style

SIZE_STEP = 0.25
"""Sprite sizes are rounded to this many device pixels (hex centre to corner)."""


def size_key(px: float) -> float:
    return max(SIZE_STEP, round(px / SIZE_STEP) * SIZE_STEP)


def grid_pen(style: Style, px: float, clipped: bool = True) -> QPen:
    colour = QColor(qcolor(style.grid_colour))
    colour.setAlphaF(style.grid_opacity)
    width = max(style.grid_width * px, 0.8)
    return QPen(
        colour,
        width * (2.0 if clipped else 1.0),
        Qt.PenStyle.SolidLine,
        Qt.PenCapStyle.FlatCap,
        Qt.PenJoinStyle.MiterJoin,
    )


def render_sprite(
    look: HexLook, style: Style, orientation: str, px: float, detail: int, grid: bool
) -> QImage:
    """The picture of one hex of size ``px`` (device pixels), centred in the image."""
    g = hex_geometry(orientation, px)
    if orientation == "flat":
        w, h = 2.0 * px, math.sqrt(3.0) * px
    else:
        w, h = math.sqrt(3.0) * px, 2.0 * px
    image = QImage(math.ceil(w) + 2, math.ceil(h) + 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    with painting_on(image) as p:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.translate(image.width() / 2, image.height() / 2)
        draw_hex(p, g, look, style, detail)
        if grid:
            outline = g.outline()
            p.setClipPath(outline)
            p.setPen(grid_pen(style, px))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(outline)
    return image


class SpriteCache:
    """Sprites per (size, detail, grid), each a list indexed by look id."""

    def __init__(self, style: Style, orientation: str) -> None:
        self.style = style
        self.orientation = orientation
        self._sets: dict[tuple[float, int, bool], list[QImage | None]] = {}

    def clear(self) -> None:
        self._sets.clear()

    def sprite_set(self, px: float, detail: int, grid: bool) -> list[QImage | None]:
        key = (size_key(px), detail, grid)
        found = self._sets.get(key)
        if found is None:
            if len(self._sets) > 8:  # keep a few zoom levels, drop the oldest
                self._sets.pop(next(iter(self._sets)))
            found = self._sets[key] = []
        return found

    def get(
        self,
        sprites: list[QImage | None],
        look_id: int,
        look: HexLook,
        px: float,
        detail: int,
        grid: bool,
    ) -> QImage:
        if look_id >= len(sprites):
            sprites.extend([None] * (look_id + 1 - len(sprites)))
        image = sprites[look_id]
        if image is None:
            image = sprites[look_id] = render_sprite(
                look, self.style, self.orientation, size_key(px), detail, grid
            )
        return image
