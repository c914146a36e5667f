"""Issue 25, fault 5, in the window: *Play > Open a game…* gives the answers
``hexfield replay`` gives (``tests/rules/test_game_log_faults.py``) for the same
damaged logs: the edited start, the 5,000,000-item padding (refused at once,
not after a freeze of half a minute), the deleted action named exactly, the
empty log, the edited options; a cut log opens and says where the game stands.
"""

from __future__ import annotations

import time
from pathlib import Path

import game_log_cases as cases
import pytest
from PySide6.QtWidgets import QMessageBox
from window_fixtures import make_window

from editor.cli import main


@pytest.fixture(scope="module")
def log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return cases.played(tmp_path_factory.mktemp("game"))


def _open(qtbot, tmp_path: Path, path: Path):
    """Open ``path`` with the Play menu's *Open a game…*; what the window said."""
    window = make_window(qtbot, tmp_path)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_open_path = lambda: str(path)
    said: list[tuple[str, str, str]] = []
    mode.show_error = lambda title, text: said.append(("error", title, text))
    mode.show_warning = lambda title, text: said.append(("warning", title, text))
    assert mode.open in mode.menu.actions()
    mode.open.trigger()
    return window, mode, said


def _cli(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """What ``hexfield replay`` says of ``path`` on its error stream, its prefixes off."""
    capsys.readouterr()
    code = main(["replay", str(path), "--lang", "en"])
    err = capsys.readouterr().err
    lines = [line.removeprefix("hexfield replay: ") for line in err.splitlines()]
    return code, "\n".join(line.removeprefix(f"{path}: ") for line in lines)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + "."


def test_an_edited_start_is_refused_as_on_the_command_line(
    qtbot, tmp_path: Path, log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    edited = cases.start_edited(log)
    _window, mode, said = _open(qtbot, tmp_path, edited)
    assert not mode.playing
    code, answer = _cli(edited, capsys)
    assert (code, answer) == (1, "the game starts differently")
    assert said == [("error", "This game cannot be opened", _sentence(answer))]


@pytest.mark.parametrize("number", [34, 78])
def test_a_deleted_action_is_named_exactly_as_on_the_command_line(
    qtbot, tmp_path: Path, log: Path, number: int, capsys: pytest.CaptureFixture[str]
) -> None:
    edited = cases.deleted(log, number)
    _window, mode, said = _open(qtbot, tmp_path, edited)
    assert not mode.playing
    code, answer = _cli(edited, capsys)
    assert code == 1
    assert answer.startswith(
        f"the replay agrees up to action {number - 1} of {cases.ACTIONS - 1}; "
        f"then action {number} ("
    )
    assert said == [("error", "This game cannot be opened", _sentence(answer))]


def test_edited_options_are_refused_as_on_the_command_line(
    qtbot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    recorded, _final = cases.with_sight_limit(tmp_path, 2)
    edited = cases.option_edited(recorded, "sight_limit: 2", "sight_limit: 0")
    _window, mode, said = _open(qtbot, tmp_path, edited)
    assert not mode.playing
    code, answer = _cli(edited, capsys)
    assert code == 1 and answer.startswith("the options written in this log")
    assert said == [("error", "This game cannot be opened", _sentence(answer))]
    # The game as recorded opens, with its sight limit.
    _window, mode, said = _open(qtbot, tmp_path, recorded)
    assert mode.playing and said == []
    assert mode.controller.session.ctx.options.sight_limit == 2


@pytest.mark.parametrize("kind", ["padded", "empty"])
def test_an_unreadable_log_is_refused_at_once_as_on_the_command_line(
    qtbot, tmp_path: Path, log: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = cases.padded_actions(log)[0] if kind == "padded" else cases.empty(tmp_path)
    began = time.perf_counter()
    _window, mode, said = _open(qtbot, tmp_path, path)
    print(f"{kind}: refused in {time.perf_counter() - began:.2f} s")  # 30 s and more before
    assert not mode.playing
    code, answer = _cli(path, capsys)
    assert code == 2
    expected = (
        "actions: more than 50,000 items, the format's limit; reading stopped here"
        if kind == "padded"
        else "the file is empty; a game log is a YAML mapping"
    )
    assert expected in answer
    assert said == [("error", "Open a game", answer)]


def test_a_cut_log_opens_and_says_where_the_game_stands(
    qtbot, tmp_path: Path, log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    short, turn, phase = cases.cut(log, 60)
    window, mode, said = _open(qtbot, tmp_path, short)
    assert said == []
    assert mode.playing and len(mode.controller.session) == 60
    code, answer = _cli(short, capsys)
    assert (code, answer) == (0, f"game in progress: action 60, turn {turn}, phase {phase}")
    assert window.status.message.text() == answer[:1].upper() + answer[1:]


FRENCH_PHASES = {"command": "commandement", "movement": "déplacement", "combat": "combats"}
"""The phases as the French narrative names them (« phase de déplacement »)."""


def test_a_cut_log_says_where_the_game_stands_in_french_too(
    qtbot, tmp_path: Path, log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    short, turn, phase = cases.cut(log, 60)
    window = make_window(qtbot, tmp_path, language="fr")
    window.play_mode.ask_open_path = lambda: str(short)
    window.play_mode.open.trigger()
    expected = f"partie en cours : action 60, tour {turn}, phase de {FRENCH_PHASES[phase]}"
    assert window.status.message.text() == expected[:1].upper() + expected[1:]
    capsys.readouterr()
    assert main(["replay", str(short), "--lang", "fr"]) == 0
    assert capsys.readouterr().err == f"hexfield replay: {expected}\n"
