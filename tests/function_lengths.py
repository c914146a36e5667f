"""The functions of ``editor`` longer than a number of lines, longest first.

    python tests/function_lengths.py [LINES]     (default 60)

A function's length runs from its ``def`` line to its last line (decorators
and the blank lines after it excluded; a nested function counts in its
parent's length and on its own line as ``outer.inner``). Read by
tests/test_function_length.py, which keeps new long functions out."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]


class LongFunction(NamedTuple):
    lines: int
    path: str
    """Relative to the repository, with forward slashes."""
    line: int
    name: str
    """Qualified within its module: ``Class.method``, ``outer.inner``."""

    @property
    def key(self) -> str:
        """``path::name``, how an allow-list names it."""
        return f"{self.path}::{self.name}"


def functions(source: str, path: str) -> Iterator[LongFunction]:
    """Every function and method in ``source`` with its length in lines."""

    def walk(node: ast.AST, prefix: str) -> Iterator[LongFunction]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                name = prefix + child.name
                end = child.end_lineno or child.lineno
                yield LongFunction(end - child.lineno + 1, path, child.lineno, name)
                yield from walk(child, name + ".")
            elif isinstance(child, ast.ClassDef):
                yield from walk(child, prefix + child.name + ".")
            else:
                yield from walk(child, prefix)

    yield from walk(ast.parse(source), "")


def long_functions(limit: int, root: Path = ROOT, skip: tuple[str, ...] = ()) -> list[LongFunction]:
    """The functions of ``root/editor`` over ``limit`` lines, longest first;
    ``skip``: path prefixes left out (``editor/rules/``)."""
    found = []
    for file in sorted((root / "editor").rglob("*.py")):
        path = file.relative_to(root).as_posix()
        if path.startswith(skip):
            continue
        found += [f for f in functions(file.read_text(encoding="utf-8"), path) if f.lines > limit]
    return sorted(found, key=lambda f: (-f.lines, f.key))


if __name__ == "__main__":
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    rows = long_functions(limit)
    for f in rows:
        print(f"{f.lines:4d}  {f.path}:{f.line}  {f.name}")
    print(f"{len(rows)} functions over {limit} lines")
