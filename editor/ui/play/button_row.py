"""A bar of buttons on one row whatever the width, in the manner of a tool bar: the
widgets that do not fit go into the « » » extension button's menu at the row's end
(Qt's own ``QToolBar`` extension), the least needed first. The row's height never
changes, so the board under it never moves (issue 23: « the phase bar elides instead
of wrapping »).

Owners say whether a widget belongs on the row now with ``show_widget`` (not
``setVisible``: the row hides the ones it has no room for itself). The menu is made
afresh when it opens, from the widgets set aside: their text, state and tooltip, a
click on an entry clicks the button; a combo box is a submenu of its items.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLayout,
    QLayoutItem,
    QMenu,
    QStyle,
    QToolButton,
    QWidget,
)


class ButtonRow(QLayout):
    def __init__(self, owner: QWidget, spacing: int = 4) -> None:
        super().__init__(owner)
        self._items: list[QLayoutItem] = []
        self._gaps: dict[int, int] = {}
        """Item index -> extra room left before it (a group's separation)."""
        self._keep: dict[int, int] = {}
        """Item index -> how much it is needed: the lowest go to the menu first."""
        self._wanted: dict[int, bool] = {}
        self.setSpacing(spacing)
        self.setContentsMargins(QMargins(0, 0, 0, 0))
        self.more = QToolButton(owner)
        self.more.setObjectName("MoreButtons")
        self.more.setAutoRaise(True)
        self.more.setIcon(
            owner.style().standardIcon(QStyle.StandardPixmap.SP_ToolBarHorizontalExtensionButton)
        )
        self.more.setToolTip(QCoreApplication.translate("ButtonRow", "More buttons"))
        self.more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = QMenu(self.more)
        self.menu.setObjectName("MoreButtonsMenu")
        self.menu.setToolTipsVisible(True)
        self.menu.aboutToShow.connect(self.fill_menu)
        self.more.setMenu(self.menu)
        self.more.hide()

    def add_gap(self, width: int) -> None:
        """Leave ``width`` pixels before the next widget (a separator in the menu)."""
        self._gaps[len(self._items)] = width

    def add_widget(self, widget: QWidget, keep: int) -> None:
        """``keep``: how much the widget is needed; when the room runs out, the lowest
        (then the rightmost) go to the menu first."""
        self._keep[len(self._items)] = keep
        self.addWidget(widget)

    def show_widget(self, widget: QWidget, on: bool) -> None:
        """Whether ``widget`` belongs on the row now (on it, or in the menu)."""
        for n, item in enumerate(self._items):
            if item.widget() is widget and self._wanted.get(n, True) != on:
                self._wanted[n] = on
                self.invalidate()
                self.activate()  # at once: a button that comes (Move now) is there to click

    def set_aside(self) -> list[QWidget]:
        """The widgets that belong on the row but are in the menu, in the row's order."""
        return [w for n, w in self._widgets() if self._wanted.get(n, True) and w.isHidden()]

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
        return Qt.Orientation.Horizontal

    def sizeHint(self) -> QSize:
        """Everything that belongs on the row, on one row."""
        width = sum(self._width(n, w, first=not k) for k, (n, w) in enumerate(self._wanted_ones()))
        return QSize(width, self._height())

    def minimumSize(self) -> QSize:
        """The extension button alone: everything else may go to its menu."""
        return QSize(self.more.sizeHint().width(), self._height())

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        wanted = self._wanted_ones()
        shown = self._fitting(wanted, rect.width())
        x = rect.x()
        for n, w in self._widgets():
            if (n, w) not in shown:
                w.setVisible(False)
                continue
            x += self._gaps.get(n, 0) if x > rect.x() else 0
            hint = w.sizeHint()
            y = rect.y() + (rect.height() - hint.height()) // 2
            w.setGeometry(QRect(QPoint(x, y), hint))
            w.setVisible(True)
            x += hint.width() + self.spacing()
        hint = self.more.sizeHint()
        self.more.setGeometry(
            QRect(
                QPoint(rect.right() + 1 - hint.width(), rect.y()),
                QSize(hint.width(), rect.height()),
            )
        )
        self.more.setVisible(len(shown) < len(wanted))

    # -- the room ---------------------------------------------------------------

    def _widgets(self) -> list[tuple[int, QWidget]]:
        return [(n, w) for n, item in enumerate(self._items) if (w := item.widget()) is not None]

    def _wanted_ones(self) -> list[tuple[int, QWidget]]:
        return [(n, w) for n, w in self._widgets() if self._wanted.get(n, True)]

    def _width(self, n: int, widget: QWidget, first: bool) -> int:
        before = 0 if first else self.spacing() + self._gaps.get(n, 0)
        return before + widget.sizeHint().width()

    def _height(self) -> int:
        """The tallest of all, shown or not, the extension button too: one height."""
        items = [w.sizeHint().height() for _n, w in self._widgets()]
        return max([self.more.sizeHint().height(), *items])

    def _fitting(self, wanted: list[tuple[int, QWidget]], room: int) -> list[tuple[int, QWidget]]:
        """The wanted widgets that fit in ``room``, the extension button's room kept
        when some do not: the least needed (then the rightmost) left out first."""

        def width(kept: list[tuple[int, QWidget]]) -> int:
            return sum(self._width(n, w, first=not k) for k, (n, w) in enumerate(kept))

        kept = list(wanted)
        if width(kept) <= room:
            return kept
        room -= self.more.sizeHint().width() + self.spacing()
        while kept and width(kept) > room:
            least = min(range(len(kept)), key=lambda k: (self._keep.get(kept[k][0], 0), -k))
            kept.pop(least)
        return kept

    # -- the menu ---------------------------------------------------------------

    def fill_menu(self) -> None:
        """The widgets set aside, as entries: a click on one is a click on its button."""
        self.menu.clear()
        last = -1
        for n, w in self._widgets():
            if not (self._wanted.get(n, True) and w.isHidden()):
                continue
            if last >= 0 and any(g in self._gaps for g in range(last + 1, n + 1)):
                self.menu.addSeparator()
            last = n
            if isinstance(w, QComboBox):
                self._combo_entry(w)
            elif isinstance(w, QAbstractButton):
                self._button_entry(w)

    def _button_entry(self, button: QAbstractButton) -> None:
        action = self.menu.addAction(button.icon(), button.text())
        action.setEnabled(button.isEnabled())
        action.setCheckable(button.isCheckable())
        action.setChecked(button.isChecked())
        action.setToolTip(button.toolTip())
        action.triggered.connect(lambda _on=False, b=button: b.click())

    def _combo_entry(self, combo: QComboBox) -> None:
        sub = self.menu.addMenu(combo.accessibleName() or combo.currentText())
        sub.setToolTipsVisible(True)
        sub.setToolTip(combo.toolTip())
        sub.setEnabled(combo.isEnabled())
        for i in range(combo.count()):
            action = sub.addAction(combo.itemText(i))
            action.setCheckable(True)
            action.setChecked(i == combo.currentIndex())
            action.triggered.connect(lambda _on=False, c=combo, k=i: c.setCurrentIndex(k))
