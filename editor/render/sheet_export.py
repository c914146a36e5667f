"""The labelled map as PNG (at a printed size: dpi and hex mm) or layered SVG.

PNG goes through the painter's raster path (pre-drawn hex sprites), band by
band (``map_raster``), each band deflated in a thread while the next is drawn. SVG is
drawn layer by layer (terrain, hex labels, deployment zones, objectives,
units), each layer by QSvgGenerator, then merged into one document with one
``<g id=...>`` per layer so that a drawing program shows them as layers.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from collections.abc import Callable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator

from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.generate.ambush import AmbushOverlay
from editor.io.atomic_write import refuse_read_only, write_bytes_atomic
from editor.render.file_output import binary_output
from editor.render.geometry import painting_on
from editor.render.map_painter import MapPainter, PaintOptions
from editor.render.map_raster import MapRaster
from editor.render.png_writer import PngStream
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


def map_image(
    scenario: Scenario,
    ruleset: Ruleset,
    dpi: float = 96.0,
    hex_mm: float | None = None,
    lang: str = "fr",
    style: Style | None = None,
    ambush: AmbushOverlay | None = None,
) -> QImage:
    """The map at ``hex_mm`` and ``dpi`` in one image (``ambush``: the V4 ambush
    zones over it); the same pixels as ``save_map_png`` writes band by band."""
    return MapRaster(scenario, ruleset, dpi, hex_mm, lang, style, ambush).image()


def save_map_png(
    path: str | os.PathLike[str],
    scenario: Scenario,
    ruleset: Ruleset,
    replace_read_only: bool = False,
    *,
    dpi: float = 96.0,
    hex_mm: float | None = None,
    lang: str = "fr",
    style: Style | None = None,
    ambush: AmbushOverlay | None = None,
) -> QSize:
    """Write the map as a PNG file, atomically; returns its size in pixels.

    Drawn and written band by band (``MapRaster``, ``PngStream``): memory stays
    bounded whatever the picture's size, up to ``MAX_PIXELS``."""
    raster = MapRaster(scenario, ruleset, dpi, hex_mm, lang, style, ambush)  # refuses too big
    dots = raster.dots_per_metre
    with binary_output(path, replace_read_only) as out:
        png = PngStream(out, raster.width, raster.height, (dots, dots))
        try:
            for band in raster.bands():
                png.add(band)
        except BaseException:
            png.abandon()
            raise
        png.close()
    return QSize(raster.width, raster.height)


def render_image(
    scenario: Scenario,
    ruleset: Ruleset,
    px_per_hex: float,
    options: PaintOptions | None = None,
    style: Style | None = None,
) -> QImage:
    """The whole map drawn as vectors, a hex ``px_per_hex`` pixels wide (previews
    of small maps: the generator's dialog)."""
    options = options or PaintOptions()
    mp = MapPainter(scenario, ruleset, style)
    mp.tiled = False
    scale = px_per_hex / mp.layout.width
    bounds = mp.bounds()
    image = QImage(
        max(1, round(bounds.width() * scale)),
        max(1, round(bounds.height() * scale)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(0xFFFFFFFF)
    with painting_on(image) as p:
        p.scale(scale, scale)
        mp.paint(p, bounds, scale, options)
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
