"""How the set-up sheet uses its pages (issue 11): packed sections, no page holding
only a legend tail, no empty heading on a bare map, every inventory location
printed in full, hex labels readable or left out, table headers never clipped."""

from __future__ import annotations

import functools
import math
import re
from pathlib import Path

import pytest
from pdf_text import page_text
from pypdf import PdfReader
from PySide6.QtGui import QPainter, QPdfWriter
from sheet_reading import printed_labels

from editor.core.scenario import Scenario, new_scenario
from editor.io.scenario_file import read_scenario
from editor.render.inventory import count_terrain
from editor.render.sheet import SheetOptions, save_sheet_pdf, setup_device
from editor.render.sheet_pages import Flow

pytestmark = [pytest.mark.usefixtures("qapp"), pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]
MOULIN = ROOT / "scenarios" / "moulin-de-la-sambre.yaml"
ISSUE_PAGES = 6
"""Pages the 24 x 16 Moulin de la Sambre took when issue 11 was filed."""
MIN_LABEL_PT = 6.0
"""The smallest hex label a player can read on a printed overview (points)."""
LEGEND_TAIL = {"fr": "Légende (suite)", "en": "Legend (continued)"}
INVENTORY = {"fr": "Inventaire du terrain", "en": "Terrain inventory"}


def _read(path: Path):
    result = read_scenario(path)
    assert result.ok
    return result


def _texts(path: Path) -> list[str]:
    return [
        " ".join(page_text(page).replace("\ufb01", "fi").replace("\ufb02", "fl").split())
        for page in PdfReader(path).pages
    ]


def _sheet(tmp_path: Path, scenario: Scenario, ruleset, lang: str, **options) -> Path:
    path = tmp_path / f"sheet-{lang}.pdf"
    save_sheet_pdf(path, scenario, ruleset, SheetOptions(lang=lang, **options))
    return path


@pytest.fixture(scope="module")
def moulin_texts(qapp, tmp_path_factory: pytest.TempPathFactory):
    """The words of each page of Moulin's sheet as the file has it, printed once per
    language for the tests that only read it."""
    moulin = _read(MOULIN)
    folder = tmp_path_factory.mktemp("moulin-sheets")

    @functools.cache
    def texts(lang: str) -> tuple[str, ...]:
        return tuple(_texts(_sheet(folder, moulin.scenario, moulin.ruleset, lang)))

    return texts


def _bare(moulin) -> Scenario:
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
    moulin_texts, lang: str
) -> None:
    texts = moulin_texts(lang)
    assert len(texts) < ISSUE_PAGES
    for i, page in enumerate(texts):
        if LEGEND_TAIL[lang] in page:
            # A legend tail shares its page with what follows (or fills it).
            following = texts[i + 1] if i + 1 < len(texts) else ""
            assert INVENTORY[lang] in page or LEGEND_TAIL[lang] in following, page[:200]


CUT = {"fr": "✂ Découper ici", "en": "✂ Cut here"}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_hidden_deployment_sets_each_side_apart_for_its_player(tmp_path: Path, lang: str) -> None:
    """Sides share a page (issue 24) but a cut line parts each side's section from
    whatever else is on its page: each player gets only their own part."""
    moulin = _read(MOULIN)
    texts = _texts(_sheet(tmp_path, moulin.scenario, moulin.ruleset, lang, hidden=True))
    heading = "Camp : " if lang == "fr" else "Side: "
    title = moulin.scenario.title
    for side in moulin.scenario.sides:
        name = f"{heading}{side.name}"
        assert sum(t.count(name) for t in texts) == 1
        n, page = next((i, t) for i, t in enumerate(texts, 1) if name in t)
        before = page[: page.index(name)].replace(f"{title} {n}", "").strip()
        assert not before or CUT[lang] in before  # opens its page, or is cut from what precedes
        after = page[page.index(name) + len(name) :]
        others = [f"{heading}{o.name}" for o in moulin.scenario.sides if o.id != side.id]
        others.append("Scénario :" if lang == "fr" else "Scenario:")
        for other in others:
            if other in after:
                assert CUT[lang] in after[: after.index(other)]  # cut from what follows
    shared = [t for t in texts if sum(f"{heading}{s.name}" in t for s in moulin.scenario.sides) > 1]
    assert shared, "the two sides fit on one page and share it"


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
def test_every_inventory_location_is_printed_in_full(moulin_texts, lang: str) -> None:
    moulin = _read(MOULIN)
    texts = moulin_texts(lang)
    start = next(i for i, t in enumerate(texts) if INVENTORY[lang] in t)
    inventory = " ".join(texts[start:])
    inventory = inventory[inventory.index(INVENTORY[lang]) :]
    assert "…" not in inventory.split("Camp" if lang == "fr" else "Side")[0]
    inv = count_terrain(moulin.scenario, moulin.ruleset)
    assert inv.where["foret"] and len(inv.where["foret"]) > 14  # the old cut-off
    printed = printed_labels(inventory)
    for key, cells in inv.where.items():
        assert {f"{c:02d}{r:02d}" for c, r in cells} <= printed, key


def _label_sizes(path: Path) -> list[float]:
    """Effective font size (points) of every four-digit hex label on page 1."""
    sizes: list[float] = []

    def visit(text, cm, tm, font, size) -> None:
        if re.fullmatch(r"\d{4}", text.strip()):
            a, b, c, d = (
                tm[0] * cm[0] + tm[1] * cm[2],
                tm[0] * cm[1] + tm[1] * cm[3],
                tm[2] * cm[0] + tm[3] * cm[2],
                tm[2] * cm[1] + tm[3] * cm[3],
            )
            sizes.append(size * math.sqrt(abs(a * d - b * c)))

    page_text(PdfReader(path).pages[0], visitor_text=visit)
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

    def visit(text, cm, tm, font, size) -> None:
        if text.strip() in header:
            starts[text.strip()] = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]

    page_text(PdfReader(path).pages[0], visitor_text=visit)
    # Column lefts, in points from the paper's left edge (the margin first).
    margin = left * 72 / 25.4
    column = margin + widths[0] * page_width
    assert starts["Hexagones"] >= column, (starts, column)
