"""The true-scale plan is cut to the hexes: no page holds only margin or strips
already printed, and the orientation with fewer pages is chosen.

The hexes are placed here from the offset coordinates and the printed size
alone (not through the painter), their parts on a page measured with Qt's
polygon intersection."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from pdf_text import page_text
from pypdf import PdfReader
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from editor.core.scenario import Scenario, new_scenario
from editor.io.scenario_file import read_scenario
from editor.render.map_painter import MapPainter
from editor.render.sheet import SheetOptions, save_sheet_pdf
from editor.render.true_scale_plan import plan

pytestmark = pytest.mark.usefixtures("qapp")
ROOT = Path(__file__).resolve().parents[2]
PAINTABLE_MM = {"A4": (186.0, 273.0), "A3": (273.0, 396.0), "Letter": (191.9, 255.4)}
"""Paper less 12 mm margins each side, portrait."""
PART_MM2 = 1e-4


def _scenario(name: str) -> tuple[Scenario, object]:
    if name == "small":
        sc = new_scenario("panache", 13, 11, "pointy", stagger="even")
        from editor.io.rulesets import load_ruleset

        return sc, load_ruleset("panache")
    result = read_scenario(ROOT / "scenarios" / f"{name}.yaml")
    assert result.scenario is not None and result.ruleset is not None
    return result.scenario, result.ruleset


def _hexes(sc: Scenario, hex_mm: float) -> list[QPolygonF]:
    """Every hex's outline in mm, from the top-left corner of the hexes' extent."""
    m = sc.map
    flat = m.orientation == "flat"
    apothem, radius = hex_mm / 2, hex_mm / math.sqrt(3)
    stagger = 1 if m.stagger == "odd" else 0
    centres = []
    for col in range(1, m.columns + 1):
        for row in range(1, m.rows + 1):
            if flat:
                pushed = col % 2 == stagger
                centres.append((1.5 * radius * (col - 1), 2 * apothem * (row - 1 + pushed / 2)))
            else:
                pushed = row % 2 == stagger
                centres.append((2 * apothem * (col - 1 + pushed / 2), 1.5 * radius * (row - 1)))
    start = 0 if flat else 30
    corners = [
        (
            radius * math.cos(math.radians(start + 60 * i)),
            radius * math.sin(math.radians(start + 60 * i)),
        )
        for i in range(6)
    ]
    left = min(x for x, _ in centres) + min(dx for dx, _ in corners)
    top = min(y for _, y in centres) + min(dy for _, dy in corners)
    return [
        QPolygonF([QPointF(x + dx - left, y + dy - top) for dx, dy in corners]) for x, y in centres
    ]


def _area(poly: QPolygonF) -> float:
    pts = [poly.at(i) for i in range(poly.size())]
    return abs(
        sum(a.x() * b.y() - b.x() * a.y() for a, b in zip(pts, pts[1:] + pts[:1], strict=True)) / 2
    )


def _inside(poly: QPolygonF, rect: QRectF) -> bool:
    r = rect.adjusted(-1e-6, -1e-6, 1e-6, 1e-6)
    return all(r.contains(poly.at(i)) for i in range(poly.size()))


@pytest.mark.parametrize("name", ["morgarten-1315", "alesia-52av", "small"])
def test_every_page_holds_a_hex_not_printed_whole_before(name: str) -> None:
    sc, ruleset = _scenario(name)
    mp = MapPainter(sc, ruleset)  # type: ignore[arg-type]
    for paper, (w, h) in PAINTABLE_MM.items():
        for landscape in (False, True):
            for hex_mm in (30.0, 50.0):
                hexes = _hexes(sc, hex_mm)
                case = (paper, landscape, hex_mm)
                cut = plan(mp, hex_mm, *((h, w) if landscape else (w, h)))
                right = max(p.boundingRect().right() for p in hexes)
                bottom = max(p.boundingRect().bottom() for p in hexes)
                assert (cut.map_w, cut.map_h) == pytest.approx((right, bottom)), case
                windows = [cut.window(c, r) for c, r in cut.pages]
                for i, window in enumerate(windows):
                    new = [
                        p
                        for p in hexes
                        if _area(p.intersected(QPolygonF(window))) > PART_MM2
                        and not any(_inside(p, earlier) for earlier in windows[:i])
                    ]
                    assert new, (case, cut.pages[i])
                # Nothing of the map is left off: every corner and centre is on a page.
                for p in hexes:
                    points = [p.at(i) for i in range(6)] + [p.boundingRect().center()]
                    for pt in points:
                        assert any(
                            win.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(pt) for win in windows
                        ), (case, pt)


def test_morgarten_a4_fifty_mm_has_no_page_of_margin() -> None:
    """Seen: 25 pages, 6 of them holding only the strip the row above printed."""
    sc, ruleset = _scenario("morgarten-1315")
    cut = plan(MapPainter(sc, ruleset), 50.0, *PAINTABLE_MM["A4"])  # type: ignore[arg-type]
    assert len(cut.pages) < 24


@pytest.mark.parametrize(("paper", "expected"), [("A4", False), ("Letter", True)])
def test_auto_orientation_prints_the_fewer_pages(
    tmp_path: Path, paper: str, expected: bool
) -> None:
    """Both orientations printed for real; automatic gives the smaller count, on
    pages of that orientation."""
    sc, ruleset = _scenario("morgarten-1315")
    counts = {}
    for landscape in (False, True):
        options = SheetOptions(paper=paper, landscape=landscape, true_scale=True, hex_mm=50.0)
        counts[landscape] = save_sheet_pdf(tmp_path / f"{landscape}.pdf", sc, ruleset, options)  # type: ignore[arg-type]
    assert counts[expected] < counts[not expected]  # the two cases differ
    auto = SheetOptions(paper=paper, landscape=None, true_scale=True, hex_mm=50.0)
    n = save_sheet_pdf(tmp_path / "auto.pdf", sc, ruleset, auto)  # type: ignore[arg-type]
    reader = PdfReader(tmp_path / "auto.pdf")
    assert n == len(reader.pages) == min(counts.values())
    box = reader.pages[1].mediabox
    assert (float(box.width) > float(box.height)) is expected


def test_a_corner_page_holding_no_new_hex_is_left_out(tmp_path: Path) -> None:
    """Flat-top, 12 x 25 hexes of 50 mm on landscape A4: the last row's right-hand
    window falls in the staggered bottom edge's empty corner, which the grid of
    windows covers but no hex reaches. It is not printed, and the assembly page
    says so."""
    from editor.io.rulesets import load_ruleset

    sc = new_scenario("panache", 12, 25, "flat", stagger="odd", title="Corner")
    ruleset = load_ruleset("panache")
    w, h = PAINTABLE_MM["A4"]
    cut = plan(MapPainter(sc, ruleset), 50.0, h, w)
    every = [(c, r) for r in range(cut.rows) for c in range(cut.columns)]
    left_out = [page for page in every if page not in cut.pages]
    assert len(left_out) == 1
    # Measured apart: it meets no hex, or only hexes printed whole before it.
    hexes = _hexes(sc, 50.0)
    window = cut.window(*left_out[0])
    earlier = [cut.window(*p) for p in every[: every.index(left_out[0])]]
    met = [p for p in hexes if _area(p.intersected(QPolygonF(window))) > PART_MM2]
    assert all(any(_inside(p, e) for e in earlier) for p in met)
    path = tmp_path / "corner.pdf"
    options = SheetOptions(paper="A4", landscape=True, true_scale=True, hex_mm=50.0, lang="en")
    n = save_sheet_pdf(path, sc, ruleset, options)
    reader = PdfReader(path)
    assert n == len(reader.pages) == len(every)  # the assembly page and one less tile
    name = f"{chr(ord('A') + left_out[0][0])}{left_out[0][1] + 1}"
    first = " ".join(page_text(reader.pages[0]).split())
    assert f"Not printed, holding no hex: {name}." in first
    headers = [page_text(p) for p in reader.pages[1:]]
    assert not any(name in text.split() for text in headers)
