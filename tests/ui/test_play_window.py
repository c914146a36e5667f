"""The play view's other promises: refusing a broken scenario, undo and redo with the
buttons (never past a roll), time travel and branching from the log, computer
players off the GUI thread with pause and step, interruption, the line of sight,
and the game's recovery copy."""

from __future__ import annotations

import threading
from pathlib import Path

from play_driver import Hands
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QMessageBox
from qt_waits import loop_turned
from window_fixtures import blank_document, make_window

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Activate, EndPhase
from editor.rules.context import Options
from editor.rules.players import RandomPlayer
from editor.ui.document import Document
from editor.ui.play.recovery import find_game_recoveries
from editor.ui.play.recovery_offer import RecoveryChoice
from editor.ui.play.start_dialog import GameSpec


def _skirmish() -> Document:
    """Two units a side face to face on a small map: a combat comes at once."""
    from editor.core.hexes import neighbor
    from editor.core.scenario import Side, Unit, new_scenario
    from editor.io.rulesets import load_ruleset

    sc = new_scenario("panache", 12, 12, title="Skirmish")
    sc.sides = [Side("a", "A", "#b01c2e", "S"), Side("b", "B", "#1c3fa0", "N")]
    g = sc.grid
    a1 = g.to_hex(6, 6)
    b1 = neighbor(a1, 0)
    sc.units = [
        Unit("a1", "a", "A1", "infanterie", a1),
        Unit("a2", "a", "A2", "infanterie", neighbor(a1, 5)),
        Unit("b1", "b", "B1", "infanterie", b1),
        Unit("b2", "b", "B2", "infanterie", neighbor(b1, 1)),
    ]
    sc.setup.first_player = "a"
    return Document(sc, load_ruleset("panache"))


def _doc(name: str = "moulin-de-la-sambre.yaml") -> Document:
    result = read_scenario(SCENARIOS / name)
    assert result.scenario is not None and result.ruleset is not None
    return Document(result.scenario, result.ruleset, str(SCENARIOS / name))


def _start(qtbot, tmp_path, mouse, seats, doc=None, options=None, seed=4):
    window = make_window(qtbot, tmp_path, doc or _doc())
    window.resize(1300, 850)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(seats, seed, options or Options())
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    return window, mode, hands


def test_a_scenario_with_errors_refuses_to_start_and_says_why(qtbot, tmp_path, mouse) -> None:
    window = make_window(qtbot, tmp_path, blank_document())
    mode = window.play_mode
    shown: list[str] = []
    mode.show_error = lambda title, text: shown.append(text)
    mode.ask_game_spec = lambda: GameSpec(("person", "person"), 1, Options())
    mode.play.trigger()
    assert not mode.playing
    assert shown and "two sides" in shown[0]


def test_undo_and_redo_buttons_stop_at_a_roll(qtbot, tmp_path, mouse) -> None:
    _window, mode, hands = _start(qtbot, tmp_path, mouse, ("person", "person"))
    c = mode.controller
    c.state.instant = True
    bar = mode.widget.phase_bar
    hands.take_seat_if_asked()
    side = c.session.position.deciding
    unit = next(
        i
        for i in range(len(c.ctx.pieces))
        if i
        in __import__("editor.rules.command", fromlist=["activatable"]).activatable(
            c.ctx, c.session.position, side
        )
    )
    uid = c.ctx.pieces[unit].id
    hands.do(Activate(uid))
    assert unit in c.session.position.activated
    assert bar.undo.isEnabled()
    hands.button(bar.undo)
    assert unit not in c.session.position.activated
    hands.button(bar.redo)
    assert unit in c.session.position.activated
    assert not bar.redo.isEnabled()
    # Time travel: the log's first entry shows the start, read-only; resuming drops the rest.
    log = mode.log
    top = log.tree.topLevelItem(0)
    qtbot.mouseClick(log.tree.viewport(), hands_left(), pos=log.tree.visualItemRect(top).center())
    assert c.state.cursor == 0 and c.reading.position == c.session.start_position
    assert "read-only" in bar.banner.text()
    before = len(c.session)
    hands.click_key(c.session.start_position.at[unit])  # clicks change nothing in the past
    assert len(c.session) == before
    asked: list[tuple[int, int, int]] = []
    mode.ask_resume = lambda at, dropped, theirs: asked.append((at, dropped, theirs)) or True
    hands.button(log.resume)
    assert asked == [(0, 1, 0)], "one action of the side at the screen, set aside"
    assert c.state.cursor is None and len(c.session) == 0


def hands_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_after_dice_undo_is_refused_with_the_reason(qtbot, tmp_path, mouse) -> None:
    from editor.rules.engine import legal_actions
    from editor.rules.fog import observe
    from editor.rules.players import make_player

    _window, mode, hands = _start(qtbot, tmp_path, mouse, ("person", "person"), _skirmish())
    c = mode.controller
    c.state.instant = True
    players = [make_player("greedy", 1), make_player("greedy", 2)]
    for _ in range(400):
        hands.take_seat_if_asked()
        last = c.session.steps[-1] if c.session.steps else None
        if last is not None and any(e.kind == "dice_rolled" for e in last.events):
            if c.state.viewer == last.side:
                break
        pos = c.session.position
        side = pos.deciding
        hands.do(players[side].choose(c.ctx, observe(c.ctx, pos, side), legal_actions(c.ctx, pos)))
    bar = mode.widget.phase_bar
    assert not bar.undo.isEnabled()
    assert "dice" in bar.undo.toolTip()


def test_two_computers_play_off_the_gui_thread_with_pause_and_step(
    qtbot, tmp_path, mouse, monkeypatch
) -> None:
    threads: set[int] = set()
    original = RandomPlayer.choose

    def spy(self, ctx, obs, legal):
        threads.add(threading.get_ident())
        return original(self, ctx, obs, legal)

    monkeypatch.setattr(RandomPlayer, "choose", spy)
    window, mode, hands = _start(qtbot, tmp_path, mouse, ("random", "random"))
    c = mode.controller
    bar = mode.widget.phase_bar
    assert c.reading.watching and c.reading.view_side is None
    assert "Watching" in bar.banner.text()
    c.state.instant = True
    c.set_paused(False)
    c.pace.schedule()
    qtbot.waitUntil(lambda: len(c.session) >= 10, timeout=10_000)
    assert threads and threading.get_ident() not in threads
    hands.button(bar.pause)
    n = len(c.session)
    # The computer chooses its next move; paused, it is not shown.
    qtbot.waitUntil(lambda: c.pace.pending is not None, timeout=5000)
    assert len(c.session) == n, "paused: no move is shown"
    hands.button(bar.step)
    assert len(c.session) == n + 1
    # Interrupted while a move is under way: back to editing, nothing more happens.
    hands.button(bar.pause)
    mode.back.trigger()
    assert not mode.playing
    assert window.centralWidget() is window.view


def test_the_line_of_sight_tool_names_what_blocks(qtbot, tmp_path, mouse) -> None:
    _window, mode, hands = _start(qtbot, tmp_path, mouse, ("person", "greedy"))
    c = mode.controller
    ctx = c.ctx
    view = mode.widget.view
    # Two hexes with a wood between them, found on the map.
    from editor.core.hexes import neighbor
    from editor.rules.sight import line_of_sight
    from editor.rules.terrain import hex_of, key

    masks = [k for k, els in ctx.terrain.elements.items() if "foret" in els]
    assert masks
    a = b = None
    for k in masks:
        h = hex_of(k)
        for d in range(6):
            x, y = neighbor(h, d), neighbor(h, (d + 3) % 6)
            if x in ctx.scenario.grid and y in ctx.scenario.grid:
                s = line_of_sight(ctx, c.reading.observed(), x, y)
                if not s.visible and key(x) not in ctx.terrain.elements:
                    a, b = key(x), key(y)
                    break
        if a is not None:
            break
    assert a is not None and b is not None
    hands.button(mode.widget.phase_bar.sight)
    hands.click_key(a)
    x, y = view.hex_centre(b).toTuple()
    mouse.hover(view, view.mapFromScene(QPointF(x, y)))
    assert c.state.sight_from == a and c.state.hover == b
    line = view.highlight.sight
    assert line is not None and line.blocked >= 0
    info = mode.panel.info.text()
    assert "blocked" in info and "Annexe 1" in info


def test_a_game_in_progress_has_a_recovery_copy_that_reopens(qtbot, tmp_path, mouse) -> None:
    _window, mode, hands = _start(qtbot, tmp_path, mouse, ("person", "person"))
    c = mode.controller
    hands.take_seat_if_asked()
    hands.do(EndPhase())
    mode.autosaver.write_now()
    copy = mode.autosaver.path
    assert copy.is_file()
    # Another editor (after a crash of this one) finds it once this one's lock is gone.
    mode.autosaver._lock.release()
    found = find_game_recoveries(Path(copy).parent)
    assert [r.path for r in found] == [copy]
    session = found[0].open().session
    assert session.position == c.session.position
    assert [s.action for s in session.steps] == [s.action for s in c.session.steps]
    # The next start offers it, and the game goes on where it was.
    other = make_window(qtbot, tmp_path)
    other.play_mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    offered = []
    assert other.play_mode.offer_recovery(
        lambda o: offered.append(o.recovery.title) or RecoveryChoice.RESTORE
    )
    assert offered == [c.ctx.scenario.title]
    assert other.play_mode.controller.session.position == c.session.position
    assert not copy.exists(), "a restored copy is not offered twice"


def test_hexfield_play_window_opens_the_editor_in_the_start_dialog(
    qtbot, tmp_path, monkeypatch
) -> None:
    """``hexfield play --window FILE``: the editor on FILE, the start dialog asked at once."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    import editor.app as app_module
    from editor.cli import main
    from editor.ui.play.play_mode import PlayMode

    asked: list[str] = []

    def ask(self):
        asked.append(self.window.document.path)
        return None  # the person cancels

    def loop(self) -> int:
        qtbot.waitUntil(lambda: bool(asked), timeout=5000)
        for w in QApplication.topLevelWidgets():
            w.hide()  # nothing left to paint when run() deletes the window
        loop_turned(qtbot)  # what was to be painted, painted
        return 0

    monkeypatch.setattr(PlayMode, "ask_game_spec", ask)
    monkeypatch.setattr(QApplication, "exec", loop)
    monkeypatch.setattr(
        app_module,
        "QSettings",
        lambda: QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
    )
    path = SCENARIOS / "moulin-de-la-sambre.yaml"
    assert main(["play", "--window", str(path)]) == 0
    assert asked == [str(path)]
    assert main(["play", "--window", str(tmp_path / "nothing.yaml")]) == 2


def test_resigning_asks_then_ends_the_game_with_its_result(qtbot, tmp_path, mouse) -> None:
    _window, mode, hands = _start(qtbot, tmp_path, mouse, ("person", "greedy"))
    bar = mode.widget.phase_bar
    asked: list[bool] = []
    bar.ask_resign = lambda: asked.append(True) or False
    hands.button(bar.resign)
    assert asked and not mode.controller.session.position.over
    bar.ask_resign = lambda: True
    hands.button(bar.resign)
    result = mode.controller.session.position.result
    assert result is not None and result.reason == "resignation" and result.winner == 1
    qtbot.waitUntil(lambda: mode.result is not None and mode.result.isVisible())
    assert "resigned" in mode.result.detail.text()
    assert mode.controller.ctx.side_names[1] in mode.result.headline.text()


def _saved_skirmish(qtbot, tmp_path, mouse):
    """A 12-action hotseat game of the skirmish, saved beside its scenario, the window
    back to editing."""
    from editor.io.scenario_file import write_scenario
    from editor.rules.engine import legal_actions
    from editor.rules.fog import observe
    from editor.rules.players import make_player

    doc = _skirmish()
    scenario_path = tmp_path / "skirmish.yaml"
    write_scenario(doc.scenario, scenario_path)
    doc.path = str(scenario_path)
    _window, mode, hands = _start(qtbot, tmp_path, mouse, ("person", "person"), doc)
    c = mode.controller
    c.state.instant = True
    players = [make_player("greedy", 1), make_player("greedy", 2)]
    while len(c.session) < 12 and not c.session.position.over:
        hands.take_seat_if_asked()
        pos = c.session.position
        side = pos.deciding
        hands.do(players[side].choose(c.ctx, observe(c.ctx, pos, side), legal_actions(c.ctx, pos)))
    game = tmp_path / "skirmish-game.yaml"
    mode.ask_save_path = lambda: str(game)
    mode.save.trigger()
    assert game.is_file()
    mode.back.trigger()
    return mode, game, scenario_path


def _said(mode) -> list[tuple[str, str, str]]:
    said: list[tuple[str, str, str]] = []
    mode.show_error = lambda title, text: said.append(("error", title, text))
    mode.show_warning = lambda title, text: said.append(("warning", title, text))
    return said


def test_a_game_whose_scenario_changed_opens_with_a_warning_when_every_action_replays(
    qtbot, tmp_path, mouse
) -> None:
    from editor.io.scenario_file import write_scenario

    mode, game, scenario_path = _saved_skirmish(qtbot, tmp_path, mouse)
    # The designer renames the scenario and saves: no action plays otherwise.
    changed = read_scenario(scenario_path).scenario
    changed.title = "Skirmish at the ford"
    write_scenario(changed, scenario_path)
    said = _said(mode)
    assert mode.open_game(str(game))
    assert mode.playing and len(mode.controller.session) == 12
    assert said == [
        (
            "warning",
            "The scenario has changed",
            "The scenario has changed since this game was recorded; "
            "yet all 12 actions replay with the same events.",
        )
    ]


def test_a_game_whose_scenario_changed_is_refused_naming_the_first_action_that_differs(
    qtbot, tmp_path, mouse
) -> None:
    from editor.core.scenario import HexTerrain
    from editor.io.scenario_file import write_scenario

    mode, game, scenario_path = _saved_skirmish(qtbot, tmp_path, mouse)
    # The designer puts a wood in the middle of the field and saves.
    changed = read_scenario(scenario_path).scenario
    h = changed.grid.to_hex(6, 7)
    changed.set_terrain(h, HexTerrain(frozenset({"foret"})))
    write_scenario(changed, scenario_path)
    said = _said(mode)
    assert not mode.open_game(str(game))
    assert not mode.playing
    assert said == [
        (
            "error",
            "This game cannot be opened",
            "The scenario has changed since this game was recorded.\n"
            "The replay agrees up to action 6 of 12; "
            "then action 7 (attack) gives other events than recorded.",
        )
    ]
