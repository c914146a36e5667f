"""What the edge and link tools do to a scenario, as edits, without Qt: obstacles
on a hex side, roads and watercourses linked across hex sides.

As in ``editor.core.painting`` (the hex terrain tools): each function returns the
edit that performs the gesture, ``None`` when it changes nothing, or a reason
(a ``Phrase``) when the rules refuse it; what an element may do is read from the
ruleset through ``PaintRules``.
"""

from __future__ import annotations

from editor.core.edges import Edge, edge_between, edge_of
from editor.core.edits import Compound, Edit, SetLinks, SetObstacles, SetTerrain, compound
from editor.core.hexes import Hex
from editor.core.phrases import Phrase
from editor.core.ruleset_paint import PaintRules, either, refusal_phrase
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario

# -- edge obstacles -----------------------------------------------------------


def place_obstacle(
    scenario: Scenario, facing: Hex, direction: int, element: str, rules: PaintRules
) -> SetObstacles | str | None:
    """Put ``element`` on the side of ``facing`` towards ``direction``, protecting ``facing``."""
    grid = scenario.grid
    edge = edge_of(facing, direction)
    if not grid.is_interior_edge(edge):
        return Phrase(
            "An obstacle cannot stand on the map border: it must lie between two map hexes",
            "Un obstacle ne peut pas se trouver sur le bord de la carte :"
            " il doit séparer deux hexagones de la carte",
        )
    if not element:
        return Phrase(
            "Choose an edge obstacle in the palette first",
            "Choisissez d'abord un obstacle de côté d'hexagone dans la palette",
        )
    alternatives = rules.facing_hex.get(element)
    if alternatives:
        here = scenario.terrain_at(facing).elements
        if not any(here & alt for alt in alternatives):
            label = grid.label(facing)
            return refusal_phrase(
                rules,
                lambda n: (
                    f"{n(element)} must face a hex with {either(alternatives, n, 'or', ' or ')}: "
                    f"paint it on {label} first"
                ),
                lambda n: (
                    f"{n(element)} doit faire face à un hexagone portant "
                    f"{either(alternatives, n, 'ou', ' ou ')} : peignez d'abord "
                    f"{either(alternatives, n, 'ou', ' ou ')} dans l'hexagone {label}"
                ),
            )
    obstacle = EdgeObstacle(edge, element, facing)
    if scenario.obstacles.get((edge, element)) == obstacle:
        return None
    return SetObstacles((((edge, element), obstacle),))


def remove_obstacles(scenario: Scenario, edge: Edge, element: str = "") -> SetObstacles | None:
    """Take ``element`` off ``edge``, or every obstacle there when it holds no ``element``."""
    keys = [key for key in scenario.obstacles if key[0] == edge]
    if (edge, element) in scenario.obstacles:
        keys = [(edge, element)]
    if not keys:
        return None
    return SetObstacles(tuple((key, None) for key in sorted(keys)))


# -- roads and watercourses ------------------------------------------------------


def crossing_choices(elements: frozenset[str], rules: PaintRules) -> tuple[list[str], list[str]]:
    """Bridges and fords that the rules allow where these elements meet.

    A bridge is a hex element requiring two connected elements together (a
    pont needs a river and a road); a ford needs a single watercourse (a gué).
    Only where two connected elements share the hex is there a crossing.
    """
    connected = {e for e in elements if rules.is_connected(e)}
    if len(connected) < 2:
        return [], []
    bridges, fords = [], []
    for candidate, alternatives in sorted(rules.same_hex.items()):
        if rules.placement.get(candidate) != "hex":
            continue
        if any(rules.conflicts(candidate, e) for e in elements):
            continue
        for needed in alternatives:
            if not needed <= elements or not needed <= connected:
                continue
            if len(needed) >= 2:
                bridges.append(candidate)
            else:
                fords.append(candidate)
            break
    return bridges, fords


def _linked_terrain(
    scenario: Scenario, h: Hex, element: str, rules: PaintRules, ford: bool
) -> HexTerrain | str:
    old = scenario.terrain_at(h)
    label = scenario.grid.label(h)
    blockers = [e for e in sorted(old.elements) if rules.conflicts(e, element)]
    if blockers:
        blocker = blockers[0]
        return refusal_phrase(
            rules,
            lambda n: (
                f"{n(element)} cannot enter {label}: "
                f"it holds {n(blocker)}, which the rules forbid with it"
            ),
            lambda n: (
                f"{n(element)} ne peut pas entrer dans l'hexagone {label} : "
                f"il porte {n(blocker)}, que les règles déclarent incompatible"
            ),
        )
    elements = old.elements | {element}
    bridges, fords = crossing_choices(elements, rules)
    if set(bridges + fords) & elements:
        return HexTerrain(elements, old.level)
    if ford:
        if not fords and (bridges or len({e for e in elements if rules.is_connected(e)}) > 1):
            return Phrase(
                f"No ford is possible in {label}: release Alt to build a bridge",
                f"Aucun gué n'est possible dans l'hexagone {label} :"
                " relâchez Alt pour construire un pont",
            )
        elements |= set(fords[:1])
    elif bridges:
        elements |= {bridges[0]}
    return HexTerrain(elements, old.level)


def link_hexes(
    scenario: Scenario, a: Hex, b: Hex, element: str, rules: PaintRules, ford: bool = False
) -> Edit | str | None:
    """Connect two adjacent map hexes with a road or watercourse.

    Both hexes get the element; where it meets another connected element the
    rules' bridge is added (``ford``: the ford instead, Alt in the link tool).
    """
    grid = scenario.grid
    if not element:
        return Phrase(
            "Choose a road or a watercourse in the palette first",
            "Choisissez d'abord une route ou un cours d'eau dans la palette",
        )
    if not rules.is_connected(element):
        return refusal_phrase(
            rules,
            lambda n: f"{n(element)} is not drawn as a connection",
            lambda n: f"{n(element)} ne se trace pas comme une liaison entre hexagones",
        )
    if not (grid.contains(a) and grid.contains(b)):
        return None
    edge = edge_between(a, b)
    cells = []
    for h in (a, b):
        new = _linked_terrain(scenario, h, element, rules, ford)
        if isinstance(new, str):
            return new
        if new != scenario.terrain_at(h):
            cells.append((h, new))
    edits: list[Edit] = []
    if cells:
        edits.append(SetTerrain(tuple(cells)))
    if not scenario.linked(element, edge):
        edits.append(SetLinks(((element, edge, True),)))
    return compound(*edits) if edits else None


def unlink_hexes(
    scenario: Scenario, a: Hex, b: Hex, element: str, rules: PaintRules
) -> Edit | None:
    """Disconnect two hexes; a hex left with no link of the element loses it
    and the crossings that needed it."""
    edge = edge_between(a, b)
    if not scenario.linked(element, edge):
        return None
    remaining = scenario.links.get(element, set()) - {edge}
    cells = []
    for h in (a, b):
        if any(e.touches(h) for e in remaining):
            continue
        old = scenario.terrain_at(h)
        kept = set(old.elements - {element})
        for dependent, alternatives in rules.same_hex.items():
            if dependent in kept and not any(alt <= kept for alt in alternatives):
                kept.discard(dependent)
        new = HexTerrain(frozenset(kept), old.level if kept & rules.hills else 0)
        if new != old:
            cells.append((h, new))
    edits: list[Edit] = [SetLinks(((element, edge, False),))]
    if cells:
        edits.append(SetTerrain(tuple(cells)))
    return Compound(tuple(edits))
