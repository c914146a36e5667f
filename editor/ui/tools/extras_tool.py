"""X: the optional elements of Panache Annexe 3 on the map.

Camp: press on one hex, release on a joined hex (« 2 hexagones joints »); a
side has one camp, placing another replaces it. Sentinel: a click next to the
selected roster unit (at most 2 per unit). Boat: a click on water the chosen
type may float on. The right button removes what stands on the hex.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from editor.core.deployment import elements_at
from editor.core.edits import set_list
from editor.core.forces import boat_types, sentinels_per_unit
from editor.core.hexes import Hex, direction_between
from editor.core.scenario import Boat, Camp, Sentinel
from editor.ui.authoring_state import AuthoringState, authoring_state
from editor.ui.counts import counts
from editor.ui.tools.base import Tool, ToolContext, ToolEvent


class ExtrasTool(Tool):
    name = "extras"

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._anchor: Hex | None = None

    @property
    def _state(self) -> AuthoringState:
        return authoring_state(self.ctx.tool_state)

    def _side(self) -> str:
        s = self.ctx.document.scenario
        shown = s.side(self._state.side) or (s.sides[0] if s.sides else None)
        return shown.id if shown is not None else ""

    def press(self, event: ToolEvent) -> None:
        super().press(event)
        h = event.hex
        if not self.ctx.grid.contains(h):
            self.stroke = None
            return
        if event.right:
            self._remove(h)
            self.stroke = None
            return
        if not self._side():
            self.ctx.status(
                QCoreApplication.translate("ExtrasTool", "Add a side first (Forces dock)")
            )
            self.stroke = None
            return
        extra = self._state.extra
        if extra == "camp":
            self._anchor = h
            self.ctx.overlay.set_hexes([h])
        elif extra == "sentinel":
            self._sentinel(h)
        else:
            self._boat(h)

    def release(self, event: ToolEvent) -> None:
        anchor, self._anchor = self._anchor, None
        if anchor is not None and self.stroke is not None:
            self._camp(anchor, event.hex)
        super().release(event)

    def _camp(self, a: Hex, b: Hex) -> None:
        grid = self.ctx.grid
        if not grid.contains(b) or direction_between(a, b) is None:
            self.ctx.status(
                QCoreApplication.translate(
                    "ExtrasTool", "A camp is 2 joined hexes: press on one, release on its neighbour"
                )
            )
            return
        s = self.ctx.document.scenario
        side = self._side()
        camps = [c for c in s.camps if c.side != side] + [Camp(side, (a, b))]
        self.ctx.apply(
            set_list(s, "camps", camps), QCoreApplication.translate("ExtrasTool", "Place camp")
        )

    def _sentinel(self, h: Hex) -> None:
        s = self.ctx.document.scenario
        unit = s.unit(self._state.unit)
        if unit is None or unit.position is None:
            self.ctx.status(
                QCoreApplication.translate(
                    "ExtrasTool",
                    "Choose a placed unit in the roster: its sentinels stand next to it",
                )
            )
            return
        if direction_between(unit.position, h) is None:
            self.ctx.status(
                QCoreApplication.translate(
                    "ExtrasTool", "A sentinel stands next to its unit %1"
                ).replace("%1", repr(unit.name))
            )
            return
        limit = sentinels_per_unit(self.ctx.document.ruleset)
        if sum(1 for t in s.sentinels if t.unit == unit.id) >= limit:
            self.ctx.status(counts().sentinels_posted(repr(unit.name), limit))
            return
        if any(t.position == h for t in s.sentinels):
            return
        new = [*s.sentinels, Sentinel(unit.side, h, unit.id)]
        self.ctx.apply(
            set_list(s, "sentinels", new), QCoreApplication.translate("ExtrasTool", "Post sentinel")
        )

    def _boat(self, h: Hex) -> None:
        s = self.ctx.document.scenario
        kinds = boat_types(self.ctx.document.ruleset)
        # The boat chosen may be another ruleset's (the scenario's just changed).
        kind = kinds.get(self._state.boat_type) or next(iter(kinds.values()), None)
        if kind is None:
            self.ctx.status(QCoreApplication.translate("ExtrasTool", "This ruleset has no boats"))
            return
        if not elements_at(s, h) & kind.waters:
            names = ", ".join(self.ctx.name(w) for w in sorted(kind.waters) if w != "mer")
            self.ctx.status(
                QCoreApplication.translate("ExtrasTool", "A %1 floats on %2")
                .replace("%1", kind.names[self.ctx.tool_state.language == "en"].lower())
                .replace("%2", names)
            )
            return
        if any(b.position == h for b in s.boats):
            self.ctx.status(
                QCoreApplication.translate("ExtrasTool", "Hex %1 already holds a boat").replace(
                    "%1", s.grid.label(h)
                )
            )
            return
        new = [*s.boats, Boat(self._side(), h, kind.id)]
        self.ctx.apply(
            set_list(s, "boats", new), QCoreApplication.translate("ExtrasTool", "Place boat")
        )

    def _remove(self, h: Hex) -> None:
        s = self.ctx.document.scenario
        if any(b.position == h for b in s.boats):
            self.ctx.apply(
                set_list(s, "boats", [b for b in s.boats if b.position != h]),
                QCoreApplication.translate("ExtrasTool", "Remove boat"),
            )
        elif any(t.position == h for t in s.sentinels):
            new = [t for t in s.sentinels if t.position != h]
            self.ctx.apply(
                set_list(s, "sentinels", new),
                QCoreApplication.translate("ExtrasTool", "Remove sentinel"),
            )
        elif any(h in c.hexes for c in s.camps):
            camps = [c for c in s.camps if h not in c.hexes]
            self.ctx.apply(
                set_list(s, "camps", camps), QCoreApplication.translate("ExtrasTool", "Remove camp")
            )
