"""Issue 24: the sheet's battle conditions in words in the sheet's language (no
raw keys such as « current: S »), the wind by compass side, and the wind's hex
drawn with its sides numbered and the arrow on the side the wind blows to."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from sheet_reading import page_texts

from editor.core.grid import Grid
from editor.io.scenario_file import read_scenario
from editor.render.sheet import SheetOptions, save_sheet_pdf

pytestmark = pytest.mark.usefixtures("qapp")
ROOT = Path(__file__).resolve().parents[2]
BEREZINA = ROOT / "scenarios" / "berezina-1812.yaml"
RAW_KEY = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b|(?<![\w(])[A-Z]{1,2}(?![\w)])")
"""A snake_case id or a bare one- or two-letter code (« S », « NE »)."""


def _conditions(lang: str, tmp_path: Path) -> str:
    loaded = read_scenario(BEREZINA)
    pdf = tmp_path / f"b-{lang}.pdf"
    save_sheet_pdf(pdf, loaded.scenario, loaded.ruleset, SheetOptions(lang=lang))
    whole = " ".join(page_texts(pdf))
    start = whole.index("Conditions de la bataille" if lang == "fr" else "Battle conditions")
    return whole[start : whole.index(" — ", start)]  # up to the first effects block


def test_french_conditions_have_no_raw_keys(tmp_path: Path) -> None:
    text = _conditions("fr", tmp_path)
    assert not RAW_KEY.findall(text), RAW_KEY.findall(text)
    for english in ("current", "strong", "weak", "snow", "winter", "towards"):
        assert english not in text
    assert "courant vers le sud (S)" in text
    assert "force du courant fort" in text
    assert "dés de météo 1 + 2 − 2 = 1" in text
    assert "heure de début 3e heure depuis l'aube" in text
    assert "direction du vent vers le sud (S), côté 4 de l'hexagone du vent" in text
    assert "Le vent souffle vers le sud (S) : le dé de direction a donné 4" in text


def test_english_conditions_are_in_english(tmp_path: Path) -> None:
    text = _conditions("en", tmp_path)
    assert not RAW_KEY.findall(text), RAW_KEY.findall(text)
    assert "current towards the south (S)" in text
    assert "weather dice 1 + 2 − 2 = 1" in text
    assert "wind direction towards the south (S), side 4 of the wind's hex" in text


@pytest.mark.parametrize(
    ("orientation", "side_one", "rolled", "expected"),
    [
        ("flat", "", "4", "towards the south (S)"),  # 1 = N: N NE SE S
        ("flat", "SE", "2", "towards the south (S)"),  # 1 = SE: SE S
        ("flat", "", "6", "towards the north-west (NW)"),
        ("pointy", "", "4", "towards the south-west (SW)"),  # 1 = NE: NE E SE SW
        ("pointy", "W", "3", "towards the north-east (NE)"),  # 1 = W: W NW NE
    ],
)
def test_the_wind_side_is_counted_clockwise_from_side_one(
    orientation: str, side_one: str, rolled: str, expected: str
) -> None:
    from editor.render.sheet_conditions import condition_value

    grid = Grid(10, 10, orientation)  # type: ignore[arg-type]
    cond = {"wind_direction": rolled}
    if side_one:
        cond["wind_side_one"] = side_one
    assert condition_value("wind_direction", cond, grid, "en").startswith(expected)


def _blue(image, x: float, y: float) -> bool:
    from editor.render.wind_figure import WIND

    c = QColor(image.pixel(round(x), round(y)))
    return abs(c.red() - WIND.red()) < 40 and abs(c.blue() - WIND.blue()) < 40 and c.blue() > 120


@pytest.mark.parametrize(("rolled", "dx", "dy"), [(4, 0, 1), (1, 0, -1)])
def test_the_wind_arrow_points_to_the_side_rolled(rolled: int, dx: int, dy: int) -> None:
    """Flat-top hexes, side 1 at the top: side 4 is the bottom, side 1 the top."""
    from editor.render.wind_figure import wind_image

    px = 200
    image = wind_image(px, Grid(10, 10, "flat"), rolled)
    c = px / 2
    apothem = px * 0.3 * 0.866  # the hex: 0.3 of the figure, centre to corner
    # The head (wide) lies near the side rolled, the tail (thin) near the opposite one.
    head = (c + dx * apothem * 0.68, c + dy * apothem * 0.68)
    tail = (c - dx * apothem * 0.7, c - dy * apothem * 0.7)
    across = apothem * 0.12
    assert _blue(image, *head)
    assert _blue(image, head[0] + across, head[1]) and _blue(image, head[0] - across, head[1])
    assert _blue(image, *tail)
    assert not _blue(image, tail[0] + across, tail[1])
    assert not _blue(image, c + apothem * 0.6, c)  # nothing across the hex sideways
