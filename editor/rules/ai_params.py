"""The computer players' parameters as the players use them: the defaults read
from ``resources/players/players.yaml`` (``editor.io.player_params``), with
the settings a scenario gives a side (``sides[].computer``) over them. Each
weight's meaning is in that file, and why its default is what it is where a
measure chose it (``square``, what a square kept formed is worth: the
Pyramides' balance runs).
"""

from __future__ import annotations

from collections.abc import Mapping

from editor.core.player_params import PARAM_NAMES, ParamSpec, PlayerParams
from editor.io.player_params import load_catalogue


def catalogue() -> dict[str, ParamSpec]:
    """Every parameter's default, range and meaning (read once from the resource file)."""
    return load_catalogue()


def default_params() -> PlayerParams:
    specs = catalogue()
    return PlayerParams(**{n: specs[n].default for n in PARAM_NAMES})


def params_for(overrides: Mapping[str, float] | None = None) -> PlayerParams:
    """The defaults with ``overrides`` (a scenario side's ``computer`` settings)."""
    base = default_params()
    return base.with_values(overrides) if overrides else base
