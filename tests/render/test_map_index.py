"""The painter's per-hex index: built at once, it holds the looks that
refreshing every hex one by one gives."""

from __future__ import annotations

import pytest
from render_samples import random_map, showcase, terrain

from editor.render.map_index import MapIndex


@pytest.mark.parametrize(
    "scenario",
    [random_map(40, 30, seed=2), showcase("flat"), showcase("pointy")],
    ids=["random", "showcase-flat", "showcase-pointy"],
)
def test_the_index_built_at_once_is_the_index_refreshed_hex_by_hex(scenario) -> None:
    # A road piece with no link yet (a stub) and a hex off the map.
    scenario.set_terrain(scenario.grid.to_hex(2, 2), terrain("route"))
    built = MapIndex(scenario)
    slow = MapIndex(scenario)
    slow.cells = type(slow.cells)("i", bytes(len(slow.cells) * 4))
    slow.refresh(scenario.grid.hexes())
    assert [built.looks[i] for i in built.cells] == [slow.looks[i] for i in slow.cells]
    # A few hexes at a time, as edits refresh them (their sides looked up, not every link).
    few = MapIndex(scenario)
    few.cells = type(few.cells)("i", bytes(len(few.cells) * 4))
    hexes = list(scenario.grid.hexes())
    for k in range(0, len(hexes), 7):
        few.refresh(hexes[k : k + 7])
    assert [built.looks[i] for i in built.cells] == [few.looks[i] for i in few.cells]


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("dpi", [96, 600])
def test_vector_looks_replayed_from_pictures_are_the_looks_drawn(
    dpi: int,
    thucydide,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Sheets and true-scale pages draw each look once into a QPicture and replay
    it per hex: the same picture as drawing every hex (on a 600 dpi device too,
    where Qt replays pictures at its own resolution: not undone, every hex
    would be 6 times too big)."""
    from PySide6.QtGui import QImage, QPainter

    from editor.render import vector_map
    from editor.render.hex_art import draw_hex
    from editor.render.map_painter import MapPainter, PaintOptions

    sc = showcase("flat")
    mp = MapPainter(sc, thucydide)
    mp.tiled = False

    def picture() -> QImage:
        image = QImage(700, 500, QImage.Format.Format_ARGB32_Premultiplied)
        dots = round(dpi / 0.0254)
        image.setDotsPerMeterX(dots)
        image.setDotsPerMeterY(dots)
        image.fill(0xFFFFFFFF)
        p = QPainter(image)
        p.scale(0.8, 0.8)
        mp.paint(p, mp.bounds(), 0.8, PaintOptions(labels=False))
        p.end()
        return image

    replayed = picture()

    def each_hex(mp, p, g, detail, hexes):
        c0, c1, r0, r1 = hexes
        for row in range(r0, r1 + 1):
            for col in range(c0, c1 + 1):
                look = mp.index.looks[mp.index.cells[(row - 1) * mp.index.columns + col - 1]]
                p.save()
                p.translate(*mp.centre(col, row))
                draw_hex(p, g, look, mp.style, detail)
                p.restore()

    monkeypatch.setattr(vector_map, "draw_hexes", each_hex)
    drawn = picture()
    a = bytes(replayed.constBits())
    b = bytes(drawn.constBits())
    # The same paths; a rounding apart, some antialiased edge pixels differ a shade.
    assert max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 8


def test_obstacles_are_bucketed_each_once_in_their_own_order() -> None:
    """Overlapping obstacle marks are drawn in one order in every tile and band
    (the obstacles' order: edge, element, facing), so the seams match."""
    scenario = random_map(120, 90, seed=7)
    buckets = MapIndex(scenario).obstacle_buckets
    assert sorted(o for b in buckets.values() for o in b) == sorted(scenario.obstacles.values())
    for bucket in buckets.values():
        assert bucket == sorted(bucket)
