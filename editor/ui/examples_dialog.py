"""*Help > Open an example…*: the bundled scenarios, each with its one-line
description, and the whole description of the one chosen."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from editor.io.examples import Example, bundled_examples
from editor.io.rulesets import RulesetError, load_ruleset

PATH_ROLE = Qt.ItemDataRole.UserRole


def _ruleset_name(ruleset_id: str, language: str) -> str:
    try:
        return load_ruleset(ruleset_id).names.get(language) or ruleset_id
    except RulesetError:  # an unknown ruleset: the file says which
        return ruleset_id


class ExamplesDialog(QDialog):
    def __init__(
        self, language: str, parent: QWidget | None = None, examples: list[Example] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ExamplesDialog")
        self.setWindowTitle(self.tr("Open an example"))
        self.resize(960, 640)
        self.language = language
        self.examples = bundled_examples() if examples is None else examples
        intro = QLabel(
            self.tr(
                "The scenarios that come with Hexfield. The one you choose opens as a new map: "
                "Save asks where to keep your copy."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSpacing(3)
        names = {e.ruleset: _ruleset_name(e.ruleset, language) for e in self.examples}
        for example in self.examples:
            line = self.tr("%1, %2 × %3 hexes").replace("%1", names[example.ruleset])
            line = line.replace("%2", str(example.columns)).replace("%3", str(example.rows))
            summary = example.summary(language)
            item = QListWidgetItem(f"{example.title}\n{line} — {summary}")
            item.setData(PATH_ROLE, str(example.path))
            item.setToolTip(example.path.name)
            self.list.addItem(item)
        self.details = QTextBrowser(self)
        self.details.setMaximumHeight(200)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.details)
        layout.addWidget(self.buttons)
        self.list.currentRowChanged.connect(self._on_row)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        if self.examples:
            self.list.setCurrentRow(0)
        else:
            self.details.setPlainText(self.tr("No bundled scenario was found."))
        self._on_row(self.list.currentRow())

    def chosen(self) -> Path | None:
        item = self.list.currentItem()
        return Path(item.data(PATH_ROLE)) if item is not None else None

    def _on_row(self, row: int) -> None:
        open_button = self.buttons.button(QDialogButtonBox.StandardButton.Open)
        open_button.setEnabled(row >= 0)
        if row < 0:
            return
        example = self.examples[row]
        paragraphs = example.text(self.language).split("\n\n")
        body = "".join(f"<p>{html.escape(' '.join(p.split()))}</p>" for p in paragraphs)
        self.details.setHtml(f"<h3>{html.escape(example.title)}</h3>{body}")
