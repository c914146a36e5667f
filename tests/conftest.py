"""Test set-up shared by every test: Qt runs offscreen, never on a display; the
tests never read or write the person's own settings, recovery copies or
documents; a modal dialog left open fails its test instead of hanging the run."""

from __future__ import annotations

import gc
import os
import sys
import tempfile
import time
from collections.abc import Iterator

import pytest

# Must happen before anything imports Qt; the person running the tests should
# not have to set it.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The default language follows the locale (editor.core.language), for the window
# and the command line alike: tests that choose none read English on any machine.
os.environ["LC_ALL"] = "C.UTF-8"
# Qt finds settings, recovery copies and documents under these: a crashed game
# of the person's (a recovery copy in ~/.local/share/Hexfield) would otherwise
# open a "Restore the game?" question in the middle of a test.
_HOME = tempfile.mkdtemp(prefix="hexfield-tests-")
for _name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = os.path.join(_HOME, _name.lower())

MODAL_LIMIT_S = 30.0
"""A dialog a test opens and closes itself (with a timer) is gone within
milliseconds; one still open after this long waits for a person who is not there."""


@pytest.fixture(autouse=True)
def _no_modal_dialog_left_open(request: pytest.FixtureRequest) -> Iterator[None]:
    """Closes a modal dialog nobody answers and fails the test that opened it.

    Python's time-out signal cannot interrupt Qt's nested event loop (a dialog's
    ``exec``), so without this a forgotten question hangs the whole run."""
    if "PySide6.QtWidgets" not in sys.modules:
        yield
        return
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        yield
        return
    seen: dict[str, object] = {"widget": None, "since": 0.0}
    left_open: list[str] = []

    def check() -> None:
        widget = QApplication.activeModalWidget()
        if widget is None or widget is not seen["widget"]:
            seen["widget"], seen["since"] = widget, time.monotonic()
            return
        if time.monotonic() - float(seen["since"]) >= MODAL_LIMIT_S:  # type: ignore[arg-type]
            left_open.append(widget.windowTitle() or type(widget).__name__)
            if isinstance(widget, QDialog):
                widget.reject()
            else:
                widget.close()
            seen["widget"] = None

    timer = QTimer()
    timer.setInterval(500)
    timer.timeout.connect(check)
    timer.start()
    yield
    timer.stop()
    if left_open:
        pytest.fail(
            f"a modal dialog was left open for {MODAL_LIMIT_S:.0f} s and closed: "
            + ", ".join(repr(t) for t in left_open)
        )


COLLECTING_GC_THRESHOLD = (50_000, 20, 100)
"""The garbage collector's thresholds while the suite is collected."""


@pytest.hookimpl(hookwrapper=True)
def pytest_collection() -> Iterator[None]:
    """Collecting imports every test module and rewrites its asserts (each worker
    collects the whole suite): millions of small objects in a heap that only
    grows, which Python's cyclic garbage collector went through again and again,
    about 7 of the 17 s of CPU a worker spent collecting. It runs far less often while
    collecting, and as Python sets it for the tests."""
    threshold = gc.get_threshold()
    gc.set_threshold(*COLLECTING_GC_THRESHOLD)
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
    # What the collection built lives to the end of the run: kept out of the
    # collector's way (gc.freeze), it is not gone through again at each of the
    # tests' full collections. Its garbage is collected first.
    gc.collect()
    gc.freeze()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The test files marked ``slow`` run first, each file's tests together and in
    their order: two workers (``-n auto``) share the long tests at the start and
    end together on short ones, instead of one waiting for the other's last long
    test. Every worker sorts the same collection the same way, as xdist needs."""
    slow = {item.path for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: item.path not in slow)
