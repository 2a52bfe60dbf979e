"""Run the static rules over source: for `msdiag check` over a project, and for a live model over
the files it comes from. Each file is parsed once; no user code is imported or run."""
from __future__ import annotations

import ast
import functools
import inspect
import linecache
import os
import time
from typing import Any, Iterable, Mapping, Sequence

from ..evidence.files import cell_namespaces, in_memory
from ..model.context import ClassContext, FunctionContext
from ..model.module import ClassInfo, Namespace
from ..model.project import Project
from ..model.reach import cells_reachable
from ..model.source import is_user_file
from ..report.records import CheckResult, Finding
from ..rules.base import Rule
from ..rules.registry import all_rules


def static_rules() -> list[type[Rule]]:
    """Every rule that reads source: it answers `on_function` or `on_class`."""
    return [r for r in all_rules() if {"on_function", "on_class"} & r.hooks()]


def selected(code: str, name: str, select: Sequence[str], ignore: Sequence[str]) -> bool:
    """`--select`/`--ignore` take codes, code prefixes (`MSD7`) or rule names."""

    def matches(pattern: str) -> bool:
        pattern = pattern.strip()
        return bool(pattern) and (code.upper().startswith(pattern.upper()) or name == pattern)

    if select and not any(matches(p) for p in select):
        return False
    return not any(matches(p) for p in ignore)


def check_paths(
    paths: Iterable[str], select: Sequence[str] = (), ignore: Sequence[str] = (),
    texts: Mapping[str, str] | None = None, namespaces: Mapping[str, Namespace] | None = None,
) -> CheckResult:
    started = time.perf_counter()
    project = Project.load(paths, texts, namespaces)
    result = check_project(project, select, ignore)
    result.seconds = time.perf_counter() - started
    return result


def check_project(project: Project, select: Sequence[str] = (), ignore: Sequence[str] = ()) -> CheckResult:
    rules = [r() for r in static_rules() if selected(r.code, r.name, select, ignore)]
    function_rules = [r for r in rules if "on_function" in r.hooks()]
    class_rules = [r for r in rules if "on_class" in r.hooks()]
    findings: list[Finding] = []
    rule_errors: list[str] = []
    functions = project.graph_functions()
    for ctx in functions:
        for rule in function_rules:
            try:
                findings.extend(rule.on_function(ctx))
            except Exception as error:  # noqa: BLE001 - one broken rule must not hide the others
                rule_errors.append(f"{rule.code} failed on {ctx.file}:{ctx.node.lineno}: {type(error).__name__}: {error}")
    for info in project.cells():
        class_ctx = ClassContext(info.module, info)
        for rule in class_rules:
            try:
                findings.extend(rule.on_class(class_ctx))
            except Exception as error:  # noqa: BLE001
                rule_errors.append(f"{rule.code} failed on {info.module.file}:{info.node.lineno}: {type(error).__name__}: {error}")
    return CheckResult(
        findings=dedupe(findings),
        files=len(project.modules) + len(project.errors),
        graph_functions=len(functions),
        errors=list(project.errors),
        rule_errors=rule_errors,
    )


def dedupe(findings: Iterable[Finding]) -> list[Finding]:
    """One finding per code and position (a helper reached from two entries is reported once),
    sorted by file and position."""
    unique: dict[tuple[str, str, int, int], Finding] = {}
    for finding in findings:
        key = (finding.code, finding.span.file, finding.span.line, finding.span.column)
        unique.setdefault(key, finding)
    return sorted(unique.values(), key=lambda f: (f.span.file, f.span.line, f.span.column, f.code))


def model_findings(files: Sequence[str], select: Sequence[str] = ()) -> list[Finding]:
    """The static findings in a live model's files, cached per set of files and their versions."""
    if not files:
        return []
    stamps = tuple((f, _stamp(f)) for f in files)
    # A cell's names come from the kernel, which changes when a cell is run again: part of the key.
    namespaces = tuple(sorted(cell_namespaces(files).items()))
    return list(_cached(stamps, tuple(select), namespaces))


def _stamp(filename: str) -> float:
    try:
        return os.stat(filename).st_mtime
    except OSError:  # a cell's text never changes under the same name: its length will do
        return float(len("".join(linecache.getlines(filename))))


@functools.lru_cache(maxsize=64)
def _cached(stamps: tuple[tuple[str, float], ...], select: tuple[str, ...],
            namespaces: tuple[tuple[str, Namespace], ...] = ()) -> tuple[Finding, ...]:
    texts = {f: "".join(linecache.getlines(f)) for f, _ in stamps if in_memory(f)}
    result = check_paths([f for f, _ in stamps], select=select, texts=texts, namespaces=dict(namespaces))
    return tuple(result.findings)


def live_findings(objects: Sequence[Any], select: Sequence[str] = ()) -> list[Finding]:
    """The source rules run on the graph functions of a live model, found through their code
    objects: the `construct` of each of its user classes (also classes defined inside a function,
    as tests and notebooks do, which a reading of module-level classes does not see) and jit
    functions, with the helpers they call."""
    rules = [r() for r in static_rules() if "on_function" in r.hooks() and selected(r.code, r.name, select, ())]
    findings: list[Finding] = []
    for ctx in _live_contexts(tuple(objects)):
        for rule in rules:
            try:
                findings.extend(rule.on_function(ctx))
            except Exception:  # noqa: BLE001 - one broken rule must not hide the others
                continue
    return dedupe(findings)


def _live_contexts(objects: tuple[Any, ...]) -> list[FunctionContext]:
    entries: list[FunctionContext] = []
    seen: set[int] = set()
    functions = _live_functions(objects)
    for function, _ in list(functions):
        functions.extend((helper, None) for helper in _functions_called(function))
    for function, owner in functions:
        code = getattr(function, "__code__", None)
        if code is None or id(code) in seen or not is_user_file(code.co_filename):
            continue
        seen.add(id(code))
        project = _project_of(code.co_filename, _stamp(code.co_filename))
        module = next((m for m in project.modules.values() if m.file == code.co_filename), None)
        node = _function_node(module.tree, code) if module is not None else None
        if module is None or node is None:
            continue
        info = None
        if owner is not None:
            class_node = next((n for n in ast.walk(module.tree) if isinstance(n, ast.ClassDef) and node in n.body), None)
            if class_node is not None:
                info = ClassInfo(module, class_node, f"{module.name}.{class_node.name}", list(class_node.bases))
        reach = "construct" if code.co_name == "construct" else "jit"
        qualname = f"{owner.__name__}.{code.co_name}" if owner is not None else code.co_name
        entries.append(FunctionContext(module, node, reach, qualname, owner=info, project=project))  # type: ignore[arg-type]
    contexts = list(entries)
    for ctx in entries:
        contexts.extend(ctx.project.callees(ctx))
    return contexts


def _live_functions(objects: tuple[Any, ...]) -> list[tuple[Any, type | None]]:
    found: list[tuple[Any, type | None]] = []
    for obj in objects:
        if inspect.isfunction(obj) or inspect.ismethod(obj):
            found.append((inspect.unwrap(obj), None))
    for root in cells_reachable(objects):
        for _, cell in root.cells_and_names():
            for cls in type(cell).__mro__:
                construct = vars(cls).get("construct")
                if construct is not None:
                    found.append((inspect.unwrap(construct), cls))
                    break
    return found


def _functions_called(function: Any, depth: int = 0) -> list[Any]:
    """User functions a live function calls by name: module helpers and closures (a helper defined
    inside a test function or a notebook cell, next to the model that calls it)."""
    code = getattr(function, "__code__", None)
    if code is None or depth > 2:
        return []
    closure = dict(zip(code.co_freevars, (c.cell_contents for c in function.__closure__ or () if _filled(c))))
    found = []
    for name in code.co_names + code.co_freevars:
        value = closure.get(name, getattr(function, "__globals__", {}).get(name))
        if inspect.isfunction(value) and is_user_file(value.__code__.co_filename) and value is not function:
            found.append(value)
            found.extend(_functions_called(value, depth + 1))
    return found


def _filled(cell: Any) -> bool:
    try:
        cell.cell_contents
    except ValueError:
        return False
    return True


def _function_node(tree: ast.AST, code: Any) -> ast.FunctionDef | None:
    return next((n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                 and n.name == code.co_name and n.lineno <= code.co_firstlineno <= (n.end_lineno or n.lineno)), None)


@functools.lru_cache(maxsize=32)
def _project_of(file: str, stamp: float) -> Project:
    texts = {file: "".join(linecache.getlines(file))} if in_memory(file) else None
    return Project.load([file], texts)
