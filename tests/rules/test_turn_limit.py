"""The turn limit reached with nobody demoralised, as the ruleset's ``play.victory``
assumption words it (typed in from resources/rulesets/panache.yaml): « At the turn
limit, when the scenario counts objectives, more objective points wins, the margin
comparing the two sides' points; otherwise, or on equal points, fewer losses
relative to one's own threshold wins; equal again is a draw. »"""

from __future__ import annotations

from dataclasses import replace

from rules_helpers import Board, blank, state, unit

from editor.core.scenario import Objective
from editor.rules import victory
from editor.rules.combat_losses import lose
from editor.rules.events import Event


def _armies(a: int, b: int, objectives: int = 0, demoralisation: str = "units") -> Board:
    """``a`` units for side A (row 0) and ``b`` for side B (row 10); a third of
    each army is its threshold (none with ``demoralisation="none"``)."""
    sc = blank(columns=20, rows=20)
    sc.victory.demoralisation = demoralisation
    grid = sc.grid
    for i in range(a):
        unit(sc, f"a{i}", "a", grid.to_hex(i, 0))
    for i in range(b):
        unit(sc, f"b{i}", "b", grid.to_hex(i, 10))
    sc.objectives = [Objective(grid.to_hex(i, 5), f"O{i}", 1) for i in range(objectives)]
    return state(sc)


def _kill(s: Board, *uids: str) -> None:
    events: list[Event] = []
    for uid in uids:
        s.pos = lose(s.ctx, s.pos, s.units[uid], 4, events)


def _hold(s: Board, *holders: int) -> None:
    s.pos = replace(s.pos, holders=tuple(holders))


def test_fewer_losses_relative_to_ones_own_threshold_wins() -> None:
    """A: 12 units, threshold 4; B: 24 units, threshold 8. Two losses each: A has
    lost half its threshold, B a quarter: B wins, though the counts are equal."""
    s = _armies(12, 24)
    assert s.ctx.thresholds == (4, 8)
    _kill(s, "a0", "a1", "b0", "b1")
    assert not s.pos.over
    r = victory.at_turn_limit(s.ctx, s.pos)
    assert (r.winner, r.reason, r.losses) == (1, "turns", (2, 2))


def test_the_side_with_fewer_relative_losses_wins_whichever_it_is() -> None:
    s = _armies(24, 12)  # now A's threshold is the larger
    _kill(s, "a0", "a1", "b0", "b1")
    assert victory.at_turn_limit(s.ctx, s.pos).winner == 0


def test_equal_relative_losses_are_a_draw() -> None:
    """« equal again is a draw »: 1 of 4 against 2 of 8."""
    s = _armies(12, 24)
    _kill(s, "a0", "b0", "b1")
    r = victory.at_turn_limit(s.ctx, s.pos)
    assert (r.winner, r.margin, r.reason) == (None, None, "turns")
    assert (r.losses, r.points) == ((1, 2), (0, 0))  # a draw still says what was lost


def test_more_objective_points_win_whatever_the_losses() -> None:
    s = _armies(12, 12, objectives=3)
    _kill(s, "b0", "b1", "b2")  # B lost more...
    _hold(s, 0, 1, 1)  # ...but holds two objectives to one
    r = victory.at_turn_limit(s.ctx, s.pos)
    assert (r.winner, r.reason, r.points) == (1, "objectives", (1, 2))
    # the margin compares the points: 2 to 1 is a gap of 50 % of the winner's,
    # « medium » (5-3, 40 %, medium; 5-2, 60 %, decisive: Thucydide ch. 1)
    assert r.margin == "medium"


def test_more_objective_points_win_for_either_side() -> None:
    s = _armies(12, 12, objectives=3)
    _kill(s, "a0", "a1", "a2")
    _hold(s, 0, 0, 1)
    r = victory.at_turn_limit(s.ctx, s.pos)
    assert (r.winner, r.reason, r.points) == (0, "objectives", (2, 1))


def test_without_demoralisation_fewer_units_lost_wins() -> None:
    """« ``none``: only objectives and turns decide »: no threshold to compare with,
    the losses are counted as they are."""
    s = _armies(12, 24, demoralisation="none")
    assert s.ctx.thresholds == (None, None)
    _kill(s, "a0", "b0", "b1")  # with thresholds 4 and 8 this would be a draw
    r = victory.at_turn_limit(s.ctx, s.pos)
    assert (r.winner, r.reason, r.losses) == (0, "turns", (1, 2))


def test_equal_objective_points_fall_back_on_relative_losses() -> None:
    """« or on equal points, fewer losses relative to one's own threshold wins »."""
    s = _armies(12, 12, objectives=2)
    _kill(s, "a0")
    _hold(s, 0, 1)
    r = victory.at_turn_limit(s.ctx, s.pos)
    assert (r.winner, r.reason) == (1, "turns")


def test_without_demoralisation_no_loss_ends_the_game() -> None:
    """A scenario's demoralisation ``none`` (its set-up sheet: « No demoralisation:
    only objectives and turns decide »): a side that lost half its army plays on
    (a test from the mutation run of ``victory``: red when a side without a
    threshold is taken for demoralised)."""
    s = _armies(4, 4, demoralisation="none")
    _kill(s, "a0", "a1")
    assert not victory.demoralised(s.ctx, s.pos, 0)
    assert not s.pos.over and s.pos.result is None
