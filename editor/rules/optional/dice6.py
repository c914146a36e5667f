"""The annex's ordinary dice (« des dés normaux à 6 faces, ci-après écrits d6 »)
and the agents' percentage dice, from the position's random generator so that a
game's log replays.

Every roll of the optional rules goes through ``d6`` and ``d10`` here (called as
``dice6.d6``), so a test loads them (``tests/rules/conftest.py``, ``loaded_d6``)
as ``loaded_dice`` loads the combat dice.
"""

from __future__ import annotations

from editor.rules.position import Position, with_changes
from editor.rules.rng import draw


def d6(pos: Position) -> tuple[int, Position]:
    """One d6 (1-6) and the position with the generator moved on."""
    n, state = draw(pos.rng, 6)
    return n + 1, with_changes(pos, rng=state)


def two_d6(pos: Position) -> tuple[int, int, Position]:
    a, pos = d6(pos)
    b, pos = d6(pos)
    return a, b, pos


def d10(pos: Position) -> tuple[int, Position]:
    """One ten-sided die, 0-9."""
    n, state = draw(pos.rng, 10)
    return n, with_changes(pos, rng=state)


def d100(pos: Position) -> tuple[int, int, int, Position]:
    """« 2 dés à 10 faces, l'un comptant les dizaines et l'autre les unités »:
    (tens, units, result 1-100 with 00 read as 100, position)."""
    tens, pos = d10(pos)
    units, pos = d10(pos)
    result = tens * 10 + units
    return tens, units, result or 100, pos
