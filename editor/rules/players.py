"""Players: one protocol for a person at the window and for the computer players.

A player is asked to choose among the legal actions of the side it plays,
from what that side observes (``fog.observe``), never from the true position:
the driver hands it nothing else. Each computer player owns its random
generator, seeded apart from the game's, so a game's log (its seed and
actions) replays without the players.

``play_game`` lets two players play a game to the end and returns its record
(``editor.rules.record``) and final position.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from editor.core.phrases import Phrase
from editor.rules.actions import Action, EndPhase, Resign
from editor.rules.context import GameContext
from editor.rules.engine import apply, legal_actions, start
from editor.rules.fog import Observation, observe
from editor.rules.position import Position
from editor.rules.record import GameRecord, new_record


class Player(Protocol):
    name: str

    def choose(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        """One of ``legal``, decided from ``obs`` only."""
        ...

    def explain(self) -> Phrase | None:
        """Why the last choice, in words (None: no reason to give)."""
        ...


class RandomPlayer:
    """Chooses uniformly among the legal actions (never resigns)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if not isinstance(a, Resign)] or list(legal)
        return options[self.rng.randrange(len(options))]

    def explain(self) -> Phrase | None:
        return Phrase("chosen at random", "choisi au hasard")


PLAYER_KINDS: dict[str, Callable[[int], Player]] = {}
"""Computer player kinds by name (``random``, ``greedy``...), each built from a seed."""


def register(name: str, factory: Callable[[int], Player]) -> None:
    PLAYER_KINDS[name] = factory


register("random", RandomPlayer)


def make_player(kind: str, seed: int) -> Player:
    if kind not in PLAYER_KINDS:
        _load_kinds()
    try:
        return PLAYER_KINDS[kind](seed)
    except KeyError:
        known = ", ".join(sorted(PLAYER_KINDS))
        raise ValueError(f"unknown computer player {kind!r} (known: {known})") from None


def _load_kinds() -> None:
    # On first use: the greedy player brings the engine's search with it. The
    # kind is registered here, not by its module, so that it need not import this one.
    from editor.rules.greedy import GreedyPlayer

    register("greedy", GreedyPlayer)


@dataclass(slots=True)
class PlayedGame:
    record: GameRecord
    position: Position


MAX_ACTIONS = 200_000


def play_game(
    ctx: GameContext,
    players: Sequence[Player],
    seed: int,
    *,
    max_actions: int = MAX_ACTIONS,
    on_action: Callable[[Position, Action, list], None] | None = None,
    on_start: Callable[[Position, list], None] | None = None,
) -> PlayedGame:
    """Play a whole game of ``ctx`` between ``players`` (by side index)."""
    pos, events = start(ctx, seed)
    if on_start is not None:
        on_start(pos, events)
    record = new_record(ctx, seed, events)
    record.players = {ctx.sides[i]: p.name for i, p in enumerate(players)}
    for _ in range(max_actions):
        if pos.over:
            break
        side = pos.deciding
        legal = legal_actions(ctx, pos)
        action = players[side].choose(ctx, observe(ctx, pos, side), legal)
        pos, events = apply(ctx, pos, action)
        record.append(action, events)
        if on_action is not None:
            on_action(pos, action, events)
    else:
        raise RuntimeError(f"no result after {max_actions} actions")
    return PlayedGame(record, pos)


__all__ = ["EndPhase", "PlayedGame", "Player", "RandomPlayer", "make_player", "play_game"]
