"""A balance report in words: its lines (``summary``), as HTML, or as a PDF with charts.

The words are the user's language (``texts``); ``report_files`` writes them
to disk with the heat maps and the games.
"""

from __future__ import annotations

import base64
import html
import io
import math
from pathlib import Path
from typing import Any

from editor.balance.first_mover import warning
from editor.balance.report import EVEN, TOO_FEW
from editor.balance.texts import word
from editor.core.phrases import colon

HEAT_MAPS = ("deaths_a", "deaths_b", "combats", "held_a", "held_b")
HEAT_COLOURS = {
    "deaths_a": "#3b6fb6",
    "deaths_b": "#c0392b",
    "combats": "#e67e22",
    "held_a": "#3b6fb6",
    "held_b": "#c0392b",
}


def _pct(r: dict[str, Any]) -> str:
    if not r["n"]:
        return "-"
    return f"{r['p']:.1%} [{r['low']:.1%} – {r['high']:.1%}] ({r['k']}/{r['n']})"


def heat_caption(report: dict[str, Any], name: str, lang: str) -> str:
    names = report["scenario"]["side_names"]
    side = names[0] if name.endswith("_a") else names[1]
    return word(name, lang, side=side)


def series_title(player: str, lang: str) -> str:
    """ "greedy against greedy", or "greedy (side A) against search (side B)"."""
    if "-" in player:
        a, b = player.split("-", 1)
        return word("series_sides", lang, a=a, b=b)
    return word("series", lang, player=player)


def verdict_line(s: dict[str, Any], names: list[str], lang: str) -> tuple[str, str]:
    """("p" or "warn", the verdict of a series in words)."""
    side = s.get("verdict", EVEN)
    if side == TOO_FEW:
        return ("warn", word("verdict_too_few", lang, n=s["games"]))
    if side < 0:
        return ("p", word("verdict_even", lang, n=s["games"]))
    p, q = s["wins"][side]["p"], s["wins"][1 - side]["p"]
    return ("warn", word("verdict_leans", lang, side=names[side], p=p, q=q))


def elo_text(s: dict[str, Any]) -> str:
    """Side A's Elo difference: "+120", or "+∞" / "-∞" when it is infinite (``inf``
    in a report just built, ``null`` in one read from JSON: the score tells the sign)."""
    elo = s["elo_a"]
    if elo is not None and math.isfinite(elo):
        return f"{elo:+.0f}"
    return "+∞" if (s.get("score_a") or 0.0) > 0.5 else "-∞"


def summary(report: dict[str, Any], lang: str) -> list[tuple[str, str]]:
    """The report's text as (kind, line): kind ``h1``, ``h2``, ``warn`` or ``p``."""
    sc, st = report["scenario"], report["settings"]
    names = sc["side_names"]
    sep = colon(lang)  # « Joueurs : … »
    out: list[tuple[str, str]] = [("h1", word("title", lang, title=sc["title"] or sc["file"]))]
    if report["partial"]:
        out.append(("warn", word("partial", lang)))
    precision = (
        f"±{st['margin']:.0%}" if st.get("margin") else f"{st['games']} {word('games', lang)}"
    )
    out.append(
        (
            "p",
            f"{word('players', lang)}{sep}{', '.join(st['players'])}; {word('seed', lang)} "
            f"{st['seed']}; {word('margin', lang)}{sep}{precision}",
        )
    )
    for s in report["series"]:
        head = series_title(s["player"], lang)
        if s["variant"]:
            head += " — " + word("variant", lang, file=st["compare"])
        out.append(
            (
                "h2",
                f"{head}{sep}{s['games']} {word('games', lang)} "
                f"({word('stopped_' + s['stopped_by'], lang)})",
            )
        )
        if not s["games"]:
            continue
        for side in (0, 1):
            out.append(("p", f"{names[side]}{sep}{word('win_rate', lang)} {_pct(s['wins'][side])}"))
        out.append(verdict_line(s, names, lang))
        if s["first_player"].get("decides"):  # the verdict's own caveat, right below it
            out.append(("warn", warning(s["first_player"], lang)))
        out.append(
            (
                "p",
                f"{word('draws', lang)}{sep}{_pct(s['draws'])}; "
                f"{word('timeouts', lang)}{sep}{_pct(s['timeouts'])}",
            )
        )
        out.append(("p", f"{word('elo', lang)}{sep}{elo_text(s)}"))
        ended = ", ".join(f"{word(r, lang)} {c}" for r, c in s["reasons"].items() if c)
        out.append(("p", f"{word('ended', lang)}{sep}{ended}"))
        for side in (0, 1):
            m = s["margins"][str(side)]
            out.append(
                (
                    "p",
                    f"{word('margins', lang)}, {names[side]}{sep}"
                    + ", ".join(f"{word(k, lang)} {v}" for k, v in m.items()),
                )
            )
        ln = s["length"]
        out.append(
            (
                "p",
                f"{word('turns_median', lang)}{sep}{ln['turns_median']}; "
                f"{word('turns_p95', lang)}{sep}{ln['turns_p95']:.1f}",
            )
        )
        out.append(("p", f"{word('first_player', lang)}{sep}{_pct(s['first_player']['wins'])}"))
        dec = s["decisiveness"]
        if dec["median_share"] is not None:
            out.append(
                (
                    "p",
                    f"{word('decisiveness', lang)}{sep}{dec['median_share']:.0%}; "
                    f"{word('lead_changes', lang)}{sep}{dec['lead_changes_mean']:.2f}",
                )
            )
        for o in s["outliers"]:
            win = names[o["winner"]] if o["winner"] >= 0 else word("draw", lang)
            out.append(
                (
                    "p",
                    f"{word('outliers', lang)} — {word(o['what'], lang)}{sep}"
                    f"{word('seed', lang)} {o['seed']} ({win}, {word(o['reason'], lang)}, "
                    f"{o['turns']} {word('turns_n', lang)}) → {o['log']}",
                )
            )
    deps = report.get("depends_on_player") or []
    if deps:
        out.append(("h2", word("depends", lang)))
        for d in deps:
            key = "depends_yes" if d["differs"] else "depends_no"
            a, b = d["players"]
            out.append(("warn" if d["differs"] else "p", word(key, lang, a=a, b=b, p=d["p_value"])))
    for c in report.get("compare") or []:
        if c is report["compare"][0]:
            out.append(("h2", word("compare", lang)))
        out.append(
            (
                "warn" if c["moved"] else "p",
                word(
                    "compare_line",
                    lang,
                    player=c["player"],
                    base=c["base"]["p"],
                    variant=c["variant"]["p"],
                    change=c["change"],
                    pairs=c["pairs"],
                    p=c["p_value"],
                    pu=c["p_value_unpaired"],
                    verdict=word("moved" if c["moved"] else "not_moved", lang),
                ),
            )
        )
    return out


def hot_hexes(series: dict[str, Any], limit: int = 10) -> list[tuple[str, float, float, list[int]]]:
    """(hex, deaths per game, combats per game, games behind) of the hottest hexes."""
    h = series["heat"]
    deaths: dict[str, float] = {}
    for name in ("deaths_a", "deaths_b"):
        for label, v in h[name].items():
            deaths[label] = deaths.get(label, 0.0) + v
    labels = set(deaths) | set(h["combats"])
    ranked = sorted(labels, key=lambda k: (-(deaths.get(k, 0) * 3 + h["combats"].get(k, 0)), k))
    return [
        (k, deaths.get(k, 0.0), h["combats"].get(k, 0.0), h["games"].get(k, []))
        for k in ranked[:limit]
    ]


def _img(data: bytes, alt: str) -> str:
    b64 = base64.b64encode(data).decode("ascii")
    return f'<img alt="{html.escape(alt)}" src="data:image/png;base64,{b64}">'


def html_start(
    lang: str, title: str, lines: list[tuple[str, str]], css: str = "font-size:90%}"
) -> list[str]:
    """A report page's opening: its head and style (``css`` ends the table cells' rule)
    and its summary ``lines`` (kind ``h1``, ``h2``, ``warn`` or a paragraph)."""
    esc = html.escape
    parts = [
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'>",
        f"<title>{esc(title)}</title>",
        "<style>body{font-family:sans-serif;max-width:1100px;margin:2em auto;line-height:1.4}"
        ".warn{color:#a00;font-weight:bold}img{max-width:100%}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:2px 6px;" + css + "</style></head><body>",
    ]
    for kind, line in lines:
        tag = {"h1": "h1", "h2": "h2"}.get(kind, "p")
        cls = " class='warn'" if kind == "warn" else ""
        parts.append(f"<{tag}{cls}>{esc(line)}</{tag}>")
    return parts


def html_report(report: dict[str, Any], lang: str, images: dict[tuple[int, str], bytes]) -> str:
    from editor.balance import charts

    esc = html.escape
    names = report["scenario"]["side_names"]
    title = word("title", lang, title=report["scenario"]["title"])
    parts = html_start(lang, title, summary(report, lang))
    parts.append(_img(charts.png(charts.win_rates(report, lang)), word("chart_wins", lang)))
    parts.append(_img(charts.png(charts.lengths(report, lang)), word("chart_length", lang)))
    for n, s in enumerate(report["series"]):
        if not s["games"]:
            continue
        parts.append(f"<h2>{esc(word('survival', lang))} — {esc(s['player'])}</h2>")
        parts.append(_img(charts.png(charts.survival(report, n, lang)), word("survival", lang)))
        parts.append(f"<h2>{esc(word('heat', lang))} — {esc(s['player'])}</h2>")
        for name in HEAT_MAPS:
            if (n, name) in images:
                parts.append(_img(images[(n, name)], heat_caption(report, name, lang)))
        parts.append(
            f"<h3>{esc(word('hot_hexes', lang))}</h3><table><tr>"
            f"<th>{esc(word('hex', lang))}</th><th>{esc(word('deaths_a', lang, side='+'))}"
            f"</th><th>{esc(word('combats', lang))}</th>"
            f"<th>{esc(word('games_behind', lang))}</th></tr>"
        )
        for label, d, c, seeds in hot_hexes(s):
            parts.append(
                f"<tr><td>{label}</td><td>{d:.2f}</td><td>{c:.2f}</td>"
                f"<td>{' '.join(map(str, seeds))}</td></tr>"
            )
        parts.append("</table>")
        parts.append(f"<h3>{esc(word('game_list', lang))}</h3><table>")
        for g in s["list"]:
            win = names[g["winner"]] if g["winner"] >= 0 else word("draw", lang)
            parts.append(
                f"<tr><td>{g['seed']}</td><td>{esc(win)}</td>"
                f"<td>{esc(word(g['reason'], lang))}</td><td>{g['turns']}</td>"
                f"<td>{esc(g['log'])}</td></tr>"
            )
        parts.append("</table>")
    if report.get("games_archive"):
        s0 = report["series"][0]
        parts.append(
            "<p>"
            + esc(
                word(
                    "replay",
                    lang,
                    archive=report["games_archive"],
                    file=report["scenario"]["file"],
                    a=report["scenario"]["sides"][0],
                    b=report["scenario"]["sides"][1],
                    player=s0["player"],
                )
            )
            + "</p>"
        )
    parts.append("</body></html>")
    return "\n".join(parts)


def pdf_report(
    report: dict[str, Any], lang: str, images: dict[tuple[int, str], bytes], path: Path
) -> None:
    import matplotlib.image as mpimg
    import matplotlib.pyplot as plt
    from matplotlib.backends.backend_pdf import PdfPages

    from editor.balance import charts

    lines = summary(report, lang)
    with PdfPages(path) as pdf:
        per_page = 46
        for start in range(0, len(lines), per_page):
            fig = plt.figure(figsize=(8.27, 11.69))
            y = 0.96
            for kind, line in lines[start : start + per_page]:
                size = {"h1": 15, "h2": 11}.get(kind, 8)
                colour = "#a00000" if kind == "warn" else "#000000"
                weight = "bold" if kind in ("h1", "h2", "warn") else "normal"
                for part in _wrap(line, 110 if size == 8 else 80):
                    fig.text(0.06, y, part, fontsize=size, color=colour, weight=weight)
                    y -= 0.019 if size == 8 else 0.026
            pdf.savefig(fig)
            plt.close(fig)
        pdf.savefig(charts.win_rates(report, lang), bbox_inches="tight")
        pdf.savefig(charts.lengths(report, lang), bbox_inches="tight")
        plt.close("all")
        for n, s in enumerate(report["series"]):
            if not s["games"]:
                continue
            pdf.savefig(charts.survival(report, n, lang), bbox_inches="tight")
            plt.close("all")
            for name in HEAT_MAPS:
                if (n, name) not in images:
                    continue
                fig = plt.figure(figsize=(8.27, 11.69))
                ax = fig.add_axes((0.04, 0.2, 0.92, 0.75))
                ax.imshow(mpimg.imread(io.BytesIO(images[(n, name)]), format="png"))
                ax.axis("off")
                hot = hot_hexes(s, 8)
                y = 0.17
                fig.text(0.06, y, word("hot_hexes", lang), fontsize=9, weight="bold")
                for label, d, c, seeds in hot:
                    y -= 0.018
                    fig.text(
                        0.06,
                        y,
                        f"{label}{colon(lang)}{d:.2f} / {c:.2f} — " + " ".join(map(str, seeds[:8])),
                        fontsize=7,
                    )
                pdf.savefig(fig)
                plt.close(fig)


def _wrap(text: str, width: int) -> list[str]:
    import textwrap

    return textwrap.wrap(text, width) or [""]
