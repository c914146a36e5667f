"""Squares, the Pyramides' special rule, as the scenario's description states it:
« Carrés : une division française qui n'a pas bougé ce tour ignore le premier
drapeau infligé par une cavalerie » ("Squares: a French division that has not
moved this turn ignores the first flag inflicted by cavalry"). A unit's
``square: true`` names the squares; the engine counts the flag with the others
the defender ignores (``dice_for_attack``), which the resolution, the preview,
the explanation and the computer players all read."""

from __future__ import annotations

import hashlib
import json

from rules_helpers import blank, corridor, game, play, state, unit

from editor.commands.play import _context
from editor.core.scenario import Scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Activate, EndPhase, Move
from editor.rules.ai_eval import estimated_attack
from editor.rules.combat import dice_for_attack
from editor.rules.odds import throw_odds
from editor.rules.players import play_game, side_player
from editor.rules.record import record_to_dict


def _field(square: bool = True, attacker: str = "cavalerie") -> Scenario:
    """A square ``sq`` of side a, a cavalry (or other) ``cav`` of side b beside it,
    and a plain division ``div`` of side a beside ``cav`` too."""
    p = corridor(n=5)
    sc = blank()
    unit(sc, "sq", "a", p[2])
    sc.units[-1].square = square
    unit(sc, "cav", "b", p[1], cls=attacker)
    unit(sc, "div", "a", p[0])
    return sc


def test_a_square_that_has_not_moved_ignores_one_flag_of_a_cavalry_attack() -> None:
    """« ignore le premier drapeau infligé par une cavalerie »: one flag ignored,
    worded in both languages, and one flag fewer counted in the throw's odds."""
    s = state(_field())
    d = dice_for_attack(s.ctx, s.pos, s.units["cav"], s.units["sq"])
    assert d.allowed and d.defender_ignores_flags == 1
    assert [str(r.fr) for r in d.ignore_reasons] == [
        "carré qui n'a pas bougé ce tour : ignore le premier drapeau infligé par une cavalerie"
    ]
    assert [str(r.en) for r in d.ignore_reasons] == [
        "square not moved this turn: ignores the first flag inflicted by cavalry"
    ]
    die = tuple(s.ctx.play.die)
    assert d.outcomes(s.ctx) == throw_odds(die, d.dice, d.armour, d.no_special, 1)
    assert d.outcomes(s.ctx) != throw_odds(die, d.dice, d.armour, d.no_special, 0)


def test_a_unit_that_is_no_square_ignores_no_flag_of_the_same_cavalry() -> None:
    """Only « une division … (carré) »: the same division without ``square``."""
    s = state(_field(square=False))
    d = dice_for_attack(s.ctx, s.pos, s.units["cav"], s.units["sq"])
    assert d.allowed and d.defender_ignores_flags == 0 and d.ignore_reasons == ()


def test_a_square_attacked_by_infantry_ignores_no_flag() -> None:
    """« infligé par une cavalerie »: infantry's flags all count."""
    s = state(_field(attacker="infanterie"))
    d = dice_for_attack(s.ctx, s.pos, s.units["cav"], s.units["sq"])
    assert d.allowed and d.defender_ignores_flags == 0


def test_a_square_that_moved_this_turn_ignores_no_flag_until_the_next_turn() -> None:
    """« qui n'a pas bougé ce tour »: the square moves in its side's half of the
    turn; in the enemy's half of the same turn a cavalry's flags all count; the
    square that stayed still (``stay``) still ignores one; in the next turn,
    before it moves again, it ignores one again."""
    p = corridor(n=6)
    sc = blank()
    unit(sc, "sq", "a", p[3])
    sc.units[-1].square = True
    unit(sc, "stay", "a", p[0])
    sc.units[-1].square = True
    unit(sc, "cav", "b", p[1], cls="cavalerie")
    ctx, pos = game(sc)
    sq, stay, cav = (ctx.piece_index[u] for u in ("sq", "stay", "cav"))
    pos, _ = play(ctx, pos, Activate("sq"), EndPhase(), Move("sq", sc.grid.label(p[2])), EndPhase())
    while pos.active == 0:  # to the enemy's half of the same turn
        pos, _ = play(ctx, pos, EndPhase())
    assert pos.turn == 1
    moved = dice_for_attack(ctx, pos, cav, sq)
    assert moved.allowed and moved.defender_ignores_flags == 0
    assert dice_for_attack(ctx, pos, cav, stay).defender_ignores_flags == 1
    while pos.active == 1:  # the next turn, side a's half again
        pos, _ = play(ctx, pos, EndPhase())
    assert pos.turn == 2
    assert dice_for_attack(ctx, pos, cav, sq).defender_ignores_flags == 1


def test_the_logs_of_a_scenario_without_squares_check_as_before() -> None:
    """The position's checksums (a game log's ``check``) leave out the squares
    that moved while there are none: a Thapsus game, greedy against greedy, logs
    the checksums it logged on main before squares (digest printed there)."""
    ctx = _context(str(SCENARIOS / "thapsus-46av.yaml"))
    players = [side_player(ctx, i, "greedy", 3 + i) for i in range(2)]
    doc = record_to_dict(play_game(ctx, players, 1).record)
    checks = json.dumps([a["check"] for a in doc["actions"]])
    assert hashlib.sha256(checks.encode()).hexdigest()[:16] == "b5514f7a8d53d6bf"


def test_the_players_estimate_of_a_charge_counts_the_square() -> None:
    """The computer players weigh a charge from the hex a move would take the
    cavalry to (``ai_eval.estimated_attack``): against a square not moved, the
    flag it ignores makes a push back less likely than against the same division
    without ``square``."""
    odds = []
    for square in (True, False):
        s = state(_field(square=square))
        cav, sq = s.units["cav"], s.units["sq"]
        est = estimated_attack(s.ctx, s.pos, cav, s.pos.at[cav], sq, False)
        assert est is not None
        odds.append(est[2])  # P(push back)
    assert odds[0] < odds[1]
