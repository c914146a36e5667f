"""The semantic pass: what the rules say about a scenario that a schema cannot.

Runs on the model (so the editor's Validation dock uses it live) and reports
``Diagnostic`` values with the hex label and, when the scenario came from a
file, the JSON Pointer of the offending entry (the caller turns it into
``line:col``). Checks on terrain are made once per distinct terrain of the
legend, not once per hex, so a 500 x 500 map validates in milliseconds.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from editor.core.diagnostics import Diagnostic, error, pointer, warning
from editor.core.edges import Edge
from editor.core.hexes import Hex, neighbors
from editor.core.ruleset import Ruleset
from editor.core.scenario import HexTerrain, Scenario
from editor.core.terrain_element import Element, Requirement
from editor.io.scenario_codec import SourceMap
from editor.io.semantic_context import suggest as _suggest
from editor.io.semantic_forces import check_forces


def is_relief(element: Element) -> bool:
    """An element with uphill/downhill rows (the hill) carries a ground level."""
    return any(r.direction in ("uphill", "downhill") for r in element.rows)


class _Checker:
    def __init__(self, scenario: Scenario, ruleset: Ruleset, source: SourceMap | None) -> None:
        self.s = scenario
        self.r = ruleset
        self.source = source
        self.grid = scenario.grid
        self.out: list[Diagnostic] = []

    def label(self, h: Hex) -> str:
        return self.grid.label(h)

    def name(self, element_id: str) -> str:
        return self.r.name(element_id, "en") if element_id in self.r.elements else element_id

    # --- map ---------------------------------------------------------------------

    def map_size(self) -> None:
        problem = map_size_problem(self.s.map.columns, self.s.map.rows, self.r)
        if problem is not None:
            self.out.append(problem)

    # --- terrain -----------------------------------------------------------------

    def terrain(self) -> None:
        by_terrain: dict[HexTerrain, list[Hex]] = defaultdict(list)
        for h, t in self.s.terrain.items():
            by_terrain[t].append(h)
        for terrain, hexes in by_terrain.items():
            first = min(hexes, key=self.grid.to_offset)
            where = self.source.legend(self.s, terrain) if self.source else ""
            self._terrain_entry(terrain, hexes, first, where)

    def _terrain_entry(self, t: HexTerrain, hexes: list[Hex], first: Hex, where: str) -> None:
        others = (
            f" (and {len(hexes) - 1} other hex{'es' if len(hexes) > 2 else ''})"
            if len(hexes) > 1
            else ""
        )
        at = f"hex {self.label(first)}{others}"
        known = []
        for eid in sorted(t.elements):
            element = self.r.elements.get(eid)
            if element is None:
                self.out.append(
                    error(
                        "element.unknown",
                        f"{at}: {eid!r} is not a terrain element of {self.r.names.en}"
                        + _suggest(eid, self.r.elements),
                        where,
                        self.label(first),
                    )
                )
            elif element.is_edge:
                self.out.append(
                    error(
                        "element.misplaced",
                        f"{at}: {self.name(eid)} is an edge obstacle; put it on a hex side in "
                        "'edges:' (e.g. '0304 NE " + eid + "')",
                        where,
                        self.label(first),
                    )
                )
            else:
                known.append(element)
        ids = [e.id for e in known]
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                if self.r.incompatible(a, b):
                    self.out.append(
                        error(
                            "terrain.incompatible",
                            f"{at}: {self.name(a)} and {self.name(b)} cannot share a hex",
                            where,
                            self.label(first),
                        )
                    )
        if t.level and not any(is_relief(e) for e in known):
            self.out.append(
                error(
                    "terrain.level-without-hill",
                    f"{at}: a hill level ({t.level}) needs a hill element in the hex",
                    where,
                    self.label(first),
                )
            )
        for element in known:
            self._requirements(element, t, hexes, at, where)

    def _requirements(
        self, element: Element, t: HexTerrain, hexes: list[Hex], at: str, where: str
    ) -> None:
        if not element.requires:
            return
        per_hex = any(req.map_border or req.adjacent_hex for req in element.requires)
        targets = hexes if per_hex else hexes[:1]
        for h in targets:
            if not any(self._holds(req, t, h) for req in element.requires):
                self.out.append(
                    error(
                        "terrain.requires",
                        f"{at if not per_hex else 'hex ' + self.label(h)}: {self.name(element.id)} "
                        f"needs {self._describe(element.requires)}",
                        where,
                        self.label(h),
                    )
                )

    def _holds(self, req: Requirement, t: HexTerrain, h: Hex) -> bool:
        if not req.same_hex <= t.elements:
            return False
        if req.map_border and all(self.grid.contains(n) for n in neighbors(h)):
            return False
        if req.adjacent_hex:
            around = set()
            for n in neighbors(h):
                around |= self.s.terrain_at(n).elements
            if not req.adjacent_hex <= around:
                return False
        return True

    def _describe(self, alternatives: Iterable[Requirement]) -> str:
        words = []
        for req in alternatives:
            parts = []
            if req.same_hex:
                parts.append(" + ".join(self.name(e) for e in sorted(req.same_hex)) + " in the hex")
            if req.facing_hex:
                parts.append(
                    " + ".join(self.name(e) for e in sorted(req.facing_hex))
                    + " in the hex it faces"
                )
            if req.adjacent_hex:
                parts.append(
                    " + ".join(self.name(e) for e in sorted(req.adjacent_hex)) + " next to it"
                )
            if req.map_border:
                parts.append("the map border")
            words.append(" and ".join(parts))
        return " or ".join(words)

    # --- edges and links -----------------------------------------------------

    def edges(self) -> None:
        for (edge, eid), obstacle in sorted(self.s.obstacles.items()):
            where = self.source.obstacles.get((edge, eid), "") if self.source else ""
            label = self.label(obstacle.facing)
            element = self.r.elements.get(eid)
            if element is None:
                self.out.append(
                    error(
                        "element.unknown",
                        f"{eid!r} is not a terrain element of {self.r.names.en}"
                        + _suggest(eid, [e.id for e in self.r.edge_elements()]),
                        where,
                        label,
                    )
                )
                continue
            if not element.is_edge:
                self.out.append(
                    error(
                        "element.misplaced",
                        f"{self.name(eid)} is not an edge obstacle; paint it in the hex instead",
                        where,
                        label,
                    )
                )
                continue
            if obstacle.facing not in edge.hexes() or not self.grid.is_interior_edge(edge):
                self.out.append(
                    error(
                        "edge.border",
                        f"{self.name(eid)} must stand between two map hexes",
                        where,
                        label,
                    )
                )
                continue
            facing = self.s.terrain_at(obstacle.facing)
            if element.requires and not any(
                req.facing_hex <= facing.elements for req in element.requires
            ):
                self.out.append(
                    error(
                        "edge.requires",
                        f"{self.name(eid)} on hex {label}: "
                        f"needs {self._describe(element.requires)}",
                        where,
                        label,
                    )
                )

    def links(self) -> None:
        for eid, edges in sorted(self.s.links.items()):
            element = self.r.elements.get(eid)
            if element is None or not element.is_connected:
                kinds = [e.id for e in self.r.connected_elements()]
                self.out.append(
                    error(
                        "link.element",
                        f"{eid!r} cannot be linked from hex to hex; linked elements are "
                        f"{', '.join(kinds)}" + _suggest(eid, kinds),
                        pointer("links", eid),
                    )
                )
                continue
            for edge in sorted(edges):
                self._link(eid, edge)

    def _link(self, eid: str, edge: Edge) -> None:
        where = self.source.links.get((eid, edge), "") if self.source else ""
        for h in edge.hexes():
            if not self.grid.contains(h):
                self.out.append(error("hex.outside-map", f"{self.name(eid)} leaves the map", where))
            elif eid not in self.s.terrain_at(h).elements:
                self.out.append(
                    error(
                        "link.missing-element",
                        f"{self.name(eid)} is linked through hex {self.label(h)} but the hex has "
                        f"no {self.name(eid)}; add it to the hex's terrain",
                        where,
                        self.label(h),
                    )
                )

    # --- sides, units, decoys, objectives, camps, sentinels, boats -----------

    def forces(self) -> None:
        check_forces(self)


def map_size_problem(columns: int, rows: int, ruleset: Ruleset) -> Diagnostic | None:
    """The rules' smallest table (ruleset ``map:``), either way round; None when it fits."""
    rules = ruleset.map
    small, large = sorted((columns, rows))
    need_small, need_large = sorted((rules.min_columns, rules.min_rows))
    if small >= need_small and large >= need_large:
        return None
    return error(
        "map.too-small",
        f"the map is {columns} x {rows} hexes; the rules ask "
        f"for at least {rules.min_columns} x {rules.min_rows} (either way round)",
        pointer("map"),
    )


def validate_scenario(
    scenario: Scenario, ruleset: Ruleset, source: SourceMap | None = None
) -> list[Diagnostic]:
    """Every rules problem of ``scenario`` under ``ruleset``."""
    checker = _Checker(scenario, ruleset, source)
    if scenario.ruleset != ruleset.id:
        checker.out.append(
            warning(
                "ruleset.mismatch",
                f"the scenario names ruleset {scenario.ruleset!r} but is checked against "
                f"{ruleset.id!r}",
                pointer("ruleset"),
            )
        )
    checker.map_size()
    checker.terrain()
    checker.edges()
    checker.links()
    checker.forces()
    return checker.out
