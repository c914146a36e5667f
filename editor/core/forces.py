"""Armies as a scenario lists them: weights, leader ranks, decoys, boats.

Plain data and pure functions; the semantic pass (``editor.io.semantic_forces``)
and the forces dock both read them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from editor.core.ruleset_deployment import BoatType, DecoyRules
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
# The numbers are the ruleset's (``deployment.decoys``, ``boats``; see
# ``editor.core.ruleset_deployment``): petits papiers (Annexe 1), hidden
# deployment markers and boats (Annexe 3).


def _decoys(ruleset: object) -> DecoyRules | None:
    return getattr(ruleset, "decoys", None)


def marker_group(unit: Unit, ruleset: object) -> str:
    """The ruleset's hidden-marker group of ``unit`` (``cavalry``, ``infantry``…), or ``other``."""
    rules = _decoys(ruleset)
    if rules is not None and rules.markers is not None:
        for group in rules.markers.groups:
            if any(m.matches(unit) for m in group.members):
                return group.id
    return "other"


def decoys_allowed(mode: str, units: Iterable[Unit], ruleset: object) -> int:
    """Decoys one side may use under the deployment ``mode``, for its ``units``.

    ``papers``: 1 per ``papers.per_units`` units. ``markers``: each group of
    ``hidden_markers`` counted on its own, the rest apart, each rounded down
    (the rule gives one decoy per whole group), never more than the units when
    ``capped_by_units``. Other modes, or a ruleset without those numbers: none.
    """
    units = list(units)
    rules = _decoys(ruleset)
    if rules is None:
        return 0
    if mode == "papers":
        return len(units) // rules.papers_per_units if rules.papers_per_units else 0
    if mode != "markers" or rules.markers is None:
        return 0
    markers = rules.markers
    per = {g.id: g.per_units for g in markers.groups}
    counts: dict[str, int] = {}
    for u in units:
        key = marker_group(u, ruleset)
        counts[key] = counts.get(key, 0) + 1
    allowed = sum(n // per.get(key, markers.other_per_units) for key, n in counts.items())
    return min(allowed, len(units)) if markers.capped_by_units else allowed


# ---------------------------------------------------------------------- boats


def boat_types(ruleset: object) -> Mapping[str, BoatType]:
    """The ruleset's boat types (``boats.types``), in file order; empty without them."""
    return getattr(ruleset, "boats", None) or {}


def sentinels_per_unit(ruleset: object) -> int:
    """Sentinels one unit may post in adjacent hexes (``deployment.sentinels.per_unit``:
    « jusqu'à 2 sentinelles dans des hex adjacents », Annexe 3); 0 when the ruleset
    gives no number (its rules have no sentinels)."""
    n = getattr(ruleset, "sentinels_per_unit", None)
    return n if isinstance(n, int) and n >= 0 else 0


def next_id(prefix: str, taken: Iterable[str]) -> str:
    """A fresh slug id ``prefix_N`` not in ``taken``."""
    used = set(taken)
    n = 1
    while f"{prefix}_{n}" in used:
        n += 1
    return f"{prefix}_{n}"


_COPY_NUMBER = re.compile(r"(?P<base>.*\S) \((?P<n>[2-9]|[1-9]\d{1,2})\)")
"""`` (2)`` to `` (999)``, the numbers copies get; a year (`` (1815)``) is part of a name."""


def copy_base(name: str) -> str:
    """The name a copy was numbered from: ``Dragons`` for ``Dragons (3)``."""
    m = _COPY_NUMBER.fullmatch(name)
    return m.group("base") if m else name


def copy_name(name: str, taken: Iterable[str]) -> str:
    """The name of a copy of a unit called ``name``: ``Dragons (2)``, then
    ``Dragons (3)``... whether the original or a copy is copied, the first
    number no unit in ``taken`` has."""
    base = copy_base(name)
    used = set(taken)
    n = 2
    while f"{base} ({n})" in used:
        n += 1
    return f"{base} ({n})"
