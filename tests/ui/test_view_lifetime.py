"""A shown view lives until its test ends, even when the test no longer names it.

pytest-qt holds the widgets it closes by weak reference: a view kept alive by
reference cycles alone was destroyed by the garbage collector in the middle of
its own paint (the collector runs whenever painting allocates enough), and
the run died in ``QPainter::drawImage``. ``widgets_live_until_closed`` holds them."""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtWidgets import QApplication
from qt_waits import loop_turned

from editor.ui.map_view import MapView


def test_a_view_the_test_no_longer_names_survives_a_collection(make_view, qtbot) -> None:
    address = shiboken6.getCppPointer(make_view("pointy"))[0]
    gc.collect()
    shown = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, MapView) and shiboken6.getCppPointer(w)[0] == address
    ]
    assert len(shown) == 1 and shiboken6.isValid(shown[0])
    with qtbot.captureExceptions() as raised:
        shown[0].viewport().repaint()  # painted with every cache in place
        del shown
        gc.collect()
        loop_turned(qtbot)
    assert raised == []


def test_a_window_gone_before_its_first_fit_leaves_no_call_behind(qtbot, tmp_path) -> None:
    """Showing the window, or opening another map, asks the view to fit the map in
    the next turn of the event loop. A window destroyed before that turn (closed at
    once: a test's, or a script's) left the call behind on its dead view, which
    raised "Internal C++ object (MapView) already deleted" in whatever ran the
    event loop next (seen in CI, in the next test's wait)."""
    from window_fixtures import blank_document, make_settings

    from editor.core.edits import Change
    from editor.ui.main_window import MainWindow

    window = MainWindow(
        blank_document(), make_settings(tmp_path, "en"), autosave_dir=tmp_path / "r"
    )
    window.document.undo_stack.setClean()
    window.show()  # the first fit, asked for the next turn
    window.document.changed.emit(Change(everything=True))  # another map: fit again
    with qtbot.captureExceptions() as raised:
        shiboken6.delete(window)  # its view with it, before the event loop turns
        loop_turned(qtbot)  # the turn the fit was asked for
    assert raised == []
