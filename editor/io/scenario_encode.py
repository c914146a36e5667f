"""Scenario model -> the plain document of its file, and the file's text.

The terrain is written compactly, as Wesnoth's map files are: a legend of
symbols and one text row of symbols per map row; edges, links and units as
sparse lists of short strings ("0304 NE pieux"). ``encode`` is deterministic,
so save -> load -> save is byte-identical. The way back is ``scenario_decode``.
"""

from __future__ import annotations

from typing import Any

from editor.core.edges import Edge
from editor.core.hexes import Hex
from editor.core.ruleset_optional import canonical
from editor.core.scenario import FORMAT_VERSION, Scenario, Setup
from editor.io.forces_codec import encode_forces
from editor.io.terrain_symbols import EMPTY_SYMBOL, assign_symbols
from editor.io.yaml_emit import dump

HEADER = (
    "Hexfield scenario. Hex labels are CCRR: column then row, from 1.\n"
    "terrain: one row of legend symbols per map row ('.' = open ground).\n"
    "edges: 'CCRR SIDE element' = obstacle on that side of CCRR, protecting CCRR."
)


def _paths(edges: set[Edge]) -> list[list[Hex]]:
    """Split a set of hex-to-hex connections into few, stable paths."""
    adjacency: dict[Hex, set[Hex]] = {}
    for e in edges:
        a, b = e.hexes()
        adjacency.setdefault(a, set()).add(b)
        adjacency.setdefault(b, set()).add(a)
    paths: list[list[Hex]] = []
    while adjacency:
        # Start at an end of a line when there is one, else anywhere (a loop).
        ends = sorted(h for h, n in adjacency.items() if len(n) % 2 == 1)
        h = ends[0] if ends else min(adjacency)
        path = [h]
        while adjacency.get(h):
            nxt = min(adjacency[h])
            adjacency[h].discard(nxt)
            adjacency[nxt].discard(h)
            if not adjacency[h]:
                del adjacency[h]
            if not adjacency[nxt] and nxt in adjacency:
                del adjacency[nxt]
            path.append(nxt)
            h = nxt
        adjacency.pop(h, None)
        paths.append(path)
    return paths


def encode(scenario: Scenario) -> dict[str, Any]:
    """The plain document of ``scenario``, keys in the order they are written."""
    grid = scenario.grid
    doc: dict[str, Any] = {"format_version": FORMAT_VERSION, "ruleset": scenario.ruleset}
    if scenario.title:
        doc["title"] = scenario.title
    if scenario.author:
        doc["author"] = scenario.author
    if scenario.period:
        doc["period"] = scenario.period
    for key, text in (("description", scenario.description), ("briefing", scenario.briefing)):
        if not text.is_empty():
            doc[key] = {k: v for k, v in (("fr", text.fr), ("en", text.en)) if v}
    if not scenario.setup.is_default:
        doc["setup"] = _encode_setup(scenario.setup)
    if not scenario.victory.is_default:
        doc["victory"] = {
            "demoralisation": scenario.victory.demoralisation,
            "objectives": scenario.victory.objectives,
        }
    m = scenario.map
    doc["map"] = {
        "columns": m.columns,
        "rows": m.rows,
        "orientation": m.orientation,
        "stagger": m.stagger,
        "hex_mm": m.hex_mm,
    }
    if scenario.terrain:
        doc["terrain"] = _encode_terrain(scenario)
    if scenario.obstacles:
        doc["edges"] = [
            f"{grid.label(o.facing)} {grid.side_name(o.edge.direction_from(o.facing))} {o.element}"
            for o in sorted(scenario.obstacles.values(), key=lambda o: (o.edge, o.element))
        ]
    links = {k: v for k, v in sorted(scenario.links.items()) if v}
    if links:
        doc["links"] = {
            element: [" ".join(grid.label(h) for h in path) for path in _paths(edges)]
            for element, edges in links.items()
        }
    doc.update(encode_forces(scenario))
    if scenario.conditions:
        doc["conditions"] = dict(sorted(scenario.conditions.items()))
    if scenario.generation:
        doc["generation"] = [
            {"procedure": g.procedure, "seed": g.seed, **({"log": g.log} if g.log else {})}
            for g in scenario.generation
        ]
    if scenario.balance:
        doc["balance"] = scenario.balance
    return doc


def _encode_terrain(scenario: Scenario) -> dict[str, Any]:
    grid = scenario.grid
    used = set(scenario.terrain.values())
    symbols = assign_symbols(used, scenario.terrain_symbols)
    legend: dict[str, Any] = {}
    for terrain in sorted(used, key=lambda t: symbols[t]):
        ids = " ".join(sorted(terrain.elements))
        legend[symbols[terrain]] = (
            ids if terrain.level == 0 else {"elements": ids, "level": terrain.level}
        )
    width = max(len(s) for s in symbols.values())
    # Each cell's padded symbol in one flat list, the map row by row (a hex off the
    # map is not written): no call per hex on a map of a million.
    padded = {t: s.ljust(width) for t, s in symbols.items()}
    cells = [EMPTY_SYMBOL.ljust(width)] * len(grid)
    by_hex = scenario.terrain
    for cell, t in zip(grid.cell_numbers(by_hex), by_hex.values(), strict=True):
        if cell >= 0:
            cells[cell] = padded[t]
    cols = grid.columns
    rows = [" ".join(cells[i : i + cols]).rstrip() for i in range(0, len(cells), cols)]
    return {"legend": legend, "rows": rows}


def _encode_setup(setup: Setup) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if setup.turns is not None:
        out["turns"] = setup.turns
    if setup.first_player:
        out["first_player"] = setup.first_player
    out["terrain"] = setup.terrain
    out["deployment"] = setup.deployment
    if setup.deployment == "alternate" or setup.units_per_turn != 3:
        out["units_per_turn"] = setup.units_per_turn
    if setup.optional_rules:
        out["optional_rules"] = list(canonical(setup.optional_rules))
    return out


def dumps_scenario(scenario: Scenario) -> str:
    """The text of the scenario file: deterministic, so saves are byte-identical."""
    return dump(encode(scenario), HEADER)
