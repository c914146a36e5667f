"""How a map file is drawn: resolution, printed hex size, language, style, the
ambush zones over it and whether the forces are shown. One value that the
window's export, the command line and the drawing code (``map_raster``,
``sheet_export``, ``svg_map``) pass on whole, rather than side by side."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from editor.generate.ambush import AmbushOverlay
    from editor.render.style import Style


@dataclass(frozen=True)
class RenderOptions:
    dpi: float = 96.0
    """Pixels per inch of a PNG file (an SVG file is drawn in scene units)."""
    hex_mm: float | None = None
    """Printed hex size, flat to flat, of a PNG file; None: the scenario's."""
    lang: str = "fr"
    style: Style | None = None
    """The map's colours and pens; None: the default style."""
    ambush: AmbushOverlay | None = None
    """L'Art de la Guerre's V4 ambush zones over a PNG map; None: none."""
    forces: bool = True
    """Units, decoys, deployment zones and objectives over the terrain."""
