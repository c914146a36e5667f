"""What the board shows of a game, for the controller's widgets: the position shown
and whether the side at the screen may act on it, the pieces' marks, the phase's
highlights, the line of sight and a unit's sight fan, Annexe 3's overlays,
actions and questions, the tray, the unit a manoeuvre order may take.

``BoardReading`` reads the session and the window's state (``PlayState``) and
changes neither: each answer is read from the position shown, as the side at
the screen knows it (``observed``), and cached until it changes (a change
redraws several widgets, which all ask the same questions). It is the GUI
thread's: the computer players' thread reads a context of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from editor.core.phrases import in_language
from editor.rules import engine
from editor.rules.engine import legal_actions
from editor.rules.explain import seen_hexes
from editor.rules.fog import observe
from editor.rules.optional.view import Scene
from editor.rules.optional.view import scene as optional_scene
from editor.rules.position import Position
from editor.rules.session import GameSession
from editor.rules.sight import Sight, line_of_sight
from editor.rules.terrain import hex_of, key
from editor.ui.play import interaction, optional_actions
from editor.ui.play.board import PieceMark, board_marks
from editor.ui.play.highlight_item import SightLine
from editor.ui.play.interaction import Highlights
from editor.ui.play.optional_actions import Choice
from editor.ui.play.optional_question import Question, question
from editor.ui.play.play_state import PlayState

T = TypeVar("T")


class BoardReading:
    def __init__(self, state: PlayState, session: GameSession) -> None:
        self.state = state
        self.session = session
        self.ctx = session.ctx
        self._cache: dict[str, tuple[Position, tuple[object, ...], Any]] = {}

    def _cached(self, name: str, key: tuple[object, ...], make: Callable[[], T]) -> T:
        """Values recomputed only when the position shown or ``key`` change."""
        pos = self.position
        found = self._cache.get(name)
        if found is not None and found[0] is pos and found[1] == key:
            value: T = found[2]
            return value
        value = make()
        self._cache[name] = (pos, key, value)
        return value

    # ------------------------------------------------------------------ the position

    @property
    def position(self) -> Position:
        """The position shown: the present, or the one travelled to."""
        st = self.state
        if st.cursor is None:
            return st.held[1] if st.held is not None else self.session.position
        return self.session.position_at(st.cursor)

    @property
    def view_side(self) -> int | None:
        """The side whose knowledge the board shows (None: everything)."""
        return None if self.state.reveal_all else self.state.viewer

    @property
    def covered(self) -> bool:
        """The screen is handed over: the board is hidden."""
        return self.state.handover is not None

    @property
    def watching(self) -> bool:
        """No person plays: two computer players."""
        return not any(self.session.is_person(i) for i in (0, 1))

    def observed(self) -> Position:
        """The position shown, as the side at the screen knows it."""
        pos = self.position
        side = self.state.viewer
        if side is None:
            return pos
        return self._cached("observed", (side,), lambda: observe(self.ctx, pos, side).position)

    def can_act(self) -> bool:
        pos = self.session.position
        st = self.state
        return (
            st.cursor is None
            and not pos.over
            and st.handover is None
            and st.viewer is not None
            and self.session.is_person(pos.deciding)
            and pos.deciding == st.viewer
        )

    def text(self, message: str) -> str:
        return in_language(message, self.state.lang)

    # ------------------------------------------------------------------ the board

    def marks(self) -> list[PieceMark]:
        if self.covered:
            return []
        side = self.view_side
        return self._cached("marks", (side,), lambda: board_marks(self.ctx, self.position, side))

    def highlights(self) -> Highlights:
        st = self.state
        viewer = st.viewer
        if self.covered or viewer is None:
            return Highlights()
        obs = self.observed()
        if self.can_act() and self.awaiting():
            q = self.optional_question()
            return Highlights(choices=frozenset(q.hexes) if q is not None else frozenset())
        if not self.can_act():
            return interaction.highlights(self.ctx, obs, -1, st.selected)
        selected, order, chosen = st.selected, st.attack_order, st.chosen
        return self._cached(
            "highlights",
            (viewer, selected, order, chosen),
            lambda: interaction.highlights(
                self.ctx, obs, viewer, selected, attack_order=order, chosen=chosen
            ),
        )

    def path_to(self, k: int, lights: Highlights) -> tuple[int, ...]:
        if k in lights.reach:
            return tuple(lights.paths.get(k) or ())
        return ()

    def sight(self) -> tuple[SightLine | None, Sight | None]:
        """The line of sight the tool draws (from the chosen hex to the hovered one)."""
        st = self.state
        a, b = st.sight_from, st.hover
        if not st.sight_mode or a < 0 or b < 0 or a == b or self.covered:
            return None, None
        s = line_of_sight(self.ctx, self.observed(), hex_of(a), hex_of(b))
        blocked = s.blocked_at
        return SightLine(a, b, key(blocked) if blocked else -1), s

    def fan_hexes(self) -> frozenset[int]:
        if not self.state.fan or self.covered or self.state.selected is None:
            return frozenset()
        obs = self.observed()
        sel = self.state.selected
        if obs.at[sel] < 0:
            return frozenset()
        return self._cached("fan", (self.state.viewer, sel), lambda: seen_hexes(self.ctx, obs, sel))

    def optional_scene(self) -> Scene:
        """Annexe 3's state as the side at the screen knows it (fog: ``observe``)."""
        if self.covered or self.ctx.optional is None:
            return Scene()
        side = self.view_side
        pos = self.position if side is None else self.observed()
        return self._cached("scene", (side,), lambda: optional_scene(self.ctx, pos, side))

    def optional_choices(self) -> dict[str, list[Choice]]:
        """The optional rules' actions open to the selected unit now, by kind."""
        if not self.can_act() or self.ctx.optional is None:
            return {}
        pos = self.session.position
        return self._cached(
            "optional",
            (self.state.selected, len(self.session)),
            lambda: optional_actions.choices(
                self.ctx, pos, legal_actions(self.ctx, pos), self.state.selected, self.state.lang
            ),
        )

    def awaiting(self) -> bool:
        """An optional rule's decision is pending in the present (the weather die, the
        umpire, a corps mission): nothing else may be played until it is answered."""
        st = self.session.position.optional
        return self.state.cursor is None and st is not None and st.pending is not None

    def optional_question(self) -> Question | None:
        """The decision an optional rule waits for from the person at the screen."""
        if not self.can_act() or self.ctx.optional is None:
            return None
        pos = self.session.position
        if pos.optional is None or pos.optional.pending is None:
            return None
        return question(self.ctx, pos, legal_actions(self.ctx, pos), self.state.lang)

    def tray(self) -> list[int]:
        if not self.can_act():
            return []
        assert self.state.viewer is not None
        return interaction.tray(self.ctx, self.observed(), self.state.viewer)

    def manoeuvre_target(self) -> int | None:
        """The selected unit, when a manoeuvre order may activate it now."""
        if not self.can_act() or self.state.selected is None or self.awaiting():
            return None
        if self.state.selected in engine.manoeuvrable(self.ctx, self.observed()):
            return self.state.selected
        return None
