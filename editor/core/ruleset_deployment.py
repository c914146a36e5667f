"""Deployment data of a ruleset: decoy allowances, boat types, terrain kept out of
deployment and sentinels (``deployment.*``, ``boats``).

Plain data read from the ruleset file; ``editor.core.forces`` applies it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol


class _Unit(Protocol):
    @property
    def type(self) -> str: ...
    @property
    def weight(self) -> str: ...


@dataclass(frozen=True, slots=True)
class UnitMatch:
    """A unit class, with the weights it must have (empty: any weight)."""

    unit_class: str
    weights: frozenset[str] = frozenset()

    def matches(self, unit: _Unit) -> bool:
        return unit.type == self.unit_class and (not self.weights or unit.weight in self.weights)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> UnitMatch:
        return cls(d["class"], frozenset(d.get("weights", ())))


@dataclass(frozen=True, slots=True)
class MarkerGroup:
    id: str
    per_units: int
    """One decoy per this many units of the group (rounded down)."""
    members: tuple[UnitMatch, ...]


@dataclass(frozen=True, slots=True)
class MarkerRules:
    """Hidden deployment markers: groups counted on their own, the rest apart."""

    groups: tuple[MarkerGroup, ...]
    other_per_units: int
    """One decoy per this many units of no group."""
    capped_by_units: bool
    """Never more decoys than units."""


@dataclass(frozen=True, slots=True)
class DecoyRules:
    papers_per_units: int | None
    """Petits papiers: one decoy per this many real units; None: not given."""
    markers: MarkerRules | None


@dataclass(frozen=True, slots=True)
class BoatType:
    id: str
    names: tuple[str, str]
    waters: frozenset[str]
    """Water elements it may float on (« étang » and « lac » are the ruleset's ``lac``)."""
    carries: tuple[UnitMatch, ...]
    """Units it may carry; empty: any unit."""
    no_ford: bool = False
    """« Passage d'un gué impossible »."""
    movement: int = 1
    """« Déplacement » in hexes."""
    sail: int = 0
    """« à la voile »: hexes under sail; 0: no sail."""

    def may_carry(self, unit: _Unit) -> bool:
        return not self.carries or any(m.matches(unit) for m in self.carries)


def decoys_from_dict(d: Mapping[str, Any]) -> DecoyRules:
    markers = None
    if "hidden_markers" in d:
        m = d["hidden_markers"]
        markers = MarkerRules(
            groups=tuple(
                MarkerGroup(
                    g["id"], g["per_units"], tuple(UnitMatch.from_dict(x) for x in g["members"])
                )
                for g in m["groups"]
            ),
            other_per_units=m["other_per_units"],
            capped_by_units=m["capped_by_units"],
        )
    papers = d["papers"]["per_units"] if "papers" in d else None
    return DecoyRules(papers, markers)


def boats_from_dict(items: list[Mapping[str, Any]]) -> dict[str, BoatType]:
    return {
        b["id"]: BoatType(
            b["id"],
            (b["names"]["fr"], b["names"]["en"]),
            frozenset(b["waters"]),
            tuple(UnitMatch.from_dict(x) for x in b.get("carries", ())),
            b.get("no_ford", False),
            b.get("movement", 1),
            b.get("sail", 0),
        )
        for b in items
    }


def stop_terrain_from_dict(deployment: Mapping[str, Any]) -> frozenset[str]:
    """``deployment.no_deployment_on_stop.elements`` when that house rule is
    ``enabled``; empty when it is off or not given."""
    section = deployment.get("no_deployment_on_stop")
    return frozenset(section["elements"]) if section and section["enabled"] else frozenset()


def sentinels_from_dict(deployment: Mapping[str, Any]) -> int | None:
    """``deployment.sentinels.per_unit``; None when not given."""
    section = deployment.get("sentinels")
    return section["per_unit"] if section else None
