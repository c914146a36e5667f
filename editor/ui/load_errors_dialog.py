"""The list of problems found in a file that could not be opened as it is.

Only a file the editor cannot hold whole comes here (unreadable, outside the
format, or with values the decoder had to leave out); a file whose only errors
are the rules' opens normally and the Validation panel lists them."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.core.diagnostics import Diagnostic, Severity
from editor.core.phrases import in_language
from editor.ui.labelled import labelled


class LoadErrorsDialog(QDialog):
    """Shows ``line:col``, severity, message and code of each diagnostic.

    With ``can_open_copy`` the scenario could be read without those values: the
    dialog offers to open it as a new, untitled scenario, so that saving never
    overwrites the file that failed to load.
    """

    def __init__(
        self,
        path: str,
        diagnostics: list[Diagnostic],
        can_open_copy: bool = False,
        parent: QWidget | None = None,
        language: str = "en",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Problems in the file"))
        self.resize(820, 360)
        self._diagnostics = diagnostics
        self._language = language
        layout = QVBoxLayout(self)
        if can_open_copy:
            text = self.tr(
                "<b>%1</b> holds values the editor cannot keep (listed below): opened as "
                "itself and saved, it would lose them. You may open it as a new, untitled "
                "scenario to repair it; the file itself will not be changed."
            )
        else:
            text = self.tr("<b>%1</b> could not be opened. The file has not been changed.")
        intro = QLabel(text.replace("%1", _escape(path)))
        intro.setWordWrap(True)
        layout.addWidget(intro)

        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setHeaderLabels(
            [self.tr("Line:col"), self.tr("Severity"), self.tr("Message"), self.tr("Code")]
        )
        for d in diagnostics:
            where = f"{d.line}:{d.col or 1}" if d.line is not None else ""
            severity = self.tr("error") if d.severity is Severity.ERROR else self.tr("warning")
            said = in_language(d.message, language)  # the rules' problems are in both
            message = said if not d.hex or d.hex in said else labelled(d.hex, said)
            item = QTreeWidgetItem([where, severity, message, d.code])
            item.setToolTip(2, message)
            self.table.addTopLevelItem(item)
        for column, width in ((0, 80), (1, 80), (2, 520)):
            self.table.setColumnWidth(column, width)
        layout.addWidget(self.table)

        buttons = QDialogButtonBox()
        copy = buttons.addButton(self.tr("Copy"), QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(self._on_copy_clicked)
        if can_open_copy:
            buttons.addButton(self.tr("Open as untitled"), QDialogButtonBox.ButtonRole.AcceptRole)
            buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        else:
            buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def report_text(self) -> str:
        """Every diagnostic as ``file:line:col: severity: message [code]``."""
        return "\n".join(d.format_text(self._language) for d in self._diagnostics)

    def _on_copy_clicked(self) -> None:
        QGuiApplication.clipboard().setText(self.report_text())


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
