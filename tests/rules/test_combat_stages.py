"""Every value of ``CombatStage`` and ``RetreatThen`` is one the engine reaches.

Constructed combats (loaded dice) are played while every combat the resolution
builds is recorded: the stages seen must be exactly the ``Literal``'s values, so a
value added to the type but never reached, or a stage the engine sets outside the
type, fails here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import get_args

import pytest
from rules_helpers import blank, corridor, game, obstacle, play, to_combat, unit, wall_off

from editor.rules import combat_flow, combat_retreat
from editor.rules.actions import Attack, Charge, DefenceOrder, FollowUp
from editor.rules.position import Combat, CombatStage, Position, RetreatThen


class Seen:
    def __init__(self) -> None:
        self.stages: set[str] = set()
        self.nexts: set[str] = set()

    def note(self, c: Combat | None) -> None:
        if c is not None:
            self.stages.add(c.stage)
            if c.retreating >= 0:
                self.nexts.add(c.next)


@pytest.fixture
def seen(monkeypatch: pytest.MonkeyPatch) -> Iterator[Seen]:
    """Record the stage (and the retreat's ``next``) of every combat the flow builds."""
    out = Seen()
    for module in (combat_flow, combat_retreat):
        original: Callable[..., Combat] = module.combat_with

        def recording(c: Combat, _original=original, **changes: object) -> Combat:
            new = _original(c, **changes)
            out.note(new)
            return new

        monkeypatch.setattr(module, "combat_with", recording)
    yield out


def _played(seen: Seen, ctx, pos: Position, *actions: object) -> Position:
    for action in actions:
        pos, _events = play(ctx, pos, action)
        seen.note(pos.combat)
    return pos


def _duel(att_cls: str = "infanterie"):
    p = corridor(n=6)
    sc = blank()
    unit(sc, "att", "a", p[1], att_cls)
    unit(sc, "dfd", "b", p[2])
    return sc, p


def _passage_flag(seen: Seen, dice: list[str]) -> None:
    """Passage losses with a flag: the attacker retreats, then is repulsed."""
    sc, p = _duel()
    wall_off(sc, p)
    obstacle(sc, p[1], p[2], "pieux", facing=p[2])
    ctx, pos = game(sc)
    pos = to_combat(ctx, pos, "att")
    dice.append("F")
    _played(seen, ctx, pos, Attack("att", "dfd"), DefenceOrder(False))


def _defender_flag(seen: Seen, dice: list[str]) -> None:
    """The attack's flags push the defender back; the combat goes on after the throw."""
    sc, p = _duel()
    wall_off(sc, p)
    ctx, pos = game(sc)
    pos = to_combat(ctx, pos, "att")
    dice.append("FFOO")
    _played(seen, ctx, pos, Attack("att", "dfd"), DefenceOrder(False))


def _riposte_flag(seen: Seen, dice: list[str]) -> None:
    """No hit; the riposte's flag sends the attacker back, and the combat is done."""
    p = corridor(n=6)
    sc = blank()
    unit(sc, "att", "a", p[2], "cavalerie")
    unit(sc, "dfd", "b", p[3])
    wall_off(sc, p)
    ctx, pos = game(sc)
    pos = to_combat(ctx, pos, "att")
    dice += ["L*", "FLLL"]
    _played(seen, ctx, pos, Attack("att", "dfd"), DefenceOrder(False))


def _follow_and_charge(seen: Seen, dice: list[str]) -> None:
    """The defender eliminated: the cavalry follows up, then charges."""
    p = corridor(n=6)
    sc = blank()
    unit(sc, "att", "a", p[1], "cavalerie")
    unit(sc, "dfd", "b", p[2], plaquettes=1)
    unit(sc, "next", "b", p[3])
    unit(sc, "other", "b", p[5])
    unit(sc, "more", "b", p[4])
    ctx, pos = game(sc)
    pos = to_combat(ctx, pos, "att")
    dice += ["HOOO", "LLLL", "LLLL"]
    pos = _played(seen, ctx, pos, Attack("att", "dfd"), DefenceOrder(False), FollowUp(True))
    assert pos.combat is not None and pos.combat.stage == "charge"
    _played(seen, ctx, pos, Charge("next"), DefenceOrder(False))


def test_every_combat_stage_is_reached(seen: Seen, loaded_dice: list[str]) -> None:
    for combat in (_passage_flag, _defender_flag, _riposte_flag, _follow_and_charge):
        combat(seen, loaded_dice)
        assert not loaded_dice, f"{combat.__name__}: every queued throw was thrown"
    assert seen.stages == set(get_args(CombatStage))
    assert seen.nexts == set(get_args(RetreatThen))
