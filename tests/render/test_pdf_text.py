"""The tests read set-up sheets back without their drawing (``tests/pdf_text.py``):
the same words at the same places as pypdf reading the whole page; and the
fills of the pages read with pdfium (``sheet_reading.page_fills``) are those
the places pypdf gives make."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
from pdf_text import page_text, text_only
from pypdf import PdfReader
from sheet_reading import fill, page_fills, text_heights_pdfium, text_heights_pypdf

from editor.io.scenario_file import read_scenario
from editor.render.sheet import SheetOptions, save_sheet_pdf

pytestmark = pytest.mark.usefixtures("qapp")
ALESIA = Path(__file__).resolve().parents[2] / "scenarios" / "alesia-52av.yaml"


def _read(page, read) -> tuple[str, list[tuple[str, list[float], list[float]]]]:
    """The text of ``page`` as ``read`` gives it, and every piece of it with its
    matrices (where on the page it is printed)."""
    placed: list[tuple[str, list[float], list[float]]] = []

    def visit(text, cm, tm, font, size) -> None:
        placed.append((text, [round(x, 3) for x in cm], [round(x, 3) for x in tm]))

    return read(page, visitor_text=visit), placed


@pytest.fixture(scope="module")
def alesia(qapp, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Alesia's sheet (six pages, the longest of the bundled ones), printed once."""
    loaded = read_scenario(ALESIA)
    pdf = tmp_path_factory.mktemp("alesia") / "alesia.pdf"
    save_sheet_pdf(pdf, loaded.scenario, loaded.ruleset, SheetOptions(lang="en"))
    return pdf


def test_a_sheet_read_without_its_drawing_gives_the_same_text_at_the_same_places(
    alesia: Path,
) -> None:
    pdf = alesia
    whole, slim = PdfReader(pdf).pages, PdfReader(pdf).pages
    assert len(whole) == len(slim) > 1
    for full_page, slim_page in zip(whole, slim, strict=True):
        text, placed = _read(full_page, lambda p, **kw: p.extract_text(**kw))
        assert placed, "every page of the sheet has words"
        assert _read(slim_page, page_text) == (text, placed)
    # The map page is mostly drawing: what is left for pypdf to parse is a small part.
    map_page = PdfReader(pdf).pages[0]
    drawn = len(map_page.get_contents().get_data())
    assert len(text_only(map_page).get_contents().get_data()) < drawn / 4


def test_pdfium_finds_the_text_where_pypdf_does_and_the_same_fills(alesia: Path) -> None:
    pages = PdfReader(alesia).pages
    document = pypdfium2.PdfDocument(str(alesia))
    assert len(document) == len(pages) > 1
    fills = []
    for page, same in zip(pages, document, strict=True):
        by_pypdf, by_pdfium = text_heights_pypdf(page), text_heights_pdfium(same)
        assert by_pypdf, "every page of the sheet has words"
        # pypdf places each piece of text where it starts, pdfium each character:
        # on a line of text the same height; a turned label (the map's sides) has
        # its other characters at heights of their own.
        assert all(any(abs(y - x) < 0.01 for x in by_pdfium) for y in by_pypdf)
        fills.append(fill(float(page.mediabox.height), by_pypdf))
    document.close()
    assert page_fills(alesia) == pytest.approx(fills, abs=1e-6)
