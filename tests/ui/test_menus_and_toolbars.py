"""Menus and toolbars as a person meets them (issue 11): the toolbars fit a
1,600-pixel window in English and French even with a long undo text; exactly
one tool is checked however it was chosen; tools are only under *Tools* (and
the toolbar), panels only under *View > Panels*; a greyed entry says why."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import shiboken6
from i18n_fixtures import translated
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QToolBar, QToolButton
from window_fixtures import make_window, scenario_file

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain
from editor.ui.main_window import MainWindow
from editor.ui.tools import TOOL_KEYS

LONG_UNDO = "Place Dragons (2) (2) (2)"


def key(action: QAction) -> int:
    return shiboken6.getCppPointer(action)[0]


def shown_window(qtbot, tmp_path: Path, language: str = "en") -> MainWindow:
    window = make_window(qtbot, tmp_path, language=language)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    return window


def menus(window: MainWindow) -> Iterator[tuple[str, QMenu]]:
    """Every menu of the menu bar and its submenus, filled as when opened."""

    def walk(path: str, menu: QMenu) -> Iterator[tuple[str, QMenu]]:
        menu.aboutToShow.emit()
        yield path, menu
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                yield from walk(f"{path} > {sub.title().replace('&', '')}", sub)

    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            yield from walk(menu.title().replace("&", ""), menu)


def entries(menu: QMenu) -> list[QAction]:
    return [a for a in menu.actions() if not a.isSeparator() and a.menu() is None]


def paint(window: MainWindow, text: str) -> None:
    h = window.document.scenario.grid.to_hex(2, 2)
    window.document.apply(SetTerrain.of({h: HexTerrain(frozenset({"foret"}))}), text)


# --- the toolbars fit ---------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("undo_text", ["", LONG_UNDO])
def test_no_toolbar_button_falls_into_the_overflow_at_1600_pixels(
    qtbot, qapp, tmp_path, language: str, undo_text: str
) -> None:
    with translated(qapp, language):
        window = shown_window(qtbot, tmp_path, language)
        if undo_text:
            paint(window, undo_text)
            assert undo_text in window.main_actions.undo.toolTip()  # the detail is kept
        qapp.processEvents()
        toolbars = [t for t in window.findChildren(QToolBar) if t.isVisible()]
        assert len(toolbars) >= 2
        for toolbar in toolbars:
            inside = toolbar.rect()
            for action in toolbar.actions():
                if action.isSeparator():
                    continue
                button = toolbar.widgetForAction(action)
                assert button is not None and button.isVisible(), (
                    f"{toolbar.windowTitle()}: {action.iconText()!r} is in the overflow"
                )
                assert inside.contains(button.geometry()), action.iconText()
            chevron = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
            assert chevron is None or not chevron.isVisible()
        window.document.undo_stack.setClean()


# --- one tool checked -----------------------------------------------------------------


def _choose_by_shortcut(window: MainWindow, name: str, qtbot) -> None:
    letter = next(k for k, tool in TOOL_KEYS.items() if tool == name)
    window.view.setFocus()
    QTest.keyClick(window.view, letter)


def _choose_by_menu(window: MainWindow, name: str, qtbot) -> None:
    tools = dict(menus(window))["Tools"]
    next(a for a in entries(tools) if a.data() == name).trigger()


def _choose_by_toolbar(window: MainWindow, name: str, qtbot) -> None:
    for toolbar in window.findChildren(QToolBar):
        for action in toolbar.actions():
            if action.data() == name:
                qtbot.mouseClick(toolbar.widgetForAction(action), Qt.MouseButton.LeftButton)
                return
    raise AssertionError(f"no toolbar button for the {name} tool")


PALETTE_ENTRY = {"brush": "foret", "edge": "palissade", "link": "route"}


def _choose_by_palette(window: MainWindow, name: str, qtbot) -> None:
    ident = PALETTE_ENTRY[name]
    item = next(i for i in window.palette_dock.items() if i.data(0, 257) == ident)
    window.palette_dock.tree.itemClicked.emit(item, 0)


ROUTES: dict[str, Callable[..., None]] = {
    "shortcut": _choose_by_shortcut,
    "menu": _choose_by_menu,
    "toolbar": _choose_by_toolbar,
    "palette": _choose_by_palette,
}


def checked_tools(window: MainWindow) -> tuple[list[str], list[str]]:
    """Tools checked in the Tools menu, and tool buttons pressed in the toolbars."""
    in_menu = [a.data() for a in entries(dict(menus(window))["Tools"]) if a.isChecked()]
    in_toolbars = []
    for toolbar in window.findChildren(QToolBar):
        for action in toolbar.actions():
            button = toolbar.widgetForAction(action)
            if isinstance(button, QToolButton) and button.isCheckable() and button.isChecked():
                in_toolbars.append(action.data())
    return in_menu, in_toolbars


def test_every_tool_has_one_entry_in_the_tools_menu_and_the_toolbars(qtbot, tmp_path) -> None:
    window = shown_window(qtbot, tmp_path)
    names = window.view.tool_names()
    tools = dict(menus(window))["Tools"]
    assert sorted(a.data() for a in entries(tools)) == sorted(names)
    in_toolbars = [
        a.data() for t in window.findChildren(QToolBar) for a in t.actions() if a.data() in names
    ]
    assert sorted(in_toolbars) == sorted(names)


@pytest.mark.parametrize("route", list(ROUTES))
def test_exactly_one_tool_is_checked_however_it_is_chosen(qtbot, tmp_path, route: str) -> None:
    window = shown_window(qtbot, tmp_path)
    names = [n for n in window.view.tool_names() if route != "palette" or n in PALETTE_ENTRY]
    for name in names:
        # From the obstacle tool, as in the issue, and from the unit tool.
        for before in ("edge", "unit"):
            window.view.set_tool(before)
            ROUTES[route](window, name, qtbot)
            assert window.view.current_tool == name
            assert checked_tools(window) == ([name], [name]), f"{route}: {before} -> {name}"


# --- what goes where in the menus ------------------------------------------------------


def test_panels_only_under_view_panels_and_tools_only_under_tools(qtbot, tmp_path) -> None:
    window = shown_window(qtbot, tmp_path)
    toggles = {key(d.toggleViewAction()): d.windowTitle() for d in window.docks()}
    toggle_texts = {d.toggleViewAction().text() for d in window.docks()}
    names = set(window.view.tool_names())
    tools = {key(a) for a in window.main_actions.tool_actions.values()}
    tool_texts = {a.text() for a in window.main_actions.tool_actions.values()}
    seen_panels: list[str] = []
    for path, menu in menus(window):
        for action in entries(menu):
            is_panel = key(action) in toggles or action.text() in toggle_texts
            is_tool = (
                key(action) in tools
                or action.data() in names
                or action.objectName().startswith("tool_")
                or action.text() in tool_texts
            )
            if path == "View > Panels":
                assert is_panel, f"{action.text()} is not a panel but is in {path}"
                seen_panels.append(toggles[key(action)])
            else:
                assert not is_panel, f"the {action.text()} panel switch is in {path}"
            if path != "Tools":
                assert not is_tool, f"the {action.text()} tool is in {path}"
    assert sorted(seen_panels) == sorted(toggles.values())
    titles = [m.title() for m in window.menuBar().findChildren(QMenu) if m.parent() is not None]
    assert "&Forces" not in titles


def _states(window: MainWindow, tmp_path: Path) -> Iterator[str]:
    """The window in the states where entries are greyed or not."""
    yield "a new map"
    assert window.files.open_path(str(scenario_file(tmp_path)))
    yield "an opened file"
    paint(window, "paint")
    yield "an edit"
    window.document.undo_stack.undo()
    yield "an undone edit"
    window.ambush_overlay.show_action.setChecked(True)
    yield "the ambush zones shown"
    window.ambush_overlay.show_action.setChecked(False)
    window.document.undo_stack.clear()
    yield "an empty history"


def _all_actions(window: MainWindow) -> list[tuple[str, QAction, QMenu | None]]:
    found: list[tuple[str, QAction, QMenu | None]] = []
    for path, menu in menus(window):
        found += [(path, a, menu) for a in entries(menu)]
    for toolbar in window.findChildren(QToolBar):
        buttons = [a for a in toolbar.actions() if not a.isSeparator()]
        found += [(toolbar.windowTitle(), a, None) for a in buttons]
    return found


def test_every_greyed_entry_says_why(qtbot, tmp_path) -> None:
    window = shown_window(qtbot, tmp_path)
    enabled_tips: dict[int, set[str]] = {}
    disabled: dict[int, tuple[str, str, set[str]]] = {}
    for state in _states(window, tmp_path):
        for where, action, menu in _all_actions(window):
            tip = action.statusTip()
            if action.isEnabled():
                enabled_tips.setdefault(key(action), set()).add(tip)
                continue
            name = action.text().replace("&", "")
            assert tip.strip(), f"{where} > {name} is greyed with no reason ({state})"
            assert action.toolTip() == tip, f"{where} > {name}: the tooltip does not say why"
            if menu is not None:
                assert menu.toolTipsVisible(), f"{where} shows no tooltips"
            disabled.setdefault(key(action), (where, name, set()))[2].add(tip)
    names = {name for _, name, _ in disabled.values()}
    assert {"Undo", "Redo", "Revert", "Light Troops", "Defender on North Edge"} <= names
    for k, (where, name, tips) in disabled.items():
        same = tips & enabled_tips.get(k, set())
        assert not same, f"{where} > {name} says the same greyed or not: {same}"
    ambush = window.ambush_overlay
    assert not ambush.light_action.isEnabled()
    assert ambush.light_action.statusTip() == "Show the ambush zones first (View > Ambush Zones)"
