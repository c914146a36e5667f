"""The river and the coastal zone (V4 p71 and p74).

A river is 1 to 2 UD wide and lies 2 to 6 UD from a side edge: on hexes, a
chain running from the attacker's edge to the defender's edge whose bank
nearest the side edge stays in that band, one or two hexes wide. Each line of
a wide river is drawn (linked) from edge to edge, as a river enters and leaves
the table by its edges. Its difficulty is rolled when it is placed. The
coastal zone is 4 UD wide along a side edge and impassable.
"""

from __future__ import annotations

import math
from collections import deque

from editor.core.hexes import Hex, neighbors
from editor.generate.adlg_players import decide
from editor.generate.adlg_state import Board, PlacedElement, role_en, role_fr
from editor.io.generator_data import band

SIDE_FR = {"W": "ouest", "E": "est"}
SIDE_EN = {"W": "west", "E": "east"}


def hexes_for(board: Board, ud: float) -> int:
    """How many columns ``ud`` UD make across the table (at least one)."""
    return max(1, round(board.table.mm(ud) / board.table.pitch[0]))


def _band(board: Board) -> tuple[int, int]:
    """Whole columns between the side edge and the near bank: 2 to 6 UD."""
    lo_ud, hi_ud = board.data["river"]["side_distance_ud"]
    px = board.table.pitch[0]
    lo = math.ceil(board.table.mm(lo_ud) / px - 1e-9)
    hi = math.floor(board.table.mm(hi_ud) / px + 1e-9)
    return lo, max(lo, hi)


def _gap(board: Board, h: Hex, side: str) -> int:
    col, _ = board.table.offset(h)
    return col - 1 if side == "W" else board.table.grid.columns - col


def _chain(
    board: Board, side: str, start_gap: int, lo: int, hi: int, taken: set[Hex]
) -> list[Hex] | None:
    """A river from the attacker's edge to the defender's, its near bank in the band."""
    t, dice = board.table, board.dice
    straight = board.data["players"]["river_course"]["straight_chance"]
    col = start_gap + 1 if side == "W" else t.grid.columns - start_gap
    h = t.grid.to_hex(col, 1)
    if h in taken:
        return None
    chain = [h]
    while True:
        y = t.center(h)[1]
        downs = [
            n
            for n in neighbors(h)
            if n in t.hexes
            and n not in taken
            and t.center(n)[1] > y + 1e-6
            and lo <= _gap(board, n, side) <= hi
        ]
        if not downs:
            break
        # Prefer the straight step, drift now and then: a river that meanders a little
        # (``players: river_course``).
        downs.sort(key=lambda n: (abs(t.center(n)[0] - t.center(h)[0]), t.offset(n)))
        h = downs[0] if (len(downs) == 1 or decide(dice, straight)) else dice.choose(downs[1:])
        chain.append(h)
    _, row = t.offset(chain[-1])
    return chain if row == t.grid.rows else None


def _far_bank(
    board: Board, lines: list[tuple[Hex, ...]], side: str, taken: set[Hex]
) -> tuple[Hex, ...] | None:
    """The next line of a wide river, on the far side of the last one.

    A line of its own from the attacker's edge to the defender's, as a player
    draws it: the hexes beside the last line away from the side edge, joined
    into one chain (a shortest one, so it hugs the line beside it). ``None``
    when those hexes do not reach from edge to edge.
    """
    t = board.table
    sign = 1 if side == "W" else -1
    river = {h for line in lines for h in line}
    beside: set[Hex] = set()
    for x in lines[-1]:
        cx = t.center(x)[0]
        beside |= {
            n
            for n in neighbors(x)
            if n in t.hexes
            and n not in river
            and n not in taken
            and sign * (t.center(n)[0] - cx) > 1e-6
        }
    rows = t.grid.rows
    starts = [h for h in t.hexes_sorted(beside) if t.offset(h)[1] == 1]
    came: dict[Hex, Hex | None] = {h: None for h in starts}
    todo = deque(starts)
    while todo:
        h = todo.popleft()
        if t.offset(h)[1] == rows:
            line = [h]
            while (before := came[line[-1]]) is not None:
                line.append(before)
            return tuple(reversed(line))
        for n in neighbors(h):
            if n in beside and n not in came:
                came[n] = h
                todo.append(n)
    return None


def place_river(board: Board, owner: str) -> PlacedElement | None:
    dice, _t = board.dice, board.table
    widths = board.data["river"]["width_ud"]
    width_ud = dice.choose(tuple(range(int(widths[0]), int(widths[1]) + 1)))
    width = hexes_for(board, width_ud)
    lo, hi = _band(board)
    taken = board.occupied()
    options = [(side, g) for side in ("W", "E") for g in range(lo, hi + 1)]
    dice.shuffle(options)
    paths: list[tuple[Hex, ...]] = []
    for side, start_gap in options:
        chain = _chain(board, side, start_gap, lo, hi, taken)
        if chain is None:
            continue
        paths = [tuple(chain)]
        for _ in range(width - 1):
            far = _far_bank(board, paths, side, taken)
            if far is None:
                paths = []
                break
            paths.append(far)
        if paths:
            break
    if not paths:
        dice.note(
            "Pas de place pour la rivière : elle n'est pas placée",
            "No room for the river: it is not placed",
        )
        return None
    dice.note(
        f"{role_fr(owner)} place la rivière : bord {SIDE_FR[side]}, {width_ud} UD de large "
        f"({width} hexagone{'s' if width > 1 else ''}), à {start_gap} hexagones du bord",
        f"{role_en(owner)} places the river: {SIDE_EN[side]} edge, {width_ud} UD wide "
        f"({width} hex{'es' if width > 1 else ''}), {start_gap} hexes from the edge",
    )
    roll = dice.roll("Difficulté de la rivière", "River difficulty")
    row = band(board.data["river_difficulty"], roll)
    dice.note(f"-> {row['fr']}", f"-> {row['en']}")
    hexes = frozenset(x for p in paths for x in p)
    element = PlacedElement(
        board.new_number(),
        "river",
        owner,
        hexes=hexes,
        difficulty=row["id"],
        side=side,
        width_hexes=width,
        paths=tuple(paths),
    )
    board.elements.append(element)
    return element


def place_coast(board: Board, owner: str) -> PlacedElement | None:
    dice, t = board.dice, board.table
    width = hexes_for(board, board.data["coast"]["width_ud"])
    taken = board.occupied()
    sides = [side for side in ("W", "E") if not any(_gap(board, h, side) < width for h in taken)]
    if not sides:
        dice.note(
            "Pas de place pour la zone côtière : elle n'est pas placée",
            "No room for the coastal zone: it is not placed",
        )
        return None
    side = dice.choose(sides)
    cols = t.grid.columns
    band = (
        range(1, min(width, cols) + 1) if side == "W" else range(max(1, cols - width + 1), cols + 1)
    )
    hexes = frozenset(t.grid.to_hex(c, r) for r in range(1, t.grid.rows + 1) for c in band)
    dice.note(
        f"{role_fr(owner)} place la zone côtière le long du bord {SIDE_FR[side]} "
        f"({width} hexagones)",
        f"{role_en(owner)} places the coastal zone along the {SIDE_EN[side]} edge ({width} hexes)",
    )
    element = PlacedElement(
        board.new_number(), "coast", owner, hexes=hexes, side=side, width_hexes=width
    )
    board.elements.append(element)
    return element
