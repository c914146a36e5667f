"""The game controller: the one binder between a game session and the play widgets.

What the window adds to the session is a Qt-free model, ``PlayState``: whose
view is on the screen (in hotseat, the side that took the seat after the
hand-over screen; against the computer, the person's side; between two
computers, everything), the selection, the tray's choice, the attack order
switch, the line-of-sight tool, the action shown when travelling in time, and
the computer players' pace. Its topics (``state.events``: position, selection,
hover, cursor, pace, handover) tell each widget when what it shows changed.

The controller holds three parts, each handed what it needs: ``reading``
(``BoardReading``: what the board shows), ``pace`` (``ComputerPace``: the
computer players, off the GUI thread) and ``travel`` (``TimeTravel``: undo,
the past, branches). Widgets call its methods and its parts'; it never touches
a widget.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from editor.core.phrases import Phrase
from editor.rules import setup, window_notes
from editor.rules.actions import (
    Action,
    Charge,
    DefenceOrder,
    Deploy,
    EndPhase,
    FollowUp,
    Manoeuvre,
    Resign,
)
from editor.rules.context import GameContext
from editor.rules.engine import IllegalAction, apply
from editor.rules.session import GameSession, Step
from editor.ui.play import interaction
from editor.ui.play.board_reading import BoardReading
from editor.ui.play.computer_pace import ComputerPace
from editor.ui.play.interaction import KEEP
from editor.ui.play.order_choices import (
    default_defence_note,
    order_adds_nothing_to_any,
    without_useless_order,
)
from editor.ui.play.play_state import PlayState
from editor.ui.play.time_travel import TimeTravel


class GameController(QObject):
    played = Signal(object)
    """A ``Step`` was just added to the game."""
    message = Signal(str)
    """Something to tell the person (in the window's language)."""
    finished = Signal()
    """The game just ended."""

    def __init__(
        self, session: GameSession, language: str = "en", parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.ctx: GameContext = session.ctx
        persons = [i for i in (0, 1) if session.is_person(i)]
        viewer = persons[0] if len(persons) == 1 else session.position.deciding if persons else None
        self.state = PlayState(session.position, viewer, language)
        if session.hotseat and not session.position.over:
            self.state.handover = session.position.deciding
        self.notes: list[tuple[int, Phrase]] = []
        """What the window did that both sides read in the log (*Reveal all* switched),
        each after the number of actions then played. Not part of the game's record,
        which stays the engine's replay."""
        self.saved_length: int | None = None
        """Actions in the game when it was last saved (None: never saved)."""
        self.saved_held: Action | None = None
        """The placement held back when it was last saved (or opened)."""
        self.reading = BoardReading(self.state, session)
        self.pace = ComputerPace(self.state, session, self._after, self._say, self)
        self.travel = TimeTravel(
            self.state,
            self.reading,
            self.pace,
            hold=self.hold,
            after=self._after,
            say=self._say,
            parent=self,
        )

    def text(self, message: str) -> str:
        return self.reading.text(message)

    def set_language(self, language: str) -> None:
        """The window's new language: everything is worded again."""
        self.state.lang = language

    # ------------------------------------------------------------------ the mouse

    def set_hover(self, k: int) -> None:
        self.state.hover = k

    def click(self, k: int, right: bool = False, select_only: bool = False) -> None:
        """A click on hex ``k``: an action, a selection or a message. ``select_only``
        (Shift): select the unit there without acting (to give it a manoeuvre order)."""
        st = self.state
        if self.reading.covered:
            return
        if st.sight_mode:
            st.sight_from = -1 if right else k
            return
        if right:
            st.selected = None
            return
        if select_only:
            st.selected = self._piece_at(k)
            return
        if st.cursor is not None or not self.reading.can_act():
            st.selected = self._piece_at(k)
            if st.cursor is not None:
                self._say(
                    self.tr("you are looking at the past: « Resume from here » plays on from it")
                )
            elif not self.session.position.over:
                self._say(self._why_waiting())
            return
        assert st.viewer is not None
        if self.reading.awaiting():
            q = self.reading.optional_question()
            if q is not None and k in q.hexes:
                self.play(q.hexes[k])
                return
            st.selected = self._piece_at(k)
            self._say(self.tr("answer the question above the board first"))
            return
        out = interaction.on_click(
            self.ctx,
            self.reading.observed(),
            st.viewer,
            st.selected,
            k,
            attack_order=st.attack_order,
            chosen=st.chosen,
        )
        if out.select != KEEP:
            st.selected = out.select
        if out.message:
            self._say(out.message)
        action, useless = without_useless_order(self.ctx, self.reading.observed(), out.action)
        if useless is not None:
            self._say(self.tr("%1 The order token is kept.").replace("%1", self.text(useless)))
        if action is not None:
            self.play(action)

    def order_adds_nothing(self) -> Phrase | None:
        """Why an attack order would add nothing to any attack the selected unit (or
        the charging one) may make now; None when it adds to one of them at least."""
        obs = self.reading.observed()
        attacker = obs.combat.attacker if obs.combat is not None else self.state.selected
        targets = list(self.reading.highlights().targets)
        return order_adds_nothing_to_any(self.ctx, obs, attacker, targets)

    def _piece_at(self, k: int) -> int | None:
        obs = self.reading.observed()
        for i, at in enumerate(obs.at):
            if at == k:
                return i
        return None

    def _why_waiting(self) -> str:
        pos = self.session.position
        name = self.ctx.side_names[pos.deciding]
        if not self.session.is_person(pos.deciding):
            return self.tr("the computer is playing %1").replace("%1", name)
        return self.tr("%1 is deciding").replace("%1", name)

    def _say(self, message: str) -> None:
        self.message.emit(self.text(message))

    # ------------------------------------------------------------------ decisions

    def end_phase(self) -> None:
        """The phase bar's end button: ends the phase, or the side's deployment."""
        if self.state.held is not None:
            self.deployment_done()
            return
        self._person(EndPhase())

    def deployment_done(self) -> None:
        """Play the placement held back: the side's batch is closed, the other side
        places (or the deployment ends: the screen is lifted, markers seen turn over)."""
        held = self.state.held
        if held is None or not self.reading.can_act():
            return
        self._play_now(held[0])  # (``held`` is emptied with the step's state)

    def hold(self, action: Action) -> bool:
        """Hold back a person's placement that closes the batch (see ``held``); False
        when ``action`` is not one (played at once) or is illegal (the engine says why)."""
        pos = self.session.position
        st = self.state
        if not isinstance(action, Deploy) or st.held is not None or not setup.closes_batch(pos):
            return False
        try:
            apply(self.ctx, pos, action)
        except IllegalAction:
            return False
        i = self.ctx.piece_index[action.unit]
        with st.batch():
            st.held = (action, setup.place(pos, i, self.ctx.key_of(action.to)))
            st.chosen = None
        self._say(
            self.tr(
                "« %1 » placed at %2: « Deployment done » ends the placements, "
                "« Undo » takes it back"
            )
            .replace("%1", self.ctx.pieces[i].name)
            .replace("%2", str(action.to))
        )
        return True

    def manoeuvre(self) -> None:
        target = self.reading.manoeuvre_target()
        if target is not None:
            self._person(Manoeuvre(self.ctx.pieces[target].id))

    def defence(self, give: bool) -> None:
        self._person(DefenceOrder(give))

    def follow(self, advance: bool) -> None:
        self._person(FollowUp(advance))

    def no_charge(self) -> None:
        self._person(Charge())

    def resign(self) -> None:
        self._person(Resign())

    def choose_tray(self, index: int | None) -> None:
        self.state.chosen = index

    def set_attack_order(self, on: bool) -> None:
        self.state.attack_order = on

    def play_optional(self, action: Action) -> None:
        """A button of an optional rule: its action, if it is still open."""
        self._person(action)

    def _person(self, action: Action) -> None:
        if self.reading.can_act():
            self.play(action)

    def play(self, action: Action) -> Step | None:
        """Apply a person's action; an illegal one is refused with the engine's reason.
        A placement that closes the batch is held back (``held``): no step yet."""
        if self.hold(action):
            self.session.redo_actions.clear()
            return None
        return self._play_now(action)

    def _play_now(self, action: Action) -> Step | None:
        try:
            step = self.session.play(action)
        except IllegalAction as exc:
            self._say(exc.args[0] if exc.args else str(exc))
            return None
        with self.state.batch():
            self.state.attack_order = False
            self._take_in(step)
        self._then()
        return step

    def _after(self, step: Step) -> None:
        """A step was added to the game (a person's, the computer's, a redo)."""
        with self.state.batch():
            self._take_in(step)
        self._then()

    def _take_in(self, step: Step) -> None:
        """The window's state after ``step`` (the widgets are told once it is whole)."""
        st = self.state
        pos = self.session.position
        st.present = pos
        st.held = None
        if st.selected is not None and pos.at[st.selected] < 0:
            st.selected = None
        if pos.phase != "deployment" or st.chosen not in interaction.tray(
            self.ctx, pos, pos.active
        ):
            st.chosen = None
        if step.action.kind == "move":
            st.selected = None
        self.played.emit(step)
        if pos.over:
            return
        # A defender whose order cannot change the throw is not asked (nor, in hotseat,
        # handed the screen); its default, no order, is played as its action (the
        # record keeps it, replays stay the same) and a note both sides read says so.
        persons = [i for i in (0, 1) if self.session.is_person(i)]
        note = default_defence_note(self.ctx, pos, persons)
        if note is not None:
            self.notes.append((len(self.session), note))
            self._take_in(self.session.play(DefenceOrder(False)))
            return
        nxt = pos.deciding
        if self.session.hotseat and nxt != st.viewer:
            st.handover = nxt
            st.selected = None

    def _then(self) -> None:
        """After a step: the end announced once, or the computer asked for its move."""
        if self.session.position.over:
            if not self.travel.announced_over:
                self.travel.announced_over = True
                self.finished.emit()
            return
        self.pace.schedule()

    def take_seat(self) -> None:
        """The hand-over screen was passed: the deciding side sees its board (or the
        side asked agreed to the change of line, which is made)."""
        st = self.state
        if st.handover is None:
            return
        change = st.consent
        with st.batch():
            st.viewer = st.handover
            st.handover = None
            st.selected = None
            st.chosen = None
            st.consent = None
            if change is not None:
                self.travel.apply_change(change)

    # ------------------------------------------------------------------ tools

    def set_reveal_all(self, on: bool) -> None:
        """*Reveal all* on or off, written in the log that both sides read: in hotseat
        either player may look at the other's hidden units, and the other will know."""
        st = self.state
        if on == st.reveal_all:
            return
        who = self.ctx.side_names[st.viewer] if st.viewer is not None else ""
        self.notes.append((len(self.session), window_notes.reveal_all(who, on)))
        st.reveal_all = on

    def set_sight_mode(self, on: bool) -> None:
        with self.state.batch():
            self.state.sight_mode = on
            self.state.sight_from = -1

    def set_fan(self, on: bool) -> None:
        self.state.fan = on

    # ------------------------------------------------------------------ the computer

    def set_speed(self, speed: float) -> None:
        self.state.speed = speed
        self.travel.retime()

    def set_paused(self, paused: bool) -> None:
        """Pause the computer players, or let them go on. They play in the present
        only: letting them go while the board shows the past returns it there."""
        self.state.paused = paused
        if paused:
            self.pace.hold()
        elif self.state.cursor is not None:
            self.travel.set_cursor(None)  # goes on (``go_on``)
        else:
            self.pace.go_on()

    def stop(self) -> None:
        self.pace.stop()
        self.travel.stop()

    @property
    def unsaved(self) -> bool:
        held = self.state.held[0] if self.state.held is not None else None
        played = self.saved_length != len(self.session) and len(self.session) > 0
        return played or held != self.saved_held
