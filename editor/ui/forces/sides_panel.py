"""The Sides box of the Forces dock: name, colour, home edge, zone reset and
the decoys used / allowed of each side."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QPushButton,
    QWidget,
)

from editor.core.decoy_phrases import decoy_rule, no_decoys_refusal
from editor.core.deployment import rows_of, zone_of
from editor.core.edits import SetScenarioData, SetZone
from editor.core.forces import decoys_allowed
from editor.core.hexes import neighbors
from editor.core.scenario import TABLE_EDGES, Side
from editor.ui.authoring_state import AuthoringState
from editor.ui.document import Document
from editor.ui.forces.common import (
    NarrowComboBox,
    create_sides,
    current_side,
    language,
    wrapping_form,
    wrapping_label,
)
from editor.ui.labelled import labelled


class SidesPanel(QGroupBox):
    def __init__(
        self, document: Document, state: AuthoringState, parent: QWidget | None = None
    ) -> None:
        super().__init__(QCoreApplication.translate("ForcesDock", "Sides"), parent)
        self.document = document
        self.state = state
        self._updating = False
        form = wrapping_form(QFormLayout(self))
        self.add_sides = QPushButton(QCoreApplication.translate("ForcesDock", "Add the two sides"))
        self.add_sides.clicked.connect(self.create_sides)
        form.addRow(self.add_sides)
        self.side = NarrowComboBox()
        self.side.activated.connect(lambda _i: self.state.set_side(self.side.currentData() or ""))
        form.addRow(QCoreApplication.translate("ForcesDock", "Side"), self.side)
        self.side_name = QLineEdit()
        self.side_name.editingFinished.connect(
            lambda: self.set_side_fields(name=self.side_name.text().strip() or "?")
        )
        form.addRow(QCoreApplication.translate("ForcesDock", "Name"), self.side_name)
        self.side_colour = QPushButton()
        self.side_colour.clicked.connect(self._on_pick_colour)
        form.addRow(QCoreApplication.translate("ForcesDock", "Colour"), self.side_colour)
        self.home_edge = QComboBox()
        for edge in TABLE_EDGES:
            self.home_edge.addItem(edge, edge)
        self.home_edge.activated.connect(
            lambda _i: self.set_side_fields(home_edge=self.home_edge.currentData())
        )
        form.addRow(QCoreApplication.translate("ForcesDock", "Home edge"), self.home_edge)
        self.reset_zone = QPushButton(QCoreApplication.translate("ForcesDock", "Reset the zone"))
        self.reset_zone.setToolTip(
            QCoreApplication.translate(
                "ForcesDock", "The side's deployment zone back to the two rows along its home edge"
            )
        )
        self.reset_zone.clicked.connect(self.reset_side_zone)
        form.addRow(self.reset_zone)
        self.decoys = wrapping_label()
        form.addRow(QCoreApplication.translate("ForcesDock", "Decoys"), self.decoys)

    def current_side(self) -> Side | None:
        return current_side(self.document.scenario, self.state)

    def _rows(self) -> int:
        return rows_of(self.document.ruleset)

    # --- model -> widgets --------------------------------------------------------

    def refresh(self) -> None:
        s = self.document.scenario
        side = self.current_side()
        self._updating = True
        try:
            self.add_sides.setVisible(len(s.sides) < 2)
            self.side.clear()
            for sd in s.sides:
                self.side.addItem(sd.name, sd.id)
            self.side.setCurrentIndex(max(0, self.side.findData(side.id if side else "")))
            for w in (self.side_name, self.side_colour, self.home_edge, self.reset_zone):
                w.setEnabled(side is not None)
            if side is not None:
                if self.side_name.text() != side.name:
                    self.side_name.setText(side.name)
                    self.side_name.setCursorPosition(0)  # a long name shows its start
                self.side_colour.setText(side.colour)
                self.side_colour.setStyleSheet(f"background: {side.colour}")
                self.home_edge.setCurrentIndex(self.home_edge.findData(side.home_edge))
            else:
                # No side (File > New, a file without sides): empty fields, not
                # the last file's side greyed out.
                self.side_name.clear()
                self.side_colour.setText("")
                self.side_colour.setStyleSheet("")
                self.home_edge.setCurrentIndex(-1)
            self._refresh_decoys()
        finally:
            self._updating = False

    def decoy_counts(self) -> dict[str, tuple[int, int]]:
        """Side id -> (decoys used, decoys allowed) under the scenario's deployment."""
        s = self.document.scenario
        return {
            sd.id: (
                sum(1 for d in s.decoys if d.side == sd.id),
                decoys_allowed(
                    s.setup.deployment,
                    (u for u in s.units if u.side == sd.id),
                    self.document.ruleset,
                ),
            )
            for sd in s.sides
        }

    def _refresh_decoys(self) -> None:
        counts = self.decoy_counts()
        parts = []
        for sd in self.document.scenario.sides:
            used, allowed = counts[sd.id]
            flag = " ⚠" if used > allowed else ""
            parts.append(labelled(sd.name, f"{used} / {allowed}{flag}"))
        self.decoys.setText("\n".join(parts) or "—")
        # Where the allowance comes from, and what to change when it is none.
        s, rs = self.document.scenario, self.document.ruleset
        rule = decoy_rule(rs, s.setup.deployment) or no_decoys_refusal(rs, s.setup.deployment)
        self.decoys.setToolTip(rule.text(language(self.state)))

    # --- widgets -> model ------------------------------------------------------------

    def create_sides(self) -> None:
        create_sides(self.document)

    def set_side_fields(self, **values: object) -> None:
        side = self.current_side()
        if self._updating or side is None:
            return
        new = replace(side, **values)  # type: ignore[arg-type]
        if new == side:
            return
        s = self.document.scenario
        sides = [new if sd.id == side.id else sd for sd in s.sides]
        hexes = zone_of(s, side, self._rows()) | zone_of(s, new, self._rows())
        hexes |= {n for h in hexes for n in neighbors(h)}
        hexes |= {u.position for u in s.units if u.side == side.id and u.position}
        self.document.apply(
            SetScenarioData((("sides", sides),), frozenset(hexes)),
            QCoreApplication.translate("ForcesDock", "Edit side"),
        )

    def _on_pick_colour(self) -> None:
        side = self.current_side()
        if side is None:
            return
        colour = QColorDialog.getColor(
            QColor(side.colour), self, QCoreApplication.translate("ForcesDock", "Side colour")
        )
        if colour.isValid():
            self.set_side_fields(colour=colour.name())

    def reset_side_zone(self) -> None:
        side = self.current_side()
        if side is None or side.deployment is None:
            return
        s = self.document.scenario
        old = frozenset(side.deployment)
        new = frozenset(zone_of(s, replace(side, deployment=None), self._rows()))
        hexes = old | new
        hexes |= {n for h in hexes for n in neighbors(h)}
        self.document.apply(
            SetZone(side.id, None, frozenset(hexes)),
            QCoreApplication.translate("ForcesDock", "Reset zone"),
        )
