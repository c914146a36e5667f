"""How the set-up sheet uses its pages (issue 11): packed sections, no page holding
only a legend tail, no empty heading on a bare map, every inventory location
printed in full, hex labels readable or left out, table headers never clipped."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QPainter, QPdfWriter

from editor.core.scenario import Scenario, new_scenario
from editor.io.scenario_file import read_scenario
from editor.render.inventory import count_terrain
from editor.render.sheet import SheetOptions, save_sheet_pdf, setup_device
from editor.render.sheet_pages import Flow

pytestmark = pytest.mark.usefixtures("qapp")
ROOT = Path(__file__).resolve().parents[2]
MOULIN = ROOT / "scenarios" / "moulin-de-la-sambre.yaml"
ISSUE_PAGES = 6
"""Pages the 24 x 16 Moulin de la Sambre took when issue 11 was filed."""
MIN_LABEL_PT = 6.0
"""The smallest hex label a player can read on a printed overview (points)."""
LEGEND_TAIL = {"fr": "Légende (suite)", "en": "Legend (continued)"}
INVENTORY = {"fr": "Inventaire du terrain", "en": "Terrain inventory"}


def _read(path: Path):  # type: ignore[no-untyped-def]
    result = read_scenario(path)
    assert result.ok
    return result


def _texts(path: Path) -> list[str]:
    return [
        " ".join(page.extract_text().replace("\ufb01", "fi").replace("\ufb02", "fl").split())
        for page in PdfReader(path).pages
    ]


def _sheet(tmp_path: Path, scenario: Scenario, ruleset, lang: str, **options) -> Path:  # type: ignore[no-untyped-def]
    path = tmp_path / f"sheet-{lang}.pdf"
    save_sheet_pdf(path, scenario, ruleset, SheetOptions(lang=lang, **options))
    return path


def _bare(moulin) -> Scenario:  # type: ignore[no-untyped-def]
    """The Moulin's terrain alone: no sides, units, objectives, conditions or set-up."""
    sc = new_scenario("panache", 24, 16)
    src = moulin.scenario
    for h, t in src.terrain.items():
        sc.set_terrain(h, t)
    sc.links = {k: set(v) for k, v in src.links.items()}
    sc.obstacles = dict(src.obstacles)
    return sc


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_24_by_16_scenario_takes_fewer_pages_and_no_page_is_a_legend_tail(
    tmp_path: Path, lang: str
) -> None:
    moulin = _read(MOULIN)
    texts = _texts(_sheet(tmp_path, moulin.scenario, moulin.ruleset, lang))
    assert len(texts) < ISSUE_PAGES
    for i, page in enumerate(texts):
        if LEGEND_TAIL[lang] in page:
            # A legend tail shares its page with what follows (or fills it).
            following = texts[i + 1] if i + 1 < len(texts) else ""
            assert INVENTORY[lang] in page or LEGEND_TAIL[lang] in following, page[:200]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_hidden_deployment_still_gives_each_side_its_own_page(tmp_path: Path, lang: str) -> None:
    moulin = _read(MOULIN)
    texts = _texts(_sheet(tmp_path, moulin.scenario, moulin.ruleset, lang, hidden=True))
    heading = "Camp : " if lang == "fr" else "Side: "
    for side in moulin.scenario.sides:
        pages = [t for t in texts if f"{heading}{side.name}" in t]
        assert len(pages) == 1
        others = [s.name for s in moulin.scenario.sides if s.id != side.id]
        assert not any(f"{heading}{name}" in pages[0] for name in others)


@pytest.mark.parametrize(
    ("lang", "absent"),
    [
        (
            "fr",
            (
                "Repères",
                "points ci-dessous",
                "Déploiement : placé",
                "Premier joueur",
                "Scénario :",
                "Zone de déploiement",
            ),
        ),
        (
            "en",
            (
                "Marks",
                "points below",
                "Deployment: placed",
                "First player",
                "Scenario:",
                "Deployment zone",
            ),
        ),
    ],
)
def test_a_bare_map_prints_only_what_it_has(
    tmp_path: Path, lang: str, absent: tuple[str, ...]
) -> None:
    moulin = _read(MOULIN)
    bare = _bare(moulin)
    texts = _texts(_sheet(tmp_path, bare, moulin.ruleset, lang))
    whole = " ".join(texts)
    for words in absent:
        assert words not in whole, words
    assert INVENTORY[lang] in whole  # the terrain is all there
    assert len(texts) <= 3


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_inventory_location_is_printed_in_full(tmp_path: Path, lang: str) -> None:
    moulin = _read(MOULIN)
    texts = _texts(_sheet(tmp_path, moulin.scenario, moulin.ruleset, lang))
    start = next(i for i, t in enumerate(texts) if INVENTORY[lang] in t)
    inventory = " ".join(texts[start:])
    inventory = inventory[inventory.index(INVENTORY[lang]) :]
    assert "…" not in inventory.split("Camp" if lang == "fr" else "Side")[0]
    inv = count_terrain(moulin.scenario, moulin.ruleset)
    assert inv.where["foret"] and len(inv.where["foret"]) > 14  # the old cut-off
    for key, labels in inv.where.items():
        assert ", ".join(labels) in inventory, key


def _label_sizes(path: Path) -> list[float]:
    """Effective font size (points) of every four-digit hex label on page 1."""
    sizes: list[float] = []

    def visit(text, cm, tm, font, size) -> None:  # type: ignore[no-untyped-def]
        if re.fullmatch(r"\d{4}", text.strip()):
            a, b, c, d = (
                tm[0] * cm[0] + tm[1] * cm[2],
                tm[0] * cm[1] + tm[1] * cm[3],
                tm[2] * cm[0] + tm[3] * cm[2],
                tm[2] * cm[1] + tm[3] * cm[3],
            )
            sizes.append(size * math.sqrt(abs(a * d - b * c)))

    PdfReader(path).pages[0].extract_text(visitor_text=visit)
    return sizes


@pytest.mark.parametrize("columns_rows", [(24, 16), (9, 12)])
def test_hex_labels_on_the_overview_are_readable_or_left_out(
    tmp_path: Path, columns_rows: tuple[int, int]
) -> None:
    moulin = _read(MOULIN)
    sc = new_scenario("panache", *columns_rows)
    sizes = _label_sizes(_sheet(tmp_path, sc, moulin.ruleset, "fr"))
    assert all(s >= MIN_LABEL_PT for s in sizes), min(sizes)
    if columns_rows == (9, 12):
        assert len(sizes) == 9 * 12  # a small map has room for readable labels


def test_a_right_aligned_header_is_never_clipped(tmp_path: Path) -> None:
    """The inventory's « Hexagones » printed as « lexagones »: its column was narrower
    than the word. Every header starts inside its own column."""
    path = tmp_path / "table.pdf"
    writer = QPdfWriter(str(path))
    writer.setResolution(600)
    setup_device(writer, SheetOptions())
    painter = QPainter(writer)
    flow = Flow(writer, painter)
    widths = (0.34, 0.12, 0.54)
    header = ["Élément", "Hexagones", "Où"]
    flow.table(header, [["Bois, forêt", "49", "0101, 0102"]], widths, align_right=(1,))
    left, page_width = flow.p.device().pageLayout().paintRect().left(), flow.width
    painter.end()
    starts: dict[str, float] = {}

    def visit(text, cm, tm, font, size) -> None:  # type: ignore[no-untyped-def]
        if text.strip() in header:
            starts[text.strip()] = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]

    PdfReader(path).pages[0].extract_text(visitor_text=visit)
    # Column lefts, in points from the paper's left edge (the margin first).
    margin = left * 72 / 25.4
    column = margin + widths[0] * page_width
    assert starts["Hexagones"] >= column, (starts, column)
