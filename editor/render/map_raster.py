"""The labelled map as pixels for a file, drawn band by band: memory stays bounded.

A band is a strip of whole rows of the picture. Each is drawn by the screen's
raster code (``MapPainter.render_pixels``: pre-drawn hex sprites blitted at
whole pixels, obstacles over them), then the optional L'Art de la Guerre
ambush zones and the hex labels; the PNG writer deflates it in a worker thread
while the next one is drawn. A picture is never held whole, so its size is
limited by time, not memory: ``MAX_PIXELS``.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter

from editor.core.phrases import Phrase
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.generate.ambush import AmbushOverlay
from editor.render.ambush_art import draw_ambush
from editor.render.geometry import painting_on
from editor.render.limits import MAX_PIXELS
from editor.render.map_painter import LABEL_PX, MapPainter, PaintOptions
from editor.render.sheet_map import terrain_only
from editor.render.sheet_pages import font
from editor.render.style import Style

BAND_BYTES = 4 << 20
"""About this many bytes of pixels per band (at least 16 rows)."""


def px_per_unit(hex_mm: float, dpi: float, hex_size: float) -> float:
    """Device pixels per scene unit for hexes ``hex_mm`` flat to flat at ``dpi``."""
    return hex_mm / (math.sqrt(3.0) * hex_size) * dpi / 25.4


class TooBig(ValueError):
    """The picture asked for is over ``MAX_PIXELS``."""


class MapRaster:
    """The map of ``scenario`` at ``dpi`` with hexes ``hex_mm`` flat to flat."""

    def __init__(
        self,
        scenario: Scenario,
        ruleset: Ruleset,
        dpi: float = 96.0,
        hex_mm: float | None = None,
        lang: str = "fr",
        style: Style | None = None,
        ambush: AmbushOverlay | None = None,
    ) -> None:
        self.dpi = dpi
        self.lang = lang
        self.ambush = ambush
        self.mp = MapPainter(terrain_only(scenario), ruleset, style)
        self.scale = px_per_unit(hex_mm or scenario.map.hex_mm, dpi, self.mp.hex_size)
        b = self.mp.bounds()
        self.width = max(1, math.ceil(b.width() * self.scale))
        self.height = max(1, math.ceil(b.height() * self.scale))
        if self.width * self.height > MAX_PIXELS:
            w, h, most = self.width, self.height, MAX_PIXELS // 1_000_000
            raise TooBig(
                Phrase(
                    f"the image would be {w} x {h} pixels, over the {most} megapixels"
                    " a PNG export draws: lower the resolution (--dpi) or the hex size"
                    " (--hex-mm)",
                    f"l'image ferait {w} x {h} pixels, plus que les {most} mégapixels"
                    " d'un export PNG : baissez la résolution (--dpi) ou la taille des"
                    " hexagones (--hex-mm)",
                )
            )
        self._labels = (
            _LabelStamps(self.mp, scenario, self.scale)
            if self.mp.hex_size * self.scale >= LABEL_PX
            else None
        )

    @property
    def dots_per_metre(self) -> int:
        return round(self.dpi / 0.0254)

    def band_rows(self) -> int:
        return max(16, min(self.height, BAND_BYTES // (4 * self.width)))

    def draw(self, image: QImage, top: int) -> None:
        """Rows ``top`` to ``top + image.height() - 1`` of the picture into ``image``."""
        options = PaintOptions(grid=True, labels=False, language=self.lang)
        w, h = image.width(), image.height()
        with painting_on(image) as p:
            self.mp.render_pixels(p, 0, top, self.scale, options, QRect(0, 0, w, h))
            p.resetTransform()
            p.setClipping(False)
            if self.ambush is not None:
                p.save()
                p.translate(0, -top)
                p.scale(self.scale, self.scale)
                draw_ambush(p, self.mp.layout, self.ambush, self.lang, style=self.mp.style)
                p.restore()
            if self._labels is not None:
                self._labels.draw(p, top, h)

    def bands(self) -> Iterator[QImage]:
        """The picture, top to bottom, one new image per band (Qt owns each
        image's pixels; the caller keeps it as long as it uses it)."""
        rows = self.band_rows()
        for top in range(0, self.height, rows):
            image = QImage(self.width, min(rows, self.height - top), QImage.Format.Format_RGB32)
            self.draw(image, top)
            yield image

    def image(self) -> QImage:
        """The whole picture in one image (for pictures that fit in memory)."""
        image = QImage(self.width, self.height, QImage.Format.Format_RGB32)
        if image.isNull():
            raise MemoryError(f"no memory for a {self.width} x {self.height} px image")
        dots = self.dots_per_metre
        image.setDotsPerMeterX(dots)
        image.setDotsPerMeterY(dots)
        self.draw(image, 0)
        return image


class _LabelStamps:
    """Hex labels (CCRR) blitted from pre-drawn halves: each column number and
    each row number is laid out once, not once per hex (laying out text is most
    of a big picture's time). Placed like the map painter's own labels."""

    def __init__(self, mp: MapPainter, scenario: Scenario, scale: float) -> None:
        self.mp = mp
        self.grid = scenario.grid
        self.scale = scale
        px = mp.hex_size * scale
        self._font = font(10)
        self._font.setPixelSize(max(6, round(mp.style.label_size * px)))
        self._metrics = QFontMetrics(self._font)
        self._ink = QColor(mp.style.label_colour)
        self._top = (0.86 if self.grid.orientation == "flat" else 0.8) * px - 0.04 * px
        self._cache: dict[str, QImage] = {}

    def _piece(self, text: str) -> QImage:
        image = self._cache.get(text)
        if image is None:
            w = self._metrics.horizontalAdvance(text) + 2
            h = self._metrics.height() + 2
            image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            with painting_on(image) as p:
                p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
                p.setFont(self._font)
                p.setPen(self._ink)
                p.drawText(QRectF(0, 0, w, h), int(Qt.AlignmentFlag.AlignCenter), text)
            self._cache[text] = image
        return image

    def draw(self, p: QPainter, top: int, height: int) -> None:
        """The labels that meet rows ``top`` .. ``top + height`` of the picture."""
        g, mp, scale = self.grid, self.mp, self.scale
        reach = (self._top + self._metrics.height() + 2) / scale
        band = QRectF(0, top / scale - reach, mp.bounds().width(), height / scale + 2 * reach)
        c0, c1, r0, r1 = mp.hex_range(band)
        digits = g.label_digits
        to_pixel, to_hex = mp.layout.hex_to_pixel, g.to_hex
        for c in range(c0, c1 + 1):
            left = self._piece(f"{c:0{digits}d}")
            for r in range(r0, r1 + 1):
                right = self._piece(f"{r:0{digits}d}")
                x, y = to_pixel(to_hex(c, r))
                x0 = round(x * scale - (left.width() + right.width() - 2) / 2)
                y0 = round(y * scale - self._top) - top
                p.drawImage(x0, y0, left)
                p.drawImage(x0 + left.width() - 2, y0, right)
