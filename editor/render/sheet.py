"""The table set-up sheet, into any paged device (QPdfWriter for files, QPrinter to print).

Sections: the overview (the whole map fitted, numbered border, home edges,
zones, objectives, units or only zones and marker counts when deployment is
hidden, then the legend of what the map uses), the terrain inventory, each
side, the scenario (briefing, victory, battle conditions and their effects,
optional rules, generation log). A section starts on the page where the last
one ended when there is room (no page holds only a legend's tail). Under
hidden deployment a side's section is for its player alone: it is kept whole
and set apart by a cut line (``sheet_sections``), on a page of its own only
when it does not fit on the rest of one.
``true_scale`` prints the map at its size.
"""

from __future__ import annotations

import dataclasses
import functools
import os

from PySide6.QtCore import QMarginsF, QRectF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPainter

from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.generate.ambush import AmbushOverlay, ambush_overlay
from editor.render.ambush_art import draw_swatch, legend_lines
from editor.render.ambush_art import text as ambush_text
from editor.render.file_output import pdf_output
from editor.render.inventory import Inventory, count_terrain
from editor.render.inventory_page import draw_inventory
from editor.render.legend import draw_legend
from editor.render.limits import MAX_TRUE_SCALE_PAGES
from editor.render.map_painter import MapPainter
from editor.render.sheet_map import (
    deployment_hidden,
    draw_map,
    terrain_only,
)
from editor.render.sheet_options import SheetOptions
from editor.render.sheet_pages import BODY, H1, SMALL, Flow, font
from editor.render.sheet_scenario import scenario_page
from editor.render.sheet_sections import place_apart, place_closing
from editor.render.sheet_side import side_page
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
            section = functools.partial(
                side_page, scenario=scenario, ruleset=ruleset, side_id=side.id, options=options
            )
            if options.hidden:
                lang = options.lang
                more = (
                    f"{tr('side_page', lang)}{tr('colon', lang)}{side.name} {tr('continued', lang)}"
                )
                place_apart(flow, section, lang, more)
            else:
                next_section(flow)
                section(flow)
        public = functools.partial(
            scenario_page, scenario=scenario, ruleset=ruleset, lang=options.lang
        )
        if options.hidden and scenario.sides:
            place_apart(flow, public, options.lang, last=True)
        else:
            next_section(flow)
            place_closing(flow, public)
        return flow.page
    finally:
        painter.end()


def next_section(flow: Flow) -> None:
    """Start a section: on a new page when the page is nearly full."""
    if flow.bottom - flow.y < SECTION_ROOM:
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
    place = draw_map(flow.p, mp, scenario, target, flow.k, lang, bool(options.hidden), ambush)
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
