"""Silent graph-mode bugs in watched models that work: the static reading at the first successful
call, and the rules that compare each later call with what the compiled graph froze."""
from __future__ import annotations

import ast
import functools
import inspect
import os
import sys
import threading
import warnings
import weakref
from typing import Any

from .. import config
from ..evidence.files import model_files
from ..model.reach import cells_reachable, graph_code
from ..model import source
from ..report.records import MARK, Finding
from ..rules.base import CompiledCall
from ..rules.registry import rules_with
from . import session
from .static import model_findings

_seen: set[Any] = set()
_lock = threading.Lock()
# Per watched model (held weakly: watching must not keep a model alive), each rule's own notes.
_memos: "weakref.WeakKeyDictionary[Any, dict[str, dict[str, Any]]]" = weakref.WeakKeyDictionary()


class GraphModeWarning(UserWarning):
    """Code that compiles but behaves differently in graph mode (frozen values, lost side effects)."""


def after_success(obj: Any, owner: Any = None) -> None:
    """A watched graph call compiled and ran. The first time for a model class or function: warn
    about the silent bugs in its source, and let the rules note what the graph froze."""
    key = type(obj) if not inspect.isfunction(obj) else obj
    first_of_kind = key not in _seen
    if first_of_kind:
        with _lock:
            first_of_kind = key not in _seen
            _seen.add(key)
    if not config.enabled():
        return
    if first_of_kind:
        try:
            for finding in silent_findings(obj):
                warn(finding)
        except Exception as error:  # noqa: BLE001 - a warning pass must never break the user's run
            warnings.warn(f"{MARK} the graph-mode check of {key!r} failed ({type(error).__name__}: {error})",
                          GraphModeWarning, stacklevel=2)
    try:
        if obj not in _memos:
            _memos[obj] = {}
            _run_compiled_rules(obj, True, owner)
    except TypeError:  # not weakly referable: nothing to compare later
        pass


def before_call(obj: Any, owner: Any = None) -> None:
    """At each later call of a model that compiled: what it froze may have changed since."""
    try:
        known = obj in _memos
    except TypeError:
        return
    if known:
        _run_compiled_rules(obj, False, owner)


def _run_compiled_rules(obj: Any, first: bool, owner: Any = None) -> None:
    memos = _memos.get(obj)
    if memos is None:
        return
    code = functools.lru_cache(maxsize=1)(lambda: graph_code(obj, owner))  # walked once, when a rule asks
    for rule_type in rules_with("on_compiled"):
        call = CompiledCall(obj, memos.setdefault(rule_type.code, {}), first, _user_caller, owner, code)
        try:
            for finding in rule_type().on_compiled(call):
                warn(finding)
        except Exception:  # noqa: BLE001 - best effort; never disturb the run
            continue


def silent_findings(obj: Any) -> list[Finding]:
    """The silent-bug warnings of the static reading that belong to this model: inside its own
    classes (a Cell) or its own function (a jit function), or in helpers reached from there."""
    findings = [f for f in model_findings(model_files([obj]), select=["MSD7"]) if f.severity == "warning"]
    ranges = _own_ranges(obj)

    def inside(file: str, line: int) -> bool:
        return any(f == file and first <= line <= last for f, first, last in ranges)

    return [f for f in findings
            if inside(f.span.file, f.span.line) or any(inside(r.span.file, r.span.line) for r in f.related)]


def _own_ranges(obj: Any) -> list[tuple[str, int, int]]:
    """Line ranges of the model's own code: a user function itself, and the user classes of every
    cell it reaches (a jit `train_step` reaches its network through globals and closures).
    MindSpore's own classes are never read."""
    ranges = []
    if inspect.isfunction(obj) or inspect.ismethod(obj):
        located = _source_lines(inspect.unwrap(obj))
        if located is not None and source.is_user_file(located[0]):
            ranges.append(located)
    classes = {base for root in cells_reachable([obj]) for _, cell in root.cells_and_names()
               for base in type(cell).__mro__}
    for cls in classes:
        filename = source.class_file(cls)
        if filename and source.is_user_file(filename):
            located = _source_lines(cls)
            if located is not None:
                ranges.append(located)
    return ranges


def _source_lines(obj: Any) -> tuple[str, int, int] | None:
    try:
        lines, first = inspect.getsourcelines(obj)
        filename = inspect.getsourcefile(obj) or ""
    except (OSError, TypeError):
        return _cell_class_lines(obj) if inspect.isclass(obj) else None
    filename = filename if filename.startswith("<") else os.path.abspath(filename)
    return filename, first, first + len(lines) - 1


def _cell_class_lines(cls: type) -> tuple[str, int, int] | None:
    """A class typed into a notebook cell: `inspect` finds no file for `__main__`, but the code of
    its methods names the cell, and the cell's text is in linecache."""
    filename = source.class_file(cls)
    tree = source.parse_file(filename) if filename else None
    if tree is None:
        return None
    firsts: set[int] = set()
    for value in vars(cls).values():
        code = getattr(inspect.unwrap(value), "__code__", None) if callable(value) else None
        if code is not None:
            firsts.add(code.co_firstlineno)
    for node in source.nodes_of(tree, ast.ClassDef):
        if node.name == cls.__name__ and any(node.lineno <= line <= (node.end_lineno or 0) for line in firsts):
            start = min([node.lineno] + [d.lineno for d in node.decorator_list])
            return filename, start, node.end_lineno or node.lineno  # type: ignore[return-value]
    return None


def warn(finding: Finding) -> None:
    """Once per code and line: into the report, and through `warnings` at the user's line."""
    if not session.current().first_warning(finding):
        return
    fix = f" ({finding.fix.title})" if finding.fix is not None else ""
    warnings.warn_explicit(f"msdiag {finding.code} {finding.name}: {finding.message}{fix}", GraphModeWarning,
                           finding.span.file, finding.span.line)


def _user_caller() -> tuple[str, int] | None:
    frame = sys._getframe(1)
    while frame is not None and not source.is_user_file(frame.f_code.co_filename):
        frame = frame.f_back
    return (frame.f_code.co_filename, frame.f_lineno) if frame else None
