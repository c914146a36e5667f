"""The greedy player's formula: how good a hex is for a unit, and an attack for a side.

In the manner of MegaMek's Princess, a written formula whose weights are data
(``ai_params``): the best attack the hex offers (aggression), the enemy dice
that could reach it next turn (caution, heavier for a leader), the dice its
ground takes off an attack and the friends beside it (support), both only where
an enemy can strike, objectives taken and held, the way to the enemy or to an
objective not held; a leader's hex by the units it alone commands from there; a
square's own hex by the cavalry flags it spares standing formed (``greedy_square``).
Attacks by the exact odds of the throw (``ai_eval``): what it takes off the
enemy, eliminations and retreats, the objective its holder is driven from,
against the passage losses and riposte it costs. A ``Scorer`` lives for one
phase of one side: what is the same for the whole phase (threats, distances to
the enemy) is computed once.
"""

from __future__ import annotations

from array import array
from itertools import count

from editor.core.player_params import PlayerParams
from editor.rules import ai_eval, ai_fields, command
from editor.rules.context import GameContext
from editor.rules.greedy_square import formed_worth
from editor.rules.greedy_worth import attack_worth
from editor.rules.position import Position, at_memo, occupant

OBJECTIVE_PULL = 0.15
"""How much each objective point shortens the way to it (see ``_goal_distance``)."""

WEIGHTS_KEPT = 1024
"""Weights numbered per context (``Scorer.weights``) before the table starts afresh."""


Enemy = tuple[int, int, int, int]
"""(index, hex key, q, r) of an enemy piece on the map."""
Spots = tuple[list[tuple[int, int]], list[tuple[int, int, int]]]
"""``Scorer.enemy_spots``: (q, r) of the enemies, (index, q, r) of those identified."""


class Scorer:
    """The formula for one phase of one side (see the module's docstring)."""

    def __init__(
        self,
        params: PlayerParams,
        unknown: frozenset[int] = frozenset(),
        last_active: dict[int, int] | None = None,
    ) -> None:
        self.params = params
        self.unknown = unknown
        """Pieces the side cannot identify (stand-ins of ``fog.observe``)."""
        self.last_active = last_active if last_active is not None else {}
        """The turn each unit was last activated (shared with the player)."""
        self._threat: array[float] | None = None
        self._urgent: dict[int, float] = {}
        self._enemy_list: list[Enemy] | None = None
        self._enemies_at: tuple[tuple[int, ...], int, list[Enemy]] | None = None
        """The enemies at the last placement asked outside one's own phases."""
        self._near: array[int] | None = None
        self._open: tuple[Position, list[tuple[int, int, float, int]]] | None = None
        self._hexes: UnitHexes | None = None
        self._goal: tuple[list[tuple[int, int, float, int]], array[float] | None] | None = None
        self._worth: tuple[GameContext, tuple[float, ...]] | None = None
        self._spots: tuple[list[Enemy], Spots] | None = None
        self._weights: tuple[GameContext, int] | None = None

    def weights(self, ctx: GameContext) -> int:
        """A number that stands for ``params`` in ``ctx``'s memo keys (``greedy_memo``):
        the same for equal weights, never the same for different ones. Hashing the
        weights costs more than the rest of a key; this is done once per phase."""
        held = self._weights
        if held is None or held[0] is not ctx:
            numbers: dict[PlayerParams, int] = ctx._caches.setdefault("greedy weights", {})
            n = numbers.get(self.params)
            if n is None:
                # Numbers come from one counter: never given twice, even once the
                # table starts afresh (a searching player tries many weights) or
                # when two threads number weights at once (each keeps its own).
                counter = ctx._caches.setdefault("greedy weights count", count())
                if len(numbers) > WEIGHTS_KEPT:
                    numbers.clear()
                n = numbers.setdefault(self.params, next(counter))
            held = self._weights = (ctx, n)
        return held[1]

    def threat(self, ctx: GameContext, pos: Position, side: int) -> array[float]:
        """``ai_fields.threat_dice`` for the phase (per hex slot)."""
        if self._threat is None:
            self._threat = ai_fields.threat_dice(ctx, pos, side, self.unknown)
        return self._threat

    def objective_worth(self, ctx: GameContext) -> tuple[float, ...]:
        """Per objective, what taking it is worth to a unit (once per phase)."""
        held = self._worth
        if held is None or held[0] is not ctx:
            worth = tuple(self.params.objective * o.points for o in ctx.objectives)
            held = self._worth = (ctx, worth)
        return held[1]

    def token_value(self, tokens: int) -> float:
        """What keeping one more order token is worth: more when they are scarce."""
        return self.params.token * 3.0 / (max(0, tokens) + 2.0)

    def attack_worth(
        self,
        ctx: GameContext,
        pos: Position,
        a: int,
        t: int,
        summary: tuple[float, float, float, float, float],
    ) -> float:
        """The formula: what the throw takes off the enemy against what it costs."""
        return attack_worth(self.params, ctx, pos, a, t, summary)

    def hex_score(
        self, ctx: GameContext, pos: Position, i: int, k: int, can_fight: bool = True
    ) -> float:
        """How good hex ``k`` is for piece ``i`` (its current hex or one it may reach)."""
        return self.unit_hexes(ctx, pos, i).score(k, can_fight)

    def unit_hexes(self, ctx: GameContext, pos: Position, i: int) -> UnitHexes:
        """``hex_score`` of piece ``i`` at ``pos``, for many hexes (the last one kept)."""
        held = self._hexes
        if held is None or held.pos is not pos or held.i != i or held.ctx is not ctx:
            held = self._hexes = UnitHexes(self, ctx, pos, i)
        return held

    def _enemies(self, ctx: GameContext, pos: Position, side: int) -> list[Enemy]:
        """(index, hex key, q, r) of the enemy pieces on the map that may be units."""
        if pos.combat is None and pos.active == side:
            # The enemy does not move in one's own phase: once per phase.
            if self._enemy_list is None:
                self._enemy_list = self._list_enemies(ctx, pos, side)
            return self._enemy_list
        held = self._enemies_at
        if held is None or held[0] is not pos.at or held[1] != side:
            held = self._enemies_at = (pos.at, side, self._list_enemies(ctx, pos, side))
        return held[2]

    def near_field(self, ctx: GameContext, pos: Position, side: int) -> array[int] | None:
        """Per hex slot: hexes to the nearest enemy, for the phase while the enemy cannot
        move (one's own phases); None otherwise, or when the map is too large for
        ``ai_fields.distance_field`` or there is no enemy."""
        if pos.combat is not None or pos.active != side:
            return None
        if self._near is None:
            enemies = self._enemies(ctx, pos, side)
            if enemies:
                self._near = ai_fields.distance_field(ctx, [ek for _e, ek, _q, _r in enemies])
        return self._near

    def near_enemy(self, ctx: GameContext, pos: Position, side: int, k: int) -> int:
        """Hexes from ``k`` to the nearest enemy (99: none)."""
        field = self.near_field(ctx, pos, side)
        if field is not None:
            return field[ai_eval.tables(ctx).slot[k]]
        q, r = ai_eval.tables(ctx).qr[k]
        near = 99
        for _e, _ek, eq, er in self._enemies(ctx, pos, side):
            dq, dr = q - eq, r - er
            d = (abs(dq) + abs(dr) + abs(dq + dr)) >> 1
            if d < near:
                near = d
        return near

    def goal_field(self, ctx: GameContext, pos: Position, side: int) -> array[float] | None:
        """Per hex slot: ``UnitHexes._goal_distance`` there, for the phase while the enemy
        cannot move and the same objectives are open (``near_field``'s conditions)."""
        if self.near_field(ctx, pos, side) is None:
            return None
        open_ = self._open_objectives(ctx, pos, side)
        held = self._goal
        if held is None or held[0] != open_:
            sources = [ek for _e, ek, _q, _r in self._enemies(ctx, pos, side)]
            goals = [(k, factor) for _q, _r, factor, k in open_]
            held = self._goal = (open_, ai_fields.goal_field(ctx, sources, goals))
        return held[1]

    def enemy_spots(self, ctx: GameContext, pos: Position, side: int) -> Spots:
        """(q, r) of every enemy piece that may be a unit, and (index, q, r) of those
        the side can identify (the ones it weighs attacks on); once per list of
        enemies (``_enemies``)."""
        enemies = self._enemies(ctx, pos, side)
        held = self._spots
        if held is None or held[0] is not enemies:
            unknown = self.unknown
            held = self._spots = (
                enemies,
                (
                    [(eq, er) for _e, _ek, eq, er in enemies],
                    [(e, eq, er) for e, _ek, eq, er in enemies if e not in unknown],
                ),
            )
        return held[1]

    def _list_enemies(self, ctx: GameContext, pos: Position, side: int) -> list[Enemy]:
        tb = ai_eval.tables(ctx)
        qr, at, unknown = tb.qr, pos.at, self.unknown
        out = []
        for e, decoy in tb.foes[side]:
            k = at[e]
            if k >= 0 and (not decoy or e in unknown):
                q, r = qr[k]
                out.append((e, k, q, r))
        return out

    def _open_objectives(
        self, ctx: GameContext, pos: Position, side: int
    ) -> list[tuple[int, int, float, int]]:
        """(q, r, distance factor, hex key) of the objectives worth going to (cached per
        placement and holders). Shared: read it only."""
        if self._open is not None and self._open[0] is pos:
            return self._open[1]
        memo = at_memo(pos, ctx)
        ck = ("open objectives", side, pos.holders)
        out: list[tuple[int, int, float, int]] | None = memo.get(ck)
        if out is not None:
            self._open = (pos, out)
            return out
        out = []  # published in the shared memo once whole (another thread may read it)
        if ctx.objectives:
            occ, holders, pieces = occupant(pos), pos.holders, ctx.pieces
            for n, spot in enumerate(_objective_spots(ctx)):
                if holders[n] == side:
                    continue
                o = occ.get(spot[3])
                if o is not None and pieces[o].side == side:
                    continue
                out.append(spot)
        memo[ck] = out
        self._open = (pos, out)
        return out

    def urgency(self, ctx: GameContext, pos: Position, i: int) -> float:
        """How much a unit has to do this turn (and how long it has waited)."""
        found = self._urgent.get(i)
        if found is None:
            found = self._urgent[i] = self._urgency(ctx, pos, i)
        return found

    def has_urgencies(self) -> bool:
        """Whether this phase's scorer already found some unit's urgency."""
        return bool(self._urgent)

    def keep_urgencies(self, urgencies: tuple[tuple[int, float], ...]) -> None:
        """Take units' urgencies found at this phase's position (``greedy_memo``)."""
        self._urgent.update(urgencies)

    def _urgency(self, ctx: GameContext, pos: Position, i: int) -> float:
        me = ctx.pieces[i]
        if me.decoy:
            return -1.0
        k = pos.at[i]
        tb = ai_eval.tables(ctx)
        field = self.near_field(ctx, pos, me.side)
        near = field[tb.slot[k]] if field is not None else self.near_enemy(ctx, pos, me.side, k)
        strike = me.range if me.range > 1 else 1  # max(1, range), without a call
        reach = me.movement + strike
        if me.leader:
            u = 2.0 if self.threat(ctx, pos, me.side)[tb.slot[k]] else 0.8
        elif near <= strike:
            u = 4.0
        elif near <= reach:
            u = 3.0
        else:
            u = 1.0 + 1.0 / (1 + near - reach)
        n = tb.objective_keys.get(k)
        if n is not None and pos.holders[n] != me.side:
            u -= 0.5  # standing on it: it is taken at the end of the turn anyway
        idle = pos.turn - self.last_active.get(i, 0)
        return u + self.params.rotation * (idle if idle < 4 else 4)


def _objective_spots(ctx: GameContext) -> tuple[tuple[int, int, float, int], ...]:
    """(q, r, distance factor, hex key) of every objective (once per context)."""
    found: tuple[tuple[int, int, float, int], ...] | None = ctx._caches.get("objective spots")
    if found is None:
        qr = ai_eval.tables(ctx).qr
        pull = OBJECTIVE_PULL if ctx.objectives_count else 0.0
        found = ctx._caches["objective spots"] = tuple(
            (*qr[o.key], 1.0 / (1.0 + pull * o.points), o.key) for o in ctx.objectives
        )
    return found


class UnitHexes:
    """``Scorer.hex_score`` of one piece at one position: what is the same for every
    hex it may go to (its threat, friends, enemies in reach, open objectives, the
    units a leader alone commands) is found once, each hex then costs a few
    look-ups. The formula is written here only, in the order of its terms."""

    __slots__ = (
        "care",
        "covered",
        "ctx",
        "enemies",
        "field",
        "fighting",
        "formed",
        "goal",
        "here",
        "hexes",
        "hit",
        "holders",
        "i",
        "left",
        "mine",
        "objective",
        "open",
        "pos",
        "prm",
        "reach",
        "rng",
        "side",
        "spots",
        "threat",
        "value",
    )

    def __init__(self, scorer: Scorer, ctx: GameContext, pos: Position, i: int) -> None:
        # The scorer is not kept: it keeps this object (``Scorer.unit_hexes``), and a
        # reference cycle would wait for the garbage collector with its position.
        self.ctx, self.pos, self.i = ctx, pos, i
        self.prm = prm = scorer.params
        me = ctx.pieces[i]
        side = me.side
        self.holders = pos.holders
        self.side = side
        self.objective = None if me.decoy else scorer.objective_worth(ctx)
        """Per objective, what taking it is worth to the unit (None: a decoy takes none)."""
        tb = ai_eval.tables(ctx)
        self.hexes = tb.hexes
        self.fighting = fighting = ai_eval.fighting_hexes(ctx, pos, side)
        """The hexes of the friends that may stand beside a hex, with the unit's own
        (``ai_eval.fighting_hexes``; shared: read it only)."""
        self.mine = pos.at[i] if pos.at[i] in fighting else -1
        """The unit's own hex when it is one of ``fighting`` (-1: not), taken off
        the friends counted beside a hex (``ai_eval.friends_beside``)."""
        self.threat = scorer.threat(ctx, pos, side)
        self.field = scorer.near_field(ctx, pos, side)
        self.spots, self.enemies = scorer.enemy_spots(ctx, pos, side)
        self.reach = (me.range if me.range > 1 else 1) if not me.decoy and me.dice > 0 else -1
        """Hexes from which it may strike an enemy (-1: it fights no one)."""
        self.hit = tb.hits[i]
        self.care = prm.caution * (prm.leader_caution if me.leader else 1.0)
        self.left = max(1, pos.plaquettes[i])
        self.value = tb.values[i]
        self.covered: list[tuple[int, int]] | None = None
        self.rng = 0
        if me.leader:
            # The units only this leader would command: those another leader
            # already reaches need him elsewhere (with two leaders on one wing,
            # the other wing is left out of command).
            self.rng = command.command_range(ctx, i)
            at, qr = pos.at, tb.qr
            self.covered = [
                qr[at[u]]
                for u, lds in command.Matching(ctx, pos, side).options.items()
                if u != i and (not lds or (len(lds) == 1 and lds[0] == i))
            ]
        self.open = scorer._open_objectives(ctx, pos, side)
        self.goal = scorer.goal_field(ctx, pos, side)
        self.here = pos.at[i]
        self.formed = formed_worth(prm, ctx, pos, i, self.enemies) if me.square else 0.0
        """What staying on ``here`` is worth for standing in square (``greedy_square``)."""

    def score(self, k: int, can_fight: bool) -> float:
        prm = self.prm
        slot, q, r, defence, around, n = self.hexes[k]
        danger = self.threat[slot]
        if self.field is not None:
            near = self.field[slot]
        else:
            near = 99
            for eq, er in self.spots:
                dq, dr = q - eq, r - er
                d = (abs(dq) + abs(dr) + abs(dq + dr)) >> 1
                if d < near:
                    near = d
        fight = can_fight and near <= self.reach
        score = 0.0
        if danger or fight:
            friends = len(self.fighting.intersection(around))
            if self.mine in around:
                friends -= 1
            if danger:
                # Ground and friends shelter a unit only where an enemy can strike
                # it: out of the enemy's reach they would only hold the army back.
                score = prm.terrain * defence + prm.support * (friends if friends < 2 else 2)
            if fight:
                score += self._best_attack(k, q, r, friends >= 2)
            if danger:
                cover = 1.0 - 0.25 * defence - (0.15 if friends >= 2 else 0)
                cover = cover if cover > 0.3 else 0.3
                score -= 0.35 * danger * self.hit * cover * self.value / self.left * 0.7 * self.care
        if self.formed and k == self.here:
            score += self.formed  # a square that stays keeps its formation
        if n is not None and self.objective is not None:
            if self.holders[n] != self.side:
                score += self.objective[n]
            elif danger:
                score += self.objective[n] * 0.5  # holding it against a threat
        if self.covered is not None:
            rng = self.rng
            covered = 0
            for pq, pr in self.covered:
                dq, dr = q - pq, r - pr
                if (abs(dq) + abs(dr) + abs(dq + dr)) >> 1 <= rng:
                    covered += 1
            score += 0.3 * covered
        else:
            goal = self.goal
            score -= prm.advance * (
                goal[slot] if goal is not None else self._goal_distance(q, r, near)
            )
        return score

    def _best_attack(self, k: int, q: int, r: int, supported: bool) -> float:
        """The worth of the best attack the unit could make from ``k`` (0: none)."""
        prm, ctx, pos, i, reach = self.prm, self.ctx, self.pos, self.i, self.reach
        best = 0.0
        for e, eq, er in self.enemies:
            dq, dr = q - eq, r - er
            if (abs(dq) + abs(dr) + abs(dq + dr)) >> 1 > reach:
                continue
            s = ai_eval.estimated_attack(ctx, pos, i, k, e, supported)
            if s is not None:
                w = attack_worth(prm, ctx, pos, i, e, s)
                if w > best:
                    best = w
        return best

    def _goal_distance(self, q: int, r: int, near: int) -> float:
        """Hexes to the nearest enemy (``near``), or to the nearest objective not
        held and not already taken by a friend standing on it; when objectives
        decide the game, an objective's hexes count less the more points it is
        worth (a rich objective draws units from farther)."""
        best = float(near)
        for sq, sr, factor, _k in self.open:
            dq, dr = q - sq, r - sr
            d = ((abs(dq) + abs(dr) + abs(dq + dr)) >> 1) * factor
            if d < best:
                best = d
        return 0.0 if best >= 99 else best
