"""The fairness panel of the Generate terrain dialog: the figures of
``fairness(result)`` beside the preview, refreshed on every roll."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt

from editor.generate.adlg_v4 import LayoutResult
from editor.generate.symmetry import KEPT, Fairness, HalfFigures, fairness, fairness_verdict
from editor.ui.document import Document
from editor.ui.fairness_panel import COLUMNS, FIGURES, FairnessPanel
from editor.ui.generate_dialog import GenerateTerrainDialog


def _dialog(qtbot, document: Document, seed: int) -> GenerateTerrainDialog:
    dialog = GenerateTerrainDialog(document, None, language="en", seed=seed)
    qtbot.addWidget(dialog)
    return dialog


def _shown(panel: FairnessPanel) -> dict[tuple[str, str], int]:
    return {key: int(cell.text()) for key, cell in panel.cells.items()}


def _expected(f: Fairness) -> dict[tuple[str, str], int]:
    out = {}
    for figure in FIGURES:
        d, a = getattr(f.defender, figure), getattr(f.attacker, figure)
        out |= {
            (figure, "defender"): d,
            (figure, "attacker"): a,
            (figure, "difference"): abs(d - a),
        }
    return out


def _paired_only(result: LayoutResult) -> LayoutResult:
    """The layout without what symmetric mode leaves as rolled: the river, coast,
    road and village, and the defender's elements whose image did not fit."""
    paired = copy.deepcopy(result)
    copied = {e.copy_of for e in paired.elements if e.copy_of is not None and not e.removed}
    for e in paired.elements:
        if e.kind in KEPT or (e.copy_of is None and e.index not in copied):
            e.removed = True
    return paired


def test_the_panel_shows_the_figures_of_the_layout_and_follows_rerolls(qtbot, document) -> None:
    dialog = _dialog(qtbot, document, 42)
    panel = dialog.fairness
    seen = set()
    for seed in (42, 7, 2024):
        dialog.seed.set_seed(seed)
        assert dialog.generated is not None and dialog.generated.params.seed == seed
        f = fairness(dialog.generated)
        assert _shown(panel) == _expected(f)
        assert panel.score.text() == f"{f.score:.3f}"
        assert panel.verdict.text() == panel.verdict_text(fairness_verdict(f.score))
        seen.add(panel.score.text())
    assert len(seen) > 1  # the seeds give different tables: the panel did follow

    qtbot.mouseClick(dialog.seed.reroll, Qt.MouseButton.LeftButton)
    assert _shown(panel) == _expected(fairness(dialog.generated))


def test_a_bad_seed_blanks_the_panel(qtbot, document) -> None:
    dialog = _dialog(qtbot, document, 42)
    dialog.seed.edit.setText("99999999999999999999")
    assert dialog.generated is None
    assert {cell.text() for cell in dialog.fairness.cells.values()} == {"–"}
    assert dialog.fairness.score.text() == "–" and dialog.fairness.verdict.text() == ""


@pytest.mark.parametrize("mode", ["mirror", "rotate"])
def test_symmetric_mode_leaves_only_what_it_keeps_as_rolled(qtbot, document, mode: str) -> None:
    dialog = _dialog(qtbot, document, 42)
    scores = []
    for seed in range(6):
        dialog.seed.set_seed(seed)
        dialog.symmetric.setCurrentIndex(dialog.symmetric.findData(mode))
        result = dialog.generated
        assert result is not None and result.params.symmetric == mode
        f = fairness(result)
        assert _shown(dialog.fairness) == _expected(f)
        # What symmetry guarantees: the copied elements and their images
        # balance exactly; any remainder comes from what it leaves as rolled.
        assert fairness(_paired_only(result)).score == 0
        scores.append(f.score)
        dialog.symmetric.setCurrentIndex(dialog.symmetric.findData(None))
        assert _shown(dialog.fairness) == _expected(fairness(dialog.generated))
    if mode == "rotate":  # a turn often balances the whole table
        assert 0.0 in scores


def _half(cover: int, obstacles: int, open_: int) -> HalfFigures:
    return HalfFigures(cover + obstacles + open_, cover, obstacles, open_)


def test_equal_halves_read_as_balanced(qtbot) -> None:
    panel = FairnessPanel()
    qtbot.addWidget(panel)
    panel.show_fairness(Fairness(_half(3, 4, 3), _half(3, 4, 3), 0.0))
    assert panel.score.text() == "0.000"
    assert panel.verdict.text() == "balanced"
    assert [panel.cells[(f, c)].text() for f in FIGURES for c in COLUMNS] == [
        "3", "3", "0", "4", "4", "0", "3", "3", "0"
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("score", "verdict"),
    [(0.049, "balanced"), (0.05, "slightly uneven"), (0.119, "slightly uneven"), (0.12, "uneven")],
)
def test_the_verdict_follows_the_data_file_bands(qtbot, score: float, verdict: str) -> None:
    panel = FairnessPanel()
    qtbot.addWidget(panel)
    panel.show_fairness(Fairness(_half(5, 0, 5), _half(0, 5, 5), score))
    assert panel.verdict.text() == verdict
    assert panel.cells[("cover", "difference")].text() == "5"
