"""The assembled window: title and modified marker, shortcuts, status bar, a big map opens."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from window_fixtures import make_window

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain, new_scenario
from editor.io.scenario_file import write_scenario


def test_title_shows_the_modified_marker_until_saved(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    assert not window.isWindowModified() and "[*]" in window.windowTitle()
    h = window.document.scenario.grid.to_hex(2, 2)
    window.document.apply(SetTerrain.of({h: HexTerrain(frozenset({"foret"}))}), "paint")
    assert window.isWindowModified()
    assert window.files.save_to(str(tmp_path / "t.yaml"))
    assert not window.isWindowModified() and window.windowTitle().startswith("t.yaml")
    window.document.apply(SetTerrain.of({h: HexTerrain(frozenset({"marais"}))}), "paint")
    assert window.isWindowModified()
    window.document.undo_stack.undo()  # back to the saved state
    assert not window.isWindowModified()


def test_standard_and_tool_shortcuts(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    a = window.main_actions
    assert a.open.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    assert a.save.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert a.undo.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    keys = {
        name: act.shortcut().toString()
        for name, act in a.tool_actions.items()
        if act.shortcut().toString()
    }
    assert keys == {
        "brush": "B",
        "eraser": "E",
        "fill": "F",
        "eyedropper": "I",
        "hill": "H",
        "edge": "O",
        "link": "L",
        "select": "S",
        "sight": "V",
        "zone": "Z",
        "unit": "U",
        "extras": "X",
    }
    a.tool_actions["fill"].trigger()
    assert window.view.current_tool == "fill"


def test_status_bar_shows_hex_terrain_and_zoom(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    h = window.document.scenario.grid.to_hex(4, 5)
    window.view.hoverHex.emit(h)
    assert window.status.hex_info.text() == "0405 · open ground"
    window.view.statusMessage.emit("refused: border")
    assert window.status.message.text() == "refused: border"
    window.view.zoomChanged.emit(1.5)
    assert window.status.zoom_label.text() == "150 %"


def test_opening_a_200_by_200_scenario(qtbot, tmp_path) -> None:
    scenario = new_scenario("panache", 200, 200)
    for i, h in enumerate(scenario.grid.hexes()):
        if i % 3 == 0:
            scenario.set_terrain(h, HexTerrain(frozenset({"foret" if i % 2 else "marais"})))
    path = tmp_path / "big.yaml"
    write_scenario(scenario, path)
    window = make_window(qtbot, tmp_path)
    window.show()
    # How long it takes is measured by tests/bench/test_bench_window.py.
    assert window.files.open_path(str(path))
    window.validation.validate_now()
    window.repaint()
    assert window.document.scenario.map.columns == 200


def test_the_french_translation_ships_compiled(qapp) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    from editor.paths import I18N

    translator = QTranslator()
    assert translator.load("hexfield_fr", str(I18N))
    qapp.installTranslator(translator)
    try:
        assert QCoreApplication.translate("MainActions", "&File") == "&Fichier"
        assert QCoreApplication.translate("MapStatusBar", "open ground") == "terrain clair"
    finally:
        qapp.removeTranslator(translator)
