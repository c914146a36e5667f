"""True-scale maps: hexes measure hex_mm on paper; the map is tiled with an index."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from pdf_text import page_text
from pypdf import PdfReader
from PySide6.QtGui import QPdfWriter

from editor.core.scenario import new_scenario
from editor.io.rulesets import load_ruleset
from editor.render.map_painter import MapPainter
from editor.render.sheet import SheetOptions, save_sheet_pdf, setup_device
from editor.render.true_scale import plan_for_device
from editor.render.true_scale_plan import BAND_MM, page_name, plan

pytestmark = pytest.mark.usefixtures("qapp")
MM_PER_PT = 25.4 / 72


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("hex_mm", [30.0, 50.0])
def test_neighbour_centres_are_one_hex_apart_on_the_page(orientation: str, hex_mm: float) -> None:
    """Distance between two neighbouring hex centres, through the transform the pages
    are drawn with (scene -> page mm), equals the printed hex size (flat to flat)."""
    sc = new_scenario("panache", 20, 14, orientation)  # type: ignore[arg-type]
    mp = MapPainter(sc, load_ruleset("panache"))
    cut = plan(mp, hex_mm, 186.0, 273.0)
    g = sc.grid
    a, b = g.to_hex(2, 2), g.to_hex(2, 3) if orientation == "flat" else g.to_hex(3, 2)
    pa = cut.to_page_mm(0, 0, *mp.layout.hex_to_pixel(a))
    pb = cut.to_page_mm(0, 0, *mp.layout.hex_to_pixel(b))
    assert math.dist(pa, pb) == pytest.approx(hex_mm, rel=0.005)
    # The same hex on the next page is shifted by exactly one step.
    pc = cut.to_page_mm(1, 0, *mp.layout.hex_to_pixel(a))
    assert pa[0] - pc[0] == pytest.approx(cut.step_x, abs=1e-9)


def test_page_mm_are_paper_mm(tmp_path: Path) -> None:
    """The plan's millimetres come from the device: A4 minus 12 mm margins each side."""
    sc = new_scenario("panache", 20, 14)
    mp = MapPainter(sc, load_ruleset("panache"))
    writer = QPdfWriter(str(tmp_path / "x.pdf"))
    writer.setResolution(600)
    setup_device(writer, SheetOptions())
    cut = plan_for_device(mp, 50.0, writer)
    assert cut.window_w + 2 * BAND_MM == pytest.approx(210 - 24, rel=0.005)
    assert cut.window_h + 2 * BAND_MM == pytest.approx(297 - 24, rel=0.005)


def test_true_scale_pdf_tiles_the_map(tmp_path: Path) -> None:
    sc = new_scenario("panache", 24, 16, title="Mat")
    ruleset = load_ruleset("panache")
    path = tmp_path / "mat.pdf"
    n = save_sheet_pdf(path, sc, ruleset, SheetOptions(true_scale=True, hex_mm=50.0))
    mp = MapPainter(sc, ruleset)
    cut = plan(mp, 50.0, 186.0, 273.0)
    # 24 columns of 50 mm hexes: about 24 * 37.5 mm wide, so several pages across.
    # The hexes' extent, margin left out: 24 flat-top columns are 1.5 * 23 + 2 corner radii.
    assert cut.map_w == pytest.approx((1.5 * 23 + 2) * 50 / math.sqrt(3))
    assert cut.columns >= 4 and cut.rows >= 3
    reader = PdfReader(path)
    assert n == len(reader.pages) == 1 + len(cut.pages)
    for page in reader.pages:
        assert float(page.mediabox.width) * MM_PER_PT == pytest.approx(210, abs=1)
    texts = [" ".join(page_text(p).split()) for p in reader.pages]
    assert "Plan d'assemblage" in texts[0]
    assert "A1" in texts[1] and "B1" in texts[2]
    assert "100 mm" in texts[1]
    # Hex labels are printed on the mat.
    assert "0101" in texts[1]


def test_smaller_hexes_need_fewer_pages(tmp_path: Path) -> None:
    sc = new_scenario("panache", 24, 16)
    ruleset = load_ruleset("panache")
    big = save_sheet_pdf(tmp_path / "a.pdf", sc, ruleset, SheetOptions(true_scale=True, hex_mm=50))
    small = save_sheet_pdf(
        tmp_path / "b.pdf", sc, ruleset, SheetOptions(true_scale=True, hex_mm=20)
    )
    a3 = save_sheet_pdf(
        tmp_path / "c.pdf", sc, ruleset, SheetOptions(true_scale=True, hex_mm=50, paper="A3")
    )
    assert small < big and a3 < big


def test_page_names() -> None:
    assert [page_name(c, 0) for c in (0, 1, 25, 26, 27)] == ["A1", "B1", "Z1", "AA1", "AB1"]
    assert page_name(2, 3) == "C4"


def _label_positions(page) -> dict[str, tuple[float, float]]:
    """Where each hex label is printed, in PDF points (text matrix times the CTM)."""
    found: dict[str, tuple[float, float]] = {}

    def visit(text: str, cm: list[float], tm: list[float], _font: object, _size: float) -> None:
        x, y = tm[4], tm[5]
        found.setdefault(
            text.strip(), (cm[0] * x + cm[2] * y + cm[4], cm[1] * x + cm[3] * y + cm[5])
        )

    page_text(page, visitor_text=visit)
    return found


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_hexes_measure_hex_mm_in_the_pdf_itself(tmp_path: Path, orientation: str) -> None:
    """Measured from the PDF's content: the printed labels of two neighbouring hexes
    (placed alike over their centres) are one hex width apart, in paper millimetres."""
    sc = new_scenario("panache", 12, 10, orientation)  # type: ignore[arg-type]
    path = tmp_path / "mat.pdf"
    save_sheet_pdf(path, sc, load_ruleset("panache"), SheetOptions(true_scale=True, hex_mm=40))
    where = _label_positions(PdfReader(path).pages[1])  # page A1
    pairs = (
        [("0202", "0203"), ("0303", "0304")]
        if orientation == "flat"
        else [("0202", "0302"), ("0303", "0403")]
    )
    for a, b in pairs:
        d_mm = math.dist(where[a], where[b]) * MM_PER_PT
        assert d_mm == pytest.approx(40.0, rel=0.005), (a, b, d_mm)
