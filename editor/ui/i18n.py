"""The catalogues of the editor's Qt strings: refresh and compile them.

``python -m editor.ui.i18n`` runs pyside6-lupdate over the modules that call
Qt's translator (``editor/ui`` and ``editor/app.py``; the sheet's own words
live in ``editor/render/sheet_text.py``), keeping existing translations and
dropping unused ones, then pyside6-lrelease. New strings come out unfinished
until someone translates them in the ``.ts`` (Qt Linguist or a text editor);
``tests/ui/test_translations.py`` fails until they are.

Two catalogues: French (every string), and English plurals only: a count
written ``%n hex(es)`` in the source reads "1 hex" / "2 hexes" through
``hexfield_en`` (Qt's way: lupdate ``-pluralonly``).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from editor import paths

# Writes to the source tree: a translator works in a checkout, not an installed copy.
ROOT = paths.CHECKOUT
CATALOGUE = ROOT / "resources" / "i18n" / "hexfield_fr.ts"
PLURALS_EN = ROOT / "resources" / "i18n" / "hexfield_en.ts"
"""The English forms of the counted strings (``%n``), and nothing else."""


def _tool(name: str) -> str:
    return str(Path(sys.executable).parent / name)


def sources() -> list[str]:
    ui = sorted((ROOT / "editor" / "ui").rglob("*.py"))
    return [str(p) for p in [*ui, ROOT / "editor" / "app.py"]]


def lupdate(ts: Path = CATALOGUE, plural_only: bool = False) -> None:
    options = ["-pluralonly"] if plural_only else []
    subprocess.run(
        [_tool("pyside6-lupdate"), *sources(), *options, "-ts", str(ts), "-no-obsolete"],
        check=True,
        capture_output=True,
    )


def lrelease(ts: Path = CATALOGUE, qm: Path | None = None) -> None:
    qm = qm or ts.with_suffix(".qm")
    subprocess.run(
        [_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True
    )


if __name__ == "__main__":
    lupdate()
    lupdate(PLURALS_EN, plural_only=True)
    for catalogue in (CATALOGUE, PLURALS_EN):
        lrelease(catalogue)
        print(f"{catalogue.relative_to(ROOT)} and its .qm updated")
