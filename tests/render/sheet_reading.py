"""Reading a printed set-up sheet back, independently of the code that wrote it:
the words of each page, the hex labels a *Where* cell names (ranges expanded),
and how much of each page its content fills.

The words are pypdf's; the fills are read with pdfium (pypdfium2), a tenth of
the time pypdf takes to reach the same places (``test_pdf_text.py`` compares the
two): the fill test reads 34 whole sheets."""

from __future__ import annotations

import ctypes
import re
from collections.abc import Iterable
from pathlib import Path

import pypdfium2
import pypdfium2.raw as pdfium
from pdf_text import page_text
from pypdf import PdfReader

MM = 72 / 25.4
MARGIN_PT = 12 * MM
"""The sheet's page margin (``sheet.MARGIN_MM``)."""
FOOTER_PT = 14.0
"""The footer's band at the bottom of the content (``Flow.bottom``)."""
_RANGE = re.compile(r"\b(\d{2})(\d{2})\s*[–-]\s*(\d{2})(\d{2})\b")
_LABEL = re.compile(r"\b(\d{2})(\d{2})\b")


def page_texts(path: Path) -> list[str]:
    """The words of each page, on one line, ligatures undone."""
    return [
        " ".join(
            page_text(page)
            .replace("\ufb01", "fi")
            .replace("\ufb02", "fl")
            .replace("\ufb00", "ff")
            .replace("\ufb04", "ffl")
            .split()
        )
        for page in PdfReader(path).pages
    ]


def printed_labels(text: str) -> set[str]:
    """Every CCRR hex label ``text`` names, a range « 0101–0104 » standing for the
    hexes between its ends in one column."""
    out: set[str] = set()
    for c1, r1, c2, r2 in _RANGE.findall(text):
        assert c1 == c2, f"a range runs down one column: {c1}{r1}–{c2}{r2}"
        lo, hi = sorted((int(r1), int(r2)))
        out.update(f"{c1}{r:02d}" for r in range(lo, hi + 1))
    out.update(f"{c}{r}" for c, r in _LABEL.findall(_RANGE.sub(" ", text)))
    return out


def text_heights_pypdf(page) -> list[float]:
    """The height on the page (points from the bottom) of each piece of text that
    is not blank, as pypdf places it."""
    ys: list[float] = []

    def visit(text, cm, tm, font, size) -> None:
        if text.strip():
            ys.append(cm[1] * tm[4] + cm[3] * tm[5] + cm[5])

    page_text(page, visitor_text=visit)
    return ys


def text_heights_pdfium(page: pypdfium2.PdfPage) -> list[float]:
    """The height on the page (points from the bottom) of the baseline of each
    character that is not blank, as pdfium places it."""
    text = page.get_textpage()
    x, y = ctypes.c_double(), ctypes.c_double()
    ys: list[float] = []
    for i in range(text.count_chars()):
        code = pdfium.FPDFText_GetUnicode(text, i)
        if code and not chr(code).isspace():
            pdfium.FPDFText_GetCharOrigin(text, i, x, y)
            ys.append(y.value)
    return ys


def fill(height: float, ys: Iterable[float]) -> float:
    """The part of a page's content height (margins and footer left out) down to
    its lowest line of text, ``ys`` the heights of its text."""
    top, bottom = height - MARGIN_PT, MARGIN_PT + FOOTER_PT
    lowest = min((y for y in ys if y > bottom), default=top)
    return (top - lowest) / (top - bottom)


def page_fills(path: Path) -> list[float]:
    """For each page, the part of its content height (margins and footer left
    out) down to its lowest line of text."""
    pdf = pypdfium2.PdfDocument(str(path))
    try:
        return [fill(page.get_height(), text_heights_pdfium(page)) for page in pdf]
    finally:
        pdf.close()
