"""One report format for every problem found in a file or a scenario.

The YAML loader, the JSON Schema pass and the semantic pass all speak in
``Diagnostic`` values so that the command line, the editor's Validation dock and
the tests read one shape: severity, a stable code, the JSON Pointer of the
offending value, the hex label when there is one, and ``line:col`` in the file.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, SupportsIndex

from editor.core.phrases import Phrase, in_language

NARROW_SPACE = "\u202f"
"""French groups thousands with a narrow no-break space (« 12 345 »)."""
MAX_PER_CODE = 100
"""Diagnostics listed per code; the rest are counted in one "and N more"."""


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    severity: Severity
    code: str
    """Stable identifier (``yaml.alias``, ``schema.type``, ``map.too-small``...)."""
    message: str
    path: str = ""
    """JSON Pointer (RFC 6901) to the value in the document, ``""`` for the whole file."""
    hex: str | None = None
    """Printed label (``CCRR``) of the hex concerned, if any."""
    line: int | None = None
    """1-based line in the file."""
    col: int | None = None
    """1-based column in the file."""
    file: str | None = None
    more: int = 0
    """For the last one listed of a code: how many more of that code were left out."""

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def at(self, line: int | None, col: int | None) -> Diagnostic:
        return replace(self, line=line, col=col)

    def in_file(self, file: str | None) -> Diagnostic:
        return replace(self, file=file)

    def format_text(self, lang: str = "en") -> str:
        """``FILE:LINE:COL: error|warning: MESSAGE [CODE]`` (compiler style; the
        message in ``lang``, the rest as tools read it)."""
        where = self.file or "<scenario>"
        if self.line is not None:
            where += f":{self.line}:{self.col or 1}"
        message = in_language(self.message, lang)
        if self.hex and self.hex not in message and not self.more:
            message = (
                f"hexagone {self.hex} : {message}" if lang == "fr" else f"hex {self.hex}: {message}"
            )
        return f"{where}: {self.severity.value}: {message} [{self.code}]"

    def to_json(self) -> dict[str, Any]:
        return {
            "file": self.file,
            "line": self.line,
            "col": self.col,
            "severity": self.severity.value,
            "code": self.code,
            "message": self.message,
            "path": self.path,
            "hex": self.hex,
            "more": self.more,
        }


def error(code: str, message: str, path: str = "", hex: str | None = None) -> Diagnostic:
    return Diagnostic(Severity.ERROR, code, message, path, hex)


def warning(code: str, message: str, path: str = "", hex: str | None = None) -> Diagnostic:
    return Diagnostic(Severity.WARNING, code, message, path, hex)


def pointer(*parts: str | int) -> str:
    """JSON Pointer from path parts, escaping ``~`` and ``/`` (RFC 6901)."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def has_errors(diagnostics: list[Diagnostic]) -> bool:
    return any(d.is_error for d in diagnostics)


def quoted(name: str) -> str:
    """A name (a unit's, a side's) in messages, always in the same quotes:
    ``repr`` switches to double quotes only for names with an apostrophe."""
    return f'"{name}"'


def _more(first_left_out: Diagnostic, count: int, per_code: int) -> Diagnostic:
    """The diagnostic standing for ``count`` of a code left out, where the first was."""
    return replace(
        first_left_out,
        message=Phrase(
            f"and {count:,} more like this (only the first {per_code} of each kind are listed)",
            f"et {f'{count:,}'.replace(',', NARROW_SPACE)} autres du même genre (seuls les "
            f"{per_code} premiers de chaque sorte sont listés)",
        ),
        more=count,
    )


class DiagnosticList(list[Diagnostic]):
    """Diagnostics as they are found, keeping the first ``per_code`` of each code.

    A file can hold a million copies of one mistake (an unknown symbol on every
    hex of a 999 x 999 map); listing them all costs seconds and helps nobody.
    Past the cap a diagnostic is only counted; ``wants(code)`` lets a hot loop
    skip even building it. ``listed()`` gives the kept ones plus, per code cut
    short, one "and N more" at the first one left out.
    """

    def __init__(self, items: Iterable[Diagnostic] = (), per_code: int = MAX_PER_CODE) -> None:
        super().__init__()
        self.per_code = per_code
        self._counts: dict[str, int] = {}  # found, listed or not
        self._kept: dict[str, int] = {}
        self._first_left_out: dict[str, Diagnostic] = {}
        self.extend(items)

    def wants(self, code: str) -> bool:
        """Whether a diagnostic of ``code`` is worth building (False: it was counted)."""
        n = self._counts.get(code, 0)
        if n <= self.per_code:  # the one past the cap is built: it gives "where"
            return True
        self._counts[code] = n + 1
        return False

    def append(self, d: Diagnostic) -> None:
        code = d.code
        self._counts[code] = self._counts.get(code, 0) + max(d.more, 1)
        kept = self._kept.get(code, 0)
        if not d.more and kept < self.per_code:
            self._kept[code] = kept + 1
            super().append(d)
        else:  # past the cap, or an "and N more" from elsewhere: counted only
            self._first_left_out.setdefault(code, d)

    def extend(self, items: Iterable[Diagnostic]) -> None:
        for d in items:
            self.append(d)

    def __iadd__(self, items: Iterable[Diagnostic]) -> DiagnosticList:  # type: ignore[override, misc]
        self.extend(items)
        return self

    def insert(self, index: SupportsIndex, d: Diagnostic) -> None:
        raise TypeError("DiagnosticList only appends: it counts in order")

    def left_out(self, code: str) -> int:
        """How many diagnostics of ``code`` were counted but not kept."""
        return self._counts.get(code, 0) - self._kept.get(code, 0)

    def listed(self) -> list[Diagnostic]:
        """The kept diagnostics, then one "and N more" per code cut short."""
        out = list(self)
        for code, first in self._first_left_out.items():
            out.append(_more(first, self.left_out(code), self.per_code))
        return out


def capped(diagnostics: Iterable[Diagnostic], per_code: int = MAX_PER_CODE) -> list[Diagnostic]:
    """The first ``per_code`` of each code in order, and after the last one kept
    of a code cut short, one "and N more" (placed where the first left out was)."""
    kept = DiagnosticList(diagnostics, per_code)
    if not kept._first_left_out:
        return list(kept)
    out = list(kept)
    for code, first in kept._first_left_out.items():
        more = _more(first, kept.left_out(code), per_code)
        # Just after the last kept one of its code, so that it reads as its tail.
        last = max((i for i, d in enumerate(out) if d.code == code), default=len(out) - 1)
        out.insert(last + 1, more)
    return out
