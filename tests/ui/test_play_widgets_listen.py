"""Each play widget listens to what it shows (issue 23, the shape of the code): the
mouse moving over the board changes the hovered hex, which the game panel's words
and the board's path follow, and nothing else is redrawn: not the phase bar, the
question bar, the hand-over screen, the log, the panel's tray and dice, nor the
board's pieces."""

from __future__ import annotations

from collections import Counter

import pytest
import shiboken6
from play_driver import start_hotseat
from PySide6.QtWidgets import QWidget

from editor.core.scenario import HexTerrain, Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.ui.document import Document
from editor.ui.play.decision_bar import DecisionBar
from editor.ui.play.game_panel import GamePanel
from editor.ui.play.handover import HandOverCover
from editor.ui.play.listen import listen
from editor.ui.play.log_dock import LogDock
from editor.ui.play.phase_bar import PhaseBar
from editor.ui.play.play_state import PlayState
from editor.ui.play.play_widget import PlayWidget

WIDGETS = (PhaseBar, DecisionBar, HandOverCover, LogDock, GamePanel, PlayWidget)
"""The widgets whose whole refresh is counted."""


def _doc() -> Document:
    sc = new_scenario("panache", 12, 12, title="Listen")
    sc.sides = [Side("a", "A", "#b01c2e", "S"), Side("b", "B", "#1c3fa0", "N")]
    g = sc.grid
    sc.units = [
        Unit("a1", "a", "A1", "infanterie", g.to_hex(6, 10)),
        Unit("b1", "b", "B1", "infanterie", g.to_hex(6, 2)),
    ]
    sc.set_terrain(g.to_hex(3, 5), HexTerrain(frozenset({"foret"}), 0))
    sc.setup.first_player = "a"
    return Document(sc, load_ruleset("panache"))


@pytest.fixture
def refreshes(monkeypatch) -> Counter[str]:
    """How many times each widget's ``refresh`` ran (patched before the game opens,
    so that the connections the widgets make are to the counting ones)."""
    counts: Counter[str] = Counter()

    def counting(cls):
        original = cls.refresh

        def refresh(self) -> None:
            counts[cls.__name__] += 1
            original(self)

        return refresh

    for cls in WIDGETS:
        monkeypatch.setattr(cls, "refresh", counting(cls))
    return counts


def test_hovering_the_board_redraws_only_what_shows_the_hovered_hex(
    qtbot, tmp_path, mouse, refreshes
) -> None:
    _window, mode, hands = start_hotseat(qtbot, tmp_path, mouse, _doc())
    view = mode.widget.view
    grid = mode.controller.ctx.scenario.grid
    qtbot.wait(50)
    before = Counter(refreshes)
    assert before["PhaseBar"] and before["GamePanel"] and before["LogDock"]

    for label in ("0305", "0308", "0601", "0609", "0404", "0305"):
        mouse.hover(view, mouse.hex_point(view, grid.parse_label(label)))
        # The hover's readers follow it: the panel tells of the hex under the mouse.
        assert f"<b>{label}</b>" in mode.panel.info.text()
    assert refreshes == before, "a hover redrew widgets that do not show the hovered hex"

    # The counting sees a change those widgets show: a unit selected.
    hands.unit("a1")
    assert refreshes["PhaseBar"] > before["PhaseBar"]
    assert refreshes["GamePanel"] > before["GamePanel"]
    assert refreshes["PlayWidget"] > before["PlayWidget"]


def test_a_destroyed_widget_is_no_longer_told(qtbot) -> None:
    """The model's callback lists know nothing of Qt: ``listen`` takes a widget's
    callback off when the widget is destroyed (a game closed while its state lives
    on a moment), so that no deleted widget is called."""
    state = PlayState(object(), 0)
    told: list[str] = []

    class Shown(QWidget):
        def refresh(self) -> None:
            told.append(self.objectName())  # raises once the C++ widget is gone

    kept, dropped = Shown(), Shown()
    kept.setObjectName("kept")
    dropped.setObjectName("dropped")
    qtbot.addWidget(kept)
    listen(kept, state, kept.refresh, "hover")
    listen(dropped, state, dropped.refresh, "hover")
    state.hover = 3
    assert told == ["kept", "dropped"]
    dropped.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(dropped))
    told.clear()
    state.hover = 4
    assert told == ["kept"]
