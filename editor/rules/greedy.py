"""The greedy computer player: the best-looking action now, by exact expectations.

It knows the die's faces, so it weighs each attack by the exact odds of a
throw (``odds``): plaquettes it expects to take off, the chance to destroy or
push back the target, against the passage losses it expects to suffer and the
riposte it expects back. Moves are scored by a written formula, in the manner
of MegaMek's Princess, whose weights are ``GreedyParams``: the best attack the
hex offers this turn (aggression), the enemy's dice that could reach it next
turn (caution, heavier for a leader), its terrain, the friends beside it
(support), the objectives, and the way to the enemy. It activates the units
with most to do first, rotating so that no unit is forgotten, spends
manoeuvre orders on units out of command, attack orders where they pay, and
defence orders when a throw threatens.

It decides from the observed position only (``fog.observe``): markers it
cannot identify are stand-ins, valued as such.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from editor.core.effects import combine_dice
from editor.core.hexes import distance
from editor.core.phrases import Phrase
from editor.rules import engine
from editor.rules.actions import (
    Action,
    Activate,
    Attack,
    Charge,
    DefenceOrder,
    Deploy,
    EndPhase,
    Enter,
    FollowUp,
    Manoeuvre,
    Move,
    Retreat,
)
from editor.rules.combat import dice_for_attack
from editor.rules.context import GameContext
from editor.rules.fog import Observation
from editor.rules.odds import throw_odds
from editor.rules.position import Position, occupant, with_changes
from editor.rules.terrain import STEPS, hex_of


@dataclass(frozen=True, slots=True)
class GreedyParams:
    aggression: float = 1.0
    """Weight of the damage an attack is expected to deal."""
    caution: float = 0.8
    """Weight of the damage expected in return (passage losses, riposte, threats)."""
    leader_caution: float = 3.0
    """How much more a leader's safety counts."""
    objective: float = 1.5
    """Value of an objective point taken or held."""
    support: float = 0.25
    advance: float = 0.3
    """Value of one hex closer to the enemy."""
    terrain: float = 0.3
    min_attack: float = 0.05
    """An attack worth less than this is not made."""


class GreedyPlayer:
    name = "greedy"

    def __init__(self, seed: int = 0, params: GreedyParams | None = None) -> None:
        self.rng = random.Random(seed)
        self.params = params or GreedyParams()
        self.last_active: dict[int, int] = {}
        self._stay: set[int] = set()
        self._stay_key: tuple[int, int, str] | None = None
        self._why: Phrase | None = None

    def explain(self) -> Phrase | None:
        return self._why

    # ----------------------------------------------------------------- choose

    def choose(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        if ctx.optional is not None:  # Annexe 3: its decisions and actions first
            advised = ctx.optional.suggest(ctx, obs, legal)
            if advised is not None:
                self._why = Phrase("an optional rule's move", "un coup des règles optionnelles")
                return advised
        pos = obs.position
        key = (pos.turn, pos.active, pos.phase)
        if key != self._stay_key:
            self._stay_key, self._stay = key, set()
        first = legal[0]
        if isinstance(first, DefenceOrder):
            return self._defence(ctx, pos)
        if isinstance(first, Retreat):
            return self._retreat(ctx, pos, legal)
        if isinstance(first, FollowUp):
            return self._follow(ctx, pos)
        if isinstance(first, Charge):
            return self._charge(ctx, pos, legal)
        if pos.phase == "deployment":
            return self._deploy(ctx, pos, legal)
        if pos.phase == "command":
            return self._command(ctx, pos, legal)
        if pos.phase == "movement":
            return self._movement(ctx, pos, legal)
        return self._combat(ctx, pos, legal)

    def _end(self, why: Phrase) -> Action:
        self._why = why
        return EndPhase()

    # ------------------------------------------------------------- evaluation

    def value(self, ctx: GameContext, index: int) -> float:
        p = ctx.pieces[index]
        return (p.points or 1) * (2.5 if p.leader else 1.0) if not p.decoy else 0.1

    def attack_value(
        self, ctx: GameContext, pos: Position, a: int, t: int, order: bool = False
    ) -> float:
        """Expected worth of ``a`` attacking ``t`` now (see the module's docstring)."""
        play = ctx.play
        d_order = pos.tokens[ctx.pieces[t].side] >= play.orders.defence_cost
        d = dice_for_attack(ctx, pos, a, t, attack_order=order, defence_order=d_order)
        if not d.allowed:
            return float("-inf")
        att, dfd = ctx.pieces[a], ctx.pieces[t]
        left = pos.plaquettes[t]
        odds = throw_odds(play.die, d.dice, dfd.armour, d.no_special, d.defender_ignores_flags)
        dealt = kill = flag = 0.0
        for h, f, p in odds.table:
            q = float(p)
            dealt += q * min(h, left)
            if h >= left:
                kill += q
            elif f:
                flag += q
        pl = ctx.ruleset.passage_losses
        taken = 0.0
        stay = 1.0
        for element, n in d.passage_losses:
            po = throw_odds(
                play.die,
                n,
                att.armour,
                False,
                0,
                pl.reversed_armour,
                pl.ignored_faces(element) | {"order_letter"},
            )
            taken += float(po.expected_hits())
            stay *= 1.0 - float(po.at_least_one_flag())
        if d.melee:
            rip = dice_for_attack(ctx, pos, t, a, riposte=True)
            if rip.allowed and rip.dice:
                ro = throw_odds(play.die, rip.dice, att.armour, rip.no_special, 0)
                taken += (1.0 - kill - flag) * stay * float(ro.expected_hits())
        v_t = self.value(ctx, t) / max(1, dfd.plaquettes)
        v_a = self.value(ctx, a) / max(1, att.plaquettes)
        gain = dealt * v_t + kill * self.value(ctx, t) * 0.5 + flag * 0.3 * v_t
        cost = (
            taken * v_a * self.params.caution * (self.params.leader_caution if att.leader else 1.0)
        )
        return stay * gain * self.params.aggression - cost - (0.15 if order else 0.0)

    def _defence_of(self, ctx: GameContext, k: int) -> float:
        """How much a hex's terrain takes off a 3-dice attack into it (cached)."""
        table = ctx._caches.setdefault("greedy_defence", {})
        found = table.get(k)
        if found is None:
            effects = [
                e
                for el in ctx.terrain.counted(k)
                for e in el.combat("into")
                if e.kind in ("minus_dice", "max_dice")
            ]
            found = table[k] = 3 - combine_dice(3, effects).dice
        return found

    def _threat(self, ctx: GameContext, pos: Position, index: int, k: int) -> float:
        """Enemy dice that could reach hex ``k`` next turn, as expected hits."""
        me = ctx.pieces[index]
        h = hex_of(k)
        total = 0.0
        hit = {"light": 0.5, "medium": 1 / 3, "heavy": 1 / 6}.get(me.armour, 1 / 3) + 1 / 6
        for e in ctx.pieces:
            ek = pos.at[e.index]
            if e.side == me.side or ek < 0 or e.decoy:
                continue
            if distance(hex_of(ek), h) <= e.movement + max(1, e.range):
                total += min(e.dice, pos.plaquettes[e.index]) * hit
        return total * max(0.4, 1.0 - 0.25 * self._defence_of(ctx, k))

    def _hex_score(self, ctx: GameContext, pos: Position, index: int, k: int) -> float:
        prm = self.params
        me = ctx.pieces[index]
        here = with_changes(pos, at=tuple(k if i == index else x for i, x in enumerate(pos.at)))
        occ = occupant(here)
        h = hex_of(k)
        enemies = [e.index for e in ctx.pieces if e.side != me.side and here.at[e.index] >= 0]
        score = 0.0
        best = 0.0
        if enemies and not me.decoy:
            reach = max(1, me.range)
            for e in enemies:
                if distance(hex_of(here.at[e]), h) <= reach:
                    best = max(best, self.attack_value(ctx, here, index, e))
        score += best
        friends = sum(
            1
            for d in range(6)
            if (o := occ.get(k + STEPS[d])) is not None and ctx.pieces[o].side == me.side
        )
        score += prm.support * min(friends, 2) + prm.terrain * self._defence_of(ctx, k)
        weight = prm.caution * (prm.leader_caution if me.leader else 1.0)
        score -= (
            weight
            * self._threat(ctx, here, index, k)
            * self.value(ctx, index)
            / max(1, me.plaquettes)
            * 0.5
        )
        for n, spot in enumerate(ctx.objectives):
            if spot.key == k and pos.holders[n] != me.side and not me.decoy:
                score += prm.objective * spot.points
        goals = [here.at[e] for e in enemies] + [
            s.key for n, s in enumerate(ctx.objectives) if pos.holders[n] != me.side
        ]
        if goals and not me.leader:
            score -= prm.advance * min(distance(hex_of(g), h) for g in goals)
        if me.leader:
            own = [
                hex_of(pos.at[p.index])
                for p in ctx.pieces
                if p.side == me.side and p.index != index and pos.at[p.index] >= 0
            ]
            if own:
                score -= prm.advance * sum(distance(o, h) for o in own) / len(own)
        return score

    # -------------------------------------------------------------- decisions

    def _deploy(self, ctx: GameContext, pos: Position, legal: Sequence[Action]) -> Action:
        deploys = [a for a in legal if isinstance(a, Deploy)]
        for a in deploys:
            p = ctx.piece(a.unit)
            if p.start >= 0 and ctx.label(p.start) == a.to:
                self._why = Phrase(
                    "deployed where the scenario puts it", "déployée selon le scénario"
                )
                return a
        unit = deploys[0].unit
        mine = [a for a in deploys if a.unit == unit]
        enemy_zone = ctx.zones[1 - ctx.piece(unit).side]
        target = hex_of(next(iter(sorted(enemy_zone)))) if enemy_zone else None

        def score(a: Deploy) -> float:
            k = ctx.key_of(a.to)
            near = -distance(hex_of(k), target) if target is not None else 0
            return near + self._defence_of(ctx, k) * 0.5 + self.rng.random() * 0.1

        self._why = Phrase("deployed towards the enemy", "déployée face à l'ennemi")
        return max(mine, key=score)

    def _urgency(self, ctx: GameContext, pos: Position, index: int) -> float:
        me = ctx.pieces[index]
        h = hex_of(pos.at[index])
        enemies = [
            hex_of(pos.at[e.index])
            for e in ctx.pieces
            if e.side != me.side and pos.at[e.index] >= 0
        ]
        near = min((distance(h, e) for e in enemies), default=99)
        score = 10.0 if near <= max(1, me.range) else 5.0 / max(1, near - me.movement)
        idle = pos.turn - self.last_active.get(index, 0)
        return score + 0.5 * idle + (0 if not me.decoy else -3)

    def _command(self, ctx: GameContext, pos: Position, legal: Sequence[Action]) -> Action:
        acts = [a for a in legal if isinstance(a, Activate)]
        if acts:
            best = max(acts, key=lambda a: self._urgency(ctx, pos, ctx.piece_index[a.unit]))
            self.last_active[ctx.piece_index[best.unit]] = pos.turn
            self._why = Phrase(
                "the unit with most to do this turn", "l'unité qui a le plus à faire ce tour"
            )
            return best
        man = [a for a in legal if isinstance(a, Manoeuvre)]
        cost = ctx.play.orders.manoeuvre_cost
        if man and pos.tokens[pos.active] >= cost + 1:
            best_m = max(man, key=lambda a: self._urgency(ctx, pos, ctx.piece_index[a.unit]))
            if self._urgency(ctx, pos, ctx.piece_index[best_m.unit]) >= 5.0:
                self.last_active[ctx.piece_index[best_m.unit]] = pos.turn
                self._why = Phrase(
                    "a manoeuvre order for a unit out of command that can fight",
                    "un ordre de manœuvre pour une unité hors commandement qui peut combattre",
                )
                return best_m
        return self._end(
            Phrase("every useful unit is activated", "toutes les unités utiles sont activées")
        )

    def _movement(self, ctx: GameContext, pos: Position, legal: Sequence[Action]) -> Action:
        enters = [a for a in legal if isinstance(a, Enter)]
        if enters:
            self._why = Phrase("a reinforcement enters", "un renfort entre")
            return max(
                enters,
                key=lambda a: self._hex_score(ctx, pos, ctx.piece_index[a.unit], ctx.key_of(a.to)),
            )
        moves: dict[str, list[Move]] = {}
        for a in legal:
            if isinstance(a, Move) and ctx.piece_index[a.unit] not in self._stay:
                moves.setdefault(a.unit, []).append(a)
        best: tuple[float, Move | None, int] = (0.0, None, -1)
        for unit, options in moves.items():
            i = ctx.piece_index[unit]
            stay = self._hex_score(ctx, pos, i, pos.at[i])
            top = max(options, key=lambda a: self._hex_score(ctx, pos, i, ctx.key_of(a.to)))
            gain = self._hex_score(ctx, pos, i, ctx.key_of(top.to)) - stay
            if gain <= 0.01:
                self._stay.add(i)
                continue
            if best[1] is None or gain > best[0]:
                best = (gain, top, i)
        if best[1] is not None:
            self._why = Phrase(
                f"moves for a better position (+{best[0]:.2f})",
                f"se déplace vers une meilleure position (+{best[0]:.2f})",
            )
            return best[1]
        return self._end(
            Phrase("no move improves the position", "aucun déplacement n'améliore la position")
        )

    def _combat(self, ctx: GameContext, pos: Position, legal: Sequence[Action]) -> Action:
        best: tuple[float, Action | None] = (self.params.min_attack, None)
        for a in legal:
            if not isinstance(a, Attack):
                continue
            v = self.attack_value(
                ctx, pos, ctx.piece_index[a.unit], ctx.piece_index[a.target], a.attack_order
            )
            if v > best[0]:
                best = (v, a)
        if best[1] is not None:
            self._why = Phrase(
                f"the best expected attack (worth {best[0]:.2f})",
                f"la meilleure attaque espérée (valeur {best[0]:.2f})",
            )
            return best[1]
        return self._end(Phrase("no attack is worth it", "aucune attaque ne vaut la peine"))

    def _defence(self, ctx: GameContext, pos: Position) -> Action:
        c = pos.combat
        assert c is not None
        play = ctx.play
        with_o = dice_for_attack(ctx, pos, c.attacker, c.defender, defence_order=True)
        without = dice_for_attack(ctx, pos, c.attacker, c.defender)
        armour = ctx.pieces[c.defender].armour
        p_with = throw_odds(
            play.die, with_o.dice, armour, with_o.no_special, with_o.defender_ignores_flags
        ).at_least_one_flag()
        p_without = throw_odds(
            play.die, without.dice, armour, without.no_special, without.defender_ignores_flags
        ).at_least_one_flag()
        tokens = pos.tokens[ctx.pieces[c.defender].side]
        worth = (p_without - p_with) * Fraction(self.value(ctx, c.defender)).limit_denominator()
        give = worth > Fraction(1, 5) or (tokens >= 4 and worth > 0)
        self._why = Phrase(
            "defence order: it spares a likely retreat"
            if give
            else "no defence order: little to gain",
            "ordre de défense : il évite un recul probable"
            if give
            else "pas d'ordre de défense : peu à gagner",
        )
        return DefenceOrder(give)

    def _retreat(self, ctx: GameContext, pos: Position, legal: Sequence[Action]) -> Action:
        c = pos.combat
        assert c is not None
        i = c.retreating

        def score(a: Retreat) -> float:
            k = ctx.key_of(a.to)
            return -self._threat(ctx, pos, i, k) + self._defence_of(ctx, k)

        self._why = Phrase("retreats to the safest hex", "recule vers la case la plus sûre")
        return max((a for a in legal if isinstance(a, Retreat)), key=score)

    def _follow(self, ctx: GameContext, pos: Position) -> Action:
        c = pos.combat
        assert c is not None
        a = c.attacker
        stay = self._hex_score(ctx, pos, a, pos.at[a])
        go = self._hex_score(ctx, pos, a, c.origin)
        advance = go > stay or ctx.pieces[a].mounted
        self._why = Phrase(
            "follows up" if advance else "holds its ground", "suit" if advance else "reste en place"
        )
        return FollowUp(advance)

    def _charge(self, ctx: GameContext, pos: Position, legal: Sequence[Action]) -> Action:
        c = pos.combat
        assert c is not None
        best: tuple[float, Action] = (self.params.min_attack, Charge())
        for act in legal:
            if isinstance(act, Charge) and act.target:
                v = self.attack_value(
                    ctx, pos, c.attacker, ctx.piece_index[act.target], act.attack_order
                )
                if v > best[0]:
                    best = (v, act)
        self._why = Phrase(
            "charges" if best[1].target else "no charge",
            "charge" if best[1].target else "pas de charge",
        )
        return best[1]


__all__ = ["GreedyParams", "GreedyPlayer", "engine"]
