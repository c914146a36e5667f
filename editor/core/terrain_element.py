"""Terrain elements and composites of a ruleset, as frozen values.

One ``Element`` holds every cell of its row(s) in the annex effects tables
(Annexe 1, « Effet du terrain et des obstacles linéaires »): the movement and
combat cells per direction, « Masque », and the « Note » column, plus the
placement constraints the editor checks. A ``Composite`` is only a name for a
set of elements (« Colline boisée = colline + forêt »).

Built from the plain (schema-valid, variant-resolved) dicts of a ruleset
file; see ``editor.core.ruleset.Ruleset.from_dict``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from editor.core.effects import Effect, Exemption

Direction = Literal["into", "from", "uphill", "downhill", "any"]
DIRECTIONS: tuple[Direction, ...] = ("any", "into", "from", "uphill", "downhill")
"""All directions, in the order explanations list them."""
Category = Literal["natural", "artificial", "field_work"]
CATEGORIES: tuple[Category, ...] = ("natural", "artificial", "field_work")
Placement = Literal["hex", "edge", "connected"]


@dataclass(frozen=True, slots=True)
class Names:
    """A French and an English wording."""

    fr: str
    en: str

    def get(self, lang: str = "fr") -> str:
        return self.en if lang == "en" else self.fr

    @classmethod
    def from_dict(cls, data: Mapping[str, str]) -> Names:
        return cls(data["fr"], data["en"])


@dataclass(frozen=True, slots=True)
class EffectRow:
    """One table row: « Sens », « Mouvement », « Combat »."""

    direction: Direction
    movement: tuple[Effect, ...] = ()
    combat: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class Prohibition:
    """« Interdit Artillerie et véhicules sauf par route »: who may not enter or cross."""

    classes: frozenset[str]
    """Unit classes concerned (a group is expanded by the loader)."""
    direction: Direction
    unless: tuple[Exemption, ...] = ()
    group: str | None = None
    """The unit group it was written with, if any (for wording)."""

    def forbids(
        self, unit_class: str, direction: Direction = "into", elements: tuple[str, ...] = ()
    ) -> bool:
        """True when a unit of ``unit_class`` may not act in ``direction`` here.

        ``elements`` are the elements the move uses (``("route",)`` along a road).
        """
        if unit_class not in self.classes:
            return False
        if self.direction not in ("any", direction):
            return False
        return not any(e.holds(unit_class, (), elements) for e in self.unless)


NoteKind = Literal[
    "defender_ignores_flags",
    "defender_supported_in_riposte",
    "defender_supported",
    "attacker_passage_losses",
    "no_support_on_impossible_terrain",
    "cuts_road",
    "place_remove_minus_hex",
]


@dataclass(frozen=True, slots=True)
class Note:
    """A « Note » rule: ``defender_ignores_flags`` n=1 for infanterie, artillerie..."""

    kind: NoteKind
    n: int | None = None
    classes: frozenset[str] = frozenset()
    """Unit classes it is limited to; empty: all."""


@dataclass(frozen=True, slots=True)
class Requirement:
    """One alternative placement condition; all its parts must hold."""

    same_hex: frozenset[str] = frozenset()
    facing_hex: frozenset[str] = frozenset()
    """For an edge obstacle: elements of the hex it faces (protects)."""
    adjacent_hex: frozenset[str] = frozenset()
    """Elements present in at least one neighbouring hex."""
    map_border: bool = False


@dataclass(frozen=True, slots=True)
class Fire:
    """Optional fire rules: resistance in fictitious plaquettes, turns burning, and after."""

    resistance: int
    then: str
    """An element id the hex becomes, or ``"destroyed"``."""
    burn_turns: int | None = None


@dataclass(frozen=True, slots=True)
class Element:
    """One terrain element with every effect the annex gives it."""

    id: str
    names: Names
    description: Names
    category: Category
    placement: Placement
    rows: tuple[EffectRow, ...]
    masks: bool
    source: str
    sight_exceptions: frozenset[str] = frozenset()
    prohibitions: tuple[Prohibition, ...] = ()
    notes: tuple[Note, ...] = ()
    rough: bool = False
    requires: tuple[Requirement, ...] = ()
    incompatible_with: frozenset[str] = frozenset()
    """Symmetric: the loader adds the reverse pairs."""
    overridden_by: frozenset[str] = frozenset()
    fire: Fire | None = None
    firebreak: bool = False
    variant_of: str | None = None
    assumptions: tuple[str, ...] = ()

    @property
    def in_hex(self) -> bool:
        """Placed in a hex (``hex`` or ``connected``), not on an edge."""
        return self.placement != "edge"

    @property
    def is_edge(self) -> bool:
        return self.placement == "edge"

    @property
    def is_connected(self) -> bool:
        return self.placement == "connected"

    def rows_for(self, direction: Direction) -> tuple[EffectRow, ...]:
        """The rows acting in ``direction``: its own row and the « Tous » row."""
        return tuple(r for r in self.rows if r.direction in (direction, "any"))

    def movement(self, direction: Direction) -> tuple[Effect, ...]:
        return tuple(e for r in self.rows_for(direction) for e in r.movement)

    def combat(self, direction: Direction) -> tuple[Effect, ...]:
        return tuple(e for r in self.rows_for(direction) for e in r.combat)

    def notes_of(self, kind: NoteKind) -> tuple[Note, ...]:
        return tuple(n for n in self.notes if n.kind == kind)

    def forbids(
        self, unit_class: str, direction: Direction = "into", elements: tuple[str, ...] = ()
    ) -> bool:
        """True when a prohibition keeps ``unit_class`` out in ``direction``."""
        return any(p.forbids(unit_class, direction, elements) for p in self.prohibitions)


@dataclass(frozen=True, slots=True)
class Composite:
    """A name for an element set (« Colline boisée = colline + forêt »).

    ``elements`` are in each of its hexes; ``edge_elements`` stand on each outer
    face of its hexes (toward a hex outside the composite), facing its hexes:
    « colline fortifiée » = hills ringed by a fortification.
    """

    id: str
    names: Names
    elements: frozenset[str]
    edge_elements: frozenset[str]
    source: str
    same_as: str | None = None
    """Another name for that composite's set; never chosen by ``composite_for``."""
    assumptions: tuple[str, ...] = ()
    parts: tuple[str, ...] = ()
    """Hex then edge elements in the order the annex writes them (for display)."""

    @property
    def all_elements(self) -> frozenset[str]:
        return self.elements | self.edge_elements


# ----------------------------------------------------------------- building


def exemptions(data: list[Mapping[str, Any]] | None) -> tuple[Exemption, ...]:
    return tuple(
        Exemption(
            tuple(e.get("elements", ())),
            tuple(e.get("classes", ())),
            tuple(e.get("capabilities", ())),
        )
        for e in data or ()
    )


def effect(data: Mapping[str, Any]) -> Effect:
    return Effect(data["kind"], data.get("n"), exemptions(data.get("unless")))


def element_from_dict(data: Mapping[str, Any], groups: Mapping[str, frozenset[str]]) -> Element:
    """An ``Element`` from its variant-resolved dict; ``groups`` expands unit groups."""
    rows = tuple(
        EffectRow(
            r["direction"],
            tuple(effect(e) for e in r.get("movement", ())),
            tuple(effect(e) for e in r.get("combat", ())),
        )
        for r in data["effects"]
    )
    prohibitions = tuple(
        Prohibition(
            groups[p["group"]] if "group" in p else frozenset(p["classes"]),
            p["direction"],
            exemptions(p.get("unless")),
            p.get("group"),
        )
        for p in data.get("prohibitions", ())
    )
    notes = tuple(
        Note(n["kind"], n.get("n"), frozenset(n.get("classes", ()))) for n in data.get("notes", ())
    )
    requires = tuple(
        Requirement(
            frozenset(r.get("same_hex", ())),
            frozenset(r.get("facing_hex", ())),
            frozenset(r.get("adjacent_hex", ())),
            bool(r.get("map_border", False)),
        )
        for r in data.get("requires", ())
    )
    fire_data = data.get("fire")
    fire = (
        Fire(fire_data["resistance"], fire_data["then"], fire_data.get("burn_turns"))
        if fire_data
        else None
    )
    return Element(
        id=data["id"],
        names=Names.from_dict(data["names"]),
        description=Names.from_dict(data["description"]),
        category=data["category"],
        placement=data["placement"],
        rows=rows,
        masks=data["masks"],
        source=data["source"],
        sight_exceptions=frozenset(data.get("sight_exceptions", ())),
        prohibitions=prohibitions,
        notes=notes,
        rough=bool(data.get("rough", False)),
        requires=requires,
        incompatible_with=frozenset(data.get("incompatible_with", ())),
        overridden_by=frozenset(data.get("overridden_by", ())),
        fire=fire,
        firebreak=bool(data.get("firebreak", False)),
        variant_of=data.get("variant_of"),
        assumptions=tuple(data.get("assumptions", ())),
    )


def composite_from_dict(
    data: Mapping[str, Any], by_id: Mapping[str, Mapping[str, Any]]
) -> Composite:
    """A ``Composite``; a ``same_as`` one takes its elements from its target."""
    target = by_id[data["same_as"]] if "same_as" in data else data
    return Composite(
        id=data["id"],
        names=Names.from_dict(data["names"]),
        elements=frozenset(target["elements"]),
        edge_elements=frozenset(target.get("edge_elements", ())),
        source=data["source"],
        same_as=data.get("same_as"),
        assumptions=tuple(data.get("assumptions", ())),
        parts=(*target["elements"], *target.get("edge_elements", ())),
    )
