"""The map as vectors, for paged and vector devices (PDF sheets, true-scale prints).

``MapPainter.paint`` comes here when the device is not a raster image, or the
painter is rotated, or the painter is told not to use tiles: every hex of the
exposed rectangle is drawn as paths by the same ``draw_hex`` the sprites are
made of, then the grid as one path, the labels as text and the obstacles.

Each look is drawn once into a QPicture, recorded at the device's scale
(symbols keep their lines a pixel or two wide on the device), and replayed
per hex: the same paths reach the device three times faster (a true-scale
print of a big map is a million hexes). Qt replays a picture at the device's
resolution over its own: both are undone. A rotated or stretched painter gets
the looks drawn one by one.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QPicture, QTransform

from editor.core.layout import Layout
from editor.core.scenario import Scenario
from editor.render.geometry import HexGeometry, hex_geometry, painting_on, qcolor
from editor.render.hex_art import LABEL_PX, detail_at, draw_hex, label_font_px
from editor.render.map_index import MapIndex
from editor.render.sprites import grid_pen
from editor.render.style import Style

MAX_PICTURES = 4096
"""Recorded looks kept per painter (then all dropped: pages of another scale)."""


class VectorOptions(Protocol):
    """What a vector paint reads of the painter's options."""

    grid: bool
    labels: bool
    label_size: float | None


class VectorCache:
    """What a painter keeps between vector paints: recorded looks, the label font."""

    def __init__(self) -> None:
        self.pictures: dict[tuple[int, int, float, float], QPicture] = {}
        """Per (look id, detail, hex size, device scale)."""
        self.label_size = 0
        self.label_font = QFont()
        self.label_metrics = QFontMetricsF(self.label_font)


class VectorMap(Protocol):
    """What a vector paint reads of the map painter that calls it."""

    scenario: Scenario
    style: Style
    layout: Layout
    hex_size: float
    vectors: VectorCache

    @property
    def index(self) -> MapIndex: ...

    def bounds(self) -> QRectF: ...

    def centre(self, col: int, row: int) -> tuple[float, float]: ...

    def hex_range(self, rect: QRectF) -> tuple[int, int, int, int]: ...

    def draw_obstacles(
        self, p: QPainter, c0: int, c1: int, r0: int, r1: int, area: QRectF
    ) -> None: ...


def paint_vectors(
    mp: VectorMap, p: QPainter, exposed: QRectF, scale: float, options: VectorOptions
) -> None:
    """Every hex in ``exposed`` (scene) as vectors; ``scale``: device px per unit."""
    px = mp.hex_size * max(scale, 1e-9)
    detail = detail_at(px)
    s = mp.hex_size
    c0, c1, r0, r1 = mp.hex_range(exposed)
    g = hex_geometry(mp.layout.orientation, s)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.fillRect(exposed.intersected(mp.bounds()), qcolor(mp.style.ground))
    draw_hexes(mp, p, g, detail, (c0, c1, r0, r1))
    if options.grid:
        path = QPainterPath()
        for row in range(r0, r1 + 1):
            for col in range(c0, c1 + 1):
                path.addPolygon(g.polygon.translated(*mp.centre(col, row)))
                path.closeSubpath()
        p.setPen(grid_pen(mp.style, s, clipped=False))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
    if options.labels and px >= LABEL_PX:
        tf = p.worldTransform()
        p.save()
        p.resetTransform()
        draw_labels(mp, p, (c0, c1, r0, r1), tf, px, options.label_size)
        p.restore()
    mp.draw_obstacles(p, c0, c1, r0, r1, exposed)
    p.restore()


def draw_hexes(
    mp: VectorMap, p: QPainter, g: HexGeometry, detail: int, hexes: tuple[int, int, int, int]
) -> None:
    """Every hex's look, replayed from recorded pictures where the painter allows."""
    c0, c1, r0, r1 = hexes
    index = mp.index
    looks, cells, columns = index.looks, index.cells, index.columns
    t = p.combinedTransform()
    plain = t.type().value <= QTransform.TransformationType.TxScale.value and t.m11() == t.m22() > 0
    device = t.m11()
    pictures = mp.vectors.pictures
    for row in range(r0, r1 + 1):
        for col in range(c0, c1 + 1):
            look_id = cells[(row - 1) * columns + col - 1]
            x, y = mp.centre(col, row)
            p.save()
            p.translate(x, y)
            if not plain:
                draw_hex(p, g, looks[look_id], mp.style, detail)
                p.restore()
                continue
            key = (look_id, detail, g.size, device)
            picture = pictures.get(key)
            if picture is None:
                if len(pictures) >= MAX_PICTURES:
                    pictures.clear()
                picture = pictures[key] = QPicture()
                with painting_on(picture) as q:
                    q.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                    q.scale(device, device)
                    draw_hex(q, g, looks[look_id], mp.style, detail)
            k = picture.logicalDpiX() / max(1, p.device().logicalDpiX())
            p.scale(k / device, k / device)
            p.drawPicture(0, 0, picture)
            p.restore()


def draw_labels(
    mp: VectorMap,
    p: QPainter,
    hexes: tuple[int, int, int, int],
    tf: QTransform,
    px: float,
    label_size: float | None = None,
) -> None:
    """Labels as text in device units (``tf`` maps scene to device), so a PDF
    keeps them as text. Plain ``drawText``: cached QStaticText objects keep
    pointers into Qt's font-engine cache, which Qt may flush, and then crash
    the next paint."""
    c0, c1, r0, r1 = hexes
    cache = mp.vectors
    size = label_font_px(px, label_size or mp.style.label_size)
    if not size:
        return
    if cache.label_size != size:
        cache.label_size = size
        cache.label_font = QFont()
        cache.label_font.setPixelSize(size)
        cache.label_metrics = QFontMetricsF(cache.label_font)
    metrics = cache.label_metrics
    p.setFont(cache.label_font)
    p.setPen(qcolor(mp.style.label_colour))
    grid = mp.scenario.grid
    label, to_hex = grid.label, grid.to_hex
    clip = p.clipBoundingRect() if p.hasClipping() else None
    flat = grid.orientation == "flat"
    top = (0.86 if flat else 0.8) * px - 0.04 * px
    half_w, height = 0.6 * px, 1.2 * size
    ascent = metrics.ascent()
    for row in range(r0, r1 + 1):
        for col in range(c0, c1 + 1):
            x, y = tf.map(QPointF(*mp.centre(col, row))).toTuple()
            if clip is not None and not clip.intersects(
                QRectF(x - half_w, y - top, 2 * half_w, height)
            ):
                continue
            text = label(to_hex(col, row))
            width = metrics.horizontalAdvance(text)
            p.drawText(QPointF(x - width / 2, y - top + ascent), text)
