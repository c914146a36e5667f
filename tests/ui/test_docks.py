"""The palette, validation and undo history docks, wired through the main window."""

from __future__ import annotations

import pytest
from window_fixtures import make_window

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain


@pytest.fixture
def window(qtbot, tmp_path):
    return make_window(qtbot, tmp_path)


def entry(window, ident: str):
    return next(i for i in window.palette_dock.items() if i.data(0, 257) == ident)


def test_palette_lists_every_element_and_the_composites(window) -> None:
    ids = set(window.palette_dock.visible_ids())
    ruleset = window.document.ruleset
    assert set(ruleset.elements) <= ids
    assert {c.id for c in ruleset.composites.values() if not c.same_as} <= ids


def test_palette_filter_hides_what_does_not_match(window) -> None:
    window.palette_dock.filter.setText("FORET")  # accents and case do not matter
    visible = window.palette_dock.visible_ids()
    assert "foret" in visible and "foret_enneigee" in visible
    assert "marais" not in visible and "palissade" not in visible
    groups = [
        window.palette_dock.tree.topLevelItem(i)
        for i in range(window.palette_dock.tree.topLevelItemCount())
    ]
    assert any(g.isHidden() for g in groups)  # field works: nothing matches
    window.palette_dock.filter.clear()
    assert "marais" in window.palette_dock.visible_ids()


@pytest.mark.parametrize(
    ("ident", "tool", "field", "value"),
    [
        ("foret", "brush", "hex_elements", frozenset({"foret"})),
        ("colline_boisee", "brush", "hex_elements", frozenset({"colline", "foret"})),
        ("palissade", "edge", "edge_element", "palissade"),
        ("route", "link", "link_element", "route"),
    ],
)
def test_a_palette_click_sets_the_tool_state_and_the_tool(
    window, ident, tool, field, value
) -> None:
    window.palette_dock.tree.itemClicked.emit(entry(window, ident), 0)
    assert getattr(window.tool_state, field) == value
    assert window.view.current_tool == tool
    assert window.main_actions.tool_actions[tool].isChecked()


def test_brush_radius_and_hill_level_spin_boxes(window) -> None:
    window.palette_dock.brush_radius.setValue(2)
    window.palette_dock.hill_level.setValue(3)
    assert window.tool_state.brush_radius == 2 and window.tool_state.hill_level == 3


def test_language_switch_shows_french_names(window) -> None:
    assert entry(window, "foret").text(0) == "Wood, forest"
    window.set_language("fr")
    assert entry(window, "foret").text(0) == "Bois, forêt"
    assert entry(window, "colline_boisee").text(0) == "Colline boisée"
    h = window.document.scenario.grid.to_hex(3, 3)
    window.document.apply(SetTerrain.of({h: HexTerrain(frozenset({"colline", "foret"}))}), "p")
    window.view.hoverHex.emit(h)
    text = window.status.hex_info.text()
    assert text.startswith("0303") and "Colline boisée" in text and "masque" in text


def test_validation_dock_lists_a_problem_and_double_click_shows_its_hex(
    window, qtbot, monkeypatch
) -> None:
    dock = window.validation
    assert dock.list.topLevelItemCount() == 0
    h = window.document.scenario.grid.to_hex(5, 6)
    window.document.apply(SetTerrain.of({h: HexTerrain(frozenset({"pont"}))}), "bridge")
    assert dock.pending  # debounced while painting
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=2000)
    item = dock.list.topLevelItem(0)
    assert item.text(0) == "0506" and "Bridge" in item.text(1)
    centred = []
    monkeypatch.setattr(window.view, "centre_on_hex", centred.append)
    dock.list.itemDoubleClicked.emit(item, 0)
    assert centred == [h]
    assert window.view.selected_hexes() == {h}


def test_undo_history_follows_the_stack_and_the_saved_state(window, tmp_path, qtbot) -> None:
    h = window.document.scenario.grid.to_hex(2, 2)
    window.document.apply(SetTerrain.of({h: HexTerrain(frozenset({"foret"}))}), "Paint forest")
    model = window.undo_view.model()
    qtbot.waitUntil(lambda: model.rowCount() == 2)  # <opened file> + one step, a moment later
    assert model.data(model.index(1)) == "Paint forest"
    window.files.save_to(str(tmp_path / "s.yaml"))
    assert window.document.undo_stack.cleanIndex() == 1
