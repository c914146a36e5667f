"""What *Play > Balance test…* needs of the window it is added to.

The main window is a ``BalanceWindow``; the balance modules know it only by
this interface (as play mode knows it by ``PlayHost``), typed, instead of
reading attributes a ``QMainWindow`` does not have.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from editor.ui.document import Document
    from editor.ui.map_view import MapView
    from editor.ui.play.play_mode import PlayMode


class BalanceWindow(Protocol):
    document: Document
    """The scenario played is the one being edited, as it stands."""
    play_mode: PlayMode
    """Its Play menu holds the entry; it replays a game of the report."""
    view: MapView
    """The editor's map, under the heat map when no game is shown."""
    language: str
