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
from typing import Any, Protocol

from editor.core.phrases import Phrase
from editor.rules.actions import Action, EndPhase, Resign
from editor.rules.context import GameContext
from editor.rules.engine import apply, start
from editor.rules.fog import Observation, observe
from editor.rules.lazy_legal import LegalActions
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


PLAYER_KINDS: dict[str, Callable[..., Player]] = {}
"""Computer player kinds by name (``random``, ``beginner``, ``greedy``, ``search``,
``expert``), each built from a seed (and, for those that have them, parameters)."""
LADDER = ("random", "beginner", "greedy", "search", "expert")
"""The computer players from the weakest to the strongest."""
LEVELS: dict[str, str] = {
    "beginner": "beginner",
    "normal": "greedy",
    "hard": "search",
    "expert": "expert",
}
"""The levels of the window and the command line, easiest first, and the kind that
plays each; a level's name is accepted wherever a kind's is."""


def kind_of(name: str) -> str:
    """The computer player kind of ``name``, a kind or a level."""
    return LEVELS.get(name, name)


def register(name: str, factory: Callable[..., Player]) -> None:
    PLAYER_KINDS[name] = factory


register("random", RandomPlayer)


def make_player(kind: str, seed: int, params: Any = None) -> Player:
    """A computer player of ``kind``; ``params`` (``ai_params.PlayerParams``) for
    the kinds that read them (the others ignore them)."""
    kind = kind_of(kind)
    if kind not in PLAYER_KINDS:
        _load_kinds()
    factory = PLAYER_KINDS.get(kind)
    if factory is None:
        known = ", ".join(sorted(PLAYER_KINDS))
        raise ValueError(f"unknown computer player {kind!r} (known: {known})")
    if params is None or kind == "random":
        return factory(seed)
    return factory(seed, params)


def side_player(ctx: GameContext, side: int, kind: str, seed: int) -> Player:
    """A computer player for ``side`` with the parameters its scenario sets for it
    (``sides[].computer``) over the defaults."""
    from editor.rules.ai_params import params_for

    overrides = ctx.scenario.sides[side].computer if side < len(ctx.scenario.sides) else {}
    return make_player(kind, seed, params_for(overrides) if kind != "random" else None)


def _load_kinds() -> None:
    # On first use: the greedy player brings the engine's search with it. The
    # kinds are registered here, not by their modules, so that those need not
    # import this one (the searching player imports the greedy one).
    from editor.rules.beginner import BeginnerPlayer
    from editor.rules.expert import ExpertPlayer
    from editor.rules.greedy import GreedyPlayer
    from editor.rules.search import SearchPlayer

    register("beginner", BeginnerPlayer)
    register("greedy", GreedyPlayer)
    register("search", SearchPlayer)
    register("expert", ExpertPlayer)


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
    record = new_record(ctx, seed, events, pos)
    record.players = {ctx.sides[i]: p.name for i, p in enumerate(players)}
    for _ in range(max_actions):
        if pos.result is not None:  # over
            break
        side = pos.deciding
        legal = LegalActions(ctx, pos)
        action = players[side].choose(ctx, observe(ctx, pos, side), legal)
        pos, events = apply(ctx, pos, action)
        record.append(action, events, pos)
        if on_action is not None:
            on_action(pos, action, events)
    else:
        raise RuntimeError(f"no result after {max_actions} actions")
    return PlayedGame(record, pos)


__all__ = [
    "EndPhase",
    "PlayedGame",
    "Player",
    "RandomPlayer",
    "kind_of",
    "make_player",
    "play_game",
    "side_player",
]
