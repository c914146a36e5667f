"""Where a piece stands when it is not on the map: the two keys below every hex key.

Apart from ``context`` so that ``position`` (and the optional rules' interface,
``plugin``, built on it) need not import the game context.
"""

OFF = -1
"""A piece not on the map: awaiting deployment or entry."""
GONE = -2
"""A piece out of the game: an eliminated unit, a decoy seen and removed."""
