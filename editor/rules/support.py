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

Why = tuple[str, ...]
"""One reason of the support answer, without its words: a kind and its values
(``("friends", "2")``, ``("element", "Habitations", "habitations", "infanterie")``)."""

_WORDS: dict[str, tuple[str, str]] = {
    "off map": ("not on the map", ""),
    "road": ("on impossible terrain by road: no support", ""),
    "mounted rough": ("mounted troops attacking or fighting in rough terrain", ""),
    "order": ("order of its general", "ordre de son général"),
    "riposte": (
        "counts as supported in riposte behind its obstacle",
        "compte soutenu en riposte derrière son obstacle",
    ),
    "infantry": (
        "infantry attacked by mounted troops in rough terrain",
        "infanterie attaquée par des montés en terrain difficile",
    ),
}
"""The words of each reason without values (an empty French: said in English only)."""


def reason_words(why: Why) -> str:
    """The words of one reason (a ``Phrase`` where it has French)."""
    kind = why[0]
    if kind == "friends":
        n = why[1]
        return Phrase(f"adjacent to {n} friendly units", f"au contact de {n} unités amies")
    if kind == "element":
        en, fr, unit_class = why[1:]
        return Phrase(
            f"{en}: {unit_class} always supported when attacked",
            f"{fr} : {unit_class} toujours soutenue quand elle est attaquée",
        )
    en, fr = _WORDS[kind]
    return Phrase(en, fr) if fr else en


@dataclass(frozen=True, slots=True)
class SupportResult:
    """The answer, why (every reason, without words) and the supporters' ids."""

    supported: bool
    why: tuple[Why, ...]
    supporters: tuple[str, ...] = ()

    @property
    def reasons(self) -> tuple[str, ...]:
        """The reasons in words, built when asked (the players read only the answer)."""
        return tuple(reason_words(w) for w in self.why)


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
    """Whether the piece ``index`` counts as supported in this combat, and why.

    ``attacker``: that unit attacks it (it defends); ``target``: it attacks
    ``target``; neither: the plain adjacency rule. ``order``: its general gave
    it a (defence) order; ``riposte_behind``: it ripostes from behind an
    obstacle that makes it « soutenu en riposte ». It depends only on where the
    pieces stand: kept per placement (shared: read only). The reasons are worded
    only when asked (``SupportResult.reasons``).
    """
    memo = at_memo(pos, ctx)
    ck = ("support", index, attacker, target, order, riposte_behind)
    found: SupportResult | None = memo.get(ck)
    if found is None:
        found = memo[ck] = _support(ctx, pos, index, attacker, target, order, riposte_behind)
    return found


def _support(
    ctx: GameContext,
    pos: Position,
    index: int,
    attacker: int | None,
    target: int | None,
    order: bool,
    riposte_behind: bool,
) -> SupportResult:
    """The support rule and its exceptions, in order, with every reason."""
    if pos.at[index] < 0:
        return SupportResult(False, (("off map",),))
    friends = supporters(ctx, pos, index)
    names = tuple(ctx.pieces[f].id for f in friends)
    piece = ctx.pieces[index]
    if _on_impossible_by_road(ctx, pos, index):
        return SupportResult(False, (("road",),), names)
    if piece.mounted:
        rough_here = _in_rough(ctx, pos, index)
        rough_there = target is not None and _in_rough(ctx, pos, target)
        if rough_here or rough_there:
            return SupportResult(False, (("mounted rough",),), names)
    why: list[Why] = []
    if order:
        why.append(("order",))
    if riposte_behind:
        why.append(("riposte",))
    if attacker is not None:
        for el in ctx.terrain.counted(pos.at[index]):
            for note in el.notes_of("defender_supported"):
                if not note.classes or piece.unit_class in note.classes:
                    name = ctx.ruleset.name
                    why.append(("element", name(el.id, "en"), name(el.id, "fr"), piece.unit_class))
        infantry = ctx.play.support.infantry_classes
        if (
            piece.unit_class in infantry
            and ctx.pieces[attacker].mounted
            and _in_rough(ctx, pos, index)
        ):
            why.append(("infantry",))
    if len(friends) >= 2:
        why.append(("friends", str(len(friends))))
    return SupportResult(bool(why), tuple(why), names)
