"""The main window: assembles the map view, the docks, the actions and the status bar.

No domain logic lives here: file handling is in ``FileController``, menus and
toolbars in ``MainActions``, painting in the view's tools. The window only
wires signals between parts that never see each other.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QIcon, QShowEvent
from PySide6.QtWidgets import QDialog, QDockWidget, QWidget

from editor.core.edits import Change
from editor.core.hexes import Hex
from editor.ui.actions import MainActions
from editor.ui.ambush_overlay import AmbushOverlayController, install_ambush_overlay
from editor.ui.authoring import install_authoring
from editor.ui.autosave import Autosaver
from editor.ui.balance import BalanceEntry, install_balance
from editor.ui.document import Document
from editor.ui.file_controller import FileController
from editor.ui.generate_menu import install_generation
from editor.ui.help_menu import HelpMenu, install_help
from editor.ui.history_view import HistoryView
from editor.ui.live_language import again, install_language, retranslate, retranslate_history
from editor.ui.map_view import MapView
from editor.ui.palette_dock import PaletteDock
from editor.ui.play import PlayMode, install_play
from editor.ui.play.host import PlayHost
from editor.ui.preferences_dialog import PreferencesDialog, effective_language
from editor.ui.preview_bar import PreviewBar
from editor.ui.status_bar import MapStatusBar, describe_hex
from editor.ui.tool_state import ToolState
from editor.ui.validation_dock import ValidationDock
from editor.ui.wheel_guard import guard_map_edges

DockArea = Qt.DockWidgetArea
BOTTOM_PANELS_PX = 170
"""Height of the Validation panel and the undo history under the map (about six problems)."""


class MainWindow(PlayHost):
    def __init__(
        self,
        document: Document,
        settings: QSettings,
        tool_state: ToolState | None = None,
        autosave_dir: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.resize(1400, 900)
        self.document = document
        self.settings = settings
        self.tool_state = tool_state or ToolState(self)
        self.language = effective_language(settings)
        self.tool_state.language = self.language
        self._hover: Hex | None = None
        self._shown = False

        self.view: MapView = MapView(document, self.tool_state, self)
        self.setCentralWidget(self.view)
        self.autosaver = Autosaver(document, autosave_dir, parent=self)
        self.files = FileController(self, document, settings, self.autosaver, self.language)

        self.palette_dock = PaletteDock(document, self.tool_state, self)
        self.addDockWidget(DockArea.LeftDockWidgetArea, self.palette_dock)
        self.history = QDockWidget(self.tr("Undo history"), self)
        self.history.setObjectName("HistoryDock")
        self.undo_view = HistoryView(document.undo_stack)
        self.undo_view.set_empty_label(self.files.history_start())
        self.undo_view.set_clean_icon(QIcon.fromTheme("document-save"))
        self.history.setWidget(self.undo_view)
        self.addDockWidget(DockArea.RightDockWidgetArea, self.history)
        self.validation = ValidationDock(document, self)
        self.validation.set_language(self.language)
        self.addDockWidget(DockArea.RightDockWidgetArea, self.validation)

        self.status = MapStatusBar(self)
        self.setStatusBar(self.status)
        self.preview_bar = PreviewBar(self)
        self.status.insertPermanentWidget(1, self.preview_bar)  # before the tool messages
        self.main_actions: MainActions = MainActions(self, self)
        self.scenario_dock, self.forces_dock = install_authoring(
            self, document, self.view, self.tool_state, after_paint=True
        )
        self._give_the_forces_room()
        guard_map_edges(self.view)
        install_generation(self, document)
        self.ambush_overlay: AmbushOverlayController = install_ambush_overlay(self, self, document)
        self.play_mode: PlayMode = install_play(self)
        """The *Play* menu and the switch to a game."""
        self.balance: BalanceEntry = install_balance(self, self)
        self.help_menu: HelpMenu = install_help(self, self)
        self.main_actions.finish()

        self._wire()
        self._restore_layout()
        self.status.show_zoom(self.view.zoom())

    # --- wiring -----------------------------------------------------------------

    def _wire(self) -> None:
        view = self.view
        view.hoverHex.connect(self._on_hover_hex)
        view.statusMessage.connect(self.status.show_tool_message)
        view.zoomChanged.connect(self.status.show_zoom)
        view.toolChanged.connect(self.main_actions.show_tool)
        view.previewChanged.connect(self.preview_bar.show_question)
        self.preview_bar.applied.connect(view.apply_preview)
        self.preview_bar.cancelled.connect(view.cancel_preview)
        self.palette_dock.toolRequested.connect(view.set_tool)
        self.validation.hexActivated.connect(self._on_hex_activated)
        self.files.statusMessage.connect(self.status.show_tool_message)
        self.files.historyStarted.connect(self.undo_view.set_empty_label)
        self.files.problemsOpened.connect(self._show_validation)
        self.autosaver.failed.connect(self._on_autosave_failed)
        self.document.changed.connect(self._on_document_changed)

    def _give_the_forces_room(self) -> None:
        """The Scenario and Forces tabs take the whole right column (they held a
        third of it and scrolled all the time); the Validation panel and the undo
        history sit side by side under the map, where a problem reads whole."""
        self.setCorner(Qt.Corner.BottomLeftCorner, DockArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, DockArea.RightDockWidgetArea)
        self.addDockWidget(DockArea.BottomDockWidgetArea, self.validation)
        self.splitDockWidget(self.validation, self.history, Qt.Orientation.Horizontal)
        self.resizeDocks([self.validation, self.history], [3, 1], Qt.Orientation.Horizontal)
        self.resizeDocks([self.validation], [BOTTOM_PANELS_PX], Qt.Orientation.Vertical)

    def _on_hover_hex(self, h: Hex | None) -> None:
        self._hover = h
        text = (
            describe_hex(self.document, h, self.language, self.status.hex_notes)
            if h is not None
            else ""
        )
        self.status.show_hex_info(text)

    def _on_document_changed(self, change: object) -> None:
        if isinstance(change, Change) and change.everything:
            # Another map was opened or created: show all of it, once laid out.
            QTimer.singleShot(0, self.view, self.view.fit_to_window)
        if self._hover is not None:
            self._on_hover_hex(self._hover)  # the terrain under the cursor may have changed

    def _show_validation(self) -> None:
        self.validation.show()
        self.validation.raise_()

    def _on_hex_activated(self, h: Hex) -> None:
        self.view.centre_on_hex(h)
        self.view.select_hexes({h})

    def _on_autosave_failed(self, message: str) -> None:
        self.status.show_tool_message(
            self.tr("Recovery copy not written: %1").replace("%1", message)
        )

    # --- language ---------------------------------------------------------------

    def show_preferences(self) -> None:
        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            dialog.store()
            self.set_language(effective_language(self.settings))

    def set_language(self, language: str) -> None:
        """The window in ``language`` at once: Qt's words through the translator
        (``changeEvent``), element names and the rules' phrases here."""
        install_language(language)
        self.language = language
        self.tool_state.language = language
        self.files.language = language
        self.palette_dock.set_language(language)
        self.view.set_language(language)
        self.validation.set_language(language)
        self.play_mode.set_language(language)
        self.tool_state.changed.emit()
        self._on_hover_hex(self._hover)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            retranslate(self)
            self.files.retitle()
            # The history's entries, then the Undo and Redo actions named after them.
            retranslate_history(self.document.undo_stack)
            self.undo_view.set_empty_label(again(self.undo_view.empty_label()))
            self.undo_view.reread()
            self.main_actions.undo.name()
            self.main_actions.redo.name()

    # --- layout and closing -------------------------------------------------------

    def _restore_layout(self) -> None:
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        if isinstance(state, QByteArray):
            self.restoreState(state)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            QTimer.singleShot(0, self.view, self.view.fit_to_window)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.close():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        event.accept()
