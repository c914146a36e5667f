"""The labelled map as pixels for a file, drawn band by band: memory stays bounded.

A band is a strip of whole rows of the picture. Each is drawn by the screen's
raster code (``sprite_raster.render_pixels``: pre-drawn hex sprites blitted at
whole pixels, obstacles over them), then the optional L'Art de la Guerre
ambush zones, the hex labels (stamps, as on the screen) and, when asked, the
units, decoys, zones and objectives (``forces_art``); the PNG writer
deflates it in a worker thread while the next one is drawn. A picture is
never held whole, so its size is limited by time, not memory: ``MAX_PIXELS``.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QImage

from editor.core.phrases import Phrase
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.render.forces_art import ForcesOver, draw_forces
from editor.render.geometry import painting_on
from editor.render.hex_art import LABEL_PX
from editor.render.limits import MAX_PIXELS
from editor.render.map_painter import MapPainter, PaintOptions
from editor.render.render_options import RenderOptions
from editor.render.sheet_map import terrain_only
from editor.render.sprite_raster import render_pixels, stamp_labels

BAND_BYTES = 2 << 20
"""About this many bytes of pixels per band (at least 16 rows). A few bands are
in memory at once (drawn, converted, deflated): 4 MB bands made a 4096 px
picture peak ~16 MB higher for no time gained."""


def px_per_unit(hex_mm: float, dpi: float, hex_size: float) -> float:
    """Device pixels per scene unit for hexes ``hex_mm`` flat to flat at ``dpi``."""
    return hex_mm / (math.sqrt(3.0) * hex_size) * dpi / 25.4


class TooBig(ValueError):
    """The picture asked for is over ``MAX_PIXELS``."""


class MapRaster:
    """The map of ``scenario`` as ``options`` say: at ``options.dpi`` with hexes
    ``options.hex_mm`` flat to flat."""

    def __init__(self, scenario: Scenario, ruleset: Ruleset, options: RenderOptions) -> None:
        self.dpi = options.dpi
        self.lang = options.lang
        self.ambush = options.ambush
        self.mp = MapPainter(terrain_only(scenario), ruleset, options.style)
        self.forces = (
            ForcesOver(scenario, ruleset, self.mp.layout, self.mp.hex_size)
            if options.forces
            else None
        )
        """Units, decoys, zones and objectives over the labels, as on the screen."""
        hex_mm = options.hex_mm or scenario.map.hex_mm
        self.scale = px_per_unit(hex_mm, self.dpi, self.mp.hex_size)
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
        self._labels = self.mp.hex_size * self.scale >= LABEL_PX

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
            render_pixels(self.mp, p, 0, top, self.scale, options, QRect(0, 0, w, h))
            p.resetTransform()
            p.setClipping(False)
            if self.ambush is not None:
                from editor.render.ambush_art import draw_ambush  # the generator's data: only then

                p.save()
                p.translate(0, -top)
                p.scale(self.scale, self.scale)
                draw_ambush(p, self.mp.layout, self.ambush, self.lang, style=self.mp.style)
                p.restore()
            if self._labels:  # over the ambush zones
                stamp_labels(self.mp, p, 0, top, self.scale, QRect(0, 0, w, h))
            if self.forces is not None:
                p.translate(0, -top)
                p.scale(self.scale, self.scale)
                band = QRectF(0, top / self.scale, w / self.scale, h / self.scale)
                draw_forces(p, self.forces, band)

    def bands(self, reuse: int = 0) -> Iterator[QImage]:
        """The picture, top to bottom, one image per band (Qt owns the pixels).

        ``reuse``: draw into that many images in turn (the caller must be done
        with a band before ``reuse`` more are drawn). Fresh memory costs a page
        fault per 4 KB on its first touch: a 4096 px picture is drawn ~15 %
        faster into the same few bands. 0: a new image per band, to keep."""
        rows = self.band_rows()
        ring: list[QImage] = []
        for n, top in enumerate(range(0, self.height, rows)):
            height = min(rows, self.height - top)
            if reuse and len(ring) == reuse and ring[n % reuse].height() == height:
                image = ring[n % reuse]
            else:
                image = QImage(self.width, height, QImage.Format.Format_RGB32)
                if reuse:
                    ring[n % reuse : n % reuse + 1] = [image]
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
