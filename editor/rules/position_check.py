"""A short checksum of a game position, the same in every process and on every machine.

A game log records, after each action, the checksum of the position it led to
(``editor.rules.record``): a replay that reaches another position is named at
the very action where it does, even when that action's events read the same
(an activation replayed after a deleted one). The position is written out in a
canonical text (fields in order, the members of a set sorted: a set's own order
depends on how it was built) and hashed with BLAKE2b; eight hexadecimal digits
(32 bits) are plenty to tell two positions of one game apart.
"""

from __future__ import annotations

import hashlib
from dataclasses import fields, is_dataclass
from typing import Any

CHECK_DIGITS = 8
"""Hexadecimal digits of a checksum."""


OMITTED_EMPTY = "checksum: omitted when empty"
"""A field's metadata key: the field, added after logs were recorded, is left out
of the checksum while it is empty (those logs' checksums still hold)."""

_COMPARED: dict[type, tuple[tuple[str, bool], ...]] = {}


def _compared(value: Any) -> tuple[tuple[str, bool], ...]:
    """The fields that make a dataclass value what it is (caches left out), each
    with whether it is left out when empty."""
    cls = type(value)
    names = _COMPARED.get(cls)
    if names is None:
        names = _COMPARED[cls] = tuple(
            (f.name, bool(f.metadata.get(OMITTED_EMPTY))) for f in fields(value) if f.compare
        )
    return names


def _canonical(value: Any, out: list[str]) -> None:
    kind = type(value)
    if kind is int or kind is str or kind is bool or value is None or kind is float:
        out.append(repr(value))
    elif kind is tuple or kind is list:
        out.append("(")
        for item in value:
            _canonical(item, out)
            out.append(",")
        out.append(")")
    elif kind is frozenset or kind is set:
        parts = []
        for item in value:
            sub: list[str] = []
            _canonical(item, sub)
            parts.append("".join(sub))
        out.append("{" + ",".join(sorted(parts)) + "}")
    elif kind is dict:
        out.append("<")
        for k in sorted(value, key=repr):
            out.append(repr(k) + ":")
            _canonical(value[k], out)
            out.append(",")
        out.append(">")
    elif is_dataclass(value):
        out.append(kind.__name__ + "(")
        for name, omitted_empty in _compared(value):
            member = getattr(value, name)
            if omitted_empty and not member:
                continue
            _canonical(member, out)
            out.append(",")
        out.append(")")
    else:
        raise TypeError(f"no canonical form for a {kind.__name__}")


def checksum(value: Any) -> str:
    """The checksum of a position (or of any value made of dataclasses, tuples,
    sets, mappings, numbers and text)."""
    out: list[str] = []
    _canonical(value, out)
    digest = hashlib.blake2b("".join(out).encode("utf-8"), digest_size=CHECK_DIGITS // 2)
    return digest.hexdigest()
