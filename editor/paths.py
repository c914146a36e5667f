"""Where the project's data folders are (``schemas/``, ``resources/``, ``scenarios/``)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"
RESOURCES = ROOT / "resources"
RULESETS = RESOURCES / "rulesets"
STYLES = RESOURCES / "styles"
SCENARIOS = ROOT / "scenarios"
