"""The weather's changes in play, exactly as Annexe 3 says them, with loaded dice:
« Temps variable » (stability, big and small changes), the mist's thickness from
turn to turn (the annex's first example), irregular weather, the flood."""

from __future__ import annotations

from opt_helpers import add, blank, eff, game
from rules_helpers import play

from editor.rules.actions import EndPhase, Resign
from editor.rules.engine import legal_actions
from editor.rules.optional.actions import RerollWeatherDie
from editor.rules.optional.events_sky import WeatherNow


def _sc():
    sc = blank()
    add(sc, "a1", "a", sc.grid.to_hex(2, 10))
    add(sc, "b1", "b", sc.grid.to_hex(2, 2))
    return sc


def _next_turn(ctx, pos):
    return play(ctx, pos, *[EndPhase()] * 6)


def test_a_die_not_above_the_stability_changes_nothing(loaded_d6: list[int]) -> None:
    """« Le temps change si la valeur obtenue est supérieure à la valeur de référence »."""
    ctx, pos = game(_sc(), "weather", weather="rain", weather_strength="heavy",
                    weather_dice="2+2", weather_stability="3")  # fmt: skip
    loaded_d6[:] = [3]
    pos, events = _next_turn(ctx, pos)
    assert not loaded_d6 and not [e for e in events if isinstance(e, WeatherNow)]
    assert (pos.optional.weather.kind, pos.optional.weather.strength) == ("rain", "heavy")


def test_a_stability_of_6_never_changes(loaded_d6: list[int]) -> None:
    """« une valeur de 6 entraîne un temps fixe, car on ne peut dépasser 6 »."""
    ctx, pos = game(_sc(), "weather", weather="rain", weather_strength="heavy",
                    weather_dice="2+2", weather_stability="6")  # fmt: skip
    loaded_d6[:] = [6, 6]
    for _ in range(2):
        pos, _ = _next_turn(ctx, pos)
    assert not loaded_d6 and pos.optional.weather.strength == "heavy"


def test_one_above_is_a_small_change_of_the_strength_by_the_die_less_3(
    loaded_d6: list[int],
) -> None:
    """« Si le dé est supérieur à la référence de 1 seul point, c'est un petit changement
    : on ne modifie que la force du temps : on lance 1d6 ; si le résultat est 6, pas de
    changement ; sinon, on ajoute à l'ancienne force le résultat du dé -3 »."""
    # Rain from the weakest: drizzle, light, heavy, very heavy, storm.
    for small, want in ((6, "heavy"), (1, "drizzle"), (2, "light"), (3, "heavy"),
                        (4, "very_heavy"), (5, "storm")):  # fmt: skip
        ctx, pos = game(_sc(), "weather", weather="rain", weather_strength="heavy",
                        weather_dice="2+2", weather_stability="3")  # fmt: skip
        loaded_d6[:] = [4, small]
        pos, _ = _next_turn(ctx, pos)
        assert pos.optional.weather.strength == want, small


def test_two_above_is_a_big_change_a_player_rolls_one_of_the_two_dice_again(
    loaded_d6: list[int],
) -> None:
    """« Si le dé est supérieur de 2 au dé de référence, c'est un grand changement : un des
    joueurs choisit un des 2 dés initiaux et le relance, ce qui change donc le temps. Si
    nécessaire, on tire ensuite la force du nouveau temps »."""
    ctx, pos = game(_sc(), "weather", weather="fine", weather_dice="3+4",
                    weather_stability="3")  # fmt: skip
    loaded_d6[:] = [5]
    pos, _ = _next_turn(ctx, pos)
    acts = legal_actions(ctx, pos)
    assert acts == [RerollWeatherDie("1"), RerollWeatherDie("2"), Resign()]
    assert pos.deciding == pos.first
    loaded_d6[:] = [1, 5, 5]  # die 1 rolled again: 1 + 4 = 5, mist; its thickness 5 + 5 = 10
    pos, events = play(ctx, pos, RerollWeatherDie("1"))
    w = pos.optional.weather
    assert (w.kind, w.strength, w.dice) == ("fog", "fog", (1, 4))
    assert [e.why for e in events if isinstance(e, WeatherNow)] == ["big_change"]
    assert eff(ctx, pos).options.sight_limit == 3


def test_the_weather_may_change_every_2_turns(loaded_d6: list[int]) -> None:
    """« à chaque tour de jeu ou tous les 2 ou 3 tours, on jette un dé »."""
    ctx, pos = game(_sc(), "weather", weather="rain", weather_strength="heavy",
                    weather_dice="2+2", weather_stability="3",
                    weather_change_every="2")  # fmt: skip
    pos, _ = _next_turn(ctx, pos)  # turn 2: no die
    loaded_d6[:] = [1]
    pos, _ = _next_turn(ctx, pos)  # turn 3: a die
    assert not loaded_d6


def test_the_annex_first_example_mist_thins_then_lifts(loaded_d6: list[int]) -> None:
    """« la partie commence avec de la brume simple ... Tous les tours, on lance le dé : la
    première fois, on obtient 1 et la brume devient « brume légère » ; puis un 2, la brume
    devient si légère qu'elle se lève »."""
    ctx, pos = game(_sc(), "weather", season="high_summer", weather="fog",
                    weather_strength="mist")  # fmt: skip
    assert eff(ctx, pos).options.sight_limit == 5
    loaded_d6[:] = [1]
    pos, _ = _next_turn(ctx, pos)
    assert pos.optional.weather.strength == "light_mist"
    assert eff(ctx, pos).options.sight_limit == 6
    loaded_d6[:] = [2]
    pos, _ = _next_turn(ctx, pos)
    assert pos.optional.weather.kind == "fine"
    assert eff(ctx, pos).options.sight_limit == 0


def test_mist_thickens_on_a_6_but_not_beyond_the_pea_souper(loaded_d6: list[int]) -> None:
    """« avec un résultat de 6, l'épaisseur augmente d'une classe ... A partir de la Purée
    de Pois, on ne peut plus augmenter »."""
    ctx, pos = game(_sc(), "weather", weather="fog", weather_strength="fog")
    loaded_d6[:] = [6]
    pos, _ = _next_turn(ctx, pos)
    assert pos.optional.weather.strength == "pea_soup"
    loaded_d6[:] = [6]
    pos, _ = _next_turn(ctx, pos)
    assert pos.optional.weather.strength == "pea_soup"
    loaded_d6[:] = [4]
    pos, _ = _next_turn(ctx, pos)
    assert pos.optional.weather.strength == "pea_soup"


def test_irregular_rain_falls_on_1_2_3_during_both_players_turns(loaded_d6: list[int]) -> None:
    """« on lance 1d6 dans chaque phase d'activation du joueur qui a joué en premier. Avec un
    résultat de 1, 2 ou 3, on a ce temps pendant les tours des 2 joueurs »."""
    loaded_d6[:] = [4]
    ctx, pos = game(_sc(), "weather", weather="rain", weather_strength="irregular")
    assert not pos.optional.weather.falling
    assert eff(ctx, pos).pieces[0].off_road_max == 0
    loaded_d6[:] = [3]
    pos, _ = _next_turn(ctx, pos)
    assert pos.optional.weather.falling
    assert eff(ctx, pos).pieces[0].off_road_max == 2  # light rain: « Max 2 hex hors routes »
    pos, _ = play(ctx, pos, *[EndPhase()] * 3)  # the other player's turn: it still rains
    assert pos.active != pos.first and eff(ctx, pos).pieces[0].off_road_max == 2


def test_a_storm_floods_the_fords_at_once_a_very_heavy_rain_after_3_turns() -> None:
    """« Après 3 tours, rivières et ruisseaux non guéables » ; tempête : « Rivières et
    ruisseaux non guéables »."""
    sc = _sc()
    from opt_helpers import put

    put(sc, sc.grid.to_hex(5, 6), "riviere", "gue")
    put(sc, sc.grid.to_hex(6, 6), "ruisseau")
    ctx, pos = game(sc, "weather", weather="rain", weather_strength="very_heavy")
    for turn in (1, 2, 3):
        assert pos.turn == turn and not pos.optional.weather.flooded
        pos, _ = _next_turn(ctx, pos)
    assert pos.turn == 4 and pos.optional.weather.flooded
    els = eff(ctx, pos).terrain.elements
    gue, stream = ctx.key_of("0506"), ctx.key_of("0606")
    assert "gue" not in els[gue] and "riviere" in els[stream] and "ruisseau" not in els[stream]
    _, pos2 = game(_sc(), "weather", weather="rain", weather_strength="storm")
    assert pos2.optional.weather.flooded
