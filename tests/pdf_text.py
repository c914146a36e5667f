"""The text of a PDF page read with pypdf, without parsing the page's drawing
first (test helper).

pypdf's ``extract_text`` parses the whole content stream of a page into Python
objects before it looks at the text; a set-up sheet's map page is some 50,000
lines of paths (``x y m``, ``x y l``, ``… c``, ``h``, ``f*``) around a few
thousand lines of text, and that parsing is most of the time the tests spend
reading sheets back. ``text_only`` hands pypdf the page without the lines that
only build or paint a path, or set its colour, dash or graphics state (``CS``,
``scn``, ``d``, ``gs``...: pypdf's text extraction reads none of them): they
neither show text nor move it (the text's place comes from ``cm``, ``Tm``,
``Td`` and the other operators, all kept), so pypdf reads the same words at the
same places (``tests/render/test_pdf_text.py`` compares the two readings of a
sheet).
"""

from __future__ import annotations

import re
from typing import Any

from pypdf import PageObject
from pypdf.generic import DecodedStreamObject, NameObject

_OPERAND = rb"(?:[-+]?(?:\d+\.?\d*|\.\d+)|/[!-~]+?|\[[-+\d. \t]*\])[ \t]+"
"""A number, a name (``/CS0``) or an array of numbers (a dash, ``[3 2]``)."""
_OPERATOR = (
    rb"(?:re|f\*|B\*|b\*|W\*|[mlcvyhSsfFBbnW]"  # paths
    rb"|SCN|scn|SC|sc|CS|cs|RG|rg|gs|[GgKkwJjMd])"  # colours, lines, graphics state
    rb"(?:[ \t]+|(?=\r?\n))"
)
_PATH_LINE = re.compile(rb"(?m)^[ \t]*(?:(?:" + _OPERAND + rb")*" + _OPERATOR + rb")+\r?\n")
"""A whole line of operands and of the operators above (``1 2 m``, ``h f``,
``/CS0 CS``, ``[] 0 d``) and nothing else: a line ending in an operand, a string
or another operator is kept."""


def text_only(page: PageObject) -> PageObject:
    """``page`` with the lines of its content stream that only draw paths left out."""
    contents = page.get_contents()
    if contents is None:
        return page
    slim = DecodedStreamObject()
    slim.set_data(_PATH_LINE.sub(b"", contents.get_data()))
    page[NameObject("/Contents")] = slim
    return page


def page_text(page: PageObject, **options: Any) -> str:
    """``page.extract_text(**options)`` (a ``visitor_text`` too), read faster."""
    return text_only(page).extract_text(**options)
