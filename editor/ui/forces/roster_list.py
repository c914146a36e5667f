"""The roster's list: one row a unit, cut to the list's width.

A row is ``name — class — hex``. When the dock is narrow the name is shortened
with an ellipsis (the class and the hex stay readable: they tell two
« Archers de l'a… » apart), and the tooltip holds the full name and details.
The rows are shortened again whenever the list is resized.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyle, QWidget

from editor.ui.forces.common import ID_ROLE

PARTS_ROLE = Qt.ItemDataRole.UserRole + 1
"""(name, rest of the row): the row's full text, before shortening."""


class RosterList(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The rows fit the width: no sideways scrolling to read a name's end.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def add_row(self, unit_id: str, name: str, rest: str, tooltip: str) -> QListWidgetItem:
        item = QListWidgetItem()
        item.setData(ID_ROLE, unit_id)
        item.setData(PARTS_ROLE, (name, rest))
        item.setToolTip(tooltip)
        self.addItem(item)
        self._fit(item)
        return item

    def full_text(self, item: QListWidgetItem) -> str:
        name, rest = item.data(PARTS_ROLE)
        return f"{name}{rest}"

    def text_width(self) -> int:
        """Room for a row's text: the viewport less the item's margins."""
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self)
        return max(0, self.viewport().width() - 2 * (margin + 2))

    def _fit(self, item: QListWidgetItem) -> None:
        name, rest = item.data(PARTS_ROLE)
        metrics = self.fontMetrics()
        room = self.text_width()
        text = f"{name}{rest}"
        if metrics.horizontalAdvance(text) > room:
            # The name gives way first, down to a few letters; then the whole row.
            keep = max(room - metrics.horizontalAdvance(rest), metrics.horizontalAdvance("Mmm…"))
            short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, keep)
            text = metrics.elidedText(f"{short}{rest}", Qt.TextElideMode.ElideRight, room)
        item.setText(text)

    def viewportEvent(self, event: QEvent) -> bool:
        # The viewport, not the list: a vertical scroll bar appearing narrows it too.
        if event.type() == QEvent.Type.Resize:
            for i in range(self.count()):
                self._fit(self.item(i))
        return super().viewportEvent(event)
