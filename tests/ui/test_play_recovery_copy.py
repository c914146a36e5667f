"""Issue 23, « Nothing lost »: the game's recovery copy is written at most 2 s after
an action and at least every 10 s while play goes on; an undo counts as a change;
saving removes the copy until the next action; a restored game comes back whole.
(A killed editor: ``test_play_recovery_kill.py``.)"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from window_fixtures import make_window

from editor.io.game_log import read_game_log
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.context import Options
from editor.rules.engine import legal_actions
from editor.rules.game import game_context
from editor.rules.session import GameSession
from editor.ui.copy_timer import CopySchedule
from editor.ui.document import Document
from editor.ui.play.recovery import GameAutosaver, find_game_recoveries
from editor.ui.play.recovery_offer import RecoveryChoice
from editor.ui.play.start_dialog import GameSpec

MOULIN = SCENARIOS / "moulin-de-la-sambre.yaml"


def _session() -> GameSession:
    result = read_scenario(MOULIN)
    assert result.scenario is not None and result.ruleset is not None
    return GameSession(game_context(result.scenario, result.ruleset, Options()), 3)


def _copy_length(path: Path) -> int:
    return len(read_game_log(path)["actions"])


def test_actions_every_1_5_s_get_a_copy_10_s_after_the_first() -> None:
    # Simulated time: a person acts at 0, 1.5, 3 ... s; the copy is written when due.
    schedule = CopySchedule(delay=2.0, max_wait=10.0)
    writes: list[float] = []
    for tick in range(0, 300):  # 30 s in steps of 0.1 s
        now = tick / 10
        due = schedule.due()
        if due is not None and now >= due:
            writes.append(now)
            schedule.written(now)
        if tick % 15 == 0:
            schedule.changed(now)
    assert writes == [10.0, 20.0]  # never older than 10 s while play goes on


def test_two_computer_players_at_1x_never_have_a_copy_older_than_10_s() -> None:
    # Simulated time: an action every 0.8 s for a minute (tenths of a second).
    schedule = CopySchedule(delay=2.0, max_wait=10.0)
    written = 0
    oldest = 0
    for tick in range(600):
        due = schedule.due()
        if due is not None and tick >= round(due * 10):
            schedule.written(tick / 10)
            written = tick
        if tick % 8 == 0:
            schedule.changed(tick / 10)
        oldest = max(oldest, tick - written)
    assert oldest == 99  # tenths of a second: the copy is rewritten as it turns 10 s old


def test_a_pause_after_an_action_gets_the_copy_2_s_later() -> None:
    schedule = CopySchedule(delay=2.0, max_wait=10.0)
    schedule.changed(100.0)
    schedule.changed(101.5)
    assert schedule.due() == 103.5
    schedule.written(103.5)
    assert schedule.due() is None
    schedule.changed(200.0)  # long after: the copy 2 s later, not at once
    assert schedule.due() == 202.0


def test_the_game_copy_waits_2_s_after_an_action_and_10_s_at_most(tmp_path: Path) -> None:
    saver = GameAutosaver(tmp_path / "recovery")
    assert (saver.timer.schedule.delay, saver.timer.schedule.max_wait) == (2.0, 10.0)


def test_steady_play_still_gets_a_copy_within_the_longest_wait(qtbot, tmp_path) -> None:
    saver = GameAutosaver(tmp_path / "recovery", delay_ms=300, max_wait_ms=1000)
    session = _session()
    saver.watch(session)
    saver.write_now()
    saver.path.unlink()
    start = time.monotonic()
    for _ in range(30):  # an action every 150 ms: never 300 ms without one
        session.play(legal_actions(session.ctx, session.position)[0])
        saver.changed()
        qtbot.wait(150)
        if saver.path.exists():
            break
    assert saver.path.exists()
    assert time.monotonic() - start < 1.8  # about one longest wait, not the end of play
    assert _copy_length(saver.path) >= 1


def test_a_hover_schedules_no_copy_an_action_and_an_undo_do(qtbot, tmp_path) -> None:
    saver = GameAutosaver(tmp_path / "recovery")
    session = _session()
    saver.watch(session)
    saver.write_now()
    saver.changed()  # nothing happened to the game
    assert not saver.pending
    step = session.play(legal_actions(session.ctx, session.position)[0])
    saver.changed()
    assert saver.pending
    saver.write_now()
    assert _copy_length(saver.path) == 1
    session.undo(step.side)
    saver.changed()
    assert saver.pending
    saver.write_now()
    assert _copy_length(saver.path) == 0


def _window_game(qtbot, tmp_path):
    result = read_scenario(MOULIN)
    assert result.scenario is not None and result.ruleset is not None
    window = make_window(qtbot, tmp_path, Document(result.scenario, result.ruleset, str(MOULIN)))
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    assert mode.start(GameSpec(("person", "person"), 3, Options()))
    c = mode.controller
    c.take_seat()
    return window, mode, c


def test_the_windows_game_copy_waits_2_s_after_an_action_and_10_s_at_most(qtbot, tmp_path) -> None:
    # The product's waits where a game is played (the killed-editor test gives its
    # window a shorter longest wait).
    _window, mode, _c = _window_game(qtbot, tmp_path)
    schedule = mode.autosaver.timer.schedule
    assert (schedule.delay, schedule.max_wait) == (2.0, 10.0)
    mode.leave()


def test_in_the_window_an_undo_is_copied_and_a_save_removes_the_copy(qtbot, tmp_path) -> None:
    _window, mode, c = _window_game(qtbot, tmp_path)
    saver = mode.autosaver
    for _ in range(2):
        c.play(legal_actions(c.ctx, c.session.position)[0])
    saver.write_now()
    assert _copy_length(saver.path) == 2
    c.travel.undo()
    assert len(c.session) == 1 and saver.pending
    saver.write_now()
    assert _copy_length(saver.path) == 1
    game = tmp_path / "game.yaml"
    mode.ask_save_path = lambda: str(game)
    assert mode.save_game()
    assert not saver.path.exists() and not saver.pending
    c.play(legal_actions(c.ctx, c.session.position)[0])
    assert saver.pending
    saver.write_now()
    assert _copy_length(saver.path) == 2
    mode.leave()  # closed by choice (the person discards): the copy goes
    assert not saver.path.exists()


def test_a_restored_game_comes_back_whole_and_shows_the_present(qtbot, tmp_path) -> None:
    _window, mode, c = _window_game(qtbot, tmp_path)
    for _ in range(30):
        c.take_seat()
        c.play(legal_actions(c.ctx, c.session.position)[0])
    assert len(c.session) == 30
    mode.autosaver.write_now()
    played = [s.action for s in c.session.steps]
    mode.autosaver._lock.release()  # the crash: nobody holds the copy any more
    mode.autosaver.session = None
    mode.autosaver.path = tmp_path / "gone.game-recovery.yaml"  # leaving does not remove it
    mode.leave()
    other = make_window(qtbot, tmp_path)
    restored = other.play_mode
    restored.ask_leave = lambda: QMessageBox.StandardButton.Discard
    assert restored.offer_recovery(lambda offer: RecoveryChoice.RESTORE)
    rc = restored.controller
    assert len(rc.session) == 30 and rc.state.cursor is None
    assert [s.action for s in rc.session.steps] == played
    # The restored game's own copy is there at once, before the old one goes.
    assert find_game_recoveries(tmp_path / "recovery") == []  # the old one gone, ours locked
    assert _copy_length(restored.autosaver.path) == 30
    restored.leave()
