"""Reading and writing scenario files: the one door between disk and model.

Reading runs, in order: the hardened YAML reader (no code, no aliases, no
YAML 1.1 surprises), the format-version migrations, the JSON Schema, the
decoder, and the semantic pass of the ruleset. Every problem comes back as a
Diagnostic with ``file:line:col``; nothing raises for bad input.

A file whose only errors are the rules' (the semantic pass: decoys before
enough units, a unit outside its zone...) is ``intact``: the model holds
everything it says, so the editor opens it as itself and lists the problems.
A file that cannot be read, breaks the schema, or holds a value the decoder had
to leave out is not: opening it as itself and saving would lose that value.

Writing is atomic (``editor.io.atomic_write``): a temporary file in the
target's folder, flushed, fsynced and renamed over the target, so a crash or a
full disk never leaves a half-written scenario and never touches the original.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from editor.core.diagnostics import Diagnostic, capped, has_errors
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.io import schema_check
from editor.io.atomic_write import (  # noqa: F401 (SaveError: re-exported)
    FileIdentity,
    ReadOnlyError,
    SaveError,
    write_text_atomic,
)
from editor.io.migrations import migrate
from editor.io.rulesets import RulesetError, load_ruleset
from editor.io.scenario_decode import SourceMap, decode
from editor.io.schema_limits import schema_limits
from editor.io.semantic import validate_scenario
from editor.io.yaml_strict import YamlDocument, YamlLoadError, load_yaml_bytes, load_yaml_file

RulesetLoader = Callable[[str], Ruleset]


@dataclass(slots=True)
class LoadResult:
    scenario: Scenario | None
    """None when the file could not be read into a model at all."""
    diagnostics: list[Diagnostic] = field(default_factory=list)
    source: SourceMap | None = None
    ruleset: Ruleset | None = None
    intact: bool = False
    """The file was read, passed the schema, decoded without an error and its
    ruleset loaded: the model holds all it says; any error left is the rules'
    (the semantic pass), something the editor itself may have saved."""

    @property
    def ok(self) -> bool:
        return self.scenario is not None and not has_errors(self.diagnostics)

    @property
    def opens_as_is(self) -> bool:
        """The editor may open the file as itself (its path kept, so *Save*
        writes it again), listing its rules problems in the Validation panel."""
        return self.scenario is not None and self.ruleset is not None and self.intact


LinesOf = Callable[[], list[str] | None]


def _locate(
    diagnostics: list[Diagnostic], doc: YamlDocument, lines_of: LinesOf, file: str | None
) -> list[Diagnostic]:
    """Each diagnostic with its ``line:col`` and file, in file order, at most
    ``MAX_PER_CODE`` of a code (then one "and N more")."""
    out: list[Diagnostic] = []
    lines: list[str] | None = None
    starts: dict[int, list[int]] = {}  # a terrain row's line -> its symbols' offsets
    for d in diagnostics:
        if d.line is None:
            pos = doc.position(d.path)
            if pos is not None:
                line, col = pos
                if d.hex and d.path.startswith("/terrain/rows/"):
                    lines = lines if lines is not None else lines_of()
                    if lines is not None:
                        if line not in starts:
                            starts[line] = _symbol_offsets(lines, line, col)
                        col += _symbol_offset(starts[line], d.hex)
                d = d.at(line, col)
        out.append(d.in_file(file) if file else d)
    out.sort(key=lambda d: (d.line is None, d.line or 0, d.col or 0))
    return capped(out)


def _symbol_offsets(lines: list[str], line: int, col: int) -> list[int]:
    """Offsets from ``col`` of each symbol of the terrain row string starting
    there: found once per row, however many diagnostics point into it."""
    try:
        text = lines[line - 1]
    except IndexError:
        return []
    start = col - 1
    if start < len(text) and text[start] in "\"'":
        start += 1
    offsets = []
    pos = start
    while pos < len(text):
        while pos < len(text) and text[pos] == " ":
            pos += 1
        if pos >= len(text) or text[pos] in "\"'":
            break
        offsets.append(pos - (col - 1))
        while pos < len(text) and text[pos] not in " \"'":
            pos += 1
    return offsets


def _symbol_offset(offsets: list[int], label: str) -> int:
    """Offset of the symbol of the hex labelled ``label`` (its column) in its row."""
    try:
        column = int(label[: len(label) // 2])
        return offsets[column - 1] if column >= 1 else 0
    except (IndexError, ValueError):
        return 0


def _from_document(
    doc: YamlDocument, file: str | None, lines: LinesOf, ruleset_loader: RulesetLoader
) -> LoadResult:
    data, diags = migrate(doc.data)
    if data is None:
        return LoadResult(None, _locate(diags, doc, lines, file))
    structural = schema_check.check(data)
    if structural:
        return LoadResult(None, _locate(diags + structural, doc, lines, file))
    decoded = decode(data)
    diags += decoded.diagnostics.listed()
    ruleset = None
    try:
        ruleset = ruleset_loader(decoded.scenario.ruleset)
    except RulesetError as exc:
        diags += exc.diagnostics
    intact = ruleset is not None and not has_errors(diags)
    if ruleset is not None:
        diags += validate_scenario(decoded.scenario, ruleset, decoded.source)
    located = _locate(diags, doc, lines, file)
    return LoadResult(decoded.scenario, located, decoded.source, ruleset, intact)


def parse_scenario(
    raw: bytes, file: str | None = None, ruleset_loader: RulesetLoader = load_ruleset
) -> LoadResult:
    """A scenario from the bytes of a file; never raises for bad input."""
    gc_was_enabled = gc.isenabled()
    gc.disable()  # many small objects, no cycles: the collector only slows loading
    try:
        try:
            doc = load_yaml_bytes(raw, file, schema_limits("scenario"))
        except YamlLoadError as exc:
            return LoadResult(None, exc.diagnostics)

        def lines() -> list[str]:
            return raw.decode("utf-8-sig", errors="replace").splitlines()

        return _from_document(doc, file, lines, ruleset_loader)
    finally:
        if gc_was_enabled:
            gc.enable()


def read_scenario(
    path: str | os.PathLike[str], ruleset_loader: RulesetLoader = load_ruleset
) -> LoadResult:
    """A scenario from a file; never raises for bad input or unreadable paths."""
    name = os.fspath(path)
    try:
        doc = load_yaml_file(path, schema_limits("scenario"))
    except YamlLoadError as exc:
        return LoadResult(None, exc.diagnostics)

    def lines() -> list[str] | None:
        # Only read again for the rare diagnostic that points inside a terrain row.
        try:
            return Path(path).read_text(encoding="utf-8-sig", errors="replace").splitlines()
        except OSError:
            return None

    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _from_document(doc, name, lines, ruleset_loader)
    finally:
        if gc_was_enabled:
            gc.enable()


def dumps_scenario(scenario: Scenario) -> str:
    """The text of ``scenario``'s file (``scenario_encode``: imported when a file
    is written, not by the commands that only read one)."""
    from editor.io.scenario_encode import dumps_scenario as dumps

    return dumps(scenario)


def write_scenario(
    scenario: Scenario, path: str | os.PathLike[str], replace_read_only: bool = False
) -> FileIdentity:
    """Save ``scenario`` atomically (through a symbolic link to its file); raises
    SaveError with a clear message, ReadOnlyError for a read-only file unless
    ``replace_read_only``. Returns what the file now holds."""
    from editor.io.scenario_encode import dumps_scenario  # not needed to read a file

    return write_text_atomic(path, dumps_scenario(scenario), replace_read_only)
