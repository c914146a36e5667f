"""The export dialog shows both orientations' page counts of a true-scale print
and takes the fewer by default; PNG and SVG have a *Units, decoys and zones* box."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtGui import QColor, QImage

from editor.io.scenario_file import read_scenario
from editor.ui.print_export import KINDS, ExportDialog, export_to

ROOT = Path(__file__).resolve().parents[2]


class _Doc:
    def __init__(self, tmp_path: Path) -> None:
        result = read_scenario(ROOT / "scenarios" / "morgarten-1315.yaml")
        assert result.scenario is not None and result.ruleset is not None
        self.scenario, self.ruleset = result.scenario, result.ruleset
        self.path = str(tmp_path / "morgarten.yaml")


def _dialog(qtbot, doc: _Doc, kind: str, lang: str = "en") -> ExportDialog:
    dialog = ExportDialog(None, doc, lang)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(list(KINDS).index(kind))
    return dialog


def test_true_scale_shows_both_counts_and_prints_the_fewer(qtbot, tmp_path: Path) -> None:
    doc = _Doc(tmp_path)
    dialog = _dialog(qtbot, doc, "true_scale")
    dialog.paper.setCurrentText("Letter")
    dialog.hex_mm.setValue(50.0)
    pages = {}
    for i in (1, 2):  # portrait, landscape, printed for real
        dialog.orientation.setCurrentIndex(i)
        out = tmp_path / f"{i}.pdf"
        export_to(str(out), doc, dialog.settings())  # type: ignore[arg-type]
        pages[dialog.orientation.currentText()] = len(PdfReader(out).pages)
    assert pages["Portrait"] != pages["Landscape"]
    shown = dialog.pages.text()
    assert not dialog.pages.isHidden()
    assert f"Portrait: {pages['Portrait']} pages, landscape: {pages['Landscape']} pages" == shown
    dialog.orientation.setCurrentIndex(0)  # automatic, the default
    out = tmp_path / "auto.pdf"
    export_to(str(out), doc, dialog.settings())  # type: ignore[arg-type]
    assert len(PdfReader(out).pages) == min(pages.values())
    # Other hexes, other counts; in French under the French interface.
    french = _dialog(qtbot, doc, "true_scale", "fr")
    french.hex_mm.setValue(30.0)
    assert french.pages.text().startswith("Portrait : ") and "paysage : " in french.pages.text()
    assert french.pages.text() != shown.replace("landscape:", "paysage :")
    french.kind.setCurrentIndex(list(KINDS).index("sheet"))
    assert french.pages.isHidden()


def _red(path: Path, colour: str) -> int:
    image = QImage(str(path))
    rgb = QColor(colour).rgb() & 0xFFFFFF
    return sum(
        image.pixel(x, y) & 0xFFFFFF == rgb
        for y in range(image.height())
        for x in range(image.width())
    )


def test_png_and_svg_offer_units_decoys_and_zones(qtbot, tmp_path: Path) -> None:
    doc = _Doc(tmp_path)
    colour = doc.scenario.sides[0].colour
    dialog = _dialog(qtbot, doc, "png")
    assert dialog.forces.isEnabled() and dialog.forces.isChecked()
    assert dialog.forces.text() == "Units, decoys and zones"
    settings = dataclasses.replace(dialog.settings(), dpi=30.0)
    export_to(str(tmp_path / "on.png"), doc, settings)  # type: ignore[arg-type]
    dialog.forces.setChecked(False)
    settings = dataclasses.replace(dialog.settings(), dpi=30.0)
    export_to(str(tmp_path / "off.png"), doc, settings)  # type: ignore[arg-type]
    assert _red(tmp_path / "on.png", colour) > 1000
    assert _red(tmp_path / "off.png", colour) == 0
    dialog.kind.setCurrentIndex(list(KINDS).index("svg"))
    assert dialog.forces.isEnabled() and not dialog.forces.isChecked()
    export_to(str(tmp_path / "off.svg"), doc, dialog.settings())  # type: ignore[arg-type]
    assert 'id="units"' not in (tmp_path / "off.svg").read_text()
    dialog.forces.setChecked(True)
    export_to(str(tmp_path / "on.svg"), doc, dialog.settings())  # type: ignore[arg-type]
    assert 'id="units"' in (tmp_path / "on.svg").read_text()
    dialog.kind.setCurrentIndex(list(KINDS).index("sheet"))
    assert not dialog.forces.isEnabled()
