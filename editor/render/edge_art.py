"""Edge obstacles drawn ON a hex side, showing which side they face.

Each pattern is drawn in the side's own frame: the side runs along x from
``-L/2`` to ``L/2`` (L = hex size, the side length), and **+y points away from
the protected hex** (``EdgeObstacle.facing``), towards the attacker. The
obstacle's body sits on the line or just on the protected side; its marks
(spikes, hachures, pits, caltrops, crenels, cliff teeth) point or lie towards
the attacker, so a glance tells which hex is defended. Several obstacles on
one side (a ditch, a palisade and pits) are drawn as parallel strips across
the side, each its own pattern and colour (``lane_transform``).
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from editor.render.geometry import HexGeometry, qcolor
from editor.render.style import EdgeStyle

Ops = list[tuple[QPainterPath, QPen | None, QColor | None]]
"""What to draw: (path, pen or None, fill colour or None)."""


def _pen(
    c: QColor,
    w: float,
    style: Qt.PenStyle = Qt.PenStyle.SolidLine,
    cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap,
) -> QPen:
    return QPen(c, w, style, cap, Qt.PenJoinStyle.RoundJoin)


def _line(
    x0: float, y0: float, x1: float, y1: float, path: QPainterPath | None = None
) -> QPainterPath:
    path = path if path is not None else QPainterPath()
    path.moveTo(x0, y0)
    path.lineTo(x1, y1)
    return path


def _xs(half: float, n: int) -> list[float]:
    return [-half + 2 * half * (i + 0.5) / n for i in range(n)]


def _posts(s: float, w: float, c: QColor) -> Ops:
    half = s * 0.46
    rail = _line(-half, -0.1 * s, half, -0.1 * s)
    posts = QPainterPath()
    pw = s * 0.06
    for x in _xs(half, 8):
        posts.addPolygon(
            QPolygonF(
                [
                    QPointF(x - pw / 2, -0.2 * s),
                    QPointF(x + pw / 2, -0.2 * s),
                    QPointF(x + pw / 2, 0.0),
                    QPointF(x, 0.08 * s),
                    QPointF(x - pw / 2, 0.0),
                ]
            )
        )
        posts.closeSubpath()
    return [(rail, _pen(c, w * 0.6), None), (posts, _pen(c.darker(140), s * 0.014), c)]


def _wall(s: float, w: float, c: QColor) -> Ops:
    half = s * 0.47
    top = -w - 0.01 * s
    body = QPainterPath()
    body.addRect(QRectF(-half, top, 2 * half, w))
    joints = QPainterPath()
    mid = top + w / 2
    for i, x in enumerate(_xs(half, 7)):
        _line(x, top, x, mid, joints)
        xo = x + (half / 7 if i < 6 else -half / 7)
        _line(xo, mid, xo, top + w, joints)
    _line(-half, mid, half, mid, joints)
    return [
        (body, _pen(c.darker(160), s * 0.016), c),
        (joints, _pen(c.lighter(160), s * 0.012, cap=Qt.PenCapStyle.FlatCap), None),
    ]


def _crenellated(s: float, w: float, c: QColor) -> Ops:
    half = s * 0.48
    body = QPainterPath()
    body.addRect(QRectF(-half, -w - 0.01 * s, 2 * half, w + 0.01 * s))
    m = s * 0.09
    for x in _xs(half, 6):
        body.addRect(QRectF(x - m / 2, -0.005 * s, m, m))
    return [(body.simplified(), _pen(c.darker(170), s * 0.016), c)]


def _hachures(s: float, y0: float, length: float, n: int, path: QPainterPath) -> None:
    half = s * 0.44
    for x in _xs(half, n):
        path.addPolygon(
            QPolygonF(
                [QPointF(x - s * 0.022, y0), QPointF(x + s * 0.022, y0), QPointF(x, y0 + length)]
            )
        )
        path.closeSubpath()


def _bank(s: float, w: float, c: QColor) -> Ops:
    crest = _line(-s * 0.46, -0.05 * s, s * 0.46, -0.05 * s)
    teeth = QPainterPath()
    _hachures(s, -0.05 * s, 0.24 * s, 9, teeth)
    return [(crest, _pen(c, w), None), (teeth, None, c)]


def _ditch(s: float, w: float, c: QColor) -> Ops:
    lines = _line(-s * 0.45, 0.03 * s, s * 0.45, 0.03 * s)
    _line(-s * 0.4, 0.2 * s, s * 0.4, 0.2 * s, lines)
    inside = QPainterPath()
    inside.addRect(QRectF(-s * 0.43, 0.03 * s, s * 0.86, 0.17 * s))
    return [
        (inside, None, QColor(c.red(), c.green(), c.blue(), 80)),
        (lines, _pen(c, w, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap), None),
    ]


def _rampart(s: float, w: float, c: QColor) -> Ops:
    crest = _line(-s * 0.47, -0.07 * s, s * 0.47, -0.07 * s)
    teeth = QPainterPath()
    _hachures(s, -0.07 * s, 0.2 * s, 10, teeth)
    ditch = _line(-s * 0.4, 0.23 * s, s * 0.4, 0.23 * s)
    return [
        (crest, _pen(c, w * 1.3), None),
        (teeth, None, c),
        (ditch, _pen(c, w * 0.6, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap), None),
    ]


def _stakes(s: float, w: float, c: QColor) -> Ops:
    half = s * 0.44
    base = _line(-half, -0.06 * s, half, -0.06 * s)
    spikes = QPainterPath()
    for i, x in enumerate(_xs(half, 9)):
        lean = 0.06 * s if i % 2 else -0.06 * s
        _line(x, -0.06 * s, x + lean, 0.22 * s, spikes)
    return [(base, _pen(c, w * 1.2), None), (spikes, _pen(c, w), None)]


def _crosses(s: float, w: float, c: QColor) -> Ops:
    half = s * 0.42
    y = 0.09 * s
    beam = _line(-half, y, half, y)
    xs = QPainterPath()
    a = s * 0.085
    for x in _xs(half, 5):
        _line(x - a, y - a, x + a, y + a, xs)
        _line(x - a, y + a, x + a, y - a, xs)
    return [(beam, _pen(c, w * 0.8), None), (xs, _pen(c, w * 1.2), None)]


def _chain(s: float, w: float, c: QColor) -> Ops:
    half = s * 0.4
    links = QPainterPath()
    n = 7
    step = 2 * half / n
    y = 0.08 * s
    for i in range(n):
        x = -half + step * (i + 0.5)
        if i % 2:
            links.addEllipse(QPointF(x, y), step * 0.7, step * 0.36)
        else:
            links.addEllipse(QPointF(x, y), step * 0.62, step * 0.12)
    posts = QPainterPath()
    for x in (-half - s * 0.03, half + s * 0.03):
        posts.addEllipse(QPointF(x, y), s * 0.045, s * 0.045)
    return [(links, _pen(c, w), None), (posts, None, c)]


def _branches(s: float, w: float, c: QColor) -> Ops:
    half = s * 0.45
    trunk = QPainterPath(QPointF(-half, 0.0))
    twigs = QPainterPath()
    for i, x in enumerate(_xs(half, 6)):
        trunk.lineTo(x, 0.03 * s if i % 2 else -0.03 * s)
        _line(x, 0.0, x - 0.07 * s, 0.2 * s, twigs)
        _line(x, 0.0, x + 0.06 * s, 0.21 * s, twigs)
        _line(x - 0.035 * s, 0.1 * s, x - 0.11 * s, 0.12 * s, twigs)
        _line(x + 0.03 * s, 0.1 * s, x + 0.1 * s, 0.1 * s, twigs)
    trunk.lineTo(half, 0.0)
    return [(trunk, _pen(c, w * 1.6), None), (twigs, _pen(c, w), None)]


def _pits(s: float, w: float, c: QColor) -> Ops:
    holes = QPainterPath()
    r = s * 0.048
    for row, y in enumerate((0.07 * s, 0.19 * s)):
        for x in _xs(s * 0.4, 5 if row == 0 else 4):
            holes.addEllipse(QPointF(x, y), r, r)
    return [(holes, _pen(c, w), QColor(c.red(), c.green(), c.blue(), 110))]


def _caltrops(s: float, w: float, c: QColor) -> Ops:
    tris = QPainterPath()
    a = s * 0.06
    for row, y in enumerate((0.07 * s, 0.19 * s)):
        for x in _xs(s * 0.4, 5 if row == 0 else 4):
            tris.addPolygon(
                QPolygonF(
                    [QPointF(x - a, y - a * 0.6), QPointF(x + a, y - a * 0.6), QPointF(x, y + a)]
                )
            )
            tris.closeSubpath()
    return [(tris, _pen(c, w * 0.5), c)]


def _cliff(s: float, w: float, c: QColor) -> Ops:
    half = s * 0.48
    rim = _line(-half, -0.03 * s, half, -0.03 * s)
    teeth = QPainterPath()
    n = 7
    step = 2 * half / n
    for i in range(n):
        x0 = -half + i * step
        teeth.addPolygon(
            QPolygonF(
                [
                    QPointF(x0, -0.03 * s),
                    QPointF(x0 + step, -0.03 * s),
                    QPointF(x0 + step * 0.35, 0.22 * s),
                ]
            )
        )
        teeth.closeSubpath()
    return [(rim, _pen(c, w), None), (teeth, _pen(c, s * 0.01), c)]


def _scree(s: float, w: float, c: QColor) -> Ops:
    rng = random.Random(41)
    rocks = QPainterPath()
    for _ in range(16):
        x = rng.uniform(-0.42, 0.42) * s
        y = rng.uniform(0.03, 0.23) * s
        r = rng.uniform(0.025, 0.045) * s
        pts = [
            QPointF(
                x + math.cos(a) * r * rng.uniform(0.7, 1.1),
                y + math.sin(a) * r * rng.uniform(0.7, 1.1),
            )
            for a in (k * math.tau / 5 for k in range(5))
        ]
        rocks.addPolygon(QPolygonF(pts))
        rocks.closeSubpath()
    rim = _line(-s * 0.46, -0.02 * s, s * 0.46, -0.02 * s)
    return [(rim, _pen(c, w * 0.8, Qt.PenStyle.DotLine), None), (rocks, None, c)]


def _unknown(s: float, w: float, c: QColor) -> Ops:
    line = _line(-s * 0.45, 0.0, s * 0.45, 0.0)
    return [
        (line, _pen(QColor("#ff00ff"), s * 0.1, Qt.PenStyle.DashLine), None),
        (_line(-s * 0.2, 0.0, 0.0, 0.2 * s), _pen(QColor("#000000"), s * 0.03), None),
    ]


PATTERNS: dict[str, Callable[[float, float, QColor], Ops]] = {
    "posts": _posts,
    "wall": _wall,
    "crenellated": _crenellated,
    "bank": _bank,
    "ditch": _ditch,
    "rampart": _rampart,
    "stakes": _stakes,
    "crosses": _crosses,
    "chain": _chain,
    "branches": _branches,
    "pits": _pits,
    "caltrops": _caltrops,
    "cliff": _cliff,
    "scree": _scree,
    "unknown": _unknown,
}


@functools.lru_cache(maxsize=512)
def obstacle_ops(style: EdgeStyle, size: float) -> Ops:
    """The paths of one obstacle in the side's frame (cached per style and size)."""
    return PATTERNS.get(style.pattern, _unknown)(size, style.width * size, qcolor(style.colour))


def side_transform(g: HexGeometry, cx: float, cy: float, d: int) -> QTransform:
    """From the side frame to scene coordinates, for the side of the hex centred at
    (cx, cy) facing direction ``d``, that hex being the PROTECTED one."""
    m = g.mids[d % 6]
    nx, ny = g.normals[d % 6]
    # x axis along the side, y axis = outward normal (towards the attacker).
    return QTransform(-ny, nx, nx, ny, cx + m.x(), cy + m.y())


SHARED_BAND = (-0.3, 0.3)
"""The strip that several obstacles on one side share (hex sizes, +y towards
the attacker)."""

Lane = tuple[int, int]
"""(lane, lanes) of an obstacle sharing its side with others: lane 0 nearest the
hex it protects; (0, 1) alone."""


@functools.lru_cache(maxsize=512)
def pattern_depth(style: EdgeStyle, size: float) -> tuple[float, float]:
    """How far the pattern of ``style`` reaches across its side: (top, bottom) in
    the side's frame, pens included."""
    top, bottom = math.inf, -math.inf
    for path, pen, _fill in obstacle_ops(style, size):
        box = path.boundingRect()
        half = pen.widthF() / 2 if pen is not None else 0.0
        top, bottom = min(top, box.top() - half), max(bottom, box.bottom() + half)
    return (top, bottom) if top < bottom else (-0.1 * size, 0.1 * size)


def lane_transform(lane: Lane, size: float, depth: tuple[float, float]) -> QTransform:
    """In the side's frame, fit a pattern reaching ``depth`` into its lane of
    ``SHARED_BAND``: several obstacles on one side are drawn as parallel strips,
    each its own pattern and colour, one beside the other."""
    k, n = lane
    if n <= 1:
        return QTransform()
    top, bottom = depth
    lane_h = (SHARED_BAND[1] - SHARED_BAND[0]) * size / n
    f = min(1.0, 0.9 * lane_h / (bottom - top))
    centre = SHARED_BAND[0] * size + (k + 0.5) * lane_h
    return QTransform(1.0, 0.0, 0.0, f, 0.0, centre - f * (top + bottom) / 2)


def draw_obstacle(
    p: QPainter,
    g: HexGeometry,
    cx: float,
    cy: float,
    d: int,
    style: EdgeStyle,
    lane: Lane = (0, 1),
) -> None:
    """Draw one obstacle on the side of (cx, cy) towards ``d``; (cx, cy) is
    protected. ``lane``: its strip when the side holds several obstacles."""
    p.save()
    p.setTransform(side_transform(g, cx, cy, d), True)
    if lane[1] > 1:
        p.setTransform(lane_transform(lane, g.size, pattern_depth(style, g.size)), True)
    for path, pen, fill in obstacle_ops(style, g.size):
        p.setPen(pen if pen is not None else Qt.PenStyle.NoPen)
        p.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
        p.drawPath(path)
    p.restore()
