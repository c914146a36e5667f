"""The semantic pass: what the rules say about a scenario that a schema cannot.

Runs on the model (so the editor's Validation dock uses it live) and reports
``Diagnostic`` values with the hex label and, when the scenario came from a
file, the JSON Pointer of the offending entry (the caller turns it into
``line:col``). Checks on terrain are made once per distinct terrain of the
legend, not once per hex, so a 500 x 500 map validates in milliseconds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from functools import cached_property
from operator import attrgetter

from editor.core.diagnostics import Diagnostic, DiagnosticList, error, pointer, warning
from editor.core.edges import Edge, hexes_of
from editor.core.grid import Grid
from editor.core.hexes import Hex, neighbors
from editor.core.phrases import Phrase, counted
from editor.core.ruleset import Ruleset
from editor.core.scenario import HexTerrain, Scenario
from editor.core.terrain_element import Element, Requirement
from editor.io.scenario_decode import SourceMap
from editor.io.semantic_context import suggest as _suggest
from editor.io.semantic_forces import check_forces
from editor.io.semantic_setup import map_size_problem


def is_relief(element: Element) -> bool:
    """An element with uphill/downhill rows (the hill) carries a ground level."""
    return any(r.direction in ("uphill", "downhill") for r in element.rows)


def _edge_order(edge: Edge) -> tuple[int, int, int]:
    """``Edge`` order as a plain tuple: sorting 100,000 edges by their dataclass
    comparison costs a second."""
    return (edge.hex.q, edge.hex.r, edge.direction)


def _obstacle_order(item: tuple[tuple[Edge, str], object]) -> tuple[int, int, int, str]:
    (edge, eid), _ = item
    return (edge.hex.q, edge.hex.r, edge.direction, eid)


def _first_in_offset_order(grid: Grid) -> Callable[[list[Hex]], Hex]:
    """The hex of a list with the smallest ``(col, row)``: the one a message names."""
    k = 1 if grid.stagger == "odd" else 0
    if grid.orientation == "flat":
        # col = q + 1 and, in a column, the row grows with r: axial order is offset order.
        return lambda hexes: min(hexes, key=attrgetter("q", "r"))
    return lambda hexes: min(hexes, key=lambda h: (h.q + (h.r + k) // 2, h.r))


class _Group:
    """The hexes of one terrain, and how a message names them: its first hex in
    map order. Listed only when a check or a message needs them."""

    def __init__(
        self,
        scenario: Scenario,
        ids: set[int],
        count: int,
        some: Hex,
        first_of: Callable[[list[Hex]], Hex],
    ) -> None:
        self._scenario = scenario
        self._ids = ids
        self._first_of = first_of
        self.count = count
        self.some = some
        """One of the hexes (for checks that are the same on every hex)."""

    @cached_property
    def hexes(self) -> list[Hex]:
        ids = self._ids
        return [h for h, t in self._scenario.terrain.items() if id(t) in ids]

    @cached_property
    def label(self) -> str:
        return self._scenario.grid.label(self._first_of(self.hexes))

    @cached_property
    def at(self) -> Phrase:
        n = self.count
        if n == 1:
            return Phrase(f"hex {self.label}", f"hexagone {self.label}")
        others = counted(n - 1, ("other hex", "other hexes"), ("autre", "autres"))
        return Phrase(
            f"hex {self.label} (and {others.en})", f"hexagone {self.label} (et {others.fr})"
        )


class _Checker:
    def __init__(self, scenario: Scenario, ruleset: Ruleset, source: SourceMap | None) -> None:
        self.s = scenario
        self.r = ruleset
        self.source = source
        self.grid = scenario.grid
        self.out = DiagnosticList()

    def label(self, h: Hex) -> str:
        return self.grid.label(h)

    def name(self, element_id: str, lang: str = "en") -> str:
        return self.r.name(element_id, lang) if element_id in self.r.elements else element_id

    # --- map ---------------------------------------------------------------------

    def map_size(self) -> None:
        problem = map_size_problem(self.s.map.columns, self.s.map.rows, self.r)
        if problem is not None:
            self.out.append(problem)

    # --- terrain -----------------------------------------------------------------

    def terrain(self) -> None:
        # A 999 x 999 map holds a million hexes but a few dozen distinct terrains:
        # count and pick hexes by object identity with C-level builtins (decoding
        # shares one HexTerrain per legend symbol; hashing the dataclass half a
        # million times costs more than the checks), then join equal terrains of
        # distinct objects (after edits). Hex lists are made only when needed.
        terrain = self.s.terrain
        values = terrain.values()
        counts = Counter(map(id, values))
        objects = dict(zip(map(id, values), values, strict=True))
        firsts = dict(zip(map(id, reversed(values)), reversed(terrain.keys()), strict=True))
        by_terrain: dict[HexTerrain, list[int]] = {}
        for key, t in objects.items():
            by_terrain.setdefault(t, []).append(key)
        first_of = _first_in_offset_order(self.grid)
        for t, keys in by_terrain.items():
            where = self.source.legend(self.s, t) if self.source else ""
            count = sum(counts[k] for k in keys)
            group = _Group(self.s, set(keys), count, firsts[keys[0]], first_of)
            self._terrain_entry(t, group, where)

    def _terrain_entry(self, t: HexTerrain, group: _Group, where: str) -> None:
        known = []
        for eid in sorted(t.elements):
            element = self.r.elements.get(eid)
            if element is None:
                self.out.append(
                    error(
                        "element.unknown",
                        Phrase(
                            f"{group.at.en}: {eid!r} is not a terrain element of "
                            f"{self.r.names.en}" + _suggest(eid, self.r.elements),
                            f"{group.at.fr} : {eid!r} n'est pas un élément de terrain de "
                            f"{self.r.names.fr}" + _suggest(eid, self.r.elements, "fr"),
                        ),
                        where,
                        group.label,
                    )
                )
            elif element.is_edge:
                self.out.append(
                    error(
                        "element.misplaced",
                        Phrase(
                            f"{group.at.en}: {self.name(eid)} is an edge obstacle; put it on a "
                            f"hex side in 'edges:' (e.g. '0304 NE {eid}')",
                            f"{group.at.fr} : {self.name(eid, 'fr')} est un obstacle de bord ; "
                            f"posez-le sur un côté d'hexagone dans 'edges:' "
                            f"(par exemple '0304 NE {eid}')",
                        ),
                        where,
                        group.label,
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
                            Phrase(
                                f"{group.at.en}: {self.name(a)} and {self.name(b)} "
                                "cannot share a hex",
                                f"{group.at.fr} : {self.name(a, 'fr')} et {self.name(b, 'fr')} "
                                "ne peuvent pas partager un hexagone",
                            ),
                            where,
                            group.label,
                        )
                    )
        if t.level and not any(is_relief(e) for e in known):
            self.out.append(
                error(
                    "terrain.level-without-hill",
                    Phrase(
                        f"{group.at.en}: a hill level ({t.level}) needs a hill element in the hex",
                        f"{group.at.fr} : un niveau de colline ({t.level}) demande une colline "
                        "dans l'hexagone",
                    ),
                    where,
                    group.label,
                )
            )
        for element in known:
            self._requirements(element, t, group, where)

    def _requirements(self, element: Element, t: HexTerrain, group: _Group, where: str) -> None:
        if not element.requires:
            return
        per_hex = any(req.map_border or req.adjacent_hex for req in element.requires)
        targets = group.hexes if per_hex else [group.some]
        for h in targets:
            if not any(self._holds(req, t, h) for req in element.requires):
                label = self.label(h)
                at = group.at if not per_hex else Phrase(f"hex {label}", f"hexagone {label}")
                needs = self._describe(element.requires)
                self.out.append(
                    error(
                        "terrain.requires",
                        Phrase(
                            f"{at.en}: {self.name(element.id)} needs {needs.en}",
                            f"{at.fr} : {self.name(element.id, 'fr')} demande {needs.fr}",
                        ),
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
            around: set[str] = set()
            for n in neighbors(h):
                around |= self.s.terrain_at(n).elements
            if not req.adjacent_hex <= around:
                return False
        return True

    def _describe(self, alternatives: Iterable[Requirement]) -> Phrase:
        return Phrase(self._describe_in(alternatives, "en"), self._describe_in(alternatives, "fr"))

    def _describe_in(self, alternatives: Iterable[Requirement], lang: str) -> str:
        fr = lang == "fr"
        words = []
        for req in alternatives:
            parts = []
            for elements, en_where, fr_where in (
                (req.same_hex, " in the hex", " dans l'hexagone"),
                (req.facing_hex, " in the hex it faces", " dans l'hexagone qu'il protège"),
                (req.adjacent_hex, " next to it", " à côté"),
            ):
                if elements:
                    names = " + ".join(self.name(e, lang) for e in sorted(elements))
                    parts.append(names + (fr_where if fr else en_where))
            if req.map_border:
                parts.append("le bord de la carte" if fr else "the map border")
            words.append((" et " if fr else " and ").join(parts))
        return (" ou " if fr else " or ").join(words)

    # --- edges and links -----------------------------------------------------

    def edges(self) -> None:
        for (edge, eid), obstacle in sorted(self.s.obstacles.items(), key=_obstacle_order):
            where = self.source.obstacles.get((edge, eid), "") if self.source else ""
            label = self.label(obstacle.facing)
            element = self.r.elements.get(eid)
            if element is None:
                self.out.append(
                    error(
                        "element.unknown",
                        Phrase(
                            f"{eid!r} is not a terrain element of {self.r.names.en}"
                            + _suggest(eid, [e.id for e in self.r.edge_elements()]),
                            f"{eid!r} n'est pas un élément de terrain de {self.r.names.fr}"
                            + _suggest(eid, [e.id for e in self.r.edge_elements()], "fr"),
                        ),
                        where,
                        label,
                    )
                )
                continue
            if not element.is_edge:
                self.out.append(
                    error(
                        "element.misplaced",
                        Phrase(
                            f"{self.name(eid)} is not an edge obstacle; paint it in the hex "
                            "instead",
                            f"{self.name(eid, 'fr')} n'est pas un obstacle de bord ; peignez-le "
                            "plutôt dans l'hexagone",
                        ),
                        where,
                        label,
                    )
                )
                continue
            if obstacle.facing not in edge.hexes() or not self.grid.is_interior_edge(edge):
                self.out.append(
                    error(
                        "edge.border",
                        Phrase(
                            f"{self.name(eid)} must stand between two map hexes",
                            f"{self.name(eid, 'fr')} doit se trouver entre deux hexagones "
                            "de la carte",
                        ),
                        where,
                        label,
                    )
                )
                continue
            facing = self.s.terrain_at(obstacle.facing)
            needs = self._describe(element.requires)
            if element.requires and not any(
                req.facing_hex <= facing.elements for req in element.requires
            ):
                self.out.append(
                    error(
                        "edge.requires",
                        Phrase(
                            f"{self.name(eid)} on hex {label}: needs {needs.en}",
                            f"{self.name(eid, 'fr')} en {label} : demande {needs.fr}",
                        ),
                        where,
                        label,
                    )
                )

    def links(self) -> None:
        values = self.s.terrain.values() if self.s.links else ()
        terrains = dict(zip(map(id, values), values, strict=True)).values()  # no hashing
        for eid, edges in sorted(self.s.links.items()):
            element = self.r.elements.get(eid)
            if element is None or not element.is_connected:
                kinds = [e.id for e in self.r.connected_elements()]
                self.out.append(
                    error(
                        "link.element",
                        Phrase(
                            f"{eid!r} cannot be linked from hex to hex; linked elements are "
                            f"{', '.join(kinds)}" + _suggest(eid, kinds),
                            f"{eid!r} ne se relie pas d'hexagone en hexagone ; les éléments "
                            f"reliés sont {', '.join(map(repr, kinds))}"
                            + _suggest(eid, kinds, "fr"),
                        ),
                        pointer("links", eid),
                    )
                )
                continue
            self._links_of(eid, edges, {id(t) for t in terrains if eid in t.elements})

    def _links_of(self, eid: str, edges: set[Edge], holding: set[int]) -> None:
        """Each connection of ``eid`` joins two map hexes that hold it; ``holding``
        is the identities of the terrains with ``eid`` (cheaper than hashing them).
        Every hex a connection touches is checked once, all together (a hex of
        a path is on two of its connections); the connections are walked one by
        one only to report a hex that fails."""
        ends = hexes_of(edges)
        get = self.s.terrain.get
        failing = {
            h
            for h, cell, t in zip(ends, self.grid.cell_numbers(ends), map(get, ends), strict=True)
            if cell < 0 or id(t) not in holding
        }
        if not failing:
            return
        bad = [e for e in edges if e.hex in failing or e.far_hex in failing]
        checked: set[Hex] = set()
        for edge in sorted(bad, key=_edge_order):
            for h in edge.hexes():
                if h in failing and h not in checked:
                    checked.add(h)
                    self._link_problem(eid, edge, h)

    def _link_problem(self, eid: str, edge: Edge, h: Hex) -> None:
        where = self.source.link(eid, edge) if self.source else ""
        if not self.grid.contains(h):
            self.out.append(
                error(
                    "hex.outside-map",
                    Phrase(
                        f"{self.name(eid)} leaves the map",
                        f"{self.name(eid, 'fr')} sort de la carte",
                    ),
                    where,
                )
            )
        elif eid not in self.s.terrain_at(h).elements:
            if self.out.wants("link.missing-element"):
                self.out.append(
                    error(
                        "link.missing-element",
                        Phrase(
                            f"{self.name(eid)} is linked through hex {self.label(h)} but the hex "
                            f"has no {self.name(eid)}; add it to the hex's terrain",
                            f"{self.name(eid, 'fr')} passe par l'hexagone {self.label(h)} mais "
                            f"l'hexagone n'en a pas ; ajoutez-le à son terrain",
                        ),
                        where,
                        self.label(h),
                    )
                )

    # --- sides, units, decoys, objectives, camps, sentinels, boats -----------

    def forces(self) -> None:
        check_forces(self)


def validate_scenario(
    scenario: Scenario, ruleset: Ruleset, source: SourceMap | None = None
) -> list[Diagnostic]:
    """Every rules problem of ``scenario`` under ``ruleset``."""
    checker = _Checker(scenario, ruleset, source)
    if scenario.ruleset != ruleset.id:
        checker.out.append(
            warning(
                "ruleset.mismatch",
                Phrase(
                    f"the scenario names ruleset {scenario.ruleset!r} but is checked against "
                    f"{ruleset.id!r}",
                    f"le scénario nomme la règle {scenario.ruleset!r} mais est vérifié selon "
                    f"{ruleset.id!r}",
                ),
                pointer("ruleset"),
            )
        )
    checker.map_size()
    checker.terrain()
    checker.edges()
    checker.links()
    checker.forces()
    return checker.out.listed()
