"""Issue 23: « the board jumps when [...] the defender's bar appears ». The question of
the moment (the defence order, a follow-up, a charge) is laid over the board's top
edge: the board keeps its place and size when it comes and goes."""

from __future__ import annotations

from play_driver import Hands
from PySide6.QtWidgets import QApplication, QMessageBox
from test_play_window import _skirmish
from window_fixtures import make_window

from editor.rules.context import Options
from editor.rules.engine import legal_actions
from editor.rules.fog import observe
from editor.rules.players import make_player
from editor.ui.play.start_dialog import GameSpec


def test_the_board_keeps_its_geometry_when_the_defence_question_appears(
    qtbot, tmp_path, mouse
) -> None:
    window = make_window(qtbot, tmp_path, _skirmish())
    window.resize(1300, 850)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(("person", "person"), 4, Options())
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    c = mode.controller
    c.state.instant = True
    widget = mode.widget
    bar, board = widget.decision_bar, widget.stack
    hands.take_seat_if_asked()
    QApplication.processEvents()
    assert not bar.isVisible()
    before = board.geometry()
    players = [make_player("greedy", 1), make_player("greedy", 2)]
    for _ in range(200):
        hands.take_seat_if_asked()
        QApplication.processEvents()
        pos = c.session.position
        if pos.combat is not None and pos.combat.stage == "defence":
            break
        side = pos.deciding
        hands.do(players[side].choose(c.ctx, observe(c.ctx, pos, side), legal_actions(c.ctx, pos)))
    assert bar.stage == "defence" and bar.isVisible()
    assert board.geometry() == before, "the board moved when the question appeared"
    # Over the board's top edge, as wide as the board, its buttons on screen.
    assert bar.geometry().top() == board.geometry().top()
    assert bar.width() == board.width() and bar.height() < board.height() // 3
    assert bar.yes.isVisible() and bar.yes.isEnabled()
    hands.button(bar.no)
    hands.take_seat_if_asked()
    QApplication.processEvents()
    assert board.geometry() == before
