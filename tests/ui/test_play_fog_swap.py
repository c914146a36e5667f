"""Issue 23's fog test: what the side at the screen may not know never reaches the window.

A hotseat game of *Hidden units* (Annexe 3, « Unités cachées »: « de ne pas placer
toutes les unités [...] mais uniquement à partir du moment où elles sont vues, les
éventuels déplacements ayant lieu directement sur le plan ») with deployment markers
and a 3-hex sight limit. Side B deploys a cavalry unit and a decoy, then moves the
cavalry, ten hexes from any unit of side A. Played twice, the second time with the
cavalry and the decoy swapped: side A cannot tell the two games apart, so its board
(its pixels), its log (lines and tooltips), the Game panel over each of those hexes
and the result screen must be the same in both.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QTableWidget

from editor.core.scenario import Decoy, Scenario, Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.rules.actions import Action, Activate, Deploy, EndPhase, Move, Resign
from editor.rules.context import Options
from editor.rules.game import game_context
from editor.rules.session import GameSession
from editor.ui.play.controller import GameController
from editor.ui.play.game_panel import GamePanel
from editor.ui.play.log_dock import LogDock
from editor.ui.play.play_widget import PlayWidget
from editor.ui.play.result_dialog import ResultDialog

CAVALRY, DECOY = "b1", "decoy:b:1"
WATCHED = ("0302", "0303", "0702", "0703")
"""The hexes where B's cavalry and decoy stand and where the cavalry goes."""


@dataclass
class Seen:
    """What side A's screen showed at one moment."""

    boards: list[QImage]
    """The board now, then after each action of the game (the log clicked through)."""
    log: list[str]
    under_cursor: dict[str, str]


def _scenario() -> Scenario:
    sc = new_scenario("panache", 12, 14)
    sc.sides = [Side("a", "A"), Side("b", "B")]
    sc.sides[0].home_edge = "S"
    sc.sides[1].home_edge = "N"
    sc.setup.deployment = "markers"
    sc.setup.first_player = "b"
    g = sc.grid
    for uid, side, (col, row), cls, leader in (
        ("a0", "a", (5, 13), "infanterie", "A"),
        ("a1", "a", (6, 13), "infanterie", ""),
        ("b0", "b", (5, 2), "infanterie", "B"),
        (CAVALRY, "b", (3, 2), "cavalerie", ""),
    ):
        sc.units.append(Unit(uid, side, uid, cls, g.to_hex(col, row), "élite", 4, leader, 0))
    sc.decoys.append(Decoy("b", g.to_hex(7, 2)))
    return sc


def _look(widget: PlayWidget, log: LogDock, panel: GamePanel) -> Seen:
    c = widget.controller
    assert not c.reading.covered and c.state.viewer == 0
    view = widget.view
    under: dict[str, str] = {}
    for label in WATCHED:
        x, y = view.hex_centre(c.ctx.key_of(label)).toTuple()
        c.set_hover(view.hex_at(x, y))
        under[label] = panel.info.text()
    c.set_hover(-1)
    QApplication.processEvents()
    lines = log.entry_texts()
    tips = [log.tree.topLevelItem(i).toolTip(0) for i in range(log.tree.topLevelItemCount())]
    boards = [view.viewport().grab().toImage()]
    for n in range(len(c.session) + 1):
        c.travel.set_cursor(n)
        boards.append(view.viewport().grab().toImage())
    c.travel.set_cursor(None)
    return Seen(boards, lines + tips, under)


def _world(qtbot, swapped: bool) -> tuple[list[Seen], list[str]]:
    """Side A's screen after each of B's turns, and the result screen's words."""
    ctx = game_context(
        _scenario(), load_ruleset("panache"), Options(sight_limit=3, rules=frozenset({"hidden"}))
    )
    session = GameSession(ctx, 7, ("person", "person"))
    c = GameController(session, "en")
    widget = PlayWidget(c)
    log = LogDock(c)
    panel = GamePanel(c)
    for w in (widget, log, panel):
        qtbot.addWidget(w)
    widget.resize(900, 700)
    widget.show()
    qtbot.waitExposed(widget)
    widget.view.fit_to_window()
    cavalry, decoy = ("0702", "0302") if swapped else ("0302", "0702")
    plan = {"b0": "0502", CAVALRY: cavalry, DECOY: decoy, "a0": "0513", "a1": "0613"}
    seen: list[Seen] = []

    def act(action: Action) -> None:
        if c.reading.covered:
            c.take_seat()
        assert c.state.viewer == session.position.deciding
        if c.play(action) is None:
            assert c.state.held is not None  # a side's last placement waits for *Deployment done*
            c.deployment_done()
        if c.state.viewer == 1 and c.state.handover == 0:
            c.take_seat()
            seen.append(_look(widget, log, panel))

    while session.position.phase == "deployment":
        unit_id = next(
            u
            for u, to in plan.items()
            if ctx.pieces[ctx.piece_index[u]].side == (session.position.deciding)
            and session.position.at[ctx.piece_index[u]] < 0
        )
        act(Deploy(unit_id, plan[unit_id]))
    # B's turn: the cavalry (wherever it stands) is activated and moves one hex south.
    south = cavalry[:2] + "03"
    for action in (Activate(CAVALRY), EndPhase(), Move(CAVALRY, south), EndPhase()):
        act(action)
    while session.position.deciding == 1:
        act(EndPhase())
    if c.reading.covered:
        c.take_seat()
    seen.append(_look(widget, log, panel))
    c.play(Resign())
    result = ResultDialog(c)
    qtbot.addWidget(result)
    words = [label.text() for label in result.findChildren(QLabel)]
    for table in result.findChildren(QTableWidget):
        for row in range(table.rowCount()):
            for col in range(table.columnCount()):
                item = table.item(row, col)
                words.append(item.text() if item is not None else "")
    return seen, words


def test_swapping_two_enemy_pieces_side_a_cannot_tell_apart_changes_nothing_it_sees(
    qtbot,
) -> None:
    one, result_one = _world(qtbot, swapped=False)
    two, result_two = _world(qtbot, swapped=True)
    assert len(one) == len(two) == 3
    for n, (a, b) in enumerate(zip(one, two, strict=True)):
        assert a.log == b.log, f"moment {n}: the log differs"
        assert a.under_cursor == b.under_cursor, f"moment {n}: the Game panel differs"
        assert len(a.boards) == len(b.boards)
        for k, (x, y) in enumerate(zip(a.boards, b.boards, strict=True)):
            assert x.size() == y.size()
            assert x == y, f"moment {n}, board {k}: drawn differently"
    assert result_one == result_two
    # Nothing of B's hidden army is named anywhere A reads.
    for text in [*one[-1].log, *one[-1].under_cursor.values(), *result_one]:
        assert CAVALRY not in text and "cavalerie" not in text.lower()
