"""*Suggest a fairer version…* lists the knobs beyond points, turns and first player that
the scenario's ``balance.vary`` names (an owner, order tokens, the victory's settings, a
zone's depth), ticked, with their words and ranges, and the search gets them."""

from __future__ import annotations

import sys
from pathlib import Path

from i18n_fixtures import translated
from test_tune_window import _rows, _window

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "balance"))

VARY = ["owner:Moulin", "tokens:a=1..5", "victory.objectives", "depth:b=1..3"]


def _labels(dialog) -> list[str]:
    grid = dialog.knobs.layout()
    out = []
    for r in range(1, len(dialog.knobs.rows) + 1):
        item = grid.itemAtPosition(r, 2)
        out.append(item.widget().text() if item is not None else "")
    return out


def test_the_scenarios_other_knobs_are_listed_ticked(qtbot, tmp_path) -> None:
    window, controller = _window(qtbot, tmp_path, vary=VARY)
    window.balance.suggest.trigger()
    dialog = controller.tune_dialog
    assert _rows(dialog) == [
        ("Points of Gué (0507)", 0, 4, False),
        ("Points of Moulin (0506)", 0, 3, False),
        ("Turn limit", 3, 12, False),
        ("First player", -1, -1, False),
        ("Held at the start: Moulin (0506)", -1, -1, True),
        ("Order tokens of Rouges", 1, 5, True),
        ("Objectives count", -1, -1, True),
        ("Deployment zone of Bleus (rows)", 1, 3, True),
    ]
    labels = _labels(dialog)
    assert labels[4] == "nobody, Rouges, Bleus" and labels[6] == "yes, no"
    assert [k.name for k in dialog.knobs.knobs()] == [
        "owner:2", "tokens:a", "victory.objectives", "depth:b"
    ]  # fmt: skip
    assert dialog.problem.text() == "" and dialog.search_button.isEnabled()


def test_the_other_knobs_in_french(qapp, qtbot, tmp_path) -> None:
    with translated(qapp, "fr"):
        window, controller = _window(qtbot, tmp_path, vary=[*VARY, "victory.demoralisation"])
        window.balance.suggest.trigger()
        dialog = controller.tune_dialog
        names = [row[0] for row in _rows(dialog)][4:]
        assert names == [
            "Tenu au départ : Moulin (0506)",
            "Jetons d'ordre de Rouges",
            "Les objectifs comptent",
            "Zone de déploiement de Bleus (rangées)",
            "Démoralisation",
        ]
        labels = _labels(dialog)[4:]
        assert labels[0] == "personne, Rouges, Bleus" and labels[2] == "oui, non"
        assert labels[4] == "un tiers des unités perdues, pas de démoralisation"
