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

from editor.core.phrases import Phrase
from editor.rules.context import GameContext
from editor.rules.position import Position, at_memo, occupant
from editor.rules.terrain import STEPS


@dataclass(frozen=True, slots=True)
class SupportResult:
    supported: bool
    reasons: tuple[str, ...]
    supporters: tuple[str, ...] = ()


def _on_impossible_by_road(ctx: GameContext, pos: Position, index: int) -> bool:
    p = ctx.pieces[index]
    return ctx.terrain.impossible_but_by_road(pos.at[index], p.unit_class, p.capabilities)


def _in_rough(ctx: GameContext, pos: Position, index: int) -> bool:
    return any(e.rough for e in ctx.terrain.counted(pos.at[index]))


def supporters(ctx: GameContext, pos: Position, index: int) -> list[int]:
    """Adjacent friendly units able to give support (exception 4 removes some; a
    decoy is no unit and supports nobody)."""
    k = pos.at[index]
    if k < 0:
        return []
    pieces, at = ctx.pieces, pos.at
    side = pieces[index].side
    occ = occupant(pos)
    impossible = ctx.terrain.impossible_but_by_road
    out = []
    for d in STEPS:
        other = occ.get(k + d)
        if other is None:
            continue
        p = pieces[other]
        if (
            p.side == side
            and not p.decoy
            and not impossible(at[other], p.unit_class, p.capabilities)
        ):
            out.append(other)
    return out


def support(
    ctx: GameContext,
    pos: Position,
    index: int,
    *,
    attacker: int | None = None,
    target: int | None = None,
    order: bool = False,
    riposte_behind: bool = False,
) -> SupportResult:
    """Whether the piece ``index`` counts as supported in this combat.

    ``attacker``: that unit attacks it (it defends); ``target``: it attacks
    ``target``; neither: the plain adjacency rule. ``order``: its general gave
    it a (defence) order; ``riposte_behind``: it ripostes from behind an
    obstacle that makes it « soutenu en riposte ». It depends only on where the
    pieces stand: kept per placement (shared: read only).
    """
    memo = at_memo(pos, ctx)
    ck = ("support", index, attacker, target, order, riposte_behind)
    found: SupportResult | None = memo.get(ck)
    if found is None:
        found = memo[ck] = _support(ctx, pos, index, attacker, target, order, riposte_behind)
    return found


def is_supported(
    ctx: GameContext,
    pos: Position,
    index: int,
    *,
    attacker: int | None = None,
    target: int | None = None,
    order: bool = False,
    riposte_behind: bool = False,
) -> bool:
    """``support(...).supported`` without its reasons' words (the computer players
    weigh many combats and read only the answer); kept per placement."""
    memo = at_memo(pos, ctx)
    ck = ("supported", index, attacker, target, order, riposte_behind)
    found: bool | None = memo.get(ck)
    if found is None:
        whole: SupportResult | None = memo.get(
            ("support", index, attacker, target, order, riposte_behind)
        )
        if whole is not None:
            return whole.supported
        found = memo[ck] = _support(
            ctx, pos, index, attacker, target, order, riposte_behind, worded=False
        ).supported
    return found


_YES = SupportResult(True, ())
"""A support answered without its reasons (``worded=False``)."""


def _support(
    ctx: GameContext,
    pos: Position,
    index: int,
    attacker: int | None,
    target: int | None,
    order: bool,
    riposte_behind: bool,
    worded: bool = True,
) -> SupportResult:
    """The support rule and its exceptions, in order. ``worded``: with every reason
    and the supporters' names; else the answer only, from its first reason."""
    if pos.at[index] < 0:
        return SupportResult(False, ("not on the map",))
    friends = supporters(ctx, pos, index) if worded else []
    names = tuple(ctx.pieces[f].id for f in friends)
    reasons: list[str] = []
    piece = ctx.pieces[index]
    if _on_impossible_by_road(ctx, pos, index):
        return SupportResult(False, ("on impossible terrain by road: no support",), names)
    if piece.mounted:
        rough_here = _in_rough(ctx, pos, index)
        rough_there = target is not None and _in_rough(ctx, pos, target)
        if rough_here or rough_there:
            return SupportResult(
                False, ("mounted troops attacking or fighting in rough terrain",), names
            )
    if (order or riposte_behind) and not worded:
        return _YES
    if order:
        reasons.append(Phrase("order of its general", "ordre de son général"))
    if riposte_behind:
        reasons.append(
            Phrase(
                "counts as supported in riposte behind its obstacle",
                "compte soutenu en riposte derrière son obstacle",
            )
        )
    if attacker is not None:
        for el in ctx.terrain.counted(pos.at[index]):
            for note in el.notes_of("defender_supported"):
                if not note.classes or piece.unit_class in note.classes:
                    if not worded:
                        return _YES
                    reasons.append(
                        Phrase(
                            f"{ctx.ruleset.name(el.id, 'en')}: {piece.unit_class} always "
                            "supported when attacked",
                            f"{ctx.ruleset.name(el.id, 'fr')} : {piece.unit_class} toujours "
                            "soutenue quand elle est attaquée",
                        )
                    )
        infantry = ctx.play.support.infantry_classes
        if (
            piece.unit_class in infantry
            and ctx.pieces[attacker].mounted
            and _in_rough(ctx, pos, index)
        ):
            if not worded:
                return _YES
            reasons.append(
                Phrase(
                    "infantry attacked by mounted troops in rough terrain",
                    "infanterie attaquée par des montés en terrain difficile",
                )
            )
    if not worded:
        return SupportResult(len(supporters(ctx, pos, index)) >= 2, ())
    if len(friends) >= 2:
        reasons.append(
            Phrase(
                f"adjacent to {len(friends)} friendly units",
                f"au contact de {len(friends)} unités amies",
            )
        )
    return SupportResult(bool(reasons), tuple(reasons), names)
