"""The language Hexfield speaks when nobody chose one: the system's messages locale."""

from __future__ import annotations

import pytest

from editor.core.language import system_language


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "fr_CA"}, "fr"),
        ({"LANG": "fr_BE.UTF-8@euro"}, "fr"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),  # neither: the sources' English
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({}, "en"),
        # LC_ALL, then LC_MESSAGES, then LANG: the first set one wins.
        ({"LC_ALL": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),
        ({"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, "en"),
        ({"LC_MESSAGES": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),
        ({"LC_ALL": "", "LANG": "fr_FR.UTF-8"}, "fr"),  # empty is unset
        # LANGUAGE lists preferences, unless the locale is C (gettext's rule).
        ({"LANGUAGE": "de:fr:en", "LANG": "en_US.UTF-8"}, "fr"),
        ({"LANGUAGE": "en", "LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANGUAGE": "de", "LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANGUAGE": "fr", "LANG": "C"}, "en"),
    ],
)
def test_system_language(environ: dict[str, str], expected: str) -> None:
    assert system_language(environ) == expected
