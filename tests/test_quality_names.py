"""Issue 23: in English the rule's ids are shown in English words. Every quality id
(and alias) and every weight id of each bundled ruleset has an English name, and each
quality's name gives its source: the words it quotes are in that quality's own
``assumption:`` in a bundled ruleset. A ruleset that gains an id without a name
fails here."""

from __future__ import annotations

import re

import pytest

from editor.core.forces import WEIGHTS
from editor.core.quality_names import QUALITY_NAMES, quality_name
from editor.io.rulesets import load_ruleset
from editor.paths import RULESETS

BUNDLED = sorted(p.stem for p in RULESETS.glob("*.yaml"))


def test_there_are_bundled_rulesets() -> None:
    assert {"panache", "thucydide"} <= set(BUNDLED)


@pytest.mark.parametrize("name", BUNDLED)
def test_every_quality_and_weight_id_has_an_english_name(name: str) -> None:
    play = load_ruleset(name).play
    assert play is not None
    missing = [q for q in play.quality_names() if q not in QUALITY_NAMES]
    assert not missing, f"{name}: qualities without an English name: {missing}"
    weights = {w for t in play.unit_types.values() for w in t.weights}
    assert not weights - WEIGHTS.keys(), f"{name}: weights without words"
    for q in play.quality_names():
        assert quality_name(q, "fr") == q, "in French, the rulebook's word"
        assert quality_name(q, "en") == QUALITY_NAMES[q].en


def test_each_name_quotes_the_assumption_it_comes_from() -> None:
    notes: dict[str, str] = {}
    for name in BUNDLED:
        play = load_ruleset(name).play
        assert play is not None
        for key, why in play.assumptions.items():
            if key.startswith(("qualities.", "quality_aliases.")):
                notes.setdefault(key.split(".", 1)[1], why)
    for q, named in QUALITY_NAMES.items():
        assert q in notes, f"{q}: in no bundled ruleset"
        quoted = re.search(r"« (.*) »", named.source)
        assert quoted, named.source
        assert quoted.group(1) in notes[q], (q, quoted.group(1), notes[q])
        # The English name is the ruleset's own gloss: each of its words is there.
        for word in named.en.lower().split():
            assert word in notes[q].lower(), (q, word, notes[q])


def test_typed_names() -> None:
    # The sense of the rulebook's word, as the rulesets gloss it.
    assert quality_name("chevaliers", "en") == "knights"
    assert quality_name("légère", "en") == "light troops"
    assert quality_name("tireurs", "en") == "skirmishers"
    assert quality_name("inconnue", "en") == "inconnue"  # an id the table lacks: as is
