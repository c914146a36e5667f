"""Printed hex labels read from a document, with problems reported."""

from __future__ import annotations

from editor.core.diagnostics import Diagnostic, error
from editor.core.grid import Grid
from editor.core.hexes import Hex


class Labels:
    """Parses printed labels for one map, reporting problems."""

    def __init__(self, grid: Grid, diagnostics: list[Diagnostic]) -> None:
        self.grid = grid
        self.diagnostics = diagnostics

    def hex(self, text: str, where: str, inside: bool = True) -> Hex | None:
        try:
            h = self.grid.parse_label(text)
        except ValueError as exc:
            self.diagnostics.append(error("label.invalid", str(exc), where))
            return None
        if inside and not self.grid.contains(h):
            self.diagnostics.append(
                error(
                    "hex.outside-map",
                    f"hex {text} is outside the {self.grid.columns} x {self.grid.rows} map",
                    where,
                    text,
                )
            )
            return None
        return h
