"""Pixels of the map painter, offscreen: colours, edges, roads, composites, caches."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage
from render_helpers import close, luminance, paint_view
from render_samples import link_path, random_map, terrain

from editor.core.edges import edge_between, edge_of
from editor.core.edits import SetObstacles, SetTerrain
from editor.core.hexes import neighbor
from editor.core.ruleset import Ruleset
from editor.core.scenario import EdgeObstacle, Scenario, new_scenario
from editor.render.hex_art import FAR_PX
from editor.render.map_painter import HEX_SIZE, MapPainter, PaintOptions
from editor.render.sheet_export import render_image
from editor.render.style import load_style

pytestmark = pytest.mark.usefixtures("qapp")

STYLE = load_style()
SCALE = 2.0  # a hex is 64 device pixels from centre to corner: everything drawn


def _pixel(image: QImage, x: float, y: float, scale: float = SCALE) -> QColor:
    return image.pixelColor(math.floor(x * scale), math.floor(y * scale))


def _both_paths(
    mp: MapPainter, scenario: Scenario, ruleset: Ruleset, options: PaintOptions | None = None
) -> list[QImage]:
    """The same map through the screen's tiles and through the export."""
    mp.frame_budget = None
    tiled = paint_view(mp, SCALE, options=options)
    exported = render_image(scenario, ruleset, SCALE * mp.layout.width, options)
    return [tiled, exported]


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_hex_fills_have_their_style_colour(orientation: str, panache: Ruleset) -> None:
    sc = new_scenario("panache", 12, 12, orientation)  # type: ignore[arg-type]
    forest, lake, ground = sc.grid.to_hex(3, 3), sc.grid.to_hex(5, 4), sc.grid.to_hex(7, 7)
    sc.set_terrain(forest, terrain("foret"))
    sc.set_terrain(lake, terrain("lac"))
    mp = MapPainter(sc, panache)
    s = HEX_SIZE
    # A point in the hex clear of every symbol (right of centre, between wave rows).
    dx, dy = (0.62 * s, 0.3 * s) if orientation == "flat" else (0.3 * s, 0.62 * s)
    for image in _both_paths(mp, sc, panache):
        for h, colour in ((forest, "#a9bd89"), (lake, "#a6c5da"), (ground, STYLE.ground)):
            x, y = mp.layout.hex_to_pixel(h)
            assert close(_pixel(image, x + dx, y + dy), QColor(colour)), (h, colour)


def _darkest(image: QImage, x: float, y: float, along: tuple[float, float], half: float) -> float:
    """The darkest pixel on a short segment through (x, y) along the edge."""
    out = 255.0
    for k in range(-10, 11):
        t = half * k / 10
        out = min(out, luminance(_pixel(image, x + along[0] * t, y + along[1] * t)))
    return out


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("protect_far", [False, True])
def test_palisade_is_drawn_on_its_edge_and_faces_the_protected_hex(
    orientation: str, protect_far: bool, panache: Ruleset
) -> None:
    sc = new_scenario("panache", 10, 10, orientation)  # type: ignore[arg-type]
    h = sc.grid.to_hex(5, 5)
    for d in range(6):
        other = neighbor(h, d)
        protected = other if protect_far else h
        sc.obstacles.clear()
        sc.add_obstacle(EdgeObstacle(edge_between(h, other), "palissade", protected))
        mp = MapPainter(sc, panache)
        image = paint_view(mp, SCALE, options=PaintOptions(grid=False, labels=False))
        (ax, ay), (bx, by) = mp.layout.edge_endpoints(h, d)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        length = math.hypot(bx - ax, by - ay)
        along = ((bx - ax) / length, (by - ay) / length)
        cx, cy = mp.layout.hex_to_pixel(h)
        norm = math.hypot(mx - cx, my - cy)
        outward = ((mx - cx) / norm, (my - cy) / norm)  # from h across the edge
        sign = 1.0 if protect_far else -1.0
        into_protected = (sign * outward[0], sign * outward[1])
        s = HEX_SIZE
        ground = luminance(QColor(STYLE.ground))
        near = _darkest(image, mx, my, along, 0.3 * s)
        body = _darkest(
            image,
            mx + into_protected[0] * 0.1 * s,
            my + into_protected[1] * 0.1 * s,
            along,
            0.3 * s,
        )
        attacker = _darkest(
            image,
            mx - into_protected[0] * 0.16 * s,
            my - into_protected[1] * 0.16 * s,
            along,
            0.3 * s,
        )
        ox, oy = mp.layout.edge_midpoint(h, d + 3)
        opposite = _darkest(image, ox, oy, along, 0.3 * s)
        assert near < ground - 60, (d, "no obstacle on the edge")
        assert body < ground - 60, (d, "the palisade's rail is not on the protected side")
        assert attacker > ground - 10, (d, "the palisade spills to the attacker's side")
        assert opposite > ground - 10, (d, "the opposite edge is marked too")


def test_a_road_linking_two_hexes_crosses_their_shared_edge(panache: Ruleset) -> None:
    sc = new_scenario("panache", 10, 10)
    a, b, c = sc.grid.to_hex(4, 4), sc.grid.to_hex(5, 4), sc.grid.to_hex(4, 7)
    link_path(sc, "route", [a, b])
    mp = MapPainter(sc, panache)
    d = edge_between(a, b).direction_from(a)
    road = QColor(STYLE.connected["route"].colour)
    for image in _both_paths(mp, sc, panache, PaintOptions(grid=False)):
        mx, my = mp.layout.edge_midpoint(a, d)
        assert close(_pixel(image, mx, my), road)
        elsewhere = mp.layout.edge_midpoint(c, d)
        assert not close(_pixel(image, *elsewhere), road)


def test_a_hex_with_a_road_and_no_link_shows_a_stub(panache: Ruleset) -> None:
    sc = new_scenario("panache", 10, 10)
    h = sc.grid.to_hex(4, 4)
    sc.set_terrain(h, terrain("route"))
    mp = MapPainter(sc, panache)
    image = paint_view(mp, SCALE)
    assert close(_pixel(image, *mp.layout.hex_to_pixel(h)), QColor(STYLE.connected["route"].colour))


def test_a_bridge_is_drawn_across_the_river(panache: Ruleset) -> None:
    sc = new_scenario("panache", 10, 10)
    g = sc.grid
    link_path(sc, "riviere", [g.to_hex(5, r) for r in range(2, 8)])
    link_path(sc, "route", [g.to_hex(c, 4) for c in range(3, 8)])
    bridge = g.to_hex(5, 4)
    mp = MapPainter(sc, panache)
    plain = paint_view(mp, SCALE)
    sc.set_terrain(bridge, terrain("riviere", "route", "pont"))
    with_bridge = paint_view(MapPainter(sc, panache), SCALE)
    assert _count_differences(plain, with_bridge) > 100


def _count_differences(a: QImage, b: QImage) -> int:
    return sum(
        1
        for y in range(0, a.height(), 2)
        for x in range(0, a.width(), 2)
        if a.pixel(x, y) != b.pixel(x, y)
    )


def _sprite_ink(look_terrain: object, ink: str, tolerance: int = 30) -> int:
    from editor.render.hex_art import HexLook
    from editor.render.sprites import render_sprite

    image = render_sprite(HexLook(look_terrain), STYLE, "flat", 64.0, 2, False)  # type: ignore[arg-type]
    target = QColor(ink)
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if close(image.pixelColor(x, y), target, tolerance)
    )


@pytest.mark.parametrize(
    ("parts", "checked"),
    [
        (("colline", "foret"), ("colline", "foret")),
        (("rocaille", "foret"), ("rocaille", "foret")),
        (("colline", "sable"), ("colline", "sable")),
        (("habitations", "colline"), ("colline", "habitations")),
    ],
)
def test_composites_show_every_part(
    qapp: object, parts: tuple[str, ...], checked: tuple[str, ...]
) -> None:
    for element in checked:
        ink = STYLE.hex_elements[element].ink
        alone = _sprite_ink(terrain(element), ink)
        together = _sprite_ink(terrain(*parts), ink)
        assert alone > 20
        assert together > alone * 0.3, (element, alone, together)


def test_frozen_lake_shows_ice_and_ford_marks(qapp: object) -> None:
    ford_ink = STYLE.hex_elements["gue"].ink
    assert _sprite_ink(terrain("gue", "neige"), ford_ink, 12) > 20
    assert _sprite_ink(terrain("neige"), ford_ink, 12) == 0


def test_a_higher_hill_is_darker_with_a_second_contour(qapp: object) -> None:
    ink = STYLE.hex_elements["colline"].ink
    assert (
        _sprite_ink(terrain("colline", level=2), ink) > _sprite_ink(terrain("colline"), ink) * 1.3
    )


def test_an_unknown_element_is_drawn_magenta(panache: Ruleset) -> None:
    sc = new_scenario("panache", 10, 10)
    h = sc.grid.to_hex(4, 4)
    sc.set_terrain(h, terrain("dragon_lair"))
    mp = MapPainter(sc, panache)
    image = paint_view(mp, SCALE)
    x, y = mp.layout.hex_to_pixel(h)
    assert close(_pixel(image, x + 0.62 * HEX_SIZE, y + 0.3 * HEX_SIZE), QColor("#ff00ff"), 20)


def test_far_out_a_500_x_500_map_paints_from_the_overview(panache: Ruleset) -> None:
    sc = random_map(500, 500, seed=3, density=0.3)
    sc.set_terrain(sc.grid.to_hex(250, 250), terrain("lac"))
    mp = MapPainter(sc, panache)
    scale = (FAR_PX - 1) / HEX_SIZE
    b = mp.bounds()
    view = QRectF(
        b.center().x() - 960 / scale, b.center().y() - 540 / scale, 1920 / scale, 1080 / scale
    )
    image = paint_view(mp, scale, view)
    x, y = mp.layout.hex_to_pixel(sc.grid.to_hex(250, 250))
    colour = image.pixelColor(
        math.floor((x - view.x()) * scale), math.floor((y - view.y()) * scale)
    )
    assert close(colour, QColor(STYLE.hex_elements["lac"].fill or ""), 4)


def test_invalidate_covers_the_hex_and_the_next_paint_shows_the_change(panache: Ruleset) -> None:
    sc = new_scenario("panache", 12, 12)
    mp = MapPainter(sc, panache)
    mp.frame_budget = None
    h = sc.grid.to_hex(6, 6)
    before = paint_view(mp, SCALE)
    edit = SetTerrain.of({h: terrain("lac")})
    edit.apply(sc)
    rect = mp.invalidate(edit.change())
    assert rect.contains(mp.hex_rect(h))
    assert rect.width() < 4 * mp.layout.width
    after = paint_view(mp, SCALE)
    x, y = mp.layout.hex_to_pixel(h)
    lake = QColor(STYLE.hex_elements["lac"].fill or "")
    assert not close(_pixel(before, x + 0.62 * HEX_SIZE, y + 0.3 * HEX_SIZE), lake)
    assert close(_pixel(after, x + 0.62 * HEX_SIZE, y + 0.3 * HEX_SIZE), lake)


def test_invalidate_for_an_obstacle_covers_both_hexes(panache: Ruleset) -> None:
    sc = new_scenario("panache", 12, 12)
    mp = MapPainter(sc, panache)
    h = sc.grid.to_hex(6, 6)
    obstacle = EdgeObstacle(edge_of(h, 1), "mur", h)
    edit = SetObstacles((((obstacle.edge, obstacle.element), obstacle),))
    edit.apply(sc)
    rect = mp.invalidate(edit.change())
    assert rect.contains(mp.hex_rect(h)) and rect.contains(mp.hex_rect(neighbor(h, 1)))


def test_a_first_paint_over_budget_falls_back_and_says_so(panache: Ruleset) -> None:
    sc = random_map(80, 80, seed=5)
    mp = MapPainter(sc, panache)
    paint_view(mp, 0.25)  # another zoom: something to fall back on
    mp.frame_budget = 0.0
    paint_view(mp, 0.5)
    assert mp.incomplete
    mp.frame_budget = None
    paint_view(mp, 0.5)
    assert not mp.incomplete


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("element", ["riviere", "route"])
def test_a_line_ending_in_a_border_hex_runs_off_the_map_edge(
    panache: Ruleset, orientation: str, element: str
) -> None:
    """Issue 11: a river drawn to the map's last hex stopped at the hex centre."""
    sc = new_scenario("panache", 10, 12, orientation)  # type: ignore[arg-type]
    g = sc.grid
    path = [g.to_hex(5, r) for r in range(6, 13)]  # down to the last row
    link_path(sc, element, path)
    last = path[-1]
    mp = MapPainter(sc, panache)
    colour = QColor(STYLE.connected[element].colour)
    # The side of the last hex that faces off the map, straight on from the line.
    inward = next(d for d in range(6) if neighbor(last, d) == path[-2])
    onward = (inward + 3) % 6
    assert not g.contains(neighbor(last, onward))
    for image in _both_paths(mp, sc, panache, PaintOptions(grid=False, labels=False)):
        x, y = mp.layout.hex_to_pixel(last)
        mx, my = mp.layout.edge_midpoint(last, onward)
        # Three quarters of the way from the centre to the map's edge, beside
        # the band's middle (a river's current line is paler).
        nx, ny = (my - y) / math.dist((x, y), (mx, my)), -(mx - x) / math.dist((x, y), (mx, my))
        side = 0.05 * HEX_SIZE
        px_, py_ = x + 0.75 * (mx - x) + nx * side, y + 0.75 * (my - y) + ny * side
        assert close(_pixel(image, px_, py_), colour, 12)


def test_a_line_ending_inside_the_map_still_stops_at_the_hex_centre(panache: Ruleset) -> None:
    sc = new_scenario("panache", 10, 12)
    g = sc.grid
    path = [g.to_hex(5, r) for r in range(3, 8)]
    link_path(sc, "riviere", path)
    mp = MapPainter(sc, panache)
    colour = QColor(STYLE.connected["riviere"].colour)
    last = path[-1]
    inward = next(d for d in range(6) if neighbor(last, d) == path[-2])
    image = paint_view(mp, SCALE, options=PaintOptions(grid=False, labels=False))
    x, y = mp.layout.hex_to_pixel(last)
    mx, my = mp.layout.edge_midpoint(last, (inward + 3) % 6)
    assert not close(_pixel(image, x + 0.75 * (mx - x), y + 0.75 * (my - y)), colour, 12)


def test_a_line_ending_on_a_side_edge_runs_to_the_nearest_map_edge(panache: Ruleset) -> None:
    """A road down the first column ends at the bottom: straight on is off the map."""
    sc = new_scenario("panache", 10, 12)
    g = sc.grid
    path = [g.to_hex(1, r) for r in range(2, 7)]  # ends in column 1, row 6: west is off-map
    link_path(sc, "route", path)
    mp = MapPainter(sc, panache)
    last = path[-1]
    inward = next(d for d in range(6) if neighbor(last, d) == path[-2])
    off = [d for d in range(6) if not g.contains(neighbor(last, d))]
    assert (inward + 3) % 6 not in off  # straight on stays on the map
    colour = QColor(STYLE.connected["route"].colour)
    image = paint_view(mp, SCALE, options=PaintOptions(grid=False, labels=False))
    x, y = mp.layout.hex_to_pixel(last)

    def reaches(d: int) -> bool:
        mx, my = mp.layout.edge_midpoint(last, d)
        return close(_pixel(image, x + 0.75 * (mx - x), y + 0.75 * (my - y)), colour, 12)

    assert any(reaches(d) for d in off)
