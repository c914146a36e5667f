"""The environment variables the product reads are user settings, documented
in the README or the pages of ``docs/``; none is a hook for tests (tests pass
what they need, such as the ``ask`` of a dialog, as arguments)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

READ = {
    # The language of the window and of the command line (gettext's order).
    "editor/core/language.py": ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"),
    # Drawing commands with no display fall back on Qt's offscreen platform.
    "editor/commands/render.py": ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"),
    # The width of ``--help`` (as argparse's own, without importing shutil).
    "editor/cli.py": ("COLUMNS",),
    # Where the data files already checked are kept (``editor.io.checked_cache``).
    "editor/io/checked_cache.py": ("XDG_CACHE_HOME",),
}


def test_only_documented_settings_are_read_from_the_environment() -> None:
    readers = {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "editor").rglob("*.py")
        if re.search(r"\benviron\b|\bgetenv\b|\bputenv\b", path.read_text(encoding="utf-8"))
    }
    assert readers == set(READ), "a new environment variable: a user setting? document it"
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    documented = "\n".join(page.read_text(encoding="utf-8") for page in pages)
    for path, names in READ.items():
        text = (ROOT / path).read_text(encoding="utf-8")
        for name in names:
            assert f'"{name}"' in text, (path, name)
            assert f"`{name}`" in documented, f"{name} is not in the README nor in docs/"
