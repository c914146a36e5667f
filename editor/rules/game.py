"""A game's context with the optional rules that play it.

The one place where the engine and its plug-in (Annexe 3's optional rules,
``editor.rules.optional``, typed by ``plugin.OptionalHooks``) are put together:
``build_context`` is handed ``OptionalRules`` here, so the engine's own modules
never import the rules built on them. Every program (the window, the command
line, the balance runs, a saved game read back) builds its contexts here.
"""

from __future__ import annotations

from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.rules.context import GameContext, Options, build_context
from editor.rules.optional import OptionalRules


def game_context(
    scenario: Scenario,
    ruleset: Ruleset,
    options: Options | None = None,
    *,
    require_sides: bool = True,
) -> GameContext:
    """``context.build_context`` with the optional rules: the context of a game of
    ``scenario``; ``GameSetupError`` when it cannot be played."""
    return build_context(
        scenario, ruleset, options, require_sides=require_sides, optional_rules=OptionalRules
    )
