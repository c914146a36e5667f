"""Issue 25, fault 5: game logs read through the scenario's bounded reader, checked
whole before anything is printed, each action with the checksum of the position
it led to (so the first action that replays otherwise is named exactly), a log
that stops early says where, and the recorded options are the ones replayed.

The same logs are opened in the window by ``tests/ui/test_open_game_faults.py``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import game_log_cases as cases
import pytest

from editor import paths
from editor.cli import main
from editor.rules.saved_game import check_game

OPTIONS_EDITED = (
    "the options written in this log (darkness, sight limit, optional rules) are not "
    "those the game was recorded with"
)


@pytest.fixture(scope="module")
def log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return cases.played(tmp_path_factory.mktemp("game"))


def _replay(
    path: Path, capsys: pytest.CaptureFixture[str], lang: str = "en"
) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(["replay", str(path), "--lang", lang])
    said = capsys.readouterr()
    return code, said.out, said.err


def test_a_whole_log_replays_with_its_result(log: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _replay(log, capsys)
    assert (code, err) == (0, "")
    assert out.splitlines()[-1].startswith("Result: ")
    assert f"{cases.ACTIONS} actions" in out.splitlines()[-1]


def test_an_edited_start_event_is_refused_before_anything_is_printed(
    log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    edited = cases.start_edited(log)
    code, out, err = _replay(edited, capsys)
    assert code == 1
    assert out == ""
    assert err == f"hexfield replay: {edited}: the game starts differently\n"


@pytest.mark.parametrize("where", ["actions", "key"])
def test_a_log_padded_with_millions_of_items_is_refused_at_the_first_item_past_the_cap(
    log: Path, where: str, capsys: pytest.CaptureFixture[str]
) -> None:
    padded, line = cases.padded_actions(log) if where == "actions" else cases.padded_key(log)
    what = "actions: more than 50,000" if where == "actions" else "padding: more than 1,000"
    code, out, err = _replay(padded, capsys)
    assert (code, out) == (2, "")
    assert err == (
        f"hexfield replay: {padded}:{line}:3: error: {what} items, the format's limit; "
        "reading stopped here [schema.too-large]\n"
    )


def test_a_log_cut_at_an_action_says_where_the_game_stands(
    log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    short, turn, phase = cases.cut(log, 60)
    code, out, err = _replay(short, capsys)
    assert code == 0
    assert err == f"hexfield replay: game in progress: action 60, turn {turn}, phase {phase}\n"
    assert not out.splitlines()[-1].startswith("Result")
    code, _out, err = _replay(short, capsys, "fr")
    assert code == 0 and err.startswith(
        f"hexfield replay: partie en cours : action 60, tour {turn}, "
    )


def _kind_of(path: Path, number: int) -> str:
    text = path.read_text(encoding="utf-8")
    at = cases.entries(text)[number - 1]
    found = re.match(r"- action:\n\s+type: (\w+)", text[at:])
    assert found is not None
    return found.group(1)


@pytest.mark.parametrize("number", [2, 34, 78, 105])
def test_a_deleted_action_is_named_exactly(
    log: Path, number: int, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without the positions' checksums, these deletions were named 5, 45, 3 and
    more actions later, or not at all (the following actions gave the same events)."""
    edited = cases.deleted(log, number)
    kind = _kind_of(edited, number)  # the action that now stands in its place
    code, _out, err = _replay(edited, capsys)
    assert code == 1
    assert err.startswith(
        f"hexfield replay: {edited}: the replay agrees up to action {number - 1} of "
        f"{cases.ACTIONS - 1}; then action {number} ({kind}) "
    )


def test_an_empty_log_is_said_to_be_an_empty_game_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = cases.empty(tmp_path)
    code, out, err = _replay(path, capsys)
    assert (code, out) == (2, "")
    assert err == (
        f"hexfield replay: {path}:1:1: error: the file is empty; a game log is a YAML mapping "
        "[yaml.empty]\n"
    )


def test_a_game_recorded_with_a_sight_limit_replays_with_it_and_a_changed_option_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log, final = cases.with_sight_limit(tmp_path, 2)
    check = check_game(str(log))
    assert check.ctx.options.sight_limit == 2
    assert check.refusal is None and check.warning is None
    assert check.positions[-1] == final
    code, out, err = _replay(log, capsys)
    assert (code, err) == (0, "") and out.splitlines()[-1].startswith("Result: ")
    for old, new in (("sight_limit: 2", "sight_limit: 0"), ("night: false", "night: true")):
        edited = cases.option_edited(log, old, new)
        code, out, err = _replay(edited, capsys)
        assert (code, out) == (1, "")
        assert err == f"hexfield replay: {edited}: {OPTIONS_EDITED}\n"


def _as_version_1(text: str) -> str:
    """A log as Hexfield wrote it before the checksums."""
    text = text.replace("\nversion: 2\n", "\nversion: 1\n")
    return re.sub(r"^ *(- )?(start_)?check: \"?[0-9a-f]{8}\"?\n", "", text, flags=re.M)


def test_a_log_written_before_the_checksums_still_replays(
    log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = cases.write_beside(log, "v1.yaml", _as_version_1(log.read_text(encoding="utf-8")))
    assert "check:" not in old.read_text(encoding="utf-8")
    code, out, err = _replay(old, capsys)
    _code, again, _err = _replay(log, capsys)
    assert (code, err) == (0, "") and out == again
    # Its events are still checked: an edited start is refused, nothing printed.
    edited = cases.start_edited(old)
    code, out, err = _replay(edited, capsys)
    assert (code, out) == (1, "") and err.endswith("the game starts differently\n")


def test_every_list_and_mapping_of_the_game_log_schema_has_a_cap() -> None:
    schema = json.loads((paths.SCHEMAS / "game-log.schema.json").read_text("utf-8"))

    def uncapped(node: object, where: str) -> list[str]:
        out = []
        if isinstance(node, dict):
            kind = node.get("type")  # a property named "type" is a mapping, not a type
            cap = {"array": "maxItems", "object": "maxProperties"}.get(
                kind if isinstance(kind, str) else ""
            )
            if cap and cap not in node:
                out.append(where)
            for k, v in node.items():
                out += uncapped(v, f"{where}/{k}")
        return out

    assert uncapped(schema, "") == []


def test_a_game_longer_than_the_format_reads_is_not_written(tmp_path: Path) -> None:
    """The reader stops at 50,000 actions: a longer game is refused when saved
    (every caller reports an ``OSError``), not written to be refused when opened."""
    from editor.io.atomic_write import SaveError
    from editor.io.game_log import write_game_log

    path = tmp_path / "long.yaml"
    entry = {"action": {"type": "end_phase"}, "events": [], "check": "00000000"}
    with pytest.raises(SaveError, match="at most 50,000 actions"):
        write_game_log({"actions": [entry] * 50_001}, path)
    assert not path.exists()
