"""What a rewrite of some hexes leaves dangling, and the edit that cuts it cleanly.

A paste, a mirror or a cut rewrites a block of hexes wholesale. Whatever
leaned on what those hexes held before is then left hanging: a road link from
outside still running into a hex that has no road any more, a cliff facing a
hex that is no longer a hill, a beach whose wide river next door is gone.
``loose_ends`` looks at the rewritten hexes and their neighbours in the
scenario as it now stands and returns the edit that removes exactly those
things, so that every edit leaves a map the validator accepts if it accepted
it before. It asks what the validator's terrain, edge and link checks ask
(``editor.io.semantic``), read from the ruleset through ``PaintRules``:

- an element whose every ``requires`` alternative fails where it stands (in its
  hex, beside it, at the map border) is dropped, and so, in turn, is what
  needed it (a ford without its stream);
- a link of a road or watercourse through a hex without that element is cut;
- an edge obstacle whose facing hex no longer holds what it must face is taken
  away.

Nothing else is touched: a link or an obstacle that is still consistent stays,
even across the border of the rewritten block.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from editor.core.edges import Edge, edges_of
from editor.core.edits import Edit, SetLinks, SetObstacles, SetTerrain, compound
from editor.core.grid import Grid
from editor.core.hexes import Hex, neighbors
from editor.core.ruleset_paint import HexRequirement, PaintRules
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario


def loose_ends(
    scenario: Scenario,
    hexes: Iterable[Hex],
    rules: PaintRules,
    keep: Iterable[Hex] = (),
) -> Edit | None:
    """The edit cutting what ``hexes``, as they now stand, leave dangling; None if nothing.

    The elements of the ``keep`` hexes are left as they are even where their
    requirement fails: a brush paints what the designer asked for, and the
    validator says what is still missing.
    """
    grid = scenario.grid
    area = {h for h in hexes if grid.contains(h)}
    terrain = _settled_terrain(scenario, area, rules, frozenset(keep))

    def elements(h: Hex) -> frozenset[str]:
        return (terrain.get(h) or scenario.terrain_at(h)).elements

    sides = {edge for h in area | set(terrain) for edge in edges_of(h)}
    cuts = sorted(_dangling_links(scenario, sides, elements, grid))
    removals = sorted(
        ((o.edge, o.element), None) for o in _dangling_obstacles(scenario, sides, elements, rules)
    )
    edits: list[Edit] = []
    if cuts:
        edits.append(SetLinks(tuple(cuts)))
    if removals:
        edits.append(SetObstacles(tuple(removals)))
    if terrain:
        edits.append(SetTerrain(tuple(sorted(terrain.items()))))
    return compound(*edits) if edits else None


def with_loose_ends_cut(
    scenario: Scenario,
    edit: Edit | None,
    hexes: Iterable[Hex],
    rules: PaintRules,
    keep: Iterable[Hex] = (),
) -> Edit | None:
    """``edit`` followed by the cuts of what it leaves dangling around ``hexes``.

    The cuts are read on the map as the edit leaves it: the edit is performed on
    ``scenario`` and undone again before returning (edits hand back their exact
    inverse), so the scenario comes back as it was.
    """
    if edit is None:
        return None
    inverse = edit.apply(scenario)
    try:
        cuts = loose_ends(scenario, hexes, rules, keep)
    finally:
        inverse.apply(scenario)
    return compound(edit, cuts) if cuts is not None else edit


def _settled_terrain(
    scenario: Scenario, area: set[Hex], rules: PaintRules, keep: frozenset[Hex]
) -> dict[Hex, HexTerrain]:
    """New terrain of the hexes that lose an element whose requirement fails.

    A hex that loses something may break a neighbour's ``adjacent_hex``
    requirement, so its neighbours are looked at again until nothing changes
    (elements only ever go, so this ends).
    """
    grid = scenario.grid
    changed: dict[Hex, HexTerrain] = {}

    def at(h: Hex) -> HexTerrain:
        return changed.get(h) or scenario.terrain_at(h)

    todo = set(area) | {n for h in area for n in neighbors(h) if grid.contains(n)}
    todo -= keep
    while todo:
        h = todo.pop()
        old = at(h)
        kept = set(old.elements)
        dropped = True
        while dropped:  # a dropped element may be what another one needed in the hex
            dropped = False
            for element in sorted(kept):
                alternatives = rules.hex_requirements.get(element)
                if alternatives and not any(_holds(req, kept, h, grid, at) for req in alternatives):
                    kept.discard(element)
                    dropped = True
        if len(kept) != len(old.elements):
            level = old.level if kept & rules.hills else 0
            changed[h] = HexTerrain(frozenset(kept), level)
            todo |= {n for n in neighbors(h) if grid.contains(n) and n not in keep}
    return changed


def _holds(
    req: HexRequirement, here: set[str], h: Hex, grid: Grid, at: Callable[[Hex], HexTerrain]
) -> bool:
    """The validator's reading: all of ``same_hex`` in the hex, ``map_border`` a map
    edge beside it, all of ``adjacent_hex`` among its neighbours' elements."""
    if not req.same_hex <= here:
        return False
    if req.map_border and all(grid.contains(n) for n in neighbors(h)):
        return False
    if req.adjacent_hex:
        around: set[str] = set()
        for n in neighbors(h):
            around |= at(n).elements
        if not req.adjacent_hex <= around:
            return False
    return True


ElementsAt = Callable[[Hex], frozenset[str]]
"""A hex -> its elements once the edit and the cuts are done."""


def _dangling_links(
    scenario: Scenario, sides: set[Edge], elements: ElementsAt, grid: Grid
) -> Iterator[tuple[str, Edge, bool]]:
    """(element, edge, False) for each link on ``sides`` with an end lacking the element."""
    for element, edges in scenario.links.items():
        for edge in sides & edges:  # set intersection walks the smaller set
            if not all(grid.contains(end) and element in elements(end) for end in edge.hexes()):
                yield (element, edge, False)


def _dangling_obstacles(
    scenario: Scenario, sides: set[Edge], elements: ElementsAt, rules: PaintRules
) -> list[EdgeObstacle]:
    """Obstacles on ``sides`` whose facing hex no longer holds what they need."""
    if not scenario.obstacles:
        return []
    out = []
    for element, needs in rules.facing_hex.items():
        for edge in sides:
            obstacle = scenario.obstacles.get((edge, element))
            if obstacle is not None and not any(alt <= elements(obstacle.facing) for alt in needs):
                out.append(obstacle)
    return out
