"""Several obstacles on one hex side are drawn as parallel strips that can be told
apart (seen: a ditch, a palisade and pits on one side printed as one line)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtGui import QPainterPath, QTransform

from editor.core.edges import edge_between
from editor.core.scenario import EdgeObstacle, Scenario, new_scenario
from editor.io.rulesets import load_ruleset
from editor.render.map_painter import MapPainter
from editor.render.render_options import RenderOptions
from editor.render.sheet_export import save_map_svg

pytestmark = pytest.mark.usefixtures("qapp")
THREE = ("fosse", "palissade", "trous")


class _Recorder:
    """Stands for the QPainter: keeps each obstacle's paths, placed in the scene."""

    def __init__(self) -> None:
        self.stack: list[QTransform] = [QTransform()]
        self.drawn: list[list[QPainterPath]] = []

    def save(self) -> None:
        self.stack.append(QTransform(self.stack[-1]))
        self.drawn.append([])

    def restore(self) -> None:
        self.stack.pop()

    def setTransform(self, t: QTransform, combine: bool = False) -> None:
        self.stack[-1] = t * self.stack[-1] if combine else QTransform(t)

    def setPen(self, *_: object) -> None: ...

    def setBrush(self, *_: object) -> None: ...

    def drawPath(self, path: QPainterPath) -> None:
        self.drawn[-1].append(self.stack[-1].map(path))


def _map(facings: tuple[int, ...] = (0, 0, 0)) -> tuple[Scenario, float]:
    """Three obstacles on the side between 0506 and 0507 (a flat-top map: the side
    is level); ``facings``: 0 protects 0506, 1 protects 0507. Returns the side's y."""
    sc = new_scenario("panache", 10, 12)
    a, b = sc.grid.to_hex(5, 6), sc.grid.to_hex(5, 7)
    for element, facing in zip(THREE, facings, strict=True):
        sc.add_obstacle(EdgeObstacle(edge_between(a, b), element, (a, b)[facing]))
    mp = MapPainter(sc, load_ruleset("panache"))
    (_, ya), (_, yb) = mp.layout.hex_to_pixel(a), mp.layout.hex_to_pixel(b)
    return sc, (ya + yb) / 2


def _strips(sc: Scenario) -> tuple[list[tuple[float, float]], float]:
    mp = MapPainter(sc, load_ruleset("panache"))
    recorder = _Recorder()
    mp.draw_obstacles(recorder, 1, 10, 1, 12, mp.bounds())  # type: ignore[arg-type]
    boxes = []
    for paths in recorder.drawn:
        if paths:
            box = paths[0].boundingRect()
            for path in paths[1:]:
                box = box.united(path.boundingRect())
            boxes.append(box)
    return [(b.top(), b.bottom()) for b in boxes], mp.hex_size


@pytest.mark.parametrize("facings", [(0, 0, 0), (1, 1, 1), (0, 1, 0)])
def test_three_obstacles_on_one_side_are_three_strips(facings: tuple[int, ...]) -> None:
    sc, side_y = _map(facings)
    strips, size = _strips(sc)
    assert len(strips) == 3
    strips.sort()
    for (_, bottom), (top, _) in itertools.pairwise(strips):
        assert bottom <= top + 0.01 * size, strips  # one after the other across the side
    for top, bottom in strips:
        assert bottom - top > 0.1 * size  # each deep enough to show its pattern
        assert side_y - 0.35 * size < top and bottom < side_y + 0.35 * size  # on the side


def test_an_obstacle_alone_keeps_its_full_pattern() -> None:
    sc = new_scenario("panache", 10, 12)
    a, b = sc.grid.to_hex(5, 6), sc.grid.to_hex(5, 7)
    sc.add_obstacle(EdgeObstacle(edge_between(a, b), "trous", a))
    (alone,), size = _strips(sc)
    assert alone[1] - alone[0] > 0.2 * size


def test_svg_draws_each_strip_of_a_shared_side(tmp_path: Path) -> None:
    sc, _ = _map()
    save_map_svg(tmp_path / "m.svg", sc, load_ruleset("panache"), RenderOptions(forces=False))
    text = (tmp_path / "m.svg").read_text()
    ids = {element: [] for element in THREE}
    for element in THREE:
        ids[element] = [
            line for line in text.splitlines() if line.startswith(f'<g id="o-{element}-')
        ]
    assert all(len(found) == 1 for found in ids.values())
    assert len({found[0] for found in ids.values()}) == 3
