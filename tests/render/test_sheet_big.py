"""Set-up sheets and true-scale prints of big maps: bounded pages, size and work."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_text import page_text
from pypdf import PdfReader
from PySide6.QtCore import QPointF, QRectF
from render_samples import valid_random_map

from editor.core.phrases import Phrase
from editor.core.ruleset import Ruleset
from editor.core.scenario import new_scenario
from editor.render import limits, true_scale
from editor.render.inventory import count_terrain
from editor.render.limits import MAX_TRUE_SCALE_PAGES, VECTOR_HEXES, WHERE_LIMIT
from editor.render.map_painter import MapPainter
from editor.render.sheet import SheetOptions, save_sheet_pdf
from editor.render.true_scale_plan import plan

pytestmark = pytest.mark.usefixtures("qapp")


def _first_page_images(path: Path) -> list[str]:
    """The filters of the images drawn on the first page (FlateDecode: lossless)."""
    page = PdfReader(path).pages[0]
    xobjects = page["/Resources"].get("/XObject", {})
    return [
        str(x.get_object().get("/Filter"))
        for x in xobjects.values()
        if x.get_object()["/Subtype"] == "/Image"
    ]


def test_a_small_map_prints_its_terrain_as_vectors(tmp_path: Path, panache: Ruleset) -> None:
    sc = valid_random_map(60, 40)
    assert 60 * 40 <= VECTOR_HEXES
    path = tmp_path / "sheet.pdf"
    save_sheet_pdf(path, sc, panache)
    assert _first_page_images(path) == []


def test_a_big_map_prints_its_terrain_as_one_lossless_image(
    tmp_path: Path, panache: Ruleset
) -> None:
    """A 120 x 120 map: its overview page is an image (drawn as vectors it took
    seconds and megabytes per 10,000 hexes), encoded without JPEG loss."""
    sc = valid_random_map(120, 120)
    assert 120 * 120 > VECTOR_HEXES
    path = tmp_path / "sheet.pdf"
    save_sheet_pdf(path, sc, panache)
    assert _first_page_images(path) == ["/FlateDecode"]
    assert path.stat().st_size < 8_000_000


def test_the_inventory_lists_the_first_locations_and_counts_the_rest(
    tmp_path: Path, panache: Ruleset, monkeypatch: pytest.MonkeyPatch
) -> None:
    sc = valid_random_map(40, 40)
    monkeypatch.setattr(limits, "WHERE_LIMIT", 10)
    inv = count_terrain(sc, panache)
    forest = sum(1 for t in sc.terrain.values() if "foret" in t.elements)
    assert inv.elements["foret"] == forest > 10  # every hex counted
    labels = sorted(sc.grid.to_offset(h) for h, t in sc.terrain.items() if "foret" in t.elements)
    assert inv.where["foret"] == labels  # every location kept, in map order
    # Places as printed: a hex, or a run of hexes one below the other in a column.
    runs: list[list[tuple[int, int]]] = []
    for c, r in labels:
        if runs and runs[-1][-1] == (c, r - 1):
            runs[-1].append((c, r))
        else:
            runs.append([(c, r)])
    assert len(runs) > 10
    left = forest - sum(len(run) for run in runs[:10])
    path = tmp_path / "sheet.pdf"
    save_sheet_pdf(path, sc, panache, SheetOptions(lang="en"))
    text = " ".join(" ".join(page_text(p).split()) for p in PdfReader(path).pages)
    assert f"… and {left} more hexes (see the map)" in text


def test_the_default_limit_keeps_a_line_of_the_inventory_under_a_page() -> None:
    assert 20 <= WHERE_LIMIT <= 150


def test_a_true_scale_print_over_the_page_limit_is_refused(
    tmp_path: Path, panache: Ruleset
) -> None:
    sc = new_scenario("panache", 200, 200)
    path = tmp_path / "mat.pdf"
    with pytest.raises(ValueError) as info:
        save_sheet_pdf(path, sc, panache, SheetOptions(true_scale=True, hex_mm=50.0))
    message = info.value.args[0]
    assert isinstance(message, Phrase)
    assert f"at most {MAX_TRUE_SCALE_PAGES:,}" in message.en and "smaller hexes" in message.en
    assert "hexagones plus petits" in message.fr
    assert list(tmp_path.iterdir()) == []


class _Recorder:
    """Stands for a QPainter: records the crosses drawn."""

    def __init__(self) -> None:
        self.centres: list[QPointF] = []

    def setPen(self, *_: object) -> None: ...

    def setBrush(self, *_: object) -> None: ...

    def drawLine(self, *_: object) -> None: ...

    def drawEllipse(self, centre: QPointF, *_: object) -> None:
        self.centres.append(centre)


def test_each_true_scale_page_carries_only_its_own_crosses(panache: Ruleset) -> None:
    """Every page used to draw the registration crosses of the whole map, clipped:
    on a map of hundreds of pages, megabytes a page."""
    mp = MapPainter(new_scenario("panache", 120, 120), panache)
    cut = plan(mp, 30.0, 186.0, 273.0)
    assert cut.columns * cut.rows > 50
    window = cut.window(2, 3)
    area = window.adjusted(-3, -3, 3, 3)
    recorder = _Recorder()
    true_scale._crosses(recorder, cut, area)  # type: ignore[arg-type]
    assert 4 <= len(recorder.centres) <= 12
    assert all(area.contains(c) for c in recorder.centres)
    everywhere = _Recorder()
    true_scale._crosses(everywhere, cut, QRectF(-1e6, -1e6, 2e6, 2e6))  # type: ignore[arg-type]
    inside = [c for c in everywhere.centres if area.contains(c)]
    assert sorted((c.x(), c.y()) for c in inside) == sorted(
        (c.x(), c.y()) for c in recorder.centres
    )
