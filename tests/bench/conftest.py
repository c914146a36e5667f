"""Benchmarks run only when asked: ``pytest tests/bench -s`` (or ``-m bench``).

Every test under ``tests/bench`` is a benchmark (marked ``bench`` here, so that
none can be forgotten). The whole suite, ``pytest``, deselects them: they print
figures and take a quarter of the run without checking anything timed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).parent.resolve()


def _inside_bench(arg: str) -> bool:
    path = Path(arg.split("::")[0]).resolve()
    return path == HERE or HERE in path.parents


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.bench)
    if config.getoption("markexpr"):
        return  # "-m ..." chooses for itself
    args = config.args
    if args and all(_inside_bench(a) for a in args):
        return  # only benchmarks were asked for
    kept = [i for i in items if i.get_closest_marker("bench") is None]
    if len(kept) < len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in kept])
        items[:] = kept
