"""The catalogue of the sentences built in Python: every ``Phrase(en, fr)``
written in ``editor/`` says something in French that is not its English, and
names no file key (``start_period``) to a French reader.

Qt's catalogue test (``tests/ui/test_translations.py``) sees only ``tr()``;
the rules' refusals, the diagnostics and the game's events are ``Phrase``
values (``editor.core.phrases``), read here from the source itself.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

EDITOR = Path(__file__).resolve().parents[2] / "editor"
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
QUOTED = re.compile(r"(?<!\w)'[^']*'(?!\w)|\"[^\"]*\"|«[^»]*»")
WORD = re.compile(r"[^\W\d_]{3,}")
SAME_IN_BOTH = {"max", "normal"}
"""Words French and English share, alone in a phrase."""
CITATIONS = ("Annexe ", "Thucydide ")
"""A rulebook's section, cited in its own (French) words in both languages."""


def _text(node: ast.expr) -> str | None:
    """A literal's text, ``{}`` for each value put in; None when not a literal."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _text(node.left), _text(node.right)
        return None if left is None or right is None else left + right
    return None


def phrases(source: str) -> Iterator[tuple[int, str, str]]:
    """(line, English, French) of every ``Phrase`` written with literal wordings."""
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or len(node.args) != 2:
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        if name != "Phrase":
            continue
        en, fr = (_text(arg) for arg in node.args)
        if en is not None and fr is not None:
            yield node.lineno, en, fr


def problems(source: str) -> list[str]:
    """What is wrong with the French of the phrases in ``source``."""
    found = []
    for line, en, fr in phrases(source):
        words = set(WORD.findall(fr.replace("{}", " "))) - SAME_IN_BOTH
        if en == fr and words and not fr.startswith(CITATIONS):
            found.append(f"{line}: the French is the English: {fr!r}")
        key = SNAKE.search(QUOTED.sub("", fr))
        if key:
            found.append(f"{line}: a file key {key.group()!r} in French: {fr!r}")
    return found


def test_the_check_finds_an_untranslated_phrase_and_a_key() -> None:
    source = (
        'Phrase("the map is too small", "the map is too small")\n'
        'Phrase(f"{n} hexes", f"{n} hexagones")\n'
        'Phrase("start period", "période start_period")\n'
        'Phrase("Annexe 3, Le Feu", "Annexe 3, Le Feu")\n'
        'Phrase(f"max {n}", f"max {n}")\n'
        "Phrase(\"id 'side_a' twice\", \"l'identifiant 'side_a' deux fois\")\n"
    )
    assert [p.split(":")[0] for p in problems(source)] == ["1", "3"]


def test_every_phrase_of_the_editor_reads_in_french() -> None:
    files = sorted(EDITOR.rglob("*.py"))
    counted = sum(len(list(phrases(p.read_text(encoding="utf-8")))) for p in files)
    assert counted > 150  # the check reads the phrases where they are
    found = [
        f"{p.relative_to(EDITOR.parent)}:{problem}"
        for p in files
        for problem in problems(p.read_text(encoding="utf-8"))
    ]
    assert found == []
