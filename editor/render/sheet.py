"""The table set-up sheet, into any paged device (QPdfWriter for files, QPrinter to print).

Sections: the overview (the whole map fitted, numbered border, home edges,
zones, objectives, units or only zones and marker counts when deployment is
hidden, then the legend of what the map uses), the terrain inventory, each
side, the scenario (briefing, victory, battle conditions and their effects,
optional rules, generation log). A section starts on the page where the last
one ended when there is room (no page holds only a legend's tail), except a
side's section under hidden deployment: that page goes to its player alone.
``true_scale`` prints the map at its size.
"""

from __future__ import annotations

import dataclasses
import os

from PySide6.QtCore import QMarginsF, QRectF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPainter

from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.generate.ambush import AmbushOverlay, ambush_overlay
from editor.render.ambush_art import draw_swatch, legend_lines
from editor.render.ambush_art import text as ambush_text
from editor.render.file_output import pdf_output
from editor.render.inventory import Inventory, count_terrain, draw_inventory
from editor.render.legend import draw_legend
from editor.render.limits import MAX_TRUE_SCALE_PAGES
from editor.render.map_painter import MapPainter
from editor.render.sheet_map import (
    deployment_hidden,
    draw_map,
    terrain_only,
    unit_codes,
    zone_of,
)
from editor.render.sheet_options import SheetOptions
from editor.render.sheet_pages import BODY, H1, SMALL, Flow, font
from editor.render.sheet_scenario import scenario_page
from editor.render.sheet_text import tr
from editor.render.style import Style, default_style
from editor.render.true_scale_plan import page_counts

PAPERS = {
    "A4": QPageSize.PageSizeId.A4,
    "A3": QPageSize.PageSizeId.A3,
    "Letter": QPageSize.PageSizeId.Letter,
}
MARGIN_MM = 12.0
RESOLUTION = 600
SECTION_ROOM = 160.0
"""Points a section needs below the cursor to start on the same page."""


def sheet_ambush(scenario: Scenario, options: SheetOptions) -> AmbushOverlay | None:
    """The ambush overlay the options ask for, or None."""
    if not (options.ambush or options.ambush_light):
        return None
    return ambush_overlay(
        scenario, options.ud_mm, options.ambush_light, options.ambush_defender_edge
    )


def page_layout(paper: str, landscape: bool) -> QPageLayout:
    """Paper, orientation and margins of a sheet."""
    return QPageLayout(
        QPageSize(PAPERS.get(paper, QPageSize.PageSizeId.A4)),
        QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def setup_device(device: QPagedPaintDevice, options: SheetOptions) -> None:
    """Paper, orientation and margins of ``device`` (``landscape`` None: portrait;
    ``with_orientation`` resolves it first)."""
    device.setPageLayout(page_layout(options.paper, bool(options.landscape)))


def true_scale_pages(
    scenario: Scenario, ruleset: Ruleset, options: SheetOptions, style: Style | None = None
) -> dict[bool, int]:
    """Pages of the true-scale print on ``options.paper``, portrait (False) and
    landscape (True), measured on the paintable area a PDF at ``RESOLUTION`` gets."""
    rect = page_layout(options.paper, False).paintRectPixels(RESOLUTION)
    dpmm = RESOLUTION / 25.4
    mp = MapPainter(terrain_only(scenario), ruleset, style)
    hex_mm = options.hex_mm or scenario.map.hex_mm
    area = (rect.width() / dpmm, rect.height() / dpmm)
    return page_counts(mp, hex_mm, area, MAX_TRUE_SCALE_PAGES)


def with_orientation(
    scenario: Scenario, ruleset: Ruleset, options: SheetOptions, style: Style | None = None
) -> SheetOptions:
    """``options`` with ``landscape`` decided when it is None (automatic): for a
    true-scale print the orientation with fewer pages (portrait on a tie), for
    the sheet portrait."""
    if options.landscape is not None:
        return options
    landscape = False
    if options.true_scale:
        counts = true_scale_pages(scenario, ruleset, options, style)
        landscape = counts[True] < counts[False]
    return dataclasses.replace(options, landscape=landscape)


def save_sheet_pdf(
    path: str | os.PathLike[str],
    scenario: Scenario,
    ruleset: Ruleset,
    options: SheetOptions | None = None,
    style: Style | None = None,
    replace_read_only: bool = False,
) -> int:
    """Write the sheet (or the true-scale map) as a PDF, atomically; returns the page count."""
    options = with_orientation(scenario, ruleset, options or SheetOptions(), style)
    with pdf_output(path, replace_read_only) as writer:
        writer.setResolution(RESOLUTION)
        writer.setTitle(scenario.title or "Hexfield")
        writer.setCreator("Hexfield")
        setup_device(writer, options)
        return write_sheet(writer, scenario, ruleset, options, style)


def write_sheet(
    device: QPagedPaintDevice,
    scenario: Scenario,
    ruleset: Ruleset,
    options: SheetOptions | None = None,
    style: Style | None = None,
) -> int:
    """Draw every page on ``device`` (already set up); returns the page count."""
    options = options or SheetOptions()
    style = style or default_style()
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("could not start drawing on the output (is the file writable?)")
    try:
        if options.true_scale:
            from editor.render.true_scale import write_true_scale

            return write_true_scale(device, painter, scenario, ruleset, options, style)
        flow = Flow(device, painter, footer=scenario.title)
        if options.hidden is None:
            options = dataclasses.replace(options, hidden=deployment_hidden(scenario))
        mp = MapPainter(terrain_only(scenario), ruleset, style)
        mp.tiled = False
        inventory = count_terrain(scenario, ruleset, style)  # for the legend and the inventory
        overview(flow, mp, scenario, ruleset, style, options, inventory)
        next_section(flow)
        draw_inventory(flow, scenario, ruleset, options.lang, style, inventory)
        for side in scenario.sides:
            next_section(flow, own_page=bool(options.hidden))
            side_page(flow, scenario, ruleset, side.id, options)
        next_section(flow, own_page=bool(options.hidden and scenario.sides))
        scenario_page(flow, scenario, ruleset, options.lang)
        return flow.page
    finally:
        painter.end()


def next_section(flow: Flow, own_page: bool = False) -> None:
    """Start a section: on a new page when asked or when the page is nearly full."""
    if own_page or flow.bottom - flow.y < SECTION_ROOM:
        flow.new_page()
    else:
        flow.space(14.0)


def overview(
    flow: Flow,
    mp: MapPainter,
    scenario: Scenario,
    ruleset: Ruleset,
    style: Style,
    options: SheetOptions,
    inventory: Inventory | None = None,
) -> None:
    lang = options.lang
    flow.heading(scenario.title or tr("overview", lang), size=H1)
    m = scenario.map
    info = tr(
        "map_size", lang, cols=m.columns, rows=m.rows, orient=tr(m.orientation, lang), mm=m.hex_mm
    )
    flow.paragraph(
        f"{tr('overview', lang)} — {info} — "
        f"{tr('ruleset', lang)}{tr('colon', lang)}{ruleset.names.get(lang)}",
        SMALL,
    )
    if options.hidden:
        flow.paragraph(tr("hidden_note", lang), SMALL, italic=True)
    b = mp.bounds()
    room = flow.bottom - flow.y
    # Leave about a third of the page for the legend when the map is wide.
    if flow.width > flow.height:  # landscape: the map takes the page, the legend follows
        height = room
    else:
        height = min(
            room, flow.width * b.height() / b.width() + 50, room * 0.78 if room > 400 else room
        )
    ambush = sheet_ambush(scenario, options)
    target = QRectF(0, flow.y, flow.width, height)
    place = draw_map(flow.p, mp, scenario, target, flow.k, lang, options.hidden, ambush)
    used = place.y + b.height() * place.scale - flow.y
    flow.y += used + 26
    draw_legend(flow, scenario, ruleset, style, lang, bool(options.hidden), inventory)
    if ambush is not None:
        draw_ambush_legend(flow, ambush, lang, style)


def draw_ambush_legend(flow: Flow, overlay: AmbushOverlay, lang: str, style: Style) -> None:
    """The ambush block of the legend: both zones, then each hiding code used."""
    lines = legend_lines(overlay, lang)
    flow.ensure(3 * 16 + 20)
    title = ambush_text("title", lang)
    flow.y += flow.text_at(0, flow.y, flow.width, title, font(BODY, italic=True)) + 3
    for kind, caption in lines:
        h = max(14.0, flow.measure(caption, font(SMALL), flow.width - 40) + 4)
        flow.ensure(h)
        draw_swatch(flow.p, QRectF(2, flow.y + 1, 26, 11), kind, lang, style)
        flow.text_at(36, flow.y + 1, flow.width - 40, caption, font(SMALL))
        flow.y += h


def _name(ruleset: Ruleset, any_id: str, lang: str) -> str:
    try:
        return ruleset.name(any_id, lang)
    except KeyError:
        return any_id


def side_page(
    flow: Flow, scenario: Scenario, ruleset: Ruleset, side_id: str, options: SheetOptions
) -> None:
    lang = options.lang
    side = next(s for s in scenario.sides if s.id == side_id)
    grid = scenario.grid
    flow.heading(f"{tr('side_page', lang)}{tr('colon', lang)}{side.name}", size=H1)
    edge = f"{tr('home_edge', lang)}{tr('colon', lang)}{tr('edge_' + side.home_edge, lang)}"
    if side.deployment is None:
        zone = tr("deployment_default", lang)
    else:
        zone = f"{len(zone_of(scenario, side))} {tr('hexes', lang).lower()}"
    flow.paragraph(f"{edge} — {tr('deployment', lang)}{tr('colon', lang)}{zone}")
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
                    u.quality or "—",
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
        placed = [grid.label(d.position) for d in decoys if d.position is not None]
        off = len(decoys) - len(placed)
        text = ", ".join(sorted(placed)) if not options.hidden else f"{len(decoys)}"
        if off and not options.hidden:
            text += f" ; {off} {tr('decoys_off_map', lang)}"
        flow.paragraph(text)
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
