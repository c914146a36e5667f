"""Every message a map tool writes itself (refusals, hints, undo texts) is a
sentence starting with a capital letter, in English (the source) and in the
French catalogue; and the refusals that reach the status bar in the window
read so in both languages."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from editor.ui.i18n import CATALOGUE
from editor.ui.map_view import MapView
from editor.ui.tool_state import ToolState

TOOLS = Path(__file__).resolve().parents[2] / "editor" / "ui" / "tools"

NOT_SENTENCES = {("EyedropperTool", "open ground")}
"""Words put into another message (« Pris dans l'hexagone 0303 : terrain découvert »)."""


def _first_letter_is_capital(text: str) -> bool:
    """The first letter is upper case; a count may open the sentence (« %1 hexagones »)."""
    if text.startswith("%1 hex"):
        return True
    for ch in text:
        if ch.isdigit():
            return True
        if ch.isalpha():
            return ch.isupper()
    return False


def _tool_strings() -> list[tuple[str, str]]:
    found = []
    for path in sorted(TOOLS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "attr", "") == "translate"
                and len(node.args) >= 2
                and all(isinstance(a, ast.Constant) for a in node.args[:2])
            ):
                context, source = node.args[0].value, node.args[1].value
                if (context, source) not in NOT_SENTENCES:
                    found.append((context, source))
    return sorted(set(found))


STRINGS = _tool_strings()


def test_the_walk_finds_the_tools_messages() -> None:
    contexts = {context for context, _ in STRINGS}
    assert {"UnitTool", "ZoneTool", "ExtrasTool", "BrushTool", "SelectTool"} <= contexts
    assert len(STRINGS) > 40


@pytest.mark.parametrize(("context", "source"), STRINGS, ids=[s for _, s in STRINGS])
def test_each_tool_message_starts_with_a_capital_in_both_languages(
    context: str, source: str
) -> None:
    assert _first_letter_is_capital(source), source
    french = {
        (ctx.findtext("name"), m.findtext("source")): m.findtext("translation") or ""
        for ctx in ET.parse(CATALOGUE).getroot().iter("context")
        for m in ctx.iter("message")
    }
    assert _first_letter_is_capital(french[(context, source)]), french[(context, source)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_refusals_in_the_window_start_with_a_capital(
    mouse, view: MapView, tool_state: ToolState, qtbot, language: str
) -> None:
    """The report's two refusals, the engine's (a hill on a lake) and a tool's
    (a unit tool without sides), as the status bar gets them."""
    tool_state.language = language
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    g = view.document.scenario.grid
    h = g.to_hex(5, 5)
    tool_state.set_hex_elements(frozenset({"lac"}))
    view.set_tool("brush")
    mouse.click(view, mouse.hex_point(view, h))
    view.set_tool("hill")
    mouse.click(view, mouse.hex_point(view, h))
    view.set_tool("zone")
    mouse.click(view, mouse.hex_point(view, h))
    assert len(messages) >= 2
    assert all(_first_letter_is_capital(m) for m in messages), messages
