"""New, open, save, revert, recent files, the load-error dialog and the close prompt."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox
from window_fixtures import make_window, scenario_file

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import read_scenario
from editor.ui.file_controller import ruleset_choices
from editor.ui.load_errors_dialog import LoadErrorsDialog
from editor.ui.new_map_dialog import NewMapDialog, NewMapSpec

Answer = QMessageBox.StandardButton


def paint(window, col: int = 2, row: int = 2, elements=("foret",)) -> None:
    h = window.document.scenario.grid.to_hex(col, row)
    window.document.apply(SetTerrain.of({h: HexTerrain(frozenset(elements))}), "paint")


@pytest.fixture
def window(qtbot, tmp_path):
    return make_window(qtbot, tmp_path)


# --- File > New --------------------------------------------------------------


def test_new_map_dialog_refuses_8_by_12_and_says_why(qtbot) -> None:
    dialog = NewMapDialog(ruleset_choices("en"))
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.columns.setValue(8)
    dialog.rows.setValue(12)
    assert not ok.isEnabled()
    assert "9 x 12" in dialog.reason.text() and "8 x 12" in dialog.reason.text()
    assert not dialog.reason.isHidden()
    dialog.columns.setValue(9)
    assert ok.isEnabled() and dialog.reason.isHidden()
    dialog.columns.setValue(12)  # 12 x 9: the same table turned a quarter
    dialog.rows.setValue(9)
    assert ok.isEnabled()


def test_new_map_dialog_offers_both_rulesets_and_both_orientations(qtbot) -> None:
    dialog = NewMapDialog(ruleset_choices("fr"))
    qtbot.addWidget(dialog)
    ids = [dialog.ruleset.itemData(i) for i in range(dialog.ruleset.count())]
    assert ids == ["panache", "thucydide"]
    dialog.ruleset.setCurrentIndex(1)
    dialog.orientation.setCurrentIndex(dialog.orientation.findData("pointy"))
    dialog.stagger.setCurrentIndex(dialog.stagger.findData("even"))
    dialog.hex_mm.setValue(40)
    dialog.title.setText("  Lodi ")
    assert dialog.spec() == NewMapSpec("thucydide", 24, 16, "pointy", "even", 40.0, "Lodi")


def test_file_new_replaces_the_document(window, monkeypatch) -> None:
    spec = NewMapSpec("thucydide", 20, 14, "pointy", "odd", 30.0, "Marathon")
    monkeypatch.setattr(window.files, "ask_new_map", lambda: spec)
    assert window.files.new()
    scenario = window.document.scenario
    assert (scenario.ruleset, scenario.map.columns, scenario.map.rows) == ("thucydide", 20, 14)
    assert scenario.map.orientation == "pointy" and scenario.map.hex_mm == 30.0
    assert window.document.ruleset.id == "thucydide"
    assert window.document.path is None and not window.isWindowModified()
    assert "Marathon" in window.windowTitle()


# --- save and open -------------------------------------------------------------


def test_save_then_reopen_gives_the_same_scenario(window, tmp_path, monkeypatch) -> None:
    paint(window, 2, 2, ("colline", "foret"))
    paint(window, 5, 7, ("marais",))
    target = tmp_path / "saved.yaml"
    monkeypatch.setattr(window.files, "ask_save_path", lambda: str(target))
    assert window.files.save()  # untitled: Save asks for a name
    assert window.document.path == str(target)
    saved = dumps_scenario(window.document.scenario)
    paint(window, 6, 6, ("sable",))
    monkeypatch.setattr(window.files, "ask_revert", lambda: True)
    assert window.files.revert()
    assert dumps_scenario(window.document.scenario) == saved
    result = read_scenario(target)
    assert result.ok
    assert dumps_scenario(result.scenario) == saved
    assert window.files.open_path(str(target))
    assert dumps_scenario(window.document.scenario) == saved


def test_a_bad_file_shows_the_diagnostics_and_is_left_untouched(
    window, tmp_path, monkeypatch
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"format_version: 1\nmap: {columns: 12, rows: [unclosed\n  - &a x\n")
    before = bad.read_bytes()
    shown: list[LoadErrorsDialog] = []

    def fake_exec(dialog: LoadErrorsDialog) -> int:
        shown.append(dialog)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(LoadErrorsDialog, "exec", fake_exec)
    old = dumps_scenario(window.document.scenario)
    assert not window.files.open_path(str(bad))
    assert len(shown) == 1
    table = shown[0].table
    assert table.topLevelItemCount() >= 1
    first = table.topLevelItem(0)
    assert ":" in first.text(0) and first.text(1) == "error" and first.text(3)
    assert window.document.path is None  # the document did not change...
    assert dumps_scenario(window.document.scenario) == old
    paint(window)
    monkeypatch.setattr(window.files, "ask_save_path", lambda: str(tmp_path / "other.yaml"))
    assert window.files.save()  # ...so saving can never write over the bad file
    assert bad.read_bytes() == before


def test_a_file_with_rule_errors_opens_as_itself_and_saves_over_itself(
    window, tmp_path, monkeypatch
) -> None:
    small = scenario_file(tmp_path, "small.yaml", columns=8, rows=12)  # below the 9 x 12 minimum
    asked: list[str] = []
    monkeypatch.setattr(window.files, "show_load_errors", lambda path, *_: asked.append(path))
    assert window.files.open_path(str(small))
    assert asked == []  # the rules' problems are not a broken file
    assert window.document.scenario.map.columns == 8
    assert window.document.path == str(small)
    paint(window)
    assert window.files.save()
    assert read_scenario(small).scenario.terrain_at(  # type: ignore[union-attr]
        window.document.scenario.grid.to_hex(2, 2)
    ) == HexTerrain(frozenset({"foret"}))


def _answer_the_question(button: str) -> list[str]:
    """Clicks ``button`` of the next message box once it is open; gives its text."""
    seen: list[str] = []

    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        (chosen,) = [b for b in box.buttons() if b.text().replace("&", "") == button]
        chosen.click()

    QTimer.singleShot(0, click)
    return seen


def test_revert_asks_and_cancel_keeps_the_work_and_the_history(
    window, tmp_path, monkeypatch
) -> None:
    target = scenario_file(tmp_path)
    assert window.files.open_path(str(target))
    paint(window, 5, 5)
    paint(window, 6, 6)
    seen = _answer_the_question("Cancel")
    window.main_actions.revert.trigger()
    assert len(seen) == 1 and "2 steps" in seen[0] and target.name in seen[0]
    assert window.document.undo_stack.count() == 2 and window.isWindowModified()
    forest = HexTerrain(frozenset({"foret"}))
    assert window.document.scenario.terrain_at(window.document.scenario.grid.to_hex(6, 6)) == forest

    seen = _answer_the_question("Revert")
    window.main_actions.revert.trigger()
    assert len(seen) == 1
    assert window.document.undo_stack.count() == 0 and not window.isWindowModified()
    assert window.document.scenario.terrain_at(window.document.scenario.grid.to_hex(6, 6)) != forest


def test_save_failure_is_reported_and_the_document_stays_modified(
    window, tmp_path, monkeypatch
) -> None:
    errors: list[str] = []
    monkeypatch.setattr(window.files, "show_error", lambda title, msg: errors.append(msg))
    paint(window)
    assert not window.files.save_to(str(tmp_path / "no such folder" / "x.yaml"))
    assert errors and "cannot save" in errors[0]
    assert window.document.is_modified


def test_recent_files_are_remembered_newest_first(window, tmp_path) -> None:
    a, b = scenario_file(tmp_path, "a.yaml"), scenario_file(tmp_path, "b.yaml")
    window.files.open_path(str(a))
    window.files.open_path(str(b))
    window.files.open_path(str(a))
    assert window.files.recent_files() == [str(a), str(b)]
    labels = [act.text() for act in window.main_actions.recent_menu.actions() if act.text()]
    assert labels[:2] == ["&1 a.yaml", "&2 b.yaml"]


# --- closing -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "closes", "saved"),
    [
        (Answer.Cancel, False, False),
        (Answer.Discard, True, False),
        (Answer.Save, True, True),
    ],
)
def test_closing_with_unsaved_changes_asks(
    window, tmp_path, monkeypatch, answer, closes, saved
) -> None:
    path = scenario_file(tmp_path)
    assert window.files.open_path(str(path))
    before = path.read_bytes()
    paint(window, 6, 6, ("sable",))
    asked: list[bool] = []
    monkeypatch.setattr(window.files, "ask_save_changes", lambda: asked.append(True) or answer)
    window.show()
    assert window.close() is closes
    assert asked == [True]
    assert (path.read_bytes() != before) is saved


def test_closing_without_changes_does_not_ask(window, monkeypatch) -> None:
    monkeypatch.setattr(window.files, "ask_save_changes", lambda: pytest.fail("asked"))
    window.show()
    assert window.close()


def test_opening_another_file_asks_first(window, tmp_path, monkeypatch) -> None:
    path = scenario_file(tmp_path)
    paint(window)
    monkeypatch.setattr(window.files, "ask_save_changes", lambda: Answer.Cancel)
    monkeypatch.setattr(window.files, "ask_open_path", lambda: str(path))
    assert not window.files.open()
    assert window.document.path is None
    monkeypatch.setattr(window.files, "ask_save_changes", lambda: Answer.Discard)
    assert window.files.open()
    assert window.document.path == str(Path(path).resolve())
