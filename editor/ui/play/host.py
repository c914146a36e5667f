"""What play mode needs of the window it plays in.

``PlayMode`` takes the editor's menus, docks and central widget away while a
game is shown and gives them back after, and reads the document, the
language, the status bar and the recovery folder. The main window is a
``PlayHost``: it installs play mode, and play mode knows it only by this
interface, so neither module imports the other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QWidget

if TYPE_CHECKING:
    from editor.ui.autosave import Autosaver
    from editor.ui.document import Document
    from editor.ui.status_bar import MapStatusBar
    from editor.ui.zoomable import Zoomable


class EditorMenus(Protocol):
    """The editor's actions play mode leaves enabled (the rest it greys out)."""

    panels_menu: QMenu
    toolbars_menu: QMenu
    preferences: QAction
    quit: QAction
    zoom_in: QAction
    zoom_out: QAction
    fit: QAction
    tool_actions: dict[str, QAction]
    """The map tools' actions, greyed out too."""
    zoom_target: Zoomable
    """What View > Zoom acts on: the board while a game is shown."""


class PlayHost(QMainWindow):
    """A main window play mode can take over (``MainWindow`` is the one)."""

    document: Document
    settings: QSettings
    """Where the play layout is kept, beside the editor's."""
    language: str
    status: MapStatusBar
    autosaver: Autosaver
    main_actions: EditorMenus
    view: QWidget
    """The map view: the central widget play mode puts back, and gives the focus."""

    def docks(self) -> list[QDockWidget]:
        """The window's docks, hidden while a game is shown."""
        return self.findChildren(QDockWidget)
