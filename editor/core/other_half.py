"""Mirror or rotate a selection onto the other half of the map, for balanced maps.

The designer paints one half, selects it and copies it onto its image about
the map's centre: a left-right mirror (``Grid.mirror_horizontal``) or a half
turn (``Grid.rotate_180_in_map``). The map's halves, not the selection's,
decide where things go, so the target is shown before anything is written.

A selection may straddle the dividing line. The half holding the selection's
centre is the *source*: its selected hexes are copied, and the selected hexes
on the other half are overwritten like any target. A hex the transform maps
onto itself (on the axis of an odd-width mirror, the centre of a half turn)
keeps what it holds, and its sides towards the target become the images of
its sides towards the source, so a road running along the axis stays one road.
For a half turn the dividing line runs through the map's centre across the
direction of the selection's centre.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from editor.core.edits import Edit
from editor.core.grid import Grid
from editor.core.hexes import ORIGIN, Hex
from editor.core.image_write import write_image
from editor.core.layout import Layout
from editor.core.ruleset_paint import PaintRules
from editor.core.scenario import Scenario

_EPSILON = 1e-6


@dataclass(frozen=True, slots=True)
class HalfCopy:
    """What a copy onto the other half reads (``source``) and writes (``target``)."""

    source: frozenset[Hex]
    target: frozenset[Hex]
    pinned: frozenset[Hex]
    """Source hexes the transform maps onto themselves: kept, their sides mirrored."""
    source_of: Callable[[Hex], Hex]
    """The inverse transform: the source hex whose content a target hex receives."""
    left_out: int
    """Source hexes whose image falls off the map."""


def transform(grid: Grid, mirror: bool) -> Callable[[Hex], Hex]:
    return grid.mirror_horizontal if mirror else grid.rotate_180_in_map


def _inverse(forward: Callable[[Hex], Hex]) -> Callable[[Hex], Hex]:
    """The inverse of a lattice isometry ``h -> L(h) + t`` with ``L`` an involution
    (the mirror of a flat map with an even number of columns is not its own
    inverse: it moves half a hex down both ways)."""
    t = forward(ORIGIN)
    return lambda x: forward(x - t) - t


def _centre(grid: Grid) -> tuple[float, float]:
    """The pixel centre of the box around the map's hex centres (size 1)."""
    layout = Layout(grid.orientation, 1.0)
    cols = {1, min(2, grid.columns), max(1, grid.columns - 1), grid.columns}
    rows = {1, min(2, grid.rows), max(1, grid.rows - 1), grid.rows}
    points = [layout.hex_to_pixel(grid.to_hex(c, r)) for c in cols for r in rows]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2


def plan_other_half(grid: Grid, selection: Iterable[Hex], mirror: bool) -> HalfCopy | None:
    """Where a copy of ``selection`` onto the other half reads and writes; None
    for an empty selection."""
    chosen = {h for h in selection if grid.contains(h)}
    if not chosen:
        return None
    layout = Layout(grid.orientation, 1.0)
    cx, cy = _centre(grid)
    pixels = {h: layout.hex_to_pixel(h) for h in chosen}
    gx = sum(x for x, _ in pixels.values()) / len(chosen) - cx
    gy = sum(y for _, y in pixels.values()) / len(chosen) - cy
    if mirror:
        gy = 0.0  # a mirror's halves are left and right
    if abs(gx) < _EPSILON and abs(gy) < _EPSILON:
        gx, gy = -1.0, 0.0  # a selection centred on the map: the left half is the source

    def on_source_side(h: Hex) -> bool:
        x, y = pixels[h]
        along = (x - cx) * gx + (y - cy) * gy
        across = (x - cx) * -gy + (y - cy) * gx
        return along > _EPSILON or (abs(along) <= _EPSILON and across >= -_EPSILON)

    forward = transform(grid, mirror)
    source = frozenset(h for h in chosen if on_source_side(h) or forward(h) == h)
    pinned = frozenset(h for h in source if forward(h) == h)
    images = {forward(h) for h in source - pinned}
    target = frozenset(h for h in images if grid.contains(h)) - source
    return HalfCopy(source, target, pinned, _inverse(forward), len(images) - len(target))


def copy_onto_other_half(scenario: Scenario, plan: HalfCopy, rules: PaintRules) -> Edit | None:
    """The one edit writing the source's image onto the target; None if it changes nothing."""
    return write_image(scenario, plan.target, plan.source_of, rules, plan.pinned)
