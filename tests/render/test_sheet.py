"""The set-up sheet: pages, sizes and the words on each page (read back with pypdf)."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from pathlib import Path

import pytest
from pdf_text import page_text
from pypdf import PdfReader

from editor.core.scenario import Generation
from editor.io.scenario_file import read_scenario
from editor.render.inventory import count_terrain
from editor.render.sheet import SheetOptions, save_sheet_pdf

pytestmark = [pytest.mark.usefixtures("qapp"), pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]
MOULIN = ROOT / "scenarios" / "moulin-de-la-sambre.yaml"
MM_PER_PT = 25.4 / 72


@pytest.fixture(scope="module")
def moulin():
    result = read_scenario(MOULIN)
    assert result.ok
    return result


@pytest.fixture(scope="module")
def printed(qapp, moulin, tmp_path_factory):
    """Moulin's sheet as the file has it, printed once per set of options for the
    tests that only read it: the page count and the words of each page."""
    sheets: dict[tuple[tuple[str, object], ...], tuple[int, tuple[str, ...]]] = {}
    folder = tmp_path_factory.mktemp("moulin-sheets")

    def sheet(**options: object) -> tuple[int, tuple[str, ...]]:
        key = tuple(sorted(options.items()))
        if key not in sheets:
            n, reader = _pdf(folder / str(len(sheets)), moulin, **options)
            sheets[key] = n, tuple(_texts(reader))
        return sheets[key]

    return sheet


def _pdf(tmp_path: Path, moulin, **options: object) -> tuple[int, PdfReader]:
    tmp_path.mkdir(exist_ok=True)
    path = tmp_path / "sheet.pdf"
    n = save_sheet_pdf(path, moulin.scenario, moulin.ruleset, SheetOptions(**options))  # type: ignore[arg-type]
    return n, PdfReader(path)


def _texts(reader: PdfReader) -> list[str]:
    return [
        " ".join(page_text(page).replace("\ufb01", "fi").replace("\ufb00", "ff").split())
        for page in reader.pages
    ]


SECTIONS = (
    "Inventaire du terrain",
    "Terrain inventory",
    "Camp : ",
    "Side: ",
    "Scénario",
    "Scenario",
)


def _section(texts: Sequence[str], start: str) -> str:
    """The text of the section whose heading begins with ``start``, up to the next
    section's heading (sections follow each other on the pages)."""
    whole = " ".join(texts)
    i = whole.index(start)
    ends = [whole.find(h, i + len(start)) for h in SECTIONS]
    return whole[i : min([e for e in ends if e > 0], default=len(whole))]


@pytest.mark.parametrize(
    ("paper", "landscape", "size_mm"),
    [("A4", False, (210, 297)), ("A3", True, (420, 297)), ("Letter", False, (215.9, 279.4))],
)
def test_pages_have_the_paper_size(tmp_path: Path, moulin, paper, landscape, size_mm) -> None:
    n, reader = _pdf(tmp_path, moulin, paper=paper, landscape=landscape)
    assert len(reader.pages) == n
    for page in reader.pages:
        w, h = float(page.mediabox.width) * MM_PER_PT, float(page.mediabox.height) * MM_PER_PT
        assert w == pytest.approx(size_mm[0], abs=1.0) and h == pytest.approx(size_mm[1], abs=1.0)


def test_sections_are_overview_inventory_sides_scenario(printed) -> None:
    n, texts = printed()
    assert n == len(texts)
    whole = " ".join(texts)
    order = [
        whole.index("Légende"),
        whole.index("Inventaire du terrain"),
        whole.index("Camp : Armée de Sambre"),
        whole.index("Camp : Armée autrichienne"),
        whole.index("Scénario : Le moulin"),
    ]
    assert order == sorted(order)
    assert "Scénario :" in " ".join(texts[-2:])


def test_overview_names_edges_labels_and_legend(printed) -> None:
    _, texts = printed()
    first = texts[0]
    assert "Le moulin de la Sambre" in first
    assert "Armée autrichienne (Kaunitz) — bord de départ (nord)" in first
    assert "bord de départ (sud)" in first
    assert "Légende" in first
    whole = " ".join(texts)
    overview = whole[: whole.index("Inventaire du terrain")]
    for word in ("Bois, forêt", "Rivière", "Pont", "Gué", "Colline boisée", "Remblai", "Abattis"):
        assert word in overview, word
    assert "vers stop" in overview  # the one-line effects summary
    for label in ("01", "24", "16"):
        assert label in first


def test_inventory_counts(printed, moulin) -> None:
    _, texts = printed()
    inv = count_terrain(moulin.scenario, moulin.ruleset)
    page = _section(texts, "Inventaire du terrain")
    assert inv.crossings == {"pont": 1, "gue": 1}
    assert "Gué 1 0509" in page and "Pont 1 1209" in page
    assert f"Bois, forêt {inv.elements['foret']} " in page
    assert f"Remblai {inv.edges['remblai']} " in page
    route = f"Route {len(inv.lines['route'])} {inv.segments['route']} {inv.connected['route']} "
    assert route in page
    assert f"Total ({len(inv.edges)}) {sum(inv.edges.values())}" in page


def test_side_pages_list_units(printed) -> None:
    _, texts = printed()
    fr = _section(texts, "Camp : Armée de Sambre")
    assert "Unités (7)" in fr and "Chefs (2)" in fr and "Leurres (0)" in fr
    assert "49e demi-brigade de bataille" in fr and "1210" in fr and "Marceau" in fr
    assert "Infanterie" in fr and "Cavalerie" in fr and "élite" in fr
    au = _section(texts, "Camp : Armée autrichienne")
    assert "Unités (9)" in au and "Kaiser-Husaren" in au and "2006" in au


def test_english_side_pages_name_the_qualities_in_english(printed) -> None:
    # Moulin's units are « ligne », « légère » and « élite » (the rulebook's words).
    _, texts = printed(lang="en")
    en = _section(texts, "Side: Armée de Sambre")
    # (the Type column, then the Quality column; unit names may say « légère »)
    assert "Infantry line troops" in en and "Infantry light troops" in en
    assert "Infantry elite" in en
    assert not any(f"Infantry {q}" in en for q in ("ligne", "légère", "élite"))


def test_scenario_page_and_english(printed) -> None:
    _, texts = printed(lang="en")
    assert "Legend" in texts[0] and "home edge (north)" in texts[0]
    assert any("Terrain inventory" in t for t in texts)
    last = _section(texts, "Scenario:")
    assert "Briefing" in last and "June 1794" in last
    assert "Victory conditions" in last and "Le pont du moulin 1209 3" in last
    assert "Battle conditions" in last and "5h" in last
    # The file writes « été », « beau », « faible, ouest »: English words here.
    assert "summer" in last and "fine" in last and "weak, west" in last
    assert "été" not in last and "beau" not in last and "ouest" not in last


def test_hidden_deployment_shows_zones_and_marker_counts(tmp_path: Path, moulin) -> None:
    _, reader = _pdf(tmp_path, moulin, hidden=True)
    texts = _texts(reader)
    overview = " ".join(texts[:2])
    assert "7 unités + 0 leurres = 7 marqueurs" in overview
    fr = _section(texts, "Camp : Armée de Sambre")
    units = fr[fr.index("Unités (") : fr.index("Leurres (")]
    assert "1210" not in units  # no position given away (the zone is listed above them)


def test_generation_log_and_condition_effects(tmp_path: Path, moulin) -> None:
    sc = copy.deepcopy(moulin.scenario)
    sc.conditions = {"season": "autumn", "weather": "rain", "weather_strength": "heavy"}
    sc.generation = [Generation("panache-conditions", 7, ["2D6 = 3 + 1 : pluie"])]
    path = tmp_path / "g.pdf"
    save_sheet_pdf(path, sc, moulin.ruleset)
    last = _section(_texts(PdfReader(path)), "Scénario :")
    assert "Journal de génération" in last and "panache-conditions (graine 7)" in last
    assert "2D6 = 3 + 1 : pluie" in last
    assert "Max 2 hex hors routes" in last  # the annex's effect of heavy rain
    # The table and its row in the sheet's words, not their ids.
    assert "pluie (forte) — effets" in last and "rain (" not in last
    save_sheet_pdf(path, sc, moulin.ruleset, SheetOptions(lang="en"))
    last = _section(_texts(PdfReader(path)), "Scenario:")
    assert "rain (heavy) — effects" in last and "at most 2 hexes off roads" in last


def test_free_text_conditions_have_no_effects_and_a_table_bug_is_not_hidden(
    tmp_path: Path, moulin, monkeypatch: pytest.MonkeyPatch
) -> None:
    sc = copy.deepcopy(moulin.scenario)
    sc.conditions = {"weather": "pluie la nuit précédente", "weather_strength": "forte"}
    save_sheet_pdf(tmp_path / "free.pdf", sc, moulin.ruleset)
    last = _section(_texts(PdfReader(tmp_path / "free.pdf")), "Scénario :")
    assert "pluie la nuit précédente" in last and "— effets" not in last

    def broken(*_args: object) -> list[object]:
        raise KeyError("effects")  # as a data file missing a table would

    monkeypatch.setattr("editor.io.conditions_tables.effects_of", broken)
    with pytest.raises(KeyError, match="effects"):
        save_sheet_pdf(tmp_path / "bug.pdf", sc, moulin.ruleset)


def test_generation_log_in_the_sheet_language(tmp_path: Path, moulin) -> None:
    """Each log line holds both languages (``fr | en``); a sheet prints its own."""
    sc = copy.deepcopy(moulin.scenario)
    roll = "Temps : 2D6 = 3 + 1 = 4 -> pluie | Weather: 2D6 = 3 + 1 = 4 -> rain"
    sc.generation = [Generation("panache-conditions", 7, [roll, "écrit à la main"])]
    for lang, shown, hidden in (("en", "Weather: 2D6", "Temps"), ("fr", "Temps : 2D6", "Weather")):
        path = tmp_path / f"{lang}.pdf"
        save_sheet_pdf(path, sc, moulin.ruleset, SheetOptions(lang=lang))
        log = " ".join(_texts(PdfReader(path)))
        log = log[log.index("panache-conditions") :]
        assert shown in log and hidden not in log and " | " not in log
        assert "écrit à la main" in log  # a line in one language only: as written


def test_the_sheet_prints_on_a_qprinter(tmp_path: Path, moulin) -> None:
    """File > Print draws the same pages into a QPrinter (here printing to a PDF file)."""
    from PySide6.QtPrintSupport import QPrinter

    from editor.render.sheet import setup_device, write_sheet

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    setup_device(printer, SheetOptions(paper="A3"))
    n = write_sheet(printer, moulin.scenario, moulin.ruleset, SheetOptions(lang="en"))
    reader = PdfReader(tmp_path / "printed.pdf")
    assert len(reader.pages) == n
    assert float(reader.pages[0].mediabox.height) * MM_PER_PT == pytest.approx(420, abs=1)
    assert "Legend" in page_text(reader.pages[0])


def test_scenario_set_up_hides_positions_by_itself(tmp_path: Path, moulin) -> None:
    """A scenario deployed with hidden markers needs no option to hide its positions."""
    sc = copy.deepcopy(moulin.scenario)
    sc.setup.deployment = "markers"
    path = tmp_path / "h.pdf"
    save_sheet_pdf(path, sc, moulin.ruleset)
    texts = _texts(PdfReader(path))
    assert "marqueurs" in " ".join(texts[:2])


def test_set_up_section_lists_turns_and_first_player(tmp_path: Path, moulin) -> None:
    sc = copy.deepcopy(moulin.scenario)
    sc.setup.turns = 12
    sc.setup.first_player = "francais"
    path = tmp_path / "s.pdf"
    save_sheet_pdf(path, sc, moulin.ruleset, SheetOptions(lang="en"))
    last = _section(_texts(PdfReader(path)), "Scenario:")
    assert "Set-up" in last and "Turns: 12" in last
    assert "First player: Armée de Sambre-et-Meuse (Jourdan)" in last


@pytest.mark.parametrize("hidden", [False, True])
def test_decoys_listed_or_only_counted(tmp_path: Path, moulin, hidden: bool) -> None:
    from editor.core.scenario import Decoy

    sc = copy.deepcopy(moulin.scenario)
    grid = sc.grid
    sc.decoys = [
        Decoy("francais", grid.parse_label("0412")),
        Decoy("francais", grid.parse_label("2013")),
    ]
    path = tmp_path / "d.pdf"
    save_sheet_pdf(path, sc, moulin.ruleset, SheetOptions(hidden=hidden))
    texts = _texts(PdfReader(path))
    fr = _section(texts, "Camp : Armée de Sambre")
    assert "Leurres (2)" in fr
    assert ("0412, 2013" in fr) is not hidden
    if hidden:
        assert "7 unités + 2 leurres = 9 marqueurs" in " ".join(texts[:2])
    assert "Unités cachées et leurres" in _section(texts, "Scénario :")  # optional rule in play


def test_fonts_are_embedded(tmp_path: Path, moulin) -> None:
    _, reader = _pdf(tmp_path, moulin)
    fonts = reader.pages[0]["/Resources"]["/Font"]
    assert fonts
    for ref in fonts.values():
        font = ref.get_object()
        for desc in font.get("/DescendantFonts", [font]):
            descriptor = desc.get_object()["/FontDescriptor"].get_object()
            assert any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))


def test_the_record_of_a_tuning_is_printed(tmp_path: Path, moulin) -> None:
    sc = copy.deepcopy(moulin.scenario)
    sc.objectives[0].points = 0

    def rate(k: int) -> dict[str, float]:
        return {"k": k, "n": 400, "p": k / 400, "low": k / 400 - 0.05, "high": k / 400 + 0.05}

    def rates(a: int, b: int) -> dict[str, dict[str, float]]:
        return {"a": rate(a), "b": rate(b), "draws": rate(400 - a - b)}

    sc.balance = {
        "tuned": {
            "changed": [
                {"knob": "points:1", "name": sc.objectives[0].name, "from": 2, "to": 0},
                {"knob": "first", "from": "", "to": sc.sides[1].id},
            ],
            "before": rates(360, 40),
            "after": rates(196, 204),
            "games": 400,
            "seed": 9,
            "players": "greedy",
            "reached": False,
            "version": "9.9",
        }
    }
    a, b, name = sc.sides[0].name, sc.sides[1].name, sc.objectives[0].name
    path = tmp_path / "t.pdf"
    save_sheet_pdf(path, sc, moulin.ruleset)
    fr = " ".join(" ".join(_texts(PdfReader(path))).split())
    assert "Équilibre (hexfield tune)" in fr
    assert f"Points de « {name} » : 2 → 0" in fr
    assert f"Premier joueur : tiré au sort → {b}" in fr
    assert f"Avant : {a} 90,0 % [85,0–95,0], {b} 10,0 % [5,0–15,0], nulles 0,0 %" in fr
    assert f"Après : {a} 49,0 % [44,0–54,0], {b} 51,0 % [46,0–56,0]" in fr
    assert "(400 parties)" in fr and "graine 9, Hexfield 9.9 — objectif non atteint" in fr
    save_sheet_pdf(path, sc, moulin.ruleset, SheetOptions(lang="en"))
    en = " ".join(" ".join(_texts(PdfReader(path))).split())
    assert f"Points of “{name}”: 2 → 0" in en and f"First player: drawn by lot → {b}" in en
    assert f"After: {a} 49.0% [44.0–54.0], {b} 51.0% [46.0–56.0], draws 0.0%" in en
