"""Benchmark: load + validate large scenarios (prints figures; run with -s).

README targets (Performance): 200 x 200 in <= 0.3 s, 500 x 500 in <= 2 s. Not timed
assertions: the test only checks that the file is valid, then prints.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from editor.core.edges import edge_of
from editor.core.hexes import neighbor
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario, new_scenario
from editor.io.scenario_file import read_scenario, write_scenario

TERRAINS = [
    {"foret"},
    {"colline"},
    {"colline", "foret"},
    {"rocaille"},
    {"marais"},
    {"habitations"},
    {"colline", "rocaille"},
    {"sable"},
    {"foret", "neige"},
    {"rocaille", "foret"},
    {"lac"},
]
OBSTACLES = ["pieux", "mur", "palissade", "fosse", "remblai", "barriere", "abattis"]


def big_scenario(columns: int, rows: int, seed: int = 1) -> Scenario:
    """A random but rules-valid map: about half the hexes with terrain."""
    rng = random.Random(seed)
    s = new_scenario("panache", columns, rows, title=f"Bench {columns} x {rows}")
    g = s.grid
    kinds = [HexTerrain(frozenset(t)) for t in TERRAINS]
    for h in g.hexes():
        if rng.random() < 0.5:
            s.set_terrain(h, rng.choice(kinds))
    for _ in range(columns * rows // 100):
        h = g.to_hex(rng.randint(2, columns - 1), rng.randint(2, rows - 1))
        e = edge_of(h, rng.randrange(6))
        s.add_obstacle(EdgeObstacle(e, rng.choice(OBSTACLES), h))
    road = HexTerrain(frozenset({"route"}))
    for r in range(1, rows + 1, 10):
        previous = None
        for c in range(1, columns + 1):
            h = g.to_hex(c, r)
            s.set_terrain(h, road)
            if previous is not None:
                s.links.setdefault("route", set()).add(edge_of(previous, _dir(previous, h)))
            previous = h
    return s


def _dir(a, b) -> int:
    return next(d for d in range(6) if neighbor(a, d) == b)


@pytest.mark.bench
@pytest.mark.parametrize("size", [200, 500])
def test_bench_load_and_validate(tmp_path: Path, size: int) -> None:
    path = tmp_path / f"big{size}.yaml"
    write_scenario(big_scenario(size, size), path)
    times = []
    for _ in range(3):
        start = time.perf_counter()
        result = read_scenario(path)
        times.append(time.perf_counter() - start)
    assert result.ok, result.diagnostics[:5]
    target = 0.3 if size == 200 else 2.0
    print(
        f"\n[bench] load + validate {size} x {size} ({path.stat().st_size / 1e6:.1f} MB, "
        f"{len(result.scenario.terrain)} painted hexes): best {min(times) * 1000:.0f} ms, "
        f"median {sorted(times)[1] * 1000:.0f} ms (target {target * 1000:.0f} ms)"
    )
