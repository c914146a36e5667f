"""File > Print, Print Preview and Export: the set-up sheet and the map, from the editor.

Thin: every page is drawn by ``editor.render.sheet`` (the same code as
``hexfield sheet``) into a QPrinter, and exports call the same functions as
``hexfield render`` / ``hexfield sheet``. The main window only connects its
actions to ``print_scenario``, ``print_preview`` and ``export_dialog``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.render.sheet import PAPERS, SheetOptions, save_sheet_pdf, setup_device, write_sheet
from editor.render.sheet_export import save_map_png, save_map_svg

if TYPE_CHECKING:
    from editor.ui.document import Document

KINDS = {
    "png": ("Image PNG", "PNG image", ".png"),
    "svg": ("Image SVG (calques)", "SVG image (layers)", ".svg"),
    "sheet": ("Feuille de mise en place (PDF)", "Set-up sheet (PDF)", ".pdf"),
    "true_scale": ("Carte à l'échelle (PDF)", "True-scale map (PDF)", ".pdf"),
}


def default_language() -> str:
    return "en" if QLocale().name().startswith("en") else "fr"


@dataclass
class ExportSettings:
    kind: str = "sheet"
    paper: str = "A4"
    landscape: bool = False
    lang: str = "fr"
    hex_mm: float = 50.0
    dpi: float = 150.0
    hidden: bool = False


def export_to(path: str, document: Document, settings: ExportSettings) -> str:
    """Write ``document``'s scenario as ``settings.kind``; returns a short report."""
    sc, rs = document.scenario, document.ruleset
    if settings.kind == "png":
        image = save_map_png(
            path, sc, rs, dpi=settings.dpi, hex_mm=settings.hex_mm, lang=settings.lang
        )
        return f"{image.width()} x {image.height()} px"
    if settings.kind == "svg":
        save_map_svg(path, sc, rs, lang=settings.lang)
        return "SVG"
    options = SheetOptions(
        paper=settings.paper,
        landscape=settings.landscape,
        lang=settings.lang,
        hidden=settings.hidden or None,
        true_scale=settings.kind == "true_scale",
        hex_mm=settings.hex_mm,
    )
    pages = save_sheet_pdf(path, sc, rs, options)
    return f"{pages} page(s)"


def _printer(lang: str) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    setup_device(printer, SheetOptions(lang=lang))
    return printer


def print_scenario(parent: QWidget | None, document: Document, lang: str | None = None) -> bool:
    """File > Print: the set-up sheet on a printer chosen in QPrintDialog."""
    lang = lang or default_language()
    printer = _printer(lang)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(
        "Imprimer la feuille de mise en place" if lang == "fr" else "Print the set-up sheet"
    )
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    try:
        write_sheet(printer, document.scenario, document.ruleset, SheetOptions(lang=lang))
    except (OSError, ValueError) as exc:
        QMessageBox.warning(parent, "Hexfield", str(exc))
        return False
    return True


def print_preview(parent: QWidget | None, document: Document, lang: str | None = None) -> None:
    """File > Print Preview: the sheet as the printer will get it."""
    lang = lang or default_language()
    printer = _printer(lang)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.paintRequested.connect(
        lambda p: write_sheet(p, document.scenario, document.ruleset, SheetOptions(lang=lang))
    )
    dialog.exec()


class ExportDialog(QDialog):
    """Format, options and file name of an export."""

    def __init__(self, parent: QWidget | None, document: Document, lang: str | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.lang = lang or default_language()
        fr = self.lang == "fr"
        self.setWindowTitle("Exporter" if fr else "Export")
        self.kind = QComboBox()
        for key, (name_fr, name_en, _) in KINDS.items():
            self.kind.addItem(name_fr if fr else name_en, key)
        self.kind.setCurrentIndex(list(KINDS).index("sheet"))
        self.paper = QComboBox()
        self.paper.addItems(list(PAPERS))
        self.landscape = QCheckBox("Paysage" if fr else "Landscape")
        self.language = QComboBox()
        self.language.addItem("Français", "fr")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(0 if fr else 1)
        self.hex_mm = QDoubleSpinBox()
        self.hex_mm.setRange(5.0, 300.0)
        self.hex_mm.setSuffix(" mm")
        self.hex_mm.setValue(float(document.scenario.map.hex_mm))
        self.dpi = QDoubleSpinBox()
        self.dpi.setRange(10.0, 1200.0)
        self.dpi.setDecimals(0)
        self.dpi.setValue(150.0)
        self.hidden = QCheckBox("Déploiement caché" if fr else "Hidden deployment")
        self.path = QLineEdit()
        browse = QPushButton("Parcourir…" if fr else "Browse…")
        browse.clicked.connect(self._on_browse)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        form = QFormLayout()
        form.addRow("Format", self.kind)
        form.addRow("Papier" if fr else "Paper", self.paper)
        form.addRow("", self.landscape)
        form.addRow("Langue" if fr else "Language", self.language)
        form.addRow("Hexagone (plat à plat)" if fr else "Hex (flat to flat)", self.hex_mm)
        form.addRow("Résolution (ppp)" if fr else "Resolution (dpi)", self.dpi)
        form.addRow("", self.hidden)
        form.addRow("Fichier" if fr else "File", row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.kind.currentIndexChanged.connect(self._on_kind_changed)
        self._on_kind_changed()

    def settings(self) -> ExportSettings:
        return ExportSettings(
            kind=self.kind.currentData(),
            paper=self.paper.currentText(),
            landscape=self.landscape.isChecked(),
            lang=self.language.currentData(),
            hex_mm=self.hex_mm.value(),
            dpi=self.dpi.value(),
            hidden=self.hidden.isChecked(),
        )

    def _suffix(self) -> str:
        return KINDS[self.kind.currentData()][2]

    def _on_kind_changed(self, *_: object) -> None:
        kind = self.kind.currentData()
        pdf = kind in ("sheet", "true_scale")
        self.paper.setEnabled(pdf)
        self.landscape.setEnabled(pdf)
        self.hidden.setEnabled(kind == "sheet")
        self.hex_mm.setEnabled(kind in ("png", "true_scale"))
        self.dpi.setEnabled(kind == "png")
        base = os.path.splitext(self.path.text() or self._default_path())[0]
        self.path.setText(base + self._suffix())

    def _default_path(self) -> str:
        path = self.document.path or "scenario.yaml"
        return os.path.splitext(path)[0] + (
            "-table" if self.kind.currentData() == "true_scale" else ""
        )

    def _on_browse(self) -> None:
        suffix = self._suffix()
        path, _ = QFileDialog.getSaveFileName(
            self, self.windowTitle(), self.path.text(), f"*{suffix}"
        )
        if path:
            self.path.setText(path if path.lower().endswith(suffix) else path + suffix)


def export_dialog(
    parent: QWidget | None, document: Document, lang: str | None = None
) -> str | None:
    """File > Export: ask, write, report; returns the path written or None."""
    dialog = ExportDialog(parent, document, lang)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    path = dialog.path.text().strip()
    if not path:
        return None
    try:
        report = export_to(path, document, dialog.settings())
    except (OSError, ValueError) as exc:
        QMessageBox.warning(parent, "Hexfield", str(exc))
        return None
    if parent is not None and hasattr(parent, "statusBar"):
        parent.statusBar().showMessage(f"{path}: {report}", 5000)
    return path
