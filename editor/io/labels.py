"""Printed hex labels and ranges read from a document, with problems reported."""

from __future__ import annotations

from editor.core.diagnostics import DiagnosticList, error
from editor.core.grid import Grid
from editor.core.hexes import Hex

MAX_RANGE_HEXES = 200_000
"""Hexes all the ranges (``CCRR..CCRR``) of a file may cover, overlaps counted:
20,000 ranges each covering a 999 x 999 map would otherwise be 20 billion."""


class Labels:
    """Parses printed labels and ranges for one map, reporting problems."""

    def __init__(self, grid: Grid, diagnostics: DiagnosticList) -> None:
        self.grid = grid
        self.diagnostics = diagnostics
        self.range_hexes = 0
        """Hexes the ranges read so far cover."""
        self._digits = grid.label_digits

    def hex(self, text: str, where: str, inside: bool = True) -> Hex | None:
        """The hex ``text`` names, or None (reported) when it is no label or off the map."""
        n = self._digits
        if len(text) == 2 * n and text.isascii() and text.isdigit():
            # The common case, without building an error for the grid to throw.
            col, row = int(text[:n]), int(text[n:])
            if not inside or (1 <= col <= self.grid.columns and 1 <= row <= self.grid.rows):
                return self.grid.to_hex(col, row)
        return self._checked_hex(text, where, inside)

    def hexes(self, texts: list[str], where: str) -> list[Hex | None]:
        """``hex`` of each of ``texts``: a path of a big map's links lists
        thousands, checked here together (digits, length, inside the map) and
        converted with no call per label when all are good."""
        n, grid = self._digits, self.grid
        joined = "".join(texts)
        if joined.isascii() and joined.isdigit() and set(map(len, texts)) <= {2 * n}:
            cols = [int(t[:n]) for t in texts]
            rows = [int(t[n:]) for t in texts]
            if 1 <= min(cols) <= max(cols) <= grid.columns:
                if 1 <= min(rows) <= max(rows) <= grid.rows:
                    return list(grid.to_hexes(cols, rows))  # typed as list[Hex | None]
        return [self.hex(text, where) for text in texts]

    def _checked_hex(self, text: str, where: str, inside: bool) -> Hex | None:
        try:
            h = self.grid.parse_label(text)
        except ValueError as exc:
            if self.diagnostics.wants("label.invalid"):
                self.diagnostics.append(error("label.invalid", str(exc), where))
            return None
        if inside and not self.grid.contains(h):
            if not self.diagnostics.wants("hex.outside-map"):
                return None
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

    def range(self, text: str, where: str) -> list[Hex]:
        """The hexes of ``CCRR`` or of the rectangle ``CCRR..CCRR`` (corners inside the map)."""
        if self.range_hexes > MAX_RANGE_HEXES:
            return []  # past the limit, reported once: the rest is not read
        first, _, last = text.partition("..")
        a = self.hex(first, where)
        b = self.hex(last, where) if last else a
        if a is None or b is None:
            return []
        grid = self.grid
        (c1, r1), (c2, r2) = grid.to_offset(a), grid.to_offset(b)
        self.range_hexes += (abs(c2 - c1) + 1) * (abs(r2 - r1) + 1)
        if self.range_hexes > MAX_RANGE_HEXES:
            self.diagnostics.append(
                error(
                    "range.too-many-hexes",
                    f"the ranges of this file cover more than {MAX_RANGE_HEXES:,} hexes in all "
                    "(overlaps counted), the format's limit; this range and those after it "
                    "are not read",
                    where,
                )
            )
            return []
        to_hex = grid.to_hex
        return [
            to_hex(c, r)
            for r in range(min(r1, r2), max(r1, r2) + 1)
            for c in range(min(c1, c2), max(c1, c2) + 1)
        ]
