"""Benchmark: memory growth of the editor view on a 500 x 500 map (prints; run with -s).

Issue 3 target: under 100 MB. Measured in a fresh interpreter: resident memory
after Qt and the modules are loaded, then after the map is built, shown in a
1920 x 1080 view and painted zoomed out, in the middle and close up.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

_CODE = """
import os
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

def rss_mb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024

from PySide6.QtWidgets import QApplication
app = QApplication([])
from editor.io.rulesets import load_ruleset
from editor.ui.document import Document
from editor.ui.map_view import MapView
from editor.ui.tool_state import ToolState
sys_path = os.path.join(os.getcwd(), "tests", "bench")
import sys; sys.path.insert(0, sys_path)
from test_bench_load import big_scenario
ruleset = load_ruleset("panache")
app.processEvents()
before = rss_mb()
view = MapView(Document(big_scenario(500, 500), ruleset), ToolState())
view.resize(1920, 1080)
view.show()
for zoom in (0.02, 0.3, 1.5):
    view.set_zoom(zoom)
    for _ in range(3):
        view.viewport().repaint()
        app.processEvents()
after = rss_mb()
print(f"{before:.0f} {after:.0f}")
"""


@pytest.mark.bench
def test_bench_memory_500() -> None:
    out = subprocess.run(
        [sys.executable, "-c", _CODE], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert out.returncode == 0, out.stderr[-2000:]
    before, after = (float(x) for x in out.stdout.split()[-2:])
    print(
        f"\n[bench] memory, 500 x 500 map in a 1920 x 1080 view painted at 3 zooms: "
        f"{before:.0f} MB -> {after:.0f} MB, growth {after - before:.0f} MB (target < 100 MB)"
    )
