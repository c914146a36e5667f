"""How a true-scale map is cut into pages: windows over the hexes, not the margin.

The windows tile the rectangle the hexes span (the painter's blank margin
round the map is left out), ``OVERLAP_MM`` apart, from its top-left corner.
A window whose every hex part was already printed whole on an earlier page
(a staggered map's empty corner) is not printed: every page of the plan
holds part of at least one hex not printed whole before. The seams and the
scale do not depend on which pages are kept.
"""

from __future__ import annotations

import dataclasses
import math
import string
from dataclasses import dataclass

from PySide6.QtCore import QRectF

from editor.core.phrases import Phrase, counted
from editor.render.map_painter import MARGIN, MapPainter

BAND_MM = 9.0
OVERLAP_MM = 10.0
_SQRT3 = math.sqrt(3.0)
_SLIVER_MM2 = 0.01
"""A hex's part on a page smaller than this (mm²) is a touch, not a part."""
_TOUCH_MM = 1e-6

Page = tuple[int, int]
"""(column, row) of a page in the plan's grid, 0-based."""


def page_name(col: int, row: int) -> str:
    """A1, B1, ..., Z1, AA1 (0-based col and row)."""
    letters = ""
    n = col + 1
    while n:
        n, r = divmod(n - 1, 26)
        letters = string.ascii_uppercase[r] + letters
    return f"{letters}{row + 1}"


@dataclass(frozen=True)
class TrueScalePlan:
    """How the map is cut: sizes in mm from the hexes' top-left corner."""

    mm_per_unit: float
    """Millimetres per scene unit."""
    map_w: float
    map_h: float
    """The hexes' extent, in mm."""
    window_w: float
    window_h: float
    overlap: float
    columns: int
    rows: int
    origin: tuple[float, float]
    """Scene point of the hexes' top-left corner (mm 0, 0)."""
    pages: tuple[Page, ...]
    """The pages printed, row by row."""

    @property
    def step_x(self) -> float:
        return self.window_w - self.overlap

    @property
    def step_y(self) -> float:
        return self.window_h - self.overlap

    def window(self, col: int, row: int) -> QRectF:
        """The map's part on page (col, row), in mm from the hexes' top-left corner."""
        return QRectF(col * self.step_x, row * self.step_y, self.window_w, self.window_h)

    def scene_window(self, col: int, row: int) -> QRectF:
        """``window`` in scene units."""
        w, u = self.window(col, row), self.mm_per_unit
        ox, oy = self.origin
        return QRectF(ox + w.x() / u, oy + w.y() / u, w.width() / u, w.height() / u)

    def to_page_mm(self, col: int, row: int, sx: float, sy: float) -> tuple[float, float]:
        """Scene point -> mm from the paintable area's top-left on page (col, row)."""
        w = self.window(col, row)
        ox, oy = self.origin
        return (
            BAND_MM + (sx - ox) * self.mm_per_unit - w.x(),
            BAND_MM + (sy - oy) * self.mm_per_unit - w.y(),
        )

    def printed(self, col: int, row: int) -> bool:
        return (col, row) in self.pages


def grid_size(map_mm: float, window_mm: float) -> int:
    """Windows of ``window_mm`` overlapping by ``OVERLAP_MM`` that cover ``map_mm``."""
    return max(1, math.ceil((map_mm - OVERLAP_MM) / (window_mm - OVERLAP_MM) - 1e-9))


def plan(
    mp: MapPainter, hex_mm: float, page_w_mm: float, page_h_mm: float, most: int | None = None
) -> TrueScalePlan:
    """Cut the map of ``mp`` (hexes ``hex_mm`` flat to flat) into windows of a
    page. ``most``: past this many windows the pages kept are not worked out
    (the caller refuses the print): all are listed."""
    unit = hex_mm / (_SQRT3 * mp.hex_size)
    b, m = mp.bounds(), MARGIN * mp.hex_size
    map_w, map_h = (b.width() - 2 * m) * unit, (b.height() - 2 * m) * unit
    win_w, win_h = page_w_mm - 2 * BAND_MM, page_h_mm - 2 * BAND_MM
    if win_w <= OVERLAP_MM * 2 or win_h <= OVERLAP_MM * 2:
        raise ValueError("the page is too small for a true-scale map")
    cols, rows = grid_size(map_w, win_w), grid_size(map_h, win_h)
    every = tuple((c, r) for r in range(rows) for c in range(cols))
    cut = TrueScalePlan(unit, map_w, map_h, win_w, win_h, OVERLAP_MM, cols, rows, (m, m), every)
    if most is not None and len(every) > most:
        return cut
    return dataclasses.replace(cut, pages=_kept_pages(mp, cut))


def _kept_pages(mp: MapPainter, cut: TrueScalePlan) -> tuple[Page, ...]:
    """The windows holding part of a hex that no earlier kept window holds whole."""
    grid, layout = mp.grid, mp.layout
    sliver = _SLIVER_MM2 / cut.mm_per_unit**2
    touch = _TOUCH_MM / cut.mm_per_unit
    whole: set[tuple[int, int]] = set()
    kept: list[Page] = []
    for page in cut.pages:
        w = cut.scene_window(*page)
        c0, c1, r0, r1 = mp.hex_range(w)
        box = (w.left() - touch, w.top() - touch, w.right() + touch, w.bottom() + touch)
        new, inside = False, []
        for row in range(r0, r1 + 1):
            for col in range(c0, c1 + 1):
                corners = layout.corners(grid.to_hex(col, row))
                if all(box[0] <= x <= box[2] and box[1] <= y <= box[3] for x, y in corners):
                    inside.append((col, row))
                    new = new or (col, row) not in whole
                elif (col, row) not in whole and _area_in(corners, w) > sliver:
                    new = True
        if new:
            kept.append(page)
            whole.update(inside)
    return tuple(kept)


def _area_in(polygon: list[tuple[float, float]], rect: QRectF) -> float:
    """Area of the convex ``polygon`` inside ``rect`` (Sutherland–Hodgman)."""
    pts = polygon
    for axis, bound, keep_above in (
        (0, rect.left(), True),
        (0, rect.right(), False),
        (1, rect.top(), True),
        (1, rect.bottom(), False),
    ):
        out: list[tuple[float, float]] = []
        for i, cur in enumerate(pts):
            prev = pts[i - 1]
            cur_in = (cur[axis] >= bound) == keep_above
            prev_in = (prev[axis] >= bound) == keep_above
            if cur_in != prev_in:
                t = (bound - prev[axis]) / (cur[axis] - prev[axis])
                out.append((prev[0] + t * (cur[0] - prev[0]), prev[1] + t * (cur[1] - prev[1])))
            if cur_in:
                out.append(cur)
        pts = out
        if not pts:
            return 0.0
    return abs(
        sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(pts, pts[1:] + pts[:1], strict=True)) / 2
    )


def page_counts(
    mp: MapPainter, hex_mm: float, portrait_mm: tuple[float, float], most: int | None = None
) -> dict[bool, int]:
    """Pages of the true-scale print (assembly diagram included), per orientation
    (False: portrait, True: landscape); ``portrait_mm``: the paintable area."""
    w, h = portrait_mm
    return {
        landscape: 1 + len(plan(mp, hex_mm, *((h, w) if landscape else (w, h)), most).pages)
        for landscape in (False, True)
    }


def orientation_counts(counts: dict[bool, int]) -> Phrase:
    """« portrait: 25 pages, landscape: 21 pages » (``page_counts``)."""
    portrait, landscape = (
        counted(counts[k], ("page", "pages"), ("page", "pages")) for k in (False, True)
    )
    return Phrase(
        f"portrait: {portrait.en}, landscape: {landscape.en}",
        f"portrait : {portrait.fr}, paysage : {landscape.fr}",
    )
