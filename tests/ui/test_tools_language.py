"""The tools' status messages follow the editor's language, on the real viewport.

The engine's refusals are ``Phrase`` values (English and French); the tools'
own hints go through Qt's translator. With the editor in French, neither may
reach the status bar in English.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QTranslator
from PySide6.QtWidgets import QApplication

from editor.core.hexes import Hex, neighbor
from editor.ui.map_view import MapView
from editor.ui.tool_state import ToolState


def near_side(mouse, view: MapView, h: Hex, d: int) -> QPoint:
    """A viewport point inside ``h``, close to its side facing ``d``."""
    layout = view.map_painter.layout
    cx, cy = layout.hex_to_pixel(h)
    mx, my = layout.edge_midpoint(h, d)
    return mouse.scene_point(view, cx + (mx - cx) * 0.8, cy + (my - cy) * 0.8)


def border_side(view: MapView) -> tuple[Hex, int]:
    grid = view.document.scenario.grid
    corner = grid.to_hex(1, 1)
    return corner, next(d for d in range(6) if not grid.contains(neighbor(corner, d)))


def click_border_obstacle(mouse, view: MapView, tool_state: ToolState, qtbot) -> str:
    tool_state.set_edge_element("palissade")
    view.set_tool("edge")
    corner, d = border_side(view)
    with qtbot.waitSignal(view.statusMessage) as message:
        mouse.click(view, near_side(mouse, view, corner, d))
    assert not view.document.scenario.obstacles
    return str(message.args[0])


def test_obstacle_on_the_border_is_refused_in_french(mouse, view, tool_state, qtbot) -> None:
    tool_state.language = "fr"
    assert click_border_obstacle(mouse, view, tool_state, qtbot) == (
        "Un obstacle ne peut pas se trouver sur le bord de la carte :"
        " il doit séparer deux hexagones de la carte"
    )


def test_obstacle_on_the_border_is_refused_in_english(mouse, view, tool_state, qtbot) -> None:
    tool_state.language = "en"
    assert click_border_obstacle(mouse, view, tool_state, qtbot) == (
        "An obstacle cannot stand on the map border: it must lie between two map hexes"
    )


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "fr",
            "Pont : placez d'abord Rivière + Route ou Fleuve et étendue d'eau + Route"
            " dans le même hexagone ({label})",
        ),
        (
            "en",
            "Bridge needs River + Road or Wide river, stretch of water + Road"
            " in the same hex ({label}): draw it first",
        ),
    ],
)
def test_a_bridge_without_river_and_road_names_elements_in_the_language(
    mouse, view: MapView, tool_state: ToolState, qtbot, language: str, expected: str
) -> None:
    tool_state.language = language
    tool_state.set_hex_elements(frozenset({"pont"}))
    view.set_tool("brush")
    h = view.document.scenario.grid.to_hex(6, 6)
    with qtbot.waitSignal(view.statusMessage) as message:
        mouse.click(view, mouse.hex_point(view, h))
    label = view.document.scenario.grid.label(h)
    assert message.args[0] == expected.format(label=label)
    assert not view.document.scenario.terrain
    assert view.document.undo_stack.count() == 0


def test_a_road_into_a_lake_is_refused_in_french(mouse, view, tool_state, qtbot) -> None:
    tool_state.language = "fr"
    scenario = view.document.scenario
    grid = scenario.grid
    a, lake = grid.to_hex(5, 5), grid.to_hex(6, 5)
    tool_state.set_hex_elements(frozenset({"lac"}))
    mouse.click(view, mouse.hex_point(view, lake))
    assert scenario.terrain_at(lake).elements == {"lac"}
    view.set_tool("link")
    tool_state.set_link_element("route")
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    mouse.drag(view, [mouse.hex_point(view, a), mouse.hex_point(view, lake)])
    assert messages[-1] == (
        f"Route ne peut pas entrer dans l'hexagone {grid.label(lake)} :"
        " il porte Lac, que les règles déclarent incompatible"
    )
    assert "route" not in scenario.links


# -- the tools' own hints go through Qt's translator --------------------------------

FRENCH = {
    ("BrushTool", "Choose a terrain in the palette first"): (
        "Choisissez d'abord un terrain dans la palette"
    ),
    ("LinkTool", "Drag to draw %1; Alt: a ford instead of a bridge"): (
        "Glissez pour tracer %1 ; Alt : un gué au lieu d'un pont"
    ),
    ("BrushTool", "Brush radius %1"): "Rayon du pinceau : %1",
}


class FrenchTranslator(QTranslator):
    """The tool strings of this change, as the merged .qm will translate them."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return FRENCH.get((context, source), "")

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    translator = FrenchTranslator()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_brush_without_terrain_says_so_in_french(mouse, view, tool_state, qtbot, french) -> None:
    tool_state.language = "fr"
    with qtbot.waitSignal(view.statusMessage) as message:
        mouse.click(view, mouse.hex_point(view, Hex(3, 3)))
    assert message.args[0] == "Choisissez d'abord un terrain dans la palette"
    assert view.document.undo_stack.count() == 0


def test_link_hint_names_the_element_in_french(mouse, view, tool_state, qtbot, french) -> None:
    tool_state.language = "fr"
    tool_state.set_link_element("riviere")
    view.set_tool("link")
    with qtbot.waitSignal(view.statusMessage) as message:
        mouse.click(view, mouse.hex_point(view, Hex(5, 5)))
    assert message.args[0] == "Glissez pour tracer Rivière ; Alt : un gué au lieu d'un pont"
