"""How the suite runs (tests/conftest.py): the test files marked ``slow`` first,
each file's tests together and in their order, the others after them as
collected, so that the two workers (``--dist worksteal``) share the long ones
early; the garbage collector held back while collecting, as Python sets it for
the tests."""

from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

TESTS = Path(__file__).resolve().parent


def _conftest(config: pytest.Config) -> ModuleType:
    """tests/conftest.py as pytest loaded it (``import conftest`` may find another)."""
    return next(
        p
        for p in config.pluginmanager.get_plugins()
        if isinstance(p, ModuleType) and getattr(p, "__file__", None) == str(TESTS / "conftest.py")
    )


class _Item:
    def __init__(self, path: str, name: str, slow: bool) -> None:
        self.path, self.name, self.slow = Path(path), name, slow

    def get_closest_marker(self, name: str) -> object | None:
        return "slow" if name == "slow" and self.slow else None


def test_the_files_marked_slow_run_first_each_whole_and_in_order(
    request: pytest.FixtureRequest,
) -> None:
    items = [
        _Item("a.py", "a1", False),
        _Item("b.py", "b1", True),
        _Item("b.py", "b2", True),
        _Item("c.py", "c1", False),
        _Item("d.py", "d1", True),
        _Item("a.py", "a2", False),
    ]
    _conftest(request.config).pytest_collection_modifyitems(items)
    assert [i.name for i in items] == ["b1", "b2", "d1", "a1", "c1", "a2"]


def test_the_suite_runs_the_slow_files_first(request: pytest.FixtureRequest) -> None:
    items = request.session.items
    slow = [i for i in items if i.get_closest_marker("slow")]
    assert items[: len(slow)] == slow  # in a run of this file alone, none


def test_the_tests_run_with_the_garbage_collector_as_python_sets_it(
    request: pytest.FixtureRequest,
) -> None:
    fresh = subprocess.run(
        [sys.executable, "-c", "import gc; print(*gc.get_threshold())"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert gc.get_threshold() == tuple(int(n) for n in fresh.stdout.split())
    assert _conftest(request.config).COLLECTING_GC_THRESHOLD[0] > gc.get_threshold()[0]
