"""Map > Battle conditions speaks the user's language (issue 11: the table
showed ``start_hour``, ``start_period``, row ids, and "rain (heavy): special")."""

from __future__ import annotations

import re

import pytest
from i18n_fixtures import translated

from editor.ui.conditions_dialog import BattleConditionsDialog
from editor.ui.document import Document

EXPECTED = {
    "en": {
        "Season": r"Winter",
        "Climate zone": r"Temperate zone",
        "Starting hour": r"Hour \d+ from dawn",
        "Starting period": r"\d+",
        "Light": r"Dawn|Day|Dusk|Night",
        "Weather roll": r"\d \+ \d, modifier -2 = -?\d+",
        "Wind blows towards": (r"Hex side \d \(counted clockwise from the side marked 1\)"),
        "Wind strength": r"[A-Z][a-z ]+",
    },
    "fr": {
        "Saison": r"Hiver",
        "Zone climatique": r"Zone tempérée",
        "Heure de début": r"\d+e heure depuis l'aube",
        "Période de début": r"\d+",
        "Lumière": r"Aube|Jour|Crépuscule|Nuit",
        "Jet de la météo": r"\d \+ \d, modificateur -2 = -?\d+",
        "Le vent souffle vers": (
            r"Le côté \d de l'hexagone \(compté dans le sens des aiguilles"
            r" d'une montre depuis le côté marqué 1\)"
        ),
        "Force du vent": r"[A-ZÉ][a-zéèêô ]+",
    },
}
WIND = {"en": "Wind (", "fr": "Vent ("}
WEATHER_EFFECT = {
    "en": r"(Rain|Snow|Fog or mist) \(.+\) — ",
    "fr": r"(Pluie|Neige|Brouillard ou brume) \(.+\) — ",
}
KINDS = {
    "en": ("visibility", "movement", "shooting", "special"),
    "fr": ("visibilité", "mouvement", "tir", "particularités"),
}


def cells(dialog: BattleConditionsDialog) -> list[tuple[str, str]]:
    table = dialog.table
    return [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_conditions_are_named_in_the_users_language(
    qtbot, qapp, document: Document, language: str
) -> None:
    seen_wind = seen_weather = False
    with translated(qapp, language):
        dialog = BattleConditionsDialog(document, None, language, seed=1)
        qtbot.addWidget(dialog)
        dialog.season.setCurrentIndex(dialog.season.findData("winter"))
        for seed in range(1, 25):
            dialog.seed.set_seed(seed)
            rows = cells(dialog)
            shown = dict(rows)
            for name, pattern in EXPECTED[language].items():
                assert name in shown, f"seed {seed}: no {name!r} in {rows}"
                assert re.fullmatch(pattern, shown[name]), (seed, name, shown[name])
            for name, value in rows:
                assert "_" not in name + value, f"an internal key is shown: {name} | {value}"
            effects = [name for name, _ in rows if " — " in name]
            for name in effects:
                assert name.endswith(KINDS[language]), name
            seen_wind |= any(name.startswith(WIND[language]) for name in effects)
            seen_weather |= any(re.match(WEATHER_EFFECT[language], n) for n in effects)
            log = dialog.log.toPlainText()
            assert " +0" not in log and "fixed, clockwise" not in log
    assert seen_wind and seen_weather
