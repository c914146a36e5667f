"""What the user is painting with: shared by the palette, the tools and the status bar.

Widgets never talk to each other directly: the palette writes here, the tools
read here, and everyone listens to ``changed``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class ToolState(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hex_elements: frozenset[str] = frozenset()
        """Hex elements the brush and the fill paint (one element or a composite)."""
        self.hex_edge_elements: frozenset[str] = frozenset()
        """Edge obstacles that come with the painted composite (habitat muré: mur):
        they go on the outer faces of the painted composite's hexes."""
        self.edge_element: str = ""
        """The edge obstacle the edge tool places."""
        self.link_element: str = ""
        """The connected element (road, watercourse) the link tool draws."""
        self.brush_radius: int = 0
        """0..3: 0 paints one hex."""
        self.hill_level: int = 1
        self.language: str = "fr"

    def set_hex_elements(
        self, elements: frozenset[str], edge_elements: frozenset[str] = frozenset()
    ) -> None:
        """Paint ``elements``; ``edge_elements`` are a composite's edge obstacles
        (none for a plain element)."""
        self.hex_elements = frozenset(elements)
        self.hex_edge_elements = frozenset(edge_elements)
        self.changed.emit()

    def set_edge_element(self, element: str) -> None:
        self.edge_element = element
        self.changed.emit()

    def set_link_element(self, element: str) -> None:
        self.link_element = element
        self.changed.emit()

    def set_brush_radius(self, radius: int) -> None:
        self.brush_radius = max(0, min(3, radius))
        self.changed.emit()

    def set_hill_level(self, level: int) -> None:
        self.hill_level = max(0, min(9, level))
        self.changed.emit()
