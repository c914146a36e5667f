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

# Level of detail by hex size in device pixels (centre to corner), so that a
# far view is not a blur of symbols and a close one shows them all.
FAR_PX = 5.0
"""Under this, fills only (the screen draws the overview image)."""
FULL_PX = 14.0
"""From this, everything; between ``FAR_PX`` and this, fills and symbols."""
LABEL_PX = 24.0
"""Hex labels from this size (75 % of the screen's 32): smaller, a label of
``LABEL_MIN_FONT_PX`` would not fit between the hex's top and its counter."""
LABEL_MIN_FONT_PX = 10
"""Hex labels are never drawn smaller (their digits are then about 7 px high):
below, they cannot be read, so they are left out (issue 24: 5 px at 75 %)."""


def label_font_px(px: float, share: float) -> int:
    """The pixel size of the labels of hexes ``px`` device pixels from centre to
    corner, ``share`` of ``px`` (the style's size) but never below the legible
    size; 0 below ``LABEL_PX``, where no label is drawn."""
    return max(LABEL_MIN_FONT_PX, round(share * px)) if px >= LABEL_PX else 0


def detail_at(px: float) -> int:
    """The level of detail for hexes ``px`` device pixels from centre to corner."""
    return DETAIL_FULL if px >= FULL_PX else DETAIL_MAIN if px >= FAR_PX else DETAIL_FILL


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


def _rim_style(style: Style, terrain: HexTerrain) -> HexStyle | None:
    """The style of the hex's relief (a ``RIM`` symbol: the hill), if it has one.

    A level above 0 is a hill even without its element: it takes the look of
    the style's first hill element."""
    rims = [
        hs
        for e in sorted(terrain.elements)
        if (hs := style.hex_elements.get(e)) is not None and hs.symbol in symbols.RIM
    ]
    if not rims and terrain.level > 0:
        rims = [hs for hs in style.hex_elements.values() if hs.symbol in symbols.RIM]
    return rims[0] if rims else None


def draw_hex(
    p: QPainter, g: HexGeometry, look: HexLook, style: Style, detail: int = DETAIL_FULL
) -> None:
    """Draw ``look`` centred on (0, 0) in ``p``'s current coordinates."""
    terrain = look.terrain
    elements = terrain.elements
    rim = _rim_style(style, terrain) if detail > DETAIL_FILL else None
    fill = qcolor(fill_colour(style, terrain))
    if rim is not None:
        # The relief's own colour on the rim, the cover (wood, rocks...) inside
        # the contour: a wooded hill is a wood ringed by a hill at any zoom.
        cover = _cover_fill(style, terrain)
        ground = qcolor(rim.fill) if rim.fill else fill
        fill = shaded(ground, style.level_shade * terrain.level)
    elif terrain.level > 0:
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
    if rim is not None:
        inner = qcolor(cover) if cover else None
        symbols.draw_hill(
            p, g, qcolor(rim.ink), max(1, terrain.level), ground, style.level_shade, inner
        )
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
    # Inside the hill's contour when there is one, so that its rim stays free.
    scale = (0.9 if look.masks else 1.0) * (symbols.INSIDE_RIM if rim is not None else 1.0)
    symbols.draw_figures(p, g, figures, scale)
    _draw_links(p, g, look, style)


def _cover_fill(style: Style, terrain: HexTerrain) -> str | None:
    """The fill of the hex's elements other than its relief (None: bare ground)."""
    rest = frozenset(
        e
        for e in terrain.elements
        if (hs := style.hex_elements.get(e)) is None or hs.symbol not in symbols.RIM
    )
    if not rest:
        return None
    fill = fill_colour(style, HexTerrain(rest))
    return None if fill == style.ground else fill


def _hex_style(style: Style, element: str) -> HexStyle:
    return style.hex_elements.get(element, style.unknown)


def _draw_links(p: QPainter, g: HexGeometry, look: HexLook, style: Style) -> None:
    """Roads and watercourses, then the crossings (``LINKED`` symbols) over them.

    At a ford the water is drawn over the road (the road goes down into the
    river), at a bridge the road over the water: the two never look alike."""
    elements = look.terrain.elements
    masks = dict(look.masks)
    present = [e for e in elements if style.kind_of(e) == "connected"]
    present += [e for e in masks if e not in elements]
    water = sorted(
        (e for e in present if style.connected.get(e) and style.connected[e].kind == "water"),
        key=lambda e: -style.connected[e].width,
    )
    roads = sorted(e for e in present if e not in water)
    crossings = sorted(
        (hs.symbol, hs)
        for e in elements
        if style.kind_of(e) == "hex" and (hs := style.hex_elements[e]).symbol in symbols.LINKED
    )
    ford = any(symbol == "ford" for symbol, _ in crossings)
    order = [*roads, *reversed(water)] if ford else [*reversed(water), *roads]
    for e in order:
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
    for symbol, hs in crossings:
        if symbol == "ford":
            water_style = style.connected.get(water[0]) if water else None
            links.draw_ford(p, g, across, water_style, water_axis, qcolor(hs.ink))
        elif symbol == "bridge":
            road_style = style.connected.get(road) if road else None
            if road_style is None:
                road_style = next(
                    (cs for cs in style.connected.values() if cs.kind == "road"), None
                )
            links.draw_bridge(p, g, across, road_style, water_width, qcolor(hs.ink))
