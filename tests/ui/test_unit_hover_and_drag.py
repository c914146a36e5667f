"""The status bar names the unit or decoy under the cursor, and a hex selected
for the unit on it (a validation entry selects it so) follows the unit dragged."""

from __future__ import annotations

from qt_waits import loop_turned
from window_fixtures import blank_document, make_window

from editor.core.edits import SetScenarioData, set_list
from editor.core.hexes import Hex
from editor.core.scenario import Decoy, Setup, Side, Unit
from editor.ui.document import Document
from editor.ui.map_view import MapView


def _armies(doc: Document) -> tuple[Hex, Hex]:
    """A unit and a decoy of the north on its home rows; returns their hexes."""
    g = doc.scenario.grid
    unit_hex, decoy_hex = g.to_hex(4, g.rows), g.to_hex(6, g.rows)
    doc.apply(
        SetScenarioData(
            (
                (
                    "sides",
                    [
                        Side("side_a", "Armée du Nord", "#1f4e9c", "S"),
                        Side("side_b", "Coalisés", "#c0c0c0", "N"),
                    ],
                ),
                ("setup", Setup(deployment="papers")),
            )
        ),
        "sides",
    )
    unit = Unit("side_a_1", "side_a", "Dragons de la Reine", "cavalerie", unit_hex, "ligne", 3)
    unit.weight = "heavy"
    doc.apply(set_list(doc.scenario, "units", [unit]), "units")
    doc.apply(set_list(doc.scenario, "decoys", [Decoy("side_a", decoy_hex)]), "decoy")
    doc.undo_stack.clear()
    return unit_hex, decoy_hex


def test_hovering_a_unit_or_a_decoy_names_it(qtbot, tmp_path, mouse) -> None:
    doc = blank_document()
    unit_hex, decoy_hex = _armies(doc)
    window = make_window(qtbot, tmp_path, doc)
    window.show()
    qtbot.waitExposed(window)
    view = window.view
    label = doc.scenario.grid.label
    mouse.hover(view, mouse.hex_point(view, unit_hex))
    assert window.status.hex_info.text() == (
        f'{label(unit_hex)} · "Dragons de la Reine" (Armée du Nord): '
        "Heavy cavalry, line troops, 3 plaquettes · open ground"
    )
    mouse.hover(view, mouse.hex_point(view, decoy_hex))
    assert (
        window.status.hex_info.text() == f"{label(decoy_hex)} · decoy (Armée du Nord) · open ground"
    )
    # The names follow the editor's language (the ruleset's own names).
    window.set_language("fr")
    assert "Cavalerie lourde" not in window.status.hex_info.text()  # a decoy: no class shown
    mouse.hover(view, mouse.hex_point(view, unit_hex))
    assert "Cavalerie lourde, ligne" in window.status.hex_info.text()
    # Moved away: the hex no longer names it.
    view.set_tool("unit")
    other = doc.scenario.grid.to_hex(8, doc.scenario.grid.rows)
    mouse.drag(view, [mouse.hex_point(view, unit_hex), mouse.hex_point(view, other)])
    assert "Dragons" in window.status.hex_info.text()  # the cursor is on the new hex
    mouse.hover(view, mouse.hex_point(view, unit_hex))
    assert "Dragons" not in window.status.hex_info.text()


def test_a_selected_hex_follows_the_unit_dragged_from_it(mouse, view: MapView) -> None:
    doc = view.document
    unit_hex, decoy_hex = _armies(doc)
    g = doc.scenario.grid
    view.set_zoom(0.5)  # all the map and room around it: no scrolling during a drag
    view.set_tool("unit")
    view.select_hexes({unit_hex})  # as a double-click on a validation entry does
    dest = g.to_hex(3, g.rows - 1)
    mouse.drag(view, [mouse.hex_point(view, unit_hex), mouse.hex_point(view, dest)])
    assert doc.scenario.unit("side_a_1").position == dest
    assert view.selected_hexes() == {dest}
    assert view.context.overlay.selection == {dest}  # what is drawn
    # Undo puts the unit back; the selection is the user's, not undone.
    doc.undo_stack.undo()
    assert doc.scenario.unit("side_a_1").position == unit_hex
    # A decoy dragged off the map is removed: its selected hex is no longer selected.
    view.select_hexes({decoy_hex})
    x, y = view.map_painter.layout.hex_to_pixel(g.to_hex(1, g.rows))
    mouse.drag(view, [mouse.hex_point(view, decoy_hex), mouse.scene_point(view, x - 60, y + 60)])
    assert doc.scenario.decoys == []
    assert view.selected_hexes() == set() and view.context.overlay.selection == set()


def test_a_region_selection_or_a_refused_move_stays(mouse, view: MapView) -> None:
    doc = view.document
    unit_hex, decoy_hex = _armies(doc)
    g = doc.scenario.grid
    view.fit_to_window()
    view.set_tool("unit")
    region = {unit_hex, g.to_hex(5, g.rows), g.to_hex(5, g.rows - 1)}
    view.select_hexes(region)
    dest = g.to_hex(3, g.rows - 1)
    mouse.drag(view, [mouse.hex_point(view, unit_hex), mouse.hex_point(view, dest)])
    assert doc.scenario.unit("side_a_1").position == dest
    assert view.selected_hexes() == region  # a selection of ground, not of the unit
    view.select_hexes({dest})
    mouse.drag(view, [mouse.hex_point(view, dest), mouse.hex_point(view, decoy_hex)])
    assert doc.scenario.unit("side_a_1").position == dest  # one thing per hex: refused
    assert view.selected_hexes() == {dest}


def test_a_long_message_or_description_never_widens_the_window(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.show()
    qtbot.waitExposed(window)
    before = window.minimumSizeHint().width()
    long = "Pas de leurres quand le déploiement est « placé par le scénario ». " * 4
    window.status.show_tool_message(long)
    window.status.show_hex_info(long)
    loop_turned(qtbot)  # the layouts learn the new sizes
    assert window.minimumSizeHint().width() == before
    # The whole text is still there, for the tooltip and for reading.
    assert window.status.message.text() == window.status.message.toolTip() == long
    assert window.status.hex_info.text() == long
