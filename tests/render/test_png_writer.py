"""The threaded PNG writer: what it writes reads back pixel for pixel."""

from __future__ import annotations

import zlib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QColor, QImage, QPainter

from editor.render import png_writer
from editor.render.png_writer import adler32_combine, png_bytes, write_png

pytestmark = pytest.mark.usefixtures("qapp")


def _picture(width: int, height: int) -> QImage:
    """Flat areas, a gradient and antialiased lines: every filter-free case."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(250, 245, 230))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for k in range(0, width, 7):
        p.setPen(QColor(k % 256, (3 * k) % 256, 255 - k % 256))
        p.drawLine(k, 0, width - k, height)
    p.end()
    for x in range(width):
        image.setPixelColor(x, height // 2, QColor(x % 256, 0, 255 - x % 256))
    return image


def _read(data: bytes) -> QImage:
    image = QImage.fromData(data, "PNG")
    assert not image.isNull()
    return image.convertToFormat(QImage.Format.Format_RGB32)


@pytest.mark.parametrize("threads", [1, 3])
def test_png_reads_back_pixel_for_pixel(monkeypatch: pytest.MonkeyPatch, threads: int) -> None:
    monkeypatch.setattr(png_writer, "BAND_ROWS", 7)  # many bands, a short last one
    image = _picture(203, 61)  # 3 * 203 bytes a row: not a multiple of 4
    back = _read(png_bytes(image, threads))
    assert back.size() == image.size()
    assert back == image


def test_an_image_with_alpha_is_written_opaque() -> None:
    image = QImage(5, 4, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(10, 20, 30))
    back = _read(png_bytes(image))
    assert back.pixelColor(4, 3) == QColor(10, 20, 30)


def test_resolution_is_kept(tmp_path: Path) -> None:
    image = _picture(20, 10)
    image.setDotsPerMeterX(1000)
    image.setDotsPerMeterY(1000)
    path = tmp_path / "map.png"
    write_png(path, image)
    back = QImage(str(path))
    assert (back.dotsPerMeterX(), back.dotsPerMeterY()) == (1000, 1000)


def test_an_unwritable_path_says_which(tmp_path: Path) -> None:
    path = tmp_path / "missing" / "map.png"
    with pytest.raises(OSError, match="missing"):
        write_png(path, _picture(4, 4))


@given(st.binary(max_size=300), st.binary(max_size=300))
def test_adler32_combine_matches_zlib(a: bytes, b: bytes) -> None:
    assert adler32_combine(zlib.adler32(a), zlib.adler32(b), len(b)) == zlib.adler32(a + b)
