"""Flip a selection in place, about its own centre, as Tiled flips a selection.

A left-right or top-bottom flip is a reflection of the hex lattice. In each
case one coordinate ``u`` of a hex is reversed about the selection's centre,
``u -> total - u``, and the other follows so that the pixel reflection is
exact (axial ``q, r``; ``s = -q - r``):

=========  ==============  ======================================
grid       flip            ``u`` and the image of ``(q, r)``
=========  ==============  ======================================
flat       left-right      ``u = q``;       ``(t - q, r + q - t/2)``
flat       top-bottom      ``u = 2r + q``;  ``(q, t/2 - r - q)``
pointy     left-right      ``u = 2q + r``;  ``(t/2 - q - r, r)``
pointy     top-bottom      ``u = r``;       ``(q + r - t/2, t - r)``
=========  ==============  ======================================

(``t`` is ``total``.) The image is a hex only when ``total`` is even: an odd
``total`` puts the axis where the reflection lands between hexes (a flat-top
selection with an even number of columns flipped left-right, any flat-top
selection of two columns or more flipped top-bottom). Such a selection is
*widened*: the smallest selection holding it that some exact axis maps onto
itself, its union with its image about the nearest even ``total``. When that
would leave the map, the flip is refused.

The flip rewrites the selection's content: terrain (hills with their levels),
the edge obstacles protecting selected hexes (onto the mirrored sides; an
obstacle protecting a hex outside stays), the road and river links between
selected hexes. Links that cross the selection's border stay where the flipped
hex still holds their element and are cut by ``editor.core.dangling`` where
nothing continues. Units, decoys and zones stay, as with the other selection
edits.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from editor.core.edits import Edit
from editor.core.grid import Grid
from editor.core.hexes import Hex
from editor.core.image_write import write_image
from editor.core.ruleset_paint import PaintRules
from editor.core.scenario import Scenario

Axis = Literal["left-right", "top-bottom"]


def coordinate(grid: Grid, axis: Axis) -> Callable[[Hex], int]:
    """The integer coordinate ``u`` that the flip reverses (see the module's table)."""
    if grid.orientation == "flat":
        return (lambda h: h.q) if axis == "left-right" else (lambda h: 2 * h.r + h.q)
    return (lambda h: 2 * h.q + h.r) if axis == "left-right" else (lambda h: h.r)


def reflection(grid: Grid, axis: Axis, total: int) -> Callable[[Hex], Hex]:
    """The flip with ``u -> total - u``; ``total`` must be even."""
    if total % 2:
        raise ValueError(f"a flip about total {total} lands between hexes")
    half = total // 2
    if grid.orientation == "flat":
        if axis == "left-right":
            return lambda h: Hex(total - h.q, h.r + h.q - half)
        return lambda h: Hex(h.q, half - h.r - h.q)
    if axis == "left-right":
        return lambda h: Hex(half - h.q - h.r, h.r)
    return lambda h: Hex(h.q + h.r - half, total - h.r)


@dataclass(frozen=True, slots=True)
class FlipPlan:
    """Where a flip acts: ``hexes`` (the selection, widened if it had to be)."""

    hexes: frozenset[Hex]
    image: Callable[[Hex], Hex]
    added: int
    """How many hexes the selection gained so that it flips exactly."""


def plan_flip(grid: Grid, selection: Iterable[Hex], axis: Axis) -> FlipPlan | None:
    """The flip of ``selection`` about its own centre; None when the smallest
    selection holding it that flips exactly does not fit on the map."""
    chosen = frozenset(h for h in selection if grid.contains(h))
    if not chosen:
        return None
    u = coordinate(grid, axis)
    values = [u(h) for h in chosen]
    centre = min(values) + max(values)
    # Between two equal widenings, the one that keeps the top-left: grow right or down.
    candidates = [centre] if centre % 2 == 0 else [centre + 1, centre - 1]
    best: FlipPlan | None = None
    for total in candidates:
        image = reflection(grid, axis, total)
        area = chosen | {image(h) for h in chosen}
        if not all(grid.contains(h) for h in area):
            continue
        if best is None or len(area) < len(best.hexes):
            best = FlipPlan(area, image, len(area) - len(chosen))
    return best


def flip_hexes(scenario: Scenario, plan: FlipPlan, rules: PaintRules) -> Edit | None:
    """The one edit that flips ``plan.hexes`` in place (None when it changes nothing)."""
    return write_image(scenario, plan.hexes, plan.image, rules)
