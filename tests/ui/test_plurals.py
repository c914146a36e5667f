"""Counts read as the languages say (the shipped ``.qm``, French and English):
French singular for 0 and 1 (« 0 point », « 1 point », « 2 points »), English
for 1 only ("0 points", "1 point", "2 points"). ``tests/test_one_translation.py``
checks that no translation writes « point(s) ».
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator

from editor.ui.i18n import CATALOGUE, PLURALS_EN

WORDS = {
    ("Counts", "%n point(s)"): {
        "fr": ["0 point", "1 point", "2 points"],
        "en": ["0 points", "1 point", "2 points"],
    },
    ("PhaseBar", "%n order token(s)"): {
        "fr": ["0 pion d'ordre", "1 pion d'ordre", "2 pions d'ordre"],
        "en": ["0 order tokens", "1 order token", "2 order tokens"],
    },
    ("PhaseBar", "+%n die(s)"): {
        "fr": ["+0 dé", "+1 dé", "+2 dés"],
        "en": ["+0 dice", "+1 die", "+2 dice"],
    },
    ("DecisionBar", "%n token(s)"): {
        "fr": ["0 pion", "1 pion", "2 pions"],
        "en": ["0 tokens", "1 token", "2 tokens"],
    },
    ("Counts", "no enemy it sees within its range (%n hex(es))"): {
        "fr": [
            "aucun ennemi vu à sa portée (0 hexagone)",
            "aucun ennemi vu à sa portée (1 hexagone)",
            "aucun ennemi vu à sa portée (2 hexagones)",
        ],
        "en": [
            "no enemy it sees within its range (0 hexes)",
            "no enemy it sees within its range (1 hex)",
            "no enemy it sees within its range (2 hexes)",
        ],
    },
    ("ValidationDock", "%n error(s)"): {
        "fr": ["0 erreur", "1 erreur", "2 erreurs"],
        "en": ["0 errors", "1 error", "2 errors"],
    },
}


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("message", sorted(WORDS), ids=lambda m: m[1])
def test_a_count_reads_in_the_language_s_plural(message: tuple[str, str], language: str) -> None:
    translator = QTranslator()
    catalogue = CATALOGUE if language == "fr" else PLURALS_EN
    assert translator.load(str(catalogue.with_suffix(".qm")))
    context, source = message
    shown = [
        # The translator gives the form; QCoreApplication.translate puts n in.
        translator.translate(context, source, None, n).replace("%n", str(n))
        for n in (0, 1, 2)
    ]
    assert shown == WORDS[message][language]
