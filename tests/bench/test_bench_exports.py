"""Benchmark: every export of the biggest map the format allows, memory bounded.

Run: ``pytest tests/bench/test_bench_exports.py -s -m bench`` (several minutes:
the true-scale print draws a million hexes as vectors; ``-k "not true_scale"``
leaves it out).

A random 999 x 999 map (about 40 % of the hexes with terrain, roads, rivers,
obstacles) is exported by a fresh process per case, from the command line
(``hexfield render`` / ``hexfield sheet``) and through File > Export's
``export_to``; each line prints the wall time and the process's peak resident
memory (the kernel's count, as ``/usr/bin/time -v``). Before this work the SVG
ended in ``std::bad_alloc`` after 78 s at 2.7 GB, and the set-up sheet took
48-63 s and 1.5 GB. Figures, not timed assertions.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "render"))
from processes import hexfield, load_note, offscreen_env, run_measured
from render_samples import valid_random_map

from editor.io.scenario_file import write_scenario

pytestmark = pytest.mark.bench

SIZE = 999

CASES: dict[str, tuple[str, ...]] = {
    "PNG at 10 dpi, 50 mm hexes (17,048 x 19,687 px)": ("render", "out.png", "--dpi", "10"),
    "PNG at 96 dpi (over the limit: refused)": ("render", "out.png"),
    "SVG": ("render", "out.svg"),
    "set-up sheet, A4": ("sheet", "out.pdf"),
    "true_scale, 50 mm hexes (over the page limit: refused)": (
        "sheet",
        "out.pdf",
        "--true-scale",
    ),
    "true_scale, 5 mm hexes": ("sheet", "out.pdf", "--true-scale", "--hex-mm", "5"),
}

_WINDOW = """
import sys
from editor.commands.render import ensure_gui
ensure_gui()
from editor.io.scenario_file import read_scenario
from editor.ui.print_export import ExportSettings, export_to
result = read_scenario(sys.argv[1])
class Doc:
    scenario, ruleset, path = result.scenario, result.ruleset, sys.argv[1]
print(export_to(sys.argv[2], Doc(), ExportSettings(kind=sys.argv[3], dpi=10.0, hex_mm=50.0)))
"""

WINDOW_KINDS = {"png": "out.png", "svg": "out.svg", "sheet": "out.pdf"}


@pytest.fixture(scope="module")
def big_map(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("big") / f"map{SIZE}.yaml"
    write_scenario(valid_random_map(SIZE, SIZE, seed=SIZE), path)
    return path


def _size(path: Path) -> str:
    return f"{path.stat().st_size / 1e6:.0f} MB file" if path.exists() else "no file"


@pytest.mark.parametrize("case", list(CASES))
def test_bench_export_from_the_command_line(case: str, big_map: Path) -> None:
    command, name, *extra = CASES[case]
    out = big_map.parent / name
    out.unlink(missing_ok=True)
    run = run_measured(hexfield(command, big_map, "-o", out, *extra), offscreen_env())
    said = (run.stderr.strip().splitlines() or [""])[-1][:160]
    print(
        f"\n[bench] {SIZE} x {SIZE}, hexfield {command} {case}: exit {run.returncode},"
        f" {run.seconds:.1f} s, {run.peak_mb:.0f} MB peak, {_size(out)} ({load_note()})"
        + (f"\n  {said}" if run.returncode else "")
    )
    assert run.returncode in (0, 2)


@pytest.mark.parametrize("kind", list(WINDOW_KINDS))
def test_bench_export_from_the_window(kind: str, big_map: Path) -> None:
    out = big_map.parent / f"window-{WINDOW_KINDS[kind]}"
    out.unlink(missing_ok=True)
    run = run_measured(
        [sys.executable, "-c", _WINDOW, str(big_map), str(out), kind], offscreen_env()
    )
    print(
        f"\n[bench] {SIZE} x {SIZE}, File > Export {kind} (export_to"
        + (", 10 dpi, 50 mm hexes):" if kind == "png" else "):")
        + f" exit {run.returncode}, {run.seconds:.1f} s, {run.peak_mb:.0f} MB peak,"
        f" {_size(out)} ({load_note()})"
    )
    assert run.returncode == 0, run.stderr[-2000:]
