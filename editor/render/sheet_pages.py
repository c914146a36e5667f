"""Text flowing over the pages of a paged device: headings, wrapped paragraphs, tables.

Coordinates are printer's points (1/72 inch) from the top-left of the device's
paintable area: ``Flow`` scales the painter once, so every sheet module lays
out in points whatever the device's resolution (QPdfWriter, QPrinter). A block
that does not fit on the rest of the page starts a new one; table rows never
split, long cells wrap.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QPagedPaintDevice,
    QPainter,
    QPen,
)

FAMILY = "DejaVu Sans"
"""A font with every French accent, embedded in the PDF (QPdfWriter subsets it)."""
WRAP = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop


def font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont(FAMILY)
    # The painter is scaled to points: a pixel size in points is a point size.
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


BODY = 9.0
SMALL = 7.5
H1, H2 = 16.0, 11.5
RIGHT_PAD = 8.0
"""Points between a right-aligned cell and the next column."""


def breakable(text: str, metrics: QFontMetricsF | QFontMetrics, width: float) -> str:
    """``text`` with zero-width spaces inside words too long for ``width``, so that
    word wrapping breaks them instead of letting them run off the page."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    words = text.split(" ")
    for i, word in enumerate(words):
        if metrics.horizontalAdvance(word) > width:
            step = max(1, int(len(word) * width / metrics.horizontalAdvance(word)) - 1)
            words[i] = "\u200b".join(word[k : k + step] for k in range(0, len(word), step))
    return " ".join(words)


class Flow:
    """A cursor over pages; ``painter`` is active on ``device`` and scaled to points."""

    def __init__(
        self,
        device: QPagedPaintDevice,
        painter: QPainter,
        footer: str = "",
        on_new_page: Callable[[], None] | None = None,
    ) -> None:
        self.device = device
        self.p = painter
        self.k = device.logicalDpiX() / 72.0
        self.width = device.width() / self.k
        self.height = device.height() / self.k
        self.footer = footer
        self.page = 1
        self.y = 0.0
        self.gap = 1.0
        """Scale of the blank space between blocks (below 1 to close a section up)."""
        self.on_new_page = on_new_page
        self._reset()

    @property
    def bottom(self) -> float:
        """Lowest y of content: the footer sits below."""
        return self.height - 14.0

    def _reset(self) -> None:
        self.p.resetTransform()
        self.p.scale(self.k, self.k)
        self._draw_footer()

    def _draw_footer(self) -> None:
        p = self.p
        p.save()
        p.setFont(font(SMALL))
        p.setPen(QColor(0, 0, 0))
        rect = QRectF(0, self.height - 10.0, self.width, 10.0)
        footer = p.fontMetrics().elidedText(
            self.footer, Qt.TextElideMode.ElideRight, int(self.width - 40)
        )
        p.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), footer)
        p.drawText(
            rect, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), str(self.page)
        )
        p.restore()

    def new_page(self) -> None:
        self.device.newPage()
        self.page += 1
        self.y = 0.0
        self._reset()
        if self.on_new_page is not None:
            self.on_new_page()

    def ensure(self, height: float) -> None:
        """Start a new page unless ``height`` points fit below the cursor."""
        if self.y > 0 and self.y + height > self.bottom:
            self.new_page()

    def space(self, h: float) -> None:
        self.y += h

    # --- text ---------------------------------------------------------------------

    def measure(self, text: str, f: QFont, width: float) -> float:
        self.p.setFont(f)
        text = breakable(text, self.p.fontMetrics(), width)
        return self.p.boundingRect(QRectF(0, 0, width, 1e6), int(WRAP), text).height()

    def text_at(self, x: float, y: float, width: float, text: str, f: QFont) -> float:
        """Draw wrapped ``text``; returns its height."""
        self.p.setFont(f)
        text = breakable(text, self.p.fontMetrics(), width)
        self.p.setPen(QColor(0, 0, 0))
        rect = QRectF(x, y, width, 1e6)
        used = self.p.boundingRect(rect, int(WRAP), text)
        self.p.drawText(rect, int(WRAP), text)
        return used.height()

    def heading(self, text: str, size: float = H2, keep: float = 40.0) -> None:
        """A heading kept with at least ``keep`` points of what follows."""
        f = font(size, bold=True)
        h = self.measure(text, f, self.width)
        self.ensure(h + keep)
        if self.y > 0:
            self.y += size * 0.6 * self.gap
        self.y += self.text_at(0, self.y, self.width, text, f)
        pen = QPen(QColor(0, 0, 0), 0.6 if size >= H1 else 0.3)
        self.p.setPen(pen)
        # Qt's int overload, which PySide6 took (truncating) when given floats.
        y = int(self.y + 1.5)
        self.p.drawLine(0, y, int(self.width), y)
        self.y += 5.0 * self.gap

    def paragraph(self, text: str, size: float = BODY, indent: float = 0.0, **style: bool) -> None:
        """Wrapped text; a long paragraph is split by lines across pages."""
        f = font(size, **style)
        for line in text.splitlines() or [""]:
            if not line.strip():
                self.y += size * 0.6 * self.gap
                continue
            h = self.measure(line, f, self.width - indent)
            if self.y + h > self.bottom and h > self.bottom - self.y:
                self._split(line, f, indent, size)
                continue
            self.ensure(h)
            self.y += self.text_at(indent, self.y, self.width - indent, line, f)
        self.y += size * 0.35 * self.gap

    def _split(self, line: str, f: QFont, indent: float, size: float) -> None:
        words = line.split(" ")
        while words:
            room = self.bottom - self.y
            n = len(words)
            while n > 1 and self.measure(" ".join(words[:n]), f, self.width - indent) > room:
                n = max(1, n * 3 // 4 if n > 8 else n - 1)
            chunk = " ".join(words[:n])
            if self.measure(chunk, f, self.width - indent) > room and self.y > 0:
                self.new_page()
                continue
            self.y += self.text_at(indent, self.y, self.width - indent, chunk, f)
            words = words[n:]
            if words:
                self.new_page()

    def _fit_columns(
        self,
        cols: list[float],
        header: Sequence[str],
        rows: Sequence[Sequence[str]],
        head_font: QFont,
        body_font: QFont,
        align_right: Sequence[int],
    ) -> list[float]:
        """``cols`` widened where a word (a header above all) would not fit, taking
        the room from the column with the most to spare: a cell never clips."""
        need = []
        for i in range(len(cols)):
            pad = RIGHT_PAD + 2 if i in align_right else 4
            widest = 0.0
            for cells, f in ((header, head_font), *((r, body_font) for r in rows)):
                if i < len(cells):
                    metrics = QFontMetricsF(f)
                    for word in str(cells[i]).split():
                        widest = max(widest, metrics.horizontalAdvance(word))
            need.append(widest + pad)
        out = list(cols)
        for i, n in enumerate(need):
            short = n - out[i]
            if short <= 0:
                continue
            donor = max(
                (j for j in range(len(out)) if j != i), key=lambda j: out[j] - need[j], default=None
            )
            if donor is None or out[donor] - need[donor] <= 0:
                continue
            give = min(short, out[donor] - need[donor])
            out[i] += give
            out[donor] -= give
        return out

    def table(
        self,
        header: Sequence[str],
        rows: Sequence[Sequence[str]],
        widths: Sequence[float],
        size: float = BODY,
        align_right: Sequence[int] = (),
        title: str = "",
    ) -> None:
        """Rows of wrapped cells; ``widths`` are fractions of the page width.
        The header is repeated on each page the table runs over; a ``title``
        (a heading) stays with the header and the first row."""
        head_font, body_font = font(size, bold=True), font(size)
        cols = self._fit_columns(
            [w * self.width for w in widths], header, rows, head_font, body_font, align_right
        )

        def draw_row(cells: Sequence[str], f: QFont, shade: bool) -> None:
            hs = [self.measure(c, f, w - 4) for c, w in zip(cells, cols, strict=True)]
            h = max(hs, default=size) + 3
            self.ensure(h)
            if shade:
                self.p.fillRect(QRectF(0, self.y, self.width, h), QColor(225, 225, 225))
            x = 0.0
            for i, (c, w) in enumerate(zip(cells, cols, strict=True)):
                if i in align_right:
                    self.p.setFont(f)
                    self.p.setPen(QColor(0, 0, 0))
                    self.p.drawText(
                        QRectF(x + 2, self.y + 1.5, w - RIGHT_PAD, h),
                        int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop),
                        c,
                    )
                else:
                    self.text_at(x + 2, self.y + 1.5, w - 4, c, f)
                x += w
            self.y += h
            self.p.setPen(QPen(QColor(150, 150, 150), 0.3))
            y = int(self.y)  # Qt's int overload, as PySide6 took it (truncating)
            self.p.drawLine(0, y, int(self.width), y)

        # The header stays with the first row (a tall row moves both to the next page).
        first = rows[0] if rows else [""] * len(cols)
        first_h = max(self.measure(c, body_font, w - 4) for c, w in zip(first, cols, strict=True))
        need = size + 7 + first_h + 3
        if title:
            title_h = self.measure(title, font(H2, bold=True), self.width) + H2 * 0.6 + 5
            self.ensure(min(need + title_h, self.bottom))
            self.heading(title, keep=0)
        self.ensure(max(3 * (size + 4), min(need, self.bottom)))
        draw_row(header, head_font, True)
        for row in rows:
            h = max(self.measure(c, body_font, w - 4) for c, w in zip(row, cols, strict=True))
            if self.y + h + 3 > self.bottom:
                self.new_page()
                draw_row(header, head_font, True)
            draw_row(row, body_font, False)
        self.y += size * 0.6 * self.gap
