"""Loading a ruleset file: strict YAML, JSON Schema, cross-references, then ``Ruleset``.

``load_ruleset("panache")`` reads ``resources/rulesets/panache.yaml``; a path
reads that file. Every problem is a ``Diagnostic`` with ``file:line:col``,
raised together in one ``RulesetError``. Loaded rulesets are cached per file
(and reloaded when the file changes), so the editor and the engine can ask
for them freely.
"""

from __future__ import annotations

import os
import re
import threading
from pathlib import Path

from editor import paths
from editor.core.diagnostics import Diagnostic, error
from editor.core.ruleset import Ruleset
from editor.core.ruleset_check import check_ruleset
from editor.io import schema_check
from editor.io.checked_cache import checked_yaml
from editor.io.yaml_strict import YamlDocument, YamlLoadError

SCHEMA = "ruleset"
"""``schemas/ruleset.schema.json``."""
_BARE_NAME = re.compile(r"^[a-z][a-z0-9_]*$")

_cache: dict[Path, tuple[tuple[int, int], Ruleset]] = {}
_lock = threading.Lock()


class RulesetError(Exception):
    """A ruleset could not be loaded; ``diagnostics`` say what, where and what to do."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        super().__init__("\n".join(d.format_text() for d in diagnostics))


def available_rulesets() -> list[str]:
    """Names of the bundled rulesets (``resources/rulesets/*.yaml``), sorted."""
    if not paths.RULESETS.is_dir():
        return []
    return sorted(p.stem for p in paths.RULESETS.glob("*.yaml") if _BARE_NAME.match(p.stem))


def _is_path(name_or_path: str | os.PathLike[str]) -> bool:
    text = os.fspath(name_or_path)
    return isinstance(name_or_path, os.PathLike) or "/" in text or os.sep in text or "." in text


def ruleset_path(name_or_path: str | os.PathLike[str]) -> Path:
    """The file a name or path designates; RulesetError for an unknown bare name."""
    if _is_path(name_or_path):
        return Path(name_or_path)
    name = os.fspath(name_or_path)
    path = paths.RULESETS / f"{name}.yaml"
    if not _BARE_NAME.match(name) or not path.is_file():
        known = ", ".join(available_rulesets()) or "none found in " + str(paths.RULESETS)
        raise RulesetError(
            [
                error(
                    "ruleset.unknown",
                    f"unknown ruleset {name!r}; available rulesets: {known} "
                    "(or give the path of a ruleset .yaml file)",
                )
            ]
        )
    return path


def _located(diagnostics: list[Diagnostic], doc: YamlDocument, file: str) -> list[Diagnostic]:
    out = []
    for d in diagnostics:
        if d.line is None:
            pos = doc.position(d.path)
            if pos is not None:
                d = d.at(*pos)
        out.append(d.in_file(file))
    return out


def check_ruleset_document(doc: YamlDocument, file: str, expected_id: str | None = None) -> None:
    """Every problem of a read ruleset document, raised in one RulesetError."""
    problems = schema_check.check(doc.data, SCHEMA)
    if not problems:
        problems = check_ruleset(doc.data)
        if expected_id is not None and doc.data["id"] != expected_id:
            problems.append(
                error(
                    "ruleset.id-mismatch",
                    f"the file {expected_id}.yaml declares id {doc.data['id']!r}; "
                    f"a bundled ruleset's id is its file name: write id: {expected_id}",
                    "/id",
                )
            )
    if problems:
        raise RulesetError(_located(problems, doc, file))


def load_ruleset(name_or_path: str | os.PathLike[str]) -> Ruleset:
    """The ruleset ``name_or_path`` (a bundled name like ``"panache"``, or a file path).

    Cached per resolved path; a file changed on disk since is read again.
    Raises ``RulesetError`` with positioned diagnostics on any problem.
    """
    path = ruleset_path(name_or_path)
    expected_id = None if _is_path(name_or_path) else path.stem
    try:
        key = path.resolve()
        info = key.stat()
        stamp = (info.st_mtime_ns, info.st_size)
    except OSError:
        key, stamp = path, (0, 0)  # load_yaml_file reports the problem
    with _lock:
        hit = _cache.get(key)
        if hit is not None and hit[0] == stamp:
            return hit[1]
    ruleset = _read(path, expected_id)
    with _lock:
        _cache[key] = (stamp, ruleset)
    return ruleset


def _read(path: Path, expected_id: str | None) -> Ruleset:
    """Read, check and build the ruleset of ``path``. The same bytes that passed every
    check before, with the same code and schemas, are not checked again
    (``checked_cache``: 50-60 ms of each start)."""
    try:
        data = checked_yaml(
            path,
            f"ruleset {expected_id or ''}",
            lambda doc: check_ruleset_document(doc, str(path), expected_id),
        )
    except YamlLoadError as exc:
        raise RulesetError(exc.diagnostics) from None
    return Ruleset.from_dict(data)


def clear_cache() -> None:
    """Forget every loaded ruleset (tests, or after editing house rules)."""
    with _lock:
        _cache.clear()
