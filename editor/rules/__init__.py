"""The rules engine: plays a scenario under its ruleset. Pure Python, no Qt.

One module per concept: ``context`` (what never changes in a game), ``game``
(a context with the optional rules, ``game_context``), ``plugin`` (the optional
rules' hooks as a ``Protocol``), ``places`` (``OFF`` and ``GONE``), ``terrain``
(effects of a move or an attack between two hexes), ``position`` (units,
tokens, turn, phase), ``movement``
(``movement_range``), ``sight`` (``line_of_sight``), ``support``, ``dice``,
``combat`` (``dice_for_attack``), its resolution ``combat_flow`` with
``combat_losses``, ``combat_retreat`` and ``combat_follow``, ``command``,
``victory``, ``engine`` (actions, ``legal_actions``, ``apply``), ``events``
(what every event shares) with its families ``events_game``, ``events_orders``,
``events_combat``, ``session`` and ``record`` (log, replay); the computer
players: ``players`` (protocol, random), ``greedy`` with ``greedy_score``
and ``ai_eval`` (exact expectations), ``ai_fields`` (per-hex threat and
distances), ``search`` (turn-level planning),
their parameters ``ai_params``.
Numbers the rulebooks leave out: ``editor.core.ruleset_play`` and
the README section "The rules engine: what the rulebooks leave out".
"""

# Annexe 3's optional rules are built on the engine's modules and plug into them:
# their actions and events register when imported, and importing them here makes
# every log and replay read them, with no module of the engine importing them
# back. Their hooks are handed to ``build_context`` (``game.game_context``). Each
# family of events (``events_*``) registers itself in ``events.EVENT_TYPES`` when
# imported: importing them all here lets a log read back whichever events it holds.
from editor.rules import (  # noqa: F401
    events_combat,
    events_game,
    events_orders,
    optional,
)
