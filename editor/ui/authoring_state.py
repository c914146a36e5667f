"""What the forces tools act with: the side, the roster unit, the marker kind.

Kept beside ``ToolState`` (a child object of it) so that the docks write and the
tools read without talking to each other.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from editor.ui.tool_state import ToolState

MARKERS = ("unit", "decoy", "objective")


class AuthoringState(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.side: str = ""
        """The side the zone tool paints and decoys are placed for."""
        self.unit: str = ""
        """Id of the roster unit the unit tool drops."""
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
        if side != self.side:
            self.side = side
            self.changed.emit()

    def set_unit(self, unit: str) -> None:
        if unit != self.unit:
            self.unit = unit
            self.changed.emit()

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
