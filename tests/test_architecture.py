"""The package reads top to bottom: its import graph has no cycle and no arrow that runs back up
(docs/architecture.md), and the things that must exist once exist once."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "msdiag"

# Top to bottom; a module may import its own layer or any layer below it.
LAYERS = ("entry", "engine", "evidence", "rules", "model", "report")


def layer_of(module: str) -> str:
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in ("engine", "evidence", "rules", "model"):
        return parts[1]
    if len(parts) > 1 and parts[1] in ("report", "locale", "config", "_version"):
        return "report"
    return "entry"


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def imports_of(module: str) -> dict[str, int]:
    """Package modules `module` imports anywhere (inside functions and TYPE_CHECKING too), by line."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: dict[str, int] = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base for alias in node.names]
        for name in names:
            while name and name not in MODULES:
                name = name.rpartition(".")[0]
            if name and name != module:
                found.setdefault(name, node.lineno)
    return found


GRAPH = {module: imports_of(module) for module in MODULES}


def test_the_import_graph_has_no_cycle() -> None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(module: str) -> None:
        state[module] = 1
        stack.append(module)
        for target in GRAPH[module]:
            if state.get(target) == 1:
                cycle = stack[stack.index(target):] + [target]
                raise AssertionError("import cycle: " + " -> ".join(cycle))
            if target not in state:
                visit(target)
        stack.pop()
        state[module] = 2

    for module in sorted(GRAPH):
        if module not in state:
            visit(module)


def test_no_import_runs_back_up_the_layers() -> None:
    upward = [f"{MODULES[m].relative_to(PACKAGE.parent)}:{line} ({layer_of(m)}) imports {t} ({layer_of(t)})"
              for m, targets in GRAPH.items() for t, line in targets.items()
              if LAYERS.index(layer_of(t)) < LAYERS.index(layer_of(m))]
    assert not upward, "\n".join(upward)


def test_the_layer_test_can_fail() -> None:
    # A rule importing the engine would be an arrow up.
    assert LAYERS.index(layer_of("msdiag.engine.diagnose")) < LAYERS.index(layer_of("msdiag.rules.dtypes"))
    assert layer_of("msdiag.report.text") == layer_of("msdiag.locale") == "report"


def _sources() -> dict[Path, str]:
    return {path: path.read_text(encoding="utf-8") for path in MODULES.values()}


def _string_constants(text: str) -> list[str]:
    """String literals, docstrings left out."""
    tree = ast.parse(text)
    docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    return [n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docstrings]


def test_one_module_writes_the_location_line() -> None:
    writers = [p.relative_to(PACKAGE.parent) for p, text in _sources().items()
               if any(s == "-->" or re.search(r"-->.", s) for s in _string_constants(text))]
    assert [str(p) for p in writers] == ["msdiag/report/text.py"]


def test_one_marker() -> None:
    defining = [p.relative_to(PACKAGE.parent) for p, text in _sources().items()
                if any(s.startswith("msdiag:") for s in _string_constants(text))]
    assert [str(p) for p in defining] == ["msdiag/report/records.py"]


def test_one_module_reads_the_environment() -> None:
    readers = []
    for path, text in _sources().items():
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Attribute) and node.attr in ("environ", "getenv") \
                    and isinstance(node.value, ast.Name) and node.value.id == "os":
                readers.append(str(path.relative_to(PACKAGE.parent)))
    assert sorted(set(readers)) == ["msdiag/config.py"]


def test_one_module_reaches_mindspore_internals() -> None:
    private = []
    for path, text in _sources().items():
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mindspore"):
                if any(part.startswith("_") for part in (node.module or "").split(".")) or \
                        any(alias.name.startswith("_") for alias in node.names):
                    private.append(str(path.relative_to(PACKAGE.parent)))
            elif isinstance(node, ast.Attribute) and node.attr in ("_get_mode", "_no_grad", "_pynative_executor",
                                                                    "_JitExecutor", "_cells", "_params"):
                private.append(str(path.relative_to(PACKAGE.parent)))
    assert sorted(set(private)) in ([], ["msdiag/model/msapi.py"]), sorted(set(private))


@pytest.mark.parametrize("text, byte_column, expected", [
    ('x = "数据" + np.ones(3)', len('x = "数据" + '.encode()), len('x = "数据" + ')),
    ("y = np.ones(3)", 4, 4),
    ("", 7, 7),
])
def test_byte_columns_become_characters(text: str, byte_column: int, expected: int) -> None:
    from msdiag.report.text import char_column

    assert char_column(text, byte_column) == expected


def test_the_caret_sits_under_the_culprit_after_cjk_text(tmp_path: Path) -> None:
    from msdiag.report.records import Finding, Span
    from msdiag.report.text import finding_lines

    line = 'x = "数据" + np.ones(3)'
    source = tmp_path / "cjk.py"
    source.write_text(line + "\n", encoding="utf-8")
    start = len('x = "数据" + '.encode())
    span = Span(str(source), 1, 1, start, start + len("np.ones(3)"))
    finding = Finding("MSD705", "numpy-tensor-construction", "warning", span, "m", "e")
    code_line, caret_line = finding_lines(finding)[2:4]
    assert code_line.endswith(line)
    offset = code_line.index(line)
    assert caret_line[offset:].strip() == "^" * len("np.ones(3)")
    assert caret_line.index("^") - offset == line.index("np.ones(3)")


def _names_bound_twice(text: str) -> set[str]:
    """Module-level names a module binds more than once (a second `_PATTERN = ...` further down
    silently replaces the first for every function that reads it)."""
    seen: set[str] = set()
    twice: set[str] = set()
    for node in ast.parse(text).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = [t.id for t in targets if isinstance(t, ast.Name)]
        else:
            continue
        twice.update(name for name in names if name in seen)
        seen.update(names)
    return twice


def test_no_module_binds_a_name_twice() -> None:
    found = {path.name: names for path, text in _sources().items() if (names := _names_bound_twice(text))}
    assert found == {}


def test_the_rebinding_check_can_fail() -> None:
    assert _names_bound_twice('_RANGE = "a"\n\ndef f():\n    return _RANGE\n\n_RANGE = "b"\n') == {"_RANGE"}
