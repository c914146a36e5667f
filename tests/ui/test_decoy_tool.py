"""Decoys with the unit tool, on the real viewport: a deployment without decoys
refuses them and says which deployment to choose; one decoy too many is
placed with the rule's numbers and what to do, in the editor's language."""

from __future__ import annotations

import pytest

from editor.core.edits import SetScenarioData, set_list
from editor.core.scenario import Setup, Side, Unit
from editor.ui.authoring_state import authoring_state
from editor.ui.map_view import MapView
from editor.ui.tool_state import ToolState


def _armies(view: MapView, deployment: str, infantry: int) -> None:
    doc = view.document
    doc.apply(
        SetScenarioData(
            (
                (
                    "sides",
                    [
                        Side("side_a", "Armée du Nord", "#1f4e9c", "S"),
                        Side("side_b", "Coalisés", "#c0c0c0", "N"),
                    ],
                ),
                ("setup", Setup(deployment=deployment)),
            )
        ),
        "sides",
    )
    units = [Unit(f"side_a_{i}", "side_a", f"Bataillon {i}", "infanterie") for i in range(infantry)]
    doc.apply(set_list(doc.scenario, "units", units), "units")
    doc.undo_stack.clear()


def _click_decoy(mouse, view: MapView, tool_state: ToolState, col: int) -> list[str]:
    state = authoring_state(tool_state)
    state.set_side("side_a")
    state.set_marker("decoy")
    view.set_tool("unit")
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    mouse.click(view, mouse.hex_point(view, view.document.scenario.grid.to_hex(col, 16)))
    return messages


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "en",
            'No decoys when the deployment is "placed by the scenario". In the Scenario panel, '
            'set Deployment to "hidden deployment markers (Annex 3)" or '
            '"slips of paper (1 decoy per 4 units)".',
        ),
        (
            "fr",
            "Pas de leurres quand le déploiement est « placé par le scénario ». Dans le panneau "
            "Scénario, réglez Déploiement sur « marques de déploiement cachées (Annexe 3) » ou "
            "« petits papiers (leurres : 1 pour 4 unités) ».",
        ),
    ],
)
def test_no_decoy_without_a_deployment_that_has_them(
    mouse, view: MapView, tool_state: ToolState, language: str, expected: str
) -> None:
    _armies(view, "scenario", 8)
    tool_state.language = language
    messages = _click_decoy(mouse, view, tool_state, 2)
    assert view.document.scenario.decoys == []
    assert view.document.undo_stack.count() == 0
    assert messages[-1] == expected


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "en",
            '"Armée du Nord" has 2 decoys; its 5 units allow only 1: 1 decoy per 4 units. '
            "Add units or remove decoys.",
        ),
        (
            "fr",
            "« Armée du Nord » a 2 leurres ; ses 5 unités n'en permettent qu'un : "
            "1 leurre pour 4 unités. Ajoutez des unités ou retirez des leurres.",
        ),
    ],
)
def test_one_decoy_too_many_says_the_units_per_decoy(
    mouse, view: MapView, tool_state: ToolState, language: str, expected: str
) -> None:
    # Annexe 1, Petits papiers: « 1 leurre (papier blanc) pour 4 unités réelles ».
    _armies(view, "papers", 5)
    tool_state.language = language
    _click_decoy(mouse, view, tool_state, 2)
    messages = _click_decoy(mouse, view, tool_state, 3)
    assert len(view.document.scenario.decoys) == 2  # placed: units may follow
    assert messages[-1] == expected


def test_hidden_markers_count_infantry_by_three(
    mouse, view: MapView, tool_state: ToolState
) -> None:
    # Annexe 3, Unités cachées: « 1 pour 3 unités d'infanterie »: 6 infantry, 2 decoys.
    _armies(view, "markers", 6)
    tool_state.language = "en"
    for col in (2, 3):
        assert not any("decoy" in m for m in _click_decoy(mouse, view, tool_state, col))
    messages = _click_decoy(mouse, view, tool_state, 4)
    assert messages[-1].startswith('"Armée du Nord" has 3 decoys; its 6 units allow only 2: ')
    assert "1 per 3 infantry" in messages[-1]
