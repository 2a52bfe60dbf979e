"""Split a reproduction script into the notebook cells a user would type: imports, helpers, model, call.

The cells are made from the script itself, so a new reproduction gets its notebook for free. Top-level
statements keep their order; consecutive statements of one kind make one cell. The
`if __name__ == "__main__":` block becomes the call cell, dedented as it would be typed. Each cell
records the script line its line 1 came from, so a script line (an `# expect:` marker) can be named
as the notebook names it: `In [n], line k`.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Kind = Literal["imports", "helpers", "model", "call"]


@dataclass(frozen=True)
class Cell:
    kind: Kind
    source: str
    script: Path | None  # the file the cell's text was cut from
    first: int  # the script line that is line 1 of the cell
    last: int  # the last script line in the cell

    def line_of(self, script: Path, line: int) -> int | None:
        """The cell line that holds `line` of `script`, or None when the cell does not hold it."""
        if self.script is None or script.resolve() != self.script.resolve() or not self.first <= line <= self.last:
            return None
        return line - self.first + 1


def split_script(script: Path, inline: tuple[Path, ...] = ()) -> list[Cell]:
    """The cells of `script`. Sibling modules named in `inline` are typed into the notebook too
    (their statements come first, as helper or model cells) instead of being imported."""
    inlined_names = {module.stem for module in inline}
    cells: list[Cell] = []
    for module in inline:
        cells += _cells_of(module, inlined=set())
    mine = _cells_of(script, inlined=inlined_names)
    imports = [c for c in mine[:1] if c.kind == "imports"]  # the script's imports and set-up come first
    return imports + cells + mine[len(imports):]


def _cells_of(script: Path, *, inlined: set[str]) -> list[Cell]:
    text = script.read_text(encoding="utf-8")
    lines = text.splitlines()
    tree = ast.parse(text, filename=str(script))
    groups: list[tuple[Kind, list[ast.stmt]]] = []
    seen_definition = False
    skipped: set[int] = set()  # lines of the imports of inlined modules, left blank
    for index, statement in enumerate(tree.body):
        if index == 0 and isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
            continue  # the module docstring
        if isinstance(statement, ast.ImportFrom) and statement.module in inlined:
            skipped.update(range(statement.lineno, (statement.end_lineno or statement.lineno) + 1))
            continue  # its names are typed into the notebook instead
        kind = _kind(statement, seen_definition)
        seen_definition = seen_definition or kind in ("helpers", "model")
        if groups and groups[-1][0] == kind and kind != "call":
            groups[-1][1].append(statement)
        else:
            groups.append((kind, [statement]))
    cells = []
    for kind, statements in groups:
        if kind == "call":
            body = statements[0].body  # type: ignore[attr-defined]
            first, last = _start(body[0]), body[-1].end_lineno or body[-1].lineno
            indent = len(lines[first - 1]) - len(lines[first - 1].lstrip())
            chunk = [line[indent:] if line[:indent].isspace() else line.lstrip() for line in lines[first - 1:last]]
        else:
            first, last = _start(statements[0]), statements[-1].end_lineno or statements[-1].lineno
            chunk = ["" if number in skipped else lines[number - 1] for number in range(first, last + 1)]
        cells.append(Cell(kind, "\n".join(chunk) + "\n", script, first, last))
    return cells


def _kind(statement: ast.stmt, seen_definition: bool) -> Kind:
    if isinstance(statement, ast.If) and "__name__" in ast.unparse(statement.test):
        return "call"
    if isinstance(statement, (ast.Import, ast.ImportFrom)):
        return "imports"
    if isinstance(statement, ast.ClassDef):
        return "model"
    if isinstance(statement, ast.Expr) and not seen_definition:
        return "imports"  # set-up such as `ms.set_context(mode=ms.GRAPH_MODE)`, typed with the imports
    return "helpers"


def _start(statement: ast.stmt) -> int:
    decorators = getattr(statement, "decorator_list", [])
    return min([statement.lineno] + [d.lineno for d in decorators])


def locate(cells: list[Cell], script: Path, line: int) -> tuple[int, int] | None:
    """(index of the cell, line in it) that holds `line` of `script`."""
    for index, cell in enumerate(cells):
        found = cell.line_of(script, line)
        if found is not None:
            return index, found
    return None
