"""One source: the conditions ``hexfield conditions`` rolls (and the Scenario panel sets)
are the ones the game plays: its starting hour and daylight, weather and strength or
the mist's thickness, wind side and strength, stability, and the sight they give."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from opt_helpers import add, blank, eff

from editor.cli import main
from editor.generate.conditions import ConditionsParams, roll_conditions, wind_towards
from editor.io.scenario_file import read_scenario, write_scenario
from editor.rules.context import Options
from editor.rules.engine import start
from editor.rules.game import game_context
from editor.rules.optional.events_sky import HourStruck, WeatherNow
from editor.rules.optional.sky import daylight, hour_of

SEASONS = ("summer", "high_summer", "spring", "autumn", "winter")
ZONES = (("temperate",), ("hot_desert",), ("cold",), ("mountains",), ("monsoon",))


def _scenario_file(tmp_path: Path) -> Path:
    sc = blank(columns=12, rows=14)
    add(sc, "a1", "a", sc.grid.to_hex(2, 12))
    add(sc, "b1", "b", sc.grid.to_hex(2, 2))
    path = tmp_path / "battle.yaml"
    write_scenario(sc, path)
    return path


def test_the_conditions_the_command_stores_are_the_game_s(tmp_path: Path) -> None:
    path = _scenario_file(tmp_path)
    assert main(["conditions", "--season", "winter", "--zone", "cold", "--seed", "7",
                 "--variable", str(path)]) == 0  # fmt: skip
    rolled = roll_conditions(ConditionsParams("winter", ("cold",), 7, True))
    r = read_scenario(path)
    assert r.scenario is not None and r.ruleset is not None
    ctx = game_context(r.scenario, r.ruleset, Options(rules=frozenset({"time", "weather"})))
    pos, events = start(ctx, 1)
    assert_played_as_rolled(ctx, pos, events, rolled)


@pytest.mark.parametrize("seed", range(30))
def test_any_rolled_conditions_start_the_game(seed: int) -> None:
    season = SEASONS[seed % len(SEASONS)]
    zones = ZONES[seed % len(ZONES)]
    rolled = roll_conditions(ConditionsParams(season, zones, seed, seed % 2 == 0))
    sc = blank(columns=12, rows=14)
    add(sc, "a1", "a", sc.grid.to_hex(2, 12))
    add(sc, "b1", "b", sc.grid.to_hex(2, 2))
    sc.conditions.update(rolled.conditions())
    from rules_helpers import ruleset

    ctx = game_context(sc, ruleset("panache"), Options(rules=frozenset({"time", "weather"})))
    pos, events = start(ctx, seed)
    assert_played_as_rolled(ctx, pos, events, rolled)


def assert_played_as_rolled(ctx, pos, events, rolled) -> None:
    st = pos.optional
    data = ctx.optional.data
    assert hour_of(data, st.start_period) == rolled.start_hour
    assert daylight(data, ctx.optional.facts.season, rolled.start_hour) == rolled.daylight
    struck = next(e for e in events if isinstance(e, HourStruck))
    assert (struck.hour, struck.daylight) == (rolled.start_hour, rolled.daylight)
    w = st.weather
    if rolled.fog_dispersed:
        assert (w.kind, w.strength) == ("fine", "")
    else:
        assert w.kind == rolled.weather
        if rolled.weather in ("rain", "snow", "fog"):
            assert w.strength == rolled.strength
    assert w.dice == rolled.weather_dice
    assert w.wind == rolled.wind_strength
    grid = ctx.scenario.grid
    side = wind_towards(rolled.wind_direction, grid.side_names()[0], grid.orientation)
    assert grid.side_name(w.wind_dir) == side
    assert w.stability == (rolled.stability or 0)
    now = next(e for e in events if isinstance(e, WeatherNow))
    assert (now.weather, now.wind_towards) == (w.kind, side)
    # The sight the resolved effects print is the game's (« réduite à N hex »).
    cells = [e["visibility"]["en"] for _, _, e in rolled.effects() if "visibility" in e]
    limits = [int(m.group(1)) for c in cells for m in [re.search(r"(\d+) hexes", c)] if m]
    c = eff(ctx, pos)
    if any("darkness" in text for text in cells):
        assert not limits or c.options.sight_limit == min(limits)
    elif limits:
        assert c.options.sight_limit == min(limits)
    else:
        assert c.options.sight_limit == 0
