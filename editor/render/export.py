"""Map pictures for files: PNG and SVG, drawn by the same ``MapPainter`` as the screen.

Exports draw vectors (``MapPainter.tiled = False``): no sprite is scaled, so a
PNG at any resolution and an SVG are as crisp as the style allows. Print
sheets (a later feature) build on ``paint_map``.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QImage, QPainter

from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.render.file_output import svg_output
from editor.render.map_painter import HEX_SIZE, MapPainter, PaintOptions
from editor.render.png_writer import write_png
from editor.render.style import Style


def _painter_for(scenario: Scenario, ruleset: Ruleset, style: Style | None) -> MapPainter:
    painter = MapPainter(scenario, ruleset, style)
    painter.tiled = False
    return painter


def paint_map(
    painter: QPainter, map_painter: MapPainter, target: QRectF, options: PaintOptions
) -> float:
    """Draw the whole map fitted into ``target`` (device units); returns the scale."""
    bounds = map_painter.bounds()
    scale = min(target.width() / bounds.width(), target.height() / bounds.height())
    painter.save()
    painter.translate(target.x(), target.y())
    painter.scale(scale, scale)
    map_painter.paint(painter, bounds, scale, options)
    painter.restore()
    return scale


def render_image(
    scenario: Scenario,
    ruleset: Ruleset,
    px_per_hex: float,
    options: PaintOptions | None = None,
    style: Style | None = None,
) -> QImage:
    """The whole map as an image where a hex is ``px_per_hex`` pixels wide."""
    options = options or PaintOptions()
    mp = _painter_for(scenario, ruleset, style)
    scale = px_per_hex / mp.layout.width
    bounds = mp.bounds()
    image = QImage(
        max(1, round(bounds.width() * scale)),
        max(1, round(bounds.height() * scale)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(0xFFFFFFFF)
    p = QPainter(image)
    try:  # ended even when drawing fails: a painter left active crashes at collection
        p.scale(scale, scale)
        mp.paint(p, bounds, scale, options)
    finally:
        p.end()
    return image


def save_png(
    path: str | os.PathLike[str],
    scenario: Scenario,
    ruleset: Ruleset,
    px_per_hex: float = 64.0,
    options: PaintOptions | None = None,
    style: Style | None = None,
) -> None:
    # Opaque (drawn over white): our threaded zlib writer, ~4x faster than libpng.
    write_png(path, render_image(scenario, ruleset, px_per_hex, options, style))


def save_svg(
    path: str | os.PathLike[str],
    scenario: Scenario,
    ruleset: Ruleset,
    options: PaintOptions | None = None,
    style: Style | None = None,
    title: str | None = None,
) -> None:
    """The whole map as SVG, one scene unit per SVG user unit (a hex is
    ``2 * HEX_SIZE`` units corner to corner)."""
    options = options or PaintOptions()
    mp = _painter_for(scenario, ruleset, style)
    bounds = mp.bounds()
    with svg_output(path) as generator:
        generator.setSize(QSize(round(bounds.width()), round(bounds.height())))
        generator.setViewBox(bounds)
        generator.setTitle(title if title is not None else (scenario.title or "Hexfield map"))
        generator.setDescription(
            f"Hexfield map, ruleset {scenario.ruleset}, hex {HEX_SIZE:g} units"
        )
        p = QPainter()
        if not p.begin(generator):
            raise OSError(f"could not write the SVG file {os.fspath(path)!r}")
        try:
            mp.paint(p, bounds, 1.0, options)
        finally:
            p.end()
