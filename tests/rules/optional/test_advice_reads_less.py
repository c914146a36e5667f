"""The optional rules' advice to the computer players reads only the rules' own
actions where the engine's do not matter to it (``advice._read``): the same advice
as from the whole list of legal actions, at every decision of greedy games of the
bundled scenarios that play optional rules, and most of them without the list."""

from __future__ import annotations

import pytest

from editor.commands.play import _context
from editor.paths import SCENARIOS
from editor.rules.engine import apply, legal_actions, start
from editor.rules.fog import observe
from editor.rules.greedy import GreedyPlayer
from editor.rules.lazy_legal import LegalActions
from editor.rules.optional import advice

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    "scenario", ["tarutino-1812", "berezina-1812", "hougoumont-1815", "katzbach-1813"]
)
def test_the_advice_is_the_same_without_the_whole_list(scenario: str) -> None:
    ctx = _context(str(SCENARIOS / f"{scenario}.yaml"))
    assert ctx.optional is not None
    asked = unlisted = 0
    for seed in (1, 2):
        pos, _ = start(ctx, seed)
        players = (GreedyPlayer(seed), GreedyPlayer(seed + 7))
        for _ in range(3000):
            if pos.over:
                break
            who = pos.deciding
            obs = observe(ctx, pos, who)
            lazy = LegalActions(ctx, pos)
            got = advice.suggest(ctx.optional, ctx, obs, lazy)
            assert got == advice.suggest(ctx.optional, ctx, obs, legal_actions(ctx, pos))
            asked += 1
            unlisted += lazy._items is None
            pos, _ = apply(ctx, pos, players[who].choose(ctx, obs, LegalActions(ctx, pos)))
    assert asked > 100 and unlisted > asked // 2
