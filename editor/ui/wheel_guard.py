"""The mouse wheel scrolls a panel; it does not change the value under the cursor.

Spin boxes and combo boxes take wheel events by default, so scrolling down a
long panel (the Scenario and Forces docks) silently changed whatever field
passed under the pointer: the number of turns, a unit's type. As in most
editors, such a field now reacts to the wheel only once clicked or tabbed to;
otherwise the wheel goes on to the panel's scroll area.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QWidget,
)


class WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        if watched.hasFocus():
            return False
        area = _scroll_area(watched)
        if area is not None:
            QApplication.sendEvent(area.viewport(), event)
        return True


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def guard_wheel(root: QWidget) -> WheelGuard:
    """Guard every spin box and combo box under ``root`` (call once it is built)."""
    guard = WheelGuard(root)
    for kind in (QAbstractSpinBox, QComboBox):
        for field in root.findChildren(kind):
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            field.installEventFilter(guard)
    return guard
