"""Hex labels (CCRR) for raster drawing, blitted from pre-drawn halves.

Laying text out is most of the cost of a label; a map has few distinct column
and row numbers. Each is drawn once into a small image (created and owned by
Qt, kept here as long as the stamps live: never a view of a Python buffer) and
a label is two blits. QStaticText is not used: it keeps pointers into Qt's
font-engine cache, which Qt may flush, and then crashes the next paint.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter

from editor.render.geometry import painting_on
from editor.render.sheet_pages import FAMILY


class LabelStamps:
    """Label pieces of one pixel size and colour."""

    def __init__(self, pixel_size: int, colour: str) -> None:
        self.pixel_size = pixel_size
        self._font = QFont(FAMILY)
        self._font.setPixelSize(pixel_size)
        self._metrics = QFontMetrics(self._font)
        self._ink = QColor(colour)
        self._cache: dict[str, QImage] = {}
        self._numbers: list[str] = []
        self._numbered: list[tuple[QImage, int] | None] = []
        self.height = self._metrics.height() + 2
        """Pixels from a label's top to its bottom."""

    def piece(self, text: str) -> QImage:
        image = self._cache.get(text)
        if image is None:
            w = self._metrics.horizontalAdvance(text) + 2
            image = QImage(w, self.height, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            with painting_on(image) as p:
                p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
                p.setFont(self._font)
                p.setPen(self._ink)
                p.drawText(QRectF(0, 0, w, self.height), int(Qt.AlignmentFlag.AlignCenter), text)
            self._cache[text] = image
        return image

    def width(self, column: str, row: str) -> int:
        return self.piece(column).width() + self.piece(row).width() - 2

    def numbered(self, numbers: list[str]) -> list[tuple[QImage, int] | None]:
        """Per index of ``numbers`` (a map's column and row numbers), its piece
        and that piece's width once ``number`` has made them: a label in a
        paint loop is then two list look-ups and two blits, no call."""
        if numbers is not self._numbers:
            self._numbers, self._numbered = numbers, [None] * len(numbers)
        return self._numbered

    def number(self, n: int) -> tuple[QImage, int]:
        """The entry ``n`` of ``numbered``'s list, made now."""
        image = self.piece(self._numbers[n])
        made = self._numbered[n] = (image, image.width())
        return made
