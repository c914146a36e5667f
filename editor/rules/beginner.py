"""The beginner computer player: the greedy player, shaken, that gives no orders.

The easiest level of the window and the command line: the greedy formula
with its weights drawn afresh each turn around the side's own (a factor
``exp(N(0, NOISE))`` each), so it misjudges a hex or an attack from turn to
turn as a new player does, and a share of its moves and attacks (``MISTAKES``)
goes astray: the unit it moves goes to another hex it may reach, the attack
it makes is another one it may make, drawn at random; and it never spends an
order token: its attacks
go without an attack order, it gives no defence order, and no manoeuvre
order (it ends the command phase instead).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import replace

from editor.core.phrases import Phrase
from editor.core.player_params import WEIGHTS, PlayerParams
from editor.rules.actions import (
    Action,
    Attack,
    Charge,
    DefenceOrder,
    EndPhase,
    Manoeuvre,
    Move,
)
from editor.rules.ai_params import params_for
from editor.rules.context import GameContext
from editor.rules.fog import Observation
from editor.rules.greedy import GreedyPlayer

NOISE = 0.6
"""Spread of the weights' factors (a log-normal's sigma)."""
MISTAKES = 0.3
"""The share of its moves and attacks that go astray."""


class BeginnerPlayer:
    name = "beginner"

    def __init__(self, seed: int = 0, params: PlayerParams | None = None) -> None:
        self.params = params or params_for()
        self.rng = random.Random(seed)
        self.policy = GreedyPlayer(seed, self.params)
        self._turn: tuple[int, int] | None = None

    def explain(self) -> Phrase | None:
        return self.policy.explain()

    def choose(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        pos = obs.position
        turn = (pos.turn, pos.active)
        if turn != self._turn:
            self._turn = turn
            rotation = self.policy.last_active
            self.policy = GreedyPlayer(self.rng.getrandbits(32), self._shaken())
            self.policy.last_active = rotation
        action = self.policy.choose(ctx, obs, legal)
        if isinstance(action, Move | Attack) and self.rng.random() < MISTAKES:
            action = self._astray(action, legal)
        return without_orders(action)

    def _astray(self, action: Move | Attack, legal: Sequence[Action]) -> Action:
        """Another move of the same unit, or another attack, drawn at random."""
        others: list[Action]
        if isinstance(action, Move):
            others = [a for a in legal if isinstance(a, Move) and a.unit == action.unit]
        else:
            others = [a for a in legal if isinstance(a, Attack)]
        return others[self.rng.randrange(len(others))] if others else action

    def _shaken(self) -> PlayerParams:
        p = self.params
        return p.with_values(
            {
                n: getattr(p, n) * math.exp(self.rng.gauss(0.0, NOISE))
                for n in WEIGHTS
                if n != "min_attack"
            }
        )


def without_orders(action: Action) -> Action:
    """``action`` with no order token spent (a manoeuvre order: the phase ended)."""
    if isinstance(action, Attack | Charge) and action.attack_order:
        return replace(action, attack_order=False)
    if isinstance(action, DefenceOrder) and action.give:
        return DefenceOrder(False)
    if isinstance(action, Manoeuvre):
        return EndPhase()
    return action


__all__ = ["BeginnerPlayer", "without_orders"]
