"""The *Help* menu: keyboard shortcuts, the user guide, the bundled examples, *About*.

The menu entries only: the windows they open are in ``editor.ui.help_dialogs``
and ``editor.ui.examples_dialog``, imported when an entry is first chosen.
Help stays on while a game is shown (``KEEP_IN_GAME``), but for *Open an
example…*, which replaces the scenario.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QWidget

from editor.ui.action_tips import KEEP_IN_GAME
from editor.ui.file_controller import FileController


class HelpWindow(Protocol):
    """What the Help menu needs of the main window."""

    files: FileController
    language: str


class HelpMenu(QObject):
    def __init__(self, window: QMainWindow, parts: HelpWindow) -> None:
        super().__init__(window)
        self._window = window
        self._parts = parts
        self.shortcuts = self._action(
            self.tr("&Keyboard shortcuts"),
            self.show_shortcuts,
            self.tr("Every command that has a key, and its key"),
            "help_shortcuts",
        )
        self.guide = self._action(
            self.tr("&User guide"),
            self.show_guide,
            self.tr("How to use Hexfield (shipped with it: no network needed)"),
            "help_user_guide",
        )
        self.guide.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.example = self._action(
            self.tr("Open an &example…"),
            self.open_example,
            self.tr("Open one of the scenarios that come with Hexfield"),
            "help_open_example",
        )
        self.about = self._action(
            self.tr("&About Hexfield"),
            self.show_about,
            self.tr("Hexfield's version and those of Qt, PySide6 and Python"),
            "help_about",
        )
        self.example.setProperty(KEEP_IN_GAME, False)
        self.menu = window.menuBar().addMenu(self.tr("&Help"))
        self.menu.setObjectName("HelpMenu")
        self.menu.addActions([self.shortcuts, self.guide])
        self.menu.addSeparator()
        self.menu.addAction(self.example)
        self.menu.addSeparator()
        self.menu.addAction(self.about)

    def _action(self, text: str, slot: Callable[[], None], tip: str, name: str) -> QAction:
        action = QAction(text, self._window)
        action.setObjectName(name)
        action.setStatusTip(tip)
        action.setToolTip(tip)
        action.setProperty(KEEP_IN_GAME, True)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _show(self, dialog: QWidget) -> None:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        dialog.raise_()

    def show_shortcuts(self) -> None:
        from editor.ui.help_dialogs import ShortcutsDialog

        self._show(ShortcutsDialog(self._window))

    def show_guide(self) -> None:
        from editor.ui.help_dialogs import GuideDialog, guide_path

        self._show(GuideDialog(guide_path(self._parts.language), self._window))

    def show_about(self) -> None:
        from editor.ui.help_dialogs import about_box

        self._show(about_box(self._window))

    def open_example(self) -> None:
        from editor.ui.examples_dialog import ExamplesDialog

        dialog = ExamplesDialog(self._parts.language, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._open_chosen(dialog.chosen()))
        dialog.open()

    def _open_chosen(self, path: Path | None) -> None:
        if path is not None:
            self._parts.files.open_example(str(path))


def install_help(window: QMainWindow, parts: HelpWindow) -> HelpMenu:
    """The *Help* menu, last in the menu bar."""
    return HelpMenu(window, parts)
