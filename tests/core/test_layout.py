"""Hex <-> pixel geometry for both orientations, with y growing downward."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.core.hexes import DIRECTIONS, Hex, neighbor, opposite
from editor.core.layout import Layout

ORIENTATIONS = ("flat", "pointy")

coord = st.integers(-500, 500)
hexes = st.builds(Hex, coord, coord)
layouts = st.builds(
    Layout,
    st.sampled_from(ORIENTATIONS),
    st.floats(0.5, 200.0),
    st.floats(-5000.0, 5000.0),
    st.floats(-5000.0, 5000.0),
)
direction = st.integers(0, 5)


def close(a: tuple[float, float], b: tuple[float, float], tol: float = 1e-6) -> bool:
    return math.isclose(a[0], b[0], abs_tol=tol) and math.isclose(a[1], b[1], abs_tol=tol)


@pytest.mark.parametrize(
    ("orientation", "h", "expected"),
    [
        # Flat-top: columns 1.5 size apart, a column half a hex (sqrt3/2) lower per q.
        ("flat", Hex(1, 0), (15.0, 10 * math.sqrt(3) / 2)),
        ("flat", Hex(0, 1), (0.0, 10 * math.sqrt(3))),
        # Pointy-top: hexes sqrt3 size apart in a row, rows 1.5 size apart.
        ("pointy", Hex(1, 0), (10 * math.sqrt(3), 0.0)),
        ("pointy", Hex(0, 1), (10 * math.sqrt(3) / 2, 15.0)),
    ],
)
def test_hex_to_pixel_examples(orientation: str, h: Hex, expected: tuple[float, float]) -> None:
    layout = Layout(orientation, 10.0, origin_x=100.0, origin_y=50.0)  # type: ignore[arg-type]
    x, y = layout.hex_to_pixel(h)
    assert close((x - 100.0, y - 50.0), expected)
    assert layout.hex_to_pixel(Hex(0, 0)) == (100.0, 50.0)


@pytest.mark.parametrize(
    ("orientation", "width", "height"),
    [("flat", 20.0, 10 * math.sqrt(3)), ("pointy", 10 * math.sqrt(3), 20.0)],
)
def test_hex_width_and_height(orientation: str, width: float, height: float) -> None:
    layout = Layout(orientation, 10.0)  # type: ignore[arg-type]
    assert math.isclose(layout.width, width)
    assert math.isclose(layout.height, height)
    xs = [x for x, _ in layout.corners(Hex(0, 0))]
    ys = [y for _, y in layout.corners(Hex(0, 0))]
    assert math.isclose(max(xs) - min(xs), width)
    assert math.isclose(max(ys) - min(ys), height)


@given(layouts, hexes)
def test_pixel_to_hex_round_trip(layout: Layout, h: Hex) -> None:
    x, y = layout.hex_to_pixel(h)
    assert layout.pixel_to_hex(x, y) == h
    qf, rf = layout.pixel_to_fractional(x, y)
    assert math.isclose(qf, h.q, abs_tol=1e-6) and math.isclose(rf, h.r, abs_tol=1e-6)


@given(layouts, hexes, st.floats(0.0, 0.99), st.floats(0.0, 2 * math.pi))
def test_points_inside_the_inner_circle_belong_to_the_hex(
    layout: Layout, h: Hex, fraction: float, angle: float
) -> None:
    apothem = layout.size * math.sqrt(3) / 2
    cx, cy = layout.hex_to_pixel(h)
    x, y = cx + fraction * apothem * math.cos(angle), cy + fraction * apothem * math.sin(angle)
    assert layout.pixel_to_hex(x, y) == h


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_corners_are_size_away_and_clockwise(orientation: str) -> None:
    layout = Layout(orientation, 7.0, 3.0, -4.0)  # type: ignore[arg-type]
    cx, cy = layout.hex_to_pixel(Hex(2, -1))
    corners = layout.corners(Hex(2, -1))
    assert len(corners) == 6
    assert all(math.isclose(math.hypot(x - cx, y - cy), 7.0) for x, y in corners)
    # Clockwise on screen with y down means increasing screen angle.
    angles = [math.degrees(math.atan2(y - cy, x - cx)) % 360 for x, y in corners]
    steps = [(b - a) % 360 for a, b in zip(angles, angles[1:] + angles[:1], strict=True)]
    assert all(math.isclose(s, 60.0) for s in steps)
    if orientation == "flat":
        assert any(math.isclose(a, 0.0, abs_tol=1e-9) for a in angles)  # a corner points east
    else:
        assert any(math.isclose(a, 270.0) for a in angles)  # a corner points up


@given(layouts, hexes, direction)
def test_edge_endpoints_are_shared_with_the_neighbour(layout: Layout, h: Hex, d: int) -> None:
    a, b = layout.edge_endpoints(h, d)
    na, nb = layout.edge_endpoints(neighbor(h, d), opposite(d))
    # The same segment, walked the other way round (both hexes go clockwise).
    assert close(a, nb, 1e-6) and close(b, na, 1e-6)
    corners = layout.corners(h)
    assert any(close(a, c) for c in corners) and any(close(b, c) for c in corners)
    # Its midpoint is halfway between the two hex centres.
    (cx, cy), (nx, ny) = layout.hex_to_pixel(h), layout.hex_to_pixel(neighbor(h, d))
    assert close(layout.edge_midpoint(h, d), ((cx + nx) / 2, (cy + ny) / 2))


@given(layouts, hexes, direction, st.floats(0.55, 0.97), st.floats(-0.3, 0.3))
def test_nearest_edge_near_a_side(
    layout: Layout, h: Hex, d: int, depth: float, along: float
) -> None:
    """A point near the middle of side d, inside h, picks (h, d)."""
    cx, cy = layout.hex_to_pixel(h)
    (ax, ay), (bx, by) = layout.edge_endpoints(h, d)
    mx, my = (ax + bx) / 2 + along * (bx - ax), (ay + by) / 2 + along * (by - ay)
    x, y = cx + depth * (mx - cx), cy + depth * (my - cy)
    assert layout.nearest_edge(x, y) == (h, d)


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_nearest_edge_just_across_a_side_is_the_neighbours(orientation: str) -> None:
    layout = Layout(orientation, 30.0)  # type: ignore[arg-type]
    h = Hex(1, 1)
    for d in range(6):
        mx, my = layout.edge_midpoint(h, d)
        cx, cy = layout.hex_to_pixel(h)
        x, y = mx + 0.05 * (mx - cx), my + 0.05 * (my - cy)
        assert layout.nearest_edge(x, y) == (neighbor(h, d), opposite(d))


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_direction_steps_are_one_hex_width_apart(orientation: str) -> None:
    layout = Layout(orientation, 12.0)  # type: ignore[arg-type]
    for step in DIRECTIONS:
        x, y = layout.hex_to_pixel(step)
        assert math.isclose(math.hypot(x, y), 12.0 * math.sqrt(3))


def test_bad_layouts_are_refused() -> None:
    with pytest.raises(ValueError, match="orientation"):
        Layout("square", 10.0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="size"):
        Layout("flat", 0.0)


def test_layouts_compare_by_their_fields() -> None:
    assert Layout("flat", 10.0, 1.0, 2.0) == Layout("flat", 10.0, 1.0, 2.0)
    assert Layout("flat", 10.0) != Layout("pointy", 10.0)
    assert hash(Layout("flat", 10.0)) == hash(Layout("flat", 10.0))
    assert "_xq" not in repr(Layout("flat", 10.0))
