"""Panache Annexe 3 in play: the optional rules, each switched per scenario.

« Il n'est jamais obligatoire de les jouer »: a scenario lists the rules it plays
(``setup.optional_rules``), ``Options.rules`` carries them into the context,
and ``build_context`` gives the context an ``OptionalRules`` when it is handed
the class (``editor.rules.game.game_context`` does: the engine never imports its
optional rules, it calls them through ``editor.rules.plugin.OptionalHooks``). Its
numbers are the ruleset's ``optional:`` section (``data``); what the scenario
says of the battle (hour, weather, wind, camps, sentinels, boats) is read once
(``facts``); what changes while a game is played is one frozen value in
``Position.optional`` (``state``).

Modules, one rule each: ``sky`` and ``weather`` (the hour, daylight, the weather
in force and its changes), ``world`` (the context derived from a position: fire,
flood and drought in the terrain, smoke, darkness and lights in sight, the
weather in the pieces' movement), ``fire``, ``moves`` (drifting in the dark,
waking sleepers), ``sleep`` (sleepers and sentinels), ``boats``, ``camps``,
``corps``, ``supply`` (ammunition), ``agents``, ``combat_mods`` (dice, armour,
refusals), ``harm`` (shots nobody fires, forced retreats), ``choices`` (the
actions), ``advice`` (the computer players), ``view`` (what a view draws).

The engine's hooks, each a call on ``ctx.optional`` when it is not None, are the
members of ``editor.rules.plugin.OptionalHooks`` (a ``Protocol``, grouped there by
the engine's module, which ``OptionalRules`` satisfies: mypy checks it where
``editor.rules.game`` hands the class to ``build_context``, and
``tests/rules/test_plugin_hooks.py`` that the engine calls no hook the Protocol
does not list). Besides them, ``Position.deciding`` reads the pending decision's
side (``position.OptionalState``) and ``movement.movement_range`` the pieces'
``off_road_max`` set by ``world``.
"""

from __future__ import annotations

from editor.rules.optional import actions as _actions  # noqa: F401  (registers the actions)
from editor.rules.optional import (  # noqa: F401  (each registers its events)
    events_army,
    events_dice,
    events_fire,
    events_night,
    events_sky,
)
from editor.rules.optional.rules import OptionalRules

__all__ = ["OptionalRules"]
