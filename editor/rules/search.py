"""The searching computer player: a turn's plan chosen by look-ahead.

A turn holds many actions (a dozen activations, moves and attacks), too many
for a tree over single actions; online evolutionary planning (Justesen et
al., "Playing Multi-Action Adversarial Games: Online Evolutionary Planning
versus Tree Search", IEEE TCIAIG 2018) searches over whole turns instead and
beats MCTS there. Here a turn's plan is the greedy policy with its weights
perturbed (``ai_params.WEIGHTS``): at the start of each of its turns the
player evolves a small population of plans. Each plan is played out on
sampled worlds to the end of the enemy's next turn (the enemy modelled by
the default greedy player) and the outcome scored (``evaluate``); the best
half survives, mutated copies replace the rest. The plan kept plays the whole
turn, reacting to the dice as they fall.

Hidden information is sampled, never read: each world is a determinization
of what the side observes (``fog.observe``): the enemy pieces it cannot
identify are dealt at random to the markers it sees, and the dice of the
look-ahead come from a generator seeded by the player, not the game's. The
budget per turn is an iteration count (plans x generations x samples,
reproducible) and, optionally, a time limit in seconds (not reproducible).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import replace

from editor.core.phrases import Phrase
from editor.core.player_params import WEIGHTS, PlayerParams
from editor.rules.actions import Action
from editor.rules.ai_eval import tables
from editor.rules.ai_params import params_for
from editor.rules.context import GameContext
from editor.rules.fog import Observation, observe
from editor.rules.greedy import GreedyPlayer
from editor.rules.places import GONE, OFF
from editor.rules.position import Position, with_changes
from editor.rules.rng import seed_state
from editor.rules.search_book import Book, Horizon
from editor.rules.victory import losses, objective_points

WIN = 100.0
_FLAGS = ("activated", "moved", "turn_moved", "fought", "road", "charged")


def determinize(ctx: GameContext, obs: Observation, rng: random.Random) -> Position:
    """A world consistent with ``obs``: the pieces the side cannot identify dealt
    at random to the markers it sees (each keeping its marker's number and what
    the marker did this turn), the others of them off the map; a fresh dice
    generator."""
    pos = obs.position
    state = seed_state(rng.getrandbits(63))
    unknown = sorted(obs.unknown)
    if not unknown:
        return with_changes(pos, rng=state)
    slots = [(pos.at[j], pos.markers[j], j) for j in unknown if pos.at[j] >= 0]
    pool = unknown[:]
    rng.shuffle(pool)
    at, markers = list(pos.at), list(pos.markers)
    flags = {n: set(getattr(pos, n)) - set(unknown) for n in _FLAGS}
    for j in unknown:
        at[j] = OFF
        markers[j] = 0
    for (k, number, stand_in), piece in zip(slots, pool, strict=False):
        at[piece] = k
        markers[piece] = number
        for n in _FLAGS:
            if stand_in in getattr(pos, n):
                flags[n].add(piece)
    return with_changes(
        pos,
        at=tuple(at),
        markers=tuple(markers),
        rng=state,
        **{n: frozenset(v) for n, v in flags.items()},
    )


def evaluate(ctx: GameContext, pos: Position, side: int, objective: float = 1.5) -> float:
    """How good ``pos`` is for ``side``: the result if the game is over; else the
    two sides' losses over what beats them (``loss_scale``), the plaquettes lost
    (all of an eliminated unit's), and the objective points held when objectives
    decide."""
    r = pos.result
    if r is not None:
        if r.winner is None:
            return 0.0
        return WIN if r.winner == side else -WIN
    tb = tables(ctx)
    score = 0.0
    for s, sign in ((side, -1.0), (1 - side, 1.0)):
        score += sign * 20.0 * float(losses(ctx, pos, s)) / loss_scale(ctx, s)
    for p in ctx.pieces:
        k = pos.at[p.index]
        if k == OFF or p.decoy:
            continue
        # an eliminated unit has lost all its plaquettes (not none: it no longer stands)
        lost = p.plaquettes if k == GONE else p.plaquettes - pos.plaquettes[p.index]
        if lost:
            share = tb.values[p.index] * lost / max(1, p.plaquettes) * 0.5
            score += share if p.side != side else -share
    if ctx.objectives_count:
        # held points decide at the turn limit: they weigh more as it nears
        pts = objective_points(ctx, pos)
        late = 1.0 + 3.0 * pos.turn / max(1, ctx.max_turns)
        score += objective * late * (pts[side] - pts[1 - side])
    return score


def loss_scale(ctx: GameContext, side: int) -> float:
    """The losses that beat ``side``'s army, in the units of ``victory.losses``: its
    demoralisation threshold; without one (a scenario's « demoralisation: none »), a
    third of the two armies' mean strength, the rules' usual threshold (« 1 tiers du
    nombre initial »), the same for both sides: at the turn limit their raw losses
    are compared (``victory.at_turn_limit``)."""
    t = ctx.thresholds[side]
    if t:
        return float(t)
    found: float | None = ctx._caches.get("search_loss_scale")
    if found is None:
        strength = sum(p.points for p in ctx.pieces if not p.decoy)
        found = ctx._caches["search_loss_scale"] = max(1.0, strength / 2.0 / 3.0)
    return found


class SearchPlayer:
    name = "search"

    def __init__(self, seed: int = 0, params: PlayerParams | None = None) -> None:
        self.params = params or params_for()
        self.rng = random.Random(seed)
        self.policy = GreedyPlayer(seed, self.params)
        self._turn: tuple[int, int] | None = None
        self._why: Phrase | None = None
        self._plan_note: Phrase | None = None
        self.simulations = 0
        self.endgame = 0
        """Within this many turns of the turn limit, plans are played out to the game's
        end rather than to the end of the enemy's next turn (0: never)."""

    def explain(self) -> Phrase | None:
        why = self.policy.explain()
        if why is None or self._plan_note is None:
            return why or self._plan_note
        return Phrase(f"{why} — {self._plan_note.en}", f"{why.fr} — {self._plan_note.fr}")

    def choose(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        pos = obs.position
        turn = (pos.turn, pos.active)
        if (
            pos.phase == "command"
            and pos.combat is None
            and pos.active == obs.side
            and turn != self._turn
        ):
            self._turn = turn
            self._plan(ctx, obs)
        return self.policy.choose(ctx, obs, legal)

    # ------------------------------------------------------------- the search

    def _mutate(self, params: PlayerParams) -> PlayerParams:
        noise = self.params.search_noise
        changes = {}
        for name in WEIGHTS:
            v = getattr(params, name)
            if name == "min_attack":
                changes[name] = v + self.rng.gauss(0.0, noise * 0.3)
            else:
                changes[name] = v * math.exp(self.rng.gauss(0.0, noise))
        return replace(params, **changes)

    def _plan(self, ctx: GameContext, obs: Observation) -> None:
        prm = self.params
        size = max(1, int(prm.search_candidates))
        generations = max(1, int(prm.search_generations))
        samples = max(1, int(prm.search_samples))
        deadline = time.monotonic() + prm.search_seconds if prm.search_seconds > 0 else None
        last = self.policy.params
        seeds = [prm] if last == prm else [prm, last]
        seeds += [prm.with_values(_scaled(prm, a)) for a in ARCHETYPES]
        population: list[tuple[PlayerParams, list[float]]] = [(c, []) for c in seeds[:size]]
        population += [(self._mutate(prm), []) for _ in range(size - len(population))]
        tried = len(population)
        for _gen in range(generations):
            worlds = [
                (Book(determinize(ctx, obs, self.rng)), self.rng.getrandbits(32))
                for _ in range(samples)
            ]
            for cand, got in population:
                for book, seed in worlds:
                    got.append(self._play_out(ctx, book, obs.side, cand, seed))
            population.sort(key=lambda c: -_mean(c[1]))
            if deadline is not None and time.monotonic() > deadline:
                break
            if _gen == generations - 1:
                break
            keep = population[: max(1, size // 2)]
            fresh: list[tuple[PlayerParams, list[float]]] = [
                (self._mutate(keep[i % len(keep)][0]), []) for i in range(size - len(keep))
            ]
            tried += len(fresh)
            population = keep + fresh
        best, best_scores = population[0]
        base_scores = next((got for cand, got in population if cand is prm), None)
        gain = _mean(best_scores) - _mean(base_scores) if base_scores else 0.0
        self._plan_note = Phrase(
            f"plan chosen by look-ahead among {tried} ({gain:+.2f} over the default weights)",
            f"plan choisi par anticipation parmi {tried} ({gain:+.2f} sur les poids par défaut)",
        )
        keep_rotation = self.policy.last_active
        self.policy = GreedyPlayer(self.rng.getrandbits(32), best)
        self.policy.last_active = dict(keep_rotation)

    def _play_out(
        self, ctx: GameContext, world: Book, side: int, params: PlayerParams, seed: int
    ) -> float:
        """Play the plan on ``world`` to the end of the enemy's next turn (as ``to_horizon``
        would, sharing what the other plans played there); its score."""
        self.simulations += 1
        players = rollout_players(seed, params, self.policy.last_active, side)
        pos = world.play(ctx, side, players, near_end(ctx, world.root.pos, self.endgame))
        return evaluate(ctx, pos, side, self.params.objective)


def rollout_players(
    seed: int, params: PlayerParams, last_active: dict[int, int], side: int
) -> tuple[GreedyPlayer, GreedyPlayer]:
    """The two greedy players of a look-ahead, by side: ``side``'s with ``params`` and
    the activation rotation it has reached, the enemy's with its default weights."""
    mine = GreedyPlayer(seed, params)
    mine.last_active = dict(last_active)
    theirs = GreedyPlayer(seed + 1)
    return (mine, theirs) if side == 0 else (theirs, mine)


def near_end(ctx: GameContext, pos: Position, within: int) -> bool:
    """Whether ``pos`` is within ``within`` turns of the turn limit (its turn and the
    ``within - 1`` after it the last)."""
    return within > 0 and ctx.max_turns - pos.turn < within


def to_horizon(
    ctx: GameContext,
    pos: Position,
    side: int,
    choose: Callable[[Position, int, Observation], Action],
    to_end: bool = False,
) -> Position:
    """``pos`` played on by ``choose`` (given the position, who decides and what that
    side observes) to the end of the enemy's next turn, or the game's end (only that if
    ``to_end``)."""
    from editor.rules.engine import apply

    horizon = Horizon(side, to_end)
    for _ in range(horizon.steps):
        if horizon.reached(pos):
            break
        who = pos.deciding
        pos = apply(ctx, pos, choose(pos, who, observe(ctx, pos, who)))[0]
    return pos


ARCHETYPES: tuple[dict[str, float], ...] = (
    {"aggression": 2.0, "caution": 0.5},
    {"aggression": 0.6, "caution": 1.8},
    {"objective": 3.0, "advance": 2.5},
)
"""Plans the population always starts with (factors of the side's weights): all
out attack, stand fast, go for the objectives; mutations explore around them."""


def _scaled(params: PlayerParams, factors: dict[str, float]) -> dict[str, float]:
    return {k: getattr(params, k) * f for k, f in factors.items()}


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else -math.inf


__all__ = ["SearchPlayer", "determinize", "evaluate"]
