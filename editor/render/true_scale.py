"""The map at its printed size, tiled over pages to tape into a table mat.

A hex is ``hex_mm`` from flat side to flat side (``2 * apothem``). Each page
shows a window of the map inside a band of ``BAND_MM`` that carries the page
index (A1, B1... columns are letters, rows numbers), crop marks at the
window's corners and a 100 mm rule to check the printer's scale. Neighbouring
windows overlap by ``OVERLAP_MM``; registration crosses are drawn at fixed
map positions in every overlap, so they print on both pages and line up when
the pages are laid over each other. The first page is the assembly diagram.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPagedPaintDevice, QPainter, QPen

from editor.core.phrases import Phrase
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.render.limits import MAX_TRUE_SCALE_PAGES
from editor.render.map_painter import MapPainter, PaintOptions
from editor.render.sheet_map import draw_terrain, label_options, terrain_only
from editor.render.sheet_options import SheetOptions
from editor.render.sheet_pages import BODY, H1, Flow, font
from editor.render.sheet_text import tr
from editor.render.style import Style
from editor.render.true_scale_plan import BAND_MM, TrueScalePlan, page_name, plan

CROSS_MM = 3.0


def plan_for_device(mp: MapPainter, hex_mm: float, device: QPagedPaintDevice) -> TrueScalePlan:
    return plan(mp, hex_mm, *device_mm(device), MAX_TRUE_SCALE_PAGES)


def device_mm(device: QPagedPaintDevice) -> tuple[float, float]:
    """The paintable area of ``device`` in mm."""
    dpmm = device.logicalDpiX() / 25.4
    return device.width() / dpmm, device.height() / dpmm


def write_true_scale(
    device: QPagedPaintDevice,
    painter: QPainter,
    scenario: Scenario,
    ruleset: Ruleset,
    options: SheetOptions,
    style: Style,
) -> int:
    mp = MapPainter(terrain_only(scenario), ruleset, style)
    mp.tiled = False
    hex_mm = options.hex_mm or scenario.map.hex_mm
    cut = plan_for_device(mp, hex_mm, device)
    pages = 1 + len(cut.pages)
    if pages > MAX_TRUE_SCALE_PAGES:
        n_en, most_en = f"{pages:,}", f"{MAX_TRUE_SCALE_PAGES:,}"
        n_fr, most_fr = n_en.replace(",", "\u202f"), most_en.replace(",", "\u202f")
        raise ValueError(
            Phrase(
                f"the true-scale map of {hex_mm:g} mm hexes would take {n_en} pages"
                f" of {options.paper} (at most {most_en}): choose smaller hexes"
                " or a bigger paper, or print the set-up sheet",
                f"la carte à l'échelle en hexagones de {hex_mm:g} mm prendrait"
                f" {n_fr} pages {options.paper} (au plus {most_fr}) : choisissez"
                " des hexagones plus petits ou un plus grand papier, ou imprimez"
                " la feuille de mise en place",
            )
        )
    lang = options.lang
    flow = Flow(device, painter, footer=scenario.title)
    _assembly(flow, mp, scenario, cut, hex_mm, lang)
    dpmm = device.logicalDpiX() / 25.4
    for col, row in cut.pages:
        device.newPage()
        painter.resetTransform()
        painter.scale(dpmm, dpmm)
        _tile(painter, mp, scenario, cut, col, row, dpmm, lang)
    return pages


def _assembly(
    flow: Flow, mp: MapPainter, scenario: Scenario, cut: TrueScalePlan, hex_mm: float, lang: str
) -> None:
    flow.heading(f"{tr('true_scale', lang)} — {scenario.title}", size=H1)
    flow.paragraph(
        tr("assembly_text", lang, mm=hex_mm, cols=cut.columns, rows=cut.rows, overlap=cut.overlap)
    )
    left_out = [
        page_name(c, r)
        for r in range(cut.rows)
        for c in range(cut.columns)
        if not cut.printed(c, r)
    ]
    if left_out:
        flow.paragraph(tr("pages_left_out", lang, names=", ".join(left_out)))
    flow.paragraph(tr("map_size_mm", lang, w=cut.map_w, h=cut.map_h), BODY, bold=True)
    flow.heading(tr("assembly", lang))
    p = flow.p
    room = QRectF(0, flow.y + 14, flow.width - 14, flow.bottom - flow.y - 70)
    total_w = cut.step_x * cut.columns + cut.overlap
    total_h = cut.step_y * cut.rows + cut.overlap
    s = min(room.width() / total_w, room.height() / total_h)
    ox, oy = room.x() + 14, room.y()
    b = mp.bounds()
    p.save()
    p.translate(ox, oy)
    p.scale(s * cut.mm_per_unit, s * cut.mm_per_unit)
    p.translate(-cut.origin[0], -cut.origin[1])
    p.setClipRect(b)
    options = PaintOptions(grid=True, labels=False, language=lang)
    draw_terrain(p, mp, s * cut.mm_per_unit, flow.k, options)
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    for col, row in cut.pages:
        w = cut.window(col, row)
        r = QRectF(ox + w.x() * s, oy + w.y() * s, w.width() * s, w.height() * s)
        p.setPen(QPen(QColor(0, 0, 0), 0.8))
        p.drawRect(r)
        f = font(max(8.0, min(20.0, r.height() * 0.25)), bold=True)
        p.setFont(f)
        p.setPen(QColor(255, 255, 255))
        centre = r.center()
        box = QRectF(centre.x() - 30, centre.y() - 14, 60, 28)
        p.fillRect(box.adjusted(12, 4, -12, -4), QColor(0, 0, 0, 170))
        p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), page_name(col, row))
    _rule(p, flow.k, QPointF(0, flow.bottom - 30), 72 / 25.4)


def _rule(p: QPainter, _k: float, at: QPointF, unit: float) -> None:
    """A 100 mm rule with cm ticks; ``unit`` = painter units per mm."""
    p.save()
    p.setPen(QPen(QColor(0, 0, 0), 0.25 * unit))
    x0, y = at.x(), at.y()
    p.drawLine(QPointF(x0, y), QPointF(x0 + 100 * unit, y))
    for i in range(11):
        h = (2.0 if i % 5 else 3.0) * unit
        p.drawLine(QPointF(x0 + i * 10 * unit, y), QPointF(x0 + i * 10 * unit, y - h))
    f = font(2.5 * unit)
    p.setFont(f)
    p.drawText(
        QRectF(x0 + 101 * unit, y - 3 * unit, 20 * unit, 4 * unit),
        int(Qt.AlignmentFlag.AlignLeft),
        "100 mm",
    )
    p.restore()


def _tile(
    p: QPainter,
    mp: MapPainter,
    scenario: Scenario,
    cut: TrueScalePlan,
    col: int,
    row: int,
    dpmm: float,
    lang: str,
) -> None:
    """One page, painter in mm from the paintable area's corner."""
    w = cut.window(col, row)
    win = QRectF(BAND_MM, BAND_MM, cut.window_w, cut.window_h)
    unit = cut.mm_per_unit
    p.save()
    p.setClipRect(win)
    p.translate(BAND_MM - w.x(), BAND_MM - w.y())
    p.scale(unit, unit)
    p.translate(-cut.origin[0], -cut.origin[1])
    exposed = cut.scene_window(col, row)
    mp.paint(
        p,
        exposed.intersected(mp.bounds()),
        unit * dpmm,
        label_options(mp, unit * 72 / 25.4, lang),  # readable labels, or none
    )
    p.restore()
    p.save()
    p.setClipRect(win)
    p.translate(BAND_MM - w.x(), BAND_MM - w.y())
    _crosses(p, cut, w.adjusted(-CROSS_MM, -CROSS_MM, CROSS_MM, CROSS_MM))
    p.restore()
    _marks(p, win)
    name = page_name(col, row)
    p.setPen(QColor(0, 0, 0))
    p.setFont(font(5.0, bold=True))
    band_top = QRectF(BAND_MM, 0, cut.window_w, BAND_MM - 1)
    p.drawText(band_top, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), name)
    p.setFont(font(2.6))
    neighbours = [
        text.format(page_name(c, r))
        for c, r, text in (
            (col - 1, row, "← {}"),
            (col + 1, row, "{} →"),
            (col, row - 1, "↑ {}"),
            (col, row + 1, "↓ {}"),
        )
        if cut.printed(c, r)
    ]
    text = f"{scenario.title} — {tr('true_scale', lang)} — " + "  ".join(neighbours)
    p.drawText(
        band_top.adjusted(0, 0, -14, 0),
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
        text,
    )
    _rule(p, 1.0, QPointF(BAND_MM + 4, BAND_MM + cut.window_h + BAND_MM - 2.0), 1.0)


def _crosses(p: QPainter, cut: TrueScalePlan, window: QRectF) -> None:
    """Registration crosses in the middle of every overlap, at fixed map positions
    (mm); those of ``window`` only (every page used to carry all the map's,
    clipped: megabytes a page on a big map)."""
    p.setPen(QPen(QColor(0, 0, 0), 0.25))
    xs = [c * cut.step_x + cut.overlap / 2 for c in range(1, cut.columns)]
    ys = [r * cut.step_y + cut.overlap / 2 for r in range(1, cut.rows)]
    along_y = [cut.step_y * r + cut.window_h * f for r in range(cut.rows) for f in (0.25, 0.75)]
    along_x = [cut.step_x * c + cut.window_w * f for c in range(cut.columns) for f in (0.25, 0.75)]
    left, right, top, bottom = window.left(), window.right(), window.top(), window.bottom()
    xs = [x for x in xs if left <= x <= right]
    ys = [y for y in ys if top <= y <= bottom]
    along_x = [x for x in along_x if left <= x <= right]
    along_y = [y for y in along_y if top <= y <= bottom]
    points = [(x, y) for x in xs for y in along_y] + [(x, y) for y in ys for x in along_x]
    for x, y in points:
        p.setBrush(QColor(255, 255, 255))
        p.drawEllipse(QPointF(x, y), CROSS_MM * 0.6, CROSS_MM * 0.6)
        p.drawLine(QPointF(x - CROSS_MM, y), QPointF(x + CROSS_MM, y))
        p.drawLine(QPointF(x, y - CROSS_MM), QPointF(x, y + CROSS_MM))


def _marks(p: QPainter, win: QRectF) -> None:
    """Crop marks at the window's corners, in the band (never over the map)."""
    p.setPen(QPen(QColor(0, 0, 0), 0.2))
    gap, length = 1.0, BAND_MM - 2.0
    for x, y, sx, sy in (
        (win.left(), win.top(), -1, -1),
        (win.right(), win.top(), 1, -1),
        (win.left(), win.bottom(), -1, 1),
        (win.right(), win.bottom(), 1, 1),
    ):
        p.drawLine(QPointF(x + sx * gap, y), QPointF(x + sx * (gap + length), y))
        p.drawLine(QPointF(x, y + sy * gap), QPointF(x, y + sy * (gap + length)))
    p.setPen(QPen(QColor(120, 120, 120), 0.15, Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(win)
