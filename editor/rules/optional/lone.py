"""An isolated officer in a night combat (Annexe 3, Combat de nuit): « Contrairement à
la règle, un officier isolé n'est pas éliminé s'il ne peut rejoindre un ami à la
suite d'un combat ou de l'avance d'une unité ennemie. Simplement reculé d'un hex (2
pour un général), il peut être tout seul (et donc activable le tour suivant). »

A lone figure (``Facts.lone``) that a combat in the dark would eliminate keeps one
plaquette and steps back, away from the unit it fought, one hex (two for a general
of the ruleset's ``night.lone_general_ranks``) to free hexes it may enter; with
nowhere to go it is eliminated after all.
"""

from __future__ import annotations

from editor.core.hexes import distance
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.events_combat import Retreated
from editor.rules.optional.setting import OptionalSetting
from editor.rules.position import Position, occupant, with_changes
from editor.rules.terrain import STEPS, hex_of


def spare(
    opt: OptionalSetting, ctx: GameContext, pos: Position, index: int, events: list[Event]
) -> Position | None:
    """``index`` spared (stepped back, 1 plaquette), or None: eliminated as usual."""
    c = pos.combat
    if c is None or index not in opt.facts.lone or not ctx.options.night:
        return None
    other = c.attacker if index == c.defender else c.defender
    if pos.at[other] < 0:
        return None
    away = hex_of(pos.at[other])
    piece = ctx.pieces[index]
    general = piece.rank in opt.data.lone_general_ranks
    k = start = pos.at[index]
    occ = occupant(pos)
    for _ in range(opt.data.lone_back_general if general else opt.data.lone_back):
        here = distance(hex_of(k), away)
        options = []
        for d in range(6):
            nk = k + STEPS[d]
            if nk in occ or nk not in ctx.terrain.on_map or distance(hex_of(nk), away) <= here:
                continue
            step = ctx.terrain.step(k, d, piece.unit_class, piece.capabilities)
            if step.allowed:
                options.append((step.minus, nk))
        if not options:
            break
        k = min(options)[1]
    if k == start:
        return None
    at, pl = list(pos.at), list(pos.plaquettes)
    at[index], pl[index] = k, 1
    events.append(Retreated(piece.id, ctx.label(start), ctx.label(k)))
    return with_changes(pos, at=tuple(at), plaquettes=tuple(pl))
