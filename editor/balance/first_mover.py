"""Whether the side drawn to move first decides a run's games.

A scenario whose first player is drawn by lot can look fair (side A 50 %)
only because the lot gives each side the first move half the time: when
whoever moves first wins, the balance is the lot's, not the sides'. From the
games' first players and winners, ``first_mover`` gives the first player's
win rate over the decided games (draws left out: a draw is won by neither)
with its 95 % Wilson interval, how often each side moved first, and whether
the first move decides the games (``DECIDES``). A balance report
(``report.series_report``) and a tuning report (``tune_record``) keep it as
``{"wins": rate, "first_counts": [a, b], "decides": bool}``; ``warning`` puts
a deciding one in words; ``KeepsFirsts`` is a tuner's player that can tell
(the window's *Suggest a fairer version…* asks it). No Qt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from editor.balance.knobs import Setting
from editor.balance.stats import Rate, wilson
from editor.balance.texts import word

DECIDES = 0.75
"""The first move decides the games when the lower bound of the first player's 95 % interval
lies above this share of the decided games: three games in four won by whoever the lot sent
first, shown by the games and not only estimated (19 first-player wins of 20 do: 76.4 %;
18 of 20 do not: 69.9 %). With the first player fixed, the side the lot favours would win
about that share, 15 points and more beyond the 40 to 60 % of a fair bundled scenario
(issue 27's target), and thrice the ±5 points ``hexfield tune`` aims at by default: what the
designer reads as fair then rests on the coin. A tool setting, not a rules number."""


@dataclass(frozen=True, slots=True)
class FirstMover:
    """The first player's results in a run's games."""

    wins: Rate
    """The first player's wins among the decided games (draws left out)."""
    counts: tuple[int, int]
    """Games in which side A, side B moved first (draws included)."""

    @property
    def decides(self) -> bool:
        """Whether the first move decides the games: each side moved first in some of them
        (the first player was drawn; a fixed one's rate is its side's, which the verdict
        already tells) and the first player's interval lies above ``DECIDES``."""
        return all(self.counts) and self.wins.n > 0 and self.wins.low > DECIDES

    def to_dict(self) -> dict[str, Any]:
        return {
            "wins": self.wins.to_dict(),
            "first_counts": list(self.counts),
            "decides": self.decides,
        }


@runtime_checkable
class KeepsFirsts(Protocol):
    """A tuner's game player that keeps who moved first (``tune_play.PoolPlayer``)."""

    def first_mover(self, setting: Setting, n: int) -> FirstMover:
        """How the first player fared in the setting's first ``n`` games."""
        ...


def first_mover(firsts: Sequence[int], winners: Sequence[int]) -> FirstMover:
    """From each game's first player and winner (side 0 or 1; -1: a draw), in game order."""
    decided = [(f, w) for f, w in zip(firsts, winners, strict=True) if w >= 0]
    wins = wilson(sum(1 for f, w in decided if f == w), len(decided))
    return FirstMover(wins, (firsts.count(0), firsts.count(1)))


def warning(first: Mapping[str, Any], lang: str) -> str:
    """The warning of a first player that decides the games (``FirstMover.to_dict()``)."""
    rate = first["wins"]
    p, low, high = (f"{100 * rate[k]:.0f}" for k in ("p", "low", "high"))
    return word("first_decides", lang, p=p, low=low, high=high, k=rate["k"], n=rate["n"])
