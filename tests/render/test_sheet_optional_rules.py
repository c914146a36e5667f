"""The set-up sheet names the Annexe 3 optional rules the scenario plays
(``setup.optional_rules``): Tarutino plays « le déroulement du temps », « l'obscurité »,
« unités endormies et sentinelles » and « camps et bagages », and its sheet said
« Règles optionnelles en jeu : Aucune. »."""

from __future__ import annotations

from pathlib import Path

import pytest
from sheet_reading import page_texts

from editor.io.scenario_file import read_scenario
from editor.render.sheet import SheetOptions, save_sheet_pdf

ROOT = Path(__file__).resolve().parents[2]
WORDS = {
    "fr": [
        "Le déroulement du temps",
        "L'obscurité",
        "Unités endormies et sentinelles",
        "Camps et bagages",
    ],
    "en": ["Time of day", "Darkness", "Sleeping units and sentinels", "Camps and baggage"],
}
HEADING = {"fr": "Règles optionnelles en jeu", "en": "Optional rules in play"}
NONE = {"fr": "Aucune.", "en": "None."}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_optional_rules_the_scenario_plays_are_printed(qapp, tmp_path: Path, lang: str) -> None:
    loaded = read_scenario(ROOT / "scenarios" / "tarutino-1812.yaml")
    assert loaded.scenario.setup.optional_rules == ("time", "night", "sleep", "camps")
    pdf = tmp_path / "t.pdf"
    save_sheet_pdf(pdf, loaded.scenario, loaded.ruleset, SheetOptions(lang=lang))
    text = " ".join(page_texts(pdf))
    at = text.index(HEADING[lang])
    section = text[at : at + 400]
    assert NONE[lang] not in section[: len(HEADING[lang]) + 10]
    # in the annex's order, right under the heading
    places = [section.find(w) for w in WORDS[lang]]
    assert -1 not in places and places == sorted(places), (places, section)
