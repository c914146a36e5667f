"""The overview image (far zooms, big PNG exports): one colour per hex, placed
where the hex is, whatever the grid's orientation and stagger."""

from __future__ import annotations

import math
import random
from array import array

import pytest
from PySide6.QtGui import QColor
from render_helpers import close, paint_view
from render_samples import terrain

from editor.core.edits import SetTerrain
from editor.core.ruleset import Ruleset
from editor.core.scenario import new_scenario
from editor.render.hex_art import FAR_PX
from editor.render.map_painter import HEX_SIZE, MapPainter
from editor.render.overview import looked_up
from editor.render.style import load_style

pytestmark = pytest.mark.usefixtures("qapp")

STYLE = load_style()


@pytest.mark.parametrize("stagger", ["odd", "even"])
@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_far_out_every_hex_shows_its_own_fill(
    orientation: str, stagger: str, panache: Ruleset
) -> None:
    sc = new_scenario("panache", 17, 13, orientation, stagger)  # type: ignore[arg-type]
    grid = sc.grid
    names = ["foret", "lac", "marais", None]
    for col in range(1, grid.columns + 1):
        for row in range(1, grid.rows + 1):
            name = names[(3 * col + 5 * row + col * row) % 4]
            if name is not None:
                sc.set_terrain(grid.to_hex(col, row), terrain(name))
    mp = MapPainter(sc, panache)
    scale = (FAR_PX - 1) / HEX_SIZE  # 4 px hexes: painted from the overview
    image = paint_view(mp, scale)
    wrong = []
    for col in range(1, grid.columns + 1):
        for row in range(1, grid.rows + 1):
            name = names[(3 * col + 5 * row + col * row) % 4]
            fill = STYLE.hex_elements[name].fill if name is not None else STYLE.ground
            x, y = mp.centre(col, row)
            seen = image.pixelColor(math.floor(x * scale), math.floor(y * scale))
            if not close(seen, QColor(fill or ""), 4):
                wrong.append((col, row, name, seen.name()))
    assert wrong == []


@pytest.mark.parametrize("entries", [1, 22, 256, 257, 1000])
def test_cells_colours_are_looked_up_in_their_table(entries: int) -> None:
    rng = random.Random(entries)
    lut = array("I", (rng.getrandbits(32) for _ in range(entries)))
    cells = array("i", (rng.randrange(entries) for _ in range(5000)))
    assert list(looked_up(lut, cells)) == [lut[i] for i in cells]


def test_edits_made_close_up_show_far_out(panache: Ruleset) -> None:
    """The overview catches up with the hexes edited since it was last drawn."""
    sc = new_scenario("panache", 17, 13, "flat", "odd")
    mp = MapPainter(sc, panache)
    far = (FAR_PX - 1) / HEX_SIZE
    paint_view(mp, far)  # the overview is built
    edited = [sc.grid.to_hex(col, 1 + col % 5) for col in range(2, 15, 3)]
    for n, h in enumerate(edited):
        edit = SetTerrain.of({h: terrain(("foret", "lac")[n % 2])})
        edit.apply(sc)
        mp.invalidate_rects(edit.change())
        paint_view(mp, 40 / HEX_SIZE)  # close up: tiles repaired, no overview drawn
    image = paint_view(mp, far)
    wrong = []
    for n, h in enumerate(edited):
        fill = STYLE.hex_elements[("foret", "lac")[n % 2]].fill
        x, y = mp.layout.hex_to_pixel(h)
        seen = image.pixelColor(math.floor(x * far), math.floor(y * far))
        if not close(seen, QColor(fill or ""), 4):
            wrong.append((h, seen.name()))
    assert wrong == []
