"""The undo history: the steps of the undo stack, the current one selected.

In place of ``QUndoView``, whose model is reset on every push: the list then
lays out and repaints every step it holds, in the same frame as the map's
repaint, on every brush stroke (2 ms a stroke with a hundred steps, measured,
and more with every step). Here the list catches up a little after the stack
changes (``SYNC_MS``: a brush drag is shown first, then listed), and only from
the first step that may have changed: a push drops the steps after the
current one and adds one, or merges into the last.
"""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtCore import (
    QAbstractListModel,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QIcon, QUndoStack
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget

SYNC_MS = 40
"""How long after the stack's last change the list catches up."""

_Index = QModelIndex | QPersistentModelIndex


class HistoryModel(QAbstractListModel):
    """Row 0: the state before the first step (``empty_label``); row k: step k."""

    def __init__(self, stack: QUndoStack, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Weak: the document owns its stack, and a list that kept it would
        # free it, signals and all, while the list itself is being torn down.
        self._stack = weakref.ref(stack)
        self._texts = [stack.text(i) for i in range(stack.count())]
        self._clean = stack.cleanIndex()
        self._low = stack.index()
        """The lowest index the stack had since the last sync: the steps from
        the one before it may have changed."""
        self.empty_label = ""
        self.clean_icon = QIcon()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self._texts) + 1

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        row = index.row()
        if not index.isValid() or not 0 <= row <= len(self._texts):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.empty_label if row == 0 else self._texts[row - 1]
        if role == Qt.ItemDataRole.DecorationRole and row == self._clean:
            return self.clean_icon
        return None

    @property
    def stack(self) -> QUndoStack | None:
        """The stack, None once gone with its document."""
        stack = self._stack()
        return stack if stack is not None and shiboken6.isValid(stack) else None

    def noted(self, index: int) -> None:
        """The stack's index is now ``index``: remember how far back it went."""
        self._low = min(self._low, index)

    def set_empty_label(self, text: str) -> None:
        self.empty_label = text
        self.dataChanged.emit(self.index(0), self.index(0))

    def reread(self) -> None:
        """Every entry read again (their words changed: another language)."""
        self._low = 0
        self.sync()

    def sync(self) -> None:
        """Catch up with the stack (gone with its document: nothing to show)."""
        stack = self.stack
        if stack is None:
            return
        count = stack.count()
        first = max(0, min(self._low - 1, count, len(self._texts)))
        self._low = stack.index()
        texts = self._texts
        if count < len(texts):
            self.beginRemoveRows(QModelIndex(), count + 1, len(texts))
            del texts[count:]
            self.endRemoveRows()
        changed = [i for i in range(first, len(texts)) if texts[i] != stack.text(i)]
        for i in changed:
            texts[i] = stack.text(i)
        if changed:
            self.dataChanged.emit(self.index(changed[0] + 1), self.index(changed[-1] + 1))
        if count > len(texts):
            self.beginInsertRows(QModelIndex(), len(texts) + 1, count)
            texts.extend(stack.text(i) for i in range(len(texts), count))
            self.endInsertRows()
        clean = stack.cleanIndex()
        if clean != self._clean:
            for row in (self._clean, clean):
                if 0 <= row <= len(texts):
                    self.dataChanged.emit(self.index(row), self.index(row))
            self._clean = clean


class HistoryView(QListView):
    """The steps of ``stack``; choosing one undoes or redoes up to it."""

    def __init__(self, stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = HistoryModel(stack, self)
        self.setModel(self._model)
        self.setUniformItemSizes(True)  # laid out in constant time per step
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SYNC_MS)
        self._timer.timeout.connect(self.sync)
        # The index from the signal: the stack may be going, its document
        # with it, when it says so.
        stack.indexChanged.connect(self._model.noted)
        for signal in (stack.indexChanged, stack.cleanChanged, stack.undoTextChanged):
            signal.connect(self._timer.start)  # restarted: a drag is listed when it pauses
        stack.destroyed.connect(self._timer.stop)
        selection = self.selectionModel()
        assert selection is not None
        selection.currentRowChanged.connect(self._on_row_chosen)
        self._select(stack.index())

    def reread(self) -> None:
        """Every entry read again (the commands' texts changed: another language)."""
        self._model.reread()
        stack = self._model.stack
        if stack is not None:
            self._select(stack.index())

    def sync(self) -> None:
        """Show the stack as it is now."""
        self._timer.stop()
        stack = self._model.stack
        if stack is not None:
            self._model.sync()
            self._select(stack.index())

    def _select(self, row: int) -> None:
        index = self._model.index(row)
        selection = self.selectionModel()
        if selection is not None and selection.currentIndex() != index:
            flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
            selection.setCurrentIndex(index, flags)
        self.scrollTo(index)

    def _on_row_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        stack = self._model.stack
        if current.isValid() and stack is not None and current.row() != stack.index():
            stack.setIndex(current.row())
            self.sync()

    def empty_label(self) -> str:
        """What the first row says: the state before the first step."""
        return self._model.empty_label

    def set_empty_label(self, text: str) -> None:
        self._model.set_empty_label(text)

    def set_clean_icon(self, icon: QIcon) -> None:
        """The mark of the step saved last."""
        self._model.clean_icon = icon
