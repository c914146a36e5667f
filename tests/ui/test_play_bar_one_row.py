"""Issue 23: « the phase bar elides instead of wrapping; bars that come and go do not
move the board ». At 1,280 px, in French and in English, through a hotseat game on
Eylau (deployment, movement with a unit selected, combat with the attack order to
give, the log browsed, *Resume from here*) and a game against the computer (its
*Pause* and *Step* on the row too): the phase bar's buttons stay on one row, the
bar keeps one height, and the board neither moves nor changes height. What has no
room is in the row's « » » menu, and its entries work as the buttons do.
"""

from __future__ import annotations

import pytest
from i18n_fixtures import translated
from play_driver import Hands
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from test_play_bar_width import _doc
from test_play_time_travel import Greedy
from window_fixtures import make_window

from editor.rules.context import Options
from editor.ui.play.start_dialog import GameSpec

WIDTH, HEIGHT = 1280, 800
LEFT = Qt.MouseButton.LeftButton


def _start(qtbot, tmp_path, mouse, language, seats):
    window = make_window(qtbot, tmp_path, _doc("eylau-1807.yaml"), language)
    window.resize(WIDTH, HEIGHT)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(seats, 5, Options())
    mode.ask_resume = lambda at, dropped, theirs: True
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    mode.controller.state.instant = True
    return window, mode, hands


def _measure(window, mode) -> tuple[int, int, int]:
    """The bar's height, the board's top (in the window) and height, once the bar's
    buttons are checked to lie on one row inside the bar."""
    QApplication.processEvents()
    bar = mode.widget.phase_bar
    row = bar.buttons
    shown = [w for w in row.findChildren(QWidget) if w.isVisibleTo(row) and w.parent() is row]
    assert shown, "the row shows buttons"
    tallest = max(w.sizeHint().height() for w in row.findChildren(QWidget) if w.parent() is row)
    # One row: the row is as tall as its tallest button, and every button inside it.
    assert row.height() == tallest, (row.height(), tallest)
    for w in shown:
        assert row.rect().contains(w.geometry()), (getattr(w, "text", str)(), w.geometry())
    board = mode.widget.stack
    top = board.mapTo(window, board.rect().topLeft()).y()
    return bar.height(), top, board.height()


def _states(mode, hands) -> dict[str, tuple[int, int, int]]:
    c = mode.controller
    window = mode.widget.window()
    greedy = Greedy()
    seen = {"deployment": _measure(window, mode)}
    assert c.reading.position.phase == "deployment"
    while c.session.position.phase != "movement":
        greedy.play_to(hands, len(c.session) + 1)
    pos = c.session.position
    mine = next(p.id for i, p in enumerate(c.ctx.pieces) if p.side == pos.active and pos.at[i] >= 0)
    hands.unit(mine)
    assert c.state.selected is not None
    seen["movement, a unit selected"] = _measure(window, mode)
    bar = mode.widget.phase_bar
    while not (c.reading.position.phase == "combat" and bar.attack_order.isEnabled()):
        greedy.play_to(hands, len(c.session) + 1)
        assert len(c.session) < 400, "an attack order to give"
    seen["combat, the attack order offered"] = _measure(window, mode)
    tree = mode.log.tree
    item = tree.topLevelItem(len(c.session) // 2)
    tree.scrollToItem(item)
    hands.qtbot.mouseClick(tree.viewport(), LEFT, pos=tree.visualItemRect(item).center())
    assert c.state.cursor is not None
    seen["the log browsed"] = _measure(window, mode)
    hands.button(mode.log.resume)
    if c.reading.covered:
        hands.button(mode.widget.cover.button)  # the other side agrees
    hands.take_seat_if_asked()
    assert mode.log.branch_row.isVisible()
    seen["resumed, a branch kept"] = _measure(window, mode)
    return seen


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_bar_keeps_one_row_and_the_board_stays_put(
    qtbot, tmp_path, qapp, mouse, language
) -> None:
    with translated(qapp, language):
        _window, mode, hands = _start(qtbot, tmp_path, mouse, language, ("person", "person"))
        seen = _states(mode, hands)
        assert len(set(seen.values())) == 1, seen
        mode.leave()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_against_the_computer_the_bar_keeps_one_row_and_the_menu_holds_the_rest(
    qtbot, tmp_path, qapp, mouse, language
) -> None:
    with translated(qapp, language):
        window, mode, _hands = _start(qtbot, tmp_path, mouse, language, ("person", "greedy"))
        bar = mode.widget.phase_bar
        first = _measure(window, mode)
        assert bar.pause.isVisible() or bar.pause in bar.row.set_aside()
        # Whatever has no room is in the menu, each entry with its button's words.
        aside = bar.row.set_aside()
        assert aside, "at 1,280 px some buttons go to the menu"
        assert bar.row.more.isVisible()
        bar.row.menu.aboutToShow.emit()
        entries = {a.text() for a in bar.row.menu.actions() if not a.isSeparator()}
        for w in aside:
            assert (w.accessibleName() or w.text()) in entries, (w, entries)
        # *Reveal all* from the menu does what the button does (asked first).
        assert bar.reveal in aside
        bar.ask_reveal_all = lambda: True
        (reveal,) = [a for a in bar.row.menu.actions() if a.text() == bar.reveal.text()]
        assert reveal.isEnabled()
        reveal.trigger()
        assert mode.controller.state.reveal_all and bar.reveal.isChecked()
        assert _measure(window, mode) == first
        mode.leave()
