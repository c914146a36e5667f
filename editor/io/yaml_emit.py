"""A small, deterministic YAML writer for Hexfield's own files.

PyYAML's dumper chooses styles and line breaks by heuristics; a scenario file
must instead be byte-identical from one save to the next and pleasant to diff,
so the writer owns every choice: block style, two-space indents, insertion
order, plain scalars only when they read back as the same string under the
YAML 1.2 core schema (see ``yaml_strict``), double quotes otherwise, literal
blocks for multi-line text.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

# Plain scalars that a YAML 1.2 core-schema reader would not read as a string.
_NOT_STRING = re.compile(
    r"""^(?:
        ~|null|Null|NULL|true|True|TRUE|false|False|FALSE
      | [-+]?[0-9]+ | 0o[0-7]+ | 0x[0-9a-fA-F]+
      | [-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?
      | [-+]?\.(?:inf|Inf|INF) | \.(?:nan|NaN|NAN)
      # YAML 1.1 readers (PyYAML, many tools) would also turn these into
      # booleans, sexagesimal numbers or dates: quote them for everyone's sake.
      | y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF
      | [-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)? | [-+]?[0-9][0-9_.]*
      | [0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt ].*)?
    )$""",
    re.VERBOSE,
)
# Characters a plain scalar may not start with, and sequences it may not hold.
_PLAIN_FIRST_FORBIDDEN = set("-?:,[]{}#&*!|>'\"%@` \t")
_PLAIN_FORBIDDEN = (": ", " #", "\t", "\n", "\r")
_PLAIN_OK_CHARS = re.compile(r"^[\x20-\x7e\u00a0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]*$")


def _printable(text: str) -> bool:
    return bool(_PLAIN_OK_CHARS.match(text)) and "\ufeff" not in text


def _plain_ok(text: str) -> bool:
    return (
        text != ""
        and text[0] not in _PLAIN_FIRST_FORBIDDEN
        and text[-1] not in " :"
        and not any(s in text for s in _PLAIN_FORBIDDEN)
        and not _NOT_STRING.match(text)
        and _printable(text)
    )


def _double_quoted(text: str) -> str:
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif code < 0x20 or code == 0x7F or 0x80 <= code < 0xA0 or code in (0x2028, 0x2029):
            out.append(f"\\u{code:04x}")
        elif 0xD800 <= code < 0xE000 or code in (0xFEFF, 0xFFFE, 0xFFFF):
            out.append(f"\\u{code:04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def scalar(value: Any) -> str:
    """The YAML text of one scalar value, on one line."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return ".nan"
        if math.isinf(value):
            return ".inf" if value > 0 else "-.inf"
        if value.is_integer() and abs(value) < 1e15:
            return str(int(value))
        return repr(value)
    text = str(value)
    return text if _plain_ok(text) else _double_quoted(text)


def _block_literal_ok(text: str) -> bool:
    lines = text.split("\n")
    return (
        "\n" in text.rstrip("\n")
        and _printable(text.replace("\n", ""))
        and "\r" not in text
        and "\t" not in text
        and not lines[0].startswith(" ")
        and all(line == line.rstrip(" ") for line in lines)
        and not text.endswith("\n\n")
    )


def _block_literal(text: str, indent: str) -> list[str]:
    chomp = "" if text.endswith("\n") else "-"
    body = text[:-1] if text.endswith("\n") else text
    return [f"|{chomp}"] + [f"{indent}{line}" if line else "" for line in body.split("\n")]


def _emit(value: Any, indent: str, out: list[str], key_prefix: str) -> None:
    """Append lines for ``value`` whose first line starts with ``key_prefix``."""
    if isinstance(value, Mapping):
        if not value:
            out.append(f"{key_prefix}{{}}")
            return
        if key_prefix:
            out.append(key_prefix.rstrip())
        for key, item in value.items():
            _emit(item, indent + "  ", out, f"{indent}{scalar(str(key))}: ")
        return
    if isinstance(value, Sequence) and not isinstance(value, str):
        if not value:
            out.append(f"{key_prefix}[]")
            return
        if key_prefix:
            out.append(key_prefix.rstrip())
        # Items of a block sequence sit at their parent key's indentation.
        item_indent = indent[:-2]
        for item in value:
            if isinstance(item, Mapping) and item:
                first = True
                for key, sub in item.items():
                    prefix = f"{item_indent}- " if first else f"{item_indent}  "
                    _emit(sub, item_indent + "    ", out, f"{prefix}{scalar(str(key))}: ")
                    first = False
            else:
                _emit(item, item_indent + "  ", out, f"{item_indent}- ")
        return
    if isinstance(value, str) and _block_literal_ok(value):
        lines = _block_literal(value, indent)
        out.append(key_prefix + lines[0])
        out.extend(lines[1:])
        return
    out.append(f"{key_prefix}{scalar(value)}")


def dump(document: Mapping[str, Any], header: str = "") -> str:
    """The YAML text of ``document`` (mappings keep their insertion order)."""
    out: list[str] = [f"# {line}" if line else "#" for line in header.splitlines()]
    for key, value in document.items():
        _emit(value, "  ", out, f"{scalar(str(key))}: ")
    return "\n".join(out) + "\n"
