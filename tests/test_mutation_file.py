"""docs/mutation-survivors.md, the mutation run's record (docs/testing.md,
Mutation testing): each core module's counts add up, each survivor is listed
with a known kind of reason, and every line it names still stands, at that
number, in its module, so the list cannot rot silently when the code changes."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RECORD = ROOT / "docs" / "mutation-survivors.md"
KINDS = {
    "equivalent",
    "unreachable",
    "cache",
    "default",
    "wording",
    "defensive",
    "unstated",
}
"""The reasons a survivor may stay (each explained in the file's own legend)."""


def _cells(line: str) -> list[str]:
    """A table row's cells; ``\\|`` is a pipe inside a cell."""
    cells = re.split(r"(?<!\\)\|", line.strip().strip("|"))
    return [c.strip().replace("\\|", "|") for c in cells]


def _code(cell: str) -> str:
    assert cell.startswith("`") and cell.endswith("`"), cell
    return cell[1:-1]


def _record() -> tuple[dict[str, list[int]], dict[str, list[list[str]]]]:
    """(module: [mutants, killed, listed, not run]; module: its survivors' rows)."""
    counts: dict[str, list[int]] = {}
    survivors: dict[str, list[list[str]]] = {}
    section = ""
    for line in RECORD.read_text(encoding="utf-8").splitlines():
        if line.startswith("### "):
            section = line[4:].strip()
            survivors[section] = []
        elif line.startswith("| ") and not line.startswith("| ---"):
            cells = _cells(line)
            if cells[0] in ("module", "line"):
                continue
            if not section:
                counts[_code(cells[0])] = [int(c.replace(",", "")) for c in cells[1:5]]
            else:
                survivors[section].append(cells)
    return counts, survivors


def test_every_core_module_has_counts_that_add_up() -> None:
    counts, survivors = _record()
    assert len(counts) == 10, sorted(counts)
    for module, (mutants, killed, listed, not_run) in counts.items():
        assert (ROOT / "editor" / "rules" / f"{module}.py").is_file(), module
        assert mutants == killed + listed + not_run, module
        assert listed == len(survivors.get(module, [])), module
    assert set(survivors) <= set(counts)


def test_every_survivor_names_a_line_that_still_stands_with_a_reason() -> None:
    _, survivors = _record()
    moved = []
    for module, rows in survivors.items():
        lines = (ROOT / "editor" / "rules" / f"{module}.py").read_text(encoding="utf-8")
        numbered = lines.splitlines()
        for number, code, mutation, kind, reason in rows:
            text = _code(code)
            assert "→" in mutation and kind in KINDS and len(reason) > 10, (module, number)
            at = int(number)
            if at > len(numbered) or numbered[at - 1].strip() != text:
                found = [n for n, s in enumerate(numbered, 1) if s.strip() == text]
                moved.append(f"{module}:{number} `{text}` now at {found or 'no line'}")
    assert moved == []
