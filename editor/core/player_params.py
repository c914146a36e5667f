"""The computer players' parameters: weights of the greedy formula and the search budget.

The values are data (``resources/players/players.yaml``, read by
``editor.io.player_params``): each has a default, the range a scenario may set
it in, and its meaning in both languages. A scenario sets any of them per side
(``sides[].computer``); ``editor.rules.ai_params.params_for`` merges the
defaults with those.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace

from editor.core.phrases import Phrase


@dataclass(frozen=True, slots=True)
class ParamSpec:
    name: str
    default: float
    low: float
    high: float
    meaning: Phrase


@dataclass(frozen=True, slots=True)
class PlayerParams:
    """One side's weights and budget (every field is in the resource file)."""

    aggression: float
    caution: float
    leader_caution: float
    objective: float
    advance: float
    terrain: float
    support: float
    min_attack: float
    token: float
    rotation: float
    square: float
    search_candidates: float
    search_generations: float
    search_samples: float
    search_noise: float
    search_seconds: float

    def with_values(self, values: Mapping[str, float]) -> PlayerParams:
        return replace(self, **{k: float(v) for k, v in values.items()})

    def to_dict(self) -> dict[str, float]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


PARAM_NAMES: tuple[str, ...] = tuple(f.name for f in fields(PlayerParams))
RULE_WEIGHTS: tuple[str, ...] = ("square",)
"""Weights of what a scenario's special rule is worth (``square``: a square kept
formed), which no player perturbs: knowing a rule is not a style of play, and a
perturbed weight draws a random number more per plan, which would change the
games of every scenario, those without the rule too."""
WEIGHTS: tuple[str, ...] = tuple(
    n for n in PARAM_NAMES if not n.startswith("search_") and n not in RULE_WEIGHTS
)
"""The weights of the greedy formula the searching (and beginner) player perturbs."""
