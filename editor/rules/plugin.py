"""The optional rules' interface: every hook the engine calls on ``GameContext.optional``.

Annexe 3's rules (``editor.rules.optional.OptionalRules``) are built on the
engine's modules, so the engine never imports them: it calls them through this
``Protocol``, as OpenSpiel's games and boardgame.io's plugins are reached
through an interface that is a type. ``OptionalRules`` satisfies it
structurally; mypy checks that it does where ``build_context`` is handed it,
and ``tests/rules/test_plugin_hooks.py`` that every ``ctx.optional.<hook>(...)``
of the engine is listed here, so a new hook cannot be added without its type.

The hooks take the game context, whose module names this interface: ``C`` stands
for it (``GameContext.optional`` is an ``OptionalHooks[GameContext]``), since
this module cannot import ``context`` back. The events a hook appends are typed
``list[Any]`` for the same reason (``editor.rules.events`` imports the context);
they are ``Event`` values.

Where the engine calls each hook, the hook is called only when the context
plays at least one optional rule (``ctx.optional`` is not None); most are called
only while the position holds the optional state (``Position.optional``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from editor.rules.actions import Action
from editor.rules.position import Combat, Position, Result

C = TypeVar("C")
"""The game context (``editor.rules.context.GameContext``)."""


class OptionalHooks(Protocol[C]):
    """What the engine asks of its optional rules (Annexe 3), by the engine's module."""

    # setup.start_game, turn.begin_turn_phase / end_phase

    def start(self, ctx: C, pos: Position, events: list[Any]) -> Position:
        """The position at the start with the optional state (the hour, the weather...)."""
        ...

    def phase_started(self, ctx: C, pos: Position, events: list[Any]) -> Position:
        """A phase begins: the hour strikes, the weather changes, agents report..."""
        ...

    def phase_ending(self, ctx: C, pos: Position, events: list[Any]) -> Position:
        """A phase ends: fires spread, storms pass..."""
        ...

    # engine.legal_actions / apply / _move, legal.movable, greedy.choose

    def effective(self, ctx: C, pos: Position) -> C:
        """The context that holds in ``pos`` (weather, fire, floods change the terrain)."""
        ...

    def pending_actions(self, ctx: C, pos: Position) -> list[Action] | None:
        """The answers to a decision the optional rules await; None: none awaited."""
        ...

    def legal(self, ctx: C, pos: Position, out: list[Action]) -> list[Action]:
        """The engine's legal actions ``out`` less those forbidden, plus the rules' own."""
        ...

    def own_actions(self, ctx: C, pos: Position) -> tuple[list[Action], bool]:
        """The rules' own actions ``legal`` adds (in its order), and whether it forbids
        ending the phase, without the engine's actions."""
        ...

    def apply(self, ctx: C, pos: Position, action: Action, events: list[Any]) -> Position | None:
        """Play ``action`` if it is the optional rules'; None: the engine plays it."""
        ...

    def move(
        self,
        ctx: C,
        pos: Position,
        unit: int,
        path: list[int],
        road_bonus: bool,
        events: list[Any],
    ) -> Position:
        """A move the engine has checked, walked hex by hex."""
        ...

    def may_move(self, pos: Position, unit: int) -> bool:
        """Whether ``unit`` may move this phase (not groggy, aboard or busy)."""
        ...

    def refusal(self, ctx: C, pos: Position, action: Action) -> str:
        """Why an optional rule refuses an engine action ("" if none does)."""
        ...

    def suggest(self, ctx: C, obs: Any, legal: Sequence[Action]) -> Action | None:
        """A computer player's answer to the optional rules (``obs``: a ``fog.Observation``)."""
        ...

    # combat, combat_flow, combat_losses, combat_retreat

    def why_not(self, ctx: C, pos: Position, a: int, d: int, dist: int) -> str:
        """Why ``a`` may not attack ``d`` at ``dist`` ("" if it may)."""
        ...

    def adjust_dice(
        self,
        ctx: C,
        pos: Position,
        attacker: int,
        defender: int,
        melee: bool,
        riposte: bool,
        base: list[tuple[str, int]],
        terms: list[Any],
    ) -> tuple[list[Any], str]:
        """Change an attack's ``base`` dice and ``terms`` (``DiceTerm``) in place; the
        extra terrain sources (``terrain.Source``) and why the attack is refused."""
        ...

    def armour(self, ctx: C, pos: Position, index: int, armour: str) -> str:
        """The armour ``index`` fights with."""
        ...

    def combat_over(self, ctx: C, pos: Position, c: Combat, events: list[Any]) -> Position:
        """A combat is over: shots counted, sleepers woken, camps looted..."""
        ...

    def spare(self, ctx: C, pos: Position, unit: int, events: list[Any]) -> Position | None:
        """A unit about to be eliminated spared (a lone unit at night); None: it is not."""
        ...

    def left_hex(self, pos: Position, unit: int) -> Position:
        """``unit`` has left its hex (eliminated, retreated, advanced)."""
        ...

    def final(self, ctx: C, pos: Position, result: Result, events: list[Any]) -> Result:
        """The game's result as the optional rules score it."""
        ...

    # victory, fog, fog_events, fog_moves

    def extra_losses(self, ctx: C, pos: Position, side: int) -> int:
        """Losses of ``side`` the optional rules count (looted camps)."""
        ...

    def hides_plan(self) -> bool:
        """Whether unseen enemy units are off the table altogether (« Unités cachées »)."""
        ...

    def observed(self, ctx: C, seen: Position, side: int) -> Position:
        """``seen`` with the optional state ``side`` may know of."""
        ...


OptionalRulesMaker = Callable[[C], OptionalHooks[C]]
"""Builds a game's optional rules from its context (``OptionalRules`` itself)."""
