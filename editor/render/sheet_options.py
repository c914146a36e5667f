"""What a set-up sheet is asked to print: paper, language, hidden deployment,
true scale, ambush zones. Its own module so that each part of the sheet
(``sheet``, ``true_scale``) reads it without importing the other."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class SheetOptions:
    paper: str = "A4"
    landscape: bool | None = False
    """None: automatic, the orientation with fewer pages for a true-scale
    print (``sheet.with_orientation``), portrait for the sheet."""
    lang: str = "fr"
    hidden: bool | None = None
    """Hidden deployment: only zones and marker counts, no unit positions;
    None: as the scenario's set-up says (markers, screen, papers: hidden)."""
    true_scale: bool = False
    hex_mm: float | None = None
    """Printed hex size (flat to flat) for true scale; None: the scenario's."""
    ambush: bool = False
    """Draw L'Art de la Guerre's ambush zones (V4 p77) on the overview, with a legend."""
    ambush_light: bool = False
    """The ambush zones of light troops (7 UD) rather than of other troops."""
    ambush_defender_edge: str = "S"
    ud_mm: float | None = None
    """One UD in millimetres for the ambush zones; None: the V4 data's default."""
