"""``QT_TRANSLATE_NOOP`` with its type: a string marked for the catalogue.

Qt's marks a string for ``pyside6-lupdate`` (which finds it by this name in
the source) and returns it untouched, but PySide6 types its result as
``object``; tables of such strings then type-check as tables of objects. This
one does the same and says it returns the string.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """``source``, marked for translation in ``context`` (``tr`` translates it later)."""
    return source
