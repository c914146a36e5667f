"""The features added to the main window (authoring docks, ambush zones, play mode,
the balance test) are kept in MainWindow's own typed attributes: no installer
adds an attribute to a window it is handed, and what the window keeps is what
the user sees in its menus and docks."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtWidgets import QDockWidget
from window_fixtures import make_window

from editor.ui.forces_dock import ForcesDock
from editor.ui.scenario_dock import ScenarioDock

UI = Path(__file__).resolve().parents[2] / "editor" / "ui"


def _window_parameters(fn: ast.FunctionDef) -> set[str]:
    """The parameters typed as a window (``QMainWindow``, ``PlayHost``, ``…Window``)."""
    args = fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs
    return {
        a.arg
        for a in args
        if a.annotation is not None
        and any(w in ast.unparse(a.annotation) for w in ("Window", "PlayHost"))
    }


def test_no_function_adds_an_attribute_to_a_window_it_is_handed() -> None:
    added = []
    for path in sorted(UI.rglob("*.py")):
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(fn, ast.FunctionDef):
                continue
            windows = _window_parameters(fn)
            for node in ast.walk(fn):
                if isinstance(node, ast.Assign):
                    for target in node.targets:
                        if (
                            isinstance(target, ast.Attribute)
                            and isinstance(target.value, ast.Name)
                            and target.value.id in windows
                        ):
                            added.append(f"{path.name}:{node.lineno}: {ast.unparse(target)}")
    assert added == []


def test_the_window_keeps_what_the_features_show(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    docks = window.findChildren(QDockWidget)
    assert [d for d in docks if isinstance(d, ScenarioDock)] == [window.scenario_dock]
    assert [d for d in docks if isinstance(d, ForcesDock)] == [window.forces_dock]
    view_menu = window.main_actions.view_menu
    assert window.ambush_overlay.show_action in view_menu.actions()
    assert window.balance.action in window.play_mode.menu.actions()
    # With no game shown, the balance heat map is drawn over the editor's map.
    assert window.balance.controller().heat.painter() is window.view.map_painter
