"""The wind's hex beside the battle conditions: the hex with its sides numbered
1 to 6 clockwise from the side marked 1 and the wind's arrow (the same figure
as the set-up sheet's, ``render.wind_figure``), so that « hex side 4 » is seen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from editor.core.grid import Grid
from editor.render.wind_figure import wind_image, wind_towards

SIZE = 72
"""Logical pixels of the figure."""


class WindLabel(QLabel):
    """Shows the wind of a conditions dictionary; hidden when it gives no side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("wind_figure")
        self.setFixedSize(SIZE, SIZE)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.towards: str = ""
        """The compass side the figure's arrow points to, or ""."""
        self.hide()

    def show_wind(self, grid: Grid | None, conditions: dict[str, str]) -> None:
        wind = wind_towards(conditions, grid.orientation) if grid is not None else None
        if grid is None or wind is None:
            self.towards = ""
            self.clear()
            self.setToolTip("")
            self.hide()
            return
        n, side = wind
        ratio = self.devicePixelRatioF()
        image = wind_image(round(SIZE * ratio), grid, n, conditions.get("wind_side_one", ""))
        image.setDevicePixelRatio(ratio)
        self.setPixmap(QPixmap.fromImage(image))
        self.towards = side
        self.setToolTip(
            self.tr("Side %1, counted clockwise from the side marked 1: the wind blows towards %2")
            .replace("%1", str(n))
            .replace("%2", side)
        )
        self.show()
