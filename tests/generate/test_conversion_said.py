"""An element converted between rulesets says why (issue 24).

An ADLG "gentle hill (brush)" became a Panache « Colline escarpée » without a
word: neither annex has brush, V4 counts brush with rocks (rocaille), and the
annex names a hill with rocaille « Colline escarpée = colline + rocaille ». The
generation log now says so, in both languages, for each element whose nature
changes; an element kept as it is (a wood) gets no line.
"""

from __future__ import annotations

import pytest

from editor.generate.adlg_v4 import LayoutParams, generate_layout
from editor.generate.dice import in_language

# Steppe, seed 1: the defender's compulsory element is a gentle hill with brush.
PARAMS = {"territory": "steppe", "seed": 1}


@pytest.mark.parametrize(
    ("ruleset", "lang", "start", "words"),
    [
        (
            "panache",
            "en",
            "In Panache, gentle hill (brush) becomes « Steep hill »: ",
            ["no brush", "rocky ground", "composite « Steep hill »"],
        ),
        (
            "panache",
            "fr",
            "Dans Panache, colline douce (broussailles) devient « Colline escarpée » : ",
            ["pas de broussailles", "rocaille", "élément composé « Colline escarpée »"],
        ),
        (
            "thucydide",
            "en",
            "In Thucydide, gentle hill (brush) becomes « Steep hill »: ",
            ["no brush", "Thucydide's composite « Steep hill »"],
        ),
    ],
)
def test_a_brush_covered_gentle_hill_says_why_it_is_a_steep_hill(
    ruleset: str, lang: str, start: str, words: list[str]
) -> None:
    result = generate_layout(LayoutParams(**PARAMS, ruleset=ruleset))
    hill = next(e for e in result.elements if e.kind == "soft_hill" and e.vegetation == "brush")
    # The conversion itself: a hill with rocky ground on every hex of the element.
    assert all(result.terrain[h].elements == {"colline", "rocaille"} for h in hill.hexes)
    lines = [in_language(line, lang) for line in result.log]
    (said,) = [line for line in lines if line.startswith(start)]
    for word in words:
        assert word in said


def test_an_element_that_keeps_its_nature_says_nothing() -> None:
    result = generate_layout(LayoutParams(**PARAMS))
    lines = [in_language(line, "en") for line in result.log]
    said = [line for line in lines if line.startswith("In Panache, ")]
    assert said  # brush and the ravine are explained...
    kinds = {e.kind for e in result.elements}
    assert "road" in kinds and not any(line.startswith("In Panache, road") for line in said)
