"""Intervals and tests against values typed from the literature, not computed here.

Wilson's score interval: Newcombe, "Two-sided confidence intervals for the single
proportion: comparison of seven methods", Statistics in Medicine 17 (1998),
Table II, method 3: 81/263 -> 0.2553-0.3662; 15/148 -> 0.0624-0.1605;
0/20 -> 0-0.1611; 1/29 -> 0.0061-0.1718.
Elo: a 200-point difference expects a score of 1 / (1 + 10^(-200/400)) = 0.7597.
Fisher's exact test, the lady tasting tea (Fisher 1935): 3 of 4 cups right,
two-sided p = 0.4857 (17/35). The exact McNemar test is a binomial test of the
discordant pairs: 1 against 9 gives p = 2 * 11 / 1024 = 0.02148.
"""

from __future__ import annotations

import pytest

from editor.balance.stats import elo, fisher, games_for_margin, mcnemar_exact, wilson


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (1, 29, 0.0061, 0.1718),
    ],
)
def test_wilson_interval_matches_newcombe(k: int, n: int, low: float, high: float) -> None:
    r = wilson(k, n)
    assert r.low == pytest.approx(low, abs=5e-5)
    assert r.high == pytest.approx(high, abs=5e-5)
    assert r.p == pytest.approx(k / n)


def test_elo_difference_of_a_score() -> None:
    assert elo(0.5) == 0
    assert elo(0.7597) == pytest.approx(200, abs=0.1)
    assert elo(1 - 0.7597) == pytest.approx(-200, abs=0.1)


def test_fisher_lady_tasting_tea() -> None:
    assert fisher(3, 4, 1, 4) == pytest.approx(17 / 35, abs=1e-9)


def test_exact_mcnemar_is_the_binomial_test_of_the_discordant_pairs() -> None:
    assert mcnemar_exact(1, 9) == pytest.approx(22 / 1024)
    assert mcnemar_exact(0, 0) == 1.0


def test_games_for_a_margin_of_three_points() -> None:
    """Issue 14: « ±3 points needs ≤ ~1,070 games »: 1.96² x 0.25 / 0.03² = 1067.1."""
    assert games_for_margin(0.03) == 1068
