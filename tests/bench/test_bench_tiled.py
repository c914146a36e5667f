"""Benchmark: ``hexfield render`` against Tiled's ``tmxrasterizer`` on the same maps.

Run: ``pytest tests/bench/test_bench_tiled.py -s -m bench`` (skipped when
``tmxrasterizer`` is not installed: Debian/Ubuntu package ``tiled``).

The same random map (50 x 50, 200 x 200, 500 x 500, flat hexes, about 40 %
of the hexes with terrain, roads, rivers, a few hundred edge obstacles) is
written as a scenario and as a hexagonal Tiled map whose tileset holds
Hexfield's own hex sprites at the output size (one tile per distinct hex
look), so both programs draw the same picture, to about 4096 px; then once
more at 1 px per mm for 200 x 200 (a printable 50 mm hex). Hexfield also
draws the edge obstacles and, where a hex is 20 px or more, the hex labels,
which Tiled's map does not hold.

Each program runs as a fresh process, in alternating pairs (Hexfield first,
then Tiled first...), from the file on disk to the PNG on disk; the figures
are the medians of the pairs' wall times and peak resident memory (the
kernel's count, as ``/usr/bin/time -v``). Figures, not timed assertions.
"""

from __future__ import annotations

import math
import os
import shutil
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter

from editor.core.scenario import Scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import read_scenario, write_scenario
from editor.render.hex_art import DETAIL_FULL, DETAIL_MAIN, FULL_PX
from editor.render.map_index import MapIndex
from editor.render.map_painter import HEX_SIZE, MapPainter
from editor.render.map_raster import px_per_unit
from editor.render.render_options import RenderOptions
from editor.render.sheet_export import save_map_png
from editor.render.sprites import render_sprite, size_key
from editor.render.style import default_style

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "render"))
from processes import hexfield, load_note, median_cpu, median_peak, median_time, paired
from render_samples import valid_random_map

pytestmark = [pytest.mark.bench, pytest.mark.usefixtures("qapp")]

TMXRASTERIZER = shutil.which("tmxrasterizer")
PAIRS = int(os.environ.get("HEXFIELD_BENCH_PAIRS", "5"))
"""Pairs of runs per case (at least 5 for the README's figures)."""
SIZE_PX = 4096
_SQRT3 = math.sqrt(3.0)


def tmx_from_sprites(path: Path, scenario: Scenario, hex_px: float) -> None:
    """``scenario`` as a Tiled hexagonal map whose tiles are Hexfield's sprites
    of hexes ``hex_px`` device pixels from centre to corner (flat or pointy)."""
    style = default_style()
    grid = scenario.grid
    flat = grid.orientation == "flat"
    index = MapIndex(scenario)
    detail = DETAIL_FULL if hex_px >= FULL_PX else DETAIL_MAIN
    long_side, short_side = round(2 * hex_px), round(_SQRT3 * hex_px)
    tile_w, tile_h = (long_side, short_side) if flat else (short_side, long_side)
    per_row = 32
    count = len(index.looks)
    sheet = QImage(
        tile_w * min(count, per_row),
        tile_h * math.ceil(count / per_row),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    sheet.fill(0)
    p = QPainter(sheet)
    for i, look in enumerate(index.looks):
        sprite = render_sprite(look, style, grid.orientation, size_key(hex_px), detail, grid=True)
        source = QRect(
            (sprite.width() - tile_w) // 2, (sprite.height() - tile_h) // 2, tile_w, tile_h
        )
        p.drawImage((i % per_row) * tile_w, (i // per_row) * tile_h, sprite, *source.getRect())
    p.end()
    sheet.save(str(path.with_suffix(".png")))
    # Tiled counts columns (rows) from 0; its stagger index names the pushed ones.
    mp = MapPainter(scenario, load_ruleset(scenario.ruleset))
    first_pushed = (
        mp.layout.hex_to_pixel(grid.to_hex(1, 1))[1 if flat else 0]
        > (
            mp.layout.hex_to_pixel(grid.to_hex(2, 1) if flat else grid.to_hex(1, 2))[
                1 if flat else 0
            ]
        )
    )
    stagger_index = "even" if first_pushed else "odd"
    cells = index.cells
    cols = grid.columns
    rows_csv = ",\n".join(
        ",".join(str(cells[r * cols + c] + 1) for c in range(cols)) for r in range(grid.rows)
    )
    path.write_text(
        f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down"
 width="{cols}" height="{grid.rows}" tilewidth="{tile_w}" tileheight="{tile_h}"
 hexsidelength="{round(hex_px)}" staggeraxis="{"x" if flat else "y"}"
 staggerindex="{stagger_index}" infinite="0" nextlayerid="2" nextobjectid="1">
 <tileset firstgid="1" name="hexfield" tilewidth="{tile_w}" tileheight="{tile_h}"
  tilecount="{count}" columns="{min(count, per_row)}">
  <image source="{path.with_suffix(".png").name}" width="{sheet.width()}"
   height="{sheet.height()}"/>
 </tileset>
 <layer id="1" name="terrain" width="{cols}" height="{grid.rows}">
  <data encoding="csv">
{rows_csv}
  </data>
 </layer>
</map>
""",
        encoding="utf-8",
    )


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[16:24]
    return int.from_bytes(head[:4], "big"), int.from_bytes(head[4:], "big")


CASES = {
    "50 x 50 to 4096 px": (50, None),
    "200 x 200 to 4096 px": (200, None),
    "500 x 500 to 4096 px": (500, None),
    "200 x 200 at 1 px/mm": (200, 25.4),
}


@pytest.mark.skipif(TMXRASTERIZER is None, reason="tmxrasterizer (Debian package tiled) missing")
@pytest.mark.parametrize("case", list(CASES))
def test_bench_render_beside_tiled(case: str, tmp_path: Path) -> None:
    size, dpi = CASES[case]
    scenario = valid_random_map(size, size, seed=size)
    yaml_path = tmp_path / "map.yaml"
    write_scenario(scenario, yaml_path)
    mp = MapPainter(scenario, load_ruleset("panache"))
    hex_mm = scenario.map.hex_mm
    if dpi is None:  # the longer side of the picture SIZE_PX pixels
        b = mp.bounds()
        scale = SIZE_PX / max(b.width(), b.height())
        dpi = scale * _SQRT3 * HEX_SIZE * 25.4 / hex_mm
    scale = px_per_unit(hex_mm, dpi, HEX_SIZE)
    tmx = tmp_path / "map.tmx"
    tmx_from_sprites(tmx, scenario, HEX_SIZE * scale)
    ours, theirs = tmp_path / "hexfield.png", tmp_path / "tiled.png"
    runs = paired(
        {
            "hexfield": hexfield(
                "render", yaml_path, "-o", ours, "--dpi", f"{dpi:.6f}", "--hex-mm", f"{hex_mm:g}"
            ),
            "tiled": [str(TMXRASTERIZER), str(tmx), str(theirs)],
        },
        PAIRS,
    )
    t_ours, t_theirs = median_time(runs["hexfield"]), median_time(runs["tiled"])
    m_ours, m_theirs = median_peak(runs["hexfield"]), median_peak(runs["tiled"])
    c_ours, c_theirs = median_cpu(runs["hexfield"]), median_cpu(runs["tiled"])
    (w1, h1), (w2, h2) = png_size(ours), png_size(theirs)
    # Where Hexfield's time goes, measured once in this process (modules loaded).
    t0 = time.perf_counter()
    loaded = read_scenario(yaml_path)
    t1 = time.perf_counter()
    save_map_png(
        tmp_path / "again.png",
        loaded.scenario,
        loaded.ruleset,
        RenderOptions(dpi=dpi, hex_mm=hex_mm),
    )
    t2 = time.perf_counter()
    print(
        f"\n[bench] {case}, {HEX_SIZE * scale:.1f} px hexes, medians of {PAIRS} pairs"
        f" ({load_note()}):\n"
        f"  hexfield render {w1} x {h1} px: {t_ours:.2f} s ({c_ours:.2f} s CPU),"
        f" {m_ours:.0f} MB peak\n"
        f"  tmxrasterizer   {w2} x {h2} px: {t_theirs:.2f} s ({c_theirs:.2f} s CPU),"
        f" {m_theirs:.0f} MB peak\n"
        f"  hexfield / tiled: time {t_ours / t_theirs:.2f} (target <= 0.8),"
        f" CPU {c_ours / c_theirs:.2f}, memory {m_ours / m_theirs:.2f} (target <= 1)\n"
        f"  hexfield's time: reading and validating the file {t1 - t0:.2f} s, drawing and"
        f" writing the PNG {t2 - t1:.2f} s, the rest (Python, imports, Qt's start)"
        f" {t_ours - (t2 - t0):.2f} s"
    )
    assert abs(h1 - h2) < 0.05 * h1
