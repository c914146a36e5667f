"""Heat maps on a scenario whose hot hexes are obvious (``arena``): two units face
each other across one side and cannot move, so every combat is fought on one of
their two hexes and each dies on its own. The report's maps say so, name the
games behind each hex, and the picture drawn with the map painter is hot there
and nowhere else."""

from __future__ import annotations

from pathlib import Path

import pytest
from arena import A_HEX, B_HEX

from editor.balance.report import build_report
from editor.balance.report_files import write_heat_csv
from editor.balance.run import BalanceSettings, run_balance
from editor.rules.game import game_context


def _run(path: Path):
    from editor.io.scenario_file import read_scenario

    r = read_scenario(path)
    ctx = game_context(r.scenario, r.ruleset)
    result = run_balance(BalanceSettings(path, games=30, margin=None, jobs=1, keep_logs=False))
    return ctx, build_report([ctx], result)


def test_the_hot_hexes_are_where_the_units_fought_and_died(
    arena_file: Path, tmp_path: Path
) -> None:
    ctx, report = _run(arena_file)
    grid = ctx.scenario.grid
    a = grid.label(grid.to_hex(*A_HEX))
    b = grid.label(grid.to_hex(*B_HEX))
    s = report["series"][0]
    heat = s["heat"]
    wins = [s["wins"][0]["k"], s["wins"][1]["k"]]
    # every game ends with one death: the loser's, on its own hex
    assert heat["deaths_a"] == {a: pytest.approx(wins[1] / 30)}
    assert heat["deaths_b"] == {b: pytest.approx(wins[0] / 30)}
    assert set(heat["combats"]) <= {a, b} and sum(heat["combats"].values()) >= 1.0
    assert set(heat["games"]) == {a, b}
    assert set(heat["games"][a]) <= set(s["seeds"]) and heat["games"][a]
    csv_path = tmp_path / "heat.csv"
    write_heat_csv(s, csv_path)
    rows = csv_path.read_text(encoding="utf-8").splitlines()
    assert rows[0].split(",")[0] == "hex" and len(rows) == 3
    assert {r.split(",")[0] for r in rows[1:]} == {a, b}


@pytest.mark.usefixtures("qapp")
def test_the_heat_map_picture_is_hot_on_those_hexes_only(arena_file: Path) -> None:
    from PySide6.QtGui import QColor

    from editor.render.heatmap import heat_image
    from editor.render.map_painter import MapPainter, PaintOptions
    from editor.render.sheet_export import render_image

    ctx, report = _run(arena_file)
    grid = ctx.scenario.grid
    values = {
        grid.parse_label(label): v for label, v in report["series"][0]["heat"]["combats"].items()
    }
    hot = set(values)
    picture = heat_image(ctx.scenario, ctx.ruleset, values, colour="#ff0000", px_per_hex=40)
    plain = render_image(ctx.scenario, ctx.ruleset, 40, PaintOptions(labels=False))
    mp = MapPainter(ctx.scenario, ctx.ruleset)
    scale = 40 / mp.layout.width

    def pixel(image, h) -> QColor:
        x, y = mp.layout.hex_to_pixel(h)
        return image.pixelColor(round(x * scale), round((y + 0.7 * mp.hex_size) * scale))

    for h in grid.hexes():
        before, after = pixel(plain, h), pixel(picture, h)
        if h in hot:
            assert after.red() - after.blue() > before.red() - before.blue() + 40, h
        else:
            assert (before.red(), before.green(), before.blue()) == (
                after.red(),
                after.green(),
                after.blue(),
            ), h
    assert picture.height() > plain.height()  # the caption with its scale
