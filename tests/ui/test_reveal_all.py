"""Issue 23: *Reveal all* is one click for either hotseat player, even on the hand-over
screen, and leaves no trace. Now it asks first, is written in the log both sides
read, and is not offered while the screen is handed over."""

from __future__ import annotations

from PySide6.QtCore import Qt
from test_play_fog_swap import _scenario

from editor.io.rulesets import load_ruleset
from editor.rules.actions import Deploy
from editor.rules.context import Options
from editor.rules.game import game_context
from editor.rules.session import GameSession
from editor.ui.play.controller import GameController
from editor.ui.play.log_dock import LogDock
from editor.ui.play.play_widget import PlayWidget

PLAN = {"b0": "0502", "b1": "0302", "decoy:b:1": "0702", "a0": "0513", "a1": "0613"}


def test_reveal_all_asks_is_logged_for_both_sides_and_waits_for_the_seat(qtbot) -> None:
    ctx = game_context(
        _scenario(), load_ruleset("panache"), Options(sight_limit=3, rules=frozenset({"hidden"}))
    )
    session = GameSession(ctx, 7, ("person", "person"))
    c = GameController(session, "en")
    widget = PlayWidget(c)
    log = LogDock(c)
    for w in (widget, log):
        qtbot.addWidget(w)
    widget.show()
    qtbot.waitExposed(widget)
    reveal = widget.phase_bar.reveal
    asked: list[bool] = []
    answer = [False]

    def ask() -> bool:
        asked.append(True)
        return answer[0]

    widget.phase_bar.ask_reveal_all = ask  # type: ignore[method-assign]
    # The hand-over screen: not offered.
    assert c.reading.covered and not reveal.isEnabled()
    assert reveal.toolTip() == "Not while the screen is handed over"
    qtbot.mouseClick(reveal, Qt.MouseButton.LeftButton)
    assert not c.state.reveal_all and not asked
    c.take_seat()  # B's player sits
    assert reveal.isEnabled()
    # Asked first; « No » leaves it off, and nothing is written.
    qtbot.mouseClick(reveal, Qt.MouseButton.LeftButton)
    assert asked == [True] and not c.state.reveal_all and not reveal.isChecked()
    assert not any("Reveal all" in line for line in log.entry_texts())
    answer[0] = True
    qtbot.mouseClick(reveal, Qt.MouseButton.LeftButton)
    assert c.state.reveal_all and reveal.isChecked()
    on = "⚠ Reveal all switched on by B's player: both sides' hidden units are shown"
    assert log.entry_texts()[-1] == on
    # B deploys; A's player takes the screen and reads the same line in his log.
    while session.position.deciding == 1:
        unit_id = next(
            u for u in ("b0", "b1", "decoy:b:1") if session.position.at[ctx.piece_index[u]] < 0
        )
        if c.play(Deploy(unit_id, PLAN[unit_id])) is None:
            assert c.state.held is not None  # B's last placement waits for *Deployment done*
            c.deployment_done()
    assert c.reading.covered and not reveal.isEnabled()
    assert log.entry_texts() == []  # the log is covered too
    c.take_seat()
    assert c.state.viewer == 0
    assert on in log.entry_texts()
    # Its place: after the start of the game, before B's placements.
    lines = log.entry_texts()
    assert lines.index(on) < lines.index(next(t for t in lines if t.startswith("1. ")))
    # A switches it off (no question to turn it off), and that is written too.
    qtbot.mouseClick(reveal, Qt.MouseButton.LeftButton)
    assert not c.state.reveal_all and asked == [True, True]
    assert log.entry_texts()[-1] == "⚠ Reveal all switched off by A's player"
