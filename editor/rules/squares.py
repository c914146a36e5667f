"""Squares, a scenario special rule (the Pyramides, 1798): « Carrés : une division
française qui n'a pas bougé ce tour ignore le premier drapeau infligé par une
cavalerie ».

The scenario names its squares (a unit's ``square: true``); a square that has not
moved this game turn (neither in its side's half, ``Position.moved``, nor in the
half before, ``Position.turn_moved``) ignores one flag of every throw a cavalry
unit makes at it, an attack or a riposte. ``combat.dice_for_attack`` counts it
with the other flags the defender ignores.
"""

from __future__ import annotations

from editor.core.phrases import Phrase
from editor.rules.context import GameContext
from editor.rules.position import Position

CAVALRY = "cavalerie"
"""The unit class whose flags a square ignores."""

IGNORED = 1
"""« le premier drapeau »: one flag."""

WORDS = Phrase(
    "square not moved this turn: ignores the first flag inflicted by cavalry",
    "carré qui n'a pas bougé ce tour : ignore le premier drapeau infligé par une cavalerie",
)


def _squares(ctx: GameContext) -> tuple[int, ...]:
    found: tuple[int, ...] | None = ctx._caches.get("squares")
    if found is None:
        found = ctx._caches["squares"] = tuple(p.index for p in ctx.pieces if p.square)
    return found


def formed(ctx: GameContext, pos: Position) -> frozenset[int]:
    """The squares that have not moved this game turn (empty without squares): what
    the caches of attacks keyed by the pieces' places must also be keyed by."""
    squares = _squares(ctx)
    if not squares:
        return frozenset()
    return frozenset(i for i in squares if _still(pos, i))


def moved_squares(ctx: GameContext, pos: Position) -> frozenset[int]:
    """The squares that moved in the half of the turn ending: ``turn_moved`` for
    the other side's half (empty without squares)."""
    squares = _squares(ctx)
    if not squares:
        return frozenset()
    return pos.moved.intersection(squares)


def square_ignores(ctx: GameContext, pos: Position, attacker: int, defender: int) -> int:
    """The flags ``defender`` ignores of ``attacker``'s throw for standing in square."""
    if ctx.pieces[attacker].unit_class != CAVALRY or not ctx.pieces[defender].square:
        return 0
    return IGNORED if _still(pos, defender) else 0


def move_breaks(pos: Position) -> bool:
    """Whether a square that moves in this half stands unformed in the enemy's half
    that follows: when that half is in the same game turn (the side moving plays
    first); after the second half a new turn begins and every square is formed."""
    return pos.active == pos.first


def _still(pos: Position, i: int) -> bool:
    """Whether unit ``i`` has not moved this game turn (either half)."""
    return i not in pos.moved and i not in pos.turn_moved
