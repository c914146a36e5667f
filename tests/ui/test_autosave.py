"""Recovery copies: written after changes, never over the user's file, offered after a crash."""

from __future__ import annotations

import json
import time

from window_fixtures import blank_document, make_settings, make_window, scenario_file

from editor.app import build_window
from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain
from editor.io.scenario_encode import dumps_scenario
from editor.ui.autosave import Autosaver, find_recoveries
from editor.ui.recovery_dialog import RecoveryChoice, RecoveryOffer


def paint(window, col: int = 4, row: int = 4) -> None:
    h = window.document.scenario.grid.to_hex(col, row)
    window.document.apply(SetTerrain.of({h: HexTerrain(frozenset({"foret"}))}), "paint")


def test_a_change_schedules_a_copy_beside_not_over_the_file(qtbot, tmp_path) -> None:
    path = scenario_file(tmp_path)
    before = path.read_bytes()
    window = make_window(qtbot, tmp_path)
    window.files.open_path(str(path))
    assert not window.autosaver.pending
    paint(window)
    assert window.autosaver.pending  # debounced: written a few seconds later
    window.autosaver.write_now()
    copy = window.autosaver.path
    assert copy.parent == tmp_path / "recovery" and copy.exists()
    assert copy.read_text(encoding="utf-8") == dumps_scenario(window.document.scenario)
    note = json.loads(copy.with_name(copy.name.replace(".recovery.yaml", ".json")).read_text())
    assert note["original"] == str(path)
    assert path.read_bytes() == before
    assert window.files.save()
    assert not copy.exists()  # a normal save removes it


def test_a_normal_close_removes_the_copy(qtbot, tmp_path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    window = make_window(qtbot, tmp_path)
    paint(window)
    window.autosaver.write_now()
    assert window.autosaver.path.exists()
    monkeypatch.setattr(
        window.files, "ask_save_changes", lambda: QMessageBox.StandardButton.Discard
    )
    window.show()
    assert window.close()
    assert not window.autosaver.path.exists()


def test_after_a_crash_the_next_start_offers_and_restores_the_copy(qtbot, tmp_path) -> None:
    path = scenario_file(tmp_path)
    first = make_window(qtbot, tmp_path)
    first.files.open_path(str(path))
    paint(first, 7, 7)
    expected = dumps_scenario(first.document.scenario)
    # The crash: a copy and its note on disk, no process holding its lock.
    folder = tmp_path / "recovery"
    folder.mkdir(exist_ok=True)
    (folder / "crashed.recovery.yaml").write_text(expected, encoding="utf-8")
    (folder / "crashed.json").write_text(json.dumps({"original": str(path), "saved_at": 1.0}))
    offered = []
    window = build_window(
        [],
        make_settings(tmp_path),
        folder,
        ask_recovery=lambda o: offered.append(o.recovery) or RecoveryChoice.RESTORE,
    )
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    assert [r.original for r in offered] == [str(path)]
    assert dumps_scenario(window.document.scenario) == expected
    assert window.document.path == str(path)
    assert window.document.is_modified and window.isWindowModified()
    assert not (folder / "crashed.recovery.yaml").exists()
    assert path.read_bytes() != expected.encode()  # the user's file waits for a save


def test_a_discarded_copy_is_not_offered_again(qtbot, tmp_path) -> None:
    folder = tmp_path / "recovery"
    folder.mkdir()
    (folder / "old.recovery.yaml").write_text("format_version: 1\n", encoding="utf-8")
    window = build_window(
        [], make_settings(tmp_path), folder, ask_recovery=lambda o: RecoveryChoice.DISCARD
    )
    qtbot.addWidget(window)
    assert not window.document.is_modified
    assert not list(folder.glob("*.recovery.yaml"))


def _crashed_copy(folder, name: str, original, saved_at: float) -> None:
    """What a crashed editor leaves: its copy and note, no process holding its lock."""
    folder.mkdir(exist_ok=True)
    text = original.read_text(encoding="utf-8").replace("title: Test", f"title: {name}")
    (folder / f"{name}.recovery.yaml").write_text(text, encoding="utf-8")
    note = {"original": str(original), "saved_at": saved_at}
    (folder / f"{name}.json").write_text(json.dumps(note))


def test_two_crashed_editors_each_copy_is_offered_and_none_deleted_unasked(qtbot, tmp_path) -> None:
    folder = tmp_path / "recovery"
    _crashed_copy(folder, "first", scenario_file(tmp_path, "a.yaml"), 100.0)
    _crashed_copy(folder, "second", scenario_file(tmp_path, "b.yaml"), 200.0)
    offers: list[RecoveryOffer] = []

    def ask(offer: RecoveryOffer) -> RecoveryChoice:
        offers.append(offer)
        return RecoveryChoice.RESTORE if offer.can_restore else RecoveryChoice.KEEP

    window = build_window([], make_settings(tmp_path), folder, ask_recovery=ask)
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    assert [(o.recovery.path.name, o.number, o.total) for o in offers] == [
        ("second.recovery.yaml", 1, 2),  # newest first
        ("first.recovery.yaml", 2, 2),
    ]
    assert [o.can_restore for o in offers] == [True, False]
    assert window.document.scenario.title == "second"
    # The copy that was kept waits for the next start, with its note.
    assert (folder / "first.recovery.yaml").exists() and (folder / "first.json").exists()
    assert not (folder / "second.recovery.yaml").exists()  # restored: now the window's
    offered_next = []
    nxt = build_window(
        [],
        make_settings(tmp_path),
        folder,
        ask_recovery=lambda o: offered_next.append(o.recovery.path.name) or RecoveryChoice.KEEP,
    )
    qtbot.addWidget(nxt)
    # The first window still runs: only the kept copy of the crash is offered.
    assert offered_next == ["first.recovery.yaml"]


def test_closing_the_recovery_question_keeps_the_copy(qtbot, tmp_path) -> None:
    """The real dialog (no ``ask`` given), closed with Escape: nothing is thrown away."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox

    folder = tmp_path / "recovery"
    _crashed_copy(folder, "crashed", scenario_file(tmp_path), 100.0)
    shown = []

    def press_escape() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, press_escape)  # not on screen yet
            return
        shown.append([b.text() for b in box.buttons()])
        QTest.keyClick(box, Qt.Key.Key_Escape)
        if box.isVisible():  # Escape ignored: fail rather than wait for ever
            shown.append("Escape did not close the question")
            box.buttons()[0].click()

    QTimer.singleShot(0, press_escape)
    window = build_window([], make_settings(tmp_path), folder)
    qtbot.addWidget(window)
    assert shown == [["Restore", "Keep for later", "Discard"]]
    assert not window.document.is_modified  # not restored
    assert [r.path.name for r in find_recoveries(folder)] == ["crashed.recovery.yaml"]


def test_steady_editing_still_gets_a_copy_within_the_maximum_wait(qtbot, tmp_path) -> None:
    document = blank_document()
    saver = Autosaver(document, tmp_path / "recovery", delay_ms=300, max_wait_ms=1000)
    start = time.monotonic()
    for i in range(30):  # an edit every 100 ms for 3 s: never 300 ms without one
        h = document.scenario.grid.to_hex(1 + i % 10, 1 + i // 10)
        elements = {"foret"} if i % 2 else {"colline"}
        document.apply(SetTerrain.of({h: HexTerrain(frozenset(elements))}), "paint")
        qtbot.wait(100)
        if saver.path.exists():
            break
    assert saver.path.exists()
    assert time.monotonic() - start < 1.8  # about one maximum wait, not the end of the editing
    document.undo_stack.setClean()


def test_a_copy_whose_note_has_no_time_is_still_offered_with_the_copy_s_own_time(
    tmp_path,
) -> None:
    # A note cut short or hand-edited to "saved_at": null made the search for
    # copies fail with a TypeError, so no copy at all was offered.
    folder = tmp_path / "recovery"
    folder.mkdir()
    copy = folder / "cut.recovery.yaml"
    copy.write_text("format_version: 1\n", encoding="utf-8")
    (folder / "cut.json").write_text(json.dumps({"original": None, "saved_at": None}))
    (found,) = find_recoveries(folder)
    assert found.path == copy
    assert found.saved_at == copy.stat().st_mtime
