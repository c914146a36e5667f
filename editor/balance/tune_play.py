"""The games of ``hexfield tune``, played by the balance run's machinery.

``PoolPlayer`` writes each candidate's variant (``knobs.variant_text``: checked
before it is played) and sends its games to the balance run's executor as
``GameTask`` chunks (``games.play_task``), seeds ``game_seed(seed, i)`` for
game ``i`` whatever the candidate: paired games. A candidate's games already
played are kept (their winners, how they ended and who moved first), so a
round only plays the new ones. No Qt.
"""

from __future__ import annotations

from concurrent.futures import Executor, Future, wait

from editor.balance.first_mover import FirstMover, first_mover
from editor.balance.games import GameTask, game_seed, play_task
from editor.balance.knobs import KnobError, Setting, apply_setting, variant_text
from editor.core.scenario import Scenario

CHUNK = 4
"""Games sent to a worker at once."""


class PoolPlayer:
    def __init__(
        self, scenario: Scenario, file: str, player: str, seed: int, executor: Executor
    ) -> None:
        self.scenario = scenario
        self.file = file
        self.player = player
        a, _, b = player.partition("-")
        self.sides = (a, b) if b else None
        self.seed = seed
        self.executor = executor
        self.texts: dict[Setting, bytes] = {}
        self.winners: dict[Setting, list[int]] = {}
        self.reasons: dict[Setting, list[str]] = {}
        """How each game ended (``demoralisation``, ``objectives``, ``turns``...)."""
        self.firsts: dict[Setting, list[int]] = {}
        """The side that moved first in each game (drawn by lot, or the variant's)."""
        self.games = 0
        """Games played so far, all candidates together."""

    def check(self, setting: Setting) -> str:
        if setting in self.texts:
            return ""
        try:
            self.texts[setting] = variant_text(apply_setting(self.scenario, setting), self.file)
        except KnobError as exc:
            return str(exc)
        return ""

    def play(self, settings: list[Setting], stop: int) -> list[list[int]]:
        futures: list[tuple[Setting, Future]] = []
        for setting in settings:
            self.check(setting)
            have = len(self.winners.setdefault(setting, []))
            self.reasons.setdefault(setting, [])
            self.firsts.setdefault(setting, [])
            for start in range(have, stop, CHUNK):
                idx = tuple(range(start, min(stop, start + CHUNK)))
                task = GameTask(
                    self.texts[setting],
                    self.file,
                    self.player,
                    idx,
                    tuple(game_seed(self.seed, i) for i in idx),
                    sides=self.sides,
                )
                futures.append((setting, self.executor.submit(play_task, task)))
        try:
            wait([f for _, f in futures])
        finally:
            for _, f in futures:
                f.cancel()
        for setting, f in futures:  # submitted in game order: appended in game order
            games = f.result()
            self.winners[setting] += [g.winner for g in games]
            self.reasons[setting] += [g.reason for g in games]
            self.firsts[setting] += [g.first for g in games]
            self.games += len(games)
        return [list(self.winners[s][:stop]) for s in settings]

    def endings(self, setting: Setting, n: int) -> dict[str, int]:
        """How the setting's first ``n`` games ended, by reason."""
        reasons = self.reasons.get(setting, [])[:n]
        return {r: reasons.count(r) for r in sorted(set(reasons))}

    def first_mover(self, setting: Setting, n: int) -> FirstMover:
        """How the first player fared in the setting's first ``n`` games."""
        return first_mover(self.firsts.get(setting, [])[:n], self.winners.get(setting, [])[:n])
