"""View > Ambush Zones: the item comes and goes with the action and follows the terrain;
File > Export offers the zones and writes the sheet in the application's language."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from window_fixtures import make_window

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain
from editor.ui.ambush_overlay import AmbushItem
from editor.ui.print_export import KINDS, ExportDialog, export_to


def _items(window) -> list[AmbushItem]:
    return [i for i in window.view.map_scene().items() if isinstance(i, AmbushItem)]


def _view_menu_actions(window) -> list[str]:
    for action in window.menuBar().actions():
        if action.text() == "&View":
            return [a.objectName() for a in action.menu().actions()]
    return []


def test_the_view_action_adds_and_removes_the_overlay(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    controller = window.ambush_overlay
    names = _view_menu_actions(window)
    assert {"view_ambush_zones", "view_ambush_light", "view_ambush_north"} <= set(names)
    assert _items(window) == [] and not controller.light_action.isEnabled()
    controller.show_action.trigger()
    assert len(_items(window)) == 1 and controller.light_action.isEnabled()
    item = _items(window)[0]
    assert item.zValue() > window.view.map_scene().terrain_item.zValue()
    assert item.boundingRect() == window.view.map_scene().map_painter.bounds()
    controller.show_action.trigger()
    assert _items(window) == []


def test_the_overlay_follows_a_terrain_edit_and_its_options(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)  # 12 x 12 hexes of 50 mm
    controller = window.ambush_overlay
    controller.show_action.setChecked(True)
    doc = window.document
    h = doc.scenario.grid.to_hex(2, 12)  # on the south (defender's) edge
    assert controller.overlay().hiding == {}
    doc.apply(SetTerrain.of({h: HexTerrain(frozenset({"colline", "foret"}))}), "paint")
    assert controller.overlay().hiding == {h: "all"}
    window.view.viewport().repaint()  # the item paints without error
    doc.undo_stack.undo()
    assert controller.overlay().hiding == {}
    assert controller.overlay().defender_edge == "S"
    controller.north_action.setChecked(True)
    assert controller.overlay().defender_edge == "N"
    assert h in controller.overlay().attacker_zone
    depth = len({doc.scenario.grid.to_offset(x)[1] for x in controller.overlay().attacker_zone})
    controller.light_action.setChecked(True)
    light = len({doc.scenario.grid.to_offset(x)[1] for x in controller.overlay().attacker_zone})
    assert light > depth


def test_export_dialog_follows_the_app_language_and_offers_ambush(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, language="fr")
    dialog = ExportDialog(window, window.document)
    qtbot.addWidget(dialog)
    assert dialog.lang == "fr"
    for kind in KINDS:
        dialog.kind.setCurrentIndex(list(KINDS).index(kind))
        assert dialog.ambush.isEnabled() == (kind in ("png", "sheet"))
    dialog.kind.setCurrentIndex(list(KINDS).index("sheet"))
    dialog.ambush.setChecked(True)
    settings = dialog.settings()
    assert settings.ambush and settings.lang == "fr"
    out = Path(tmp_path) / "sheet.pdf"
    export_to(str(out), window.document, settings)
    text = " ".join(PdfReader(out).pages[0].extract_text().split())
    text += " ".join(" ".join(p.extract_text().split()) for p in PdfReader(out).pages[1:])
    assert "Zone d'embuscade du défenseur" in text
    english = ExportDialog(make_window(qtbot, tmp_path / "en", language="en"), window.document)
    qtbot.addWidget(english)
    assert english.lang == "en"


def _hiding_map(window) -> object:
    """A wooded hill on the south (defender's) edge: all troops may hide there."""
    doc = window.document
    h = doc.scenario.grid.to_hex(2, 12)
    doc.apply(SetTerrain.of({h: HexTerrain(frozenset({"colline", "foret"}))}), "paint")
    return h


def test_a_legend_keys_the_overlay_while_it_is_shown(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    _hiding_map(window)
    controller = window.ambush_overlay
    legend = controller.legend
    assert not legend.isVisible()
    controller.show_action.trigger()
    assert legend.isVisible()
    shown = " | ".join(legend.captions)
    assert "Attacker's ambush zone" in shown and "Defender's ambush zone" in shown
    assert "Hiding ground “all”: all troops" in shown
    # In the view's lower left corner, inside the viewport.
    area = window.view.viewport().geometry()
    assert area.contains(legend.geometry())
    assert legend.geometry().bottom() > area.center().y()
    # It follows an edit once the brush pauses: a dune hides light troops only.
    dune = window.document.scenario.grid.to_hex(5, 12)
    window.document.apply(SetTerrain.of({dune: HexTerrain(frozenset({"colline", "sable"}))}), "p")
    qtbot.waitUntil(lambda: any("light troops only" in c for c in legend.captions))
    controller.light_action.trigger()
    assert any("light troops" in c for c in legend.captions)
    controller.show_action.trigger()
    assert not legend.isVisible()


def test_the_legend_is_in_french_in_a_french_window(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, language="fr")
    window.show()
    _hiding_map(window)
    window.ambush_overlay.show_action.trigger()
    shown = " | ".join(window.ambush_overlay.legend.captions)
    assert "Zone d'embuscade du défenseur" in shown
    assert "Terrain où se cacher « toutes » : toutes les troupes" in shown


def test_the_status_bar_explains_the_hex_under_the_cursor(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    h = _hiding_map(window)
    window.view.hoverHex.emit(h)
    plain = window.status.hex_info.text()
    assert "Ambush" not in plain
    window.ambush_overlay.show_action.trigger()
    window.view.hoverHex.emit(h)
    text = window.status.hex_info.text()
    assert text.startswith(plain)
    assert text.endswith("Ambush: defender's ambush zone; troops can hide here (“all”): all troops")
    middle = window.document.scenario.grid.to_hex(6, 6)
    window.view.hoverHex.emit(middle)
    assert "Ambush" not in window.status.hex_info.text()
