"""The scenario document: the map, its terrain, and what stands on it.

Plain Python values, no Qt. Only non-default hexes are stored (an absent hex is
open ground). Coordinates are axial ``Hex`` values; the player-visible offset
labels exist only at the io/label boundary (``Grid``).

Sections that later features fill in (sides, units, decoys, objectives,
battle conditions, the generation record) are already part of the model so
that those features extend the format instead of reworking it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from editor.core.edges import Edge
from editor.core.grid import Grid, Orientation, Stagger
from editor.core.hexes import Hex

FORMAT_VERSION = 1
"""The scenario file format this code writes (``format_version``)."""

TableEdge = Literal["N", "E", "S", "W"]
TABLE_EDGES: tuple[TableEdge, ...] = ("N", "E", "S", "W")


@dataclass(frozen=True, slots=True)
class MapSpec:
    columns: int
    rows: int
    orientation: Orientation = "flat"
    stagger: Stagger = "odd"
    hex_mm: float = 50.0
    """Printed size of one hex, flat side to flat side, in millimetres."""

    @property
    def grid(self) -> Grid:
        return Grid(self.columns, self.rows, self.orientation, self.stagger)


@dataclass(frozen=True, slots=True)
class HexTerrain:
    """The terrain of one hex: a set of ruleset element ids and a hill level.

    A composite (a wooded hill) is just a set with several elements. ``level``
    counts the steps a hill stands above an ordinary hill (0: an ordinary hill,
    or flat ground when the hex has no hill element), so that a ridge can rise
    above its slopes; the ground height of a hex is 0 without a hill and
    ``1 + level`` with one.
    """

    elements: frozenset[str]
    level: int = 0

    @property
    def is_default(self) -> bool:
        return not self.elements and self.level == 0

    def sort_key(self) -> tuple[tuple[str, ...], int]:
        return (tuple(sorted(self.elements)), self.level)


EMPTY = HexTerrain(frozenset())


@dataclass(frozen=True, slots=True, order=True)
class EdgeObstacle:
    """A linear obstacle on a hex side; ``facing`` is the hex it protects.

    "Vers" in the annexes means crossing the obstacle into ``facing``;
    "Depuis" means acting from ``facing`` outward.
    """

    edge: Edge
    element: str
    facing: Hex


@dataclass(slots=True)
class LocalText:
    fr: str = ""
    en: str = ""

    def get(self, lang: str) -> str:
        return (self.en or self.fr) if lang == "en" else (self.fr or self.en)

    def is_empty(self) -> bool:
        return not self.fr and not self.en


@dataclass(slots=True)
class Side:
    id: str
    name: str
    colour: str = "#808080"
    home_edge: TableEdge = "S"
    deployment: set[Hex] | None = None
    """The side's deployment zone; ``None`` means the rules' default (the two
    rows along the home edge)."""
    computer: dict[str, float] = field(default_factory=dict)
    """Parameters of the computer player of this side (``resources/players``),
    over the defaults: e.g. ``{"aggression": 1.4}``."""
    tokens: int | None = None
    """Order tokens the side starts with; ``None``: the ruleset's (``play.orders``)."""


@dataclass(frozen=True, slots=True)
class Entry:
    """When and where an off-map unit enters the table (a reinforcement)."""

    turn: int
    """The first turn it may enter, in its side's movement phase."""
    hexes: frozenset[Hex]
    """The hexes it may enter on."""


@dataclass(slots=True)
class Unit:
    id: str
    side: str
    name: str
    type: str
    """A unit class id of the ruleset (``infanterie``, ``cavalerie``...)."""
    position: Hex | None = None
    """``None``: in reserve, off the map."""
    quality: str = ""
    plaquettes: int = 4
    leader: str = ""
    """Name of the leader with the unit (« César »), if any."""
    value: int = 0
    """Budget value (points); the budget variant of victory counts value / 10."""
    weight: str = ""
    """Weight of the troop type (``legere``, ``moyenne``...; see ``forces.WEIGHTS``)."""
    rank: str = ""
    """Rank of that leader: ``general_en_chef``, ``sous_general``, ``officier``."""
    capabilities: tuple[str, ...] = ()
    """Ruleset capability ids the unit has (``skieurs``), sorted."""
    entry: Entry | None = None
    """A reinforcement's turn and hexes of entry; such a unit has no ``position``."""
    asleep: bool = False
    """Asleep in camp when the battle starts (Annexe 3, Unités endormies)."""
    short: str = ""
    """The name its counter shows (« Desj. »); "": one derived from ``name``
    (``editor.core.short_names``)."""
    square: bool = False
    """Forms a square (a scenario special rule, « Carrés »): while it has not moved
    this turn it ignores the first flag inflicted by cavalry."""


@dataclass(slots=True)
class Decoy:
    side: str
    position: Hex | None = None


@dataclass(slots=True)
class Objective:
    position: Hex
    name: str
    points: int = 1
    owner: str = ""
    """The side id holding it when the battle starts; ``""``: nobody."""


@dataclass(slots=True)
class Setup:
    """How the battle is set up (Panache Annexe 1, Mise en place du terrain et des armées)."""

    turns: int | None = None
    """Number of turns; ``None``: open-ended (until a side is demoralised)."""
    first_player: str = ""
    """A side id, or ``""``: drawn by lot (« on tire généralement au sort »)."""
    terrain: str = "scenario"
    """``scenario``, ``agreement``, ``neutral``, ``player`` (see ``deployment.TERRAIN_SETUPS``)."""
    deployment: str = "scenario"
    """``scenario``, ``alternate``, ``screen``, ``papers``, ``markers``
    (see ``deployment.DEPLOYMENT_MODES``)."""
    units_per_turn: int = 3
    """Alternate deployment: units each player places in turn (3 or 4)."""
    optional_rules: tuple[str, ...] = ()
    """The Annexe 3 optional rules the scenario plays (``optional_rules.OPTIONAL_RULES``
    ids, in that order)."""

    @property
    def is_default(self) -> bool:
        return self == Setup()


@dataclass(slots=True)
class VictoryRules:
    """Victory conditions (Thucydide ch. 1, But du jeu; Conditions de victoire)."""

    demoralisation: str = "units"
    """``units``: a third of the initial units lost; ``budget``: the value variant;
    ``none``: only objectives and turns decide."""
    objectives: bool = True
    """Objective points count towards victory."""

    @property
    def is_default(self) -> bool:
        return self == VictoryRules()


@dataclass(slots=True)
class Camp:
    """Camp and baggage: two joined hexes (Panache Annexe 3, Camps et bagages)."""

    side: str
    hexes: tuple[Hex, Hex]


@dataclass(slots=True)
class Sentinel:
    """A sentinel token beside the unit that posted it (Annexe 3, Sentinelles)."""

    side: str
    position: Hex
    unit: str
    """Id of the unit that posted it."""


@dataclass(slots=True)
class Boat:
    """A boat, barge or raft on a water hex (Annexe 3, Barques, barges et radeaux)."""

    side: str
    position: Hex
    type: str
    """A boat type id of the ruleset (``boats.types``, ``forces.boat_types``)."""
    carries: str = ""
    """Id of the unit on board, or ``""``."""


@dataclass(slots=True)
class Generation:
    """How the terrain or the conditions were rolled, so players can replay it."""

    procedure: str
    seed: int
    log: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Scenario:
    ruleset: str
    map: MapSpec
    title: str = ""
    author: str = ""
    period: str = ""
    """Period or date of the battle, as written (« 52 av. J.-C. », « 8 février 1807 »)."""
    description: LocalText = field(default_factory=LocalText)
    briefing: LocalText = field(default_factory=LocalText)
    """What the players are told before the battle, in French and English."""
    setup: Setup = field(default_factory=Setup)
    victory: VictoryRules = field(default_factory=VictoryRules)
    terrain: dict[Hex, HexTerrain] = field(default_factory=dict)
    """Non-default hexes only."""
    obstacles: dict[tuple[Edge, str], EdgeObstacle] = field(default_factory=dict)
    """Edge obstacles keyed by (edge, element): several kinds may share an edge."""
    links: dict[str, set[Edge]] = field(default_factory=dict)
    """For connected elements (roads, watercourses): the edges they cross."""
    sides: list[Side] = field(default_factory=list)
    units: list[Unit] = field(default_factory=list)
    decoys: list[Decoy] = field(default_factory=list)
    objectives: list[Objective] = field(default_factory=list)
    camps: list[Camp] = field(default_factory=list)
    sentinels: list[Sentinel] = field(default_factory=list)
    boats: list[Boat] = field(default_factory=list)
    conditions: dict[str, str] = field(default_factory=dict)
    """Battle conditions by name (season, hour, weather, wind, fog...)."""
    generation: list[Generation] = field(default_factory=list)
    balance: dict[str, Any] = field(default_factory=dict)
    """``balance`` in the file, as written: the knobs ``hexfield tune`` may vary
    (``vary``) and the record of the tuning that made this variant (``tuned``)."""
    terrain_symbols: dict[HexTerrain, str] = field(default_factory=dict)
    """Symbols the file used for each terrain, kept so saving does not renumber
    a hand-written legend. A presentation hint, not scenario content."""

    @property
    def grid(self) -> Grid:
        return self.map.grid

    def terrain_at(self, h: Hex) -> HexTerrain:
        return self.terrain.get(h, EMPTY)

    def set_terrain(self, h: Hex, terrain: HexTerrain) -> None:
        if terrain.is_default:
            self.terrain.pop(h, None)
        else:
            self.terrain[h] = terrain

    def add_obstacle(self, obstacle: EdgeObstacle) -> None:
        self.obstacles[(obstacle.edge, obstacle.element)] = obstacle

    def linked(self, element: str, edge: Edge) -> bool:
        return edge in self.links.get(element, ())

    def side(self, side_id: str) -> Side | None:
        return next((s for s in self.sides if s.id == side_id), None)

    def unit(self, unit_id: str) -> Unit | None:
        return next((u for u in self.units if u.id == unit_id), None)


def new_scenario(
    ruleset: str,
    columns: int,
    rows: int,
    orientation: Orientation = "flat",
    stagger: Stagger = "odd",
    hex_mm: float = 50.0,
    title: str = "",
) -> Scenario:
    return Scenario(ruleset, MapSpec(columns, rows, orientation, stagger, hex_mm), title=title)
