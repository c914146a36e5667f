"""Each module one concept, small enough to read at a sitting: no module of the
program holds more than 450 lines (ARCHITECTURE.md; issue 26 counted none over
it, and three merges of one afternoon went past it unseen)."""

from __future__ import annotations

from pathlib import Path

LIMIT = 450
EDITOR = Path(__file__).resolve().parent.parent / "editor"


def test_no_module_is_over_the_limit() -> None:
    sizes = {
        str(p.relative_to(EDITOR.parent)): len(p.read_text(encoding="utf-8").splitlines())
        for p in sorted(EDITOR.rglob("*.py"))
    }
    assert len(sizes) > 300  # the walk found the program
    over = {name: n for name, n in sizes.items() if n > LIMIT}
    assert over == {}, f"split these by concept: {over}"
