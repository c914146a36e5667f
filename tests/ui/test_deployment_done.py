"""Issue 23: placing the last piece of the tray ended that side's deployment at once,
with no *Deployment done* step and no undo of that placement; and *Undo* stayed
enabled after the game was over.

Now the side's last placement is shown on the board but held back: *Undo* takes it
back (*Redo* places it again), and the phase bar's *Deployment done* plays it, which
hands the screen over (or lifts it). The game's record is the engine's as before.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from test_play_fog_swap import _scenario

from editor.io.rulesets import load_ruleset
from editor.rules.actions import Deploy
from editor.rules.context import Options
from editor.rules.game import game_context
from editor.rules.session import GameSession
from editor.ui.play.controller import GameController
from editor.ui.play.play_widget import PlayWidget


def _hotseat(qtbot) -> tuple[GameController, PlayWidget]:
    scenario = _scenario()
    scenario.setup.deployment = "screen"  # B places everything, then A, behind the screen
    scenario.decoys.clear()
    ctx = game_context(scenario, load_ruleset("panache"), Options())
    c = GameController(GameSession(ctx, 7, ("person", "person")), "en")
    widget = PlayWidget(c)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    qtbot.waitExposed(widget)
    c.take_seat()
    assert c.state.viewer == 1 and c.reading.position.phase == "deployment"
    return c, widget


def _click(qtbot, button: QAbstractButton) -> None:
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_last_placement_waits_for_deployment_done_and_undo_takes_it_back(qtbot) -> None:
    c, widget = _hotseat(qtbot)
    bar = widget.phase_bar
    ctx = c.ctx
    b1 = ctx.piece_index["b1"]
    assert sorted(c.reading.tray()) == [ctx.piece_index["b0"], b1]

    assert c.play(Deploy("b0", "0502")) is not None
    assert bar.end_phase.text() == "Deployment done"
    assert not bar.end_phase.isEnabled()
    assert bar.end_phase.toolTip() == "Place every piece still to place first"

    # The tray's last piece: on the board, in no step of the game yet, the screen kept;
    # the status bar names it and says how to go on.
    said: list[str] = []
    c.message.connect(said.append)
    assert c.play(Deploy("b1", "0302")) is None
    name = ctx.pieces[b1].name
    assert said == [
        f"« {name} » placed at 0302: « Deployment done » ends the placements, "
        "« Undo » takes it back"
    ]
    assert len(c.session) == 1 and not c.reading.covered and c.state.viewer == 1
    assert c.reading.position.at[b1] == ctx.key_of("0302")
    assert any(m.index == b1 and m.key == ctx.key_of("0302") for m in widget.view.pieces.marks)
    assert c.reading.tray() == []
    assert bar.end_phase.isEnabled()
    assert bar.undo.isEnabled() and bar.undo.toolTip() == "Take back your last action"

    # Undo takes it back to the tray; Redo places it again, still held.
    _click(qtbot, bar.undo)
    assert c.state.held is None and len(c.session) == 1
    assert c.reading.position.at[b1] < 0 and c.reading.tray() == [b1]
    assert not bar.end_phase.isEnabled()
    _click(qtbot, bar.redo)
    assert len(c.session) == 1 and c.reading.position.at[b1] == ctx.key_of("0302")

    # Deployment done: the placement is played, the screen goes to A.
    _click(qtbot, bar.end_phase)
    assert c.state.held is None and len(c.session) == 2
    assert c.session.steps[-1].action == Deploy("b1", "0302")
    assert c.reading.covered and c.state.handover == 0

    # A's last placement lifts the screen: once done, it is not taken back.
    c.take_seat()
    assert c.play(Deploy("a0", "0513")) is not None
    assert c.play(Deploy("a1", "0613")) is None
    assert c.reading.position.phase == "deployment" and bar.undo.isEnabled()
    _click(qtbot, bar.end_phase)
    assert c.session.position.phase != "deployment"
    assert [s.action.kind for s in c.session.steps] == ["deploy"] * 4


def test_undo_and_redo_are_disabled_once_the_game_is_over(qtbot) -> None:
    c, widget = _hotseat(qtbot)
    bar = widget.phase_bar
    c.resign()
    assert c.session.position.over
    for button in (bar.undo, bar.redo):
        assert not button.isEnabled()
        assert button.toolTip() == (
            "the game is over: its actions stay as played (the log shows any of them)"
        )
