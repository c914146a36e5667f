"""JSON Schema pass: structure of a document, reported as Diagnostics.

A valid document is recognised by a check compiled from the schema
(``schema_fast``); ``jsonschema`` is imported and run only for a document that
fails it, to say what is wrong in its words."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from itertools import islice
from typing import TYPE_CHECKING, Any

from editor import paths
from editor.core.diagnostics import Diagnostic, DiagnosticList, error, pointer
from editor.io.checked_cache import checked_data, keep_checked
from editor.io.schema_fast import Check, compile_check

if TYPE_CHECKING:  # jsonschema is imported only to word the problems of a bad file
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError

_IN_PLACE = frozenset(("allOf", "anyOf", "oneOf", "not", "if", "$ref", "dependentSchemas"))


def flattened(schema: Any, defs: dict[str, Any] | None = None) -> Any:
    """The same schema, faster to check: local ``$ref`` written out in place, and
    ``unevaluatedProperties`` read as ``additionalProperties`` wherever nothing
    else evaluates properties in place (there the two mean the same). jsonschema
    spends most of its time resolving references and tracking evaluated keys.

    A definition that refers to itself (a weather row's desert row) cannot be
    written out: it stays a ``$ref``, and the definitions it needs are kept."""
    top = defs is None
    if defs is None:
        defs = schema.get("$defs", {}) if isinstance(schema, dict) else {}
    kept: set[str] = set()
    out = _flattened(schema, defs, frozenset(), kept)
    if top and kept and isinstance(out, dict):
        out["$defs"] = {name: defs[name] for name in sorted(kept)}
    return out


def _flattened(schema: Any, defs: dict[str, Any], expanding: frozenset[str], kept: set[str]) -> Any:
    if isinstance(schema, list):
        return [_flattened(item, defs, expanding, kept) for item in schema]
    if not isinstance(schema, dict):
        return schema
    node = dict(schema)
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        name = ref.removeprefix("#/$defs/")
        if name in expanding:
            kept.add(name)
            return {k: v for k, v in node.items() if k != "$defs"}
        del node["$ref"]
        expanding = expanding | {name}
        node = {**_flattened(defs[name], defs, expanding, kept), **node}
    # $defs are written out where used: the flattened schema no longer needs them.
    out = {k: _flattened(v, defs, expanding, kept) for k, v in node.items() if k != "$defs"}
    if "unevaluatedProperties" in out and not _IN_PLACE & out.keys():
        out["additionalProperties"] = out.pop("unevaluatedProperties")
    return out


@cache
def flat_schema(name: str) -> dict[str, Any]:
    """``schemas/<name>.schema.json``, flattened (see ``flattened``); kept flattened in
    the cache folder (``checked_cache``), since flattening the scenario's schema took
    a tenth of ``hexfield validate`` on a small file."""
    raw = (paths.SCHEMAS / f"{name}.schema.json").read_bytes()
    schema: dict[str, Any] | None = checked_data(raw, "flattened schema")
    if schema is None:
        schema = flattened(json.loads(raw))
        keep_checked(raw, "flattened schema", schema)
    return schema


@cache
def fast_check(name: str) -> Check | None:
    """The yes-or-no check compiled from ``schemas/<name>.schema.json``."""
    return compile_check(flat_schema(name))


@cache
def validator(name: str) -> Draft202012Validator:
    """The validator of ``schemas/<name>.schema.json``, cached (the schemas are checked
    against the metaschema by the tests, not at every start)."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(flat_schema(name))


def _describe(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."


def _diagnostics_for(err: ValidationError) -> list[Diagnostic]:
    path = pointer(*err.absolute_path)
    where = "/".join(str(p) for p in err.absolute_path) or "the file"
    kind = err.validator
    # jsonschema types these as maybe unset; an error it raised has them all.
    instance: Any = err.instance
    value: Any = err.validator_value
    if kind in ("unevaluatedProperties", "additionalProperties") and isinstance(instance, dict):
        schema = err.schema if isinstance(err.schema, Mapping) else {}
        known = set(schema.get("properties", {}))
        unknown = [k for k in instance if k not in known] or list(instance)
        hint = ", ".join(sorted(known)) if known else ""
        return [
            error(
                "schema.unknown-property",
                f"unknown property {k!r} in {where}"
                + (f" (expected one of: {hint})" if hint else ""),
                pointer(*err.absolute_path, k),
            )
            for k in unknown
        ]
    if kind == "required":
        return [error("schema.required", f"{where}: {err.message}", path)]
    if kind == "type":
        expected = value
        message = f"{where}: expected {expected}, found {_describe(instance)}"
        if isinstance(instance, int) and "string" in str(expected):
            message += ' (hex labels and numbers-as-text must be written in quotes, e.g. "0307")'
        return [error("schema.type", message, path)]
    if kind in ("enum", "const"):
        values = value if kind == "enum" else [value]  # a const is one value
        allowed = ", ".join(_describe(v) for v in values)
        return [
            error("schema.enum", f"{where}: {_describe(instance)} is not one of {allowed}", path)
        ]
    if kind == "pattern":
        return [
            error(
                "schema.pattern",
                f"{where}: {_describe(instance)} does not have the expected form",
                path,
            )
        ]
    if kind in ("maxLength", "maxItems", "maxProperties"):
        # Not jsonschema's words: they repeat the whole value (a 60 MB title).
        what = {"maxLength": "characters", "maxItems": "items", "maxProperties": "keys"}[kind]
        return [
            error(
                "schema.too-large",
                f"{where}: {len(instance):,} {what}, over the limit of {value:,}",
                path,
            )
        ]
    if kind in ("maximum", "exclusiveMaximum"):
        return [error("schema.too-large", f"{where}: {err.message[:200]}", path)]
    if kind in ("minLength", "minItems", "minimum", "exclusiveMinimum"):
        return [error("schema.too-small", f"{where}: {err.message[:200]}", path)]
    if kind == "oneOf" and err.context:
        # Report the alternative that got furthest rather than "is not valid under any".
        best = max(err.context, key=lambda e: len(e.absolute_path))
        return _diagnostics_for(best)
    return [error(f"schema.{kind}", f"{where}: {err.message[:300]}", path)]


def check(document: Any, schema: str = "scenario") -> list[Diagnostic]:
    """Every structural problem of ``document`` (at most ``MAX_PER_CODE`` of a code,
    then one "and N more"), in document order."""
    lanes: list[_Lane] = []
    envelope = _split(document, flat_schema(schema), (), lanes)
    fast = fast_check(schema)
    if fast is not None and fast(envelope):
        errors = []
    else:
        errors = list(islice(validator(schema).iter_errors(envelope), MAX_ENVELOPE_ERRORS + 1))
    stopped = len(errors) > MAX_ENVELOPE_ERRORS
    out: list[Diagnostic] = []
    seen: set[tuple[str, str]] = set()
    for err in sorted(errors[:MAX_ENVELOPE_ERRORS], key=lambda e: list(map(str, e.path))):
        for d in _diagnostics_for(err):
            if (d.path, d.message) not in seen:
                seen.add((d.path, d.message))
                out.append(d)
    for lane in lanes:
        out += lane.check()
    out.sort(key=_document_order)
    if stopped:
        out.append(
            error(
                "schema.too-many-errors",
                f"the structure check stopped after {MAX_ENVELOPE_ERRORS:,} problems; "
                "fix these first",
            )
        )
    return out


def _document_order(d: Diagnostic) -> tuple[tuple[int, int | str], ...]:
    return tuple((0, int(p)) if p.isdigit() else (1, p) for p in d.path.split("/"))


# ------------------------------------------------------------- the fast lane
#
# jsonschema costs 5 µs for each valid item of a list and ~50 µs for each bad
# one: 50,000 malformed edge strings took 2.5 s. Long lists of plain strings
# (edges, link paths, terrain rows, zones, logs) are taken out of the document
# and checked here with the schema's own compiled pattern and lengths; only
# the items that fail go through jsonschema, for its exact words, and only as
# many as get listed.

MAX_ENVELOPE_ERRORS = 1000
"""jsonschema builds each error at ~50 µs: past this many it stops (2,000 units
with every field wrong would be 30,000 errors and 1.5 s)."""

_PLAIN_STRING_KEYS = frozenset(("type", "pattern", "maxLength", "minLength", "description"))
_LANE_MIN_ITEMS = 32
"""Shorter lists are left to jsonschema: not worth the detour."""


class _Lane:
    """A long list of plain strings, checked apart from the envelope."""

    def __init__(self, path: tuple[str | int, ...], items: list[Any], schema: dict[str, Any]):
        self.path = path
        self.items = items
        self.schema = schema
        pattern = schema.get("pattern")
        self.search = re.compile(pattern).search if pattern else None
        self.max_length = schema.get("maxLength")
        self.min_length = schema.get("minLength", 0)

    def problem(self, item: Any) -> str | None:
        """The code of the first problem of ``item``, None when it is fine."""
        if not isinstance(item, str):
            return "schema.type"
        if self.max_length is not None and len(item) > self.max_length:
            return "schema.too-large"
        if len(item) < self.min_length:
            return "schema.too-small"
        if self.search is not None and self.search(item) is None:
            return "schema.pattern"
        return None

    def check(self) -> list[Diagnostic]:
        found = DiagnosticList()
        problem = self.problem
        for i, item in enumerate(self.items):
            code = problem(item)
            if code is None or not found.wants(code):
                continue
            for err in _item_validator(self.schema).iter_errors(item):
                err.path.extendleft(reversed((*self.path, i)))
                found.extend(_diagnostics_for(err))
        return found.listed()


def _item_validator(schema: dict[str, Any]) -> Draft202012Validator:
    from jsonschema import Draft202012Validator

    return Draft202012Validator(schema)


def _split(
    document: Any, schema: dict[str, Any], path: tuple[str | int, ...], lanes: list[_Lane]
) -> Any:
    """``document`` with its long lists of plain strings emptied (added to ``lanes``
    instead); the document itself when there are none. Follows ``properties``,
    ``additionalProperties`` and ``items`` of a flattened schema."""
    if isinstance(document, dict):
        properties = schema.get("properties", {})
        extra = schema.get("additionalProperties")
        changed: dict[str, Any] | None = None
        for key, value in document.items():
            sub = properties.get(key, extra)
            if not isinstance(value, dict | list) or not isinstance(sub, dict):
                continue
            new = _split(value, sub, (*path, key), lanes)
            if new is not value:
                changed = changed if changed is not None else dict(document)
                changed[key] = new
        return changed if changed is not None else document
    if isinstance(document, list) and isinstance(schema.get("items"), dict):
        items = schema["items"]
        if (
            len(document) >= _LANE_MIN_ITEMS
            and items.get("type") == "string"
            and items.keys() <= _PLAIN_STRING_KEYS
            and not schema.get("minItems")
            and not schema.get("uniqueItems")
        ):
            lanes.append(_Lane(path, document, items))
            return []
        if not any(isinstance(v, dict | list) for v in document):
            return document
        changed_items: list[Any] | None = None
        for i, value in enumerate(document):
            new = _split(value, items, (*path, i), lanes)
            if new is not value:
                changed_items = changed_items if changed_items is not None else list(document)
                changed_items[i] = new
        return changed_items if changed_items is not None else document
    return document


def check_section(section: str, value: Any, schema: str = "scenario") -> list[Diagnostic]:
    """The structural problems of one top-level ``section`` of a document (the
    ``map`` a command is about to build, say), by the same schema as a file."""
    here = pointer(section)
    return [d for d in check({section: value}, schema) if d.path.split("/")[:2] == here.split("/")]
