"""*Play > Balance test…*: the run in the background with progress and Cancel, the
report with its verdict, the heat map over the map (off by default, gone with
the report), and a double-click on a game opening its replay in the play view."""

from __future__ import annotations

import sys
from pathlib import Path

from i18n_fixtures import translated
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from window_fixtures import make_window

from editor.io.scenario_file import read_scenario
from editor.ui.balance.heat_overlay import HeatItem
from editor.ui.balance.settings_dialog import BalanceChoice, BalanceDialog
from editor.ui.document import Document

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "balance"))
from arena import A_HEX, B_HEX, arena


def _window(qtbot, tmp_path, language: str = "en"):
    path = arena(tmp_path / "arena.yaml")
    r = read_scenario(path)
    assert r.scenario is not None and r.ruleset is not None
    window = make_window(qtbot, tmp_path, Document(r.scenario, r.ruleset, str(path)), language)
    window.show()
    qtbot.waitExposed(window)
    controller = window.balance.controller()
    controller.jobs = 1  # the games in this process, off the GUI thread all the same
    controller.show_error = lambda title, text: pytest_fail(f"{title}: {text}")
    return window, controller


def pytest_fail(message: str) -> None:
    raise AssertionError(message)


def _heat_items(window) -> list[HeatItem]:
    return [i for i in window.view.map_scene().items() if isinstance(i, HeatItem)]


def test_a_balance_test_reports_its_verdict_maps_the_hot_hexes_and_opens_a_replay(
    qtbot, tmp_path
) -> None:
    window, controller = _window(qtbot, tmp_path)
    controller.ask_choice = lambda: BalanceChoice("greedy", "greedy", games=4, seed=5)
    window.balance.action.trigger()
    assert controller.running and controller.progress is not None
    qtbot.waitUntil(lambda: controller.report_dialog is not None, timeout=60_000)
    dialog = controller.report_dialog
    (series,) = controller.finished.result.series
    assert len(series.games) == 4 and not controller.finished.result.partial
    texts = [t for _k, t in dialog.lines]
    assert any(t.startswith("Rouges: win rate") and "/4)" in t for t in texts)
    too_few = "No verdict: too few games to tell (4 games; a side's 95 % interval is wider than"
    assert too_few + " ±10 points)" in texts
    assert dialog.games.rowCount() == 4
    # the overlay is off until asked, then shows the combats on the two hexes
    assert _heat_items(window) == [] and not controller.heat.action.isChecked()
    dialog.map_box.setCurrentIndex(dialog.map_box.findData("combats"))
    dialog.show_heat.setChecked(True)
    assert controller.heat.action.isChecked() and len(_heat_items(window)) == 1
    grid = window.document.scenario.grid
    hot = {grid.to_hex(*A_HEX), grid.to_hex(*B_HEX)}
    assert set(controller.heat.values) <= hot and controller.heat.values
    # a double-click on the second game opens its replay, played to its end
    seed = series.games[1].seed
    rect = dialog.games.visualItemRect(dialog.games.item(1, 0))
    # a double-click is a click and a second press (the view opens the row pressed)
    qtbot.mouseClick(dialog.games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(dialog.games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    mode = window.play_mode
    assert mode.playing and mode.session.seed == seed
    assert mode.session.position.over
    mode.leave()
    # closing the report takes the overlay and its switch away
    dialog.reject()
    assert _heat_items(window) == []
    assert not controller.heat.action.isChecked() and not controller.heat.action.isEnabled()


def test_the_heat_map_overlays_the_board_when_the_report_is_read_in_a_game(qtbot, tmp_path) -> None:
    """Issue 23: *Show on the map* drew nothing when the report was opened from the play
    view (the overlay went on the editor's map, hidden behind the board)."""
    window, controller = _window(qtbot, tmp_path)
    controller.ask_choice = lambda: BalanceChoice("greedy", "greedy", games=2, seed=5)
    window.balance.action.trigger()
    qtbot.waitUntil(lambda: controller.report_dialog is not None, timeout=60_000)
    dialog = controller.report_dialog
    (series,) = controller.finished.result.series
    mode = window.play_mode
    assert controller.open_replay(0, series.games[0].seed) and mode.playing
    dialog.map_box.setCurrentIndex(dialog.map_box.findData("combats"))
    dialog.show_heat.setChecked(True)
    board = mode.widget.view
    on_board = [i for i in board.scene().items() if isinstance(i, HeatItem)]
    assert len(on_board) == 1 and _heat_items(window) == []
    # back to editing: the board is gone, the heat map is over the editor's map
    mode.leave()
    qtbot.waitUntil(lambda: len(_heat_items(window)) == 1, timeout=2000)
    assert controller.heat.action.isChecked()
    dialog.reject()
    assert _heat_items(window) == []


def test_cancel_keeps_the_games_played_and_says_the_report_is_partial(qtbot, tmp_path) -> None:
    window, controller = _window(qtbot, tmp_path)
    controller.ask_choice = lambda: BalanceChoice("random", "greedy", games=100_000, seed=2)
    window.balance.action.trigger()
    qtbot.waitUntil(lambda: controller.progress is not None and controller.progress.value() > 0)
    (cancel,) = controller.progress.findChildren(QPushButton)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.report_dialog is not None, timeout=60_000)
    result = controller.finished.result
    (series,) = result.series
    assert result.partial and series.stopped_by == "cancelled"
    assert 0 < len(series.games) < 100_000
    assert series.player == "random-greedy"
    dialog = controller.report_dialog
    assert dialog.lines[1] == ("warn", "PARTIAL RESULTS: the run was stopped before its end")
    assert dialog.games.rowCount() == len(series.games)


def test_the_dialog_asks_each_sides_player_and_the_size_of_the_run_in_french(
    qtbot, qapp, tmp_path
) -> None:
    with translated(qapp, "fr"):
        window, _controller = _window(qtbot, tmp_path, "fr")
        assert window.balance.action.text() == "Test d'&équilibre…"
        dialog = BalanceDialog(["Rouges", "Bleus"], window)
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "Test d'équilibre"
        assert dialog.side_combos[0].currentText() == "Glouton (espérances)"
    assert dialog.choice() == BalanceChoice("greedy", "greedy", 100, 0.05, 1)
    dialog.side_combos[1].setCurrentIndex(dialog.side_combos[1].findData("search"))
    dialog.by_margin.setChecked(True)
    dialog.margin.setValue(3.0)
    dialog.seed.setValue(9)
    choice = dialog.choice()
    assert choice == BalanceChoice("greedy", "search", None, 0.03, 9)
    assert choice.player == "greedy-search"
    assert not dialog.games.isEnabled()
