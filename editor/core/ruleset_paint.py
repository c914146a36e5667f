"""What the paint tools may do with each element, read from the ruleset.

``PaintRules`` is a small plain view of the catalogue (placement, the
``requires`` lists, ``incompatible_with``, which elements are hills: those with
uphill / downhill effects), and the refusals it phrases in English and French.
No element name is hard-coded here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from editor.core.phrases import Phrase, sentence

Namer = Callable[[str], str]
"""Element id -> its name in one language."""


@dataclass(frozen=True, slots=True)
class HexRequirement:
    """One alternative of a hex element's ``requires``: every part must hold."""

    same_hex: frozenset[str] = frozenset()
    adjacent_hex: frozenset[str] = frozenset()
    """Elements found among the hex's neighbours."""
    map_border: bool = False
    """The hex touches the edge of the map."""


@dataclass(frozen=True, slots=True)
class PaintRules:
    """The parts of a ruleset the paint tools need, as plain values."""

    placement: Mapping[str, str] = field(default_factory=dict)
    """Element id -> "hex", "edge" or "connected"."""
    same_hex: Mapping[str, tuple[frozenset[str], ...]] = field(default_factory=dict)
    """Element id -> alternatives: the element needs ALL of one set in its hex."""
    facing_hex: Mapping[str, tuple[frozenset[str], ...]] = field(default_factory=dict)
    """Edge element id -> alternatives: its facing hex holds one of the set."""
    incompatible: Mapping[str, frozenset[str]] = field(default_factory=dict)
    hills: frozenset[str] = frozenset()
    names: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    hex_requirements: Mapping[str, tuple[HexRequirement, ...]] = field(default_factory=dict)
    """Hex element id -> every alternative of its ``requires`` (where it may stand)."""

    def name(self, element: str, language: str = "fr") -> str:
        names = self.names.get(element, {})
        return names.get(language) or names.get("fr") or element

    def is_connected(self, element: str) -> bool:
        return self.placement.get(element) == "connected"

    def conflicts(self, a: str, b: str) -> bool:
        return b in self.incompatible.get(a, ()) or a in self.incompatible.get(b, ())

    @staticmethod
    def from_ruleset(ruleset: Any) -> PaintRules:
        """Read a loaded ruleset (``editor.core.ruleset.Ruleset``) or its raw mapping."""
        placement: dict[str, str] = {}
        same_hex: dict[str, tuple[frozenset[str], ...]] = {}
        facing: dict[str, tuple[frozenset[str], ...]] = {}
        incompatible: dict[str, frozenset[str]] = {}
        names: dict[str, dict[str, str]] = {}
        hills: set[str] = set()
        where: dict[str, tuple[HexRequirement, ...]] = {}
        for element in _elements(ruleset):
            eid = str(_get(element, "id"))
            placement[eid] = str(_get(element, "placement", "hex") or "hex")
            names[eid] = dict(_mapping(_get(element, "names", {})))
            incompatible[eid] = frozenset(_get(element, "incompatible_with", ()) or ())
            hex_alts, facing_alts = [], []
            for req in _get(element, "requires", ()) or ():
                if _get(req, "same_hex"):
                    hex_alts.append(frozenset(_get(req, "same_hex")))
                if _get(req, "facing_hex"):
                    facing_alts.append(frozenset(_get(req, "facing_hex")))
            if placement[eid] != "edge" and (_get(element, "requires", ()) or ()):
                where[eid] = tuple(
                    HexRequirement(
                        frozenset(_get(req, "same_hex", ()) or ()),
                        frozenset(_get(req, "adjacent_hex", ()) or ()),
                        bool(_get(req, "map_border", False)),
                    )
                    for req in _get(element, "requires", ())
                )
            if hex_alts:
                same_hex[eid] = tuple(hex_alts)
            if facing_alts:
                facing[eid] = tuple(facing_alts)
            rows = _get(element, "rows") or _get(element, "effects") or ()
            directions = {_get(row, "direction") for row in rows}
            if directions & {"uphill", "downhill"}:
                hills.add(eid)
        return PaintRules(placement, same_hex, facing, incompatible, frozenset(hills), names, where)


def _get(obj: Any, key: str, default: Any = None) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(key, default)
    return getattr(obj, key, default)


def _mapping(value: Any) -> Mapping[str, str]:
    if isinstance(value, Mapping):
        return value
    return {k: getattr(value, k) for k in ("fr", "en") if getattr(value, k, None)}


def _elements(ruleset: Any) -> Iterable[Any]:
    elements = _get(ruleset, "elements", ())
    if isinstance(elements, Mapping):
        return elements.values()
    return elements or ()


# -- refusals, in English and French ------------------------------------------


def refusal_phrase(
    rules: PaintRules, en: Callable[[Namer], str], fr: Callable[[Namer], str]
) -> Phrase:
    """A refusal in both languages, each naming elements in its own language;
    a sentence, capitalised even when it opens on an element's name."""
    return sentence(Phrase(en(lambda e: rules.name(e, "en")), fr(lambda e: rules.name(e, "fr"))))


def either(alternatives: Iterable[frozenset[str]], name: Namer, word: str, joint: str) -> str:
    """``A + B or C``: the sets joined by ``joint``, the alternatives by ``word``."""
    return f" {word} ".join(joint.join(name(e) for e in sorted(alt)) for alt in alternatives)
