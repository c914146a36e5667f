"""Tournament-fair tables and how fair a table is.

``symmetrize`` makes the attacker's half the image of the defender's (a mirror
in the table's mid-line, or a 180-degree turn about the table's centre) for
the elements with a footprint; the river, the coastal zone and the road run
across both halves and are left as rolled. An image that collides with them
slides a few hexes, same shape; when none fits, the element is taken off too,
so both halves keep the same figures (the compulsory one stays, unpaired).
``fairness`` compares the two
halves' cover, obstacles and open ground, for any layout; ``fairness_verdict``
puts its score in words, by the bands of the data file's ``fairness_verdict``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from editor.core.hexes import ORIGIN, Hex, ring
from editor.core.phrases import counted
from editor.generate.adlg_state import ATTACKER, DEFENDER, LINEAR, Board, PlacedElement

MODES = ("mirror", "rotate")
KEPT = LINEAR | {"village"}
"""Left as rolled: they cross both halves, or exist once (the defender's village)."""


def _transform(board: Board, mode: str):
    t = board.table
    # The map's extreme centres lie on its outer ring (the first and last rows and
    # columns): the centres are linear in the column and the row.
    rim = [h for side in ("N", "S", "W", "E") for h in t.edge_hexes(side)]
    xs = [t.center(h)[0] for h in rim]
    ys = [t.center(h)[1] for h in rim]
    sx, sy = min(xs) + max(xs), min(ys) + max(ys)

    def image(h: Hex) -> Hex:
        x, y = t.center(h)
        nx = sx - x if mode == "rotate" else x
        # A tiny nudge so that ties always round the same way.
        return t.layout.pixel_to_hex(nx + 1e-4, sy - y + 2e-4)

    return image


def _fitting_image(
    board: Board, e: PlacedElement, image: Callable[[Hex], Hex]
) -> tuple[frozenset[Hex], Hex, int] | None:
    """The image of ``e`` in the attacker's half, slid by up to
    ``symmetric_max_shift_hexes`` (data) when the exact image collides: a shifted
    copy keeps both halves' figures equal; (hexes, anchor, shift) or None."""
    t = board.table
    exact = frozenset(image(h) for h in e.hexes)
    anchor = image(e.anchor)  # type: ignore[arg-type]
    occupied = board.occupied()
    # the image holds as many attacker hexes as the element defender ones
    share = sum(1 for h in e.hexes if t.half(h) == DEFENDER)
    for shift in range(int(board.data["symmetric_max_shift_hexes"]) + 1):
        for offset in ring(ORIGIN, shift) if shift else [ORIGIN]:
            hexes = frozenset(h + offset for h in exact)
            moved = anchor + offset
            if (
                all(h in t.hexes for h in hexes)
                and not (hexes & occupied)
                and board.central_ok(e.kind, hexes)
                and board.position_ok(hexes, e.position)
                and t.half(moved) == ATTACKER
                and sum(1 for h in hexes if t.half(h) == ATTACKER) == share
            ):
                return hexes, moved, shift
    return None


def symmetrize(board: Board, mode: str) -> None:
    if mode not in MODES:
        raise ValueError(f"symmetric mode must be one of {', '.join(MODES)}, not {mode!r}")
    dice, t = board.dice, board.table
    image = _transform(board, mode)
    for e in board.live():
        if e.kind not in KEPT and e.anchor is not None and t.half(e.anchor) == ATTACKER:
            e.removed = True
    kept = [e for e in board.live() if e.kind not in KEPT and e.anchor is not None]
    dice.note(
        "Mode symétrique ("
        + ("miroir" if mode == "mirror" else "demi-tour")
        + ") : la moitié de l'attaquant reprend celle du défenseur",
        f"Symmetric mode ({'mirror' if mode == 'mirror' else '180-degree turn'}): "
        "the attacker's half copies the defender's",
    )
    for e in kept:
        placed = _fitting_image(board, e, image)
        if placed is None:
            if e.compulsory:
                dice.note(
                    f"L'image de l'élément {e.index} ne tient pas sur la table ; "
                    "l'élément obligatoire reste seul",
                    f"The image of element {e.index} does not fit on the table; "
                    "the compulsory element stays unpaired",
                )
            else:
                e.removed = True
                dice.note(
                    f"L'image de l'élément {e.index} ne tient pas sur la table : "
                    "l'élément est retiré pour garder les deux moitiés pareilles",
                    f"The image of element {e.index} does not fit on the table: "
                    "the element is taken off so that both halves stay alike",
                )
            continue
        hexes, anchor, shift = placed
        if shift:
            by = counted(shift, ("hex", "hexes"), ("hexagone", "hexagones"))
            dice.note(
                f"L'image de l'élément {e.index} est décalée de {by.fr} pour tenir",
                f"The image of element {e.index} is shifted by {by.en} to fit",
            )
        angle = e.angle if mode == "rotate" else (-(e.angle or 0.0)) % 180.0
        board.elements.append(
            PlacedElement(
                board.new_number(),
                e.kind,
                ATTACKER if e.owner == DEFENDER else e.owner,
                False,
                hexes,
                anchor,
                angle,
                board.sector(anchor),
                e.position,
                vegetation=e.vegetation,
                on_hill=e.on_hill,
                needs_road=e.needs_road,
                origin=anchor,
                copy_of=e.index,
            )
        )


@dataclass(frozen=True)
class HalfFigures:
    hexes: int
    cover: int
    """Hexes of elements troops can hide in (V4 ambush column not "none")."""
    obstacles: int
    """Hexes of difficult or impassable ground, water included."""
    open: int


@dataclass(frozen=True)
class Fairness:
    defender: HalfFigures
    attacker: HalfFigures
    score: float
    """0 for identical halves; the mean of the cover, obstacle and open-ground
    differences as fractions of a half (1 at worst)."""


def fairness(board_or_result) -> Fairness:
    """Compare the two halves of a layout (a ``Board`` or a ``LayoutResult``)."""
    table = board_or_result.table
    data = board_or_result.data if isinstance(board_or_result, Board) else None
    if data is None:
        from editor.io.generator_data import load_generator_data

        data = load_generator_data("adlg-v4")
    live = [e for e in board_or_result.elements if not e.removed]
    cover: set[Hex] = set()
    obstacles: set[Hex] = set()
    used: set[Hex] = set()
    for e in live:
        if e.kind == "road":
            continue
        info = data["elements"][e.kind]
        used |= e.hexes
        if info["ambush"] != "none" or e.vegetation or e.kind == "village":
            cover |= e.hexes
        if info["category"] in ("difficult", "impassable") or e.kind in ("river", "coast"):
            obstacles |= e.hexes
    halves = {}
    for half in (DEFENDER, ATTACKER):

        def count(hexes: set[Hex], half: str = half) -> int:
            return sum(1 for h in hexes if h in table.hexes and table.half(h) == half)

        size = table.half_size(half)
        halves[half] = HalfFigures(size, count(cover), count(obstacles), size - count(used))
    d, a = halves[DEFENDER], halves[ATTACKER]
    size = max(1, min(d.hexes, a.hexes))
    score = (abs(d.cover - a.cover) + abs(d.obstacles - a.obstacles) + abs(d.open - a.open)) / (
        3 * size
    )
    return Fairness(d, a, round(score, 4))


def fairness_verdict(score: float, data: dict[str, Any] | None = None) -> str:
    """``"balanced"``, ``"slightly_uneven"`` or ``"uneven"`` for a ``Fairness.score``:
    below ``balanced_below``, below ``slightly_uneven_below``, or above both
    (``fairness_verdict`` in ``resources/generate/adlg-v4.yaml``)."""
    if data is None:
        from editor.io.generator_data import load_generator_data

        data = load_generator_data("adlg-v4")
    bands = data["fairness_verdict"]
    if score < bands["balanced_below"]:
        return "balanced"
    if score < bands["slightly_uneven_below"]:
        return "slightly_uneven"
    return "uneven"
