"""Time travel that loses nothing (issue 23, points 2 and 3), in the real window.

*Resume from here* says what it sets aside and may be cancelled; the line set
aside is a branch in the log the game returns to whole; in hotseat, taking
back the other side's decisions goes through the hand-over screen, where that
player agrees or refuses; saving never silently replaces a longer game (the
line set aside is saved with the game: only a line the game holds nowhere is
asked about); and a computer game browsed in the log goes on from the present
to its end, its *Pause*/*Play* button saying what the computer players do.

The expected counts are typed from a run of the engine on these seeds (the
greedy players' hotseat game on Azincourt: sides 0 x8, 1 x8, 0 x15, 1 x9).
"""

from __future__ import annotations

from pathlib import Path

from play_driver import Hands
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from window_fixtures import make_window

from editor.io.game_log import read_game_log
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Resign
from editor.rules.context import Options
from editor.rules.engine import legal_actions
from editor.rules.fog import observe
from editor.rules.players import make_player
from editor.rules.saved_game import read_record, save_game
from editor.rules.session import GameSession
from editor.ui.document import Document
from editor.ui.play.game_files import OverwriteChoice
from editor.ui.play.start_dialog import GameSpec

LEFT = Qt.MouseButton.LeftButton


def _doc(name: str) -> Document:
    result = read_scenario(SCENARIOS / name)
    assert result.scenario is not None and result.ruleset is not None
    if name == "azincourt-1415.yaml":
        # Azincourt as it was before issue 27's rebalance (the English first, the
        # baggage worth 2 points): the turns these tests walk through were
        # written for the games played on it.
        result.scenario.setup.first_player = "anglais"
        baggage = next(o for o in result.scenario.objectives if o.name.startswith("Les bagages"))
        baggage.points = 2
    return Document(result.scenario, result.ruleset, str(SCENARIOS / name))


def _start(qtbot, tmp_path, mouse, seats, name="azincourt-1415.yaml", seed=5):
    window = make_window(qtbot, tmp_path, _doc(name))
    window.resize(1300, 850)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(seats, seed, Options())
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    mode.controller.state.instant = True
    return window, mode, hands


class Greedy:
    """Both hotseat players' decisions (each from its own side's knowledge)."""

    def __init__(self, kind: str = "greedy") -> None:
        self.players = [make_player(kind, 11), make_player(kind, 12)]

    def play_to(self, hands: Hands, n: int) -> None:
        c = hands.c
        while len(c.session) < n:
            hands.take_seat_if_asked()
            pos = c.session.position
            side = pos.deciding
            legal = [a for a in legal_actions(c.ctx, pos) if not isinstance(a, Resign)]
            c.play(self.players[side].choose(c.ctx, observe(c.ctx, pos, side), legal))
        hands.take_seat_if_asked()


def _click_entry(qtbot, mode, n: int) -> None:
    tree = mode.log.tree
    item = tree.topLevelItem(n)
    tree.scrollToItem(item)
    qtbot.mouseClick(tree.viewport(), LEFT, pos=tree.visualItemRect(item).center())
    assert mode.controller.state.cursor == n


def test_resume_says_what_it_sets_aside_and_cancel_keeps_the_game(qtbot, tmp_path, mouse) -> None:
    _window, mode, hands = _start(qtbot, tmp_path, mouse, ("person", "person"))
    c = mode.controller
    Greedy().play_to(hands, 40)
    assert c.state.viewer == 1
    asked: list[tuple[int, int, int]] = []

    def cancel(at: int, dropped: int, theirs: int) -> bool:
        asked.append((at, dropped, theirs))
        return False

    mode.ask_resume = cancel
    _click_entry(qtbot, mode, 24)
    hands.button(mode.log.resume)
    assert asked == [(24, 16, 7)], "16 actions, 7 of them the other side's"
    assert len(c.session) == 40 and c.state.cursor == 24
    assert c.session.branches == []


def test_the_other_sides_actions_are_taken_back_only_with_its_consent_and_the_line_comes_back(
    qtbot, tmp_path, mouse
) -> None:
    _window, mode, hands = _start(qtbot, tmp_path, mouse, ("person", "person"))
    c = mode.controller
    greedy = Greedy()
    greedy.play_to(hands, 40)
    final = c.session.position
    rolls = [s.events for s in c.session.steps]
    mode.ask_resume = lambda at, dropped, theirs: True
    cover = mode.widget.cover

    # The other player (side 0) refuses: the game is as it was, the screen goes back.
    _click_entry(qtbot, mode, 24)
    hands.button(mode.log.resume)
    assert c.reading.covered and c.state.handover == 0
    assert len(c.session) == 40
    assert "asks to take back your decisions" in cover.title.text()
    assert "16 actions set aside, 7 of them yours" in cover.note.text()
    hands.button(cover.refuse)
    assert c.state.handover == 1 and len(c.session) == 40 and c.session.branches == []
    hands.button(cover.button)
    assert c.state.viewer == 1 and not c.reading.covered

    # Asked again, side 0 agrees: the game resumes after action 24, the rest kept.
    _click_entry(qtbot, mode, 24)
    hands.button(mode.log.resume)
    assert c.state.handover == 0
    hands.button(cover.button)
    assert len(c.session) == 24 and c.state.cursor is None
    hands.take_seat_if_asked()
    log = mode.log
    assert log.branch_row.isVisible()
    assert [log.branches.itemText(i) for i in range(log.branches.count())] == [
        "Abandoned line: 16 actions from action 25"
    ]

    # Play on five other actions, then return to the line set aside: the whole game is back.
    Greedy("random").play_to(hands, 29)
    short = list(c.session.steps)
    hands.button(log.switch)
    hands.take_seat_if_asked()  # (the hand-over, or the consent, of whoever must see it)
    hands.take_seat_if_asked()
    assert len(c.session) == 40
    assert c.session.position == final
    assert [s.events for s in c.session.steps] == rolls
    assert log.tree.topLevelItemCount() == 41, "the log shows the line returned to"
    assert [log.branches.itemText(i) for i in range(log.branches.count())] == [
        "Abandoned line: 5 actions from action 25"
    ]
    assert list(c.session.branches[0].steps) == short


def test_resuming_over_ones_own_actions_needs_no_hand_over(qtbot, tmp_path, mouse) -> None:
    _window, mode, hands = _start(qtbot, tmp_path, mouse, ("person", "person"))
    c = mode.controller
    Greedy().play_to(hands, 40)
    asked: list[tuple[int, int, int]] = []
    mode.ask_resume = lambda at, dropped, theirs: asked.append((at, dropped, theirs)) or True
    _click_entry(qtbot, mode, 34)
    hands.button(mode.log.resume)
    assert asked == [(34, 6, 0)]
    assert len(c.session) == 34 and not c.reading.covered and c.state.viewer == 1


def test_saving_never_replaces_a_longer_game_silently(qtbot, tmp_path: Path, mouse) -> None:
    _window, mode, hands = _start(qtbot, tmp_path, mouse, ("person", "person"))
    c = mode.controller
    Greedy().play_to(hands, 40)
    path = tmp_path / "game.yaml"
    mode.ask_save_path = lambda: str(path)
    mode.save.trigger()
    assert len(read_record(str(path)).actions) == 40
    mode.ask_resume = lambda at, dropped, theirs: True
    _click_entry(qtbot, mode, 34)
    hands.button(mode.log.resume)
    assert len(c.session) == 34

    asked: list[tuple[int, int, bool]] = []
    answer = [OverwriteChoice.CANCEL]

    def overwrite(on_disk: int, now: int, other_line: bool) -> OverwriteChoice:
        asked.append((on_disk, now, other_line))
        return answer[0]

    mode.ask_overwrite = overwrite
    # Saved over its file, the longer line is kept in it as a branch: nothing is
    # lost, nothing asked.
    mode.save.trigger()
    assert asked == []
    assert len(read_record(str(path)).actions) == 34
    branches = read_game_log(path)["branches"]
    assert [(b["fork"], len(b["actions"])) for b in branches] == [(34, 6)]
    # Meanwhile another window writes a longer game, another line, in the file.
    other = GameSession(c.ctx, c.session.seed, c.session.seats)
    random = make_player("random", 7)
    while len(other) < 45:
        pos = other.position
        other.play(
            random.choose(c.ctx, observe(c.ctx, pos, pos.deciding), legal_actions(c.ctx, pos))
        )
    save_game(other, str(path))
    # One more action, Back to editing, « Save »: asked, cancelled: the game stays,
    # the file too.
    Greedy().play_to(hands, 35)
    mode.ask_leave = lambda: QMessageBox.StandardButton.Save
    mode.back.trigger()
    assert mode.playing
    assert asked == [(45, 35, True)]
    assert len(read_record(str(path)).actions) == 45
    # « Save as… »: another file; the longer game stays where it was.
    elsewhere = tmp_path / "shorter.yaml"
    mode.ask_save_path = lambda: str(elsewhere)
    answer[0] = OverwriteChoice.SAVE_AS
    mode.save.trigger()
    assert len(asked) == 2
    assert len(read_record(str(path)).actions) == 45
    assert len(read_record(str(elsewhere)).actions) == 35
    # The game is now the shorter file's: saving it again asks nothing.
    mode.save.trigger()
    assert len(asked) == 2
    # Chosen: replaced.
    mode.game_path = str(path)
    answer[0] = OverwriteChoice.SAVE
    mode.save.trigger()
    assert len(asked) == 3
    assert len(read_record(str(path)).actions) == 35
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.back.trigger()
    assert not mode.playing


def _watch(qtbot, tmp_path, mouse):
    """Two random computer players at instant speed, 26 actions in."""
    _window, mode, hands = _start(
        qtbot, tmp_path, mouse, ("random", "random"), "moulin-de-la-sambre.yaml", 4
    )
    mode.controller.pace.schedule()
    qtbot.waitUntil(lambda: len(mode.controller.session) >= 26, timeout=10_000)
    return mode, hands


def test_a_computer_game_browsed_in_the_log_goes_on_from_the_present_to_its_end(
    qtbot, tmp_path, mouse
) -> None:
    mode, hands = _watch(qtbot, tmp_path, mouse)
    c = mode.controller
    _click_entry(qtbot, mode, 3)
    # The computer's next move comes while the board shows the past: it waits.
    qtbot.waitUntil(lambda: c.pace.pending is not None, timeout=5000)
    n = len(c.session)
    qtbot.wait(200)
    assert len(c.session) == n
    hands.button(mode.log.last)
    assert c.state.cursor is None
    qtbot.waitUntil(lambda: len(c.session) > n + 5, timeout=5000)
    qtbot.waitUntil(lambda: c.session.position.over, timeout=60_000)
    assert c.session.position.result is not None


def test_the_pause_button_says_what_the_computer_players_do(qtbot, tmp_path, mouse) -> None:
    mode, hands = _watch(qtbot, tmp_path, mouse)
    c = mode.controller
    bar = mode.widget.phase_bar
    assert bar.pause.text() == "Pause" and not bar.pause.isChecked()
    # Paused, the button says Play; Play lets them go on.
    hands.button(bar.pause)
    assert c.state.paused and bar.pause.text() == "Play" and bar.pause.isChecked()
    m = len(c.session)
    # The computer chooses its next move; paused, it is not shown.
    qtbot.waitUntil(lambda: c.pace.pending is not None, timeout=5000)
    assert len(c.session) == m
    hands.button(bar.pause)
    assert not c.state.paused and bar.pause.text() == "Pause"
    qtbot.waitUntil(lambda: len(c.session) > m + 3, timeout=5000)
    # The board shows the past: they wait, and the button says so; Play returns to
    # the present, and they go on to the end.
    _click_entry(qtbot, mode, 3)
    assert bar.pause.text() == "Play" and bar.pause.isChecked()
    hands.button(bar.pause)
    assert c.state.cursor is None and not c.state.paused and bar.pause.text() == "Pause"
    qtbot.waitUntil(lambda: c.session.position.over, timeout=60_000)
    assert bar.pause.text() == "Pause" and not bar.pause.isEnabled()
