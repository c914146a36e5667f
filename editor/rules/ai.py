"""A simple computer player that uses the same public actions as a person.

``random``: activates what command allows, moves each activated unit to a
random reachable hex (or leaves it), attacks a random legal target.
``greedy``: moves towards the nearest enemy and attacks the target it throws
most dice at. The player's own ``random.Random`` is separate from the game's,
so the game log alone replays the game.
"""

from __future__ import annotations

import random
from typing import Literal

from editor.core.hexes import distance
from editor.rules import command
from editor.rules.combat import dice_for_attack, why_cannot_attack
from editor.rules.game import apply
from editor.rules.movement import movement_range
from editor.rules.state import GameState, UnitState

Mode = Literal["random", "greedy"]


def _activation(state: GameState, rng: random.Random, mode: Mode) -> list[str]:
    side = state.active_side
    units = state.side_units(side)
    if mode == "random":
        rng.shuffle(units)
    chosen: list[str] = []
    for u in units:
        if command.can_activate(state, side, [*chosen, u.id]) == "":
            chosen.append(u.id)
    return chosen


def _targets(state: GameState, unit: UnitState) -> list[UnitState]:
    enemy = state.enemy_of(unit.side)
    return [e for e in state.side_units(enemy) if why_cannot_attack(state, unit, e) == ""]


def play_phase(state: GameState, rng: random.Random, mode: Mode = "random") -> None:
    """Play the active player's current phase to its end (the last action ends it)."""
    side = state.active_side
    if state.phase == "command":
        chosen = _activation(state, rng, mode)
        if chosen:
            apply(state, {"type": "activate", "units": chosen})
    elif state.phase == "movement":
        grid = state.scenario.grid
        for u in [u for u in state.side_units(side) if u.activated and not u.moved]:
            reach = movement_range(state, u)
            hexes = list(reach)
            if not hexes:
                continue
            if mode == "random":
                if rng.random() < 0.2:
                    continue
                to = rng.choice(hexes)
            else:
                enemies = [e.position for e in state.side_units(state.enemy_of(side))]
                if not enemies or u.position is None:
                    continue

                scored = [
                    (min(distance(h, e) for e in enemies if e is not None), reach.cost(h), h)
                    for h in hexes
                ]
                best = min(scored, key=lambda x: (x[0], x[1]))
                here = min(distance(u.position, e) for e in enemies if e is not None)
                if best[0] >= here:
                    continue
                to = best[2]
            apply(state, {"type": "move", "unit": u.id, "to": grid.label(to)})
    elif state.phase == "combat":
        for u in [u for u in state.side_units(side) if u.activated and not u.attacked]:
            if state.over or not u.on_map or u.road_bonus_used:
                continue
            targets = _targets(state, u)
            if not targets:
                continue
            if mode == "random":
                target = rng.choice(targets)
            else:
                target = max(targets, key=lambda t: dice_for_attack(state, u, t).dice)
            apply(state, {"type": "attack", "unit": u.id, "target": target.id})
            if state.over:
                return
    if not state.over:
        apply(state, {"type": "end_phase"})


def play_game(
    state: GameState,
    seed: int = 0,
    modes: tuple[Mode, Mode] = ("random", "random"),
    limit: int = 100_000,
) -> GameState:
    """Let computer players play ``state`` to the end."""
    rng = random.Random(seed)
    for _ in range(limit):
        if state.over:
            break
        play_phase(state, rng, modes[state.active])
    return state
