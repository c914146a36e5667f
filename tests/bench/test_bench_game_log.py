"""Benchmark: refusing a game log padded with a list of 5,000,000 items (issue 25;
prints, run with -s).

Before the log was read with the format's caps, ``hexfield replay`` took 16-31 s
and 1.0-1.1 GB to refuse it, and the window's *Open a game…* froze as long. The
scenario reader refuses the same list under a key of its own; both are measured
here, each a fresh process (``processes.run_measured``: wall time, CPU time,
peak resident memory; medians of 3). Not timed assertions: the test checks
what each file is told.
"""

from __future__ import annotations

import shutil
import statistics
from pathlib import Path

import game_log_cases as cases
import pytest
from processes import hexfield, installed_env, run_measured

from editor.paths import SCENARIOS


def _scenario_padded(folder: Path) -> Path:
    path = folder / "scenario-padded.yaml"
    shutil.copy(SCENARIOS / "moulin-de-la-sambre.yaml", path)
    with open(path, "a", encoding="utf-8") as f:
        f.write("padding:\n" + "- 0\n" * cases.PADDING)
    return path


@pytest.mark.bench
def test_bench_a_padded_game_log_is_refused_quickly_in_bounded_memory(tmp_path: Path) -> None:
    log = cases.played(tmp_path)
    programs = {
        "replay, 5,000,000 items in the actions": (
            hexfield("replay", cases.padded_actions(log)[0]),
            2,
            "actions: more than 50,000 items",
        ),
        "replay, 5,000,000 items under a key": (
            hexfield("replay", cases.padded_key(log)[0]),
            2,
            "padding: more than 1,000 items",
        ),
        "validate, the scenario with the same list": (
            hexfield("validate", _scenario_padded(tmp_path)),
            1,
            "",  # its diagnostics go to the standard output, not measured
        ),
        "replay, the game itself (137 actions)": (hexfield("replay", log), 0, ""),
    }
    env = installed_env()
    print()
    for name, (argv, code, said) in programs.items():
        runs = [run_measured(argv, env) for _ in range(3)]
        assert all(r.returncode == code for r in runs), runs[0].stderr[-500:]
        assert said in runs[0].stderr
        seconds = statistics.median(r.seconds for r in runs)
        cpu = statistics.median(r.cpu for r in runs)
        peak = statistics.median(r.peak_mb for r in runs)
        print(f"{name:45s} {seconds:6.2f} s wall {cpu:6.2f} s CPU {peak:7.1f} MB peak")
