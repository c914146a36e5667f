"""Intervals and tests of a balance run, from ``scipy.stats``.

- a win rate's 95 % interval is Wilson's score interval (``binomtest(...).
  proportion_ci(method="wilson")``): it behaves near 0 and 1, where the
  normal approximation does not;
- the Elo difference of a score ``p`` is ``400 log10(p / (1 - p))``, its
  interval that of ``p`` mapped through the same function;
- two player types (or two scenarios) whose intervals do not overlap give a
  different verdict; the test of a variant against its scenario is the exact
  McNemar test when the games are paired (same seeds: ``binomtest`` on the
  discordant pairs), and Fisher's exact test on the 2 x 2 table otherwise;
- the games a margin needs: the Wilson half-width at p = 1/2 is about
  ``z / (2 sqrt(n))``, so +-3 points need 1,068 games.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from scipy import stats  # type: ignore[import-untyped]

Z95 = 1.959963984540054


@dataclass(frozen=True, slots=True)
class Rate:
    """A proportion with its 95 % Wilson interval."""

    k: int
    n: int
    low: float
    high: float

    @property
    def p(self) -> float:
        return self.k / self.n if self.n else float("nan")

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2

    def to_dict(self) -> dict[str, float | int]:
        return {"k": self.k, "n": self.n, "p": self.p, "low": self.low, "high": self.high}


def wilson(k: int, n: int, confidence: float = 0.95) -> Rate:
    """``k`` successes in ``n`` with Wilson's score interval."""
    if n <= 0:
        return Rate(k, n, 0.0, 1.0)
    ci = stats.binomtest(k, n).proportion_ci(confidence_level=confidence, method="wilson")
    return Rate(k, n, float(ci.low), float(ci.high))


def elo(p: float) -> float:
    """The Elo difference a score ``p`` (0..1) means; +-inf at 1 and 0."""
    if p <= 0.0:
        return -math.inf
    if p >= 1.0:
        return math.inf
    return 400.0 * math.log10(p / (1.0 - p))


def games_for_margin(margin: float, p: float = 0.5) -> int:
    """Games whose Wilson half-width at ``p`` is about ``margin`` (normal approximation)."""
    return math.ceil(Z95**2 * p * (1 - p) / margin**2)


def overlap(a: Rate, b: Rate) -> bool:
    return a.low <= b.high and b.low <= a.high


def mcnemar_exact(only_a: int, only_b: int) -> float:
    """Two-sided p-value of the exact McNemar test: of the pairs where the two
    versions disagree, ``only_a`` favour the first and ``only_b`` the second."""
    n = only_a + only_b
    if n == 0:
        return 1.0
    return float(stats.binomtest(only_a, n, 0.5).pvalue)


def fisher(k1: int, n1: int, k2: int, n2: int) -> float:
    """Two-sided p-value of Fisher's exact test of k1/n1 against k2/n2."""
    return float(stats.fisher_exact([[k1, n1 - k1], [k2, n2 - k2]]).pvalue)


def percentile(values: list[float], q: float) -> float:
    """The ``q`` (0..100) percentile, linear between order statistics (numpy's default)."""
    if not values:
        return float("nan")
    import numpy as np

    return float(np.percentile(values, q))
