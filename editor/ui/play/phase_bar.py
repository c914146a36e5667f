"""The phase bar above the board: turn, side, phase and order tokens, and the buttons
of the moment (orders with their cost, end of phase, undo), available only when
legal, each saying why when greyed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.rules import command
from editor.ui.labelled import labelled
from editor.ui.play.button_row import ButtonRow
from editor.ui.play.computer import SPEEDS
from editor.ui.play.controller import GameController
from editor.ui.play.elided_label import ElidedLabel
from editor.ui.play.listen import listen
from editor.ui.play.optional_buttons import OptionalButtons
from editor.ui.play.play_view import side_colours

BANNER_WHOLE = 340
"""Pixels of the banner never shortened: a note whole, in either language."""


def phase_name(phase: str) -> str:
    """The phase's name as the phase bar shows it."""

    translate = QCoreApplication.translate
    names = {
        "deployment": translate("PlayPhases", "Deployment"),
        "command": translate("PlayPhases", "Command phase"),
        "movement": translate("PlayPhases", "Movement phase"),
        "combat": translate("PlayPhases", "Combat phase"),
        "over": translate("PlayPhases", "Game over"),
    }
    return names.get(phase, phase)


class PhaseBar(QFrame):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PhaseBar")
        self.controller = controller
        self.setFrameShape(QFrame.Shape.StyledPanel)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        outer.setSpacing(4)
        top = QHBoxLayout()
        self.chip = QLabel()
        self.chip.setFixedSize(18, 18)
        self.title = ElidedLabel()
        self.title.setObjectName("PhaseTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        # Long side names (and French) are shortened rather than wrapped, whole in
        # the tooltip: a title that wraps moves the board down, one word a line
        # on a narrow board.
        self.tokens = ElidedLabel()
        self.tokens.setObjectName("PhaseTokens")
        # The banner says how to read the board (everything shown, the past): it reads
        # whole, the title and the tokens give way first (issue 23: « Watchi… »).
        self.banner = ElidedLabel(whole_up_to=BANNER_WHOLE)
        self.banner.setObjectName("PlayBanner")
        top.addWidget(self.chip, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.title, 3)
        top.addSpacing(12)
        top.addWidget(self.tokens, 2)
        top.addWidget(self.banner)  # its own width, no more: the rest to the title
        outer.addLayout(top)

        self.buttons = QWidget()
        self.buttons.setObjectName("PhaseButtons")
        # One row, never two: what has no room goes to the row's « » » menu, and the
        # board under the bar never moves (issue 23).
        self.row = row = ButtonRow(self.buttons, spacing=4)
        self.undo = QPushButton(self.tr("Undo"))
        self.redo = QPushButton(self.tr("Redo"))
        self.manoeuvre = QPushButton()
        self.attack_order = QPushButton()
        self.attack_order.setCheckable(True)
        self.end_phase = QPushButton()
        self.end_phase.setObjectName("EndPhaseButton")
        self.sight = QToolButton()
        self.sight.setText(self.tr("Line of sight"))
        self.sight.setCheckable(True)
        self.sight.setToolTip(
            self.tr(
                "Click a hex, then hover another: the line, and what blocks it (right-click: off)"
            )
        )
        self.fan = QToolButton()
        self.fan.setText(self.tr("What it sees"))
        self.fan.setCheckable(True)
        self.fan.setToolTip(self.tr("Shade every hex the selected unit sees"))
        self.reveal = QToolButton()
        self.reveal.setText(self.tr("Reveal all"))
        self.reveal.setCheckable(True)
        self.pause = QToolButton()
        self.pause.setObjectName("PauseButton")
        self.pause.setCheckable(True)
        self.step = QToolButton()
        self.step.setText(self.tr("Step"))
        self.step.setToolTip(self.tr("Show the computer's next move now"))
        self.move_now = QToolButton()
        self.move_now.setObjectName("MoveNowButton")
        self.move_now.setText(self.tr("Move now"))
        self.move_now.setToolTip(
            self.tr("Stop the computer's search: it plays its best move so far")
        )
        self._thought: tuple[int, float] | None = None
        """(request, share done) the computer last told of its search."""
        self.speed = QComboBox()
        for s in SPEEDS:
            self.speed.addItem(f"{s:g}×", s)
        self.speed.setCurrentIndex(SPEEDS.index(1.0))
        self.speed.setToolTip(self.tr("Speed of the computer players and of replays"))
        self.speed.setAccessibleName(self.tr("Speed"))
        self.resign = QPushButton(self.tr("Resign…"))
        self.buttons.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        # Each with how much it is needed: the last to go to the menu are the game's
        # own actions, the first the designer's tools and the computers' speed.
        groups = (
            ((self.undo, 3), (self.redo, 3)),
            ((self.manoeuvre, 4), (self.attack_order, 4), (self.end_phase, 5)),
            ((self.sight, 1), (self.fan, 1), (self.reveal, 0)),
            (
                (self.pause, 4),
                (self.step, 3),
                (self.move_now, 5),
                (self.speed, 1),
                (self.resign, 2),
            ),
        )
        for n, group in enumerate(groups):
            if n:
                row.add_gap(12)
            for w, keep in group:
                row.add_widget(w, keep)
        self.optional = OptionalButtons(controller, row, self)
        outer.addWidget(self.buttons)

        c = controller
        self.undo.clicked.connect(c.travel.undo)
        self.redo.clicked.connect(c.travel.redo)
        self.manoeuvre.clicked.connect(c.manoeuvre)
        self.attack_order.toggled.connect(c.set_attack_order)
        self.end_phase.clicked.connect(c.end_phase)
        self.sight.toggled.connect(c.set_sight_mode)
        self.fan.toggled.connect(c.set_fan)
        self.reveal.toggled.connect(self._on_reveal)
        self.pause.toggled.connect(c.set_paused)
        self.step.clicked.connect(c.travel.step_forward)
        self.move_now.clicked.connect(c.pace.runner.move_now)
        c.pace.runner.progress.connect(self._on_progress)
        self.resign.clicked.connect(self._on_resign)
        self.speed.currentIndexChanged.connect(
            lambda _i: c.set_speed(float(self.speed.currentData()))
        )
        listen(self, c.state, self.refresh, "handover", "position", "cursor", "selection", "pace")
        self.refresh()

    def ask_resign(self) -> bool:
        """Resigning ends the game: asked first (tests replace this)."""
        c = self.controller
        side = c.session.position.deciding
        B = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            self.tr("Resign"),
            self.tr("%1 resigns: the game ends, lost. Resign?").replace(
                "%1", c.ctx.side_names[side]
            ),
            B.Yes | B.No,
            B.No,
        )
        return answer == B.Yes

    def ask_reveal_all(self) -> bool:
        """Showing both sides' hidden units: asked first (tests replace this)."""
        B = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            self.tr("Reveal all"),
            self.tr(
                "Show both sides' hidden units on this screen? It is written in the game's "
                "log, which both players read."
            ),
            B.Yes | B.No,
            B.No,
        )
        return answer == B.Yes

    def _on_reveal(self, on: bool) -> None:
        c = self.controller
        if on and (c.reading.covered or not self.ask_reveal_all()):
            self.reveal.blockSignals(True)
            self.reveal.setChecked(False)
            self.reveal.blockSignals(False)
            return
        c.set_reveal_all(on)

    def _on_resign(self) -> None:
        if self.controller.reading.can_act() and self.ask_resign():
            self.controller.resign()

    def refresh(self) -> None:
        c = self.controller
        ctx = c.ctx
        pos = c.reading.position
        colours = side_colours(ctx)
        side = pos.deciding if not pos.over else pos.active
        colour = colours[side] if side < len(colours) else QColor("gray")
        self.chip.setStyleSheet(
            f"background: {colour.name()}; border: 1px solid black; border-radius: 3px;"
        )
        turn = (
            self.tr("Turn %1 of %2").replace("%1", str(pos.turn)).replace("%2", str(ctx.max_turns))
        )
        who = ctx.side_names[side]
        if pos.result is not None:
            winner = pos.result.winner
            end = (
                self.tr("%1 wins").replace("%1", ctx.side_names[winner])
                if winner is not None
                else self.tr("Draw")
            )
            # « Partie finie : … »: the colon's spacing is the language's
            over = labelled(phase_name("over"), end)
            self.title.setText(f"{turn} — {over}")
        else:
            self.title.setText(f"{turn} — {who} — {phase_name(pos.phase)}")
        # Each count before its side's name: shortened, both counts still show.
        self.tokens.setText(
            self.tr("Order tokens: %1 %2 · %3 %4")
            .replace("%1", str(pos.tokens[0]))
            .replace("%2", ctx.side_names[0])
            .replace("%3", str(pos.tokens[1]))
            .replace("%4", ctx.side_names[1])
        )
        self._banner()
        # While an optional rule's question waits, only its answer (or resigning) goes.
        can = c.reading.can_act() and not c.reading.awaiting()
        orders = ctx.play.orders
        cost = command.manoeuvre_cost(ctx)
        self.manoeuvre.setText(self.tr("Manoeuvre order (%1)").replace("%1", str(cost)))
        target = c.reading.manoeuvre_target()
        self.manoeuvre.setEnabled(target is not None)
        self.manoeuvre.setToolTip(
            self.tr("Activate the selected unit out of command, for %n order token(s)", "", cost)
            if target is not None
            else self.tr(
                "Select a unit not yet activated (Shift+click), in the command or movement "
                "phase, with the tokens to pay (one manoeuvre order a turn)"
            )
        )
        acost = orders.attack_cost
        self.attack_order.setText(self.tr("Attack order (%1)").replace("%1", str(acost)))
        attack_time = can and (
            (pos.phase == "combat" and pos.combat is None)
            or (pos.combat is not None and pos.combat.stage == "charge")
        )
        afford = pos.tokens[pos.active] >= acost
        # Said before it is spent: an order the terrain's cap makes worthless is not offered.
        useless = c.order_adds_nothing() if attack_time and afford else None
        offered = attack_time and afford and useless is None
        self.attack_order.setEnabled(offered)
        self.attack_order.blockSignals(True)
        self.attack_order.setChecked(c.state.attack_order and offered)
        self.attack_order.blockSignals(False)
        self.attack_order.setToolTip(
            c.text(useless)
            if useless is not None
            else self.tr("The next attack gets %1, for %2")
            .replace("%1", self.tr("+%n die(s)", "", orders.attack_dice))
            .replace("%2", self.tr("%n order token(s)", "", acost))
            if offered
            else self.tr("In the combat phase, with the tokens to pay")
        )
        self._end_button(can)
        undo_why, redo_why = c.travel.undo_refusal(), c.travel.redo_refusal()
        self.undo.setEnabled(not undo_why)
        self.undo.setToolTip(undo_why or self.tr("Take back your last action"))
        self.redo.setEnabled(not redo_why)
        self.redo.setToolTip(redo_why or self.tr("Play again the action taken back"))
        self.resign.setEnabled(c.reading.can_act())
        computers = not all(c.session.is_person(i) for i in (0, 1))
        for w in (self.pause, self.step):
            self.row.show_widget(w, computers)
        self._pause_button()
        self.fan.setEnabled(c.state.selected is not None and not c.reading.covered)
        # Not on the hand-over screen: the next player has not sat down yet.
        self.reveal.setEnabled(
            (c.state.viewer is not None or c.state.reveal_all) and not c.reading.covered
        )
        self.reveal.setToolTip(
            self.tr("Not while the screen is handed over")
            if c.reading.covered
            else self.tr(
                "For designers: show both sides' hidden units (marked on screen, written in "
                "the log both sides read)"
            )
        )
        self.reveal.blockSignals(True)
        self.reveal.setChecked(c.state.reveal_all)
        self.reveal.blockSignals(False)
        self.optional.refresh()

    def _end_button(self, can: bool) -> None:
        """*End the … phase*; in the deployment, *Deployment done*: the side's last
        placement waits for it, and may be taken back until then."""
        c = self.controller
        pos = c.reading.position
        if pos.phase == "deployment":
            self.end_phase.setText(self.tr("Deployment done"))
            held = can and c.state.held is not None
            self.end_phase.setEnabled(held)
            self.end_phase.setToolTip(
                self.tr("End these placements: the other side places, or the game begins")
                if held
                else self.tr("Place every piece still to place first")
                if can
                else ""
            )
            return
        self.end_phase.setText(
            self.tr("End the %1").replace("%1", phase_name(pos.phase).lower())
            if pos.phase in ("command", "movement", "combat")
            else self.tr("End phase")
        )
        self.end_phase.setEnabled(
            can and pos.combat is None and pos.phase in ("command", "movement", "combat")
        )
        self.end_phase.setToolTip(
            self.tr("Answer the question above the board first")
            if c.reading.can_act() and c.reading.awaiting()
            else ""
        )

    def _pause_button(self) -> None:
        """*Pause* while the computer players go on, *Play* while they wait (paused,
        or the board shows the past): the controller's state, never the last click."""
        c = self.controller
        held = c.pace.computer_held
        self.pause.blockSignals(True)
        self.pause.setChecked(held)
        self.pause.blockSignals(False)
        self.pause.setText(self.tr("Play") if held else self.tr("Pause"))
        if c.state.paused:
            tip = self.tr("Let the computer players go on")
        elif held:
            tip = self.tr(
                "The computer players wait while the board shows the past: "
                "back to the present, and they go on"
            )
        else:
            tip = self.tr("Pause the computer players")
        self.pause.setToolTip(tip)
        self.pause.setEnabled(not c.session.position.over)

    def _on_progress(self, generation: int, share: float) -> None:
        self._thought = (generation, share)
        self._banner()

    def _banner(self) -> None:
        c = self.controller
        thought = self._thought
        share = thought[1] if thought and thought[0] == c.pace.runner.generation else None
        self.row.show_widget(self.move_now, c.pace.runner.busy)
        notes = []
        style = "color: white; background: #b3261e; padding: 2px 8px; border-radius: 3px;"
        if c.state.reveal_all:
            notes.append(self.tr("REVEAL ALL: both sides' hidden units are shown"))
        elif c.reading.watching:
            notes.append(self.tr("Watching two computers: all is shown"))
            style = "color: white; background: #1f5fa8; padding: 2px 8px; border-radius: 3px;"
        if c.state.cursor is not None:
            notes.append(
                self.tr("Action %1 of %2 (read-only)")
                .replace("%1", str(c.state.cursor))
                .replace("%2", str(len(c.session)))
            )
            style = "color: black; background: #ffd54f; padding: 2px 8px; border-radius: 3px;"
        elif c.state.thinking and not c.reading.watching:
            # (watching, the computers always are: *Pause* says whether they go on)
            if share is None:
                notes.append(self.tr("The computer is thinking…"))
            else:
                notes.append(self.tr("Thinking: %1%").replace("%1", str(int(100 * share))))
        self.banner.setText(" · ".join(notes))
        self.banner.setStyleSheet(style if notes else "")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
