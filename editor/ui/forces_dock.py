"""The Forces panel: the two sides, each side's roster, decoys used / allowed,
objectives, and the victory settings with a live preview of the margins.

The panel writes only through ``document.apply`` (undoable edits) and the
``AuthoringState`` the map tools read (current side, roster unit, what a click
places); it refreshes from the model on every ``changed`` event.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.core.deployment import rows_of, zone_of
from editor.core.edits import Change, SetScenarioData, SetZone, set_list
from editor.core.forces import (
    RANKS,
    WEIGHTS,
    boat_types,
    decoys_allowed,
    next_id,
    weights_for,
)
from editor.core.hexes import neighbors
from editor.core.scenario import TABLE_EDGES, Side, Unit, VictoryRules
from editor.core.victory_rules import (
    DEMORALISATION_MODES,
    MARGIN_NAMES,
    losses_to_demoralise,
    margin,
)
from editor.ui.authoring_state import AuthoringState
from editor.ui.document import Document

DEFAULT_SIDES = (("side_a", "Side A", "#1f4e9c", "S"), ("side_b", "Side B", "#b01c2e", "N"))
ID_ROLE = Qt.ItemDataRole.UserRole


class ForcesDock(QDockWidget):
    def __init__(
        self, document: Document, state: AuthoringState, parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("Forces"), parent)
        self.setObjectName("ForcesDock")
        self.document = document
        self.state = state
        self._updating = False
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self._sides_box())
        layout.addWidget(self._roster_box())
        layout.addWidget(self._unit_box())
        layout.addWidget(self._objectives_box())
        layout.addWidget(self._victory_box())
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        document.changed.connect(self._on_document_changed)
        state.changed.connect(self.refresh)
        self.refresh()

    # --- building -------------------------------------------------------------------

    def _sides_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Sides"))
        form = QFormLayout(box)
        self.add_sides = QPushButton(self.tr("Add the two sides"))
        self.add_sides.clicked.connect(self.create_sides)
        form.addRow(self.add_sides)
        self.side = QComboBox()
        self.side.activated.connect(lambda _i: self.state.set_side(self.side.currentData() or ""))
        form.addRow(self.tr("Side"), self.side)
        self.side_name = QLineEdit()
        self.side_name.editingFinished.connect(
            lambda: self.set_side_fields(name=self.side_name.text().strip() or "?")
        )
        form.addRow(self.tr("Name"), self.side_name)
        self.side_colour = QPushButton()
        self.side_colour.clicked.connect(self._on_pick_colour)
        form.addRow(self.tr("Colour"), self.side_colour)
        self.home_edge = QComboBox()
        for edge in TABLE_EDGES:
            self.home_edge.addItem(edge, edge)
        self.home_edge.activated.connect(
            lambda _i: self.set_side_fields(home_edge=self.home_edge.currentData())
        )
        form.addRow(self.tr("Home edge"), self.home_edge)
        self.reset_zone = QPushButton(self.tr("Zone: back to the two home rows"))
        self.reset_zone.clicked.connect(self.reset_side_zone)
        form.addRow(self.reset_zone)
        self.decoys = QLabel()
        form.addRow(self.tr("Decoys"), self.decoys)
        return box

    def _roster_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Roster"))
        layout = QVBoxLayout(box)
        self.roster = QListWidget()
        self.roster.currentItemChanged.connect(self._on_roster_current)
        layout.addWidget(self.roster)
        buttons = QHBoxLayout()
        self.add_unit_button = QPushButton(self.tr("Add"))
        self.add_unit_button.clicked.connect(self.add_unit)
        self.duplicate_button = QPushButton(self.tr("Duplicate"))
        self.duplicate_button.clicked.connect(self.duplicate_unit)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.clicked.connect(self.delete_unit)
        for b in (self.add_unit_button, self.duplicate_button, self.delete_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        places = QHBoxLayout()
        places.addWidget(QLabel(self.tr("A click places:")))
        self.markers = QButtonGroup(self)
        for i, (key, label) in enumerate(
            (("unit", self.tr("unit")), ("decoy", self.tr("decoy")), ("objective", "objective"))
        ):
            button = QRadioButton(label)
            button.setObjectName(f"marker_{key}")
            self.markers.addButton(button, i)
            places.addWidget(button)
        self.markers.idClicked.connect(
            lambda i: self.state.set_marker(("unit", "decoy", "objective")[i])
        )
        layout.addLayout(places)
        extras = QHBoxLayout()
        extras.addWidget(QLabel(self.tr("Optional elements (X tool):")))
        self.extra = QComboBox()
        self.extra.addItem(self.tr("camp and baggage"), ("camp", None))
        self.extra.addItem(self.tr("sentinel"), ("sentinel", None))
        for kind in boat_types(self.document.ruleset).values():
            self.extra.addItem(kind.names[1], ("boat", kind.id))
        self.extra.activated.connect(lambda _i: self.state.set_extra(*self.extra.currentData()))
        extras.addWidget(self.extra)
        layout.addLayout(extras)
        self.extras_count = QLabel()
        layout.addWidget(self.extras_count)
        return box

    def _unit_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Unit"))
        form = QFormLayout(box)
        self.unit_name = QLineEdit()
        self.unit_name.editingFinished.connect(
            lambda: self.set_unit_fields(name=self.unit_name.text())
        )
        form.addRow(self.tr("Name"), self.unit_name)
        self.unit_type = QComboBox()
        self.unit_type.activated.connect(
            lambda _i: self.set_unit_fields(type=self.unit_type.currentData())
        )
        form.addRow(self.tr("Type"), self.unit_type)
        self.unit_weight = QComboBox()
        self.unit_weight.activated.connect(
            lambda _i: self.set_unit_fields(weight=self.unit_weight.currentData())
        )
        form.addRow(self.tr("Weight"), self.unit_weight)
        self.unit_quality = QLineEdit()
        self.unit_quality.editingFinished.connect(
            lambda: self.set_unit_fields(quality=self.unit_quality.text().strip())
        )
        form.addRow(self.tr("Quality"), self.unit_quality)
        self.unit_plaquettes = QSpinBox()
        self.unit_plaquettes.setRange(1, 12)
        self.unit_plaquettes.valueChanged.connect(lambda v: self.set_unit_fields(plaquettes=v))
        form.addRow(self.tr("Plaquettes"), self.unit_plaquettes)
        self.unit_rank = QComboBox()
        self.unit_rank.addItem("—", "")
        for key, (fr, _en) in RANKS.items():
            self.unit_rank.addItem(fr, key)
        self.unit_rank.activated.connect(
            lambda _i: self.set_unit_fields(rank=self.unit_rank.currentData())
        )
        form.addRow(self.tr("Leader rank"), self.unit_rank)
        self.unit_leader = QLineEdit()
        self.unit_leader.editingFinished.connect(
            lambda: self.set_unit_fields(leader=self.unit_leader.text().strip())
        )
        form.addRow(self.tr("Leader"), self.unit_leader)
        self.unit_value = QSpinBox()
        self.unit_value.setRange(0, 100000)
        self.unit_value.valueChanged.connect(lambda v: self.set_unit_fields(value=v))
        form.addRow(self.tr("Budget value"), self.unit_value)
        self.unit_hex = QLabel()
        form.addRow(self.tr("Hex"), self.unit_hex)
        self._unit_widgets = (
            self.unit_name,
            self.unit_type,
            self.unit_weight,
            self.unit_quality,
            self.unit_plaquettes,
            self.unit_rank,
            self.unit_leader,
            self.unit_value,
        )
        return box

    def _objectives_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Objectives"))
        layout = QVBoxLayout(box)
        self.objectives = QTableWidget(0, 3)
        self.objectives.setHorizontalHeaderLabels([self.tr("Hex"), self.tr("Name"), "Points"])
        self.objectives.itemChanged.connect(self._on_objective_edited)
        layout.addWidget(self.objectives)
        remove = QPushButton(self.tr("Remove objective"))
        remove.clicked.connect(self.remove_objective)
        layout.addWidget(remove)
        return box

    def _victory_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Victory"))
        form = QFormLayout(box)
        self.demoralisation = QComboBox()
        for key, (_fr, en) in DEMORALISATION_MODES.items():
            self.demoralisation.addItem(en, key)
        self.demoralisation.activated.connect(
            lambda _i: self.set_victory(demoralisation=self.demoralisation.currentData())
        )
        form.addRow(self.tr("Demoralisation"), self.demoralisation)
        self.count_objectives = QCheckBox(self.tr("objective points count"))
        self.count_objectives.toggled.connect(lambda on: self.set_victory(objectives=on))
        form.addRow(self.count_objectives)
        self.thresholds = QLabel()
        self.thresholds.setWordWrap(True)
        form.addRow(self.tr("Demoralised at"), self.thresholds)
        self.winner_losses = QSpinBox()
        self.winner_losses.setRange(0, 1000)
        self.winner_losses.valueChanged.connect(self._refresh_margin)
        form.addRow(self.tr("Winner's losses"), self.winner_losses)
        self.margin = QLabel()
        self.margin.setWordWrap(True)
        form.addRow(self.tr("Margin"), self.margin)
        return box

    # --- helpers -------------------------------------------------------------------

    @property
    def scenario(self):  # type: ignore[no-untyped-def]
        return self.document.scenario

    def current_side(self) -> Side | None:
        s = self.scenario
        return s.side(self.state.side) or (s.sides[0] if s.sides else None)

    def current_unit(self) -> Unit | None:
        return self.scenario.unit(self.state.unit)

    def _lang(self) -> str:
        return "en"

    def _rows(self) -> int:
        return rows_of(self.document.ruleset)

    # --- model -> widgets --------------------------------------------------------

    def _on_document_changed(self, change: Change) -> None:
        if change.properties or change.everything:
            self.refresh()

    def refresh(self) -> None:
        s = self.scenario
        self._updating = True
        try:
            side = self.current_side()
            if side is not None and self.state.side != side.id:
                self.state.side = side.id  # quietly: we are refreshing already
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
                self.side_colour.setText(side.colour)
                self.side_colour.setStyleSheet(f"background: {side.colour}")
                self.home_edge.setCurrentIndex(self.home_edge.findData(side.home_edge))
            self._refresh_roster(side)
            self._refresh_unit()
            self._refresh_decoys()
            self._refresh_objectives()
            data = (self.state.extra, self.state.boat_type if self.state.extra == "boat" else None)
            self.extra.setCurrentIndex(max(0, self.extra.findData(data)))
            self.extras_count.setText(
                self.tr("%1 camp(s), %2 sentinel(s), %3 boat(s)")
                .replace("%1", str(len(s.camps)))
                .replace("%2", str(len(s.sentinels)))
                .replace("%3", str(len(s.boats)))
            )
            v = s.victory
            self.demoralisation.setCurrentIndex(
                max(0, self.demoralisation.findData(v.demoralisation))
            )
            self.count_objectives.setChecked(v.objectives)
            marker = ("unit", "decoy", "objective").index(self.state.marker)
            self.markers.button(marker).setChecked(True)
        finally:
            self._updating = False
        self._refresh_margin()

    def _refresh_roster(self, side: Side | None) -> None:
        self.roster.clear()
        rs = self.document.ruleset
        for u in self.scenario.units:
            if side is None or u.side != side.id:
                continue
            where = self.scenario.grid.label(u.position) if u.position else self.tr("reserve")
            kind = rs.name(u.type, self._lang()) if u.type in rs.unit_classes else u.type
            item = QListWidgetItem(f"{u.name} — {kind} — {where}")
            item.setData(ID_ROLE, u.id)
            self.roster.addItem(item)
            if u.id == self.state.unit:
                self.roster.setCurrentItem(item)

    def _refresh_unit(self) -> None:
        u = self.current_unit()
        for w in self._unit_widgets:
            w.setEnabled(u is not None)
        self.duplicate_button.setEnabled(u is not None)
        self.delete_button.setEnabled(u is not None)
        self.unit_type.clear()
        rs = self.document.ruleset
        for cid in rs.unit_classes:
            self.unit_type.addItem(rs.name(cid, self._lang()), cid)
        if u is None:
            self.unit_hex.setText("")
            return
        if self.unit_name.text() != u.name:
            self.unit_name.setText(u.name)
        self.unit_type.setCurrentIndex(max(0, self.unit_type.findData(u.type)))
        self.unit_weight.clear()
        self.unit_weight.addItem("—", "")
        for key in weights_for(rs, u.type):
            self.unit_weight.addItem(WEIGHTS.get(key, (key, key))[1], key)
        self.unit_weight.setCurrentIndex(max(0, self.unit_weight.findData(u.weight)))
        if self.unit_quality.text() != u.quality:
            self.unit_quality.setText(u.quality)
        self.unit_plaquettes.setValue(u.plaquettes)
        self.unit_rank.setCurrentIndex(max(0, self.unit_rank.findData(u.rank)))
        if self.unit_leader.text() != u.leader:
            self.unit_leader.setText(u.leader)
        self.unit_value.setValue(u.value)
        grid = self.scenario.grid
        self.unit_hex.setText(grid.label(u.position) if u.position else self.tr("in reserve"))

    def decoy_counts(self) -> dict[str, tuple[int, int]]:
        """Side id -> (decoys used, decoys allowed) under the scenario's deployment."""
        s = self.scenario
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
        parts = []
        for sd in self.scenario.sides:
            used, allowed = self.decoy_counts()[sd.id]
            flag = " ⚠" if used > allowed else ""
            parts.append(f"{sd.name}: {used} / {allowed}{flag}")
        self.decoys.setText("\n".join(parts) or "—")

    def _refresh_objectives(self) -> None:
        table = self.objectives
        table.setRowCount(len(self.scenario.objectives))
        grid = self.scenario.grid
        for row, o in enumerate(self.scenario.objectives):
            cells = (grid.label(o.position), o.name, str(o.points))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                table.setItem(row, col, item)

    def _refresh_margin(self) -> None:
        s = self.scenario
        play = self.document.ruleset.play
        if play is None:  # a ruleset without play numbers: nothing to preview
            self.thresholds.setText("—")
            self.margin.setText("—")
            return
        rules = play.victory
        lines = []
        for sd in s.sides:
            n = losses_to_demoralise(s, sd.id, rules)
            unit = self.tr("points") if s.victory.demoralisation == "budget" else self.tr("units")
            lines.append(f"{sd.name}: {'—' if n is None else f'{n} {unit}'}")
        self.thresholds.setText("\n".join(lines) or "—")
        w = self.winner_losses.value()
        out = []
        for sd in s.sides:
            n = losses_to_demoralise(s, sd.id, rules)
            if n:
                m = margin(rules, n, min(w, n))
                out.append(
                    self.tr("%1 demoralised (%2-%3): %4")
                    .replace("%1", sd.name)
                    .replace("%2", str(n))
                    .replace("%3", str(min(w, n)))
                    .replace("%4", MARGIN_NAMES[m][1])
                )
        self.margin.setText("\n".join(out) or "—")

    # --- widgets -> model ------------------------------------------------------------

    def create_sides(self) -> None:
        s = self.scenario
        have = {sd.id for sd in s.sides}
        sides = list(s.sides)
        for sid, name, colour, edge in DEFAULT_SIDES:
            if len(sides) < 2 and sid not in have:
                sides.append(Side(sid, name, colour, edge))  # type: ignore[arg-type]
        self.document.apply(
            SetScenarioData((("sides", sides),), self._all_hexes()), self.tr("Add sides")
        )

    def _all_hexes(self) -> frozenset:
        return frozenset(self.scenario.grid.hexes())

    def set_side_fields(self, **values: object) -> None:
        side = self.current_side()
        if self._updating or side is None:
            return
        new = replace(side, **values)  # type: ignore[arg-type]
        if new == side:
            return
        s = self.scenario
        sides = [new if sd.id == side.id else sd for sd in s.sides]
        hexes = zone_of(s, side, self._rows()) | zone_of(s, new, self._rows())
        hexes |= {n for h in hexes for n in neighbors(h)}
        hexes |= {u.position for u in s.units if u.side == side.id and u.position}
        self.document.apply(
            SetScenarioData((("sides", sides),), frozenset(hexes)), self.tr("Edit side")
        )

    def _on_pick_colour(self) -> None:
        side = self.current_side()
        if side is None:
            return
        colour = QColorDialog.getColor(QColor(side.colour), self, self.tr("Side colour"))
        if colour.isValid():
            self.set_side_fields(colour=colour.name())

    def reset_side_zone(self) -> None:
        side = self.current_side()
        if side is None or side.deployment is None:
            return
        s = self.scenario
        old = frozenset(side.deployment)
        new = frozenset(zone_of(s, replace(side, deployment=None), self._rows()))
        hexes = old | new
        hexes |= {n for h in hexes for n in neighbors(h)}
        self.document.apply(SetZone(side.id, None, frozenset(hexes)), self.tr("Reset zone"))

    def _on_roster_current(self, item: QListWidgetItem | None, _prev: object) -> None:
        if self._updating or item is None:
            return
        self.state.set_unit(item.data(ID_ROLE))

    def add_unit(self) -> None:
        side = self.current_side()
        if side is None:
            self.create_sides()
            side = self.current_side()
        assert side is not None
        s = self.scenario
        uid = next_id(side.id, (u.id for u in s.units))
        first = next(iter(self.document.ruleset.unit_classes), "infanterie")
        unit = Unit(uid, side.id, f"Unit {uid.rsplit('_', 1)[-1]}", first)
        self.document.apply(set_list(s, "units", [*s.units, unit]), self.tr("Add unit"))
        self.state.set_unit(uid)

    def duplicate_unit(self) -> None:
        u = self.current_unit()
        if u is None:
            return
        s = self.scenario
        uid = next_id(u.side, (x.id for x in s.units))
        copy = replace(u, id=uid, name=f"{u.name} (2)", position=None)
        i = s.units.index(u)
        units = [*s.units[: i + 1], copy, *s.units[i + 1 :]]
        self.document.apply(set_list(s, "units", units), self.tr("Duplicate unit"))
        self.state.set_unit(uid)

    def delete_unit(self) -> None:
        u = self.current_unit()
        if u is None:
            return
        s = self.scenario
        units = [x for x in s.units if x.id != u.id]
        self.document.apply(set_list(s, "units", units), self.tr("Delete %1").replace("%1", u.name))
        self.state.set_unit("")

    def set_unit_fields(self, **values: object) -> None:
        u = self.current_unit()
        if self._updating or u is None:
            return
        new = replace(u, **values)  # type: ignore[arg-type]
        if new == u:
            return
        s = self.scenario
        units = [new if x.id == u.id else x for x in s.units]
        key = ("unit", u.id, tuple(values))
        self.document.apply(
            set_list(s, "units", units), self.tr("Edit %1").replace("%1", u.name), merge_key=key
        )

    def _on_objective_edited(self, item: QTableWidgetItem) -> None:
        if self._updating:
            return
        s = self.scenario
        row = item.row()
        if row >= len(s.objectives):
            return
        o = s.objectives[row]
        if item.column() == 1:
            new = replace(o, name=item.text())
        elif item.column() == 2:
            try:
                new = replace(o, points=max(0, int(item.text())))
            except ValueError:
                self.refresh()
                return
        else:
            return
        if new != o:
            objectives = [new if i == row else x for i, x in enumerate(s.objectives)]
            self.document.apply(set_list(s, "objectives", objectives), self.tr("Edit objective"))

    def remove_objective(self) -> None:
        row = self.objectives.currentRow()
        s = self.scenario
        if 0 <= row < len(s.objectives):
            objectives = [x for i, x in enumerate(s.objectives) if i != row]
            self.document.apply(set_list(s, "objectives", objectives), self.tr("Remove objective"))

    def set_victory(self, **values: object) -> None:
        if self._updating:
            return
        v: VictoryRules = replace(self.scenario.victory, **values)  # type: ignore[arg-type]
        if v != self.scenario.victory:
            self.document.apply(SetScenarioData((("victory", v),)), self.tr("Victory conditions"))
