"""The window paints its map before it imports what only dialogs and games need
(printing, exports, the terrain generator and its dialogs, the rules engine, the
game's widgets, the balance runs, the YAML writer, the New map and load-errors
dialogs): issue 15, first paint. They come when first used, or
from ``warm_up`` once the window shows. The Scenario dock, a tab behind Forces,
is filled in (and its conditions panel imported) just after the first paint."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import sys
from PySide6.QtWidgets import QApplication
import editor.app as app_module
import editor.ui.terrain_item as terrain_item
from editor.ui.scenario_dock import ScenarioDock
at_paint = []
original_paint = terrain_item.TerrainItem.paint
def paint(self, *args):
    original_paint(self, *args)
    if not at_paint:  # the Scenario dock (a hidden tab) and its conditions panel
        built = window.findChild(ScenarioDock).built
        at_paint.append((built, "editor.ui.conditions_panel" in sys.modules))
terrain_item.TerrainItem.paint = paint
app = QApplication([])
window = app_module.build_window([sys.argv[1]], autosave_dir=None)
window.show()
for _ in range(5):
    app.processEvents()
deferred = ("editor.ui.print_export", "PySide6.QtPrintSupport", "editor.render.sheet",
            "editor.ui.generate_dialog", "editor.generate", "editor.rules", "editor.balance",
            "editor.ui.play.controller", "editor.ui.play.start_dialog", "editor.io.yaml_emit",
            "editor.ui.new_map_dialog", "editor.ui.load_errors_dialog")
inside = tuple(name + "." for name in deferred)  # and the modules of those packages
print(sorted(m for m in sys.modules if m in deferred or m.startswith(inside)))
app_module.warm_up()
print(all(m in sys.modules for m in app_module.DEFERRED_MODULES))
import time
deadline = time.monotonic() + 20  # the map drawn whole (its first paint may not be), then the dock
while not window.findChild(ScenarioDock).built and time.monotonic() < deadline:
    app.processEvents()
    time.sleep(0.01)
print(at_paint, window.findChild(ScenarioDock).built)
"""


def test_the_window_paints_without_the_dialogs_modules(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", PROBE, str(ROOT / "scenarios" / "moulin-de-la-sambre.yaml")],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split("\n")[:3] == ["[]", "True", "[(False, False)] True"]


def test_export_and_generate_open_their_dialogs_on_first_use(qtbot, tmp_path) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog
    from window_fixtures import make_window

    window = make_window(qtbot, tmp_path)
    seen: list[str] = []

    def close_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(5, close_dialog)
            return
        seen.append(type(dialog).__name__)
        assert isinstance(dialog, QDialog)
        dialog.reject()

    for action in (
        window.main_actions.export,
        window.findChild(type(window.main_actions.export), "generate_terrain"),
        window.findChild(type(window.main_actions.export), "battle_conditions"),
    ):
        QTimer.singleShot(0, close_dialog)
        action.trigger()
    assert seen == ["ExportDialog", "GenerateTerrainDialog", "BattleConditionsDialog"]
