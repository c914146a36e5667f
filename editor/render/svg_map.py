"""The layered SVG map, written as a stream: each look drawn once, placed by ``<use>``.

Drawing every hex as paths gives about 3 kB a hex (a 999 x 999 map: 3 GB of
XML, which used to be built in memory and crashed). Here, as Tiled does with
tiles, each distinct hex look (terrain, roads and rivers through it) and
each edge obstacle (element and side) is drawn once by the shared
``draw_hex`` / ``draw_obstacle`` into ``<defs>``, and the map places them
with one ``<use>`` per hex: about 45 bytes a hex, written to the file as it
goes, so memory stays bounded. The grid is one path per row of hexes, placed
per row, in a group whose opacity is the style's (overlapping sides do not
darken).

Layers (``<g>`` that Inkscape shows as layers): terrain, hex labels,
deployment zones, objectives, units (and decoys). The last three are small
and can be left out; they are drawn by QSvgGenerator and copied in.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from functools import partial
from html import escape

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtSvg import QSvgGenerator

from editor.core.hexes import neighbor
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.render import edge_art
from editor.render.file_output import SafeFile, binary_output
from editor.render.geometry import hex_geometry
from editor.render.hex_art import DETAIL_FULL, draw_hex
from editor.render.map_painter import MapPainter
from editor.render.render_options import RenderOptions
from editor.render.sheet_map import (
    draw_counter,
    draw_objective,
    draw_zone,
    hex_path,
    ink_of,
    terrain_only,
    unit_codes,
    zone_of,
)
from editor.render.sheet_pages import FAMILY, font
from editor.render.sprites import grid_pen
from editor.render.style import Style

SVG_NS = "http://www.w3.org/2000/svg"
LAYERS = ("terrain", "labels", "zones", "objectives", "units")
"""The layers, in drawing order: one ``<g id=...>`` each."""
_CHUNK = 1 << 20
"""Characters gathered before they are encoded and written."""


class _Text:
    """Text written to ``out`` in UTF-8, a chunk at a time."""

    def __init__(self, out: SafeFile) -> None:
        self._out = out
        self._parts: list[str] = []
        self._size = 0

    def add(self, text: str) -> None:
        self._parts.append(text)
        self._size += len(text)
        if self._size >= _CHUNK:
            self.flush()

    def flush(self) -> None:
        self._out.write("".join(self._parts).encode("utf-8"))
        self._parts.clear()
        self._size = 0


def _n(value: float) -> str:
    """A coordinate with two decimals at most (a hundredth of a unit is 1/6400 of a hex)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _fragment(draw: Callable[[QPainter], None], prefix: str) -> tuple[list[str], list[str]]:
    """What ``draw`` paints, as SVG elements: (definitions such as clip paths,
    drawn elements). Ids are prefixed with ``prefix`` so fragments can share a file."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator(QSvgGenerator.SvgVersion.Svg11)  # 1.1: clip paths kept
    generator.setOutputDevice(buffer)
    p = QPainter(generator)
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        draw(p)
    finally:
        p.end()
    buffer.close()
    text = bytes(data.data()).decode("utf-8")
    text = text.replace('id="clipPath', f'id="{prefix}c')
    text = text.replace("url(#clipPath", f"url(#{prefix}c")
    root = ET.fromstring(text)
    defs: list[str] = []
    drawn: list[str] = []
    for child in root:
        tag = child.tag.rsplit("}", 1)[-1]
        if tag == "defs":
            defs.extend(_xml(d) for d in child)
        elif tag not in ("title", "desc") and _prune(child):
            drawn.append(_xml(child))
    return defs, drawn


def _prune(element: ET.Element) -> bool:
    """Drop empty groups and the font attributes of groups without text; False
    when nothing is left."""
    for child in list(element):
        if not _prune(child):
            element.remove(child)
    tag = element.tag.rsplit("}", 1)[-1]
    if tag == "g":
        if len(element) == 0:
            return False
        if not any(e.tag.endswith("}text") for e in element.iter()):
            for name in ("font-family", "font-size", "font-weight", "font-style"):
                element.attrib.pop(name, None)
    element.attrib.pop("vector-effect", None)
    return True


def _xml(element: ET.Element) -> str:
    ET.register_namespace("", SVG_NS)
    text = ET.tostring(element, encoding="unicode")
    return text.replace(f' xmlns="{SVG_NS}"', "")


class _MapSvg:
    def __init__(
        self, scenario: Scenario, ruleset: Ruleset, style: Style | None, forces: bool = True
    ) -> None:
        self.scenario = scenario
        self.layers = LAYERS if forces else LAYERS[:2]
        """The layers written: the forces' three only when asked."""
        self.mp = MapPainter(terrain_only(scenario), ruleset, style)
        self.mp.tiled = False
        self.style = self.mp.style
        self.grid = scenario.grid
        self.size = self.mp.hex_size
        self.geometry = hex_geometry(self.grid.orientation, self.size)

    def write(self, out: _Text) -> None:
        b = self.mp.bounds()
        out.add(
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="{SVG_NS}" xmlns:xlink="http://www.w3.org/1999/xlink"'
            ' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"'
            f' width="{b.width():.0f}" height="{b.height():.0f}"'
            f' viewBox="0 0 {_n(b.width())} {_n(b.height())}" version="1.1">\n'
            f"<title>{escape(self.scenario.title or 'Hexfield map')}</title>\n<defs>\n"
        )
        looks = self._look_defs(out)
        obstacles = self._obstacle_defs(out)
        rows = self._grid_defs(out)
        out.add("</defs>\n")
        self._layer(out, "terrain")
        out.add(
            f'<rect x="0" y="0" width="{_n(b.width())}" height="{_n(b.height())}"'
            f' fill="{self.style.ground}"/>\n'
        )
        self._hexes(out, looks)
        self._grid(out, rows)
        for key, x, y in obstacles:
            out.add(f'<use xlink:href="#{key}" x="{_n(x)}" y="{_n(y)}"/>\n')
        out.add("</g>\n")
        self._layer(out, "labels")
        self._labels(out)
        out.add("</g>\n")
        for name, draw in (
            ("zones", self._zones),
            ("objectives", self._objectives),
            ("units", self._units),
        ):
            if name not in self.layers:
                continue
            self._layer(out, name)
            defs, drawn = _fragment(draw, f"{name}-")
            if defs:
                out.add("<defs>" + "".join(defs) + "</defs>\n")
            for element in drawn:
                out.add(element + "\n")
            out.add("</g>\n")
        out.add("</svg>\n")

    @staticmethod
    def _layer(out: _Text, name: str) -> None:
        out.add(f'<g id="{name}" inkscape:label="{name}" inkscape:groupmode="layer">\n')

    def _look_defs(self, out: _Text) -> list[str]:
        """One definition per hex look the map uses; the id per look id."""
        index = self.mp.index
        keys: list[str] = [""] * len(index.looks)
        for look_id in sorted(set(index.cells)):
            key = keys[look_id] = f"h{look_id}"
            look = index.looks[look_id]
            defs, drawn = _fragment(
                partial(draw_hex, g=self.geometry, look=look, style=self.style, detail=DETAIL_FULL),
                f"{key}-",
            )
            out.add("".join(defs) + f'<g id="{key}">' + "".join(drawn) + "</g>\n")
        return keys

    def _obstacle_defs(self, out: _Text) -> list[tuple[str, float, float]]:
        """One definition per (element, side) used; the obstacles to place."""
        placed: list[tuple[str, float, float]] = []
        drawn_keys: set[str] = set()
        lanes = self.mp.index.obstacle_lanes
        for obstacle in sorted(self.scenario.obstacles.values()):
            try:
                d = obstacle.edge.direction_from(obstacle.facing) % 6
            except ValueError:
                continue  # a facing hex not beside its edge: the validator reports it
            lane = lanes.get((obstacle.edge, obstacle.element), (0, 1))
            key = f"o-{obstacle.element}-{d}" + (f"-{lane[0]}of{lane[1]}" if lane[1] > 1 else "")
            if key not in drawn_keys:
                drawn_keys.add(key)
                edge_style = self.style.edge_style(obstacle.element)
                defs, drawn = _fragment(
                    partial(
                        edge_art.draw_obstacle,
                        g=self.geometry,
                        cx=0.0,
                        cy=0.0,
                        d=d,
                        style=edge_style,
                        lane=lane,
                    ),
                    f"{key}-",
                )
                out.add("".join(defs) + f'<g id="{key}">' + "".join(drawn) + "</g>\n")
            x, y = self.mp.layout.hex_to_pixel(obstacle.facing)
            placed.append((key, x, y))
        return placed

    def _positions(self, dy: float = 0.0) -> tuple[list[str], list[tuple[str, str]]]:
        """Hex centres as SVG text, worked out once: per column (flat: x; pointy:
        x on even and odd rows) and per row (flat: y in even and odd columns;
        pointy: y). ``dy`` is added to every y."""
        g = self.grid
        if g.orientation == "flat":
            xs = [_n(self.mp.centre(c, 1)[0]) for c in range(1, g.columns + 1)]
            ys = [
                (_n(self.mp.centre(2, r)[1] + dy), _n(self.mp.centre(1, r)[1] + dy))
                for r in range(1, g.rows + 1)
            ]
            return xs, ys
        xs_by_parity = [
            [_n(self.mp.centre(c, r)[0]) for c in range(1, g.columns + 1)]
            for r in (2, 1)
            if r <= g.rows
        ]
        ys = [(_n(self.mp.centre(1, r)[1] + dy),) * 2 for r in range(1, g.rows + 1)]
        return [*xs_by_parity[0], *xs_by_parity[-1]], ys

    def _rows(self, dy: float = 0.0) -> Iterator[tuple[int, list[tuple[str, str]]]]:
        """Per row: its number and the (x, y) text of each of its hexes."""
        xs, ys = self._positions(dy)
        columns = self.grid.columns
        flat = self.grid.orientation == "flat"
        for row in range(1, self.grid.rows + 1):
            y_even, y_odd = ys[row - 1]
            if flat:
                yield row, [(x, y_odd if c & 1 else y_even) for c, x in enumerate(xs, 1)]
            else:
                start = 0 if row % 2 == 0 else columns
                yield row, [(x, y_even) for x in xs[start : start + columns]]

    def _row_sides(self, row: int) -> str:
        """The hex sides row ``row`` draws, as path data relative to the row's
        first centre: the sides towards a hex above or to the left, and those
        off the map. Every side of the grid is then drawn once, by one row."""
        grid, layout = self.grid, self.mp.layout
        _, y0 = self.mp.centre(1, row)
        parts = []
        for col in range(1, grid.columns + 1):
            h = grid.to_hex(col, row)
            for d in range(6):
                n = neighbor(h, d)
                if grid.contains(n):
                    c, r = grid.to_offset(n)
                    if (r, c) > (row, col):
                        continue
                (ax, ay), (bx, by) = layout.edge_endpoints(h, d)
                parts.append(f"M{_n(ax)} {_n(ay - y0)}L{_n(bx)} {_n(by - y0)}")
        return "".join(parts)

    def _grid_defs(self, out: _Text) -> list[str]:
        """One path per distinct row of the grid (the first, the last and the
        middle ones, which alternate on pointy maps); the path of each row."""
        rows = self.grid.rows
        samples = sorted({r for r in (1, 2, 3, rows - 1, rows) if 1 <= r <= rows})
        keys: dict[str, str] = {}
        of_row: dict[int, str] = {}
        for r in samples:
            data = self._row_sides(r)
            if data not in keys:
                keys[data] = f"grid{len(keys) + 1}"
                out.add(f'<path id="{keys[data]}" {self._grid_stroke()} d="{data}"/>\n')
            of_row[r] = keys[data]
        middle = [r for r in samples if 1 < r < rows]
        return [
            of_row[r] if r in of_row else of_row[next(m for m in middle if m % 2 == r % 2)]
            for r in range(1, rows + 1)
        ]

    def _hexes(self, out: _Text, keys: list[str]) -> None:
        cells, columns = self.mp.index.cells, self.grid.columns
        for row, places in self._rows():
            base = (row - 1) * columns
            out.add(
                "".join(
                    f'<use xlink:href="#{keys[cells[base + i]]}" x="{x}" y="{y}"/>\n'
                    for i, (x, y) in enumerate(places)
                )
            )

    def _grid_stroke(self) -> str:
        pen = grid_pen(self.style, self.size, clipped=False)
        colour = pen.color()
        return (
            f'fill="none" stroke="{colour.name()}" stroke-opacity="{_n(colour.alphaF())}"'
            f' stroke-width="{_n(pen.widthF())}" stroke-linecap="round"'
        )

    def _grid(self, out: _Text, rows: list[str]) -> None:
        for row, key in enumerate(rows, 1):
            out.add(f'<use xlink:href="#{key}" y="{_n(self.mp.centre(1, row)[1])}"/>\n')

    def _labels(self, out: _Text) -> None:
        """Every hex's label, centred where the painter puts it."""
        size = self.size
        pixel = max(1, round(self.style.label_size * size))
        metrics = QFontMetricsF(font(pixel))
        top = (0.82 if self.grid.orientation == "flat" else 0.76) * size
        # drawText centred in a box 0.4 hex high: the box's middle, on the baseline.
        below = 0.2 * size + (metrics.ascent() - metrics.descent()) / 2 - top
        out.add(
            f'<g font-family="{FAMILY}" font-size="{pixel}" fill="{self.style.label_colour}"'
            ' text-anchor="middle">\n'
        )
        digits = self.grid.label_digits
        numbers = [f"{n:0{digits}d}" for n in range(max(self.grid.columns, self.grid.rows) + 1)]
        for row, places in self._rows(below):
            r = numbers[row]
            out.add(
                "".join(
                    f'<text x="{x}" y="{y}">{numbers[c]}{r}</text>\n'
                    for c, (x, y) in enumerate(places, 1)
                )
            )
        out.add("</g>\n")

    def _zones(self, p: QPainter) -> None:
        sc, mp = self.scenario, self.mp
        for i, side in enumerate(sc.sides):
            zone = {h for h in zone_of(sc, side) if sc.grid.contains(h)}
            if zone:
                draw_zone(p, hex_path(mp, zone), i, ink_of(side.colour), mp.hex_size)

    def _objectives(self, p: QPainter) -> None:
        size = self.size
        for o in self.scenario.objectives:
            x, y = self.mp.layout.hex_to_pixel(o.position)
            draw_objective(p, x + 0.42 * size, y - 0.4 * size, 0.42 * size, str(o.points))

    def _units(self, p: QPainter) -> None:
        sc, size = self.scenario, self.size
        codes = unit_codes(sc)
        order = {s.id: (i, s.colour) for i, s in enumerate(sc.sides)}
        for u in sc.units:
            if u.position is not None:
                x, y = self.mp.layout.hex_to_pixel(u.position)
                i, colour = order.get(u.side, (0, "#808080"))
                draw_counter(p, x, y + 0.15 * size, size, codes[u.id], i, colour)
        for d in sc.decoys:
            if d.position is not None:
                x, y = self.mp.layout.hex_to_pixel(d.position)
                i = order.get(d.side, (0, ""))[0]
                draw_counter(p, x, y + 0.15 * size, size, "?", i, "#808080", True)


def save_map_svg(
    path: str | os.PathLike[str],
    scenario: Scenario,
    ruleset: Ruleset,
    options: RenderOptions,
    replace_read_only: bool = False,
) -> list[str]:
    """Write the layered SVG, atomically and as a stream; returns the layer ids.
    ``options.style``: its colours; ``options.forces``: the zones, objectives and
    units layers (units and decoys). The map has no words but numbers today, so
    ``options.lang`` changes nothing yet."""
    svg = _MapSvg(scenario, ruleset, options.style, options.forces)
    with binary_output(path, replace_read_only) as out:
        text = _Text(out)
        svg.write(text)
        text.flush()
    return list(svg.layers)
