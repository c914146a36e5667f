"""The Unit box of the Forces dock: the fields of the roster's current unit.

Class, weight, rank and capabilities are the current ruleset's: the combos and
the capability checkboxes are rebuilt on every refresh, so they follow a
ruleset change. A value the ruleset does not know stays shown as it is rather
than being silently replaced by the first entry.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from editor.core.edits import set_list
from editor.core.forces import RANKS, WEIGHTS, weights_for
from editor.core.scenario import Unit
from editor.core.short_names import SHORT_LIMIT, counter_labels
from editor.ui.authoring_state import AuthoringState
from editor.ui.document import Document
from editor.ui.forces.common import NarrowComboBox, current_unit, language, wrapping_form
from editor.ui.live_language import paragraph

CAPABILITY_HALF = 110
"""Pixels past which a capability's checkbox takes a line of its own."""


def _fill(combo: QComboBox, entries: list[tuple[str, str]], current: str) -> None:
    """Set ``combo`` to ``(label, id)`` entries and select ``current`` (kept if unknown)."""
    combo.clear()
    for label, key in entries:
        combo.addItem(label, key)
    if current and combo.findData(current) < 0:
        combo.addItem(current, current)
    combo.setCurrentIndex(max(0, combo.findData(current)))


class UnitPanel(QGroupBox):
    def __init__(
        self, document: Document, state: AuthoringState, parent: QWidget | None = None
    ) -> None:
        super().__init__(QCoreApplication.translate("ForcesDock", "Unit"), parent)
        self.document = document
        self.state = state
        self._updating = False
        form = wrapping_form(QFormLayout(self))
        self.unit_name = QLineEdit()
        self.unit_name.editingFinished.connect(
            lambda: self.set_unit_fields(name=self.unit_name.text())
        )
        form.addRow(QCoreApplication.translate("ForcesDock", "Name"), self.unit_name)
        self.unit_short = QLineEdit()
        self.unit_short.setMaxLength(SHORT_LIMIT)
        self.unit_short.setToolTip(
            paragraph(
                QCoreApplication.translate(
                    "ForcesDock",
                    "The name the unit's counter shows on the map. Left empty, it is made"
                    " from the name, different from the side's other counters (shown greyed).",
                )
            )
        )
        self.unit_short.editingFinished.connect(
            lambda: self.set_unit_fields(short=self.unit_short.text().strip())
        )
        form.addRow(QCoreApplication.translate("ForcesDock", "On the counter"), self.unit_short)
        self.unit_type = NarrowComboBox()
        self.unit_type.activated.connect(
            lambda _i: self.set_unit_fields(type=self.unit_type.currentData())
        )
        form.addRow(QCoreApplication.translate("ForcesDock", "Type"), self.unit_type)
        self.unit_weight = NarrowComboBox()
        self.unit_weight.activated.connect(
            lambda _i: self.set_unit_fields(weight=self.unit_weight.currentData())
        )
        form.addRow(QCoreApplication.translate("ForcesDock", "Weight"), self.unit_weight)
        self.unit_quality = QLineEdit()
        self.unit_quality.editingFinished.connect(
            lambda: self.set_unit_fields(quality=self.unit_quality.text().strip())
        )
        form.addRow(QCoreApplication.translate("ForcesDock", "Quality"), self.unit_quality)
        self.unit_plaquettes = QSpinBox()
        self.unit_plaquettes.setRange(1, 12)
        self.unit_plaquettes.valueChanged.connect(lambda v: self.set_unit_fields(plaquettes=v))
        form.addRow(QCoreApplication.translate("ForcesDock", "Plaquettes"), self.unit_plaquettes)
        self.unit_rank = NarrowComboBox()
        self.unit_rank.activated.connect(
            lambda _i: self.set_unit_fields(rank=self.unit_rank.currentData())
        )
        form.addRow(QCoreApplication.translate("ForcesDock", "Leader rank"), self.unit_rank)
        self.unit_leader = QLineEdit()
        self.unit_leader.editingFinished.connect(
            lambda: self.set_unit_fields(leader=self.unit_leader.text().strip())
        )
        form.addRow(QCoreApplication.translate("ForcesDock", "Leader"), self.unit_leader)
        self.unit_value = QSpinBox()
        self.unit_value.setRange(0, 100000)
        self.unit_value.valueChanged.connect(lambda v: self.set_unit_fields(value=v))
        form.addRow(QCoreApplication.translate("ForcesDock", "Budget value"), self.unit_value)
        self.unit_capabilities = QWidget()
        # Two a line: a ruleset may list more capabilities than the dock is wide.
        self._capability_row = QGridLayout(self.unit_capabilities)
        self._capability_row.setContentsMargins(0, 0, 0, 0)
        self.capability_boxes: dict[str, QCheckBox] = {}
        """Capability id -> its checkbox, in the ruleset's order."""
        form.addRow(
            QCoreApplication.translate("ForcesDock", "Capabilities"), self.unit_capabilities
        )
        self.unit_square = QCheckBox(QCoreApplication.translate("ForcesDock", "Square"))
        self.unit_square.setObjectName("unit_square")
        self.unit_square.setToolTip(
            paragraph(
                QCoreApplication.translate(
                    "ForcesDock",
                    "Forms a square (a scenario special rule, as at the Pyramides): while it has"
                    " not moved this game turn, it ignores the first flag of every cavalry throw.",
                )
            )
        )
        self.unit_square.toggled.connect(lambda on: self.set_unit_fields(square=on))
        form.addRow(QCoreApplication.translate("ForcesDock", "Special rule"), self.unit_square)
        self.unit_hex = QLabel()
        form.addRow(QCoreApplication.translate("ForcesDock", "Hex"), self.unit_hex)
        self._unit_widgets = (
            self.unit_name,
            self.unit_short,
            self.unit_type,
            self.unit_weight,
            self.unit_quality,
            self.unit_plaquettes,
            self.unit_rank,
            self.unit_leader,
            self.unit_value,
            self.unit_capabilities,
            self.unit_square,
        )

    def current_unit(self) -> Unit | None:
        return current_unit(self.document.scenario, self.state)

    def _lang(self) -> str:
        return language(self.state)

    def _ranks(self) -> list[str]:
        """The leader ranks the ruleset's command ranges name (all known ranks without them)."""
        command = getattr(self.document.ruleset.play, "command", None)
        return list(command.ranges) if command is not None else list(RANKS)

    # --- model -> widgets --------------------------------------------------------

    def refresh(self) -> None:
        self._updating = True
        try:
            self._refresh()
        finally:
            self._updating = False

    def _refresh(self) -> None:
        u = self.current_unit()
        for w in self._unit_widgets:
            w.setEnabled(u is not None)
        rs = self.document.ruleset
        lang = self._lang()
        classes = [(rs.name(cid, lang), cid) for cid in rs.unit_classes]
        _fill(self.unit_type, classes, u.type if u else "")
        self._refresh_capabilities(u)
        if u is None:
            # Nothing selected: empty fields, not the last unit's values greyed out.
            for line in (self.unit_name, self.unit_short, self.unit_quality, self.unit_leader):
                line.clear()
            self.unit_short.setPlaceholderText("")
            for combo in (self.unit_weight, self.unit_rank):
                combo.clear()
            self.unit_type.setCurrentIndex(-1)
            self.unit_plaquettes.setValue(self.unit_plaquettes.minimum())
            self.unit_value.setValue(0)
            self.unit_square.setChecked(False)
            self.unit_hex.setText("")
            return
        if self.unit_name.text() != u.name:
            self.unit_name.setText(u.name)
            self.unit_name.setCursorPosition(0)  # a long name shows its start
        if self.unit_short.text() != u.short:
            self.unit_short.setText(u.short)
        # Left empty, the field shows (greyed) the name the counter shows instead.
        self.unit_short.setPlaceholderText(counter_labels(self.document.scenario.units)[u.id])
        word = 0 if lang == "fr" else 1
        weights = [(WEIGHTS.get(key, (key, key))[word], key) for key in weights_for(rs, u.type)]
        _fill(self.unit_weight, [("—", ""), *weights], u.weight)
        if self.unit_quality.text() != u.quality:
            self.unit_quality.setText(u.quality)
            self.unit_quality.setCursorPosition(0)  # a long name shows its start
        self.unit_plaquettes.setValue(u.plaquettes)
        ranks = [(RANKS.get(key, (key, key))[word], key) for key in self._ranks()]
        _fill(self.unit_rank, [("—", ""), *ranks], u.rank)
        if self.unit_leader.text() != u.leader:
            self.unit_leader.setText(u.leader)
            self.unit_leader.setCursorPosition(0)  # a long name shows its start
        self.unit_value.setValue(u.value)
        self.unit_square.setChecked(u.square)
        grid = self.document.scenario.grid
        self.unit_hex.setText(
            grid.label(u.position)
            if u.position
            else QCoreApplication.translate("ForcesDock", "in reserve")
        )

    def _refresh_capabilities(self, u: Unit | None) -> None:
        rs = self.document.ruleset
        lang = self._lang()
        wanted = [(cid, rs.name(cid, lang)) for cid in rs.capabilities]
        if [(cid, box.text()) for cid, box in self.capability_boxes.items()] != wanted:
            for box in self.capability_boxes.values():
                self._capability_row.removeWidget(box)
                box.deleteLater()
            self.capability_boxes = {}
            row = column = 0
            for cid, label in wanted:
                box = QCheckBox(label)
                box.setObjectName(f"capability_{cid}")
                box.toggled.connect(lambda on, c=cid: self._on_capability_toggled(c, on))
                # A long name (« figurine isolée (officier, messager) ») takes a line
                # of its own: two a line, it would widen the dock past a small screen.
                whole = box.sizeHint().width() > CAPABILITY_HALF
                if whole and column:
                    row, column = row + 1, 0
                self._capability_row.addWidget(box, row, column, 1, 2 if whole else 1)
                row, column = (row + 1, 0) if whole or column else (row, 1)
                self.capability_boxes[cid] = box
        for cid, box in self.capability_boxes.items():
            has = u is not None and cid in u.capabilities
            box.setChecked(has)
            # A class the ruleset does not give it may still drop it, not take it.
            allowed = rs.capabilities[cid].classes
            box.setEnabled(u is not None and (has or not allowed or u.type in allowed))

    # --- widgets -> model ------------------------------------------------------------

    def _on_capability_toggled(self, capability: str, on: bool) -> None:
        u = self.current_unit()
        if self._updating or u is None:
            return
        caps = set(u.capabilities) | {capability} if on else set(u.capabilities) - {capability}
        self.set_unit_fields(capabilities=tuple(sorted(caps)))

    def set_unit_fields(self, **values: object) -> None:
        u = self.current_unit()
        if self._updating or u is None:
            return
        new = replace(u, **values)  # type: ignore[arg-type]
        if new == u:
            return
        s = self.document.scenario
        units = [new if x.id == u.id else x for x in s.units]
        # Typing in a field is one step; each tick of a box is its own.
        ticked = "capabilities" in values or "square" in values
        key = None if ticked else ("unit", u.id, tuple(values))
        self.document.apply(
            set_list(s, "units", units),
            QCoreApplication.translate("ForcesDock", "Edit %1").replace("%1", u.name),
            merge_key=key,
        )
