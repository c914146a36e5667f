"""While a game is shown, every editing action is off (its shortcut too) and says why.

A greyed action with no reason leaves a person guessing (``editor.ui.action_tips``);
one that keeps its editing reason (« Nothing to undo ») misleads. Each action
locked here says « A game is shown: Play > Back to editing first » in its tooltip
and status tip while the game is shown; leaving the game gives each its state
and its tips back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from editor.ui.action_tips import KEEP_IN_GAME, LOCKED_REASON, DisabledReason
from editor.ui.play.host import PlayHost

KEEP_ENABLED = ("preferences", "quit", "zoom_in", "zoom_out", "fit")
"""The editor's actions a game leaves on; View > Zoom acts on the board then."""


class EditingLock:
    def __init__(self) -> None:
        self._locked: list[tuple[QAction, bool, str, str]] = []
        """Each action locked, with its state and its tips before."""

    @property
    def actions(self) -> list[QAction]:
        return [a for a, *_ in self._locked]

    def lock(self, actions: Iterable[QAction], reason: str) -> None:
        for a in actions:
            self._locked.append((a, a.isEnabled(), a.toolTip(), a.statusTip()))
            a.setProperty(LOCKED_REASON, reason)
            a.setEnabled(False)
            explained = a.findChildren(DisabledReason)
            if explained:
                for d in explained:
                    d.refresh()
            else:
                a.setToolTip(reason)
                a.setStatusTip(reason)

    def unlock(self) -> None:
        for a, enabled, tip, status in self._locked:
            a.setProperty(LOCKED_REASON, None)
            a.setEnabled(enabled)
            explained = a.findChildren(DisabledReason)
            if explained:
                for d in explained:
                    d.refresh()
            else:
                a.setToolTip(tip)
                a.setStatusTip(status)
        self._locked = []


def editing_actions(
    menus: Iterable[QMenu], extra: Iterable[QAction], skip: Callable[[QAction], bool]
) -> list[QAction]:
    """Every action of ``menus`` (submenus walked, their own entries included) and
    ``extra``, once each, less what ``skip`` keeps on."""
    seen: set[int] = set()
    out: list[QAction] = []

    def walk(actions: list[QAction]) -> None:
        for a in actions:
            if id(a) in seen or a.isSeparator() or skip(a):
                continue
            seen.add(id(a))
            sub = a.menu()
            if isinstance(sub, QMenu):
                walk(sub.actions())
            out.append(a)

    for menu in menus:
        walk(menu.actions())
    walk(list(extra))
    return out


def editing_actions_of(window: PlayHost, play_menu: QMenu) -> list[QAction]:
    """The actions a game shown in ``window`` turns off: every menu's but
    ``play_menu``'s and those marked ``KEEP_IN_GAME``, and the map tools'; the
    top menus stay open to read why."""
    menus = window.main_actions
    keep = {getattr(menus, name) for name in KEEP_ENABLED}
    keep |= {menus.panels_menu.menuAction(), menus.toolbars_menu.menuAction()}
    keep |= set(play_menu.actions()) | {play_menu.menuAction()}
    tops = [
        sub
        for top in window.menuBar().actions()
        if isinstance(sub := top.menu(), QMenu) and sub is not play_menu
    ]
    return editing_actions(
        tops, menus.tool_actions.values(), lambda a: a in keep or bool(a.property(KEEP_IN_GAME))
    )
