"""A balance record names the players that measured it (issue 28).

The fifth pass's expert chose differently from the fourth's, yet four rows of
the balance table's expert column still showed the fourth's games and nothing
said so: Hexfield's version had not moved. Each series of a record now keeps
its player's signature on the scenario (its choices from the start and in the
last turns), and ``stale`` — so ``balance-table --check`` and this suite —
names a series whose player no longer chooses as it did.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from editor.balance import signature as sig
from editor.balance.table import Entry, read_records, stale
from editor.cli import main
from editor.core.player_params import PlayerParams
from editor.rules.ai_params import params_for
from editor.rules.expert import ExpertPlayer
from editor.rules.greedy import GreedyPlayer
from editor.rules.players import PLAYER_KINDS, make_player

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "scenarios"
THAPSUS = next(e for e in read_records(SCENARIOS / "balance") if e.path.stem == "thapsus-46av")


@pytest.fixture
def fresh_signatures() -> Iterator[None]:
    """Signatures computed anew (the process keeps them per scenario text and kind)."""
    make_player("greedy", 0)  # every kind registered before one is replaced
    sig._signature_of_text.cache_clear()
    yield
    sig._signature_of_text.cache_clear()


def test_every_series_of_the_bundled_records_has_its_players_signature() -> None:
    for entry in read_records(SCENARIOS / "balance"):
        for s in entry.record["series"]:
            assert len(s.get("signature", "")) == 12, (entry.path.name, s["player"])


@pytest.mark.usefixtures("fresh_signatures")
def test_a_greedy_player_with_other_weights_makes_the_greedy_games_stale(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert stale(THAPSUS, SCENARIOS) == []

    def bolder(seed: int, params: PlayerParams | None = None) -> GreedyPlayer:
        params = params or params_for()
        return GreedyPlayer(seed, params.with_values({"aggression": 2 * params.aggression}))

    monkeypatch.setitem(PLAYER_KINDS, "greedy", bolder)
    sig._signature_of_text.cache_clear()
    found = stale(THAPSUS, SCENARIOS)
    assert [p.text("en").split(" (signature")[0] for p in found] == [
        "thapsus-46av.json: its greedy games were measured by another greedy player"
    ]
    assert "ses parties greedy ont été mesurées par un autre joueur greedy" in found[0].text("fr")
    # the check the docs' table is written by says it too
    scenarios = tmp_path / "scenarios"
    (scenarios / "balance").mkdir(parents=True)
    shutil.copy(SCENARIOS / "thapsus-46av.yaml", scenarios)
    shutil.copy(THAPSUS.path, scenarios / "balance")
    doc = tmp_path / "players-and-balance.md"
    shutil.copy(ROOT / "docs" / "players-and-balance.md", doc)
    argv = ["balance-table", "--check", "--scenarios", str(scenarios), "--doc", str(doc)]
    assert main(argv) == 1
    assert "its greedy games were measured by another greedy player" in capsys.readouterr().out


@pytest.mark.usefixtures("fresh_signatures")
def test_the_expert_without_its_endgame_look_ahead_has_another_signature(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The fifth pass's change (play to the game's end in the last turns) shows."""
    monkeypatch.setitem(
        PLAYER_KINDS, "expert", lambda seed, params=None: ExpertPlayer(seed, params, endgame=0)
    )
    found = stale(THAPSUS, SCENARIOS)
    assert len(found) == 1
    assert "its expert games were measured by another expert player" in found[0].text("en")


def test_a_record_without_signatures_is_stale() -> None:
    record = {**THAPSUS.record, "series": [dict(s) for s in THAPSUS.record["series"]]}
    del record["series"][0]["signature"]
    player = record["series"][0]["player"]
    assert [p.text("en") for p in stale(Entry(THAPSUS.path, record), SCENARIOS)] == [
        f"thapsus-46av.json: its {player} games have no player signature to compare"
    ]


def test_the_signature_is_the_same_in_another_process() -> None:
    """Nothing in it hangs on the process (its hash seed, its caches)."""
    code = (
        "from pathlib import Path; from editor.balance.signature import signature_of_file;"
        f"print(signature_of_file(Path({str(SCENARIOS / 'thapsus-46av.yaml')!r}), 'greedy'))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    greedy = next(s for s in THAPSUS.record["series"] if s["player"] == "greedy")
    assert out.stdout.strip() == greedy["signature"]


def test_a_series_of_an_unknown_player_is_named_not_a_crash() -> None:
    record = {**THAPSUS.record, "series": [{**THAPSUS.record["series"][0], "player": "oracle"}]}
    found = [p.text("en") for p in stale(Entry(THAPSUS.path, record), SCENARIOS)]
    assert len(found) == 1
    assert found[0].startswith("thapsus-46av.json: unknown computer player 'oracle'")
