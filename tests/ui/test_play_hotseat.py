"""Issue 13's first check: a whole hotseat game of a bundled scenario, played with the
mouse on the real window to a victory, then saved, reopened and replayed to the
same final position.

The decisions come from the greedy computer player, each side deciding from its
own observation; every one of them is made by clicks (the tray, the board's
hexes, the phase bar's and the question bar's buttons, the hand-over screen),
never by calling the engine.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from play_driver import Hands
from PySide6.QtWidgets import QApplication, QMessageBox
from window_fixtures import make_window

from editor.core.scenario import Scenario
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Resign
from editor.rules.context import Options
from editor.rules.engine import legal_actions
from editor.rules.fog import hidden_from, observe
from editor.rules.players import make_player
from editor.ui.document import Document
from editor.ui.play.start_dialog import GameSpec

pytestmark = pytest.mark.slow

SCENARIO = SCENARIOS / "azincourt-1415.yaml"
SEED = 5
MAX_ACTIONS = 1500


def azincourt() -> Document:
    result = read_scenario(SCENARIO)
    assert result.scenario is not None and result.ruleset is not None
    return Document(result.scenario, result.ruleset, str(SCENARIO))


def _text(scenario: Scenario) -> str:
    return dumps_scenario(scenario)


def test_a_hotseat_game_by_mouse_to_a_victory_then_saved_reopened_and_replayed(
    qtbot, tmp_path: Path, mouse
) -> None:
    window = make_window(qtbot, tmp_path, azincourt())
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard  # never a modal question
    scenario_before = _text(window.document.scenario)
    undo_index = window.document.undo_stack.index()
    mode.ask_game_spec = lambda: GameSpec(("person", "person"), SEED, Options())
    hands = Hands(qtbot, mode, mouse)

    hands.toolbar_button(mode.toolbar, mode.play)
    assert mode.playing and window.centralWidget() is mode.widget
    assert not window.main_actions.tools.isEnabled() or not any(
        a.isEnabled() for a in window.main_actions.tool_actions.values()
    ), "the editor's tools are disabled while a game is shown"
    assert not window.main_actions.undo.isEnabled() and not window.main_actions.save.isEnabled()
    c = mode.controller
    c.state.instant = True
    ctx = c.ctx
    assert ctx.deployment == "papers"
    players = [make_player("greedy", 11), make_player("greedy", 12)]

    handovers = 0
    for _ in range(MAX_ACTIONS):
        pos = c.session.position
        if pos.over:
            break
        if c.reading.covered:
            # The board is hidden from the next player until he takes the seat.
            assert mode.widget.stack.currentWidget() is mode.widget.cover
            assert mode.widget.view.pieces.marks == []
            hands.take_seat_if_asked()
            handovers += 1
        side = pos.deciding
        assert c.state.viewer == side and c.reading.can_act()
        # What the view draws never identifies a piece the side cannot identify.
        hidden = hidden_from(ctx, pos, side)
        for mark in mode.widget.view.pieces.marks:
            assert mark.index not in hidden or mark.index < 0
        legal = [a for a in legal_actions(ctx, pos) if not isinstance(a, Resign)]
        action = players[side].choose(ctx, observe(ctx, pos, side), legal)
        hands.do(action)
    result = c.session.position.result
    assert result is not None and result.winner is not None, "the game ends in a victory"
    assert result.reason in ("demoralisation", "objectives", "turns")
    for kind in ("deploy", "activate", "move", "attack", "defence_order", "end_phase"):
        assert kind in hands.kinds, f"the game never needed a {kind}"
    assert hands.kinds & {"manoeuvre", "attack_order"}, "no order was given"
    assert handovers >= 4

    # The result screen: who won, losses, turns, luck.
    qtbot.waitUntil(lambda: mode.result is not None and mode.result.isVisible())
    table = mode.result.table
    assert table.item(0, 0).text() == str(result.losses[0])
    assert ctx.side_names[result.winner] in mode.result.headline.text()
    final = c.session.position
    actions = [s.action for s in c.session.steps]
    mode.result.close()

    # Save, back to editing (the scenario as it was), reopen, replay to the end.
    path = tmp_path / "azincourt-game.yaml"
    mode.ask_save_path = lambda: str(path)
    mode.save.trigger()
    assert path.is_file()
    mode.back.trigger()
    assert not mode.playing and window.centralWidget() is window.view
    assert _text(window.document.scenario) == scenario_before
    assert window.document.undo_stack.index() == undo_index
    assert window.main_actions.save.isEnabled()

    assert mode.open_game(str(path))
    c2 = mode.controller
    c2.state.instant = True
    assert [s.action for s in c2.session.steps] == actions
    assert c2.session.position == final
    assert c2.state.cursor == 0, "a finished game opens at its start, ready to replay"
    log = mode.log
    hands.button(log.play)
    qtbot.waitUntil(lambda: c2.state.cursor is None, timeout=20_000)
    assert c2.reading.position == final
    hands.button(log.back)
    assert c2.state.cursor == len(actions) - 1
    assert c2.reading.position == c2.session.position_at(len(actions) - 1)
    QApplication.processEvents()
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.back.trigger()
