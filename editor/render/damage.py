"""Which parts of the map an edit damaged: a few boxes, not the box around them.

The map painter repairs each damaged box in its cached tiles and the view
repaints each one. Painting a box has a fixed cost and a cost per pixel, so
neighbouring hexes are grouped while their box stays close to the area they
cover: a stroke along a row is one strip, a diagonal a chain of short boxes,
a patch one box. Boxes are plain ``(left, top, right, bottom)`` tuples of
scene coordinates: an edit's bookkeeping makes no Qt object per hex.
"""

from __future__ import annotations

Box = tuple[float, float, float, float]
"""(left, top, right, bottom), scene coordinates."""

MERGE_LIMIT = 48
"""Above this many damaged hexes one box around them all is repaired."""


MERGE_SLACK = 1.5
"""Two damaged groups join when their bounding box is at most this many times
the area of their parts."""


def bounding_box(boxes: list[Box]) -> Box:
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def merge_boxes(boxes: list[Box]) -> list[Box]:
    """Damaged boxes grouped so that no group repaints much more than its
    parts (each repair costs a little, each pixel too): a row or a patch of
    hexes becomes one box, a diagonal a chain of short ones."""
    if len(boxes) > MERGE_LIMIT:
        return [bounding_box(boxes)]
    slack = MERGE_SLACK
    groups: list[tuple[float, float, float, float, float]] = []  # box, area of the parts
    for a0, a1, a2, a3 in boxes:
        area = (a2 - a0) * (a3 - a1)
        merged = True
        while merged:
            merged = False
            for k, (b0, b1, b2, b3, b_area) in enumerate(groups):
                u0 = a0 if a0 < b0 else b0
                u1 = a1 if a1 < b1 else b1
                u2 = a2 if a2 > b2 else b2
                u3 = a3 if a3 > b3 else b3
                if (u2 - u0) * (u3 - u1) <= slack * (area + b_area):
                    a0, a1, a2, a3, area = u0, u1, u2, u3, area + b_area
                    del groups[k]
                    merged = True
                    break
        groups.append((a0, a1, a2, a3, area))
    return [g[:4] for g in groups]
