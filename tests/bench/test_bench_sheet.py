"""Benchmark: set-up sheets (prints figures; run with ``-s -m bench``).

Targets: a 60 x 40 map's sheet in under 2 s (drawn in this process); a
200 x 200 map's in at most 3 s and a 999 x 999 map's in at most 15 s and
600 MB, each ``hexfield sheet`` run as a fresh process from the file on disk
(loading and validating the map included), wall time, CPU time and peak
resident memory printed. Before this work: 16 s of CPU for 200 x 200; 48-63 s,
1.4-1.5 GB and a 180 MB PDF for 999 x 999. Not timed assertions.
"""

from __future__ import annotations

import random
import resource
import sys
import time
from pathlib import Path

import pytest

from editor.core.edges import edge_of
from editor.core.hexes import neighbor
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario, Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import write_scenario
from editor.render.sheet import SheetOptions, save_sheet_pdf

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "render"))
from processes import hexfield, load_note, offscreen_env, run_measured
from render_samples import valid_random_map

pytestmark = pytest.mark.bench

TERRAINS = [
    frozenset(t)
    for t in (
        {"foret"},
        {"colline"},
        {"rocaille"},
        {"marais"},
        {"habitations"},
        {"colline", "foret"},
    )
]


def _scenario(columns: int, rows: int, seed: int = 1) -> Scenario:
    rnd = random.Random(seed)
    sc = new_scenario("panache", columns, rows, title=f"Bench {columns} x {rows}")
    grid = sc.grid
    hexes = list(grid.hexes())
    for h in rnd.sample(hexes, len(hexes) // 3):
        sc.set_terrain(h, HexTerrain(rnd.choice(TERRAINS)))
    for h in rnd.sample(hexes, len(hexes) // 40):
        d = rnd.randrange(6)
        if not grid.contains(neighbor(h, d)):
            continue
        sc.add_obstacle(EdgeObstacle(edge_of(h, d), rnd.choice(["mur", "palissade", "remblai"]), h))
    sc.sides = [Side("a", "Armée A", "#1f3f9f", "S"), Side("b", "Armée B", "#e6e6e6", "N")]
    for i in range(24):
        side = "a" if i % 2 else "b"
        row = rows - 1 if side == "a" else 2
        sc.units.append(Unit(f"u{i}", side, f"Unité {i}", "infanterie", grid.to_hex(2 + i, row)))
    return sc


@pytest.mark.usefixtures("qapp")
def test_bench_sheet_60x40(tmp_path: Path) -> None:
    ruleset = load_ruleset("panache")
    sc = _scenario(60, 40)
    t0 = time.perf_counter()
    pages = save_sheet_pdf(tmp_path / "sheet.pdf", sc, ruleset, SheetOptions())
    dt = time.perf_counter() - t0
    size = (tmp_path / "sheet.pdf").stat().st_size
    print(f"\nsheet 60 x 40: {pages} pages, {dt:.2f} s (target < 2 s), {size / 1e6:.1f} MB")
    assert pages >= 5


TARGETS = {200: "<= 3 s", 999: "<= 15 s and <= 600 MB"}


@pytest.mark.parametrize("size", [200, 999])
def test_bench_sheet_of_a_big_map(size: int, tmp_path: Path) -> None:
    path = tmp_path / f"map{size}.yaml"
    write_scenario(valid_random_map(size, size, seed=size), path)
    out = tmp_path / "sheet.pdf"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = run_measured(hexfield("sheet", path, "-o", out), offscreen_env())
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert run.returncode == 0, run.stderr[-2000:]
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    print(
        f"\n[bench] hexfield sheet, {size} x {size} random map (target {TARGETS[size]}):"
        f" {run.seconds:.1f} s wall, {cpu:.1f} s CPU, {run.peak_mb:.0f} MB peak,"
        f" {out.stat().st_size / 1e6:.1f} MB PDF ({load_note()})"
    )
