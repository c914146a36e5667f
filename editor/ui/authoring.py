"""Scenario authoring, added to a main window in one call: the Scenario and
Forces docks and the ruleset follow-up (choosing another ruleset in the
Scenario dock loads it).

The zone (Z), unit (U) and extras (X) tools are the view's tools: their
actions are with the others in the Tools menu and toolbar (``tool_actions``),
and the docks' switches in *View > Panels*.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QMainWindow

from editor.core.edits import Change
from editor.ui.authoring_state import AuthoringState, authoring_state
from editor.ui.document import Document
from editor.ui.forces_dock import ForcesDock
from editor.ui.scenario_dock import ScenarioDock
from editor.ui.tool_state import ToolState

if TYPE_CHECKING:
    from editor.ui.map_view import MapView


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


def install_authoring(
    main_window: QMainWindow,
    document: Document,
    view: MapView,
    tool_state: ToolState,
    after_paint: bool = False,
) -> tuple[ScenarioDock, ForcesDock]:
    """Add the authoring docks to ``main_window``, and return them (the window keeps
    them in its own typed attributes). ``after_paint``: the Scenario dock, a tab
    behind Forces, fills in once the view has drawn the map (or when raised)."""
    state: AuthoringState = authoring_state(tool_state)
    scenario_dock = ScenarioDock(document, main_window, tool_state, deferred=after_paint)
    if after_paint:  # in the event loop's next turn, once that frame is shown
        view.map_scene().mapDrawn.connect(
            lambda: QTimer.singleShot(0, scenario_dock, scenario_dock.build)
        )
    forces_dock = ForcesDock(document, state, main_window)
    area = Qt.DockWidgetArea.RightDockWidgetArea
    main_window.addDockWidget(area, scenario_dock)
    main_window.addDockWidget(area, forces_dock)
    main_window.tabifyDockWidget(scenario_dock, forces_dock)
    RulesetFollower(document)
    return scenario_dock, forces_dock
