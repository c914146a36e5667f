"""The tile cache keeps a number of tiles, whatever blocks they fill."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QPainter

from editor.render.tile_cache import MAX_TILES, SIDE, TileCache

pytestmark = pytest.mark.usefixtures("qapp")


def _counting() -> tuple[list[tuple[int, int]], object]:
    drawn: list[tuple[int, int]] = []

    def draw(p: QPainter, ox: int, oy: int, region: QRect) -> None:
        drawn.append((ox + region.x(), oy + region.y()))
        p.fillRect(region, 0xFF808080)

    return drawn, draw


def test_tiles_alone_in_their_blocks_count_as_tiles() -> None:
    """More blocks than a tile count would fill four by four, each holding
    one tile (as the edges of views do): the first tile is still kept."""
    cache = TileCache()
    drawn, draw = _counting()
    lone = [(SIDE * k, 0) for k in range(MAX_TILES // (SIDE * SIDE) + 10)]
    for i, j in lone:
        assert cache.tile(i, j, 1.0, (), draw, math.inf) is not None
    assert len(drawn) == len(lone)
    cache.tile(0, 0, 1.0, (), draw, math.inf)
    assert len(drawn) == len(lone)  # not drawn again


def test_the_least_recent_tiles_go_beyond_the_count() -> None:
    cache = TileCache()
    drawn, draw = _counting()
    for k in range(MAX_TILES + 1):
        cache.tile(k, 0, 1.0, (), draw, math.inf)
    assert len(drawn) == MAX_TILES + 1
    cache.tile(MAX_TILES, 0, 1.0, (), draw, math.inf)  # the most recent: kept
    assert len(drawn) == MAX_TILES + 1
    cache.tile(0, 0, 1.0, (), draw, math.inf)  # the least recent: gone with its block
    assert len(drawn) == MAX_TILES + 2
