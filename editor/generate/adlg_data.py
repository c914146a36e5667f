"""The V4 procedure's data (``resources/generate/adlg-v4.yaml``), read and cross-checked.

The schema checks each key; this module checks what a schema cannot: that
every die table covers the six faces once, that the sector die names six
distinct zones, that the control table and the players' odds have a row for
every count of elements a player may choose. It also reads the tables the
procedure consults: the sector die, the position die, fractions written n/d.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from editor.io.generator_data import GENERATE, GeneratorDataError, band, load_generator_data
from editor.io.schema_check import check

PROCEDURE = "adlg-v4"
FACES = range(1, 7)
DIE_TABLES = ("position_die", "balance_sector_die", "road_course", "control", "river_difficulty")
CENTRE = "centre"


class CheckedData(dict[str, Any]):
    """A copy of the data that passed ``adlg_data``'s checks (checked once, not at
    every layout: the schema takes tens of milliseconds)."""


def adlg_data(data: dict[str, Any] | None = None) -> dict[str, Any]:
    """The bundled data file, or ``data`` (a group's copy) once it is checked.

    Raises ``GeneratorDataError`` saying what is wrong and where. The result of a
    check (a ``CheckedData``) is not checked again.
    """
    if isinstance(data, CheckedData):
        return data
    if data is None:
        bundled = load_generator_data(PROCEDURE)
        _refuse(str(GENERATE / f"{PROCEDURE}.yaml"), adlg_problems(bundled))
        return bundled
    _refuse(
        f"{PROCEDURE} data", [d.message for d in check(data, "generator")] or adlg_problems(data)
    )
    return CheckedData(data)


def element_counts() -> tuple[int, ...]:
    """How many elements a player may choose: « Le défenseur choisit 2 à 4
    éléments » (V4 p74), as the bundled data's ``elements_chosen`` says."""
    bounds = adlg_data()["elements_chosen"]
    return tuple(range(bounds["min"], bounds["max"] + 1))


def _refuse(where: str, problems: list[str]) -> None:
    if problems:
        raise GeneratorDataError("\n".join(f"{where}: {p}" for p in problems))


def adlg_problems(data: dict[str, Any]) -> list[str]:
    """What the schema cannot see: gaps and overlaps in the die tables, missing rows."""
    out: list[str] = []
    for key in DIE_TABLES:
        seen = [f for row in data[key] for f in range(row["min"], row["max"] + 1)]
        if sorted(seen) != list(FACES):
            out.append(f"{key}: the rows must cover the faces 1 to 6 once each, not {sorted(seen)}")
    zones = [(s["half"], s["third"]) for s in data["sector_die"].values()]
    if len(set(zones)) != len(zones):
        out.append("sector_die: two faces name the same zone of the table")
    lo, hi = data["elements_chosen"]["min"], data["elements_chosen"]["max"]
    if lo > hi:
        out.append(f"elements_chosen: min {lo} is more than max {hi}")
    counts = {str(n) for n in range(lo, hi + 1)}
    if missing := sorted(counts - set(data["control_count"])):
        out.append(f"control_count: no row for {', '.join(missing)} elements chosen")
    weights = data["players"]["element_count"]["weights"]
    if set(weights) != counts:
        out.append(
            f"players/element_count/weights: one weight per count {lo} to {hi}, "
            f"not {', '.join(sorted(weights))}"
        )
    for name, entry in data["players"].items():
        if "weights" in entry and not any(entry["weights"].values()):
            out.append(f"players/{name}/weights: every weight is 0, nothing can be chosen")
    for path, text in (
        ("players/placement/largest_share", data["players"]["placement"]["largest_share"]),
        ("players/road_course/edge_margin", data["players"]["road_course"]["edge_margin"]),
    ):
        if share(text) > 1:
            out.append(f"{path}: {text} is more than 1")
    return out


def share(text: str) -> Fraction:
    """``"2/3"`` -> 2/3, exactly (the schema allows only n/d with d > 0)."""
    num, den = text.split("/")
    return Fraction(int(num), int(den))


@dataclass(frozen=True)
class Sectors:
    """The sector die (p75): each face names a zone, a half and a third of the table."""

    zones: dict[int, tuple[str, str]]
    """Face -> (half, third): ``("defender", "west")``..."""
    names: dict[int, tuple[str, str]]
    """Face -> (French, English) name."""

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Sectors:
        table = data["sector_die"]
        return cls(
            {int(f): (s["half"], s["third"]) for f, s in table.items()},
            {int(f): (s["fr"], s["en"]) for f, s in table.items()},
        )

    def face(self, zone: tuple[str, str]) -> int:
        """The face that names ``zone`` (half, third)."""
        return next(f for f, z in self.zones.items() if z == zone)

    def is_central(self, face: int) -> bool:
        return self.zones[face][1] == CENTRE

    def lateral(self) -> list[int]:
        """The faces of the lateral (not central) sectors, in order."""
        return sorted(f for f in self.zones if not self.is_central(f))


def position_rule(data: dict[str, Any], face: int) -> str:
    """``"touch"`` or ``"clear"``: what the position die's face asks (p75)."""
    return band(data["position_die"], face)["id"]


def position_words(data: dict[str, Any], face: int) -> tuple[str, str]:
    """The position die's face in words, French and English."""
    row = band(data["position_die"], face)
    gap = f"{data['edge_gap_ud']:g}"
    return row["fr"].replace("{gap}", gap), row["en"].replace("{gap}", gap)
