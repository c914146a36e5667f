"""Issue 25, point 3: in the window, a move onto a hex where an unseen enemy unit
stands (« Unités cachées ») is made with the mouse like any other; the game
takes it, the unit stops where it sees the enemy, which is revealed, and the
log names no unit the side did not see."""

from __future__ import annotations

from pathlib import Path

from play_driver import Hands
from PySide6.QtWidgets import QMessageBox
from window_fixtures import make_window

from editor.core.hexes import neighbor
from editor.core.scenario import Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.rules.actions import Activate, EndPhase, Move
from editor.rules.context import Options
from editor.rules.events_orders import Moved
from editor.rules.fog import hidden_from
from editor.ui.document import Document
from editor.ui.play.start_dialog import GameSpec


def _screened() -> Document:
    """a's cavalry « scout »; b's « front » next to it and « behind » one hex further
    in line, hidden by « front »."""
    sc = new_scenario("panache", 12, 16)
    sc.sides = [Side("a", "A"), Side("b", "B")]
    s = sc.grid.to_hex(6, 12)
    behind = neighbor(neighbor(s, 1), 1)
    for uid, side, h, cls in (
        ("scout", "a", s, "cavalerie"),
        ("front", "b", neighbor(s, 1), "infanterie"),
        ("behind", "b", behind, "infanterie"),
    ):
        sc.units.append(Unit(uid, side, uid, cls, h, "élite", 4))
    sc.setup.first_player = "a"
    return Document(sc, load_ruleset("panache"))


def test_a_move_onto_a_hidden_unit_is_taken_and_reveals_it(qtbot, tmp_path: Path, mouse) -> None:
    window = make_window(qtbot, tmp_path, _screened())
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    rules = Options(rules=frozenset({"hidden"}))
    mode.ask_game_spec = lambda: GameSpec(("person", "greedy"), 0, rules)
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    c = mode.controller
    c.state.instant = True
    ctx = c.ctx
    behind = ctx.piece_index["behind"]
    target = ctx.label(c.session.position.at[behind])
    assert behind in hidden_from(ctx, c.session.position, 0)
    hands.do(Activate("scout"))
    hands.do(EndPhase())
    hands.do(Move("scout", target))
    pos = c.session.position
    moved = next(e for e in c.session.events_at(len(c.session)) if isinstance(e, Moved))
    assert ctx.label(pos.at[ctx.piece_index["scout"]]) == moved.path[-1] != target
    assert behind not in hidden_from(ctx, pos, 0)
    assert any("behind" in line for line in mode.log.entry_texts())
    mode.back.trigger()
