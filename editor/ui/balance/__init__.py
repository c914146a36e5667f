"""*Play > Balance test…*: a balance run of the scenario being edited, in the window.

``settings_dialog`` (what to run), ``runner`` (the run off the GUI thread),
``report_dialog`` (the figures, the verdict, the game list), ``heat_overlay``
(the heat map over the map) and ``controller`` (the binder). Only the menu
entry is made with the window; the rest is imported on first use.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow


class BalanceEntry:
    """The menu entry, and the controller it makes when first triggered."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self._controller: Any = None
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

    def controller(self) -> Any:
        if self._controller is None:
            from editor.ui.balance.controller import BalanceController

            self._controller = BalanceController(self.window)
        return self._controller


def install_balance(window: QMainWindow) -> BalanceEntry:
    """Add *Balance test…* to the Play menu (``window.play_mode.menu``)."""
    entry = BalanceEntry(window)
    menu = window.play_mode.menu  # type: ignore[attr-defined]
    first = menu.actions()[2] if len(menu.actions()) > 2 else None
    menu.insertAction(first, entry.action)
    window.balance = entry  # type: ignore[attr-defined]
    return entry


__all__ = ["BalanceEntry", "install_balance"]
