"""The searching player's play-outs on one world, shared by the plans that play it.

Every plan of a turn is played out on the same sampled worlds
(``SearchPlayer._plan``): on one world, each plan's greedy player (its own
weights) meets the same enemy player (the default weights and the world's
seed, fresh in every play-out), so where two plans choose the same actions
their play-outs are the same game. A ``Book`` keeps the play-outs of one
world as a tree of actions from it. A plan's player still chooses each of its
actions itself, but an action already played from that position is not
applied again (the position after it is in the tree), and the enemy's
decision there is read from the tree instead of worked out again: the enemy
player decides from what it has observed since it started, so on the same
path it decides the same. When a play-out leaves the tree (an action not
played there yet), the enemy player is first shown, in order, the positions
it was spared, so that it stands where it would have, and decides from there.
The same play-outs, action by action, as ``search.to_horizon`` plays them;
fewer ``apply`` calls and fewer enemy decisions. No Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from editor.rules.actions import Action
from editor.rules.context import GameContext
from editor.rules.fog import observe
from editor.rules.greedy import GreedyPlayer
from editor.rules.lazy_legal import LegalActions
from editor.rules.position import Position

MAX_STEPS = 600
"""Actions a look-ahead may take before it is scored where it stands."""


class Horizon:
    """Where a look-ahead for ``side`` stops: the end of the enemy's next turn (play
    back to ``side`` after the enemy's), or the game's end; only the game's end if
    ``to_end`` (the last turns, where the turn limit's result is near)."""

    def __init__(self, side: int, to_end: bool = False) -> None:
        self.side = side
        self.to_end = to_end
        self.seen_enemy = False
        self.steps = MAX_STEPS * (4 if to_end else 1)
        """Actions the look-ahead may take before it is scored where it stands."""

    def reached(self, pos: Position) -> bool:
        """Whether ``pos``, the next position of the line, is past the look-ahead."""
        if pos.over:
            return True
        if self.to_end:
            return False
        if pos.active != self.side:
            self.seen_enemy = True
            return False
        return self.seen_enemy


@dataclass(slots=True, eq=False)
class _Node:
    pos: Position
    theirs: Action | None = None
    """The enemy player's decision here, once one play-out made it."""
    after: _Node | None = None
    """The position after it."""
    mine: dict[Action, _Node] = field(default_factory=dict)
    """The position after each of the plans' decisions played here."""


class Book:
    """The play-outs on one world (see the module's docstring)."""

    def __init__(self, world: Position) -> None:
        self.root = _Node(world)

    def play(
        self,
        ctx: GameContext,
        side: int,
        players: tuple[GreedyPlayer, GreedyPlayer],
        to_end: bool = False,
    ) -> Position:
        """The world played on by ``players`` (by side; the enemy's fresh) to the end of
        the enemy's next turn, or the game's end (only that if ``to_end``):
        ``search.to_horizon``'s position."""
        from editor.rules.engine import apply

        mine, theirs = players[side], players[1 - side]
        node = self.root
        spared: list[Position] = []
        """Positions where the enemy decided, read from the tree, not shown to it yet."""
        horizon = Horizon(side, to_end)
        for _ in range(horizon.steps):
            pos = node.pos
            if horizon.reached(pos):
                break
            who = pos.deciding
            if who == side:
                action = mine.choose(ctx, observe(ctx, pos, who), LegalActions(ctx, pos))
                known = node.mine.get(action)
                if known is None:
                    known = node.mine[action] = _Node(apply(ctx, pos, action)[0])
                node = known
            elif node.theirs is not None and node.after is not None:
                spared.append(pos)
                node = node.after
            else:
                for seen in spared:  # the enemy catches up with the path it was spared
                    theirs.choose(ctx, observe(ctx, seen, who), LegalActions(ctx, seen))
                spared.clear()
                node.theirs = theirs.choose(ctx, observe(ctx, pos, who), LegalActions(ctx, pos))
                node.after = _Node(apply(ctx, pos, node.theirs)[0])
                node = node.after
        return node.pos
