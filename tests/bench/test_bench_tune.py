"""Benchmark: ``hexfield tune`` on a lopsided scenario (prints figures; run with -s).

Targets (issue 27): for a scenario one side wins >= 85 % of the time, a
greedy-balanced variant (sides within 5 points, draws <= 20 %) in <= 3 minutes
on 2 cores; for greedy and searching players together, <= 20 minutes on 2
cores, and about k times faster on a Dask cluster of k cores. The scenario is
a copy of Thapsus as it was bundled before issue 27 balanced it (``_lopsided``:
the first player drawn by lot, 12 turns, Thapsus worth 3 points; side A,
Caesar, wins every greedy game, on objectives). Not
timed assertions: the tests check that the variant found is what the report
says and that only knobs changed, then print the time, the games of each
player type and the load average. ``HEXFIELD_BENCH_TUNE_JOBS`` sets the
processes (default 2).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from processes import installed_env

from editor.cli import main
from editor.core.scenario import Setup
from editor.io.scenario_file import read_scenario, write_scenario
from editor.paths import SCENARIOS

pytestmark = [pytest.mark.bench, pytest.mark.timeout(3600)]

THAPSUS = SCENARIOS / "thapsus-46av.yaml"
JOBS = os.environ.get("HEXFIELD_BENCH_TUNE_JOBS", "2")


@pytest.fixture(autouse=True)
def _workers_compiled_as_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONPYCACHEPREFIX", installed_env()["PYTHONPYCACHEPREFIX"])


def _tune(
    tmp_path: Path, *extra: str, where: tuple[str, ...] = ("--jobs", JOBS)
) -> tuple[int, dict, float]:
    scenario = tmp_path / "thapsus.yaml"
    _lopsided(scenario)
    out, report = tmp_path / "v.yaml", tmp_path / "r.json"
    t0 = time.perf_counter()
    rc = main(["tune", str(scenario), *where, "--seed", "1", "-o", str(out),
               "--report", str(report), "--lang", "en", *extra])  # fmt: skip
    wall = time.perf_counter() - t0
    data = json.loads(report.read_text(encoding="utf-8"))
    variant = read_scenario(out)
    assert variant.ok and variant.scenario is not None
    original = read_scenario(scenario).scenario
    assert original is not None
    assert variant.scenario.units == original.units  # the armies stay
    assert variant.scenario.terrain == original.terrain
    return rc, data, wall


def _lopsided(path: Path) -> None:
    """Thapsus as bundled before issue 27 balanced it (commit 92423cd): no ``setup``
    (the first player drawn by lot, the ruleset's 12 turns) and Thapsus worth 3 points.
    Its greedy games are those of that file (checked on 40 games: the same seeds, the
    same winners and margins)."""
    result = read_scenario(THAPSUS)
    assert result.scenario is not None
    s = result.scenario
    s.setup = Setup()
    s.objectives[0].points = 3
    write_scenario(s, path)


def _rates(r: dict) -> str:
    a, b, d = r["a"], r["b"], r["draws"]
    return (
        f"A {a['p']:.1%} [{a['low']:.1%}-{a['high']:.1%}], B {b['p']:.1%} "
        f"[{b['low']:.1%}-{b['high']:.1%}], draws {d['p']:.1%} ({a['n']} games)"
    )


def _games(data: dict) -> dict[str, int]:
    """Games played, by player type ("" with one), each candidate's once."""
    out: dict[str, int] = {}
    for c in data["candidates"]:
        for player, m in (c.get("by_players") or {"": c}).items():
            out[player] = out.get(player, 0) + m["a"]["n"]
    return out


def _print(title: str, rc: int, data: dict, wall: float) -> None:
    games = _games(data)
    by = ", ".join(f"{n} {p}" for p, n in games.items() if p)
    print(f"\n{title}: {wall:.0f} s wall, {sum(games.values())} games{f' ({by})' if by else ''}, "
          f"{len(data['candidates'])} candidates, exit {rc}, reached {data['reached']}, "
          f"stopped by {data['stopped_by']}")  # fmt: skip
    print(f"  change: {data['best']}")
    record = data["record"]
    for player, r in (record.get("by_players") or {data["players"]: record}).items():
        print(f"  {player} before: {_rates(r['before'])}")
        print(f"  {player} after:  {_rates(r['after'])}")
    print(f"  load average at the end: {os.getloadavg()}")


def test_bench_tune_greedy(tmp_path: Path) -> None:
    """Default knobs (the objectives' points, the turn limit, the first player)."""
    rc, data, wall = _tune(tmp_path, "--players", "greedy")
    before = data["record"]["before"]
    assert before["a"]["p"] >= 0.85  # lopsided as bundled
    if data["reached"]:
        diff = data["record"]["after"]["difference"]
        assert -0.05 <= diff["low"] and diff["high"] <= 0.05
        assert data["record"]["after"]["draws"]["p"] <= 0.2
    _print("greedy", rc, data, wall)


def test_bench_tune_greedy_and_search(tmp_path: Path) -> None:
    """Both types, the default knobs, full scale (5,120 games a candidate at most) and 20
    minutes at most: the greedy race finds the knob, the searching player measures its
    finalists, each on as many games as its interval needs."""
    rc, data, wall = _tune(tmp_path, "--players", "greedy,search", "--max-minutes", "20")
    if data["reached"]:
        assert set(data["record"]["by_players"]) == {"greedy", "search"}
        for r in data["record"]["by_players"].values():
            diff = r["after"]["difference"]
            assert -0.05 <= diff["low"] and diff["high"] <= 0.05
    _print("greedy+search (the default knobs, <= 5,120 games a candidate, <= 20 min)", rc, data,
           wall)  # fmt: skip


@pytest.mark.parametrize("workers", [1, 2])
def test_bench_tune_on_a_dask_cluster(tmp_path: Path, workers: int) -> None:
    """The same greedy and searching tune on a local Dask cluster of 1 and of 2 worker
    processes (one thread each), on the one knob the greedy run changes and at most 160
    games a candidate: compare the two wall times (k workers, k cores: k times faster when
    the cores are free)."""
    distributed = pytest.importorskip("distributed", reason="the dask extra is not installed")
    with distributed.LocalCluster(
        n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        rc, data, wall = _tune(
            tmp_path,
            "--players", "greedy,search",
            "--vary", "points:Le camp de César",
            "--max-games", "160",
            where=("--scheduler", cluster.scheduler_address),
        )  # fmt: skip
    _print(f"Dask LocalCluster, {workers} worker(s), greedy+search, <= 160 games", rc, data, wall)
