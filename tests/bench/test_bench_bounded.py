"""Benchmark: validation time of issue 15's stress files (prints; run with -s).

Target: any file under the 64 MB cap, up to 999 x 999, validates in <= 2 s.
Each file is built by ``tests/stress_files.py`` (never committed), then read
in this process (median of 3 ``read_scenario``) and by ``hexfield validate`` in
a fresh one (what a person waits for, imports included); wall time and CPU
time both, as the 2 cores are often shared. Not timed assertions:
the test only checks what each file is told.
"""

from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest
import stress_files

from editor.io.scenario_file import read_scenario

CASES = {
    # name: (builder, the first diagnostic's code, or None for a valid file)
    "unknown symbols, 300 x 300": (
        lambda: stress_files.unknown_symbols(300),
        "terrain.unknown-symbol",
    ),
    "unknown symbols, 999 x 999": (
        lambda: stress_files.unknown_symbols(999),
        "terrain.unknown-symbol",
    ),
    "20,000 deployment ranges, 24 x 24": (
        lambda: stress_files.deployment_ranges(20_000, 24),
        "schema.too-large",
    ),
    "20,000 deployment ranges, 999 x 999": (
        lambda: stress_files.deployment_ranges(20_000, 999),
        "schema.too-large",
    ),
    "5,000 deployment ranges, 24 x 24": (
        lambda: stress_files.deployment_ranges(5_000, 24),
        "range.too-many-hexes",
    ),
    "1,000,000-line generation log": (
        lambda: stress_files.generation_log(1_000_000),
        "schema.too-large",
    ),
    "50,000 units": (lambda: stress_files.many_units(50_000), "schema.too-large"),
    "200,000 condition keys": (lambda: stress_files.condition_keys(200_000), "schema.too-large"),
    "valid 999 x 999 map": (lambda: stress_files.valid_map(999), None),
}


@pytest.mark.bench
@pytest.mark.parametrize("name", list(CASES))
def test_bench_stress_file_validation(name: str, tmp_path: Path) -> None:
    build, code = CASES[name]
    path = tmp_path / "stress.yaml"
    path.write_text(build(), encoding="utf-8")
    times, cpu = [], []
    for _ in range(3):
        start, start_cpu = time.perf_counter(), time.process_time()
        result = read_scenario(path)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    if code is None:
        assert result.ok, result.diagnostics[:5]
    else:
        assert result.diagnostics and result.diagnostics[0].code == code, result.diagnostics[:3]
    start, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run(
        [sys.executable, "-m", "editor", "validate", "-q", str(path)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    command = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    command_cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    assert run.returncode == (0 if code is None else 1), run.stderr[-2000:]
    print(
        f"\n[bench] validate {name} ({path.stat().st_size / 1e6:.1f} MB, "
        f"{len(result.diagnostics)} diagnostics listed): read_scenario median "
        f"{statistics.median(times) * 1000:.0f} ms ({statistics.median(cpu) * 1000:.0f} ms CPU), "
        f"`hexfield validate` {command * 1000:.0f} ms ({command_cpu * 1000:.0f} ms CPU) "
        "(target <= 2000 ms)"
    )
