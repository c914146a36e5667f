"""What the play view shows before a decision: the odds of a throw, what blocks a line
of sight, why a unit cannot be activated, what a unit sees."""

from __future__ import annotations

import math

import pytest
from rules_helpers import CENTRE, blank, put, ruleset

from editor.core.hexes import neighbor
from editor.core.scenario import Unit
from editor.rules.combat_flow import roll
from editor.rules.dice import read_roll
from editor.rules.explain import (
    activation_refusals,
    attack_preview,
    seen_hexes,
    sight_words,
)
from editor.rules.game import game_context
from editor.rules.position import with_changes
from editor.rules.rng import seed_state
from editor.rules.setup import scenario_position
from editor.rules.sight import line_of_sight
from editor.rules.terrain import key

ROLLS = 100_000


def _duel(defender_ground: tuple[str, ...] = ()):
    sc = blank("panache")
    a, b = CENTRE, neighbor(CENTRE, 0)
    sc.units = [
        Unit("a1", "a", "A1", "infanterie", a, quality="élite"),
        Unit("b1", "b", "B1", "infanterie", b),
        Unit("b2", "b", "B2", "infanterie", neighbor(b, 1)),  # supports b1
    ]
    if defender_ground:
        put(sc, b, *defender_ground)
    ctx = game_context(sc, ruleset("panache"))
    return ctx, scenario_position(ctx)


@pytest.mark.parametrize("answer", ["no order", "defence order"])
def test_the_odds_shown_match_100000_rolls_of_the_engine(answer: str) -> None:
    """The engine's own dice (its generator, its reading of the faces, the flags the
    defender ignores) against the exact odds the view shows, outcome by outcome,
    within 4.5 standard deviations of the sampling error; for both answers of the
    defender (a defence order makes him supported: one flag ignored)."""
    ctx, pos = _duel()
    a, b = ctx.piece_index["a1"], ctx.piece_index["b1"]
    preview = attack_preview(ctx, pos, a, b)
    assert preview is not None and preview.defended is not None
    shown = preview.plain if answer == "no order" else preview.defended
    d = shown.dice
    assert d.defender_ignores_flags == (0 if answer == "no order" else 1)
    assert d.dice >= 2
    armour = ctx.pieces[b].armour
    counts: dict[tuple[int, int], int] = {}
    p = with_changes(pos, rng=seed_state(2024))
    for _ in range(ROLLS):
        faces, p = roll(ctx, p, d.dice)
        res = read_roll(faces, armour, no_special=d.no_special)
        k = (res.hits, max(0, res.flags - d.defender_ignores_flags))
        counts[k] = counts.get(k, 0) + 1
    table = {(h, f): float(q) for h, f, q in shown.odds.table}
    assert set(counts) <= set(table)
    for k, q in table.items():
        sd = math.sqrt(q * (1 - q) / ROLLS)
        assert abs(counts.get(k, 0) / ROLLS - q) <= 4.5 * sd + 1e-9, (k, q)
    flag = sum(n for (_h, f), n in counts.items() if f > 0) / ROLLS
    q = float(shown.odds.at_least_one_flag())
    assert abs(flag - q) <= 4.5 * math.sqrt(q * (1 - q) / ROLLS)


def test_the_defence_order_odds_are_those_of_the_defended_throw() -> None:
    """A defence order makes the defender supported (ch. 1, Notion de Soutien): he
    ignores a flag more, and the view shows both answers before the roll."""
    ctx, pos = _duel()
    a, b = ctx.piece_index["a1"], ctx.piece_index["b1"]
    preview = attack_preview(ctx, pos, a, b)
    assert preview is not None and preview.defended is not None
    assert preview.defended.dice.defender_ignores_flags >= preview.plain.dice.defender_ignores_flags
    assert preview.defended.odds.hits() == preview.plain.odds.hits()


def test_a_wood_on_the_line_is_named_with_its_rule() -> None:
    sc = blank("panache")
    a = CENTRE
    mid = neighbor(a, 0)
    far = neighbor(mid, 0)
    put(sc, mid, "foret")
    ctx = game_context(sc, ruleset("panache"))
    sight = line_of_sight(ctx, None, a, far)
    assert not sight.visible
    what, rule = sight_words(ctx, sight)
    label = sc.grid.label(mid)
    assert label in what.en and label in what.fr
    assert "Forêt" in rule.fr or "forêt" in rule.fr.lower()
    assert "Masque" in rule.en


def test_a_unit_in_the_way_is_not_named() -> None:
    sc = blank("panache")
    a = CENTRE
    mid = neighbor(a, 0)
    sc.units = [Unit("x", "b", "Secret Guard", "infanterie", mid)]
    ctx = game_context(sc, ruleset("panache"))
    sight = line_of_sight(ctx, scenario_position(ctx), a, neighbor(mid, 0))
    what, _rule = sight_words(ctx, sight)
    assert "Secret" not in what.en + what.fr
    assert "troop" in what.en and "troupe" in what.fr


def test_activation_refusals_say_why_for_each_unit() -> None:
    sc = blank("panache")
    far = neighbor(neighbor(neighbor(neighbor(neighbor(CENTRE, 3), 3), 3), 3), 3)
    sc.units = [
        Unit("chief", "a", "Chief", "infanterie", CENTRE, leader="Chief", rank="officier"),
        Unit("near", "a", "Near", "infanterie", neighbor(CENTRE, 0)),
        Unit("far", "a", "Far", "infanterie", far),
    ]
    ctx = game_context(sc, ruleset("panache"))
    pos = scenario_position(ctx)
    why = activation_refusals(ctx, pos, 0)
    assert ctx.piece_index["near"] not in why
    far_why = why[ctx.piece_index["far"]]
    assert "manoeuvre" in far_why.en and "manœuvre" in far_why.fr


def test_the_sight_fan_stops_behind_a_wood() -> None:
    sc = blank("panache")
    mid = neighbor(CENTRE, 0)
    put(sc, mid, "foret")
    sc.units = [Unit("a1", "a", "A1", "infanterie", CENTRE)]
    ctx = game_context(sc, ruleset("panache"))
    pos = scenario_position(ctx)
    seen = seen_hexes(ctx, pos, 0)
    assert key(mid) in seen  # the wood itself is seen
    assert key(neighbor(mid, 0)) not in seen  # what is behind it is not
    assert key(neighbor(CENTRE, 3)) in seen
