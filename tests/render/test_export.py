"""The map as a file: ``sheet_export`` (what ``hexfield render`` and File > Export
call), drawn by the same map painter as the screen."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from render_samples import showcase, valid_random_map

from editor.core.ruleset import Ruleset
from editor.generate.ambush import ambush_overlay
from editor.render import map_raster
from editor.render.file_output import SafeFile
from editor.render.geometry import painting_on
from editor.render.map_painter import PaintOptions
from editor.render.map_raster import MapRaster
from editor.render.render_options import RenderOptions
from editor.render.sheet_export import (
    map_image,
    render_image,
    save_map_png,
    save_map_svg,
)
from editor.render.svg_map import LAYERS

pytestmark = pytest.mark.usefixtures("qapp")


def test_map_image_has_the_printed_size(thucydide: Ruleset) -> None:
    sc = showcase()
    small = map_image(sc, thucydide, RenderOptions(dpi=50.0, hex_mm=20.0))
    big = map_image(sc, thucydide, RenderOptions(dpi=100.0, hex_mm=20.0))
    assert abs(big.width() - 2 * small.width()) <= 2
    assert abs(big.height() - 2 * small.height()) <= 2
    assert big.dotsPerMeterX() == round(100.0 / 0.0254)


def test_render_image_has_the_asked_hex_size(thucydide: Ruleset) -> None:
    sc = showcase()
    small = render_image(sc, thucydide, 20.0, PaintOptions(labels=False))
    big = render_image(sc, thucydide, 40.0, PaintOptions(labels=False))
    assert abs(big.width() - 2 * small.width()) <= 2
    assert abs(big.height() - 2 * small.height()) <= 2


def _largest_difference(a: QImage, b: QImage) -> int:
    """The largest difference of one colour channel between two same-size pictures."""
    assert a.size() == b.size()
    x = bytes(a.convertToFormat(QImage.Format.Format_RGB32).constBits())
    y = bytes(b.convertToFormat(QImage.Format.Format_RGB32).constBits())
    return max((abs(i - j) for i, j in zip(x, y, strict=True)), default=0)


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_the_png_written_band_by_band_is_the_whole_picture(
    tmp_path: Path, thucydide: Ruleset, monkeypatch: pytest.MonkeyPatch, orientation: str
) -> None:
    """Bands of 16 rows with sprites, obstacles and labels across their seams:
    the file holds the picture drawn in one piece (antialiased edges that cross
    a seam may differ by a level or two)."""
    sc = showcase(orientation)
    whole = map_image(sc, thucydide, RenderOptions(dpi=60.0, hex_mm=30.0))
    drawn: list[tuple[int, int]] = []
    draw = MapRaster.draw

    def spy(self: MapRaster, image: QImage, top: int) -> None:
        drawn.append((image.width(), image.height()))
        draw(self, image, top)

    monkeypatch.setattr(MapRaster, "draw", spy)
    monkeypatch.setattr(map_raster, "BAND_BYTES", 1)  # the smallest bands: 16 rows
    path = tmp_path / "map.png"
    size = save_map_png(path, sc, thucydide, RenderOptions(dpi=60.0, hex_mm=30.0))
    assert (size.width(), size.height()) == (whole.width(), whole.height())
    assert len(drawn) == -(-whole.height() // 16) and max(h for _, h in drawn) == 16
    back = QImage(str(path))
    assert _largest_difference(back, whole) <= 2
    assert back.dotsPerMeterX() == whole.dotsPerMeterX()


def test_the_ambush_zones_are_drawn_on_every_band(
    tmp_path: Path, thucydide: Ruleset, monkeypatch: pytest.MonkeyPatch
) -> None:
    sc = showcase()
    plain = map_image(sc, thucydide, RenderOptions(dpi=60.0, hex_mm=30.0))
    monkeypatch.setattr(map_raster, "BAND_BYTES", 1)
    path = tmp_path / "map.png"
    save_map_png(
        path, sc, thucydide, RenderOptions(dpi=60.0, hex_mm=30.0, ambush=ambush_overlay(sc))
    )
    shown = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB32)
    # The zones' tint covers the map's top and bottom rows alike.
    for y in (plain.height() // 8, plain.height() * 7 // 8):
        changed = sum(plain.pixel(x, y) != shown.pixel(x, y) for x in range(plain.width()))
        assert changed > plain.width() // 3, y


def test_a_picture_over_the_limit_is_refused_before_drawing(
    tmp_path: Path, thucydide: Ruleset
) -> None:
    path = tmp_path / "huge.png"
    with pytest.raises(ValueError) as info:
        save_map_png(path, showcase(), thucydide, RenderOptions(dpi=5000.0, hex_mm=300.0))
    message = info.value.args[0]
    assert "megapixels a PNG export draws: lower the resolution (--dpi)" in message.en
    assert "baissez la résolution" in message.fr
    assert list(tmp_path.iterdir()) == []


def _svg_picture(path: Path, width: int, height: int) -> QImage:
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFFFF)
    with painting_on(image) as p:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        renderer.render(p)
    return image


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_the_svg_shows_the_map_the_png_shows(
    tmp_path: Path, thucydide: Ruleset, orientation: str
) -> None:
    """Each hex look defined once and placed by <use>: rendered, the SVG is the
    PNG's picture (the same terrain in the same places, grid and labels)."""
    sc = showcase(orientation)
    sc.sides, sc.units, sc.objectives = [], [], []  # the map alone, as the PNG
    path = tmp_path / "map.svg"
    assert save_map_svg(path, sc, thucydide, RenderOptions()) == list(LAYERS)
    png = map_image(sc, thucydide, RenderOptions(dpi=96.0, hex_mm=25.0))
    svg = _svg_picture(path, png.width(), png.height())
    a = bytes(png.convertToFormat(QImage.Format.Format_RGB32).constBits())
    b = bytes(svg.constBits())
    diffs = [abs(i - j) for i, j in zip(a, b, strict=True)]
    assert sum(diffs) / len(diffs) < 6
    assert sum(d > 64 for d in diffs) < 0.03 * len(diffs)


def test_the_svg_of_a_big_map_is_written_in_pieces_a_few_bytes_a_hex(
    tmp_path: Path, panache: Ruleset, monkeypatch: pytest.MonkeyPatch
) -> None:
    sc = valid_random_map(120, 120)
    pieces: list[int] = []
    write = SafeFile.write

    def spy(self: SafeFile, data: bytes) -> None:
        pieces.append(len(data))
        write(self, data)

    monkeypatch.setattr(SafeFile, "write", spy)
    path = tmp_path / "map.svg"
    save_map_svg(path, sc, panache, RenderOptions())
    size = path.stat().st_size
    assert size == sum(pieces) and len(pieces) > 1
    assert max(pieces) < 8 << 20
    assert size / (120 * 120) < 150  # drawn as paths, each hex took about 3 kB
    root = ET.parse(path).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    labels = [t.text for t in root.iter(ns + "text")]
    assert "001001" in labels and "120120" in labels
