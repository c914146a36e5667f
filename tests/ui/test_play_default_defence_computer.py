"""Issue 23: « Hotseat hand-overs for the defender only when its choice can change the
outcome (otherwise the default is taken and logged) », checked in a game of a person
against the computer. Whoever defends, person or computer, a defence order that
cannot change the throw is not asked for: the default (no order) is played as the
defender's action and a note says so in the log, as in hotseat.

The ground is typed from the rulebooks: Thucydide ch. 1, Notion de Soutien, a
unit adjacent to two friends is supported, and a defence order only makes it
count as supported. Side B stands in a triangle (each unit beside the two
others), so no defence order of B can change an attack on it.
"""

from __future__ import annotations

from play_driver import Hands
from PySide6.QtWidgets import QMessageBox
from window_fixtures import make_window

from editor.core.hexes import neighbor
from editor.core.scenario import Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.rules.actions import Activate, Attack, DefenceOrder, EndPhase, Resign
from editor.rules.context import Options
from editor.rules.engine import legal_actions
from editor.rules.order_worth import defence_order_matters
from editor.ui.document import Document
from editor.ui.play.start_dialog import GameSpec

NOTE = "B gives no defence order, without a hand-over"


def _triangle() -> Document:
    """B1, B2, B3 (levy, one plaquette each) in a triangle; A1 and A2 (elite) beside B1."""
    sc = new_scenario("panache", 12, 12, title="Triangle")
    sc.sides = [Side("a", "A", "#b01c2e", "S"), Side("b", "B", "#1c3fa0", "N")]
    b1 = sc.grid.to_hex(6, 5)
    b2, b3 = neighbor(b1, 0), neighbor(b1, 1)
    sc.units = [
        Unit("a1", "a", "A1", "infanterie", neighbor(b1, 3), "élite"),
        Unit("a2", "a", "A2", "infanterie", neighbor(b1, 4), "élite"),
        Unit("b1", "b", "B1", "infanterie", b1, "levée", 1),
        Unit("b2", "b", "B2", "infanterie", b2, "levée", 1),
        Unit("b3", "b", "B3", "infanterie", b3, "levée", 1),
    ]
    sc.setup.first_player = "a"
    return Document(sc, load_ruleset("panache"))


def _start(qtbot, tmp_path, mouse, seats):
    window = make_window(qtbot, tmp_path, _triangle())
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(seats, 3, Options())
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    mode.controller.state.instant = True
    return mode, hands


def _asked_to_defend(c) -> list[int]:
    """Every moment the person was asked for a defence order (the action count)."""
    asked: list[int] = []

    def note() -> None:
        combat = c.session.position.combat
        if combat is not None and combat.stage == "defence" and c.reading.can_act():
            asked.append(len(c.session))

    c.state.events.connect(note, "handover", "position", "cursor", "selection")
    return asked


def _defences(c) -> list[tuple[int, DefenceOrder]]:
    return [(s.side, s.action) for s in c.session.steps if isinstance(s.action, DefenceOrder)]


def _useless_yet_affordable(c) -> None:
    """Before each defence decision, B could pay for an order, and it would not count."""
    for n, s in enumerate(c.session.steps):
        if isinstance(s.action, DefenceOrder):
            pos = c.session.position_at(n)
            assert pos.tokens[1] >= c.ctx.play.orders.defence_cost
            assert not defence_order_matters(c.ctx, pos)


def test_the_computer_defending_takes_the_default_and_it_is_logged(qtbot, tmp_path, mouse) -> None:
    mode, hands = _start(qtbot, tmp_path, mouse, ("person", "greedy"))
    c = mode.controller
    hands.do(Activate("a1"))
    hands.do(Activate("a2"))
    hands.do(EndPhase())  # activation
    hands.do(EndPhase())  # movement
    assert c.session.position.phase == "combat" and c.reading.can_act()
    before = len(c.session)
    hands.do(Attack("a1", "b1"))
    qtbot.waitUntil(lambda: len(c.session) > before + 1, timeout=5000)
    step = c.session.steps[before + 1]
    assert (step.side, step.action) == (1, DefenceOrder(False)), "the default, as B's action"
    _useless_yet_affordable(c)
    assert [n for n, _ in c.notes] == [before + 1]
    assert any(NOTE in t for t in mode.log.entry_texts()), mode.log.entry_texts()


def test_the_person_defending_is_not_asked_a_useless_question(qtbot, tmp_path, mouse) -> None:
    mode, hands = _start(qtbot, tmp_path, mouse, ("greedy", "person"))
    c = mode.controller
    asked = _asked_to_defend(c)
    # The computer plays A's turn; B (the person) ends its own phases until A attacked.
    for _ in range(60):
        if _defences(c) or c.session.position.over:
            break
        if c.reading.can_act():
            pos = c.session.position
            legal = [a for a in legal_actions(c.ctx, pos) if not isinstance(a, Resign)]
            hands.do(EndPhase() if EndPhase() in legal else legal[0])
        else:
            qtbot.waitUntil(lambda: c.reading.can_act() or bool(_defences(c)), timeout=10_000)
    defences = _defences(c)
    assert defences, "the computer attacked"
    _useless_yet_affordable(c)
    assert asked == [], "no question for a choice that changes nothing"
    assert all(d == (1, DefenceOrder(False)) for d in defences), defences
    assert len(c.notes) == len(defences)
    assert any(NOTE in t for t in mode.log.entry_texts()), mode.log.entry_texts()
