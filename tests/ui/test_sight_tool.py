"""V, the editor's line-of-sight tool: the line, what blocks it and its rule; Shift+click
shades what a troop there would see."""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.core.hexes import neighbor
from editor.core.scenario import HexTerrain
from editor.rules.terrain import key


def test_the_sight_tool_names_the_wood_in_the_way(view, mouse) -> None:
    doc = view.document
    grid = doc.scenario.grid
    a = grid.to_hex(6, 8)
    wood = neighbor(a, 0)
    b = neighbor(wood, 0)
    doc.scenario.set_terrain(wood, HexTerrain(frozenset({"foret"})))
    from editor.core.edits import Change

    doc.changed.emit(Change(hexes=frozenset({wood})))
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    view.set_tool("sight")
    mouse.click(view, mouse.hex_point(view, a))
    mouse.hover(view, mouse.hex_point(view, b))
    tool = view._tools["sight"]
    line = tool.item.sight
    assert line is not None and line.blocked == key(wood)
    label = grid.label(wood)
    assert any("blocked" in m and label in m and "Annexe 1" in m for m in messages)
    # Beside the wood the line is clear.
    c = neighbor(a, 1)
    mouse.hover(view, mouse.hex_point(view, c))
    assert tool.item.sight.blocked == -1
    assert messages[-1].endswith("seen")
    # Shift+click: every hex a troop at ``a`` sees; behind the wood is not among them.
    mouse.click(view, mouse.hex_point(view, a), modifiers=Qt.KeyboardModifier.ShiftModifier)
    fan = tool.item.fan
    assert key(wood) in fan and key(b) not in fan and key(c) in fan
    mouse.click(view, mouse.hex_point(view, a), Qt.MouseButton.RightButton)
    assert tool.origin is None and not tool.item.fan
