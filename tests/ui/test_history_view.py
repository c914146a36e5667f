"""The undo history list follows the undo stack a moment later, step by step,
without laying every step out again on each push."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtGui import QUndoCommand, QUndoStack
from window_fixtures import make_window

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain
from editor.ui.history_view import SYNC_MS, HistoryView


class _Step(QUndoCommand):
    """A step that does nothing; steps of the same ``key`` merge, and the
    merged step says how many it holds."""

    def __init__(self, text: str, key: int = -1) -> None:
        super().__init__(text)
        self.key = key
        self.merged = 1

    def id(self) -> int:
        return self.key

    def mergeWith(self, other: QUndoCommand) -> bool:
        self.merged += 1
        self.setText(f"{self.text().split(' x')[0]} x{self.merged}")
        return True


def _rows(view: HistoryView) -> list[str]:
    model = view.model()
    return [model.data(model.index(row)) for row in range(model.rowCount())]


def _view(qtbot) -> tuple[QUndoStack, HistoryView]:
    stack = QUndoStack()
    view = HistoryView(stack)
    view.set_empty_label("<new map>")
    qtbot.addWidget(view)
    view.show()
    return stack, view


def test_the_list_follows_pushes_merges_undos_and_a_new_branch(qtbot) -> None:
    stack, view = _view(qtbot)
    stack.push(_Step("Paint"))
    stack.push(_Step("Road"))
    assert _rows(view) == ["<new map>"]  # not yet: the map is repainted first
    qtbot.waitUntil(lambda: _rows(view) == ["<new map>", "Paint", "Road"])
    stack.push(_Step("Brush", key=7))
    stack.push(_Step("Brush", key=7))
    stack.push(_Step("Brush", key=7))
    view.sync()
    assert _rows(view) == ["<new map>", "Paint", "Road", "Brush x3"]
    assert view.currentIndex().row() == 3
    stack.undo()
    stack.undo()
    stack.push(_Step("Wall"))  # drops "Road" and "Brush x3"
    view.sync()
    assert _rows(view) == ["<new map>", "Paint", "Wall"]
    assert view.currentIndex().row() == 2
    stack.undo()
    view.sync()
    assert _rows(view) == ["<new map>", "Paint", "Wall"]
    assert view.currentIndex().row() == 1
    stack.clear()
    view.sync()
    assert _rows(view) == ["<new map>"]


def test_a_push_adds_a_row_and_resets_nothing(qtbot) -> None:
    stack, view = _view(qtbot)
    for n in range(30):
        stack.push(_Step(f"Paint {n}"))
    view.sync()
    model = view.model()
    resets, inserted = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    stack.push(_Step("Paint 30"))
    view.sync()
    assert resets == []
    assert inserted == [(31, 31)]


def test_choosing_a_row_undoes_or_redoes_up_to_it(qtbot) -> None:
    stack, view = _view(qtbot)
    for text in ("Paint", "Road", "Wall"):
        stack.push(_Step(text))
    view.sync()
    selection = view.selectionModel()
    flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
    selection.setCurrentIndex(view.model().index(1), flags)
    assert stack.index() == 1
    selection.setCurrentIndex(view.model().index(3), flags)
    assert stack.index() == 3
    assert _rows(view) == ["<new map>", "Paint", "Road", "Wall"]


def test_the_saved_step_is_marked(qtbot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QIcon, QPixmap

    stack, view = _view(qtbot)
    pixmap = QPixmap(8, 8)
    pixmap.fill()
    view.set_clean_icon(QIcon(pixmap))
    for text in ("Paint", "Road"):
        stack.push(_Step(text))
    stack.setClean()
    stack.push(_Step("Wall"))
    view.sync()
    model = view.model()
    marked = [
        row for row in range(4) if model.data(model.index(row), Qt.ItemDataRole.DecorationRole)
    ]
    assert marked == [2]


def test_a_stack_gone_with_its_document_leaves_the_list_quiet(qtbot) -> None:
    stack, view = _view(qtbot)
    stack.push(_Step("Paint"))
    with qtbot.captureExceptions() as raised:
        with qtbot.waitSignal(stack.destroyed):
            stack.deleteLater()  # gone while the list is still to catch up
        qtbot.wait(SYNC_MS * 2)  # nothing to wait for: the time the list would catch up in
        view.sync()
    assert raised == []


def test_painting_in_the_window_resets_no_history(qtbot, tmp_path) -> None:
    """The window's history after a hundred strokes: the next one is listed
    as one more row (``QUndoView`` reset its whole list on each)."""
    window = make_window(qtbot, tmp_path)
    document = window.document
    grid = document.scenario.grid
    for n in range(100):
        look = HexTerrain(frozenset({("foret", "colline")[n % 2]}))
        document.apply(SetTerrain.of({grid.to_hex(1 + n % 5, 1): look}), f"Paint {n}")
    model = window.undo_view.model()
    qtbot.waitUntil(lambda: model.rowCount() == 101)
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    document.apply(SetTerrain.of({grid.to_hex(2, 2): HexTerrain(frozenset({"foret"}))}), "Last")
    qtbot.waitUntil(lambda: model.rowCount() == 102)
    assert resets == []
    assert model.data(model.index(101)) == "Last"
