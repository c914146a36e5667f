"""Offset coordinates, labels, compass sides, map edges and map symmetry."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.core.edges import edge_of, edges_of
from editor.core.grid import Grid
from editor.core.hexes import Hex, distance, neighbor, neighbors
from editor.core.layout import Layout

KINDS = [("flat", "odd"), ("flat", "even"), ("pointy", "odd"), ("pointy", "even")]
kinds = pytest.mark.parametrize(("orientation", "stagger"), KINDS)

big = st.integers(-1_000_000, 1_000_000)
SIZES = list(itertools.product(range(1, 7), range(1, 7)))


def grid_of(columns: int, rows: int, orientation: str, stagger: str) -> Grid:
    return Grid(columns, rows, orientation, stagger)  # type: ignore[arg-type]


# -- offset <-> axial --------------------------------------------------------


@kinds
@given(col=big, row=big)
def test_offset_round_trip_for_all_integers(
    orientation: str, stagger: str, col: int, row: int
) -> None:
    grid = grid_of(8, 6, orientation, stagger)
    assert grid.to_offset(grid.to_hex(col, row)) == (col, row)


@kinds
@given(cells=st.lists(st.tuples(big, big), max_size=20))
def test_to_hexes_is_to_hex_of_each(
    orientation: str, stagger: str, cells: list[tuple[int, int]]
) -> None:
    grid = grid_of(8, 6, orientation, stagger)
    cols, rows = [c for c, _ in cells], [r for _, r in cells]
    assert grid.to_hexes(cols, rows) == [grid.to_hex(c, r) for c, r in cells]


@kinds
@given(q=big, r=big)
def test_axial_round_trip_for_all_integers(orientation: str, stagger: str, q: int, r: int) -> None:
    grid = grid_of(8, 6, orientation, stagger)
    h = Hex(q, r)
    assert grid.to_hex(*grid.to_offset(h)) == h


@kinds
def test_col_1_row_1_is_the_axial_origin(orientation: str, stagger: str) -> None:
    assert grid_of(5, 5, orientation, stagger).to_hex(1, 1) == Hex(0, 0)


@kinds
def test_stagger_pushes_the_named_rows_or_columns(orientation: str, stagger: str) -> None:
    """Pixel centres match the offset picture drawn by hand, up to a translation."""
    grid = grid_of(5, 6, orientation, stagger)
    layout = Layout(orientation, 1.0)  # type: ignore[arg-type]
    w, h = layout.width, layout.height

    def pushed(n: int) -> float:
        return 0.5 if (n % 2 == 1) == (stagger == "odd") else 0.0

    def expected(col: int, row: int) -> tuple[float, float]:
        if orientation == "pointy":  # rows pushed right
            return ((col - 1 + pushed(row)) * w, (row - 1) * 0.75 * h)
        return ((col - 1) * 0.75 * w, (row - 1 + pushed(col)) * h)  # columns pushed down

    shifts = set()
    for col, row in itertools.product(range(-2, 8), range(-2, 9)):
        x, y = layout.hex_to_pixel(grid.to_hex(col, row))
        ex, ey = expected(col, row)
        shifts.add((round(x - ex, 9), round(y - ey, 9)))
    assert len(shifts) == 1


@pytest.mark.parametrize(
    ("orientation", "stagger", "start", "side", "expected"),
    [
        # flat/odd: columns 1, 3, 5 are pushed down.
        ("flat", "odd", (2, 3), "S", (2, 4)),
        ("flat", "odd", (2, 3), "N", (2, 2)),
        ("flat", "odd", (1, 3), "NE", (2, 3)),
        ("flat", "odd", (2, 3), "NE", (3, 2)),
        ("flat", "odd", (1, 3), "SE", (2, 4)),
        ("flat", "odd", (2, 3), "SE", (3, 3)),
        ("flat", "odd", (3, 3), "NW", (2, 3)),
        # flat/even: columns 2, 4, 6 are pushed down.
        ("flat", "even", (2, 3), "NE", (3, 3)),
        ("flat", "even", (1, 3), "NE", (2, 2)),
        ("flat", "even", (2, 3), "SW", (1, 4)),
        ("flat", "even", (3, 3), "SW", (2, 3)),
        # pointy/odd: rows 1, 3, 5 are pushed right.
        ("pointy", "odd", (2, 3), "E", (3, 3)),
        ("pointy", "odd", (2, 3), "NE", (3, 2)),
        ("pointy", "odd", (2, 2), "NE", (2, 1)),
        ("pointy", "odd", (2, 3), "SW", (2, 4)),
        ("pointy", "odd", (2, 2), "SW", (1, 3)),
        # pointy/even: rows 2, 4, 6 are pushed right.
        ("pointy", "even", (2, 2), "NE", (3, 1)),
        ("pointy", "even", (2, 3), "NE", (2, 2)),
        ("pointy", "even", (2, 3), "W", (1, 3)),
        ("pointy", "even", (2, 2), "SE", (3, 3)),
    ],
)
def test_offset_neighbours_hand_checked(
    orientation: str, stagger: str, start: tuple[int, int], side: str, expected: tuple[int, int]
) -> None:
    grid = grid_of(6, 6, orientation, stagger)
    h = grid.to_hex(*start)
    assert grid.to_offset(neighbor(h, grid.side_direction(side))) == expected


# -- the map's hexes -----------------------------------------------------------


@kinds
def test_hexes_are_row_major_and_contained(orientation: str, stagger: str) -> None:
    grid = grid_of(4, 3, orientation, stagger)
    offsets = [grid.to_offset(h) for h in grid.hexes()]
    assert offsets == [(c, r) for r in range(1, 4) for c in range(1, 5)]
    assert len(grid) == 12 == len(set(grid.hexes()))
    assert all(grid.contains(h) and h in grid for h in grid.hexes())


@kinds
def test_contains_matches_offset_bounds(orientation: str, stagger: str) -> None:
    grid = grid_of(5, 4, orientation, stagger)
    inside = set(grid.hexes())
    for q, r in itertools.product(range(-8, 12), range(-8, 12)):
        assert grid.contains(Hex(q, r)) == (Hex(q, r) in inside)
    for col, row in [(0, 1), (6, 1), (1, 0), (1, 5), (0, 0), (6, 5)]:
        assert not grid.contains(grid.to_hex(col, row))
    assert "0101" not in grid  # only Hex values are map hexes


def test_bad_grids_are_refused() -> None:
    with pytest.raises(ValueError, match="at least 1 column"):
        Grid(0, 5)
    with pytest.raises(ValueError, match="orientation"):
        Grid(5, 5, "square")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="stagger"):
        Grid(5, 5, "flat", "both")  # type: ignore[arg-type]


# -- labels --------------------------------------------------------------------


def test_label_examples() -> None:
    grid = Grid(12, 10)
    assert grid.label(grid.to_hex(3, 7)) == "0307"
    assert grid.parse_label("0307") == grid.to_hex(3, 7)
    assert grid.label(grid.to_hex(12, 10)) == "1210"
    tall = Grid(20, 150, "pointy", "even")
    assert tall.label(tall.to_hex(3, 120)) == "003120"
    assert tall.parse_label("003120") == tall.to_hex(3, 120)
    wide = Grid(100, 5)
    assert wide.label(wide.to_hex(100, 5)) == "100005"


@kinds
@given(col=st.integers(0, 99), row=st.integers(0, 99))
def test_label_round_trip_inside_and_outside_the_map(
    orientation: str, stagger: str, col: int, row: int
) -> None:
    grid = grid_of(30, 20, orientation, stagger)
    h = grid.to_hex(col, row)
    text = grid.label(h)
    assert len(text) == 4
    assert text == f"{col:02d}{row:02d}"
    assert grid.parse_label(text) == h


@given(col=st.integers(0, 999), row=st.integers(0, 999))
def test_three_digit_label_round_trip(col: int, row: int) -> None:
    grid = Grid(40, 120, "pointy", "odd")
    h = grid.to_hex(col, row)
    assert grid.label(h) == f"{col:03d}{row:03d}"
    assert grid.parse_label(grid.label(h)) == h


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("307", "4 digits"),
        ("00307", "4 digits"),
        ("", "digits"),
        ("03a7", "digits only"),
        ("-307", "digits only"),
        ("03 7", "digits only"),
        ("０３０７", "digits only"),  # full-width digits are not label digits
    ],
)
def test_bad_labels_are_refused_clearly(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message) as caught:
        Grid(12, 10).parse_label(text)
    assert repr(text) in str(caught.value)


def test_labels_need_non_negative_offsets_that_fit() -> None:
    grid = Grid(12, 10)
    with pytest.raises(ValueError, match="label"):
        grid.label(grid.to_hex(-1, 3))
    with pytest.raises(ValueError, match="label"):
        grid.label(grid.to_hex(3, 100))


# -- compass sides -------------------------------------------------------------


@kinds
def test_side_names_point_the_right_way_on_screen(orientation: str, stagger: str) -> None:
    grid = grid_of(6, 6, orientation, stagger)
    layout = Layout(orientation, 10.0)  # type: ignore[arg-type]
    h = grid.to_hex(3, 3)
    cx, cy = layout.hex_to_pixel(h)
    for name in grid.side_names():
        x, y = layout.hex_to_pixel(neighbor(h, grid.side_direction(name)))
        dx, dy = x - cx, y - cy  # y grows downward
        assert (dy < -1e-9) == ("N" in name), name
        assert (dy > 1e-9) == ("S" in name), name
        assert (dx > 1e-9) == ("E" in name), name
        assert (dx < -1e-9) == ("W" in name), name


def test_side_name_lists() -> None:
    assert Grid(3, 3, "flat").side_names() == ("N", "NE", "SE", "S", "SW", "NW")
    assert Grid(3, 3, "pointy").side_names() == ("NE", "E", "SE", "SW", "W", "NW")


@kinds
def test_side_name_and_direction_are_inverse(orientation: str, stagger: str) -> None:
    grid = grid_of(3, 3, orientation, stagger)
    assert sorted(grid.side_direction(n) for n in grid.side_names()) == list(range(6))
    for d in range(6):
        assert grid.side_direction(grid.side_name(d)) == d


def test_unknown_side_lists_the_valid_names() -> None:
    with pytest.raises(ValueError, match="N, NE, SE, S, SW, NW"):
        Grid(3, 3, "flat").side_direction("X")
    with pytest.raises(ValueError, match="pointy-top"):
        Grid(3, 3, "flat").side_direction("E")
    with pytest.raises(ValueError, match="NE, E, SE, SW, W, NW"):
        Grid(3, 3, "pointy").side_direction("N")


# -- edges of the map ----------------------------------------------------------


def interior_edge_formula(columns: int, rows: int, orientation: str) -> int:
    """Adjacent pairs in an offset rectangle: along the straight lines, plus 2n - 1
    between each two neighbouring staggered lines."""
    if orientation == "pointy":
        return rows * (columns - 1) + (rows - 1) * (2 * columns - 1)
    return columns * (rows - 1) + (columns - 1) * (2 * rows - 1)


@kinds
@pytest.mark.parametrize(("columns", "rows"), [(1, 1), (1, 4), (4, 1), (2, 2), (5, 3), (4, 6)])
def test_interior_edges_once_each(orientation: str, stagger: str, columns: int, rows: int) -> None:
    grid = grid_of(columns, rows, orientation, stagger)
    interior = list(grid.interior_edges())
    assert len(interior) == len(set(interior))
    pairs = [
        (a, b) for a, b in itertools.combinations(list(grid.hexes()), 2) if distance(a, b) == 1
    ]
    assert len(interior) == len(pairs) == interior_edge_formula(columns, rows, orientation)
    for edge in interior:
        a, b = edge.hexes()
        assert grid.contains(a) and grid.contains(b)
        assert grid.is_interior_edge(edge) and not grid.is_border_edge(edge)
    assert {e for a, b in pairs for e in set(edges_of(a)) & set(edges_of(b))} == set(interior)


@kinds
@pytest.mark.parametrize(("columns", "rows"), [(1, 1), (3, 1), (2, 2), (5, 4)])
def test_border_edges(orientation: str, stagger: str, columns: int, rows: int) -> None:
    grid = grid_of(columns, rows, orientation, stagger)
    border = list(grid.border_edges())
    interior = list(grid.interior_edges())
    assert len(border) == len(set(border)) == 6 * len(grid) - 2 * len(interior)
    assert all(grid.is_border_edge(e) and not grid.is_interior_edge(e) for e in border)
    every_side = {e for h in grid.hexes() for e in edges_of(h)}
    assert every_side == set(border) | set(interior)


def test_edge_far_from_the_map_is_neither() -> None:
    grid = Grid(4, 4)
    edge = edge_of(grid.to_hex(20, 20), 0)
    assert not grid.is_border_edge(edge)
    assert not grid.is_interior_edge(edge)


# -- symmetry ------------------------------------------------------------------


def check_against_pixels(
    grid: Grid, transform: Callable[[Hex], Hex], flip: Callable[[float, float], tuple[float, float]]
) -> bool:
    """Check ``transform`` against the pixel-space ``flip`` about the map's centre.

    Returns whether every map hex landed exactly on a map hex.
    """
    layout = Layout(grid.orientation, 1.0)
    centres = {h: layout.hex_to_pixel(h) for h in grid.hexes()}
    exact = True
    for h, (x, y) in centres.items():
        tx, ty = flip(x, y)
        got = transform(h)
        gx, gy = layout.hex_to_pixel(got)
        # The result is a hex containing the flipped centre (one of several on a tie).
        nearest = layout.pixel_to_hex(tx, ty)
        gaps = [
            math.hypot(px - tx, py - ty)
            for px, py in map(layout.hex_to_pixel, (nearest, *neighbors(nearest)))
        ]
        assert math.hypot(gx - tx, gy - ty) <= min(gaps) + 1e-9
        on_centre = [g for g, c in centres.items() if math.hypot(c[0] - tx, c[1] - ty) < 1e-9]
        if on_centre:
            assert got == on_centre[0]
        else:
            exact = False
    return exact


def map_box_centre(grid: Grid) -> tuple[float, float]:
    layout = Layout(grid.orientation, 1.0)
    points = [layout.hex_to_pixel(h) for h in grid.hexes()]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2


@kinds
@pytest.mark.parametrize(("columns", "rows"), SIZES)
def test_rotate_180_in_map(orientation: str, stagger: str, columns: int, rows: int) -> None:
    grid = grid_of(columns, rows, orientation, stagger)
    cx, cy = map_box_centre(grid)
    exact = check_against_pixels(
        grid, grid.rotate_180_in_map, lambda x, y: (2 * cx - x, 2 * cy - y)
    )
    lines = rows if orientation == "pointy" else columns
    assert exact == (lines % 2 == 0 or lines == 1)
    for h in grid.hexes():
        assert grid.rotate_180_in_map(grid.rotate_180_in_map(h)) == h
        if exact:
            col, row = grid.to_offset(h)
            assert grid.to_offset(grid.rotate_180_in_map(h)) == (columns + 1 - col, rows + 1 - row)


@kinds
@pytest.mark.parametrize(("columns", "rows"), SIZES)
def test_mirror_vertical(orientation: str, stagger: str, columns: int, rows: int) -> None:
    grid = grid_of(columns, rows, orientation, stagger)
    _, cy = map_box_centre(grid)
    exact = check_against_pixels(grid, grid.mirror_vertical, lambda x, y: (x, 2 * cy - y))
    assert exact == (rows % 2 == 1 if orientation == "pointy" else columns == 1)
    if exact:
        for h in grid.hexes():
            col, row = grid.to_offset(h)
            assert grid.to_offset(grid.mirror_vertical(h)) == (col, rows + 1 - row)


@kinds
@pytest.mark.parametrize(("columns", "rows"), SIZES)
def test_mirror_horizontal(orientation: str, stagger: str, columns: int, rows: int) -> None:
    grid = grid_of(columns, rows, orientation, stagger)
    cx, _ = map_box_centre(grid)
    exact = check_against_pixels(grid, grid.mirror_horizontal, lambda x, y: (2 * cx - x, y))
    assert exact == (rows == 1 if orientation == "pointy" else columns % 2 == 1)
    if exact:
        for h in grid.hexes():
            col, row = grid.to_offset(h)
            assert grid.to_offset(grid.mirror_horizontal(h)) == (columns + 1 - col, row)


def test_rotate_180_example() -> None:
    grid = Grid(4, 3, "flat", "odd")
    assert grid.to_offset(grid.rotate_180_in_map(grid.to_hex(1, 1))) == (4, 3)
    assert grid.to_offset(grid.rotate_180_in_map(grid.to_hex(2, 1))) == (3, 3)


@kinds
@pytest.mark.parametrize("transform", ["rotate_180_in_map", "mirror_vertical", "mirror_horizontal"])
def test_inexact_transforms_shift_the_way_the_stagger_pushes(
    orientation: str, stagger: str, transform: str
) -> None:
    """Half a hex down on flat maps, right on pointy maps, whatever the size."""
    layout = Layout(orientation, 1.0)  # type: ignore[arg-type]
    half = math.sqrt(3) / 2
    expected = (0.0, half) if orientation == "flat" else (half, 0.0)
    seen = set()
    for columns, rows in itertools.product(range(1, 25), range(1, 25)):
        grid = grid_of(columns, rows, orientation, stagger)
        cx, cy = map_box_centre(grid)
        h = grid.to_hex(1, 1)
        x, y = layout.hex_to_pixel(h)
        tx, ty = {
            "rotate_180_in_map": (2 * cx - x, 2 * cy - y),
            "mirror_vertical": (x, 2 * cy - y),
            "mirror_horizontal": (2 * cx - x, y),
        }[transform]
        gx, gy = layout.hex_to_pixel(getattr(grid, transform)(h))
        shift = (round(gx - tx, 6), round(gy - ty, 6))
        if shift != (0.0, 0.0):
            seen.add(shift)
            assert math.isclose(shift[0], expected[0], abs_tol=1e-6), (columns, rows)
            assert math.isclose(shift[1], expected[1], abs_tol=1e-6), (columns, rows)
    assert seen  # some sizes are inexact for every transform


@kinds
def test_transforms_keep_shapes(orientation: str, stagger: str) -> None:
    """Mirrors and rotation are isometries even when inexact: distances are kept."""
    grid = grid_of(5, 5, orientation, stagger)
    sample = list(grid.hexes())[::3]
    for transform in (grid.rotate_180_in_map, grid.mirror_vertical, grid.mirror_horizontal):
        for a, b in itertools.combinations(sample, 2):
            assert distance(transform(a), transform(b)) == distance(a, b)


@kinds
def test_cell_numbers_count_the_map_row_by_row_and_leave_out_the_rest(
    orientation: str, stagger: str
) -> None:
    g = grid_of(5, 4, orientation, stagger)
    inside = [(col, row) for row in range(1, 5) for col in range(1, 6)]
    assert g.cell_numbers([g.to_hex(c, r) for c, r in inside]) == list(range(20))
    around = [(0, 1), (6, 1), (1, 0), (1, 5), (0, 0), (6, 5), (3, -2), (-4, 3)]
    assert g.cell_numbers([g.to_hex(c, r) for c, r in around]) == [-1] * len(around)
