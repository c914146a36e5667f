"""Ambush zones of L'Art de la Guerre V4 (p77) as overlays a designer can show.

The attacker hides troops within 5 UD of his own table edge (7 UD for light
troops); the defender up to 10 UD from his edge in the lateral sectors and
5 UD in the central one (7 UD for light troops). Only elements whose V4
terrain table row allows it can hide troops ("Embuscade" column).
The defender's edge is the south edge, the attacker's the north (see
``editor.generate.table``); distances run from the table edge to hex centres.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.hexes import Hex
from editor.generate.adlg_state import PlacedElement
from editor.generate.data import load_generator_data
from editor.generate.table import Table

WHO_CAN_HIDE = {
    "none": frozenset(),
    "light_infantry": frozenset({"light_infantry"}),
    "all_but_elephants": frozenset({"light_infantry", "foot", "mounted"}),
    "all": frozenset({"light_infantry", "foot", "mounted", "elephants"}),
    "behind_crest": frozenset({"light_infantry", "foot", "mounted", "elephants"}),
    "all_behind_crest": frozenset({"light_infantry", "foot", "mounted", "elephants"}),
}
"""Troop families per ambush rule; the hill rules hide them behind the crest only."""


def _depth_mm(table: Table, h: Hex, edge: str) -> float:
    """Distance from the table edge to the centre of ``h``."""
    _, py = table.pitch
    _col, row = table.offset(h)
    rows = table.grid.rows
    return ((row - 1) if edge == "N" else (rows - row)) * py + py / 2


def attacker_zone(table: Table, light: bool = False) -> frozenset[Hex]:
    amb = load_generator_data("adlg-v4")["ambush"]
    limit = table.mm(amb["attacker_light_ud" if light else "attacker_ud"]) + 1e-6
    return frozenset(h for h in table.hexes if _depth_mm(table, h, "N") <= limit)


def defender_zone(table: Table, light: bool = False) -> frozenset[Hex]:
    amb = load_generator_data("adlg-v4")["ambush"]
    lateral = table.mm(amb["defender_lateral_ud"]) + 1e-6
    central = table.mm(amb["defender_central_light_ud" if light else "defender_central_ud"]) + 1e-6
    out = set()
    cols = table.grid.columns
    for h in table.hexes:
        col, _ = table.offset(h)
        third = min(2, (3 * (col - 1)) // cols)
        limit = central if third == 1 else lateral
        if _depth_mm(table, h, "S") <= limit:
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
