"""The terrain and battle-conditions dialogs: seed, preview, reroll, one undo step."""

from __future__ import annotations

import copy

from PySide6.QtWidgets import QMainWindow

from editor.core.edges import edge_between
from editor.core.scenario import HexTerrain
from editor.generate.adlg_v4 import PROCEDURE
from editor.generate.conditions import PROCEDURE as CONDITIONS
from editor.ui.document import Document
from editor.ui.generate_dialog import (
    BattleConditionsDialog,
    GenerateTerrainDialog,
)
from editor.ui.generate_menu import install_generation


def _terrain_dialog(qtbot, document: Document, seed: int = 42, **kw) -> GenerateTerrainDialog:
    dialog = GenerateTerrainDialog(document, None, **kw)
    qtbot.addWidget(dialog)
    dialog.seed.set_seed(seed)
    return dialog


def test_accept_applies_the_layout_as_one_undo_step(qtbot, document: Document) -> None:
    scenario = document.scenario
    scenario.title = "kept"
    a, b = sorted(scenario.grid.hexes())[40:42]
    scenario.set_terrain(a, HexTerrain(frozenset({"colline", "route"}), 1))
    scenario.set_terrain(b, HexTerrain(frozenset({"route"})))
    scenario.links["route"] = {edge_between(a, b)}
    before_terrain = dict(document.scenario.terrain)
    before_links = copy.deepcopy(document.scenario.links)
    dialog = _terrain_dialog(qtbot, document, 42)
    dialog.territory.setCurrentIndex(dialog.territory.findData("forest"))
    assert dialog.generated is not None and dialog.generated.params.seed == 42

    dialog.accept()

    assert scenario.terrain != before_terrain
    assert scenario.links == dialog.preview_scenario.links != before_links
    assert scenario.terrain == dialog.preview_scenario.terrain
    assert [g.procedure for g in scenario.generation] == [PROCEDURE]
    assert scenario.generation[-1].seed == 42
    assert scenario.generation[-1].log == dialog.generated.log
    assert document.undo_stack.count() == 1

    document.undo_stack.undo()
    assert scenario.terrain == before_terrain
    assert scenario.links == before_links
    assert scenario.generation == []
    assert scenario.title == "kept"
    document.undo_stack.redo()
    assert scenario.terrain == dialog.preview_scenario.terrain


def test_preview_does_not_touch_the_document(qtbot, document: Document) -> None:
    dialog = _terrain_dialog(qtbot, document, 7)
    assert dialog.preview_scenario is not None and dialog.preview_scenario.terrain
    assert document.scenario.terrain == {}
    assert document.undo_stack.count() == 0
    assert not dialog.preview.pixmap().isNull()


def test_the_same_seed_gives_the_same_preview(qtbot, document: Document) -> None:
    dialog = _terrain_dialog(qtbot, document, 42)
    first = dict(dialog.preview_scenario.terrain)
    first_log = dialog.log.toPlainText()
    dialog.seed.set_seed(43)
    assert dialog.preview_scenario.terrain != first
    dialog.seed.set_seed(42)
    assert dialog.preview_scenario.terrain == first
    assert dialog.log.toPlainText() == first_log
    other = _terrain_dialog(qtbot, document, 42)
    assert other.preview_scenario.terrain == first


def test_reroll_changes_the_seed_and_the_layout(qtbot, document: Document) -> None:
    dialog = _terrain_dialog(qtbot, document, 42)
    dialog.seed.reroll.click()
    assert dialog.seed.seed() not in (None, 42)
    assert dialog.generated is not None and dialog.generated.params.seed == dialog.seed.seed()


def test_parameters_reach_the_procedure(qtbot, document: Document) -> None:
    dialog = _terrain_dialog(qtbot, document, 5)
    dialog.attacker.setCurrentIndex(dialog.attacker.findData("B"))
    dialog.defender_elements.setCurrentIndex(dialog.defender_elements.findData(4))
    dialog.strategist_attacker.setChecked(True)
    dialog.symmetric.setCurrentIndex(dialog.symmetric.findData("mirror"))
    dialog.initiative_a.setValue(3)
    p = dialog.generated.params
    assert (p.attacker, p.initiative, p.symmetric) == ("B", (3, 0), "mirror")
    assert p.element_counts["defender"] == 4 and p.element_counts["attacker"] is None
    assert p.strategists == {"attacker": True}
    assert (p.columns, p.rows) == (24, 16)


def test_log_language_follows_the_argument(qtbot, document: Document) -> None:
    fr_dialog = _terrain_dialog(qtbot, document, 9, language="fr")
    en_dialog = _terrain_dialog(qtbot, document, 9, language="en")
    fr, en = fr_dialog.log.toPlainText(), en_dialog.log.toPlainText()
    assert "territoire" in fr.splitlines()[0]
    assert "territory" in en.splitlines()[0]


def test_a_bad_seed_disables_accept(qtbot, document: Document) -> None:
    dialog = _terrain_dialog(qtbot, document, 1)
    dialog.seed.edit.setText("")
    assert dialog.generated is None and dialog.error.text()
    dialog.accept()
    assert document.undo_stack.count() == 0


def test_conditions_are_stored_and_undone(qtbot, document: Document) -> None:
    dialog = BattleConditionsDialog(document, None, "en")
    qtbot.addWidget(dialog)
    dialog.season.setCurrentIndex(dialog.season.findData("winter"))
    dialog.seed.set_seed(7)
    dialog.variable.setChecked(True)
    expected = dialog.rolled.conditions()
    assert expected["season"] == "winter" and "weather_stability" in expected
    assert dialog.table.rowCount() >= len(expected)
    assert dialog.log.toPlainText().startswith("Panache, battle conditions")

    dialog.accept()
    assert document.scenario.conditions == expected
    assert document.scenario.generation[-1].procedure == CONDITIONS
    assert document.scenario.generation[-1].seed == 7
    document.undo_stack.undo()
    assert document.scenario.conditions == {}
    assert document.scenario.generation == []


def test_conditions_same_seed_same_result(qtbot, document: Document) -> None:
    dialog = BattleConditionsDialog(document, None, seed=11)
    qtbot.addWidget(dialog)
    first = dialog.rolled.conditions()
    dialog.seed.reroll.click()
    assert dialog.seed.seed() != 11
    dialog.seed.set_seed(11)
    assert dialog.rolled.conditions() == first


def test_install_generation_adds_the_two_actions(qtbot, document: Document) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    install_generation(window, document)
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    assert [m.title() for m in menus] == ["&Map"]
    names = [a.objectName() for a in menus[0].actions()]
    assert names == ["generate_terrain", "battle_conditions"]
    install_generation(window, document)  # a second call reuses the menu
    assert len([a for a in window.menuBar().actions() if a.menu() is not None]) == 1


def test_element_counts_come_from_the_v4_data(qtbot, document: Document, monkeypatch) -> None:
    # A group that reads « 2 à 4 éléments » otherwise edits adlg-v4.yaml only.
    from editor.generate import adlg_data as module

    house = {**module.adlg_data(), "elements_chosen": {"min": 2, "max": 3}}
    monkeypatch.setattr(module, "adlg_data", lambda data=None: house)
    dialog = _terrain_dialog(qtbot, document)
    box = dialog.defender_elements
    assert [box.itemData(i) for i in range(box.count())] == [None, 2, 3]
