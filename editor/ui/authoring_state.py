"""What the forces tools act with: the side, the roster unit, the marker kind.

Kept beside ``ToolState`` (a child object of it) so that the docks write and the
tools read without talking to each other.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from editor.core.scenario import Scenario
from editor.ui.tool_state import ToolState

MARKERS = ("unit", "decoy", "objective")


class AuthoringState(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.side: str = ""
        """The side the zone tool paints and decoys are placed for."""
        self.unit: str = ""
        """Id of the roster unit the unit tool drops: a unit of ``side``, or ``""``."""
        self.marker: str = "unit"
        """What a click on an empty hex places: ``unit``, ``decoy`` or ``objective``."""
        self.extra: str = "camp"
        """What the optional-elements tool places: ``camp``, ``sentinel`` or ``boat``."""
        self.boat_type: str = "barque"

    def set_extra(self, extra: str, boat_type: str | None = None) -> None:
        self.extra = extra
        if boat_type is not None:
            self.boat_type = boat_type
        self.changed.emit()

    def set_side(self, side: str) -> None:
        """Show another side; its roster has no unit selected yet (the unit
        chosen belonged to the side left, and must not be edited, duplicated or
        placed while another side is shown)."""
        if side != self.side:
            self.side = side
            self.unit = ""
            self.changed.emit()

    def set_unit(self, unit: str, side: str | None = None) -> None:
        """Choose ``unit`` (``""``: none); ``side`` is its side when it may not
        be the one shown (a unit picked on the map)."""
        side = self.side if side is None else side
        if (unit, side) != (self.unit, self.side):
            self.unit, self.side = unit, side
            self.changed.emit()

    def settle(self, scenario: Scenario) -> None:
        """Forget what ``scenario`` no longer has, quietly (the caller is
        refreshing): a side deleted falls back to the first side, a unit
        deleted (an undone duplicate, another file) or of another side to none."""
        side = scenario.side(self.side) or (scenario.sides[0] if scenario.sides else None)
        self.side = side.id if side is not None else ""
        unit = scenario.unit(self.unit)
        if unit is None or side is None or unit.side != side.id:
            self.unit = ""

    def forget(self) -> None:
        """Another scenario was loaded: its ids mean other things (quietly)."""
        self.side = self.unit = ""

    def set_marker(self, marker: str) -> None:
        if marker in MARKERS and marker != self.marker:
            self.marker = marker
            self.changed.emit()


def authoring_state(tool_state: ToolState) -> AuthoringState:
    """The authoring state living under ``tool_state`` (made on first use)."""
    found = tool_state.findChild(AuthoringState)
    if found is None:
        found = AuthoringState(tool_state)
    return found
