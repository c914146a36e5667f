"""A side's section of the set-up sheet: its home edge and deployment zone
(where, as ranges of hexes), its units, its decoys and where they go, camp and
boats, leaders. Under hidden deployment positions are left out and the decoys
go, face down, into the zone printed above them.
"""

from __future__ import annotations

from editor.core.quality_names import quality_name
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.render.inventory_page import hexes_where
from editor.render.sheet_map import unit_codes, zone_of
from editor.render.sheet_options import SheetOptions
from editor.render.sheet_pages import H1, SMALL, Flow
from editor.render.sheet_text import tr


def _name(ruleset: Ruleset, any_id: str, lang: str) -> str:
    try:
        return ruleset.name(any_id, lang)
    except KeyError:
        return any_id


def zone_text(scenario: Scenario, side_id: str, lang: str) -> str:
    """« 120 hexagones : 0101–0106, 0201–0206… » or the rule's default zone."""
    side = next(s for s in scenario.sides if s.id == side_id)
    if side.deployment is None:
        return tr("deployment_default", lang)
    grid = scenario.grid
    cells = sorted(grid.to_offset(h) for h in zone_of(scenario, side))
    where = hexes_where(cells, grid.label_digits, lang)
    return f"{len(cells)} {tr('hexes', lang).lower()}{tr('colon', lang)}{where}"


def side_page(
    flow: Flow, scenario: Scenario, ruleset: Ruleset, side_id: str, options: SheetOptions
) -> None:
    lang = options.lang
    side = next(s for s in scenario.sides if s.id == side_id)
    grid = scenario.grid
    flow.heading(f"{tr('side_page', lang)}{tr('colon', lang)}{side.name}", size=H1)
    colon = tr("colon", lang)
    edge = f"{tr('home_edge', lang)}{colon}{tr('edge_' + side.home_edge, lang)}"
    flow.paragraph(edge[:1].upper() + edge[1:])
    flow.paragraph(f"{tr('deployment', lang)}{colon}{zone_text(scenario, side_id, lang)}", SMALL)
    units = [u for u in scenario.units if u.side == side_id]
    codes = unit_codes(scenario)
    flow.heading(f"{tr('units', lang)} ({len(units)})")
    if units:
        rows = []
        for u in units:
            if options.hidden:
                where = "—"
            else:
                where = grid.label(u.position) if u.position is not None else tr("reserve", lang)
            rows.append(
                [
                    codes[u.id],
                    u.name,
                    _name(ruleset, u.type, lang),
                    quality_name(u.quality, lang) if u.quality else "—",
                    str(u.plaquettes),
                    where,
                    u.leader or "",
                ]
            )
        flow.table(
            [
                "",
                tr("unit", lang),
                tr("type", lang),
                tr("quality", lang),
                tr("plaquettes", lang),
                tr("position", lang),
                tr("leader", lang),
            ],
            rows,
            (0.06, 0.32, 0.14, 0.12, 0.07, 0.11, 0.18),
            align_right=(4,),
        )
        total = sum(u.plaquettes for u in units)
        flow.paragraph(f"{tr('plaquettes', lang)}{tr('colon', lang)}{total}", SMALL)
    else:
        flow.paragraph(tr("no_units", lang))
    decoys = [d for d in scenario.decoys if d.side == side_id]
    flow.heading(f"{tr('decoys', lang)} ({len(decoys)})")
    if decoys:
        flow.paragraph(decoys_text(scenario, side_id, bool(options.hidden), lang))
    else:
        flow.paragraph(tr("no_decoys", lang))
    _camps_and_boats(flow, scenario, side_id, lang)
    leaders = [u for u in units if u.leader]
    flow.heading(f"{tr('leaders', lang)} ({len(leaders)})")
    if leaders:
        for u in leaders:
            flow.paragraph(f"{u.leader} — {codes[u.id]} {u.name}")
    else:
        flow.paragraph(tr("no_leaders", lang))


def decoys_text(scenario: Scenario, side_id: str, hidden: bool, lang: str) -> str:
    """Where the side's decoys go: their hexes, or face down into the side's zone."""
    decoys = [d for d in scenario.decoys if d.side == side_id]
    grid = scenario.grid
    if hidden:
        return tr("decoys_hidden", lang, n=len(decoys))
    cells = sorted(grid.to_offset(d.position) for d in decoys if d.position is not None)
    text = tr("decoys_at", lang) + hexes_where(cells, grid.label_digits, lang)
    off = len(decoys) - len(cells)
    if off:
        sep = "; " if lang == "en" else " ; "
        text = (text + sep if cells else "") + f"{off} {tr('decoys_off_map', lang)}"
    return text


def _camps_and_boats(flow: Flow, scenario: Scenario, side_id: str, lang: str) -> None:
    """Camp and baggage, boats (Annexe 3), when the scenario model has them."""
    grid = scenario.grid
    camps = [c for c in getattr(scenario, "camps", ()) if c.side == side_id]
    if camps:
        flow.heading(tr("camps", lang))
        for c in camps:
            flow.paragraph(", ".join(grid.label(h) for h in c.hexes))
    boats = [b for b in getattr(scenario, "boats", ()) if b.side == side_id]
    if boats:
        flow.heading(f"{tr('boats', lang)} ({len(boats)})")
        codes = unit_codes(scenario)
        for b in boats:
            aboard = f" — {codes.get(b.carries, b.carries)}" if b.carries else ""
            flow.paragraph(f"{b.type} {grid.label(b.position)}{aboard}")
