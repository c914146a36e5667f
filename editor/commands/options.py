"""Options several sub-commands share."""

from __future__ import annotations

from typing import Any

from editor.core.language import LANGUAGES, system_language


def cannot_write(path: object, exc: OSError) -> str:
    """Why ``path`` was not written, naming it once: a ``SaveError`` already says
    « cannot save PATH: why »."""
    from editor.io.atomic_write import SaveError

    if isinstance(exc, SaveError):
        return str(exc)
    return f"cannot write {path}: {exc.strerror or exc}"


def language_option(what: str = "the words drawn") -> dict[str, Any]:
    """``--lang``: follows the system locale, as the window does, and says so in ``--help``."""
    return {
        "choices": LANGUAGES,
        "default": system_language(),
        "help": f"language of {what} (default: %(default)s, from the system locale)",
    }
