"""Symbols of the terrain legend: short, mnemonic, stable from save to save."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from editor.core.scenario import HexTerrain

SYMBOL = re.compile(r"^[A-Za-z0-9]{1,3}$")
EMPTY_SYMBOL = "."
"""The symbol of open ground (no legend entry)."""


def _candidates(terrain: HexTerrain) -> list[str]:
    ids = sorted(terrain.elements)
    level = str(terrain.level) if terrain.level else ""
    initials = "".join(i[0] for i in ids)
    out = [(initials[: 3 - len(level)] + level)]
    if len(ids) == 1:
        out += [ids[0][:2] + level, ids[0][: 3 - len(level)] + level]
    out += [c.upper() for c in out]
    return [c for c in out if SYMBOL.match(c)]


def assign_symbols(
    used: Iterable[HexTerrain], hints: Mapping[HexTerrain, str]
) -> dict[HexTerrain, str]:
    """A distinct symbol for each terrain in ``used``.

    Symbols the file already gave (``hints``) are kept, so that saving never
    renumbers a hand-written legend; the others are derived from the element
    ids (``cf`` = colline + foret), in a deterministic order.
    """
    taken: set[str] = {"."}
    symbols: dict[HexTerrain, str] = {}
    pending = []
    for terrain in sorted(used, key=HexTerrain.sort_key):
        hint = hints.get(terrain)
        if hint and SYMBOL.match(hint) and hint not in taken:
            symbols[terrain] = hint
            taken.add(hint)
        else:
            pending.append(terrain)
    counter = 0
    for terrain in pending:
        for candidate in _candidates(terrain):
            if candidate not in taken:
                break
        else:
            while True:
                counter += 1
                candidate = f"t{counter}"
                if candidate not in taken:
                    break
        symbols[terrain] = candidate
        taken.add(candidate)
    return symbols
