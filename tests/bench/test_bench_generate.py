"""Benchmark: one L'Art de la Guerre V4 layout on a 24 x 16 map (target < 50 ms; prints figures).

Not a timed assertion: the test checks the layouts are whole, then prints the
median and worst times over the five territories.
"""

from __future__ import annotations

import statistics
import time

import pytest

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
