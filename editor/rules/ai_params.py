"""The computer players' parameters: weights of the greedy formula and the search budget.

The values are data (``resources/players/players.yaml``, read by
``editor.io.player_params``): each has a default, the range a scenario may set
it in, and its meaning in both languages. A scenario sets any of them per side
(``sides[].computer``); ``params_for`` merges the defaults with those.
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
WEIGHTS: tuple[str, ...] = tuple(n for n in PARAM_NAMES if not n.startswith("search_"))
"""The weights of the greedy formula (what the searching player perturbs)."""


def catalogue() -> dict[str, ParamSpec]:
    """Every parameter's default, range and meaning (read once from the resource file)."""
    from editor.io.player_params import load_catalogue

    return load_catalogue()


def default_params() -> PlayerParams:
    specs = catalogue()
    return PlayerParams(**{n: specs[n].default for n in PARAM_NAMES})


def params_for(overrides: Mapping[str, float] | None = None) -> PlayerParams:
    """The defaults with ``overrides`` (a scenario side's ``computer`` settings)."""
    base = default_params()
    return base.with_values(overrides) if overrides else base


def problems(values: Mapping[str, object]) -> list[tuple[str, Phrase]]:
    """(name, what is wrong) for each setting that is unknown or out of its range."""
    specs = catalogue()
    out: list[tuple[str, Phrase]] = []
    for name, value in values.items():
        spec = specs.get(name)
        if spec is None:
            known = ", ".join(sorted(specs))
            out.append(
                (
                    name,
                    Phrase(
                        f"unknown computer player parameter {name!r} (known: {known})",
                        f"paramètre de joueur ordinateur inconnu {name!r} (connus : {known})",
                    ),
                )
            )
        elif isinstance(value, bool) or not isinstance(value, int | float):
            out.append((name, Phrase(f"{name} must be a number", f"{name} doit être un nombre")))
        elif not spec.low <= value <= spec.high:
            out.append(
                (
                    name,
                    Phrase(
                        f"{name} = {value} is outside {spec.low}..{spec.high}",
                        f"{name} = {value} est hors de {spec.low}..{spec.high}",
                    ),
                )
            )
    return out
