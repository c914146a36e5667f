"""The size limits of a schema (``maxItems``, ``maxProperties``) as a tree the
YAML reader follows while it reads, so that it stops at the first list or
mapping longer than the format allows instead of building a million values
for the JSON Schema pass to refuse one by one.

The limits come from the schema file itself (the one description of the
format); this module only reads them, without importing ``jsonschema``.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from editor import paths

UNKNOWN_CAP = 1000
"""Items or keys allowed where the schema describes nothing (an unknown
property): enough for the schema pass to name the property, not enough to
make reading it slow."""

_NO_CAP = 1 << 62


class Limits:
    """The caps at one place of a document and the limits of what it holds."""

    __slots__ = ("each", "max_items", "max_props", "properties")

    def __init__(
        self,
        max_items: int = _NO_CAP,
        max_props: int = _NO_CAP,
        properties: dict[str, Limits] | None = None,
        each: Limits | None = None,
    ) -> None:
        self.max_items = max_items
        """Items a list here may hold."""
        self.max_props = max_props
        """Keys a mapping here may hold."""
        self.properties = properties or {}
        """Limits of the values of named keys."""
        self.each: Limits = each if each is not None else self
        """Limits of a list's items and of the values of other keys."""

    def child(self, key: str | None) -> Limits:
        """Limits of the value under ``key`` (``None``: a list item)."""
        if key is None:
            return self.each
        return self.properties.get(key, self.each)


UNKNOWN = Limits(UNKNOWN_CAP, UNKNOWN_CAP)
"""Where the schema says nothing: small caps, applying all the way down."""
NO_LIMITS = Limits()
"""No cap anywhere: files read without a schema's limits."""


class _Builder:
    def __init__(self, schema: dict[str, Any]) -> None:
        self.defs: dict[str, Any] = schema.get("$defs", {})

    def resolve(self, node: Any) -> dict[str, Any]:
        while isinstance(node, dict) and "$ref" in node:
            ref = node["$ref"]
            if not ref.startswith("#/$defs/"):
                raise ValueError(f"only local $defs references are supported, not {ref!r}")
            node = self.defs[ref.removeprefix("#/$defs/")]
        return node if isinstance(node, dict) else {}

    def build(self, node: Any) -> Limits:
        node = self.resolve(node)
        alternatives = node.get("oneOf") or node.get("anyOf")
        if alternatives:
            # A value may take any of the shapes: the loosest cap of those that are
            # lists or mappings applies (a string alternative holds no items).
            shapes = [self.build(a) for a in alternatives if _may_be_container(self.resolve(a))]
            if not shapes:
                return UNKNOWN
            merged = shapes[0]
            for other in shapes[1:]:
                merged = _loosest(merged, other)
            return merged
        properties = {k: self.build(v) for k, v in node.get("properties", {}).items()}
        if "items" in node:
            each = self.build(node["items"])
        elif isinstance(node.get("additionalProperties"), dict):
            each = self.build(node["additionalProperties"])
        else:
            each = UNKNOWN
        if not _may_be_container(node):
            return UNKNOWN
        is_list = "items" in node or node.get("type") == "array"
        is_map = bool(properties) or "additionalProperties" in node or node.get("type") == "object"
        return Limits(
            node.get("maxItems", _NO_CAP) if is_list else UNKNOWN_CAP,
            node.get("maxProperties", _NO_CAP) if is_map else UNKNOWN_CAP,
            properties,
            each,
        )


def _may_be_container(node: dict[str, Any]) -> bool:
    kind = node.get("type")
    kinds = set(kind) if isinstance(kind, list) else {kind}
    return kind is None or bool(kinds & {"array", "object"})


def _loosest(a: Limits, b: Limits) -> Limits:
    if a is b:
        return a
    keys = set(a.properties) | set(b.properties)
    properties = {
        k: _loosest(a.properties.get(k, a.each), b.properties.get(k, b.each)) for k in keys
    }
    each = _loosest(a.each, b.each)
    return Limits(max(a.max_items, b.max_items), max(a.max_props, b.max_props), properties, each)


def limits_of(schema: dict[str, Any]) -> Limits:
    """The limits tree of a schema document."""
    return _Builder(schema).build(schema)


@cache
def schema_limits(name: str) -> Limits:
    """The limits of ``schemas/<name>.schema.json``."""
    with open(paths.SCHEMAS / f"{name}.schema.json", encoding="utf-8") as f:
        return limits_of(json.load(f))
