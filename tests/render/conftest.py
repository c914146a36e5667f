"""Fixtures of the offscreen render tests (helpers: render_helpers.py)."""

from __future__ import annotations

import pytest

from editor.core.ruleset import Ruleset
from editor.io.rulesets import load_ruleset


@pytest.fixture(scope="session")
def panache() -> Ruleset:
    return load_ruleset("panache")


@pytest.fixture(scope="session")
def thucydide() -> Ruleset:
    return load_ruleset("thucydide")
