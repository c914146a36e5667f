"""View > Deployment Zones: a checkable action, on by default, remembered in the settings."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from window_fixtures import blank_document, make_settings, make_window

from editor.core.scenario import Side


def _zones_action(window) -> QAction:
    action = window.findChild(QAction, "view_deployment_zones")
    assert action is not None
    return action


def _view_menu_actions(window) -> list[QAction]:
    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu) and top.text().replace("&", "") == "View":
            return menu.actions()
    raise AssertionError("no View menu")


def _document_with_a_side():
    document = blank_document()
    document.scenario.sides.append(Side("a", "Armée A", "#1f3f9f", "S"))
    return document


def test_deployment_zones_toggle_hides_them_on_screen(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, _document_with_a_side())
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    action = _zones_action(window)
    assert action in _view_menu_actions(window)
    assert action.isCheckable() and action.isChecked()
    assert window.view.shows_zones()
    shown = window.view.grab().toImage()
    action.trigger()
    assert not window.view.shows_zones()
    qtbot.waitUntil(lambda: window.view.grab().toImage() != shown)
    action.trigger()
    assert window.view.shows_zones()


def test_deployment_zones_choice_is_remembered(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, _document_with_a_side())
    _zones_action(window).trigger()
    window.settings.sync()
    again = make_window(qtbot, tmp_path, _document_with_a_side())
    assert not _zones_action(again).isChecked()
    assert not again.view.shows_zones()
    assert make_settings(tmp_path).value("view/deployment_zones", True, type=bool) is False
