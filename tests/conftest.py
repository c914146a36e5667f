"""Test set-up shared by every test: Qt runs offscreen, never on a display."""

from __future__ import annotations

import os

# Must happen before anything imports Qt; the person running the tests should
# not have to set it.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
