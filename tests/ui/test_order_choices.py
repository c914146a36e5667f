"""A defence order skipped in hotseat only where the skip tells the attacker nothing
(issue 23): with a supporter he cannot identify (a marker face down), the
hand-over comes, as it would where the order counts."""

from __future__ import annotations

from test_play_combat_words import _two_fights

from editor.rules.actions import Activate, Attack, EndPhase
from editor.rules.context import GameContext, Options
from editor.rules.game import game_context
from editor.rules.position import Position, with_changes
from editor.rules.session import GameSession
from editor.ui.play.order_choices import default_defence_note


def _defence_of_b1() -> tuple[GameContext, Position]:
    doc = _two_fights()
    ctx = game_context(doc.scenario, doc.ruleset, Options())
    session = GameSession(ctx, 3, ("person", "person"), "")
    for action in (Activate("a1"), EndPhase(), EndPhase(), Attack("a1", "b1")):
        session.play(action)
    pos = session.position
    assert pos.combat is not None and pos.combat.stage == "defence"
    return ctx, pos


def test_the_supported_defenders_order_is_skipped_when_the_attacker_sees_all() -> None:
    ctx, pos = _defence_of_b1()
    note = default_defence_note(ctx, pos)
    assert note is not None and "B gives no defence order" in note.en


def test_no_skip_when_a_supporter_is_a_marker_the_attacker_cannot_identify() -> None:
    ctx, pos = _defence_of_b1()
    b2 = ctx.piece_index["b2"]
    markers = [0] * len(pos.at)
    markers[b2] = 1
    hidden = with_changes(pos, markers=tuple(markers))
    assert default_defence_note(ctx, hidden) is None
