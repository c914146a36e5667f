"""Issue 24: no blank or near-empty page on a set-up sheet; sides share pages when
they fit; decoys listed with where they go.

A near-empty page is one whose content (down to its lowest line of text, the
margins and the footer left out) fills less than a quarter of its height; the
last page may hold less (the end of the last section), but not a tail of a few
lines: a tenth of the page at least. The fill is read back from the PDF
(``sheet_reading.page_fills``).
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from sheet_reading import page_fills, page_texts

from editor.core.scenario import Decoy
from editor.io.scenario_file import read_scenario
from editor.render.sheet import SheetOptions, save_sheet_pdf

pytestmark = [pytest.mark.usefixtures("qapp"), pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "scenarios").glob("*.yaml"))
NEAR_EMPTY = 0.25
TAIL = 0.10
CASES = {
    "fr": {"lang": "fr"},
    "en-hidden": {"lang": "en", "hidden": True},
    "en-letter": {"lang": "en", "paper": "Letter"},
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_no_bundled_scenario_prints_a_near_empty_page(tmp_path: Path, case: str) -> None:
    thin = []
    for path in SCENARIOS:
        loaded = read_scenario(path)
        pdf = tmp_path / f"{path.stem}.pdf"
        save_sheet_pdf(pdf, loaded.scenario, loaded.ruleset, SheetOptions(**CASES[case]))  # type: ignore[arg-type]
        fills = page_fills(pdf)
        limits = [NEAR_EMPTY] * (len(fills) - 1) + [TAIL]
        thin += [
            (path.stem, i, round(f, 2))
            for i, (f, least) in enumerate(zip(fills, limits, strict=True), 1)
            if f < least
        ]
    assert not thin


def test_the_sides_of_alesia_share_a_page(tmp_path: Path) -> None:
    loaded = read_scenario(ROOT / "scenarios" / "alesia-52av.yaml")
    pdf = tmp_path / "a.pdf"
    save_sheet_pdf(pdf, loaded.scenario, loaded.ruleset, SheetOptions(lang="en"))
    texts = page_texts(pdf)
    names = [f"Side: {s.name}" for s in loaded.scenario.sides]
    assert any(all(n in t for n in names) for t in texts)
    # The last page is not three lines of « Optional rules in play / None. ».
    assert page_fills(pdf)[-1] >= NEAR_EMPTY


@pytest.mark.parametrize("hidden", [False, True])
def test_decoys_are_listed_with_where_they_go(tmp_path: Path, hidden: bool) -> None:
    loaded = read_scenario(ROOT / "scenarios" / "azincourt-1415.yaml")
    sc = copy.deepcopy(loaded.scenario)
    grid = sc.grid
    side = sc.sides[0]
    sc.decoys = [d for d in sc.decoys if d.side != side.id] + [
        Decoy(side.id, grid.parse_label("0403")),
        Decoy(side.id, grid.parse_label("0404")),
        Decoy(side.id, None),
    ]
    pdf = tmp_path / "d.pdf"
    save_sheet_pdf(pdf, sc, loaded.ruleset, SheetOptions(lang="en", hidden=hidden))
    whole = " ".join(page_texts(pdf))
    section = whole[whole.index(f"Side: {side.name}") :]
    decoys = section[section.index("Decoys (3)") : section.index("Leaders")]
    if hidden:
        # Not a bare « 3 »: where they go, and the zone is listed above them.
        assert "Decoys (3) 3 to place face down, as the units are, in the deployment zone" in decoys
        zone = section[: section.index("Units (")]
        assert "Deployment zone: " in zone and "hexes: " in zone
    else:
        assert "Decoys (3) Placed on 0403–0404; 1 off the map" in decoys
