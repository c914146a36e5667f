"""Issue 13's leftovers: every game recovery copy is offered through an injected ask
and only a copy the person chose to discard is removed; while a game is shown the
editing actions are off and each says why."""

from __future__ import annotations

from pathlib import Path

from play_driver import Hands
from PySide6.QtWidgets import QMessageBox
from window_fixtures import make_settings, make_window

from editor.app import build_window
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import EndPhase
from editor.rules.context import Options
from editor.ui.document import Document
from editor.ui.play.recovery import find_game_recoveries
from editor.ui.play.recovery_offer import GameRecoveryOffer, RecoveryChoice
from editor.ui.play.start_dialog import GameSpec
from editor.ui.recovery_dialog import RecoveryChoice as ScenarioChoice

LOCKED = "A game is shown: Play > Back to editing first"


def _doc() -> Document:
    path = SCENARIOS / "moulin-de-la-sambre.yaml"
    result = read_scenario(path)
    assert result.scenario is not None and result.ruleset is not None
    return Document(result.scenario, result.ruleset, str(path))


def _crashed_game(qtbot, tmp_path, mouse, title: str) -> Path:
    """A window plays one action and « crashes »: its game copy is left, unlocked."""
    doc = _doc()
    doc.scenario.title = title
    window = make_window(qtbot, tmp_path, doc)
    window.show()
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(("person", "person"), 3, Options())
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    hands.take_seat_if_asked()
    hands.do(EndPhase())
    mode.autosaver.write_now()
    copy = mode.autosaver.path
    mode.autosaver._lock.release()  # the crash: nobody holds the copy any more
    mode.autosaver.session = None
    mode.autosaver.path = tmp_path / "gone.game-recovery.yaml"  # leaving does not remove it
    mode.leave()
    return copy


def test_every_game_copy_is_offered_and_only_a_discarded_one_is_removed(
    qtbot, tmp_path, mouse
) -> None:
    oldest = _crashed_game(qtbot, tmp_path, mouse, "Oldest")
    middle = _crashed_game(qtbot, tmp_path, mouse, "Middle")
    newest = _crashed_game(qtbot, tmp_path, mouse, "Newest")
    newest.write_text("not: [a game", encoding="utf-8")  # this one cannot be read back
    window = make_window(qtbot, tmp_path)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    errors: list[str] = []
    mode.show_error = lambda title, text: errors.append(text)
    offers: list[GameRecoveryOffer] = []
    answers = {
        "Newest": RecoveryChoice.RESTORE,
        "Middle": RecoveryChoice.RESTORE,
        "Oldest": RecoveryChoice.KEEP,
    }

    def ask(offer: GameRecoveryOffer) -> RecoveryChoice:
        offers.append(offer)
        return answers[offer.recovery.title or "Newest"]

    assert mode.offer_recovery(ask)
    assert [(o.number, o.total) for o in offers] == [(1, 3), (2, 3), (3, 3)]
    assert [o.recovery.path for o in offers] == [newest, middle, oldest]
    assert [o.can_restore for o in offers] == [True, True, False]
    assert errors, "the unreadable copy is said so"
    assert mode.playing and mode.controller.session.ctx.scenario.title == "Middle"
    assert newest.exists(), "a copy that failed to open is kept, not thrown away"
    assert not middle.exists(), "the restored copy is not offered twice"
    assert oldest.exists(), "a copy kept for later is kept"
    mode.leave()
    # Discarding, at the next start (build_window's injected ask), removes it.
    discarded: list[Path] = []

    def discard(offer: GameRecoveryOffer) -> RecoveryChoice:
        discarded.append(offer.recovery.path)
        return RecoveryChoice.DISCARD

    other = build_window(
        [],
        make_settings(tmp_path),
        tmp_path / "recovery",
        ask_recovery=lambda o: ScenarioChoice.KEEP,
        ask_game_recovery=discard,
    )
    qtbot.addWidget(other)
    assert discarded == [newest, oldest]
    assert find_game_recoveries(tmp_path / "recovery") == []


def test_editing_actions_say_why_they_are_off_while_a_game_is_shown(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, _doc())
    window.show()
    a = window.main_actions
    tool = next(iter(a.tool_actions.values()))
    watched = [a.undo, a.redo, a.revert, a.save_as, a.export, tool]
    before = {id(x): (x.isEnabled(), x.toolTip(), x.statusTip()) for x in watched}
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(("person", "person"), 3, Options())
    assert mode.start()
    for x in watched:
        assert not x.isEnabled(), x.text()
        assert x.toolTip() == LOCKED and x.statusTip() == LOCKED, (x.text(), x.toolTip())
    assert window.main_actions.quit.isEnabled()
    mode.leave()
    for x in watched:
        assert (x.isEnabled(), x.toolTip(), x.statusTip()) == before[id(x)], x.text()
