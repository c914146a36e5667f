"""Benchmark: open a 200 x 200 scenario in the window (prints; run with -s).

Target < 1 s from File > Open to the map painted and the Validation panel
filled (measured here rather than in tests/ui, where it used to be printed).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

from window_fixtures import make_window

from editor.core.scenario import HexTerrain, new_scenario
from editor.io.scenario_file import write_scenario


@pytest.mark.bench
def test_bench_open_200_by_200_in_the_window(qtbot, tmp_path: Path) -> None:
    scenario = new_scenario("panache", 200, 200)
    for i, h in enumerate(scenario.grid.hexes()):
        if i % 3 == 0:
            scenario.set_terrain(h, HexTerrain(frozenset({"foret" if i % 2 else "marais"})))
    path = tmp_path / "big.yaml"
    write_scenario(scenario, path)
    window = make_window(qtbot, tmp_path)
    window.show()
    times = []
    for _ in range(5):
        start = time.perf_counter()
        assert window.files.open_path(str(path))
        window.validation.validate_now()
        window.repaint()
        times.append(time.perf_counter() - start)
    assert window.document.scenario.map.columns == 200
    print(
        f"\n[bench] open 200 x 200 in the window (File > Open to painted and validated): "
        f"median {statistics.median(times) * 1000:.0f} ms, best {min(times) * 1000:.0f} ms "
        "(target < 1000 ms)"
    )
