"""A saved game keeps what the window holds beside the line played (issue 23): the
lines set aside by *Resume from here* (its branches) and a placement held back
until *Deployment done*. A log written without them still opens; a branch that
no longer replays on the scenario is left out and said so."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_session_branches import CTX, _played

from editor.io.game_log import read_game_log, write_game_log
from editor.rules.actions import Deploy
from editor.rules.engine import legal_actions
from editor.rules.fog import observe
from editor.rules.players import make_player
from editor.rules.record import record_to_dict
from editor.rules.saved_game import open_game, save_game


def _branched(tmp_path: Path):
    """72 actions, resumed from action 24, 5 other actions played: two lines."""
    session = _played(72)
    whole = list(session.steps)
    session.branch(24)
    other = make_player("random", 99)
    for _ in range(5):
        pos = session.position
        session.play(other.choose(CTX, observe(CTX, pos, pos.deciding), legal_actions(CTX, pos)))
    path = str(tmp_path / "game.yaml")
    save_game(session, path)
    return session, whole, path


def test_the_branches_are_saved_and_the_game_returns_to_them_after_opening(tmp_path) -> None:
    session, whole, path = _branched(tmp_path)
    short = list(session.steps)
    opened = open_game(path)
    assert opened.warning is None
    again = opened.session
    assert [s.action for s in again.steps] == [s.action for s in short]
    assert len(again.branches) == 1
    branch = again.branches[0]
    assert branch.fork(again.steps) == 24
    assert [(s.action, s.side, s.events, s.position) for s in branch.steps] == [
        (s.action, s.side, s.events, s.position) for s in whole
    ]
    # The common start is the very steps of the game (not copies kept twice).
    assert all(a is b for a, b in zip(branch.steps[:24], again.steps, strict=False))
    again.switch(0)
    assert len(again) == 72
    assert [s.events for s in again.steps] == [s.events for s in whole]
    assert again.position == whole[-1].position
    assert [s.action for s in again.branches[0].steps] == [s.action for s in short]


def test_a_log_without_branches_still_opens(tmp_path) -> None:
    session = _played(30)
    path = tmp_path / "old.yaml"
    save_game(session, str(path))
    doc = read_game_log(path)
    assert "branches" not in doc and "held" not in doc
    record = session.record()
    record.scenario_file = doc["scenario"]["file"]
    write_game_log(record_to_dict(record), path)
    opened = open_game(str(path))
    assert len(opened.session) == 30 and opened.session.branches == []
    assert opened.held is None


def test_a_branch_that_no_longer_replays_is_left_out_and_said(tmp_path) -> None:
    _session, _whole, path = _branched(tmp_path)
    doc = read_game_log(path)
    doc["branches"][0]["actions"][3]["events"] = []
    write_game_log(doc, path)
    opened = open_game(path)
    assert len(opened.session) == 29 and opened.session.branches == []
    assert opened.warning is not None
    assert "the line set aside at action 25 (48 actions) no longer replays" in opened.warning.en
    assert "la ligne mise de côté à l'action 25 (48 actions)" in opened.warning.fr


def test_a_held_placement_is_saved_and_given_back(tmp_path) -> None:
    session = _played(0)
    pos = session.position
    assert pos.phase == "deployment", pos.phase
    placement = next(a for a in legal_actions(CTX, pos) if isinstance(a, Deploy))
    path = str(tmp_path / "held.yaml")
    save_game(session, path, held=placement)
    assert read_game_log(path)["held"] == placement.to_dict()
    opened = open_game(path)
    assert opened.held == placement and len(opened.session) == 0


@pytest.mark.parametrize("where", ["fork", "held"])
def test_a_damaged_extra_is_refused_with_its_place(tmp_path, where: str) -> None:
    from editor.rules.saved_game import GameFileError

    _session, _whole, path = _branched(tmp_path)
    doc = read_game_log(path)
    if where == "fork":
        doc["branches"][0]["fork"] = 500
    else:
        doc["held"] = {"type": "no-such-action"}
    write_game_log(doc, path)
    with pytest.raises(GameFileError):
        open_game(path)
