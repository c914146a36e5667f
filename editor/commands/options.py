"""Options several sub-commands share."""

from __future__ import annotations

from typing import Any

from editor.core.language import LANGUAGES, system_language


def language_option(what: str = "the words drawn") -> dict[str, Any]:
    """``--lang``: follows the system locale, as the window does, and says so in ``--help``."""
    return {
        "choices": LANGUAGES,
        "default": system_language(),
        "help": f"language of {what} (default: %(default)s, from the system locale)",
    }
