"""``hexfield render`` and ``hexfield sheet``: the map as PNG/SVG, the set-up sheet as PDF.

    hexfield render FILE -o map.png [--dpi 150] [--hex-mm 30] [--lang en] [--no-units]
    hexfield render FILE -o map.svg [--no-units]
    hexfield render FILE -o map.png --ambush [--ambush-light] [--defender-edge N]
    hexfield sheet FILE -o sheet.pdf [--paper A3] [--landscape] [--lang en] [--ambush]
    hexfield sheet FILE --true-scale --hex-mm 50 [--orientation auto] -o mat.pdf

Qt is imported inside the handlers only (``validate`` and ``query`` never load
it); with no display the offscreen platform is used. Exit 0 on success, 2 on a
bad argument, an unreadable or invalid file (its diagnostics are printed).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from typing import Any

from editor.commands.options import language_option
from editor.core.phrases import colon, counted
from editor.render import limits  # plain numbers: no Qt

EXIT_OK, EXIT_USAGE = 0, 2
_app: Any = None


def register(subparsers: Any) -> None:
    """Add the ``render`` and ``sheet`` sub-commands."""
    _register_render(subparsers)
    _register_sheet(subparsers)


def _register_render(subparsers: Any) -> None:
    """``hexfield render``: the map as a PNG or a layered SVG."""
    r = subparsers.add_parser(
        "render",
        help="draw the labelled map as PNG or SVG",
        description=(
            "Draw the labelled map as a PNG picture (at --dpi, hexes --hex-mm wide) or a"
            " layered SVG, with the units, decoys and zones unless --no-units. Any map the"
            " format allows (up to 999 x 999 hexes) is drawn"
            " with bounded memory: the PNG band by band, the SVG streamed (each hex look"
            f" drawn once). A PNG over {limits.MAX_PIXELS // 1_000_000} megapixels"
            " is refused: lower --dpi or --hex-mm."
        ),
    )
    r.add_argument("file", metavar="FILE", help="scenario file (.yaml)")
    r.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="OUT.png|OUT.svg",
        help="the picture written; its extension chooses PNG or SVG",
    )
    r.add_argument("--dpi", type=_positive, default=96.0, help="PNG pixels per inch (default 96)")
    r.add_argument("--hex-mm", type=_positive, default=None, help="printed hex size, flat to flat")
    r.add_argument("--lang", **language_option())
    r.add_argument(
        "--units",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="units, decoys and zones: draw the units, decoys, deployment zones and"
        " objectives over the map (default); --no-units: the terrain alone",
    )
    _ambush_arguments(r)
    r.set_defaults(handler=run_render)


def _register_sheet(subparsers: Any) -> None:
    """``hexfield sheet``: the set-up sheet, or the true-scale map, as a PDF."""
    s = subparsers.add_parser(
        "sheet",
        help="print the table set-up sheet as PDF",
        description=(
            "Print the table set-up sheet (overview map, legend, terrain inventory, sides,"
            " scenario) or, with --true-scale, the map at its printed size tiled over"
            f" pages. Maps over {limits.VECTOR_HEXES:,} hexes print their terrain as one"
            f" {limits.SHEET_IMAGE_DPI:g} dpi image; an inventory line lists its first"
            f" {limits.WHERE_LIMIT} places (a hex, or a run of hexes down a column such as"
            " 0101-0104) and counts the rest. A true-scale print over"
            f" {limits.MAX_TRUE_SCALE_PAGES:,} pages is refused: choose smaller hexes"
            " (--hex-mm) or a bigger paper."
        ),
    )
    s.add_argument("file", metavar="FILE", help="scenario file (.yaml)")
    s.add_argument("-o", "--output", required=True, metavar="OUT.pdf", help="the PDF written")
    s.add_argument(
        "--paper", choices=("A4", "A3", "Letter"), default="A4", help="paper size (default A4)"
    )
    s.add_argument(
        "--orientation",
        choices=("auto", "portrait", "landscape"),
        default="auto",
        help="page orientation; auto (default): for --true-scale the one that takes"
        " fewer pages (both counts are printed), for the sheet portrait",
    )
    s.add_argument(
        "--landscape",
        dest="orientation",
        action="store_const",
        const="landscape",
        help="the same as --orientation landscape",
    )
    s.add_argument("--lang", **language_option())
    shown = s.add_mutually_exclusive_group()
    shown.add_argument(
        "--hidden",
        dest="hidden",
        action="store_const",
        const=True,
        default=None,
        help="hidden deployment: zones and marker counts only (default: as the scenario's set-up)",
    )
    shown.add_argument(
        "--show-deployment",
        dest="hidden",
        action="store_const",
        const=False,
        help="show every unit's position even when the set-up hides them",
    )
    s.add_argument(
        "--true-scale", action="store_true", help="the map at its printed size, tiled over pages"
    )
    s.add_argument("--hex-mm", type=_positive, default=None, help="printed hex size, flat to flat")
    _ambush_arguments(s)
    s.set_defaults(handler=run_sheet)


def _ambush_arguments(p: Any) -> None:
    """``--ambush`` and its companions (L'Art de la Guerre V4 p77 ambush zones)."""
    p.add_argument(
        "--ambush", action="store_true", help="draw L'Art de la Guerre's ambush zones (V4 p77)"
    )
    p.add_argument(
        "--ambush-light",
        action="store_true",
        help="the ambush zones of light troops (7 UD); implies --ambush",
    )
    p.add_argument(
        "--defender-edge",
        choices=("S", "N"),
        default="S",
        help="the defender's table edge for the ambush zones (default S)",
    )
    p.add_argument(
        "--ud-mm",
        type=_positive,
        default=None,
        help="one UD in mm for the ambush zones (default 40)",
    )


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 < value < 10_000:
        raise argparse.ArgumentTypeError(f"must be a positive number, not {text}")
    return value


def _err(message: str) -> int:
    print(f"hexfield: {message}", file=sys.stderr)
    return EXIT_USAGE


def ensure_gui() -> Any:
    """A QGuiApplication, offscreen when there is no display."""
    global _app
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(["hexfield"])
    return _app


def _load(path: str) -> Any:
    from editor.core.diagnostics import has_errors
    from editor.io.scenario_file import read_scenario

    result = read_scenario(path)
    diags = [d if d.file else d.in_file(path) for d in result.diagnostics]
    if has_errors(diags) or result.scenario is None or result.ruleset is None:
        for d in diags:
            print(d.format_text(), file=sys.stderr)
        print(
            f"hexfield: {path}: cannot draw an invalid scenario; fix the problems above",
            file=sys.stderr,
        )
        return None
    # The map's objects live until the command ends: the collector need not walk
    # them again at each of the drawing's collections (0.03 s on 500 x 500).
    gc.freeze()
    return result


def run_render(args: argparse.Namespace) -> int:
    ext = os.path.splitext(args.output)[1].lower()
    if ext not in (".png", ".svg"):
        return _err(f"{args.output}: the output must end in .png or .svg")
    result = _load(args.file)
    if result is None:
        return EXIT_USAGE
    ensure_gui()
    from editor.render.render_options import RenderOptions
    from editor.render.sheet_export import save_map_png, save_map_svg

    ambush = None
    if args.ambush or args.ambush_light:
        if ext != ".png":
            return _err("--ambush draws on a PNG map or a sheet, not on the layered SVG")
        from editor.generate.ambush import ambush_overlay

        ambush = ambush_overlay(result.scenario, args.ud_mm, args.ambush_light, args.defender_edge)
    options = RenderOptions(
        dpi=args.dpi, hex_mm=args.hex_mm, lang=args.lang, ambush=ambush, forces=args.units
    )
    try:
        if ext == ".png":
            image = save_map_png(args.output, result.scenario, result.ruleset, options)
            print(f"{args.output}: {image.width()} x {image.height()} px")
        else:
            save_map_svg(args.output, result.scenario, result.ruleset, options)
            print(f"{args.output}: written")
    except (OSError, ValueError) as exc:
        return _err(str(exc))
    return EXIT_OK  # the program freezes what is left before exiting (cli.main)


def run_sheet(args: argparse.Namespace) -> int:
    if os.path.splitext(args.output)[1].lower() != ".pdf":
        return _err(f"{args.output}: the output must end in .pdf")
    if args.hex_mm is not None and not args.true_scale:
        print("hexfield: note: --hex-mm only changes a --true-scale sheet", file=sys.stderr)
    result = _load(args.file)
    if result is None:
        return EXIT_USAGE
    ensure_gui()
    from editor.render.sheet import SheetOptions, save_sheet_pdf, true_scale_pages
    from editor.render.true_scale_plan import orientation_counts

    options = SheetOptions(
        paper=args.paper,
        landscape={"auto": None, "portrait": False, "landscape": True}[args.orientation],
        lang=args.lang,
        hidden=args.hidden,
        true_scale=args.true_scale,
        hex_mm=args.hex_mm,
        ambush=args.ambush or args.ambush_light,
        ambush_light=args.ambush_light,
        ambush_defender_edge=args.defender_edge,
        ud_mm=args.ud_mm,
    )
    if options.ambush and args.true_scale:
        print(
            "hexfield: note: --ambush is drawn on the overview sheet, not --true-scale",
            file=sys.stderr,
        )
    try:
        if args.true_scale:
            counts = true_scale_pages(result.scenario, result.ruleset, options)
            print(orientation_counts(counts).text(args.lang))
        pages = save_sheet_pdf(args.output, result.scenario, result.ruleset, options)
    except (OSError, ValueError) as exc:
        return _err(str(exc))
    pages_said = counted(pages, ("page", "pages"), ("page", "pages")).text(args.lang)
    print(f"{args.output}{colon(args.lang)}{pages_said}")
    return EXIT_OK  # the program freezes what is left before exiting (cli.main)
