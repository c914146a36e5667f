"""The legend of the overview: every element, composite and edge obstacle USED on
the map, drawn with the map's own symbols (``draw_hex``, ``draw_obstacle``) and
the ruleset's one-line summary of its effects; then the sheet's own marks.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from editor.core.ruleset import Ruleset
from editor.core.ruleset_summary import summarize
from editor.core.scenario import HexTerrain, Scenario
from editor.render import edge_art
from editor.render.geometry import hex_geometry
from editor.render.hex_art import DETAIL_FULL, HexLook, draw_hex
from editor.render.inventory import Inventory, count_terrain
from editor.render.sheet_map import draw_counter, draw_objective, ink_of, side_codes, zone_rect
from editor.render.sheet_pages import BODY, SMALL, Flow, font
from editor.render.sheet_text import tr
from editor.render.style import Style, default_style
from editor.render.symbols import hill_rings

SYMBOL = 26.0
"""Points for a legend symbol box."""
_THROUGH = 0b001001
"""A road or watercourse crossing the hex (directions 0 and 3)."""


def _look(ruleset: Ruleset, elements: frozenset[str]) -> HexLook:
    connected = {e.id for e in ruleset.connected_elements()}
    masks = tuple(sorted((e, _THROUGH) for e in elements if e in connected))
    return HexLook(HexTerrain(elements), masks)


def _split_summary(summary: str, name: str) -> str:
    for sep in (" : ", ": "):
        head, found, rest = summary.partition(sep)
        if found and head.startswith(name):
            return rest
    return summary


def entries(
    scenario: Scenario,
    ruleset: Ruleset,
    lang: str,
    style: Style | None = None,
    inventory: Inventory | None = None,
) -> list[tuple[str, str, str, object]]:
    """(group, name, effects, symbol) for each thing used; symbol: a HexLook or an edge id."""
    style = style or default_style()
    inv = inventory if inventory is not None else count_terrain(scenario, ruleset, style)
    crossings = style.crossings()
    out: list[tuple[str, str, str, object]] = []
    hex_ids = list(inv.elements) + list(inv.connected) + list(inv.crossings)
    order = list(ruleset.elements)
    for e in sorted(set(hex_ids), key=lambda i: order.index(i) if i in order else 999):
        elements = frozenset([e])
        if e in crossings:  # a bridge or ford is drawn on what it crosses (the style says)
            elements = frozenset(crossings[e]) & frozenset(order) | {e}
        out.append(("legend_hex", *_texts(ruleset, [e], lang), _look(ruleset, elements)))
    if inv.hill and any(inv.levels):
        for level in sorted(inv.levels):
            look = HexLook(HexTerrain(frozenset([inv.hill]), level))
            out.append(("legend_levels", *_level_texts(ruleset, inv, level, lang), look))
    for c in sorted(inv.composites, key=lambda i: list(ruleset.composites).index(i)):
        comp = ruleset.composite(c)
        out.append(
            (
                "legend_composite",
                *_texts(ruleset, sorted(comp.elements), lang, c),
                _look(ruleset, comp.elements),
            )
        )
    for e in sorted(inv.edges, key=lambda i: order.index(i) if i in order else 999):
        out.append(("legend_edge", *_texts(ruleset, [e], lang), e))
    return out


def _level_texts(ruleset: Ruleset, inv: Inventory, level: int, lang: str) -> tuple[str, str]:
    """« Colline, niveau 1 » and what its rings and shade say."""
    try:
        name = ruleset.name(inv.hill, lang)
    except KeyError:
        name = inv.hill
    rings = hill_rings(level)
    text = tr("rings_1" if rings == 1 else "rings_n", lang, n=rings)
    shade = "level_0" if level == 0 else "level_1" if level == 1 else "level_n"
    text += tr(shade, lang, n=level, h=level + 1)
    text += tr("hexes_n", lang, n=inv.levels[level])
    return f"{name}, {tr('hill_level', lang, n=level)}", text


def _texts(
    ruleset: Ruleset, ids: list[str], lang: str, named: str | None = None
) -> tuple[str, str]:
    try:
        name = ruleset.name(named or ids[0], lang)
        summary = summarize(ruleset, ids, lang)
    except KeyError:
        return (named or ids[0], "")
    return name, _split_summary(summary, name)


def draw_symbol(
    p: QPainter, symbol: object, style: Style, orientation: str, x: float, y: float
) -> None:
    """A legend symbol centred on (x, y) (points)."""
    size = SYMBOL * 0.5
    g = hex_geometry(orientation, size)
    p.save()
    p.translate(x, y)
    if isinstance(symbol, HexLook):
        draw_hex(p, g, symbol, style, DETAIL_FULL)
    else:
        draw_hex(p, g, HexLook(HexTerrain(frozenset())), style, DETAIL_FULL)
        # The obstacle on the lower side, protecting the hex it is drawn in.
        d = min(range(6), key=lambda k: -g.normals[k][1])
        edge_art.draw_obstacle(p, g, 0.0, 0.0, d, style.edge_style(str(symbol)))
    p.setPen(QPen(QColor(90, 90, 90), 0.4))
    p.setBrush(QColor(0, 0, 0, 0))
    p.drawPolygon(g.polygon)
    p.restore()


def draw_legend(
    flow: Flow,
    scenario: Scenario,
    ruleset: Ruleset,
    style: Style,
    lang: str,
    hidden: bool,
    inventory: Inventory | None = None,
) -> None:
    orientation = scenario.map.orientation
    flow.heading(tr("legend", lang), keep=SYMBOL + 20)
    previous = flow.on_new_page

    def continued() -> None:
        flow.heading(f"{tr('legend', lang)} {tr('continued', lang)}", keep=0)

    flow.on_new_page = continued
    col_w = flow.width / 2
    text_w = col_w - SYMBOL - 10
    current = None
    pending: list[tuple[str, str, object]] = []

    def flush() -> None:
        for i in range(0, len(pending), 2):
            pair = pending[i : i + 2]
            heights = [
                flow.measure(n, font(BODY, bold=True), text_w)
                + flow.measure(t, font(SMALL), text_w)
                for n, t, _ in pair
            ]
            h = max(SYMBOL + 4, *(hh + 4 for hh in heights))
            flow.ensure(h)
            for j, (name, text, symbol) in enumerate(pair):
                x = j * col_w
                draw_symbol(
                    flow.p, symbol, style, orientation, x + SYMBOL / 2 + 2, flow.y + SYMBOL / 2 + 1
                )
                y = flow.y + flow.text_at(
                    x + SYMBOL + 8, flow.y, text_w, name, font(BODY, bold=True)
                )
                flow.text_at(x + SYMBOL + 8, y, text_w, text, font(SMALL))
            flow.y += h
        pending.clear()

    for group, name, text, symbol in entries(scenario, ruleset, lang, style, inventory):
        if group != current:
            flush()
            current = group
            flow.ensure(2 * SYMBOL + 24)  # the group title stays with its first row
            flow.y += (
                flow.text_at(0, flow.y, flow.width, tr(group, lang), font(BODY, italic=True)) + 2
            )
        pending.append((name, text, symbol))
    flush()
    _draw_marks(flow, scenario, lang, hidden)
    flow.on_new_page = previous


def _draw_marks(flow: Flow, scenario: Scenario, lang: str, hidden: bool) -> None:
    """The sheet's own marks (zones, counters, decoys, objectives): those the map has."""
    if not (scenario.sides or (scenario.decoys and not hidden) or scenario.objectives):
        return
    flow.ensure(SYMBOL * 2 + 20)
    flow.y += (
        flow.text_at(0, flow.y, flow.width, tr("legend_marks", lang), font(BODY, italic=True)) + 2
    )
    p = flow.p
    codes = side_codes(scenario)
    col_w = flow.width / 2
    for i, side in enumerate(scenario.sides):
        x = (i % 2) * col_w
        if i % 2 == 0 and i:
            flow.y += SYMBOL + 6
        flow.ensure(SYMBOL + 6)
        y = flow.y
        ink = ink_of(side.colour)
        zone_rect(QRectF(x + 2, y + 2, SYMBOL * 0.9, SYMBOL * 0.7), p, i, ink, SYMBOL * 0.5)
        if not hidden:
            draw_counter(
                p,
                x + SYMBOL * 1.7,
                y + SYMBOL * 0.37,
                SYMBOL * 0.8,
                f"{codes[side.id]}1",
                i,
                side.colour,
            )
        units = sum(1 for u in scenario.units if u.side == side.id)
        decoys = sum(1 for d in scenario.decoys if d.side == side.id)
        if hidden:
            caption = tr(
                "markers_of", lang, side=side.name, units=units, decoys=decoys, total=units + decoys
            )
        else:
            caption = (
                f"{tr('deployment', lang)} — {side.name} ({codes[side.id]}1, {codes[side.id]}2…)"
            )
        flow.text_at(x + SYMBOL * 2.4, y, col_w - SYMBOL * 2.6, caption, font(SMALL))
    if scenario.sides:
        flow.y += SYMBOL + 6
    if scenario.decoys and not hidden:
        flow.ensure(SYMBOL)
        draw_counter(
            p, 2 + SYMBOL * 0.45, flow.y + SYMBOL * 0.4, SYMBOL * 0.8, "?", 1, "#808080", True
        )
        flow.text_at(
            SYMBOL * 1.2, flow.y + 6, flow.width - SYMBOL * 2, tr("decoys", lang), font(SMALL)
        )
        flow.y += SYMBOL
    if scenario.objectives:
        flow.ensure(SYMBOL)
        draw_objective(p, 2 + SYMBOL * 0.45, flow.y + SYMBOL * 0.4, SYMBOL * 0.4, "3")
        text = f"{tr('objective', lang)} ({tr('points', lang).lower()})"
        flow.text_at(SYMBOL * 1.2, flow.y + 6, flow.width - SYMBOL * 2, text, font(SMALL))
        flow.y += SYMBOL
