"""The numbers of play a rulebook extract leaves out, as frozen values.

The terrain annexes and the Thucydide introduction give the effects tables,
the six symbols of the combat die, support, the turn sequence and victory,
but not the die's face distribution, quality -> dice, movement per type and
weight, ranges, retreats, order costs, command ranges or activations. Those
live in the ``play:`` section of ``resources/rulesets/<id>.yaml``, each with
its ``source:`` or ``assumption:``, so that a group sets its house rules
without touching code. ``PlayRules.from_dict`` reads that section.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

FACES: tuple[str, ...] = (
    "hit_light",
    "hit_medium",
    "hit_heavy",
    "flag",
    "order_letter",
    "special",
)
"""The six symbols of the combat die (Thucydide ch. 1, « Dés de combat »):
hit on green (light) only; on green and blue (medium); on green, blue and red
(heavy); retreat flag; order letter; special hit / tactical advantage."""

HIT_FACES: Mapping[str, frozenset[str]] = {
    "light": frozenset(("hit_light", "hit_medium", "hit_heavy")),
    "medium": frozenset(("hit_medium", "hit_heavy")),
    "heavy": frozenset(("hit_heavy",)),
}
"""Faces that hit a unit of each armour colour (ch. 1: a face hitting « rouges »
also hits « bleus » and « verts »)."""

REVERSED_ARMOUR: Mapping[str, str] = {"light": "heavy", "medium": "medium", "heavy": "light"}
"""« Armure inversée » for passage losses: green reads as red and red as green."""


@dataclass(frozen=True, slots=True)
class Weight:
    """One weight of a unit type (« légère », « lourde »...)."""

    id: str
    movement: int
    armour: str
    passable: bool = False
    """Friendly units may move through a unit of this weight (light troops)."""


@dataclass(frozen=True, slots=True)
class UnitType:
    """Play figures of one unit class of the ruleset."""

    unit_class: str
    weights: Mapping[str, Weight]
    default_weight: str
    retreat: int
    """Hexes per retreat flag."""
    range: int = 0
    """0: adjacent targets only."""

    def weight(self, weight_id: str | None) -> Weight:
        return self.weights.get(weight_id or "", self.weights[self.default_weight])


@dataclass(frozen=True, slots=True)
class Quality:
    """A unit quality (``ligne``, ``élite``...): dice, and optionally weight and range."""

    id: str
    dice: int
    weight: str | None = None
    range: int | None = None


@dataclass(frozen=True, slots=True)
class Activation:
    """Units a leader activates per command phase, by the size of his army."""

    max_units: int | None
    """Largest army this line applies to; None: any size."""
    units: int
    times: int = 1


@dataclass(frozen=True, slots=True)
class Command:
    ranges: Mapping[str, int]
    """Rank -> command range in hexes (général en chef 5, sous-général 3, officier 1)."""
    chief_rank: str
    other_rank: str
    activations: tuple[Activation, ...]

    def activations_for(self, army_size: int) -> int:
        """Units a leader may activate in one command phase."""
        for a in self.activations:
            if a.max_units is None or army_size <= a.max_units:
                return a.units * a.times
        return 0


@dataclass(frozen=True, slots=True)
class Orders:
    """Order tokens: starting stock, costs, and their effects."""

    initial_tokens: int
    manoeuvre_cost: int
    attack_cost: int
    defence_cost: int
    attack_dice: int
    """Extra dice an attack order gives."""


@dataclass(frozen=True, slots=True)
class Support:
    attack_dice: int
    """Extra dice of a supported unit when it attacks or ripostes."""
    ignore_flags: int
    """Flags a supported defender ignores."""
    infantry_classes: frozenset[str] = frozenset()
    """« Une unité d'infanterie attaquée par des troupes montées ... »: the classes meant."""


@dataclass(frozen=True, slots=True)
class Victory:
    fraction: tuple[int, int]
    """Demoralised when units lost >= numerator/denominator of the initial units."""
    budget_divisor: int
    artillery_divisor: int
    artillery_classes: frozenset[str]
    marginal_max: tuple[int, int]
    medium_max: tuple[int, int]
    max_turns: int
    """When the scenario gives no turn limit."""


@dataclass(frozen=True, slots=True)
class Night:
    """Annexe 3, L'obscurité: reduced sight and command, dearer manoeuvres."""

    sight: int
    ranges: Mapping[str, int]
    manoeuvre_extra: int


@dataclass(frozen=True, slots=True)
class Hidden:
    """Annexe 3, Unités cachées: markers in woods or buildings are seen only this close."""

    cover_distance: int
    decoy_class: str = "infanterie"
    decoy_weight: str = "light"
    """How a decoy marker is activated, moves and retreats (an assumption)."""


@dataclass(frozen=True, slots=True)
class CombatSequence:
    """« les suivis, les charges puis les poursuites » (ch. 1): who may do them."""

    follow_up_classes: frozenset[str] = frozenset()
    charge_classes: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class PlayRules:
    die: tuple[str, ...]
    """The six faces, one per side of the die."""
    unit_types: Mapping[str, UnitType]
    qualities: Mapping[str, Quality]
    default_quality: str
    command: Command
    orders: Orders
    support: Support
    victory: Victory
    night: Night | None = None
    hidden: Hidden | None = None
    quality_aliases: Mapping[str, str] = field(default_factory=dict)
    """Quality names that play as another quality (``garde`` -> ``élite``)."""
    combat_sequence: CombatSequence = CombatSequence()
    assumptions: Mapping[str, str] = field(default_factory=dict)
    """Key -> the source or assumption text, for the README and ``query``."""

    def unit_type(self, unit_class: str) -> UnitType:
        try:
            return self.unit_types[unit_class]
        except KeyError:
            known = ", ".join(self.unit_types)
            raise KeyError(
                f"no play figures for unit class {unit_class!r} (known: {known})"
            ) from None

    def quality(self, quality_id: str) -> Quality:
        """The quality a unit plays with: ``""`` is the default quality, an alias
        plays as its target; raise ``KeyError`` for a name the ruleset does not know."""
        if not quality_id:
            return self.qualities[self.default_quality]
        found = self.qualities.get(self.quality_aliases.get(quality_id, quality_id))
        if found is None:
            raise KeyError(
                f"unknown quality {quality_id!r} (known: {', '.join(self.quality_names())})"
            )
        return found

    def quality_names(self) -> list[str]:
        """Every quality name a scenario may use: the qualities, then their aliases."""
        return [*self.qualities, *self.quality_aliases]

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PlayRules:
        """From the schema-valid ``play:`` section of a ruleset file."""
        notes: dict[str, str] = {}

        def note(key: str, item: Mapping[str, Any]) -> None:
            why = item.get("assumption") or item.get("source")
            if why:
                notes[key] = str(why)

        die = data["die"]
        note("die", die)
        faces = tuple(die["faces"])
        unknown = set(faces) - set(FACES)
        if len(faces) != 6 or unknown:
            raise ValueError(f"play.die.faces: six faces among {FACES}, got {faces}")
        types: dict[str, UnitType] = {}
        for t in data["unit_types"]:
            note(f"unit_types.{t['class']}", t)
            weights = {
                w["id"]: Weight(w["id"], w["movement"], w["armour"], bool(w.get("passable")))
                for w in t["weights"]
            }
            types[t["class"]] = UnitType(
                t["class"], weights, t["default_weight"], t["retreat"], t.get("range", 0)
            )
        qualities: dict[str, Quality] = {}
        for q in data["qualities"]:
            note(f"qualities.{q['id']}", q)
            qualities[q["id"]] = Quality(q["id"], q["dice"], q.get("weight"), q.get("range"))
        c = data["command"]
        note("command", c)
        command = Command(
            ranges={r["rank"]: r["hexes"] for r in c["ranges"]},
            chief_rank=c["chief_rank"],
            other_rank=c["other_rank"],
            activations=tuple(
                Activation(a.get("max_units"), a["units"], a.get("times", 1))
                for a in c["activations"]
            ),
        )
        o = data["orders"]
        note("orders", o)
        s = data["support"]
        note("support", s)
        v = data["victory"]
        note("victory", v)
        n = data.get("night")
        night = None
        if n:
            note("night", n)
            night = Night(
                n["sight"], {r["rank"]: r["hexes"] for r in n["ranges"]}, n["manoeuvre_extra"]
            )
        hd = data.get("hidden")
        hidden = None
        if hd:
            note("hidden", hd)
            moves = hd.get("decoy_moves_as") or {}
            hidden = Hidden(
                hd["cover_distance"],
                moves.get("class", "infanterie"),
                moves.get("weight", "light"),
            )
        aliases: dict[str, str] = {}
        for a in data.get("quality_aliases", ()):
            note(f"quality_aliases.{a['id']}", a)
            aliases[a["id"]] = a["as"]
        cs = data.get("combat_sequence")
        sequence = CombatSequence()
        if cs:
            note("combat_sequence", cs)
            sequence = CombatSequence(
                frozenset(cs["follow_up_classes"]), frozenset(cs["charge_classes"])
            )
        return cls(
            die=faces,
            unit_types=types,
            qualities=qualities,
            default_quality=data["default_quality"],
            command=command,
            orders=Orders(
                o["initial_tokens"],
                o["manoeuvre_cost"],
                o["attack_cost"],
                o["defence_cost"],
                o["attack_dice"],
            ),
            support=Support(
                s["attack_dice"], s["ignore_flags"], frozenset(s.get("infantry_classes", ()))
            ),
            victory=Victory(
                fraction=(v["fraction"][0], v["fraction"][1]),
                budget_divisor=v["budget_divisor"],
                artillery_divisor=v["artillery_divisor"],
                artillery_classes=frozenset(v["artillery_classes"]),
                marginal_max=(v["marginal_max"][0], v["marginal_max"][1]),
                medium_max=(v["medium_max"][0], v["medium_max"][1]),
                max_turns=v["max_turns"],
            ),
            night=night,
            hidden=hidden,
            quality_aliases=aliases,
            combat_sequence=sequence,
            assumptions=notes,
        )
