"""The greedy player's formula: how good a hex is for a unit, and an attack for a side.

In the manner of MegaMek's Princess, a written formula whose weights are data
(``ai_params``): the best attack the hex offers (aggression), the enemy dice
that could reach it next turn (caution, heavier for a leader), the dice its
ground takes off an attack and the friends beside it (support), both only where
an enemy can strike, objectives taken and held, the way to the enemy or to an
objective not held; a leader's hex by the units it alone commands from there.
Attacks by the exact odds of the throw (``ai_eval``): what it takes off the
enemy, eliminations and retreats, the objective its holder is driven from,
against the passage losses and riposte it costs. A ``Scorer`` lives for one
phase of one side: what is the same for the whole phase (threats, distances to
the enemy) is computed once.
"""

from __future__ import annotations

from editor.core.player_params import PlayerParams
from editor.rules import ai_eval, command
from editor.rules.context import GameContext
from editor.rules.position import Position, occupant

OBJECTIVE_PULL = 0.15
"""How much each objective point shortens the way to it (see ``_goal_distance``)."""


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
        self._threat: dict[int, float] | None = None
        self._urgent: dict[int, float] = {}
        self._enemy_list: list[tuple[int, int, int, int]] | None = None
        self._near: dict[int, int] | None = None
        self._open: tuple[Position, list[tuple[int, int, float]]] | None = None

    def threat(self, ctx: GameContext, pos: Position, side: int) -> dict[int, float]:
        if self._threat is None:
            self._threat = ai_eval.threat_dice(ctx, pos, side, self.unknown)
        return self._threat

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
        dealt, kill, flag, taken, _stopped = summary
        prm = self.params
        values = ai_eval.tables(ctx).values
        v_t, v_a = values[t], values[a]
        left_t = max(1, pos.plaquettes[t])
        left_a = max(1, pos.plaquettes[a])
        full_t = max(1, ctx.pieces[t].plaquettes)
        partial = max(0.0, dealt - kill * left_t)
        gain = kill * v_t + partial * v_t / full_t * 0.7 + flag * 0.2 * v_t / full_t
        me = ctx.pieces[a]
        n = ai_eval.tables(ctx).objective_keys.get(pos.at[t])
        if n is not None and ctx.objectives_count and pos.holders[n] != me.side:
            # Driving the holder off an objective opens it; more so as the turns run out.
            late = 0.5 + pos.turn / max(1, ctx.max_turns)
            gain += (kill + flag) * prm.objective * ctx.objectives[n].points * late
        care = prm.caution * (prm.leader_caution if me.leader else 1.0)
        cost = taken * v_a / left_a * 0.7 * care
        return gain * prm.aggression - cost

    def hex_score(
        self, ctx: GameContext, pos: Position, i: int, k: int, can_fight: bool = True
    ) -> float:
        """How good hex ``k`` is for piece ``i`` (its current hex or one it may reach)."""
        prm = self.params
        me = ctx.pieces[i]
        side = me.side
        tb = ai_eval.tables(ctx)
        q, r = tb.qr[k]
        defence = tb.defence.get(k, 0.0)
        friends = ai_eval.friends_beside(ctx, pos, side, k, i)
        danger = self.threat(ctx, pos, side).get(k, 0.0)
        score = 0.0
        if danger:
            # Ground and friends shelter a unit only where an enemy can strike it:
            # out of the enemy's reach they would only hold the army back.
            score = prm.terrain * defence + prm.support * (friends if friends < 2 else 2)
        unknown = self.unknown
        best = 0.0
        near = self.near_enemy(ctx, pos, side, k)
        reach = me.range if me.range > 1 else 1
        if near <= reach and can_fight and not me.decoy and me.dice:
            for e, _ek, eq, er in self._enemies(ctx, pos, side):
                dq, dr = q - eq, r - er
                if (abs(dq) + abs(dr) + abs(dq + dr)) >> 1 > reach or e in unknown:
                    continue
                s = ai_eval.estimated_attack(ctx, pos, i, k, e, friends >= 2)
                if s is not None:
                    w = self.attack_worth(ctx, pos, i, e, s)
                    if w > best:
                        best = w
        score += best
        if danger:
            hit = ai_eval.hit_chance(ctx.play.die, me.armour)
            cover = max(0.3, 1.0 - 0.25 * defence - (0.15 if friends >= 2 else 0))
            care = prm.caution * (prm.leader_caution if me.leader else 1.0)
            left = max(1, pos.plaquettes[i])
            score -= 0.35 * danger * hit * cover * tb.values[i] / left * 0.7 * care
        n = tb.objective_keys.get(k)
        if n is not None and not me.decoy:
            spot = ctx.objectives[n]
            if pos.holders[n] != side:
                score += prm.objective * spot.points
            elif danger:
                score += prm.objective * spot.points * 0.5  # holding it against a threat
        if me.leader:
            # The units only this leader would command from there: those another
            # leader already reaches need him elsewhere (with two leaders on one
            # wing, the other wing is left out of command).
            rng = command.command_range(ctx, i)
            reached_by = command.Matching(ctx, pos, side).options
            covered = 0
            for p in ctx.pieces:
                pk = pos.at[p.index]
                if p.side == side and p.index != i and pk >= 0:
                    pq, pr = tb.qr[pk]
                    dq, dr = q - pq, r - pr
                    if (abs(dq) + abs(dr) + abs(dq + dr)) >> 1 <= rng and all(
                        ld == i for ld in reached_by.get(p.index, ())
                    ):
                        covered += 1
            score += 0.3 * covered
        else:
            score -= prm.advance * self._goal_distance(ctx, pos, side, q, r, near)
        return score

    def _enemies(
        self, ctx: GameContext, pos: Position, side: int
    ) -> list[tuple[int, int, int, int]]:
        """(index, hex key, q, r) of the enemy pieces on the map that may be units."""
        if pos.combat is None and pos.active == side:
            # The enemy does not move in one's own phase: once per phase.
            if self._enemy_list is None:
                self._enemy_list = self._list_enemies(ctx, pos, side)
            return self._enemy_list
        return self._list_enemies(ctx, pos, side)

    def near_enemy(self, ctx: GameContext, pos: Position, side: int, k: int) -> int:
        """Hexes from ``k`` to the nearest enemy (99: none); cached for the phase
        while the enemy cannot move (one's own phases)."""
        steady = pos.combat is None and pos.active == side
        if steady:
            if self._near is None:
                enemies = self._enemies(ctx, pos, side)
                self._near = ai_eval.distance_field(ctx, [ek for _e, ek, _q, _r in enemies])
                if self._near is not None and not enemies:
                    self._near = None
            if self._near is not None:
                found = self._near.get(k)
                if found is not None:
                    return found
                if not self._enemies(ctx, pos, side):
                    return 99
        q, r = ai_eval.tables(ctx).qr[k]
        near = 99
        for _e, _ek, eq, er in self._enemies(ctx, pos, side):
            dq, dr = q - eq, r - er
            d = (abs(dq) + abs(dr) + abs(dq + dr)) >> 1
            if d < near:
                near = d
        return near

    def _list_enemies(
        self, ctx: GameContext, pos: Position, side: int
    ) -> list[tuple[int, int, int, int]]:
        qr = ai_eval.tables(ctx).qr
        return [
            (p.index, pos.at[p.index], *qr[pos.at[p.index]])
            for p in ctx.pieces
            if p.side != side and pos.at[p.index] >= 0 and (not p.decoy or p.index in self.unknown)
        ]

    def _goal_distance(
        self, ctx: GameContext, pos: Position, side: int, q: int, r: int, near: int
    ) -> float:
        """Hexes to the nearest enemy (``near``), or to the nearest objective not
        held and not already taken by a friend standing on it; when objectives
        decide the game, an objective's hexes count less the more points it is
        worth (a rich objective draws units from farther)."""
        best = float(near)
        for sq, sr, factor in self._open_objectives(ctx, pos, side):
            dq, dr = q - sq, r - sr
            d = ((abs(dq) + abs(dr) + abs(dq + dr)) >> 1) * factor
            if d < best:
                best = d
        return 0.0 if best >= 99 else best

    def _open_objectives(
        self, ctx: GameContext, pos: Position, side: int
    ) -> list[tuple[int, int, float]]:
        """(q, r, distance factor) of the objectives worth going to (cached per position)."""
        if self._open is not None and self._open[0] is pos:
            return self._open[1]
        out: list[tuple[int, int, float]] = []
        if ctx.objectives:
            occ = occupant(pos)
            qr = ai_eval.tables(ctx).qr
            pull = OBJECTIVE_PULL if ctx.objectives_count else 0.0
            for n, spot in enumerate(ctx.objectives):
                if pos.holders[n] == side:
                    continue
                o = occ.get(spot.key)
                if o is not None and ctx.pieces[o].side == side:
                    continue
                out.append((*qr[spot.key], 1.0 / (1.0 + pull * spot.points)))
        self._open = (pos, out)
        return out

    def urgency(self, ctx: GameContext, pos: Position, i: int) -> float:
        """How much a unit has to do this turn (and how long it has waited)."""
        found = self._urgent.get(i)
        if found is None:
            found = self._urgent[i] = self._urgency(ctx, pos, i)
        return found

    def _urgency(self, ctx: GameContext, pos: Position, i: int) -> float:
        me = ctx.pieces[i]
        if me.decoy:
            return -1.0
        k = pos.at[i]
        near = self.near_enemy(ctx, pos, me.side, k)
        reach = me.movement + max(1, me.range)
        if me.leader:
            u = 2.0 if self.threat(ctx, pos, me.side).get(k, 0.0) else 0.8
        elif near <= max(1, me.range):
            u = 4.0
        elif near <= reach:
            u = 3.0
        else:
            u = 1.0 + 1.0 / (1 + near - reach)
        n = ai_eval.tables(ctx).objective_keys.get(k)
        if n is not None and pos.holders[n] != me.side:
            u -= 0.5  # standing on it: it is taken at the end of the turn anyway
        idle = min(4, pos.turn - self.last_active.get(i, 0))
        return u + self.params.rotation * idle
