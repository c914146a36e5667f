"""The Validation panel: the live diagnostics of the open scenario.

Validation runs ``VALIDATE_DELAY_MS`` after the last change, so painting
stays fluid. Double-clicking a problem asks (``hexActivated``) to show its
hex; the main window centres the view on it and selects it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.core.diagnostics import Diagnostic, Severity
from editor.core.phrases import capitalised, in_language
from editor.io.semantic import validate_scenario
from editor.ui.document import Document

VALIDATE_DELAY_MS = 300
HEX_ROLE = Qt.ItemDataRole.UserRole


class ValidationDock(QDockWidget):
    hexActivated = Signal(object)
    """A ``Hex`` whose problem the person double-clicked."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Validation"), parent)
        self.setObjectName("ValidationDock")
        self._document = document
        self.diagnostics: list[Diagnostic] = []
        self.language = "en"
        """The language of the rules' messages (the window's)."""

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.summary = QLabel()
        layout.addWidget(self.summary)
        self.list = QTreeWidget()
        self.list.setRootIsDecorated(False)
        self.list.setAlternatingRowColors(True)
        self.list.setHeaderLabels([self.tr("Hex"), self.tr("Problem")])
        self.list.setColumnWidth(0, 70)
        self.list.itemDoubleClicked.connect(self._on_item_double_clicked)
        layout.addWidget(self.list, 1)
        self.setWidget(body)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(VALIDATE_DELAY_MS)
        self._timer.timeout.connect(self.validate_now)
        document.changed.connect(self._on_document_changed)
        self.validate_now()

    @property
    def pending(self) -> bool:
        return self._timer.isActive()

    def _on_document_changed(self, _change: object) -> None:
        self._timer.start()  # restart: debounced while painting

    def validate_now(self) -> None:
        self._timer.stop()
        doc = self._document
        try:
            found = validate_scenario(doc.scenario, doc.ruleset)
        except Exception as exc:  # a checker bug is shown here as an error; the map stays editable
            found = [Diagnostic(Severity.ERROR, "internal", f"validation failed: {exc}")]
        self.show_diagnostics(found)

    def set_language(self, language: str) -> None:
        """The problems listed again in ``language``."""
        self.language = language
        self.show_diagnostics(self.diagnostics)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.show_diagnostics(self.diagnostics)  # the counts in the summary

    def show_diagnostics(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        self.list.clear()
        style = self.style()
        error_icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical)
        warning_icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        for d in diagnostics:
            message = capitalised(in_language(d.message, self.language))
            item = QTreeWidgetItem([d.hex or "", message])
            item.setIcon(0, error_icon if d.is_error else warning_icon)
            item.setToolTip(1, f"{message}\n[{d.code}]")
            item.setData(0, HEX_ROLE, d.hex)
            self.list.addTopLevelItem(item)
        errors = sum(d.is_error for d in diagnostics)
        warnings = len(diagnostics) - errors
        if not diagnostics:
            self.summary.setText(self.tr("No problems found."))
        else:
            self.summary.setText(
                self.tr("%n error(s)", "", errors) + ", " + self.tr("%n warning(s)", "", warnings)
            )

    def _on_item_double_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        label = item.data(0, HEX_ROLE)
        if not label:
            return
        try:
            h = self._document.scenario.grid.parse_label(str(label))
        except ValueError:
            return
        self.hexActivated.emit(h)
