"""File > New after an opened file: every dock shows the new map, the undo
history's empty entry says where the history starts, and Save As proposes a
folder that fits the document (issue 11)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QLabel,
    QLineEdit,
    QListWidget,
    QTreeWidget,
    QWidget,
)
from window_fixtures import make_window

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.ui import file_controller
from editor.ui.new_map_dialog import NewMapSpec

SAMBRE = SCENARIOS / "moulin-de-la-sambre.yaml"
NEW_SPEC = NewMapSpec("panache", 24, 16, "flat", "odd", 50.0, "Bataille d'essai")


def visible_texts(widget: QWidget) -> list[str]:
    """Every text a person can read in ``widget``: fields, labels, buttons, lists."""
    texts: list[str] = []
    for w in widget.findChildren(QWidget):
        if isinstance(w, QLineEdit):
            texts.append(w.text())
        elif isinstance(w, QLabel | QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QListWidget):
            texts += [w.item(i).text() for i in range(w.count())]
        elif isinstance(w, QTreeWidget):
            root = w.invisibleRootItem()
            stack = [root.child(i) for i in range(root.childCount())]
            while stack:
                item = stack.pop()
                texts += [item.text(c) for c in range(item.columnCount())]
                stack += [item.child(i) for i in range(item.childCount())]
    return texts


@pytest.fixture
def opened(qtbot, tmp_path: Path, monkeypatch):
    """A window that opened a copy of the Sambre scenario, then File > New."""
    path = tmp_path / "opened" / "sambre.yaml"
    path.parent.mkdir()
    shutil.copy(SAMBRE, path)
    window = make_window(qtbot, tmp_path)
    window.resize(1600, 1000)
    window.show()
    assert window.files.open_path(str(path))
    window.forces_dock.raise_()
    monkeypatch.setattr(window.files, "ask_new_map", lambda: NEW_SPEC)
    return window, path


def test_after_new_no_dock_shows_the_previous_files_sides_or_units(opened) -> None:
    window, path = opened
    old = read_scenario(path).scenario
    assert old is not None
    stale = {sd.name for sd in old.sides} | {sd.colour for sd in old.sides}
    stale |= {u.name for u in old.units} | {old.title}
    before = [t for dock in window.findChildren(QDockWidget) for t in visible_texts(dock)]
    assert stale & set(before), "the opened file's sides are on screen before New"

    window.main_actions.new.trigger()

    assert window.document.scenario.title == NEW_SPEC.title
    for dock in window.findChildren(QDockWidget):
        shown = [t for t in visible_texts(dock) if any(s and s in t for s in stale)]
        assert shown == [], f"{dock.windowTitle()} still shows {shown}"


def test_undo_history_starts_at_a_new_map_or_at_the_opened_file(opened) -> None:
    window, path = opened
    assert window.undo_view.empty_label() == "<opened file>"
    window.main_actions.new.trigger()
    assert window.undo_view.empty_label() == "<new map>"
    assert window.files.open_path(str(path))
    assert window.undo_view.empty_label() == "<opened file>"


def test_a_blank_window_starts_its_history_at_a_new_map(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    assert window.undo_view.empty_label() == "<new map>"


def _proposed_save_path(window, monkeypatch) -> str:
    asked: list[str] = []

    def fake_dialog(parent, caption, directory, filters):
        asked.append(directory)
        return "", ""

    monkeypatch.setattr(file_controller.QFileDialog, "getSaveFileName", fake_dialog)
    window.main_actions.save_as.trigger()
    assert len(asked) == 1
    return asked[0]


def test_save_as_on_a_new_map_proposes_the_documents_folder(opened, monkeypatch) -> None:
    window, path = opened
    window.main_actions.new.trigger()
    proposed = Path(_proposed_save_path(window, monkeypatch))
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    expected = Path(documents) if Path(documents).is_dir() else Path.home()
    assert proposed.parent == expected
    assert proposed.parent != path.parent
    assert proposed.name == "bataille-d-essai.yaml"  # from the title "Bataille d'essai"


def test_save_as_on_an_opened_file_proposes_its_own_folder(opened, monkeypatch) -> None:
    window, path = opened
    assert Path(_proposed_save_path(window, monkeypatch)) == path


@pytest.mark.parametrize(
    ("title", "name"),
    [
        ("Le moulin de la Sambre (juin 1794)", "le-moulin-de-la-sambre-juin-1794.yaml"),
        ("Bataille d'Eylau", "bataille-d-eylau.yaml"),
        ("", "scenario.yaml"),
        ("  ?*/  ", "scenario.yaml"),
        ("Αλεσία", "αλεσια.yaml"),
    ],
)
def test_suggested_file_name(title: str, name: str) -> None:
    assert file_controller.suggested_file_name(title) == name
