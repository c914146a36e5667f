"""A question nobody answers fails its test instead of hanging the run (the
time-out signal cannot interrupt a dialog's own event loop), and the tests never
see the person's recovery copies."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FORGOTTEN_QUESTION = """
import conftest
from PySide6.QtWidgets import QMessageBox

conftest.MODAL_LIMIT_S = 1.0

def test_forgets_a_question(qtbot):
    QMessageBox.question(None, "Restore the game?", "A game was in progress.")
"""


def test_a_modal_dialog_left_open_fails_its_test(tmp_path: Path) -> None:
    (tmp_path / "conftest.py").write_text((ROOT / "tests" / "conftest.py").read_text())
    (tmp_path / "test_forgotten.py").write_text(FORGOTTEN_QUESTION)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--rootdir",
            str(tmp_path),
            "-c",
            os.devnull,
            str(tmp_path),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "a modal dialog was left open" in done.stdout
    assert "'Restore the game?'" in done.stdout


def test_the_tests_keep_out_of_the_persons_folders() -> None:
    from PySide6.QtCore import QStandardPaths

    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert data.startswith(os.environ["XDG_DATA_HOME"])
    assert not data.startswith(str(Path.home() / ".local"))
