"""Issue 24, point 4, on the game's board: its counters show the same short
names as the editor's, whole (the board cut them to « Bataillo… » too)."""

from __future__ import annotations

import copy

from PySide6.QtCore import QEvent, QPointF, QRectF
from PySide6.QtGui import QHelpEvent, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem, QToolTip

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.render.map_painter import HEX_SIZE, MapPainter
from editor.rules.context import Options
from editor.rules.engine import start
from editor.rules.game import game_context
from editor.ui.play.board import PieceMark, board_marks
from editor.ui.play.pieces_item import PiecesItem
from editor.ui.play.play_view import PlayView


class _Spy(QPainter):
    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        if isinstance(args[0], QPointF):
            self.texts.append(str(args[-1]))
        super().drawText(*args)  # type: ignore[call-overload]


def test_the_boards_counters_show_the_short_names_whole(qapp) -> None:
    result = read_scenario(SCENARIOS / "eylau-1807.yaml")
    assert result.scenario is not None and result.ruleset is not None
    scenario = copy.deepcopy(result.scenario)
    scenario.setup.deployment = "scenario"  # every unit where the file puts it
    scenario.units[0].short = "Garde"
    ctx = game_context(scenario, result.ruleset, Options())
    pos, _ = start(ctx, 1)
    marks = board_marks(ctx, pos, None)
    names = {ctx.pieces[m.index].name: m.name for m in marks if m.kind == "unit"}
    assert names["VIIe corps, division Desjardins"] == "Desj."
    assert names["VIIe corps, division Heudelet"] == "Heudel."
    assert names["Garde impériale à pied"] == "Garde"
    # Painted at the zoom the board opens at: each name whole.
    mp = MapPainter(scenario, result.ruleset)
    item = PiecesItem(lambda: mp.layout, mp.bounds, [])
    item.set_marks(marks)
    scale = 20.0 / HEX_SIZE
    image = QImage(1400, 1200, QImage.Format.Format_ARGB32_Premultiplied)
    p = _Spy(image)
    p.scale(scale, scale)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = QRectF(-100, -100, 4000, 4000)
    item.paint(p, option)
    p.end()
    assert sorted(p.texts) == sorted(m.name for m in marks if m.kind == "unit")


def test_the_boards_counter_gives_the_full_name_as_its_tooltip(qtbot) -> None:
    result = read_scenario(SCENARIOS / "eylau-1807.yaml")
    assert result.scenario is not None and result.ruleset is not None
    scenario = copy.deepcopy(result.scenario)
    scenario.setup.deployment = "scenario"
    ctx = game_context(scenario, result.ruleset, Options())
    pos, _ = start(ctx, 1)
    view = PlayView(ctx, "en")
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    marks = board_marks(ctx, pos, None)
    unit = next(m for m in marks if m.kind == "unit" and m.name == "Desj.")
    view.pieces.set_marks(marks)
    viewport = view.viewport()

    def tip_at(k: int) -> None:
        point = view.mapFromScene(view.hex_centre(k))
        QApplication.sendEvent(
            viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
        )

    tip_at(unit.key)
    assert QToolTip.isVisible() and QToolTip.text() == "VIIe corps, division Desjardins"
    # The same piece as a marker the side cannot identify: no name in a tooltip.
    view.pieces.set_marks([PieceMark(unit.key, unit.side, "marker", marker=3)])
    tip_at(unit.key)
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
