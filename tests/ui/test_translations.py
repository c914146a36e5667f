"""Every string the editor shows through Qt's translator is in the French
catalogue, translated, and the shipped ``.qm`` says what the ``.ts`` says.

The catalogue is refreshed with ``python -m editor.ui.i18n`` (pyside6-lupdate
over ``editor/ui`` and ``editor/app.py``, then pyside6-lrelease).
"""

from __future__ import annotations

import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from editor.ui.i18n import CATALOGUE, PLURALS_EN, lupdate


def _messages(ts: Path) -> dict[tuple[str, str], ET.Element | None]:
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            out[(name, m.findtext("source") or "")] = m.find("translation")
    return out


def _text(translation: ET.Element) -> str:
    """The translation, or its plural forms (``%n`` messages) run together."""
    forms = [f.text or "" for f in translation.iter("numerusform")]
    return "".join(forms).strip() if forms else (translation.text or "").strip()


@pytest.mark.skipif(
    shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent)) is None,
    reason="pyside6-lupdate is not installed beside this Python",
)
@pytest.mark.parametrize(
    ("catalogue", "plural_only"), [(CATALOGUE, False), (PLURALS_EN, True)], ids=["fr", "en"]
)
def test_every_source_string_is_in_the_catalogue_and_translated(
    tmp_path: Path, catalogue: Path, plural_only: bool
) -> None:
    fresh = tmp_path / catalogue.name
    shutil.copy(catalogue, fresh)
    lupdate(fresh, plural_only)
    committed, found = _messages(catalogue), _messages(fresh)
    assert sorted(set(found) - set(committed)) == [], "run: python -m editor.ui.i18n"
    assert sorted(set(committed) - set(found)) == [], "strings no longer used: update"
    unfinished = [k for k, tr in committed.items() if tr is None or tr.get("type")]
    assert unfinished == []
    empty = [k for k, tr in committed.items() if tr is not None and not _text(tr)]
    assert empty == []
    forms = [
        k
        for k, tr in committed.items()
        if tr is not None and any(not (f.text or "").strip() for f in tr.iter("numerusform"))
    ]
    assert forms == [], "a plural form is empty"


def test_the_compiled_catalogue_matches_the_source() -> None:
    translator = QTranslator()
    assert translator.load(str(CATALOGUE.with_suffix(".qm")))
    stale = []
    for (context, source), tr in _messages(CATALOGUE).items():
        if tr is None or list(tr.iter("numerusform")):
            continue
        if translator.translate(context, source) != (tr.text or ""):
            stale.append((context, source))
    assert stale == [], "run: python -m editor.ui.i18n"


@pytest.mark.parametrize("catalogue", [CATALOGUE, PLURALS_EN], ids=["fr", "en"])
def test_the_compiled_plurals_match_the_source(catalogue: Path) -> None:
    """One thing and two things read as the catalogue says (French: 0 and 1 singular)."""
    translator = QTranslator()
    assert translator.load(str(catalogue.with_suffix(".qm")))
    stale = []
    for (context, source), tr in _messages(catalogue).items():
        forms = [f.text or "" for f in tr.iter("numerusform")] if tr is not None else []
        for n, form in ((1, forms[:1]), (2, forms[1:2])):
            # The translator gives the form; QCoreApplication.translate puts n in.
            if form and translator.translate(context, source, None, n) != form[0]:
                stale.append((context, source, n))
    assert stale == [], "run: python -m editor.ui.i18n"
