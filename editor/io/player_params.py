"""Reading the computer players' parameters (``resources/players/players.yaml``).

Checked by ``schemas/players.schema.json`` and against the engine's list of
parameters: a missing or extra entry, or a default outside its own range, is
refused with the file and the place.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from functools import cache

from editor import paths
from editor.core.phrases import Phrase
from editor.core.player_params import PARAM_NAMES, ParamSpec
from editor.io import schema_check
from editor.io.yaml_strict import YamlLoadError, load_yaml_file

PLAYERS_FILE = paths.RESOURCES / "players" / "players.yaml"


class PlayerParamsError(ValueError):
    """The parameters file is broken; the message says what and where."""


def read_catalogue(path: str | os.PathLike[str]) -> dict[str, ParamSpec]:
    file = os.fsdecode(path)
    try:
        doc = load_yaml_file(path)
    except YamlLoadError as exc:
        raise PlayerParamsError("\n".join(d.format_text() for d in exc.diagnostics)) from None
    problems = schema_check.check(doc.data, "players")
    if problems:
        lines = []
        for d in problems:
            where = doc.position(d.path)
            lines.append((d.at(*where) if where else d).in_file(file).format_text())
        raise PlayerParamsError("\n".join(lines))
    out: dict[str, ParamSpec] = {}
    for name, entry in doc.data["parameters"].items():
        low, high = entry["range"]
        if not low <= entry["default"] <= high:
            raise PlayerParamsError(
                f"{file}: {name}: default {entry['default']} outside {low}..{high}"
            )
        out[name] = ParamSpec(
            name, float(entry["default"]), low, high, Phrase(entry["en"], entry["fr"])
        )
    missing = set(PARAM_NAMES) - set(out)
    extra = set(out) - set(PARAM_NAMES)
    if missing or extra:
        raise PlayerParamsError(
            f"{file}: parameters missing: {sorted(missing)}; unknown: {sorted(extra)}"
        )
    return out


@cache
def load_catalogue() -> dict[str, ParamSpec]:
    return read_catalogue(PLAYERS_FILE)


def problems(values: Mapping[str, object]) -> list[tuple[str, Phrase]]:
    """(name, what is wrong) for each setting that is unknown or out of its range."""
    specs = load_catalogue()
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
