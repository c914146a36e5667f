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


def _runs(cells: Sequence[Cell], limit: int | None) -> tuple[list[tuple[Cell, Cell]], int]:
    """(first, last) of each run of cells one row apart in one column, in the given
    order, the first ``limit`` of them; and how many cells they cover."""
    out: list[tuple[Cell, Cell]] = []
    step = covered = 0
    for cell in cells:
        if out:
            first, last = out[-1]
            d = cell[1] - last[1]
            if cell[0] == last[0] and d in (1, -1) and (first == last or d == step):
                out[-1] = (first, cell)
                step = d
                covered += 1
                continue
        if limit is not None and len(out) == limit:
            break
        out.append((cell, cell))
        step = 0
        covered += 1
    return out, covered


def _span(a: Cell, b: Cell, digits: int) -> str:
    return _label(a, digits) if a == b else f"{_label(a, digits)}{DASH}{_label(b, digits)}"


def hex_places(
    cells: Sequence[Cell], digits: int = 2, limit: int | None = None
) -> tuple[list[str], int]:
    """The cells in the given order, runs down or up a column as « first–last »:
    the first ``limit`` places, and how many cells are left out."""
    runs, covered = _runs(cells, limit)
    return [_span(a, b, digits) for a, b in runs], len(cells) - covered


def side_letters(name: str, lang: str) -> str:
    """A hex side's compass letters as the reader writes them: west is « O »
    (ouest) in French, so « SW » reads « SO »."""
    return name.replace("W", "O") if lang == "fr" else name


def edge_places(
    sides: Sequence[tuple[Cell, int, str]], digits: int = 2, limit: int | None = None
) -> tuple[list[str], int]:
    """Edge obstacles as (hex, clockwise index of the side, side name), in any order:
    one place per hex with its sides clockwise, a range for hexes of one column
    in a row that carry the same sides. The first ``limit`` places, and how many
    sides are left out."""
    per_hex: dict[Cell, dict[int, str]] = {}
    for cell, index, name in sides:
        per_hex.setdefault(cell, {})[index] = name
    groups: list[tuple[Cell, Cell, str, int]] = []
    for cell in sorted(per_hex):
        names = " ".join(n for _, n in sorted(per_hex[cell].items()))
        if groups:
            first, last, prev, n = groups[-1]
            if prev == names and cell[0] == last[0] and cell[1] == last[1] + 1:
                groups[-1] = (first, cell, names, n + len(per_hex[cell]))
                continue
        if limit is not None and len(groups) == limit:
            break
        groups.append((cell, cell, names, len(per_hex[cell])))
    listed = sum(n for *_, n in groups)
    return [f"{_span(a, b, digits)} {names}" for a, b, names, _ in groups], len(sides) - listed
