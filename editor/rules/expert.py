"""The expert computer player: Information Set Monte Carlo Tree Search.

After Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree
Search" (IEEE TCIAIG 2012). The tree is over the side's information sets
(``expert_tree``): each iteration draws a world consistent with what the side
observes (``search.determinize``: the enemy pieces it cannot identify dealt
at random to the markers it sees, a fresh dice generator seeded from the
player's own), takes one of the decision's choices, walks down the tree
choosing by UCB1 with progressive widening (``expert_moves`` lists a
decision's choices, the greedy player's first), adds one node, then plays on
with the greedy policy for both sides to the horizon, the end of the enemy's
next turn, and scores the position reached with the searching player's
evaluation (``search.evaluate``) turned into a chance to win. The dice fall
as the game's own rules throw them, from the world's generator: an attack
leads to one node per outcome the side sees.

At the decision itself the choices are not picked by UCB1 but by sequential
halving (Karnin, Koren and Somekh, ICML 2013; as at the root of Gumbel
MuZero, Danihelka et al., ICLR 2022), which aims at the best choice rather
than at spending few iterations on bad ones: the first choices the widening
allows for the budget are each played on the same worlds (the same hidden
pieces, dice generator and rollout players: common random numbers, so their
difference is measured rather than the worlds'), the worse half dropped
after each round (the greedy player's choice always kept), and the best
survivor played only if it beat the greedy choice on those worlds by more
than ``DEVIATE`` standard errors of the paired differences: a choice ahead
by the luck of a few worlds is noise, not a reason to leave the prior (the
measurements, with the ladder: ``docs/players-and-balance.md``).

The greedy player the tree starts from is the turn's plan: when the side's
command phase starts, the searching player's plan search (``search``: the
greedy weights evolved on sampled worlds) chooses the weights of the turn,
as a person settles on a plan before moving a unit; that plan's greedy
player comes first among each decision's choices, plays the side in the
look-aheads and decides what the tree does not search. The tree then
departs from the plan where another move beats it clearly. Against the
greedy player on the same 64 ladder games (seeds 2811 and 4242), the plan
won 44 where the default weights every turn won 40
(``docs/players-and-balance.md``).

In the last ``ENDGAME`` turns the look-aheads, the tree's and the plan search's,
play on to the game's end instead: the turn limit is near, and what decides the
game there is the result it will give (the objectives held, then the relative
losses: ``victory.at_turn_limit``), which a score at the end of the enemy's next
turn only guesses at. Against greedy on the same 160 ladder games (seeds 2811
and 4242, Morgarten aside) it won 128 where the horizon alone won 112, and at
Morgarten (four turns, a race for the Letzi) 33 of 40 where it won 17
(``docs/players-and-balance.md``).

What a person decides in a phase is what the tree branches on: a move of
one unit to one hex, an attack, ending the phase; moving A then B reaches the
node of moving B then A (the table is keyed by the observed position). The
command phase (activate every unit the leaders can take) and the decisions
in the enemy's turn (defence orders, retreats) are left to the greedy player.

Reproducible for a seed and an iteration budget: each searched decision runs
iterations until its node has been visited ``iterations`` times (at least a
quarter of them new), the tree of the turn kept between decisions (the
choices' results so far count in the halving); a time
limit in seconds may stop it sooner (not reproducible), and so may ``stop``
(the window's *Move now*); ``progress`` is told the share done.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable, Sequence

from editor.core.phrases import Phrase
from editor.core.player_params import PlayerParams
from editor.rules.actions import Action
from editor.rules.ai_params import params_for
from editor.rules.context import GameContext
from editor.rules.expert_moves import choices
from editor.rules.expert_tree import Edge, Node, Tree
from editor.rules.expert_words import explanation
from editor.rules.fog import Observation
from editor.rules.greedy import GreedyPlayer
from editor.rules.lazy_legal import LegalActions
from editor.rules.position import Position
from editor.rules.search import (
    SearchPlayer,
    determinize,
    evaluate,
    near_end,
    rollout_players,
    to_horizon,
)

ITERATIONS = 100
"""Visits of a searched decision's node (the default budget)."""
WIDENING = 0.6
EXPLORE = 0.5
DEVIATE = 1.0
"""Standard errors by which another choice must beat the greedy player's on the
shared worlds to be played instead (the search's noise is no reason to deviate)."""
ENDGAME = 4
"""Within this many turns of the turn limit the look-aheads play to the game's end."""
SCALE = 8.0
"""An evaluation of ``SCALE`` is a 73 % chance to win (logistic)."""


def win_chance(score: float) -> float:
    """The evaluation as a chance to win (``search.WIN`` for a game won: 1)."""
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, score / SCALE))))


class ExpertPlayer:
    name = "expert"

    def __init__(
        self,
        seed: int = 0,
        params: PlayerParams | None = None,
        *,
        iterations: int = ITERATIONS,
        seconds: float = 0.0,
        plans: bool = True,
        endgame: int = ENDGAME,
    ) -> None:
        self.params = params or params_for()
        self.rng = random.Random(seed)
        self.planner: SearchPlayer | None = SearchPlayer(seed, self.params) if plans else None
        """Chooses the turn's plan (the greedy weights of the turn) when its command phase
        starts, as the searching player does; None: the default weights every turn."""
        if self.planner is not None:
            self.planner.endgame = endgame
        self.endgame = endgame
        self._default = GreedyPlayer(seed, self.params)
        self.iterations = iterations
        self.seconds = seconds
        self.tree = Tree()
        self.simulations = 0
        self.progress: Callable[[float], None] | None = None
        self.stop: threading.Event | None = None
        self._why: Phrase | None = None
        self.chance: float | None = None
        """The chance to win the iterations through its last choice ended with, as its
        explanation quotes it (None: that choice was not searched)."""

    @property
    def policy(self) -> GreedyPlayer:
        """The greedy player of the turn's plan: it decides what the tree does not
        search (the command phase, the enemy's turn), comes first among the choices
        the tree weighs, and plays the side in the look-aheads."""
        return self.planner.policy if self.planner is not None else self._default

    def explain(self) -> Phrase | None:
        if self._why is not None:
            return self._why
        return self.planner.explain() if self.planner is not None else self.policy.explain()

    def choose(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        pos = obs.position
        self.chance = None
        if not searched(pos, obs.side):
            self._why = None
            if self.planner is not None:
                return self.planner.choose(ctx, obs, legal)
            return self.policy.choose(ctx, obs, legal)
        turn = (pos.turn, pos.active)
        if self.tree.turn != turn:
            self.tree = Tree(turn)
        root, _new = self.tree.node(obs, self._choices(ctx))
        if len(root.edges) <= 1:
            self._why = None
            return self.policy.choose(ctx, obs, legal)
        edge = self._search(ctx, obs, root)
        self._why = explanation(ctx, obs, root, edge.action)
        self.chance = edge.mean
        return edge.action

    def _choices(self, ctx: GameContext) -> Callable[[Observation], list[Action]]:
        policy = self.policy
        return lambda o: choices(ctx, o, policy.params, policy.last_active)

    def _search(self, ctx: GameContext, obs: Observation, root: Node) -> Edge:
        """Sequential halving over the root's first choices, each round's candidates
        played on the same worlds, the greedy player's choice kept to the end; the
        survivor that beats it clearly there (``DEVIATE``), else the greedy choice."""
        wanted = self.iterations
        runs = max(max(1, wanted // 4), wanted - root.visits)
        deadline = time.monotonic() + self.seconds if self.seconds > 0 else None
        alive = root.edges[: 1 + int(WIDENING * math.sqrt(runs))]
        prior = alive[0]
        won: dict[int, list[float]] = {id(e): [] for e in alive}
        """Per choice, its chance to win on each world it was played on, in order."""
        rounds = max(1, math.ceil(math.log2(len(alive))))
        done = 0
        for r in range(rounds):
            per = max(1, (runs - done) // ((rounds - r) * len(alive)))
            for _ in range(per):
                world = determinize(ctx, obs, self.rng), self.rng.getrandbits(32)
                for edge in alive:
                    won[id(edge)].append(self._iterate(ctx, obs, world, edge))
                    done += 1
                    if self.progress is not None:
                        self.progress(min(1.0, done / runs))
                stopped = self.stop is not None and self.stop.is_set()
                if stopped or (deadline is not None and time.monotonic() > deadline):
                    return _clear_winner(alive, prior, won)
            # a stable sort: ties keep the prior's order
            others = sorted(alive[1:], key=lambda e: -e.mean)
            alive = [prior, *others[: max(1, math.ceil(len(alive) / 2) - 1)]]
        return _clear_winner(alive, prior, won)

    def _iterate(
        self,
        ctx: GameContext,
        obs: Observation,
        world: tuple[Position, int],
        first: Edge | None = None,
    ) -> float:
        """One iteration: down the tree (through ``first`` at the root, if given),
        one node added, greedy to the horizon; the chance to win it ended with."""
        side = obs.side
        self.simulations += 1
        pos, seed = world
        policy = self.policy
        players = rollout_players(seed, policy.params, policy.last_active, side)
        path: list[tuple[Node, Edge]] = []
        growing = True
        forced = first

        def down_the_tree(pos: Position, who: int, seen: Observation) -> Action:
            nonlocal growing, forced
            if growing and who == side and searched(pos, side):
                node, new = self.tree.node(seen, self._choices(ctx))
                growing = not new
                if node.edges:
                    edge = forced or node.select(WIDENING, EXPLORE)
                    forced = None
                    path.append((node, edge))
                    return edge.action
            return players[who].choose(ctx, seen, LegalActions(ctx, pos))

        pos = to_horizon(ctx, pos, side, down_the_tree, near_end(ctx, pos, self.endgame))
        value = win_chance(evaluate(ctx, pos, side, self.params.objective))
        for node, edge in path:
            node.update(edge, value)
        return value


def _clear_winner(alive: list[Edge], prior: Edge, won: dict[int, list[float]]) -> Edge:
    """The best of ``alive`` by its mean if it beat ``prior`` (the greedy player's
    choice) on the worlds both were played on by more than ``DEVIATE`` standard
    errors of the paired differences; else ``prior``."""
    best = max(alive, key=lambda e: e.mean)  # the first of equals: the prior
    if best is prior:
        return prior
    diffs = [a - b for a, b in zip(won[id(best)], won[id(prior)], strict=False)]
    n = len(diffs)
    if n < 2:
        return prior
    mean = sum(diffs) / n
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    return best if mean > DEVIATE * spread / math.sqrt(n) else prior


def searched(pos: Position, side: int) -> bool:
    """Whether the tree decides here: the side's own movement and combat phases (its
    follow-ups and charges too), no decision of the optional rules pending."""
    if pos.active != side or pos.deciding != side or pos.phase not in ("movement", "combat"):
        return False
    opt = pos.optional
    return opt is None or opt.pending is None


__all__ = ["ITERATIONS", "ExpertPlayer", "searched", "win_chance"]
