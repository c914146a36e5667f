"""The road, placed last (V4 p74): 2D6 and allowed over other elements.

Reading used here (an assumption, the summary of the rules says no more): the
sector die names a sector the road must cross, the other die its course
(``road_course``: from the attacker's edge to the defender's edge, or from side
edge to side edge). A village that touches neither the river nor the coast is
served by the road (free when no player chose one). The road avoids impassable
elements and the sea; where it crosses the river there is a bridge or a ford.
How the player draws it (costs, noise, margins) is ``players: road_course``.
"""

from __future__ import annotations

import heapq
import math
from collections import deque
from typing import Any

from editor.core.hexes import Hex, neighbors
from editor.generate.adlg_data import share
from editor.generate.adlg_state import Board, PlacedElement, role_en, role_fr
from editor.io.generator_data import band

COURSES = {"players_edges": "NS", "side_edges": "WE"}
"""``road_course`` ids -> the pair of table edges the road joins."""


def _blocked(board: Board) -> set[Hex]:
    out: set[Hex] = set()
    for e in board.live():
        if e.kind == "coast" or (e.kind != "road" and board.is_impassable(e.kind)):
            out |= e.hexes
    return out


def _path(
    board: Board, start: Hex, goal: Hex, blocked: set[Hex], noise: list[float]
) -> list[Hex] | None:
    """Cheapest chain of hexes from ``start`` to ``goal`` (A*, seeded noise for a natural line).

    Works on the table's cell numbers (flat lists, ``noise`` one value per cell) rather
    than ``Hex`` values, and finds a cell's neighbours only when the search reaches it:
    the search runs a few times per layout and dominated its time.
    """
    t = board.table
    if start in blocked or goal in blocked:
        return None
    way = _drawing(board)
    cell = t.cell
    n = len(noise)
    step = [1.0 + x for x in noise]
    for h in board.occupied():
        step[cell(h)] += way["occupied_cost"]
    for h in board.water():
        step[cell(h)] += way["water_cost"]
    closed = [False] * n
    for h in blocked:
        if h in t.grid:
            closed[cell(h)] = True
    grid = t.grid
    cols, odd = grid.columns, 1 if grid.stagger == "odd" else 0
    pointy = grid.orientation == "pointy"
    # A cell's neighbours as steps (column, row, cell number), in direction order, by
    # the parity of its column (flat) or row (pointy): the offsets of ``hexes.neighbors``.
    steps = {}
    for parity in (0, 1):
        h = grid.to_hex(parity + 1, parity + 1)
        c0, r0 = grid.to_offset(h)
        around = [grid.to_offset(m) for m in neighbors(h)]
        steps[parity] = [(c - c0, r - r0, (r - r0) * cols + c - c0) for c, r in around]
    gq, gr = goal.q, goal.r
    s, g = cell(start), cell(goal)
    inf = float("inf")
    best = [inf] * n
    came = [-1] * n
    best[s] = 0.0
    heap: list[tuple[float, float, int]] = [(0.0, 0.0, s)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        _, cost, i = pop(heap)
        if cost > best[i]:
            continue
        if i == g:
            out = [i]
            while came[out[-1]] >= 0:
                out.append(came[out[-1]])
            out.reverse()
            return [t.hex_at(k) for k in out]
        row, col = divmod(i, cols)
        for dc, dr, dk in steps[(row if pointy else col) & 1]:
            c = col + dc
            k = i + dk
            # a column on the map and a cell number on it: a row on the map
            if c < 0 or c >= cols or k < 0 or k >= n or closed[k]:
                continue
            cst = cost + step[k]
            if cst < best[k]:
                best[k] = cst
                came[k] = i
                r = row + dr
                if pointy:
                    dq, dr_ = c - (r + odd) // 2 - gq, r - gr
                else:
                    dq, dr_ = c - gq, r - (c + odd) // 2 - gr
                push(heap, (cst + (abs(dq) + abs(dr_) + abs(dq + dr_)) / 2, cst, k))
    return None


def _edge_hexes(board: Board, side: str) -> list[Hex]:
    return board.table.edge_hexes(side)


def _drawing(board: Board) -> dict[str, Any]:
    """How the player draws the road (``players: road_course``, an assumption)."""
    return board.data["players"]["road_course"]


def place_road(
    board: Board, owner: str, village: PlacedElement | None, free: bool
) -> PlacedElement | None:
    dice, t = board.dice, board.table
    if free:
        dice.note(
            "Route gratuite du village (défenseur) : elle traverse le village",
            "Free village road (defender): it runs through the village",
        )
        sector = village.sector if village else None
        position = dice.roll("Défenseur, tracé de la route", "Defender, course of the road")
    else:
        sector, position = dice.roll2(
            f"{role_fr(owner)}, placement de la route", f"{role_en(owner)}, placing the road"
        )
        name_fr, name_en = board.sectors.names[sector]
        dice.note(
            f"-> la route traverse le secteur {sector} ({name_fr})",
            f"-> the road crosses sector {sector} ({name_en})",
        )
    row = band(board.data["road_course"], position)
    course = COURSES[row["id"]]
    dice.note(f"-> {row['fr']}", f"-> {row['en']}")
    blocked = _blocked(board)
    drawing = _drawing(board)
    scale = drawing["noise"]
    rng = dice.rng
    noise = [rng.random() * scale for _ in range(len(t.grid))]  # one per cell, map order
    waypoints: list[set[Hex]] = []
    if village is not None and village.needs_road:
        waypoints.append(set(village.hexes) - blocked)
    if sector is not None:
        waypoints.append(set(board.sector_hexes(sector)) - blocked)
    chain = None
    for attempt, way in enumerate((course, "WE" if course == "NS" else "NS")):
        if attempt:
            dice.note(
                "Pas de passage (mer ou infranchissable) : la route prend l'autre direction",
                "No way through (sea or impassable ground): the road takes the other direction",
            )
        a, b = ("N", "S") if way == "NS" else ("W", "E")
        for _ in range(drawing["tries"]):
            chain = _route(board, a, b, waypoints, blocked, noise)
            if chain:
                break
        if chain:
            course = way
            break
    if not chain and village is not None and village.needs_road:
        # « Doit être adjacent à une rivière, zone côtière ou route » (p75): when no
        # drawn course gets through (a village walled into a corner by impassable
        # ground or the sea), the road takes the shortest way through the village.
        for way in (course, "WE" if course == "NS" else "NS"):
            chain = _through_village(board, village, way, blocked)
            if chain:
                course = way
                dice.note(
                    "Aucun tracé ne passe : la route va au plus court d'un bord à l'autre "
                    "par le village",
                    "No course gets through: the road takes the shortest way from edge "
                    "to edge through the village",
                )
                break
    if not chain:
        dice.note("La route ne peut pas être tracée", "The road cannot be laid")
        return None
    element = PlacedElement(
        board.new_number(),
        "road",
        owner,
        hexes=frozenset(chain),
        sector=sector,
        position=position,
        side=course,
        paths=(tuple(chain),),
    )
    board.elements.append(element)
    dice.note(
        f"Route de {t.grid.label(chain[0])} à {t.grid.label(chain[-1])}, {len(chain)} hexagones",
        f"Road from {t.grid.label(chain[0])} to {t.grid.label(chain[-1])}, {len(chain)} hexes",
    )
    return element


def _route(
    board: Board, a: str, b: str, waypoints: list[set[Hex]], blocked: set[Hex], noise
) -> list[Hex] | None:
    rng = board.dice.rng
    starts = _middle(board, a, blocked)
    ends = _middle(board, b, blocked)
    if not starts or not ends:
        return None
    # One entry and one exit hex, away from the corners: a road that crosses the table.
    here = starts[rng.randrange(len(starts))]
    end = ends[rng.randrange(len(ends))]
    t = board.table
    stops: list[tuple[Hex, set[Hex]]] = []
    # Stops away from the table edges, where there are some: a road that crosses the
    # table does not run along its rim.
    gap = _drawing(board)["stop_clear_of_edges_hexes"] * min(t.pitch) - 1e-6
    for waypoint in waypoints:
        free = waypoint - blocked
        ordered = t.hexes_sorted({h for h in free if t.edge_gap(h) >= gap} or free)
        if not ordered:
            return None
        stops.append((ordered[rng.randrange(len(ordered))], free))
    # Visit the stops in the order the road meets them, from its start edge.
    axis = 1 if a in ("N", "S") else 0
    sign = 1 if a in ("N", "W") else -1
    stops.sort(key=lambda stop: (sign * t.center(stop[0])[axis], t.offset(stop[0])))
    chain: list[Hex] = [here]
    for goal, way in [*stops, (end, {end})]:
        if way & set(chain):
            if goal == end:
                return None  # the road reached the far edge too early: roll its course again
            continue  # it already runs through that sector or village
        # A road never comes back on itself: each leg keeps off the road laid so far,
        # so the road is one line from edge to edge, without a spur (a village it
        # serves lies on it, not at the end of a dead end).
        leg = _leg(board, here, goal, blocked | (set(chain) - {here}), noise)
        if leg is None:
            return None
        chain.extend(leg[1:])
        here = chain[-1]
    return chain


def _through_village(
    board: Board, village: PlacedElement, way: str, blocked: set[Hex]
) -> list[Hex] | None:
    """The shortest road from one edge of ``way`` ("NS" or "WE") to the other through
    the village, in one line: the village to the nearer edge, then out to the other."""
    a, b = ("N", "S") if way == "NS" else ("W", "E")
    town = set(village.hexes) - blocked
    first = _shortest(board, town, set(_edge_hexes(board, a)), blocked)
    if first is None:
        return None
    first.reverse()  # from edge a to the village
    arrival, used = first[-1], set(first)
    last = _shortest(
        board, (town - used) | {arrival}, set(_edge_hexes(board, b)), blocked | (used - {arrival})
    )
    if last is None:
        return None
    taken = (used | set(last)) - {arrival, last[0]}  # the two legs, but where they meet
    inner = _shortest(board, {arrival}, {last[0]}, taken, within=town)
    if inner is None:
        return None
    return first + inner[1:] + last[1:]


def _shortest(
    board: Board,
    sources: set[Hex],
    goals: set[Hex],
    blocked: set[Hex],
    within: set[Hex] | None = None,
) -> list[Hex] | None:
    """A shortest chain from one of ``sources`` to one of ``goals`` avoiding
    ``blocked`` and, if given, staying ``within`` (breadth first, in table order:
    the same chain on every run)."""
    t = board.table
    start = t.hexes_sorted(sources - blocked)
    came: dict[Hex, Hex | None] = dict.fromkeys(start)
    queue = deque(start)
    while queue:
        h = queue.popleft()
        if h in goals:
            chain = []
            step: Hex | None = h
            while step is not None:
                chain.append(step)
                step = came[step]
            return chain[::-1]
        for n in t.neighbours(h):
            if n not in came and n not in blocked and (within is None or n in within):
                came[n] = h
                queue.append(n)
    return None


def _middle(board: Board, side: str, blocked: set[Hex]) -> list[Hex]:
    """The free hexes of an edge, its outer ends (``edge_margin``) left out."""
    hexes = [h for h in _edge_hexes(board, side) if h not in blocked]
    n = len(_edge_hexes(board, side))
    cut = math.floor(share(_drawing(board)["edge_margin"]) * n)
    middle = [h for h in _edge_hexes(board, side)[cut : n - cut] if h not in blocked]
    return middle or hexes


def _leg(board: Board, a: Hex, b: Hex, blocked: set[Hex], noise) -> list[Hex] | None:
    return _path(board, a, b, blocked, noise)
