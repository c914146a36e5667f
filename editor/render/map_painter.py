"""THE map painter: one code path draws the map for the screen, PNG, SVG and PDF.

Tiled's lesson: the view's item only calls ``paint(painter, exposed, ...)``;
exports call the same painter. Two ways to the same picture:

- on a raster device (the screen, a QImage) the map is cut in square tiles
  (``tile_cache``), rendered once per zoom from pre-drawn hex sprites
  (``sprite_raster``) and kept; a repaint blits tiles. An edit dirties the
  part of the tiles it touches, which are patched on the next paint. When
  a first paint after a zoom change would take longer than one frame, tiles
  still missing after ``FRAME_BUDGET_S`` are drawn from the overview image for that frame and
  ``incomplete`` is set: the view repaints again to finish them.
- on a vector device (PDF) or with ``tiled = False`` every hex is drawn as
  paths by the same ``draw_hex`` (``vector_map``).

Level of detail, by hex size in device pixels (centre to corner): under
``FAR_PX`` the overview image (fills only, ~1 px per hex); under ``FULL_PX``
fills and symbols; above, everything; hex labels from ``LABEL_PX``.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import (
    QImage,
    QPaintEngine,
    QPainter,
    QRegion,
    QTransform,
)

from editor.core.hexes import Hex
from editor.core.layout import Layout
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.render import edge_art, forces_art
from editor.render.damage import merge_boxes
from editor.render.geometry import HexGeometry, hex_geometry
from editor.render.map_index import MapIndex
from editor.render.overview import Overview
from editor.render.sprite_raster import RasterCache, render_pixels
from editor.render.style import EdgeStyle, Style, default_style
from editor.render.tile_cache import TILE, TileCache, blit_tiles, tiles_shown
from editor.render.vector_map import VectorCache, paint_vectors

if TYPE_CHECKING:  # the edits' module is the editor's: a render command has none
    from editor.core.edits import Change

HEX_SIZE = 32.0
"""Scene units from a hex's centre to a corner."""
MARGIN = 0.5
"""Blank border around the map, in hex sizes."""
FRAME_BUDGET_S = 0.006

_SQRT3 = math.sqrt(3.0)

_Mark = tuple[float, float, float, float, int, EdgeStyle, tuple[int, int]]
"""An obstacle as drawn: its side's middle (x, y), its protected hex's centre
(x, y), that side's direction, its look, its lane when it shares the side."""


@dataclass
class PaintOptions:
    grid: bool = True
    labels: bool = True
    language: str = "fr"
    zones: bool = True
    """Deployment zones (drawn over the tiles, so not part of their key)."""
    label_size: float | None = None
    """Hex labels' height as a fraction of the hex size; None: the style's."""


class MapPainter:
    def __init__(
        self,
        scenario: Scenario,
        ruleset: Ruleset,
        style: Style | None = None,
        hex_size: float = HEX_SIZE,
    ) -> None:
        self.style = style if style is not None else default_style()
        self.hex_size = hex_size
        self.tiled = True
        """False: always draw vectors (exports set it)."""
        self.frame_budget: float | None = None
        """Seconds a paint may spend building new tiles; None: no limit. A view
        sets ``FRAME_BUDGET_S`` and repaints while ``incomplete`` is True."""
        self.incomplete = False
        """Set by ``paint`` when some tiles were drawn from the overview to keep
        within one frame; the caller should schedule another paint."""
        self.set_scenario(scenario, ruleset)

    # --- geometry -----------------------------------------------------------------

    def set_scenario(self, scenario: Scenario, ruleset: Ruleset) -> None:
        self.scenario = scenario
        self.ruleset = ruleset
        grid = self.grid = scenario.grid  # a property that builds a Grid: kept
        s = self.hex_size
        probe = Layout(grid.orientation, s)
        cols = {1, min(2, grid.columns), grid.columns}
        rows = {1, min(2, grid.rows), grid.rows}
        pts = [pt for c in cols for r in rows for pt in probe.corners(grid.to_hex(c, r))]
        min_x, min_y = min(x for x, _ in pts), min(y for _, y in pts)
        max_x, max_y = max(x for x, _ in pts), max(y for _, y in pts)
        m = MARGIN * s
        self.layout = Layout(grid.orientation, s, m - min_x, m - min_y)
        self._bounds = QRectF(0.0, 0.0, max_x - min_x + 2 * m, max_y - min_y + 2 * m)
        self.flat = grid.orientation == "flat"
        x11, y11 = self.layout.hex_to_pixel(grid.to_hex(1, 1))
        self.origin = (x11, y11)
        self.pitch = (1.5 * s, _SQRT3 * s) if self.flat else (_SQRT3 * s, 1.5 * s)
        # Half-hex push of odd/even columns (flat) or rows (pointy), per parity.
        if self.flat:
            self.push = tuple(self.layout.hex_to_pixel(grid.to_hex(c, 1))[1] - y11 for c in (2, 1))
        else:
            self.push = tuple(self.layout.hex_to_pixel(grid.to_hex(1, r))[0] - x11 for r in (2, 1))
        self._span = (
            x11,
            y11,
            *self.pitch,
            self.layout.width / 2 + 1e-6,
            self.layout.height / 2 + 1e-6,
            min(self.push),
            max(self.push),
        )
        """What ``hex_span`` reads: origin, pitch, half a hex's box, the pushes."""
        self._index = MapIndex(scenario)
        self._marks: dict[tuple[int, int], list[_Mark]] = {}
        """Per obstacle bucket of the index, what drawing its obstacles needs
        (``draw_obstacles``), worked out when first drawn, until obstacles change."""
        self.raster = RasterCache(self.style, grid.orientation)
        """Sprites and label stamps of raster paints (``sprite_raster``)."""
        self._overview: Overview | None = None
        self._stale_cells: set[int] = set()
        """Cells edited since the overview last showed them: it catches up when
        next asked for (most edits are made close up, where it is not drawn)."""
        self._tiles = TileCache()
        self.vectors = VectorCache()
        """Recorded looks and the label font of vector paints (``vector_map``)."""

    def bounds(self) -> QRectF:
        return QRectF(self._bounds)

    @property
    def index(self) -> MapIndex:
        """Per hex, the id of its look (``index.cells``), and the looks (``index.looks``)."""
        return self._index

    def hex_rect(self, h: Hex) -> QRectF:
        x, y = self.layout.hex_to_pixel(h)
        w, hh = self.layout.width, self.layout.height
        return QRectF(x - w / 2, y - hh / 2, w, hh)

    def centre(self, col: int, row: int) -> tuple[float, float]:
        """The scene centre of the hex at (col, row), 1-based offset coordinates."""
        x0, y0 = self.origin
        px, py = self.pitch
        if self.flat:
            return x0 + (col - 1) * px, y0 + (row - 1) * py + self.push[col & 1]
        return x0 + (col - 1) * px + self.push[row & 1], y0 + (row - 1) * py

    def hex_range(self, rect: QRectF) -> tuple[int, int, int, int]:
        """Columns and rows (1-based, inclusive) of the hexes whose box meets ``rect``."""
        return self.hex_span(rect.left(), rect.top(), rect.right(), rect.bottom())

    def hex_span(
        self, left: float, top: float, right: float, bottom: float
    ) -> tuple[int, int, int, int]:
        """``hex_range`` of the scene rectangle with these sides (a tile's
        repair asks twice: no rectangle built, the map's numbers unpacked once)."""
        x0, y0, px, py, w2, h2, push_lo, push_hi = self._span
        if self.flat:
            x_lo, x_hi = left - w2 - x0, right + w2 - x0
            y_lo, y_hi = top - h2 - y0 - push_hi, bottom + h2 - y0 - push_lo
        else:
            x_lo, x_hi = left - w2 - x0 - push_hi, right + w2 - x0 - push_lo
            y_lo, y_hi = top - h2 - y0, bottom + h2 - y0
        c0 = math.ceil(1 + x_lo / px)
        c1 = math.floor(1 + x_hi / px)
        r0 = math.ceil(1 + y_lo / py)
        r1 = math.floor(1 + y_hi / py)
        g = self.grid
        return (
            c0 if c0 > 1 else 1,
            c1 if c1 < g.columns else g.columns,
            r0 if r0 > 1 else 1,
            r1 if r1 < g.rows else g.rows,
        )

    # --- changes ------------------------------------------------------------------

    def invalidate(self, change: Change) -> QRectF:
        """Take ``change`` in; returns the scene rectangle around what it damaged."""
        whole = QRectF()
        for r in self.invalidate_rects(change):
            whole = whole.united(r)
        return whole

    def invalidate_rects(self, change: Change) -> list[QRectF]:
        """Take ``change`` in; returns the scene rectangles it damaged (a few,
        each around neighbouring hexes), to repaint those and nothing else.

        The cached tiles are not dropped: they keep the damaged rectangles
        that meet them and repair only those on their next paint."""
        if change.everything:
            self.set_scenario(self.scenario, self.ruleset)
            return [self.bounds()]
        hexes = set(change.hexes)
        for edge in change.edges:
            hexes.update(edge.hexes())
        if not hexes:
            return []
        cells = self._index.refresh(hexes)
        if change.edges:
            self._index.refresh_obstacles()
            self._marks = {}
        if self._overview is not None:
            self._stale_cells.update(cells)
        # An obstacle's marks reach 0.3 hex sizes into the next hex (obstacles
        # sharing a side, ``edge_art.SHARED_BAND``); a hex's own picture only its
        # antialiased rim past its box.
        pad = (0.3 if change.edges else 0.06) * self.hex_size
        half_w, half_h = self.layout.width / 2 + pad, self.layout.height / 2 + pad
        to_pixel = self.layout.hex_to_pixel
        boxes = []
        for h in sorted(hexes):
            x, y = to_pixel(h)
            boxes.append((x - half_w, y - half_h, x + half_w, y + half_h))
        boxes = merge_boxes(boxes)
        self._tiles.damage(boxes)
        return [QRectF(x0, y0, x1 - x0, y1 - y0) for x0, y0, x1, y1 in boxes]

    # --- painting -----------------------------------------------------------------

    def paint(
        self, painter: QPainter, exposed: QRectF, scale: float, options: PaintOptions
    ) -> None:
        self.incomplete = False
        t = painter.worldTransform()
        engine = painter.paintEngine()
        raster = engine is not None and engine.type() == QPaintEngine.Type.Raster
        if not (self.tiled and raster and not t.isRotating() and scale > 0):
            paint_vectors(self, painter, exposed, scale, options)
            forces_art.draw_forces(painter, self, exposed, options.zones)
            return
        area = exposed.intersected(self._bounds)
        if area.isEmpty():
            return
        deadline = time.perf_counter() + (
            self.frame_budget if self.frame_budget is not None else math.inf
        )
        okey = (options.grid, options.labels, options.language, options.label_size)
        i0, i1 = math.floor(area.left() * scale / TILE), math.floor(area.right() * scale / TILE)
        j0, j1 = math.floor(area.top() * scale / TILE), math.floor(area.bottom() * scale / TILE)
        painter.save()
        painter.setWorldTransform(
            QTransform(t.m11() / scale, 0, 0, t.m22() / scale, t.dx(), t.dy())
        )
        b = self._bounds
        painter.setClipRect(
            QRectF(b.x() * scale, b.y() * scale, b.width() * scale, b.height() * scale),
            Qt.ClipOperation.IntersectClip,
        )
        missing = QRegion()
        shown = engine.systemClip()
        to_device = painter.deviceTransform()
        drawn: list[tuple[int, int, QImage, int, int]] = []

        def draw(p: QPainter, ox: int, oy: int, region: QRect) -> None:
            render_pixels(self, p, ox, oy, scale, options, region)

        for i, j in tiles_shown(i0, i1, j0, j1, shown, to_device):
            found = self._tiles.tile(i, j, scale, okey, draw, deadline)
            if found is not None:
                drawn.append((i * TILE, j * TILE, *found))
            else:
                missing += QRect(i * TILE, j * TILE, TILE, TILE)
        blit_tiles(painter, drawn, shown, to_device)
        if not missing.isEmpty():
            self.incomplete = True
            self._placeholder(painter, missing, scale)
        painter.restore()
        # Over the tiles, never cached.
        forces_art.draw_forces(painter, self, exposed, options.zones)

    def _placeholder(self, painter: QPainter, missing: QRegion, scale: float) -> None:
        """Tiles not built yet, for one frame: the overview image, scaled up."""
        overview = self.overview()  # built once: ~125 ms for 500 x 500
        painter.save()
        painter.setClipRegion(missing, Qt.ClipOperation.IntersectClip)
        painter.scale(scale, scale)
        painter.drawImage(overview.target, overview.image)
        painter.restore()

    def overview(self) -> Overview:
        if self._overview is None:
            self._overview = Overview(self.scenario, self.layout, self.style, self._index)
            self._stale_cells.clear()
        elif self._stale_cells:
            self._overview.update_cells(sorted(self._stale_cells))
            self._stale_cells.clear()
        return self._overview

    def draw_obstacles(self, p: QPainter, c0: int, c1: int, r0: int, r1: int, area: QRectF) -> None:
        """Obstacles drawn over ``area`` (scene), found in the hex range given."""
        keys = self._index.buckets_in(c0 - 1, c1 + 1, r0 - 1, r1 + 1)
        if not keys:
            return
        g = hex_geometry(self.layout.orientation, self.hex_size)
        reach = 0.8 * self.hex_size  # half a side plus the marks' depth (edge_art.SHARED_BAND)
        left, top = area.left() - reach, area.top() - reach
        right, bottom = area.right() + reach, area.bottom() + reach
        marks, draw = self._marks, edge_art.draw_obstacle
        for key in keys:
            found = marks.get(key)
            if found is None:
                found = marks[key] = self._bucket_marks(key, g)
            for mx, my, cx, cy, d, style, lane in found:
                if left <= mx <= right and top <= my <= bottom:
                    draw(p, g, cx, cy, d, style, lane)

    def _bucket_marks(self, key: tuple[int, int], g: HexGeometry) -> list[_Mark]:
        """The obstacles of a bucket, in its order: the middle of the side each
        is drawn on, the centre of the hex it protects, that side, its look."""
        out = []
        lanes = self._index.obstacle_lanes
        for obstacle in self._index.obstacle_buckets.get(key, ()):
            facing = obstacle.facing
            try:
                d = obstacle.edge.direction_from(facing)
            except ValueError:
                continue  # a facing hex not beside its edge: the validator reports it
            cx, cy = self.layout.hex_to_pixel(facing)
            m = g.mids[d % 6]
            style = self.style.edge_style(obstacle.element)
            lane = lanes.get((obstacle.edge, obstacle.element), (0, 1))
            out.append((cx + m.x(), cy + m.y(), cx, cy, d, style, lane))
        return out
