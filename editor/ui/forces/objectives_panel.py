"""The Objectives box of the Forces dock: each objective's hex, name and points."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.core.edits import set_list
from editor.ui.document import Document


class ObjectivesPanel(QGroupBox):
    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("ForcesDock", "Objectives"), parent)
        self.document = document
        self._updating = False
        layout = QVBoxLayout(self)
        self.objectives = QTableWidget(0, 3)
        self.objectives.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("ForcesDock", "Hex"),
                QCoreApplication.translate("ForcesDock", "Name"),
                QCoreApplication.translate("ForcesDock", "Points"),
            ]
        )
        header = self.objectives.horizontalHeader()
        # The name takes the room left by the hex and the points.
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.objectives.itemChanged.connect(self._on_objective_edited)
        layout.addWidget(self.objectives)
        remove = QPushButton(QCoreApplication.translate("ForcesDock", "Remove objective"))
        remove.clicked.connect(self.remove_objective)
        layout.addWidget(remove)

    def refresh(self) -> None:
        self._updating = True
        try:
            s = self.document.scenario
            table = self.objectives
            table.setRowCount(len(s.objectives))
            for row, o in enumerate(s.objectives):
                cells = (s.grid.label(o.position), o.name, str(o.points))
                for col, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    if col == 0:
                        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                    table.setItem(row, col, item)
        finally:
            self._updating = False

    def _on_objective_edited(self, item: QTableWidgetItem) -> None:
        if self._updating:
            return
        s = self.document.scenario
        row = item.row()
        if row >= len(s.objectives):
            return
        o = s.objectives[row]
        if item.column() == 1:
            new = replace(o, name=item.text())
        elif item.column() == 2:
            try:
                new = replace(o, points=max(0, int(item.text())))
            except ValueError:
                self.refresh()
                return
        else:
            return
        if new != o:
            objectives = [new if i == row else x for i, x in enumerate(s.objectives)]
            self.document.apply(
                set_list(s, "objectives", objectives),
                QCoreApplication.translate("ForcesDock", "Edit objective"),
            )

    def remove_objective(self) -> None:
        row = self.objectives.currentRow()
        s = self.document.scenario
        if 0 <= row < len(s.objectives):
            objectives = [x for i, x in enumerate(s.objectives) if i != row]
            self.document.apply(
                set_list(s, "objectives", objectives),
                QCoreApplication.translate("ForcesDock", "Remove objective"),
            )
