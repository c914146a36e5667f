"""The labelled map as PNG (at a printed size: dpi and hex mm) or layered SVG.

PNG goes through the painter's tiled raster path (pre-drawn hex sprites): a
200 x 200 map at one pixel per millimetre is drawn in about a second. SVG is
drawn layer by layer (terrain, hex labels, deployment zones, objectives,
units), each layer by QSvgGenerator, then merged into one document with one
``<g id=...>`` per layer so that a drawing program shows them as layers.
"""

from __future__ import annotations

import math
import os
import xml.etree.ElementTree as ET
from collections.abc import Callable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator

from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.generate.ambush import AmbushOverlay
from editor.io.atomic_write import refuse_read_only, write_bytes_atomic
from editor.render.ambush_art import draw_ambush
from editor.render.map_painter import LABEL_PX, MapPainter, PaintOptions
from editor.render.png_writer import write_png
from editor.render.sheet_map import (
    draw_counter,
    draw_objective,
    draw_zone,
    hex_path,
    ink_of,
    terrain_only,
    unit_codes,
    zone_of,
)
from editor.render.sheet_pages import font
from editor.render.style import Style

SVG_NS = "http://www.w3.org/2000/svg"
LAYERS = ("terrain", "labels", "zones", "objectives", "units")


def px_per_unit(hex_mm: float, dpi: float, hex_size: float) -> float:
    """Device pixels per scene unit for hexes ``hex_mm`` flat to flat at ``dpi``."""
    return hex_mm / (math.sqrt(3.0) * hex_size) * dpi / 25.4


def map_image(
    scenario: Scenario,
    ruleset: Ruleset,
    dpi: float = 96.0,
    hex_mm: float | None = None,
    lang: str = "fr",
    style: Style | None = None,
    ambush: AmbushOverlay | None = None,
) -> QImage:
    """The map at ``hex_mm`` and ``dpi``; ``ambush``: the V4 ambush zones drawn over it."""
    mp = MapPainter(terrain_only(scenario), ruleset, style)
    scale = px_per_unit(hex_mm or scenario.map.hex_mm, dpi, mp.hex_size)
    b = mp.bounds()
    w, h = max(1, math.ceil(b.width() * scale)), max(1, math.ceil(b.height() * scale))
    if w * h > 400_000_000:
        raise ValueError(f"the image would be {w} x {h} pixels: lower --dpi or --hex-mm")
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor(255, 255, 255))
    dots = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots)
    image.setDotsPerMeterY(dots)
    p = QPainter(image)
    try:  # ended even when drawing fails: a painter left active crashes at collection
        p.scale(scale, scale)
        mp.paint(p, b, scale, PaintOptions(grid=True, labels=False, language=lang))
        if ambush is not None:
            draw_ambush(p, mp.layout, ambush, lang, style=mp.style)
        p.resetTransform()
        if mp.hex_size * scale >= LABEL_PX:
            _raster_labels(p, mp, scenario, scale)
    finally:
        p.end()
    return image


def _raster_labels(p: QPainter, mp: MapPainter, scenario: Scenario, scale: float) -> None:
    """Hex labels (CCRR) blitted from pre-drawn halves: each column number and each
    row number is laid out once, not 40,000 times (laying out text is most of a
    big PNG's time). Placed like the painter's own labels."""
    g = scenario.grid
    digits = g.label_digits
    px = mp.hex_size * scale
    f = font(10)
    f.setPixelSize(max(6, round(mp.style.label_size * px)))
    ink = QColor(mp.style.label_colour)
    cache: dict[str, QImage] = {}

    def piece(text: str) -> QImage:
        image = cache.get(text)
        if image is None:
            probe = QPainter()
            metrics = QFontMetrics(f)
            w, h = metrics.horizontalAdvance(text) + 2, metrics.height() + 2
            image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            probe.begin(image)
            probe.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            probe.setFont(f)
            probe.setPen(ink)
            probe.drawText(QRectF(0, 0, w, h), int(Qt.AlignmentFlag.AlignCenter), text)
            probe.end()
            cache[text] = image
        return image

    top = (0.86 if g.orientation == "flat" else 0.8) * px - 0.04 * px
    to_pixel, to_hex = mp.layout.hex_to_pixel, g.to_hex
    for c in range(1, g.columns + 1):
        left = piece(f"{c:0{digits}d}")
        for r in range(1, g.rows + 1):
            right = piece(f"{r:0{digits}d}")
            x, y = to_pixel(to_hex(c, r))
            x0 = round(x * scale - (left.width() + right.width() - 2) / 2)
            y0 = round(y * scale - top)
            p.drawImage(x0, y0, left)
            p.drawImage(x0 + left.width() - 2, y0, right)


def save_map_png(
    path: str | os.PathLike[str],
    scenario: Scenario,
    ruleset: Ruleset,
    replace_read_only: bool = False,
    **kw: object,
) -> QImage:
    refuse_read_only(path, replace_read_only)  # before drawing, not after
    image = map_image(scenario, ruleset, **kw)  # type: ignore[arg-type]
    # Opaque map: the threaded zlib writer, ~4x faster than libpng on 90 Mpx; atomic.
    write_png(path, image, replace_read_only)
    return image


def _svg_layer(mp: MapPainter, draw: Callable[[QPainter], None]) -> ET.Element:
    b = mp.bounds()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buffer)
    gen.setSize(QSize(round(b.width()), round(b.height())))
    gen.setViewBox(b)
    p = QPainter(gen)
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        draw(p)
    finally:
        p.end()
    buffer.close()
    return ET.fromstring(bytes(data.data()))


def save_map_svg(
    path: str | os.PathLike[str],
    scenario: Scenario,
    ruleset: Ruleset,
    lang: str = "fr",
    style: Style | None = None,
    replace_read_only: bool = False,
) -> list[str]:
    """Write the layered SVG, atomically; returns the layer ids written."""
    refuse_read_only(path, replace_read_only)  # before drawing, not after
    mp = MapPainter(terrain_only(scenario), ruleset, style)
    mp.tiled = False
    b = mp.bounds()
    layers: dict[str, Callable[[QPainter], None]] = {
        "terrain": lambda p: mp.paint(
            p, b, 1.0, PaintOptions(grid=True, labels=False, language=lang)
        ),
        "labels": lambda p: _labels(p, mp, scenario),
        "zones": lambda p: _zones(p, mp, scenario),
        "objectives": lambda p: _objectives(p, mp, scenario),
        "units": lambda p: _units(p, mp, scenario),
    }
    ET.register_namespace("", SVG_NS)
    root = ET.Element(
        f"{{{SVG_NS}}}svg",
        {
            "width": f"{b.width():.0f}",
            "height": f"{b.height():.0f}",
            "viewBox": f"{b.x():g} {b.y():g} {b.width():g} {b.height():g}",
            "version": "1.2",
        },
    )
    title = ET.SubElement(root, f"{{{SVG_NS}}}title")
    title.text = scenario.title or "Hexfield map"
    for name, draw in layers.items():
        layer = ET.SubElement(root, f"{{{SVG_NS}}}g", {"id": name, "inkscape:label": name})
        svg = _svg_layer(mp, draw)
        for child in svg:
            if child.tag in (f"{{{SVG_NS}}}title", f"{{{SVG_NS}}}desc"):
                continue
            layer.append(child)
    root.set("xmlns:inkscape", "http://www.inkscape.org/namespaces/inkscape")
    data = ET.tostring(root, encoding="utf-8", xml_declaration=True)
    write_bytes_atomic(path, data, replace_read_only)
    return list(layers)


def _labels(p: QPainter, mp: MapPainter, scenario: Scenario) -> None:
    g = scenario.grid
    size = mp.hex_size
    f = font(10)
    f.setPixelSize(max(1, round(mp.style.label_size * size)))
    p.setFont(f)
    p.setPen(QColor(mp.style.label_colour))
    top = (0.82 if g.orientation == "flat" else 0.76) * size
    for h in g.hexes():
        x, y = mp.layout.hex_to_pixel(h)
        p.drawText(
            QRectF(x - size * 0.6, y - top, size * 1.2, size * 0.4),
            int(Qt.AlignmentFlag.AlignCenter),
            g.label(h),
        )


def _zones(p: QPainter, mp: MapPainter, scenario: Scenario) -> None:
    for i, side in enumerate(scenario.sides):
        zone = {h for h in zone_of(scenario, side) if scenario.grid.contains(h)}
        if zone:
            draw_zone(p, hex_path(mp, zone), i, ink_of(side.colour), mp.hex_size)


def _objectives(p: QPainter, mp: MapPainter, scenario: Scenario) -> None:
    for o in scenario.objectives:
        x, y = mp.layout.hex_to_pixel(o.position)
        draw_objective(
            p, x + 0.42 * mp.hex_size, y - 0.4 * mp.hex_size, 0.42 * mp.hex_size, str(o.points)
        )


def _units(p: QPainter, mp: MapPainter, scenario: Scenario) -> None:
    codes = unit_codes(scenario)
    order = {s.id: (i, s.colour) for i, s in enumerate(scenario.sides)}
    for u in scenario.units:
        if u.position is not None:
            x, y = mp.layout.hex_to_pixel(u.position)
            i, colour = order.get(u.side, (0, "#808080"))
            draw_counter(p, x, y + 0.15 * mp.hex_size, mp.hex_size, codes[u.id], i, colour)
    for d in scenario.decoys:
        if d.position is not None:
            x, y = mp.layout.hex_to_pixel(d.position)
            i = order.get(d.side, (0, ""))[0]
            draw_counter(p, x, y + 0.15 * mp.hex_size, mp.hex_size, "?", i, "#808080", True)
