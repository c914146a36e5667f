"""What the hex terrain tools do to a scenario, as edits, without Qt (the edge
and link tools: ``editor.core.edge_painting``).

Each function looks at the scenario and returns the edit (``editor.core.edits``)
that performs the user's gesture, ``None`` when the gesture changes nothing, or
a reason when the rules refuse it: a ``Phrase`` (``editor.core.phrases``), an
English string that also carries its French wording, which the view shows in
the user's language in the status bar.
Undo and redo come free from the edits.

What an element is allowed to do is read from the ruleset through
``PaintRules`` (``editor.core.ruleset_paint``); no element name is hard-coded here.
"""

from __future__ import annotations

from collections.abc import Iterable

from editor.core.dangling import with_loose_ends_cut
from editor.core.edges import Edge, edge_of
from editor.core.edits import Edit, SetLinks, SetTerrain, compound
from editor.core.grid import Grid
from editor.core.hexes import DIRECTIONS, Hex, hex_range
from editor.core.phrases import Phrase
from editor.core.ruleset_paint import PaintRules, either, refusal_phrase
from editor.core.scenario import EMPTY, HexTerrain, Scenario

MAX_BRUSH_RADIUS = 3
MAX_HILL_LEVEL = 9

# -- hex terrain --------------------------------------------------------------


def brush_footprint(grid: Grid, centre: Hex, radius: int) -> list[Hex]:
    """The hexes a brush of ``radius`` (0..3) covers around ``centre``, on the map."""
    radius = max(0, min(MAX_BRUSH_RADIUS, radius))
    return [h for h in hex_range(centre, radius) if grid.contains(h)]


def painted(
    old: HexTerrain, elements: frozenset[str], rules: PaintRules, level: int, replace: bool
) -> HexTerrain:
    """The terrain of a hex after painting ``elements`` on it.

    Adding keeps what is there but drops what conflicts with the new elements
    (a forest painted on a lake replaces the lake). Replacing keeps only the
    connected elements (roads, rivers: the link tool owns them) and their
    crossings. A set with a hill element gives the hex ``level``.
    """
    if replace:
        links = {e for e in old.elements if rules.is_connected(e)}
        crossings = {
            e
            for e in old.elements
            if any(alt <= links for alt in rules.same_hex.get(e, ())) and e not in links
        }
        base = {e for e in links | crossings if not any(rules.conflicts(e, n) for n in elements)}
    else:
        base = {e for e in old.elements if not any(rules.conflicts(e, n) for n in elements)}
    new = frozenset(base | elements)
    if elements & rules.hills:
        new_level = max(1, level)
    elif new & rules.hills:
        new_level = max(1, old.level)
    else:
        new_level = 0
    return HexTerrain(new, new_level)


def paint_hexes(
    scenario: Scenario,
    hexes: Iterable[Hex],
    elements: frozenset[str],
    rules: PaintRules,
    level: int = 1,
    replace: bool = False,
) -> Edit | str | None:
    """Paint ``elements`` on every map hex of ``hexes`` (the brush).

    An element the rules tie to others in its hex (a bridge needs a river and
    a road) is refused where they are missing; the reason comes back when no
    hex could be painted.

    A road or river that the new terrain pushes out of a hex (a lake painted
    over a road) also loses its links through that hex, and whatever leaned
    on an element the stroke removed goes with it (``editor.core.dangling``:
    scree facing a hill painted over, a beach beside a wide river painted over).
    """
    grid = scenario.grid
    cells = []
    dropped: dict[Hex, frozenset[str]] = {}
    refusal = None
    for h in dict.fromkeys(hexes):
        if not grid.contains(h):
            continue
        old = scenario.terrain_at(h)
        new = painted(old, elements, rules, level, replace)
        unmet = _unmet_requirement(elements, new.elements, rules)
        if unmet is not None:
            refusal = refusal or _missing_in_hex(*unmet, grid.label(h), rules)
            continue
        if new != old:
            cells.append((h, new))
            gone = frozenset(e for e in old.elements - new.elements if rules.is_connected(e))
            if gone:
                dropped[h] = gone
    if not cells:
        return refusal
    # Only the sides of the hexes that lost a road or river, not every link of
    # the map: a stroke over a 500 x 500 map's roads stays a few milliseconds.
    unlinks = sorted(
        {
            (element, edge, False)
            for h, gone in dropped.items()
            for element in gone
            for edge in _sides(h)
            if edge in scenario.links.get(element, ())
        }
    )
    terrain = SetTerrain(tuple(cells))
    edit = compound(SetLinks(tuple(unlinks)), terrain) if unlinks else terrain
    if not any(scenario.terrain_at(h).elements - new.elements for h, new in cells):
        return edit  # nothing removed, nothing left dangling: the common stroke stays cheap
    painted_hexes = [h for h, _ in cells]
    return with_loose_ends_cut(scenario, edit, painted_hexes, rules, keep=painted_hexes)


def _unmet_requirement(
    painted_elements: frozenset[str], result: frozenset[str], rules: PaintRules
) -> tuple[str, tuple[frozenset[str], ...]] | None:
    """The painted element whose ``same_hex`` requirement ``result`` breaks, and
    that requirement's alternatives."""
    for element in sorted(painted_elements):
        alternatives = rules.same_hex.get(element)
        if alternatives and not any(alt <= result for alt in alternatives):
            return element, alternatives
    return None


def missing_requirement(
    painted_elements: frozenset[str], result: frozenset[str], rules: PaintRules
) -> str | None:
    """Why ``result`` breaks a ``same_hex`` requirement of a painted element, or None."""
    unmet = _unmet_requirement(painted_elements, result, rules)
    if unmet is None:
        return None
    element, alts = unmet
    return refusal_phrase(
        rules,
        lambda n: f"{n(element)} needs {either(alts, n, 'or', ' + ')}",
        lambda n: f"{n(element)} : il faut {either(alts, n, 'ou', ' + ')}",
    )


def _missing_in_hex(
    element: str, alts: tuple[frozenset[str], ...], label: str, rules: PaintRules
) -> Phrase:
    return refusal_phrase(
        rules,
        lambda n: (
            f"{n(element)} needs {either(alts, n, 'or', ' + ')} "
            f"in the same hex ({label}): draw it first"
        ),
        lambda n: (
            f"{n(element)} : placez d'abord {either(alts, n, 'ou', ' + ')} "
            f"dans le même hexagone ({label})"
        ),
    )


def _sides(h: Hex) -> list[Edge]:
    return [edge_of(h, d) for d in range(6)]


def erase_hexes(scenario: Scenario, hexes: Iterable[Hex], rules: PaintRules) -> Edit | None:
    """Clear hexes back to open ground, with the road and river links through them
    and what leaned on what they held (``editor.core.dangling``)."""
    grid = scenario.grid
    targets = [h for h in dict.fromkeys(hexes) if grid.contains(h)]
    target_set = set(targets)
    cells = [(h, EMPTY) for h in targets if not scenario.terrain_at(h).is_default]
    unlinks = sorted(
        {
            (element, edge, False)
            for h in target_set
            for edge in _sides(h)
            for element, edges in scenario.links.items()
            if edge in edges
        }
    )
    edits: list[Edit] = []
    if unlinks:
        edits.append(SetLinks(tuple(unlinks)))
    if cells:
        edits.append(SetTerrain(tuple(cells)))
    edit = compound(*edits) if edits else None
    if not cells:
        return edit
    return with_loose_ends_cut(scenario, edit, targets, rules)


def fill_region(scenario: Scenario, start: Hex) -> list[Hex]:
    """The contiguous region of hexes with terrain identical to ``start``'s.

    A six-neighbour flood inside the map, iterative (no recursion limit on a
    500 x 500 map).
    """
    grid = scenario.grid
    if not grid.contains(start):
        return []
    target = scenario.terrain_at(start)
    # Plain (q, r) tuples: hashing them is several times cheaper than Hex values,
    # which matters on a 500 x 500 map.
    terrain = {(h.q, h.r): t for h, t in scenario.terrain.items()}
    contains = grid.contains
    steps = [(d.q, d.r) for d in DIRECTIONS]
    first = (start.q, start.r)
    seen = {first}
    stack = [first]
    while stack:
        q, r = stack.pop()
        for dq, dr in steps:
            n = (q + dq, r + dr)
            if n in seen:
                continue
            t = terrain.get(n, EMPTY)
            if (t is target or t == target) and contains(Hex(*n)):
                seen.add(n)
                stack.append(n)
    return [Hex(q, r) for q, r in seen]


def bucket_fill(
    scenario: Scenario,
    start: Hex,
    elements: frozenset[str],
    rules: PaintRules,
    level: int = 1,
    replace: bool = False,
) -> Edit | str | None:
    return paint_hexes(scenario, fill_region(scenario, start), elements, rules, level, replace)


def change_hill_level(
    scenario: Scenario, h: Hex, delta: int, rules: PaintRules
) -> Edit | str | None:
    """Raise (+1) or lower (-1) the ground of ``h``.

    Raising open ground makes it a hill of level 1 (the ruleset's hill
    element); lowering a level-1 hill takes the hill away.
    """
    if not scenario.grid.contains(h):
        return None
    if not rules.hills:
        return Phrase(
            "This ruleset has no hill element", "Cette règle n'a aucun élément de colline"
        )
    hill = min(rules.hills)
    old = scenario.terrain_at(h)
    has_hill = bool(old.elements & rules.hills)
    level = max(1, old.level) if has_hill else 0
    level = max(0, min(MAX_HILL_LEVEL, level + delta))
    if level == 0:
        new = HexTerrain(old.elements - rules.hills, 0)
    else:
        blockers = [e for e in old.elements if rules.conflicts(e, hill)]
        if blockers and not has_hill:
            blocker = blockers[0]
            return refusal_phrase(
                rules,
                lambda n: f"{n(hill)} cannot stand on {n(blocker)}",
                lambda n: f"{n(hill)} ne peut pas se trouver sur {n(blocker)}",
            )
        new = HexTerrain(old.elements | ({hill} if not has_hill else set()), level)
    if new == old:
        return None
    if level > 0:
        return SetTerrain(((h, new),))
    # The hill is gone: scree or a cliff facing it go too.
    return with_loose_ends_cut(scenario, SetTerrain(((h, new),)), [h], rules)
