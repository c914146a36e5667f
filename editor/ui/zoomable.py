"""What the View menu's zoom acts on: the editor's map view, or a game's board."""

from __future__ import annotations

from typing import Protocol


class Zoomable(Protocol):
    def zoom(self) -> float:
        """The scale shown (1.0: the map's own size)."""
        ...

    def zoom_in(self) -> None: ...

    def zoom_out(self) -> None: ...

    def fit_to_window(self) -> None: ...
