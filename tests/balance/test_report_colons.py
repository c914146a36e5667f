"""The balance report's lines put the language's colon between a label and its
value: « écart Elo (camp A) : +0 » in French, "Elo difference (side A): +0" in
English. The report is the one ``test_first_mover`` builds (20 games of the
arena, 12 won by the side that moved first, 2 drawn)."""

from __future__ import annotations

import re

import pytest
from test_first_mover import _report, arena_ctx  # noqa: F401  (the fixture)

from editor.balance.output import summary

LINES = {
    "en": [
        ("h2", "greedy against greedy: 20 games (the asked number of games)"),
        ("p", "Elo difference (side A): +0"),
        ("p", "How games ended: demoralisation 20"),
    ],
    "fr": [
        ("h2", "greedy contre greedy : 20 parties (le nombre de parties demandé)"),
        ("p", "écart Elo (camp A) : +0"),
        ("p", "Comment les parties finissent : démoralisation 20"),
    ],
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_reports_labels_take_the_languages_colon(arena_ctx, lang: str) -> None:  # noqa: F811
    lines = summary(_report(arena_ctx, 12, draws=2), lang)
    for line in LINES[lang]:
        assert line in lines
    if lang == "fr":  # no colon glued to the word before it, anywhere in the report
        glued = [text for _kind, text in lines if re.search(r"[^\s\d]:\s", text)]
        assert glued == []
