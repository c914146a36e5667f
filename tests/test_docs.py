"""The README is a front door and the pages of ``docs/`` hold the rest (issue 24):
the README stays short, every relative link of the documentation leads to a
file (and a heading) that exists, and prose is wrapped."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = sorted(
    [
        ROOT / "README.md",
        ROOT / "CHANGELOG.md",
        ROOT / "ARCHITECTURE.md",
        *(ROOT / "docs").glob("*.md"),
    ]
)
_LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
_FENCE = "```"


def _prose(text: str) -> list[tuple[int, str]]:
    """The lines outside code blocks, numbered from 1."""
    out, code = [], False
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith(_FENCE):
            code = not code
        elif not code:
            out.append((number, line))
    return out


def _anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def _anchors(page: Path) -> set[str]:
    return {
        _anchor(line.lstrip("#"))
        for _, line in _prose(page.read_text(encoding="utf-8"))
        if line.startswith("#")
    }


def test_the_readme_is_a_front_door() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 250
    # The two commands: the first opens the editor, the second runs every test,
    # and .ci/run runs that same second command.
    commands = re.findall(r"```sh\n(.+?)\n```", readme)
    assert commands[0].endswith(".venv/bin/hexfield scenarios/moulin-de-la-sambre.yaml")
    test_command = commands[1]
    assert test_command.endswith(".venv/bin/python -m pytest")
    assert test_command in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for page in ("user-guide", "scenario-format", "players-and-balance", "rules", "performance"):
        assert f"(docs/{page}.md" in readme, page
    image = re.search(r"!\[[^\]]+\]\((docs/images/[^)]+\.png)\)", readme)
    assert image is not None
    assert (ROOT / image.group(1)).stat().st_size < 300_000


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_leads_somewhere(page: Path) -> None:
    broken = []
    for _, line in _prose(page.read_text(encoding="utf-8")):
        for target in _LINK.findall(line):
            if re.match(r"[a-z]+:", target):  # http:, mailto:
                continue
            file_part, _, fragment = target.partition("#")
            file = (page.parent / file_part).resolve() if file_part else page
            if not file.exists():
                broken.append(target)
            elif fragment and file.suffix == ".md" and fragment not in _anchors(file):
                broken.append(target)
    assert broken == []


@pytest.mark.parametrize(
    "page", [p for p in PAGES if p.name != "ARCHITECTURE.md"], ids=lambda p: p.name
)
def test_prose_is_wrapped(page: Path) -> None:
    """Paragraphs at most 100 characters a line (tables and code may be wider)."""
    long = [
        number
        for number, line in _prose(page.read_text(encoding="utf-8"))
        if len(line) > 100 and not line.startswith("|") and not line.startswith("![")
    ]
    assert long == []
    tables = [n for n, line in _prose(page.read_text(encoding="utf-8")) if len(line) > 300]
    assert tables == []


def test_the_french_user_guide_follows_the_english_one() -> None:
    """The same sections, entries, table rows and links (each guide links to the other)."""

    def outline(name: str) -> tuple[int, int, int, list[str]]:
        prose = [line for _, line in _prose((ROOT / "docs" / name).read_text(encoding="utf-8"))]
        links = sorted(
            t for line in prose for t in _LINK.findall(line) if not t.startswith("user-guide")
        )
        return (
            sum(line.startswith("## ") for line in prose),
            sum(line.startswith("- **") for line in prose),
            sum(line.startswith("| `") for line in prose),
            links,
        )

    assert outline("user-guide.fr.md") == outline("user-guide.md")
