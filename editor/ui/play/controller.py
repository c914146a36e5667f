"""The game controller: the one binder between a game session and the play widgets.

It holds what the window adds to the session: whose view is on the screen
(in hotseat, the side that took the seat after the hand-over screen; against
the computer, the person's side; between two computers, everything), the
selection, the tray's choice, the attack order switch, the line-of-sight
tool, the action shown when travelling in time, and the computer players'
pace. Widgets call its methods and redraw on ``changed``; it never touches a
widget.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from editor.core.phrases import Phrase, in_language
from editor.rules import engine
from editor.rules.actions import (
    Action,
    Charge,
    DefenceOrder,
    EndPhase,
    FollowUp,
    Manoeuvre,
    Resign,
)
from editor.rules.context import GameContext
from editor.rules.engine import IllegalAction, legal_actions
from editor.rules.explain import seen_hexes
from editor.rules.fog import observe
from editor.rules.players import Player, make_player
from editor.rules.position import Position
from editor.rules.session import GameSession, Step
from editor.rules.sight import Sight, line_of_sight
from editor.rules.terrain import hex_of
from editor.ui.play import interaction
from editor.ui.play.board import PieceMark, board_marks
from editor.ui.play.computer import ComputerRunner, delay_ms
from editor.ui.play.highlight_item import SightLine
from editor.ui.play.interaction import KEEP, Highlights


class GameController(QObject):
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
        self.lang = language
        persons = [i for i in (0, 1) if session.is_person(i)]
        self.viewer: int | None = (
            persons[0] if len(persons) == 1 else session.position.deciding if persons else None
        )
        self.handover: int | None = None
        """Hotseat: the side the screen must be handed to (the board is hidden)."""
        self.reveal_all = False
        self.cursor: int | None = None
        """Time travel: the number of actions shown (None: the present)."""
        self.selected: int | None = None
        self.chosen: int | None = None
        """The tray's piece (to deploy, or a reinforcement to enter)."""
        self.attack_order = False
        self.hover = -1
        self.sight_mode = False
        self.sight_from = -1
        self.fan = False
        self.saved_length: int | None = None
        """Actions in the game when it was last saved (None: never saved)."""
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
        self._cache: dict[str, tuple] = {}
        if session.hotseat and not session.position.over:
            self.handover = session.position.deciding

    # ------------------------------------------------------------------ reading

    @property
    def position(self) -> Position:
        """The position shown: the present, or the one travelled to."""
        if self.cursor is None:
            return self.session.position
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

    def _cached(self, name: str, key: tuple, make):  # type: ignore[no-untyped-def]
        """Values recomputed only when the position shown or ``key`` change (a hover
        redraws several widgets, which all ask the same questions)."""
        pos = self.position
        found = self._cache.get(name)
        if found is not None and found[0] is pos and found[1] == key:
            return found[2]
        value = make()
        self._cache[name] = (pos, key, value)
        return value

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

    def marks(self) -> list[PieceMark]:
        if self.covered:
            return []
        side = self.view_side
        return self._cached("marks", (side,), lambda: board_marks(self.ctx, self.position, side))

    def highlights(self) -> Highlights:
        if self.covered or self.viewer is None:
            return Highlights()
        obs = self.observed()
        if not self.can_act():
            return interaction.highlights(self.ctx, obs, -1, self.selected)
        key = (self.viewer, self.selected, self.attack_order, self.chosen)
        return self._cached(
            "highlights",
            key,
            lambda: interaction.highlights(
                self.ctx,
                obs,
                self.viewer,  # type: ignore[arg-type]
                self.selected,
                attack_order=self.attack_order,
                chosen=self.chosen,
            ),
        )

    def path_to(self, k: int, lights: Highlights) -> tuple[int, ...]:
        if k in lights.reach:
            return tuple(lights.paths.get(k) or ())
        return ()

    def sight(self) -> tuple[SightLine | None, Sight | None]:
        """The line of sight the tool draws (from the chosen hex to the hovered one)."""
        if not self.sight_mode or self.sight_from < 0 or self.hover < 0 or self.covered:
            return None, None
        if self.hover == self.sight_from:
            return None, None
        s = line_of_sight(self.ctx, self.observed(), hex_of(self.sight_from), hex_of(self.hover))
        blocked = s.blocked_at
        from editor.rules.terrain import key

        return SightLine(self.sight_from, self.hover, key(blocked) if blocked else -1), s

    def fan_hexes(self) -> frozenset[int]:
        if not self.fan or self.covered or self.selected is None:
            return frozenset()
        obs = self.observed()
        sel = self.selected
        if obs.at[sel] < 0:
            return frozenset()
        return self._cached("fan", (self.viewer, sel), lambda: seen_hexes(self.ctx, obs, sel))

    def tray(self) -> list[int]:
        if not self.can_act():
            return []
        assert self.viewer is not None
        return interaction.tray(self.ctx, self.observed(), self.viewer)

    def manoeuvre_target(self) -> int | None:
        """The selected unit, when a manoeuvre order may activate it now."""
        if not self.can_act() or self.selected is None:
            return None
        if self.selected in engine.manoeuvrable(self.ctx, self.observed()):
            return self.selected
        return None

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
                    Phrase(
                        "you are looking at the past: « Resume from here » plays on from it",
                        "vous regardez le passé : « Reprendre d'ici » rejoue à partir de là",
                    )
                )
            elif not self.session.position.over:
                self._say(self._why_waiting())
            self.changed.emit()
            return
        assert self.viewer is not None
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
        if out.action is not None:
            self.play(out.action)
        else:
            self.changed.emit()

    def _piece_at(self, k: int) -> int | None:
        obs = self.observed()
        for i, at in enumerate(obs.at):
            if at == k:
                return i
        return None

    def _why_waiting(self) -> Phrase:
        pos = self.session.position
        name = self.ctx.side_names[pos.deciding]
        if not self.session.is_person(pos.deciding):
            return Phrase(
                f"the computer is playing {name}",
                f"l'ordinateur joue {name}",
            )
        return Phrase(f"{name} is deciding", f"{name} décide")

    def _say(self, message: str) -> None:
        self.message.emit(self.text(message))

    # ------------------------------------------------------------------ decisions

    def end_phase(self) -> None:
        self._person(EndPhase())

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
        """Apply a person's action; an illegal one is refused with the engine's reason."""
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
        nxt = pos.deciding
        if self.session.hotseat and nxt != self.viewer:
            self.handover = nxt
            self.selected = None
        self.changed.emit()
        self.schedule()

    def take_seat(self) -> None:
        """The hand-over screen was passed: the deciding side sees its board."""
        if self.handover is not None:
            self.viewer = self.handover
            self.handover = None
            self.selected = None
            self.chosen = None
            self.changed.emit()

    # ------------------------------------------------------------------ undo

    def undo_refusal(self) -> str:
        if self.viewer is None or self.cursor is not None or self.covered:
            return self.text(Phrase("nothing to take back here", "rien à reprendre ici"))
        return self.text(self.session.undo_refusal(self.viewer))

    def undo(self) -> None:
        why = self.undo_refusal()
        if why:
            self.message.emit(why)
            return
        assert self.viewer is not None
        self.runner.cancel()
        self._pending = None
        self.session.undo(self.viewer)
        self.selected = None
        self.changed.emit()

    def redo_refusal(self) -> str:
        if self.viewer is None or self.cursor is not None or self.covered:
            return self.text(Phrase("nothing to play again here", "rien à rejouer ici"))
        return self.text(self.session.redo_refusal(self.viewer))

    def redo(self) -> None:
        why = self.redo_refusal()
        if why:
            self.message.emit(why)
            return
        assert self.viewer is not None
        step = self.session.redo(self.viewer)
        self._after(step)

    # ------------------------------------------------------------------ time travel

    def set_cursor(self, n: int | None) -> None:
        """Show the board after ``n`` actions (read-only); None or the last: the present."""
        if n is not None and n >= len(self.session):
            n = None
        if n != self.cursor:
            self.cursor = n
            self.selected = None
            self.changed.emit()
        if n is None:
            self.schedule()

    def resume_here(self) -> None:
        """Play on from the action shown: the later actions are dropped."""
        if self.cursor is None:
            return
        self.runner.cancel()
        self._pending = None
        self.session.branch(self.cursor)
        self.cursor = None
        self._announced_over = self.session.position.over
        pos = self.session.position
        if self.session.hotseat and pos.deciding != self.viewer:
            self.handover = pos.deciding
        self.changed.emit()
        self.schedule()

    def play_back(self, on: bool) -> None:
        """Replay the game from the action shown, one action per tick at the speed set."""
        if on:
            if self.cursor is None:
                self.cursor = 0
                self.changed.emit()
            self._playback.start(0 if self.instant else delay_ms(self.speed))
        else:
            self._playback.stop()

    @property
    def playing_back(self) -> bool:
        return self._playback.isActive()

    def step_forward(self) -> None:
        if self.cursor is not None:
            self.set_cursor(self.cursor + 1)
        elif self._pending is not None:
            self._apply_pending()

    def step_back(self) -> None:
        n = len(self.session) if self.cursor is None else self.cursor
        if n > 0:
            self.set_cursor(n - 1)

    def _on_playback(self) -> None:
        if self.cursor is None:
            self._playback.stop()
            self.changed.emit()
            return
        self.set_cursor(self.cursor + 1)
        if self.cursor is None:
            self._playback.stop()

    # ------------------------------------------------------------------ computer players

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        if self._playback.isActive() and not self.instant:
            self._playback.setInterval(delay_ms(speed))

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if paused:
            self._pace.stop()
        elif self._pending is not None:
            self._pace.start(0 if self.instant else delay_ms(self.speed))
        else:
            self.schedule()
        self.changed.emit()

    def player(self, side: int) -> Player:
        found = self._players.get(side)
        if found is None:
            found = self._players[side] = make_player(
                self.session.seats[side], self.session.seed * 2 + side + 1
            )
        return found

    @property
    def thinking(self) -> bool:
        return self.runner.busy or self._pending is not None

    def schedule(self) -> None:
        """Ask the computer for its move when it decides in the present."""
        pos = self.session.position
        if self.cursor is not None or pos.over or self.session.is_person(pos.deciding):
            return
        if self.runner.busy or self._pending is not None:
            return
        side = pos.deciding
        self.runner.request(
            self.player(side), self.ctx, observe(self.ctx, pos, side), legal_actions(self.ctx, pos)
        )
        self._expected = pos

    def _on_chosen(self, _generation: int, action: object, why: object) -> None:
        if isinstance(action, Exception):
            self._say(
                Phrase(
                    f"the computer player failed: {action}",
                    f"le joueur ordinateur a échoué : {action}",
                )
            )
            return
        if self.session.position is not getattr(self, "_expected", None):
            return
        assert isinstance(action, Action)
        self._pending = (action, why)
        if not self.paused:
            self._pace.start(0 if self.instant else delay_ms(self.speed))
        self.changed.emit()

    def _apply_pending(self) -> None:
        if self._pending is None or self.cursor is not None:
            return
        action, why = self._pending
        self._pending = None
        try:
            step = self.session.play(action)
        except IllegalAction as exc:
            self._say(exc.args[0] if exc.args else str(exc))
            return
        if isinstance(why, Phrase):
            self.explanations[len(self.session)] = why
        self._after(step)

    def stop(self) -> None:
        self._pace.stop()
        self._playback.stop()
        self.runner.stop()

    # ------------------------------------------------------------------ tools

    def set_reveal_all(self, on: bool) -> None:
        self.reveal_all = on
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
        return self.saved_length != len(self.session) and len(self.session) > 0
