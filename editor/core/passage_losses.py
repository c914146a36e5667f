"""« Pertes de passage »: the dice an obstacle throws at the unit attacking across it.

Annexe 1 (Panache and Thucydide): « Un attaquant par une face où est cet
obstacle subit AVANT son combat contre l'unité ennemie un simili-combat avec
un nombre de dés variant selon l'obstacle et le type de cet attaquant, en
comptant Armure Inversée. » The table is data; this module reads it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class PassageLossRow:
    """One row: dice per attacker type, or « Equivalent à ... » another row."""

    element: str
    dice: Mapping[str, int] = field(default_factory=dict)
    equivalent_to: str | None = None
    contexts: tuple[frozenset[str], ...] = ()
    """Where an equivalence holds (« dans un village ... ou sur une colline
    escarpée »): alternatives, each a set of hex elements; empty: everywhere."""
    attacker_mapping: Mapping[str, str] = field(default_factory=dict)
    """Row-specific class -> column (Panache chausses-trappes: « Artillerie = Inf;
    Véhicules = Cav. »)."""
    ignored_faces: frozenset[str] = frozenset()
    """Die faces that do not count (Thucydide: « Lettres d'ordre » et « Avantages
    tactiques » sont ignorés)."""


@dataclass(frozen=True, slots=True, eq=False)
class PassageLosses:
    reversed_armour: bool
    attacker_types: tuple[str, ...]
    """The columns (unit class ids)."""
    attacker_mapping: Mapping[str, str]
    """Table-wide class -> column for classes without a column."""
    rows: Mapping[str, PassageLossRow]

    def row(self, element: str) -> PassageLossRow | None:
        return self.rows.get(element)

    def resolved(self, element: str) -> PassageLossRow | None:
        """The row holding the dice for ``element``, following « Equivalent à »."""
        row = self.rows.get(element)
        seen: set[str] = set()
        while row is not None and row.equivalent_to is not None and row.element not in seen:
            seen.add(row.element)
            row = self.rows.get(row.equivalent_to)
        return row if row is not None and row.dice else None

    def column(self, element: str, unit_class: str) -> str | None:
        """The column a unit of ``unit_class`` reads for ``element`` (None: no column)."""
        if unit_class in self.attacker_types:
            return unit_class
        for row in (self.rows.get(element), self.resolved(element)):
            if row is not None and unit_class in row.attacker_mapping:
                return row.attacker_mapping[unit_class]
        return self.attacker_mapping.get(unit_class)

    def dice(
        self, element: str, unit_class: str, hex_elements: Iterable[str] | None = None
    ) -> int | None:
        """Dice thrown at a ``unit_class`` attacker across ``element``.

        None when the element has no passage losses, the class has no column,
        or (for an equivalence limited to contexts, like éboulis) the defender's
        ``hex_elements`` match none of them. ``hex_elements=None`` skips that check.
        """
        row = self.rows.get(element)
        if row is None:
            return None
        if row.contexts and hex_elements is not None:
            present = set(hex_elements)
            if not any(ctx <= present for ctx in row.contexts):
                return None
        column = self.column(element, unit_class)
        target = self.resolved(element)
        if column is None or target is None:
            return None
        return target.dice.get(column)

    def ignored_faces(self, element: str) -> frozenset[str]:
        row = self.rows.get(element)
        target = self.resolved(element)
        return (row.ignored_faces if row else frozenset()) | (
            target.ignored_faces if target else frozenset()
        )


def _mapping(items: Iterable[Mapping[str, Any]] | None) -> dict[str, str]:
    return {m["from"]: m["to"] for m in items or ()}


def passage_losses_from_dict(data: Mapping[str, Any]) -> PassageLosses:
    rows = {
        r["element"]: PassageLossRow(
            element=r["element"],
            dice=dict(r.get("dice", {})),
            equivalent_to=r.get("equivalent_to"),
            contexts=tuple(frozenset(c["elements"]) for c in r.get("contexts", ())),
            attacker_mapping=_mapping(r.get("attacker_mapping")),
            ignored_faces=frozenset(r.get("ignored_faces", ())),
        )
        for r in data["rows"]
    }
    return PassageLosses(
        reversed_armour=data["reversed_armour"],
        attacker_types=tuple(data["attacker_types"]),
        attacker_mapping=_mapping(data.get("attacker_mapping")),
        rows=rows,
    )
