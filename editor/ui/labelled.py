"""« label: value » in the editor's language: French puts a space before the colon
(« Armée russe : 3 / 4 », « Partie finie : B l'emporte »).

The panels and bars that show a name and its value build the pair here rather than
typing the colon in an f-string: one translatable pattern, « %1: %2 » in context
``Labelled``, that the French catalogue writes « %1 : %2 ».
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication


def labelled(label: str, value: str) -> str:
    """``label`` and ``value`` joined by the language's colon."""
    pattern = QCoreApplication.translate("Labelled", "%1: %2")
    parts = {"1": label, "2": value}
    # One pass, so a « %2 » inside the label is left as it is.
    return re.sub(r"%([12])", lambda m: parts[m.group(1)], pattern)
