"""``hexfield tune`` from the command line, on the arena (real games, few of them)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from editor.cli import main
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import read_scenario

pytestmark = pytest.mark.slow


def _tune(scenario: Path, out: Path, *extra: str) -> int:
    files = ["-o", str(out / "v.yaml"), "--report", str(out / "r.json")]
    return main(["tune", str(scenario), "--max-games", "40", *files, "--lang", "en", *extra])


def test_tune_writes_the_variant_with_its_record_and_the_candidates(
    arena_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rc = _tune(arena_file, tmp_path, "--vary", "first", "--vary", "turns=5..7", "--jobs", "1")
    captured = capsys.readouterr()
    assert "round of 40 games" in captured.err and "knobs: first, turns" in captured.err
    report = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert rc == (0 if report["reached"] else 1)
    assert "target" in captured.out and "before: A " in captured.out
    changes = [c["change"] for c in report["candidates"]]
    assert changes == ["(as it is)", "first=a", "first=b", "turns=5", "turns=7"]
    for c in report["candidates"]:
        assert c["games"] == 40 and c["outcome"]
        assert sum(c["ended"].values()) == 40
        assert set(c["ended"]) <= {"demoralisation", "objectives", "turns", "resignation"}
        if c["outcome"] not in ("chosen", "best, target not reached"):
            assert c["outcome"].startswith(("dropped: ", "in the race", "reached the target"))
    # the variant reopens as the editor reads it, its record saying what changed
    variant = read_scenario(tmp_path / "v.yaml")
    assert variant.ok and variant.scenario is not None
    record = variant.scenario.balance["tuned"]
    assert record["games"] == 40 and record["seed"] == 1 and record["players"] == "greedy"
    assert record["before"]["a"] == report["candidates"][0]["a"]
    best = next(c for c in report["candidates"] if c["change"] == report["best"])
    assert record["after"]["difference"] == best["difference"]
    original = read_scenario(arena_file).scenario
    assert original is not None
    for k in record["changed"]:
        assert k["knob"] in ("first", "turns")
    original.setup = variant.scenario.setup
    original.balance = variant.scenario.balance
    assert dumps_scenario(original) == dumps_scenario(variant.scenario)  # knobs only


def test_the_scenarios_own_knobs_and_the_same_result_whatever_the_processes(
    arena_file: Path, tmp_path: Path
) -> None:
    s = read_scenario(arena_file).scenario
    assert s is not None
    s.balance = {"vary": ["turns=5..6"]}
    arena_file.write_text(dumps_scenario(s), encoding="utf-8")
    reports = []
    for jobs in ("1", "2"):
        out = tmp_path / jobs
        out.mkdir()
        assert _tune(arena_file, out, "--jobs", jobs, "--seed", "3") in (0, 1)
        r = json.loads((out / "r.json").read_text(encoding="utf-8"))
        reports.append(r["candidates"])
    assert [c["change"] for c in reports[0]] == ["(as it is)", "turns=5"]
    assert reports[0] == reports[1]


def test_tune_refuses_a_knob_the_scenario_lacks(arena_file: Path, tmp_path: Path) -> None:
    assert _tune(arena_file, tmp_path, "--vary", "points:1") == 2
    assert _tune(arena_file, tmp_path, "--seed", "-1") == 2  # the record's seed is >= 0
    assert not (tmp_path / "v.yaml").exists()


def test_two_player_types_the_first_races_the_second_measures_the_finalists(
    arena_file: Path, tmp_path: Path
) -> None:
    both, alone = tmp_path / "both", tmp_path / "alone"
    both.mkdir(), alone.mkdir()
    vary = ("--vary", "turns=5..7", "--jobs", "1", "--seed", "2")
    assert _tune(arena_file, both, "--players", "greedy,random", *vary) in (0, 1)
    assert _tune(arena_file, alone, "--players", "greedy", *vary) in (0, 1)
    report = json.loads((both / "r.json").read_text(encoding="utf-8"))
    single = json.loads((alone / "r.json").read_text(encoding="utf-8"))
    assert report["players"] == "greedy,random"
    greedy_alone = {c["change"]: c for c in single["candidates"]}
    for c in report["candidates"]:  # the first type measured every candidate
        assert "greedy" in c["by_players"] and set(c["by_players"]) <= {"greedy", "random"}
        assert c["by_players"]["greedy"]["a"]["n"] == c["games"] >= 40
        for measured in c["by_players"].values():
            assert sum(measured["ended"].values()) == measured["a"]["n"] >= 40
        # the greedy type's games are those greedy plays alone: same seeds, same dice
        if c["change"] in greedy_alone:
            assert c["by_players"]["greedy"]["a"] == greedy_alone[c["change"]]["a"]
    assert report["candidates"][0]["change"] in greedy_alone
    both_types = [c for c in report["candidates"] if "random" in c["by_players"]]
    assert any(report["best"] == c["change"] for c in both_types)  # the best by both
    assert any(
        c["by_players"]["greedy"]["a"] != c["by_players"]["random"]["a"] for c in both_types
    )  # two different players, two measures
    variant = read_scenario(both / "v.yaml")
    assert variant.ok and variant.scenario is not None
    record = variant.scenario.balance["tuned"]
    assert record["players"] == "greedy,random"
    assert set(record["by_players"]) == {"greedy", "random"}
    best = next(c for c in report["candidates"] if c["change"] == report["best"])
    for name in ("greedy", "random"):
        assert record["by_players"][name]["after"]["a"] == best["by_players"][name]["a"]
    assert _tune(arena_file, both, "--players", "greedy,greedy") == 2


def test_a_dask_cluster_gives_the_local_pools_result(arena_file: Path, tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed", reason="the dask extra is not installed")
    local, dask = tmp_path / "local", tmp_path / "dask"
    local.mkdir(), dask.mkdir()
    args = ("--vary", "turns=5..7", "--vary", "first", "--seed", "4")
    assert _tune(arena_file, local, "--jobs", "2", *args) in (0, 1)
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        rc = _tune(arena_file, dask, "--scheduler", cluster.scheduler_address, *args)
    assert rc in (0, 1)
    reports = [json.loads((d / "r.json").read_text(encoding="utf-8")) for d in (local, dask)]
    assert reports[0]["candidates"] == reports[1]["candidates"]
    assert reports[0]["record"] == reports[1]["record"]
    assert (local / "v.yaml").read_bytes() == (dask / "v.yaml").read_bytes()
