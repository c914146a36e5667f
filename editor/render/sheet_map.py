"""The map of the set-up sheet: the shared painter's terrain, and over it the
deployment zones, objectives and units, with hex numbers and the sides' home
edges named around the border.

Black-and-white friendly: zones are hatched (one direction per side) and
outlined (solid / dashed), units are counters with a code (F1, C3...) that the
side pages list, dark or light per side; objectives are stars with their points.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF

from editor.core.hexes import Hex
from editor.core.scenario import Scenario, Side
from editor.render.geometry import hatch, painting_on
from editor.render.limits import SHEET_IMAGE_DPI, SHEET_IMAGE_PIXELS, VECTOR_HEXES
from editor.render.map_painter import MapPainter, PaintOptions
from editor.render.sheet_pages import font
from editor.render.sheet_text import tr
from editor.render.sprite_raster import render_pixels

if TYPE_CHECKING:
    from editor.generate.ambush import AmbushOverlay

LABEL_BAND = 11.0
"""Points around the map for the hex numbers."""
MIN_LABEL_PT = 6.0
"""Hex labels inside the map are printed at least this size, or not at all."""
MAX_LABEL_SHARE = 0.3
"""...and at most this share of the hex size: more would cover the terrain."""
EDGE_BAND = 12.0
"""Points beyond them for the home edges' names."""


def default_zone(scenario: Scenario, side: Side) -> set[Hex]:
    """The rules' default zone: the two rows (or columns) along the home edge."""
    g = scenario.grid
    cols, rows = g.columns, g.rows
    if side.home_edge in ("N", "S"):
        lines = (1, 2) if side.home_edge == "N" else (rows - 1, rows)
        return {g.to_hex(c, r) for c in range(1, cols + 1) for r in lines if r >= 1}
    lines = (1, 2) if side.home_edge == "W" else (cols - 1, cols)
    return {g.to_hex(c, r) for c in lines for r in range(1, rows + 1) if c >= 1}


def zone_of(scenario: Scenario, side: Side) -> set[Hex]:
    """The side's zone; the core's rule when it has one (``editor.core.deployment``)."""
    try:
        from editor.core.deployment import zone_of as core_zone_of
    except ImportError:
        return side.deployment if side.deployment is not None else default_zone(scenario, side)
    return core_zone_of(scenario, side)


FORCES = ("sides", "units", "decoys", "objectives", "camps", "sentinels", "boats")
"""Scenario fields the sheet draws itself (with its codes, and hidden when asked)."""


def terrain_only(scenario: Scenario) -> Scenario:
    """A shallow copy without forces: the shared painter then draws terrain alone,
    whether or not it has a forces layer, and the sheet adds its own marks."""
    fields: dict[str, Any] = {f: [] for f in FORCES if hasattr(scenario, f)}
    return dataclasses.replace(scenario, **fields)


def deployment_hidden(scenario: Scenario) -> bool:
    """True when the scenario's set-up keeps positions secret (markers, screen, papers)."""
    setup = getattr(scenario, "setup", None)
    return getattr(setup, "deployment", "scenario") in ("markers", "screen", "papers")


def side_codes(scenario: Scenario) -> dict[str, str]:
    """A short, distinct code per side (first letter of its id, more when they clash)."""
    codes: dict[str, str] = {}
    for n in range(1, 6):
        codes = {s.id: s.id[:n].upper() for s in scenario.sides}
        if len(set(codes.values())) == len(codes):
            return codes
    return {s.id: str(i + 1) for i, s in enumerate(scenario.sides)}


def unit_codes(scenario: Scenario) -> dict[str, str]:
    """Unit id -> printed code (side code + rank in its side): the map and the side pages agree."""
    sides = side_codes(scenario)
    counts: dict[str, int] = {}
    out = {}
    for u in scenario.units:
        counts[u.side] = counts.get(u.side, 0) + 1
        out[u.id] = f"{sides.get(u.side, '?')}{counts[u.side]}"
    return out


def ink_of(colour: str) -> QColor:
    """A side's colour dark enough to print (light colours become dark grey)."""
    c = QColor(colour)
    return c if c.lightnessF() < 0.55 else QColor(70, 70, 70)


@dataclass
class Placement:
    """Where the map landed on the page: page point = origin + scene * scale."""

    x: float
    y: float
    scale: float

    def to_page(self, sx: float, sy: float) -> QPointF:
        return QPointF(self.x + sx * self.scale, self.y + sy * self.scale)


def draw_map(
    p: QPainter,
    mp: MapPainter,
    scenario: Scenario,
    target: QRectF,
    device_scale: float,
    lang: str,
    hidden: bool = False,
    ambush: AmbushOverlay | None = None,
) -> Placement:
    """The map fitted into ``target`` (points), with its border and overlays
    (and the V4 ambush zones under the forces when ``ambush`` is given)."""
    b = mp.bounds()
    pad = LABEL_BAND + EDGE_BAND
    inner = target.adjusted(pad, pad, -pad, -pad)
    s = min(inner.width() / b.width(), inner.height() / b.height())
    w, h = b.width() * s, b.height() * s
    place = Placement(inner.x() + (inner.width() - w) / 2, inner.y() + (inner.height() - h) / 2, s)
    p.save()
    p.translate(place.x, place.y)
    p.scale(s, s)
    p.setClipRect(b)
    draw_terrain(p, mp, s, device_scale, label_options(mp, s, lang))
    if ambush is not None:
        from editor.render.ambush_art import draw_ambush  # the generator's data: only then

        draw_ambush(p, mp.layout, ambush, lang, style=mp.style)
    draw_overlays(p, mp, scenario, hidden)
    p.restore()
    p.setPen(QPen(QColor(0, 0, 0), 0.6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(QRectF(place.x, place.y, w, h))
    draw_border_labels(p, mp, scenario, place)
    draw_home_edges(p, scenario, QRectF(place.x, place.y, w, h), lang)
    return place


def draw_terrain(
    p: QPainter, mp: MapPainter, points_per_unit: float, device_scale: float, options: PaintOptions
) -> None:
    """The whole map's terrain, ``p`` in scene units of ``points_per_unit`` points:
    as vectors up to ``VECTOR_HEXES`` hexes, above as an image of up to
    ``SHEET_IMAGE_PIXELS`` at ``SHEET_IMAGE_DPI`` (the screen's sprites, drawn band-free:
    64 MB at most), whatever the map's size."""
    b = mp.bounds()
    grid = mp.scenario.grid
    if grid.columns * grid.rows <= VECTOR_HEXES:
        mp.paint(p, b, points_per_unit * device_scale, options)
        return
    px = points_per_unit * SHEET_IMAGE_DPI / 72.0  # image pixels per scene unit
    pixels = b.width() * b.height() * px * px
    if pixels > SHEET_IMAGE_PIXELS:
        px *= math.sqrt(SHEET_IMAGE_PIXELS / pixels)
    image = QImage(
        max(1, math.ceil(b.width() * px)),
        max(1, math.ceil(b.height() * px)),
        QImage.Format.Format_RGB32,
    )
    with painting_on(image) as q:
        render_pixels(mp, q, 0, 0, px, options, image.rect())
    p.save()
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    p.setRenderHint(QPainter.RenderHint.LosslessImageRendering, True)  # no JPEG blur in PDF
    p.drawImage(QRectF(0, 0, image.width() / px, image.height() / px), image)
    p.restore()


def label_options(mp: MapPainter, points_per_unit: float, lang: str) -> PaintOptions:
    """Hex labels readable in print (``MIN_LABEL_PT``) or left out: the numbered
    border gives every column and row anyway."""
    hex_pt = mp.hex_size * points_per_unit
    share = max(mp.style.label_size, MIN_LABEL_PT / hex_pt)
    if share > MAX_LABEL_SHARE:
        return PaintOptions(grid=True, labels=False, language=lang)
    return PaintOptions(grid=True, labels=True, language=lang, label_size=share)


def hex_path(mp: MapPainter, hexes: set[Hex]) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for h in hexes:
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in mp.layout.corners(h)]))
        path.closeSubpath()
    return path.simplified()


def draw_overlays(p: QPainter, mp: MapPainter, scenario: Scenario, hidden: bool) -> None:
    """Zones, objectives and (unless ``hidden``) units, in scene coordinates."""
    size = mp.hex_size
    grid = scenario.grid
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for i, side in enumerate(scenario.sides):
        zone = {h for h in zone_of(scenario, side) if grid.contains(h)}
        if zone:
            draw_zone(p, hex_path(mp, zone), i, ink_of(side.colour), size)
    for obj in scenario.objectives:
        x, y = mp.layout.hex_to_pixel(obj.position)
        draw_objective(p, x + 0.42 * size, y - 0.4 * size, 0.42 * size, str(obj.points))
    if hidden:
        return
    codes = unit_codes(scenario)
    order = {s.id: i for i, s in enumerate(scenario.sides)}
    for u in scenario.units:
        if u.position is None:
            continue
        x, y = mp.layout.hex_to_pixel(u.position)
        owner = next((s for s in scenario.sides if s.id == u.side), None)
        draw_counter(
            p,
            x,
            y + 0.15 * size,
            size,
            codes[u.id],
            order.get(u.side, 0),
            owner.colour if owner else "#808080",
        )
    for d in scenario.decoys:
        if d.position is not None:
            x, y = mp.layout.hex_to_pixel(d.position)
            draw_counter(p, x, y + 0.15 * size, size, "?", order.get(d.side, 0), "#808080", True)


def zone_rect(rect: QRectF, p: QPainter, index: int, ink: QColor, size: float) -> None:
    path = QPainterPath()
    path.addRect(rect)
    draw_zone(p, path, index, ink, size)


def draw_zone(p: QPainter, path: QPainterPath, index: int, ink: QColor, size: float) -> None:
    """Hatching (``/`` for the first side, ``\\`` for the second, crossed beyond) and outline."""
    p.save()
    p.setClipPath(path, Qt.ClipOperation.IntersectClip)
    light = QColor(ink)
    light.setAlpha(150)
    p.setPen(QPen(light, 0.03 * size))
    # the first side rising, the second falling, any other both
    for rising in (True, False):
        if index >= 2 or rising == (index % 2 == 0):
            hatch(p, path.boundingRect(), 0.5 * size, rising)
    p.restore()
    pen = QPen(ink, 0.09 * size)
    if index % 2:
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)


def star(x: float, y: float, r: float) -> QPolygonF:
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.58
        pts.append(QPointF(x + rr * math.cos(a), y + rr * math.sin(a)))
    return QPolygonF(pts)


def draw_objective(p: QPainter, x: float, y: float, r: float, text: str) -> None:
    p.setPen(QPen(QColor(0, 0, 0), r * 0.1))
    p.setBrush(QColor(255, 255, 255))
    p.drawPolygon(star(x, y, r))
    f = font(10)
    f.setPixelSize(max(1, round(r * 0.75)))
    f.setBold(True)
    p.setFont(f)
    p.drawText(QRectF(x - r, y - r * 0.45, 2 * r, r), int(Qt.AlignmentFlag.AlignCenter), text)


def draw_counter(
    p: QPainter,
    x: float,
    y: float,
    size: float,
    code: str,
    index: int,
    colour: str,
    decoy: bool = False,
) -> None:
    """A unit counter: dark with white text for the first side, white for the second;
    a decoy is a white counter with a dashed border and « ? »."""
    w, h = 1.15 * size, 0.62 * size
    rect = QRectF(x - w / 2, y - h / 2, w, h)
    dark = index % 2 == 0 and not decoy
    if decoy:
        pen = QPen(QColor(0, 0, 0), 0.06 * size, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(QColor(255, 255, 255))
        p.drawRoundedRect(rect, 0.08 * size, 0.08 * size)
        f = font(10)
        f.setPixelSize(max(1, round(0.4 * size)))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor(0, 0, 0))
        p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), code)
        return
    ink = ink_of(colour)
    p.setPen(QPen(QColor(0, 0, 0), 0.05 * size))
    p.setBrush(ink.darker(130) if dark else QColor(255, 255, 255))
    p.drawRoundedRect(rect, 0.08 * size, 0.08 * size)
    if not dark:
        p.setPen(QPen(ink, 0.05 * size))
        inset = rect.adjusted(0.06 * size, 0.06 * size, -0.06 * size, -0.06 * size)
        p.drawRect(inset)
    f = font(10)
    f.setPixelSize(max(1, round(0.4 * size)))
    f.setBold(True)
    p.setFont(f)
    p.setPen(QColor(255, 255, 255) if dark else QColor(0, 0, 0))
    p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), code)


def _every(pitch: float, needed: float) -> int:
    return max(1, math.ceil(needed / max(pitch, 1e-6)))


def draw_border_labels(p: QPainter, mp: MapPainter, scenario: Scenario, place: Placement) -> None:
    """Column numbers above and below the map, row numbers left and right."""
    g = scenario.grid
    digits = g.label_digits
    b = mp.bounds()
    top, bottom = place.y, place.y + b.height() * place.scale
    left, right = place.x, place.x + b.width() * place.scale
    pitch_c = mp.layout.width * (0.75 if g.orientation == "flat" else 1.0) * place.scale
    pitch_r = mp.layout.height * (1.0 if g.orientation == "flat" else 0.75) * place.scale
    size = max(4.0, min(7.0, pitch_r * 0.8))
    f = font(size)
    p.setFont(f)
    p.setPen(QColor(0, 0, 0))
    char_w = size * 0.62 * digits
    step_c = _every(pitch_c, char_w + 2)
    step_r = _every(pitch_r, size + 1)
    centre = Qt.AlignmentFlag.AlignCenter
    for c in range(1, g.columns + 1, step_c):
        text = f"{c:0{digits}d}"
        x_top = place.to_page(*mp.layout.hex_to_pixel(g.to_hex(c, 1))).x()
        x_bot = place.to_page(*mp.layout.hex_to_pixel(g.to_hex(c, g.rows))).x()
        p.drawText(QRectF(x_top - 15, top - LABEL_BAND, 30, LABEL_BAND), int(centre), text)
        p.drawText(QRectF(x_bot - 15, bottom, 30, LABEL_BAND), int(centre), text)
    for r in range(1, g.rows + 1, step_r):
        text = f"{r:0{digits}d}"
        y_l = place.to_page(*mp.layout.hex_to_pixel(g.to_hex(1, r))).y()
        y_r = place.to_page(*mp.layout.hex_to_pixel(g.to_hex(g.columns, r))).y()
        p.drawText(QRectF(left - LABEL_BAND, y_l - 6, LABEL_BAND - 1, 12), int(centre), text)
        p.drawText(QRectF(right + 1, y_r - 6, LABEL_BAND - 1, 12), int(centre), text)


def draw_home_edges(p: QPainter, scenario: Scenario, frame: QRectF, lang: str) -> None:
    """Each side's name along its home edge, outside the hex numbers."""
    by_edge: dict[str, list[Side]] = {}
    for s in scenario.sides:
        by_edge.setdefault(s.home_edge, []).append(s)
    f = font(8, bold=True)
    p.setFont(f)
    p.setPen(QColor(0, 0, 0))
    d = LABEL_BAND
    for edge, sides in by_edge.items():
        text = " / ".join(s.name for s in sides)
        text = f"{text} — {tr('home_edge', lang)} ({tr('edge_' + edge, lang)})"
        p.save()
        if edge == "N":
            rect = QRectF(frame.left(), frame.top() - d - EDGE_BAND, frame.width(), EDGE_BAND)
        elif edge == "S":
            rect = QRectF(frame.left(), frame.bottom() + d, frame.width(), EDGE_BAND)
        else:
            x = frame.left() - d - EDGE_BAND if edge == "W" else frame.right() + d + EDGE_BAND
            p.translate(x, frame.bottom() if edge == "W" else frame.top())
            p.rotate(-90 if edge == "W" else 90)
            rect = QRectF(0, 0, frame.height(), EDGE_BAND)
        metrics_w = p.fontMetrics().horizontalAdvance(text)
        if metrics_w > rect.width():  # a long name: shrink rather than cut
            f2 = font(max(4.0, 8 * rect.width() / metrics_w), bold=True)
            p.setFont(f2)
        p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
        p.setFont(f)
        p.restore()
