"""Regression guard for PySide6 6.12.0 on CPython 3.11.

That combination aborts ("Fatal Python error: none_dealloc") after a few
thousand calls of any Qt method returning nothing; pyproject.toml pins PySide6
below 6.12 on Python < 3.12. Run in a subprocess so an abort fails this test
instead of killing the whole test run.
"""

from __future__ import annotations

import subprocess
import sys

CALLS = 100_000

_CODE = f"""
from PySide6.QtCore import QPoint, QRectF
p = QPoint()
r = QRectF()
for i in range({CALLS}):
    p.setX(i)          # void
    r.setWidth(i)      # void
print(p.x(), int(r.width()))
"""


def test_many_void_qt_calls_do_not_abort() -> None:
    out = subprocess.run([sys.executable, "-c", _CODE], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, f"exit {out.returncode}: {out.stderr[-2000:]}"
    assert out.stdout.split() == [str(CALLS - 1), str(CALLS - 1)]
