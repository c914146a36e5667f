"""Support (« Notion de Soutien », Thucydide ch. 1), with every exception it lists.

« Une unité est soutenue si elle est adjacente à deux autres unités amies. »
Exceptions, in the order of the introduction:

1. infantry on a habitations hex is always supported when it is the target of
   an attack (the element's ``defender_supported`` note, with its classes);
2. mounted troops that attack or fight in rough terrain (``Element.rough``)
   are never supported, even next to two friends; they still support others;
3. infantry attacked by mounted troops in such terrain is always supported;
4. artillery or vehicles on a road in rough terrain are neither supported nor
   give support: read from the data as « on a hex impossible to its class but
   by road », which is also the road's own note « si sur terrain impossible,
   pas de soutien »;
5. a unit may count as supported by an order of its general (defence order).

Plus the field works' « compte soutenu en riposte » (remblai, fortification,
muraille): the defender behind them counts as supported when it ripostes.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.rules.state import GameState, UnitState
from editor.rules.terrain import STEPS, key


@dataclass(frozen=True, slots=True)
class SupportResult:
    supported: bool
    reasons: tuple[str, ...]
    supporters: tuple[str, ...] = ()


def _on_impossible_by_road(state: GameState, unit: UnitState) -> bool:
    assert unit.position is not None
    return state.terrain.impossible_but_by_road(
        key(unit.position), unit.unit_class, unit.capabilities
    )


def _in_rough(state: GameState, unit: UnitState) -> bool:
    assert unit.position is not None
    return any(e.rough for e in state.terrain.counted(key(unit.position)))


def _mounted(state: GameState, unit: UnitState) -> bool:
    uc = state.ruleset.unit_classes.get(unit.unit_class)
    return bool(uc and uc.mounted)


def supporters(state: GameState, unit: UnitState) -> list[UnitState]:
    """Adjacent friendly units able to give support (exception 4 removes some)."""
    if unit.position is None:
        return []
    k = key(unit.position)
    out = []
    for d in range(6):
        uid = state.occupant.get(k + STEPS[d])
        if uid is None:
            continue
        other = state.units[uid]
        if other.side == unit.side and not _on_impossible_by_road(state, other):
            out.append(other)
    return out


def support(
    state: GameState,
    unit: UnitState,
    *,
    attacker: UnitState | None = None,
    target: UnitState | None = None,
    order: bool = False,
    riposte_behind: bool = False,
) -> SupportResult:
    """Whether ``unit`` counts as supported in this combat.

    ``attacker``: the unit attacks ``unit`` (``unit`` defends);
    ``target``: ``unit`` attacks ``target``; neither: the plain adjacency rule.
    ``order``: its general gave it a (defence) order; ``riposte_behind``: it
    ripostes from behind an obstacle that makes it « soutenu en riposte ».
    """
    friends = supporters(state, unit)
    names = tuple(f.id for f in friends)
    reasons: list[str] = []
    if unit.position is None:
        return SupportResult(False, ("not on the map",))
    if _on_impossible_by_road(state, unit):
        return SupportResult(False, ("on impossible terrain by road: no support",), names)
    if _mounted(state, unit):
        rough_here = _in_rough(state, unit)
        rough_there = target is not None and _in_rough(state, target)
        if rough_here or rough_there:
            return SupportResult(
                False, ("mounted troops attacking or fighting in rough terrain",), names
            )
    if order:
        reasons.append("order of its general")
    if riposte_behind:
        reasons.append("counts as supported in riposte behind its obstacle")
    if attacker is not None:
        k = key(unit.position)
        for el in state.terrain.counted(k):
            for note in el.notes_of("defender_supported"):
                if not note.classes or unit.unit_class in note.classes:
                    reasons.append(f"{el.id}: {unit.unit_class} always supported when attacked")
        infantry = state.play.support.infantry_classes
        if unit.unit_class in infantry and _mounted(state, attacker) and _in_rough(state, unit):
            reasons.append("infantry attacked by mounted troops in rough terrain")
    if len(friends) >= 2:
        reasons.append(f"adjacent to {len(friends)} friendly units")
    return SupportResult(bool(reasons), tuple(reasons), names)
