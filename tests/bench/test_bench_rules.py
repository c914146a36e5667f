"""Benchmark: the rules engine (prints figures; run with -s).

README targets (Performance): line of sight >= 100,000 queries/s up to 20 hexes;
movement range of a 6-hex unit <= 0.25 ms; a random-legal-move game on a
24 x 16 map with 12 units a side played to the end in < 1 s. Not timed
assertions: the tests check the results make sense, then print.
"""

from __future__ import annotations

import random
import time

import pytest

from editor.core.edges import edge_of
from editor.core.hexes import distance
from editor.core.play_rules import PlayRules
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario, Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.rules.ai import play_game
from editor.rules.game import new_started_game
from editor.rules.movement import movement_range
from editor.rules.sight import line_of_sight
from editor.rules.state import new_game

pytestmark = pytest.mark.bench

TERRAINS = [{"foret"}, {"colline"}, {"rocaille"}, {"marais"}, {"habitations"}, {"colline", "foret"}]


def _play(ruleset) -> PlayRules:
    assert ruleset.play is not None
    return ruleset.play


def _map(columns: int, rows: int, units: int, seed: int = 1, density: float = 0.25) -> Scenario:
    rng = random.Random(seed)
    sc = new_scenario("panache", columns, rows, title="bench")
    sc.sides = [Side("a", "A", home_edge="S"), Side("b", "B", home_edge="N")]
    g = sc.grid
    for h in g.hexes():
        if rng.random() < density:
            sc.set_terrain(h, HexTerrain(frozenset(rng.choice(TERRAINS))))
    for h in g.hexes():
        if rng.random() < 0.03:
            d = rng.randrange(3)
            e = edge_of(h, d)
            if g.is_interior_edge(e):
                sc.add_obstacle(EdgeObstacle(e, rng.choice(["mur", "pieux", "fosse"]), h))
    for i in range(units):
        for side, row in (("a", rows - 1 - i // columns), ("b", i // columns)):
            h = g.to_hex((i * 2) % columns, row)
            sc.set_terrain(h, HexTerrain(frozenset()))
            cls = "cavalerie" if i % 4 == 0 else "infanterie"
            leader = "Chef" if i == 0 else ""
            sc.units.append(Unit(f"{side}{i}", side, f"{side}{i}", cls, h, "ligne", 4, leader))
    return sc


@pytest.mark.parametrize("density", [0.25, 0.05, 0.0])
def test_bench_line_of_sight(density: float) -> None:
    rs = load_ruleset("panache")
    sc = _map(40, 40, 20, density=density)
    s = new_game(sc, rs, _play(rs), 1)
    rng = random.Random(2)
    hexes = list(sc.grid.hexes())
    pairs = []
    while len(pairs) < 20_000:
        a, b = rng.choice(hexes), rng.choice(hexes)
        if 2 <= distance(a, b) <= 20:
            pairs.append((a, b))
    for a, b in pairs:  # warm the line cache (one entry per offset)
        line_of_sight(s, a, b)
    n = 0
    visible = 0
    t0 = time.perf_counter()
    for _ in range(5):
        for a, b in pairs:
            visible += line_of_sight(s, a, b).visible
            n += 1
    dt = time.perf_counter() - t0
    assert 0 < visible <= n
    print(
        f"\nline of sight, 2-20 hexes, terrain density {density:.0%}: "
        f"{n / dt:,.0f} queries/s ({visible / n:.0%} visible)"
    )


@pytest.mark.parametrize("density", [0.3, 0.0])
def test_bench_movement_range(density: float) -> None:
    rs = load_ruleset("panache")
    sc = _map(30, 30, 4, density=density)
    s = new_game(sc, rs, _play(rs), 1)
    unit = next(u for u in s.units.values() if u.unit_class == "cavalerie")
    centre = sc.grid.to_hex(15, 15)
    s.place(unit, centre)
    movement_range(s, unit, 6)  # warm the step cache
    n = 2000
    t0 = time.perf_counter()
    for _ in range(n):
        r = movement_range(s, unit, 6)
    dt = time.perf_counter() - t0
    assert len(r) > 10
    print(
        f"\nmovement range, 6 hexes, terrain density {density:.0%}: "
        f"{dt / n * 1000:.3f} ms ({len(r)} hexes reachable)"
    )


def test_bench_random_game() -> None:
    rs = load_ruleset("panache")
    sc = _map(24, 16, 12)
    times = []
    for seed in range(5):
        t0 = time.perf_counter()
        s = new_started_game(sc, rs, _play(rs), seed)
        play_game(s, seed, ("random", "random"))
        times.append(time.perf_counter() - t0)
        assert s.over
    t0 = time.perf_counter()
    g = new_started_game(sc, rs, _play(rs), 7)
    play_game(g, 7, ("greedy", "greedy"))
    greedy = time.perf_counter() - t0
    print(
        f"\nrandom-legal-move game 24 x 16, 12 units a side: {max(times):.3f} s worst of 5 "
        f"(median {sorted(times)[2]:.3f} s); greedy game {greedy:.3f} s "
        f"({len(g.log)} actions, winner {g.winner}, {g.margin})"
    )
