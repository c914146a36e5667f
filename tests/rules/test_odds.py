"""Exact odds of a throw, from the die's faces (Thucydide ch. 1, « Dés de combat »).

One face per symbol (``play.die``): against blue (medium) armour three faces
hit (« sur verts et bleus », « sur verts, bleus et rouges », and the special
hit), one is a flag.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from rules_helpers import play_rules

from editor.rules.dice import read_roll
from editor.rules.odds import throw_odds
from editor.rules.rng import draws, seed_state

DIE = play_rules().die


def test_one_die_against_each_armour() -> None:
    for armour, hits in (("light", 4), ("medium", 3), ("heavy", 2)):
        o = throw_odds(DIE, 1, armour)
        assert o.hits() == {0: Fraction(6 - hits, 6), 1: Fraction(hits, 6)}
        assert o.at_least_one_flag() == Fraction(1, 6)


def test_two_dice_on_green_by_hand() -> None:
    """Green: 4 faces of 6 hit; P(2) = 4/9, P(1) = 2 x 2/3 x 1/3 = 4/9, P(0) = 1/9."""
    assert throw_odds(DIE, 2, "light").hits() == {
        0: Fraction(1, 9),
        1: Fraction(4, 9),
        2: Fraction(4, 9),
    }


def test_no_special_hit_and_ignored_flags() -> None:
    o = throw_odds(DIE, 1, "heavy", no_special=True)
    assert o.hits() == {0: Fraction(5, 6), 1: Fraction(1, 6)}
    # 3 dice, 1 flag ignored: at least one flag counted means at least two thrown
    o = throw_odds(DIE, 3, "medium", ignore_flags=1)
    p_two_or_more = 1 - Fraction(5, 6) ** 3 - 3 * Fraction(1, 6) * Fraction(5, 6) ** 2
    assert o.at_least_one_flag() == p_two_or_more


def test_passage_losses_reversed_armour_ignored_faces() -> None:
    """« l'armure est inversée »: green reads as red; letters and advantages ignored."""
    o = throw_odds(
        DIE, 1, "light", reversed_armour=True, ignored=frozenset({"order_letter", "special"})
    )
    assert o.hits() == {0: Fraction(5, 6), 1: Fraction(1, 6)}


def test_probabilities_sum_to_one_and_expectations() -> None:
    for n in range(0, 7):
        o = throw_odds(DIE, n, "medium")
        assert sum(p for _h, _f, p in o.table) == 1
        assert o.expected_hits() == Fraction(n, 2)
        assert o.expected_flags() == Fraction(n, 6)


@pytest.mark.parametrize(("dice", "armour"), [(4, "medium"), (3, "light"), (5, "heavy")])
def test_odds_match_100000_simulated_rolls(dice: int, armour: str) -> None:
    """The shown odds against the engine's own dice: every outcome within 4.5 standard
    errors of its frequency over 100,000 throws."""
    n = 100_000
    state = seed_state(2026 + dice)
    counts: dict[tuple[int, int], int] = {}
    for _ in range(n):
        idx, state = draws(state, len(DIE), dice)
        r = read_roll(tuple(DIE[i] for i in idx), armour)
        k = (r.hits, r.flags)
        counts[k] = counts.get(k, 0) + 1
    exact = {(h, f): p for h, f, p in throw_odds(DIE, dice, armour).table}
    assert set(counts) <= set(exact)
    for k, p in exact.items():
        q = float(p)
        se = math.sqrt(q * (1 - q) / n)
        assert abs(counts.get(k, 0) / n - q) <= 4.5 * se + 1e-9, (k, counts.get(k, 0) / n, q)
