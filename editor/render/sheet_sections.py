"""How the sheet's sections share pages, so that no page is left near-empty.

* A section for one player's eyes (a side under hidden deployment) is set
  apart from what shares its page by a dashed cut line: the page is cut and
  each player gets only their own part. It is kept whole when it fits on the
  rest of the page, else it starts a new page or runs on to the next one,
  whichever takes fewer pages.
* A section that would leave a near-empty last page (three lines of « Optional
  rules ») is closed up instead: its blank space between blocks shrinks
  (``Flow.gap``) when that brings it onto one page fewer.

Both decisions need the height a section takes; it is measured by drawing the
section on a scratch PDF of the same page layout, from the same point of the
page (the only exact measure of wrapped text and tables).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPdfWriter, QPen

from editor.render.sheet_pages import SMALL, Flow, font
from editor.render.sheet_text import tr

CUT = 26.0
"""Points a cut line takes, with its caption."""
NEAR_EMPTY = 0.25
"""A page whose content takes less than this part of its height is near-empty."""
RUN_ON = 0.4
"""Room (part of a page) from which a private section that does not fit whole
runs on from the cut line rather than leave the rest of the page blank."""
CLOSED_UP = 0.45
"""``Flow.gap`` of a closed-up section."""
Section = Callable[[Flow], None]


def measure(flow: Flow, draw: Section, start: float = 0.0, gap: float = 1.0) -> tuple[int, float]:
    """(new pages, the cursor's height at the end) of ``draw`` begun at ``start``
    on a page of ``flow``'s layout, its blank space scaled by ``gap``."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    scratch = QPdfWriter(buffer)
    scratch.setResolution(flow.device.logicalDpiX())
    scratch.setPageLayout(flow.device.pageLayout())
    painter = QPainter(scratch)
    try:
        trial = Flow(scratch, painter)
        trial.y, trial.gap = start, gap
        draw(trial)
        return trial.page - 1, trial.y
    finally:
        painter.end()
        buffer.close()


def cut_line(flow: Flow, lang: str) -> None:
    """A dashed line across the page with its scissors and caption."""
    p = flow.p
    y = flow.y + CUT / 2
    p.save()
    p.setPen(QPen(QColor(90, 90, 90), 0.6, Qt.PenStyle.DashLine))
    p.drawLine(QPointF(0.0, y), QPointF(flow.width, y))
    p.setFont(font(SMALL, italic=True))
    p.setPen(QColor(60, 60, 60))
    text = tr("cut_here", lang)
    w = p.fontMetrics().horizontalAdvance(text) + 12
    box = QRectF((flow.width - w) / 2, y - SMALL, w, 2 * SMALL)
    p.fillRect(box, QColor(255, 255, 255))
    p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)
    p.restore()
    flow.y += CUT


def _draw(flow: Flow, draw: Section, gap: float) -> None:
    flow.gap = gap
    try:
        draw(flow)
    finally:
        flow.gap = 1.0


def _fit(flow: Flow, draw: Section, start: float) -> tuple[int, float, float]:
    """(new pages, end, gap) of ``draw`` begun at ``start``: closed up when that
    saves a near-empty last page."""
    pages, end = measure(flow, draw, start=start)
    if pages and end < NEAR_EMPTY * flow.bottom:
        closed, closed_end = measure(flow, draw, start=start, gap=CLOSED_UP)
        if closed < pages:
            return closed, closed_end, CLOSED_UP
    return pages, end, 1.0


def place_apart(
    flow: Flow, draw: Section, lang: str, continued: str = "", last: bool = False
) -> None:
    """Draw ``draw`` below a cut line, whole when it fits on the rest of the page
    (closed up if it must). Else it runs on from here (to the next page, under
    its ``continued`` heading) or starts a new page: whichever takes fewer
    pages, then (for the ``last`` section) leaves no near-empty last page;
    running on when ``RUN_ON`` of the page is left."""
    gap = 1.0
    if flow.y > 0:
        room = flow.bottom - flow.y - CUT
        for gap in (1.0, CLOSED_UP):
            if measure(flow, draw, start=flow.y + CUT, gap=gap)[0] == 0:
                cut_line(flow, lang)
                _draw(flow, draw, gap)
                return
        here, here_end, here_gap = _fit(flow, draw, flow.y + CUT)
        fresh, fresh_end, gap = _fit(flow, draw, 0.0)
        near_empty = NEAR_EMPTY * flow.bottom
        run_on = room >= RUN_ON * flow.bottom
        # Fewest pages, then no near-empty last page, then as the room says.
        # (Only the last section's last page stays near-empty: the next one fills it.)
        here_key = (here, last and 0 < here and here_end < near_empty, not run_on)
        fresh_key = (fresh + 1, last and fresh_end < near_empty, run_on)
        if here_key <= fresh_key:
            cut_line(flow, lang)
            gap = here_gap
        else:
            flow.new_page()
    else:
        gap = _fit(flow, draw, 0.0)[2]
    previous = flow.on_new_page

    def heading() -> None:
        if continued:
            flow.heading(continued, keep=0)

    flow.on_new_page = heading
    try:
        _draw(flow, draw, gap)
    finally:
        flow.on_new_page = previous


def place_closing(flow: Flow, draw: Section) -> None:
    """Draw ``draw`` from the cursor, closed up when that saves a near-empty last page."""
    _draw(flow, draw, _fit(flow, draw, flow.y)[2])
