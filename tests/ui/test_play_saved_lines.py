"""Issue 23, what a saved game keeps, in the real window: the lines set aside by
*Resume from here* come back in the log after *Save game* then *Open a game…* (or
the recovery copy after a crash), and returning to one restores its actions; a
placement held back until *Deployment done* comes back held, still awaiting it."""

from __future__ import annotations

from pathlib import Path

from play_driver import Hands
from PySide6.QtWidgets import QMessageBox
from test_deployment_done import _click
from test_play_fog_swap import _scenario
from test_play_time_travel import Greedy, _click_entry, _doc, _start
from window_fixtures import make_window

from editor.io.rulesets import load_ruleset
from editor.rules.actions import Deploy
from editor.rules.context import Options
from editor.ui.document import Document
from editor.ui.play.recovery_offer import RecoveryChoice
from editor.ui.play.start_dialog import GameSpec


def _branched(qtbot, tmp_path, mouse):
    """A hotseat game of 40 actions, resumed from action 34 (side 1's own actions),
    then 3 other actions: the first 40 are a branch."""
    window, mode, hands = _start(qtbot, tmp_path, mouse, ("person", "person"))
    c = mode.controller
    Greedy().play_to(hands, 40)
    whole = list(c.session.steps)
    mode.ask_resume = lambda at, dropped, theirs: True
    _click_entry(qtbot, mode, 34)
    hands.button(mode.log.resume)
    assert len(c.session) == 34 and len(c.session.branches) == 1
    Greedy("random").play_to(hands, 37)
    return window, mode, hands, whole


def _reopened(qtbot, tmp_path, mouse, path: Path):
    """A second window (the same settings) that opens the saved game."""
    window = make_window(qtbot, tmp_path, _doc("azincourt-1415.yaml"))
    window.resize(1300, 850)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    assert mode.open_game(str(path))
    mode.controller.state.instant = True
    return mode, Hands(qtbot, mode, mouse)


def _return_to_the_branch(mode, hands, whole) -> None:
    c = mode.controller
    log = mode.log
    hands.take_seat_if_asked()
    assert log.branch_row.isVisible()
    assert [log.branches.itemText(i) for i in range(log.branches.count())] == [
        "Abandoned line: 6 actions from action 35"
    ]
    hands.button(log.switch)
    hands.take_seat_if_asked()
    hands.take_seat_if_asked()
    assert len(c.session) == 40
    assert [s.action for s in c.session.steps] == [s.action for s in whole]
    assert [s.events for s in c.session.steps] == [s.events for s in whole]
    assert c.session.position == whole[-1].position
    assert log.tree.topLevelItemCount() == 41, "the log shows the line returned to"


def test_save_then_open_keeps_the_abandoned_line_and_returns_to_it(qtbot, tmp_path, mouse) -> None:
    _window, mode, _hands, whole = _branched(qtbot, tmp_path, mouse)
    path = tmp_path / "game.yaml"
    mode.ask_save_path = lambda: str(path)
    mode.save.trigger()
    mode.back.trigger()
    assert not mode.playing
    again, hands = _reopened(qtbot, tmp_path / "second", mouse, path)
    assert len(again.controller.session) == 37
    _return_to_the_branch(again, hands, whole)


def test_the_recovery_copy_keeps_the_abandoned_line(qtbot, tmp_path, mouse) -> None:
    _window, mode, _hands, whole = _branched(qtbot, tmp_path, mouse)
    saver = mode.autosaver
    saver.write_now()
    saver._lock.release()  # the crash: nobody holds the copy any more
    saver.session = None
    saver.path = tmp_path / "gone.game-recovery.yaml"  # leaving does not remove it
    mode.back.trigger()
    other = make_window(qtbot, tmp_path)
    other.resize(1300, 850)
    other.show()
    qtbot.waitExposed(other)
    restored = other.play_mode
    restored.ask_leave = lambda: QMessageBox.StandardButton.Discard
    assert restored.offer_recovery(lambda offer: RecoveryChoice.RESTORE)
    restored.controller.state.instant = True
    assert len(restored.controller.session) == 37
    _return_to_the_branch(restored, Hands(qtbot, restored, mouse), whole)


def _deploying(qtbot, tmp_path):
    scenario = _scenario()
    scenario.setup.deployment = "screen"  # B places everything, then A, behind the screen
    scenario.decoys.clear()
    window = make_window(qtbot, tmp_path, Document(scenario, load_ruleset("panache")))
    window.resize(1300, 850)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    assert mode.start(GameSpec(("person", "person"), 7, Options()))
    c = mode.controller
    c.take_seat()
    assert c.play(Deploy("b0", "0502")) is not None
    mode.autosaver.write_now()
    assert c.play(Deploy("b1", "0302")) is None, "held back"
    assert c.state.held is not None
    return window, mode


def _still_held(qtbot, mode) -> None:
    """Reopened: the placement is held, not played; after the hand-over it is on the
    board and *Deployment done* plays it."""
    c = mode.controller
    assert len(c.session) == 1
    assert c.state.held is not None and c.state.held[0] == Deploy("b1", "0302")
    if c.reading.covered:
        _click(qtbot, mode.widget.cover.button)
    assert c.state.viewer == 1 and not c.reading.covered
    b1 = c.ctx.piece_index["b1"]
    assert c.reading.position.at[b1] == c.ctx.key_of("0302")
    bar = mode.widget.phase_bar
    assert bar.end_phase.text() == "Deployment done"
    _click(qtbot, bar.end_phase)
    assert len(c.session) == 2 and c.session.steps[-1].action == Deploy("b1", "0302")


def test_a_held_placement_is_saved_and_comes_back_held(qtbot, tmp_path) -> None:
    _window, mode = _deploying(qtbot, tmp_path)
    path = tmp_path / "deploying.yaml"
    mode.ask_save_path = lambda: str(path)
    mode.save.trigger()
    mode.back.trigger()
    assert not mode.playing
    other = make_window(qtbot, tmp_path / "second")
    other.show()
    again = other.play_mode
    again.ask_leave = lambda: QMessageBox.StandardButton.Discard
    assert again.open_game(str(path))
    _still_held(qtbot, again)


def test_the_recovery_copy_keeps_a_held_placement(qtbot, tmp_path) -> None:
    _window, mode = _deploying(qtbot, tmp_path)
    saver = mode.autosaver
    assert saver.pending, "holding a placement is a change the copy must get"
    saver.write_now()
    saver._lock.release()
    saver.session = None
    saver.path = tmp_path / "gone.game-recovery.yaml"
    mode.back.trigger()
    other = make_window(qtbot, tmp_path)
    other.show()
    restored = other.play_mode
    restored.ask_leave = lambda: QMessageBox.StandardButton.Discard
    assert restored.offer_recovery(lambda offer: RecoveryChoice.RESTORE)
    _still_held(qtbot, restored)


def test_leaving_asks_to_save_a_placement_held_since_the_save(qtbot, tmp_path) -> None:
    _window, mode = _deploying(qtbot, tmp_path)
    c = mode.controller
    path = tmp_path / "deploying.yaml"
    mode.ask_save_path = lambda: str(path)
    _click(qtbot, mode.widget.phase_bar.undo)  # the placement back in the tray
    assert c.state.held is None
    mode.save.trigger()
    assert not c.unsaved
    assert c.play(Deploy("b1", "0302")) is None, "held back again, after the save"
    asked: list[bool] = []
    mode.ask_leave = lambda: asked.append(True) or QMessageBox.StandardButton.Save
    mode.back.trigger()
    assert asked == [True], "the held placement would be lost: asked"
    assert not mode.playing
    # Saved with it: reopened, it is held again and nothing is left to save.
    other = make_window(qtbot, tmp_path / "second")
    again = other.play_mode
    assert again.open_game(str(path))
    assert again.controller.state.held is not None and not again.controller.unsaved
    again.ask_leave = lambda: asked.append(True) or QMessageBox.StandardButton.Discard
    again.back.trigger()
    assert asked == [True] and not again.playing
