from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from arena import arena  # noqa: E402


@pytest.fixture
def arena_file(tmp_path: Path) -> Path:
    return arena(tmp_path / "arena.yaml")
