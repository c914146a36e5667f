"""A yes-or-no JSON Schema check, compiled from the schema, for the common case.

Nearly every file read is valid, and ``jsonschema`` costs a fifth of the
start of ``hexfield validate`` just to import, then ~5 µs an item. This
module compiles a flattened schema (``schema_check.flattened``: no ``$ref``)
into plain closures that only answer "valid or not"; ``schema_check`` asks
``jsonschema`` for its exact words only when the answer is no. A schema using
a keyword this module does not know gets no compiled check (``None``), and
``jsonschema`` does all the work, so nothing is ever accepted that it would
refuse: ``tests/io/test_schema_fast.py`` holds the two to the same verdicts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sized
from typing import Any

Check = Callable[[Any], bool]
Maker = Callable[[Any, dict[str, Any]], Check]

_ANNOTATIONS = frozenset(
    ("description", "title", "default", "$schema", "$id", "examples", "$comment", "$defs")
)


class Unsupported(Exception):
    """The schema uses a keyword this module does not check."""


def _is_number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def _is_integer(x: Any) -> bool:
    # As jsonschema's Draft 2020-12 type checker: 1.0 is an integer.
    if isinstance(x, bool):
        return False
    return isinstance(x, int) or (isinstance(x, float) and x.is_integer())


_TYPES: dict[str, Check] = {
    "object": lambda x: isinstance(x, dict),
    "array": lambda x: isinstance(x, list),
    "string": lambda x: isinstance(x, str),
    "integer": _is_integer,
    "number": _is_number,
    "boolean": lambda x: isinstance(x, bool),
    "null": lambda x: x is None,
}


def _frozen(x: Any) -> Any:
    """A hashable form of a JSON value with JSON's equality (``true`` is not ``1``)."""
    if isinstance(x, bool):
        return ("bool", x)
    if isinstance(x, int | float):
        return ("number", x)
    if isinstance(x, list):
        return ("array", tuple(_frozen(v) for v in x))
    if isinstance(x, dict):
        return ("object", frozenset((k, _frozen(v)) for k, v in x.items()))
    return ("other", x)


def _compile(schema: Any) -> Check:
    if schema is True:
        return lambda x: True
    if schema is False:
        return lambda x: False
    if not isinstance(schema, dict):
        raise Unsupported(f"schema {schema!r}")
    checks: list[Check] = []
    for keyword in schema:
        if keyword in _ANNOTATIONS or keyword in _HANDLED_BY_OTHERS:
            continue
        make = _KEYWORDS.get(keyword)
        if make is None:
            raise Unsupported(keyword)
        checks.append(make(schema[keyword], schema))
    if not checks:
        return lambda x: True
    if len(checks) == 1:
        return checks[0]
    return lambda x: all(check(x) for check in checks)


def _type(value: Any, _: dict[str, Any]) -> Check:
    kinds = [_TYPES[t] for t in (value if isinstance(value, list) else [value])]
    if len(kinds) == 1:
        return kinds[0]
    return lambda x: any(kind(x) for kind in kinds)


def _enum(value: Any, _: dict[str, Any]) -> Check:
    allowed = {_frozen(v) for v in value}
    return lambda x: _frozen(x) in allowed


def _const(value: Any, _: dict[str, Any]) -> Check:
    wanted = _frozen(value)
    return lambda x: _frozen(x) == wanted


def _bound(compare: Callable[[Any, Any], bool]) -> Maker:
    def make(limit: Any, _: dict[str, Any]) -> Check:
        return lambda x: not _is_number(x) or compare(x, limit)

    return make


def _length(
    compare: Callable[[int, int], bool], kind: type[Sized]
) -> Callable[[Any, dict[str, Any]], Check]:
    def make(limit: Any, _: dict[str, Any]) -> Check:
        return lambda x: not isinstance(x, kind) or compare(len(x), limit)

    return make


def _pattern(value: Any, _: dict[str, Any]) -> Check:
    compiled: list[Callable[[str], Any]] = []  # on first use: most fields of a file are absent

    def check(x: Any) -> bool:
        if not isinstance(x, str):
            return True
        if not compiled:
            compiled.append(re.compile(value).search)
        return compiled[0](x) is not None

    return check


def _items(value: Any, _: dict[str, Any]) -> Check:
    item = _compile(value)
    return lambda x: not isinstance(x, list) or all(map(item, x))


def _unique(value: Any, _: dict[str, Any]) -> Check:
    if not value:
        return lambda x: True
    return lambda x: not isinstance(x, list) or len({_frozen(v) for v in x}) == len(x)


def _required(value: Any, _: dict[str, Any]) -> Check:
    names = list(value)
    return lambda x: not isinstance(x, dict) or all(n in x for n in names)


def _properties(value: Any, schema: dict[str, Any]) -> Check:
    """``properties``, ``patternProperties`` and ``additionalProperties`` together."""
    named = {k: _compile(v) for k, v in value.items()}
    patterns = [
        (re.compile(p).search, _compile(v)) for p, v in schema.get("patternProperties", {}).items()
    ]
    extra = schema.get("additionalProperties", True)
    other = _compile(extra)

    def check(x: Any) -> bool:
        if not isinstance(x, dict):
            return True
        for key, v in x.items():
            own = named.get(key)
            matched = False
            for search, sub in patterns:
                if search(key) is not None:
                    matched = True
                    if not sub(v):
                        return False
            if own is not None:
                if not own(v):
                    return False
            elif not matched and not other(v):
                return False
        return True

    return check


def _property_names(value: Any, _: dict[str, Any]) -> Check:
    name = _compile(value)
    return lambda x: not isinstance(x, dict) or all(map(name, x))


def _not(value: Any, _: dict[str, Any]) -> Check:
    inner = _compile(value)
    return lambda x: not inner(x)


def _one_of(value: Any, _: dict[str, Any]) -> Check:
    options = [_compile(v) for v in value]
    return lambda x: sum(1 for o in options if o(x)) == 1


def _any_of(value: Any, _: dict[str, Any]) -> Check:
    options = [_compile(v) for v in value]
    return lambda x: any(o(x) for o in options)


def _all_of(value: Any, _: dict[str, Any]) -> Check:
    options = [_compile(v) for v in value]
    return lambda x: all(o(x) for o in options)


def _if(value: Any, schema: dict[str, Any]) -> Check:
    condition = _compile(value)
    then = _compile(schema.get("then", True))
    otherwise = _compile(schema.get("else", True))
    return lambda x: then(x) if condition(x) else otherwise(x)


_KEYWORDS: dict[str, Maker] = {
    "type": _type,
    "enum": _enum,
    "const": _const,
    "minimum": _bound(lambda x, lim: x >= lim),
    "maximum": _bound(lambda x, lim: x <= lim),
    "exclusiveMinimum": _bound(lambda x, lim: x > lim),
    "exclusiveMaximum": _bound(lambda x, lim: x < lim),
    "minLength": _length(lambda n, lim: n >= lim, str),
    "maxLength": _length(lambda n, lim: n <= lim, str),
    "minItems": _length(lambda n, lim: n >= lim, list),
    "maxItems": _length(lambda n, lim: n <= lim, list),
    "minProperties": _length(lambda n, lim: n >= lim, dict),
    "maxProperties": _length(lambda n, lim: n <= lim, dict),
    "pattern": _pattern,
    "items": _items,
    "uniqueItems": _unique,
    "required": _required,
    "properties": _properties,
    "propertyNames": _property_names,
    "not": _not,
    "oneOf": _one_of,
    "anyOf": _any_of,
    "allOf": _all_of,
    "if": _if,
}
# Read by the keyword they belong to (``properties``, ``if``).
_HANDLED_BY_OTHERS = frozenset(("then", "else", "patternProperties", "additionalProperties"))
_LITERAL = frozenset(("enum", "const", "required", "default", "examples", "$defs", "pattern"))


def compile_check(schema: dict[str, Any]) -> Check | None:
    """The yes-or-no check of a flattened ``schema``; None if it uses a keyword not known here.

    The only ``$ref`` a flattened schema keeps are those of a definition that
    refers to itself (``schema_check.flattened``): each is compiled once, on first
    use, from the schema's own ``$defs``."""
    global _DEFS
    saved = _DEFS
    _DEFS = schema.get("$defs", {}) if isinstance(schema, dict) else {}
    try:
        return _compile(_normalised(schema))
    except (Unsupported, re.error):
        return None
    finally:
        _DEFS = saved


_DEFS: dict[str, Any] = {}
"""The ``$defs`` of the schema being compiled (for the self-referring ``$ref``)."""


def _ref(value: Any, _: dict[str, Any]) -> Check:
    if not isinstance(value, str) or not value.startswith("#/$defs/"):
        raise Unsupported(f"$ref {value!r}")
    name = value.removeprefix("#/$defs/")
    if name not in _DEFS:
        raise Unsupported(f"$ref {value!r}")
    target = _normalised(_DEFS[name])
    compiled: list[Check] = []

    def check(x: Any) -> bool:
        if not compiled:
            compiled.append(_compile_with(target, defs))
        return compiled[0](x)

    defs = _DEFS
    return check


def _compile_with(schema: Any, defs: dict[str, Any]) -> Check:
    global _DEFS
    saved = _DEFS
    _DEFS = defs
    try:
        return _compile(schema)
    finally:
        _DEFS = saved


def _normalised(schema: Any) -> Any:
    """The schema with a lone ``patternProperties`` or ``additionalProperties`` given an
    empty ``properties``, the keyword whose check reads all three."""
    if isinstance(schema, list):
        return [_normalised(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: (v if k in _LITERAL else _normalised_value(k, v)) for k, v in schema.items()}
    if ("patternProperties" in out or "additionalProperties" in out) and "properties" not in out:
        out["properties"] = {}
    return out


def _normalised_value(keyword: str, value: Any) -> Any:
    if keyword in ("properties", "patternProperties"):
        return {k: _normalised(v) for k, v in value.items()}
    return _normalised(value)


_KEYWORDS["$ref"] = _ref
