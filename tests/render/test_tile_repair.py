"""Edits repair only the damaged parts of the cached tiles, and the result is the
picture a fresh painter draws (no stale pixels at the edges of the repairs)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QRectF
from render_helpers import paint_view
from render_samples import random_map, terrain

from editor.core.edges import edge_of
from editor.core.edits import SetObstacles, SetTerrain
from editor.core.hexes import neighbor
from editor.core.ruleset import Ruleset
from editor.core.scenario import EdgeObstacle
from editor.render.damage import MERGE_LIMIT, merge_boxes
from editor.render.map_painter import MapPainter

pytestmark = pytest.mark.usefixtures("qapp")
CLOSE_UP = 40 / 32  # 40 px hexes: labels, obstacles and every symbol drawn


def _diagonal(sc, col: int, row: int, n: int = 20) -> list:
    return [sc.grid.to_hex(col + i, row + i // 2) for i in range(n)]


def test_a_diagonal_stroke_damages_small_rectangles_not_the_box_around_it(
    panache: Ruleset,
) -> None:
    sc = random_map(60, 60, seed=3)
    mp = MapPainter(sc, panache)
    hexes = _diagonal(sc, 10, 10)
    edit = SetTerrain.of({h: terrain("marais") for h in hexes})
    edit.apply(sc)
    rects = mp.invalidate_rects(edit.change())
    box = QRectF(rects[0])
    for r in rects[1:]:
        box = box.united(r)
    area = sum(r.width() * r.height() for r in rects)
    assert area < 0.25 * box.width() * box.height()
    for h in hexes:
        assert any(r.contains(mp.hex_rect(h)) for r in rects)


def test_merging_joins_a_row_and_keeps_a_diagonal_apart(panache: Ruleset) -> None:
    sc = random_map(60, 60, seed=3)
    mp = MapPainter(sc, panache)

    def box(h):
        r = mp.hex_rect(h)
        return (r.left(), r.top(), r.right(), r.bottom())

    row = [box(sc.grid.to_hex(10 + i, 10)) for i in range(20)]  # a zigzag
    assert len(merge_boxes(row)) == 1
    diagonal = [box(h) for h in _diagonal(sc, 10, 10)]
    assert 5 <= len(merge_boxes(diagonal)) <= 20


@pytest.mark.parametrize("orientation_seed", [3, 8])
def test_repaired_tiles_are_the_tiles_a_fresh_painter_draws(
    panache: Ruleset, orientation_seed: int
) -> None:
    """Strokes (a diagonal, a patch), then an obstacle added: the cached tiles,
    repaired piece by piece, hold the pixels of tiles drawn from scratch."""
    sc = random_map(40, 30, seed=orientation_seed)
    mp = MapPainter(sc, panache)
    mp.frame_budget = None
    view = QRectF(mp.bounds().x(), mp.bounds().y(), 900 / CLOSE_UP, 700 / CLOSE_UP)
    paint_view(mp, CLOSE_UP, view)  # the tiles are cached
    edits = [
        SetTerrain.of({h: terrain("marais") for h in _diagonal(sc, 3, 2, 12)}),
        SetTerrain.of(
            {
                sc.grid.to_hex(5 + i, 6 + k): terrain("colline", "foret")
                for i in range(4)
                for k in range(3)
            }
        ),
    ]
    h = sc.grid.to_hex(6, 4)
    obstacle = EdgeObstacle(edge_of(h, 2), "mur", h)
    assert sc.grid.contains(neighbor(h, 2))
    edits.append(SetObstacles((((obstacle.edge, obstacle.element), obstacle),)))
    for edit in edits:
        edit.apply(sc)
        mp.invalidate_rects(edit.change())
        repaired = paint_view(mp, CLOSE_UP, view)
        fresh = MapPainter(sc, panache)
        fresh.frame_budget = None
        assert repaired == paint_view(fresh, CLOSE_UP, view)


@pytest.mark.parametrize("px", [23.0, 40.0, 61.0])
@pytest.mark.parametrize("orientation_seed", [3, 8])
def test_strokes_at_two_cached_zooms_repair_to_fresh_tiles(
    panache: Ruleset, orientation_seed: int, px: float
) -> None:
    """Tiles of two zooms cached (``px`` and a wheel step out); a line, a
    diagonal across tile corners, and more strokes near one place than a tile
    keeps apart (a hex, then its neighbour again and again: the damage is then
    merged into one box, the first hex's kept) while that zoom is not shown:
    each zoom's tiles, once repaired, are the tiles a fresh painter draws."""
    sc = random_map(50, 40, seed=orientation_seed)
    mp = MapPainter(sc, panache)
    mp.frame_budget = None
    scales = (px / 32, px / 32 / 1.25)
    views = [
        QRectF(mp.bounds().x() + 5.3, mp.bounds().y() + 2.7, 1000 / s, 760 / s) for s in scales
    ]
    for s, view in zip(scales, views, strict=True):
        paint_view(mp, s, view)
    strokes = [
        [sc.grid.to_hex(2 + i, 5) for i in range(14)],
        _diagonal(sc, 4, 3, 16),
        [sc.grid.to_hex(4, 10)],
        *([sc.grid.to_hex(5, 10)] for _ in range(2 * MERGE_LIMIT)),
    ]
    for n, hexes in enumerate(strokes):
        edit = SetTerrain.of({h: terrain(("marais", "foret", "colline")[n % 3]) for h in hexes})
        edit.apply(sc)
        mp.invalidate_rects(edit.change())
        if n < 2:  # the first zoom repaired after each of the first strokes only
            paint_view(mp, scales[0], views[0])
    fresh = MapPainter(sc, panache)
    fresh.frame_budget = None
    for s, view in zip(scales, views, strict=True):
        assert paint_view(mp, s, view) == paint_view(fresh, s, view)


def test_tiles_outlive_a_collection_between_edits_and_paints(panache: Ruleset) -> None:
    """The repaired images are Qt's own: collecting Python garbage between an
    edit and the paint that repairs them leaves nothing dangling."""
    # What the tests before this one left in the process is set aside: each
    # collection walks what this test makes (the map, the painter, its tiles, the
    # edits), not the whole heap of a long test run, 30 times over.
    gc.freeze()
    try:
        sc = random_map(30, 30, seed=4)
        mp = MapPainter(sc, panache)
        mp.frame_budget = None
        view = QRectF(0, 0, 600 / CLOSE_UP, 500 / CLOSE_UP)
        for n in range(30):
            paint_view(mp, CLOSE_UP, view)
            look = terrain(("foret", "colline")[n % 2])
            edit = SetTerrain.of({h: look for h in _diagonal(sc, 2, 2, 8)})
            edit.apply(sc)
            mp.invalidate_rects(edit.change())
            gc.collect()
        image = paint_view(mp, CLOSE_UP, view)
        fresh = MapPainter(sc, panache)
        fresh.frame_budget = None
        assert image == paint_view(fresh, CLOSE_UP, view)
    finally:
        gc.unfreeze()


@pytest.mark.parametrize("orientation_seed", [3, 8])
def test_a_block_repaired_with_some_tiles_drawn_then_the_rest_drawn(
    panache: Ruleset, orientation_seed: int
) -> None:
    """Tiles share their block's image four by four, and a repair is one pass
    over the block: a stroke across a block of which one tile is drawn (a
    view in its corner), repaired there, then the rest of the block shown,
    gives the pixels of a painter that drew everything after the stroke."""
    sc = random_map(40, 30, seed=orientation_seed)
    mp = MapPainter(sc, panache)
    mp.frame_budget = None
    corner = QRectF(mp.bounds().x(), mp.bounds().y(), 200 / CLOSE_UP, 200 / CLOSE_UP)
    wide = QRectF(mp.bounds().x(), mp.bounds().y(), 700 / CLOSE_UP, 650 / CLOSE_UP)
    paint_view(mp, CLOSE_UP, corner)  # one tile of the first block drawn
    edit = SetTerrain.of({h: terrain("marais") for h in _diagonal(sc, 1, 1, 12)})
    edit.apply(sc)
    mp.invalidate_rects(edit.change())
    paint_view(mp, CLOSE_UP, corner)  # repaired within that tile
    fresh = MapPainter(sc, panache)
    fresh.frame_budget = None
    assert paint_view(mp, CLOSE_UP, wide) == paint_view(fresh, CLOSE_UP, wide)
