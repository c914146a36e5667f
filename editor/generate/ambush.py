"""Ambush zones of L'Art de la Guerre V4 (p77) as overlays a designer can show.

The attacker hides troops within 5 UD of his own table edge (7 UD for light
troops); the defender up to 10 UD from his edge in the lateral sectors and
5 UD in the central one (7 UD for light troops). Only elements whose V4
terrain table row allows it can hide troops ("Embuscade" column).
The defender's edge is the south edge, the attacker's the north (see
``editor.generate.table``) unless asked otherwise; distances run from the
table edge to hex centres.

``ambush_overlay`` reads any map, hand-painted too: its hiding ground comes
from the ruleset elements of each hex through ``ambush_terrain`` in
``resources/generate/adlg-v4.yaml`` (the inverse of ``mappings``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from editor.core.hexes import Hex
from editor.core.scenario import Scenario
from editor.generate.adlg_state import PlacedElement
from editor.generate.table import Table, table_for
from editor.io.generator_data import load_generator_data

WHO_CAN_HIDE = {
    "none": frozenset(),
    "light_infantry": frozenset({"light_infantry"}),
    "all_but_elephants": frozenset({"light_infantry", "foot", "mounted"}),
    "all": frozenset({"light_infantry", "foot", "mounted", "elephants"}),
    "behind_crest": frozenset({"light_infantry", "foot", "mounted", "elephants"}),
    "all_behind_crest": frozenset({"light_infantry", "foot", "mounted", "elephants"}),
}
"""Troop families per ambush rule; the hill rules hide them behind the crest only."""

RULE_ORDER = ("light_infantry", "behind_crest", "all_behind_crest", "all_but_elephants", "all")
"""Ambush rules from the least to the most permissive: more families first, then
hiding anywhere in the element before hiding only behind a crest."""

EDGES = ("N", "S")
OPPOSITE = {"N": "S", "S": "N"}


def _depth_mm(table: Table, h: Hex, edge: str) -> float:
    """Distance from the table edge to the centre of ``h``."""
    _, py = table.pitch
    _col, row = table.offset(h)
    rows = table.grid.rows
    return ((row - 1) if edge == "N" else (rows - row)) * py + py / 2


def attacker_zone(table: Table, light: bool = False, edge: str = "N") -> frozenset[Hex]:
    """V4 p77: "Attaquant → dans les 5 UD (ou 7 UD si légers) de son bord de table"."""
    amb = load_generator_data("adlg-v4")["ambush"]
    limit = table.mm(amb["attacker_light_ud" if light else "attacker_ud"]) + 1e-6
    return frozenset(h for h in table.hexes if _depth_mm(table, h, edge) <= limit)


def defender_zone(table: Table, light: bool = False, edge: str = "S") -> frozenset[Hex]:
    """V4 p77: "jusqu'à 10 UD dans les zones latérales et 5 UD dans la zone
    centrale (7 UD si légers)"; the central zone is the middle third of the columns."""
    amb = load_generator_data("adlg-v4")["ambush"]
    lateral = table.mm(amb["defender_lateral_ud"]) + 1e-6
    central = table.mm(amb["defender_central_light_ud" if light else "defender_central_ud"]) + 1e-6
    out = set()
    for h in table.hexes:
        limit = central if table.is_central(h) else lateral
        if _depth_mm(table, h, edge) <= limit:
            out.add(h)
    return frozenset(out)


@dataclass(frozen=True)
class HidingPlace:
    element: PlacedElement
    rule: str
    """The V4 ambush column: light_infantry, all_but_elephants, all, behind_crest..."""
    who: frozenset[str]


def hiding_places(elements: list[PlacedElement]) -> list[HidingPlace]:
    """The generated elements that can hide troops, and who may hide in them."""
    data = load_generator_data("adlg-v4")["elements"]
    out = []
    for e in elements:
        if e.removed:
            continue
        rule = data[e.kind]["ambush"]
        if e.vegetation and WHO_CAN_HIDE[data[e.vegetation]["ambush"]] > WHO_CAN_HIDE[rule]:
            rule = data[e.vegetation]["ambush"]
        if rule != "none":
            out.append(HidingPlace(e, rule, WHO_CAN_HIDE[rule]))
    return out


def ambush_hexes(
    elements: list[PlacedElement], zone: frozenset[Hex], family: str
) -> frozenset[Hex]:
    """Hexes of ``zone`` inside an element where troops of ``family`` may hide."""
    out: set[Hex] = set()
    for place in hiding_places(elements):
        if family in place.who:
            out |= place.element.hexes & zone
    return frozenset(out)


# -- overlays on any map ----------------------------------------------------------


def rank(rule: str) -> int:
    """How permissive an ambush rule is (``none`` and unknown rules: -1)."""
    return RULE_ORDER.index(rule) if rule in RULE_ORDER else -1


def terrain_entries(ruleset: str) -> list[tuple[frozenset[str], str]]:
    """The ``ambush_terrain`` entries of ``ruleset`` (none for a ruleset not listed)."""
    data: dict[str, Any] = load_generator_data("adlg-v4").get("ambush_terrain", {})
    return [(frozenset(e["elements"]), e["ambush"]) for e in data.get(ruleset, ())]


def hiding_rule(elements: Iterable[str], entries: list[tuple[frozenset[str], str]]) -> str | None:
    """The ambush rule of a hex holding ``elements``, or None when nothing hides there.

    The entries whose elements are all in the hex; an entry strictly contained in
    another matching one is dropped (a dune, colline + sable, is no bare hill);
    of the rest the most permissive wins (a wooded hill hides like a wood).
    """
    have = frozenset(elements)
    matching = [(els, rule) for els, rule in entries if els <= have]
    kept = [(els, rule) for els, rule in matching if not any(els < o for o, _ in matching)]
    best = max((rule for _, rule in kept), key=rank, default=None)
    return best if best is not None and rank(best) >= 0 else None


@dataclass(frozen=True, eq=False)
class AmbushOverlay:
    """Both sides' ambush zones on one map, and where troops can hide in them."""

    attacker_edge: str
    defender_edge: str
    light: bool
    ud_mm: float
    attacker_zone: frozenset[Hex]
    defender_zone: frozenset[Hex]
    hiding: Mapping[Hex, str] = field(default_factory=dict)
    """Hexes of either zone where troops can hide -> the V4 ambush rule."""

    def who(self, h: Hex) -> frozenset[str]:
        """The troop families that may hide in ``h`` (none outside the zones)."""
        return WHO_CAN_HIDE.get(self.hiding.get(h, "none"), frozenset())

    def rules_used(self) -> list[str]:
        """The ambush rules present on the map, least permissive first (for a legend)."""
        return sorted(set(self.hiding.values()), key=rank)

    @property
    def is_empty(self) -> bool:
        return not (self.attacker_zone or self.defender_zone)


def ambush_overlay(
    scenario: Scenario, ud_mm: float | None = None, light: bool = False, defender_edge: str = "S"
) -> AmbushOverlay:
    """The V4 ambush zones (p77) of ``scenario``'s map at its printed hex size.

    ``ud_mm``: one UD in mm (None: ``ud_mm_default``); ``light``: the zones of
    light troops; ``defender_edge``: ``S`` (the generator's table) or ``N``.
    """
    if defender_edge not in EDGES:
        raise ValueError(f"the defender's edge must be N or S, not {defender_edge!r}")
    data = load_generator_data("adlg-v4")
    ud = float(ud_mm if ud_mm is not None else data["ud_mm_default"])
    table = table_for(scenario.grid, float(scenario.map.hex_mm), ud)
    attacker_edge = OPPOSITE[defender_edge]
    attack = attacker_zone(table, light, attacker_edge)
    defend = defender_zone(table, light, defender_edge)
    entries = terrain_entries(scenario.ruleset)
    hiding: dict[Hex, str] = {}
    for h in attack | defend:
        terrain = scenario.terrain.get(h)
        if terrain is None:
            continue
        rule = hiding_rule(terrain.elements, entries)
        if rule is not None:
            hiding[h] = rule
    return AmbushOverlay(attacker_edge, defender_edge, light, ud, attack, defend, hiding)
