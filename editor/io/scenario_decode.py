"""Plain document (the dict a YAML file holds) -> scenario model, every problem
reported. The way there is ``scenario_encode``.

The terrain is stored compactly, as Wesnoth's map files do: a legend of
symbols and one text row of symbols per map row, so a 200 x 200 map parses in
milliseconds instead of seconds (per-hex YAML mappings cost ~30 µs a hex).
Edges, links and units are sparse lists of short strings ("0304 NE pieux").

``decode`` expects a document that passed the JSON Schema; it still never
trusts it blindly: every label, symbol and adjacency is checked and reported
as a ``Diagnostic`` with its JSON Pointer (the caller adds line:col).
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from editor.core.diagnostics import DiagnosticList, error, pointer
from editor.core.edges import Edge, edge_of, edges_along
from editor.core.grid import Grid
from editor.core.hexes import Hex
from editor.core.ruleset_optional import canonical
from editor.core.scenario import (
    EMPTY,
    EdgeObstacle,
    Generation,
    HexTerrain,
    LocalText,
    MapSpec,
    Scenario,
    Setup,
    VictoryRules,
)
from editor.io.forces_codec import decode_forces
from editor.io.labels import Labels
from editor.io.terrain_symbols import EMPTY_SYMBOL

MAX_LINK_HEXES = 200_000
"""Hexes all the paths of ``links:`` may list together (the format's limit)."""


@dataclass(slots=True)
class SourceMap:
    """Where model items came from in the document, for pointing at them."""

    obstacles: dict[tuple[Edge, str], str] = field(default_factory=dict)
    link_paths: list[tuple[str, str, list[Edge]]] = field(default_factory=list)
    """Each path of ``links:`` as read: element, pointer, the connections it makes."""
    rows: dict[int, str] = field(default_factory=dict)
    """Row number (1-based) -> pointer of its text."""
    _links: dict[tuple[str, Edge], str] | None = None

    def link(self, element: str, edge: Edge) -> str:
        """Pointer of the first path that makes the connection ``edge`` of ``element``.

        Looked up only for a problem to report, so the table is built on the
        first question rather than for each of a big map's 100,000 connections."""
        if self._links is None:
            self._links = {}
            for eid, where, edges in self.link_paths:
                for edge_ in edges:
                    self._links.setdefault((eid, edge_), where)
        return self._links.get((element, edge), "")

    def legend(self, scenario: Scenario, terrain: HexTerrain) -> str:
        symbol = scenario.terrain_symbols.get(terrain)
        return pointer("terrain", "legend", symbol) if symbol else ""


@dataclass(slots=True)
class Decoded:
    scenario: Scenario
    source: SourceMap
    diagnostics: DiagnosticList


def _local_text(value: Any) -> LocalText:
    value = value or {}
    return LocalText(fr=value.get("fr", ""), en=value.get("en", ""))


def _legend_terrain(value: Any) -> HexTerrain:
    if isinstance(value, str):
        ids, level = value, None
    else:
        ids, level = value["elements"], value.get("level")
    elements = frozenset(ids.split())
    return HexTerrain(elements, level if level is not None else 0)


def decode(data: dict[str, Any]) -> Decoded:
    diags = DiagnosticList()
    m = data["map"]
    hex_mm = m.get("hex_mm", 50.0)
    if not math.isfinite(hex_mm):
        diags.append(
            error(
                "map.hex-mm",
                "hex_mm must be a finite number of millimetres",
                pointer("map", "hex_mm"),
            )
        )
        hex_mm = 50.0
    spec = MapSpec(
        int(m["columns"]),
        int(m["rows"]),
        m.get("orientation", "flat"),
        m.get("stagger", "odd"),
        float(hex_mm),
    )
    scenario = Scenario(
        ruleset=data["ruleset"],
        map=spec,
        title=data.get("title", ""),
        author=data.get("author", ""),
        period=data.get("period", ""),
        description=_local_text(data.get("description")),
        briefing=_local_text(data.get("briefing")),
    )
    if "setup" in data:
        st = data["setup"]
        scenario.setup = Setup(
            st.get("turns"),
            st.get("first_player", ""),
            st.get("terrain", "scenario"),
            st.get("deployment", "scenario"),
            st.get("units_per_turn", 3),
            canonical(st.get("optional_rules", ())),
        )
    if "victory" in data:
        v = data["victory"]
        scenario.victory = VictoryRules(v.get("demoralisation", "units"), v.get("objectives", True))
    source = SourceMap()
    decoded = Decoded(scenario, source, diags)
    labels = Labels(spec.grid, diags)
    if "terrain" in data:
        _decode_terrain(data["terrain"], decoded)
    _decode_edges(data.get("edges", []), decoded, labels)
    _decode_links(data.get("links", {}), decoded, labels)
    decode_forces(data, decoded.scenario, labels)
    scenario.conditions = dict(data.get("conditions", {}))
    scenario.generation = [
        Generation(g["procedure"], g["seed"], list(g.get("log", [])))
        for g in data.get("generation", [])
    ]
    scenario.balance = copy.deepcopy(data.get("balance", {}))
    return decoded


def _decode_terrain(t: dict[str, Any], decoded: Decoded) -> None:
    scenario, diags = decoded.scenario, decoded.diagnostics
    grid = scenario.grid
    legend: dict[str, HexTerrain] = {EMPTY_SYMBOL: EMPTY}
    for symbol, value in t["legend"].items():
        terrain = _legend_terrain(value)
        if terrain in scenario.terrain_symbols:
            diags.append(
                error(
                    "legend.duplicate",
                    f"symbols {scenario.terrain_symbols[terrain]!r} and {symbol!r} mean the same "
                    "terrain; keep one",
                    pointer("terrain", "legend", symbol),
                )
            )
        legend[symbol] = terrain
        if not terrain.is_default:
            scenario.terrain_symbols.setdefault(terrain, symbol)
    rows = t["rows"]
    if len(rows) != grid.rows:
        diags.append(
            error(
                "terrain.row-count",
                f"the terrain has {len(rows)} rows but the map has {grid.rows}; "
                "give one row of symbols per map row",
                pointer("terrain", "rows"),
            )
        )
    painted = {symbol: t for symbol, t in legend.items() if not t.is_default}.get
    hexes = scenario.terrain
    columns = _column_steps(grid)
    new_tuple = tuple.__new__
    for r, text in enumerate(rows[: grid.rows], start=1):
        where = pointer("terrain", "rows", r - 1)
        decoded.source.rows[r] = where
        tokens = text.split()
        if len(tokens) != grid.columns:
            diags.append(
                error(
                    "terrain.row-width",
                    f"row {r} has {len(tokens)} symbols but the map has {grid.columns} columns",
                    where,
                )
            )
        # The hot loop of a big map (a million hexes on 999 x 999): one comprehension,
        # each Hex built as the tuple it is (no call of Python code per hex).
        (q0, r0), steps = _row_start(grid, r), columns
        hexes.update(
            {
                new_tuple(Hex, (q0 + dq, r0 - dr)): value
                for (dq, dr), token in zip(steps, tokens, strict=False)
                if (value := painted(token)) is not None
            }
        )
        if not legend.keys() >= set(tokens):
            _unknown_symbols(tokens, r, legend, decoded)


def _column_steps(grid: Grid) -> list[tuple[int, int]]:
    """For each column, the axial step ``(dq, -dr)`` from the row's first hex."""
    first = grid.to_hex(1, 1)
    out = []
    for col in range(1, grid.columns + 1):
        h = grid.to_hex(col, 1)
        out.append((h.q - first.q, first.r - h.r))
    return out


def _row_start(grid: Grid, row: int) -> tuple[int, int]:
    h = grid.to_hex(1, row)
    return h.q, h.r


def _unknown_symbols(
    tokens: list[str], row: int, legend: dict[str, HexTerrain], decoded: Decoded
) -> None:
    grid, diags = decoded.scenario.grid, decoded.diagnostics
    where = pointer("terrain", "rows", row - 1)
    for col, token in enumerate(tokens[: grid.columns], start=1):
        if token not in legend and diags.wants("terrain.unknown-symbol"):
            diags.append(
                error(
                    "terrain.unknown-symbol",
                    f"symbol {token!r} is not in the terrain legend",
                    where,
                    grid.label(grid.to_hex(col, row)),
                )
            )


def _decode_edges(items: list[str], decoded: Decoded, labels: Labels) -> None:
    scenario, diags = decoded.scenario, decoded.diagnostics
    grid = scenario.grid
    for i, text in enumerate(items):
        where = pointer("edges", i)
        label, side, element = text.split()
        h = labels.hex(label, where)
        if h is None:
            continue
        try:
            d = grid.side_direction(side)
        except ValueError as exc:
            diags.append(error("edge.side", str(exc), where, label))
            continue
        edge = edge_of(h, d)
        if grid.is_border_edge(edge):
            diags.append(
                error(
                    "edge.border",
                    f"{element} on side {side} of hex {label} lies on the map border; "
                    "an edge obstacle must stand between two map hexes",
                    where,
                    label,
                )
            )
            continue
        key = (edge, element)
        if key in scenario.obstacles:
            diags.append(
                error(
                    "edge.duplicate",
                    f"{element} is given twice on this edge of hex {label} "
                    f"(first at {decoded.source.obstacles[key]})",
                    where,
                    label,
                )
            )
            continue
        scenario.obstacles[key] = EdgeObstacle(edge, element, h)
        decoded.source.obstacles[key] = where


def _decode_links(links: dict[str, list[str]], decoded: Decoded, labels: Labels) -> None:
    scenario, diags = decoded.scenario, decoded.diagnostics
    read = 0
    for element, paths in links.items():
        edges = scenario.links.setdefault(element, set())
        for i, text in enumerate(paths):
            where = pointer("links", element, i)
            path = text.split()
            read += len(path)
            if read > MAX_LINK_HEXES:
                diags.append(
                    error(
                        "link.too-many-hexes",
                        f"the links of this file list more than {MAX_LINK_HEXES:,} hexes in all, "
                        "the format's limit; this path and those after it are not read",
                        where,
                    )
                )
                return
            hexes = labels.hexes(path, where)
            steps = edges_along(hexes)
            if None in steps:
                pairs = zip(pairwise(hexes), path[1:], steps, strict=True)
                for (previous, h), label, step in pairs:
                    if step is not None or previous is None or h is None:
                        continue
                    if diags.wants("link.not-adjacent"):
                        diags.append(
                            error(
                                "link.not-adjacent",
                                f"{element}: hexes {scenario.grid.label(previous)} and {label} "
                                "are not neighbours; a path lists adjacent hexes",
                                where,
                                label,
                            )
                        )
            path_edges = [e for e in steps if e is not None]
            edges.update(path_edges)
            decoded.source.link_paths.append((element, where, path_edges))
