"""What the computer players weigh: unit values, exact attack expectations, the
context's tables (the per-hex fields built on them are in ``ai_fields``).

Everything here reads a position a side observes (``fog.observe``) and the
context's static tables; nothing looks at hidden information. The dice
are the engine's own (``combat.dice_for_attack``, its terms without words) and
their arithmetic is exact: the odds of a throw are its chance outcomes
(``odds.throw_odds``), summarised once per (dice, armour, ...) in module
caches shared by every game of a process.

Values are in "share of a demoralisation": a unit of ``points`` on a side
whose threshold is ``T`` is worth ``points / T`` of the way to that side's
defeat (times ``SCALE`` to keep the weights near 1); a leader counts double,
since his loss also costs command.
"""

from __future__ import annotations

from functools import lru_cache

from editor.core.effects import combine_dice
from editor.core.ruleset_play import REVERSED_ARMOUR
from editor.rules.combat import (
    _face_and_ground,
    after_ground,
    dice_for_attack,
    dice_terms,
    passage_outcomes,
)
from editor.rules.context import GameContext
from editor.rules.odds import throw_odds
from editor.rules.position import Position, at_memo
from editor.rules.sight import line_of_sight
from editor.rules.squares import square_ignores
from editor.rules.terrain import _STRIDE, STEPS, hex_of, key_distance

MATRIX_LIMIT = 1500
SCALE = 6.0
LEADER_FACTOR = 2.0


@lru_cache(maxsize=65536)
def throw_summary(
    faces: tuple[str, ...], dice: int, armour: str, no_special: bool, ignore: int, left: int
) -> tuple[float, float, float, float]:
    """(expected plaquettes taken, P(eliminated), P(pushed back, not eliminated),
    expected order letters) of ``dice`` dice at a target with ``left`` plaquettes."""
    if dice <= 0:
        return 0.0, 0.0, 0.0, 0.0
    odds = throw_odds(faces, dice, armour, no_special, ignore)
    dealt = kill = flag = 0.0
    for h, f, p in odds.table:
        q = float(p)
        dealt += q * min(h, left)
        if h >= left:
            kill += q
        elif f:
            flag += q
    letters = dice * faces.count("order_letter") / len(faces)
    return dealt, kill, flag, letters


@lru_cache(maxsize=256)
def hit_chance(faces: tuple[str, ...], armour: str) -> float:
    """The chance one die hits a target of ``armour`` (special hits included): the
    expected hits of a one-die throw's chance outcomes."""
    return float(throw_odds(faces, 1, armour).expected_hits())


class Tables:
    """Per-context values the players read on every decision (built once, cached)."""

    def __init__(self, ctx: GameContext) -> None:
        self.values = tuple(self._value(ctx, p.index) for p in ctx.pieces)
        self.hits = tuple(hit_chance(ctx.play.die, p.armour) for p in ctx.pieces)
        """Per piece: the chance one die hits it (``hit_chance``)."""
        t = ctx.terrain
        self.on_map = t.on_map
        self.neighbours = {k: tuple(k + s for s in STEPS if k + s in t.on_map) for k in t.on_map}
        defence: dict[int, float] = {}
        for k in t.on_map:
            effects = [
                e
                for el in t.counted(k)
                for e in el.combat("into")
                if e.kind in ("minus_dice", "max_dice")
            ]
            defence[k] = float(3 - combine_dice(3, effects).dice) if effects else 0.0
        self.defence = defence
        """Dice a 3-dice attack into the hex loses to its ground."""
        self.discs: dict[int, tuple[int, ...]] = {}
        mean: list[float] = []
        for side in (0, 1):
            pool = [p for p in ctx.pieces if p.side == side and p.takes_part]
            mean.append(sum(p.dice for p in pool if not p.decoy) / max(1, len(pool)))
        self.mean_dice = tuple(mean)
        """The dice a marker of this side carries on average (decoys count 0)."""
        self.threats = tuple(
            tuple(
                (p.index, p.decoy, p.dice, p.movement + max(1, p.range), p.side)
                for p in ctx.pieces
                if p.side != side
            )
            for side in (0, 1)
        )
        """Per side, the enemy pieces as ``ai_fields.threat_dice`` weighs them:
        (index, decoy, dice, move plus range, side), in the pieces' order."""
        self.foes = tuple(
            tuple((p.index, p.decoy) for p in ctx.pieces if p.side != side) for side in (0, 1)
        )
        """Per side, the enemy pieces (index, decoy), in the pieces' order."""
        self.units = tuple(
            tuple(p.index for p in ctx.pieces if p.side == side and not p.decoy) for side in (0, 1)
        )
        """Per side, the indexes of its pieces that are not decoys."""
        self.reinforcements = tuple(
            tuple(p for p in ctx.pieces if p.side == side and p.entry_turn) for side in (0, 1)
        )
        """Per side, its pieces that enter the map during the game."""
        self.objective_keys = {s.key: n for n, s in enumerate(ctx.objectives)}
        self.qr: dict[int, tuple[int, int]] = {k: divmod(k, _STRIDE) for k in t.on_map}
        """Axial coordinates (offset by a constant) of every hex key: distances in
        the hot loops without ``divmod``."""
        self.keys = tuple(sorted(t.on_map))
        self.slot = {k: n for n, k in enumerate(self.keys)}
        """Hex key -> its place in ``keys``, in the distance matrix and in the
        players' per-hex fields (``ai_fields``)."""
        self.hexes = {
            k: (
                self.slot[k],
                *self.qr[k],
                defence[k],
                self.neighbours[k],
                self.objective_keys.get(k),
            )
            for k in t.on_map
        }
        """Per hex key: (slot, q, r, ``defence``, neighbours, objective number or
        None), what the players' formula reads of a hex in one look-up."""
        self.dist = None
        """Hex-to-hex distances as a matrix (maps up to ``MATRIX_LIMIT`` hexes):
        threat and distance fields of a whole map in a few vector operations."""
        if len(self.keys) <= MATRIX_LIMIT:
            import numpy as np

            q = np.array([self.qr[k][0] for k in self.keys], dtype=np.int32)
            r = np.array([self.qr[k][1] for k in self.keys], dtype=np.int32)
            dq = q[:, None] - q[None, :]
            dr = r[:, None] - r[None, :]
            self.dist = ((np.abs(dq) + np.abs(dr) + np.abs(dq + dr)) // 2).astype(np.int16)

    @staticmethod
    def _value(ctx: GameContext, i: int) -> float:
        p = ctx.pieces[i]
        if p.decoy:
            return 0.05
        given = ctx.thresholds[p.side]
        threshold = (
            float(given)
            if given is not None and given > 0
            else max(1.0, sum(1 for q in ctx.pieces if q.side == p.side and not q.decoy) / 3)
        )
        v = SCALE * (p.points or 1) / threshold
        return v * (LEADER_FACTOR if p.leader else 1.0)

    def disc(self, radius: int) -> tuple[int, ...]:
        """Key offsets of every hex within ``radius`` of a hex."""
        found = self.discs.get(radius)
        if found is None:
            found = self.discs[radius] = tuple(
                dq * _STRIDE + dr
                for dq in range(-radius, radius + 1)
                for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1)
            )
        return found


def tables(ctx: GameContext) -> Tables:
    found = ctx._caches.get("ai_tables")
    if found is None:
        found = ctx._caches["ai_tables"] = Tables(ctx)
    return found


def friends_beside(ctx: GameContext, pos: Position, side: int, k: int, me: int) -> int:
    """The fighting units of ``side`` beside hex ``k``, ``me`` left out."""
    fighting = fighting_hexes(ctx, pos, side)
    mine = pos.at[me]
    n = 0
    for nk in tables(ctx).neighbours.get(k, ()):
        if nk in fighting and nk != mine:
            n += 1
    return n


def fighting_hexes(ctx: GameContext, pos: Position, side: int) -> frozenset[int]:
    """The hexes of ``side``'s pieces that are not decoys (once per placement)."""
    memo = at_memo(pos, ctx)
    found: frozenset[int] | None = memo.get(("fighting", side))
    if found is None:
        found = frozenset(map(pos.at.__getitem__, tables(ctx).units[side]))
        if found and min(found) < 0:  # pieces off the map (``OFF``, ``GONE``)
            found = frozenset(k for k in found if k >= 0)
        memo[("fighting", side)] = found
    return found


def exact_attack(
    ctx: GameContext,
    pos: Position,
    a: int,
    t: int,
    *,
    order: bool = False,
    defence_order: bool | None = None,
) -> tuple[float, float, float, float, float] | None:
    """(expected plaquettes dealt, P(kill), P(push back), expected plaquettes taken
    in return, P(the attacker is stopped by passage losses)) of ``a`` attacking
    ``t`` now, from ``combat.dice_for_attack``; None when the attack is not allowed.

    The defender is assumed to give a defence order when he has the tokens."""
    play = ctx.play
    dfd, att = ctx.pieces[t], ctx.pieces[a]
    if defence_order is None:
        defence_order = pos.tokens[dfd.side] >= play.orders.defence_cost
    d = dice_for_attack(ctx, pos, a, t, attack_order=order, defence_order=defence_order)
    if not d.allowed:
        return None
    faces = play.die
    dealt, kill, flag, _ = throw_summary(
        faces, d.dice, dfd.armour, d.no_special, d.defender_ignores_flags, pos.plaquettes[t]
    )
    taken, stay = _passage(ctx, att.armour, d.passage_losses)
    if d.melee:
        rip = dice_for_attack(ctx, pos, t, a, riposte=True)
        if rip.dice:
            r = throw_summary(faces, rip.dice, att.armour, rip.no_special, 0, pos.plaquettes[a])
            taken += (1.0 - kill - flag) * stay * r[0]
    return dealt * stay, kill * stay, flag * stay, taken, 1.0 - stay


def _passage(
    ctx: GameContext, armour: str, losses: tuple[tuple[str, int], ...]
) -> tuple[float, float]:
    """(expected hits taken, the chance of going on) of the passage losses thrown
    first, from their chance outcomes (``combat.passage_outcomes``), summarised
    once per context."""
    taken, stay = 0.0, 1.0
    if losses:
        held = ctx._caches.get("passage summaries")
        if held is None:
            held = ctx._caches["passage summaries"] = {}
        for element, n in losses:
            found = held.get((element, n, armour))
            if found is None:
                odds = passage_outcomes(ctx, element, n, armour)
                found = held[(element, n, armour)] = (
                    float(odds.expected_hits()),
                    float(odds.at_least_one_flag()),
                )
            hits, pflag = found
            taken += hits
            stay *= 1.0 - pflag
    return taken, stay


def estimated_attack(
    ctx: GameContext, pos: Position, a: int, ka: int, t: int, supported: bool
) -> tuple[float, float, float, float, float] | None:
    """``exact_attack`` as if ``a`` stood at ``ka`` (the hex a move would take it
    to), its support given; terrain and a square exact, the defender's support by
    the count of its neighbours. None when it could not attack from there."""
    att, dfd = ctx.pieces[a], ctx.pieces[t]
    kt = pos.at[t]
    dist = key_distance(ka, kt)
    if dist > 1:
        if dist > att.range or not line_of_sight(ctx, pos, hex_of(ka), hex_of(kt)).visible:
            return None
    terrain = ctx.terrain
    if terrain.impossible_but_by_road(ka, att.unit_class, att.capabilities):
        return None
    ground = _face_and_ground(ctx, ka, kt, att, dfd, False)
    play = ctx.play
    base = dice_terms(ctx, att, pos.plaquettes[a], supported, False)
    count = after_ground(ground, sum(n for _, n in base))
    ignores = ground.ignores
    dfriends = friends_beside(ctx, pos, dfd.side, kt, t)
    if dfriends >= 2 or pos.tokens[dfd.side] >= play.orders.defence_cost:
        ignores += play.support.ignore_flags
    ignores += square_ignores(ctx, pos, a, t)
    faces = play.die
    dealt, kill, flag, _ = throw_summary(
        faces, count.dice, dfd.armour, count.no_special, ignores, pos.plaquettes[t]
    )
    taken, stay = _passage(ctx, att.armour, ground.passage)
    if ground.melee and dfd.dice:
        rg = _face_and_ground(ctx, kt, ka, dfd, att, True)
        rbase = dice_terms(ctx, dfd, pos.plaquettes[t], dfriends >= 2 or rg.behind, False)
        rc = after_ground(rg, sum(n for _, n in rbase))
        r = throw_summary(faces, rc.dice, att.armour, rc.no_special, 0, pos.plaquettes[a])
        taken += (1.0 - kill - flag) * stay * r[0]
    return dealt * stay, kill * stay, flag * stay, taken, 1.0 - stay


__all__ = [
    "REVERSED_ARMOUR",
    "Tables",
    "estimated_attack",
    "exact_attack",
    "hit_chance",
    "tables",
    "throw_summary",
]
