"""L'Art de la Guerre ambush zones (V4 p77) drawn over the map, for the view and the sheets.

In scene coordinates of the map painter's layout, like the forces layer: each
zone is a translucent tint with its own hatching (``/`` attacker, ``\\``
defender) and a border along its outline (solid attacker, dashed defender),
so that a black and white print still tells them apart. A hex where troops
can hide gets a dashed inner outline and a short word of who may hide there
(``CODES``, explained by the legend lines of ``legend_lines`` and, for the hex
under the cursor, by ``describe_hex``). The words are lower case in italics,
in a dashed lozenge: nothing like a unit counter (an upper-case letter in a
solid box) or a compass side (``NE``).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from editor.core.hexes import Hex, neighbor
from editor.core.layout import Layout
from editor.generate.ambush import RULE_ORDER, AmbushOverlay
from editor.io.generator_data import load_generator_data
from editor.render.geometry import device_scale, hatch
from editor.render.style import Style, default_style

CODE_MIN_PX = 7.0
TINT_ALPHA = 34
HATCH_ALPHA = 105

CODES: dict[str, dict[str, tuple[str, str]]] = {
    # rule: {lang: (word on the map, legend text)}
    "light_infantry": {
        "fr": ("légers", "troupes légères seulement (LI)"),
        "en": ("light", "light troops only (LI)"),
    },
    "behind_crest": {
        "fr": ("crête", "toutes, derrière la crête ou l'horizon"),
        "en": ("crest", "all, behind the crest or skyline"),
    },
    "all_behind_crest": {
        "fr": ("crête", "toutes, derrière la crête ou l'horizon"),
        "en": ("crest", "all, behind the crest or skyline"),
    },
    "all_but_elephants": {
        "fr": ("sauf él.", "toutes sauf les éléphants"),
        "en": ("no el.", "all but elephants"),
    },
    "all": {"fr": ("toutes", "toutes les troupes"), "en": ("all", "all troops")},
}
"""Who may hide, per V4 ambush rule: the code printed in the hex and its meaning."""

_TEXT: dict[str, tuple[str, str]] = {
    # key: (fr, en)
    "title": (
        "Embuscades (L'Art de la Guerre V4, p. 77)",
        "Ambushes (L'Art de la Guerre V4, p. 77)",
    ),
    "attacker": ("Zone d'embuscade de l'attaquant", "Attacker's ambush zone"),
    "defender": ("Zone d'embuscade du défenseur", "Defender's ambush zone"),
    "attacker_depth": ("{ud} UD de son bord ({edge})", "{ud} UD from his edge ({edge})"),
    "defender_depth": (
        "{lateral} UD sur les côtés, {central} UD au centre, de son bord ({edge})",
        "{lateral} UD on the flanks, {central} UD in the centre, from his edge ({edge})",
    ),
    "light": ("troupes légères", "light troops"),
    "hiding": ("Terrain où se cacher", "Hiding ground"),
    "here": ("Embuscade", "Ambush"),
    "hides_here": ("on peut s'y cacher", "troops can hide here"),
    "ud": ("1 UD = {mm} mm", "1 UD = {mm} mm"),
    "N": ("nord", "north"),
    "S": ("sud", "south"),
}


def text(key: str, lang: str, **values: object) -> str:
    """One of the overlay's captions in ``lang`` (``fr`` or ``en``)."""
    fr, en = _TEXT[key]
    return (fr if lang == "fr" else en).format(**values)


def code(rule: str, lang: str) -> str:
    return CODES[rule]["fr" if lang == "fr" else "en"][0]


def _colon(lang: str) -> str:
    return " : " if lang == "fr" else ": "  # French puts a space before the colon


def quoted(word: str, lang: str) -> str:
    """A map word as the legend names it: « crête », "crest"."""
    return f"« {word} »" if lang == "fr" else f"“{word}”"


def describe_hex(overlay: AmbushOverlay, h: Hex, lang: str) -> str:
    """What the overlay says about ``h``, for the status bar ("" outside the zones):
    ``Ambush: defender's ambush zone; troops can hide here (“all”): all troops``."""
    parts = []
    if h in overlay.attacker_zone:
        parts.append(text("attacker", lang))
    if h in overlay.defender_zone:
        parts.append(text("defender", lang))
    rule = overlay.hiding.get(h)
    if rule is not None:
        caption = CODES[rule]["fr" if lang == "fr" else "en"][1]
        where = f"{text('hides_here', lang)} ({quoted(code(rule, lang), lang)})"
        parts.append(f"{where}{_colon(lang)}{caption}")
    if not parts:
        return ""
    parts[0] = parts[0][:1].lower() + parts[0][1:]
    separator = " ; " if lang == "fr" else "; "
    return f"{text('here', lang)}{_colon(lang)}" + separator.join(parts)


def legend_lines(overlay: AmbushOverlay, lang: str) -> list[tuple[str, str]]:
    """(kind, caption) for a legend: ``attacker``, ``defender``, then one ``code:<rule>``
    per way of hiding on the map (the two hill rules share their code)."""
    amb = load_generator_data("adlg-v4")["ambush"]
    light = overlay.light
    suffix = f" — {text('light', lang)}" if light else ""
    att = amb["attacker_light_ud" if light else "attacker_ud"]
    central = amb["defender_central_light_ud" if light else "defender_central_ud"]
    mm = f"{overlay.ud_mm:g}"
    colon = _colon(lang)
    lines = [
        (
            "attacker",
            f"{text('attacker', lang)}{suffix}{colon}"
            + text("attacker_depth", lang, ud=f"{att:g}", edge=text(overlay.attacker_edge, lang)),
        ),
        (
            "defender",
            f"{text('defender', lang)}{suffix}{colon}"
            + text(
                "defender_depth",
                lang,
                lateral=f"{amb['defender_lateral_ud']:g}",
                central=f"{central:g}",
                edge=text(overlay.defender_edge, lang),
            )
            + f" ({text('ud', lang, mm=mm)})",
        ),
    ]
    seen: set[str] = set()
    for rule in RULE_ORDER:
        if rule in overlay.hiding.values() and code(rule, lang) not in seen:
            seen.add(code(rule, lang))
            caption = CODES[rule]["fr" if lang == "fr" else "en"][1]
            lines.append(
                (
                    f"code:{rule}",
                    f"{text('hiding', lang)} {quoted(code(rule, lang), lang)}{colon}{caption}",
                )
            )
    return lines


def zone_colours(style: Style | None = None) -> dict[str, QColor]:
    style = style or default_style()
    return {
        "attacker": QColor(style.ambush_attacker),
        "defender": QColor(style.ambush_defender),
        "hiding": QColor(style.ambush_hiding),
    }


def draw_ambush(
    p: QPainter,
    layout: Layout,
    overlay: AmbushOverlay,
    lang: str = "fr",
    exposed: QRectF | None = None,
    style: Style | None = None,
) -> None:
    """Both zones and the hiding hexes of ``overlay``, inside ``exposed`` (scene coordinates)."""
    size = layout.size
    colours = zone_colours(style)
    area = exposed.adjusted(-size, -size, size, size) if exposed is not None else None

    def visible(h: Hex) -> bool:
        if area is None:
            return True
        x, y = layout.hex_to_pixel(h)
        return area.contains(QPointF(x, y))

    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for kind, zone in (("attacker", overlay.attacker_zone), ("defender", overlay.defender_zone)):
        shown = [h for h in zone if visible(h)]
        if shown:
            draw_zone(p, layout, zone, shown, colours[kind], kind == "defender")
    for h, rule in overlay.hiding.items():
        if visible(h):
            kind = "defender" if h in overlay.defender_zone else "attacker"
            draw_hiding(p, layout, h, code(rule, lang), colours[kind], colours["hiding"])
    p.restore()


def _polygon(layout: Layout, h: Hex, scale: float = 1.0) -> QPolygonF:
    cx, cy = layout.hex_to_pixel(h)
    return QPolygonF(
        [QPointF(cx + (x - cx) * scale, cy + (y - cy) * scale) for x, y in layout.corners(h)]
    )


def draw_zone(
    p: QPainter,
    layout: Layout,
    zone: frozenset[Hex],
    shown: list[Hex],
    colour: QColor,
    second: bool,
) -> None:
    """Tint, hatching (rising for the first zone, falling for the second) and the outline."""
    size = layout.size
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for h in shown:
        path.addPolygon(_polygon(layout, h))
        path.closeSubpath()
    tint = QColor(colour)
    tint.setAlpha(TINT_ALPHA)
    p.fillPath(path, tint)
    p.save()
    p.setClipPath(path, Qt.ClipOperation.IntersectClip)
    lines = QColor(colour)
    lines.setAlpha(HATCH_ALPHA)
    p.setPen(QPen(lines, 0.035 * size))
    hatch(p, path.boundingRect(), 0.42 * size, rising=not second)
    p.restore()
    pen = QPen(colour.darker(115), 0.1 * size)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    if second:
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    for h in shown:
        for d in range(6):
            if neighbor(h, d) not in zone:
                a, b = layout.edge_endpoints(h, d)
                p.drawLine(QPointF(*a), QPointF(*b))


def draw_hiding(
    p: QPainter, layout: Layout, h: Hex, label: str, zone_colour: QColor, ink: QColor
) -> None:
    """A dashed inner outline and the code of who may hide, in a white box."""
    size = layout.size
    pen = QPen(zone_colour.darker(140), 0.05 * size, Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolygon(_polygon(layout, h, 0.8))
    cx, cy = layout.hex_to_pixel(h)
    draw_code(p, QPointF(cx, cy + 0.5 * size), label, size, ink)


def draw_code(p: QPainter, centre: QPointF, label: str, size: float, ink: QColor) -> None:
    """``label`` in italics in a pale lozenge with a dashed rim, centred on ``centre``.

    Pointed ends and a dashed rim, not a box: a unit counter is a solid box.
    The word is never under ``CODE_MIN_PX`` device pixels high."""
    size = max(size, CODE_MIN_PX / (0.26 * device_scale(p)))
    f = QFont()
    f.setPixelSize(max(1, round(0.26 * size)))
    f.setItalic(True)
    f.setBold(True)
    w = QFontMetricsF(f).horizontalAdvance(label) + 0.3 * size
    h = 0.34 * size
    x0, x1 = centre.x() - w / 2, centre.x() + w / 2
    lozenge = QPolygonF(
        [
            QPointF(x0, centre.y()),
            QPointF(x0 + 0.15 * size, centre.y() - h / 2),
            QPointF(x1 - 0.15 * size, centre.y() - h / 2),
            QPointF(x1, centre.y()),
            QPointF(x1 - 0.15 * size, centre.y() + h / 2),
            QPointF(x0 + 0.15 * size, centre.y() + h / 2),
        ]
    )
    p.setPen(QPen(ink, 0.03 * size, Qt.PenStyle.DashLine))
    p.setBrush(QColor(255, 255, 255, 215))
    p.drawPolygon(lozenge)
    p.setFont(f)
    p.setPen(ink)
    box = QRectF(x0, centre.y() - h / 2, w, h)
    p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), label)


def draw_swatch(
    p: QPainter, rect: QRectF, kind: str, lang: str, style: Style | None = None
) -> None:
    """A legend symbol: a patch of a zone (``attacker``/``defender``) or a code box."""
    colours = zone_colours(style)
    size = rect.height() * 1.1
    if kind.startswith("code:"):
        draw_code(p, rect.center(), code(kind[5:], lang), rect.height() * 2.4, colours["hiding"])
        return
    layout = Layout("flat", size)  # a one-hex patch, outlined on its own
    p.save()
    p.setClipRect(rect)
    p.translate(rect.center())
    h = Hex(0, 0)
    draw_zone(p, layout, frozenset({h}), [h], colours[kind], kind == "defender")
    p.restore()
    pen = QPen(colours[kind].darker(115), max(0.6, 0.08 * size))
    if kind == "defender":
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(rect)
