"""S: rectangle selection, and what the view does with a selection.

The rectangle runs in the players' column/row coordinates, as on the printed
map. Copy, cut, paste (at the hovered hex) and delete act on
``ToolContext.selection`` and go through ``editor.core.clipboard``; the flips
in place go through ``editor.core.flip``; the copies onto the other half
(``editor.core.other_half``) are first drawn as a ghost, then applied.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt

from editor.core import clipboard, flip, other_half
from editor.core.hexes import Hex
from editor.ui.counts import counts
from editor.ui.tools.base import Tool, ToolContext, ToolEvent
from editor.ui.translate_noop import QT_TRANSLATE_NOOP

DELETE = QT_TRANSLATE_NOOP("SelectTool", "Delete")
CUT = QT_TRANSLATE_NOOP("SelectTool", "Cut")
"""Undo names of ``delete_selection``, translated when the step is pushed."""


class SelectTool(Tool):
    name = "select"
    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._anchor: Hex | None = None
        self._base: set[Hex] = set()

    def press(self, event: ToolEvent) -> None:
        super().press(event)
        self._anchor = event.hex
        adding = event.has(Qt.KeyboardModifier.ShiftModifier)
        self._base = set(self.ctx.selection) if adding else set()
        self._select_to(event.hex)

    def drag(self, event: ToolEvent) -> None:
        if self._anchor is not None:
            self._select_to(event.hex)

    def release(self, event: ToolEvent) -> None:
        super().release(event)
        self._anchor = None
        if self.ctx.selection:
            self.ctx.status(counts().hexes_selected(len(self.ctx.selection)))

    def _select_to(self, h: Hex) -> None:
        assert self._anchor is not None
        self.ctx.set_selection(self._base | clipboard.rectangle(self.ctx.grid, self._anchor, h))


# -- selection commands (the view's Edit menu) -------------------------------


def _select_first(ctx: ToolContext) -> None:
    ctx.status(
        QCoreApplication.translate("SelectTool", "Select hexes first (S, then drag a rectangle)")
    )


def copy_selection(ctx: ToolContext) -> bool:
    fragment = clipboard.copy_hexes(ctx.document.scenario, ctx.selection)
    if fragment is None:
        _select_first(ctx)
        return False
    ctx.clipboard = fragment
    ctx.status(counts().hexes_copied(len(fragment)))
    return True


def delete_selection(ctx: ToolContext, text: str = DELETE) -> None:
    """Clear the selection as one undo step named ``text`` (``DELETE`` or ``CUT``)."""
    if not ctx.selection:
        _select_first(ctx)
        return
    ctx.apply(
        clipboard.delete_hexes(ctx.document.scenario, ctx.selection, ctx.rules),
        QCoreApplication.translate("SelectTool", text),
    )


def paste_clipboard(ctx: ToolContext, anchor: Hex | None) -> None:
    if ctx.clipboard is None:
        ctx.status(
            QCoreApplication.translate("SelectTool", "Nothing to paste: copy a selection first")
        )
        return
    if anchor is None or not ctx.grid.contains(anchor):
        anchor = min(ctx.selection, key=lambda h: ctx.grid.to_offset(h)[::-1], default=None)
    if anchor is None:
        ctx.status(
            QCoreApplication.translate(
                "SelectTool", "Point at the hex where the copy's top-left corner goes, then paste"
            )
        )
        return
    edit = clipboard.paste(ctx.document.scenario, ctx.clipboard, anchor, ctx.rules)
    if not ctx.apply(edit, QCoreApplication.translate("SelectTool", "Paste")):
        ctx.status(
            QCoreApplication.translate(
                "SelectTool", "The map at %1 already holds this content"
            ).replace("%1", ctx.grid.label(anchor))
        )
    pasted = {h + anchor for h in ctx.clipboard.hexes}
    ctx.set_selection({h for h in pasted if ctx.grid.contains(h)})


@dataclass(frozen=True)
class HalfCopyPreview:
    """A copy onto the other half drawn as a ghost, waiting for Apply or Cancel."""

    plan: other_half.HalfCopy
    mirror: bool
    question: str
    """What the decision bar asks, in the user's language."""


def preview_other_half(ctx: ToolContext, mirror: bool) -> HalfCopyPreview | None:
    """Draw where a copy of the selection onto the other half would write; nothing
    is written until ``apply_other_half``."""
    if not ctx.selection:
        _select_first(ctx)
        return None
    plan = other_half.plan_other_half(ctx.grid, ctx.selection, mirror)
    if plan is None or not plan.target:
        ctx.status(
            QCoreApplication.translate(
                "SelectTool",
                "Nothing to copy onto the other half: the selection's image is itself "
                "or falls off the map",
            )
        )
        return None
    if plan.left_out:
        ctx.status(counts().hexes_left_out(plan.left_out))
    ctx.overlay.set_ghost(plan.target)
    if mirror:
        what = QCoreApplication.translate("SelectTool", "Mirror onto the other half")
    else:
        what = QCoreApplication.translate("SelectTool", "Rotate onto the other half")
    question = (
        QCoreApplication.translate("SelectTool", "%1: %2", "an action: what it will do")
        .replace("%1", what)
        .replace("%2", counts().hexes_to_replace(len(plan.target)))
    )
    return HalfCopyPreview(plan, mirror, question)


def apply_other_half(ctx: ToolContext, preview: HalfCopyPreview) -> None:
    """Write the copy the ghost showed, as one undo step."""
    ctx.overlay.set_ghost(frozenset())
    edit = other_half.copy_onto_other_half(ctx.document.scenario, preview.plan, ctx.rules)
    if preview.mirror:
        text = QCoreApplication.translate("SelectTool", "Mirror onto the other half")
    else:
        text = QCoreApplication.translate("SelectTool", "Rotate onto the other half")
    if not ctx.apply(edit, text):
        ctx.status(
            QCoreApplication.translate(
                "SelectTool", "The other half of the map already matches the selection"
            )
        )


def flip_selection(ctx: ToolContext, axis: flip.Axis) -> None:
    """Flip the selection in place about its own centre, as one undo step.

    A selection whose flip would land between hexes is widened to the smallest
    one that flips exactly (the new selection shows it, the status bar says
    so); one whose widening would leave the map is refused with the reason.
    """
    if not ctx.selection:
        _select_first(ctx)
        return
    plan = flip.plan_flip(ctx.grid, ctx.selection, axis)
    if plan is None:
        ctx.status(
            QCoreApplication.translate(
                "SelectTool",
                "Not flipped: this selection's flip lands between hexes, and the smallest "
                "selection around it that flips onto whole hexes would leave the map",
            )
        )
        return
    if axis == "left-right":
        text = QCoreApplication.translate("SelectTool", "Flip selection left-right")
    else:
        text = QCoreApplication.translate("SelectTool", "Flip selection top-bottom")
    if plan.added:
        ctx.set_selection(set(plan.hexes))
    applied = ctx.apply(flip.flip_hexes(ctx.document.scenario, plan, ctx.rules), text)
    if plan.added:
        ctx.status(counts().flip_widened(plan.added))
    elif not applied:
        ctx.status(
            QCoreApplication.translate(
                "SelectTool", "The selection is its own mirror image: the flip changes nothing"
            )
        )
