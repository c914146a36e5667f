"""JSON Schema pass: structure of a document, reported as Diagnostics."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from editor import paths
from editor.core.diagnostics import Diagnostic, error, pointer

_HEX_LABEL_DEFS = ("#/$defs/hexLabel", "#/$defs/hexOrRange")


@cache
def validator(name: str) -> Draft202012Validator:
    """The validator of ``schemas/<name>.schema.json`` (checked once, then cached)."""
    with open(paths.SCHEMAS / f"{name}.schema.json", encoding="utf-8") as f:
        schema = json.load(f)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def _describe(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."


def _diagnostics_for(err: ValidationError) -> list[Diagnostic]:
    path = pointer(*err.absolute_path)
    where = "/".join(str(p) for p in err.absolute_path) or "the file"
    kind = err.validator
    if kind in ("unevaluatedProperties", "additionalProperties") and isinstance(err.instance, dict):
        known = set(err.schema.get("properties", {}))
        unknown = [k for k in err.instance if k not in known] or list(err.instance)
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
        expected = err.validator_value
        message = f"{where}: expected {expected}, found {_describe(err.instance)}"
        if isinstance(err.instance, int) and "string" in str(expected):
            message += ' (hex labels and numbers-as-text must be written in quotes, e.g. "0307")'
        return [error("schema.type", message, path)]
    if kind in ("enum", "const"):
        allowed = ", ".join(_describe(v) for v in err.validator_value)
        return [
            error(
                "schema.enum", f"{where}: {_describe(err.instance)} is not one of {allowed}", path
            )
        ]
    if kind == "pattern":
        return [
            error(
                "schema.pattern",
                f"{where}: {_describe(err.instance)} does not have the expected form",
                path,
            )
        ]
    if kind in ("maxLength", "maxItems", "maxProperties", "maximum", "exclusiveMaximum"):
        return [error("schema.too-large", f"{where}: {err.message[:200]}", path)]
    if kind in ("minLength", "minItems", "minimum", "exclusiveMinimum"):
        return [error("schema.too-small", f"{where}: {err.message[:200]}", path)]
    if kind == "oneOf" and err.context:
        # Report the alternative that got furthest rather than "is not valid under any".
        best = max(err.context, key=lambda e: len(e.absolute_path))
        return _diagnostics_for(best)
    return [error(f"schema.{kind}", f"{where}: {err.message[:300]}", path)]


def check(document: Any, schema: str = "scenario") -> list[Diagnostic]:
    """Every structural problem of ``document``, in document order."""
    errors = sorted(validator(schema).iter_errors(document), key=lambda e: list(map(str, e.path)))
    out: list[Diagnostic] = []
    seen: set[tuple[str, str]] = set()
    for err in errors:
        for d in _diagnostics_for(err):
            if (d.path, d.message) not in seen:
                seen.add((d.path, d.message))
                out.append(d)
    return out


def check_section(section: str, value: Any, schema: str = "scenario") -> list[Diagnostic]:
    """The structural problems of one top-level ``section`` of a document (the
    ``map`` a command is about to build, say), by the same schema as a file."""
    here = pointer(section)
    return [d for d in check({section: value}, schema) if d.path.split("/")[:2] == here.split("/")]
