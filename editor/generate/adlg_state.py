"""The state of an L'Art de la Guerre V4 layout while it is being rolled.

``PlacedElement`` is what the result hands out: the ADLG element, who placed
it, the dice that placed it and its hexes. ``Board`` is the table being
filled: the placed elements, which hexes they hold, and the shared dice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from editor.core.hexes import Hex, neighbors
from editor.generate.adlg_data import Sectors, position_rule
from editor.generate.dice import Dice
from editor.generate.footprint import Footprint
from editor.generate.table import Table

DEFENDER = "defender"
ATTACKER = "attacker"
ROLE_FR = {DEFENDER: "Défenseur", ATTACKER: "Attaquant"}
ROLE_EN = {DEFENDER: "Defender", ATTACKER: "Attacker"}
LINEAR = frozenset(("river", "coast", "road"))
"""Elements without a 6 UD footprint (V4 p70: "hors route, rivière et zone côtière")."""


@dataclass
class PlacedElement:
    index: int
    """The element's number, from 1, in the order its placement was tried: an
    element that found no room keeps its number (``Board.dropped``)."""
    kind: str
    """ADLG element id (``wood``, ``soft_hill``, ``river``...)."""
    owner: str
    compulsory: bool = False
    hexes: frozenset[Hex] = frozenset()
    anchor: Hex | None = None
    angle: float | None = None
    sector: int | None = None
    """The sector rolled (or chosen) for it."""
    position: int | None = None
    """The position die's face (``position_die``: touch an edge or the water, or stay
    ``edge_gap_ud`` from every edge)."""
    balanced: bool = False
    """Placed by the balance rule (its half forced)."""
    vegetation: str | None = None
    on_hill: str | None = None
    """For the village: the hill (soft_hill or steep_hill) it stands on."""
    difficulty: str | None = None
    side: str | None = None
    """River and coast: the side edge (W or E); road: ``NS`` or ``WE``."""
    width_hexes: int = 0
    paths: tuple[tuple[Hex, ...], ...] = ()
    """River and road: the chains of hexes, in order."""
    needs_road: bool = False
    lateral: bool = False
    """Village: placed by its 4+ roll in a lateral sector."""
    origin: Hex | None = None
    """The anchor where it was first placed (before any control move)."""
    copy_of: int | None = None
    """Symmetric mode: the element this one is the image of."""
    moves: list[tuple[Hex, Hex, float]] = field(default_factory=list)
    """Control moves: (from anchor, to anchor, the limit in UD)."""
    moved: bool = False
    pivoted: bool = False
    removed: bool = False

    @property
    def footprint(self) -> Footprint | None:
        if self.anchor is None or self.angle is None:
            return None
        return Footprint(self.hexes, self.anchor, self.angle)

    def name(self, data: dict[str, Any], lang: str) -> str:
        base = data["elements"][self.kind][lang]
        if self.vegetation:
            veg = data["elements"][self.vegetation][lang]
            base += f" ({veg})"
        if self.on_hill:
            hill = data["elements"][self.on_hill][lang]
            base += f" sur {hill}" if lang == "fr" else f" on a {hill}"
        return base


@dataclass(frozen=True)
class DroppedElement:
    """A chosen element that did not fit, with the number the log gave it."""

    index: int
    kind: str
    owner: str


@dataclass
class Board:
    table: Table
    dice: Dice
    data: dict[str, Any]
    territory: str
    elements: list[PlacedElement] = field(default_factory=list)
    dropped: list[DroppedElement] = field(default_factory=list)
    """Elements chosen but left off the table: no room, and the reroll was spent."""
    numbered: int = 0
    """Numbers given so far (placed and dropped elements)."""
    rerolls: dict[str, int] = field(default_factory=dict)
    """Rerolls left per player (``rerolls_per_player``, p75)."""
    sectors: Sectors = field(init=False)
    _near_key: frozenset[Hex] | None = field(default=None, repr=False)
    _near: frozenset[Hex] = field(default=frozenset(), repr=False)

    def __post_init__(self) -> None:
        self.sectors = Sectors.from_data(self.data)
        if not self.rerolls:
            n = int(self.data["rerolls_per_player"])
            self.rerolls = {DEFENDER: n, ATTACKER: n}

    def new_number(self) -> int:
        """The next element number: never given twice, even when an element is dropped."""
        self.numbered += 1
        return self.numbered

    def live(self) -> list[PlacedElement]:
        return [e for e in self.elements if not e.removed]

    def water(self) -> frozenset[Hex]:
        """River and coast hexes."""
        out: set[Hex] = set()
        for e in self.live():
            if e.kind in ("river", "coast"):
                out |= e.hexes
        return frozenset(out)

    def occupied(self, but: PlacedElement | None = None) -> set[Hex]:
        """Hexes held by an element other than the road (the road may cross anything)."""
        out: set[Hex] = set()
        for e in self.live():
            if e is not but and e.kind != "road":
                out |= e.hexes
        return out

    def road_hexes(self) -> frozenset[Hex]:
        out: set[Hex] = set()
        for e in self.live():
            if e.kind == "road":
                out |= e.hexes
        return frozenset(out)

    def is_impassable(self, kind: str) -> bool:
        return bool(self.data["elements"][kind]["impassable"])

    def sector(self, h: Hex) -> int:
        """The sector die's face for the zone ``h`` lies in."""
        return self.sectors.face(self.table.zone(h))

    def sector_list(self, face: int) -> list[Hex]:
        """The hexes of the sector ``face`` names, in map order."""
        return self.table.zone_list(self.sectors.zones[face])

    def sector_span(self, face: int) -> tuple[list[int], list[int]]:
        """The columns and rows of the sector ``face`` names."""
        return self.table.zone_span(self.sectors.zones[face])

    def sector_hexes(self, face: int) -> frozenset[Hex]:
        return frozenset(self.sector_list(face))

    def half_counts(self) -> dict[str, int]:
        """Elements per half, by the sector of their anchor (the balance rule, p76)."""
        counts = {DEFENDER: 0, ATTACKER: 0}
        for e in self.live():
            if e.anchor is not None:
                counts[self.table.half(e.anchor)] += 1
        return counts

    def position_ok(self, hexes: frozenset[Hex] | set[Hex], position: int | None) -> bool:
        """V4 p75, by ``position_die``: touch a table edge or the river/coast, or stay
        ``edge_gap_ud`` from every edge. ``None``: placed without a position die."""
        if position is None:
            return True
        if position_rule(self.data, position) == "clear":
            t = self.table
            gap = t.mm(self.data["edge_gap_ud"]) - 1e-6
            return all(t.edge_gap(h) >= gap for h in hexes)
        return self.touches(hexes)

    def touches(self, hexes: frozenset[Hex] | set[Hex]) -> bool:
        """Some hex touches a table edge or the river/coast."""
        on_border = self.table.on_border
        return any(on_border(h) for h in hexes) or not self.near_water().isdisjoint(hexes)

    def near_water(self) -> frozenset[Hex]:
        """Hexes next to the river or coast (cached while the water stays)."""
        water = self.water()
        if self._near_key != water:
            self._near = frozenset({n for h in water for n in neighbors(h)})
            self._near_key = water
        return self._near

    def central_ok(self, kind: str, hexes: frozenset[Hex] | set[Hex]) -> bool:
        """V4 p75: no impassable element in a central sector (no hex of it there)."""
        if not self.is_impassable(kind):
            return True
        return not any(self.table.is_central(h) for h in hexes)


def role_fr(role: str) -> str:
    return ROLE_FR[role]


def role_en(role: str) -> str:
    return ROLE_EN[role]
