"""One hex's whole look, composed from its elements: fill, symbols, roads, rivers.

``draw_hex`` is the single description of a hex's picture; the sprite cache
renders it once per (look, pixel size) for the screen, and vector exports
call it directly. A ``HexLook`` is everything that picture depends on, so it
is the sprite cache's key.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from editor.core.scenario import HexTerrain
from editor.render import links, symbols
from editor.render.geometry import HexGeometry, qcolor, shaded
from editor.render.style import HexStyle, Style

DETAIL_FILL = 0
"""Fills only (far out)."""
DETAIL_MAIN = 1
"""Fills and symbols."""
DETAIL_FULL = 2
"""Everything, grass ticks included (close up, exports)."""


@dataclass(frozen=True, slots=True)
class HexLook:
    """What a hex's picture depends on: its terrain and its links per element."""

    terrain: HexTerrain
    masks: tuple[tuple[str, int], ...] = ()
    """(connected element, 6-bit mask of linked directions), sorted."""


def fill_colour(style: Style, terrain: HexTerrain) -> str:
    """The ground colour of a hex (also used by the overview image)."""
    best: HexStyle | None = None
    for element in terrain.elements:
        hs = style.hex_elements.get(element)
        if hs is None and style.kind_of(element) == "unknown":
            hs = style.unknown
        if hs is not None and hs.fill and (best is None or hs.priority > best.priority):
            best = hs
    fill = best.fill if best and best.fill else style.ground
    for combo in style.combinations:
        if combo.fill and combo.elements <= terrain.elements:
            fill = combo.fill
    return fill


def draw_hex(
    p: QPainter, g: HexGeometry, look: HexLook, style: Style, detail: int = DETAIL_FULL
) -> None:
    """Draw ``look`` centred on (0, 0) in ``p``'s current coordinates."""
    terrain = look.terrain
    elements = terrain.elements
    fill = qcolor(fill_colour(style, terrain))
    if terrain.level > 0:
        fill = shaded(fill, style.level_shade * terrain.level)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    # A hair larger than the hex, so that antialiased neighbours leave no seam.
    p.drawPath(g.outline(1.0 + 0.6 / max(g.size, 1.0)))
    if detail == DETAIL_FILL:
        return
    combos = [c for c in style.combinations if c.elements <= elements]
    hidden = frozenset().union(*(c.hides for c in combos)) if combos else frozenset()
    hex_styles = sorted(
        (
            (e, _hex_style(style, e))
            for e in elements
            if e not in hidden and style.kind_of(e) in ("hex", "unknown")
        ),
        key=lambda item: (item[1].priority, item[0]),
    )
    # The hill first: its contours are filled, textures (sand, snow) go over them.
    hill = style.hex_elements.get("colline")
    if "colline" in elements or terrain.level > 0:
        ink = qcolor(hill.ink if hill else style.unknown.ink)
        symbols.draw_hill(p, g, ink, max(1, terrain.level), fill)
    if not elements and detail >= DETAIL_FULL and style.ground_ink:
        symbols.grass(p, g, qcolor(style.ground_ink))
    for _, hs in hex_styles:
        if hs.symbol in symbols.TEXTURES:
            symbols.draw_texture(p, g, hs.symbol, qcolor(hs.ink))
    for combo in combos:
        if combo.symbol in symbols.TEXTURES:
            ink = qcolor(
                style.hex_elements.get(next(iter(sorted(combo.hides))), style.unknown).ink
                if combo.hides
                else style.unknown.ink
            )
            symbols.draw_texture(p, g, combo.symbol, ink)
    figures = [
        (hs.symbol, qcolor(hs.ink), qcolor(hs.fill or style.ground))
        for _, hs in hex_styles
        if hs.symbol in symbols.FIGURES
    ]
    symbols.draw_figures(p, g, figures, 0.9 if look.masks else 1.0)
    _draw_links(p, g, look, style)


def _hex_style(style: Style, element: str) -> HexStyle:
    return style.hex_elements.get(element, style.unknown)


def _draw_links(p: QPainter, g: HexGeometry, look: HexLook, style: Style) -> None:
    elements = look.terrain.elements
    masks = dict(look.masks)
    present = [e for e in elements if style.kind_of(e) == "connected"]
    present += [e for e in masks if e not in elements]
    water = sorted(
        (e for e in present if style.connected.get(e) and style.connected[e].kind == "water"),
        key=lambda e: -style.connected[e].width,
    )
    roads = sorted(e for e in present if e not in water)
    for e in [*reversed(water), *roads]:
        cs = style.connected.get(e)
        if cs is not None:
            links.draw_connected(p, g, cs, masks.get(e, 0))
    water_axis = next((links.axis_angle(g, masks[e]) for e in water if masks.get(e)), None)
    water_width = style.connected[water[0]].width if water else 0.0
    road = next((e for e in roads if masks.get(e)), None)
    road_axis = links.axis_angle(g, masks[road]) if road else None
    across = road_axis
    if across is None:
        across = water_axis + math.pi / 2 if water_axis is not None else None
    if "gue" in elements and "gue" not in style.connected:
        ink = qcolor(_hex_style(style, "gue").ink)
        links.draw_ford(p, g, across, water_width, ink)
    if "pont" in elements and "pont" not in style.connected:
        ink = qcolor(_hex_style(style, "pont").ink)
        road_style = style.connected.get(road) if road else style.connected.get("route")
        links.draw_bridge(p, g, across, road_style, water_width, ink)
