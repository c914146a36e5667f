"""The window's Scenario dock, a tab behind Forces, fills in after the map's first
paint (issue 15, first paint). Nothing is lost for the person: raised before that,
it fills in at once and edits the scenario; filling in later moves nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTabBar
from window_fixtures import make_window

from editor.ui.scenario_dock import ScenarioDock

LEFT = Qt.MouseButton.LeftButton


def _dock_tab(window, title: str) -> tuple[QTabBar, int]:
    for bar in window.findChildren(QTabBar):
        for i in range(bar.count()):
            if bar.tabText(i) == title:
                return bar, i
    raise AssertionError(f"no dock tab {title!r}")


def _in_front(dock) -> bool:
    """Not a tab behind another (such a dock is still ``isVisible``, moved off the window)."""
    return not dock.visibleRegion().isEmpty()


def test_the_scenario_tab_clicked_before_the_first_paint_edits_the_scenario(
    qtbot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    dock = window.findChild(ScenarioDock)
    window.show()  # no event processed yet: nothing painted
    assert not dock.built
    bar, index = _dock_tab(window, "Scenario")
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(index).center())
    assert _in_front(dock) and not _in_front(window.forces_dock)
    assert dock.built
    dock.title.setText("Fleurus")
    dock.title.editingFinished.emit()
    dock.turns.setValue(12)
    assert window.document.scenario.title == "Fleurus"
    assert window.document.scenario.setup.turns == 12
    window.document.undo_stack.undo()
    assert dock.turns.value() == 0  # it follows the model from then on


def test_the_hidden_scenario_tab_fills_in_after_the_first_paint_and_moves_nothing(
    qtbot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    dock = window.findChild(ScenarioDock)
    docks = (window.view, window.forces_dock, window.palette_dock, window.validation)

    def places() -> list[tuple[int, int, int, int]]:
        return [w.geometry().getRect() for w in docks]

    window.show()  # lays the window out; nothing painted yet
    assert not dock.built
    before = places()
    qtbot.waitUntil(lambda: dock.built)
    QApplication.processEvents()
    assert places() == before
    assert dock.title.text() == window.document.scenario.title
    assert _in_front(window.forces_dock) and not _in_front(dock)  # still behind Forces


def test_a_saved_layout_that_shows_the_scenario_tab_shows_it_filled(qtbot, tmp_path: Path) -> None:
    first = make_window(qtbot, tmp_path)
    first.show()
    bar, index = _dock_tab(first, "Scenario")
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(index).center())
    assert first.close()  # saves the layout in the settings
    window = make_window(qtbot, tmp_path)  # the same settings
    dock = window.findChild(ScenarioDock)
    assert not dock.built
    window.show()
    assert dock.built  # before anything is painted
    assert _in_front(dock) and not _in_front(window.forces_dock)


def test_the_scene_says_once_that_the_map_is_drawn_whole(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    scene = window.view.map_scene()
    unfinished: list[bool] = []
    scene.mapDrawn.connect(lambda: unfinished.append(scene.map_painter.incomplete))
    window.show()
    qtbot.waitUntil(lambda: bool(unfinished))
    scene.repaint_map()
    window.view.set_zoom(2.0)
    for _ in range(5):
        QApplication.processEvents()
    assert unfinished == [False]
