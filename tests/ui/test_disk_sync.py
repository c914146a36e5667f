"""Another program's changes to the open file are never overwritten silently;
deleted, read-only and linked files; leftovers of a killed save cleaned on open."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from window_fixtures import make_window, scenario_file

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain
from editor.io.scenario_file import read_scenario
from editor.ui.file_questions import FileChoice, FileQuestion, Situation

ROOT = Path(__file__).resolve().parents[2]


def paint(window, col: int = 5, row: int = 5) -> None:
    h = window.document.scenario.grid.to_hex(col, row)
    window.document.apply(SetTerrain.of({h: HexTerrain(frozenset({"foret"}))}), "paint")


def retitle(path: Path, title: str) -> None:
    """Another program (a text editor) changes the file in place."""
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("title: Test", f"title: {title}"), encoding="utf-8")


def replace_by_rename(path: Path, title: str) -> None:
    """Another program (git, many editors) writes a new file and renames it over."""
    text = path.read_text(encoding="utf-8")
    old_title = read_scenario(path).scenario.title
    tmp = path.with_name(path.name + ".new")
    tmp.write_text(text.replace(f"title: {old_title}", f"title: {title}"), encoding="utf-8")
    os.replace(tmp, path)


class Answers:
    """The person's answers, in order; records every question."""

    def __init__(self, *choices: FileChoice) -> None:
        self.choices = list(choices)
        self.questions: list[FileQuestion] = []

    def __call__(self, question: FileQuestion) -> FileChoice:
        self.questions.append(question)
        return self.choices.pop(0)

    @property
    def situations(self) -> list[Situation]:
        return [q.situation for q in self.questions]


@pytest.fixture
def opened(qtbot, tmp_path):
    path = scenario_file(tmp_path)
    window = make_window(qtbot, tmp_path)
    assert window.files.open_path(str(path))
    return window, path


# --- the check right before saving (watchers miss changes) ------------------------


def test_save_after_another_program_changed_the_file_asks_and_cancel_keeps_both(
    opened,
) -> None:
    window, path = opened
    window.files.disk.watcher.watch(None)  # as if the watcher missed it
    paint(window)
    retitle(path, "Pulled")
    answers = Answers(FileChoice.CANCEL)
    window.files.disk.ask = answers
    assert not window.files.save()
    assert answers.situations == [Situation.CHANGED]
    assert answers.questions[0].choices == (
        FileChoice.RELOAD,
        FileChoice.OVERWRITE,
        FileChoice.SAVE_ELSEWHERE,
        FileChoice.CANCEL,
    )
    assert read_scenario(path).scenario.title == "Pulled"  # the other program's change
    assert window.document.is_modified  # and ours


def test_overwrite_writes_this_version(opened) -> None:
    window, path = opened
    window.files.disk.watcher.watch(None)
    paint(window)
    retitle(path, "Pulled")
    window.files.disk.ask = Answers(FileChoice.OVERWRITE)
    assert window.files.save()
    assert read_scenario(path).scenario.title == "Test"
    assert not window.document.is_modified
    paint(window, 6, 6)
    window.files.disk.ask = Answers()  # no question: the file is as saved here
    assert window.files.save()


def test_reload_takes_the_other_programs_version(opened) -> None:
    window, path = opened
    window.files.disk.watcher.watch(None)
    paint(window)
    retitle(path, "Pulled")
    window.files.disk.ask = Answers(FileChoice.RELOAD)
    assert not window.files.save()
    assert window.document.scenario.title == "Pulled"
    assert not window.document.is_modified
    assert read_scenario(path).scenario.title == "Pulled"


def test_save_elsewhere_leaves_the_changed_file_alone(opened, tmp_path, monkeypatch) -> None:
    window, path = opened
    window.files.disk.watcher.watch(None)
    paint(window)
    retitle(path, "Pulled")
    other = tmp_path / "mine.yaml"
    monkeypatch.setattr(window.files, "ask_save_path", lambda: str(other))
    window.files.disk.ask = Answers(FileChoice.SAVE_ELSEWHERE)
    assert window.files.save()
    assert read_scenario(path).scenario.title == "Pulled"
    assert read_scenario(other).scenario.title == "Test"
    assert window.document.path == str(other)


def test_a_touched_but_unchanged_file_asks_nothing(opened) -> None:
    window, path = opened
    paint(window)
    os.utime(path, ns=(10**18, 10**18))
    window.files.disk.ask = Answers()
    assert window.files.save()


# --- the watcher ------------------------------------------------------------------


def test_a_change_on_disk_with_unsaved_changes_is_asked_about_once(opened, qtbot) -> None:
    window, path = opened
    paint(window)
    answers = Answers(FileChoice.CANCEL, FileChoice.OVERWRITE)
    window.files.disk.ask = answers
    retitle(path, "Pulled")
    qtbot.waitUntil(lambda: len(answers.questions) == 1, timeout=5000)
    assert answers.questions[0].situation is Situation.CHANGED and answers.questions[0].modified
    qtbot.wait(600)  # more events about the same change: not asked again
    assert len(answers.questions) == 1
    assert window.files.save()  # Save asks again: now overwrite
    assert answers.situations == [Situation.CHANGED, Situation.CHANGED]
    assert read_scenario(path).scenario.title == "Test"


def test_a_clean_map_is_reloaded_when_the_file_changes_even_by_rename(opened, qtbot) -> None:
    window, path = opened
    window.files.disk.ask = Answers()  # nothing to ask: nothing would be lost
    messages: list[str] = []
    window.files.statusMessage.connect(messages.append)
    replace_by_rename(path, "Pulled")
    qtbot.waitUntil(lambda: window.document.scenario.title == "Pulled", timeout=5000)
    assert not window.document.is_modified
    assert messages[-1] == "map.yaml changed on disk: reloaded"
    # The rename dropped the file's own watch: the next change is seen all the same.
    retitle_again = path.read_text(encoding="utf-8").replace("title: Pulled", "title: Again")
    path.write_text(retitle_again, encoding="utf-8")
    qtbot.waitUntil(lambda: window.document.scenario.title == "Again", timeout=5000)


def test_a_file_half_written_by_another_program_is_not_loaded(opened, qtbot) -> None:
    window, path = opened
    messages: list[str] = []
    window.files.statusMessage.connect(messages.append)
    before = window.document.scenario
    path.write_text("format_version: 1\nmap: {columns: ", encoding="utf-8")
    qtbot.waitUntil(lambda: bool(messages), timeout=5000)
    assert "cannot be read now" in messages[-1]
    assert window.document.scenario is before
    answers = Answers(FileChoice.CANCEL)
    window.files.disk.ask = answers
    paint(window)
    assert not window.files.save()  # the broken file differs from what was read: asked
    assert answers.situations == [Situation.CHANGED]


def test_a_file_another_window_saved_with_rules_errors_is_reloaded(opened, qtbot) -> None:
    # Another Hexfield window saved a half-finished state (a decoy before any unit):
    # a file the editor writes, it reads again, here too.
    window, path = opened
    window.files.disk.ask = Answers()  # nothing to ask: nothing would be lost
    messages: list[str] = []
    window.files.statusMessage.connect(messages.append)
    text = path.read_text(encoding="utf-8").replace("title: Test", "title: Decoys first")
    text += (
        "setup:\n  deployment: papers\n"
        "sides:\n- {id: a, name: Nord, home_edge: S}\n- {id: b, name: Sud, home_edge: N}\n"
        "decoys:\n- {side: a, at: '0112'}\n"
    )
    path.write_text(text, encoding="utf-8")
    assert [d.code for d in read_scenario(path).diagnostics if d.is_error] == ["decoy.count"]
    qtbot.waitUntil(lambda: window.document.scenario.title == "Decoys first", timeout=5000)
    assert len(window.document.scenario.decoys) == 1 and not window.document.is_modified
    assert messages[-1] == "map.yaml changed on disk: reloaded"


def test_a_deleted_file_is_said_and_the_map_stays_open(opened, qtbot) -> None:
    window, path = opened
    answers = Answers(FileChoice.CANCEL)
    window.files.disk.ask = answers
    path.rename(path.with_name("moved.yaml"))
    qtbot.waitUntil(lambda: bool(answers.questions), timeout=5000)
    assert answers.situations == [Situation.DELETED]
    assert window.document.path == str(path)
    assert window.document.is_modified  # kept open: closing will ask to save it
    assert window.files.save()  # writes it again, without a question
    assert read_scenario(path).ok
    assert answers.situations == [Situation.DELETED]


# --- read-only and linked files -----------------------------------------------------


def test_saving_over_a_read_only_file_asks_first(opened) -> None:
    window, path = opened
    before = path.read_bytes()
    path.chmod(0o444)
    paint(window)
    answers = Answers(FileChoice.CANCEL, FileChoice.OVERWRITE)
    window.files.disk.ask = answers
    assert not window.files.save()
    assert path.read_bytes() == before and window.document.is_modified
    assert window.files.save()
    assert answers.situations == [Situation.READ_ONLY, Situation.READ_ONLY]
    assert path.read_bytes() != before and not window.document.is_modified
    assert (path.stat().st_mode & 0o777) == 0o444


def test_saving_a_map_opened_through_a_link_keeps_the_link(qtbot, tmp_path) -> None:
    real = scenario_file(tmp_path, "real.yaml")
    link = tmp_path / "link.yaml"
    link.symlink_to(real.name)
    window = make_window(qtbot, tmp_path)
    assert window.files.open_path(str(link))
    paint(window)
    window.files.disk.ask = Answers()
    assert window.files.save()
    assert link.is_symlink()
    h = window.document.scenario.grid.to_hex(5, 5)
    assert read_scenario(real).scenario.terrain_at(h).elements == frozenset({"foret"})


# --- leftovers of a killed save -------------------------------------------------------

_SLOW_SAVE = """
import os, sys, time
from editor.io.scenario_file import read_scenario, write_scenario

def slow_fsync(fd):  # the test's hook: the data is written, the rename not yet done
    print("writing", flush=True)
    time.sleep(120)

scenario = read_scenario(sys.argv[1]).scenario
os.fsync = slow_fsync
write_scenario(scenario, sys.argv[1])
"""


def test_opening_a_file_removes_what_a_killed_save_left(qtbot, tmp_path) -> None:
    path = scenario_file(tmp_path)
    proc = subprocess.Popen(
        [sys.executable, "-c", _SLOW_SAVE, str(path)], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "writing"
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    (left,) = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    window = make_window(qtbot, tmp_path)
    assert window.files.open_path(str(path))
    assert not left.exists()


# --- after a crash ------------------------------------------------------------------


def test_a_file_changed_since_the_crash_is_asked_about_when_the_copy_is_saved(
    qtbot, tmp_path
) -> None:
    import hashlib
    import json
    import shutil

    from window_fixtures import make_settings

    from editor.app import build_window
    from editor.ui.recovery_dialog import RecoveryChoice

    path = scenario_file(tmp_path)
    first = make_window(qtbot, tmp_path)
    assert first.files.open_path(str(path))
    paint(first)
    first.autosaver.write_now()
    note_path = first.autosaver.path.with_name(
        first.autosaver.path.name.replace(".recovery.yaml", ".json")
    )
    note = json.loads(note_path.read_text())
    assert note["original_identity"]["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
    # The crash: that copy and note left behind, no editor holding them; then a
    # git pull changes the file.
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    shutil.copy(first.autosaver.path, crashed / "crashed.recovery.yaml")
    shutil.copy(note_path, crashed / "crashed.json")
    retitle(path, "Pulled")
    window = build_window(
        [], make_settings(tmp_path), crashed, ask_recovery=lambda o: RecoveryChoice.RESTORE
    )
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    assert window.document.path == str(path) and window.document.is_modified
    answers = Answers(FileChoice.CANCEL)
    window.files.disk.ask = answers
    assert not window.files.save()
    assert answers.situations == [Situation.CHANGED]
    assert read_scenario(path).scenario.title == "Pulled"
