"""The game controller: the one binder between a game session and the play widgets.

It holds what the window adds to the session: whose view is on the screen
(in hotseat, the side that took the seat after the hand-over screen; against
the computer, the person's side; between two computers, everything), the
selection, the tray's choice, the attack order switch, the line-of-sight
tool, the action shown when travelling in time, and the computer players'
pace. Widgets call its methods and redraw on ``changed``; it never touches a
widget. What the board shows is ``BoardReading``'s, going back in the game
``TimeTravel``'s, the computer players' pace ``ComputerPace``'s (mixins).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from editor.core.phrases import Phrase, in_language
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
from editor.rules.fog import observe
from editor.rules.players import Player
from editor.rules.position import Position
from editor.rules.session import GameSession, Step
from editor.ui.play import interaction
from editor.ui.play.board_reading import BoardReading
from editor.ui.play.computer import ComputerRunner
from editor.ui.play.computer_pace import ComputerPace
from editor.ui.play.interaction import KEEP
from editor.ui.play.order_choices import (
    default_defence_note,
    order_adds_nothing_to_any,
    without_useless_order,
)
from editor.ui.play.time_travel import LineChange, TimeTravel


class GameController(QObject, BoardReading, TimeTravel, ComputerPace):
    changed = Signal()
    """Anything shown may have changed: redraw."""
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
        self.thinking_ctx = session.ctx.with_own_caches()
        """What the computer players' thread reads: the game, with caches of its own
        (the GUI thread fills the game's meanwhile)."""
        self.lang = language
        persons = [i for i in (0, 1) if session.is_person(i)]
        self.viewer: int | None = (
            persons[0] if len(persons) == 1 else session.position.deciding if persons else None
        )
        self.handover: int | None = None
        """Hotseat: the side the screen must be handed to (the board is hidden)."""
        self.consent: LineChange | None = None
        """Hotseat: a change of line that sets the other side's decisions aside,
        asked of that side on the hand-over screen."""
        self.reveal_all = False
        self.notes: list[tuple[int, Phrase]] = []
        """What the window did that both sides read in the log (*Reveal all* switched),
        each after the number of actions then played. Not part of the game's record,
        which stays the engine's replay."""
        self.cursor: int | None = None
        """Time travel: the number of actions shown (None: the present)."""
        self.selected: int | None = None
        self.chosen: int | None = None
        """The tray's piece (to deploy, or a reinforcement to enter)."""
        self.attack_order = False
        self.held: tuple[Deploy, Position] | None = None
        """A person's placement that closes the side's batch (its whole deployment
        under the screen), shown on the board but not yet played: « Deployment done »
        plays it, Undo takes it back. The game's record stays the engine's."""
        self.hover = -1
        self.sight_mode = False
        self.sight_from = -1
        self.fan = False
        self.saved_length: int | None = None
        """Actions in the game when it was last saved (None: never saved)."""
        self.saved_held: Action | None = None
        """The placement held back when it was last saved (or opened)."""
        self.explanations: dict[int, Phrase] = {}
        """Step number -> why the computer chose it."""
        self.speed = 1.0
        self.paused = False
        self.instant = False
        """Computer moves applied as soon as chosen (tests, a fast watch)."""
        self._pending: tuple[Action, object] | None = None
        self._players: dict[int, Player] = {}
        self.runner = ComputerRunner(self)
        self.runner.chosen.connect(self._on_chosen)
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._apply_pending)
        self._playback = QTimer(self)
        self._playback.timeout.connect(self._on_playback)
        self._announced_over = session.position.over
        self._cache = {}
        if session.hotseat and not session.position.over:
            self.handover = session.position.deciding

    # ------------------------------------------------------------------ reading

    @property
    def position(self) -> Position:
        """The position shown: the present, or the one travelled to."""
        if self.cursor is None:
            return self.held[1] if self.held is not None else self.session.position
        return self.session.position_at(self.cursor)

    @property
    def view_side(self) -> int | None:
        """The side whose knowledge the board shows (None: everything)."""
        return None if self.reveal_all else self.viewer

    @property
    def covered(self) -> bool:
        return self.handover is not None

    @property
    def watching(self) -> bool:
        """No person plays: two computer players."""
        return not any(self.session.is_person(i) for i in (0, 1))

    def observed(self) -> Position:
        """The position shown, as the side at the screen knows it."""
        pos = self.position
        if self.viewer is None:
            return pos
        side = self.viewer
        return self._cached("observed", (side,), lambda: observe(self.ctx, pos, side).position)

    def can_act(self) -> bool:
        pos = self.session.position
        return (
            self.cursor is None
            and not pos.over
            and self.handover is None
            and self.viewer is not None
            and self.session.is_person(pos.deciding)
            and pos.deciding == self.viewer
        )

    def text(self, message: str) -> str:
        return in_language(message, self.lang)

    # ------------------------------------------------------------------ the mouse

    def set_hover(self, k: int) -> None:
        if k != self.hover:
            self.hover = k
            self.changed.emit()

    def click(self, k: int, right: bool = False, select_only: bool = False) -> None:
        """A click on hex ``k``: an action, a selection or a message. ``select_only``
        (Shift): select the unit there without acting (to give it a manoeuvre order)."""
        if self.covered:
            return
        if self.sight_mode:
            self.sight_from = -1 if right else k
            self.changed.emit()
            return
        if right:
            self.selected = None
            self.changed.emit()
            return
        if select_only:
            self.selected = self._piece_at(k)
            self.changed.emit()
            return
        if self.cursor is not None or not self.can_act():
            self.selected = self._piece_at(k)
            if self.cursor is not None:
                self._say(
                    self.tr("you are looking at the past: « Resume from here » plays on from it")
                )
            elif not self.session.position.over:
                self._say(self._why_waiting())
            self.changed.emit()
            return
        assert self.viewer is not None
        if self.awaiting():
            q = self.optional_question()
            if q is not None and k in q.hexes:
                self.play(q.hexes[k])
                return
            self.selected = self._piece_at(k)
            self._say(self.tr("answer the question above the board first"))
            self.changed.emit()
            return
        out = interaction.on_click(
            self.ctx,
            self.observed(),
            self.viewer,
            self.selected,
            k,
            attack_order=self.attack_order,
            chosen=self.chosen,
        )
        if out.select != KEEP:
            self.selected = out.select
        if out.message:
            self._say(out.message)
        action, useless = without_useless_order(self.ctx, self.observed(), out.action)
        if useless is not None:
            self._say(self.tr("%1 The order token is kept.").replace("%1", self.text(useless)))
        if action is not None:
            self.play(action)
        else:
            self.changed.emit()

    def order_adds_nothing(self) -> Phrase | None:
        """Why an attack order would add nothing to any attack the selected unit (or
        the charging one) may make now; None when it adds to one of them at least."""
        obs = self.observed()
        attacker = obs.combat.attacker if obs.combat is not None else self.selected
        return order_adds_nothing_to_any(self.ctx, obs, attacker, list(self.highlights().targets))

    def _piece_at(self, k: int) -> int | None:
        obs = self.observed()
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
        if self.held is not None:
            self.deployment_done()
            return
        self._person(EndPhase())

    def deployment_done(self) -> None:
        """Play the placement held back: the side's batch is closed, the other side
        places (or the deployment ends: the screen is lifted, markers seen turn over)."""
        if self.held is None or not self.can_act():
            return
        action, self.held = self.held[0], None
        self._play_now(action)

    def hold(self, action: Action) -> bool:
        """Hold back a person's placement that closes the batch (see ``held``); False
        when ``action`` is not one (played at once) or is illegal (the engine says why)."""
        pos = self.session.position
        if not isinstance(action, Deploy) or self.held is not None or not setup.closes_batch(pos):
            return False
        try:
            apply(self.ctx, pos, action)
        except IllegalAction:
            return False
        i = self.ctx.piece_index[action.unit]
        self.held = (action, setup.place(pos, i, self.ctx.key_of(action.to)))
        self.chosen = None
        self._say(
            self.tr("placed: « Deployment done » ends the placements, « Undo » takes it back")
        )
        self.changed.emit()
        return True

    def manoeuvre(self) -> None:
        target = self.manoeuvre_target()
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
        self.chosen = index
        self.changed.emit()

    def set_attack_order(self, on: bool) -> None:
        self.attack_order = on
        self.changed.emit()

    def _person(self, action: Action) -> None:
        if self.can_act():
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
            self.changed.emit()
            return None
        self.attack_order = False
        self._after(step)
        return step

    def _after(self, step: Step) -> None:
        self.held = None
        pos = self.session.position
        if self.selected is not None and pos.at[self.selected] < 0:
            self.selected = None
        if pos.phase != "deployment" or self.chosen not in interaction.tray(
            self.ctx, pos, pos.active
        ):
            self.chosen = None
        if step.action.kind == "move":
            self.selected = None
        self.played.emit(step)
        if pos.over:
            self.changed.emit()
            if not self._announced_over:
                self._announced_over = True
                self.finished.emit()
            return
        if self._default_defence(pos):
            return
        nxt = pos.deciding
        if self.session.hotseat and nxt != self.viewer:
            self.handover = nxt
            self.selected = None
        self.changed.emit()
        self.schedule()

    def _default_defence(self, pos: Position) -> bool:
        """A defender whose order cannot change the throw is not asked (nor, in hotseat,
        handed the screen); its default, no order, is played as its action (the record
        keeps it, replays stay the same) and a note both sides read says so."""
        persons = [i for i in (0, 1) if self.session.is_person(i)]
        note = default_defence_note(self.ctx, pos, persons)
        if note is None:
            return False
        self.notes.append((len(self.session), note))
        self._after(self.session.play(DefenceOrder(False)))
        return True

    def take_seat(self) -> None:
        """The hand-over screen was passed: the deciding side sees its board (or the
        side asked agreed to the change of line, which is made)."""
        if self.handover is not None:
            self.viewer = self.handover
            self.handover = None
            self.selected = None
            self.chosen = None
            change, self.consent = self.consent, None
            if change is not None:
                self._apply_change(change)
                return
            self.changed.emit()

    # ------------------------------------------------------------------ tools

    def set_reveal_all(self, on: bool) -> None:
        """*Reveal all* on or off, written in the log that both sides read: in hotseat
        either player may look at the other's hidden units, and the other will know."""
        if on == self.reveal_all:
            return
        self.reveal_all = on
        who = self.ctx.side_names[self.viewer] if self.viewer is not None else ""
        self.notes.append((len(self.session), window_notes.reveal_all(who, on)))
        self.changed.emit()

    def set_sight_mode(self, on: bool) -> None:
        self.sight_mode = on
        self.sight_from = -1
        self.changed.emit()

    def set_fan(self, on: bool) -> None:
        self.fan = on
        self.changed.emit()

    @property
    def unsaved(self) -> bool:
        held = self.held[0] if self.held is not None else None
        played = self.saved_length != len(self.session) and len(self.session) > 0
        return played or held != self.saved_held
