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

from PySide6.QtCore import QEvent, QObject, Qt
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
        self.shortcuts = self._action(self.show_shortcuts, "help_shortcuts")
        self.guide = self._action(self.show_guide, "help_user_guide")
        self.guide.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.example = self._action(self.open_example, "help_open_example")
        self.example.setProperty(KEEP_IN_GAME, False)
        self.about = self._action(self.show_about, "help_about")
        self.menu = window.menuBar().addMenu("")
        self.menu.setObjectName("HelpMenu")
        self.menu.addActions([self.shortcuts, self.guide])
        self.menu.addSeparator()
        self.menu.addAction(self.example)
        self.menu.addSeparator()
        self.menu.addAction(self.about)
        self.retranslate()
        window.installEventFilter(self)

    def retranslate(self) -> None:
        """The texts in the translators' language: at start, and again when the
        window is told the language changed (``QEvent.LanguageChange``)."""
        self.menu.setTitle(self.tr("&Help"))
        texts = {
            self.shortcuts: (
                self.tr("&Keyboard shortcuts"),
                self.tr("Every command that has a key, and its key"),
            ),
            self.guide: (
                self.tr("&User guide"),
                self.tr("How to use Hexfield (shipped with it: no network needed)"),
            ),
            self.example: (
                self.tr("Open an &example…"),
                self.tr("Open one of the scenarios that come with Hexfield"),
            ),
            self.about: (
                self.tr("&About Hexfield"),
                self.tr("Hexfield's version and those of Qt, PySide6 and Python"),
            ),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def _action(self, slot: Callable[[], None], name: str) -> QAction:
        action = QAction(self._window)
        action.setObjectName(name)
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
