"""The status bar's description of the hex under the cursor."""

from __future__ import annotations

import pytest
from window_fixtures import blank_document

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain
from editor.ui import status_bar
from editor.ui.status_bar import describe_hex


def _wood(qtbot):  # type: ignore[no-untyped-def]
    doc = blank_document()
    h = doc.scenario.grid.to_hex(3, 4)
    doc.apply(SetTerrain.of({h: HexTerrain(frozenset({"foret"}))}), "paint")
    return doc, h


def test_the_terrain_under_the_cursor_is_summarized(qtbot) -> None:  # type: ignore[no-untyped-def]
    doc, h = _wood(qtbot)
    assert describe_hex(doc, h, "fr").startswith("0304 · Bois, forêt : ")


def test_a_summary_bug_is_not_hidden(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    # Only known elements are summarized: a failure there is a bug to see, not
    # a reason to show the bare names instead.
    doc, h = _wood(qtbot)

    def broken(*_args: object) -> str:
        raise KeyError("terms")

    monkeypatch.setattr(status_bar, "summarize", broken)
    with pytest.raises(KeyError, match="terms"):
        describe_hex(doc, h, "fr")
