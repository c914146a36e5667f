"""The whole map at about one pixel per hex, for zooms where a hex is a few pixels.

Each hex becomes two image pixels along the staggered axis (so the half-hex
stagger of every other column, or row, is exact) and one across it; drawn
scaled onto the map's scene rectangle it matches the hex layout. It is built
once from the cells' colours, then updated pixel by pixel when hexes change.
"""

from __future__ import annotations

import math
import sys
from array import array

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from editor.core.layout import Layout
from editor.core.scenario import Scenario
from editor.render.geometry import qcolor
from editor.render.hex_art import fill_colour
from editor.render.map_index import MapIndex
from editor.render.style import Style


class Overview:
    def __init__(self, scenario: Scenario, layout: Layout, style: Style, index: MapIndex) -> None:
        self.scenario = scenario
        self.style = style
        self.index = index
        grid = scenario.grid
        self.flat = grid.orientation == "flat"
        cols, rows = grid.columns, grid.rows
        s = layout.size
        half = math.sqrt(3.0) * s / 2
        first = layout.hex_to_pixel(grid.to_hex(1, 1))
        if self.flat:
            # Which columns are pushed down: compare the first two columns' row 1.
            second = layout.hex_to_pixel(grid.to_hex(2, 1)) if cols > 1 else first
            top = min(first[1], second[1])
            self._shift = [
                round((layout.hex_to_pixel(grid.to_hex(c, 1))[1] - top) / half) & 1 for c in (1, 2)
            ]
            self.target = QRectF(
                first[0] - 0.75 * s, top - half, cols * 1.5 * s, (2 * rows + 1) * half
            )
        else:
            second = layout.hex_to_pixel(grid.to_hex(1, 2)) if rows > 1 else first
            left = min(first[0], second[0])
            self._shift = [
                round((layout.hex_to_pixel(grid.to_hex(1, r))[0] - left) / half) & 1 for r in (1, 2)
            ]
            self.target = QRectF(
                left - half, first[1] - 0.75 * s, (2 * cols + 1) * half, rows * 1.5 * s
            )
        self._rgb: dict[int, int] = {}
        self.image = self._whole(cols, rows)

    def _whole(self, cols: int, rows: int) -> QImage:
        """Every hex at once: pixel rows put together from slices of the cells'
        colours (a 999 x 999 map is a million hexes: no call per hex)."""
        ground = qcolor(self.style.ground).rgb()
        lut = array("I", (self._colour(i) if i else ground for i in range(len(self.index.looks))))
        colours = looked_up(lut, self.index.cells)
        shift = self._shift
        out = array("I")
        if self.flat:  # column c's hex of row r on image rows 2 r + shift and the next
            for y in range(2 * rows + 1):
                line = array("I", [ground]) * cols
                for parity in (0, 1):
                    r = (y - shift[parity]) // 2
                    if 0 <= r < rows:
                        line[parity::2] = colours[r * cols + parity : (r + 1) * cols : 2]
                out.extend(line)
            width, height = cols, 2 * rows + 1
        else:  # row r's hex of column c on image columns 2 c + shift and the next
            width, height = 2 * cols + 1, rows
            for r in range(rows):
                line = array("I", [ground]) * width
                row = colours[r * cols : (r + 1) * cols]
                start = shift[r & 1]
                line[start : start + 2 * cols : 2] = row
                line[start + 1 : start + 2 * cols : 2] = row
                out.extend(line)
        data = out.tobytes()
        # A copy Qt owns: the Python buffer may go while Qt still paints from it.
        return QImage(data, width, height, 4 * width, QImage.Format.Format_RGB32).copy()

    def _colour(self, look_id: int) -> int:
        rgb = self._rgb.get(look_id)
        if rgb is None:
            look = self.index.looks[look_id]
            colour = qcolor(fill_colour(self.style, look.terrain))
            if look.masks and not look.terrain.elements - {m for m, _ in look.masks}:
                colour = (
                    qcolor(self.style.connected[look.masks[0][0]].colour)
                    if look.masks[0][0] in self.style.connected
                    else colour
                )
            rgb = self._rgb[look_id] = colour.rgb()
        return rgb

    def _put(self, cell: int, look_id: int) -> None:
        cols = self.index.columns
        row0, col0 = divmod(cell, cols)
        rgb = self._colour(look_id)
        if self.flat:
            y = 2 * row0 + self._shift[col0 & 1]
            self.image.setPixel(col0, y, rgb)
            self.image.setPixel(col0, y + 1, rgb)
        else:
            x = 2 * col0 + self._shift[row0 & 1]
            self.image.setPixel(x, row0, rgb)
            self.image.setPixel(x + 1, row0, rgb)

    def update_cells(self, cells: list[int]) -> None:
        for cell in cells:
            self._put(cell, self.index.cells[cell])


def looked_up(lut: array[int], cells: array[int]) -> array[int]:
    """``lut[i]`` for each ``i`` of ``cells``. With at most 256 entries (a map's
    looks, nearly always), all in C: each cell's low byte picks, through
    ``bytes.translate``, each byte of its entry; 250,000 cells in 3 ms instead
    of 25 ms of ints made one by one."""
    if len(lut) > 256 or lut.itemsize != 4 or cells.itemsize != 4:
        return array(lut.typecode, map(lut.__getitem__, cells))
    low = cells.tobytes()[0 if sys.byteorder == "little" else 3 :: 4]
    entries = lut.tobytes()
    out = bytearray(4 * len(cells))
    for k in range(4):
        out[k::4] = low.translate(entries[k::4].ljust(256, b"\0"))
    found = array(lut.typecode)
    found.frombytes(out)
    return found
