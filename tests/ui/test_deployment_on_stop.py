"""Sand and snow with the unit tool and ``hexfield validate``, by Annexe 1 and by the
stricter house rule.

Annexe 1, Mise en place des armées: « Les unités ne peuvent pas être déployées sur
des terrains qui leur sont normalement inaccessibles lors de leur déplacement ».
Sand (« Stop sauf chameau ») and snow (« Stop sauf skieurs ») stop a move; they are
not inaccessible. A group that reads it more strictly switches on
``deployment.no_deployment_on_stop`` in its ruleset file; the window and the
command line then refuse the same units.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from editor import cli, paths
from editor.core.edits import SetScenarioData, set_list
from editor.core.scenario import HexTerrain, Setup, Side, Unit
from editor.io.scenario_file import write_scenario
from editor.io.semantic import validate_scenario
from editor.ui.authoring_state import authoring_state

SWITCH_OFF = "  no_deployment_on_stop:\n    enabled: false\n"


def _house_rule_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Edit the ruleset files as a group would, and use them."""
    folder = tmp_path / "rulesets"
    folder.mkdir()
    for source in paths.RULESETS.glob("*.yaml"):
        text = source.read_text(encoding="utf-8")
        assert text.count(SWITCH_OFF) == 1
        on = text.replace(SWITCH_OFF, SWITCH_OFF.replace("false", "true"))
        (folder / source.name).write_text(on, encoding="utf-8")
    monkeypatch.setattr(paths, "RULESETS", folder)


@pytest.mark.parametrize("house_rule", [False, True], ids=["annex", "house-rule"])
def test_unit_tool_and_validate_agree_on_sand_and_snow(
    house_rule: bool,
    make_view,
    mouse,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    if house_rule:
        _house_rule_on(tmp_path, monkeypatch)
    view = make_view()  # loads the ruleset file as the window does
    document = view.document
    s = document.scenario
    g = s.grid
    sides = [Side("fr", "Français", "#1f4e9c", "S"), Side("au", "Autriche", "#c0c0c0", "N")]
    document.apply(
        SetScenarioData((("sides", sides), ("setup", Setup(deployment="papers")))), "sides"
    )
    units = [
        Unit("sand", "fr", "Ligne", "infanterie"),
        Unit("snow", "fr", "Grenadiers", "infanterie"),
        Unit("alp", "fr", "Chasseurs", "infanterie", capabilities=("skieurs",)),
    ]
    document.apply(set_list(s, "units", units), "units")
    sand, snow, snow2 = g.to_hex(4, 16), g.to_hex(6, 16), g.to_hex(8, 16)
    s.set_terrain(sand, HexTerrain(frozenset({"sable"})))
    s.set_terrain(snow, HexTerrain(frozenset({"neige"})))
    s.set_terrain(snow2, HexTerrain(frozenset({"neige"})))
    messages: list[str] = []
    view.statusMessage.connect(messages.append)
    view.set_tool("unit")
    state = authoring_state(view.tool_state)
    for unit_id, h in (("sand", sand), ("snow", snow), ("alp", snow2)):
        state.set_unit(unit_id)
        mouse.click(view, mouse.hex_point(view, h))

    assert s.unit("alp").position == snow2  # skiers: on snow either way
    if house_rule:
        assert s.unit("sand").position is None and s.unit("snow").position is None
        refusals = [m for m in messages if "0416" in m or "0616" in m]
        assert len(refusals) == 2, messages
        # A file that has them there anyway: validate says so, hex and all.
        s.unit("sand").position, s.unit("snow").position = sand, snow
    else:
        assert s.unit("sand").position == sand and s.unit("snow").position == snow
    found = [d for d in validate_scenario(s, document.ruleset) if d.code == "unit.terrain"]
    assert sorted(d.hex for d in found) == (["0416", "0616"] if house_rule else [])

    path = tmp_path / "sand-and-snow.yaml"
    write_scenario(s, path)
    capsys.readouterr()
    code = cli.main(["validate", str(path)])
    out = capsys.readouterr().out
    if house_rule:
        assert code == cli.EXIT_INVALID
        assert "0416" in out and "0616" in out and "[unit.terrain]" in out
    else:
        assert code == cli.EXIT_OK, out
