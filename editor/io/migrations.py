"""Step-by-step migrations of scenario documents: v1 -> v2 -> ... -> current.

Each step is a pure function on the plain document, registered under the
version it reads. A file from a newer version than this program knows is
refused with a message saying so, never half-read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from editor.core.diagnostics import Diagnostic, error, pointer, warning
from editor.core.scenario import FORMAT_VERSION

Document = dict[str, Any]
MIGRATIONS: dict[int, Callable[[Document], Document]] = {}
"""version N -> function turning a version-N document into a version-N+1 one."""


def migrate(
    document: Document, current: int = FORMAT_VERSION
) -> tuple[Document | None, list[Diagnostic]]:
    """The document at version ``current``, or None with the reason."""
    version = document.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        return document, []  # the schema pass reports it precisely
    where = pointer("format_version")
    if version > current:
        return None, [
            error(
                "format.too-new",
                f"this file uses scenario format {version}, written by a newer Hexfield; this "
                f"version reads format {current} at most: update Hexfield to open it",
                where,
            )
        ]
    if version < 1:
        return None, [error("format.invalid", f"format_version {version} does not exist", where)]
    notes: list[Diagnostic] = []
    while version < current:
        step = MIGRATIONS.get(version)
        if step is None:
            return None, [
                error(
                    "format.no-migration",
                    f"no migration from scenario format {version} to {version + 1}",
                    where,
                )
            ]
        document = step(dict(document))
        version += 1
        document["format_version"] = version
        notes.append(
            warning(
                "format.migrated",
                f"migrated from format {version - 1} to {version}; saving writes format {current}",
                where,
            )
        )
    return document, notes
