"""The sizes the exports stop at, stated once (no Qt: ``hexfield --help`` quotes them).

Every export of any map the format allows (up to 999 x 999 hexes) finishes
with bounded memory: PNG pictures are drawn and written band by band, SVG
files are streamed, set-up sheets print a big map's terrain as one image.
What would only take too long is refused with a message saying what to change.
"""

from __future__ import annotations

MAX_PIXELS = 400_000_000
"""The largest PNG picture drawn (20,000 x 20,000 pixels): about a minute's work."""
MAX_TRUE_SCALE_PAGES = 2000
"""The most pages a true-scale print makes (a 999 x 999 map of 50 mm hexes
would need 57,000 A4 pages: smaller hexes or a bigger paper bring it under)."""
VECTOR_HEXES = 5000
"""Maps up to this many hexes print their terrain as vectors on the set-up
sheet; bigger ones as an image (drawn as vectors, the page of a 200 x 200 map
took 15 s and 20 MB, of a 999 x 999 one minutes and 180 MB, for hexes a
millimetre wide)."""
SHEET_IMAGE_DPI = 600.0
SHEET_IMAGE_PIXELS = 16_000_000
"""The sheet's terrain image: its resolution, and its largest size (then the
resolution drops; 64 MB in memory)."""
WHERE_LIMIT = 100
"""Places (a hex, a run of hexes down a column, a hex's obstacle sides) listed
on one line of the sheet's inventory; past them the line says how many more (a
999 x 999 map would list hundreds of thousands: the map shows them). Small
maps list every location."""
