"""The expert computer player: Information Set Monte Carlo Tree Search.

After Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree
Search" (IEEE TCIAIG 2012). The tree is over the side's information sets
(``expert_tree``): each iteration draws a world consistent with what the side
observes (``search.determinize``: the enemy pieces it cannot identify dealt
at random to the markers it sees, a fresh dice generator seeded from the
player's own), walks down the tree choosing by UCB1 with progressive widening
(``expert_moves`` lists a decision's choices, the greedy player's first),
adds one node, then plays on with the greedy policy for both sides to the
horizon, the end of the enemy's next turn, and scores the position reached
with the searching player's evaluation (``search.evaluate``) turned into a
chance to win. The dice fall as the game's own rules throw them, from the
world's generator: an attack leads to one node per outcome the side sees.

What a person decides in a phase is what the tree branches on: a move of
one unit to one hex, an attack, ending the phase; moving A then B reaches the
node of moving B then A (the table is keyed by the observed position). The
command phase (activate every unit the leaders can take) and the decisions
in the enemy's turn (defence orders, retreats) are left to the greedy player.

Reproducible for a seed and an iteration budget: each searched decision runs
iterations until its node has been visited ``iterations`` times (at least a
quarter of them new), the tree of the turn kept between decisions; a time
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
from editor.rules.expert_tree import Node, Tree
from editor.rules.expert_words import explanation
from editor.rules.fog import Observation
from editor.rules.greedy import GreedyPlayer
from editor.rules.lazy_legal import LegalActions
from editor.rules.position import Position
from editor.rules.search import determinize, evaluate, rollout_players, to_horizon

ITERATIONS = 100
"""Visits of a searched decision's node (the default budget)."""
WIDENING = 0.6
EXPLORE = 0.5
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
    ) -> None:
        self.params = params or params_for()
        self.rng = random.Random(seed)
        self.policy = GreedyPlayer(seed, self.params)
        """Decides what the tree does not search (the command phase, the enemy's turn)."""
        self.iterations = iterations
        self.seconds = seconds
        self.tree = Tree()
        self.simulations = 0
        self.progress: Callable[[float], None] | None = None
        self.stop: threading.Event | None = None
        self._why: Phrase | None = None

    def explain(self) -> Phrase | None:
        return self._why or self.policy.explain()

    def choose(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        pos = obs.position
        if not searched(pos, obs.side):
            self._why = None
            return self.policy.choose(ctx, obs, legal)
        turn = (pos.turn, pos.active)
        if self.tree.turn != turn:
            self.tree = Tree(turn)
        root, _new = self.tree.node(obs, self._choices(ctx))
        if len(root.edges) <= 1:
            self._why = None
            return self.policy.choose(ctx, obs, legal)
        self._search(ctx, obs, root)
        chosen = root.best().action
        self._why = explanation(ctx, obs, root, chosen)
        return chosen

    def _choices(self, ctx: GameContext) -> Callable[[Observation], list[Action]]:
        return lambda o: choices(ctx, o, self.params, self.policy.last_active)

    def _search(self, ctx: GameContext, obs: Observation, root: Node) -> None:
        wanted = self.iterations
        fresh = max(1, wanted // 4)
        runs = max(fresh, wanted - root.visits)
        deadline = time.monotonic() + self.seconds if self.seconds > 0 else None
        for n in range(runs):
            self._iterate(ctx, obs)
            if self.progress is not None:
                self.progress((n + 1) / runs)
            if deadline is not None and time.monotonic() > deadline:
                break
            if self.stop is not None and self.stop.is_set():
                break

    def _iterate(self, ctx: GameContext, obs: Observation) -> None:
        """One iteration: a world, down the tree, one node added, greedy to the horizon."""
        side = obs.side
        self.simulations += 1
        pos = determinize(ctx, obs, self.rng)
        seed = self.rng.getrandbits(32)
        players = rollout_players(seed, self.params, self.policy.last_active, side)
        path: list[tuple[Node, int]] = []
        growing = True

        def down_the_tree(pos: Position, who: int, seen: Observation) -> Action:
            nonlocal growing
            if growing and who == side and searched(pos, side):
                node, new = self.tree.node(seen, self._choices(ctx))
                growing = not new
                if node.edges:
                    edge = node.select(WIDENING, EXPLORE)
                    path.append((node, node.edges.index(edge)))
                    return edge.action
            return players[who].choose(ctx, seen, LegalActions(ctx, pos))

        pos = to_horizon(ctx, pos, side, down_the_tree)
        value = win_chance(evaluate(ctx, pos, side, self.params.objective))
        for node, e in path:
            node.update(node.edges[e], value)


def searched(pos: Position, side: int) -> bool:
    """Whether the tree decides here: the side's own movement and combat phases (its
    follow-ups and charges too), no decision of the optional rules pending."""
    if pos.active != side or pos.deciding != side or pos.phase not in ("movement", "combat"):
        return False
    opt = pos.optional
    return opt is None or opt.pending is None


__all__ = ["ITERATIONS", "ExpertPlayer", "searched", "win_chance"]
