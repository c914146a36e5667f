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

from editor.core.dangling import with_loose_ends_cut
from editor.core.edges import Edge, edge_between
from editor.core.edits import Edit, SetLinks, SetObstacles, SetTerrain, compound
from editor.core.grid import Grid
from editor.core.hexes import Hex
from editor.core.ruleset_paint import PaintRules
from editor.core.scenario import EdgeObstacle, Scenario

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
    area, image = plan.hexes, plan.image
    cells = [(h, scenario.terrain_at(image(h))) for h in sorted(area)]
    cells = [(h, t) for h, t in cells if scenario.terrain_at(h) != t]

    old_obstacles = {key: o for key, o in scenario.obstacles.items() if o.facing in area}
    new_obstacles: dict[tuple[Edge, str], EdgeObstacle] = {}
    for (edge, element), o in old_obstacles.items():
        a, b = edge.hexes()
        flipped = edge_between(image(a), image(b))
        key = (flipped, element)
        outside = scenario.obstacles.get(key)
        if outside is not None and outside.facing not in area:
            continue  # that side already holds it, protecting the hex outside
        if scenario.grid.is_interior_edge(flipped):
            new_obstacles[key] = EdgeObstacle(flipped, element, image(o.facing))
    obstacle_items: list[tuple[tuple[Edge, str], EdgeObstacle | None]] = [
        (key, None) for key in sorted(old_obstacles) if key not in new_obstacles
    ]
    obstacle_items += [
        (key, o) for key, o in sorted(new_obstacles.items()) if scenario.obstacles.get(key) != o
    ]

    link_items: list[tuple[str, Edge, bool]] = []
    for element, edges in sorted(scenario.links.items()):
        inner = {e for e in edges if e.hex in area and e.far_hex in area}
        flipped_links = {edge_between(image(e.hex), image(e.far_hex)) for e in inner}
        link_items += [(element, e, False) for e in sorted(inner - flipped_links)]
        link_items += [(element, e, True) for e in sorted(flipped_links - inner)]

    edits: list[Edit] = []
    if obstacle_items:
        edits.append(SetObstacles(tuple(obstacle_items)))
    if link_items:
        edits.append(SetLinks(tuple(link_items)))
    if cells:
        edits.append(SetTerrain(tuple(cells)))
    edit = compound(*edits) if edits else None
    return with_loose_ends_cut(scenario, edit, area, rules)
