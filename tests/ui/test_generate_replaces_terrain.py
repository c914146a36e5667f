"""Map > Generate terrain… in the real dialog: the new table replaces the edge
obstacles painted before, in the preview and once accepted (issue 11); units stay."""

from __future__ import annotations

from editor.core.edges import edge_of
from editor.core.scenario import EdgeObstacle, HexTerrain, Side, Unit
from editor.ui.document import Document
from editor.ui.generate_dialog import GenerateTerrainDialog


def _paint_palisade_and_stakes(document: Document) -> None:
    scenario = document.scenario
    grid = scenario.grid
    a, b = grid.to_hex(5, 5), grid.to_hex(9, 12)
    scenario.set_terrain(a, HexTerrain(frozenset({"foret"})))
    scenario.add_obstacle(EdgeObstacle(edge_of(a, 0), "palissade", a))
    scenario.add_obstacle(EdgeObstacle(edge_of(b, 2), "pieux", b))


def test_generated_terrain_replaces_palisades_and_stakes(qtbot, document: Document) -> None:
    _paint_palisade_and_stakes(document)
    before = dict(document.scenario.obstacles)
    dialog = GenerateTerrainDialog(document, None, language="en")
    qtbot.addWidget(dialog)
    dialog.seed.set_seed(42)
    assert dialog.preview_scenario is not None
    assert dialog.preview_scenario.obstacles == {}
    assert document.scenario.obstacles == before  # the preview works on a copy

    dialog.accept()

    assert document.scenario.obstacles == {}
    assert document.scenario.terrain == dialog.preview_scenario.terrain
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.scenario.obstacles == before


def test_units_stay_and_the_dialog_says_which_the_new_ground_keeps_out(
    qtbot, document: Document
) -> None:
    scenario = document.scenario
    scenario.sides = [Side("a", "Bleus", home_edge="S"), Side("b", "Rouges", home_edge="N")]
    dialog = GenerateTerrainDialog(document, None, language="en")
    qtbot.addWidget(dialog)
    dialog.territory.setCurrentIndex(dialog.territory.findData("mountain"))
    impassable = []
    for seed in range(50):  # a mountain table with its « Infranchissable » element
        dialog.seed.set_seed(seed)
        preview = dialog.preview_scenario
        assert preview is not None
        impassable = sorted(h for h, t in preview.terrain.items() if "montagne" in t.elements)
        if impassable:
            break
    assert impassable, "no mountain table with impassable ground in 50 seeds"
    assert dialog.units_note.text() == ""
    # A battery standing where the new ground will be impassable.
    scenario.units = [Unit("u1", "a", "Batterie Dupont", "artillerie", impassable[0])]
    dialog.generate()
    assert "Batterie Dupont" in dialog.units_note.text()

    dialog.accept()
    assert [u.name for u in document.scenario.units] == ["Batterie Dupont"]
    assert document.scenario.units[0].position == impassable[0]
