"""One report format for every problem found in a file or a scenario.

The YAML loader, the JSON Schema pass and the semantic pass all speak in
``Diagnostic`` values so that the command line, the editor's Validation dock and
the tests read one shape: severity, a stable code, the JSON Pointer of the
offending value, the hex label when there is one, and ``line:col`` in the file.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any


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

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def at(self, line: int | None, col: int | None) -> Diagnostic:
        return replace(self, line=line, col=col)

    def in_file(self, file: str | None) -> Diagnostic:
        return replace(self, file=file)

    def format_text(self) -> str:
        """``FILE:LINE:COL: error|warning: MESSAGE [CODE]`` (compiler style)."""
        where = self.file or "<scenario>"
        if self.line is not None:
            where += f":{self.line}:{self.col or 1}"
        message = self.message
        if self.hex and self.hex not in message:
            message = f"hex {self.hex}: {message}"
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
