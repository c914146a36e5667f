"""The optional rules' buttons of the phase bar: one a kind of action the game's rules
bring (set fire, fight the fire, embark, row, resupply...), shown in the phase it
is played in, open when the selected unit may make it, its cost in the tooltip,
and when closed, why.

A button with one choice plays it; with several it opens a menu of them (the hex,
the element, the boat), which the person picks from.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from editor.ui.labelled import labelled
from editor.ui.play.button_row import ButtonRow
from editor.ui.play.controller import GameController
from editor.ui.play.optional_actions import (
    KINDS,
    Choice,
    cost,
    kind_name,
    kinds_in_play,
    why_not,
)

PHASE_OF = {kind: phase for kind, _rule, phase in KINDS}
LONG = 12
"""More choices than this are filed in submenus (by hex, by turn)."""
KEEP = 3
"""How much the phase bar's row needs them (``ButtonRow.add_widget``): as the undo."""


class OptionalButtons(QObject):
    def __init__(self, controller: GameController, row: ButtonRow, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.buttons: dict[str, QPushButton] = {}
        self.menu = QMenu(parent)
        self.menu.setObjectName("OptionalChoices")
        self._choices: dict[str, list[Choice]] = {}
        kinds = kinds_in_play(controller.ctx)
        if kinds:
            row.add_gap(12)
        for kind in kinds:
            button = QPushButton(kind_name(kind))
            button.setObjectName(f"Optional_{kind}")
            button.clicked.connect(lambda _c=False, k=kind: self._on_clicked(k))
            row.add_widget(button, KEEP)
            self.buttons[kind] = button
        self.row = row

    def refresh(self) -> None:
        c = self.controller
        self._choices = c.reading.optional_choices()
        selected = c.state.selected is not None
        phase = c.reading.position.phase
        for kind, button in self.buttons.items():
            # Only the current phase's kinds: a bar of greyed buttons for the other
            # phases would say nothing and push the board down.
            self.row.show_widget(button, PHASE_OF[kind] == phase)
            found = self._choices.get(kind, [])
            button.setEnabled(bool(found))
            name = kind_name(kind)
            if found:
                button.setText(f"{name} ({len(found)})" if len(found) > 1 else name)
                where = ", ".join(ch.label for ch in found[:4]) + ("…" if len(found) > 4 else "")
                button.setToolTip(f"{cost(kind)}.\n{where}")
            else:
                button.setText(name)
                why = why_not(kind)
                if not selected and kind not in ("alarm", "send_agent"):
                    why = self.tr("Select a unit first.") + "\n" + why
                button.setToolTip(why)

    def offer_at(self, k: int, where: QPoint) -> bool:
        """A right-click on hex ``k``: the selected unit's optional actions aimed at it,
        in a menu at ``where`` (global); False when there are none."""
        found = [
            (kind, ch)
            for kind, choices in self.controller.reading.optional_choices().items()
            for ch in choices
            if ch.target == k
        ]
        if not found:
            return False
        self.menu.clear()
        for kind, ch in found:
            action = QAction(labelled(kind_name(kind), ch.label), self.menu)
            action.setToolTip(cost(kind))
            action.triggered.connect(lambda _c=False, a=ch.action: self.controller.play_optional(a))
            self.menu.addAction(action)
        self.menu.setToolTipsVisible(True)
        self.menu.popup(where)
        return True

    def _on_clicked(self, kind: str) -> None:
        found = self._choices.get(kind, [])
        if len(found) == 1:
            self.controller.play_optional(found[0].action)
            return
        self.menu.clear()
        grouped = len(found) > LONG and any(ch.group for ch in found)
        submenus: dict[str, QMenu] = {}
        for ch in found:
            menu = self.menu
            if grouped:
                if ch.group not in submenus:
                    submenus[ch.group] = self.menu.addMenu(ch.group)
                menu = submenus[ch.group]
            action = QAction(ch.label, menu)
            action.triggered.connect(lambda _c=False, a=ch.action: self.controller.play_optional(a))
            menu.addAction(action)
        button = self.buttons[kind]
        # popup, not exec: the event loop goes on (and a test can pick an entry).
        self.menu.popup(button.mapToGlobal(QPoint(0, button.height())))
