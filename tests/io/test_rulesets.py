"""Loading rulesets: names and paths, caching, errors a person can act on, summaries."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from editor import paths
from editor.core.ruleset import Ruleset
from editor.core.ruleset_summary import summarize
from editor.io import rulesets
from editor.io.rulesets import RulesetError, available_rulesets, clear_cache, load_ruleset


def test_both_bundled_rulesets_load() -> None:
    assert available_rulesets() == ["panache", "thucydide"]
    for name in available_rulesets():
        ruleset = load_ruleset(name)
        assert isinstance(ruleset, Ruleset)
        assert ruleset.id == name
        assert len(ruleset.elements) >= 30


def test_loads_are_cached_per_path() -> None:
    clear_cache()
    first = load_ruleset("panache")
    assert load_ruleset("panache") is first
    assert load_ruleset(paths.RULESETS / "panache.yaml") is first  # same file, same entry
    assert load_ruleset("thucydide") is not first
    clear_cache()
    assert load_ruleset("panache") is not first


def test_a_changed_file_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    shutil.copy(paths.RULESETS / "panache.yaml", path)
    first = load_ruleset(path)
    assert load_ruleset(path) is first
    text = path.read_text(encoding="utf-8").replace(
        "names: {fr: Panache, en: Panache}", "names: {fr: Maison, en: House}", 1
    )
    path.write_text(text, encoding="utf-8")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10_000_000))
    second = load_ruleset(str(path))
    assert second is not first and second.names.fr == "Maison"


def test_unknown_name_lists_the_available_rulesets() -> None:
    with pytest.raises(RulesetError) as info:
        load_ruleset("panach")
    (diagnostic,) = info.value.diagnostics
    assert diagnostic.code == "ruleset.unknown"
    assert "'panach'" in diagnostic.message
    assert "panache, thucydide" in diagnostic.message


@pytest.mark.parametrize("name", ["Panache", "pan ache", "../panache"])
def test_odd_names_are_refused_clearly(name: str) -> None:
    with pytest.raises(RulesetError) as info:
        load_ruleset(name)
    assert info.value.diagnostics[0].code in ("ruleset.unknown", "file.not-found")


def test_missing_file_is_a_ruleset_error(tmp_path: Path) -> None:
    with pytest.raises(RulesetError) as info:
        load_ruleset(tmp_path / "nowhere.yaml")
    assert info.value.diagnostics[0].code == "file.not-found"


def test_yaml_problems_come_back_positioned(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("id: x\nnames: &n {fr: a, en: b}\n", encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    first = info.value.diagnostics[0]
    assert (first.code, first.line, first.file) == ("yaml.alias", 2, str(path))


def test_bundled_file_id_must_match_its_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = (paths.RULESETS / "panache.yaml").read_text(encoding="utf-8")
    (tmp_path / "maison.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(paths, "RULESETS", tmp_path)
    assert rulesets.available_rulesets() == ["maison"]
    with pytest.raises(RulesetError) as info:
        load_ruleset("maison")
    (diagnostic,) = info.value.diagnostics
    assert diagnostic.code == "ruleset.id-mismatch" and diagnostic.line is not None


def test_summary_of_a_composite_in_both_languages() -> None:
    panache = load_ruleset("panache")
    assert summarize(panache, ["foret", "colline"], "fr") == (
        "Colline boisée (Colline + Bois, forêt) : vers stop, max 2 dés ; depuis max 2 dés ; "
        "bas ► haut max 2 dés ; haut ► bas max 3 dés ; masque ; "
        "interdit artillerie et véhicules sauf par route"
    )
    assert summarize(panache, ["colline", "foret"], "en") == (
        "Wooded hill (Hill + Wood, forest): into stop, max 2 dice; from max 2 dice; "
        "uphill max 2 dice; downhill max 3 dice; blocks sight; "
        "forbidden to artillery and vehicles except by road"
    )


def test_summary_uses_each_rulebook_wording_and_combination() -> None:
    thucydide = load_ruleset("thucydide")
    text = summarize(thucydide, ["habitations", "muraille"], "fr")
    assert text.startswith("Forteresse (Habitations + Muraille) : vers ")
    assert "impassable sauf équipement de siège (infanterie)" in text
    assert "pas d'avantage tactique" in text and "coup spécial" not in text
    assert text.count("max 2 dés") == 2  # vers and depuis, the repeated cap shown once each
    # « S'il y a remblais + fossé, on compte seulement remblais »: the fossé adds nothing.
    both = summarize(thucydide, ["remblai", "fosse"], "en")
    alone = summarize(thucydide, ["remblai"], "en")
    assert both.split(": ", 1)[1] == alone.split(": ", 1)[1]


def test_summary_of_plain_and_unknown() -> None:
    panache = load_ruleset("panache")
    assert summarize(panache, [], "fr") == "Terrain nu : sans effet"
    assert summarize(panache, ["plage"], "en") == "Beach: no effect"
    assert (
        summarize(panache, ["sable"], "fr") == "Sable : vers stop sauf chameliers, max 2 dés ; "
        "depuis max 2 dés"
    )
    with pytest.raises(KeyError, match="muraille"):
        summarize(panache, ["muraille"])


def test_catalogue_queries() -> None:
    panache = load_ruleset("panache")
    assert panache.name("chausse_trappes", "fr") == "Chausses-trappes"
    assert panache.name("colline_boisee", "en") == "Wooded hill"
    assert panache.name("chameliers", "en") == "Camelry"
    assert [e.id for e in panache.connected_elements()] == [
        "riviere",
        "fleuve",
        "ruisseau",
        "route",
    ]
    edges = {e.id for e in panache.edge_elements()}
    assert {"falaise", "eboulis", "palissade", "mur", "fortification", "chaines"} <= edges
    assert not edges & {e.id for e in panache.hex_elements()}
    by_category = panache.elements_by_category()
    assert list(by_category) == ["natural", "artificial", "field_work"]
    assert "remblai" in {e.id for e in by_category["field_work"]}
    assert panache.composite_for({"colline", "fortification"}).id == "colline_fortifiee"
    assert panache.composite_for({"habitations", "mur"}).id == "habitat_mure"  # not cimetière
    assert panache.composite_for({"colline"}) is None
    assert panache.composite("cimetiere").elements == {"habitations"}
    with pytest.raises(KeyError, match="known"):
        panache.element("forest")
