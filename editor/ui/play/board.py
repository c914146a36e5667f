"""What the play view draws on each hex, from what one side knows (no Qt).

The view never reads the true position to draw pieces: it draws the marks
``board_marks`` makes from ``fog.observe`` of the side at the screen. A piece
that side cannot identify becomes a bare marker, its number and colour the
only things shown (no name, no class, no strength, no index to look it up);
behind the opaque screen the enemy is not drawn at all. ``viewer=None`` (a
designer's *Reveal all*, or two computer players watched) draws the truth,
hidden pieces marked as such.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from editor.core.short_names import counter_labels
from editor.rules.context import GameContext
from editor.rules.fog import hidden_from, observe
from editor.rules.position import Position

Kind = Literal["unit", "marker", "decoy"]


@dataclass(frozen=True, slots=True)
class PieceMark:
    """One piece as drawn: everything the painter needs, nothing more."""

    key: int
    """Hex key."""
    side: int
    kind: Kind
    """``unit``: identified; ``marker``: a deployment marker the viewer cannot
    identify; ``decoy``: one of the viewer's own decoys (or any, when all is shown)."""
    index: int = -1
    """The piece's index, for pieces the viewer may identify; -1 for markers."""
    name: str = ""
    """What the counter shows: the unit's short name (``core.short_names``), a decoy's number."""
    letter: str = ""
    marker: int = 0
    """The number its deployment marker shows (0: none)."""
    plaquettes: int = 0
    full: int = 0
    leader: bool = False
    activated: bool = False
    moved: bool = False
    fought: bool = False
    hidden_to_enemy: bool = False
    """A piece of the viewer (or any, with all shown) the enemy sees only as a marker."""


def class_letter(unit_class: str) -> str:
    return (unit_class[:1] or "?").upper()


def board_marks(ctx: GameContext, pos: Position, viewer: int | None) -> list[PieceMark]:
    """The marks of every piece on the map, as ``viewer`` may see them (None: all)."""
    if viewer is None:
        seen, unknown = pos, frozenset[int]()
        hidden: frozenset[int] = frozenset()
        for side in (0, 1):
            hidden |= hidden_from(ctx, pos, 1 - side)
    else:
        obs = observe(ctx, pos, viewer)
        seen, unknown = obs.position, obs.unknown
        hidden = hidden_from(ctx, pos, 1 - viewer)  # the viewer's own hidden pieces
    out: list[PieceMark] = []
    shorts = counter_labels(ctx.scenario.units)
    for i, k in enumerate(seen.at):
        if k < 0:
            continue
        p = ctx.pieces[i]
        activated, moved, fought = i in seen.activated, i in seen.moved, i in seen.fought
        if i in unknown:
            out.append(
                PieceMark(
                    k,
                    p.side,
                    "marker",
                    marker=seen.markers[i],
                    activated=activated,
                    moved=moved,
                    fought=fought,
                )
            )
            continue
        out.append(
            PieceMark(
                k,
                p.side,
                "decoy" if p.decoy else "unit",
                index=i,
                name=shorts.get(p.id, p.name),
                letter="?" if p.decoy else class_letter(p.unit_class) + ("*" if p.rank else ""),
                marker=seen.markers[i],
                plaquettes=seen.plaquettes[i],
                full=p.plaquettes,
                leader=bool(p.leader),
                hidden_to_enemy=i in hidden,
                activated=activated,
                moved=moved,
                fought=fought,
            )
        )
    return out


__all__ = ["Kind", "PieceMark", "board_marks", "class_letter"]
