"""Reading the generators' data files (``resources/generate/*.yaml``).

Through the hardened YAML reader, then ``schemas/generator.schema.json``; a
broken file is reported with its place and stops the generator (a data bug,
not a user's mistake).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from editor import paths
from editor.io.checked_cache import checked_yaml
from editor.io.schema_check import check
from editor.io.yaml_strict import YamlDocument

GENERATE = paths.GENERATE


class GeneratorDataError(ValueError):
    pass


@cache
def load_generator_data(name: str) -> dict[str, Any]:
    """``resources/generate/<name>.yaml`` as plain data, checked against its schema
    (once: ``checked_cache``)."""
    path = GENERATE / f"{name}.yaml"

    def check_generator(doc: YamlDocument) -> None:
        problems = check(doc.data, "generator")
        if problems:
            lines = []
            for d in problems:
                where = doc.position(d.path) if d.path else None
                at = f"{path}:{where[0]}:{where[1]}" if where else str(path)
                lines.append(f"{at}: {d.message}")
            raise GeneratorDataError("\n".join(lines))

    data: dict[str, Any] = checked_yaml(path, "generator", check_generator)
    return data


def band(rows: list[dict[str, Any]], value: int) -> dict[str, Any]:
    """The row of a die table whose ``min``..``max`` holds ``value``."""
    for row in rows:
        if row["min"] <= value <= row["max"]:
            return row
    raise GeneratorDataError(f"no row of the table covers {value}")
