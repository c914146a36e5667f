"""The log's words for an action no event shows: a defence order given or not, a
follow-up taken or not, read from the action itself (its type, its flag)."""

from __future__ import annotations

import pytest
from test_play_fog_swap import _scenario

from editor.io.rulesets import load_ruleset
from editor.rules.actions import Charge, DefenceOrder, FollowUp
from editor.rules.context import Options
from editor.rules.game import game_context
from editor.rules.session import GameSession
from editor.ui.play.controller import GameController
from editor.ui.play.log_dock import LogDock


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (DefenceOrder(True), "Defence order given"),
        (DefenceOrder(False), "No defence order"),
        (FollowUp(True), "Follows up"),
        (FollowUp(False), "No follow-up"),
        (Charge(), "No charge"),
    ],
)
def test_an_action_without_a_shown_event_in_words(qtbot, action: object, words: str) -> None:
    ctx = game_context(_scenario(), load_ruleset("panache"), Options())
    log = LogDock(GameController(GameSession(ctx, 7, ("person", "person")), "en"))
    qtbot.addWidget(log)
    assert log.action_words(action) == words
