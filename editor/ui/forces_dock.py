"""The Forces panel: the two sides, each side's roster, decoys used / allowed,
the selected unit, objectives, and the victory settings with a live preview of
the margins.

The dock only assembles the panels of ``editor.ui.forces`` and refreshes them
from the model on every ``changed`` event that touches the scenario's
properties (a ruleset change included). The panels write only through
``document.apply`` (undoable edits) and the ``AuthoringState`` the map tools
read (current side, roster unit, what a click places).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from editor.core.edits import Change
from editor.core.scenario import Scenario, Side, Unit
from editor.ui.authoring_state import AuthoringState
from editor.ui.document import Document
from editor.ui.forces.common import current_side, current_unit
from editor.ui.forces.objectives_panel import ObjectivesPanel
from editor.ui.forces.roster_panel import RosterPanel
from editor.ui.forces.sides_panel import SidesPanel
from editor.ui.forces.unit_panel import UnitPanel
from editor.ui.forces.victory_panel import VictoryPanel
from editor.ui.tool_state import ToolState
from editor.ui.wheel_guard import guard_wheel


class ForcesDock(QDockWidget):
    def __init__(
        self, document: Document, state: AuthoringState, parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("Forces"), parent)
        self.setObjectName("ForcesDock")
        self.document = document
        self.state = state
        self.sides_panel = SidesPanel(document, state)
        self.roster_panel = RosterPanel(document, state)
        self.unit_panel = UnitPanel(document, state)
        self.objectives_panel = ObjectivesPanel(document)
        self.victory_panel = VictoryPanel(document, state)
        self.panels = (
            self.sides_panel,
            self.roster_panel,
            self.unit_panel,
            self.objectives_panel,
            self.victory_panel,
        )
        body = QWidget()
        layout = QVBoxLayout(body)
        for panel in self.panels:
            layout.addWidget(panel)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self._wheel_guard = guard_wheel(body)
        self._scenario = document.scenario
        """The scenario the state's ids refer to: another one (a file opened) resets them."""
        self._expose_panels()
        document.changed.connect(self._on_document_changed)
        state.changed.connect(self.refresh)
        tool_state = state.parent()
        if isinstance(tool_state, ToolState):
            tool_state.changed.connect(self.refresh)  # the language among others
        self.refresh()

    def _expose_panels(self) -> None:
        """The widgets and actions of the panels, reachable on the dock as before the split."""
        sides, roster, unit = self.sides_panel, self.roster_panel, self.unit_panel
        objectives, victory = self.objectives_panel, self.victory_panel
        self.add_sides = sides.add_sides
        self.side = sides.side
        self.side_name = sides.side_name
        self.side_colour = sides.side_colour
        self.home_edge = sides.home_edge
        self.reset_zone = sides.reset_zone
        self.decoys = sides.decoys
        self.create_sides = sides.create_sides
        self.set_side_fields = sides.set_side_fields
        self.reset_side_zone = sides.reset_side_zone
        self.decoy_counts = sides.decoy_counts
        self.roster = roster.roster
        self.add_unit_button = roster.add_unit_button
        self.duplicate_button = roster.duplicate_button
        self.delete_button = roster.delete_button
        self.markers = roster.markers
        self.extra = roster.extra
        self.extras_count = roster.extras_count
        self.add_unit = roster.add_unit
        self.duplicate_unit = roster.duplicate_unit
        self.delete_unit = roster.delete_unit
        self.unit_name = unit.unit_name
        self.unit_type = unit.unit_type
        self.unit_weight = unit.unit_weight
        self.unit_quality = unit.unit_quality
        self.unit_plaquettes = unit.unit_plaquettes
        self.unit_rank = unit.unit_rank
        self.unit_leader = unit.unit_leader
        self.unit_value = unit.unit_value
        self.unit_capabilities = unit.unit_capabilities
        self.unit_hex = unit.unit_hex
        self.set_unit_fields = unit.set_unit_fields
        self.objectives = objectives.objectives
        self.remove_objective = objectives.remove_objective
        self.demoralisation = victory.demoralisation
        self.count_objectives = victory.count_objectives
        self.thresholds = victory.thresholds
        self.winner_losses = victory.winner_losses
        self.margin = victory.margin
        self.set_victory = victory.set_victory

    @property
    def scenario(self) -> Scenario:
        return self.document.scenario

    @property
    def capability_boxes(self) -> dict[str, QCheckBox]:
        """Capability id -> checkbox (rebuilt when the ruleset changes, hence a property)."""
        return self.unit_panel.capability_boxes

    def current_side(self) -> Side | None:
        return current_side(self.scenario, self.state)

    def current_unit(self) -> Unit | None:
        return current_unit(self.scenario, self.state)

    # --- model -> widgets --------------------------------------------------------

    def _on_document_changed(self, change: Change) -> None:
        if change.properties or change.everything:
            self.refresh()

    def refresh(self) -> None:
        if self.document.scenario is not self._scenario:
            self._scenario = self.document.scenario
            self.state.forget()
        # Quietly: we are refreshing already, and the map tools read the state
        # when they act. A side or unit undone, deleted or of another side is dropped.
        self.state.settle(self.scenario)
        for panel in self.panels:
            panel.refresh()
        self._fit_width()

    def _fit_width(self) -> None:
        """The dock is never narrower than its panels: a field cut on the right
        and a sideways scroll bar are what a narrow dock must not show."""
        scroll = self.widget()
        assert isinstance(scroll, QScrollArea)
        body = scroll.widget()
        if body is None:
            return
        bar = scroll.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, scroll)
        scroll.setMinimumWidth(body.minimumSizeHint().width() + bar + 2 * scroll.frameWidth())
