"""The engineers' works of the ruleset's ``optional: engineering:`` section.

Annexe 3, L'obscurité: « Tout travail fait de nuit (Génie) non éclairé est divisé
par 2 ». The annexes leave the engineers' chapter out (« La pose ou la
destruction de ces éléments sera traités à part dans le chapitre sur le génie »):
which units work, what they build and how long it takes are the ruleset's
assumptions, the night's halving is the annex's figure.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class WorkData:
    capability: str = ""
    """The capability of the units that work (the engineers); "" : nobody works."""
    works: tuple[str, ...] = ()
    """The field works (edge elements) they build."""
    turns: int = 0
    """Full turns of work, by day, to build one."""
    night_divisor: int = 1
    """« divisé par 2 »: a turn of work in the dark, unlit, counts 1 / night_divisor."""


def read_works(section: Mapping[str, Any] | None) -> WorkData:
    if not section:
        return WorkData()
    return WorkData(
        capability=section.get("capability", ""),
        works=tuple(section.get("works", ())),
        turns=section.get("turns", 0),
        night_divisor=section.get("night_divisor", 1),
    )
