"""Recovery copies: written after changes, never over the user's file, offered after a crash."""

from __future__ import annotations

import json

from window_fixtures import make_settings, make_window, scenario_file

from editor.app import build_window
from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain
from editor.io.scenario_file import dumps_scenario


def paint(window, col: int = 4, row: int = 4) -> None:  # type: ignore[no-untyped-def]
    h = window.document.scenario.grid.to_hex(col, row)
    window.document.apply(SetTerrain.of({h: HexTerrain(frozenset({"foret"}))}), "paint")


def test_a_change_schedules_a_copy_beside_not_over_the_file(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
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


def test_a_normal_close_removes_the_copy(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
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


def test_after_a_crash_the_next_start_offers_and_restores_the_copy(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
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
        [], make_settings(tmp_path), folder, ask_recovery=lambda r: offered.append(r) or True
    )
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    assert [r.original for r in offered] == [str(path)]
    assert dumps_scenario(window.document.scenario) == expected
    assert window.document.path == str(path)
    assert window.document.is_modified and window.isWindowModified()
    assert not (folder / "crashed.recovery.yaml").exists()
    assert path.read_bytes() != expected.encode()  # the user's file waits for a save


def test_a_declined_copy_is_not_offered_again(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "recovery"
    folder.mkdir()
    (folder / "old.recovery.yaml").write_text("format_version: 1\n", encoding="utf-8")
    window = build_window([], make_settings(tmp_path), folder, ask_recovery=lambda r: False)
    qtbot.addWidget(window)
    assert not window.document.is_modified
    assert not list(folder.glob("*.recovery.yaml"))
