"""Benchmarks: L'Art de la Guerre V4 layouts (prints figures).

One layout on a 24 x 16 map (target < 50 ms): the median and worst times over
the five territories. ``hexfield generate`` of 999 x 999 (target <= 5 s and
<= 400 MB; before the large-map work 56-72 s and 1.77 GB): a fresh process per
territory, its wall and CPU time and its peak resident memory (the kernel's
count). Not timed assertions: the tests check the layouts are whole and the
files written, then print.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import pytest
from processes import hexfield, installed_env, load_note, run_measured

from editor.generate.adlg_v4 import TERRITORIES, LayoutParams, generate_layout
from editor.generate.apply import layout_scenario


@pytest.mark.bench
def test_bench_adlg_v4_layout_24x16() -> None:
    generate_layout(LayoutParams("plain", 0))  # data file and map tables loaded once
    times = []
    scenario_times = []
    for seed in range(200):
        params = LayoutParams(TERRITORIES[seed % 5], seed, 24, 16)
        t0 = time.perf_counter()
        result = generate_layout(params)
        t1 = time.perf_counter()
        layout_scenario(result)
        t2 = time.perf_counter()
        times.append(t1 - t0)
        scenario_times.append(t2 - t1)
        assert result.terrain
    med, worst = statistics.median(times) * 1000, max(times) * 1000
    print(
        f"\nADLG V4 layout 24 x 16: median {med:.1f} ms, worst {worst:.1f} ms over 200 seeds "
        f"(target < 50 ms); into a scenario: median "
        f"{statistics.median(scenario_times) * 1000:.2f} ms"
    )


@pytest.mark.bench
@pytest.mark.parametrize("territory", ["forest", "plain"])
def test_bench_generate_999_x_999(territory: str, tmp_path: Path) -> None:
    out = tmp_path / "table.yaml"
    argv = ["generate", "-q", "--territory", territory, "--seed", "42"]
    run = run_measured(
        hexfield(*argv, "--columns", "999", "--rows", "999", "-o", out), installed_env()
    )
    assert run.returncode == 0, run.stderr
    assert out.stat().st_size > 999 * 999  # a character or more per hex
    print(
        f"\n[bench] hexfield generate 999 x 999 {territory}: {run.seconds:.1f} s wall, "
        f"{run.cpu:.1f} s CPU, {run.peak_mb:.0f} MB peak (target <= 5 s, <= 400 MB; "
        f"{load_note()})"
    )
