"""The palette: every element of the scenario's ruleset, and its composites as presets.

Choosing an entry writes the ToolState and asks (through ``toolRequested``)
for the tool that places it: the brush for hex elements and composites, the
edge tool for obstacles, the link tool for roads and watercourses. The main
window connects that signal to the view; the palette never sees the view.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.core.edits import Change
from editor.core.ruleset import Ruleset
from editor.core.ruleset_summary import summarize
from editor.ui.document import Document
from editor.ui.palette_icons import element_icon
from editor.ui.tool_state import ToolState

KIND_ROLE = Qt.ItemDataRole.UserRole
ID_ROLE = Qt.ItemDataRole.UserRole + 1
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2

_TOOL_FOR_PLACEMENT = {"hex": "brush", "edge": "edge", "connected": "link"}


def _fold(text: str) -> str:
    """Lower case without accents, so « foret » finds « Forêt »."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class PaletteDock(QDockWidget):
    toolRequested = Signal(str)
    """The name of the tool that places the chosen entry (brush, edge, link)."""

    def __init__(
        self, document: Document, tool_state: ToolState, parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("Terrain"), parent)
        self.setObjectName("PaletteDock")
        self._document = document
        self._tool_state = tool_state
        self._language = tool_state.language
        self._ruleset: Ruleset | None = None

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter (name or id)…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._on_filter_changed)
        layout.addWidget(self.filter)

        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setIconSize(QSize(28, 28))
        self.tree.itemClicked.connect(self._on_item_clicked)
        self.tree.itemActivated.connect(self._on_item_clicked)
        layout.addWidget(self.tree, 1)

        form = QFormLayout()
        self.brush_radius = QSpinBox()
        self.brush_radius.setRange(0, 3)
        self.brush_radius.setToolTip(
            self.tr("0 paints one hex; 1 to 3 also paint the rings around it")
        )
        self.brush_radius.valueChanged.connect(self._on_brush_radius_changed)
        form.addRow(self.tr("Brush radius:"), self.brush_radius)
        self.hill_level = QSpinBox()
        self.hill_level.setRange(0, 9)
        self.hill_level.setToolTip(self.tr("Height the hill tool gives a hex (0: the plain)"))
        self.hill_level.valueChanged.connect(self._on_hill_level_changed)
        form.addRow(self.tr("Hill level:"), self.hill_level)
        layout.addLayout(form)
        self.setWidget(body)

        tool_state.changed.connect(self._on_tool_state_changed)
        document.changed.connect(self._on_document_changed)
        self._on_tool_state_changed()
        self.rebuild()

    # --- contents ---------------------------------------------------------------

    def set_language(self, language: str) -> None:
        if language != self._language:
            self._language = language
            self.rebuild()

    def rebuild(self) -> None:
        ruleset = self._document.ruleset
        self._ruleset = ruleset
        lang = self._language
        self.tree.clear()
        headings = {
            "natural": self.tr("Natural"),
            "artificial": self.tr("Artificial"),
            "field_work": self.tr("Field works"),
        }
        groups: dict[str, QTreeWidgetItem] = {}
        for category, heading in headings.items():
            group = QTreeWidgetItem([heading])
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            groups[category] = group
        for element in ruleset.elements.values():
            parent = groups.get(element.category)
            if parent is None:
                continue
            item = self._entry(
                "element",
                element.id,
                element.names.get(lang),
                element.names,
                summarize(ruleset, [element.id], lang),
            )
            item.setIcon(0, element_icon(ruleset, element.id))
            parent.addChild(item)
        presets = QTreeWidgetItem([self.tr("Composites (presets)")])
        presets.setFlags(Qt.ItemFlag.ItemIsEnabled)
        for composite in ruleset.composites.values():
            if composite.same_as:
                continue  # another name for a set already listed (« Cimetière (idem) »)
            parts = " + ".join(ruleset.name(e, lang) for e in sorted(composite.all_elements))
            item = self._entry(
                "composite", composite.id, composite.names.get(lang), composite.names, parts
            )
            item.setIcon(0, element_icon(ruleset, *sorted(composite.elements)))
            presets.addChild(item)
        for group in [*groups.values(), presets]:
            if group.childCount():
                self.tree.addTopLevelItem(group)
                group.setExpanded(True)
        self._on_filter_changed(self.filter.text())

    def _entry(self, kind: str, ident: str, name: str, names: Any, detail: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem([name])
        item.setData(0, KIND_ROLE, kind)
        item.setData(0, ID_ROLE, ident)
        item.setData(0, SEARCH_ROLE, _fold(f"{names.fr} {names.en} {ident}"))
        other = names.en if self._language != "en" else names.fr
        item.setToolTip(0, f"<b>{name}</b> ({other})<br>{detail}")
        return item

    def items(self) -> list[QTreeWidgetItem]:
        """Every entry (elements and composites), in display order."""
        return [item for group in self._groups() for item in _children(group)]

    def _groups(self) -> list[QTreeWidgetItem]:
        tree = self.tree
        groups = (tree.topLevelItem(i) for i in range(tree.topLevelItemCount()))
        return [g for g in groups if g is not None]

    def visible_ids(self) -> list[str]:
        return [str(item.data(0, ID_ROLE)) for item in self.items() if not item.isHidden()]

    # --- events -----------------------------------------------------------------

    def _on_filter_changed(self, text: str) -> None:
        needle = _fold(text.strip())
        for group in self._groups():
            shown = 0
            for item in _children(group):
                hit = not needle or needle in str(item.data(0, SEARCH_ROLE))
                item.setHidden(not hit)
                shown += hit
            group.setHidden(shown == 0)

    def _on_item_clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        kind, ident = item.data(0, KIND_ROLE), item.data(0, ID_ROLE)
        ruleset = self._document.ruleset
        if kind == "composite":
            composite = ruleset.composites[ident]
            self._tool_state.set_hex_elements(composite.elements, composite.edge_elements)
            self.toolRequested.emit("brush")
        elif kind == "element":
            placement = ruleset.elements[ident].placement
            if placement == "edge":
                self._tool_state.set_edge_element(ident)
            elif placement == "connected":
                self._tool_state.set_link_element(ident)
            else:
                self._tool_state.set_hex_elements(frozenset((ident,)))
            self.toolRequested.emit(_TOOL_FOR_PLACEMENT[placement])

    def _on_brush_radius_changed(self, value: int) -> None:
        if value != self._tool_state.brush_radius:
            self._tool_state.set_brush_radius(value)

    def _on_hill_level_changed(self, value: int) -> None:
        if value != self._tool_state.hill_level:
            self._tool_state.set_hill_level(value)

    def _on_tool_state_changed(self) -> None:
        for spin, value in (
            (self.brush_radius, self._tool_state.brush_radius),
            (self.hill_level, self._tool_state.hill_level),
        ):
            if spin.value() != value:
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)

    def _on_document_changed(self, change: Change) -> None:
        if change.everything and self._document.ruleset is not self._ruleset:
            self.rebuild()


def _children(group: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    children = (group.child(j) for j in range(group.childCount()))
    return [c for c in children if c is not None]
