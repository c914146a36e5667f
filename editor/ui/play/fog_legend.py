"""The board's fog legend: what this game's sight limit, hidden units and darkness hide,
and what they do not (``fog_words``), in the board's bottom-left corner.

A widget over the view, not an item of the scene: it stays put while the map
scrolls and zooms, and coming and going it never moves the board. One click on
its title folds it to that line; the whole text is also its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QToolButton, QVBoxLayout, QWidget

from editor.ui.play.fog_words import FogNote, notes_html

WIDTH = 440
"""Pixels wide at most: a corner of the board, not a panel."""


class FogLegend(QFrame):
    def __init__(self, notes: list[FogNote], language: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("FogLegend")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#FogLegend { background: rgba(250, 248, 235, 235); border: 1px solid #444;"
            " border-radius: 6px; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.setSpacing(2)
        self.title = QToolButton()
        self.title.setObjectName("FogLegendTitle")
        self.title.setText(self.tr("What the fog hides"))
        self.title.setCheckable(True)
        self.title.setChecked(True)
        self.title.setAutoRaise(True)
        self.title.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.title.setArrowType(Qt.ArrowType.DownArrow)
        self.title.setToolTip(self.tr("Fold or unfold the legend"))
        self.title.toggled.connect(self._on_toggled)
        self.body = QLabel()
        self.body.setObjectName("FogLegendText")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setFixedWidth(WIDTH - 16)
        font = self.body.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        self.body.setFont(font)
        text = notes_html(notes, language)
        self.body.setText(text)
        self.setToolTip(text)
        layout.addWidget(self.title, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.body)
        self.setVisible(bool(notes))
        self.adjustSize()

    def _on_toggled(self, unfolded: bool) -> None:
        self.body.setVisible(unfolded)
        self.title.setArrowType(Qt.ArrowType.DownArrow if unfolded else Qt.ArrowType.RightArrow)
        self.adjustSize()
        place = getattr(self.parent(), "place_legend", None)
        if place is not None:
            place()
