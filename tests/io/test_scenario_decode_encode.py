"""The scenario file format: round trips and what the decoder refuses (no ruleset needed)."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.core.edges import edge_between, edge_of
from editor.core.hexes import Hex, neighbor
from editor.core.scenario import (
    Decoy,
    EdgeObstacle,
    Generation,
    HexTerrain,
    LocalText,
    Objective,
    Side,
    Unit,
    new_scenario,
)
from editor.io import schema_check
from editor.io.scenario_decode import decode
from editor.io.scenario_encode import dumps_scenario
from editor.io.yaml_strict import load_yaml_bytes


def _reload(text: str):
    doc = load_yaml_bytes(text.encode())
    assert schema_check.check(doc.data) == []
    return decode(doc.data)


def _rich_scenario():
    s = new_scenario("panache", 12, 14, "flat", "odd", 48.5, title="Le moulin: essai")
    s.author = "Hexfield"
    s.description = LocalText("Ligne une\nLigne deux\n", "One line")
    g = s.grid
    wood = HexTerrain(frozenset({"colline", "foret"}))
    s.set_terrain(g.to_hex(3, 4), wood)
    s.set_terrain(g.to_hex(4, 4), wood)
    s.set_terrain(g.to_hex(5, 5), HexTerrain(frozenset({"colline"}), 2))
    road = [g.to_hex(1, 1), g.to_hex(1, 2), g.to_hex(2, 2), g.to_hex(2, 3)]
    for h in road:
        s.set_terrain(h, HexTerrain(frozenset({"route"})))
    s.links["route"] = {edge_between(a, b) for a, b in pairwise(road)}
    h = g.to_hex(6, 6)
    s.add_obstacle(EdgeObstacle(edge_of(h, 0), "pieux", h))
    s.add_obstacle(EdgeObstacle(edge_of(h, 0), "fosse", neighbor(h, 0)))
    s.sides = [
        Side("fr", "Français", "#1f4e9c", "S", None),
        Side("au", "Autrichiens", "#c0c0c0", "N", {g.to_hex(c, 1) for c in range(3, 9)}),
    ]
    s.units = [
        Unit("u1", "fr", "1er de ligne", "infanterie", g.to_hex(4, 13), "A", 4, "", 30),
        Unit("u2", "au", "Hussards", "cavalerie", None),
    ]
    s.decoys = [Decoy("fr", g.to_hex(6, 13))]
    s.objectives = [Objective(g.to_hex(6, 7), "Le moulin", 2)]
    s.conditions = {"season": "summer", "hour": "10:00"}
    s.generation = [Generation("adlg-v4", 1234, ["1D6 = 4"])]
    return s


def test_rich_scenario_round_trips_byte_identically() -> None:
    s = _rich_scenario()
    text = dumps_scenario(s)
    decoded = _reload(text)
    assert decoded.diagnostics == []
    again = decoded.scenario
    assert dumps_scenario(again) == text
    assert again.terrain == s.terrain
    assert again.obstacles == s.obstacles
    assert again.links == s.links
    assert again.sides == s.sides
    assert again.units == s.units
    assert again.description == s.description
    assert again.map == s.map


def test_terrain_is_written_as_rows_of_symbols() -> None:
    text = dumps_scenario(_rich_scenario())
    assert "  legend:\n" in text
    assert "cf: colline foret" in text
    assert "0606 SE pieux" in text or "0606 NE pieux" in text
    # one text row per map row
    doc = load_yaml_bytes(text.encode()).data
    assert len(doc["terrain"]["rows"]) == 14
    assert all(len(r.split()) == 12 for r in doc["terrain"]["rows"])


def test_hand_written_symbols_are_kept() -> None:
    text = dumps_scenario(_rich_scenario()).replace("cf:", "W:").replace(" cf", " W ")
    decoded = _reload(text)
    assert decoded.diagnostics == []
    assert "W: colline foret" in dumps_scenario(decoded.scenario)


BASE = """format_version: 1
ruleset: panache
map: {columns: 9, rows: 12}
"""


def _diagnostics(extra: str):
    doc = load_yaml_bytes((BASE + extra).encode())
    structural = schema_check.check(doc.data)
    if structural:
        return structural
    return decode(doc.data).diagnostics


ROWS_12 = "\n".join("  - . . . . . . . . ." for _ in range(12))


@pytest.mark.parametrize(
    ("extra", "code"),
    [
        ("terrain:\n  legend: {f: foret}\n  rows:\n  - . . .\n", "terrain.row-count"),
        (
            "terrain:\n  legend: {f: foret}\n  rows:\n"
            + ROWS_12.replace(". . .", ". . . .", 1)
            + "\n",
            "terrain.row-width",
        ),
        (
            "terrain:\n  legend: {f: foret}\n  rows:\n" + ROWS_12.replace(".", "x", 1) + "\n",
            "terrain.unknown-symbol",
        ),
        (
            "terrain:\n  legend: {f: foret, g: foret}\n  rows:\n" + ROWS_12 + "\n",
            "legend.duplicate",
        ),
        ("edges:\n- 0101 NW pieux\n", "edge.border"),
        ("edges:\n- 0505 N pieux\n- 0504 S pieux\n", "edge.duplicate"),
        ("edges:\n- 0505 E pieux\n", "edge.side"),
        ("edges:\n- 1305 N pieux\n", "hex.outside-map"),
        ("links:\n  route:\n  - 0101 0103\n", "link.not-adjacent"),
        ("units:\n- {id: a, side: x, name: A, type: infanterie, at: '0099'}\n", "hex.outside-map"),
        ("sides:\n- {id: a, name: A, deployment: ['0101..0913']}\n", "hex.outside-map"),
        ("map: {columns: 9, rows: 12}\n", "yaml"),  # duplicate key caught by the reader
    ],
)
def test_decoder_reports(extra: str, code: str) -> None:
    if code == "yaml":
        with pytest.raises(Exception) as exc:
            load_yaml_bytes((BASE + extra).encode())
        assert "duplicate" in str(exc.value.diagnostics[0].code)
        return
    codes = [d.code for d in _diagnostics(extra)]
    assert code in codes, codes


@pytest.mark.parametrize(
    ("extra", "code"),
    [
        ("title: 3\n", "schema.type"),
        ("colour: red\n", "schema.unknown-property"),
        ("units:\n- {id: a, side: x, name: A, type: infanterie, at: 0307}\n", "schema.type"),
        ("edges:\n- 0304 NNE pieux\n", "schema.pattern"),
        ('links:\n  route: ["0101"]\n', "schema.pattern"),
        ("title: " + "x" * 300 + "\n", "schema.too-large"),
    ],
)
def test_schema_reports(extra: str, code: str) -> None:
    codes = [d.code for d in _diagnostics(extra)]
    assert code in codes, codes


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_a_link_path_is_read_label_by_label(orientation: str) -> None:
    """A path's labels are checked together when all are good; a bad one in the
    middle is reported where it is and breaks the path there, as it did label
    by label."""
    base = BASE.replace("rows: 12}", f"rows: 12, orientation: {orientation}}}")
    path = ["0503", "0504", "0505", "0506", "0606"]
    good = decode(load_yaml_bytes(f"{base}links:\n  route:\n  - {' '.join(path)}\n".encode()).data)
    g = good.scenario.grid
    hexes = [g.to_hex(int(t[:2]), int(t[2:])) for t in path]
    assert good.diagnostics.listed() == []
    assert good.scenario.links["route"] == {edge_between(a, b) for a, b in pairwise(hexes)}
    broken = " ".join([*path[:2], "1305", *path[3:]])  # column 13 of 9
    bad = decode(load_yaml_bytes(f"{base}links:\n  route:\n  - {broken}\n".encode()).data)
    assert [(d.code, d.path, d.hex) for d in bad.diagnostics.listed()] == [
        ("hex.outside-map", "/links/route/0", "1305")
    ]
    assert bad.scenario.links["route"] == {
        edge_between(hexes[0], hexes[1]),
        edge_between(hexes[3], hexes[4]),
    }


def test_unquoted_label_message_says_to_quote() -> None:
    diags = _diagnostics("objectives:\n- {at: 0307, name: moulin}\n")
    assert any("quotes" in d.message for d in diags), diags


def test_nan_hex_size_is_refused() -> None:
    doc = load_yaml_bytes((BASE.replace("rows: 12}", "rows: 12, hex_mm: .nan}")).encode())
    assert schema_check.check(doc.data) == []
    assert [d.code for d in decode(doc.data).diagnostics] == ["map.hex-mm"]


ELEMENTS = ["foret", "colline", "rocaille", "marais", "route", "habitations", "sable"]


@st.composite
def scenarios(draw):
    cols = draw(st.integers(9, 20))
    rows = draw(st.integers(12, 20))
    orientation = draw(st.sampled_from(["flat", "pointy"]))
    stagger = draw(st.sampled_from(["odd", "even"]))
    s = new_scenario("panache", cols, rows, orientation, stagger)
    g = s.grid
    cells = draw(
        st.lists(
            st.tuples(
                st.integers(1, cols),
                st.integers(1, rows),
                st.frozensets(st.sampled_from(ELEMENTS), min_size=1, max_size=3),
                st.integers(0, 3),
            ),
            max_size=40,
        )
    )
    for c, r, elements, level in cells:
        s.set_terrain(g.to_hex(c, r), HexTerrain(elements, level))
    for c, r, d in draw(
        st.lists(
            st.tuples(st.integers(1, cols), st.integers(1, rows), st.integers(0, 5)), max_size=15
        )
    ):
        h = g.to_hex(c, r)
        e = edge_of(h, d)
        if g.is_interior_edge(e):
            s.add_obstacle(EdgeObstacle(e, draw(st.sampled_from(["pieux", "mur", "fosse"])), h))
    for c, r, d in draw(
        st.lists(
            st.tuples(st.integers(1, cols), st.integers(1, rows), st.integers(0, 5)), max_size=15
        )
    ):
        e = edge_of(g.to_hex(c, r), d)
        if g.is_interior_edge(e):
            s.links.setdefault("route", set()).add(e)
    return s


@settings(max_examples=60, deadline=None)
@given(scenarios())
def test_any_scenario_round_trips(s) -> None:
    text = dumps_scenario(s)
    decoded = _reload(text)
    assert decoded.diagnostics == []
    assert decoded.scenario.terrain == s.terrain
    assert decoded.scenario.obstacles == s.obstacles
    assert decoded.scenario.links == s.links
    assert dumps_scenario(decoded.scenario) == text


def test_paths_cover_a_branching_network_once() -> None:
    s = new_scenario("panache", 9, 12)
    g = s.grid
    centre = g.to_hex(5, 6)
    spokes = {edge_between(centre, neighbor(centre, d)) for d in range(6)}
    s.links["route"] = spokes
    decoded = _reload(dumps_scenario(s))
    assert decoded.scenario.links["route"] == spokes
    assert Hex  # the import is used by strategies in other tests
