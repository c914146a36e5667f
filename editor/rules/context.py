"""The game context: everything about a game that never changes while it is played.

Built once per game (or once per balance run, and shared by every game of it):
its own deep copy of the scenario, so later edits of the editor's document
never reach a game in progress; the ruleset and its play figures; the
precomputed terrain, step and sight indexes; every piece's fixed figures
(class, quality, weight, dice, movement, armour...); the deployment zones; and
the SHA-256 of the scenario's text and of the ruleset, which a game log
carries so that a replay notices a changed file.

Pieces are the units of the scenario, then its decoys (deployment markers
standing for no unit). They are addressed by index in a ``Position``.
"""

from __future__ import annotations

import copy
import hashlib
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from editor.core import ruleset_victory
from editor.core.deployment import default_zone, forbidding_element, rows_of, zone_of
from editor.core.phrases import Phrase
from editor.core.ruleset import Ruleset
from editor.core.ruleset_optional import OPTIONAL_RULES, canonical
from editor.core.ruleset_play import PlayRules
from editor.core.scenario import Scenario
from editor.rules.places import OFF
from editor.rules.plugin import OptionalHooks, OptionalRulesMaker
from editor.rules.standing import misplaced
from editor.rules.terrain import TerrainIndex, hex_of, key

_TABLE_LIMIT = 40_000
"""Maps up to this many hexes keep label <-> key tables (a game's hot path)."""


class GameSetupError(ValueError):
    """The scenario cannot be played as it is; the message says why (a ``Phrase``)."""


@dataclass(frozen=True, slots=True)
class Options:
    """Choices made when a game starts (optional rules of Annexe 3)."""

    night: bool = False
    """L'obscurité all game long: reduced sight and command, dearer manoeuvre orders."""
    sight_limit: int = 0
    """Nobody seen beyond this many hexes (fog, snowstorm); 0: no limit."""
    rules: frozenset[str] | None = None
    """The Annexe 3 optional rules played (``editor.core.ruleset_optional``); None: those
    the scenario lists. ``build_context`` settles it, so a context's is never None."""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"night": self.night, "sight_limit": self.sight_limit}
        out["rules"] = list(canonical(self.rules or ()))
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Options:
        data = data or {}
        # A log written before the optional rules were played names none.
        rules = frozenset(str(r) for r in data.get("rules") or ())
        return cls(bool(data.get("night", False)), int(data.get("sight_limit", 0) or 0), rules)


@dataclass(frozen=True, slots=True)
class Piece:
    """The fixed figures of one piece: a unit of the scenario, or a decoy."""

    index: int
    id: str
    side: int
    name: str
    unit_class: str
    quality: str
    weight: str
    plaquettes: int
    dice: int
    movement: int
    armour: str
    retreat: int
    range: int
    mounted: bool
    passable: bool
    """Friendly units may move through it (light troops)."""
    leader: str = ""
    rank: str = ""
    value: int = 0
    points: int = 1
    """What its loss counts towards demoralisation: 1, or its budget points."""
    capabilities: frozenset[str] = frozenset()
    decoy: bool = False
    start: int = OFF
    """Hex key the scenario places it on, or ``OFF``."""
    entry_turn: int = 0
    """A reinforcement's first turn of entry; 0: not a reinforcement."""
    entry_hexes: frozenset[int] = frozenset()
    takes_part: bool = True
    """False for a decoy of a deployment without markers or papers."""
    off_road_max: int = 0
    """At most this many hexes but on a road (a rain, Annexe 3); 0: no such limit."""
    square: bool = False
    """Forms a square (the scenario's « Carrés »: ``editor.rules.squares``)."""


@dataclass(frozen=True, slots=True)
class ObjectiveSpot:
    key: int
    name: str
    points: int


@dataclass(frozen=True, eq=False)
class GameContext:
    """Immutable facts of one game; see the module's docstring."""

    scenario: Scenario
    ruleset: Ruleset
    play: PlayRules
    terrain: TerrainIndex
    sides: tuple[str, ...]
    side_names: tuple[str, ...]
    pieces: tuple[Piece, ...]
    zones: tuple[frozenset[int], ...]
    objectives: tuple[ObjectiveSpot, ...]
    deployment: str
    units_per_turn: int
    first_player: int | None
    """Side index the scenario names to play first; None: drawn by lot."""
    max_turns: int
    thresholds: tuple[Fraction | None, ...]
    """Losses (units or budget points) that demoralise each side; None: never."""
    objectives_count: bool
    options: Options
    scenario_sha256: str
    ruleset_sha256: str
    piece_index: dict[str, int] = field(default_factory=dict)
    _caches: dict[str, Any] = field(default_factory=dict, repr=False)
    optional: OptionalHooks[GameContext] | None = None
    """The optional rules in play (``editor.rules.optional.OptionalRules``, reached
    through the hooks of ``plugin.OptionalHooks``); None: none.
    The engine's hooks call it; it derives, per position, the context that holds
    under the hour, the weather and the fires (``effective``)."""

    def with_own_caches(self) -> GameContext:
        """The same game with memo caches of its own, everything else shared (it is
        immutable). For a second thread of one process: the window's computer
        players think off the GUI thread, and the caches (ordered dicts evicted in
        several steps among them) must never be filled by two threads at once."""
        twin = copy.copy(self)
        object.__setattr__(twin, "_caches", {})
        return twin

    def piece(self, piece_id: str) -> Piece:
        try:
            return self.pieces[self.piece_index[piece_id]]
        except KeyError:
            raise KeyError(f"unknown unit {piece_id!r}") from None

    @property
    def piece_ids(self) -> tuple[str, ...]:
        """Every piece's id, by index."""
        found = self._caches.get("piece_ids")
        if found is None:
            found = self._caches["piece_ids"] = tuple(p.id for p in self.pieces)
        return found

    def side_index(self, side_id: str) -> int:
        return self.sides.index(side_id)

    def label(self, k: int) -> str:
        """The player-visible label (``CCRR``) of hex key ``k``."""
        labels = self._caches.get("labels")
        if labels is None:
            grid = self.scenario.grid
            small = len(grid) <= _TABLE_LIMIT
            labels = self._caches["labels"] = (
                {key(h): grid.label(h) for h in grid.hexes()} if small else {}
            )
        found = labels.get(k)
        if found is None:
            return self.scenario.grid.label(hex_of(k))
        return found

    def key_of(self, label: str) -> int:
        """The hex key of a label; ``ValueError`` for a label off the map."""
        keys = self._caches.get("keys")
        if keys is None:
            grid = self.scenario.grid
            small = len(grid) <= _TABLE_LIMIT
            keys = self._caches["keys"] = (
                {grid.label(h): key(h) for h in grid.hexes()} if small else {}
            )
        found = keys.get(label)
        if found is None:
            h = self.scenario.grid.parse_label(label)
            if h not in self.scenario.grid:
                raise ValueError(f"hex {label} is not on the map")
            return key(h)
        return found

    def deploy_hexes(self, index: int) -> frozenset[int]:
        """Hexes of its side's zone the piece may be deployed on (terrain allowing)."""
        cache = self._caches.setdefault("deploy", {})
        found = cache.get(index)
        if found is None:
            p = self.pieces[index]
            found = cache[index] = frozenset(
                k for k in self.zones[p.side] if self.may_stand(index, k)
            )
        return found

    def may_stand(self, index: int, k: int) -> bool:
        """« Les unités ne peuvent pas être déployées sur des terrains qui leur sont
        normalement inaccessibles » (Annexe 1): also where a reinforcement enters."""
        p = self.pieces[index]
        return (
            forbidding_element(self.ruleset, self.scenario, p.unit_class, hex_of(k), p.capabilities)
            is None
        )


def _sha256(text: str | bytes) -> str:
    raw = text.encode("utf-8") if isinstance(text, str) else text
    return hashlib.sha256(raw).hexdigest()


def scenario_digest(scenario: Scenario) -> str:
    """SHA-256 of the scenario's canonical text (what saving it would write)."""
    from editor.io.scenario_encode import dumps_scenario

    return _sha256(dumps_scenario(scenario))


def _max_turns(scenario: Scenario, default: int) -> int:
    if scenario.setup.turns is not None:
        return scenario.setup.turns
    return default


def build_context(
    scenario: Scenario,
    ruleset: Ruleset,
    options: Options | None = None,
    *,
    require_sides: bool = True,
    optional_rules: OptionalRulesMaker[GameContext] | None = None,
) -> GameContext:
    """The context of a game of ``scenario``; ``GameSetupError`` when it cannot be played.

    ``optional_rules`` makes the optional rules (Annexe 3) of a game that plays any:
    ``editor.rules.optional.OptionalRules``, which is built on the engine, so the
    engine is handed it (``editor.rules.game.game_context`` does) and never imports
    it. Without it, a game that plays an optional rule is refused.

    ``require_sides=False`` builds a context for questions that need no sides
    (terrain, sight), as ``hexfield query`` asks them of any valid map.
    """
    play = ruleset.play
    if play is None:
        raise GameSetupError(
            Phrase(
                f"the ruleset {ruleset.id!r} has no play: figures; the engine cannot play it",
                f"la règle {ruleset.id!r} n'a pas de section play: ; le moteur ne peut pas "
                "la jouer",
            )
        )
    sc = copy.deepcopy(scenario)
    options = _settled(sc, options or Options())
    sides = tuple(s.id for s in sc.sides)
    if require_sides and len(sides) != 2:
        raise GameSetupError(
            Phrase(
                f"a game needs two sides and the scenario has {len(sides)}: add them in the "
                "Forces panel",
                f"une partie demande deux camps et le scénario en a {len(sides)} : ajoutez-les "
                "dans le panneau Forces",
            )
        )
    if require_sides and (why := misplaced(sc, ruleset, options.rules or frozenset())) is not None:
        raise GameSetupError(why)
    rows = rows_of(ruleset)
    zones = tuple(frozenset(key(h) for h in zone_of(sc, s, rows)) for s in sc.sides)
    pieces = _pieces(sc, ruleset, play, sides)
    vrules = play.victory
    thresholds = tuple(ruleset_victory.threshold(sc, s, vrules) for s in sides)
    first = sc.setup.first_player
    ctx = GameContext(
        scenario=sc,
        ruleset=ruleset,
        play=play,
        terrain=TerrainIndex(sc, ruleset),
        sides=sides,
        side_names=tuple(s.name or s.id for s in sc.sides),
        pieces=pieces,
        zones=zones,
        objectives=tuple(ObjectiveSpot(key(o.position), o.name, o.points) for o in sc.objectives),
        deployment=sc.setup.deployment,
        units_per_turn=sc.setup.units_per_turn,
        first_player=sides.index(first) if first in sides else None,
        max_turns=_max_turns(sc, vrules.max_turns),
        thresholds=thresholds,
        objectives_count=sc.victory.objectives and bool(sc.objectives),
        options=options,
        scenario_sha256=scenario_digest(sc),
        ruleset_sha256=ruleset.digest,
        piece_index={p.id: p.index for p in pieces},
    )
    if options.rules:
        if optional_rules is None:
            raise GameSetupError(
                Phrase(
                    "the game plays optional rules and the engine was not given them "
                    "(editor.rules.game.game_context gives them): a fault of the program",
                    "la partie joue des règles optionnelles et le moteur ne les a pas "
                    "reçues : c'est une erreur du programme, à signaler",
                )
            )
        object.__setattr__(ctx, "optional", optional_rules(ctx))
    return ctx


def _settled(sc: Scenario, options: Options) -> Options:
    """``options`` with the optional rules played settled: the scenario's unless the
    options name theirs, darkness all game long played by the darkness rule;
    ``GameSetupError`` for a rule unknown."""
    rules = set(sc.setup.optional_rules if options.rules is None else options.rules)
    if options.night:
        rules.add("night")  # darkness all game long is played by the darkness rule
    unknown = sorted(rules - set(OPTIONAL_RULES))
    if unknown:
        raise GameSetupError(
            Phrase(
                f"unknown optional rule {unknown[0]!r} (known: {', '.join(OPTIONAL_RULES)})",
                f"règle optionnelle inconnue {unknown[0]!r} (connues : "
                f"{', '.join(OPTIONAL_RULES)})",
            )
        )
    return Options(options.night, options.sight_limit, frozenset(rules))


def _pieces(
    sc: Scenario, ruleset: Ruleset, play: PlayRules, sides: tuple[str, ...]
) -> tuple[Piece, ...]:
    out: list[Piece] = []
    chiefs: set[str] = set()
    budget = sc.victory.demoralisation == "budget"
    for u in sc.units:
        if u.side not in sides:
            continue
        try:
            utype = play.unit_type(u.type)
            quality = play.quality(u.quality)
        except KeyError as exc:
            raise GameSetupError(
                Phrase(
                    f"unit {u.name!r}: {exc.args[0]}",
                    f"unité « {u.name} » : {exc.args[0]}",
                )
            ) from None
        # The scenario's own weight and rank win; otherwise derive them (play data).
        if u.weight in utype.weights:
            weight = u.weight
        else:
            weight = (
                quality.weight
                if quality.weight is not None and quality.weight in utype.weights
                else utype.default_weight
            )
        rank = u.rank
        if u.leader and not rank:
            rank = play.command.other_rank if u.side in chiefs else play.command.chief_rank
        if u.leader or rank:
            chiefs.add(u.side)
        w = utype.weight(weight)
        uc = ruleset.unit_classes.get(u.type)
        entry_turn = u.entry.turn if u.entry is not None else 0
        entry = frozenset(key(h) for h in u.entry.hexes) if u.entry is not None else frozenset()
        if u.entry is None and u.position is None and sc.setup.deployment == "scenario":
            # A reserve (play.victory): it may enter from turn 1 by its side's home edge.
            side = sc.sides[sides.index(u.side)]
            entry_turn = 1
            entry = frozenset(key(h) for h in default_zone(sc.grid, side.home_edge, 1))
        out.append(
            Piece(
                index=len(out),
                id=u.id,
                side=sides.index(u.side),
                name=u.name or u.id,
                unit_class=u.type,
                quality=quality.id,
                weight=weight,
                plaquettes=u.plaquettes,
                dice=quality.dice,
                movement=w.movement,
                armour=w.armour,
                retreat=utype.retreat,
                range=quality.range if quality.range is not None else utype.range,
                mounted=bool(uc and uc.mounted),
                passable=w.passable,
                leader=u.leader,
                rank=rank,
                value=u.value,
                points=ruleset_victory.unit_points(play.victory, u.type, u.value) if budget else 1,
                capabilities=frozenset(u.capabilities),
                start=key(u.position) if u.position is not None else OFF,
                entry_turn=entry_turn,
                entry_hexes=entry,
                square=u.square,
            )
        )
    hidden = play.hidden
    decoy_class = hidden.decoy_class if hidden else "infanterie"
    decoy_weight = hidden.decoy_weight if hidden else "light"
    counts: dict[str, int] = {}
    for d in sc.decoys:
        if d.side not in sides:
            continue
        counts[d.side] = counts.get(d.side, 0) + 1
        utype = play.unit_type(decoy_class)
        w = utype.weight(decoy_weight)
        n = counts[d.side]
        out.append(
            Piece(
                index=len(out),
                id=f"decoy:{d.side}:{n}",
                side=sides.index(d.side),
                name=f"#{n}",
                unit_class=decoy_class,
                quality="",
                weight=w.id,
                plaquettes=1,
                dice=0,
                movement=w.movement,
                armour=w.armour,
                retreat=utype.retreat,
                range=0,
                mounted=False,
                passable=w.passable,
                points=0,
                decoy=True,
                start=key(d.position) if d.position is not None else OFF,
                takes_part=sc.setup.deployment in ("papers", "markers"),
            )
        )
    return tuple(out)
