"""Where a game's docks go, and how much room they take: the board keeps the window,
and *View > Zoom* acts on it.

The Game panel and the log share one column on the right of the board (as
Wesnoth's sidebar does), the panel above the log, so that at every window
size from 1280 x 800 the board has the central area. The column's width and
the panel's share of its height are the play layout, saved apart from the
editor's (``play/...`` in the settings) when a game is left; a saved column
that would leave the board less than ``BOARD_SHARE`` of the window is not
restored, the default is used instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QDockWidget

from editor.ui.play.host import PlayHost

if TYPE_CHECKING:
    from editor.ui.play.play_view import PlayView
    from editor.ui.zoomable import Zoomable

BOARD_SHARE = 0.60
"""The least share of the window's width the board keeps during a game."""
COLUMN_SHARE = 0.24
"""The column's share of the window's width when nothing was saved."""
PANEL_SHARE = 0.62
"""The Game panel's share of the column's height when nothing was saved."""
SEPARATOR = 8
"""Room for the splitter between the board and the column (Qt's is 4-6 px)."""

COLUMN_KEY = "play/column_share"
PANEL_KEY = "play/panel_share"


def _share(settings: QSettings, key: str) -> float | None:
    value = settings.value(key)
    try:
        share = float(value) if value is not None else None
    except (TypeError, ValueError):
        return None
    return share if share is not None and 0 < share < 1 else None


class PlayLayout:
    """Puts the Game panel and the log beside the board, remembers their sizes, and
    turns the View menu's zoom onto the board while a game is shown."""

    def __init__(self, window: PlayHost) -> None:
        self.window = window
        self.settings = window.settings
        self._editor_zoom: Zoomable | None = None

    def zoom_on(self, board: PlayView) -> None:
        """View > Zoom in/out/Fit act on ``board``; the status bar tells its zoom."""
        w = self.window
        self._editor_zoom = w.main_actions.zoom_target
        w.main_actions.zoom_target = board
        board.zoomChanged.connect(w.status.show_zoom)
        w.status.show_zoom(board.zoom())

    def zoom_back(self) -> None:
        """The game left: the zoom acts on the editor's map again."""
        editor_zoom, self._editor_zoom = self._editor_zoom, None
        if editor_zoom is not None:
            self.window.main_actions.zoom_target = editor_zoom
            self.window.status.show_zoom(editor_zoom.zoom())

    def column_width(self, panel: QDockWidget, log: QDockWidget) -> int:
        """The column's width: the saved share of the window, or the default, never
        narrower than its docks allow nor wide enough to squeeze the board."""
        width = self.window.width()
        narrowest = max(panel.minimumSizeHint().width(), log.minimumSizeHint().width())
        widest = int(width * (1 - BOARD_SHARE)) - SEPARATOR
        share = _share(self.settings, COLUMN_KEY)
        if share is None or width * share > widest:
            share = COLUMN_SHARE
        return max(narrowest, min(widest, round(width * share)))

    def arrange(self, panel: QDockWidget, log: QDockWidget) -> None:
        """Dock ``panel`` and ``log`` in one column right of the board, sized."""
        w = self.window
        right = Qt.DockWidgetArea.RightDockWidgetArea
        for dock in (panel, log):
            dock.setAllowedAreas(
                Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
            )
        w.addDockWidget(right, panel)
        w.splitDockWidget(panel, log, Qt.Orientation.Vertical)
        panel.show()
        log.show()
        # Sizes given before the window has laid the new docks out are lost: given once
        # the event loop has turned.
        QTimer.singleShot(0, w, lambda: self._size(panel, log))

    def _size(self, panel: QDockWidget, log: QDockWidget) -> None:
        w = self.window
        if panel.parent() is not w or log.parent() is not w:
            return  # the game was left before its docks were sized
        w.resizeDocks([panel], [self.column_width(panel, log)], Qt.Orientation.Horizontal)
        height = max(panel.height() + log.height(), 1)
        share = _share(self.settings, PANEL_KEY) or PANEL_SHARE
        top = round(height * share)
        w.resizeDocks([panel, log], [top, height - top], Qt.Orientation.Vertical)

    def remember(self, panel: QDockWidget, log: QDockWidget) -> None:
        """Keep the column's sizes for the next game (left out when they squeeze the board)."""
        width = self.window.width()
        if width <= 0 or panel.isFloating() or log.isFloating():
            return
        column = max(panel.width(), log.width())
        if column > width * (1 - BOARD_SHARE):
            return
        self.settings.setValue(COLUMN_KEY, column / width)
        height = panel.height() + log.height()
        if height > 0 and panel.isVisible() and log.isVisible():
            self.settings.setValue(PANEL_KEY, panel.height() / height)
