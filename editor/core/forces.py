"""Armies as a scenario lists them: weights, leader ranks, decoys, boats.

Plain data and pure functions; the semantic pass (``editor.io.semantic_forces``)
and the forces dock both read them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from editor.core.scenario import Unit

WEIGHTS: dict[str, tuple[str, str]] = {
    "very_light": ("très légère", "very light"),
    "light": ("légère", "light"),
    "medium": ("moyenne", "medium"),
    "heavy": ("lourde", "heavy"),
    "very_heavy": ("très lourde", "very heavy"),
}
"""Weights of a troop type, with the ids of the rulesets' ``play.unit_types``
(Annexe 3 also names « chamellerie légère ou très légère », « artillerie légère
ou moyenne », « chars légers »). ``""``: not given (the type's default)."""


def weights_for(ruleset: object, unit_class: str) -> list[str]:
    """Weight ids the ruleset's play figures give ``unit_class`` (all when it has none)."""
    play = getattr(ruleset, "play", None)
    types = getattr(play, "unit_types", None) or {}
    utype = types.get(unit_class)
    return list(utype.weights) if utype is not None else list(WEIGHTS)


RANKS: dict[str, tuple[str, str]] = {
    "general_en_chef": ("général en chef", "commander-in-chief"),
    "sous_general": ("sous-général", "sub-general"),
    "officier": ("officier", "officer"),
}
"""Leader ranks (Thucydide ch. 1, Le commandement; Annexe 3, Ordres par corps)."""

# --------------------------------------------------------------------- decoys

PAPERS_UNITS_PER_DECOY = 4
"""« on peut ajouter 1 leurre (papier blanc) pour 4 unités réelles » (Annexe 1,
Petits papiers)."""

MARKERS_UNITS_PER_DECOY = 5
MARKERS_CAVALRY_PER_DECOY = 2
MARKERS_INFANTRY_PER_DECOY = 3
"""« un leurre pour 5 unités réelles mais 1 pour 2 unités de cavalerie ou de
chamellerie légère ou très légère et 1 pour 3 unités d'infanterie. Chaque joueur
a droit, au plus, à autant de leurres qu'il a d'unités » (Annexe 3, Unités
cachées)."""

LIGHT_WEIGHTS = frozenset({"light", "very_light"})


def marker_group(unit: Unit) -> str:
    """``cavalry`` (cavalry, light or very light camelry), ``infantry`` or ``other``."""
    if unit.type == "cavalerie" or (unit.type == "chameliers" and unit.weight in LIGHT_WEIGHTS):
        return "cavalry"
    if unit.type == "infanterie":
        return "infantry"
    return "other"


def decoys_allowed(mode: str, units: Iterable[Unit]) -> int:
    """Decoys one side may use under the deployment ``mode``, for its ``units``.

    ``papers``: 1 per 4 units. ``markers``: each group counted on its own
    (cavalry and light camelry / 2, infantry / 3, the rest / 5, each rounded
    down: the rule gives one decoy per whole group), never more than the
    units. Other modes use no decoys.
    """
    units = list(units)
    if mode == "papers":
        return len(units) // PAPERS_UNITS_PER_DECOY
    if mode != "markers":
        return 0
    groups = {"cavalry": 0, "infantry": 0, "other": 0}
    for u in units:
        groups[marker_group(u)] += 1
    allowed = (
        groups["cavalry"] // MARKERS_CAVALRY_PER_DECOY
        + groups["infantry"] // MARKERS_INFANTRY_PER_DECOY
        + groups["other"] // MARKERS_UNITS_PER_DECOY
    )
    return min(allowed, len(units))


# ---------------------------------------------------------------------- boats


@dataclass(frozen=True, slots=True)
class BoatType:
    id: str
    names: tuple[str, str]
    waters: frozenset[str]
    """Water elements it may float on (« étang » and « lac » are the ruleset's ``lac``)."""
    carries: tuple[tuple[str, frozenset[str]], ...]
    """(unit class, weights allowed; empty: any weight); no entry at all: any unit."""
    no_ford: bool = False
    """« Passage d'un gué impossible »."""

    def may_carry(self, unit: Unit) -> bool:
        if not self.carries:
            return True
        for unit_class, weights in self.carries:
            if unit.type == unit_class and (not weights or unit.weight in weights):
                return True
        return False


_SMALL = frozenset({"ruisseau", "riviere", "fleuve", "lac"})
_NO_BROOK = frozenset({"riviere", "fleuve", "lac"})
_INFANTRY = (("infanterie", frozenset()),)
_BARGE = (
    ("infanterie", frozenset()),
    ("cavalerie", frozenset()),
    ("artillerie", LIGHT_WEIGHTS),
)

BOAT_TYPES: dict[str, BoatType] = {
    b.id: b
    for b in (
        BoatType("barque", ("Barque", "Boat"), _SMALL, _INFANTRY),
        BoatType("barge", ("Barge", "Barge"), _NO_BROOK, _BARGE, no_ford=True),
        BoatType(
            "navire",
            ("Barque de mer ou navire", "Sea boat or ship"),
            frozenset({"fleuve", "lac", "mer"}),
            (
                ("infanterie", frozenset()),
                ("cavalerie", frozenset()),
                ("vehicules", LIGHT_WEIGHTS),
                ("artillerie", LIGHT_WEIGHTS | {"medium"}),
            ),
        ),
        BoatType("petit_radeau", ("Petit radeau", "Small raft"), _SMALL, _INFANTRY),
        BoatType("radeau_moyen", ("Radeau moyen", "Medium raft"), _NO_BROOK, _BARGE, no_ford=True),
        BoatType("grand_radeau", ("Grand radeau", "Large raft"), frozenset({"fleuve", "lac"}), ()),
    )
}
"""Annexe 3, Barques, barges et radeaux: « Plan d'eau » and « Emport » columns."""

SENTINELS_PER_UNIT = 2
"""« Une unité peut poser jusqu'à 2 sentinelles dans des hex adjacents » (Annexe 3)."""


def next_id(prefix: str, taken: Iterable[str]) -> str:
    """A fresh slug id ``prefix_N`` not in ``taken``."""
    used = set(taken)
    n = 1
    while f"{prefix}_{n}" in used:
        n += 1
    return f"{prefix}_{n}"
