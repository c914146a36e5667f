"""The main window's actions, menus and toolbars.

Built from the window's parts (view, file controller, docks, undo stack) and
connected to their public methods only: no domain logic here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar

from editor.ui import print_export

if TYPE_CHECKING:
    from editor.ui.main_window import MainWindow

StandardKey = QKeySequence.StandardKey
ZONES_KEY = "view/deployment_zones"
"""Settings key of View > Deployment Zones (shown unless turned off)."""


class MainActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        w, view, files = window, window.view, window.files
        stack = window.document.undo_stack

        def act(
            text: str, slot: Callable[[], object], shortcut: object = None, tip: str = ""
        ) -> QAction:
            action = QAction(text, w)
            if isinstance(shortcut, list):
                action.setShortcuts(shortcut)
            elif shortcut is not None:
                action.setShortcut(shortcut)  # type: ignore[arg-type]
            if tip:
                action.setStatusTip(tip)
                action.setToolTip(tip)
            action.triggered.connect(lambda _checked=False: slot())
            return action

        self.new = act(self.tr("&New…"), files.new, StandardKey.New, self.tr("Create a new map"))
        self.open = act(self.tr("&Open…"), files.open, StandardKey.Open, self.tr("Open a scenario"))
        self.save = act(
            self.tr("&Save"), files.save, StandardKey.Save, self.tr("Save the scenario")
        )
        self.save_as = act(self.tr("Save &As…"), files.save_as, StandardKey.SaveAs)
        self.revert = act(
            self.tr("&Revert"),
            files.revert,
            None,
            self.tr("Reload the saved file, dropping the changes"),
        )
        self.preferences = act(
            self.tr("&Preferences…"), w.show_preferences, StandardKey.Preferences
        )
        self.quit = act(self.tr("&Quit"), w.close, StandardKey.Quit)
        self.print_ = act(
            self.tr("&Print…"),
            lambda: print_export.print_scenario(w, w.document, w.language),
            StandardKey.Print,
            self.tr("Print the table set-up sheet"),
        )
        self.print_preview = act(
            self.tr("Print Pre&view…"),
            lambda: print_export.print_preview(w, w.document, w.language),
        )
        self.export = act(
            self.tr("&Export…"),
            lambda: print_export.export_dialog(w, w.document, w.language),
            QKeySequence("Ctrl+E"),
            self.tr("Export the map (PNG, SVG) or the set-up sheet (PDF, true scale)"),
        )
        self.recent_menu = QMenu(self.tr("Open &Recent"), w)

        self.undo = stack.createUndoAction(w, self.tr("&Undo"))
        self.undo.setShortcut(StandardKey.Undo)
        self.redo = stack.createRedoAction(w, self.tr("&Redo"))
        self.redo.setShortcut(StandardKey.Redo)
        self.cut = act(self.tr("Cu&t"), view.cut, StandardKey.Cut)
        self.copy = act(self.tr("&Copy"), view.copy, StandardKey.Copy)
        self.paste = act(self.tr("&Paste"), view.paste, StandardKey.Paste)
        self.delete = act(
            self.tr("&Delete"),
            view.delete_selection,
            StandardKey.Delete,
            self.tr("Clear the selected hexes"),
        )
        self.mirror = act(
            self.tr("&Mirror selection"),
            view.mirror_selection,
            None,
            self.tr("Mirror the selection, to build balanced maps"),
        )
        self.rotate = act(self.tr("R&otate selection 180°"), view.rotate_selection_180)

        self.zoom_in = act(
            self.tr("Zoom &in"),
            view.zoom_in,
            [QKeySequence(StandardKey.ZoomIn), QKeySequence("+"), QKeySequence("=")],
        )
        self.zoom_out = act(
            self.tr("Zoom &out"),
            view.zoom_out,
            [QKeySequence(StandardKey.ZoomOut), QKeySequence("-")],
        )
        self.fit = act(self.tr("&Fit to window"), view.fit_to_window, QKeySequence("Ctrl+0"))
        self.show_grid = QAction(self.tr("Show &grid"), w, checkable=True, checked=True)
        self.show_grid.setShortcut(QKeySequence("Ctrl+G"))
        self.show_grid.toggled.connect(view.set_show_grid)
        self.show_labels = QAction(self.tr("Show hex &labels"), w, checkable=True, checked=True)
        self.show_labels.setShortcut(QKeySequence("Ctrl+L"))
        self.show_labels.toggled.connect(view.set_show_labels)
        self.show_zones = QAction(self.tr("Deployment &Zones"), w, checkable=True)
        self.show_zones.setObjectName("view_deployment_zones")
        self.show_zones.setStatusTip(self.tr("Show the sides' deployment zones on the map"))
        self.show_zones.setChecked(w.settings.value(ZONES_KEY, True, type=bool))
        view.set_show_zones(self.show_zones.isChecked())
        self.show_zones.toggled.connect(view.set_show_zones)
        self.show_zones.toggled.connect(lambda on: w.settings.setValue(ZONES_KEY, on))

        self.tools = QActionGroup(w)
        self.tools.setExclusive(True)
        self.tool_actions: dict[str, QAction] = {}
        labels = self._tool_labels()
        for name in view.tool_names():
            if name not in labels:
                continue  # tools of a feature panel (zones, units) have their own toolbar
            text, key, tip = labels[name]
            action = QAction(text, w, checkable=True)
            if key:
                action.setShortcut(QKeySequence(key))
                tip = f"{tip} ({key})"
            action.setToolTip(tip)
            action.setStatusTip(tip)
            action.setData(name)
            action.triggered.connect(lambda _checked=False, n=name: view.set_tool(n))
            self.tools.addAction(action)
            self.tool_actions[name] = action
        self.show_tool(view.current_tool)

        self._build_menus()
        self._build_toolbars()
        files.recentFilesChanged.connect(self._on_recent_files_changed)
        window.document.stateChanged.connect(self._on_document_state_changed)
        self._on_recent_files_changed()
        self._on_document_state_changed()

    def _tool_labels(self) -> dict[str, tuple[str, str, str]]:
        """Tool name -> (menu text, shortcut, tooltip)."""
        return {
            "brush": (
                self.tr("&Brush"),
                "B",
                self.tr("Paint the chosen terrain (Shift: replace the hex)"),
            ),
            "eraser": (self.tr("&Eraser"), "E", self.tr("Clear hexes back to open ground")),
            "fill": (self.tr("&Fill"), "F", self.tr("Fill the region of identical terrain")),
            "eyedropper": (self.tr("Eye&dropper"), "I", self.tr("Pick the terrain of a hex")),
            "hill": (self.tr("&Hill level"), "H", self.tr("Set the height of hexes")),
            "edge": (
                self.tr("&Obstacle"),
                "O",
                self.tr("Place an obstacle on a hex side, facing the hex the cursor is in"),
            ),
            "link": (self.tr("&Road / river"), "L", self.tr("Drag through hexes to connect them")),
            "select": (self.tr("&Select"), "S", self.tr("Select a rectangle of hexes")),
        }

    def show_tool(self, name: str) -> None:
        action = self.tool_actions.get(name)
        if action is not None and not action.isChecked():
            action.setChecked(True)

    def _build_menus(self) -> None:
        w = self._window
        bar = w.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addActions([self.new, self.open])
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addActions([self.save, self.save_as, self.revert])
        file_menu.addSeparator()
        file_menu.addActions([self.print_, self.print_preview, self.export])
        file_menu.addSeparator()
        file_menu.addAction(self.preferences)
        file_menu.addSeparator()
        file_menu.addAction(self.quit)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addActions([self.undo, self.redo])
        edit.addSeparator()
        edit.addActions([self.cut, self.copy, self.paste, self.delete])
        edit.addSeparator()
        edit.addActions([self.mirror, self.rotate])
        view = bar.addMenu(self.tr("&View"))
        view.addActions([self.zoom_in, self.zoom_out, self.fit])
        view.addSeparator()
        view.addActions([self.show_grid, self.show_labels, self.show_zones])
        view.addSeparator()
        panels = view.addMenu(self.tr("&Panels"))
        # Filled when shown: feature panels (forces, scenario) are added after the menus.
        panels.aboutToShow.connect(lambda: self._fill_panels(panels))
        tools = bar.addMenu(self.tr("&Tools"))
        tools.addActions(list(self.tool_actions.values()))

    def _fill_panels(self, menu: QMenu) -> None:
        menu.clear()
        for dock in self._window.docks():
            menu.addAction(dock.toggleViewAction())

    def _build_toolbars(self) -> None:
        w = self._window
        main = QToolBar(self.tr("File"), w)
        main.setObjectName("FileToolBar")
        main.addActions([self.new, self.open, self.save])
        main.addSeparator()
        main.addActions([self.undo, self.redo])
        main.addSeparator()
        main.addActions([self.zoom_in, self.zoom_out, self.fit])
        w.addToolBar(main)
        tools = QToolBar(self.tr("Tools"), w)
        tools.setObjectName("ToolsToolBar")
        tools.addActions(list(self.tool_actions.values()))
        w.addToolBar(tools)

    def _on_recent_files_changed(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self._window.files
        for i, path in enumerate(files.recent_files()):
            label = f"&{i + 1} {Path(path).name}" if i < 9 else Path(path).name
            action = menu.addAction(label)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _checked=False, p=path: files.open_recent(p))
        if menu.isEmpty():
            empty = menu.addAction(self.tr("(none)"))
            empty.setEnabled(False)
        else:
            menu.addSeparator()
            menu.addAction(self.tr("&Clear the list"), files.clear_recent)

    def _on_document_state_changed(self) -> None:
        doc = self._window.document
        self.revert.setEnabled(doc.path is not None and doc.is_modified)
