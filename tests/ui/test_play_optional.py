"""Annexe 3 in the play view, driven with the mouse on the real window: the optional
rules' buttons (set fire, send an agent) with their cost and why not, the decisions
they ask (the umpire's odds), the start dialog's rule checkboxes, and what the
board draws of fire, night, sleepers and sentinels, only as the side at the
screen knows it."""

from __future__ import annotations

from play_driver import Hands
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from window_fixtures import make_window

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Activate, EndPhase
from editor.rules.context import Options
from editor.rules.optional.actions import Ignite, SendAgent, UmpireOdds, WriteMission
from editor.rules.optional.events_army import AgentReport
from editor.rules.optional.events_fire import FireRolled
from editor.rules.optional.view import scene
from editor.ui.document import Document
from editor.ui.play.start_dialog import GameSpec, StartDialog

RIGHT = Qt.MouseButton.RightButton


def _right_click(view, mouse, k: int) -> None:
    centre = view.hex_centre(k)
    view.ensureVisible(QRectF(centre.x() - 40, centre.y() - 40, 80, 80), 10, 10)
    mouse.click(view, view.mapFromScene(centre), RIGHT)


def _doc(name: str) -> Document:
    result = read_scenario(SCENARIOS / name)
    assert result.scenario is not None and result.ruleset is not None
    return Document(result.scenario, result.ruleset, str(SCENARIOS / name))


def _start(qtbot, tmp_path, mouse, name, seats, rules, seed=4):
    window = make_window(qtbot, tmp_path, _doc(name))
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(seats, seed, Options(rules=frozenset(rules)))
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    mode.controller.state.instant = True
    return window, mode, hands


def test_setting_fire_with_the_button_burns_the_hex_on_the_board(qtbot, tmp_path, mouse) -> None:
    _w, mode, hands = _start(
        qtbot, tmp_path, mouse, "hougoumont-1815.yaml", ("greedy", "person"), {"fire"}
    )
    c = mode.controller
    ignite = mode.widget.phase_bar.optional.buttons["ignite"]
    assert not ignite.isEnabled()
    assert "command" not in ignite.toolTip() and "combat phase" in ignite.toolTip()
    hands.do(Activate("fr_legros"))
    hands.do(EndPhase())
    hands.do(EndPhase())
    assert c.session.position.phase == "combat"
    view = mode.widget.view
    _right_click(view, mouse, c.ctx.key_of("1116"))  # where it can do nothing: deselects
    assert c.state.selected is None
    assert not ignite.isEnabled() and "Select a unit first" in ignite.toolTip()
    hands.unit("fr_legros")
    assert ignite.isEnabled()
    assert "green armour" in ignite.toolTip() and "1112" in ignite.toolTip()
    # Right-clicking the forest offers the same action there.
    _right_click(view, mouse, c.ctx.key_of("1112"))
    menu = mode.widget.phase_bar.optional.menu
    forest = c.ctx.ruleset.name("foret", "en")
    assert [a.text() for a in menu.actions()] == [f"Set fire: 1112 {forest}"]
    assert c.state.selected == c.ctx.piece_index["fr_legros"], "the right-click kept the selection"
    menu.close()
    before = len(c.session)
    hands.button(ignite)
    assert c.session.steps[before].action == Ignite("fr_legros", "1112", "foret")
    # The dice thrown at the forest, face by face, in the Dice panel.
    thrown = next(e for e in c.session.steps[before].events if isinstance(e, FireRolled))
    dice = mode.panel.dice
    assert dice.rows and dice.rows[-1].faces == thrown.faces
    k = c.ctx.key_of("1112")
    truth = scene(c.ctx, c.session.position, None)
    fires = {f.key: f.state for f in truth.fires}
    assert k in fires, "the forest of 1112 took fire (or lost resistance)"
    drawn = mode.widget.view.ground  # fire burns under the pieces
    assert {f.key: f.state for f in drawn.scene_.fires}[k] == fires[k]
    assert drawn.isVisible() and drawn.zValue() < mode.widget.view.pieces.zValue()
    # Pointing at the hex says what burns, or what resistance it has left.
    mouse.hover(view, view.mapFromScene(view.hex_centre(k)))
    said = mode.panel.describe()
    assert forest in said and ("burns" in said or "resistance to fire" in said), said
    # The button is spent: the sappers do nothing else this turn.
    assert not ignite.isEnabled()


def test_an_agent_sent_from_its_menu_is_judged_by_the_umpire_in_the_decision_bar(
    qtbot, tmp_path, mouse
) -> None:
    _w, mode, hands = _start(
        qtbot, tmp_path, mouse, "hougoumont-1815.yaml", ("person", "person"), {"agents"}
    )
    c = mode.controller
    hands.take_seat_if_asked()
    bar = mode.widget.phase_bar
    send = bar.optional.buttons["send_agent"]
    assert send.isEnabled() and "d100" in send.toolTip()
    hands.button(send)
    menu = bar.optional.menu
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    turn2 = next(a.menu() for a in menu.actions() if a.menu() and a.text() == "turn 2")
    entry = turn2.actions()[0]
    entry.trigger()
    menu.close()
    first = c.session.steps[-1].action
    assert isinstance(first, SendAgent) and first.turn == "2"
    for _ in range(6):
        hands.take_seat_if_asked()
        hands.do(EndPhase())
    hands.take_seat_if_asked()
    question = mode.widget.decision_bar
    assert question.isVisible() and "Umpire" in question.question.text()
    # The question is written to the game's log, with the answer after it.
    assert any("The umpire is asked" in t for t in mode.log.entry_texts())
    assert question.choice.isVisible()
    # Until it is answered nothing else goes: no unit ringed as ready, no end of phase.
    bar = mode.widget.phase_bar
    assert not bar.end_phase.isEnabled() and "question" in bar.end_phase.toolTip()
    assert not c.reading.highlights().ready
    fifty = question.choice.findText("50 %")
    question.choice.setCurrentIndex(fifty)
    hands.button(question.yes)
    step = c.session.steps[-1]
    assert step.action == UmpireOdds("50")
    report = next(e for e in step.events if isinstance(e, AgentReport))
    assert report.percent == 50 and report.success == (report.roll <= 50)
    assert not question.isVisible()


def test_night_sleepers_and_sentinels_are_drawn_as_the_side_at_the_screen_knows_them(
    qtbot, tmp_path, mouse
) -> None:
    rules = {"time", "night", "sleep", "camps"}
    _w, mode, hands = _start(
        qtbot, tmp_path, mouse, "tarutino-1812.yaml", ("greedy", "person"), rules
    )
    c = mode.controller
    view = mode.widget.view
    QApplication.processEvents()
    truth = scene(c.ctx, c.session.position, None)
    assert truth.dark and truth.asleep and truth.sentinels
    assert view.darkness.scene_.dark
    assert view.sky.isVisible() and any("night" in line for line in view.sky.lines)
    drawn = view.optional
    me = c.ctx.sides[c.state.viewer]
    # The enemy's sentinels the viewer has not spotted are not drawn...
    hidden = [t for t in truth.sentinels if t.side != me and not t.spotted]
    assert hidden, "the scenario's camp has sentinels the attacker has not spotted"
    assert not set(hidden) & set(drawn.scene_.sentinels)
    # ...not even by the terrain's painter, which draws the scenario's forces: the
    # game draws its sentinels and boats where the position puts them.
    assert view.map_painter.scenario.sentinels == []
    assert view.map_painter.scenario.boats == []
    # ...nor a « Zz » on a unit the viewer cannot identify.
    known = {c.ctx.pieces[m.index].id for m in c.reading.marks() if m.index >= 0}
    assert set(drawn.units_at) <= known
    # Reveal all (for designers, asked first) draws them.
    mode.widget.phase_bar.ask_reveal_all = lambda: True
    hands.button(mode.widget.phase_bar.reveal)
    assert set(hidden) <= set(view.optional.scene_.sentinels)
    assert truth.asleep <= set(view.optional.units_at)
    # The panel says a sleeping unit is asleep.
    sleeper = sorted(truth.asleep)[0]
    hands.unit(
        sleeper, modifiers=__import__("PySide6.QtCore").QtCore.Qt.KeyboardModifier.ShiftModifier
    )
    assert "Asleep" in mode.panel.describe()


def test_the_start_dialog_ticks_the_scenarios_optional_rules_and_switches_them(qtbot) -> None:
    doc = _doc("hougoumont-1815.yaml")
    dialog = StartDialog(doc.scenario, doc.ruleset, "en", seed=1)
    qtbot.addWidget(dialog)
    ticked = {r for r, box in dialog.rules.items() if box.isChecked()}
    assert ticked == {"fire", "weather"}
    dialog.rules["fire"].click()
    dialog.rules["sleep"].click()
    assert dialog.spec().options.rules == frozenset({"weather", "sleep"})


def test_a_shooter_shows_the_shots_left_in_its_pouches(qtbot, tmp_path, mouse) -> None:
    """Annexe 3, Consommation de munitions: « assez de munitions pour effectuer 4 tirs »."""
    _w, mode, hands = _start(
        qtbot, tmp_path, mouse, "katzbach-1813.yaml", ("person", "person"), {"ammunition"}
    )
    c = mode.controller
    hands.take_seat_if_asked()
    pos = c.session.position
    shooter = next(
        p for p in c.ctx.pieces if p.side == c.state.viewer and p.range > 1 and pos.at[p.index] >= 0
    )
    hands.unit(shooter.id, Qt.KeyboardModifier.ShiftModifier)
    assert c.state.selected == shooter.index
    assert "Shots fired: 0 of 4 in its pouches" in mode.panel.describe()


def test_a_corps_mission_is_written_by_clicking_a_hex_the_board_offers(
    qtbot, tmp_path, mouse
) -> None:
    """Ordres par corps: each leader's mission, a hex of the enemy's two home rows."""
    _w, mode, hands = _start(
        qtbot, tmp_path, mouse, "hougoumont-1815.yaml", ("person", "person"), {"corps_orders"}
    )
    c = mode.controller
    hands.take_seat_if_asked()
    question = mode.widget.decision_bar
    assert question.isVisible() and "Corps orders" in question.question.text()
    offered = c.reading.highlights().choices
    rows = c.ctx.scenario.grid.rows
    labels = sorted(c.ctx.label(k) for k in offered)
    assert labels and all(int(label[-2:]) in (1, 2, rows - 1, rows) for label in labels)
    before = len(c.session)
    target = sorted(offered)[0]
    hands.click_key(target)
    step = c.session.steps[before]
    assert isinstance(step.action, WriteMission) and step.action.at == c.ctx.label(target)
