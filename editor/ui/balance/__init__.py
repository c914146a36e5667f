"""*Play > Balance test…*: a balance run of the scenario being edited, in the window.

``settings_dialog`` (what to run), ``runner`` (the run off the GUI thread),
``report_dialog`` (the figures, the verdict, the game list), ``heat_overlay``
(the heat map over the map) and ``controller`` (the binder). Only the menu
entry is made with the window; the rest is imported on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from editor.ui.balance.host import BalanceWindow

if TYPE_CHECKING:
    from editor.ui.balance.controller import BalanceController


class BalanceEntry:
    """The menu entry, and the controller it makes when first triggered."""

    def __init__(self, window: QMainWindow, parts: BalanceWindow) -> None:
        self.window = window
        self.parts = parts
        self._controller: BalanceController | None = None
        self.action = QAction(QCoreApplication.translate("BalanceEntry", "&Balance test…"), window)
        self.action.setObjectName("BalanceTestAction")
        self.action.setStatusTip(
            QCoreApplication.translate(
                "BalanceEntry",
                "Computer players play the scenario many times: how fair is it, and where "
                "does it break?",
            )
        )
        self.action.triggered.connect(lambda _c=False: self.controller().start())
        self.suggest = QAction(
            QCoreApplication.translate("BalanceEntry", "Suggest a &fairer version…"), window
        )
        self.suggest.setObjectName("SuggestFairerAction")
        self.suggest.setStatusTip(
            QCoreApplication.translate(
                "BalanceEntry",
                "Computer players try variants of the scenario (objective points, turn limit, "
                "first player): which small change makes it fair?",
            )
        )
        self.suggest.triggered.connect(lambda _c=False: self.controller().suggest())

    def controller(self) -> BalanceController:
        if self._controller is None:
            from editor.ui.balance.controller import BalanceController

            self._controller = BalanceController(self.window, self.parts)
        return self._controller


def install_balance(window: QMainWindow, parts: BalanceWindow) -> BalanceEntry:
    """Add *Balance test…* and *Suggest a fairer version…* to the Play menu
    (``parts.play_mode.menu``); the window keeps the entry (``MainWindow.balance``)."""
    entry = BalanceEntry(window, parts)
    menu = parts.play_mode.menu
    if len(menu.actions()) > 2:
        after = menu.actions()[2]
        menu.insertAction(after, entry.action)
        menu.insertAction(after, entry.suggest)
    else:
        menu.addAction(entry.action)
        menu.addAction(entry.suggest)
    return entry


__all__ = ["BalanceEntry", "install_balance"]
