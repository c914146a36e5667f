"""Quitting is quick: after the last confirmation the window goes and the process ends.

The time went into the interpreter's final garbage collections over every object
still alive; ``run`` leaves (almost) nothing for them to walk. Checked in a fresh
process on the count of objects those collections would walk, not on a clock.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_SESSION = """
import gc, sys
from PySide6.QtCore import QTimer
import editor.app as app
from editor.ui.file_controller import Answer, FileController

FileController.ask_save_changes = lambda self: Answer.Discard  # the last confirmation
built = app.build_window

def build(files, *args, **kwargs):
    window = built(files, *args, **kwargs)

    def quit_after_an_edit():
        window.document.undo_stack.resetClean()  # unsaved changes: closing asks
        print("alive before", len(gc.get_objects()))
        window.close()

    QTimer.singleShot(200, quit_after_an_edit)
    return window

app.build_window = build
code = app.run(sys.argv[1:])
print("left for the final collections", len(gc.get_objects()))
sys.exit(code)
"""


def test_quitting_leaves_the_final_collections_nothing_to_walk(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    scenario = ROOT / "scenarios" / "moulin-de-la-sambre.yaml"
    out = subprocess.run(
        [sys.executable, "-c", _SESSION, str(scenario)],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    counts = dict(line.rsplit(" ", 1) for line in out.stdout.splitlines() if line[-1:].isdigit())
    before, left = int(counts["alive before"]), int(counts["left for the final collections"])
    assert before > 20_000  # the window's session: modules, caches, Qt wrappers
    assert left < before // 20, (before, left)
