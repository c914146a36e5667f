"""Plain values from a YAML parser's events, for ``editor.io.yaml_strict``.

The parser only produces events; ``_Reader`` builds dicts, lists and YAML 1.2
core-schema scalars from them itself, iteratively (no recursion, so absurd
nesting is refused at ``MAX_DEPTH``), records every value's ``line:col`` under
its JSON Pointer, and reports aliases, anchors, tags, merge keys, duplicate or
non-text keys and extra documents as ``Diagnostic``s. The byte-level checks,
the file limits and the public entry points stay in ``yaml_strict``.
"""

from __future__ import annotations

import math
import re
from typing import Any

import yaml

from editor.core.diagnostics import Diagnostic, Severity, pointer
from editor.io.schema_limits import NO_LIMITS, UNKNOWN, Limits

MAX_DEPTH = 64
"""Nesting allowed (a scenario needs about 5 levels)."""
MAX_INT_DIGITS = 100
"""Longer integers are refused (Python refuses above 4,300 digits anyway)."""
_LIBYAML_TOO_DEEP = "exceeded maximum nesting depth"
"""libyaml's own refusal of absurd nesting (0.2.6 and later, at 1,000 levels)."""
MAX_DIAGNOSTICS = 100
"""After this many problems the reader stops: the file is not a scenario."""

_LINE_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")

# YAML 1.2 core schema (https://yaml.org/spec/1.2.2/#1032-tag-resolution).
_NULLS = frozenset(("", "~", "null", "Null", "NULL"))
_BOOLS = {word: word[0] in "tT" for word in ("true", "True", "TRUE", "false", "False", "FALSE")}
_SPECIAL_FLOATS = {
    sign + dot_inf: (-math.inf if sign == "-" else math.inf)
    for sign in ("", "+", "-")
    for dot_inf in (".inf", ".Inf", ".INF")
} | {nan: math.nan for nan in (".nan", ".NaN", ".NAN")}
_NUMBER_START = frozenset("+-.0123456789")
_INT_DEC = re.compile(r"[-+]?[0-9]+")
_INT_OCT = re.compile(r"0o[0-7]+")
_INT_HEX = re.compile(r"0x[0-9a-fA-F]+")
_FLOAT = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?")

# What to say for each problem found while walking: what, then what to do.
_MESSAGES = {
    "yaml.alias": "{what} is not allowed; write the value out in full instead",
    "yaml.tag": "tag '{tag}' is not allowed; remove it (quote the value to make it text)",
    "yaml.merge-key": "merge keys ('<<') are not allowed; write the keys out in full",
    "yaml.key-type": "mapping keys must be text, found {found}; quote the key",
    "yaml.duplicate-key": "duplicate key '{key}' (first given on line {first}); "
    "remove or rename one of them",
    "yaml.number-too-long": f"integer of more than {MAX_INT_DIGITS} digits; "
    "quote it if it is meant as text",
    "yaml.too-deep": f"values are nested more than {MAX_DEPTH} levels deep; "
    "a scenario needs only a few levels",
    "yaml.multi-document": "a second YAML document starts here; a file holds one: "
    "remove the '---' line or split the file",
    "yaml.empty": "the file holds no YAML document, only comments or blank lines",
    "yaml.root-type": "the file must hold a mapping ('key: value' lines) at the top, found {found}",
    "yaml.too-many-errors": f"stopped after {MAX_DIAGNOSTICS} problems; fix these first",
    "yaml.syntax": "{text}",
}

_INVALID: Any = object()
"""Stands for a value already reported (alias, over-long number): no second report."""
_NO_KEY: Any = object()
_BAD_KEY: Any = object()


class _TooManyProblems(Exception):
    pass


class _OverLimit(Exception):
    """A list or mapping went past the format's limit: reading stops there."""


def _resolve_plain(text: str) -> Any:
    """Type of an untagged plain scalar under the YAML 1.2 core schema."""
    if text in _NULLS:
        return None
    flag = _BOOLS.get(text)
    if flag is not None:
        return flag
    if text[0] not in _NUMBER_START:  # the common case: a word, a map row
        return text
    special = _SPECIAL_FLOATS.get(text)
    if special is not None:
        return special
    for regex, skip, base in ((_INT_DEC, 0, 10), (_INT_OCT, 2, 8), (_INT_HEX, 2, 16)):
        if regex.fullmatch(text):
            body = text[skip:]
            return int(body, base) if len(body.lstrip("+-")) <= MAX_INT_DIGITS else _INVALID
    if _FLOAT.fullmatch(text):
        return float(text)
    return text


def _escape(key: str) -> str:
    """``/key`` as a JSON Pointer step; the common plain key needs no escaping."""
    return "/" + key if "~" not in key and "/" not in key else pointer(key)


def _describe(value: Any) -> str:
    """How a non-text value reads in a message."""
    if isinstance(value, dict | list):
        return "a mapping" if isinstance(value, dict) else "a list"
    if value is None:
        return "null (an empty value, '~' or 'null')"
    return f"the {'boolean' if isinstance(value, bool) else 'number'} {value!r}"


def _show_tag(tag: str) -> str:
    return "!!" + tag[18:] if tag.startswith("tag:yaml.org,2002:") else tag


class _Frame:
    """One open mapping or sequence while the events stream by."""

    __slots__ = ("cap", "container", "is_map", "key", "limits", "mark", "ptr", "seen")

    def __init__(self, container: Any, ptr: str | None, mark: Any, limits: Limits) -> None:
        self.container = container
        self.is_map = isinstance(container, dict)
        self.limits = limits
        self.cap = limits.max_props if self.is_map else limits.max_items
        self.ptr = ptr  # None inside a mapping key or a refused entry: no positions
        self.mark = mark
        self.key: Any = _NO_KEY
        self.seen: dict[str, Any] = {}  # key -> mark of its first occurrence


class _Reader:
    """Turns one decoded text into plain values, collecting diagnostics."""

    def __init__(self, text: str, file: str | None, limits: Limits = NO_LIMITS) -> None:
        self.text = text
        self.file = file
        self.limits = limits
        self._start()

    def _start(self) -> None:
        """What a read builds, empty."""
        self.diagnostics: list[Diagnostic] = []
        self.positions: dict[str, tuple[int, int]] = {"": (1, 1)}
        self.stack: list[_Frame] = []
        self.root: Any = _NO_KEY
        self.root_mark: Any = None
        self.root_blank = False

    def report(self, code: str, mark: Any, path: str = "", **details: Any) -> None:
        """Record a problem at ``mark`` (None: the start of the file)."""
        line, col = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
        message = _MESSAGES[code].format(**details)
        self.diagnostics.append(
            Diagnostic(Severity.ERROR, code, message, path, None, line, col, self.file)
        )
        if len(self.diagnostics) == MAX_DIAGNOSTICS:
            raise _TooManyProblems

    def run(self, parser: type) -> Any:
        """Parse with ``parser`` (a PyYAML loader class, used for its events only);
        the root value (``_NO_KEY`` if the parse stopped before it)."""
        loader = parser(self.text)
        try:
            self._walk(loader)
        except _TooManyProblems:
            last = self.diagnostics[-1]
            message = _MESSAGES["yaml.too-many-errors"]
            self.diagnostics.append(
                Diagnostic(
                    Severity.ERROR,
                    "yaml.too-many-errors",
                    message,
                    "",
                    None,
                    last.line,
                    last.col,
                    self.file,
                )
            )
        except _OverLimit:
            pass  # reported; what follows is not read
        except yaml.MarkedYAMLError as exc:
            if exc.problem == _LIBYAML_TOO_DEEP and parser is not yaml.SafeLoader:
                # libyaml 0.2.6+ refuses 1,000 levels while scanning ahead, before the walk
                # reaches MAX_DEPTH: PyYAML's own parser finds where the file goes too deep.
                self._start()
                return self.run(yaml.SafeLoader)
            self._syntax_error(exc)
        except yaml.YAMLError as exc:  # a reader error the pre-checks should have caught
            self.report("yaml.syntax", None, text=f"the YAML parser refused the file: {exc}")
        finally:
            loader.dispose()
        return self.root

    def _walk(self, loader: Any) -> None:
        """Build values from the parser's events; the hot path (scalars) is inlined."""
        documents = 0
        stack = self.stack
        positions = self.positions
        get_event = loader.get_event
        while (event := get_event()) is not None:  # None after the stream's end
            kind = type(event)
            if kind is yaml.ScalarEvent:
                if event.anchor is not None or event.tag is not None:
                    self._check_props(event)
                text = event.value
                plain = event.implicit[0]
                value = _resolve_plain(text) if plain else text
                mark = event.start_mark
                if value is _INVALID:
                    self.report("yaml.number-too-long", mark)
                if not stack:
                    self.root, self.root_mark, self.root_blank = value, mark, plain and text == ""
                    continue
                top = stack[-1]
                if not top.is_map:
                    if len(top.container) >= top.cap:
                        self._over_limit(top, mark)
                    if top.ptr is not None:
                        positions[f"{top.ptr}/{len(top.container)}"] = (
                            mark.line + 1,
                            mark.column + 1,
                        )
                    top.container.append(value)
                elif top.key is _NO_KEY:
                    if value.__class__ is str and text != "<<" and value not in top.seen:
                        if len(top.seen) >= top.cap:
                            self._over_limit(top, mark)
                        top.seen[value] = mark
                        top.key = value
                    else:
                        self._take_key(top, value, mark, merge=plain and text == "<<")
                else:
                    key, top.key = top.key, _NO_KEY
                    if key is not _BAD_KEY:
                        top.container[key] = value
                        if top.ptr is not None:
                            positions[top.ptr + _escape(key)] = (mark.line + 1, mark.column + 1)
            elif kind is yaml.MappingStartEvent or kind is yaml.SequenceStartEvent:
                if event.anchor is not None or event.tag is not None:
                    self._check_props(event)
                mark = event.start_mark
                if len(stack) >= MAX_DEPTH:
                    self.report("yaml.too-deep", mark)
                    return
                ptr = self._child_ptr() if stack else ""
                if ptr:
                    positions[ptr] = (mark.line + 1, mark.column + 1)
                limits = self._child_limits(mark) if stack else self.limits
                container: dict[str, Any] | list[Any] = {} if kind is yaml.MappingStartEvent else []
                stack.append(_Frame(container, ptr, mark, limits))
            elif kind is yaml.MappingEndEvent or kind is yaml.SequenceEndEvent:
                frame = stack.pop()
                self._deliver(frame.container, frame.mark)
            elif kind is yaml.AliasEvent:
                path = (self._child_ptr() if stack else "") or ""
                self.report("yaml.alias", event.start_mark, path, what=f"alias '*{event.anchor}'")
                self._deliver(_INVALID, event.start_mark)
            elif kind is yaml.DocumentStartEvent:
                documents += 1
                if documents > 1:
                    self.report("yaml.multi-document", event.start_mark)
                    return
        if documents == 0:
            self.report("yaml.empty", None)

    def _check_props(self, event: Any) -> None:
        """Refuse the anchor and tag a node may carry: both change what a file means."""
        path = (self._child_ptr() if self.stack else "") or ""
        if event.anchor is not None:
            self.report("yaml.alias", event.start_mark, path, what=f"anchor '&{event.anchor}'")
        if event.tag is not None:
            self.report("yaml.tag", event.start_mark, path, tag=_show_tag(event.tag))

    def _child_limits(self, mark: Any) -> Limits:
        """Limits of the collection about to start in the innermost open one
        (checking first that the open one has room for it)."""
        top = self.stack[-1]
        if not top.is_map:
            if len(top.container) >= top.cap:
                self._over_limit(top, mark)
            return top.limits.each
        if top.key is _NO_KEY or top.key is _BAD_KEY:
            return UNKNOWN  # a collection as a key, or the value of a refused key
        return top.limits.child(top.key)

    def _over_limit(self, top: _Frame, mark: Any) -> None:
        """Report the list or mapping ``top`` as longer than the format allows, and stop."""
        where = (top.ptr or "").lstrip("/") or "the file"
        what = "keys" if top.is_map else "items"
        message = f"{where}: more than {top.cap:,} {what}, the format's limit; reading stopped here"
        line, col = mark.line + 1, mark.column + 1
        self.diagnostics.append(
            Diagnostic(
                Severity.ERROR,
                "schema.too-large",
                message,
                top.ptr or "",
                None,
                line,
                col,
                self.file,
            )
        )
        raise _OverLimit

    def _child_ptr(self) -> str | None:
        """Pointer of the value about to start in the innermost open collection."""
        top = self.stack[-1]
        if top.ptr is None:
            return None
        if not top.is_map:
            return f"{top.ptr}/{len(top.container)}"
        if top.key is _NO_KEY or top.key is _BAD_KEY:
            return None  # a key, or the value of a refused key
        return top.ptr + _escape(top.key)

    def _deliver(self, value: Any, mark: Any) -> None:
        """Hand a finished collection or alias to its parent (or make it the root)."""
        if not self.stack:
            self.root, self.root_mark = value, mark
            return
        top = self.stack[-1]
        if not top.is_map:
            top.container.append(value)
        elif top.key is _NO_KEY:
            self._take_key(top, value, mark)
        else:
            if top.key is not _BAD_KEY:
                top.container[top.key] = value
            top.key = _NO_KEY

    def _take_key(self, top: _Frame, key: Any, mark: Any, merge: bool = False) -> None:
        """Accept ``key`` for the next value of ``top``, or refuse it and drop that value."""
        top.key = _BAD_KEY
        where = top.ptr or ""
        if merge:
            self.report("yaml.merge-key", mark, where)
        elif key is _INVALID:
            pass  # already reported
        elif not isinstance(key, str):
            self.report("yaml.key-type", mark, where, found=_describe(key))
        elif key in top.seen:
            first = top.seen[key].line + 1
            self.report("yaml.duplicate-key", mark, where + _escape(key), key=key, first=first)
        else:
            if len(top.seen) >= top.cap:
                self._over_limit(top, mark)
            top.seen[key] = mark
            top.key = key

    def _syntax_error(self, exc: yaml.MarkedYAMLError) -> None:
        """The parser's own words and mark, plus a hint: tabs are the classic trap."""
        message = f"YAML syntax error: {exc.problem or exc.context}"
        if exc.context and exc.problem and exc.context_mark is not None:
            where = exc.context_mark
            message += f" ({exc.context} at line {where.line + 1}, column {where.column + 1})"
        mark = exc.problem_mark or exc.context_mark
        lines = _LINE_BREAK.split(self.text)
        if mark is not None and mark.line >= len(lines):  # libyaml may point past the end
            mark = yaml.Mark("", 0, len(lines) - 1, len(lines[-1]), None, 0)
        line = lines[mark.line] if mark is not None else ""
        indent = line[: len(line) - len(line.lstrip(" \t"))]
        if "\t" in indent or (mark is not None and line[mark.column : mark.column + 1] == "\t"):
            message += "; tabs cannot indent YAML: indent with spaces"
        else:
            message += "; check the indentation, quotes and brackets here"
        self.report("yaml.syntax", mark, text=message)
