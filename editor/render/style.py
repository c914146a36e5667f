"""How terrain looks: a map style read from ``resources/styles/<name>.yaml``.

The rulesets say how terrain WORKS; a style says how it LOOKS, by element id
(Wesnoth keeps the same split between ``terrain.cfg`` and
``terrain_graphics.cfg``). Values here are plain Python (colours as
``#rrggbb`` text); the drawing modules turn them into Qt objects.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass, field, replace

from editor import paths
from editor.core.diagnostics import Diagnostic
from editor.io import schema_check
from editor.io.checked_cache import checked_yaml
from editor.io.yaml_strict import YamlDocument, YamlLoadError

DEFAULT_STYLE = paths.STYLES / "default.yaml"


class StyleError(Exception):
    """A style file could not be used; ``diagnostics`` say where and why."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        super().__init__("\n".join(d.format_text() for d in diagnostics))


@dataclass(frozen=True, slots=True)
class HexStyle:
    """A hex element: ground fill (or none), ink colour and symbol."""

    ink: str
    symbol: str
    priority: int
    fill: str | None = None
    crossing: tuple[str, ...] = ()
    """A piece laid across roads and watercourses (bridge, ford): the inventory
    counts it with them; the legend draws it over these connected elements."""


@dataclass(frozen=True, slots=True)
class Combination:
    """Extra look for hexes holding all of ``elements`` (lac gelé = gué + neige)."""

    elements: frozenset[str]
    fill: str | None = None
    symbol: str | None = None
    hides: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class ConnectedStyle:
    """A road or watercourse band; ``width`` is a fraction of the hex size."""

    colour: str
    width: float
    kind: str
    casing: str | None = None


@dataclass(frozen=True, slots=True)
class EdgeStyle:
    """A linear obstacle drawn along a hex side with a ``pattern``."""

    colour: str
    pattern: str
    width: float


UNKNOWN_EDGE = EdgeStyle("#ff00ff", "unknown", 0.06)


@dataclass(frozen=True, slots=True)
class Style:
    id: str
    ground: str
    grid_colour: str
    grid_width: float
    grid_opacity: float
    label_colour: str
    label_size: float
    border: str
    unknown: HexStyle
    ground_ink: str | None = None
    level_shade: float = 0.07
    hex_elements: dict[str, HexStyle] = field(default_factory=dict)
    combinations: tuple[Combination, ...] = ()
    connected: dict[str, ConnectedStyle] = field(default_factory=dict)
    edge_elements: dict[str, EdgeStyle] = field(default_factory=dict)
    ambush_attacker: str = "#a8321e"
    """L'Art de la Guerre ambush overlay: the attacker's zone, the defender's, hiding ground."""
    ambush_defender: str = "#1d4f91"
    ambush_hiding: str = "#1e1e1e"

    def styled_ids(self) -> set[str]:
        """Every element id this style knows how to draw."""
        return set(self.hex_elements) | set(self.connected) | set(self.edge_elements)

    def kind_of(self, element: str) -> str:
        """``hex``, ``connected``, ``edge`` or ``unknown``.

        A connected element may also have a hex look (a ``fleuve`` is a
        stretch of water filling its hex as well as a band joining its
        neighbours): it is still connected.
        """
        if element in self.connected:
            return "connected"
        if element in self.hex_elements:
            return "hex"
        if element in self.edge_elements:
            return "edge"
        return "unknown"

    def edge_style(self, element: str) -> EdgeStyle:
        return self.edge_elements.get(element, UNKNOWN_EDGE)

    def crossings(self) -> dict[str, tuple[str, ...]]:
        """Crossing pieces (bridge, ford) and the connected elements they are drawn over."""
        return {e: hs.crossing for e, hs in self.hex_elements.items() if hs.crossing}


def _hex_style(data: dict) -> HexStyle:
    return HexStyle(
        data["ink"],
        data["symbol"],
        data["priority"],
        data.get("fill"),
        tuple(data.get("crossing", ())),
    )


def style_from_data(data: dict) -> Style:
    """A ``Style`` from already validated data."""
    m = data["map"]
    return Style(
        id=data["id"],
        ground=m["ground"],
        ground_ink=m.get("ground_ink"),
        grid_colour=m["grid"]["colour"],
        grid_width=m["grid"]["width"],
        grid_opacity=m["grid"].get("opacity", 1.0),
        label_colour=m["label"]["colour"],
        label_size=m["label"]["size"],
        border=m["border"],
        level_shade=m.get("level_shade", 0.07),
        ambush_attacker=m.get("ambush", {}).get("attacker", "#a8321e"),
        ambush_defender=m.get("ambush", {}).get("defender", "#1d4f91"),
        ambush_hiding=m.get("ambush", {}).get("hiding", "#1e1e1e"),
        unknown=_hex_style(data["unknown"]),
        hex_elements={k: _hex_style(v) for k, v in data["hex_elements"].items()},
        combinations=tuple(
            Combination(
                frozenset(c["elements"]),
                c.get("fill"),
                c.get("symbol"),
                frozenset(c.get("hides", ())),
            )
            for c in data.get("combinations", ())
        ),
        connected={
            k: ConnectedStyle(v["colour"], v["width"], v["kind"], v.get("casing"))
            for k, v in data["connected"].items()
        },
        edge_elements={
            k: EdgeStyle(v["colour"], v["pattern"], v["width"])
            for k, v in data["edge_elements"].items()
        },
    )


def load_style(path: str | os.PathLike[str] | None = None) -> Style:
    """Read and validate a style file (the default style when ``path`` is None).

    Raises ``StyleError`` with ``file:line:col`` diagnostics for a bad file.
    """
    path = DEFAULT_STYLE if path is None else path

    def check_style(doc: YamlDocument) -> None:
        problems = schema_check.check(doc.data, "style")
        if problems:
            located = []
            for d in problems:
                where = doc.position(d.path)
                line, col = where if where else (None, None)
                located.append(_located(d, str(path), line, col))
            raise StyleError(located)

    try:
        data = checked_yaml(path, "style", check_style)  # checked once: checked_cache
    except YamlLoadError as exc:
        raise StyleError(exc.diagnostics) from None
    return style_from_data(data)


def _located(d: Diagnostic, file: str, line: int | None, col: int | None) -> Diagnostic:
    return replace(d, file=file, line=line, col=col)


@functools.lru_cache(maxsize=1)
def default_style() -> Style:
    """The bundled default style, read and validated once per process."""
    return load_style(DEFAULT_STYLE)
