"""What playing needs of the editor's main window, as a protocol.

``editor.ui.main_window.MainWindow`` installs the play mode (``install_play``)
and is its host: a ``QMainWindow`` with the editor's document, actions, status
bar, map view and recovery folder. Naming only what is used, here, keeps
``editor.ui.play`` from importing the window that imports it (no import cycle).
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QByteArray, QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMenuBar, QToolBar, QWidget

from editor.ui.document import Document


class EditorWindow(Protocol):
    document: Document
    language: str
    actions: Any
    """``MainActions``: the editing actions, ``tool_actions``, the panel menus."""
    status: Any
    """``MapStatusBar``: ``show_tool_message``."""
    autosaver: Any
    """The scenario's ``Autosaver``: its ``directory`` holds the game's copies too."""
    view: QWidget
    play_mode: Any

    def menuBar(self) -> QMenuBar: ...
    def docks(self) -> list[QDockWidget]: ...
    def saveState(self) -> QByteArray: ...
    def restoreState(self, state: QByteArray) -> bool: ...
    def takeCentralWidget(self) -> QWidget | None: ...
    def setCentralWidget(self, widget: QWidget | None) -> None: ...
    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget) -> None: ...
    def removeDockWidget(self, dock: QDockWidget) -> None: ...
    def addToolBar(self, bar: QToolBar) -> None: ...
    def findChildren(self, kind: type) -> list[Any]: ...
    def installEventFilter(self, obj: QObject) -> None: ...
