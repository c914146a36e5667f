"""Panache Annexe 3 in play: the optional rules, each switched per scenario.

« Il n'est jamais obligatoire de les jouer »: a scenario lists the rules it plays
(``setup.optional_rules``), ``Options.rules`` carries them into the context,
and ``build_context`` gives the context an ``OptionalRules`` (registered with
``context.register_optional_rules`` when this package is imported, which the
package ``editor.rules`` does: the engine never imports its optional rules). Its
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

The engine's hooks, each a call on ``ctx.optional`` when it is not None:

- ``setup.start_game``: ``start`` (the optional state);
- ``turn.begin_turn_phase`` / ``turn.end_phase``: ``phase_started`` / ``phase_ending``;
- ``engine.legal_actions``: ``effective`` (the derived context),
  ``pending_actions``, ``legal``; ``engine.apply``: ``effective``, ``apply``;
  ``engine._move``: ``move``; ``Position.deciding``: the pending decision's side;
- ``combat.dice_for_attack`` / ``why_cannot_attack``: ``adjust_dice`` / ``why_not``;
  ``combat_flow._throw``: ``armour``; ``combat_flow.run`` (done) and
  ``decide_charge``: ``combat_over``; ``combat_losses.lose`` (a unit eliminated),
  ``combat_retreat.retreat_step``, ``combat_flow.decide_follow``: ``left_hex``;
  ``combat_losses.end_game``: ``final``;
- ``victory.losses``: ``extra_losses``; ``fog.observe``, ``assign_markers``,
  ``fog_events.shown_events``: ``observed``, ``hides_plan``;
- ``movement.movement_range``: ``Piece.off_road_max`` (set by ``world``);
- ``GreedyPlayer.choose``: ``suggest``.
"""

from __future__ import annotations

from editor.rules.context import register_optional_rules
from editor.rules.optional import actions as _actions  # noqa: F401  (registers the actions)
from editor.rules.optional import (  # noqa: F401  (each registers its events)
    events_army,
    events_dice,
    events_fire,
    events_night,
    events_sky,
)
from editor.rules.optional.rules import OptionalRules

register_optional_rules(OptionalRules)

__all__ = ["OptionalRules"]
