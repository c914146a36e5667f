"""A tuning report as HTML or PDF (``hexfield tune --report R.html|R.pdf``), or JSON.

Read from the JSON report (``tune_record.json_report``): the target and the run,
the result (before and after, each player type's rates with their intervals,
the first player's rate in the chosen variant's games and the warning when the
first move decides them), how the games ended, every candidate tried with its
intervals and why it left the race, and the knob curves (``tune_charts``).
Written as ``output`` writes a balance report (the same page, the same charts'
look, the same PDF pages of text then figures), atomically
(``io.atomic_write``). English or French.
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

from editor.balance.first_mover import warning
from editor.balance.output import _img, _wrap, html_start
from editor.balance.tune_texts import pct, word
from editor.core.phrases import colon
from editor.io.atomic_write import SaveError, atomic_set, set_failed

REPORT_EXTENSIONS = (".json", ".html", ".htm", ".pdf")


def _who(player: str) -> str:
    return f"{player}, " if player else ""


def _groups(c: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """A candidate's measures by player type (``""`` with one type)."""
    return c.get("by_players") or {"": c}


def _find(report: dict[str, Any], change: str) -> dict[str, Any] | None:
    return next((c for c in report["candidates"] if c["change"] == change), None)


def rates_text(r: dict[str, Any], who: str, when: str, report: dict[str, Any], lang: str) -> str:
    a, b = report["side_names"]
    return word(
        "rates",
        lang,
        who=who,
        when=word(when, lang),
        a=a,
        b=b,
        pa=pct(r["a"], lang),
        pb=pct(r["b"], lang),
        pd=pct(r["draws"], lang),
        diff=pct(r["difference"], lang, signed=True),
        n=r["a"]["n"],
    )


def ended_text(ended: dict[str, int], lang: str) -> str:
    total = sum(ended.values()) or 1
    parts = sorted(ended.items(), key=lambda kv: -kv[1])
    text = ", ".join(f"{word(k, lang)} {v / total:.0%}" for k, v in parts)
    return text.replace("%", " %") if lang == "fr" else text


def first_lines(firsts: dict[str, Any], lang: str) -> list[tuple[str, str]]:
    """How the first player fared in the chosen variant's games, per player type, and the
    warning when the first move decides them (``first_mover``)."""
    out = []
    for player, first in firsts.items():
        who = _who(player) if len(firsts) > 1 else ""
        rate = first["wins"]
        out.append(("p", word("first_rate", lang, who=who, rate=pct(rate, lang), k=rate["k"],
                              n=rate["n"])))  # fmt: skip
        if first["decides"]:
            out.append(("warn", (f"{player}{colon(lang)}" if who else "") + warning(first, lang)))
    return out


def outcome_text(c: dict[str, Any], lang: str) -> str:
    why = c.get("why") or {}
    if why.get("key"):
        text = word(f"why_{why['key']}", lang)
        if why.get("player"):
            text += word("why_player", lang, player=why["player"])
        return text
    out = c["outcome"]
    key = (
        "out_chosen" if out == "chosen"
        else "out_best" if out.startswith("best")
        else "out_larger" if out.startswith("reached")
        else "out_running"
    )  # fmt: skip
    return word(key, lang)


def summary(report: dict[str, Any], lang: str) -> list[tuple[str, str]]:
    """(kind, text) lines: ``h1``, ``h2``, ``p`` or ``warn``."""
    out = [("h1", word("title", lang, title=report["scenario"]))]
    target = report["target"]
    out.append(("h2", word("settings", lang)))
    margin, draws = (f"{100 * target[k]:g}" for k in ("margin", "max_draws"))
    if lang == "fr":
        margin, draws = margin.replace(".", ","), draws.replace(".", ",")
    out.append(("p", word("target", lang, margin=margin, draws=draws)))
    stopped = word(f"stopped_{report['stopped_by']}", lang)
    out.append(("p", word("run", lang, players=report["players"], seed=report["seed"],
                          elapsed=report["elapsed_s"], stopped=stopped)))  # fmt: skip
    out.append(("h2", word("result", lang)))
    best = report["best"]
    change = word("as_it_is", lang) if best == "(as it is)" else best
    out.append(("p", word("reached", lang, change=change)) if report["reached"]
               else ("warn", word("missed", lang, change=change)))  # fmt: skip
    record = report["record"]
    for player, r in (record.get("by_players") or {"": record}).items():
        for when in ("before", "after"):
            out.append(("p", rates_text(r[when], _who(player), when, report, lang)))
    out += first_lines(report.get("first_player") or {}, lang)
    out.append(("h2", word("ended", lang)))
    for when, c in (("before", _find(report, "(as it is)")), ("after", _find(report, best))):
        if c is None:
            continue
        for player, measured in _groups(c).items():
            parts = ended_text(measured["ended"], lang)
            out.append(("p", word("ended_line", lang, who=_who(player), when=word(when, lang),
                                  parts=parts)))  # fmt: skip
    return out


_COLUMNS = ("col_change", "col_origin", "col_games", "col_a", "col_b", "col_draws", "col_diff",
            "col_ended", "col_outcome")  # fmt: skip


def candidate_rows(report: dict[str, Any], lang: str) -> list[list[str]]:
    """One row per candidate and player type: the table's cells."""
    rows = []
    for c in report["candidates"]:
        change = word("as_it_is", lang) if c["change"] == "(as it is)" else c["change"]
        for player, m in _groups(c).items():
            played = bool(m["a"]["n"])
            cells = [f"{change} ({player})" if player else change,
                     word(f"origin_{c['origin']}", lang), str(m["a"]["n"])]  # fmt: skip
            for key in ("a", "b", "draws"):
                cells.append(pct(m[key], lang) if played else "—")
            cells.append(pct(m["difference"], lang, signed=True) if played else "—")
            cells.append(ended_text(m["ended"], lang) if played else "—")
            cells.append(outcome_text(c, lang))
            rows.append(cells)
    return rows


def curve_figures(report: dict[str, Any], lang: str) -> list[tuple[str, Any]]:
    from editor.balance import tune_charts

    out = []
    for knob in report["knobs"]:
        fig = tune_charts.knob_curve(report, knob, lang)
        if fig is not None:
            out.append((knob["name"], fig))
    return out


def html_tune_report(report: dict[str, Any], lang: str) -> str:
    from editor.balance import charts

    esc = html.escape
    title = word("title", lang, title=report["scenario"])
    css = "font-size:85%}tr.chosen td{background:#e6f4e6;font-weight:bold}"
    parts = html_start(lang, title, summary(report, lang), css)
    parts.append(f"<h2>{esc(word('candidates', lang))}</h2><table><tr>")
    parts += [f"<th>{esc(word(c, lang))}</th>" for c in _COLUMNS]
    parts.append("</tr>")
    chosen = word("as_it_is", lang) if report["best"] == "(as it is)" else report["best"]
    for row in candidate_rows(report, lang):
        cls = " class='chosen'" if row[0].split(" (")[0] == chosen else ""
        parts.append(f"<tr{cls}>" + "".join(f"<td>{esc(cell)}</td>" for cell in row) + "</tr>")
    parts.append("</table>")
    figures = curve_figures(report, lang)
    if figures:
        parts.append(f"<h2>{esc(word('curves', lang))}</h2><p>{esc(word('curves_note', lang))}</p>")
        for name, fig in figures:
            parts.append(_img(charts.png(fig), word("chart_title", lang, knob=name)))
    parts.append("</body></html>")
    return "\n".join(parts)


def pdf_tune_report(report: dict[str, Any], lang: str, path: Path) -> None:
    import matplotlib.pyplot as plt
    from matplotlib.backends.backend_pdf import PdfPages

    lines = summary(report, lang)
    lines.append(("h2", word("candidates", lang)))
    for row in candidate_rows(report, lang):
        lines.append(("p", " · ".join(row)))
    figures = curve_figures(report, lang)
    if figures:
        lines += [("h2", word("curves", lang)), ("p", word("curves_note", lang))]
    with PdfPages(path) as pdf:
        y, fig = 0.0, None
        for kind, line in lines:
            size = {"h1": 15, "h2": 11}.get(kind, 8)
            wrapped = _wrap(line, 110 if size == 8 else 80)
            if fig is None or y - len(wrapped) * 0.02 < 0.04:
                if fig is not None:
                    pdf.savefig(fig)
                    plt.close(fig)
                fig, y = plt.figure(figsize=(8.27, 11.69)), 0.96
            for part in wrapped:
                colour = "#a00000" if kind == "warn" else "#000000"
                weight = "bold" if kind in ("h1", "h2", "warn") else "normal"
                fig.text(0.06, y, part, fontsize=size, color=colour, weight=weight)
                y -= 0.019 if size == 8 else 0.026
        if fig is not None:
            pdf.savefig(fig)
            plt.close(fig)
        for _name, figure in figures:
            pdf.savefig(figure, bbox_inches="tight")
            plt.close(figure)


def write_tune_report(report: dict[str, Any], path: str | Path, lang: str) -> None:
    """The report by its extension (.json, .html/.htm, .pdf), written atomically."""
    path = Path(path)
    ext = path.suffix.lower()
    if ext not in REPORT_EXTENSIONS:
        raise ValueError(f"{path}: the report is .json, .html or .pdf")
    try:
        with atomic_set() as files:
            if ext == ".json":
                text = json.dumps(report, indent=1, ensure_ascii=False) + "\n"
                files.write_bytes(path, text.encode("utf-8"))
            elif ext == ".pdf":
                pdf_tune_report(report, lang, files.path(path))
            else:
                files.write_bytes(path, html_tune_report(report, lang).encode("utf-8"))
    except SaveError:
        raise
    except OSError as exc:
        raise set_failed(path, exc) from exc
