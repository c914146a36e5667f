"""Resume from here loses nothing: the line set aside is a branch of the session, with
its actions, rolls and events, and the game returns to it whole (issue 23, point 2)."""

from __future__ import annotations

from pathlib import Path

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.context import GameContext
from editor.rules.engine import legal_actions
from editor.rules.fog import observe
from editor.rules.game import game_context
from editor.rules.players import make_player
from editor.rules.saved_game import lost_by_saving, save_game
from editor.rules.session import GameSession


def _ctx() -> GameContext:
    r = read_scenario(SCENARIOS / "azincourt-1415.yaml")
    assert r.scenario is not None and r.ruleset is not None
    return game_context(r.scenario, r.ruleset)


CTX = _ctx()


def _played(actions: int, seed: int = 4) -> GameSession:
    session = GameSession(CTX, seed)
    players = [make_player("greedy", 1), make_player("greedy", 2)]
    while len(session) < actions:
        pos = session.position
        side = pos.deciding
        session.play(players[side].choose(CTX, observe(CTX, pos, side), legal_actions(CTX, pos)))
    return session


def test_resuming_sets_the_later_actions_aside_as_a_branch_with_their_events() -> None:
    session = _played(72)
    line = list(session.steps)
    assert session.set_aside(24, 0) == (48, sum(1 for s in line[24:] if s.side != 0))
    session.branch(24)
    assert len(session) == 24
    assert len(session.branches) == 1
    kept = session.branches[0]
    assert len(kept.steps) == 72
    assert kept.fork(session.steps) == 24
    # The very steps: actions, sides, events (the rolls) and positions.
    assert list(kept.steps) == line


def test_returning_to_a_branch_restores_the_whole_game_and_keeps_the_other_line() -> None:
    session = _played(72)
    final = session.position
    rolls = [s.events for s in session.steps]
    session.branch(24)
    other = make_player("random", 99)
    for _ in range(5):
        pos = session.position
        session.play(other.choose(CTX, observe(CTX, pos, pos.deciding), legal_actions(CTX, pos)))
    short = list(session.steps)
    assert len(short) == 29
    session.switch(0)
    assert len(session) == 72
    assert session.position == final
    assert [s.events for s in session.steps] == rolls
    # The line left is a branch in its turn, 5 actions from action 25.
    assert len(session.branches) == 1
    assert list(session.branches[0].steps) == short
    assert session.branches[0].fork(session.steps) == 24
    session.switch(0)
    assert list(session.steps) == short


def test_a_line_already_held_by_a_branch_is_not_kept_twice() -> None:
    session = _played(30)
    session.branch(20)
    session.branch(10)  # actions 11-20 are the start of the branch kept: nothing new
    assert len(session.branches) == 1
    session.switch(0)
    assert len(session) == 30
    assert session.branches == [], "the line left (10 actions) is the start of this one"


def test_a_saved_game_holds_the_line_played_as_its_game() -> None:
    session = _played(40)
    session.branch(12)
    assert len(session.record().actions) == 12


def _random_to(session: GameSession, n: int) -> None:
    other = make_player("random", 99)
    while len(session) < n:
        pos = session.position
        session.play(other.choose(CTX, observe(CTX, pos, pos.deciding), legal_actions(CTX, pos)))


def test_saving_over_a_longer_game_or_another_line_is_told(tmp_path: Path) -> None:
    session = _played(40)
    path = str(tmp_path / "game.yaml")
    assert lost_by_saving(session, path) is None, "no file: nothing lost"
    save_game(session, path)
    assert lost_by_saving(session, path) is None, "the same game"
    # A game that holds the file's line nowhere (another window's, say).
    shorter = _played(30)
    assert lost_by_saving(shorter, path) == (40, False), "a shorter game, the same line"
    _random_to(shorter, 42)
    assert lost_by_saving(shorter, path) == (40, True), "a longer game, but another line"
    # Resumed from action 30, the game keeps the longer line as a branch, saved with it.
    session.branch(30)
    assert lost_by_saving(session, path) is None, "the longer line is a branch of the save"
    _random_to(session, 42)
    assert lost_by_saving(session, path) is None
    save_game(session, path)
    # The file's branch counts as one of its lines: a game without it would lose it.
    assert lost_by_saving(shorter, path) == (40, True)
    session.switch(0)
    session.play(
        make_player("random", 3).choose(
            CTX,
            observe(CTX, session.position, session.position.deciding),
            legal_actions(CTX, session.position),
        )
    )
    assert lost_by_saving(session, path) is None, "the saved game, continued"
