"""Placing an element of terrain by the sector and position dice (V4 p75).

2D6: one die for the sector (``sector_die``), one for the position in it
(``position_die``: touch a table edge or the river/coast, or stay
``edge_gap_ud`` from every edge). An impassable element rolled into a central
sector is rolled again; a half holding ``balance_difference`` elements more
than the other sends the next one to the other half (``balance_sector_die``);
an element that does not fit may be rolled again (``rerolls_per_player``).
The numbers are in ``resources/generate/adlg-v4.yaml``.
"""

from __future__ import annotations

import math
from collections.abc import Container

from editor.core.hexes import Hex, neighbors
from editor.generate.adlg_data import position_rule, position_words, share
from editor.generate.adlg_state import (
    ATTACKER,
    DEFENDER,
    Board,
    DroppedElement,
    PlacedElement,
    role_en,
    role_fr,
)
from editor.generate.dice import shuffle
from editor.generate.footprint import BASE_ANGLES, Footprint, grow, templates
from editor.generate.table import Table
from editor.io.generator_data import band


def find_footprint(
    board: Board, kind: str, sector: int, position: int, avoid: set[Hex] | None = None
) -> Footprint | None:
    """A footprint anchored in ``sector`` meeting the position die, on free hexes."""
    t = board.table
    rng = board.dice.rng
    data = board.data
    taken = board.occupied() | (avoid or set())
    impassable = board.is_impassable(kind)
    if impassable:
        taken |= board.road_hexes()
    clear = position_rule(data, position) == "clear"
    allowed = _Free(t, taken, impassable, t.mm(data["edge_gap_ud"]) - 1e-6 if clear else None)
    cells = allowed.among(*board.sector_span(sector))  # cell numbers: a million hexes
    shuffle(rng, cells)  # are not built to try a few
    angles = list(BASE_ANGLES)
    fp = data["footprint"]
    rect = (fp["rectangle_ud"][0], fp["rectangle_ud"][1])
    # How big the piece grows: from the rectangle up to a share of the way to the
    # full circle (players' assumption, ``players: placement``).
    largest = share(data["players"]["placement"]["largest_share"])
    for cell in cells:
        anchor = t.hex_at(cell)
        rng.shuffle(angles)
        for angle in angles:
            circle, core = templates(t, fp["circle_ud"], rect, angle)
            grown = len(core) + math.floor(largest * (len(circle) - len(core)))
            target = rng.randint(len(core), max(len(core), grown))
            shape = grow(anchor, circle, core, allowed, target, rng)
            if shape is None:
                continue
            if not board.position_ok(shape, position):
                shape = _reach_edge(board, anchor, circle, shape, allowed)
                if shape is None:
                    continue
            return Footprint(shape, anchor, angle)
    return None


class _Free(Container[Hex]):
    """The hexes a footprint may take: on the map, not ``taken``, outside the central
    sectors for an impassable element, ``gap`` mm or more from every edge if given.
    Tested hex by hex (the columns and rows that qualify worked out once), as a set
    of a large map's free hexes would cost its size."""

    def __init__(self, table: Table, taken: set[Hex], lateral: bool, gap: float | None) -> None:
        self.table, self.taken = table, taken
        grid = table.grid
        self.cols, self.rows = grid.columns, grid.rows
        self.k = 1 if grid.stagger == "odd" else 0
        self.pointy = grid.orientation == "pointy"
        px, py = table.pitch
        # Index 0 and the ones past the map stay False: off the map.
        self.col_ok = [False] * (self.cols + 2)
        for c in range(1, self.cols + 1):
            self.col_ok[c] = (
                gap is None or ((c - 1) * px >= gap and (self.cols - c) * px >= gap)
            ) and not (lateral and table.is_central(grid.to_hex(c, 1)))
        self.row_ok = [False] * (self.rows + 2)
        for r in range(1, self.rows + 1):
            self.row_ok[r] = gap is None or ((r - 1) * py >= gap and (self.rows - r) * py >= gap)

    def __contains__(self, h: object) -> bool:
        if h in self.taken or not isinstance(h, Hex):
            return False
        q, r = h
        if self.pointy:
            col, row = q + (r + self.k) // 2 + 1, r + 1
        else:
            col, row = q + 1, r + (q + self.k) // 2 + 1
        return (
            0 < col <= self.cols and 0 < row <= self.rows and self.col_ok[col] and self.row_ok[row]
        )

    def among(self, cols: list[int], rows: list[int]) -> list[int]:
        """The cell numbers of the free hexes of these columns and rows, in map order."""
        t = self.table
        ok_cols = [c - 1 for c in cols if self.col_ok[c]]
        starts = [(r - 1) * self.cols for r in rows if self.row_ok[r]]
        taken = {t.cell(h) for h in self.taken if h in t.grid}
        return [cell for s in starts for c in ok_cols if (cell := s + c) not in taken]


def _reach_edge(
    board: Board, anchor: Hex, circle, shape: frozenset[Hex], allowed
) -> frozenset[Hex] | None:
    """Add one hex of the circle touching an edge or the water, next to the shape."""
    inside = [anchor + d for d in circle]
    for h in inside:
        if h in allowed and h not in shape and board.touches({h}):
            if any(n in shape for n in neighbors(h)):
                return shape | {h}
    return None


def _balance(board: Board) -> str | None:
    """The half that must receive the next element, if the halves differ by
    ``balance_difference`` or more (p76)."""
    counts = board.half_counts()
    diff = board.data["balance_difference"]
    if counts[DEFENDER] - counts[ATTACKER] >= diff:
        return ATTACKER
    if counts[ATTACKER] - counts[DEFENDER] >= diff:
        return DEFENDER
    return None


def place_element(
    board: Board,
    kind: str,
    owner: str,
    label_fr: str,
    label_en: str,
    compulsory: bool = False,
    vegetation: str | None = None,
) -> PlacedElement | None:
    """Roll sector and position for one element and put it on the table (V4 p75)."""
    dice, sectors = board.dice, board.sectors
    index = board.new_number()
    who_fr = f"{role_fr(owner)}, placement de l'élément {index} ({label_fr})"
    who_en = f"{role_en(owner)}, placing element {index} ({label_en})"
    while True:
        half = _balance(board)
        if half is not None:
            die = dice.roll(
                f"{who_fr}, règle d'équilibre (moitié {role_fr(half).lower()}), secteur",
                f"{who_en}, balance rule ({role_en(half).lower()}'s half), sector",
            )
            sector = sectors.face((half, band(board.data["balance_sector_die"], die)["third"]))
            position = dice.roll(f"{who_fr}, position", f"{who_en}, position")
            fr, en = position_words(board.data, position)
            name_fr, name_en = sectors.names[sector]
            dice.note(
                f"-> secteur {sector} ({name_fr}), position {position} ({fr})",
                f"-> sector {sector} ({name_en}), position {position} ({en})",
            )
        else:
            sector, position = dice.d6(), dice.d6()
            fr, en = position_words(board.data, position)
            name_fr, name_en = sectors.names[sector]
            dice.note(
                f"{who_fr} : 2D6 = {sector} et {position} -> secteur {sector} "
                f"({name_fr}), position {position} ({fr})",
                f"{who_en}: 2D6 = {sector} and {position} -> sector {sector} "
                f"({name_en}), position {position} ({en})",
            )
        if board.is_impassable(kind) and sectors.is_central(sector):
            dice.note(
                "Élément infranchissable dans un secteur central : on relance",
                "Impassable element in a central sector: roll again",
            )
            continue
        found = find_footprint(board, kind, sector, position)
        if found is not None:
            element = PlacedElement(
                index,
                kind,
                owner,
                compulsory,
                found.hexes,
                found.anchor,
                found.angle,
                sector,
                position,
                balanced=half is not None,
                vegetation=vegetation,
                origin=found.anchor,
            )
            board.elements.append(element)
            at = board.table.grid.label(found.anchor)
            dice.note(
                f"Placé : {len(found.hexes)} hexagones autour de {at}",
                f"Placed: {len(found.hexes)} hexes around {at}",
            )
            return element
        if board.rerolls[owner] > 0:
            board.rerolls[owner] -= 1
            dice.note(
                f"Pas de place : {role_fr(owner).lower()} utilise sa relance",
                f"No room: the {role_en(owner).lower()} uses the reroll",
            )
            continue
        # The V4 text says no more (assumption in adlg-v4.yaml): the element is left out.
        board.dropped.append(DroppedElement(index, kind, owner))
        dice.note(
            f"Pas de place et relance déjà utilisée : l'élément {index} ({label_fr}) "
            "n'est pas posé ; il est écarté et son numéro n'est pas réutilisé",
            f"No room and the reroll is spent: element {index} ({label_en}) is not "
            "placed; it is left out and its number is not used again",
        )
        return None


def place_village(
    board: Board, label_fr: str, label_en: str, on_hill: str | None
) -> PlacedElement | None:
    """V4 p75: on a ``village_lateral_min_roll`` in a lateral sector (the defender's pick);
    next to the river or coast, else a free road will reach it; the position die as any
    element's."""
    dice = board.dice
    t = board.table
    lateral_roll = board.data["village_lateral_min_roll"]
    asked_fr = f"Défenseur, village dans un secteur latéral ({lateral_roll}+)"
    asked_en = f"Defender, village in a lateral sector ({lateral_roll}+)"
    roll = dice.roll(asked_fr, asked_en)
    water = board.water()
    while True:
        if roll >= lateral_roll:
            sectors = board.sectors.lateral()
            dice.shuffle(sectors)
            position = dice.roll("Défenseur, position du village", "Defender, village position")
        else:
            s, position = dice.roll2(
                "Défenseur, placement du village", "Defender, placing the village"
            )
            sectors = [s]
        for sector in sectors:
            found = find_footprint(board, "village", sector, position)
            if found is None:
                continue
            near_water = any(n in water for h in found.hexes for n in neighbors(h))
            element = PlacedElement(
                board.new_number(),
                "village",
                DEFENDER,
                False,
                found.hexes,
                found.anchor,
                found.angle,
                sector,
                position,
                on_hill=on_hill,
                needs_road=not near_water,
                lateral=roll >= lateral_roll,
                origin=found.anchor,
            )
            board.elements.append(element)
            dice.note(
                f"Village placé dans le secteur {sector}, {len(found.hexes)} hexagones autour de "
                f"{t.grid.label(found.anchor)}"
                + ("" if near_water else " ; une route gratuite le desservira"),
                f"Village placed in sector {sector}, {len(found.hexes)} hexes around "
                f"{t.grid.label(found.anchor)}"
                + ("" if near_water else "; a free road will serve it"),
            )
            return element
        if board.rerolls[DEFENDER] > 0:
            board.rerolls[DEFENDER] -= 1
            dice.note(
                "Pas de place : le défenseur utilise sa relance",
                "No room: the defender uses the reroll",
            )
            roll = dice.roll(asked_fr, asked_en)
            continue
        break
    dice.note("Le village ne peut pas être placé", "The village cannot be placed")
    return None
