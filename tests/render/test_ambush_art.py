"""The ambush overlay drawn: offscreen pixels, ``hexfield render/sheet --ambush``, legend."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_text import page_text
from pypdf import PdfReader
from PySide6.QtGui import QColor, QImage

from editor.cli import main
from editor.core.scenario import HexTerrain, Scenario, new_scenario
from editor.generate.ambush import ambush_overlay
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import write_scenario
from editor.render.ambush_art import CODES, code, describe_hex, legend_lines, text
from editor.render.render_options import RenderOptions
from editor.render.sheet_export import map_image

pytestmark = pytest.mark.usefixtures("qapp")


def _scenario() -> Scenario:
    s = new_scenario("panache", 24, 16, title="Ambush test")
    cells = {(3, 2): ("foret",), (20, 14): ("colline", "sable"), (4, 14): ("habitations",)}
    for (col, row), elements in cells.items():
        s.set_terrain(s.grid.to_hex(col, row), HexTerrain(frozenset(elements)))
    return s


def _file(tmp_path: Path) -> Path:
    path = tmp_path / "ambush.yaml"
    write_scenario(_scenario(), path)
    return path


def _texts(path: Path) -> str:
    return " ".join(" ".join(page_text(p).split()) for p in PdfReader(path).pages)


def _mean(image: QImage, x0: int, y0: int, x1: int, y1: int) -> tuple[float, float, float]:
    reds = greens = blues = 0.0
    n = 0
    for y in range(y0, y1, 3):
        for x in range(x0, x1, 3):
            c = QColor(image.pixel(x, y))
            reds, greens, blues, n = reds + c.red(), greens + c.green(), blues + c.blue(), n + 1
    return reds / n, greens / n, blues / n


def test_the_zones_tint_the_map_where_they_are() -> None:
    s = _scenario()
    rs = load_ruleset("panache")
    plain = map_image(s, rs, RenderOptions(dpi=30.0))
    shown = map_image(s, rs, RenderOptions(dpi=30.0, ambush=ambush_overlay(s)))
    w, h = plain.width(), plain.height()
    # The middle of the table (rows 7-9 of 16, central columns) is out of both zones.
    middle = (w * 42 // 100, h * 42 // 100, w * 58 // 100, h * 54 // 100)
    assert _mean(plain, *middle) == _mean(shown, *middle)
    # The attacker's band (north) turns redder, the defender's (south) bluer.
    r0, _, b0 = _mean(plain, w // 3, h // 12, w * 2 // 3, h // 6)
    r1, _, b1 = _mean(shown, w // 3, h // 12, w * 2 // 3, h // 6)
    assert r1 - b1 > r0 - b0 + 5
    r0, _, b0 = _mean(plain, w // 3, h * 10 // 12, w * 2 // 3, h * 11 // 12)
    r1, _, b1 = _mean(shown, w // 3, h * 10 // 12, w * 2 // 3, h * 11 // 12)
    assert b1 - r1 > b0 - r0 + 5


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_legend_lines_name_both_zones_and_each_code_used(lang: str) -> None:
    lines = legend_lines(ambush_overlay(_scenario()), lang)
    kinds = [k for k, _ in lines]
    codes = ["code:light_infantry", "code:all_but_elephants", "code:all"]
    assert kinds == ["attacker", "defender", *codes]
    assert all(code(k[5:], lang) in text for k, text in lines if k.startswith("code:"))
    assert "5 UD" in lines[0][1] and "10 UD" in lines[1][1]
    light = legend_lines(ambush_overlay(_scenario(), light=True), lang)
    assert "7 UD" in light[0][1] and "7 UD" in light[1][1]


def test_codes_are_short_and_distinct_per_language() -> None:
    for lang in ("fr", "en"):
        codes = {r: code(r, lang) for r in CODES}
        assert all(1 <= len(c) <= 8 for c in codes.values())
        # Only the two hill rules share a code (both: behind the crest).
        assert len(set(codes.values())) == len(codes) - 1


def test_hexfield_sheet_ambush_prints_the_legend(tmp_path: Path) -> None:
    src = _file(tmp_path)
    plain, shown = tmp_path / "plain.pdf", tmp_path / "ambush.pdf"
    assert main(["sheet", str(src), "-o", str(plain), "--lang", "en"]) == 0
    assert main(["sheet", str(src), "-o", str(shown), "--lang", "en", "--ambush"]) == 0
    text = _texts(shown)
    assert "Attacker's ambush zone: 5 UD from his edge (north)" in text
    assert "Hiding ground “light”: light troops only" in text
    assert "ambush zone" not in _texts(plain)
    light = tmp_path / "light.pdf"
    argv = [
        "sheet",
        str(src),
        "-o",
        str(light),
        "--ambush-light",
        "--defender-edge",
        "N",
        "--lang",
        "fr",
    ]
    assert main(argv) == 0
    french = _texts(light)
    assert "Zone d'embuscade de l'attaquant — troupes légères" in french
    assert "7 UD de son bord (sud)" in french


def test_hexfield_render_ambush_png_and_not_svg(tmp_path: Path) -> None:
    src = _file(tmp_path)
    plain, shown = tmp_path / "plain.png", tmp_path / "ambush.png"
    assert main(["render", str(src), "-o", str(plain), "--dpi", "30"]) == 0
    assert main(["render", str(src), "-o", str(shown), "--dpi", "30", "--ambush"]) == 0
    assert QImage(str(plain)).size() == QImage(str(shown)).size()
    assert QImage(str(plain)) != QImage(str(shown))
    assert main(["render", str(src), "-o", str(tmp_path / "m.svg"), "--ambush"]) == 2


COMPASS = {"N", "NE", "E", "SE", "S", "SW", "W", "NW", "NO", "O", "SO"}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_hiding_codes_read_neither_as_counters_nor_as_compass_sides(lang: str) -> None:
    """Issue 11: "A" and "C" looked like unit counters, "NE" like a compass side."""
    for rule in CODES:
        word = code(rule, lang)
        assert word.upper() not in COMPASS, word
        assert not word[:1].isupper(), word  # counters show an upper-case class letter


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "Ambush: defender's ambush zone; troops can hide here (“no el.”): all but elephants",
        ),
        (
            "fr",
            "Embuscade : zone d'embuscade du défenseur ; on peut s'y cacher (« sauf él. ») : "
            "toutes sauf les éléphants",
        ),
    ],
)
def test_the_hex_under_the_cursor_is_explained(lang: str, expected: str) -> None:
    s = _scenario()
    buildings = s.grid.to_hex(4, 14)  # on the south (defender's) side
    overlay = ambush_overlay(s)
    assert overlay.hiding.get(buildings) == "all_but_elephants"
    assert describe_hex(overlay, buildings, lang) == expected
    middle = s.grid.to_hex(12, 8)
    assert describe_hex(overlay, middle, lang) == ""
    north = s.grid.to_hex(12, 1)
    assert describe_hex(overlay, north, lang).endswith(text("attacker", lang).lower()[1:])
