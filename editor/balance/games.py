"""One game of a balance run, played where a worker runs it, and summed up.

A game is a pure function of (scenario text, player kind, seed): the worker
parses the scenario once per process, plays the game with the scenario's
per-side parameters, and returns a ``GameSummary`` (plain values, cheap to
send back) with, when asked, the game's log compressed (the same YAML as
``hexfield play --log``). Seeds follow ``hexfield play``: the game's seed,
players seeded ``2 * seed + 1`` and ``2 * seed + 2``, so any game of a run is
also ``hexfield play SCENARIO --seed S --side A=KIND --side B=KIND``.
"""

from __future__ import annotations

import hashlib
import zlib
from dataclasses import dataclass, field
from typing import Any

from editor.rules.context import GameContext
from editor.rules.places import GONE
from editor.rules.rng import mix

_CONTEXTS: dict[str, GameContext] = {}


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``run_seed`` (below 2**31, easy to type)."""
    return mix((run_seed * 1_000_003 + index) & ((1 << 64) - 1)) % (1 << 31)


@dataclass(frozen=True, slots=True)
class GameTask:
    """Games to play in one go: what a worker receives."""

    scenario_text: bytes
    scenario_file: str
    player: str
    """The series' label: the player kind, or ``a-b`` for a ladder match."""
    indexes: tuple[int, ...]
    seeds: tuple[int, ...]
    keep_logs: bool = False
    variant: int = 0
    """0: the scenario; 1: the ``--compare`` variant."""
    sides: tuple[str, str] | None = None
    """The player kind of each side; None: ``player`` plays both."""


@dataclass(slots=True)
class GameSummary:
    variant: int
    player: str
    index: int
    seed: int
    winner: int
    """Side index of the winner; -1: a draw."""
    margin: str
    reason: str
    first: int
    turns: int
    actions: int
    losses: tuple[int, int]
    points: tuple[int, int]
    leads: tuple[float, ...]
    """Side 0's lead (``search.evaluate``) at the end of each player-turn."""
    deaths: tuple[tuple[int, int, str], ...]
    """(hex key, side, unit class) of each unit eliminated."""
    combats: tuple[int, ...]
    """The defender's hex of each attack."""
    held: tuple[tuple[int, int], ...]
    """Per objective: player-turns held by side 0, by side 1."""
    survival: tuple[tuple[int, str, bool], ...]
    """(side, unit class, survived) of each unit that took part."""
    log: bytes | None = field(default=None, repr=False)
    """The game's log (YAML), zlib-compressed; None when not kept."""


def context_of(text: bytes, file: str) -> GameContext:
    """The game context of a scenario's text, built once per process."""
    digest = hashlib.sha256(text).hexdigest()
    ctx = _CONTEXTS.get(digest)
    if ctx is None:
        from editor.io.scenario_file import parse_scenario
        from editor.rules.game import game_context

        result = parse_scenario(text, file)
        if not result.ok or result.scenario is None or result.ruleset is None:
            msgs = "; ".join(d.format_text() for d in result.diagnostics[:5])
            raise ValueError(f"{file}: the scenario has errors: {msgs}")
        ctx = _CONTEXTS[digest] = game_context(result.scenario, result.ruleset)
    return ctx


def play_task(task: GameTask) -> list[GameSummary]:
    """Play the task's games (in a worker process, or here)."""
    ctx = context_of(task.scenario_text, task.scenario_file)
    return [play_one(ctx, task, i, s) for i, s in zip(task.indexes, task.seeds, strict=True)]


def play_one(ctx: GameContext, task: GameTask, index: int, seed: int) -> GameSummary:
    from editor.rules.events_combat import AttackAnnounced, Eliminated
    from editor.rules.events_game import PhaseStarted
    from editor.rules.players import play_game, side_player
    from editor.rules.search import evaluate

    kinds = task.sides or (task.player, task.player)
    players = [side_player(ctx, s, kinds[s], 2 * seed + 1 + s) for s in (0, 1)]
    leads: list[float] = []
    deaths: list[tuple[int, int, str]] = []
    combats: list[int] = []
    held = [[0, 0] for _ in ctx.objectives]
    before: list[Any] = [None]

    def started(pos: Any, _events: list[Any]) -> None:
        before[0] = pos

    def watch(pos: Any, _action: Any, events: list[Any]) -> None:
        for ev in events:
            if isinstance(ev, Eliminated):
                p = ctx.piece(ev.unit)
                deaths.append((ctx.key_of(ev.at), p.side, p.unit_class))
            elif isinstance(ev, AttackAnnounced):
                # where the defender stood when the attack was announced
                combats.append(before[0].at[ctx.piece_index[ev.target]])
            elif isinstance(ev, PhaseStarted) and ev.phase == "command":
                turn_done(pos)
        if pos.over:
            turn_done(pos)
        before[0] = pos

    def turn_done(pos: Any) -> None:
        leads.append(round(evaluate(ctx, pos, 0), 3))
        for n, holder in enumerate(pos.holders):
            if holder >= 0:
                held[n][holder] += 1

    game = play_game(ctx, players, seed, on_action=watch, on_start=started)
    pos = game.position
    r = pos.result
    assert r is not None
    survival = tuple(
        (p.side, p.unit_class, pos.at[p.index] != GONE)
        for p in ctx.pieces
        if not p.decoy and p.takes_part
    )
    log = None
    if task.keep_logs:
        from editor.io.game_log import dumps_game_log
        from editor.rules.record import record_to_dict

        game.record.scenario_file = task.scenario_file
        log = zlib.compress(dumps_game_log(record_to_dict(game.record)).encode("utf-8"), 6)
    return GameSummary(
        variant=task.variant,
        player=task.player,
        index=index,
        seed=seed,
        winner=-1 if r.winner is None else r.winner,
        margin=r.margin or "",
        reason=r.reason,
        first=pos.first,
        turns=pos.turn,
        actions=len(game.record.actions),
        losses=(r.losses[0], r.losses[1]),
        points=(r.points[0], r.points[1]),
        leads=tuple(leads),
        deaths=tuple(deaths),
        combats=tuple(combats),
        held=tuple((a, b) for a, b in held),
        survival=survival,
        log=log,
    )
