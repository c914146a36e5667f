"""A layout that lays its widgets out left to right and wraps them onto more rows when
the width runs out (Qt's *Flow Layout* example), so that a bar of buttons never
makes the window wider than the screen, whatever the language's words.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gaps: dict[int, int] = {}
        """Item index -> extra room left before it (a group's separation)."""
        self.setSpacing(spacing)
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def add_gap(self, width: int) -> None:
        """Leave ``width`` pixels before the next widget (dropped at a row's start)."""
        self._gaps[len(self._items)] = width

    # -- QLayout ----------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if 0 <= index < len(self._items):
            return self._items.pop(index)
        return None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._do_layout(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._do_layout(rect, apply=True)

    def sizeHint(self) -> QSize:
        """All on one row."""
        width = height = 0
        for n, item in enumerate(self._shown()):
            hint = item.sizeHint()
            width += hint.width() + (self.spacing() if n else 0)
            height = max(height, hint.height())
        m = self.contentsMargins()
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:
        """The widest widget: everything else wraps."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _shown(self) -> list[QLayoutItem]:
        return [i for i in self._items if not i.isEmpty()]

    def _do_layout(self, rect: QRect, apply: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, row_height = area.x(), area.y(), 0
        space = self.spacing()
        for n, item in enumerate(self._items):
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            gap = self._gaps.get(n, 0) if x > area.x() else 0
            start = x + gap
            if start + hint.width() > area.right() + 1 and x > area.x():
                x, y = area.x(), y + row_height + space
                start, row_height = x, 0
            if apply:
                item.setGeometry(QRect(QPoint(start, y), hint))
            x = start + hint.width() + space
            row_height = max(row_height, hint.height())
        return y + row_height - rect.y() + m.bottom()


def fixed_height_for_width(widget: QWidget) -> None:
    """A widget holding a ``FlowLayout``: as tall as its rows need at its width."""
    policy = widget.sizePolicy()
    policy.setHeightForWidth(True)
    policy.setVerticalPolicy(QSizePolicy.Policy.Preferred)
    widget.setSizePolicy(policy)
