"""The map painter's cache of raster tiles, and how they reach the screen.

A paint builds and blits square tiles of ``TILE`` device pixels. They are kept
(LRU) in blocks of ``SIDE`` x ``SIDE`` tiles that share one image: a tile is
drawn when first shown, but an edit's damage is repaired once per block, in
one pass over the box around it (a pass costs much more than its pixels, and
a diagonal stroke damages a short box of each block it crosses). Each pixel
of a block is always drawn with the block's origin, so a repaired block holds
the pixels of a fresh one.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from typing import cast

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QRegion, QTransform

from editor.render.damage import MERGE_LIMIT, Box, bounding_box, merge_boxes
from editor.render.geometry import painting_on

TILE = 256
"""What a paint builds and blits: square tiles of this many device pixels."""
SIDE = 2
BLOCK = SIDE * TILE
"""What an edit repairs: the tiles of a block share one image, mended in one
pass. Two by two: a close-up diagonal stroke took 1.15 ms instead of 1.22
with single tiles (fewer passes), and no less with three by three."""
MAX_TILES = 160
"""Tiles kept, whatever blocks they are in (40 MB): a view's edges fill their
blocks in part, and counting blocks would keep fewer zooms."""

_PARTS = [(x * TILE, y * TILE) for y in range(SIDE) for x in range(SIDE)]
"""Each tile's place in its block's image, in its pixels."""

Draw = Callable[[QPainter, int, int, QRect], None]
"""Draws ``region`` (device pixels) of an image whose pixel (0, 0) is the
map's pixel (ox, oy): ``draw(painter, ox, oy, region)``."""


class _Block:
    """A cached block: the image of its tiles (created and owned by Qt: never a
    view of a Python buffer that could be freed while Qt paints from it), which
    of them are drawn (a bit each, by their place in ``_PARTS``), and the scene
    boxes of it that edits damaged since."""

    __slots__ = ("built", "dirty", "image")

    def __init__(self) -> None:
        # Opaque: blitting it is a plain copy, no blending.
        self.image = QImage(BLOCK, BLOCK, QImage.Format.Format_RGB32)
        self.built = 0
        self.dirty: list[Box] = []

    def repair(self, i: int, j: int, scale: float, draw: Draw) -> None:
        """Redraw the box around the damaged rectangles, within the drawn
        tiles (a tile drawn later is drawn whole). Clipped to a rectangle, not
        to a region of several: Qt blends images clipped to a region by
        another path, whose rounding differs from a fresh tile's."""
        left, top, right, bottom = bounding_box(self.dirty)
        self.dirty = []
        drawn = [part for k, part in enumerate(_PARTS) if self.built >> k & 1]
        d0, d1 = min(x for x, _ in drawn), min(y for _, y in drawn)
        d2, d3 = max(x for x, _ in drawn) + TILE, max(y for _, y in drawn) + TILE
        x0, y0 = i * BLOCK, j * BLOCK  # the box in the block's pixels, clamped
        x1, y1 = max(d0, math.floor(left * scale - x0)), max(d1, math.floor(top * scale - y0))
        x2, y2 = min(d2, math.ceil(right * scale - x0)), min(d3, math.ceil(bottom * scale - y0))
        box = QRect(x1, y1, x2 - x1, y2 - y1)
        if not box.isEmpty():
            with painting_on(self.image) as p:
                draw(p, x0, y0, box)


class TileCache:
    """The tiles of a zoom or two, by (scale, options key) and tile position."""

    def __init__(self) -> None:
        self._blocks: OrderedDict[tuple, _Block] = OrderedDict()
        self._zooms: set[tuple] | None = set()
        """(scale, options key) of the cached blocks; None after an eviction
        (worked out again on the next edit, not on every edit)."""
        self._drawn = 0
        """Tiles drawn in the cached blocks."""

    def damage(self, boxes: list[Box]) -> None:
        """The cached blocks that ``boxes`` (scene) meet keep them to repair."""
        blocks = self._blocks
        if self._zooms is None:
            self._zooms = {key[:2] for key in blocks}
        for scale, okey in self._zooms:
            for box in boxes:
                left, top, right, bottom = box
                i0, i1 = math.floor(left * scale / BLOCK), math.floor(right * scale / BLOCK)
                j0, j1 = math.floor(top * scale / BLOCK), math.floor(bottom * scale / BLOCK)
                for j in range(j0, j1 + 1):
                    for i in range(i0, i1 + 1):
                        block = blocks.get((scale, okey, i, j))
                        if block is not None:
                            block.dirty.append(box)
                            if len(block.dirty) > MERGE_LIMIT:  # edited often while out of sight
                                block.dirty = merge_boxes(block.dirty)

    def tile(
        self, i: int, j: int, scale: float, okey: tuple, draw: Draw, deadline: float
    ) -> tuple[QImage, int, int] | None:
        """The image holding tile (i, j), drawn and repaired, and the tile's
        place in it; None when the tile is still to draw and ``deadline``
        (``time.perf_counter``) has passed, unless nothing is cached yet."""
        bi, bj = i // SIDE, j // SIDE
        key = (scale, okey, bi, bj)
        block = self._blocks.get(key)
        if block is not None:
            self._blocks.move_to_end(key)
            if block.dirty:
                block.repair(bi, bj, scale, draw)
        place = i % SIDE + SIDE * (j % SIDE)
        bit = 1 << place
        if block is None or not block.built & bit:
            if time.perf_counter() > deadline and self._blocks:
                return None
            new = block is None
            if block is None:
                block = _Block()
            x, y = _PARTS[place]
            with painting_on(block.image) as p:
                draw(p, bi * BLOCK, bj * BLOCK, QRect(x, y, TILE, TILE))
            block.built |= bit  # a cached block holds a drawn tile at least
            if new:
                self._blocks[key] = block
                if self._zooms is not None:
                    self._zooms.add(key[:2])
            self._drawn += 1
            while self._drawn > MAX_TILES and len(self._blocks) > 1:  # the least recent
                _, gone = self._blocks.popitem(last=False)
                self._drawn -= gone.built.bit_count()
                self._zooms = None
        return block.image, *_PARTS[place]


def tiles_shown(
    i0: int, i1: int, j0: int, j1: int, shown: QRegion, to_device: QTransform
) -> Iterator[tuple[int, int]]:
    """The tiles (i, j) of columns i0..i1 and rows j0..j1 that meet ``shown``.

    A widget's paint is clipped to the region it repaints (its system clip, in
    the pixels of the window's backing store; empty: no such clip), and the
    tiles out of it are neither repaired nor blitted. ``to_device`` maps the
    tiles' pixels to the device's."""
    clipped = not shown.isEmpty()
    # A translation (no high-DPI scale): the tiles' device rectangles are sums.
    moved = to_device.type().value <= QTransform.TransformationType.TxTranslate.value
    dx, dy = to_device.dx(), to_device.dy()
    for j in range(j0, j1 + 1):
        for i in range(i0, i1 + 1):
            if clipped:
                if moved:
                    x, y = math.floor(i * TILE + dx), math.floor(j * TILE + dy)
                    w = math.ceil(i * TILE + dx + TILE) - x
                    h = math.ceil(j * TILE + dy + TILE) - y
                    seen = shown.intersects(QRect(x, y, w, h))
                else:
                    tile = QRectF(i * TILE, j * TILE, TILE, TILE)
                    seen = shown.intersects(to_device.mapRect(tile).toAlignedRect())
                if not seen:
                    continue
            yield i, j


def blit_tiles(
    painter: QPainter,
    tiles: list[tuple[int, int, QImage, int, int]],
    shown: QRegion,
    to_device: QTransform,
) -> None:
    """Blit ``tiles`` (position, image, the tile's place in it) within the
    region ``shown`` (device pixels; ``to_device`` maps the tiles' pixels to
    them), one rectangle of it at a time when it has several. Qt copies an
    image clipped to one rectangle row by row, but one clipped to a region of
    several through its span painter: in a shown view, a close-up diagonal
    stroke (a region of about 20 rectangles over 12 tiles) went from 1.54 to
    1.15 ms median, edit to paint, with this alone (paired runs)."""
    blit = painter.drawImage
    if shown.rectCount() <= 1:
        for x, y, image, sx, sy in tiles:
            blit(x, y, image, sx, sy, TILE, TILE)
        return
    back, _ = to_device.inverted()
    # PySide6 iterates a region by its rectangles; its type stubs do not say so.
    for rect in cast("Iterable[QRect]", shown):
        r = back.mapRect(QRectF(rect))
        left, top, right, bottom = r.left(), r.top(), r.right(), r.bottom()
        painter.save()
        painter.setClipRect(r, Qt.ClipOperation.IntersectClip)
        for x, y, image, sx, sy in tiles:
            if x < right and x + TILE > left and y < bottom and y + TILE > top:
                blit(x, y, image, sx, sy, TILE, TILE)
        painter.restore()
