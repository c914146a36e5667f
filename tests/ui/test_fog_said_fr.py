"""Issue 23, in French: the fog's words read in the window's language, and the
annex, already French, is quoted once, with no English rendering."""

from __future__ import annotations

from i18n_fixtures import translated
from test_fog_said import _dialog, _doc


def test_in_french_the_annex_is_quoted_once_with_no_rendering(qtbot, qapp) -> None:
    with translated(qapp, "fr"):
        dialog = _dialog(qtbot, _doc("eylau-1807.yaml", "markers"), "fr")
        dialog.rules["hidden"].setChecked(True)
        dialog.sight.setValue(4)
        note = dialog.fog_note.text()
    assert "Limite de vue : 4 hexagones" in note
    assert note.count("Dès que la plus petite partie") == 1
    assert "must be replaced" not in note


def test_the_greyed_rule_s_reason_reads_with_french_punctuation(qtbot, qapp) -> None:
    from PySide6.QtWidgets import QLabel

    with translated(qapp, "fr"):
        dialog = _dialog(qtbot, _doc("eylau-1807.yaml"), "fr")
        shown = dialog.findChild(QLabel, "UnfitRule_hidden")
        assert shown is not None
        assert shown.text().startswith("Unités cachées : pas avec les petits papiers")
