"""The main window's actions, menus and toolbars.

Built from the window's parts (view, file controller, docks, undo stack) and
connected to their public methods only: no domain logic here.

Menus as Tiled users expect them: every tool under *Tools* (and in the Tools
toolbar), every panel under *View > Panels*, nowhere else. Toolbar buttons
carry short texts (``iconText``; tooltips carry the detail), and every action
that can be greyed out says why (``action_tips``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QToolBar

from editor.ui.action_tips import explain_when_disabled, plain, show_tooltips
from editor.ui.document import Document
from editor.ui.file_controller import FileController
from editor.ui.map_view import MapView
from editor.ui.tool_actions import ToolActions
from editor.ui.undo_actions import StackAction
from editor.ui.zoomable import Zoomable

if TYPE_CHECKING:
    from editor.ui.ambush_overlay import AmbushOverlayController

StandardKey = QKeySequence.StandardKey
ZONES_KEY = "view/deployment_zones"
"""Settings key of View > Deployment Zones (shown unless turned off)."""


def _print_export() -> ModuleType:
    """Printing and exports, imported when first used (or warmed up once the map is
    painted, see ``editor.app``): with QtPrintSupport and the set-up sheet
    renderer they were a fifth of the window's start-up imports."""
    from editor.ui import print_export

    return print_export


class WindowParts(Protocol):
    """What the actions act on, as the main window holds it."""

    document: Document
    files: FileController
    view: MapView
    settings: QSettings
    language: str
    ambush_overlay: AmbushOverlayController
    """Installed after the actions, before ``finish``."""

    def show_preferences(self) -> None: ...


class MainActions(QObject):
    def __init__(self, window: QMainWindow, parts: WindowParts) -> None:
        """Menus and toolbars go in ``window``; their actions act on ``parts``
        (the ``MainWindow`` is both)."""
        super().__init__(window)
        self._window = window
        self._parts = parts
        self.zoom_target: Zoomable = parts.view
        """What View > Zoom acts on: the map view, or the board while a game is shown."""

        self._file_actions(parts)
        self._edit_actions(parts)
        self._view_actions(parts)

        view, files = parts.view, parts.files
        self.tool_set = ToolActions(window, view.tool_names(), view.set_tool)
        self.tools = self.tool_set.group
        self.tool_actions: dict[str, QAction] = self.tool_set.actions
        self.show_tool(view.current_tool)

        self._build_menus()
        self._build_toolbars()
        files.recentFilesChanged.connect(self._on_recent_files_changed)
        parts.document.stateChanged.connect(self._on_document_state_changed)
        self._on_recent_files_changed()
        self._on_document_state_changed()

    def _act(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | StandardKey | str | list[QKeySequence] | None = None,
        tip: str = "",
        short: str = "",
    ) -> QAction:
        """An action of the window's, ``short`` its toolbar text."""
        action = QAction(text, self._window)
        if short:
            action.setIconText(short)  # the toolbar's text
        if isinstance(shortcut, list):
            action.setShortcuts(shortcut)
        elif shortcut is not None:
            action.setShortcut(shortcut)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _file_actions(self, parts: WindowParts) -> None:
        """The File menu's: files, printing, exports, preferences, quit."""
        w, files = self._window, parts.files
        self.new = self._act(
            self.tr("&New…"), files.new, StandardKey.New, self.tr("Create a new map")
        )
        self.open = self._act(
            self.tr("&Open…"), files.open, StandardKey.Open, self.tr("Open a scenario")
        )
        self.save = self._act(
            self.tr("&Save"), files.save, StandardKey.Save, self.tr("Save the scenario")
        )
        self.save_as = self._act(self.tr("Save &As…"), files.save_as, StandardKey.SaveAs)
        self.revert = self._act(
            self.tr("&Revert"),
            files.revert,
            None,
            self.tr("Reload the saved file, dropping the changes"),
        )
        self._revert_tip = explain_when_disabled(self.revert, self._why_no_revert)
        self.preferences = self._act(
            self.tr("&Preferences…"), parts.show_preferences, StandardKey.Preferences
        )
        self.quit = self._act(self.tr("&Quit"), w.close, StandardKey.Quit)
        self.print_ = self._act(
            self.tr("&Print…"),
            lambda: _print_export().print_scenario(w, parts.document, parts.language),
            StandardKey.Print,
            self.tr("Print the table set-up sheet"),
        )
        self.print_preview = self._act(
            self.tr("Print Pre&view…"),
            lambda: _print_export().print_preview(w, parts.document, parts.language),
        )
        self.export = self._act(
            self.tr("&Export…"),
            lambda: _print_export().export_dialog(w, parts.document, parts.language),
            QKeySequence("Ctrl+E"),
            self.tr("Export the map (PNG, SVG) or the set-up sheet (PDF, true scale)"),
        )
        self.recent_menu = QMenu(self.tr("Open &Recent"), w)

    def _edit_actions(self, parts: WindowParts) -> None:
        """The Edit menu's: undo and redo, the clipboard, flips and mirrors."""
        view, stack = parts.view, parts.document.undo_stack
        w = self._window
        # The stack renames these after each edit ("Undo Place Dragons (2)"): the
        # toolbar keeps a short text, the tooltip and the menu the full one.
        self.undo = StackAction(stack, redo=False, parent=w)
        self.undo.setShortcut(StandardKey.Undo)
        self.undo.setIconText(self.tr("Undo"))
        self.redo = StackAction(stack, redo=True, parent=w)
        self.redo.setShortcut(StandardKey.Redo)
        self.redo.setIconText(self.tr("Redo"))
        explain_when_disabled(
            self.undo, lambda: self.tr("Nothing to undo"), lambda: self._tip_of(self.undo)
        )
        explain_when_disabled(
            self.redo, lambda: self.tr("Nothing to redo"), lambda: self._tip_of(self.redo)
        )
        self.cut = self._act(self.tr("Cu&t"), view.cut, StandardKey.Cut)
        self.copy = self._act(self.tr("&Copy"), view.copy, StandardKey.Copy)
        self.paste = self._act(self.tr("&Paste"), view.paste, StandardKey.Paste)
        self.delete = self._act(
            self.tr("&Delete"),
            view.delete_selection,
            StandardKey.Delete,
            self.tr("Clear the selected hexes"),
        )
        # Tiled flips a stamp with X and Y; X picks the extras tool here, so Shift.
        self.flip_left_right = self._act(
            self.tr("Flip selection &left-right"),
            view.flip_left_right,
            QKeySequence("Shift+X"),
            self.tr("Flip the selected hexes in place, about the selection's centre (Shift+X)"),
        )
        self.flip_top_bottom = self._act(
            self.tr("Flip selection top-&bottom"),
            view.flip_top_bottom,
            QKeySequence("Shift+Y"),
            self.tr("Flip the selected hexes in place, about the selection's centre (Shift+Y)"),
        )
        self.mirror = self._act(
            self.tr("&Mirror onto the other half…"),
            view.mirror_onto_other_half,
            None,
            self.tr(
                "Copy the selection onto its left-right mirror image about the map's centre, "
                "to build balanced maps; shows where first"
            ),
        )
        self.rotate = self._act(
            self.tr("R&otate onto the other half…"),
            view.rotate_onto_other_half,
            None,
            self.tr(
                "Copy the selection onto its half-turn image about the map's centre, "
                "to build balanced maps; shows where first"
            ),
        )

    def _view_actions(self, parts: WindowParts) -> None:
        """The View menu's: zoom (on the map or the game's board), grid, labels, zones."""
        w, view = self._window, parts.view
        self.zoom_in = self._act(
            self.tr("Zoom &in"),
            lambda: self.zoom_target.zoom_in(),
            [QKeySequence(StandardKey.ZoomIn), QKeySequence("+"), QKeySequence("=")],
            self.tr("Zoom in (+)"),
            self.tr("Zoom +"),
        )
        self.zoom_out = self._act(
            self.tr("Zoom &out"),
            lambda: self.zoom_target.zoom_out(),
            [QKeySequence(StandardKey.ZoomOut), QKeySequence("-")],
            self.tr("Zoom out (-)"),
            self.tr("Zoom −"),
        )
        self.fit = self._act(
            self.tr("&Fit to window"),
            lambda: self.zoom_target.fit_to_window(),
            QKeySequence("Ctrl+0"),
            self.tr("Show the whole map (Ctrl+0)"),
            self.tr("Fit"),
        )
        self.show_grid = QAction(self.tr("Show &grid"), w, checkable=True, checked=True)
        self.show_grid.setShortcut(QKeySequence("Ctrl+G"))
        self.show_grid.toggled.connect(view.set_show_grid)
        self.show_labels = QAction(self.tr("Show hex &labels"), w, checkable=True, checked=True)
        self.show_labels.setShortcut(QKeySequence("Ctrl+L"))
        self.show_labels.toggled.connect(view.set_show_labels)
        self.show_zones = QAction(self.tr("Deployment &Zones"), w, checkable=True)
        self.show_zones.setObjectName("view_deployment_zones")
        self.show_zones.setStatusTip(self.tr("Show the sides' deployment zones on the map"))
        self.show_zones.setChecked(bool(parts.settings.value(ZONES_KEY, True, type=bool)))
        view.set_show_zones(self.show_zones.isChecked())
        self.show_zones.toggled.connect(view.set_show_zones)
        self.show_zones.toggled.connect(lambda on: parts.settings.setValue(ZONES_KEY, on))

    def show_tool(self, name: str) -> None:
        self.tool_set.show_tool(name)

    def _tip_of(self, action: QAction) -> str:
        """An undo or redo tooltip: its full text ("Undo Place Dragons") and key."""
        key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        return f"{plain(action.text())} ({key})" if key else plain(action.text())

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
        edit.addActions([self.flip_left_right, self.flip_top_bottom])
        edit.addSeparator()
        edit.addActions([self.mirror, self.rotate])
        view = bar.addMenu(self.tr("&View"))
        view.addActions([self.zoom_in, self.zoom_out, self.fit])
        view.addSeparator()
        view.addActions([self.show_grid, self.show_labels, self.show_zones])
        self.view_menu = view
        # Filled when shown: feature panels (forces, scenario) are added after the menus.
        self.panels_menu = QMenu(self.tr("&Panels"), w)
        self.panels_menu.aboutToShow.connect(self._fill_panels)
        self.toolbars_menu = QMenu(self.tr("Tool&bars"), w)
        self.toolbars_menu.aboutToShow.connect(self._fill_toolbars)
        tools = bar.addMenu(self.tr("&Tools"))
        tools.addActions(self.tool_set.terrain())
        tools.addSeparator()
        tools.addActions(self.tool_set.forces())

    def finish(self) -> None:
        """Once every feature added its actions: View ends with the panels and
        toolbars, greyed entries say why, and menus show those reasons."""
        w = self._window
        view = self.view_menu
        view.addSeparator()
        view.addMenu(self.panels_menu)
        view.addMenu(self.toolbars_menu)
        overlay = self._parts.ambush_overlay
        # The options of a hidden overlay would change nothing on screen.
        for option in (overlay.light_action, overlay.north_action):
            explain_when_disabled(
                option, lambda: self.tr("Show the ambush zones first (View > Ambush Zones)")
            )
        for action in w.menuBar().actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                show_tooltips(menu)

    def _fill_panels(self) -> None:
        menu = self.panels_menu
        menu.clear()
        for dock in self._window.findChildren(QDockWidget):
            menu.addAction(dock.toggleViewAction())

    def _fill_toolbars(self) -> None:
        menu = self.toolbars_menu
        menu.clear()
        for toolbar in self._window.findChildren(QToolBar):
            menu.addAction(toolbar.toggleViewAction())

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
        tools.addActions(self.tool_set.terrain())
        tools.addSeparator()
        tools.addActions(self.tool_set.forces())
        w.addToolBar(tools)
        self.toolbars = (main, tools)

    def _on_recent_files_changed(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self._parts.files
        for i, path in enumerate(files.recent_files()):
            label = f"&{i + 1} {Path(path).name}" if i < 9 else Path(path).name
            action = menu.addAction(label)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _checked=False, p=path: files.open_recent(p))
        if menu.isEmpty():
            empty = menu.addAction(self.tr("(none)"))
            empty.setEnabled(False)
            reason = self.tr("No file opened yet: File > Open")
            empty.setStatusTip(reason)
            empty.setToolTip(reason)
        else:
            menu.addSeparator()
            menu.addAction(self.tr("&Clear the list"), files.clear_recent)

    def _on_document_state_changed(self) -> None:
        doc = self._parts.document
        self.revert.setEnabled(doc.path is not None and doc.is_modified)
        self._revert_tip.refresh()

    def _why_no_revert(self) -> str:
        if self._parts.document.path is None:
            return self.tr("Nothing to revert to: the map has not been saved yet")
        return self.tr("Nothing to revert: no changes since the file was saved or opened")
