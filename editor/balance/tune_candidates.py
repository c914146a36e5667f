"""The candidates of ``hexfield tune`` and what is asked of them.

A ``Candidate`` is a ``Setting`` (the scenario as it is, or knobs changed) with
the winners of its paired games, per player type when there are several; its
interval of A - B says whether it reached the ``Target`` or cannot. A
``GamePlayer`` plays them (``tune_play.PoolPlayer``, or a known function in a
test). No Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from editor.balance.knobs import Setting
from editor.balance.stats import Rate, wilson

HALVED = "halved after"
"""How the reason of a candidate the halving dropped begins."""


class GamePlayer(Protocol):
    def check(self, setting: Setting) -> str:
        """Why the variant cannot be played ("" when it can)."""
        ...

    def play(self, settings: list[Setting], stop: int) -> list[list[int]]:
        """Each setting's winners (0: side A, 1: side B, -1: a draw) of games 0 .. stop-1
        (the settings all differ)."""
        ...


@dataclass(frozen=True, slots=True)
class Target:
    margin: float = 0.05
    max_draws: float = 0.20
    first_games: int = 40
    max_games: int = 5120
    """Games per candidate at most (the last round): +-5 points on the difference
    need some 1,600 games at 50 %, more near the edge of the margin."""
    max_minutes: float = 0.0
    """0: no limit."""


@dataclass(slots=True)
class Candidate:
    setting: Setting
    winners: list[int] = field(default_factory=list)
    dropped: str = ""
    """Why it left the race ("" while in it)."""
    origin: str = "grid"
    """``as it is``, ``grid``, ``fit`` (a fitted crossing), ``added knob`` or ``neighbour`` (a
    finalist's, ``tune_field``)."""
    more: dict[str, list[int]] = field(default_factory=dict)
    """With several player types (``tune(others=...)``): each type's winners of games
    ``0 .. k-1`` (each type its own ``k``: the others play only the finalists), by its
    name, the first type's too (``winners`` is a copy of them); the target is then
    reached only when every type reaches it. Empty with one type."""

    @property
    def n(self) -> int:
        return len(self.winners)

    def by_type(self) -> dict[str, Candidate]:
        """The candidate as each player type measured it (``{"": self}`` with one type)."""
        if not self.more:
            return {"": self}
        return {
            name: Candidate(self.setting, w, origin=self.origin) for name, w in self.more.items()
        }

    def rate(self, side: int) -> Rate:
        return wilson(sum(1 for w in self.winners if w == side), self.n)

    def draws(self) -> Rate:
        return self.rate(-1)

    def difference(self) -> tuple[float, float, float]:
        """Side A's win rate minus side B's: (estimate, low, high)."""
        a, b = self.winners.count(0), self.winners.count(1)
        if not a + b:
            return 0.0, 0.0, 0.0
        share, q = (a + b) / self.n, wilson(a, a + b)
        return (a - b) / self.n, share * (2 * q.low - 1), share * (2 * q.high - 1)

    def reached(self, target: Target) -> bool:
        if self.more:
            return all(c.reached(target) for c in self.by_type().values())
        _, low, high = self.difference()
        return -target.margin <= low and high <= target.margin and self.within_draws(target)

    def within_draws(self, target: Target) -> bool:
        if self.more:
            return all(c.within_draws(target) for c in self.by_type().values())
        return self.n > 0 and self.draws().p <= target.max_draws

    def hopeless(self, target: Target) -> str:
        """Why the candidate cannot be fair (for one player type: which), "" if it may be."""
        if self.more:
            for name, c in self.by_type().items():
                why = c.hopeless(target)
                if why:
                    return f"{name}: {why}"
            return ""
        diff, low, high = self.difference()
        if low > target.margin or high < -target.margin:
            return (
                f"sides apart: A - B = {diff:+.1%} [{low:+.1%}, {high:+.1%}] "
                f"outside +-{target.margin:.0%} after {self.n} games"
            )
        if self.draws().low > target.max_draws:
            return f"too many draws: {self.draws().p:.0%} after {self.n} games"
        return ""

    def score(self, target: Target) -> float:
        """How far from the target (0: on it), on the estimates; with several player
        types, the farthest of them."""
        if self.more:
            return max(c.score(target) for c in self.by_type().values())
        diff = abs(self.difference()[0])
        return (
            max(0.0, diff - target.margin)
            + max(0.0, self.draws().p - target.max_draws)
            + (diff / 100)
        )
