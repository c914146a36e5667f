"""Command: leaders, their command ranges, activations and order tokens.

Thucydide ch. 1, « Le commandement »: leaders activate units; « Une unité non
commandée ne peut pas être activée, sauf par un ordre particulier » (here the
manoeuvre order). Phase de Déplacement: one manoeuvre order per turn; Phase de
Combats: one attack order and one defence order per combat, each paid in order
tokens; « Lettre d'ordre » faces give tokens. Ranges and activations are data
(issue 5 / the author's Thucydide pages: 5 / 3 / 1 hexes; 3, 4 or two
activations by army size). A side whose scenario names no leader is wholly
commanded (assumption: the scenario does not model command).
"""

from __future__ import annotations

from editor.core.hexes import distance
from editor.rules.state import GameState, UnitState


def command_range(state: GameState, leader: UnitState) -> int:
    play = state.play
    if state.night and play.night is not None:
        return play.night.ranges.get(leader.rank, 0)
    return play.command.ranges.get(leader.rank, 0)


def leaders(state: GameState, side: str) -> list[UnitState]:
    return [u for u in state.side_units(side) if u.leader]


def side_has_command(state: GameState, side: str) -> bool:
    """False when the scenario gave this side no leader at all."""
    return any(u.leader for u in state.units.values() if u.side == side)


def commanders_of(state: GameState, unit: UnitState) -> list[UnitState]:
    """Leaders of the unit's side within command range of it."""
    if unit.position is None:
        return []
    return [
        ld
        for ld in leaders(state, unit.side)
        if ld.position is not None
        and distance(ld.position, unit.position) <= command_range(state, ld)
    ]


def is_commanded(state: GameState, unit: UnitState) -> bool:
    return not side_has_command(state, unit.side) or bool(commanders_of(state, unit))


def activations_per_leader(state: GameState, side: str) -> int:
    return state.play.command.activations_for(state.initial_units[side])


def can_activate(state: GameState, side: str, unit_ids: list[str]) -> str:
    """Empty if these units can all be activated by the side's leaders this turn.

    Each leader activates at most ``activations_per_leader`` units in his
    range; the units are matched to leaders (augmenting paths)."""
    units = [state.unit(u) for u in unit_ids]
    for u in units:
        if u.side != side or not u.on_map:
            return f"{u.id} is not a unit of {side} on the map"
    if len(set(unit_ids)) != len(unit_ids):
        return "a unit is listed twice"
    if not side_has_command(state, side):
        return ""
    cap = activations_per_leader(state, side)
    lds = leaders(state, side)
    options = {u.id: [ld.id for ld in commanders_of(state, u)] for u in units}
    for uid, opts in options.items():
        if not opts:
            return f"{uid} is out of command range of every leader"
    slots: dict[str, list[str]] = {ld.id: [] for ld in lds}

    def place(uid: str, seen: set[str]) -> bool:
        for lid in options[uid]:
            if lid in seen:
                continue
            seen.add(lid)
            if len(slots[lid]) < cap:
                slots[lid].append(uid)
                return True
            for other in list(slots[lid]):
                slots[lid].remove(other)
                slots[lid].append(uid)
                if place(other, seen):
                    return True
                slots[lid].remove(uid)
                slots[lid].append(other)
        return False

    for u in units:
        if not place(u.id, set()):
            return f"too many activations: each leader activates at most {cap} units"
    return ""


def manoeuvre_cost(state: GameState) -> int:
    cost = state.play.orders.manoeuvre_cost
    if state.night and state.play.night is not None:
        cost += state.play.night.manoeuvre_extra
    return cost
