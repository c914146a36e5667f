"""Qt-free edits of a scenario, each returning its own inverse.

As in Wesnoth's editor, an edit is a plain value (hexes, ids, old/new) that
performs itself on a ``Scenario`` and hands back the edit that undoes it. The
editor's undo commands wrap these; the tests drive them without Qt. Every
edit also says what it touched (``Change``), the one typed event the map
scene listens to, so that only that part is repainted.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol

from editor.core.edges import Edge
from editor.core.hexes import Hex
from editor.core.scenario import EMPTY, EdgeObstacle, HexTerrain, Scenario


@dataclass(frozen=True, slots=True)
class Change:
    """What an edit touched."""

    hexes: frozenset[Hex] = frozenset()
    edges: frozenset[Edge] = frozenset()
    everything: bool = False
    """The whole map must be redrawn (new map size, other ruleset...)."""
    properties: bool = False
    """Scenario data outside the map drawing changed (title, sides, units...)."""

    def __or__(self, other: Change) -> Change:
        return Change(
            self.hexes | other.hexes,
            self.edges | other.edges,
            self.everything or other.everything,
            self.properties or other.properties,
        )

    @property
    def is_empty(self) -> bool:
        return not (self.hexes or self.edges or self.everything or self.properties)


class Edit(Protocol):
    def apply(self, scenario: Scenario) -> Edit:
        """Perform the edit on ``scenario`` and return the edit that undoes it."""
        ...

    def change(self) -> Change: ...


@dataclass(frozen=True, slots=True)
class SetTerrain:
    """Give hexes new terrain (EMPTY clears a hex)."""

    cells: tuple[tuple[Hex, HexTerrain], ...]

    @staticmethod
    def of(cells: dict[Hex, HexTerrain] | Iterable[tuple[Hex, HexTerrain]]) -> SetTerrain:
        items = cells.items() if isinstance(cells, dict) else cells
        return SetTerrain(tuple(items))

    def apply(self, scenario: Scenario) -> SetTerrain:
        old = []
        for h, terrain in self.cells:
            old.append((h, scenario.terrain.get(h, EMPTY)))
            scenario.set_terrain(h, terrain)
        old.reverse()  # undo in reverse order, so a hex listed twice comes back right
        return SetTerrain(tuple(old))

    def change(self) -> Change:
        return Change(hexes=frozenset(h for h, _ in self.cells))


@dataclass(frozen=True, slots=True)
class SetObstacles:
    """Put or remove edge obstacles: each (edge, element) key gets a value or None."""

    items: tuple[tuple[tuple[Edge, str], EdgeObstacle | None], ...]

    def apply(self, scenario: Scenario) -> SetObstacles:
        old = []
        for key, obstacle in self.items:
            old.append((key, scenario.obstacles.get(key)))
            if obstacle is None:
                scenario.obstacles.pop(key, None)
            else:
                scenario.obstacles[key] = obstacle
        old.reverse()
        return SetObstacles(tuple(old))

    def change(self) -> Change:
        edges = frozenset(key[0] for key, _ in self.items)
        return Change(hexes=frozenset(h for e in edges for h in e.hexes()), edges=edges)


@dataclass(frozen=True, slots=True)
class SetLinks:
    """Connect (True) or disconnect (False) hexes for a connected element."""

    items: tuple[tuple[str, Edge, bool], ...]

    def apply(self, scenario: Scenario) -> SetLinks:
        old = []
        for element, edge, linked in self.items:
            edges = scenario.links.setdefault(element, set())
            old.append((element, edge, edge in edges))
            if linked:
                edges.add(edge)
            else:
                edges.discard(edge)
            if not edges:
                del scenario.links[element]
        old.reverse()
        return SetLinks(tuple(old))

    def change(self) -> Change:
        edges = frozenset(e for _, e, _ in self.items)
        return Change(hexes=frozenset(h for e in edges for h in e.hexes()), edges=edges)


@dataclass(frozen=True, slots=True)
class Compound:
    """Several edits as one (a brush stroke, a paste): undone in reverse order."""

    edits: tuple[Edit, ...] = field(default_factory=tuple)

    def apply(self, scenario: Scenario) -> Compound:
        inverses = [edit.apply(scenario) for edit in self.edits]
        inverses.reverse()
        return Compound(tuple(inverses))

    def change(self) -> Change:
        total = Change()
        for edit in self.edits:
            total = total | edit.change()
        return total

    def then(self, other: Edit) -> Compound:
        """This edit followed by ``other``, flattened."""
        tail = other.edits if isinstance(other, Compound) else (other,)
        return Compound(self.edits + tail)


def compound(*edits: Edit) -> Compound:
    flat: list[Edit] = []
    for e in edits:
        flat.extend(e.edits if isinstance(e, Compound) else (e,))
    return Compound(tuple(flat))
