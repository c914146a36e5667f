"""U: place and move units, decoys and objectives.

A click on an empty hex drops what the Forces dock has chosen: the selected
roster unit (moved if already on the map), a decoy of the current side, or a
new objective. Dragging a unit, decoy or objective moves it; dropping it off
the map puts a unit in reserve and removes a decoy or an objective; the right
button does the same on the hex clicked. Refusals (one unit per hex, terrain a
unit may not enter) show in the status bar and change nothing.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from editor.core.decoy_phrases import decoy_modes, no_decoys_refusal, too_many_decoys
from editor.core.deployment import placement_refusal, rows_of, zone_of
from editor.core.edits import set_list
from editor.core.forces import decoys_allowed
from editor.core.hexes import Hex
from editor.core.scenario import Decoy, Objective, Unit
from editor.ui.authoring_state import AuthoringState, authoring_state
from editor.ui.tools.base import Tool, ToolContext, ToolEvent


class UnitTool(Tool):
    name = "unit"

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._held: tuple[str, int] | None = None
        """(kind, index) of what the drag carries."""
        self._from: Hex | None = None

    @property
    def _state(self) -> AuthoringState:
        return authoring_state(self.ctx.tool_state)

    def _lang(self) -> str:
        return self.ctx.tool_state.language

    def _at(self, h: Hex) -> tuple[str, int] | None:
        s = self.ctx.document.scenario
        for i, u in enumerate(s.units):
            if u.position == h:
                return ("unit", i)
        for i, d in enumerate(s.decoys):
            if d.position == h:
                return ("decoy", i)
        for i, o in enumerate(s.objectives):
            if o.position == h:
                return ("objective", i)
        return None

    # --- gestures --------------------------------------------------------------

    def press(self, event: ToolEvent) -> None:
        super().press(event)
        found = self._at(event.hex) if self.ctx.grid.contains(event.hex) else None
        if event.right:
            if found is not None:
                self._remove(found)
            self.stroke = None
            return
        if found is not None and found[0] == "unit" and self._placing_over(found[1]):
            unit = self.ctx.document.scenario.units[found[1]]
            label = self.ctx.grid.label(event.hex)
            self.ctx.status(
                QCoreApplication.translate("UnitTool", "Hex %1 already holds %2: one unit per hex")
                .replace("%1", label)
                .replace("%2", repr(unit.name))
            )
            self.stroke = None
            return
        if found is not None:
            self._held, self._from = found, event.hex
            if found[0] == "unit":
                unit = self.ctx.document.scenario.units[found[1]]
                self._state.set_unit(unit.id, unit.side)
            return
        if self.ctx.grid.contains(event.hex):
            self._drop_new(event.hex)
        self.stroke = None

    def _placing_over(self, index: int) -> bool:
        """A click meant to drop the chosen reserve unit on an occupied hex."""
        s = self.ctx.document.scenario
        chosen = s.unit(self._state.unit)
        return (
            self._state.marker == "unit"
            and chosen is not None
            and chosen.position is None
            and chosen is not s.units[index]
        )

    def drag(self, event: ToolEvent) -> None:
        if self._held is not None:
            inside = self.ctx.grid.contains(event.hex)
            self.ctx.overlay.set_hexes([event.hex] if inside else [])

    def release(self, event: ToolEvent) -> None:
        held, start = self._held, self._from
        self._held = self._from = None
        if held is not None and start is not None and event.hex != start:
            if self.ctx.grid.contains(event.hex):
                moved = self._move(held, event.hex)
            else:
                moved = self._remove(held)
            if moved and self.ctx.selection == {start}:
                # The hex selected was what was dragged (a validation entry
                # selects a unit's hex that way): the selection goes with it.
                inside = self.ctx.grid.contains(event.hex)
                self.ctx.set_selection({event.hex} if inside else set())
        super().release(event)

    # --- edits -------------------------------------------------------------------

    def _drop_new(self, h: Hex) -> None:
        s = self.ctx.document.scenario
        marker = self._state.marker
        if marker == "decoy":
            # The side shown in the Forces dock, or the first (a side id left by
            # an undone side no longer names one).
            shown = s.side(self._state.side) or (s.sides[0] if s.sides else None)
            side = shown.id if shown is not None else ""
            if not side:
                self.ctx.status(
                    QCoreApplication.translate("UnitTool", "Add a side first (Forces dock)")
                )
                return
            if s.setup.deployment not in decoy_modes(self.ctx.document.ruleset):
                self.ctx.status(no_decoys_refusal(self.ctx.document.ruleset, s.setup.deployment))
                return
            refusal = self._occupied(h)
            if refusal:
                self.ctx.status(refusal)
                return
            self._warn_zone(side, h)
            self.ctx.apply(
                set_list(s, "decoys", [*s.decoys, Decoy(side, h)]),
                QCoreApplication.translate("UnitTool", "Place decoy"),
            )
            self._warn_decoys(side)
            return
        if marker == "objective":
            if any(o.position == h for o in s.objectives):
                return
            name = f"Objectif {len(s.objectives) + 1}"
            new = [*s.objectives, Objective(h, name, 1)]
            self.ctx.apply(
                set_list(s, "objectives", new),
                QCoreApplication.translate("UnitTool", "Add objective"),
            )
            return
        index = next((i for i, u in enumerate(s.units) if u.id == self._state.unit), None)
        if index is None:
            self.ctx.status(
                QCoreApplication.translate(
                    "UnitTool", "Choose a unit in the Forces dock roster first"
                )
            )
            return
        self._move(("unit", index), h)

    def _occupied(self, h: Hex) -> str | None:
        s = self.ctx.document.scenario
        label = s.grid.label(h)
        for u in s.units:
            if u.position == h:
                return (
                    QCoreApplication.translate("UnitTool", "Hex %1 already holds %2")
                    .replace("%1", label)
                    .replace("%2", repr(u.name))
                )
        if any(d.position == h for d in s.decoys):
            return QCoreApplication.translate("UnitTool", "Hex %1 already holds a decoy").replace(
                "%1", label
            )
        return None

    def _warn_decoys(self, side_id: str) -> None:
        """Say so when the side now has more decoys than its deployment rule
        allows, with the rule's numbers (the decoy stays: units may follow)."""
        s = self.ctx.document.scenario
        ruleset = self.ctx.document.ruleset
        used = sum(1 for d in s.decoys if d.side == side_id)
        units = [u for u in s.units if u.side == side_id]
        if used > decoys_allowed(s.setup.deployment, units, ruleset):
            side = s.side(side_id)
            name = side.name if side is not None else side_id
            self.ctx.status(too_many_decoys(ruleset, s.setup.deployment, name, used, units))

    def _warn_zone(self, side_id: str, h: Hex) -> None:
        s = self.ctx.document.scenario
        side = s.side(side_id)
        if side is not None and h not in zone_of(s, side, rows_of(self.ctx.document.ruleset)):
            self.ctx.status(
                QCoreApplication.translate(
                    "UnitTool", "Hex %1 is outside the deployment zone of %2"
                )
                .replace("%1", s.grid.label(h))
                .replace("%2", side.name)
            )

    def _move(self, held: tuple[str, int], h: Hex) -> bool:
        """Move what is held to ``h``; False when refused."""
        s = self.ctx.document.scenario
        kind, i = held
        if kind == "unit":
            unit: Unit = s.units[i]
            refusal = placement_refusal(s, self.ctx.document.ruleset, unit, h)
            if refusal:
                self.ctx.status(refusal)
                return False
            units = list(s.units)
            units[i] = replace(unit, position=h)
            self._warn_zone(unit.side, h)
            return self.ctx.apply(
                set_list(s, "units", units),
                QCoreApplication.translate("UnitTool", "Place %1").replace("%1", unit.name),
            )
        elif kind == "decoy":
            taken = self._occupied(h)
            if taken:
                self.ctx.status(taken)
                return False
            decoys = list(s.decoys)
            decoys[i] = replace(decoys[i], position=h)
            self._warn_zone(decoys[i].side, h)
            return self.ctx.apply(
                set_list(s, "decoys", decoys), QCoreApplication.translate("UnitTool", "Move decoy")
            )
        else:
            if any(o.position == h for o in s.objectives):
                self.ctx.status(
                    QCoreApplication.translate(
                        "UnitTool", "Hex %1 is already an objective"
                    ).replace("%1", s.grid.label(h))
                )
                return False
            objectives = list(s.objectives)
            objectives[i] = replace(objectives[i], position=h)
            return self.ctx.apply(
                set_list(s, "objectives", objectives),
                QCoreApplication.translate("UnitTool", "Move objective"),
            )

    def _remove(self, held: tuple[str, int]) -> bool:
        s = self.ctx.document.scenario
        kind, i = held
        if kind == "unit":
            units = list(s.units)
            units[i] = replace(units[i], position=None)
            return self.ctx.apply(
                set_list(s, "units", units),
                QCoreApplication.translate("UnitTool", "Put %1 in reserve").replace(
                    "%1", units[i].name
                ),
            )
        elif kind == "decoy":
            decoys = [d for j, d in enumerate(s.decoys) if j != i]
            return self.ctx.apply(
                set_list(s, "decoys", decoys),
                QCoreApplication.translate("UnitTool", "Remove decoy"),
            )
        else:
            objectives = [o for j, o in enumerate(s.objectives) if j != i]
            return self.ctx.apply(
                set_list(s, "objectives", objectives),
                QCoreApplication.translate("UnitTool", "Remove objective"),
            )
