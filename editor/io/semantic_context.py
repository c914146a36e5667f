"""What the semantic checkers share: the scenario being checked and its words.

``semantic.py`` walks the map; ``semantic_forces``, ``semantic_extras`` and
``semantic_play`` check what stands on it. They read one ``CheckContext``
(``semantic._Checker`` is the one there is) and name things the same way, so
none of them needs to import another's module.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from editor.core.diagnostics import Diagnostic, quoted
from editor.core.grid import Grid
from editor.core.hexes import Hex
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.io.scenario_decode import SourceMap


class CheckContext(Protocol):
    """The scenario under check, its ruleset, and where problems are written."""

    s: Scenario
    r: Ruleset
    source: SourceMap | None
    grid: Grid

    @property
    def out(self) -> list[Diagnostic]:
        """Where problems are written (appended to)."""
        ...

    def label(self, h: Hex) -> str:
        """The hex's printed label (``0307``)."""
        ...

    def name(self, element_id: str, lang: str = "en") -> str:
        """An element's name in ``lang`` (its id when the ruleset does not know it)."""
        ...


def suggest(word: str, choices: Iterable[str], lang: str = "en") -> str:
    """`` (did you mean 'foret'?)`` when a known word is close to ``word``
    (`` (vouliez-vous dire 'foret' ?)`` in French)."""
    import difflib  # only for a file with an unknown word

    close = difflib.get_close_matches(word, list(choices), n=1)
    if not close:
        return ""
    return (
        f" (vouliez-vous dire {close[0]!r} ?)" if lang == "fr" else f" (did you mean {close[0]!r}?)"
    )


def side_name(c: CheckContext, side_id: str, lang: str = "en") -> str:
    """The side's name as the players know it (its id when it has none), in the
    quotes of ``lang`` (« » in French)."""
    side = next((s for s in c.s.sides if s.id == side_id), None)
    if side is None or not side.name:
        return repr(side_id)
    return f"« {side.name} »" if lang == "fr" else quoted(side.name)


def quoted_ids(keys: Iterable[str]) -> str:
    """Ids a file may hold, each in quotes: ``'light', 'heavy'``."""
    return ", ".join(repr(k) for k in keys)
