"""Issue 24: every inventory line of the sheet has its *Where*, written as ranges,
so a small map lists every location; roads and watercourses with their lines,
segments and hexes; hills counted per level and their rings in the legend.

The expected values are counted here from the scenario's YAML with plain loops,
not with the code that prints the sheet.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import Counter, defaultdict
from pathlib import Path

import pytest
import yaml
from sheet_reading import page_texts, printed_labels

from editor.io.scenario_file import read_scenario
from editor.render.sheet import SheetOptions, save_sheet_pdf

pytestmark = [pytest.mark.usefixtures("qapp"), pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]
ALESIA = ROOT / "scenarios" / "alesia-52av.yaml"
MORGARTEN = ROOT / "scenarios" / "morgarten-1315.yaml"


def _doc(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _hexes_by_element(doc: dict) -> tuple[dict[str, set[str]], dict[int, set[str]]]:
    """Labels of the hexes holding each element, and of the hill hexes per level."""
    legend = doc["terrain"]["legend"]
    by_element: dict[str, set[str]] = defaultdict(set)
    by_level: dict[int, set[str]] = defaultdict(set)
    for r, line in enumerate(doc["terrain"]["rows"], 1):
        for c, symbol in enumerate(line.split(), 1):
            if symbol == ".":
                continue
            entry = legend[symbol]
            elements = entry.split() if isinstance(entry, str) else entry["elements"].split()
            level = 0 if isinstance(entry, str) else entry.get("level", 0)
            for e in elements:
                by_element[e].add(f"{c:02d}{r:02d}")
            if "colline" in elements:
                by_level[level].add(f"{c:02d}{r:02d}")
    return by_element, by_level


@pytest.fixture(scope="module")
def inventory(qapp, tmp_path_factory: pytest.TempPathFactory):
    """The terrain inventory of a bundled scenario's sheet, printed once per
    scenario and language for the tests that read it."""
    folder = tmp_path_factory.mktemp("inventories")

    @functools.cache
    def read(path: Path, lang: str = "fr") -> str:
        scenario = read_scenario(path)
        pdf = folder / f"{path.stem}-{lang}.pdf"
        save_sheet_pdf(pdf, scenario.scenario, scenario.ruleset, SheetOptions(lang=lang))
        whole = " ".join(page_texts(pdf))
        # Page footers (title and number) sit between the lines of a table that runs on.
        whole = re.sub(re.escape(scenario.scenario.title) + r" \d+ ", "", whole)
        start = whole.index("Inventaire du terrain" if lang == "fr" else "Terrain inventory")
        end = whole.index("Camp :" if lang == "fr" else "Side:", start)
        return whole[start:end]

    return read


def _row(text: str, name: str, count: int, names: list[str]) -> str:
    """The text of the row « name count … » up to the next row or total."""
    start = text.index(f"{name} {count} ")
    ends = [text.find(f"{n} ", start + 1) for n in names if n != name]
    ends.append(text.find("Total (", start))
    return text[start : min((e for e in ends if e > start), default=len(text))]


def test_alesia_lists_every_hex_of_every_element(inventory) -> None:
    doc = _doc(ALESIA)
    by_element, by_level = _hexes_by_element(doc)
    ruleset = read_scenario(ALESIA).ruleset
    text = inventory(ALESIA)
    assert "…" not in text  # nothing « … and N more »
    linked = ("riviere", "route", "ruisseau")
    area = {e: hexes for e, hexes in by_element.items() if e not in linked}
    names = [ruleset.name(e, "fr") for e in area] + ["niveau 0", "niveau 1"]
    for e, hexes in area.items():
        if e == "colline":
            continue  # listed per level below
        row = _row(text, ruleset.name(e, "fr"), len(hexes), names)
        assert printed_labels(row.split(f" {len(hexes)} ", 1)[1]) == hexes, e
    # 113 + 18 hill hexes, each level listed in full (31 were left out before).
    assert {k: len(v) for k, v in by_level.items()} == {0: 113, 1: 18}
    for level, hexes in by_level.items():
        row = _row(text, f"niveau {level}", len(hexes), names)
        assert printed_labels(row.split(f" {len(hexes)} ", 1)[1]) == hexes, level


def _printed_sides(cell: str) -> set[tuple[str, str]]:
    """(hex, side) pairs of « 0705 N SW NW, 0706–0712 SW NW »."""
    out = set()
    for item in cell.split(", "):
        where, *sides = item.split()
        for label in printed_labels(where):
            out.update((label, s) for s in sides)
    return out


def test_alesia_lists_every_side_of_every_edge_obstacle(inventory) -> None:
    doc = _doc(ALESIA)
    expected: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for line in doc["edges"]:
        label, side, element = line.split()
        # The sheet is French: west is « O » (ouest), so the file's SW reads SO.
        expected[element].add((label, side.replace("W", "O")))
    assert len(expected["fosse"]) == 157  # 57 were left out before
    ruleset = read_scenario(ALESIA).ruleset
    text = inventory(ALESIA)
    section = text[text.index("Segments d'obstacles linéaires") :]
    names = [ruleset.name(e, "fr") for e in expected]
    for element, sides in expected.items():
        row = _row(section, ruleset.name(element, "fr"), len(sides), names)
        cell = row.split(f" {len(sides)} ", 1)[1].strip()
        assert _printed_sides(cell) == sides, element


def _walk(polylines: list[str]) -> tuple[int, int, int, set[str]]:
    """(lines, segments, hexes, labels) of a linked element: the fewest strokes that
    draw every segment once are, per connected piece, half its odd hexes (or one)."""
    segments = set()
    for line in polylines:
        labels = line.split()
        segments.update(frozenset(p) for p in itertools.pairwise(labels))
    degree: Counter[str] = Counter()
    neighbours: dict[str, set[str]] = defaultdict(set)
    for seg in segments:
        a, b = sorted(seg)
        degree[a] += 1
        degree[b] += 1
        neighbours[a].add(b)
        neighbours[b].add(a)
    seen: set[str] = set()
    lines = 0
    for start in sorted(neighbours):
        if start in seen:
            continue
        piece, todo = set(), [start]
        while todo:
            h = todo.pop()
            if h not in piece:
                piece.add(h)
                todo.extend(neighbours[h])
        seen |= piece
        lines += max(1, sum(1 for h in piece if degree[h] % 2) // 2)
    return lines, len(segments), len(neighbours), set(neighbours)


def test_alesia_roads_and_rivers_have_lines_segments_hexes_and_where(inventory) -> None:
    doc = _doc(ALESIA)
    rivers = _walk(doc["links"]["riviere"])
    assert rivers[:3] == (3, 65, 66)  # the count, made by hand
    text = inventory(ALESIA, "en")
    section = text[text.index("Roads, watercourses") :]
    names = ["River", "Road", "Stream", "Ford", "Bridge"]
    for element, name in (("riviere", "River"), ("route", "Road"), ("ruisseau", "Stream")):
        lines, segments, hexes, labels = _walk(doc["links"][element])
        start = section.index(f"{name} {lines} {segments} {hexes} ")
        ends = [section.find(f"{n} ", start + len(name)) for n in names if n != name]
        row = section[start : min((e for e in ends if e > start), default=len(section))]
        assert printed_labels(row) == labels, element
        if lines > 1:
            assert all(f"line {i}: " in row for i in range(1, lines + 1))


def test_morgarten_hills_are_counted_per_level_and_the_legend_explains_the_rings(
    tmp_path: Path,
) -> None:
    _, by_level = _hexes_by_element(_doc(MORGARTEN))
    counts = {k: len(v) for k, v in by_level.items()}
    assert counts == {0: 52, 1: 50, 2: 30}  # the issue's « Hill 132 »
    scenario = read_scenario(MORGARTEN)
    pdf = tmp_path / "m.pdf"
    save_sheet_pdf(pdf, scenario.scenario, scenario.ruleset, SheetOptions(lang="en"))
    whole = " ".join(page_texts(pdf))
    inventory = whole[whole.index("Terrain inventory") :]
    assert f"Hill {sum(counts.values())} by level, below" in inventory
    for level, n in counts.items():
        assert f"level {level} {n} " in inventory
    legend = whole[whole.index("Legend") : whole.index("Terrain inventory")]
    assert "Hill levels (contour rings)" in legend
    assert "Hill, level 0 one hachured ring: an ordinary hill (height 1) — 52 hexes." in legend
    assert "Hill, level 2 2 hachured rings, darker shade: 2 steps above" in legend


def test_ranges_are_runs_down_or_up_one_column() -> None:
    from editor.render.where_text import edge_places, hex_places

    cells = [(1, 1), (1, 2), (1, 3), (1, 5), (2, 5), (2, 4), (2, 3), (3, 1), (3, 2)]
    assert hex_places(cells) == (["0101–0103", "0105", "0205–0203", "0301–0302"], 0)
    assert hex_places(cells, limit=2) == (["0101–0103", "0105"], 5)  # 5 hexes left out
    assert hex_places([(1, 1), (1, 2), (1, 1)]) == (["0101–0102", "0101"], 0)  # no turn back
    assert hex_places([(12, 104), (12, 105)], 3) == (["012104–012105"], 0)
    sides = [((7, 6), 5, "NW"), ((7, 5), 0, "N"), ((7, 6), 4, "SW"), ((7, 7), 4, "SW")]
    sides.append(((7, 7), 5, "NW"))
    assert edge_places(sides) == (["0705 N", "0706–0707 SW NW"], 0)
    assert edge_places(sides, limit=1) == (["0705 N"], 4)
