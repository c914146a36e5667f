"""Issue 13's second check: a person plays against the computer and the window never
shows an enemy unit the person's side has not seen.

The scenario deploys with hidden markers (Annexe 3, « Unités cachées ») in a fog
that limits sight to 3 hexes: enemy units stay deployment markers until one of
the person's units sees them. After
every decision the test paints the board and records what the pieces' painter
was given for each hex, hovers every enemy marker and reads the Game panel,
and reads the whole log: no enemy unit the side cannot identify is named,
lettered or indexed anywhere. *Reveal all* shows them, marked as such.
"""

from __future__ import annotations

import copy
from pathlib import Path

from play_driver import Hands
from PySide6.QtWidgets import QApplication, QMessageBox
from window_fixtures import make_window

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Resign
from editor.rules.context import Options
from editor.rules.engine import legal_actions
from editor.rules.fog import hidden_from, observe
from editor.rules.players import make_player
from editor.ui.document import Document
from editor.ui.play.pieces_item import PiecesItem
from editor.ui.play.start_dialog import GameSpec

PERSON_ACTIONS = 40


def hidden_markers_scenario() -> Document:
    result = read_scenario(SCENARIOS / "azincourt-1415.yaml")
    assert result.scenario is not None and result.ruleset is not None
    scenario = copy.deepcopy(result.scenario)
    scenario.setup.deployment = "markers"
    return Document(scenario, result.ruleset)


def test_the_person_never_sees_an_enemy_unit_his_side_has_not_seen(
    qtbot, tmp_path: Path, mouse, monkeypatch
) -> None:
    painted: list = []
    original = PiecesItem._counter

    def spy(self, p, mark, *args):
        painted.append(mark)
        return original(self, p, mark, *args)

    monkeypatch.setattr(PiecesItem, "_counter", spy)
    window = make_window(qtbot, tmp_path, hidden_markers_scenario())
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard  # never a modal question
    # Fog: nobody is seen beyond 3 hexes, so markers stay hidden well into the game.
    mode.ask_game_spec = lambda: GameSpec(("person", "greedy"), 21, Options(sight_limit=3))
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    c = mode.controller
    c.state.instant = True
    ctx = c.ctx
    person, enemy = 0, 1
    assert c.state.viewer == person and not c.reading.covered
    me = make_player("greedy", 3)
    view = mode.widget.view
    checked_hidden = 0

    def check_everything_shown() -> int:
        pos = c.session.position  # the truth
        hidden = hidden_from(ctx, pos, person)
        painted.clear()
        view.viewport().grab()  # paint the board now
        QApplication.processEvents()
        names = {ctx.pieces[i].name for i in hidden if not ctx.pieces[i].decoy}
        by_hex = {}
        for mark in painted:
            by_hex[mark.key] = mark
            if mark.side == enemy:
                assert mark.index not in hidden or mark.index < 0
                assert mark.name not in names or not mark.name
        for i in hidden:
            k = pos.at[i]
            if k < 0 or (pos.phase == "deployment" and ctx.deployment == "screen"):
                continue
            if not view.visible_scene_rect().contains(view.hex_centre(k)):
                continue
            mark = by_hex.get(k)
            assert mark is not None, f"the marker at {ctx.label(k)} is not drawn"
            assert (mark.kind, mark.index, mark.name, mark.letter) == ("marker", -1, "", "")
        log = "\n".join(mode.log.entry_texts())
        for name in names:
            assert name not in log, f"the log names {name!r}, which the side has not seen"
        # Hover each enemy marker: the Game panel says « Marker #n », nothing more.
        for i in sorted(hidden)[:3]:
            k = pos.at[i]
            if k >= 0:
                hands_hover(k)
                info = mode.panel.info.text()
                assert "Marker #" in info
                assert not any(name in info for name in names)
        return sum(1 for i in hidden if pos.at[i] >= 0 and not ctx.pieces[i].decoy)

    def hands_hover(k: int) -> None:
        from PySide6.QtCore import QPointF

        x, y = view.hex_centre(k).toTuple()
        mouse.hover(view, view.mapFromScene(QPointF(x, y)))

    done = 0
    while done < PERSON_ACTIONS and not c.session.position.over:
        if not c.reading.can_act():
            qtbot.waitUntil(lambda: c.reading.can_act() or c.session.position.over, timeout=10_000)
            continue
        checked_hidden += check_everything_shown()
        pos = c.session.position
        legal = [a for a in legal_actions(ctx, pos) if not isinstance(a, Resign)]
        hands.do(me.choose(ctx, observe(ctx, pos, person), legal))
        done += 1
    assert checked_hidden > 60, "the check met hidden enemy units"

    # Reveal all: a designer's switch, asked first, marked on screen and in the log.
    mode.widget.phase_bar.ask_reveal_all = lambda: True
    hands.button(mode.widget.phase_bar.reveal)
    painted.clear()
    view.viewport().grab()
    hidden = hidden_from(ctx, c.session.position, person)
    shown = {m.index for m in painted if m.index >= 0}
    assert hidden & shown
    assert "REVEAL ALL" in mode.widget.phase_bar.banner.text()
    hands.button(mode.widget.phase_bar.reveal)
    assert mode.widget.phase_bar.banner.text() == "" or "REVEAL" not in (
        mode.widget.phase_bar.banner.text()
    )
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.back.trigger()
    assert not mode.playing
