"""Test set-up shared by every test: Qt runs offscreen, never on a display."""

from __future__ import annotations

import os

# Must happen before anything imports Qt; the person running the tests should
# not have to set it.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The default language follows the locale (editor.core.language), for the window
# and the command line alike: tests that choose none read English on any machine.
os.environ["LC_ALL"] = "C.UTF-8"
