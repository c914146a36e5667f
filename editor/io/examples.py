"""The bundled scenarios as a newcomer chooses among them (*Help > Open an example…*).

Only each file's heading is read (title, ruleset, map size, description), as
plain YAML values: listing the eleven examples costs a few milliseconds, and
the chosen one is then opened through the one door, ``read_scenario``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from editor import paths
from editor.io.yaml_strict import YamlLoadError, load_yaml_file

SUMMARY_CHARS = 150
"""A summary longer than this is cut at a word and ends with an ellipsis."""
_SENTENCE_END = re.compile(r"(?<=[.!?»])\s+")
_MIN_SUMMARY = 70
"""Sentences are added until the summary is this long (« Juin 1794. » alone says little)."""


@dataclass(frozen=True, slots=True)
class Example:
    path: Path
    title: str
    ruleset: str
    columns: int
    rows: int
    description: dict[str, str]
    """The file's description by language (``fr``, ``en``), as written."""

    def text(self, language: str) -> str:
        """The description in ``language``, else in the other one."""
        other = "fr" if language == "en" else "en"
        return (self.description.get(language) or self.description.get(other) or "").strip()

    def summary(self, language: str) -> str:
        """The description's first sentences on one line, at most ``SUMMARY_CHARS``."""
        return summarise(self.text(language))


def summarise(text: str) -> str:
    words = " ".join(text.split())
    summary = ""
    for sentence in _SENTENCE_END.split(words):
        summary = f"{summary} {sentence}".strip()
        if len(summary) >= _MIN_SUMMARY:
            break
    if len(summary) <= SUMMARY_CHARS:
        return summary
    cut = summary[: SUMMARY_CHARS - 1].rsplit(" ", 1)[0]
    return cut.rstrip(",;:") + "…"


def _example(path: Path) -> Example | None:
    try:
        data = load_yaml_file(path).data
    except YamlLoadError:
        return None
    size = data.get("map")
    description = data.get("description")
    if not isinstance(size, dict) or not isinstance(data.get("title"), str):
        return None
    texts = description if isinstance(description, dict) else {}
    return Example(
        path=path,
        title=data["title"],
        ruleset=str(data.get("ruleset", "")),
        columns=int(size.get("columns", 0)),
        rows=int(size.get("rows", 0)),
        description={k: v for k, v in texts.items() if isinstance(v, str)},
    )


def bundled_examples(folder: Path | None = None) -> list[Example]:
    """Every readable scenario of ``folder`` (the bundled ones), by title."""
    folder = folder or paths.SCENARIOS
    found = (_example(p) for p in sorted(folder.glob("*.yaml")))
    return sorted((e for e in found if e is not None), key=lambda e: e.title.casefold())
