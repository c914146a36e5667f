"""The language a person reads Hexfield in: French or English.

One rule for the window and the command line: French when the system's
messages are French, else English (the source wording). Read from the
environment as gettext does, without Qt, so that ``hexfield validate`` and
``query`` stay Qt-free; the window's preference (``ui.preferences_dialog``)
overrides it.
"""

from __future__ import annotations

import locale
import os
from collections.abc import Mapping

LANGUAGES = ("fr", "en")
FALLBACK = "en"
"""The wording of the sources, used when the system's language is neither."""


def _code(name: str) -> str:
    """``fr_FR.UTF-8`` -> ``fr``; ``C``/``POSIX`` -> ``""``."""
    code = name.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
    return "" if code in ("c", "posix") else code


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """``fr`` or ``en``, from the locale the system gives programs' messages.

    As gettext reads it: the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that
    is set names the locale; unless that locale is ``C``, a ``LANGUAGE``
    preference list (``de:fr``) replaces it, its first language Hexfield has
    winning. With none set (Windows, macOS apps), Python's reading of the
    system locale.
    """
    env = os.environ if environ is None else environ
    current = next((env[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(k)), None)
    if current is None:
        current = (locale.getlocale()[0] or "") if environ is None else ""
    if not _code(current):
        return FALLBACK
    wanted = [_code(part) for part in env.get("LANGUAGE", "").split(":") if part]
    return next((c for c in wanted or [_code(current)] if c in LANGUAGES), FALLBACK)
