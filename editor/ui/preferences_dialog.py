"""File > Preferences: the language of the editor (and of element names), applied at once."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QVBoxLayout,
    QWidget,
)

from editor.core.language import LANGUAGES, system_language

LANGUAGE_KEY = "language"
"""``""`` follows the system; otherwise ``fr`` or ``en``."""


def effective_language(settings: QSettings) -> str:
    """The preference, or the system's language when it is French; else English (as the CLI)."""
    chosen = str(settings.value(LANGUAGE_KEY, "") or "")
    if chosen in LANGUAGES:
        return chosen
    return system_language()


class PreferencesDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._settings = settings
        form = QFormLayout()
        self.language = QComboBox()
        self.language.addItem(self.tr("System language"), "")
        self.language.addItem("English", "en")
        self.language.addItem("Français", "fr")
        current = str(settings.value(LANGUAGE_KEY, "") or "")
        self.language.setCurrentIndex(max(0, self.language.findData(current)))
        form.addRow(self.tr("&Language:"), self.language)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def store(self) -> None:
        self._settings.setValue(LANGUAGE_KEY, self.chosen_language())
