"""Issue 23: the start dialog and the board's legend say what the fog of a game
governs; the dialog greys the optional rules the scenario's deployment cannot play
and has one darkness switch.

Annexe 3, Unités cachées: « Dès que la plus petite partie d'une marque de
déploiement est visible d'une formation ennemie [...], elle doit être remplacée
par l'unité correspondante »; Annexe 1, Petits papiers: « Lorsque les deux
joueurs ont fini, ils remplacent les papiers par les unités correspondantes ».
"""

from __future__ import annotations

import copy

from PySide6.QtWidgets import QFormLayout, QLabel

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.context import Options
from editor.rules.game import game_context
from editor.ui.document import Document
from editor.ui.play.play_view import PlayView
from editor.ui.play.start_dialog import StartDialog


def _doc(name: str, deployment: str | None = None) -> Document:
    result = read_scenario(SCENARIOS / name)
    assert result.scenario is not None and result.ruleset is not None
    scenario = copy.deepcopy(result.scenario)
    if deployment is not None:
        scenario.setup.deployment = deployment
    return Document(scenario, result.ruleset)


def _dialog(qtbot, doc: Document, language: str = "en") -> StartDialog:
    dialog = StartDialog(doc.scenario, doc.ruleset, language, seed=1)
    qtbot.addWidget(dialog)
    return dialog


def test_hidden_units_are_greyed_with_the_reason_under_a_slips_of_paper_deployment(
    qtbot,
) -> None:
    doc = _doc("eylau-1807.yaml")  # deploys with slips of paper
    assert doc.scenario.setup.deployment == "papers"
    doc.scenario.setup.optional_rules = ["hidden"]
    dialog = _dialog(qtbot, doc)
    hidden = dialog.rules["hidden"]
    assert not hidden.isEnabled() and not hidden.isChecked()
    assert "turned face up when deployment ends" in hidden.toolTip()
    shown = dialog.findChild(QLabel, "UnfitRule_hidden")
    assert shown is not None and shown.text().startswith("Hidden units: not with slips of paper")
    assert "hidden" not in (dialog.spec().options.rules or ())
    # Under hidden markers the same rule is offered.
    dialog = _dialog(qtbot, _doc("eylau-1807.yaml", "markers"))
    assert dialog.rules["hidden"].isEnabled()
    assert dialog.findChild(QLabel, "UnfitRule_hidden") is None


def test_one_darkness_switch_worded_by_what_it_does(qtbot) -> None:
    """Once two switches: « Night battle: dark all game long » and the rule « Darkness »
    among the optional rules. Now one choice: none, the rule whenever it is dark, or the
    whole battle at night (``--night``, which the darkness rule plays)."""
    doc = _doc("moulin-de-la-sambre.yaml")
    dialog = _dialog(qtbot, doc)
    form = dialog.findChild(QFormLayout)
    labels = [
        form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget().text()
        for row in range(form.rowCount())
        if form.itemAt(row, QFormLayout.ItemRole.LabelRole) is not None
    ]
    assert "Night battle" not in labels and labels.count("Darkness") == 1
    assert "night" not in dialog.rules  # not a second box among the optional rules
    box = dialog.darkness
    words = [box.itemText(n) for n in range(box.count())]
    assert words == [
        "None",
        "Annexe 3's darkness rule, whenever it is dark",
        "The whole battle at night",
    ]
    expected = {
        0: (False, False),
        1: (False, True),
        2: (True, True),
    }
    for index, (night, rule) in expected.items():
        box.setCurrentIndex(index)
        options = dialog.spec().options
        assert (options.night, "night" in (options.rules or ())) == (night, rule)
    assert "sight 2 hexes" in box.toolTip()
    # « None » is not daylight all game long: the hour's night and a pea-souper stay dark
    # when the time of day and the weather are played (issue 25)
    box.setCurrentIndex(0)
    assert "night hours of the time of day and a pea-souper" in box.toolTip()


def test_the_dialog_says_what_the_sight_limit_and_hidden_units_govern(qtbot) -> None:
    dialog = _dialog(qtbot, _doc("eylau-1807.yaml", "markers"))
    dialog.rules["hidden"].setChecked(True)
    dialog.sight.setValue(4)
    note = dialog.fog_note.text()
    assert "Sight limit: 4 hexes" in note
    assert "it does not hide a unit already revealed" in note
    assert "once revealed it stays shown wherever it goes" in note
    assert "« Dès que la plus petite partie d&#x27;une marque de déploiement" in note
    assert "it must be replaced by its unit" in note  # the English rendering
    # Slips of paper, no hidden units: the limit hides nobody, and the dialog says so.
    dialog = _dialog(qtbot, _doc("eylau-1807.yaml"))
    dialog.sight.setValue(4)
    note = dialog.fog_note.text()
    assert "It hides nobody" in note and "Dès que" not in note


def _view(qtbot, doc: Document, options: Options, language: str = "en") -> PlayView:
    view = PlayView(game_context(doc.scenario, doc.ruleset, options), language)
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_the_board_legend_says_what_the_tester_took_for_a_leak(qtbot) -> None:
    """Eylau, hotseat, Hidden units, a 4-hex sight limit: revealed Cossacks moving ten
    hexes from any French unit stay shown, and the board says why."""
    doc = _doc("eylau-1807.yaml", "markers")
    view = _view(qtbot, doc, Options(sight_limit=4, rules=frozenset({"hidden"})))
    legend = view.legend
    assert legend.isVisible()
    text = legend.body.text()
    assert "Sight limit: 4 hexes" in text
    assert "it does not hide a unit already revealed" in text
    assert "« ne pas placer toutes les unités après la rédaction des ordres" in text
    assert "“not to place every unit once the orders are written" in text
    # In the viewport's bottom-left corner, wholly inside it.
    box = view.viewport().geometry()
    assert box.contains(legend.geometry())
    assert legend.geometry().left() - box.left() < 20
    assert box.bottom() - legend.geometry().bottom() < 20
    # Folded to its title line, still in the corner.
    legend.title.click()
    assert not legend.body.isVisible()
    assert box.bottom() - legend.geometry().bottom() < 20
    # The tester's own game deployed with slips of paper: the legend says so.
    papers = _doc("eylau-1807.yaml")
    view = _view(qtbot, papers, Options(sight_limit=4, rules=frozenset({"hidden"})))
    text = view.legend.body.text()
    assert "every slip is turned face up when deployment ends" in text
    assert "It hides nobody" in text


def test_no_legend_where_nothing_is_hidden_and_sight_is_not_limited(qtbot) -> None:
    view = _view(qtbot, _doc("eylau-1807.yaml"), Options(rules=frozenset()))
    assert not view.legend.isVisible()
