"""Counted phrases ("1 hex selected", "2 hexes selected") in the editor's language.

Qt's translator picks the plural form from the count (``%n``): French from
``hexfield_fr``, English from the plural-only ``hexfield_en``. Qt's lupdate
sees a count only in ``tr(text, disambiguation, n)``, not in
``QCoreApplication.translate``: the phrases of the tools and panels that have
no ``tr`` of their own live here, on one small QObject.
"""

from __future__ import annotations

from PySide6.QtCore import QObject


class Counts(QObject):
    def hexes_selected(self, n: int) -> str:
        return self.tr("%n hex(es) selected", "", n)

    def hexes_copied(self, n: int) -> str:
        return self.tr("copied %n hex(es)", "", n)

    def hexes_seen(self, n: int) -> str:
        return self.tr("Seen from there: %n hex(es)", "", n)

    def hexes_left_out(self, n: int) -> str:
        return self.tr("%n hex(es) would fall off the map: left out", "", n)

    def hexes_to_replace(self, n: int) -> str:
        return self.tr("%n hex(es) outlined in orange will be replaced", "", n)

    def flip_widened(self, n: int) -> str:
        return self.tr(
            "Selection widened by %n hex(es): flipped as it was, it would land between hexes",
            "",
            n,
        )

    def sentinels_posted(self, unit: str, n: int) -> str:
        return self.tr("%1 already posts %n sentinel(s)", "", n).replace("%1", unit)

    def camps(self, n: int) -> str:
        return self.tr("%n camp(s)", "", n)

    def sentinels(self, n: int) -> str:
        return self.tr("%n sentinel(s)", "", n)

    def boats(self, n: int) -> str:
        return self.tr("%n boat(s)", "", n)

    def points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)

    def units(self, n: int) -> str:
        return self.tr("%n unit(s)", "", n)

    def pages(self, n: int) -> str:
        return self.tr("%n page(s)", "", n)

    def no_enemy_in_range(self, n: int) -> str:
        return self.tr("no enemy it sees within its range (%n hex(es))", "", n)

    def next_shot_minus(self, n: int) -> str:
        return self.tr("; its next shot: -%n die(s)", "", n)


def counts() -> Counts:
    """The phrases, read in the language installed now."""
    return Counts()
