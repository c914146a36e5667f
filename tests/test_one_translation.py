"""One way of translating per layer, and real plurals (ARCHITECTURE.md, on words).

Qt code (``editor/ui``, ``editor/app.py``) translates with Qt's ``tr()`` only:
it builds no ``Phrase``. The layers without Qt (core, rules, io, generate,
balance) and ``render`` (whose documents are in the language asked of them,
not the window's) word their sentences as ``Phrase`` values and never call
Qt's translator. No wording, in the catalogues or in Python, writes a plural
as « plaquette(s) »: a count says « 1 plaquette », « 2 plaquettes ».

Read from the source itself (``ast``), so that a new construction anywhere fails.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EDITOR = ROOT / "editor"
I18N = ROOT / "resources" / "i18n"
QT_CODE = [*sorted((EDITOR / "ui").rglob("*.py")), EDITOR / "app.py"]
PHRASE_CODE = [
    p
    for layer in ("core", "rules", "io", "generate", "balance", "render")
    for p in sorted((EDITOR / layer).rglob("*.py"))
]
PHRASE_MAKERS = {"Phrase", "counted", "sentence"}
"""What builds a ``Phrase`` (``editor.core.phrases``)."""
QT_NOOPS = {"QT_TR_NOOP", "QT_TRANSLATE_NOOP", "QT_TR_N_NOOP", "QT_TRANSLATE_N_NOOP"}
MAYBE_PLURAL = re.compile(r"[^\W\d_]\((s|x|es)\)")
"""« plaquette(s) », « drapeau(x) », "hex(es)"."""


def _name(func: ast.expr) -> str | None:
    return getattr(func, "id", None) or getattr(func, "attr", None)


def phrases_built(source: str) -> list[int]:
    """Lines of ``source`` that build a ``Phrase``."""
    return sorted(
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and _name(node.func) in PHRASE_MAKERS
    )


def qt_translations(source: str) -> list[int]:
    """Lines of ``source`` that reach Qt's translator: ``self.tr(...)``,
    ``QCoreApplication.translate`` (called or aliased), ``QT_TR_NOOP``."""
    lines = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and (
            node.attr == "tr"
            or (node.attr == "translate" and getattr(node.value, "id", "") == "QCoreApplication")
        ):
            lines.add(node.lineno)
        elif isinstance(node, ast.Name) and node.id in QT_NOOPS:
            lines.add(node.lineno)
    return sorted(lines)


def _docstrings(tree: ast.AST) -> set[int]:
    """``id`` of every docstring node (a module's, class's or function's, and an
    attribute's: a string standing alone as a statement)."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }


def _msgids(tree: ast.AST) -> set[int]:
    """``id`` of the source strings handed to Qt's translator (English msgids, whose
    plurals the catalogues give)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _name(node.func) in {"tr", "translate"}:
            out.update(id(a) for a in node.args)
    return out


def _strings(tree: ast.AST, skip: set[int]) -> Iterator[tuple[int, str]]:
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.JoinedStr):
            skip.update(id(v) for v in node.values)
            text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
            yield node.lineno, text
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.lineno, node.value


def parenthesised_plurals(source: str) -> list[tuple[int, str]]:
    """(line, wording) of every string in ``source`` that writes a plural in
    parentheses, but for docstrings and the msgids handed to Qt's translator."""
    tree = ast.parse(source)
    skip = _docstrings(tree) | _msgids(tree)
    return sorted((line, text) for line, text in _strings(tree, skip) if MAYBE_PLURAL.search(text))


def _rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


# --------------------------------------------------------------- the checks checked


def test_the_checks_find_what_they_look_for() -> None:
    qt = (
        "class W:\n"
        "    def f(self):\n"
        '        a = self.tr("%n hex(es)", "", 2)\n'
        '        b = Phrase("x", "y")\n'
        '        c = counted(2, ("a", "b"), ("c", "d"))\n'
        "translate = QCoreApplication.translate\n"
        'NOOP = QT_TR_NOOP("z")\n'
        'in_language(b, "fr")\n'
    )
    assert phrases_built(qt) == [4, 5]
    assert qt_translations(qt) == [3, 6, 7]
    pure = (
        '"""A docstring may say plaquette(s)."""\n'
        'x = f"{n} plaquette(s)"\n'
        'y = Phrase(f"{n} flag(s)", f"{n} drapeau(x)")\n'
        'z = translate("Ctx", "%n hex(es)", "", n)\n'
        'w = "append(s) is code, no word"\n'
        "v = sorted(s) + ints(x)\n"
    )
    assert [line for line, _ in parenthesised_plurals(pure)] == [2, 3, 3, 5]


# --------------------------------------------------------------- one mechanism a layer


def test_qt_code_builds_no_phrase() -> None:
    found = [f"{_rel(p)}:{line}" for p in QT_CODE for line in phrases_built(p.read_text("utf-8"))]
    assert found == [], "Qt code translates with tr(); a Phrase is built in a Qt-free layer"


def test_qt_free_code_never_calls_qt_translator() -> None:
    found = [
        f"{_rel(p)}:{line}" for p in PHRASE_CODE for line in qt_translations(p.read_text("utf-8"))
    ]
    assert found == [], "words without Qt are Phrase values (editor.core.phrases)"
    assert len(PHRASE_CODE) > 200  # the layers are read where they are


# --------------------------------------------------------------- real plurals


def test_no_wording_in_python_writes_a_plural_in_parentheses() -> None:
    found = [
        f"{_rel(p)}:{line}: {text!r}"
        for p in sorted(EDITOR.rglob("*.py"))
        for line, text in parenthesised_plurals(p.read_text("utf-8"))
    ]
    assert found == [], "count with counted() (Phrase) or tr('%n ...', '', n) (Qt)"


def _translations(ts: Path) -> Iterator[tuple[str, str, list[str]]]:
    """(context, source, [translation or its plural forms]) of every message."""
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            tr = m.find("translation")
            forms = [f.text or "" for f in tr.iter("numerusform")] if tr is not None else []
            text = [] if tr is None or forms else [tr.text or ""]
            yield name, m.findtext("source") or "", forms or text


@pytest.mark.parametrize("catalogue", ["hexfield_fr.ts", "hexfield_en.ts"])
def test_no_translation_writes_a_plural_in_parentheses(catalogue: str) -> None:
    found = [
        (ctx, source, text)
        for ctx, source, texts in _translations(I18N / catalogue)
        for text in texts
        if MAYBE_PLURAL.search(text)
    ]
    assert found == []


def test_every_counted_source_string_is_a_plural_message() -> None:
    """A source string that counts with « (s) » is a ``%n`` message, with plural
    forms in both catalogues (not « %1 die(s) », which no catalogue can make right)."""
    numerus = {
        catalogue: {
            (ctx, source): len(texts)
            for ctx, source, texts in _translations(I18N / catalogue)
            if "%n" in source
        }
        for catalogue in ("hexfield_fr.ts", "hexfield_en.ts")
    }
    counted = [
        (ctx, source)
        for ctx, source, _ in _translations(I18N / "hexfield_fr.ts")
        if MAYBE_PLURAL.search(source)
    ]
    assert len(counted) > 30  # the catalogue is read where it is
    not_numerus = [k for k in counted if "%n" not in k[1]]
    assert not_numerus == []
    assert [k for k in counted if numerus["hexfield_fr.ts"].get(k) != 2] == []
    assert [k for k in counted if numerus["hexfield_en.ts"].get(k) != 2] == []
