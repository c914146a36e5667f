"""How much the suite plays: a quick default, a long run when asked.

``HEXFIELD_PROFILE=nightly`` selects the long run (nothing in ``.ci`` sets it);
unset, or ``default``, the suite stays within its few minutes. See
docs/testing.md."""

from __future__ import annotations

import os

PROFILES = ("default", "nightly")
PROFILE = os.environ.get("HEXFIELD_PROFILE", "default")
if PROFILE not in PROFILES:
    raise ValueError(f"HEXFIELD_PROFILE={PROFILE!r}: expected one of {', '.join(PROFILES)}")


def by_profile(default: int, nightly: int) -> int:
    """The count for the profile this run is in."""
    return nightly if PROFILE == "nightly" else default
