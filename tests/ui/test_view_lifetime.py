"""A shown view lives until its test ends, even when the test no longer names it.

pytest-qt holds the widgets it closes by weak reference: a view kept alive by
reference cycles alone was destroyed by the garbage collector in the middle of
its own paint (the collector runs whenever painting allocates enough), and
the run died in ``QPainter::drawImage``. ``widgets_live_until_closed`` holds them."""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtWidgets import QApplication

from editor.ui.map_view import MapView


def test_a_view_the_test_no_longer_names_survives_a_collection(make_view, qtbot) -> None:  # type: ignore[no-untyped-def]
    address = shiboken6.getCppPointer(make_view("pointy"))[0]
    gc.collect()
    shown = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, MapView) and shiboken6.getCppPointer(w)[0] == address
    ]
    assert len(shown) == 1 and shiboken6.isValid(shown[0])
    shown[0].viewport().repaint()  # painted with every cache in place
    del shown
    gc.collect()
    qtbot.wait(10)
