"""The expert player's tree: information sets, their choices and what they won.

One node per information set: the position as the searching side observes it
(``fog.observe``, which shows the enemy's unidentified pieces as canonical
stand-ins and hides the dice generator), so every determinization of the same
knowledge reaches the same node (Cowling, Powley and Whitehouse, "Information
Set Monte Carlo Tree Search", IEEE TCIAIG 2012). The nodes are kept in a table
by that key: two orders of the same moves reach one node (transpositions),
and the table lives for one turn, so a decision starts from what the previous
ones of the turn learnt.

A node's choices are listed once, best-looking first (``expert_moves``);
progressive widening lets a node consider one more of them as its visits
grow (``1 + widening * sqrt(visits)``), and UCB1 picks among those; at the
decision being searched the expert compares them by sequential halving
instead (``expert``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from editor.rules.actions import Action
from editor.rules.fog import Observation


@dataclass(slots=True)
class Edge:
    """One choice of a node and the outcomes of the iterations that took it."""

    action: Action
    visits: int = 0
    total: float = 0.0
    """Sum of the chances to win the iterations through it ended with."""

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class Node:
    """An information set of the searching side and its choices, best-looking first."""

    __slots__ = ("edges", "visits")

    def __init__(self, actions: Sequence[Action]) -> None:
        self.edges = [Edge(a) for a in actions]
        self.visits = 0

    def open_edges(self, widening: float) -> list[Edge]:
        """The choices considered after ``visits`` iterations (progressive widening)."""
        k = 1 + int(widening * math.sqrt(self.visits))
        return self.edges[:k]

    def select(self, widening: float, explore: float) -> Edge:
        """UCB1 among the open choices; one never tried first, in the order of the list."""
        edges = self.open_edges(widening)
        for e in edges:
            if e.visits == 0:
                return e
        log_n = math.log(max(1, self.visits))
        return max(edges, key=lambda e: e.mean + explore * math.sqrt(log_n / e.visits))

    def update(self, edge: Edge, value: float) -> None:
        self.visits += 1
        edge.visits += 1
        edge.total += value


def info_key(obs: Observation) -> Hashable:
    """The information set of ``obs``: the side and the position as it sees it."""
    return (obs.side, obs.position)


class Tree:
    """The nodes of one turn of the searching side, by information set."""

    def __init__(self, turn: tuple[int, int] | None = None) -> None:
        self.turn = turn
        self.nodes: dict[Hashable, Node] = {}

    def node(
        self, obs: Observation, choices: Callable[[Observation], Sequence[Action]]
    ) -> tuple[Node, bool]:
        """The node of ``obs`` and whether it is new (its choices listed now)."""
        key = info_key(obs)
        found = self.nodes.get(key)
        if found is not None:
            return found, False
        made = self.nodes[key] = Node(choices(obs))
        return made, True


__all__ = ["Edge", "Node", "Tree", "info_key"]
