"""Annexe 3 drawn over the map (offscreen QImage): fire, smoke, darkness and light,
sentinels, sleepers, boats with their loads, the weather and the sky badge."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules" / "optional"))

from opt_helpers import add, blank, game, k, put, with_state

from editor.core.scenario import Boat, Sentinel
from editor.render.geometry import painting_on
from editor.render.map_painter import MapPainter
from editor.render.optional_art import (
    draw_darkness,
    draw_optional,
    draw_sky_badge,
    draw_weather,
    sky_lines,
)
from editor.rules.optional.state import Fire, Spot
from editor.rules.optional.view import scene
from editor.rules.terrain import hex_of

pytestmark = pytest.mark.usefixtures("qapp")
SCALE = 1.0


def _board(dark: bool = False):
    sc = blank(columns=12, rows=14)
    g = sc.grid
    for h in ("0605", "0606"):
        put(sc, g.parse_label(h), "foret")
    for r in range(1, 15):
        put(sc, g.to_hex(10, r), "riviere")
    add(sc, "a1", "a", g.to_hex(3, 12))
    add(sc, "sleeper", "b", g.to_hex(3, 3), asleep=True)
    add(sc, "rower", "a", g.to_hex(10, 8))
    sc.sentinels.append(Sentinel("b", g.to_hex(3, 4), "sleeper"))
    sc.boats.append(Boat("a", g.to_hex(10, 8), "barque", "rower"))
    sc.sides[0].colour = "#1f3f9f"
    rules = ["fire", "sleep", "boats"] + (["night", "time"] if dark else [])
    cond = {"start_hour": "20", "season": "summer"} if dark else {}
    ctx, pos = game(sc, *rules, **cond)
    pos = with_state(
        pos,
        fires=(Fire(Spot("hex", k(g.parse_label("0605")), 0, "foret"), 0, 1),),
        smoke=frozenset({k(g.parse_label("0603"))}),
    )
    return sc, ctx, pos


def _image(sc, ctx, pos, viewer=None) -> tuple[QImage, MapPainter]:
    mp = MapPainter(sc, ctx.ruleset)
    b = mp.bounds()
    image = QImage(int(b.width()) + 1, int(b.height()) + 1, QImage.Format.Format_RGB32)
    image.fill(QColor(255, 255, 255))
    sc_ = scene(ctx, pos, viewer)
    units_at = {p.id: hex_of(pos.at[p.index]) for p in ctx.pieces if pos.at[p.index] >= 0}
    colours = {s.id: QColor(s.colour) for s in sc.sides}
    with painting_on(image) as p:
        p.translate(-b.left(), -b.top())
        draw_darkness(p, mp.layout, sc_, sc.grid.hexes())
        draw_optional(p, mp.layout, sc_, units_at, colours)
    image._origin = (b.left(), b.top())  # type: ignore[attr-defined]
    return image, mp


def _at(image: QImage, mp: MapPainter, label: str, dx: float = 0, dy: float = 0) -> QColor:
    x, y = mp.layout.hex_to_pixel(mp.scenario.grid.parse_label(label))
    ox, oy = image._origin  # type: ignore[attr-defined]
    s = mp.layout.size
    return QColor(image.pixel(int(x - ox + dx * s), int(y - oy + dy * s)))


def test_a_burning_hex_shows_flames_and_smoke_shows_grey() -> None:
    sc, ctx, pos = _board()
    image, mp = _image(sc, ctx, pos)
    flame = _at(image, mp, "0605", 0, 0.05)
    assert flame.red() > 180 and flame.red() > flame.blue() + 80
    smoke = _at(image, mp, "0603")
    assert max(smoke.red(), smoke.green(), smoke.blue()) - min(
        smoke.red(), smoke.green(), smoke.blue()) < 12  # fmt: skip
    assert smoke.red() < 230
    plain = _at(image, mp, "0609")
    assert (plain.red(), plain.green(), plain.blue()) == (255, 255, 255)


def test_the_dark_veils_the_map_but_where_a_fire_lights_it() -> None:
    sc, ctx, pos = _board(dark=True)
    s = scene(ctx, pos)
    assert s.dark and s.daylight == "night" and s.hour == 20
    image, mp = _image(sc, ctx, pos)
    far = _at(image, mp, "0112")
    near = _at(image, mp, "0607", 0, -0.4)  # 2 hexes from the fire: lit
    assert far.blue() > far.red() + 30 and far.red() < 120
    assert near.red() > near.blue()


def test_sentinels_sleepers_and_boats_with_their_load() -> None:
    sc, ctx, pos = _board()
    image, mp = _image(sc, ctx, pos)
    hull = _at(image, mp, "1008", 0.28, 0.7)  # a loaded hull: under the counter's name
    assert (hull.red(), hull.green(), hull.blue()) == (0x1F, 0x3F, 0x9F)
    zz = [_at(image, mp, "0303", 0.42 + dx, -0.45) for dx in (-0.1, 0, 0.1)]
    assert any(c.blue() > c.red() + 40 for c in zz)  # « Zz » in blue ink
    s = scene(ctx, pos, viewer=0)
    assert s.sentinels == ()  # side a does not know of b's unspotted sentinel
    assert [t.unit for t in scene(ctx, pos, viewer=1).sentinels] == ["sleeper"]
    assert [(b.craft, b.carries) for b in s.boats] == [("barque", "rower")]


def test_mist_veils_and_the_sky_badge_tells_hour_weather_and_wind() -> None:
    sc = blank()
    add(sc, "a1", "a", sc.grid.to_hex(2, 10))
    add(sc, "b1", "b", sc.grid.to_hex(2, 2))
    ctx, pos = game(sc, "weather", "time", season="winter", start_hour="14", weather="fog",
                    weather_strength="fog", wind_strength="weak", wind_direction="2")  # fmt: skip
    s = scene(ctx, pos)
    assert sky_lines(s, "fr") == [
        "14e heure — crépuscule",
        "brouillard ou brume (brouillard)",
        "vent faible → NE",
        "vue 3 hex",
    ]
    image = QImage(300, 120, QImage.Format.Format_RGB32)
    image.fill(QColor(0, 0, 0))
    mp = MapPainter(sc, ctx.ruleset)
    with painting_on(image) as p:
        draw_weather(p, QRectF(0, 0, 300, 120), s, 30)
        draw_sky_badge(p, QRectF(10, 10, 200, 100), s, "fr", mp.layout)
    veil = QColor(image.pixel(250, 110))
    assert veil.red() > 60  # the black background under a white veil of fog
    inside = {image.pixel(x, y) for x in range(20, 200, 7) for y in range(20, 100, 7)}
    assert len(inside) > 3  # text and arrow drawn on the badge


def test_a_looted_camp_hex_is_crossed_out() -> None:
    """Annexe 3, Camps et bagages: « chaque hexagone de camp pillé est une perte »."""
    sc, ctx, pos = _board()
    before, mp = _image(sc, ctx, pos)
    pos = with_state(pos, looted=frozenset({k(sc.grid.parse_label("0808"))}))
    image, mp = _image(sc, ctx, pos)
    plain = _at(before, mp, "0808", 0.2, 0.2)
    looted = _at(image, mp, "0808", 0.2, 0.2)
    assert plain != looted
    assert looted.red() > looted.green() + 60 and looted.red() > looted.blue() + 60


def test_an_earthwork_being_dug_is_dashed_with_its_points_and_a_standing_one_solid() -> None:
    """Engineers' works (L'obscurité: « Tout travail fait de nuit (Génie) ... divisé par
    2 »): the work begun on the north side of 0608, the work standing on the north side
    of 0308; a unit's burning wagons are a small flame, not a burning hex."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "sap", "a", g.to_hex(6, 8), caps=("genie",))
    add(sc, "w", "b", g.to_hex(9, 3), caps=("chariots",))
    ctx, pos = game(sc, "engineering", "fire")
    north = g.side_direction("N")
    from editor.core.hexes import neighbor

    def edge(col: int, row: int) -> tuple[int, int]:
        h = g.to_hex(col, row)
        return k(h), k(neighbor(h, north))

    pos = with_state(
        pos,
        works=((*edge(6, 8), "remblai", 2),),
        built=((*edge(3, 8), "remblai"),),
        fires=(Fire(Spot("accessory", k(g.to_hex(9, 3)), 1, "chariots"), 1, 1),),
    )
    s = scene(ctx, pos)
    assert [(w.done, w.need) for w in s.works] == [(2, 4), (4, 4)]
    assert [f.state for f in s.fires] == ["accessory"]
    image, mp = _image(sc, ctx, pos)
    earth = _at(image, mp, "0308", 0, -0.78)  # just inside its north side
    assert earth.red() > earth.blue() + 40 and earth.red() < 180
    label = [  # « 2/4 » across the side, in 0607
        _at(image, mp, "0607", dx / 20, 0.52 + dy / 20) for dx in range(-4, 5) for dy in (-2, 0, 2)
    ]
    assert any(c.red() > c.blue() + 40 and c.red() < 180 for c in label)
    centre = _at(image, mp, "0903", 0, 0.05)  # the wagons' hex itself does not burn
    assert (centre.red(), centre.green(), centre.blue()) == (255, 255, 255)
