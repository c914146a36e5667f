"""Why an action is greyed out: while it is disabled, its status tip and its
tooltip say why (the menus show tooltips); once enabled, they say what it does.

A greyed entry with no reason leaves a person guessing (issue 11: the ambush
options under *View*). Every action that can be disabled gets a reason here.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from editor.ui.live_language import again

Text = Callable[[], str]
LOCKED_REASON = "hexfieldLockedReason"
"""A dynamic property: the reason an action is off whatever its own (a game is shown)."""
KEEP_IN_GAME = "hexfieldKeepInGame"
"""A dynamic property: true on an action a game shown leaves on (Help's entries)."""


def plain(text: str) -> str:
    """A menu text without its mnemonic and ellipsis: ``&Undo paint`` -> ``Undo paint``."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").removesuffix("…")


class DisabledReason(QObject):
    """Keeps ``action``'s tips in step with its state and text (an undo action is
    renamed after each edit: its tip follows)."""

    def __init__(self, action: QAction, reason: Text, tip: Text | None = None) -> None:
        super().__init__(action)  # dies with the action, and so do its connections
        self.action = action
        self._reason = reason
        enabled_tip = action.statusTip()
        self._tip = tip or (lambda: again(enabled_tip))  # in the language of now
        self._busy = False
        action.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Call again when the reason changes while the action does not."""
        if self._busy or not shiboken6.isValid(self.action):
            # Our own setStatusTip() emits changed() again; and an action being
            # destroyed (with its window) still emits changed() once.
            return
        self._busy = True
        try:
            locked = self.action.property(LOCKED_REASON)
            text = (
                self._tip()
                if self.action.isEnabled()
                else str(locked)
                if locked
                else self._reason()
            )
            if self.action.statusTip() != text:
                self.action.setStatusTip(text)
                self.action.setToolTip(text)
        finally:
            self._busy = False


def explain_when_disabled(action: QAction, reason: Text, tip: Text | None = None) -> DisabledReason:
    """Give ``action`` a reason shown while it is disabled (``tip`` while enabled,
    by default its current status tip)."""
    return DisabledReason(action, reason, tip)


def show_tooltips(menu: QMenu) -> None:
    """Tooltips (the reasons above) in ``menu`` and its submenus."""
    menu.setToolTipsVisible(True)
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            show_tooltips(sub)
