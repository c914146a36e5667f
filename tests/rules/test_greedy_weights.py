"""The number that stands for a scorer's weights in the greedy memo keys.

``greedy_memo`` keys its answers by ``Scorer.weights(ctx)`` instead of the
weights themselves: equal weights must get the same number (or the memo never
hits), different weights never the same one (or one set of weights would be
handed the other's answers), even once the table of numbers starts afresh.
"""

from __future__ import annotations

from editor.commands.play import _context
from editor.paths import SCENARIOS
from editor.rules import greedy_score
from editor.rules.ai_params import params_for
from editor.rules.greedy_score import Scorer


def test_equal_weights_share_a_number_and_different_ones_never_do() -> None:
    ctx = _context(str(SCENARIOS / "moulin-de-la-sambre.yaml"))
    base = params_for()
    same = params_for()
    assert same is not base and same == base
    assert Scorer(base).weights(ctx) == Scorer(same).weights(ctx)
    seen: dict[int, float] = {}
    for n in range(3 * greedy_score.WEIGHTS_KEPT):
        params = base.with_values({"aggression": 1.0 + n / 1000})
        number = Scorer(params).weights(ctx)
        assert seen.setdefault(number, params.aggression) == params.aggression
    assert len(seen) == 3 * greedy_score.WEIGHTS_KEPT  # the table started afresh twice
    other = _context(str(SCENARIOS / "moulin-de-la-sambre.yaml"))
    assert Scorer(base).weights(other) == Scorer(same).weights(other)
