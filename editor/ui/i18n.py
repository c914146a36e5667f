"""The French catalogue of the editor's Qt strings: refresh and compile it.

``python -m editor.ui.i18n`` runs pyside6-lupdate over the modules that call
Qt's translator (``editor/ui`` and ``editor/app.py``; the sheet's own words
live in ``editor/render/sheet_text.py``), keeping existing translations and
dropping unused ones, then pyside6-lrelease. New strings come out unfinished
until someone translates them in the ``.ts`` (Qt Linguist or a text editor);
``tests/ui/test_translations.py`` fails until they are.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from editor import paths

# Writes to the source tree: a translator works in a checkout, not an installed copy.
ROOT = paths.CHECKOUT
CATALOGUE = ROOT / "resources" / "i18n" / "hexfield_fr.ts"


def _tool(name: str) -> str:
    return str(Path(sys.executable).parent / name)


def sources() -> list[str]:
    ui = sorted((ROOT / "editor" / "ui").rglob("*.py"))
    return [str(p) for p in [*ui, ROOT / "editor" / "app.py"]]


def lupdate(ts: Path = CATALOGUE) -> None:
    subprocess.run(
        [_tool("pyside6-lupdate"), *sources(), "-ts", str(ts), "-no-obsolete"],
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
    lrelease()
    print(f"{CATALOGUE.relative_to(ROOT)} and its .qm updated")
