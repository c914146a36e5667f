"""Qt-free edits of a scenario, each returning its own inverse.

As in Wesnoth's editor, an edit is a plain value (hexes, ids, old/new) that
performs itself on a ``Scenario`` and hands back the edit that undoes it. The
editor's undo commands wrap these; the tests drive them without Qt. Every
edit also says what it touched (``Change``), the one typed event the map
scene listens to, so that only that part is repainted.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
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


def map_edit(
    obstacles: Sequence[tuple[tuple[Edge, str], EdgeObstacle | None]],
    links: Sequence[tuple[str, Edge, bool]],
    cells: Sequence[tuple[Hex, HexTerrain]],
) -> Edit | None:
    """One edit of a map area's obstacles, then links, then terrain (None when all
    three are empty): how a copy, a flip or a mirror writes its target."""
    edits: list[Edit] = []
    if obstacles:
        edits.append(SetObstacles(tuple(obstacles)))
    if links:
        edits.append(SetLinks(tuple(links)))
    if cells:
        edits.append(SetTerrain(tuple(cells)))
    return compound(*edits) if edits else None


# --- scenario data: properties, sides, units, decoys, objectives ------------------


def _copied(value: object) -> object:
    """Lists and sets are stored as copies: an edit never shares them with the model."""
    if isinstance(value, list):
        return list(value)
    if isinstance(value, set):
        return set(value)
    return value


@dataclass(frozen=True, slots=True)
class SetScenarioData:
    """Give scenario attributes new values (title, setup, the units list...).

    Items of the lists (``Unit``, ``Side``...) are replaced, never changed in
    place, so the old list kept by the inverse stays what it was. ``hexes``
    are the map hexes whose drawing changes (a unit moved, a zone recoloured).
    """

    values: tuple[tuple[str, object], ...]
    hexes: frozenset[Hex] = frozenset()

    def apply(self, scenario: Scenario) -> SetScenarioData:
        old = tuple((name, _copied(getattr(scenario, name))) for name, _ in self.values)
        for name, value in self.values:
            setattr(scenario, name, _copied(value))
        return SetScenarioData(old, self.hexes)

    def change(self) -> Change:
        return Change(hexes=self.hexes, properties=True)


@dataclass(frozen=True, slots=True)
class SetZone:
    """Give a side a deployment zone (``None``: back to the rules' default)."""

    side: str
    zone: frozenset[Hex] | None
    hexes: frozenset[Hex] = frozenset()
    """Hexes to redraw: the old zone and the new one."""

    def apply(self, scenario: Scenario) -> SetZone:
        old: frozenset[Hex] | None = None
        sides = []
        for s in scenario.sides:
            if s.id == self.side:
                old = frozenset(s.deployment) if s.deployment is not None else None
                s = replace(s, deployment=set(self.zone) if self.zone is not None else None)
            sides.append(s)
        scenario.sides = sides
        return SetZone(self.side, old, self.hexes)

    def change(self) -> Change:
        return Change(hexes=self.hexes, properties=True)


def placed_hexes(items: Iterable[object]) -> set[Hex]:
    """Map hexes where units, decoys, objectives, sentinels or boats stand."""
    out: set[Hex] = set()
    for item in items:
        position = getattr(item, "position", None)
        if isinstance(position, Hex):
            out.add(position)
        for h in getattr(item, "hexes", ()) or ():
            if isinstance(h, Hex):
                out.add(h)
    return out


def set_list(scenario: Scenario, name: str, items: Iterable[object]) -> SetScenarioData:
    """Replace one list of the scenario (``units``, ``decoys``, ``objectives``...),
    redrawing the hexes of what was there and of what will be."""
    new = list(items)
    hexes = placed_hexes(getattr(scenario, name)) | placed_hexes(new)
    return SetScenarioData(((name, new),), frozenset(hexes))
