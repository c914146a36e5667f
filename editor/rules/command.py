"""Command: leaders, their command ranges, activations and order tokens.

Thucydide ch. 1, « Le commandement »: leaders activate units; « Une unité non
commandée ne peut pas être activée, sauf par un ordre particulier » (here the
manoeuvre order). Phase de Déplacement: one manoeuvre order per turn; Phase de
Combats: one attack order and one defence order per combat, each paid in order
tokens; « Lettre d'ordre » faces give tokens. Ranges and activations are data
(``play.command``). A side whose scenario names no leader at all is wholly
commanded (assumption: the scenario does not model command); a side whose
leaders are all dead is commanded by nobody and activates by manoeuvre orders.

The activation limit holds over the whole command phase: whether one more
unit may be activated is decided by matching every unit activated so far,
plus that one, to leaders in range (augmenting paths), so activating units one
at a time, as a person clicks, never passes the limit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from editor.core.hexes import distance
from editor.core.phrases import Phrase
from editor.rules.context import GameContext
from editor.rules.position import Position, at_memo
from editor.rules.terrain import hex_of, key_distance


def command_range(ctx: GameContext, leader: int) -> int:
    rank = ctx.pieces[leader].rank
    night = ctx.play.night
    if ctx.options.night and night is not None:
        return night.ranges.get(rank, 0)
    return ctx.play.command.ranges.get(rank, 0)


def side_pieces(ctx: GameContext, side: int) -> tuple[int, ...]:
    """The indexes of the side's pieces (fixed for a context: kept in it), so that
    the command questions asked at every activation walk one side, not every piece."""
    return _sides(ctx)[side][0]


def _sides(ctx: GameContext) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Per side: its pieces' indexes and its leaders' indexes."""
    found: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] | None = ctx._caches.get(
        "command_sides"
    )
    if found is None:
        found = ctx._caches["command_sides"] = tuple(
            (
                tuple(p.index for p in ctx.pieces if p.side == side),
                tuple(p.index for p in ctx.pieces if p.side == side and p.leader),
            )
            for side in (0, 1)
        )
    return found


def leaders(ctx: GameContext, pos: Position, side: int) -> list[int]:
    """The side's leaders on the map."""
    at = pos.at
    return [i for i in _sides(ctx)[side][1] if at[i] >= 0]


def side_has_command(ctx: GameContext, side: int) -> bool:
    """False when the scenario gave this side no leader at all."""
    found: tuple[bool, bool] | None = ctx._caches.get("has_command")
    if found is None:
        found = ctx._caches["has_command"] = (
            any(p.leader for p in ctx.pieces if p.side == 0 and p.takes_part),
            any(p.leader for p in ctx.pieces if p.side == 1 and p.takes_part),
        )
    return found[side]


def commanders_of(ctx: GameContext, pos: Position, index: int) -> list[int]:
    """Leaders of the piece's side within command range of it."""
    k = pos.at[index]
    if k < 0:
        return []
    h = hex_of(k)
    return [
        ld
        for ld in leaders(ctx, pos, ctx.pieces[index].side)
        if distance(hex_of(pos.at[ld]), h) <= command_range(ctx, ld)
    ]


def is_commanded(ctx: GameContext, pos: Position, index: int) -> bool:
    side = ctx.pieces[index].side
    return not side_has_command(ctx, side) or bool(commanders_of(ctx, pos, index))


def army_size(ctx: GameContext, side: int) -> int:
    """Units the side has at the start (reinforcements included, decoys not)."""
    return sum(1 for p in ctx.pieces if p.side == side and not p.decoy and p.takes_part)


def activations_per_leader(ctx: GameContext, side: int) -> int:
    found: tuple[int, int] | None = ctx._caches.get("activations")
    if found is None:
        per = ctx.play.command.activations_for
        found = ctx._caches["activations"] = (per(army_size(ctx, 0)), per(army_size(ctx, 1)))
    return found[side]


def _name(ctx: GameContext, index: int) -> str:
    return ctx.pieces[index].name


def _leaders_in_range(
    ctx: GameContext, pos: Position, side: int, lds: list[int]
) -> Callable[[int], tuple[int, ...]]:
    """Hex key -> the side's leaders in command range of it. Kept while the side's
    leaders stand where they stood (the last placement of them only): other pieces
    moving, as the computer players try their moves, do not change it."""
    ranges = tuple((ld, pos.at[ld], command_range(ctx, ld)) for ld in lds)
    held: dict[int, tuple[Any, dict[int, tuple[int, ...]]]] = ctx._caches.setdefault(
        "leaders_in_range", {}
    )
    last = held.get(side)
    if last is None or last[0] != ranges:
        last = held[side] = (ranges, {})
    table = last[1]

    def in_range(k: int) -> tuple[int, ...]:
        found = table.get(k)
        if found is None:
            found = table[k] = tuple(ld for ld, lk, r in ranges if key_distance(lk, k) <= r)
        return found

    return in_range


class Matching:
    """Units matched to the leaders in range that activate them, at most
    ``activations_per_leader`` each, grown one unit at a time by augmenting
    paths (so the order in which units are chosen never matters)."""

    def __init__(self, ctx: GameContext, pos: Position, side: int) -> None:
        self.cap = activations_per_leader(ctx, side)
        # Who is in whose range depends only on where the pieces stand: cached.
        memo = at_memo(pos, ctx)
        found = memo.get(("command", side))
        if found is None:
            lds = leaders(ctx, pos, side)
            in_range = _leaders_in_range(ctx, pos, side, lds)
            options: dict[int, tuple[int, ...]] = {}
            at = pos.at
            for i in side_pieces(ctx, side):
                k = at[i]
                if k >= 0:
                    options[i] = in_range(k)
            found = memo[("command", side)] = (lds, options)
        self.leaders: list[int] = found[0]
        self.options: dict[int, tuple[int, ...]] = found[1]
        self.slots: dict[int, list[int]] = {ld: [] for ld in self.leaders}

    def copy(self) -> Matching:
        other = object.__new__(Matching)
        other.cap, other.leaders, other.options = self.cap, self.leaders, self.options
        other.slots = {ld: list(v) for ld, v in self.slots.items()}
        return other

    def add(self, unit: int) -> bool:
        """Match one more unit; False (and no change) when no leader can take it."""
        for ld in self.options.get(unit, ()):
            if len(self.slots[ld]) < self.cap:  # a leader in range has an activation left
                self.slots[ld].append(unit)
                return True
        trial = {ld: list(v) for ld, v in self.slots.items()}
        if self._place(unit, set(), trial):
            self.slots = trial
            return True
        return False

    def could_add(self, unit: int) -> bool:
        """Whether ``add(unit)`` would succeed (no change)."""
        options = self.options.get(unit)
        if not options:
            return False
        if any(len(self.slots[ld]) < self.cap for ld in options):
            return True
        return self.copy().add(unit)

    def _place(self, u: int, seen: set[int], slots: dict[int, list[int]]) -> bool:
        for ld in self.options.get(u, ()):
            if ld in seen:
                continue
            seen.add(ld)
            if len(slots[ld]) < self.cap:
                slots[ld].append(u)
                return True
            for other in list(slots[ld]):
                slots[ld].remove(other)
                slots[ld].append(u)
                if self._place(other, seen, slots):
                    return True
                slots[ld].remove(u)
                slots[ld].append(other)
        return False


def can_activate(ctx: GameContext, pos: Position, side: int, indexes: Iterable[int]) -> str:
    """Empty if these pieces can all be activated by the side's leaders this turn;
    otherwise why not, as a ``Phrase``.

    Each leader activates at most ``activations_per_leader`` units in his range;
    the units are matched to leaders by augmenting paths, so the answer does not
    depend on the order in which they were chosen."""
    units = list(indexes)
    for u in units:
        if ctx.pieces[u].side != side or pos.at[u] < 0:
            n = _name(ctx, u)
            return Phrase(
                f'"{n}" is not a unit of the side on the map',
                f"« {n} » n'est pas une unité du camp sur la carte",
            )
    if len(set(units)) != len(units):
        return Phrase("a unit is listed twice", "une unité est nommée deux fois")
    if not side_has_command(ctx, side):
        return ""
    matching = Matching(ctx, pos, side)
    for u in units:
        if not matching.options.get(u):
            n = _name(ctx, u)
            if not matching.leaders:
                return Phrase(
                    f'"{n}": every leader of the side is dead; only a manoeuvre order activates',
                    f"« {n} » : tous les chefs du camp sont morts ; seul un ordre de manœuvre "
                    "active",
                )
            return Phrase(
                f'"{n}" is out of command range of every leader; a manoeuvre order can activate it',
                f"« {n} » est hors de portée de commandement de tous les chefs ; un ordre de "
                "manœuvre peut l'activer",
            )
    for u in units:
        if not matching.add(u):
            n = _name(ctx, u)
            cap = matching.cap
            return Phrase(
                f'"{n}": its leaders in range have used their activations (each leader '
                f"activates at most {cap} units)",
                f"« {n} » : ses chefs à portée ont épuisé leurs activations (chacun active au "
                f"plus {cap} unités)",
            )
    return ""


def activation_refusal(ctx: GameContext, pos: Position, side: int, unit: int) -> str:
    """Why one more activation of ``unit`` is refused now (empty: it is allowed),
    the units already activated by the side's leaders counting against them; units
    a manoeuvre order activated are out of their count."""
    done = [i for i in sorted(pos.activated) if ctx.pieces[i].side == side]
    if not side_has_command(ctx, side):
        return can_activate(ctx, pos, side, [unit])
    matching = _matched(ctx, pos, side, done)
    if not matching.could_add(unit):
        # the reasons, worded as for a fresh phase with the same activations
        commanded = [u for u in done if matching.options.get(u)]
        return can_activate(ctx, pos, side, [*commanded, unit]) or Phrase(
            "no leader can activate it", "aucun chef ne peut l'activer"
        )
    return ""


def _matched(ctx: GameContext, pos: Position, side: int, done: list[int]) -> Matching:
    """The matching of the activated units ``done`` (read-only use). Grown from a
    copy of the one of fewer activations in the same placement, as the phase goes
    (a matching kept in the memo never changes: a computer player's thread may be
    reading it): whether one more unit can be matched does not depend on which
    maximal matching of the others is kept (a transversal matroid)."""
    memo = at_memo(pos, ctx)
    now = frozenset(done)
    held = memo.get(("matched", side))
    if held is not None and held[0] <= now:
        if held[0] == now:
            return held[1]
        matching = held[1].copy()
        done = [u for u in done if u not in held[0]]
    else:
        matching = Matching(ctx, pos, side)
    for u in done:
        matching.add(u)
    memo[("matched", side)] = (now, matching)
    return matching


def activatable(ctx: GameContext, pos: Position, side: int) -> list[int]:
    """The side's pieces on the map that one more activation could take now."""
    at, activated = pos.at, pos.activated
    candidates = [i for i in side_pieces(ctx, side) if at[i] >= 0 and i not in activated]
    if not side_has_command(ctx, side):
        return candidates
    # manoeuvre orders activate beyond the leaders: those fail to match here
    matching = _matched(
        ctx, pos, side, sorted(i for i in pos.activated if ctx.pieces[i].side == side)
    )
    return [u for u in candidates if matching.could_add(u)]


def manoeuvre_cost(ctx: GameContext) -> int:
    cost = ctx.play.orders.manoeuvre_cost
    night = ctx.play.night
    if ctx.options.night and night is not None:
        cost += night.manoeuvre_extra
    return cost
