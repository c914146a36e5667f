"""Game state: the units on the map, order tokens, turn and phase, built from a Scenario.

Thucydide ch. 1, « Les unités »: a unit occupies exactly one hex and one hex
holds one unit, even a reduced one; units have no facing. Everything random
goes through the one seeded ``random.Random`` of the state, so that the
scenario, the seed and the action log reproduce any position (``game.replay``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Literal

from editor.core.hexes import Hex
from editor.core.play_rules import PlayRules
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.rules.terrain import TerrainIndex, key

Phase = Literal["command", "movement", "combat", "end"]
PHASES: tuple[Phase, ...] = ("command", "movement", "combat", "end")


@dataclass(slots=True)
class UnitState:
    id: str
    side: str
    unit_class: str
    quality: str
    weight: str
    plaquettes: int
    initial_plaquettes: int
    position: Hex | None
    leader: str = ""
    rank: str = ""
    """Command rank of the leader with this unit, if any."""
    value: int = 0
    capabilities: frozenset[str] = frozenset()
    lost: bool = False
    activated: bool = False
    moved: bool = False
    attacked: bool = False
    road_bonus_used: bool = False

    @property
    def on_map(self) -> bool:
        return not self.lost and self.position is not None


@dataclass(slots=True)
class GameState:
    scenario: Scenario
    ruleset: Ruleset
    play: PlayRules
    terrain: TerrainIndex
    seed: int
    rng: random.Random
    units: dict[str, UnitState]
    sides: list[str]
    tokens: dict[str, int]
    initial_units: dict[str, int]
    max_turns: int
    occupant: dict[int, str] = field(default_factory=dict)
    turn: int = 1
    active: int = 0
    """Index in ``sides`` of the player whose turn it is."""
    phase: Phase = "command"
    manoeuvre_used: bool = False
    winner: str | None = None
    margin: str | None = None
    over: bool = False
    log: list[dict[str, Any]] = field(default_factory=list)
    events: list[str] = field(default_factory=list)
    night: bool = False
    """Annexe 3, L'obscurité (optional rule)."""
    sight_limit: int | None = None
    """Darkness, fog: no unit seen beyond this many hexes (Annexe 3)."""
    smoke: set[Hex] = field(default_factory=set)
    """Hexes in smoke (Annexe 3, La fumée): « obstacle total à la visibilité »."""
    caches: dict[str, Any] = field(default_factory=dict)

    @property
    def active_side(self) -> str:
        return self.sides[self.active]

    def unit(self, unit_id: str) -> UnitState:
        try:
            return self.units[unit_id]
        except KeyError:
            raise KeyError(f"unknown unit {unit_id!r}") from None

    def unit_at(self, h: Hex) -> UnitState | None:
        uid = self.occupant.get(key(h))
        return self.units[uid] if uid is not None else None

    def side_units(self, side: str) -> list[UnitState]:
        return [u for u in self.units.values() if u.side == side and u.on_map]

    def enemy_of(self, side: str) -> str:
        return next(s for s in self.sides if s != side)

    def place(self, unit: UnitState, h: Hex | None) -> None:
        if unit.position is not None:
            self.occupant.pop(key(unit.position), None)
        unit.position = h
        if h is not None and not unit.lost:
            self.occupant[key(h)] = unit.id

    def remove(self, unit: UnitState) -> None:
        if unit.position is not None:
            self.occupant.pop(key(unit.position), None)
        unit.lost = True
        unit.plaquettes = 0

    def snapshot(self) -> dict[str, Any]:
        """Everything that makes two states the same game position."""
        return {
            "turn": self.turn,
            "active": self.active,
            "phase": self.phase,
            "tokens": dict(self.tokens),
            "winner": self.winner,
            "margin": self.margin,
            "over": self.over,
            "units": {
                u.id: (u.position, u.plaquettes, u.lost, u.activated, u.moved, u.attacked)
                for u in self.units.values()
            },
            "rng": self.rng.getstate(),
        }


def _conditions_turns(scenario: Scenario, default: int) -> int:
    """The scenario's turn limit: ``setup.turns``, else a ``turns`` condition, else ``default``."""
    if scenario.setup.turns is not None:
        return scenario.setup.turns
    for name in ("turns", "tours", "max_turns"):
        text = scenario.conditions.get(name, "")
        digits = "".join(c for c in str(text) if c.isdigit())
        if digits:
            return int(digits)
    return default


def new_game(
    scenario: Scenario, ruleset: Ruleset, play: PlayRules | None = None, seed: int = 0
) -> GameState:
    """The starting position of ``scenario``; the first player is drawn at random
    (ch. 1, « on tire au sort le premier joueur ») with the seeded generator."""
    if play is None:
        play = getattr(ruleset, "play", None)
        if play is None:
            raise ValueError(f"ruleset {ruleset.id!r} has no play: section")
    sides = [s.id for s in scenario.sides] or sorted({u.side for u in scenario.units})
    if len(sides) != 2:
        raise ValueError(f"a game needs two sides, the scenario has {len(sides)}")
    rng = random.Random(seed)
    units: dict[str, UnitState] = {}
    leaders_seen: set[str] = set()
    for u in scenario.units:
        if u.position is None:
            continue
        utype = play.unit_type(u.type)
        quality = play.quality(u.quality)
        # The scenario's own weight and rank win; otherwise derive them (ASSUMPTIONS).
        if u.weight in utype.weights:
            weight = u.weight
        else:
            weight = quality.weight if quality.weight in utype.weights else utype.default_weight
        rank = u.rank
        if u.leader and not rank:
            rank = play.command.other_rank if u.side in leaders_seen else play.command.chief_rank
        if u.leader or rank:
            leaders_seen.add(u.side)
        units[u.id] = UnitState(
            id=u.id,
            side=u.side,
            unit_class=u.type,
            quality=quality.id,
            weight=weight,
            plaquettes=u.plaquettes,
            initial_plaquettes=u.plaquettes,
            position=u.position,
            leader=u.leader,
            rank=rank,
            value=u.value,
            capabilities=frozenset(u.capabilities),
        )
    state = GameState(
        scenario=scenario,
        ruleset=ruleset,
        play=play,
        terrain=TerrainIndex(scenario, ruleset),
        seed=seed,
        rng=rng,
        units=units,
        sides=sides,
        tokens={s: play.orders.initial_tokens for s in sides},
        initial_units={s: sum(1 for u in units.values() if u.side == s) for s in sides},
        max_turns=_conditions_turns(scenario, play.victory.max_turns),
    )
    for u in units.values():
        if u.position is not None:
            k = key(u.position)
            if k in state.occupant:
                raise ValueError(f"two units on one hex: {state.occupant[k]} and {u.id}")
            state.occupant[k] = u.id
    state.active = rng.randrange(2)
    return state
