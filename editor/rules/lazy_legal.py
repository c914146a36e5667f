"""The legal actions handed to a player, listed only if the player reads them.

The computer players ask the engine for what they need (``engine.movers``,
``movement_range``...) and build just the action they choose, which ``apply``
checks anyway; listing every action of every decision would cost more than
choosing one.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from editor.rules.actions import Action
from editor.rules.context import GameContext
from editor.rules.engine import legal_actions
from editor.rules.legal import optional_own
from editor.rules.position import Position


class LegalActions(Sequence[Action]):
    """``legal_actions(ctx, pos)`` computed on first use, then kept."""

    __slots__ = ("_ctx", "_items", "_pos")

    def __init__(self, ctx: GameContext, pos: Position) -> None:
        self._ctx, self._pos = ctx, pos
        self._items: list[Action] | None = None

    def _all(self) -> list[Action]:
        if self._items is None:
            self._items = legal_actions(self._ctx, self._pos)
        return self._items

    def optional_own(self) -> tuple[list[Action], bool] | None:
        """The optional rules' own actions among these and whether ending the phase is
        forbidden (``legal.optional_own``), without listing the engine's; None where
        that cannot be told (or the list is made already: read it)."""
        if self._items is not None:
            return None
        return optional_own(self._ctx, self._pos)

    def __getitem__(self, i: Any) -> Any:
        return self._all()[i]

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self) -> Iterator[Action]:
        return iter(self._all())

    def __contains__(self, a: object) -> bool:
        return a in self._all()

    def __eq__(self, other: object) -> bool:
        return list(self._all()) == list(other) if isinstance(other, Sequence) else NotImplemented

    __hash__ = None  # type: ignore[assignment]


__all__ = ["LegalActions"]
