"""The terrain inventory: what to bring to the table, counted from the map.

``count_terrain`` is plain Python (no Qt); ``draw_inventory`` lays it out on a
sheet page.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from operator import itemgetter

from editor.core.ruleset import Ruleset
from editor.core.scenario import HexTerrain, Scenario
from editor.render import limits
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
    """Hex labels per id (element, composite, ``edge:`` + edge element), in map
    order: the first ``limits.WHERE_LIMIT`` of them."""


def count_terrain(scenario: Scenario, ruleset: Ruleset, style: Style | None = None) -> Inventory:
    """What the map holds; the style says which elements are crossing pieces
    (bridges, fords), counted apart with the roads and watercourses. Every hex
    is counted; ``where`` keeps the first ``limits.WHERE_LIMIT`` labels of each id."""
    inv = Inventory()
    grid = scenario.grid
    crossings = set((style or default_style()).crossings())
    connected = {e.id for e in ruleset.connected_elements()}
    columns, rows, to_offset = grid.columns, grid.rows, grid.to_offset
    placed = []
    for h, terrain in scenario.terrain.items():
        col, row = to_offset(h)
        if 1 <= col <= columns and 1 <= row <= rows:
            placed.append((col, row, terrain))
    placed.sort(key=itemgetter(0, 1))  # map order
    # What a hex of a given terrain adds to (few terrains, many hexes).
    plans: dict[HexTerrain, list[tuple[Counter[str], str, bool]]] = {}
    digits = grid.label_digits
    where = inv.where
    for col, row, terrain in placed:
        plan = plans.get(terrain)
        if plan is None:
            plan = plans[terrain] = _plan(inv, ruleset, terrain, connected, crossings)
        label = None
        for counter, key, listed in plan:
            counter[key] += 1
            if listed and len(labels := where[key]) < limits.WHERE_LIMIT:
                label = label or f"{col:0{digits}d}{row:0{digits}d}"
                labels.append(label)
    for obstacle in scenario.obstacles.values():
        inv.edges[obstacle.element] += 1
        labels = where["edge:" + obstacle.element]
        if len(labels) < limits.WHERE_LIMIT:
            labels.append(f"{grid.label(obstacle.facing)} {_side_name(scenario, obstacle)}")
    return inv


def _plan(
    inv: Inventory,
    ruleset: Ruleset,
    terrain: HexTerrain,
    connected: set[str],
    crossings: set[str],
) -> list[tuple[Counter[str], str, bool]]:
    """(counter, id, listed in ``where``) for each count a hex of ``terrain`` adds."""
    elements = terrain.elements
    plan: list[tuple[Counter[str], str, bool]] = []
    composite = ruleset.composite_for(elements) or ruleset.composite_for(
        elements - connected - crossings
    )
    if composite is not None and len(composite.all_elements) > 1:
        plan.append((inv.composites, composite.id, True))
    for e in elements:
        if e in crossings:
            plan.append((inv.crossings, e, True))
        elif e in connected:
            plan.append((inv.connected, e, False))
        else:
            plan.append((inv.elements, e, True))
    return plan


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


def _where(labels: list[str], total: int, lang: str) -> str:
    """The locations listed, in map order (the cell wraps); past the limit, how
    many more the map shows."""
    text = ", ".join(labels)
    if total > len(labels):
        text += " " + tr("and_more", lang, n=_number(total - len(labels), lang))
    return text


def _number(n: int, lang: str) -> str:
    """``n`` with its thousands apart (« 91 880 », "91,880")."""
    return f"{n:,}".replace(",", "\u202f" if lang != "en" else ",")


def draw_inventory(
    flow: Flow,
    scenario: Scenario,
    ruleset: Ruleset,
    lang: str,
    style: Style | None = None,
    inventory: Inventory | None = None,
) -> Inventory:
    """The inventory pages (``inventory``: already counted, else counted here)."""
    inv = inventory if inventory is not None else count_terrain(scenario, ruleset, style)
    flow.heading(tr("inventory", lang), size=16.0)
    flow.paragraph(tr("inventory_intro", lang))
    widths = (0.34, 0.12, 0.54)
    right = (1,)

    def section(title: str, counter: Counter[str], key: str, unit: str, prefix: str = "") -> None:
        if not counter:
            return
        flow.heading(title)
        rows = [
            [_name(ruleset, i, lang), str(n), _where(inv.where.get(prefix + i, []), n, lang)]
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

    def listed(i: str, n: int) -> int:  # roads and rivers run through, not listed
        return n if i in inv.crossings else 0

    if linear:
        flow.heading(tr("linear", lang))
        rows = [
            [_name(ruleset, i, lang), str(n), _where(inv.where.get(i, []), listed(i, n), lang)]
            for i, n in sorted(linear.items(), key=lambda kv: (kv[0] in inv.crossings, kv[0]))
        ]
        flow.table(
            [tr("element", lang), tr("hexes", lang), tr("where", lang)],
            rows,
            widths,
            align_right=right,
        )
    return inv
