"""Where things are, written short for a set-up sheet (plain Python, no Qt).

Hexes are ``CCRR`` labels; a run of hexes that follow each other down (or up)
one column is written as a range, « 0101–0104 », which is shorter than the
list and reads the same. Edge obstacles are grouped per hex (« 0705 N NW SW »)
and hexes of one column with the same sides become a range too
(« 0706–0712 NW SW »).
"""

from __future__ import annotations

from collections.abc import Sequence

Cell = tuple[int, int]
"""(column, row), 1-based, as printed."""
DASH = "\u2013"


def _label(cell: Cell, digits: int) -> str:
    return f"{cell[0]:0{digits}d}{cell[1]:0{digits}d}"


def _runs(cells: Sequence[Cell]) -> list[tuple[Cell, Cell]]:
    """(first, last) of each run of cells one row apart in one column, in the given order."""
    out: list[tuple[Cell, Cell]] = []
    step = 0
    for cell in cells:
        if out:
            first, last = out[-1]
            d = cell[1] - last[1]
            if cell[0] == last[0] and d in (1, -1) and (first == last or d == step):
                out[-1] = (first, cell)
                step = d
                continue
        out.append((cell, cell))
        step = 0
    return out


def hex_ranges(cells: Sequence[Cell], digits: int = 2) -> list[str]:
    """The cells in the given order, runs down or up a column as « first–last »."""
    return [
        _label(a, digits) if a == b else f"{_label(a, digits)}{DASH}{_label(b, digits)}"
        for a, b in _runs(cells)
    ]


def edge_ranges(sides: Sequence[tuple[Cell, int, str]], digits: int = 2) -> list[str]:
    """Edge obstacles as (hex, clockwise index of the side, side name), in any order:
    one item per hex with its sides clockwise, then a range for hexes of one
    column in a row that carry the same sides."""
    per_hex: dict[Cell, dict[int, str]] = {}
    for cell, index, name in sides:
        per_hex.setdefault(cell, {})[index] = name
    groups: list[tuple[Cell, Cell, str]] = []
    for cell in sorted(per_hex):
        names = " ".join(n for _, n in sorted(per_hex[cell].items()))
        if groups:
            first, last, prev = groups[-1]
            if prev == names and cell[0] == last[0] and cell[1] == last[1] + 1:
                groups[-1] = (first, cell, names)
                continue
        groups.append((cell, cell, names))
    out = []
    for a, b, names in groups:
        where = _label(a, digits) if a == b else f"{_label(a, digits)}{DASH}{_label(b, digits)}"
        out.append(f"{where} {names}")
    return out


def capped(items: Sequence[str], limit: int) -> tuple[list[str], int]:
    """The first ``limit`` items and how many are left out."""
    return list(items[:limit]), max(0, len(items) - limit)
