"""The board is the window, for a returning player: a first game, *Back to editing*, a
second game, *Open a game…*, then the window closed and opened again on the
settings the first one saved; at 1280 x 800, 1600 x 1000 and 1920 x 1080, in
French and in English. The board keeps at least 60 % of the window's width and
half its area every time (issue 23: the second game's board was 15 % wide, and
stayed so after a relaunch)."""

from __future__ import annotations

from pathlib import Path

import pytest
from i18n_fixtures import translated
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from qt_waits import loop_turned

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.context import Options
from editor.ui.document import Document
from editor.ui.main_window import MainWindow
from editor.ui.play.play_layout import COLUMN_KEY
from editor.ui.play.start_dialog import GameSpec

pytestmark = pytest.mark.slow

SIZES = [(1280, 800), (1600, 1000), (1920, 1080)]


def _eylau() -> Document:
    path = SCENARIOS / "eylau-1807.yaml"
    result = read_scenario(path)
    assert result.scenario is not None and result.ruleset is not None
    return Document(result.scenario, result.ruleset, str(path))


def _open(qtbot, tmp_path: Path, settings: QSettings, size: tuple[int, int]):
    """A window on ``settings`` (a relaunch reads what the last one saved), at ``size``
    (the offscreen screen is 800 x 600 and Qt fits a restored geometry to the
    screen: the size is given again, as the person's screen would keep it)."""
    window = MainWindow(_eylau(), settings, autosave_dir=tmp_path / "recovery")
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(("person", "person"), 3, Options())
    return window, mode


def _settings(tmp_path: Path, language: str = "en") -> QSettings:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", language)
    return settings


def _window(qtbot, tmp_path: Path, size: tuple[int, int]):
    return _open(qtbot, tmp_path, _settings(tmp_path), size)


def _settle(qtbot) -> None:
    loop_turned(qtbot, turns=3)  # the docks placed, then the layouts they ask for


def _share(window) -> tuple[float, float]:
    board = window.play_mode.widget.stack  # the board, or the hand-over screen over it
    assert board.isVisible()
    w, h = window.width(), window.height()
    return board.width() / w, board.width() * board.height() / (w * h)


def _assert_board_is_the_window(window, when: str) -> None:
    width, area = _share(window)
    assert width >= 0.60 and area >= 0.50, (
        f"{when}: the board's share is {width:.2f} wide, {area:.2f} of the area"
    )


def assert_the_board_is_the_window_after_playing(qtbot, window, mode, when: str) -> None:
    assert mode.play.isEnabled()
    mode.play.trigger()
    assert mode.playing
    _settle(qtbot)
    _assert_board_is_the_window(window, when)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_board_keeps_the_window_over_games_and_a_relaunch(
    qtbot, qapp, tmp_path, size, language
) -> None:
    with translated(qapp, language):
        settings = _settings(tmp_path, language)
        first, mode = _open(qtbot, tmp_path, settings, size)
        assert_the_board_is_the_window_after_playing(qtbot, first, mode, "first game")
        game = tmp_path / "game.yaml"
        mode.ask_save_path = lambda: str(game)
        assert mode.save_game(ask=True)
        mode.back.trigger()
        assert not mode.playing
        _settle(qtbot)
        assert_the_board_is_the_window_after_playing(qtbot, first, mode, "second game")
        mode.back.trigger()
        _settle(qtbot)
        assert mode.open_game(str(game))
        _settle(qtbot)
        _assert_board_is_the_window(first, "a game opened")
        first.close()  # playing: the game is left, then the window saves its layout
        settings.sync()
        del first, mode

        again = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        second, mode = _open(qtbot, tmp_path, again, size)
        assert_the_board_is_the_window_after_playing(
            qtbot, second, mode, "first game after a relaunch"
        )
        mode.back.trigger()
        _settle(qtbot)
        assert_the_board_is_the_window_after_playing(
            qtbot, second, mode, "second game after a relaunch"
        )


def test_a_saved_column_that_squeezes_the_board_is_not_restored(qtbot, tmp_path) -> None:
    settings = _settings(tmp_path)
    settings.setValue(COLUMN_KEY, 0.85)  # as the squeezed layout of the second game was
    window, mode = _open(qtbot, tmp_path, settings, (1600, 1000))
    assert_the_board_is_the_window_after_playing(
        qtbot, window, mode, "a squeezing layout in the settings"
    )


def test_the_column_the_player_chose_comes_back_in_the_next_game(qtbot, tmp_path) -> None:
    window, mode = _window(qtbot, tmp_path, (1600, 1000))
    assert_the_board_is_the_window_after_playing(qtbot, window, mode, "first game")
    # The player drags the splitter: a column of 500 px (the default is 384).
    window.resizeDocks([mode.panel], [500], Qt.Orientation.Horizontal)
    _settle(qtbot)
    assert mode.panel.width() == 500
    mode.back.trigger()
    _settle(qtbot)
    assert_the_board_is_the_window_after_playing(qtbot, window, mode, "second game")
    assert abs(mode.panel.width() - 500) <= 2


def test_view_zoom_acts_on_the_board_in_a_game(qtbot, tmp_path) -> None:
    window, mode = _window(qtbot, tmp_path, (1600, 1000))
    assert_the_board_is_the_window_after_playing(qtbot, window, mode, "a game")
    board = mode.widget.view
    actions = window.main_actions
    fitted = board.zoom()
    assert actions.zoom_in.isEnabled() and actions.zoom_out.isEnabled() and actions.fit.isEnabled()
    actions.zoom_in.trigger()
    assert board.zoom() == pytest.approx(fitted * 1.25)
    assert window.status.zoom_label.text() == f"{fitted * 125:.0f} %"
    actions.fit.trigger()
    assert board.zoom() == pytest.approx(fitted)
    mode.back.trigger()
    _settle(qtbot)
    editor_zoom = window.view.zoom()  # fitted again to the editor's own layout
    actions.zoom_in.trigger()
    assert window.view.zoom() == pytest.approx(editor_zoom * 1.25, rel=0.01)


def test_the_map_fits_the_board_when_a_game_starts(qtbot, tmp_path) -> None:
    window, mode = _window(qtbot, tmp_path, (1280, 800))
    assert_the_board_is_the_window_after_playing(qtbot, window, mode, "a game")
    board = mode.widget.view
    shown = board.mapFromScene(board.map_painter.bounds()).boundingRect()
    viewport = board.viewport().rect()
    # The whole map is in the board, and fills it one way or the other.
    assert viewport.adjusted(-2, -2, 2, 2).contains(shown)
    assert shown.width() >= viewport.width() - 8 or shown.height() >= viewport.height() - 8
    assert not board.horizontalScrollBar().isVisible()
