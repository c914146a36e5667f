"""What the optional rules of one game know before it is played.

The rules played (« Il n'est jamais obligatoire de les jouer »: the scenario's
list, or the start dialog's), their numbers (the ruleset's ``optional:``
section, ``data``), what the scenario says of the battle (``facts``) and a few
sets of element ids and hexes derived once. Every rule module takes this
setting as its first argument; the engine's hooks (``rules.OptionalRules``)
are built on it, so no rule module needs the hub that calls it.
"""

from __future__ import annotations

from editor.rules.context import GameContext
from editor.rules.optional.data import optional_data
from editor.rules.optional.facts import read_facts
from editor.rules.terrain import _STRIDE


def within(k: int, r: int) -> list[int]:
    """Hex keys at most ``r`` hexes from ``k`` (on the map or not)."""
    out = []
    for dq in range(-r, r + 1):
        for dr in range(max(-r, -dq - r), min(r, -dq + r) + 1):
            out.append(k + dq * _STRIDE + dr)
    return out


class OptionalSetting:
    """See the module's docstring."""

    def __init__(self, ctx: GameContext) -> None:
        self.base = ctx
        self.rules: frozenset[str] = ctx.options.rules or frozenset()
        self.data = optional_data(ctx.ruleset)
        self.facts = read_facts(ctx, self.data)
        rs = ctx.ruleset
        self.road_ids = ctx.terrain.road_ids
        self.bridge_ids = frozenset(
            e.id
            for e in rs.elements.values()
            if any(f.kind == "as_road" for r in e.rows for f in r.movement)
        )
        camp_r = self.data.camp_fire_light
        self.camp_light = frozenset(
            k for hexes in self.facts.camps for c in hexes for k in within(c, camp_r)
        )
        self.boat_effects = rs.elements.get(self.data.boats.counts_as)

    def on(self, rule: str) -> bool:
        return rule in self.rules


def setting_of(ctx: GameContext) -> OptionalSetting | None:
    """The optional rules of ``ctx`` as their own modules read them (their numbers,
    the scenario's facts, the rules played); None: no optional rule is played. The
    engine sees them only through ``plugin.OptionalHooks``."""
    opt = ctx.optional
    assert opt is None or isinstance(opt, OptionalSetting)
    return opt
