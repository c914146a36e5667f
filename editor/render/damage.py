"""Which parts of the map an edit damaged: a few rectangles, not the box around them.

The map painter repairs each damaged rectangle in its cached tiles and the
view repaints each one. Painting a rectangle has a fixed cost and a cost per
pixel, so neighbouring hexes are grouped while their box stays close to the
area they cover: a stroke along a row is one strip, a diagonal a chain of
short boxes, a patch one box.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

MERGE_LIMIT = 48
"""Above this many damaged hexes one rectangle around them all is repaired."""


MERGE_SLACK = 1.5
"""Two damaged groups join when their bounding box is at most this many times
the area of their parts."""


def merge_rects(rects: list[QRectF]) -> list[QRectF]:
    """Damaged rectangles grouped so that no group repaints much more than its
    parts (each repair costs a little, each pixel too): a row or a patch of
    hexes becomes one rectangle, a diagonal a chain of short ones."""
    if len(rects) > MERGE_LIMIT:
        whole = QRectF(rects[0])
        for r in rects[1:]:
            whole = whole.united(r)
        return [whole]
    groups: list[tuple[float, float, float, float, float]] = []  # box, area of the parts
    for r in rects:
        a = (r.left(), r.top(), r.right(), r.bottom(), r.width() * r.height())
        merged = True
        while merged:
            merged = False
            for k, b in enumerate(groups):
                u = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                if (u[2] - u[0]) * (u[3] - u[1]) <= MERGE_SLACK * (a[4] + b[4]):
                    a = (*u, a[4] + b[4])
                    del groups[k]
                    merged = True
                    break
        groups.append(a)
    return [QRectF(x0, y0, x1 - x0, y1 - y0) for x0, y0, x1, y1, _ in groups]
