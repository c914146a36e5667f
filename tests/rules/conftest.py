"""Fixtures of the rules tests: loaded dice."""

from __future__ import annotations

import pytest

from editor.rules import combat_flow

FACE = {
    "L": "hit_light",
    "M": "hit_medium",
    "H": "hit_heavy",
    "F": "flag",
    "O": "order_letter",
    "S": "special",
}
"""Short names for writing throws: ``"HMF"`` is hit on any colour, on green or
blue, and a flag."""


@pytest.fixture
def loaded_dice(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Queue throws as strings of ``FACE`` letters; each roll of the engine takes
    the next one and must throw exactly that many dice (``"L*"``: any number of
    that face)."""
    queue: list[str] = []

    def roll(ctx, pos, n):
        assert queue, f"the engine threw {n} dice with no throw left in the test's queue"
        throw = queue.pop(0)
        if throw.endswith("*"):  # "L*": as many of that face as the engine throws
            throw = throw[:-1] * n
        assert len(throw) == n, f"the engine threw {n} dice, the test expected {len(throw)}"
        return tuple(FACE[c] for c in throw), pos

    monkeypatch.setattr(combat_flow, "roll", roll)
    return queue


@pytest.fixture
def loaded_d6(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Queue the ordinary dice of Annexe 3 (« d6 ») the optional rules throw, in
    order; a d10 (the agents' percentage dice) takes the next number too, 0-9."""
    from editor.rules.optional import dice6

    queue: list[int] = []

    def d6(pos):
        assert queue, "the engine threw a d6 with no face left in the test's queue"
        face = queue.pop(0)
        assert 1 <= face <= 6, f"a d6 has no face {face}"
        return face, pos

    def d10(pos):
        assert queue, "the engine threw a d10 with no face left in the test's queue"
        face = queue.pop(0)
        assert 0 <= face <= 9, f"a d10 has no face {face}"
        return face, pos

    monkeypatch.setattr(dice6, "d6", d6)
    monkeypatch.setattr(dice6, "d10", d10)
    return queue
