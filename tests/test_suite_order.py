"""The suite's order (tests/conftest.py): the test files marked ``slow`` first,
each file's tests together and in their order, the others after them as
collected; the two workers (``--dist worksteal``) share the long ones early."""

from __future__ import annotations

from pathlib import Path

import conftest
import pytest


class _Item:
    def __init__(self, path: str, name: str, slow: bool) -> None:
        self.path, self.name, self.slow = Path(path), name, slow

    def get_closest_marker(self, name: str) -> object | None:
        return "slow" if name == "slow" and self.slow else None


def test_the_files_marked_slow_run_first_each_whole_and_in_order() -> None:
    items = [
        _Item("a.py", "a1", False),
        _Item("b.py", "b1", True),
        _Item("b.py", "b2", True),
        _Item("c.py", "c1", False),
        _Item("d.py", "d1", True),
        _Item("a.py", "a2", False),
    ]
    conftest.pytest_collection_modifyitems(items)  # type: ignore[arg-type]
    assert [i.name for i in items] == ["b1", "b2", "d1", "a1", "c1", "a2"]


def test_the_suite_runs_the_slow_files_first(request: pytest.FixtureRequest) -> None:
    items = request.session.items
    slow = [i for i in items if i.get_closest_marker("slow")]
    assert items[: len(slow)] == slow  # in a run of this file alone, none
