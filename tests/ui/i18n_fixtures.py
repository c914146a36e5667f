"""The editor's translators, installed for one test (not a conftest: a helper).

``translated(qapp, "fr")`` installs what ``hexfield`` installs at start for
that language (``editor.app.install_translators``) and removes it afterwards.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from editor.app import install_translators


@contextmanager
def translated(app: QApplication, language: str) -> Iterator[None]:
    locale = QLocale()
    installed = install_translators(app, language)
    try:
        yield
    finally:
        for translator in installed:
            app.removeTranslator(translator)
        QLocale.setDefault(locale)
