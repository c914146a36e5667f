"""A placement the window may hold back (issue 23): ``setup.closes_batch`` says which
placement ends the side's batch, ``setup.place`` shows it without closing the batch.

Panache Annexe 1: « les joueurs déploient alternativement 3 ou 4 unités en
commençant par celui qui jouera en premier »; behind the « paravent opaque »
each side places everything in one go.
"""

from __future__ import annotations

import pytest
from rules_helpers import game
from test_fog import _armies

from editor.rules import setup
from editor.rules.actions import Deploy
from editor.rules.engine import apply, legal_actions


@pytest.mark.parametrize(
    ("mode", "closing"),
    [
        # B places 3, A 3, B 2, A 2: the placements that hand over or end.
        ("alternate", [3, 6, 8, 10]),
        ("screen", [5, 10]),
    ],
)
def test_the_placement_that_closes_a_batch_and_the_position_that_holds_it(
    mode: str, closing: list[int]
) -> None:
    ctx, pos = game(_armies(mode, decoys=0), first="b")
    seen = []
    n = 0
    while pos.phase == "deployment":
        n += 1
        side = pos.active
        act = next(a for a in legal_actions(ctx, pos) if isinstance(a, Deploy))
        closes = setup.closes_batch(pos)
        i, k = ctx.piece_index[act.unit], ctx.key_of(act.to)
        held = setup.place(pos, i, k)
        after, _events = apply(ctx, pos, act)
        # Held: the piece stands, the same side still places, nothing more to place.
        assert held.at == after.at and held.active == side and held.phase == "deployment"
        assert held.deploying is not None and i not in held.deploying.remaining[side]
        if closes:
            seen.append(n)
            assert held.deploying.batch_left == 0 or not held.deploying.remaining[side]
            assert after.active != side or after.phase != "deployment"
        else:
            assert (after.active, after.phase) == (side, "deployment")
            assert held == after
        pos = after
    assert seen == closing
