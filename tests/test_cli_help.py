"""Every option and argument of every ``hexfield`` verb has a help line.

``hexfield ladder --help`` listed its options with no word about any of them
(issue 24). The test walks the real parser, every sub-command and every action
(options and positional arguments alike), so a new option without a help line
fails here rather than in a user's terminal.
"""

from __future__ import annotations

import argparse

import pytest

from editor.cli import EXIT_INVALID, EXIT_OK, EXIT_USAGE, build_parser, main


def _verbs() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(sub.choices)


def _undocumented(parser: argparse.ArgumentParser, prefix: str = "") -> list[str]:
    """Options and arguments without help, walking nested verbs (``query terrain``)."""
    missing = []
    for action in parser._actions:
        if isinstance(action, argparse._HelpAction):
            continue
        name = prefix + ("/".join(action.option_strings) or str(action.dest))
        if isinstance(action, argparse._SubParsersAction):
            for verb, sub in action.choices.items():
                missing += _undocumented(sub, f"{prefix}{verb} ")
        if not (action.help or "").strip() or action.help == argparse.SUPPRESS:
            missing.append(name)
    return missing


def test_every_verb_is_walked() -> None:
    verbs = _verbs()
    assert {"validate", "open", "ladder", "balance", "play", "sheet", "render"} <= set(verbs)


@pytest.mark.parametrize("verb", sorted(_verbs()))
def test_every_option_of_the_verb_has_a_help_line(verb: str) -> None:
    assert _undocumented(_verbs()[verb]) == []


def test_validate_help_gives_the_exit_status(capsys) -> None:
    assert main(["validate", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    for status in (EXIT_OK, EXIT_INVALID, EXIT_USAGE):
        assert f"{status}:" in text or f"{status} " in text
    assert "Validation panel" in text
