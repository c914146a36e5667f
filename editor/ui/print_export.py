"""File > Print, Print Preview and Export: the set-up sheet and the map, from the editor.

Thin: every page is drawn by ``editor.render.sheet`` (the same code as
``hexfield sheet``) into a QPrinter, and exports call the same functions as
``hexfield render`` / ``hexfield sheet``. The main window only connects its
actions to ``print_scenario``, ``print_preview`` and ``export_dialog``.

The sheet is written in the application's language (Preferences), the one
the rest of the interface uses; the dialog's own words go through ``tr()``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QSettings
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
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.core.phrases import capitalised, in_language
from editor.io.atomic_write import is_read_only
from editor.render.render_options import RenderOptions
from editor.render.sheet import (
    PAPERS,
    SheetOptions,
    save_sheet_pdf,
    setup_device,
    true_scale_pages,
    write_sheet,
)
from editor.render.sheet_export import save_map_png, save_map_svg
from editor.render.true_scale_plan import orientation_counts
from editor.ui.counts import counts
from editor.ui.file_questions import (
    AskFile,
    FileChoice,
    FileQuestion,
    Situation,
    ask_file_dialog,
)
from editor.ui.labelled import labelled
from editor.ui.preferences_dialog import effective_language
from editor.ui.translate_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from editor.ui.document import Document


class Kind(NamedTuple):
    label: str
    """English source text, shown through ``tr()``."""
    pdf: bool
    suffix: str


KINDS = {
    "png": Kind(QT_TRANSLATE_NOOP("ExportDialog", "PNG image"), False, ".png"),
    "svg": Kind(QT_TRANSLATE_NOOP("ExportDialog", "SVG image (layers)"), False, ".svg"),
    "sheet": Kind(QT_TRANSLATE_NOOP("ExportDialog", "Set-up sheet (PDF)"), True, ".pdf"),
    "true_scale": Kind(QT_TRANSLATE_NOOP("ExportDialog", "True-scale map (PDF)"), True, ".pdf"),
}
AMBUSH_KINDS = ("png", "sheet")
"""Exports that can carry the ambush zones (the layered SVG and the tiled map do not)."""


def app_language(parent: QWidget | None = None) -> str:
    """The language the application runs in: the main window's, else the preference."""
    window = parent.window() if parent is not None else None
    lang = getattr(window, "language", None)
    if lang in ("fr", "en"):
        return str(lang)
    return effective_language(QSettings())


def refusal(exc: Exception, lang: str) -> str:
    """Why an export failed, in the application's language when the drawing
    code gave both wordings (a picture or a print too big)."""
    message = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
    return capitalised(in_language(message, lang))


@dataclass
class ExportSettings:
    kind: str = "sheet"
    paper: str = "A4"
    landscape: bool | None = None
    """None: automatic (a true-scale print takes the orientation with fewer pages)."""
    lang: str = "fr"
    hex_mm: float = 50.0
    dpi: float = 150.0
    hidden: bool = False
    ambush: bool = False
    """L'Art de la Guerre ambush zones on the PNG map or the sheet's overview."""
    forces: bool = True
    """Units, decoys and zones (and objectives) on the PNG or SVG map."""


def export_to(
    path: str, document: Document, settings: ExportSettings, replace_read_only: bool = False
) -> str:
    """Write ``document``'s scenario as ``settings.kind``, atomically (an
    interrupted export leaves the previous file); returns a short report."""
    sc, rs = document.scenario, document.ruleset
    if settings.kind == "png":
        ambush = None
        if settings.ambush:
            from editor.generate.ambush import ambush_overlay

            ambush = ambush_overlay(sc)
        drawn = RenderOptions(
            dpi=settings.dpi,
            hex_mm=settings.hex_mm,
            lang=settings.lang,
            ambush=ambush,
            forces=settings.forces,
        )
        image = save_map_png(path, sc, rs, drawn, replace_read_only)
        return f"{image.width()} x {image.height()} px"
    if settings.kind == "svg":
        drawn = RenderOptions(lang=settings.lang, forces=settings.forces)
        save_map_svg(path, sc, rs, drawn, replace_read_only)
        return "SVG"
    options = SheetOptions(
        paper=settings.paper,
        landscape=settings.landscape,
        lang=settings.lang,
        hidden=settings.hidden or None,
        true_scale=settings.kind == "true_scale",
        hex_mm=settings.hex_mm,
        ambush=settings.ambush and settings.kind == "sheet",
    )
    pages = save_sheet_pdf(path, sc, rs, options, replace_read_only=replace_read_only)
    return counts().pages(pages)


def _printer(lang: str) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    setup_device(printer, SheetOptions(lang=lang))
    return printer


def print_scenario(parent: QWidget | None, document: Document, lang: str | None = None) -> bool:
    """File > Print: the set-up sheet on a printer chosen in QPrintDialog."""
    lang = lang or app_language(parent)
    printer = _printer(lang)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("ExportDialog", "Print the set-up sheet"))
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    try:
        write_sheet(printer, document.scenario, document.ruleset, SheetOptions(lang=lang))
    except (OSError, ValueError) as exc:
        QMessageBox.warning(parent, "Hexfield", refusal(exc, lang))
        return False
    return True


def print_preview(parent: QWidget | None, document: Document, lang: str | None = None) -> None:
    """File > Print Preview: the sheet as the printer will get it."""
    lang = lang or app_language(parent)
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
        self.lang = lang or app_language(parent)
        self.setWindowTitle(self.tr("Export"))
        self.kind = QComboBox()
        for key, kind in KINDS.items():
            self.kind.addItem(self.tr(kind.label), key)
        self.kind.setCurrentIndex(list(KINDS).index("sheet"))
        self.paper = QComboBox()
        self.paper.addItems(list(PAPERS))
        self.orientation = QComboBox()
        self.orientation.addItem(self.tr("Automatic (fewer pages)"), None)
        self.orientation.addItem(self.tr("Portrait"), False)
        self.orientation.addItem(self.tr("Landscape"), True)
        self.pages = QLabel()
        """Both orientations' page counts of a true-scale print."""
        self.forces = QCheckBox(self.tr("Units, decoys and zones"))
        self.forces.setChecked(True)
        self.forces.setToolTip(
            self.tr("Draw the units, decoys, deployment zones and objectives over the map")
        )
        self.hex_mm = QDoubleSpinBox()
        self.hex_mm.setRange(5.0, 300.0)
        self.hex_mm.setSuffix(" mm")
        self.hex_mm.setValue(float(document.scenario.map.hex_mm))
        self.dpi = QDoubleSpinBox()
        self.dpi.setRange(10.0, 1200.0)
        self.dpi.setDecimals(0)
        self.dpi.setValue(150.0)
        self.hidden = QCheckBox(self.tr("Hidden deployment"))
        self.ambush = QCheckBox(self.tr("Ambush zones"))
        self.ambush.setToolTip(
            self.tr("L'Art de la Guerre V4 ambush zones and hiding ground, with a legend line")
        )
        self.path = QLineEdit()
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._on_browse)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        form = QFormLayout()
        form.addRow(self.tr("Format"), self.kind)
        form.addRow(self.tr("Paper"), self.paper)
        form.addRow(self.tr("Orientation"), self.orientation)
        form.addRow("", self.pages)
        form.addRow(self.tr("Hex (flat to flat)"), self.hex_mm)
        form.addRow(self.tr("Resolution (dpi)"), self.dpi)
        form.addRow("", self.forces)
        form.addRow("", self.hidden)
        form.addRow("", self.ambush)
        form.addRow(self.tr("File"), row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.kind.currentIndexChanged.connect(self._on_kind_changed)
        self.paper.currentIndexChanged.connect(self._count_pages)
        self.hex_mm.valueChanged.connect(self._count_pages)
        self._on_kind_changed()

    def settings(self) -> ExportSettings:
        return ExportSettings(
            kind=self.kind.currentData(),
            paper=self.paper.currentText(),
            landscape=self.orientation.currentData(),
            lang=self.lang,
            hex_mm=self.hex_mm.value(),
            dpi=self.dpi.value(),
            hidden=self.hidden.isChecked(),
            ambush=self.ambush.isChecked() and self.ambush.isEnabled(),
            forces=self.forces.isChecked(),
        )

    def _suffix(self) -> str:
        return KINDS[self.kind.currentData()].suffix

    def _on_kind_changed(self, *_: object) -> None:
        kind = self.kind.currentData()
        pdf = KINDS[kind].pdf
        self.paper.setEnabled(pdf)
        self.orientation.setEnabled(pdf)
        self.forces.setEnabled(not pdf)
        self.hidden.setEnabled(kind == "sheet")
        self.ambush.setEnabled(kind in AMBUSH_KINDS)
        self.hex_mm.setEnabled(kind in ("png", "true_scale"))
        self.dpi.setEnabled(kind == "png")
        base = os.path.splitext(self.path.text() or self._default_path())[0]
        self.path.setText(base + self._suffix())
        self._count_pages()

    def _count_pages(self, *_: object) -> None:
        """« Portrait: 25 pages, landscape: 21 pages » under the orientation, for a
        true-scale print (the automatic choice takes the fewer)."""
        shown = self.kind.currentData() == "true_scale"
        self.pages.setVisible(shown)
        if not shown:
            return
        options = SheetOptions(paper=self.paper.currentText(), hex_mm=self.hex_mm.value())
        try:
            counts = true_scale_pages(self.document.scenario, self.document.ruleset, options)
        except ValueError as exc:
            self.pages.setText(refusal(exc, self.lang))
            return
        self.pages.setText(capitalised(orientation_counts(counts).text(self.lang)))

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
    parent: QWidget | None,
    document: Document,
    lang: str | None = None,
    ask: AskFile | None = None,
) -> str | None:
    """File > Export: ask, write, report; returns the path written or None.
    ``ask``: the question before replacing a read-only file (tests answer it)."""
    if ask is None:

        def ask(question: FileQuestion) -> FileChoice:
            return ask_file_dialog(parent, question)

    dialog = ExportDialog(parent, document, lang)
    while True:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        path = dialog.path.text().strip()
        if not path:
            return None
        replace_read_only = is_read_only(path)
        if not replace_read_only:
            break
        choices = (FileChoice.OVERWRITE, FileChoice.SAVE_ELSEWHERE, FileChoice.CANCEL)
        choice = ask(FileQuestion(Situation.READ_ONLY, path, choices, modified=False))
        if choice is FileChoice.OVERWRITE:
            break
        if choice is not FileChoice.SAVE_ELSEWHERE:
            return None
        # Save elsewhere: the dialog again, to choose another name.
    try:
        report = export_to(path, document, dialog.settings(), replace_read_only)
    except (OSError, ValueError) as exc:
        QMessageBox.warning(parent, "Hexfield", refusal(exc, dialog.lang))
        return None
    if parent is not None and hasattr(parent, "statusBar"):
        parent.statusBar().showMessage(labelled(str(path), report), 5000)
    return path
