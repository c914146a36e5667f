"""An import-linter contract type for modules inside an external package.

import-linter's ``forbidden`` contract names external packages at their top
level only (``PySide6``), but "render never imports QtWidgets" is about one
module of PySide6. grimp says which modules import the package and on which
lines; this contract reads those import statements in the source to see
which of its modules they name (``from PySide6 import QtGui, QtWidgets``
names both).
"""

from __future__ import annotations

import ast
import importlib.util
from functools import cache

import grimp
from importlinter import Contract, ContractCheck, fields, output


@cache
def _imports_by_line(module: str) -> dict[int, set[str]]:
    """Every dotted module each import statement of ``module`` names, by its first line."""
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        return {}
    with open(spec.origin, encoding="utf-8") as source:
        tree = ast.parse(source.read(), spec.origin)
    out: dict[int, set[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.setdefault(node.lineno, set()).update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            named = out.setdefault(node.lineno, set())
            named.add(node.module)
            named.update(f"{node.module}.{a.name}" for a in node.names)
    return out


def _is_within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


class ForbiddenSubmodulesContract(Contract):
    """The source modules (and their descendants) never import the listed
    modules of external packages (``PySide6.QtWidgets``), directly."""

    type_name = "forbidden_submodules"

    source_modules = fields.ListField(subfield=fields.ModuleField())
    forbidden_modules = fields.ListField(subfield=fields.StringField())

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        forbidden = [str(name) for name in self.forbidden_modules]  # type: ignore[attr-defined]
        packages = {name.split(".")[0] for name in forbidden}
        found: list[str] = []
        for source in self.source_modules:  # type: ignore[attr-defined]
            for importer in sorted({source.name} | graph.find_descendants(source.name)):
                for imported in sorted(graph.find_modules_directly_imported_by(importer)):
                    if imported not in packages:
                        continue
                    named = _imports_by_line(importer)
                    for detail in graph.get_import_details(importer=importer, imported=imported):
                        line = detail["line_number"]
                        if any(
                            _is_within(module, name)
                            for module in named.get(line, ())
                            for name in forbidden
                        ):
                            found.append(f"{importer}:{line}: {detail['line_contents']}")
        return ContractCheck(kept=not found, metadata={"found": found})

    def render_broken_contract(self, check: ContractCheck) -> None:
        for line in check.metadata["found"]:
            output.print_error(line, bold=False)
