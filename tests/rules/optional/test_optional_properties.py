"""Properties of games with every optional rule on: ``legal_actions`` and ``apply``
agree, the rules' invariants hold after every action, the optional state stays a
small comparable value, and each game's log replays to its final position (its
events, d6 and d100 included)."""

from __future__ import annotations

import os
import random

from opt_helpers import add, put
from rules_helpers import blank, ruleset

from editor.core.ruleset_optional import OPTIONAL_RULES
from editor.core.scenario import Boat, Camp, HexTerrain, Sentinel
from editor.io.game_log import read_game_log, write_game_log
from editor.rules.actions import Resign
from editor.rules.context import Options
from editor.rules.engine import IllegalAction, apply, legal_actions, start
from editor.rules.game import game_context
from editor.rules.optional.boats import aboard
from editor.rules.places import GONE
from editor.rules.players import RandomPlayer, make_player
from editor.rules.position import occupant
from editor.rules.record import new_record, record_from_dict, record_to_dict, replay

GAMES = int(os.environ.get("HEXFIELD_OPTIONAL_GAMES", "24"))
ALL = frozenset(OPTIONAL_RULES)
CONDITIONS = [
    dict(season="autumn", start_hour="15", weather="rain", weather_strength="irregular",
         wind_strength="medium", wind_direction="2", weather_stability="2",
         current="SE", current_strength="strong"),
    dict(season="summer", start_hour="18", weather="heat", wind_strength="very_strong",
         wind_direction="5", zone="hot_desert"),
    dict(season="winter", start_hour="12", weather="fog", weather_strength="thick_mist",
         weather_stability="1"),
    dict(season="spring", start_hour="20", weather="snow", weather_strength="storm",
         wind_strength="storm", wind_direction="1", weather_stability="3"),
]  # fmt: skip


def _scenario(seed: int):
    rng = random.Random(seed)
    sc = blank(columns=12, rows=14)
    g = sc.grid
    sc.sides[0].home_edge, sc.sides[1].home_edge = "S", "N"
    for h in g.hexes():
        r = rng.random()
        if r < 0.12:
            put(sc, h, "foret")
        elif r < 0.18:
            put(sc, h, "habitations")
        elif r < 0.22:
            put(sc, h, "rocaille")
    river = [g.to_hex(c, 7) for c in range(1, 13)]
    for h in river:
        sc.set_terrain(h, HexTerrain(frozenset({"riviere"})))
    put(sc, river[3], "riviere", "gue")
    put(sc, g.to_hex(9, 7), "ruisseau")
    for side, row in (("a", 13), ("b", 2)):
        for i in range(6):
            h = g.to_hex(i + 3, row)
            sc.set_terrain(h, HexTerrain(frozenset()))
            cls = rng.choice(["infanterie", "cavalerie", "artillerie", "infanterie"])
            quality = rng.choice(["ligne", "légère", "archers", "élite"])
            caps = rng.choice([(), ("torches",), ("grenades",), ("traits_enflammes",)])
            if cls == "artillerie":
                caps = rng.choice([(), ("fusees",)])
            if cls != "infanterie" and caps == ("grenades",):
                caps = ()
            add(sc, f"{side}{i}", side, h, cls, quality, rng.randint(2, 4), caps=caps,
                leader="Chef" if i == 0 else "", asleep=side == "b" and i in (2, 3))  # fmt: skip
        # on open ground, as the units above: a wagon may not stand in buildings or a
        # forest (« terrains qui leur sont normalement inaccessibles »), and a game
        # that puts it there is refused
        sc.set_terrain(g.to_hex(10, row), HexTerrain(frozenset()))
        sc.units.append(sc.units[-1].__class__(
            f"{side}w", side, f"{side}w", "vehicules", g.to_hex(10, row), "ligne", 2))  # fmt: skip
    sc.camps.append(Camp("b", (g.to_hex(6, 1), g.to_hex(7, 1))))
    sc.set_terrain(g.to_hex(6, 1), HexTerrain(frozenset()))
    sc.set_terrain(g.to_hex(7, 1), HexTerrain(frozenset()))
    add(sc, "servant", "b", g.to_hex(7, 1), "infanterie", "levée", 2)
    sc.sentinels.append(Sentinel("b", g.to_hex(5, 3), "b2"))
    sc.sentinels.append(Sentinel("b", g.to_hex(6, 3), "b3"))
    sc.boats.append(Boat("a", river[6], "barque"))
    sc.boats.append(Boat("a", river[7], "barge"))
    sc.boats.append(Boat("b", river[1], "barque"))
    sc.conditions.update(CONDITIONS[seed % len(CONDITIONS)])
    sc.setup.turns = 8
    return game_context(sc, ruleset("panache"), Options(rules=ALL))


def _invariants(ctx, pos) -> None:
    occ = occupant(pos)
    on_map = [i for i, k in enumerate(pos.at) if k >= 0]
    assert len(occ) == len(on_map), "two pieces on one hex"
    st = pos.optional
    for i in on_map:
        p = ctx.pieces[i]
        assert 0 < pos.plaquettes[i] <= p.plaquettes
        if aboard(st, i) >= 0:
            assert st.boats[aboard(st, i)].key == pos.at[i]
    for i, k in enumerate(pos.at):
        if k == GONE and not ctx.pieces[i].decoy:
            assert pos.plaquettes[i] == 0
    assert min(pos.tokens) >= 0
    boats_at = [b.key for b in st.boats if not b.gone]
    assert len(boats_at) == len(set(boats_at)), "two boats on one hex"
    assert not (st.asleep & st.groggy)
    assert all(0 < n for _, n in st.damage)
    assert hash(st) is not None  # a value: hashable, comparable


def test_games_with_every_optional_rule_keep_the_invariants_and_replay(tmp_path) -> None:
    rng = random.Random(16)
    kinds: dict[str, int] = {}
    for g in range(GAMES):
        ctx = _scenario(g)
        pos, events = start(ctx, g)
        record = new_record(ctx, g, events, pos)
        players = (
            [RandomPlayer(g), RandomPlayer(g + 1)]
            if g % 2
            else [make_player("greedy", g), make_player("greedy", g + 1)]
        )
        for _ in range(3000):
            if pos.over:
                break
            legal = legal_actions(ctx, pos)
            assert legal, "a position with nobody to decide"
            for a in rng.sample(legal, min(2, len(legal))):
                if not isinstance(a, Resign):
                    apply(ctx, pos, a)  # raises if a listed action is refused
            side = pos.deciding
            from editor.rules.fog import observe

            action = players[side].choose(ctx, observe(ctx, pos, side), legal)
            assert action in legal or action.kind == "send_agent"
            pos, events = apply(ctx, pos, action)
            for e in events:
                kinds[e.kind] = kinds.get(e.kind, 0) + 1
            record.append(action, events, pos)
            _invariants(ctx, pos)
        assert pos.over, f"game {g} did not end"
        path = tmp_path / f"game{g}.yaml"
        write_game_log(record_to_dict(record), path)
        again = replay(ctx, record_from_dict(read_game_log(path)))
        assert again.divergence is None and again.position == pos
    # the games played the rules: dice of the annex, the hour, the weather, fires...
    for kind in ("d6_rolled", "hour_struck", "weather_now", "fire_rolled", "woke_up", "boat"):
        assert kinds.get(kind, 0) > 0, kind


def test_an_action_the_rules_forbid_is_refused_with_a_reason() -> None:
    ctx = _scenario(0)
    pos, _ = start(ctx, 0)
    from editor.rules.actions import Activate

    while pos.optional.pending is not None or pos.active != 1:
        pos, _ = apply(ctx, pos, legal_actions(ctx, pos)[0])
    try:
        apply(ctx, pos, Activate("b2"))  # asleep
    except IllegalAction as exc:
        assert "sleeping" in str(exc)
    else:
        raise AssertionError("a sleeping unit was activated")
