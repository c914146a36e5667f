"""The terrain inventory: what to bring to the table, counted from the map.

``count_terrain`` is plain Python (no Qt); ``draw_inventory`` lays it out on a
sheet page.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.render.sheet_pages import Flow
from editor.render.sheet_text import tr
from editor.render.style import Style, default_style


@dataclass
class Inventory:
    elements: Counter[str] = field(default_factory=Counter)
    """Hexes holding each area element (not roads, watercourses or crossings)."""
    composites: Counter[str] = field(default_factory=Counter)
    edges: Counter[str] = field(default_factory=Counter)
    """Edge obstacle segments (hex sides) by element."""
    connected: Counter[str] = field(default_factory=Counter)
    """Hexes a road or watercourse runs through."""
    crossings: Counter[str] = field(default_factory=Counter)
    where: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    """Hex labels per id (element, composite, edge element), in map order."""


def count_terrain(scenario: Scenario, ruleset: Ruleset, style: Style | None = None) -> Inventory:
    """What the map holds; the style says which elements are crossing pieces
    (bridges, fords), counted apart with the roads and watercourses."""
    inv = Inventory()
    grid = scenario.grid
    crossings = set((style or default_style()).crossings())
    connected = {e.id for e in ruleset.connected_elements()}
    hexes = sorted(
        (h for h in scenario.terrain if grid.contains(h)), key=lambda h: grid.to_offset(h)
    )
    for h in hexes:
        terrain = scenario.terrain[h]
        label = grid.label(h)
        elements = terrain.elements
        composite = ruleset.composite_for(elements) or ruleset.composite_for(
            elements - connected - crossings
        )
        if composite is not None and len(composite.all_elements) > 1:
            inv.composites[composite.id] += 1
            inv.where[composite.id].append(label)
        for e in elements:
            if e in crossings:
                inv.crossings[e] += 1
            elif e in connected:
                inv.connected[e] += 1
                continue
            else:
                inv.elements[e] += 1
            inv.where[e].append(label)
    for obstacle in scenario.obstacles.values():
        inv.edges[obstacle.element] += 1
        inv.where["edge:" + obstacle.element].append(
            f"{grid.label(obstacle.facing)} {_side_name(scenario, obstacle)}"
        )
    return inv


def _side_name(scenario: Scenario, obstacle) -> str:  # type: ignore[no-untyped-def]
    try:
        return scenario.grid.side_name(obstacle.edge.direction_from(obstacle.facing))
    except ValueError:
        return "?"


def _name(ruleset: Ruleset, any_id: str, lang: str) -> str:
    try:
        return ruleset.name(any_id, lang)
    except KeyError:
        return any_id


def _where(labels: list[str]) -> str:
    """Every location, in map order: the cell wraps, nothing is left out."""
    return ", ".join(labels)


def draw_inventory(
    flow: Flow, scenario: Scenario, ruleset: Ruleset, lang: str, style: Style | None = None
) -> Inventory:
    inv = count_terrain(scenario, ruleset, style)
    flow.heading(tr("inventory", lang), size=16.0)
    flow.paragraph(tr("inventory_intro", lang))
    widths = (0.34, 0.12, 0.54)
    right = (1,)

    def section(title: str, counter: Counter[str], key: str, unit: str, prefix: str = "") -> None:
        if not counter:
            return
        flow.heading(title)
        rows = [
            [_name(ruleset, i, lang), str(n), _where(inv.where.get(prefix + i, []))]
            for i, n in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
        ]
        total = sum(counter.values())
        rows.append([f"Total ({len(counter)})", str(total), ""])
        flow.table(
            [tr(key, lang), tr(unit, lang), tr("where", lang)], rows, widths, align_right=right
        )

    section(tr("hexes_of", lang), inv.elements, "element", "hexes")
    section(tr("hexes_of_composite", lang), inv.composites, "composite", "hexes")
    section(tr("edge_segments", lang), inv.edges, "element", "segments", "edge:")
    linear = Counter(inv.connected)
    linear.update(inv.crossings)
    if linear:
        flow.heading(tr("linear", lang))
        rows = [
            [_name(ruleset, i, lang), str(n), _where(inv.where.get(i, []))]
            for i, n in sorted(linear.items(), key=lambda kv: (kv[0] in inv.crossings, kv[0]))
        ]
        flow.table(
            [tr("element", lang), tr("hexes", lang), tr("where", lang)],
            rows,
            widths,
            align_right=right,
        )
    return inv
