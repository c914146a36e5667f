"""Playing a game in the real window with the mouse, as a person would (test helper).

``Hands`` turns an engine action into the gestures that make it in the play
view: a click on the tray's row, on a hex of the board (through the real
viewport), on the phase bar's and the question bar's buttons, on the
hand-over screen's button. It never calls the controller's methods that
apply actions: whatever reaches the engine went through the widgets.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QToolBar, QToolButton

from editor.rules import command
from editor.rules.actions import (
    Action,
    Activate,
    Attack,
    Charge,
    DefenceOrder,
    Deploy,
    EndPhase,
    Enter,
    FollowUp,
    Manoeuvre,
    Move,
    Retreat,
)
from editor.rules.terrain import hex_of
from editor.ui.play.button_row import ButtonRow

LEFT = Qt.MouseButton.LeftButton


class Hands:
    def __init__(self, qtbot, mode, mouse) -> None:
        self.qtbot = qtbot
        self.mode = mode
        self.mouse = mouse
        self.kinds: set[str] = set()
        self.messages: list[str] = []
        self._heard: object = None

    @property
    def c(self):
        return self.mode.controller

    @property
    def widget(self):
        return self.mode.widget

    def button(self, b: QAbstractButton) -> None:
        row = b.parentWidget().layout() if b.parentWidget() is not None else None
        if isinstance(row, ButtonRow) and b in row.set_aside():
            # No room on the phase bar's row: picked from its « » » menu, as a person does.
            assert row.more.isVisible()
            row.menu.aboutToShow.emit()
            (entry,) = [a for a in row.menu.actions() if a.text() == b.text()]
            assert entry.isEnabled(), b.text()
            entry.trigger()
            return
        if not b.isVisible():
            self.qtbot.waitUntil(b.isVisible, timeout=2000)
        assert b.isEnabled(), b.text()
        self.qtbot.mouseClick(b, LEFT)

    def toolbar_button(self, toolbar: QToolBar, action) -> None:
        button = toolbar.widgetForAction(action)
        assert isinstance(button, QToolButton)
        self.button(button)

    def hex(self, label: str, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        k = self.c.ctx.key_of(label)
        self.click_key(k, modifiers)

    def click_key(self, k: int, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        view = self.widget.view
        x, y = view.map_painter.layout.hex_to_pixel(hex_of(k))
        view.ensureVisible(QRectF(x - 40, y - 40, 80, 80), 10, 10)
        point: QPoint = view.mapFromScene(QPointF(x, y))
        assert view.viewport().rect().contains(point), (point, view.viewport().rect())
        back = view.mapToScene(point)
        assert view.hex_at(back.x(), back.y()) == k
        self.mouse.click(view, point, modifiers=modifiers)

    def unit(self, unit_id: str, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        c = self.c
        i = c.ctx.piece_index[unit_id]
        self.click_key(c.session.position.at[i], modifiers)

    def tray(self, unit_id: str) -> None:
        c = self.c
        tray = self.mode.panel.tray
        i = c.ctx.piece_index[unit_id]
        for row in range(tray.count()):
            item = tray.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == i:
                tray.scrollToItem(item)
                rect = tray.visualItemRect(item)
                self.qtbot.mouseClick(tray.viewport(), LEFT, pos=rect.center())
                assert c.state.chosen == i
                return
        raise AssertionError(f"{unit_id} is not in the tray")

    def take_seat_if_asked(self) -> None:
        if self.c.reading.covered:
            self.button(self.widget.cover.button)

    def do(self, action: Action) -> None:
        """Make ``action`` with the mouse; the engine must then have it as the last action."""
        c = self.c
        if self._heard is not c:
            c.message.connect(self.messages.append)
            self._heard = c
        bar, question = self.widget.phase_bar, self.widget.decision_bar
        before = len(c.session)
        pos = c.session.position
        self.kinds.add(action.kind)
        if isinstance(action, Deploy):
            self.tray(action.unit)
            self.hex(action.to)
            if c.state.held is not None:
                # The side's last placement waits for *Deployment done*.
                assert c.state.held[0] == action and len(c.session) == before
                self.button(bar.end_phase)
        elif isinstance(action, Activate):
            self.unit(action.unit)
        elif isinstance(action, Manoeuvre):
            i = c.ctx.piece_index[action.unit]
            if i in command.activatable(c.ctx, pos, pos.active) and pos.phase == "command":
                self.unit(action.unit, Qt.KeyboardModifier.ShiftModifier)
            else:
                self.unit(action.unit)
            self.button(bar.manoeuvre)
        elif isinstance(action, Move):
            self.unit(action.unit)
            self.hex(action.to)
        elif isinstance(action, Enter):
            self.tray(action.unit)
            self.hex(action.to)
        elif isinstance(action, Attack):
            self.unit(action.unit)
            if action.attack_order != bar.attack_order.isChecked():
                self.button(bar.attack_order)
                self.kinds.add("attack_order")
            self.unit(action.target)
        elif isinstance(action, DefenceOrder):
            self.button(question.yes if action.give else question.no)
        elif isinstance(action, FollowUp):
            self.button(question.yes if action.advance else question.no)
        elif isinstance(action, Retreat):
            self.hex(action.to)
        elif isinstance(action, Charge):
            if action.target:
                if action.attack_order != bar.attack_order.isChecked():
                    self.button(bar.attack_order)
                self.unit(action.target)
            else:
                self.button(question.no)
        elif isinstance(action, EndPhase):
            self.button(bar.end_phase)
        else:
            raise AssertionError(f"no gesture for {action}")
        QApplication.processEvents()
        # (a computer player may already have answered: its actions come after)
        assert len(c.session) > before, f"the clicks for {action} did nothing: {self.messages[-3:]}"
        assert c.session.steps[before].action == action


def start_hotseat(
    qtbot, tmp_path, mouse, doc, seed: int = 2, size=(1600, 1000), language: str = "en"
):
    """The real main window on ``doc`` at ``size``, a hotseat game started with *Play*
    on the toolbar and the first player seated: (window, play mode, hands)."""
    from PySide6.QtWidgets import QMessageBox
    from window_fixtures import make_window

    from editor.rules.context import Options
    from editor.ui.play.start_dialog import GameSpec

    window = make_window(qtbot, tmp_path, doc, language)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(("person", "person"), seed, Options())
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    hands.take_seat_if_asked()
    return window, mode, hands
