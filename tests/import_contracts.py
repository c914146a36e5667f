"""An import-linter contract type for modules inside an external package.

import-linter's ``forbidden`` contract only names external packages at their
top level (``PySide6``), but the rule "render never imports QtWidgets" is
about one module of PySide6. grimp keeps the text of each import line, so
this contract reads which PySide6 module each line names.
"""

from __future__ import annotations

import ast

import grimp
from importlinter import Contract, ContractCheck, fields, output


def _named_modules(line: str) -> set[str]:
    """Every dotted module an import line names (``from a import b`` names a.b too)."""
    try:
        tree = ast.parse(line.strip().rstrip("(\\").strip() + ("" if "(" not in line else ")"))
    except SyntaxError:
        return {line.strip()}
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


class ForbiddenSubmodulesContract(Contract):
    """Source modules must not import the listed modules of external packages."""

    type_name = "forbidden_submodules"

    source_modules = fields.ListField(subfield=fields.ModuleField())
    forbidden_modules = fields.ListField(subfield=fields.StringField())

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        forbidden = [str(name) for name in self.forbidden_modules]  # type: ignore[attr-defined]
        found: list[str] = []
        for source in self.source_modules:  # type: ignore[attr-defined]
            importers = {source.name} | graph.find_descendants(source.name)
            for importer in sorted(importers):
                for imported in sorted(graph.find_modules_directly_imported_by(importer)):
                    top = imported.split(".")[0]
                    if not any(name.split(".")[0] == top for name in forbidden):
                        continue
                    for detail in graph.get_import_details(importer=importer, imported=imported):
                        line = detail["line_contents"]
                        named = _named_modules(line)
                        if any(
                            module == name or module.startswith(name + ".")
                            for module in named
                            for name in forbidden
                        ):
                            found.append(f"{importer}:{detail['line_number']}: {line}")
        return ContractCheck(kept=not found, metadata={"found": found})

    def render_broken_contract(self, check: ContractCheck) -> None:
        for line in check.metadata["found"]:
            output.print_error(line, bold=False)
