"""The Roster box of the Forces dock: the current side's units (add,
duplicate, delete), what a click on the map places, and which optional
element (camp, sentinel, one of the ruleset's boat types) the X tool places."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from editor.core.edits import set_list
from editor.core.forces import RANKS, boat_types, copy_base, copy_name, next_id
from editor.core.scenario import Side, Unit
from editor.ui.authoring_state import MARKERS, AuthoringState
from editor.ui.counts import counts
from editor.ui.document import Document
from editor.ui.forces.common import (
    ID_ROLE,
    NarrowComboBox,
    create_sides,
    current_side,
    current_unit,
    language,
    unit_details,
    wrapping_form,
    wrapping_label,
)
from editor.ui.forces.roster_list import RosterList

FIXED_EXTRAS = 2
"""The camp and the sentinel come first in the extras combo; the boats follow."""


def default_unit_name(taken: Iterable[str]) -> str:
    """« Unit 3 »: the first number no unit of the scenario is named with (the
    sides' rosters each counting from 1 gave two « Unit 1 »)."""
    used = set(taken)
    n = 1
    while (
        name := QCoreApplication.translate("ForcesDock", "Unit %1").replace("%1", str(n))
    ) in used:
        n += 1
    return name


class RosterPanel(QGroupBox):
    def __init__(
        self, document: Document, state: AuthoringState, parent: QWidget | None = None
    ) -> None:
        super().__init__(QCoreApplication.translate("ForcesDock", "Roster"), parent)
        self.document = document
        self.state = state
        self._updating = False
        layout = QVBoxLayout(self)
        self.roster = RosterList()
        self.roster.currentItemChanged.connect(self._on_roster_current)
        layout.addWidget(self.roster)
        buttons = QHBoxLayout()
        self.add_unit_button = QPushButton(QCoreApplication.translate("ForcesDock", "Add"))
        self.add_unit_button.clicked.connect(self.add_unit)
        self.duplicate_button = QPushButton(QCoreApplication.translate("ForcesDock", "Duplicate"))
        self.duplicate_button.clicked.connect(self.duplicate_unit)
        self.delete_button = QPushButton(QCoreApplication.translate("ForcesDock", "Delete"))
        self.delete_button.clicked.connect(self.delete_unit)
        for b in (self.add_unit_button, self.duplicate_button, self.delete_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        form = wrapping_form(QFormLayout())
        places = QHBoxLayout()
        places.setContentsMargins(0, 0, 0, 0)
        self.markers = QButtonGroup(self)
        for i, (key, label) in enumerate(
            (
                ("unit", QCoreApplication.translate("ForcesDock", "unit")),
                ("decoy", QCoreApplication.translate("ForcesDock", "decoy")),
                ("objective", QCoreApplication.translate("ForcesDock", "objective")),
            )
        ):
            button = QRadioButton(label)
            button.setObjectName(f"marker_{key}")
            self.markers.addButton(button, i)
            places.addWidget(button)
        places.addStretch(1)
        self.markers.idClicked.connect(lambda i: self.state.set_marker(MARKERS[i]))
        form.addRow(QCoreApplication.translate("ForcesDock", "A click places:"), places)
        self.extra = NarrowComboBox()
        self.extra.addItem(
            QCoreApplication.translate("ForcesDock", "camp and baggage"), ("camp", None)
        )
        self.extra.addItem(QCoreApplication.translate("ForcesDock", "sentinel"), ("sentinel", None))
        self.extra.activated.connect(lambda _i: self.state.set_extra(*self.extra.currentData()))
        form.addRow(
            QCoreApplication.translate("ForcesDock", "Optional elements (X tool):"), self.extra
        )
        layout.addLayout(form)
        self.extras_count = wrapping_label()
        layout.addWidget(self.extras_count)

    def current_side(self) -> Side | None:
        return current_side(self.document.scenario, self.state)

    def current_unit(self) -> Unit | None:
        return current_unit(self.document.scenario, self.state)

    def _lang(self) -> str:
        return language(self.state)

    # --- model -> widgets --------------------------------------------------------

    def refresh(self) -> None:
        s = self.document.scenario
        self._updating = True
        try:
            self._refresh_roster(self.current_side())
            has_unit = self.current_unit() is not None
            self.duplicate_button.setEnabled(has_unit)
            self.delete_button.setEnabled(has_unit)
            self.markers.button(MARKERS.index(self.state.marker)).setChecked(True)
            self._refresh_extras()
            words = counts()
            self.extras_count.setText(
                ", ".join(
                    (
                        words.camps(len(s.camps)),
                        words.sentinels(len(s.sentinels)),
                        words.boats(len(s.boats)),
                    )
                )
            )
        finally:
            self._updating = False

    def _refresh_roster(self, side: Side | None) -> None:
        self.roster.clear()
        s = self.document.scenario
        rs = self.document.ruleset
        lang = self._lang()
        for u in s.units:
            if side is None or u.side != side.id:
                continue
            where = (
                s.grid.label(u.position)
                if u.position
                else QCoreApplication.translate("ForcesDock", "reserve")
            )
            kind = rs.name(u.type, lang) if u.type in rs.unit_classes else u.type
            item = self.roster.add_row(u.id, u.name, f" — {kind} — {where}", self._tooltip(u))
            if u.id == self.state.unit:
                self.roster.setCurrentItem(item)

    def _tooltip(self, u: Unit) -> str:
        """The full name and what the row leaves out: details, leader, where it stands."""
        s = self.document.scenario
        lines = [u.name, unit_details(self.document.ruleset, u, self._lang())]
        if u.leader or u.rank:
            rank = RANKS.get(u.rank, (u.rank, u.rank))[0 if self._lang() == "fr" else 1]
            lines.append(
                QCoreApplication.translate("ForcesDock", "Leader: %1").replace(
                    "%1", ", ".join(x for x in (u.leader, rank) if x)
                )
            )
        lines.append(
            QCoreApplication.translate("ForcesDock", "Hex %1").replace(
                "%1", s.grid.label(u.position)
            )
            if u.position
            else QCoreApplication.translate("ForcesDock", "In reserve")
        )
        return "\n".join(lines)

    def _refresh_extras(self) -> None:
        """The boat entries are the current ruleset's ``boats.types``: rebuilt
        when another ruleset is loaded or the language changes."""
        kinds = boat_types(self.document.ruleset)
        boats = [(kind.names[self._lang() == "en"], ("boat", kind.id)) for kind in kinds.values()]
        extras = range(FIXED_EXTRAS, self.extra.count())
        shown: list[tuple[str, object]] = [
            (self.extra.itemText(i), self.extra.itemData(i)) for i in extras
        ]
        if shown != boats:  # another ruleset, or another language
            while self.extra.count() > FIXED_EXTRAS:
                self.extra.removeItem(FIXED_EXTRAS)
            for name, kind in boats:
                self.extra.addItem(name, kind)
        state = self.state
        if state.extra == "boat" and state.boat_type not in kinds:
            # The new ruleset lacks the chosen boat: quietly fall back (we are refreshing).
            first = next(iter(kinds), None)
            state.extra = "boat" if first is not None else "camp"
            state.boat_type = first or state.boat_type
        data = (state.extra, state.boat_type if state.extra == "boat" else None)
        # Not findData: Qt compares Python tuples by identity.
        found = (i for i in range(self.extra.count()) if self.extra.itemData(i) == data)
        self.extra.setCurrentIndex(next(found, 0))

    # --- widgets -> model ------------------------------------------------------------

    def _on_roster_current(self, item: QListWidgetItem | None, _prev: object) -> None:
        if self._updating or item is None:
            return
        self.state.set_unit(item.data(ID_ROLE))

    def add_unit(self) -> None:
        """A new unit of the side shown, named apart from every unit of both sides."""
        side = self.current_side()
        if side is None:
            create_sides(self.document)
            side = self.current_side()
        assert side is not None
        s = self.document.scenario
        uid = next_id(side.id, (u.id for u in s.units))
        first = next(iter(self.document.ruleset.unit_classes), "infanterie")
        name = default_unit_name(u.name for u in s.units)
        unit = Unit(uid, side.id, name, first)
        self.document.apply(
            set_list(s, "units", [*s.units, unit]),
            QCoreApplication.translate("ForcesDock", "Add unit"),
        )
        self.state.set_unit(uid)

    def duplicate_unit(self) -> None:
        u = self.current_unit()
        if u is None:
            return
        s = self.document.scenario
        uid = next_id(u.side, (x.id for x in s.units))
        # The copy shows a short name of its own (derived), not the original's.
        copy = replace(
            u, id=uid, name=copy_name(u.name, (x.name for x in s.units)), position=None, short=""
        )
        # After the last of its family, so that the roster reads Dragons, (2), (3)...
        base = copy_base(u.name)
        family = [
            i for i, x in enumerate(s.units) if x.side == u.side and copy_base(x.name) == base
        ]
        i = max(family, default=s.units.index(u))
        units = [*s.units[: i + 1], copy, *s.units[i + 1 :]]
        self.document.apply(
            set_list(s, "units", units), QCoreApplication.translate("ForcesDock", "Duplicate unit")
        )
        self.state.set_unit(uid)

    def delete_unit(self) -> None:
        u = self.current_unit()
        if u is None:
            return
        s = self.document.scenario
        units = [x for x in s.units if x.id != u.id]
        self.document.apply(
            set_list(s, "units", units),
            QCoreApplication.translate("ForcesDock", "Delete %1").replace("%1", u.name),
        )
        self.state.set_unit("")
