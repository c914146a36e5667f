"""The labelled map as PNG (at a printed size: dpi and hex mm) or layered SVG.

PNG goes through the painter's raster path (pre-drawn hex sprites), band by
band (``map_raster``), each band deflated in a thread while the next is
drawn. SVG is written as a stream by ``svg_map`` (each hex look drawn once, placed by
``<use>``), one ``<g id=...>`` per layer so that a drawing program shows them
as layers.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.render.file_output import binary_output
from editor.render.geometry import painting_on
from editor.render.map_painter import MapPainter, PaintOptions
from editor.render.map_raster import MapRaster
from editor.render.png_writer import PngStream
from editor.render.render_options import RenderOptions
from editor.render.style import Style


def map_image(scenario: Scenario, ruleset: Ruleset, options: RenderOptions) -> QImage:
    """The map drawn as ``options`` say in one image; the same pixels as
    ``save_map_png`` writes band by band."""
    return MapRaster(scenario, ruleset, options).image()


def save_map_png(
    path: str | os.PathLike[str],
    scenario: Scenario,
    ruleset: Ruleset,
    options: RenderOptions,
    replace_read_only: bool = False,
) -> QSize:
    """Write the map drawn as ``options`` say as a PNG file, atomically; returns
    its size in pixels.

    Drawn and written band by band (``MapRaster``, ``PngStream``): memory stays
    bounded whatever the picture's size, up to ``MAX_PIXELS``."""
    raster = MapRaster(scenario, ruleset, options)  # refuses too big
    dots = raster.dots_per_metre
    with binary_output(path, replace_read_only) as out:
        png = PngStream(out, raster.width, raster.height, (dots, dots))
        try:
            for band in raster.bands(reuse=png.bands_held + 1):
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


def save_map_svg(
    path: str | os.PathLike[str],
    scenario: Scenario,
    ruleset: Ruleset,
    options: RenderOptions,
    replace_read_only: bool = False,
) -> list[str]:
    """Write the layered SVG (``svg_map``), atomically; returns the layer ids
    written (``options.forces``: with the zones, objectives and units layers;
    the resolution, hex size and ambush zones are a PNG's)."""
    from editor.render import svg_map  # QtSvg only for SVG files

    return svg_map.save_map_svg(path, scenario, ruleset, options, replace_read_only)
