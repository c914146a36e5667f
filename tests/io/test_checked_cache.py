"""Rulesets already checked are read from the user's cache folder (issue 15, start-up),
and only when the very same bytes passed every check with the same code and schemas."""

from __future__ import annotations

import marshal
import os
import shutil
from pathlib import Path

import pytest

from editor import paths
from editor.io import checked_cache, schema_check
from editor.io.rulesets import RulesetError, clear_cache, load_ruleset


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache folder, but for the flattened schemas (``flat_schema``)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    clear_cache()
    folder = tmp_path / "cache" / "hexfield" / "checked"
    schema_check.flat_schema.cache_clear()
    for name in ("ruleset", "style", "generator"):
        schema_check.flat_schema(name)
    assert len(list(folder.iterdir())) == 3
    return folder


def _kept(cache: Path) -> int:
    """How many files the cache holds besides the three flattened schemas."""
    return len(list(cache.iterdir())) - 3


def _house_rules(tmp_path: Path) -> Path:
    path = tmp_path / "house.yaml"
    shutil.copy(paths.RULESETS / "panache.yaml", path)
    return path


def test_a_ruleset_read_again_comes_from_the_cache_the_same(cache: Path) -> None:
    first = load_ruleset("panache")
    assert _kept(cache) == 1
    clear_cache()
    calls: list[object] = []
    original = checked_cache.checked_data

    def counted(raw: bytes, checked_as: str) -> object:
        found = original(raw, checked_as)
        calls.append(found)
        return found

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(checked_cache, "checked_data", counted)
        again = load_ruleset("panache")
    assert len(calls) == 1 and calls[0] is not None
    assert again is not first
    assert again.elements == first.elements and again.names == first.names
    assert again.play == first.play and again.digest == first.digest


def test_a_file_that_fails_its_checks_is_never_kept(tmp_path: Path, cache: Path) -> None:
    path = _house_rules(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("id: panache", "id: 12", 1), encoding="utf-8")
    for _ in range(2):
        clear_cache()
        with pytest.raises(RulesetError):
            load_ruleset(path)
    assert _kept(cache) == 0


def test_a_file_changed_after_it_was_kept_is_checked_again(tmp_path: Path, cache: Path) -> None:
    path = _house_rules(tmp_path)
    load_ruleset(path)
    assert _kept(cache) == 1
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("id: panache", "id: 12", 1), encoding="utf-8")
    clear_cache()
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    assert info.value.diagnostics[0].line is not None  # found by the checks, positioned


def test_the_same_bytes_checked_for_another_name_are_checked_again(
    tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    load_ruleset("panache")
    shutil.copy(paths.RULESETS / "panache.yaml", tmp_path / "maison.yaml")
    monkeypatch.setattr(paths, "RULESETS", tmp_path)
    with pytest.raises(RulesetError) as info:
        load_ruleset("maison")
    assert info.value.diagnostics[0].code == "ruleset.id-mismatch"


def test_other_code_or_schemas_name_another_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = (paths.RULESETS / "panache.yaml").read_bytes()
    before = checked_cache._entry(raw, "ruleset panache")
    monkeypatch.setattr(checked_cache, "_code_stamp", lambda: b"another version")
    assert checked_cache._entry(raw, "ruleset panache") != before


def test_a_damaged_entry_means_reading_the_file_again(tmp_path: Path, cache: Path) -> None:
    path = _house_rules(tmp_path)
    first = load_ruleset(path)
    for number, entry in enumerate(cache.iterdir()):  # the flattened schemas too
        entry.write_bytes((b"\xff\x00 not marshal", marshal.dumps([1, 2]))[number % 2])
    clear_cache()
    schema_check.flat_schema.cache_clear()
    assert load_ruleset(path).elements == first.elements


def test_a_cache_folder_that_cannot_be_written_is_no_problem(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    clear_cache()
    assert load_ruleset("thucydide").id == "thucydide"


def test_the_style_and_the_conditions_tables_are_kept_once_checked(
    tmp_path: Path, cache: Path
) -> None:
    from editor.io.generator_data import load_generator_data
    from editor.render.style import StyleError, load_style

    first = load_style()
    tables = load_generator_data.__wrapped__("panache-conditions")
    assert _kept(cache) == 2
    assert load_style() == first
    assert load_generator_data.__wrapped__("panache-conditions") == tables
    bad = tmp_path / "bad-style.yaml"
    text = (paths.STYLES / "default.yaml").read_text(encoding="utf-8")
    bad.write_text(text + "\nflavour: 3\n", encoding="utf-8")
    with pytest.raises(StyleError):
        load_style(bad)
    assert _kept(cache) == 2


def test_only_the_newest_entries_are_kept(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checked_cache, "MAX_ENTRIES", 5)
    for number in range(8):
        raw = b"%d" % number
        checked_cache.keep_checked(raw, "test", {"n": number})
        when = (number + 1) * 1_000_000_000  # older than the schemas', in this order
        os.utime(checked_cache._entry(raw, "test"), ns=(when, when))
    assert len(list(cache.iterdir())) == 5  # the three schemas', the two newest
    assert checked_cache.checked_data(b"7", "test") == {"n": 7}
    assert checked_cache.checked_data(b"0", "test") is None
