"""Read user source: which files are the user's, their lines, and the AST nodes at a location."""
from __future__ import annotations

import ast
import functools
import inspect
import linecache
import os
import sys
import sysconfig
from typing import Any, Iterator, TypeVar

from ..report.records import Span

_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@functools.lru_cache(maxsize=None)
def _library_roots() -> tuple[str, ...]:
    roots: set[str] = set()
    for key in ("stdlib", "platstdlib", "purelib", "platlib"):
        path = sysconfig.get_paths().get(key)
        if path:
            roots.add(os.path.realpath(path))
    return tuple(sorted(roots))


@functools.lru_cache(maxsize=4096)
def is_library_file(filename: str) -> bool:
    """True for MindSpore, other installed packages, the standard library and msdiag itself."""
    if filename.startswith("<ipython-input-"):
        return False  # a cell typed into terminal IPython: linecache has its text
    if not filename or filename.startswith("<"):
        return True
    if "site-packages" in filename or "dist-packages" in filename:
        return True
    real = os.path.realpath(filename)
    if real.startswith(_PACKAGE_DIR + os.sep):
        return True
    return any(real.startswith(root + os.sep) for root in _library_roots())


def is_user_file(filename: str) -> bool:
    return not is_library_file(filename)


def user_files() -> list[str]:
    """The files of the user's imported modules, and the notebook cells run so far (in linecache,
    not on disk)."""
    found = [f for f in list(linecache.cache) if isinstance(f, str) and not os.path.exists(f) and linecache.getlines(f)]
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None)
        if isinstance(file, str) and file not in found and is_user_file(file):
            found.append(file)
    return found


def class_file(cls: type) -> str | None:
    """The file a class is written in. `inspect.getsourcefile` fails for classes typed into IPython
    or a notebook (their module `__main__` has no file); their methods' code still names the cell."""
    import inspect

    try:
        filename = inspect.getsourcefile(cls)
        if filename:
            return filename
    except (TypeError, OSError):
        pass
    for value in vars(cls).values():
        code = getattr(inspect.unwrap(value), "__code__", None) if callable(value) else None
        if code is not None and not code.co_filename.startswith("<"):  # not a dataclass's generated method
            return code.co_filename
    if cls.__module__ == "__main__":
        # A class with no method of its own typed into a cell (a dataclass): the last cell run
        # that defines a class of that name.
        cells = [f for f in list(linecache.cache) if isinstance(f, str) and not os.path.exists(f)]
        for filename in reversed(cells):
            tree = parse_file(filename)
            if tree is not None and any(isinstance(n, ast.ClassDef) and n.name == cls.__name__ for n in tree.body):
                return filename
    return None


def line_text(filename: str, line: int) -> str:
    return linecache.getline(filename, line).rstrip("\n")


def source_text(filename: str) -> str | None:
    """The text of a file as Python reads it (PEP 263 coding line, UTF-8 BOM), or of a notebook
    cell that linecache holds; None when unreadable."""
    lines = linecache.getlines(filename)
    return "".join(lines) if lines else None


@functools.lru_cache(maxsize=256)
def _parse_cached(filename: str, text: str) -> ast.Module | None:
    try:
        return ast.parse(text, filename=filename)
    except (SyntaxError, ValueError):
        return None


def parse_file(filename: str) -> ast.Module | None:
    text = source_text(filename)
    if text is None:
        return None
    return _parse_cached(filename, text)


N = TypeVar("N", bound=ast.AST)


def nodes_of(tree: ast.AST, kind: type[N]) -> Iterator[N]:
    for node in ast.walk(tree):
        if isinstance(node, kind):
            yield node


def node_covers(node: ast.AST, line: int, column: int | None = None) -> bool:
    start = getattr(node, "lineno", None)
    end = getattr(node, "end_lineno", None)
    if start is None or end is None or not start <= line <= end:
        return False
    if column is None:
        return True
    if start == line and node.col_offset > column:
        return False
    if end == line and node.end_col_offset is not None and node.end_col_offset <= column:
        return False
    return True


def innermost(tree: ast.AST, kind: type[N], line: int, column: int | None = None) -> N | None:
    """The smallest node of `kind` that covers the position."""
    best: N | None = None
    for node in nodes_of(tree, kind):
        if node_covers(node, line, column):
            if best is None or _size(node) <= _size(best):
                best = node
    return best


def statement_at(filename: str, line: int) -> ast.stmt | None:
    """The innermost statement of a file that covers `line` (None when the file cannot be read)."""
    tree = parse_file(filename)
    return innermost(tree, ast.stmt, line) if tree is not None else None


def _size(node: ast.AST) -> tuple[int, int]:
    return (node.end_lineno - node.lineno, (node.end_col_offset or 0) - node.col_offset)  # type: ignore[attr-defined]


def enclosing_function(tree: ast.AST, line: int) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    best = None
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.lineno <= line <= (node.end_lineno or 0):
            if best is None or node.lineno >= best.lineno:
                best = node
    return best


def user_function_node(function: Any) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    """The `def` of a plain function of the user's (unwrapped), read from its file; None for a
    function of a library, a builtin or anything without code."""
    code = getattr(inspect.unwrap(function), "__code__", None) if inspect.isfunction(function) else None
    if code is None or not is_user_file(code.co_filename):
        return None
    tree = parse_file(code.co_filename)
    return enclosing_function(tree, code.co_firstlineno + 1) if tree is not None else None


def parameter_names(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    """The names of a `def`'s positional parameters."""
    return [a.arg for a in function.args.posonlyargs + function.args.args]


def unused_parameter(function: ast.FunctionDef | ast.AsyncFunctionDef) -> str | None:
    """The one parameter of a helper its body never reads (`def causal_padding(kernel_size,
    dilation): return kernel_size - 1`): the value it returns leaves out what the caller gave."""
    read = {n.id for n in ast.walk(function) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    unused = [p for p in parameter_names(function) if p not in read and p not in ("self", "cls") and not p.startswith("_")]
    return unused[0] if len(unused) == 1 else None


def reads_setting(node: ast.expr) -> bool:
    """Whether an expression reads a setting: `config.EPOCHS`, `cfg["momentum"]`, `cfg.get("lr")`,
    or a name in capitals."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
        node = node.func.value
    if isinstance(node, ast.Name):
        return node.id.isupper()
    return isinstance(node, (ast.Attribute, ast.Subscript)) and isinstance(node.value, (ast.Name, ast.Attribute))


def default_of(function: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> ast.expr | None:
    """The default written for the parameter `name`, if it has one."""
    args = function.args
    positional = args.posonlyargs + args.args
    defaults = dict(zip([a.arg for a in positional][len(positional) - len(args.defaults):], args.defaults))
    defaults.update({a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None})
    return defaults.get(name)


def leaves_at_default(call: ast.Call, function: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> bool:
    """Whether `call` of `function` surely leaves the parameter `name` at its default: not given
    by keyword, not reached by its positional arguments, and no `*args` or `**kwargs` spread."""
    parameters = [a.arg for a in function.args.args]
    if name not in parameters:
        return False
    position = parameters.index(name) - (1 if parameters[0] in ("self", "cls") else 0)
    return not (any(k.arg == name or k.arg is None for k in call.keywords) or len(call.args) > position
                or any(isinstance(a, ast.Starred) for a in call.args))


def find_class(tree: ast.AST, name: str) -> ast.ClassDef | None:
    for node in nodes_of(tree, ast.ClassDef):
        if node.name == name:
            return node
    return None


def find_method(cls: ast.ClassDef, name: str) -> ast.FunctionDef | None:
    for node in cls.body:
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return node
    return None


def self_attribute_assignments(func: ast.FunctionDef, attribute: str) -> list[ast.stmt]:
    """Statements in `func` that assign `self.<attribute>`."""
    found: list[ast.stmt] = []
    for node in ast.walk(func):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            targets = [node.target]
        for target in targets:
            if (
                isinstance(target, ast.Attribute)
                and target.attr == attribute
                and isinstance(target.value, ast.Name)
                and target.value.id == "self"
            ):
                found.append(node)  # type: ignore[arg-type]
    return found


def last_assignment(func: ast.AST, name: str, before_line: int) -> ast.stmt | None:
    """The last statement before `before_line` that binds the plain name `name`."""
    best: ast.stmt | None = None
    for node in ast.walk(func):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.For)):
            targets = [node.target]
        for target in targets:
            names = [t.id for t in ast.walk(target) if isinstance(t, ast.Name)]
            if name in names and node.lineno < before_line:
                if best is None or node.lineno > best.lineno:
                    best = node  # type: ignore[assignment]
    return best


def same_function(filename: str, line: int, other: int) -> bool:
    """Whether line `other` of a file is in the function that holds `line`."""
    tree = parse_file(filename)
    function = enclosing_function(tree, line) if tree is not None else None
    return function is not None and function.lineno <= other <= (function.end_lineno or function.lineno)


def bound_before(filename: str, line: int, name: str) -> ast.stmt | None:
    """The last statement before `line`, in the function around it, that binds `name`."""
    tree = parse_file(filename)
    function = enclosing_function(tree, line) if tree is not None else None
    return last_assignment(function, name, line) if function is not None else None


def user_calls() -> Iterator[tuple[str, ast.Call]]:
    """Every call written in the user's files, with its file."""
    for filename in user_files():
        tree = parse_file(filename)
        for call in nodes_of(tree, ast.Call) if tree is not None else ():
            yield filename, call


def node_span(filename: str, node: ast.AST) -> Span:
    """The span of an AST node (1-based lines, 0-based columns, as MindSpore prints them)."""
    return Span(
        filename,
        node.lineno,  # type: ignore[attr-defined]
        node.end_lineno,  # type: ignore[attr-defined]
        node.col_offset,  # type: ignore[attr-defined]
        node.end_col_offset,  # type: ignore[attr-defined]
    )


def segment(filename: str, node: ast.AST) -> str:
    """The source text of a node, cut from its lines (cheap on large files, unlike
    `ast.get_source_segment` on the whole text)."""
    lines = linecache.getlines(filename)
    first, last = getattr(node, "lineno", 0), getattr(node, "end_lineno", None) or getattr(node, "lineno", 0)
    if not 0 < first <= last <= len(lines):
        return ""
    chunk = [line.encode("utf-8") for line in lines[first - 1 : last]]
    start, end = getattr(node, "col_offset", 0), getattr(node, "end_col_offset", None)
    chunk[-1] = chunk[-1][:end] if end is not None else chunk[-1]
    chunk[0] = chunk[0][start:]
    return b"".join(chunk).decode("utf-8", errors="replace").rstrip("\r\n")


def dict_entry(value: ast.expr, key: str) -> ast.expr | None:
    """The `"key": value` entry (its value) of a dict literal or a `dict(key=...)` call."""
    if isinstance(value, ast.Dict):
        for entry_key, entry_value in zip(value.keys, value.values):
            if isinstance(entry_key, ast.Constant) and entry_key.value == key:
                return entry_value
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "dict":
        for keyword in value.keywords:
            if keyword.arg == key:
                return keyword.value
    return None
