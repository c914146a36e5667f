"""The greedy computer player: the best-looking action now, by exact expectations.

It knows the die's faces, so it weighs each attack by the exact odds of the
throw (``ai_eval``): the plaquettes it expects to take off, the chance to
eliminate or push back the target, against the passage losses and the
riposte it expects back; an attack worth nothing (no dice, stakes in the
way) is not made. Hexes are scored by a written formula in the manner of
MegaMek's Princess, whose weights are data (``ai_params``), in
``greedy_score``: the best attack the hex offers (aggression), the enemy dice
that could reach it next turn (caution, heavier for a leader), the dice its
ground takes off an attack and the friends beside it (support) where an enemy
can strike, objectives taken and held, the way to the enemy or to an objective
not held, a square kept formed under cavalry (``greedy_square``). Leaders stay
where they command the most units no other leader commands and the fewest enemies reach.

Command: every unit it may activate is activated, those with most to do
first, a unit that waited longer before one that just acted (activations
spread over the army); a manoeuvre order goes to the most useful unit out of
command when a token can be spared, every turn once the side's last leader
is dead. Orders: an attack order where the extra die pays more than a token
kept, a defence order where being supported spares a likely retreat.

It decides from the observed position only (``fog.observe``): a marker it
cannot identify counts as its side's average unit, whatever stands in for it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import repeat
from operator import itemgetter

from editor.core.phrases import Phrase
from editor.core.player_params import PlayerParams
from editor.rules import ai_eval, command, engine, greedy_memo, turn
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
from editor.rules.ai_params import params_for
from editor.rules.combat_follow import charge_targets
from editor.rules.combat_retreat import retreat_options
from editor.rules.context import GameContext
from editor.rules.fog import Observation
from editor.rules.greedy_memo import best_hex
from editor.rules.greedy_score import Scorer
from editor.rules.position import Position
from editor.rules.terrain import key_distance
from editor.rules.victory import objective_points


def _p(en: str, fr: str) -> Phrase:
    return Phrase(en, fr)


# The explanations of the most frequent decisions, worded once; a figure they
# show is put in when the explanation is asked for (``explain``), not per decision.
_ACTIVATES = _p(
    "activates the unit with most to do ({:.1f})", "active l'unité qui a le plus à faire ({:.1f})"
)
_ALL_ACTIVATED = _p("every useful unit is activated", "toutes les unités utiles sont activées")
_MOVES = _p("moves to a better hex (+{:.2f})", "se déplace vers une meilleure case (+{:.2f})")
_NO_MOVE = _p("no move improves the position", "aucun déplacement n'améliore la position")
_NO_ATTACK = _p("no attack is worth it", "aucune attaque ne vaut la peine")
_ATTACKS = _p(
    "the best expected attack (worth {:.2f})", "la meilleure attaque espérée (valeur {:.2f})"
)
_ATTACKS_ORDER = _p(
    "the best expected attack (worth {:.2f}), with an attack order",
    "la meilleure attaque espérée (valeur {:.2f}), avec un ordre d'attaque",
)


class GreedyPlayer:
    name = "greedy"

    def __init__(self, seed: int = 0, params: PlayerParams | None = None) -> None:
        self.rng = random.Random(seed)
        self.params = params or params_for()
        self.last_active: dict[int, int] = {}
        self._bold: dict[float, PlayerParams] = {}
        self._phase: tuple[int, int, str] | None = None
        self._settled: set[int] = set()
        self._plan: list[int] | None = None
        self._no_fight: set[int] = set()
        self._unknown: frozenset[int] = frozenset()
        self.score = Scorer(self.params, frozenset(), self.last_active)
        self._why: Phrase | tuple[Phrase, float] | None = None
        """The last decision's explanation, or its wording and the figure it shows."""

    def explain(self) -> Phrase | None:
        why = self._why
        if isinstance(why, tuple):
            words, figure = why
            return Phrase(words.en.format(figure), words.fr.format(figure))
        return why

    # ------------------------------------------------------------------ choose

    def choose(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        pos = obs.position
        opt = ctx.optional if pos.optional is not None else None
        if opt is None:
            return self._decide(ctx, obs, legal)
        # Annexe 3: its decisions and actions first (``advice``), then the greedy
        # choice in the context of the hour, weather and fires, as the engine
        # will check it (``engine.apply`` derives the same one).
        advised = opt.suggest(ctx, obs, legal)
        if advised is not None:
            self._why = Phrase("an optional rule's move", "un coup des règles optionnelles")
            return advised
        ctx = opt.effective(ctx, pos)
        for _ in range(64):
            action = self._decide(ctx, obs, legal)
            if pos.combat is not None or not opt.refusal(ctx, pos, action):
                return action
            # An optional rule forbids it (a sleeping camp, boats...): that unit
            # is settled for this phase and the choice is made again.
            unit = getattr(action, "unit", None)
            if isinstance(action, Move | Enter | Attack) and unit in ctx.piece_index:
                self._settled.add(ctx.piece_index[unit])
                if isinstance(action, Attack):
                    self._no_fight.add(ctx.piece_index[unit])
            elif not isinstance(action, Activate):
                break
        self._why = _p("what the optional rules leave", "ce que laissent les règles optionnelles")
        return next((a for a in legal if isinstance(a, EndPhase)), legal[0])

    def _decide(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        pos = obs.position
        phase = (pos.turn, pos.active, pos.phase)
        if phase != self._phase or obs.unknown != self._unknown:
            self._phase, self._settled, self._plan = phase, set(), None
            self._no_fight = set()
            self._unknown = obs.unknown
            self.score = Scorer(self.bolder(ctx, pos, obs.side), obs.unknown, self.last_active)
        c = pos.combat
        if c is not None:
            if c.stage == "defence":
                return self._defence(ctx, pos)
            if c.stage == "retreat":
                return self._retreat(ctx, pos, obs.side)
            if c.stage == "follow":
                return self._follow(ctx, pos)
            if c.stage == "charge":
                return self._charge(ctx, pos)
        if pos.phase == "deployment":
            return self._deploy(ctx, pos, legal)
        if pos.phase == "command":
            return self._command(ctx, pos)
        if pos.phase == "movement":
            return self._movement(ctx, pos)
        return self._combat(ctx, pos)

    def bolder(self, ctx: GameContext, pos: Position, side: int) -> PlayerParams:
        """The weights of this phase: from mid-game on, a side that would not win at
        the turn limit (fewer objective points held than the enemy, or no
        objectives to decide it) grows bolder turn by turn, up to twice the
        aggression and the objectives' weight and half the caution on the last
        turn: waiting only helps the side ahead. From the observed position."""
        half = ctx.max_turns / 2
        late = min(1.0, max(0.0, (pos.turn - half) / half)) if half > 0 else 0.0
        if late <= 0.0:
            return self.params
        if ctx.objectives_count:
            mine, theirs = objective_points(ctx, pos)
            if side == 1:
                mine, theirs = theirs, mine
            if mine > theirs:
                return self.params
        found = self._bold.get(late)  # the same weights every phase of a turn
        if found is None:
            p = self.params
            found = self._bold[late] = p.with_values(
                {
                    "aggression": p.aggression * (1.0 + late),
                    "objective": p.objective * (1.0 + late),
                    "caution": p.caution * (1.0 - 0.5 * late),
                }
            )
        return found

    def _end(self, why: Phrase) -> Action:
        self._why = why
        return EndPhase()

    # ------------------------------------------------------------- deployment

    def _deploy(self, ctx: GameContext, pos: Position, legal: Sequence[Action]) -> Action:
        deploys = [a for a in legal if isinstance(a, Deploy)]
        for a in deploys:
            p = ctx.piece(a.unit)
            if p.start >= 0 and ctx.label(p.start) == a.to:
                self._why = _p("deployed where the scenario puts it", "déployée selon le scénario")
                return a
        unit = deploys[0].unit
        piece = ctx.piece(unit)
        enemy_zone = ctx.zones[1 - piece.side]
        tb = ai_eval.tables(ctx)

        def score(a: Deploy) -> float:
            k = ctx.key_of(a.to)
            near = min((key_distance(k, z) for z in enemy_zone), default=0)
            front = -near if not piece.leader else near * 0.5 - 3
            return front + tb.defence.get(k, 0.0) * 0.5 + self.rng.random() * 0.1

        self._why = _p("deployed facing the enemy", "déployée face à l'ennemi")
        return max((a for a in deploys if a.unit == unit), key=score)

    # ---------------------------------------------------------------- command

    def _activations(self, ctx: GameContext, pos: Position) -> list[int]:
        """The units to activate this command phase, most urgent first: each one the
        leaders in range can still take (a transversal matroid, so taking them in
        urgency order is the same as asking the engine before each activation).
        Remembered (``greedy_memo``) while the scorer has no urgency of its own."""
        at, activated = pos.at, pos.activated
        candidates = tuple(
            i for i in ai_eval.tables(ctx).units[pos.active] if at[i] >= 0 and i not in activated
        )
        if self.score.has_urgencies():
            return list(self._plan_activations(ctx, pos, candidates)[0])
        plan, urgencies = greedy_memo.activations(
            ctx,
            pos,
            (self.score, tuple(map(self.last_active.get, candidates, repeat(0)))),
            lambda: self._plan_activations(ctx, pos, candidates),
        )
        self.score.keep_urgencies(urgencies)
        return list(plan)

    def _plan_activations(
        self, ctx: GameContext, pos: Position, candidates: tuple[int, ...]
    ) -> greedy_memo.Plan:
        side = pos.active
        done = sorted(i for i in pos.activated if ctx.pieces[i].side == side)
        urgency = self.score.urgency
        urgencies = tuple((i, urgency(ctx, pos, i)) for i in candidates)
        # Most urgent first, then by index: candidates are in index order and the
        # sort, reversed or not, keeps the order of ties.
        order = [i for i, _u in sorted(urgencies, key=itemgetter(1), reverse=True)]
        if not command.side_has_command(ctx, side):
            return tuple(order), urgencies
        matching = command.Matching(ctx, pos, side)
        for u in done:
            matching.add(u)
        return tuple(u for u in order if matching.options.get(u) and matching.add(u)), urgencies

    def _command(self, ctx: GameContext, pos: Position) -> Action:
        side = pos.active
        if self._plan is None:
            self._plan = self._activations(ctx, pos)
        while self._plan and self._plan[0] in pos.activated:
            self._plan.pop(0)
        if self._plan:
            best = self._plan.pop(0)
            self.last_active[best] = pos.turn
            self._why = (_ACTIVATES, self.score.urgency(ctx, pos, best))
            return Activate(ctx.pieces[best].id)
        spare = [i for i in engine.manoeuvrable(ctx, pos) if not ctx.pieces[i].decoy]
        if spare:
            cost = command.manoeuvre_cost(ctx)
            chiefs = command.leaders(ctx, pos, side)
            leaderless = command.side_has_command(ctx, side) and not chiefs
            tokens = pos.tokens[side]
            best = max(spare, key=lambda i: (self.score.urgency(ctx, pos, i), -i))
            u = self.score.urgency(ctx, pos, best)
            worth = u * 0.3 > cost * self.score.token_value(tokens - cost)
            if leaderless or (tokens - cost >= 1 and worth):
                self.last_active[best] = pos.turn
                self._why = (
                    _p(
                        "no leader left: a manoeuvre order activates the most useful unit",
                        "plus de chef : un ordre de manœuvre active l'unité la plus utile",
                    )
                    if leaderless
                    else _p(
                        "a manoeuvre order for a useful unit out of command",
                        "un ordre de manœuvre pour une unité utile hors commandement",
                    )
                )
                return Manoeuvre(ctx.pieces[best].id)
        return self._end(_ALL_ACTIVATED)

    # --------------------------------------------------------------- movement

    def _movement(self, ctx: GameContext, pos: Position) -> Action:
        side = pos.active
        for p in ai_eval.tables(ctx).reinforcements[side]:
            if p.index not in self._settled:
                hexes = turn.entry_hexes(ctx, pos, p.index)
                if hexes:
                    k = max(hexes, key=lambda h: (self.score.hex_score(ctx, pos, p.index, h), -h))
                    self._why = _p("a reinforcement enters", "un renfort entre")
                    return engine_enter(ctx, p.index, k)
                self._settled.add(p.index)
        movers = [i for i in engine.movers(ctx, pos) if i not in self._settled]
        # Nearest the enemy first, then by index (``movers`` is in index order; ties keep it).
        field = self.score.near_field(ctx, pos, side)
        at = pos.at
        if field is not None:
            slot = ai_eval.tables(ctx).slot
            movers.sort(key=lambda i: field[slot[at[i]]])
        else:
            movers.sort(key=lambda i: self.score.near_enemy(ctx, pos, side, at[i]))
        for i in movers:
            self._settled.add(i)
            here = pos.at[i]
            best_k, best, stay = best_hex(self.score, ctx, pos, i)
            if best_k != here and best > stay + 0.02:
                self._why = (_MOVES, best - stay)
                return Move(ctx.pieces[i].id, ctx.label(best_k))
        return self._end(_NO_MOVE)

    # ----------------------------------------------------------------- combat

    def best_attack(
        self, ctx: GameContext, pos: Position, a: int, targets: Sequence[int]
    ) -> tuple[float, int, bool]:
        """(worth, target, with an attack order) of ``a``'s best attack; target -1: none."""
        side = ctx.pieces[a].side
        tokens = pos.tokens[side]
        can_order = tokens >= ctx.play.orders.attack_cost
        order_cost = self.score.token_value(tokens - 1) * ctx.play.orders.attack_cost
        best = (self.params.min_attack, -1, False)
        for t in targets:
            s = ai_eval.exact_attack(ctx, pos, a, t)
            if s is None:
                continue
            w = self.score.attack_worth(ctx, pos, a, t, s)
            if w > best[0]:
                best = (w, t, False)
            if can_order:
                so = ai_eval.exact_attack(ctx, pos, a, t, order=True)
                if so is not None:
                    wo = self.score.attack_worth(ctx, pos, a, t, so) - order_cost
                    if wo > best[0] and wo > w:
                        best = (wo, t, True)
        return best

    def _combat(self, ctx: GameContext, pos: Position) -> Action:
        w, a, t, order = greedy_memo.best_attack(
            ctx, pos, (self.params, self.score), lambda: self._best(ctx, pos)
        )
        if a < 0:
            return self._end(_NO_ATTACK)
        self._why = (_ATTACKS_ORDER if order else _ATTACKS, w)
        return Attack(ctx.pieces[a].id, ctx.pieces[t].id, attack_order=order)

    def _best(self, ctx: GameContext, pos: Position) -> greedy_memo.Attack:
        """(worth, attacker, target, with an attack order) of the phase's best attack."""
        best = (self.params.min_attack, -1, -1, False)
        side = pos.active
        # A unit that fights only beside it (range 1) has no target with no enemy
        # piece beside it: ``engine.targets`` is asked only when one is.
        tb = ai_eval.tables(ctx)
        at = pos.at
        enemy_hexes = {at[e] for e, _decoy in tb.foes[side]}
        beside = tb.neighbours
        for a in engine.fighters(ctx, pos):
            if a in self._no_fight:
                continue
            if ctx.pieces[a].range <= 1 and enemy_hexes.isdisjoint(beside[pos.at[a]]):
                continue
            w, t, order = self.best_attack(ctx, pos, a, engine.targets(ctx, pos, a))
            if t >= 0 and w > best[0]:
                best = (w, a, t, order)
        return best

    # ------------------------------------------------------- combat decisions

    def _defence(self, ctx: GameContext, pos: Position) -> Action:
        c = pos.combat
        assert c is not None
        d = c.defender
        without = ai_eval.exact_attack(
            ctx, pos, c.attacker, d, order=c.attack_order, defence_order=False
        )
        with_o = ai_eval.exact_attack(
            ctx, pos, c.attacker, d, order=c.attack_order, defence_order=True
        )
        side = ctx.pieces[d].side
        give = False
        gain = 0.0
        if without is not None and with_o is not None:
            v = ai_eval.tables(ctx).values[d]
            gain = (without[2] - with_o[2]) * v * 0.5 + (without[1] - with_o[1]) * v
            give = (
                gain > self.score.token_value(pos.tokens[side] - 1) * ctx.play.orders.defence_cost
            )
        self._why = (
            _p(
                f"defence order: it spares a likely retreat (worth {gain:.2f})",
                f"ordre de défense : il évite un recul probable (valeur {gain:.2f})",
            )
            if give
            else _p("no defence order: little to gain", "pas d'ordre de défense : peu à gagner")
        )
        return DefenceOrder(give)

    def _retreat(self, ctx: GameContext, pos: Position, side: int) -> Action:
        c = pos.combat
        assert c is not None
        i = c.retreating
        options = retreat_options(ctx, pos)
        k = max(options, key=lambda h: (self.score.hex_score(ctx, pos, i, h, False), -h))
        self._why = _p("retreats to the safest hex", "recule vers la case la plus sûre")
        return Retreat(ctx.pieces[i].id, ctx.label(k))

    def _follow(self, ctx: GameContext, pos: Position) -> Action:
        c = pos.combat
        assert c is not None
        a = c.attacker
        stay = self.score.hex_score(ctx, pos, a, pos.at[a], False)
        go = self.score.hex_score(ctx, pos, a, c.origin, False)
        charge = ctx.pieces[a].unit_class in ctx.play.combat_sequence.charge_classes
        advance = go > stay or (charge and go > stay - 0.5)
        self._why = _p(
            "follows up" if advance else "holds its ground",
            "suit" if advance else "reste en place",
        )
        return FollowUp(advance)

    def _charge(self, ctx: GameContext, pos: Position) -> Action:
        c = pos.combat
        assert c is not None
        w, t, order = self.best_attack(ctx, pos, c.attacker, charge_targets(ctx, pos))
        if t < 0:
            self._why = _p("no charge worth it", "pas de charge qui vaille")
            return Charge()
        self._why = _p(f"charges (worth {w:.2f})", f"charge (valeur {w:.2f})")
        return Charge(ctx.pieces[t].id, attack_order=order)


def engine_enter(ctx: GameContext, i: int, k: int) -> Action:
    return Enter(ctx.pieces[i].id, ctx.label(k))


__all__ = ["GreedyPlayer"]
