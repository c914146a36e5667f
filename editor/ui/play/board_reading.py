"""What the board shows of a game, for the controller's widgets: the pieces' marks,
the phase's highlights, the line of sight and a unit's sight fan, Annexe 3's
overlays, actions and questions, the tray, the unit a manoeuvre order may take.

A mixin of ``GameController``: each answer is read from the position shown, as
the side at the screen knows it (``observed``), and cached until it changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.rules import engine
from editor.rules.engine import legal_actions
from editor.rules.explain import seen_hexes
from editor.rules.optional.view import Scene
from editor.rules.optional.view import scene as optional_scene
from editor.rules.sight import Sight, line_of_sight
from editor.rules.terrain import hex_of
from editor.ui.play import interaction, optional_actions
from editor.ui.play.board import PieceMark, board_marks
from editor.ui.play.controller_state import ControllerState
from editor.ui.play.highlight_item import SightLine
from editor.ui.play.interaction import Highlights
from editor.ui.play.optional_actions import Choice
from editor.ui.play.optional_question import Question, question

if TYPE_CHECKING:
    from editor.rules.actions import Action


class BoardReading(ControllerState):
    def marks(self) -> list[PieceMark]:
        if self.covered:
            return []
        side = self.view_side
        return self._cached("marks", (side,), lambda: board_marks(self.ctx, self.position, side))

    def highlights(self) -> Highlights:
        if self.covered or self.viewer is None:
            return Highlights()
        obs = self.observed()
        if self.can_act() and self.awaiting():
            q = self.optional_question()
            return Highlights(choices=frozenset(q.hexes) if q is not None else frozenset())
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
            (self.selected, len(self.session)),
            lambda: optional_actions.choices(
                self.ctx, pos, legal_actions(self.ctx, pos), self.selected, self.lang
            ),
        )

    def awaiting(self) -> bool:
        """An optional rule's decision is pending in the present (the weather die, the
        umpire, a corps mission): nothing else may be played until it is answered."""
        st = self.session.position.optional
        return self.cursor is None and st is not None and st.pending is not None

    def optional_question(self) -> Question | None:
        """The decision an optional rule waits for from the person at the screen."""
        if not self.can_act() or self.ctx.optional is None:
            return None
        pos = self.session.position
        if pos.optional is None or pos.optional.pending is None:
            return None
        return question(self.ctx, pos, legal_actions(self.ctx, pos), self.lang)

    def play_optional(self, action: Action) -> None:
        """A button of an optional rule: its action, if it is still open."""
        self._person(action)

    def tray(self) -> list[int]:
        if not self.can_act():
            return []
        assert self.viewer is not None
        return interaction.tray(self.ctx, self.observed(), self.viewer)

    def manoeuvre_target(self) -> int | None:
        """The selected unit, when a manoeuvre order may activate it now."""
        if not self.can_act() or self.selected is None or self.awaiting():
            return None
        if self.selected in engine.manoeuvrable(self.ctx, self.observed()):
            return self.selected
        return None
