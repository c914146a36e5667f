"""The tests read set-up sheets back without their drawing (``tests/pdf_text.py``):
the same words at the same places as pypdf reading the whole page."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_text import page_text, text_only
from pypdf import PdfReader

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


def test_a_sheet_read_without_its_drawing_gives_the_same_text_at_the_same_places(
    tmp_path: Path,
) -> None:
    loaded = read_scenario(ALESIA)
    pdf = tmp_path / "alesia.pdf"
    save_sheet_pdf(pdf, loaded.scenario, loaded.ruleset, SheetOptions(lang="en"))
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
