"""Benchmark: the rules engine (prints figures; run with -s).

Targets: line of sight >= 100,000 queries/s up to 20 hexes; movement range of
a 6-hex unit <= 0.25 ms; a random-legal-move game on a 24 x 16 map with 12
units a side played to the end in < 1 s; a position copy <= 20 µs on a
bundled scenario; a greedy game to the end <= 10 ms median on
moulin-de-la-sambre; legal_actions at a typical position; the engine's share
of a greedy and of a random game (apply, observe, legal actions, the record).
Not timed
assertions: the tests check the results make sense, then print.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

import pytest
from processes import installed_env

from editor.core.edges import edge_of
from editor.core.hexes import distance
from editor.core.ruleset_play import PlayRules
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario, Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.engine import apply, legal_actions, start
from editor.rules.fog import observe
from editor.rules.game import game_context
from editor.rules.movement import movement_range
from editor.rules.players import make_player, play_game
from editor.rules.position import with_changes
from editor.rules.record import new_record
from editor.rules.setup import scenario_position
from editor.rules.sight import line_of_sight
from editor.rules.terrain import key

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
    ctx = game_context(sc, rs)
    pos = scenario_position(ctx)
    rng = random.Random(2)
    hexes = list(sc.grid.hexes())
    pairs = []
    while len(pairs) < 20_000:
        a, b = rng.choice(hexes), rng.choice(hexes)
        if 2 <= distance(a, b) <= 20:
            pairs.append((a, b))
    for a, b in pairs:  # warm the line cache (one entry per offset)
        line_of_sight(ctx, pos, a, b)
    n = 0
    visible = 0
    t0 = time.perf_counter()
    for _ in range(5):
        for a, b in pairs:
            visible += line_of_sight(ctx, pos, a, b).visible
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
    ctx = game_context(sc, rs)
    pos = scenario_position(ctx)
    unit = next(p.index for p in ctx.pieces if p.unit_class == "cavalerie")
    centre = sc.grid.to_hex(15, 15)
    at = list(pos.at)
    at[unit] = key(centre)
    pos = with_changes(pos, at=tuple(at))
    movement_range(ctx, pos, unit, 6)  # warm the step cache
    n = 2000
    t0 = time.perf_counter()
    for _ in range(n):
        r = movement_range(ctx, pos, unit, 6)
    dt = time.perf_counter() - t0
    assert len(r) > 10
    print(
        f"\nmovement range, 6 hexes, terrain density {density:.0%}: "
        f"{dt / n * 1000:.3f} ms ({len(r)} hexes reachable)"
    )


def test_bench_random_game() -> None:
    rs = load_ruleset("panache")
    sc = _map(24, 16, 12)
    ctx = game_context(sc, rs)
    times = []
    for seed in range(5):
        t0 = time.perf_counter()
        g = play_game(ctx, [make_player("random", seed), make_player("random", seed + 9)], seed)
        times.append(time.perf_counter() - t0)
        assert g.position.over
    print(
        f"\nrandom-legal-move game 24 x 16, 12 units a side: {max(times):.3f} s worst of 5 "
        f"(median {sorted(times)[2]:.3f} s)"
    )


def _bundled(name: str):
    r = read_scenario(SCENARIOS / name)
    assert r.scenario is not None and r.ruleset is not None
    return game_context(r.scenario, r.ruleset)


def test_bench_position_copy_and_legal_actions() -> None:
    ctx = _bundled("moulin-de-la-sambre.yaml")
    positions = []
    play_game(
        ctx,
        [make_player("greedy", 1), make_player("greedy", 2)],
        5,
        on_action=lambda pos, _a, _e: positions.append(pos),
    )
    pos = positions[len(positions) // 3]
    n = 20_000
    t0 = time.perf_counter()
    for i in range(n):
        with_changes(pos, turn=i)
    copy = (time.perf_counter() - t0) / n
    sample = positions[:: max(1, len(positions) // 200)]
    t0 = time.perf_counter()
    count = 0
    for p in sample:
        count += len(legal_actions(ctx, p))
    legal = (time.perf_counter() - t0) / len(sample)
    assert count > len(sample)
    print(
        f"\nmoulin-de-la-sambre: position copy with a change {copy * 1e6:.1f} µs; "
        f"legal_actions {legal * 1000:.2f} ms on average over {len(sample)} positions of a "
        f"greedy game ({count / len(sample):.0f} actions each)"
    )


_GREEDY_GAMES = r"""
import os, statistics, sys, time
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.game import game_context
from editor.rules.players import make_player, play_game

r = read_scenario(SCENARIOS / "moulin-de-la-sambre.yaml")
ctx = game_context(r.scenario, r.ruleset)
times, actions = [], 0
for seed in range(101):
    t0 = time.process_time()
    players = [make_player("greedy", 2 * seed + 1), make_player("greedy", 2 * seed + 2)]
    g = play_game(ctx, players, seed)
    times.append(time.process_time() - t0)
    assert g.position.over
    actions += len(g.record.actions)
rest = sorted(times[1:])
print(times[0], statistics.median(rest), rest[0], rest[-1], actions / 101)
"""


def test_bench_greedy_game() -> None:
    """Issue 12's "greedy game to the end": CPU time, in a process of its own, as
    ``hexfield play`` and a balance run's workers play them (in this test process
    every full garbage collection would also walk the test session's objects, which
    no game process has). The first game of a fresh
    context fills its caches (terrain costs, sight, the players' memos), as the first
    game of a balance run or of a session in the window does; the median is of the
    100 games after it, seeded as ``hexfield play --seed S`` seeds them."""
    out = subprocess.run(
        [sys.executable, "-c", _GREEDY_GAMES],
        env=installed_env(),
        cwd=tempfile.gettempdir(),  # "-c" would import the package from the cwd
        capture_output=True,
        text=True,
        check=True,
    )
    first, median, best, worst, actions = map(float, out.stdout.split())
    assert actions > 0  # each game ended (the child asserts it) after some actions
    print(
        f"\ngreedy game to the end, moulin-de-la-sambre: median {median * 1000:.1f} ms CPU "
        f"time (best {best * 1000:.1f}, worst {worst * 1000:.1f}; 100 games after the first, "
        f"which took {first * 1000:.0f} ms on the fresh context; {actions:.0f} actions a game; "
        f"a process of its own; load average {os.getloadavg()[0]:.1f})"
    )


@pytest.mark.parametrize("kind", ["greedy", "random"])
def test_bench_engine_path(kind: str) -> None:
    """The engine's share of a game, without the players' thinking: the actions of
    20 games replayed as ``play_game`` drives them (what the side observes, the
    action applied, the record kept; all the legal actions listed, as the random
    player reads them, for random games). CPU time per game, median of 5 runs."""
    ctx = _bundled("moulin-de-la-sambre.yaml")
    games = []
    for s in range(1, 21):
        g = play_game(ctx, [make_player(kind, 2 * s + 1), make_player(kind, 2 * s + 2)], s)
        games.append((s, list(g.record.actions)))
    listing = kind == "random"

    def replay(seed: int, actions: list) -> None:
        pos, events = start(ctx, seed)
        record = new_record(ctx, seed, events, pos)
        for a in actions:
            if listing:
                legal_actions(ctx, pos)
            observe(ctx, pos, pos.deciding)
            pos, events = apply(ctx, pos, a)
            record.append(a, events, pos)
        assert pos.over

    runs = []
    for _ in range(5):
        t0 = time.process_time()
        for seed, actions in games:
            replay(seed, actions)
        runs.append((time.process_time() - t0) / len(games))
    per_game = statistics.median(runs)
    actions = sum(len(a) for _, a in games) / len(games)
    print(
        f"\nengine path of a {kind} game, moulin-de-la-sambre: {per_game * 1000:.2f} ms median "
        f"CPU time a game (best {min(runs) * 1000:.2f}; {per_game / actions * 1e6:.0f} µs an "
        f"action, {actions:.0f} actions; load average {os.getloadavg()[0]:.1f})"
    )


def test_bench_start_position() -> None:
    ctx = _bundled("eylau-1807.yaml")
    t0 = time.perf_counter()
    for s in range(200):
        pos, _events = start(ctx, s)
    assert not pos.over
    print(f"\nstarting a game of eylau-1807: {(time.perf_counter() - t0) / 200 * 1e6:.0f} µs")
