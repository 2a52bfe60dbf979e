"""Warnings for graph-mode bugs that raise nothing, given once per site when a watched model is
first called in graph mode."""
from __future__ import annotations

import functools
import inspect
import os
import sys
import weakref
import threading
import warnings
from typing import Any

from .i18n import tr
from .model import Finding

_seen_types: set[Any] = set()
_warned: set[tuple[str, str, int]] = set()
_lock = threading.Lock()


class GraphModeWarning(UserWarning):
    """Code that compiles but behaves differently in graph mode (frozen values, lost side effects)."""


def first_call(obj: Any) -> None:
    """Called on every watched graph call; does its work once per model class or function."""
    key = type(obj) if not inspect.isfunction(obj) else obj
    if key in _seen_types:
        return
    with _lock:
        if key in _seen_types:
            return
        _seen_types.add(key)
    if os.environ.get("MSDIAG") == "0":
        return
    try:
        for finding in silent_findings(obj):
            _warn(finding)
    except Exception as error:  # noqa: BLE001 - a warning pass must never break the user's run
        warnings.warn(f"msdiag: the graph-mode check of {key!r} failed ({type(error).__name__}: {error})",
                      GraphModeWarning, stacklevel=2)


def silent_findings(obj: Any) -> list[Finding]:
    from mindspore import nn

    from .model_source import model_files, static_findings

    files = model_files([obj])
    findings = [f for f in static_findings(files, select=["MSD7"]) if f.severity == "warning"]
    if not findings or not isinstance(obj, nn.Cell):
        return findings
    ranges = _class_ranges(obj)

    def inside(file: str, line: int) -> bool:
        return any(f == file and first <= line <= last for f, first, last in ranges)

    return [f for f in findings if inside(f.span.file, f.span.line) or any(inside(c.file, c.line) for c in f.context)]


def _class_ranges(cell: Any) -> list[tuple[str, int, int]]:
    """Line ranges of the user's classes in the model (MindSpore's own are never read)."""
    from .source import is_user_file

    ranges = []
    classes = {base for _, c in cell.cells_and_names() for base in type(c).__mro__}
    for base in classes:
        filename = getattr(sys.modules.get(base.__module__), "__file__", None)
        if not filename or not is_user_file(filename):
            continue
        located = _class_lines(base)
        if located is not None:
            ranges.append(located)
    return ranges


@functools.lru_cache(maxsize=1024)
def _class_lines(cls: type) -> tuple[str, int, int] | None:
    try:
        lines, first = inspect.getsourcelines(cls)
        filename = os.path.abspath(inspect.getsourcefile(cls) or "")
    except (OSError, TypeError):
        return None
    return filename, first, first + len(lines) - 1


def _warn(finding: Finding) -> None:
    from . import session

    key = (finding.code, finding.span.file, finding.span.line)
    if key in _warned:
        return
    _warned.add(key)
    session.current().add_warning(finding)
    fix = f" ({finding.fix.title})" if finding.fix is not None else ""
    warnings.warn_explicit(f"msdiag {finding.code} {finding.name}: {finding.message}{fix}", GraphModeWarning,
                           finding.span.file, finding.span.line)


# --- values frozen into the graph ---------------------------------------------------------------

_HOOK_ATTRIBUTES = ("_forward_hook", "_forward_pre_hook", "_backward_hook", "_backward_pre_hook")
# Keyed weakly, and holding only weak references to cells: watching must not keep a model alive.
_frozen: "weakref.WeakKeyDictionary[Any, _Frozen]" = weakref.WeakKeyDictionary()


class _Frozen:
    """What one compiled model read as constants, to compare at later calls."""

    def __init__(self, cell: Any) -> None:
        # (the cell owning the attribute, or None for a module global; namespace of a global; key;
        #  value at compile time; label; where it is read)
        self.values: list[tuple[Any, dict[str, Any] | None, str, Any, str, Any]] = []
        self.hooks: list[tuple[Any, str, int]] = []
        self.reported: set[Any] = set()
        self.root = weakref.ref(cell)
        for sub in {id(c): c for _, c in cell.cells_and_names()}.values():
            reference = weakref.ref(sub)
            for attribute, where in _attributes_read_in_construct(type(sub)):
                namespace = vars(sub)
                if attribute in namespace and _is_constant(namespace[attribute]):
                    self.values.append((reference, None, attribute, namespace[attribute],
                                        f"{type(sub).__name__}.{attribute}", where))
            for name, where, module in _globals_read_in_construct(type(sub)):
                if _is_constant(module.get(name, _MISSING)):
                    self.values.append((None, module, name, module[name], name, where))
            for hook in _HOOK_ATTRIBUTES:
                self.hooks.append((reference, hook, len(getattr(sub, hook, None) or ())))


_MISSING = object()


def _is_constant(value: Any) -> bool:
    if isinstance(value, (bool, int, float, str)) or value is None:
        return True
    return isinstance(value, tuple) and len(value) <= 8 and all(_is_constant(v) for v in value)


def _construct_ast(cls: type) -> tuple[str, Any] | None:
    import ast

    from . import source

    function = cls.__dict__.get("construct")
    if function is None:
        return None
    function = inspect.unwrap(function)
    code = getattr(function, "__code__", None)
    if code is None or not source.is_user_file(code.co_filename):
        return None
    tree = source.parse_file(code.co_filename)
    if tree is None:
        return None
    for node in source.nodes_of(tree, ast.FunctionDef):
        if node.name == "construct" and node.lineno <= code.co_firstlineno <= node.end_lineno:
            return code.co_filename, node
    return None


def _attributes_read_in_construct(cls: type) -> list[tuple[str, Any]]:
    import ast

    found = []
    for base in cls.__mro__:
        located = _construct_ast(base)
        if located is None:
            continue
        filename, node = located
        for sub in ast.walk(node):
            if (isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) and sub.value.id == "self"
                    and isinstance(sub.ctx, ast.Load)):
                found.append((sub.attr, (filename, sub.lineno)))
        break
    return found


def _globals_read_in_construct(cls: type) -> list[tuple[str, Any, dict[str, Any]]]:
    import ast
    import sys

    located = _construct_ast(cls)
    module = sys.modules.get(cls.__module__)
    if located is None or module is None:
        return []
    filename, node = located
    found = []
    namespace = vars(module)
    local = {a.arg for a in node.args.args + node.args.kwonlyargs + node.args.posonlyargs}
    local |= {a.arg for a in (node.args.vararg, node.args.kwarg) if a is not None}
    local |= {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and sub.id in local:
            continue
        if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Load) and sub.id in namespace:
            found.append((sub.id, (filename, sub.lineno), namespace))
        elif (isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) and sub.value.id in namespace
              and inspect.ismodule(namespace[sub.value.id]) and source_is_user_module(namespace[sub.value.id])):
            found.append((sub.attr, (filename, sub.lineno), vars(namespace[sub.value.id])))
    return found


def source_is_user_module(module: Any) -> bool:
    from .source import is_user_file

    return is_user_file(getattr(module, "__file__", "") or "")


def remember_compiled(cell: Any) -> None:
    """After a successful first graph call: note what the graph froze."""
    try:
        if cell not in _frozen:
            _frozen[cell] = _Frozen(cell)
    except Exception:  # noqa: BLE001 - best effort; never disturb the run
        pass


def check_frozen(cell: Any) -> None:
    """At each later call: report values changed since the compile, and hooks added since."""
    try:
        frozen = _frozen.get(cell)
    except TypeError:
        return
    if frozen is None:
        return
    for owner, module, key, value, label, where in frozen.values:
        target = owner() if owner is not None else None
        namespace = vars(target) if target is not None else module
        if namespace is None:
            continue
        current = namespace.get(key, _MISSING)
        if current is not value and current != value and label not in frozen.reported:
            frozen.reported.add(label)
            _report_constant(label, value, current, where)
    for reference, hook, count in frozen.hooks:
        sub = reference()
        if sub is not None and len(getattr(sub, hook, None) or ()) > count and (id(sub), hook) not in frozen.reported:
            frozen.reported.add((id(sub), hook))
            _report_hook(sub, hook)


def _report_constant(label: str, old: Any, new: Any, where: tuple[str, int]) -> None:
    from .model import Fix, Span
    from .rules.silent import ConstantChangedAfterCompile

    rule = ConstantChangedAfterCompile()
    span = Span(where[0], where[1], where[1], 0, None)
    finding = rule.finding(
        span,
        tr("MSD708.message", label=label, old=repr(old), new=repr(new)),
        fix=Fix(tr("MSD708.fix", label=label)),
        evidence=[f"value at compile time: {old!r}", f"value now: {new!r}"],
    )
    _warn(finding)


def _report_hook(cell: Any, hook: str) -> None:
    from .model import Fix, Span
    from .rules.silent import HookAddedAfterCompile

    frame = _user_caller()
    span = _registration_site(frame, "register" + hook.rstrip("_")) if frame else None
    if span is None:
        span = Span(frame[0], frame[1], frame[1], 0, None) if frame else Span("<unknown>", 1)
    finding = HookAddedAfterCompile().finding(
        span,
        tr("MSD709.message", hook=hook.strip("_").replace("_", " "), cell=_cell_path(cell)),
        fix=Fix(tr("MSD709.fix")),
    )
    _warn(finding)


def _cell_path(cell: Any) -> str:
    """`backbone.layer1` for a sub-cell of a watched model, else its class name."""
    for frozen in list(_frozen.values()):
        root = frozen.root()
        if root is not None:
            for name, sub in root.cells_and_names():
                if sub is cell and name:
                    return f"{type(root).__name__}.{name}"
    return type(cell).__name__


def _registration_site(frame: tuple[str, int], method: str) -> Any:
    """The `register_..._hook(...)` call before the current line in the caller's file."""
    import ast

    from . import source
    from .evidence import node_span

    tree = source.parse_file(frame[0])
    if tree is None:
        return None
    calls = [n for n in source.nodes_of(tree, ast.Call)
             if isinstance(n.func, ast.Attribute) and n.func.attr == method and n.lineno <= frame[1]]
    return node_span(frame[0], max(calls, key=lambda n: n.lineno)) if calls else None


def _user_caller() -> tuple[str, int] | None:
    import sys

    from .source import is_user_file

    frame = sys._getframe(1)
    while frame is not None and not is_user_file(frame.f_code.co_filename):
        frame = frame.f_back
    return (frame.f_code.co_filename, frame.f_lineno) if frame else None
