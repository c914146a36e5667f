"""Roads and watercourses as the lines a player lays on the table (plain Python).

A linked element (a river) is a set of hex-to-hex segments. Its lines are the
fewest unbroken strokes that draw every segment once: in each connected piece,
half its number of odd hexes (ends of a line, three-way junctions), or one
stroke for a closed loop. A river with two tributaries joining it is three
lines, whatever order the file wrote them in. Each line is a walk of hexes
from one end to the other (Hierholzer's algorithm, the odd hexes paired by
imaginary segments that are then cut).
"""

from __future__ import annotations

from collections.abc import Iterable

from editor.core.edges import Edge
from editor.core.hexes import Hex


def _pieces(adjacency: dict[Hex, set[Hex]]) -> list[list[Hex]]:
    seen: set[Hex] = set()
    pieces = []
    for start in sorted(adjacency):
        if start in seen:
            continue
        seen.add(start)
        stack, piece = [start], []
        while stack:
            h = stack.pop()
            piece.append(h)
            for n in adjacency[h]:
                if n not in seen:
                    seen.add(n)
                    stack.append(n)
        pieces.append(sorted(piece))
    return pieces


def link_lines(edges: Iterable[Edge]) -> list[list[Hex]]:
    """The lines (walks of hexes) that draw every segment of ``edges`` exactly once."""
    adjacency: dict[Hex, set[Hex]] = {}
    for e in edges:
        a, b = e.hexes()
        adjacency.setdefault(a, set()).add(b)
        adjacency.setdefault(b, set()).add(a)
    lines: list[list[Hex]] = []
    for piece in _pieces(adjacency):
        odd = [h for h in piece if len(adjacency[h]) % 2]
        # Imaginary segments join the odd hexes in pairs: the piece becomes one loop.
        links: dict[Hex, list[tuple[Hex, bool]]] = {
            h: [(n, False) for n in sorted(adjacency[h], reverse=True)] for h in piece
        }
        for a, b in zip(odd[0::2], odd[1::2], strict=True):
            links[a].append((b, True))
            links[b].append((a, True))
        used: set[tuple[Hex, Hex, bool]] = set()
        start = odd[0] if odd else piece[0]
        stack: list[tuple[Hex, bool]] = [(start, False)]
        circuit: list[tuple[Hex, bool]] = []
        while stack:
            h, _ = stack[-1]
            moved = False
            while links[h]:
                n, imaginary = links[h].pop()
                key = (min(h, n), max(h, n), imaginary)
                if key in used:
                    continue
                used.add(key)
                stack.append((n, imaginary))
                moved = True
                break
            if not moved:
                circuit.append(stack.pop())
        circuit.reverse()
        # circuit[i][1]: the step into circuit[i] went along an imaginary segment.
        current: list[Hex] = [circuit[0][0]]
        pieces_lines: list[list[Hex]] = []
        for h, imaginary in circuit[1:]:
            if imaginary:
                if len(current) > 1:
                    pieces_lines.append(current)
                current = [h]
            else:
                current.append(h)
        if len(current) > 1:
            pieces_lines.append(current)
        # A walk that began mid-line (the circuit starts at an odd hex, so only
        # the first and last can be halves of one line) joins its two halves.
        if odd and len(pieces_lines) > len(odd) // 2:
            last = pieces_lines.pop()
            pieces_lines[0] = last + pieces_lines[0][1:]
        lines.extend(pieces_lines)
    return lines
