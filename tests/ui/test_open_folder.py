"""Where *File > Open* starts (issue 24): the open file's folder, else the last
folder used, else the bundled scenarios, so a newcomer lands on the examples;
never a folder that no longer exists (Qt then shows the home folder).

Each test triggers *File > Open* and reads the folder of the real file dialog."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog
from window_fixtures import make_window, scenario_file

from editor import paths
from editor.ui.file_controller import RECENT_KEY
from editor.ui.main_window import MainWindow


def folder_shown_by_open(window: MainWindow) -> Path:
    """Trigger File > Open, note the folder its dialog shows, cancel it."""
    seen: list[Path] = []

    def peek() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, peek)
            return
        seen.append(Path(dialog.directory().absolutePath()))
        dialog.reject()

    QTimer.singleShot(0, peek)
    window.main_actions.open.trigger()
    assert len(seen) == 1
    return seen[0]


def test_a_new_user_lands_on_the_bundled_scenarios(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert folder_shown_by_open(window) == paths.SCENARIOS.resolve()


def test_the_open_file_s_folder_comes_first(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    window = make_window(qtbot, tmp_path)
    assert window.files.open_path(str(scenario_file(folder)))
    assert folder_shown_by_open(window) == folder.resolve()


def test_a_deleted_folder_is_passed_over(qtbot, tmp_path: Path) -> None:
    gone = tmp_path / "gone"
    gone.mkdir()
    window = make_window(qtbot, tmp_path)
    window.settings.setValue(RECENT_KEY, [str(scenario_file(gone))])
    shutil.rmtree(gone)
    assert folder_shown_by_open(window) == paths.SCENARIOS.resolve()


def test_the_last_folder_chosen_is_remembered_even_when_the_file_did_not_open(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    folder = tmp_path / "drafts"
    folder.mkdir()
    broken = folder / "broken.yaml"
    broken.write_text("title: [unclosed\n", encoding="utf-8")
    window = make_window(qtbot, tmp_path)
    monkeypatch.setattr(window.files, "show_load_errors", lambda *_: False)

    def choose_broken() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, choose_broken)
            return
        dialog.selectFile(str(broken))
        dialog.accept()

    QTimer.singleShot(0, choose_broken)
    window.main_actions.open.trigger()
    assert window.document.path is None  # not opened
    assert folder_shown_by_open(window) == folder.resolve()
