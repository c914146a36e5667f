"""*Undo* and *Redo*, named after the edit they act on in the language of now.

``QUndoStack.createUndoAction`` keeps the prefix it was given (« &Undo ») for
the action's life, so the menu kept reading « &Undo Paint » after the window
switched to French. These actions ask for their prefix each time they are named.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QUndoStack


class StackAction(QAction):
    """Undo (or redo, ``redo=True``) the last edit of ``stack``: « &Undo Paint forest »."""

    def __init__(self, stack: QUndoStack, redo: bool, parent: QObject) -> None:
        super().__init__(parent)
        self._stack = stack
        self._redo = redo
        if redo:
            stack.canRedoChanged.connect(self.setEnabled)
            stack.redoTextChanged.connect(self.name)
            self.triggered.connect(stack.redo)
            self.setEnabled(stack.canRedo())
        else:
            stack.canUndoChanged.connect(self.setEnabled)
            stack.undoTextChanged.connect(self.name)
            self.triggered.connect(stack.undo)
            self.setEnabled(stack.canUndo())
        self.name()

    def name(self, *_changed: object) -> None:
        """Name the action again (after an edit, or in another language)."""
        if not shiboken6.isValid(self._stack):
            return  # the stack's last signals as its document is destroyed
        if self._redo:
            prefix = QCoreApplication.translate("MainActions", "&Redo")
            what = self._stack.redoText()
        else:
            prefix = QCoreApplication.translate("MainActions", "&Undo")
            what = self._stack.undoText()
        self.setText(f"{prefix} {what}" if what else prefix)
