"""Fixtures of the balance tests: the arena scenario (``arena.py``), written anew."""

from __future__ import annotations

from pathlib import Path

import pytest
from arena import arena


@pytest.fixture
def arena_file(tmp_path: Path) -> Path:
    return arena(tmp_path / "arena.yaml")
