"""``hexfield generate`` checks the map size against the format's limits first (issue 15).

``--columns 100000 --rows 100000`` ran for minutes and gigabytes; 2 x 2 and
9 x 9 wrote files that ``validate`` then refused. The limits are read where
the validator reads them (the schema's ``map`` and the ruleset's ``map:``
minimum), never copied.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from editor import paths
from editor.cli import main
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import read_scenario

EXIT_USAGE = 2


def _map_schema() -> dict:
    schema = json.loads((paths.SCHEMAS / "scenario.schema.json").read_text(encoding="utf-8"))
    return schema["properties"]["map"]["properties"]


def _generate(tmp_path: Path, columns: int, rows: int, *extra: str) -> tuple[int, Path]:
    out = tmp_path / "table.yaml"
    code = main(
        [
            "generate",
            "--territory",
            "plain",
            "--seed",
            "1",
            "--columns",
            str(columns),
            "--rows",
            str(rows),
            "-q",
            "-o",
            str(out),
            *extra,
        ]
    )
    return code, out


@pytest.mark.parametrize(("columns", "rows"), [(100_000, 100_000), (1000, 16), (24, 1000)])
def test_a_map_over_the_format_limit_is_refused_at_once(
    tmp_path: Path, capsys, columns: int, rows: int
) -> None:
    start = time.perf_counter()
    code, out = _generate(tmp_path, columns, rows)
    assert time.perf_counter() - start < 2.0
    assert code == EXIT_USAGE
    assert not out.exists()
    err = capsys.readouterr().err
    limit = _map_schema()["columns"]["maximum"]
    assert "hexfield generate:" in err and str(limit) in err
    assert "Traceback" not in err


@pytest.mark.parametrize(("columns", "rows"), [(2, 2), (9, 9), (0, 16), (24, -3)])
def test_a_map_under_the_rules_minimum_is_refused(
    tmp_path: Path, capsys, columns: int, rows: int
) -> None:
    code, out = _generate(tmp_path, columns, rows)
    assert code == EXIT_USAGE
    assert not out.exists()
    err = capsys.readouterr().err
    assert err.startswith("hexfield generate:")
    if columns > 0 and rows > 0:
        rules = load_ruleset("panache").map
        assert f"{rules.min_columns} x {rules.min_rows}" in err


def test_the_smallest_map_the_rules_allow_is_generated_and_validates(tmp_path: Path) -> None:
    rules = load_ruleset("thucydide").map
    code, out = _generate(tmp_path, rules.min_columns, rules.min_rows, "--ruleset", "thucydide")
    assert code == 0
    loaded = read_scenario(out)
    assert loaded.ok, [d.format_text() for d in loaded.diagnostics]


def test_a_hex_size_the_format_refuses_is_refused_before_generating(tmp_path: Path, capsys) -> None:
    code, out = _generate(tmp_path, 24, 16, "--hex-mm", "0")
    assert code == EXIT_USAGE and not out.exists()
    assert "hex_mm" in capsys.readouterr().err
