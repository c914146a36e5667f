"""Helpers shared by the main-window tests (not a conftest: plain functions).

Every window gets its own QSettings file and recovery folder under the test's
tmp_path, so tests never read or write the person's real settings.
"""

from __future__ import annotations

import importlib
import sys
import types
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView, QMenu

from editor.core.scenario import HexTerrain, new_scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import read_scenario, write_scenario
from editor.ui.document import Document


def _install_map_view_standin() -> None:
    """Until the real map view lands: the same public API, doing the minimum."""
    try:
        importlib.import_module("editor.ui.map_view")
        return
    except ImportError:
        pass

    class MapView(QGraphicsView):
        hoverHex = Signal(object)
        statusMessage = Signal(str)
        zoomChanged = Signal(float)
        toolChanged = Signal(str)

        def __init__(self, document, tool_state, parent=None):
            super().__init__(parent)
            self.document, self.tool_state = document, tool_state
            self.current_tool = "brush"
            self._zoom = 1.0
            self._selected: set = set()
            self.centred_on = None
            self.language = "fr"

        def tool_names(self) -> list[str]:
            return ["brush", "eraser", "fill", "eyedropper", "hill", "edge", "link", "select"]

        def set_tool(self, name: str) -> None:
            self.current_tool = name
            self.toolChanged.emit(name)

        def zoom(self) -> float:
            return self._zoom

        def zoom_in(self) -> None: ...
        def zoom_out(self) -> None: ...
        def fit_to_window(self) -> None: ...
        def set_show_grid(self, on: bool) -> None: ...
        def set_show_labels(self, on: bool) -> None: ...

        def set_language(self, lang: str) -> None:
            self.language = lang

        def centre_on_hex(self, h) -> None:
            self.centred_on = h

        def select_hexes(self, hexes: set) -> None:
            self._selected = set(hexes)

        def selected_hexes(self) -> set:
            return set(self._selected)

        def copy(self) -> None: ...
        def cut(self) -> None: ...
        def paste(self) -> None: ...
        def mirror_onto_other_half(self) -> None: ...
        def rotate_onto_other_half(self) -> None: ...
        def apply_preview(self) -> None: ...
        def cancel_preview(self) -> None: ...
        def flip_left_right(self) -> None: ...
        def flip_top_bottom(self) -> None: ...
        def delete_selection(self) -> None: ...

    module = types.ModuleType("editor.ui.map_view")
    module.MapView = MapView  # type: ignore[attr-defined]
    sys.modules["editor.ui.map_view"] = module


_install_map_view_standin()

from editor.ui.main_window import MainWindow  # noqa: E402


def make_settings(tmp_path: Path, language: str = "en") -> QSettings:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", language)
    return settings


def blank_document(columns: int = 12, rows: int = 12, ruleset: str = "panache") -> Document:
    return Document(new_scenario(ruleset, columns, rows), load_ruleset(ruleset))


def make_window(
    qtbot,
    tmp_path: Path,
    document: Document | None = None,
    language: str = "en",
) -> MainWindow:
    window = MainWindow(
        document or blank_document(),
        make_settings(tmp_path, language),
        autosave_dir=tmp_path / "recovery",
    )
    # No "save changes?" prompt when the test ends with unsaved edits.
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    return window


def scenario_file(
    tmp_path: Path, name: str = "map.yaml", columns: int = 12, rows: int = 12
) -> Path:
    """A small valid scenario on disk, with a wooded hill at 0303."""
    scenario = new_scenario("panache", columns, rows, title="Test")
    h = scenario.grid.to_hex(3, 3)
    scenario.set_terrain(h, HexTerrain(frozenset({"colline", "foret"}), 1))
    path = tmp_path / name
    write_scenario(scenario, path)
    return path


ROAD_FILE = Path(__file__).resolve().parents[1] / "data" / "road-1202-1211.yaml"
FOREST = HexTerrain(frozenset({"foret"}))


def edit_menu_action(window, text: str) -> QAction:
    """The Edit menu's entry called ``text`` (ampersands ignored)."""
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and menu.title().replace("&", "") == "Edit":
            for entry in menu.actions():
                if entry.text().replace("&", "") == text:
                    return entry
    raise AssertionError(f"no Edit > {text}")


def open_road(qtbot, mouse, tmp_path: Path, cols: tuple[int, int], rows: tuple[int, int]):
    """The issue-24 repro map (road 1202 -> 1211) with a wood at the selection's
    top-left corner, in a window, the rectangle ``cols`` x ``rows`` dragged with S."""
    loaded = read_scenario(ROAD_FILE)
    assert loaded.ok and loaded.scenario is not None and loaded.ruleset is not None
    scenario = loaded.scenario
    grid = scenario.grid
    scenario.set_terrain(grid.to_hex(cols[0], rows[0]), FOREST)
    document = Document(scenario, loaded.ruleset, None)
    window = make_window(qtbot, tmp_path, document)
    window.show()
    qtbot.waitExposed(window)
    view = window.view
    view.setFocus()
    QTest.keyClick(view.viewport(), Qt.Key.Key_S)
    mouse.drag(
        view,
        [
            mouse.hex_point(view, grid.to_hex(cols[0], rows[0])),
            mouse.hex_point(view, grid.to_hex(cols[1], rows[1])),
        ],
    )
    assert {grid.to_offset(h) for h in view.selected_hexes()} == {
        (c, r) for c in range(cols[0], cols[1] + 1) for r in range(rows[0], rows[1] + 1)
    }
    return window, document
