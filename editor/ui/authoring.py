"""Scenario authoring, added to a main window in one call: the Scenario and
Forces docks, the zone (Z) and unit (U) tools in a toolbar and a menu, and the
ruleset follow-up (choosing another ruleset in the Scenario dock loads it).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QToolBar

from editor.core.edits import Change
from editor.ui.authoring_state import AuthoringState, authoring_state
from editor.ui.document import Document
from editor.ui.forces_dock import ForcesDock
from editor.ui.scenario_dock import ScenarioDock
from editor.ui.tool_state import ToolState

TOOLS = (
    ("zone", QT_TRANSLATE_NOOP("MainWindow", "Deployment zone"), "Z"),
    ("unit", QT_TRANSLATE_NOOP("MainWindow", "Units and markers"), "U"),
    ("extras", QT_TRANSLATE_NOOP("MainWindow", "Camps, sentinels, boats"), "X"),
)


class RulesetFollower(QObject):
    """Loads the ruleset the scenario names when it changes (dock, undo)."""

    def __init__(self, document: Document) -> None:
        super().__init__(document)
        self.document = document
        document.changed.connect(self._on_changed)

    def _on_changed(self, change: Change) -> None:
        doc = self.document
        if not change.properties or doc.scenario.ruleset == doc.ruleset.id:
            return
        from editor.io.rulesets import RulesetError, load_ruleset

        try:
            doc.ruleset = load_ruleset(doc.scenario.ruleset)
        except (RulesetError, OSError, ValueError):
            return  # the validation dock reports the mismatch
        doc.changed.emit(Change(everything=True, properties=True))


class ClosedFileForgetter(QObject):
    """After another map is opened or created, the side and unit the tools act
    with must be the new map's: a closed file's ids are forgotten."""

    def __init__(self, document: Document, state: AuthoringState) -> None:
        super().__init__(document)
        self.document = document
        self.state = state
        document.changed.connect(self._on_changed)

    def _on_changed(self, change: Change) -> None:
        if not change.everything:
            return
        scenario = self.document.scenario
        if scenario.side(self.state.side) is None:
            self.state.set_side(scenario.sides[0].id if scenario.sides else "")
        if scenario.unit(self.state.unit) is None:
            self.state.set_unit("")


def install_authoring(
    main_window: QMainWindow, document: Document, view, tool_state: ToolState
) -> None:  # type: ignore[no-untyped-def]
    """Add the authoring docks, tools and actions to ``main_window``."""
    state: AuthoringState = authoring_state(tool_state)
    scenario_dock = ScenarioDock(document, main_window, tool_state)
    forces_dock = ForcesDock(document, state, main_window)
    area = Qt.DockWidgetArea.RightDockWidgetArea
    main_window.addDockWidget(area, scenario_dock)
    main_window.addDockWidget(area, forces_dock)
    main_window.tabifyDockWidget(scenario_dock, forces_dock)
    RulesetFollower(document)
    ClosedFileForgetter(document, state)
    toolbar = QToolBar(QCoreApplication.translate("MainWindow", "Forces"), main_window)
    toolbar.setObjectName("ForcesToolBar")
    group = QActionGroup(toolbar)
    names = set(getattr(view, "tool_names", list)())
    actions: dict[str, QAction] = {}
    for name, text, key in TOOLS:
        if name not in names:
            continue
        action = QAction(QCoreApplication.translate("MainWindow", text), toolbar)
        action.setObjectName(f"tool_{name}")
        action.setCheckable(True)
        action.setToolTip(f"{action.text()} ({key})")
        action.triggered.connect(lambda _on=False, n=name: view.set_tool(n))
        group.addAction(action)
        toolbar.addAction(action)
        actions[name] = action
    if hasattr(view, "toolChanged"):
        view.toolChanged.connect(lambda n: actions[n].setChecked(True) if n in actions else None)
    main_window.addToolBar(toolbar)
    menu_bar = main_window.menuBar()
    menu = menu_bar.addMenu(QCoreApplication.translate("MainWindow", "&Forces"))
    for action in actions.values():
        menu.addAction(action)
    menu.addAction(scenario_dock.toggleViewAction())
    menu.addAction(forces_dock.toggleViewAction())
    main_window.scenario_dock = scenario_dock  # type: ignore[attr-defined]
    main_window.forces_dock = forces_dock  # type: ignore[attr-defined]
