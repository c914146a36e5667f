"""The figures of a balance run, as plain data (what JSON holds and HTML/PDF show).

Per series (a player type on a scenario): win rate of each side with its
95 % Wilson interval; draws and time-outs (games decided at the turn limit);
how games ended; the margin of the victories; length (median and 95th
percentile of turns); first-player advantage (and whether the first move
decides the games: ``first_mover``); decisiveness (the share of the game
after which the winner's lead never changed sign again) and lead changes;
survival per unit type and side; heat maps per hex, per game played (deaths
per side, combats, player-turns each objective was held by each side), each
hex naming the games behind it; outlier games. Across series: whether the
verdict depends on the computer player (side A's intervals do not overlap),
and for ``--compare`` whether the variant moved the balance (exact McNemar
test on the paired games, Fisher's otherwise).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import pairwise
from statistics import median
from typing import Any

from editor.balance.first_mover import first_mover
from editor.balance.games import GameSummary
from editor.balance.run import RunResult, Series
from editor.balance.stats import (
    Rate,
    elo,
    fisher,
    mcnemar_exact,
    overlap,
    percentile,
    wilson,
)
from editor.rules.context import GameContext

REASONS = ("demoralisation", "objectives", "turns", "resignation")
MARGINS = ("marginal", "medium", "decisive")
SEEDS_PER_HEX = 12
"""Games named per hex of a heat map (the ones with most events there first)."""


def log_name(player: str, variant: int, seed: int) -> str:
    """The name of a game's log in the run's archive."""
    return f"{'variant-' if variant else ''}{player}-{seed}.yaml"


def decisiveness(g: GameSummary) -> tuple[float | None, int]:
    """(share of the game after which the winner's lead stayed positive, lead changes)."""
    signs = [1 if x > 0 else -1 if x < 0 else 0 for x in g.leads]
    nonzero = [s for s in signs if s]
    changes = sum(1 for a, b in pairwise(nonzero) if a != b)
    if g.winner < 0 or not signs:
        return None, changes
    want = 1 if g.winner == 0 else -1
    k = len(signs)
    while k > 0 and signs[k - 1] == want:
        k -= 1
    return k / len(signs), changes


def series_report(ctx: GameContext, s: Series) -> dict[str, Any]:
    games = s.games
    n = len(games)
    wins = Counter(g.winner for g in games)
    out: dict[str, Any] = {
        "player": s.player,
        "variant": s.variant,
        "games": n,
        "stopped_by": s.stopped_by,
        "seeds": [g.seed for g in games],
    }
    out["wins"] = [wilson(wins.get(side, 0), n).to_dict() for side in (0, 1)]
    out["draws"] = wilson(wins.get(-1, 0), n).to_dict()
    out["verdict"] = verdict(wilson(wins.get(0, 0), n), wilson(wins.get(1, 0), n))
    score = (wins.get(0, 0) + 0.5 * wins.get(-1, 0)) / n if n else float("nan")
    out["score_a"] = score
    out["elo_a"] = elo(score) if n else float("nan")
    out["timeouts"] = wilson(sum(1 for g in games if g.reason == "turns"), n).to_dict()
    out["reasons"] = {r: sum(1 for g in games if g.reason == r) for r in REASONS}
    out["margins"] = {
        str(side): {m: sum(1 for g in games if g.winner == side and g.margin == m) for m in MARGINS}
        for side in (0, 1)
    }
    turns = [float(g.turns) for g in games]
    out["length"] = {
        "turns_median": median(turns) if turns else None,
        "turns_p95": percentile(turns, 95) if turns else None,
        "actions_median": median([g.actions for g in games]) if games else None,
        "turns": dict(sorted(Counter(g.turns for g in games).items())),
    }
    out["first_player"] = first_mover([g.first for g in games], [g.winner for g in games]).to_dict()
    shares, changes = [], []
    for g in games:
        share, ch = decisiveness(g)
        changes.append(ch)
        if share is not None:
            shares.append(share)
    out["decisiveness"] = {
        "median_share": median(shares) if shares else None,
        "lead_changes_mean": sum(changes) / len(changes) if changes else None,
        "lead_changes_median": median(changes) if changes else None,
    }
    survival: dict[str, dict[str, list[int]]] = {"0": {}, "1": {}}
    for g in games:
        for side, cls, alive in g.survival:
            row = survival[str(side)].setdefault(cls, [0, 0])
            row[0] += int(alive)
            row[1] += 1
    out["survival"] = {
        side: {cls: wilson(a, t).to_dict() for cls, (a, t) in sorted(rows.items())}
        for side, rows in survival.items()
    }
    out["heat"] = heat(ctx, games)
    out["outliers"] = outliers(games, s.player, s.variant)
    out["list"] = [
        {
            "seed": g.seed,
            "winner": g.winner,
            "reason": g.reason,
            "margin": g.margin,
            "turns": g.turns,
            "first": g.first,
            "losses": list(g.losses),
            "points": list(g.points),
            "log": log_name(s.player, s.variant, g.seed),
        }
        for g in games
    ]
    return out


EVEN = -1
"""Verdict: the two sides' intervals meet, each narrow enough to tell."""
TOO_FEW = -2
"""Verdict: the intervals meet, but one is wider than ``TELLING`` each way."""
TELLING = 0.10
"""The widest half-interval (±10 points) from which meeting intervals are called
balanced: 2 wins to 8 in 10 games meet too ([5.7 %, 51 %] and [49 %, 94.3 %])."""


def verdict(a: Rate, b: Rate) -> int:
    """The side a series' games favour: 0 or 1 when its win rate's 95 % interval
    lies wholly above the other side's; ``EVEN`` when the intervals meet and each
    is within ±10 points; ``TOO_FEW`` when they meet and one is wider (no verdict:
    too few games to tell)."""
    if not a.n:
        return TOO_FEW
    if overlap(a, b):
        return EVEN if max(a.half_width, b.half_width) <= TELLING else TOO_FEW
    return 0 if a.low > b.high else 1


def heat(ctx: GameContext, games: list[GameSummary]) -> dict[str, Any]:
    """Per hex label: events per game played, and the games behind them."""
    n = max(1, len(games))
    maps: dict[str, Counter[int]] = {
        "deaths_a": Counter(),
        "deaths_b": Counter(),
        "combats": Counter(),
    }
    held_a: dict[int, float] = defaultdict(float)
    held_b: dict[int, float] = defaultdict(float)
    behind: dict[int, Counter[int]] = defaultdict(Counter)
    for g in games:
        for k, side, _cls in g.deaths:
            maps["deaths_a" if side == 0 else "deaths_b"][k] += 1
            behind[k][g.seed] += 3  # a death weighs more than a combat when naming games
        for k in g.combats:
            if k >= 0:
                maps["combats"][k] += 1
                behind[k][g.seed] += 1
        length = max(1, len(g.leads))
        for spot, (a, b) in zip(ctx.objectives, g.held, strict=True):
            held_a[spot.key] += a / length
            held_b[spot.key] += b / length
    out: dict[str, Any] = {}
    tables: dict[str, dict[int, float]] = {name: dict(c) for name, c in maps.items()}
    tables["held_a"], tables["held_b"] = dict(held_a), dict(held_b)
    for name in ("deaths_a", "deaths_b", "combats", "held_a", "held_b"):
        out[name] = {ctx.label(k): v / n for k, v in sorted(tables[name].items()) if v}
    out["games"] = {
        ctx.label(k): [seed for seed, _ in c.most_common(SEEDS_PER_HEX)]
        for k, c in sorted(behind.items())
    }
    return out


def outliers(games: list[GameSummary], player: str, variant: int) -> list[dict[str, Any]]:
    """The games a designer looks at first: the longest and shortest, the
    decisive wins of the side that usually loses, the game with most lead changes."""
    if not games:
        return []
    wins = Counter(g.winner for g in games if g.winner >= 0)
    underdog = min((0, 1), key=lambda s: wins.get(s, 0))
    picks: list[tuple[str, GameSummary]] = [
        ("longest", max(games, key=lambda g: (g.actions, -g.seed))),
        ("shortest", min(games, key=lambda g: (g.actions, g.seed))),
        ("most_lead_changes", max(games, key=lambda g: (decisiveness(g)[1], -g.seed))),
    ]
    upsets = [g for g in games if g.winner == underdog and g.margin == "decisive"]
    if upsets:
        picks.append(("upset", upsets[0]))
    return [
        {
            "what": what,
            "seed": g.seed,
            "winner": g.winner,
            "reason": g.reason,
            "turns": g.turns,
            "log": log_name(player, variant, g.seed),
        }
        for what, g in picks
    ]


def build_report(ctxs: list[GameContext], result: RunResult) -> dict[str, Any]:
    """The whole report of a run (``ctxs``: the scenario, then the variant)."""
    st = result.settings
    ctx = ctxs[0]
    series = [series_report(ctxs[s.variant], s) for s in result.series]
    rep: dict[str, Any] = {
        "scenario": {
            "title": ctx.scenario.title,
            "file": result.scenario_files[0],
            "sha256": ctx.scenario_sha256,
            "sides": list(ctx.sides),
            "side_names": list(ctx.side_names),
            "objectives_count": ctx.objectives_count,
        },
        "settings": {
            "players": list(st.players),
            "games": st.games,
            "margin": st.margin if st.games is None else None,
            "max_games": st.max_games,
            "seed": st.seed,
            "compare": result.scenario_files[1] if len(result.scenario_files) > 1 else None,
        },
        "partial": result.partial,
        "series": series,
    }
    rep["depends_on_player"] = player_dependence(result.series, series)
    if len(ctxs) > 1:
        rep["compare"] = comparison(result.series)
    return rep


def player_dependence(raw: list[Series], series: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Pairs of player types whose side-A win rates differ beyond their intervals."""
    out = []
    for i, a in enumerate(series):
        for j in range(i + 1, len(series)):
            b = series[j]
            if a["variant"] != b["variant"] or not a["games"] or not b["games"]:
                continue
            ra, rb = (wilson(x["wins"][0]["k"], x["games"]) for x in (a, b))
            out.append(
                {
                    "variant": a["variant"],
                    "players": [a["player"], b["player"]],
                    "differs": not overlap(ra, rb),
                    "p_value": fisher(ra.k, ra.n, rb.k, rb.n),
                }
            )
    del raw
    return out


def comparison(series: list[Series]) -> list[dict[str, Any]]:
    """Per player type: the variant against the scenario on the same seeds."""
    out = []
    by = {(s.variant, s.player): s for s in series}
    for (variant, player), base in by.items():
        other = by.get((1, player))
        if variant != 0 or other is None:
            continue
        a = {g.seed: g.winner == 0 for g in base.games}
        b = {g.seed: g.winner == 0 for g in other.games}
        paired = sorted(set(a) & set(b))
        only_base = sum(1 for s in paired if a[s] and not b[s])
        only_variant = sum(1 for s in paired if b[s] and not a[s])
        ka, na = sum(a.values()), len(a)
        kb, nb = sum(b.values()), len(b)
        p = mcnemar_exact(only_base, only_variant)
        out.append(
            {
                "player": player,
                "base": wilson(ka, na).to_dict(),
                "variant": wilson(kb, nb).to_dict(),
                "change": (kb / nb if nb else 0.0) - (ka / na if na else 0.0),
                "pairs": len(paired),
                "only_base": only_base,
                "only_variant": only_variant,
                "p_value": p,
                "p_value_unpaired": fisher(ka, na, kb, nb),
                "moved": p < 0.05,
            }
        )
    return out
