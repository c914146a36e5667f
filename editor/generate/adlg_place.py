"""Placing an element of terrain by the sector and position dice (V4 p75).

2D6: one die for the sector (1-3 the defender's half west to east, 4-6 the
attacker's), one for the position in it (1-4 touch a table edge or the
river/coast, 5-6 at least 2 UD from every edge). An impassable element
rolled into a central sector is rolled again; a half holding 3 elements more
than the other sends the next one to the other half (1D6 for the sector);
an element that does not fit may be rolled again once per player.
"""

from __future__ import annotations

from editor.core.hexes import Hex, neighbors
from editor.generate.adlg_state import (
    ATTACKER,
    DEFENDER,
    Board,
    DroppedElement,
    PlacedElement,
    role_en,
    role_fr,
)
from editor.generate.footprint import BASE_ANGLES, Footprint, grow, templates
from editor.generate.table import CENTRAL_SECTORS, LATERAL_SECTORS

SECTOR_FR = {
    1: "défenseur ouest",
    2: "défenseur centre",
    3: "défenseur est",
    4: "attaquant ouest",
    5: "attaquant centre",
    6: "attaquant est",
}
SECTOR_EN = {
    1: "defender west",
    2: "defender centre",
    3: "defender east",
    4: "attacker west",
    5: "attacker centre",
    6: "attacker east",
}


def position_words(position: int) -> tuple[str, str]:
    if position <= 4:
        return ("doit toucher un bord ou l'eau", "must touch an edge or the water")
    return ("à 2 UD ou plus des bords", "at least 2 UD from every edge")


def find_footprint(
    board: Board, kind: str, sector: int, position: int, avoid: set[Hex] | None = None
) -> Footprint | None:
    """A footprint anchored in ``sector`` meeting the position die, on free hexes."""
    t = board.table
    rng = board.dice.rng
    data = board.data
    free = set(t.hexes) - board.occupied()
    if avoid:
        free -= avoid
    if board.is_impassable(kind):
        free -= board.road_hexes()
        free &= t.lateral_hexes
    if position >= 5:
        free &= t.inner(t.mm(data["edge_gap_ud"]) - 1e-6)
    allowed = frozenset(free)
    anchors = [h for h in t.sector_lists[sector] if h in allowed]
    rng.shuffle(anchors)
    angles = list(BASE_ANGLES)
    fp = data["footprint"]
    rect = (fp["rectangle_ud"][0], fp["rectangle_ud"][1])
    for anchor in anchors:
        rng.shuffle(angles)
        for angle in angles:
            circle, core = templates(t, fp["circle_ud"], rect, angle)
            target = rng.randint(len(core), max(len(core), (len(core) + 2 * len(circle)) // 3))
            shape = grow(anchor, circle, core, allowed, target, rng)
            if shape is None:
                continue
            if not board.position_ok(shape, position):
                shape = _reach_edge(board, anchor, circle, shape, allowed)
                if shape is None:
                    continue
            return Footprint(shape, anchor, angle)
    return None


def _reach_edge(
    board: Board, anchor: Hex, circle, shape: frozenset[Hex], allowed
) -> frozenset[Hex] | None:
    """Add one hex of the circle touching an edge or the water, next to the shape."""
    inside = [anchor + d for d in circle]
    for h in inside:
        if h in allowed and h not in shape and board.position_ok({h}, 1):
            if any(n in shape for n in neighbors(h)):
                return shape | {h}
    return None


def _balance(board: Board) -> str | None:
    """The half that must receive the next element, if the halves differ by 3 or more."""
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
    dice = board.dice
    index = board.new_number()
    who_fr = f"{role_fr(owner)}, placement de l'élément {index} ({label_fr})"
    who_en = f"{role_en(owner)}, placing element {index} ({label_en})"
    while True:
        half = _balance(board)
        if half is not None:
            base = 1 if half == DEFENDER else 4
            die = dice.roll(
                f"{who_fr}, règle d'équilibre (moitié {role_fr(half).lower()}), secteur",
                f"{who_en}, balance rule ({role_en(half).lower()}'s half), sector",
            )
            sector = base + (die - 1) // 2
            position = dice.roll(f"{who_fr}, position", f"{who_en}, position")
            dice.note(
                f"-> secteur {sector} ({SECTOR_FR[sector]}), position {position} "
                f"({position_words(position)[0]})",
                f"-> sector {sector} ({SECTOR_EN[sector]}), position {position} "
                f"({position_words(position)[1]})",
            )
        else:
            sector, position = dice.d6(), dice.d6()
            fr, en = position_words(position)
            dice.note(
                f"{who_fr} : 2D6 = {sector} et {position} -> secteur {sector} "
                f"({SECTOR_FR[sector]}), position {position} ({fr})",
                f"{who_en}: 2D6 = {sector} and {position} -> sector {sector} "
                f"({SECTOR_EN[sector]}), position {position} ({en})",
            )
        if board.is_impassable(kind) and sector in CENTRAL_SECTORS:
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
    """V4 p75: on a 4+ in a lateral sector (the defender's pick); next to the river or coast,
    else a free road will reach it; 1-4 touch an edge or the water, 5-6 at 2 UD from the edges."""
    dice = board.dice
    t = board.table
    roll = dice.roll(
        "Défenseur, village dans un secteur latéral (4+)",
        "Defender, village in a lateral sector (4+)",
    )
    water = board.water()
    for attempt in range(2):
        if roll >= board.data["village_lateral_min_roll"]:
            sectors = sorted(LATERAL_SECTORS)
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
                lateral=roll >= board.data["village_lateral_min_roll"],
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
        if attempt == 0 and board.rerolls[DEFENDER] > 0:
            board.rerolls[DEFENDER] -= 1
            dice.note(
                "Pas de place : le défenseur utilise sa relance",
                "No room: the defender uses the reroll",
            )
            roll = dice.roll(
                "Défenseur, village dans un secteur latéral (4+)",
                "Defender, village in a lateral sector (4+)",
            )
            continue
        break
    dice.note("Le village ne peut pas être placé", "The village cannot be placed")
    return None
