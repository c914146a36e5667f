"""A deployment zone's depth, the knob ``depth:SIDE`` of ``hexfield tune``.

The depth is the number of rows of hexes (columns, for a side on the east or
west edge) the zone spans, from its rearmost hex to its front-most, the front
being the edge that faces the enemy (a side on the south edge faces north).
Changing it adds or removes rows on that front: in each line of hexes running
towards the enemy (a column, for a north or south side), the zone grows from
its front-most hex or loses its front-most hexes, keeping at least its
rearmost one. The zone stays on the map, and a change that would bring it
into the other side's zone or next to it is refused. A side with no painted
zone has the rules' default (rows along its home edge), made explicit. Qt-free.
"""

from __future__ import annotations

from editor.core.deployment import rows_of, zone_of
from editor.core.grid import Grid
from editor.core.hexes import Hex, neighbors
from editor.core.scenario import Scenario, Side

_TOWARDS = {"S": -1, "N": 1, "E": -1, "W": 1}
"""The step along a line that goes towards the enemy: a side on the south edge faces
north (rows decrease)."""


class ZoneError(ValueError):
    """A depth the zone cannot take (off the map or against the other side's zone)."""


def _lines(grid: Grid, side: Side, zone: set[Hex]) -> dict[int, list[int]]:
    """The zone's hexes by line: line number -> positions along the line, sorted."""
    across = side.home_edge in ("N", "S")
    out: dict[int, list[int]] = {}
    for h in zone:
        col, row = grid.to_offset(h)
        line, along = (col, row) if across else (row, col)
        out.setdefault(line, []).append(along)
    for positions in out.values():
        positions.sort()
    return out


def zone_now(scenario: Scenario, side: Side) -> set[Hex]:
    """The side's zone: painted, or the rules' default along its home edge."""
    from editor.io.rulesets import load_ruleset

    rows = rows_of(load_ruleset(scenario.ruleset)) if side.deployment is None else 0
    return set(zone_of(scenario, side, rows))


def depth(scenario: Scenario, side: Side) -> int:
    """Rows the zone spans towards the enemy (0 for an empty zone)."""
    lines = _lines(scenario.grid, side, zone_now(scenario, side))
    positions = [p for line in lines.values() for p in line]
    return max(positions) - min(positions) + 1 if positions else 0


def with_depth(scenario: Scenario, side: Side, rows: int) -> set[Hex]:
    """The zone with ``rows`` rows of depth, grown or cut on its enemy-facing front."""
    grid = scenario.grid
    zone = zone_now(scenario, side)
    change = rows - depth(scenario, side)
    step = _TOWARDS[side.home_edge]
    across = side.home_edge in ("N", "S")
    out: set[Hex] = set()
    for line, positions in _lines(grid, side, zone).items():
        ordered = positions if step < 0 else positions[::-1]  # front-most first
        if change < 0:
            kept = ordered[min(-change, len(ordered) - 1) :]
        else:
            front = ordered[0]
            kept = ordered + [front + step * i for i in range(1, change + 1)]
        for along in kept:
            col, row = (line, along) if across else (along, line)
            if 1 <= col <= grid.columns and 1 <= row <= grid.rows:
                out.add(grid.to_hex(col, row))
    _check_apart(scenario, side, out - zone)
    return out


def _check_apart(scenario: Scenario, side: Side, added: set[Hex]) -> None:
    for other in scenario.sides:
        if other.id == side.id:
            continue
        theirs = zone_now(scenario, other)
        near = {n for h in added for n in (h, *neighbors(h))}
        if near & theirs:
            raise ZoneError(
                f"the deployment zone of {side.id!r} would reach the zone of {other.id!r}"
            )
