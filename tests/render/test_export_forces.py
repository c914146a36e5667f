"""PNG and SVG exports carry the units, decoys and zones unless asked not to
(seen: the PNG left them out without saying so)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from editor.core.scenario import Scenario
from editor.io.scenario_file import read_scenario
from editor.render.render_options import RenderOptions
from editor.render.sheet_export import save_map_png, save_map_svg

pytestmark = pytest.mark.usefixtures("qapp")
ROOT = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def morgarten() -> tuple[Scenario, object]:
    result = read_scenario(ROOT / "scenarios" / "morgarten-1315.yaml")
    assert result.scenario is not None and result.ruleset is not None
    return result.scenario, result.ruleset


def _pixels_of(path: Path, colour: str) -> int:
    image = QImage(str(path))
    assert not image.isNull()
    rgb = QColor(colour).rgb() & 0xFFFFFF
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixel(x, y) & 0xFFFFFF == rgb
    )


def test_png_has_the_counters_unless_left_out(tmp_path: Path, morgarten) -> None:
    sc, ruleset = morgarten
    side = sc.sides[0]
    placed = [u for u in sc.units if u.side == side.id and u.position is not None]
    assert placed
    on, off = tmp_path / "on.png", tmp_path / "off.png"
    save_map_png(on, sc, ruleset, RenderOptions(dpi=30.0, hex_mm=50.0))  # the default: with them
    save_map_png(off, sc, ruleset, RenderOptions(dpi=30.0, hex_mm=50.0, forces=False))
    # A counter is a box of the side's colour about 34 x 23 px at 30 dpi.
    assert _pixels_of(on, side.colour) > 300 * len(placed)
    assert _pixels_of(off, side.colour) == 0


def _layer(root: ET.Element, name: str) -> ET.Element | None:
    return next((g for g in root.iter(f"{SVG}g") if g.get("id") == name), None)


def test_svg_has_the_units_layer_unless_left_out(tmp_path: Path, morgarten) -> None:
    sc, ruleset = morgarten
    on, off = tmp_path / "on.svg", tmp_path / "off.svg"
    assert "units" in save_map_svg(on, sc, ruleset, RenderOptions())
    layers = save_map_svg(off, sc, ruleset, RenderOptions(forces=False))
    assert "units" not in layers and "zones" not in layers
    units = _layer(ET.parse(on).getroot(), "units")
    assert units is not None
    texts = [t.text for t in units.iter(f"{SVG}text")]
    placed = [u for u in sc.units if u.position is not None]
    decoys = [d for d in sc.decoys if d.position is not None]
    assert len(texts) == len(placed) + len(decoys)
    assert texts.count("?") == len(decoys)
    assert _layer(ET.parse(on).getroot(), "zones") is not None
    root = ET.parse(off).getroot()
    assert _layer(root, "units") is None and _layer(root, "zones") is None
    assert _layer(root, "terrain") is not None
