"""Annexe 3 in the play view: fire, smoke, darkness and light, the weather, sentinels,
sleepers, boats with their loads, and a badge of the hour and the sky.

Overlay painters in the map painter's scene coordinates, with the Qt-free summary
of a position (``editor.rules.optional.view.scene``), in this order: the map;
``draw_darkness`` (the night's veil and the lights); the pieces; ``draw_optional``
(looted camps, fire, smoke, sentinels, sleepers, boats); ``draw_weather`` (mist, rain, snow over
the shown rectangle); and, in view coordinates, ``draw_sky_badge`` (the hour,
daylight, weather and wind in a corner). QtGui only.

- darkness: a night-blue veil over every hex a light does not reach; lit hexes
  (fires 3 hexes, camp fires 1) get a warm glow;
- smoke: grey puffs; a burning hex: flames on a red glow, its resistance when it
  is being set on fire (« 2/4 »), a charred hatch once burnt; a burning edge: a
  thick orange line on its side;
- a sentinel: a small flag of its side, « ! » when it has heard the enemy, ringed
  when the enemy spotted it; a sleeping unit: « Zz », a groggy one: « z »;
- a boat: a hull of its side's colour with its craft's initials and, aboard, the
  unit's name;
- a looted camp hex: a red tint and a red cross.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF

from editor.core.hexes import Hex, neighbor
from editor.core.layout import Layout
from editor.render.geometry import hatch
from editor.render.works_art import draw_work
from editor.rules.optional.view import Scene
from editor.rules.terrain import hex_of, key

NIGHT = QColor(10, 18, 70, 160)
GLOW = QColor(255, 196, 70, 70)
SMOKE = QColor(110, 110, 110, 150)
FLAME_OUT = QColor(215, 40, 20)
FLAME_IN = QColor(255, 175, 30)
CHAR = QColor(40, 30, 25, 150)
EDGE_FIRE = QColor(245, 110, 20)
LOOTED = QColor(170, 20, 20, 220)
LOOTED_TINT = QColor(170, 20, 20, 60)
FOG = QColor(235, 238, 242)
RAIN = QColor(60, 90, 160, 120)
SNOW = QColor(255, 255, 255, 220)
FOG_ALPHA = {"light_mist": 40, "mist": 65, "thick_mist": 95, "fog": 130, "pea_soup": 175}
DAYLIGHT_WORDS = {
    "dawn": ("aube", "dawn"),
    "day": ("jour", "day"),
    "dusk": ("crépuscule", "dusk"),
    "night": ("nuit", "night"),
}


def _polygon(layout: Layout, h: Hex, scale: float = 1.0) -> QPolygonF:
    cx, cy = layout.hex_to_pixel(h)
    return QPolygonF(
        [QPointF(cx + (x - cx) * scale, cy + (y - cy) * scale) for x, y in layout.corners(h)]
    )


def draw_darkness(
    p: QPainter, layout: Layout, scene: Scene, hexes: Iterable[Hex], exposed: QRectF | None = None
) -> None:
    """The night's veil over the unlit hexes and a warm glow over the lit ones; the
    view draws it over the terrain and under the pieces."""
    if not scene.dark:
        return
    size = layout.size
    area = exposed.adjusted(-size, -size, size, size) if exposed is not None else None
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    for h in hexes:
        if area is not None:
            x, y = layout.hex_to_pixel(h)
            if not area.contains(QPointF(x, y)):
                continue
        p.setBrush(GLOW if key(h) in scene.lit else NIGHT)
        p.drawPolygon(_polygon(layout, h))
    p.restore()


def draw_optional(
    p: QPainter,
    layout: Layout,
    scene: Scene,
    units_at: Mapping[str, Hex],
    colours: Mapping[str, QColor],
    exposed: QRectF | None = None,
    labels: Mapping[str, str] | None = None,
) -> None:
    """What the optional rules put on the hexes, over the pieces (see the module's
    docstring). ``units_at``: where each unit id stands now; ``colours``: each side
    id's colour; ``labels``: a unit id's short name on a boat (its id by default; ""
    writes none, as in the play view, whose counter names the unit aboard)."""
    size = layout.size
    area = exposed.adjusted(-size, -size, size, size) if exposed is not None else None

    def shown(h: Hex) -> bool:
        if area is None:
            return True
        x, y = layout.hex_to_pixel(h)
        return area.contains(QPointF(x, y))

    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for k in sorted(scene.looted):
        h = hex_of(k)
        if shown(h):
            _looted(p, layout, h)
    burning = {f.key for f in scene.fires if f.state == "burning"}
    for k in sorted(scene.smoke - burning):  # a burning hex smokes: its flames say it
        h = hex_of(k)
        if shown(h):
            _smoke(p, layout, h)
    for f in scene.fires:
        h = hex_of(f.key)
        if shown(h):
            _fire(p, layout, h, f.state, f.left, f.resistance)
    for e in scene.edge_fires:
        _edge_fire(p, layout, hex_of(e.a), hex_of(e.b), e.state)
    for w in scene.works:
        draw_work(p, layout, hex_of(w.a), hex_of(w.b), w.done, w.need)
    for b in scene.boats:
        h = hex_of(b.key)
        if shown(h):
            load = (labels or {}).get(b.carries, b.carries) if b.carries else ""
            colour = colours.get(b.side, QColor("gray"))
            _boat(p, layout, h, colour, b.craft, load, b.grounded, bool(b.carries))
    for t in scene.sentinels:
        h = hex_of(t.key)
        if shown(h):
            _sentinel(p, layout, h, colours.get(t.side, QColor("gray")), t.alerted, t.spotted)
    for uid in sorted(scene.asleep | scene.groggy):
        at = units_at.get(uid)
        if at is not None and shown(at):
            _sleep(p, layout, at, "Zz" if uid in scene.asleep else "z")
    p.restore()


def _looted(p: QPainter, layout: Layout, h: Hex) -> None:
    """A looted camp hex: a red tint and a cross, « une perte » for its side."""
    size = layout.size
    cx, cy = layout.hex_to_pixel(h)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(LOOTED_TINT)
    p.drawPolygon(_polygon(layout, h, 0.92))
    pen = QPen(LOOTED, 0.14 * size)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    d = 0.45 * size
    p.drawLine(QPointF(cx - d, cy - d), QPointF(cx + d, cy + d))
    p.drawLine(QPointF(cx - d, cy + d), QPointF(cx + d, cy - d))


def _fire(p: QPainter, layout: Layout, h: Hex, state: str, left: int, resistance: int) -> None:
    size = layout.size
    cx, cy = layout.hex_to_pixel(h)
    if state == "burnt":
        poly = _polygon(layout, h, 0.92)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(CHAR)
        p.drawPolygon(poly)
        p.save()
        p.setClipRect(poly.boundingRect())
        p.setPen(QPen(QColor(20, 15, 10, 170), 0.04 * size))
        hatch(p, poly.boundingRect(), 0.25 * size, rising=True)
        p.restore()
        return
    if state == "accessory":  # a unit's wagons or mantlets: a small flame in a corner
        _flame(p, cx + 0.5 * size, cy - 0.2 * size, 0.4 * size)
        return
    if state == "burning":
        p.setPen(QPen(FLAME_OUT, 0.08 * size))
        p.setBrush(QColor(255, 90, 20, 90))
        p.drawPolygon(_polygon(layout, h, 0.9))
        for dx, scale in ((-0.32, 0.8), (0.0, 1.0), (0.32, 0.75)):
            _flame(p, cx + dx * size, cy + 0.3 * size, 0.55 * size * scale)
        return
    if left >= resistance:
        return  # an attempt that burnt nothing away: nothing to show
    _flame(p, cx, cy + 0.15 * size, 0.35 * size)  # being set on fire
    _label(p, QPointF(cx, cy + 0.5 * size), f"{left}/{resistance}", size, FLAME_OUT)


def _flame(p: QPainter, x: float, base: float, height: float) -> None:
    w = height * 0.45
    outer = QPolygonF(
        [
            QPointF(x - w, base),
            QPointF(x - w * 0.6, base - height * 0.55),
            QPointF(x - w * 0.15, base - height * 0.35),
            QPointF(x, base - height),
            QPointF(x + w * 0.25, base - height * 0.45),
            QPointF(x + w * 0.65, base - height * 0.6),
            QPointF(x + w, base),
        ]
    )
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(FLAME_OUT)
    p.drawPolygon(outer)
    inner = QPolygonF(
        [
            QPointF(x - w * 0.5, base),
            QPointF(x, base - height * 0.6),
            QPointF(x + w * 0.5, base),
        ]
    )
    p.setBrush(FLAME_IN)
    p.drawPolygon(inner)


def _edge_fire(p: QPainter, layout: Layout, a: Hex, b: Hex, state: str) -> None:
    d = next((d for d in range(6) if neighbor(a, d) == b), None)
    if d is None:
        return
    (x1, y1), (x2, y2) = layout.edge_endpoints(a, d)
    size = layout.size
    if state == "burnt":
        pen = QPen(QColor(40, 30, 25, 200), 0.12 * size, Qt.PenStyle.DashLine)
    else:
        pen = QPen(EDGE_FIRE, (0.22 if state == "burning" else 0.1) * size)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.drawLine(QPointF(x1, y1), QPointF(x2, y2))


def _smoke(p: QPainter, layout: Layout, h: Hex) -> None:
    size = layout.size
    cx, cy = layout.hex_to_pixel(h)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(SMOKE)
    for dx, dy, r in ((-0.3, -0.05, 0.38), (0.25, -0.2, 0.42), (0.05, 0.25, 0.4)):
        p.drawEllipse(QPointF(cx + dx * size, cy + dy * size), r * size, r * size * 0.8)


def _sentinel(
    p: QPainter, layout: Layout, h: Hex, colour: QColor, alerted: bool, spotted: bool
) -> None:
    size = layout.size
    cx, cy = layout.hex_to_pixel(h)
    x, y = cx - 0.45 * size, cy - 0.15 * size
    p.setPen(QPen(QColor("black"), 0.05 * size))
    p.drawLine(QPointF(x, y + 0.35 * size), QPointF(x, y - 0.3 * size))
    p.setBrush(colour)
    p.drawPolygon(
        QPolygonF(
            [
                QPointF(x, y - 0.3 * size),
                QPointF(x + 0.35 * size, y - 0.18 * size),
                QPointF(x, y - 0.05 * size),
            ]
        )
    )
    if spotted:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(200, 20, 20), 0.06 * size))
        p.drawEllipse(QPointF(x + 0.1 * size, y), 0.32 * size, 0.42 * size)
    if alerted:
        _label(p, QPointF(x + 0.2 * size, y + 0.25 * size), "!", size, QColor(200, 20, 20))


def _sleep(p: QPainter, layout: Layout, h: Hex, text: str) -> None:
    size = layout.size
    cx, cy = layout.hex_to_pixel(h)
    _label(p, QPointF(cx + 0.42 * size, cy - 0.45 * size), text, size, QColor(30, 50, 140))


def _boat(
    p: QPainter,
    layout: Layout,
    h: Hex,
    colour: QColor,
    craft: str,
    carries: str,
    grounded: bool,
    loaded: bool = False,
) -> None:
    size = layout.size
    cx, cy = layout.hex_to_pixel(h)
    w, top, depth = 0.95 * size, cy + 0.2 * size, 0.32 * size
    if loaded:
        # The unit's counter stands on the hex's middle: the hull goes under its name,
        # along the hex's lower side, so that neither hides the other.
        w, top, depth = 0.85 * size, cy + 0.6 * size, 0.24 * size
    hull = QPolygonF(
        [
            QPointF(cx - w / 2, top),
            QPointF(cx + w / 2, top),
            QPointF(cx + w / 3, top + depth),
            QPointF(cx - w / 3, top + depth),
        ]
    )
    p.setPen(QPen(QColor("black"), 0.05 * size))
    p.setBrush(QBrush(colour))
    p.drawPolygon(hull)
    initials = "".join(part[0] for part in craft.split("_")).upper()
    _label(p, QPointF(cx, top + depth / 2), initials, size * 0.8, QColor("black"))
    if carries:
        _label(p, QPointF(cx, top - 0.18 * size), carries[:12], size * 0.7, QColor("black"))
    if grounded:
        p.setPen(QPen(QColor(150, 80, 0), 0.08 * size))
        p.drawLine(
            QPointF(cx - w / 2, top + depth + 0.05 * size),
            QPointF(cx + w / 2, top + depth + 0.05 * size),
        )


def _label(p: QPainter, centre: QPointF, text: str, size: float, ink: QColor) -> None:
    f = QFont()
    f.setPixelSize(max(1, round(0.3 * size)))
    f.setBold(True)
    w = QFontMetricsF(f).horizontalAdvance(text) + 0.12 * size
    hgt = 0.36 * size
    box = QRectF(centre.x() - w / 2, centre.y() - hgt / 2, w, hgt)
    p.setPen(QPen(ink, 0.03 * size))
    p.setBrush(QColor(255, 255, 255, 220))
    p.drawRoundedRect(box, 0.06 * size, 0.06 * size)
    p.setFont(f)
    p.setPen(ink)
    p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)


def draw_weather(p: QPainter, rect: QRectF, scene: Scene, size: float) -> None:
    """The sky over ``rect``: a white veil of mist by its thickness, rain streaks, snow."""
    p.save()
    if scene.weather == "fog" and scene.strength in FOG_ALPHA:
        veil = QColor(FOG)
        veil.setAlpha(FOG_ALPHA[scene.strength])
        p.fillRect(rect, veil)
    elif scene.weather in ("rain", "snow") and scene.effects:
        step = 0.8 * size
        if scene.weather == "rain":
            p.setPen(QPen(RAIN, max(1.0, 0.03 * size)))
            y = rect.top()
            while y < rect.bottom():
                x = rect.left() + (y * 0.37) % step
                while x < rect.right():
                    p.drawLine(QPointF(x, y), QPointF(x - 0.12 * size, y + 0.35 * size))
                    x += step
                y += step
        else:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(SNOW)
            y = rect.top()
            while y < rect.bottom():
                x = rect.left() + (y * 0.53) % step
                while x < rect.right():
                    p.drawEllipse(QPointF(x, y), 0.05 * size, 0.05 * size)
                    x += step
                y += step * 0.7
    p.restore()


def sky_lines(scene: Scene, lang: str = "fr") -> list[str]:
    """The badge's lines: the hour and daylight, the weather and wind, the flood."""
    from editor.io.conditions_names import condition_text

    fr = lang == "fr"
    out = []
    if scene.hour:
        word = DAYLIGHT_WORDS.get(scene.daylight, (scene.daylight, scene.daylight))
        out.append(f"{scene.hour}e heure — {word[0]}" if fr else f"Hour {scene.hour} — {word[1]}")
    elif scene.daylight:
        word = DAYLIGHT_WORDS.get(scene.daylight, (scene.daylight, scene.daylight))
        out.append(word[0] if fr else word[1])
    if scene.weather:
        cond = {"weather": scene.weather, "weather_strength": scene.strength}
        text = condition_text("weather", cond, lang)
        if scene.strength:
            text += f" ({condition_text('weather_strength', cond, lang)})"
        out.append(text)
    if scene.wind:
        force = condition_text("wind_strength", {"wind_strength": scene.wind}, lang)
        out.append(
            f"vent {force} → {scene.wind_towards}" if fr else f"{force} wind → {scene.wind_towards}"
        )
    if scene.sight_limit:
        out.append(f"vue {scene.sight_limit} hex" if fr else f"sight {scene.sight_limit} hexes")
    if scene.flooded:
        out.append("gués noyés" if fr else "fords flooded")
    return out


def draw_sky_badge(
    p: QPainter, rect: QRectF, scene: Scene, lang: str = "fr", layout: Layout | None = None
) -> None:
    """A rounded badge in ``rect``: ``sky_lines`` and, with a layout, an arrow the way
    the wind blows (hex directions are the map's)."""
    lines = sky_lines(scene, lang)
    if not lines:
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    night = scene.dark or scene.daylight == "night"
    p.setPen(QPen(QColor(40, 40, 40), 1.2))
    p.setBrush(QColor(25, 30, 60, 225) if night else QColor(250, 248, 235, 235))
    p.drawRoundedRect(rect, 6, 6)
    ink = QColor("white") if night else QColor(30, 30, 30)
    f = QFont()
    line_h = rect.height() / (len(lines) + 0.5)
    f.setPixelSize(max(6, min(16, round(line_h * 0.62))))
    p.setFont(f)
    p.setPen(ink)
    arrow = 0.0
    if layout is not None and scene.wind_dir >= 0:
        arrow = rect.height() * 0.6
    for i, text in enumerate(lines):
        r = QRectF(
            rect.left() + 8, rect.top() + line_h * (i + 0.25), rect.width() - 16 - arrow, line_h
        )
        p.drawText(r, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), text)
    if arrow and layout is not None:
        o = Hex(0, 0)
        ax, ay = layout.hex_to_pixel(o)
        bx, by = layout.hex_to_pixel(neighbor(o, scene.wind_dir))
        length = math.hypot(bx - ax, by - ay) or 1.0
        ux, uy = (bx - ax) / length, (by - ay) / length
        cx, cy = rect.right() - arrow / 2 - 4, rect.center().y()
        half = arrow * 0.4
        tip = QPointF(cx + ux * half, cy + uy * half)
        p.setPen(QPen(ink, max(1.5, arrow * 0.08)))
        p.drawLine(QPointF(cx - ux * half, cy - uy * half), tip)
        left = QPointF(
            tip.x() - ux * half * 0.5 - uy * half * 0.35,
            tip.y() - uy * half * 0.5 + ux * half * 0.35,
        )
        right = QPointF(
            tip.x() - ux * half * 0.5 + uy * half * 0.35,
            tip.y() - uy * half * 0.5 - ux * half * 0.35,
        )
        p.setBrush(ink)
        p.drawPolygon(QPolygonF([tip, left, right]))
    p.restore()
