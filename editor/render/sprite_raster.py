"""A region of the map on a raster device: pre-drawn hex sprites blitted at whole
pixels, hex labels stamped, edge obstacles drawn over.

The raster half of the map painter (``map_painter``): its screen tiles, the
bands of an exported PNG (``map_raster``) and the picture of a set-up sheet
(``sheet_map``) are drawn here; the vector half is ``vector_map``. What it
reads of the painter is ``RasterMap``; what it keeps from paint to paint
(sprites per zoom, label stamps) is the painter's ``RasterCache``.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QImage, QPainter, QTransform

from editor.core.grid import Grid
from editor.core.layout import Layout
from editor.render.geometry import qcolor
from editor.render.hex_art import FAR_PX, LABEL_PX, detail_at, label_font_px
from editor.render.label_stamps import LabelStamps
from editor.render.map_index import MapIndex
from editor.render.overview import Overview
from editor.render.sprites import SpriteCache
from editor.render.style import Style


class RasterCache:
    """What a painter keeps between raster paints: the hex sprites of a zoom or
    two, the label stamps of a few label sizes, the labels' numbers."""

    def __init__(self, style: Style, orientation: str) -> None:
        self.sprites = SpriteCache(style, orientation)
        self.stamps: dict[int, LabelStamps] = {}
        self.numbers: list[str] = []
        """Column and row numbers as labels print them (``stamp_labels``)."""


class RasterOptions(Protocol):
    """What a raster paint reads of the painter's options."""

    grid: bool
    labels: bool
    label_size: float | None


class RasterMap(Protocol):
    """What a raster paint reads of the map painter that calls it."""

    style: Style
    layout: Layout
    hex_size: float
    grid: Grid
    flat: bool
    origin: tuple[float, float]
    """Scene centre of hex (1, 1)."""
    pitch: tuple[float, float]
    """Scene step from a column to the next, and from a row to the next."""
    push: tuple[float, ...]
    """Half-hex push of the odd/even columns (flat) or rows (pointy), by parity."""
    raster: RasterCache

    @property
    def index(self) -> MapIndex: ...

    def overview(self) -> Overview: ...

    def centre(self, col: int, row: int) -> tuple[float, float]: ...

    def hex_span(
        self, left: float, top: float, right: float, bottom: float
    ) -> tuple[int, int, int, int]: ...

    def draw_obstacles(
        self, p: QPainter, c0: int, c1: int, r0: int, r1: int, area: QRectF
    ) -> None: ...


def render_pixels(
    mp: RasterMap,
    p: QPainter,
    ox: int,
    oy: int,
    scale: float,
    options: RasterOptions,
    region: QRect,
) -> None:
    """Draw ``region`` (device pixels) of a raster device whose pixel (0, 0) is
    the map's pixel (``ox``, ``oy``) at ``scale``: a tile, or a band of an
    exported image. Pre-drawn sprites, blitted at whole pixels; ``p`` has
    no transform and keeps the state this leaves."""
    if region.isEmpty():
        return
    p.setClipRect(region)
    p.fillRect(region, qcolor(mp.style.ground))
    scene_tf = QTransform(scale, 0, 0, scale, -ox, -oy)
    px = mp.hex_size * scale
    if px < FAR_PX:
        p.setTransform(scene_tf)
        p.drawImage(mp.overview().target, mp.overview().image)
        return
    left, top = (ox + region.x()) / scale, (oy + region.y()) / scale
    width, height = region.width() / scale, region.height() / scale
    scene = QRectF(left, top, width, height)
    pad = 1.0 / scale  # the sprites' antialiased rim
    c0, c1, r0, r1 = mp.hex_span(left - pad, top - pad, left + width + pad, top + height + pad)
    detail = detail_at(px)
    sprites = mp.raster.sprites.sprite_set(px, detail, options.grid)
    _blit_sprites(mp, p, ox, oy, scale, sprites, (c0, c1, r0, r1), detail, options.grid)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if options.labels and px >= LABEL_PX:
        stamp_labels(mp, p, ox, oy, scale, region, options.label_size)
    p.setTransform(scene_tf)
    mp.draw_obstacles(p, c0, c1, r0, r1, scene)


def stamp_labels(
    mp: RasterMap,
    p: QPainter,
    ox: int,
    oy: int,
    scale: float,
    region: QRect,
    label_size: float | None = None,
) -> None:
    """The hex labels that meet ``region`` of a raster device whose pixel
    (0, 0) is the map's pixel (``ox``, ``oy``): pre-drawn stamps, blitted
    (``p`` untransformed). Crisp at any zoom, and the same in tiles and files."""
    px = mp.hex_size * scale
    size = label_font_px(px, label_size or mp.style.label_size)
    if not size:
        return
    stamps = mp.raster.stamps.get(size)
    if stamps is None:
        if len(mp.raster.stamps) >= 4:  # a few zoom levels
            mp.raster.stamps.pop(next(iter(mp.raster.stamps)))
        stamps = mp.raster.stamps[size] = LabelStamps(size, mp.style.label_colour)
    grid = mp.grid
    if len(mp.raster.numbers) <= max(grid.columns, grid.rows):
        digits = grid.label_digits
        mp.raster.numbers = [f"{n:0{digits}d}" for n in range(max(grid.columns, grid.rows) + 1)]
    numbers = mp.raster.numbers
    lift = (0.82 if mp.flat else 0.76) * px  # the label's top above the centre
    half = 0.7 * px  # wider than any label of a hex
    x_start, x_last = region.left(), region.right()  # its first and last pixels
    y_first, y_last = region.top(), region.bottom()
    left, right = x_start - half, x_last + half
    top, bottom = y_first - stamps.height, y_last + lift
    c0, c1, r0, r1 = mp.hex_span(
        (ox + left) / scale, (oy + top) / scale, (ox + right) / scale, (oy + bottom) / scale
    )
    # The hexes' centres (``mp.centre``, the same sums) worked out per column and
    # per row, not per hex, and each label's two pieces blitted here (centred on
    # the hex, their top at ``y``): a tile's repair after a stroke is mostly this
    # loop and the sprites'.
    x0, y0 = mp.origin
    pitch_x, pitch_y = mp.pitch
    push, blit = mp.push, p.drawImage
    pieces, make = stamps.numbered(numbers), stamps.number
    # A label is blitted only when its pixels meet the region: the loop's
    # bounds are a little wider, and a blit Qt clips away still costs a call.
    x_end, y_end, height = x_last + 1, y_last + 1, stamps.height
    y_start = y_first - height
    flat = mp.flat
    # Per column in reach: its parity, the centre's x, its piece and the
    # piece's width less the two pixels the row's piece overlaps.
    columns = []
    for col in range(c0, c1 + 1):
        x = (x0 + (col - 1) * pitch_x) * scale - ox
        if flat and not left <= x <= right:
            continue
        image, width = pieces[col] or make(col)
        columns.append((col & 1, x, image, width - 2))
    for row in range(r0, r1 + 1):
        y_row = y0 + (row - 1) * pitch_y
        row_image, row_width = pieces[row] or make(row)
        if flat:
            ys = [round((y_row + shift) * scale - oy - lift) for shift in push]
            for parity, x, image, width in columns:
                y_top = ys[parity]
                if y_start < y_top < y_end:
                    x_left = round(x - (width + row_width) / 2)
                    if x_left < x_end and x_left + width + row_width > x_start:
                        blit(x_left, y_top, image)
                        blit(x_left + width, y_top, row_image)
        else:
            y_top, shift = round(y_row * scale - oy - lift), push[row & 1] * scale
            if y_start < y_top < y_end:
                for _, x, image, width in columns:
                    x += shift
                    if left <= x <= right:
                        x_left = round(x - (width + row_width) / 2)
                        if x_left < x_end and x_left + width + row_width > x_start:
                            blit(x_left, y_top, image)
                            blit(x_left + width, y_top, row_image)


def _blit_sprites(
    mp: RasterMap,
    p: QPainter,
    ox: int,
    oy: int,
    scale: float,
    sprites: list[QImage | None],
    hexes: tuple[int, int, int, int],
    detail: int,
    grid: bool,
) -> None:
    """Each hex's sprite at its rounded device position (the hot loop of
    every raster paint: positions per column and per row parity are worked
    out once, not per hex)."""
    c0, c1, r0, r1 = hexes
    get, looks, cells = mp.raster.sprites.get, mp.index.looks, mp.index.cells
    columns = mp.index.columns
    px = mp.hex_size * scale
    sample = sprites[0] if sprites and sprites[0] is not None else None
    if sample is None:
        sample = get(sprites, 0, looks[0], px, detail, grid)
    half_w, half_h = sample.width() / 2, sample.height() / 2  # every sprite of a set
    x0, y0 = mp.origin
    pitch_x, pitch_y = mp.pitch
    push = mp.push
    draw = p.drawImage
    if len(sprites) < len(looks):  # a slot per look: None until first drawn
        sprites.extend([None] * (len(looks) - len(sprites)))
    cols = range(c0, c1 + 1)
    if mp.flat:
        xs = [round((x0 + (c - 1) * pitch_x) * scale - ox - half_w) for c in cols]
        parities = [c & 1 for c in cols]
        for row in range(r0, r1 + 1):
            y = y0 + (row - 1) * pitch_y
            ys = (
                round((y + push[0]) * scale - oy - half_h),
                round((y + push[1]) * scale - oy - half_h),
            )
            base = (row - 1) * columns - 1
            for x, parity, look_id in zip(
                xs, parities, cells[base + c0 : base + c1 + 1], strict=True
            ):
                image = sprites[look_id]
                if image is None:
                    image = get(sprites, look_id, looks[look_id], px, detail, grid)
                draw(x, ys[parity], image)
    else:
        xs_by_parity = [
            [round((x0 + (c - 1) * pitch_x + shift) * scale - ox - half_w) for c in cols]
            for shift in push
        ]
        for row in range(r0, r1 + 1):
            y = round((y0 + (row - 1) * pitch_y) * scale - oy - half_h)
            base = (row - 1) * columns - 1
            for x, look_id in zip(
                xs_by_parity[row & 1], cells[base + c0 : base + c1 + 1], strict=True
            ):
                image = sprites[look_id]
                if image is None:
                    image = get(sprites, look_id, looks[look_id], px, detail, grid)
                draw(x, y, image)
