"""``hexfield validate`` starts fast: it imports neither the sub-commands it does
not run (the terrain generator, the rules engine), nor Qt, nor jsonschema for a
valid file, nor the YAML writer, the suggestions of unknown words or the secure
random numbers of a save, nor shutil (with bz2 and lzma) for argparse's help width
(issue 15: ~120 ms of its ~300 ms went to modules it did not use)."""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from editor.cli import COMMANDS, build_parser, main

PROBE = """
import sys
from editor.cli import main
code = main(["validate", "-q", sys.argv[1]])
heavy = ("jsonschema", "PySide6", "editor.rules", "editor.generate", "editor.commands",
         "editor.render", "editor.ui", "editor.io.yaml_emit", "difflib", "secrets",
         "shutil", "bz2", "lzma")
print(code, sorted(m for m in sys.modules if m.startswith(heavy)))
"""


def test_validate_of_a_valid_file_loads_no_module_it_does_not_use(tmp_path: Path) -> None:
    path = tmp_path / "small.yaml"
    path.write_text("format_version: 1\nruleset: panache\nmap: {columns: 9, rows: 12}\n")
    out = subprocess.run(
        [sys.executable, "-c", PROBE, str(path)], capture_output=True, text=True, timeout=120
    )
    assert out.stderr == ""
    assert out.stdout.strip() == "0 []"


def test_every_sub_command_comes_from_the_module_the_table_names() -> None:
    for name, module in COMMANDS.items():
        parser = argparse.ArgumentParser()
        importlib.import_module(module).register(parser.add_subparsers())
        registered = next(
            a for a in parser._actions if isinstance(a, argparse._SubParsersAction)
        ).choices
        assert name in registered, (name, module)
    everything = build_parser()
    choices = next(
        a for a in everything._actions if isinstance(a, argparse._SubParsersAction)
    ).choices
    assert set(choices) == {*COMMANDS, "validate", "open"}


def test_a_sub_command_still_parses_its_own_options(capsys) -> None:
    assert main(["generate", "--help"]) == 0
    assert "--territory" in capsys.readouterr().out
    assert main(["--help"]) == 0
    assert "conditions" in capsys.readouterr().out


@pytest.mark.parametrize("columns", ["50", "132", ""])
def test_help_is_laid_out_as_argparse_lays_it_out(
    columns: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    parser = build_parser("validate")
    validate = next(
        a for a in parser._actions if isinstance(a, argparse._SubParsersAction)
    ).choices["validate"]
    ours = (parser.format_help(), validate.format_help())
    parser.formatter_class = validate.formatter_class = argparse.HelpFormatter
    assert ours == (parser.format_help(), validate.format_help())
