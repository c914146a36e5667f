"""PNG and SVG exports go through the same map painter."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from render_samples import showcase

from editor.core.ruleset import Ruleset
from editor.render.export import render_image, save_png, save_svg
from editor.render.map_painter import PaintOptions

pytestmark = pytest.mark.usefixtures("qapp")


def test_render_image_has_the_asked_hex_size(thucydide: Ruleset) -> None:
    sc = showcase()
    small = render_image(sc, thucydide, 20.0, PaintOptions(labels=False))
    big = render_image(sc, thucydide, 40.0, PaintOptions(labels=False))
    assert abs(big.width() - 2 * small.width()) <= 2
    assert abs(big.height() - 2 * small.height()) <= 2


def test_save_png_writes_a_readable_image(tmp_path: Path, thucydide: Ruleset) -> None:
    path = tmp_path / "map.png"
    save_png(path, showcase("pointy"), thucydide, 48.0)
    image = QImage(str(path))
    assert not image.isNull() and image.width() > 400


def test_save_svg_writes_vector_paths(tmp_path: Path, thucydide: Ruleset) -> None:
    path = tmp_path / "map.svg"
    save_svg(path, showcase(), thucydide)
    text = path.read_text(encoding="utf-8")
    assert text.lstrip().startswith("<?xml") and "<svg" in text
    assert text.count("<path") > 200
    assert "<image" not in text  # vectors, not pasted sprites
