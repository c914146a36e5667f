"""The terrain catalogue of a ruleset (Panache, Thucydide), as frozen values.

``resources/rulesets/<id>.yaml`` says how terrain works; ``Ruleset.from_dict``
turns its plain data into the values the editor and the engine query, so that
no code ever names a terrain element. Variants (``variant_of``) are resolved
here: the engine sees the full effects of a « mur » or an « oasis ».
Loading from disk, schema validation and caching: ``editor.io.rulesets``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from editor.core.passage_losses import PassageLosses, passage_losses_from_dict
from editor.core.ruleset_check import check_ruleset, resolve_variants
from editor.core.ruleset_deployment import (
    BoatType,
    DecoyRules,
    boats_from_dict,
    decoys_from_dict,
    sentinels_from_dict,
    stop_terrain_from_dict,
)
from editor.core.ruleset_play import PlayRules
from editor.core.terrain_element import (
    CATEGORIES,
    Category,
    Composite,
    Element,
    Names,
    composite_from_dict,
    element_from_dict,
)


class RulesetDataError(ValueError):
    """Ruleset data whose ids do not hold together; ``diagnostics`` say where."""

    def __init__(self, diagnostics: list[Any]) -> None:
        self.diagnostics = diagnostics
        super().__init__("; ".join(f"{d.path}: {d.message}" for d in diagnostics))


@dataclass(frozen=True, slots=True)
class UnitClass:
    """A troop type the terrain rules name (« infanterie », « cavalerie »...)."""

    id: str
    names: Names
    mounted: bool
    """« Troupes montées » for the support exceptions (Thucydide ch. 1)."""
    assumptions: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class UnitGroup:
    """Classes named together by a rule (« Artillerie et véhicules »)."""

    id: str
    names: Names
    classes: frozenset[str]


@dataclass(frozen=True, slots=True)
class Capability:
    """Something a unit may have whatever its class (skis, boats, siege equipment)."""

    id: str
    names: Names
    classes: frozenset[str] = frozenset()
    """Classes that may have it; empty: any."""


@dataclass(frozen=True, slots=True)
class Assumption:
    """A choice made where the rulebook is silent, with why."""

    id: str
    text: str
    source: str


@dataclass(frozen=True, slots=True)
class Term:
    """Wording of one vocabulary word; ``{n}`` stands for the effect's number."""

    names: Names
    plural: Names | None = None

    def text(self, lang: str = "fr", n: int | None = None) -> str:
        words = self.plural if (n is not None and n != 1 and self.plural) else self.names
        return words.get(lang).replace("{n}", "" if n is None else str(n))


@dataclass(frozen=True, slots=True)
class MapRules:
    min_columns: int
    min_rows: int


@dataclass(frozen=True, slots=True, eq=False)
class Ruleset:
    """Everything a rulebook says about terrain; query it, never hard-code it.

    Compared and hashed by identity (``load_ruleset`` caches one per file), so
    it can key caches.
    """

    id: str
    names: Names
    source: str
    map: MapRules
    elements: Mapping[str, Element]
    """In file order."""
    composites: Mapping[str, Composite]
    unit_classes: Mapping[str, UnitClass]
    unit_groups: Mapping[str, UnitGroup]
    capabilities: Mapping[str, Capability]
    passage_losses: PassageLosses
    terms: Mapping[str, Mapping[str, Term]]
    """Section (directions, movement, combat, sight, notes, faces) -> word -> wording."""
    assumptions: Mapping[str, Assumption]
    play: PlayRules | None = None
    """Numbers of play (``play:``), for the rules engine; None when the file has none."""
    deployment_rows: int | None = None
    """Rows of the default deployment zone (``deployment.default_rows``); None: not
    given (``editor.core.deployment.DEFAULT_ROWS``)."""
    decoys: DecoyRules | None = None
    """Decoy allowances (``deployment.decoys``); None: the file gives none."""
    boats: Mapping[str, BoatType] = field(default_factory=dict)
    """Boat types (``boats.types``), in file order; empty: the file gives none."""
    no_deployment_on_stop: frozenset[str] = frozenset()
    """Elements whose « stop » keeps out of deployment every unit it is not lifted for
    (the house rule ``deployment.no_deployment_on_stop``); empty while it is off, as in
    the bundled rulesets: a « stop » ends a move, it does not make a hex inaccessible."""
    sentinels_per_unit: int | None = None
    """Sentinels one unit may post (``deployment.sentinels.per_unit``); None: not given."""
    optional: Mapping[str, Any] = field(default_factory=dict)
    """Annexe 3's optional rules as plain data (``optional:``); empty: the file gives
    none. Typed by ``editor.rules.optional.data``, which alone plays them."""
    digest: str = ""
    """SHA-256 of the ruleset's data (canonical JSON), so that a game log notices a
    changed rule; comments and layout of the file do not count."""

    # ------------------------------------------------------------ building

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Ruleset:
        """The catalogue from a schema-valid ruleset dict.

        Raises ``RulesetDataError`` when ids do not hold together (see
        ``editor.core.ruleset_check``); the loader reports those with positions.
        """
        problems = check_ruleset(data)
        if problems:
            raise RulesetDataError(problems)
        groups = {
            g["id"]: UnitGroup(g["id"], Names.from_dict(g["names"]), frozenset(g["classes"]))
            for g in data["unit_groups"]
        }
        members = {gid: g.classes for gid, g in groups.items()}
        elements = {
            e["id"]: element_from_dict(e, members) for e in resolve_variants(data["elements"])
        }
        elements = _symmetric_incompatibilities(elements)
        raw_composites = {c["id"]: c for c in data["composites"]}
        composites = {
            cid: composite_from_dict(c, raw_composites) for cid, c in raw_composites.items()
        }
        terms = {
            section: {
                word: Term(
                    Names(t["fr"], t["en"]),
                    Names.from_dict(t["plural"]) if "plural" in t else None,
                )
                for word, t in words.items()
            }
            for section, words in data["terms"].items()
        }
        return cls(
            id=data["id"],
            names=Names.from_dict(data["names"]),
            source=data["source"],
            map=MapRules(data["map"]["min_columns"], data["map"]["min_rows"]),
            elements=elements,
            composites=composites,
            unit_classes={
                u["id"]: UnitClass(
                    u["id"],
                    Names.from_dict(u["names"]),
                    u["mounted"],
                    tuple(u.get("assumptions", ())),
                )
                for u in data["unit_classes"]
            },
            unit_groups=groups,
            capabilities={
                c["id"]: Capability(
                    c["id"], Names.from_dict(c["names"]), frozenset(c.get("classes", ()))
                )
                for c in data["capabilities"]
            },
            passage_losses=passage_losses_from_dict(data["passage_losses"]),
            terms=terms,
            assumptions={
                a["id"]: Assumption(a["id"], a["text"], a["source"]) for a in data["assumptions"]
            },
            play=PlayRules.from_dict(data["play"]) if "play" in data else None,
            deployment_rows=data["deployment"]["default_rows"] if "deployment" in data else None,
            decoys=decoys_from_dict(data["deployment"]["decoys"])
            if "decoys" in data.get("deployment", {})
            else None,
            boats=boats_from_dict(data["boats"]["types"]) if "boats" in data else {},
            no_deployment_on_stop=stop_terrain_from_dict(data.get("deployment", {})),
            sentinels_per_unit=sentinels_from_dict(data.get("deployment", {})),
            optional=data.get("optional", {}),
            digest=data_digest(data),
        )

    # ------------------------------------------------------------- queries

    def element(self, element_id: str) -> Element:
        """The element ``element_id``; KeyError naming the known ids otherwise."""
        try:
            return self.elements[element_id]
        except KeyError:
            known = ", ".join(self.elements)
            raise KeyError(
                f"{self.id}: unknown terrain element {element_id!r} (known: {known})"
            ) from None

    def composite(self, composite_id: str) -> Composite:
        try:
            return self.composites[composite_id]
        except KeyError:
            known = ", ".join(self.composites)
            raise KeyError(
                f"{self.id}: unknown composite {composite_id!r} (known: {known})"
            ) from None

    def name(self, any_id: str, lang: str = "fr") -> str:
        """Display name of an element, composite, unit class, group or capability."""
        for table in (
            self.elements,
            self.composites,
            self.unit_classes,
            self.unit_groups,
            self.capabilities,
        ):
            item = table.get(any_id)
            if item is not None:
                return item.names.get(lang)
        raise KeyError(f"{self.id}: unknown id {any_id!r}")

    def term(self, section: str, word: str, lang: str = "fr", n: int | None = None) -> str:
        """The ruleset's own wording of a vocabulary word (« pas de coup spécial »...)."""
        return self.terms[section][word].text(lang, n)

    def elements_by_category(self) -> dict[Category, tuple[Element, ...]]:
        """natural, artificial, field_work -> their elements, in file order."""
        return {c: tuple(e for e in self.elements.values() if e.category == c) for c in CATEGORIES}

    def hex_elements(self) -> tuple[Element, ...]:
        """Elements placed in hexes, connected ones (roads, watercourses) included."""
        return tuple(e for e in self.elements.values() if e.in_hex)

    def edge_elements(self) -> tuple[Element, ...]:
        """Linear obstacles, placed on a hex face and acting only across it."""
        return tuple(e for e in self.elements.values() if e.is_edge)

    def connected_elements(self) -> tuple[Element, ...]:
        """Hex elements drawn linked to their neighbours (route, rivière, fleuve, ruisseau)."""
        return tuple(e for e in self.elements.values() if e.is_connected)

    def composite_for(self, element_ids: Iterable[str]) -> Composite | None:
        """The named composite whose elements (hex and edge) are exactly ``element_ids``.

        ``same_as`` composites (« Cimetière (idem) ») are never chosen: they are
        another name the scenario gives explicitly.
        """
        wanted = frozenset(element_ids)
        for composite in self.composites.values():
            if composite.same_as is None and composite.all_elements == wanted:
                return composite
        return None

    def counted_elements(self, element_ids: Iterable[str]) -> tuple[Element, ...]:
        """The elements whose effects count together, in file order.

        « S'il y a remblais + fossé, on compte seulement remblais »: an element
        is dropped when one of its ``overridden_by`` is present.
        """
        present = set(element_ids)
        return tuple(
            e
            for eid, e in self.elements.items()
            if eid in present and not (e.overridden_by & present)
        )

    def incompatible(self, a: str, b: str) -> bool:
        """True when elements ``a`` and ``b`` may not share a hex."""
        return b in self.element(a).incompatible_with


def _symmetric_incompatibilities(elements: dict[str, Element]) -> dict[str, Element]:
    pairs: dict[str, set[str]] = {eid: set(e.incompatible_with) for eid, e in elements.items()}
    for eid, e in elements.items():
        for other in e.incompatible_with:
            pairs[other].add(eid)
    return {
        eid: replace(e, incompatible_with=frozenset(pairs[eid])) if pairs[eid] else e
        for eid, e in elements.items()
    }


def data_digest(data: Mapping[str, Any]) -> str:
    """SHA-256 of plain data as canonical JSON (sorted keys, UTF-8)."""
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
