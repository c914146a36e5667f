"""The computer players think on a thread of their own with caches of their own
(issue 23: the worker thread used the context's memo caches while the GUI
thread filled them too; some are ordered dicts evicted in several steps). A
game watched in the window makes the same moves as the same players headless."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QMessageBox
from window_fixtures import make_window

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.context import Options
from editor.rules.engine import legal_actions
from editor.rules.fog import observe
from editor.rules.game import game_context
from editor.rules.greedy import GreedyPlayer
from editor.rules.players import make_player
from editor.rules.session import GameSession
from editor.ui.document import Document
from editor.ui.play.start_dialog import GameSpec

SEED = 6


def _doc() -> Document:
    path = SCENARIOS / "moulin-de-la-sambre.yaml"
    result = read_scenario(path)
    assert result.scenario is not None and result.ruleset is not None
    return Document(result.scenario, result.ruleset, str(path))


def test_the_computer_players_read_caches_the_gui_thread_never_fills(
    qtbot, tmp_path, monkeypatch
) -> None:
    seen: list[tuple[int, int]] = []
    original = GreedyPlayer.choose

    def spy(self, ctx, obs, legal):
        seen.append((threading.get_ident(), id(ctx._caches)))
        return original(self, ctx, obs, legal)

    monkeypatch.setattr(GreedyPlayer, "choose", spy)
    doc = _doc()
    window = make_window(qtbot, tmp_path, doc)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(("greedy", "greedy"), SEED, Options())
    assert mode.start()
    c = mode.controller
    c.state.instant = True
    c.set_paused(False)
    qtbot.waitUntil(lambda: c.session.position.over, timeout=60_000)
    assert seen
    assert {thread for thread, _ in seen} != {threading.get_ident()}
    assert id(c.ctx._caches) not in {caches for _, caches in seen}
    played = [s.action for s in c.session.steps]

    # The same players, headless, on one context: the same game.
    ctx = game_context(doc.scenario, doc.ruleset, Options())
    session = GameSession(ctx, SEED, ("greedy", "greedy"), "")
    players = [make_player("greedy", SEED * 2 + side + 1) for side in (0, 1)]
    while not session.position.over:
        pos = session.position
        side = pos.deciding
        session.play(original(players[side], ctx, observe(ctx, pos, side), legal_actions(ctx, pos)))
    assert played == [s.action for s in session.steps]
