"""``hexfield validate``: the output format and the exit status."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from editor.cli import main

GOOD = "format_version: 1\nruleset: panache\nmap: {columns: 9, rows: 12}\n"
BAD = GOOD + "edges:\n- 0101 N pieux\n"


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    good, bad = tmp_path / "good.yaml", tmp_path / "bad.yaml"
    good.write_text(GOOD)
    bad.write_text(BAD)
    return {"good": good, "bad": bad, "dir": tmp_path}


def test_valid_file_exits_0(files, capsys) -> None:
    assert main(["validate", str(files["good"])]) == 0
    assert capsys.readouterr().out.strip().endswith(": ok")


def test_invalid_file_exits_1_with_compiler_style_lines(files, capsys) -> None:
    assert main(["validate", str(files["good"]), str(files["bad"])]) == 1
    out = capsys.readouterr().out
    assert f"{files['bad']}:5:3: error: " in out
    assert out.rstrip().endswith("[edge.border]")


def test_unreadable_file_exits_2(files, capsys) -> None:
    assert main(["validate", str(files["good"]), str(files["dir"] / "missing.yaml")]) == 2
    assert main(["validate", str(files["dir"])]) == 2


def test_usage_error_exits_2(capsys) -> None:
    assert main(["validate"]) == 2
    assert main(["--bogus"]) == 2


def test_json_format_lists_the_same_diagnostics(files, capsys) -> None:
    assert main(["validate", "--format", "json", str(files["bad"])]) == 1
    data = json.loads(capsys.readouterr().out)
    assert [d["code"] for d in data] == ["edge.border"]
    assert data[0]["line"] == 5 and data[0]["hex"] == "0101" and data[0]["path"] == "/edges/0"


def test_python_dash_m_runs_the_command(files) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "editor", "validate", str(files["bad"])],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 1
    assert "[edge.border]" in out.stdout
