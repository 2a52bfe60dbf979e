"""Run the static rules over a project: each file parsed once, no user code imported or run."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

from ..model import Finding
from ..rules import Rule
from .context import ClassContext, ClassRule, FunctionRule
from .project import Project


@dataclass
class CheckResult:
    findings: list[Finding]
    files: int
    graph_functions: int
    errors: list[tuple[str, str]] = field(default_factory=list)  # files that could not be read
    rule_errors: list[str] = field(default_factory=list)  # a rule that crashed, and where
    seconds: float = 0.0


def static_rules() -> list[type[Rule]]:
    """Every registered rule that can read source: it has `check_function` or `check_class`."""
    from .. import rules
    from ..rules import silent, syntax  # noqa: F401 - importing registers the rules

    try:
        catalogue = rules.all_rules()
    except Exception:  # noqa: BLE001 - another rule module being broken must not stop the check
        catalogue = [rules._REGISTRY[code] for code in sorted(rules._REGISTRY)]
    return [r for r in catalogue if hasattr(r, "check_function") or hasattr(r, "check_class")]


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
    texts: Mapping[str, str] | None = None,
) -> CheckResult:
    started = time.perf_counter()
    project = Project.load(paths, texts)
    result = check_project(project, select, ignore)
    result.seconds = time.perf_counter() - started
    return result


def check_project(project: Project, select: Sequence[str] = (), ignore: Sequence[str] = ()) -> CheckResult:
    rules = [r() for r in static_rules() if selected(r.code, r.name, select, ignore)]
    function_rules = [r for r in rules if isinstance(r, FunctionRule)]
    class_rules = [r for r in rules if isinstance(r, ClassRule)]
    findings: list[Finding] = []
    rule_errors: list[str] = []
    functions = project.graph_functions()
    for ctx in functions:
        for rule in function_rules:
            try:
                findings.extend(rule.check_function(ctx))
            except Exception as error:  # noqa: BLE001 - one broken rule must not hide the others
                rule_errors.append(f"{rule.code} failed on {ctx.file}:{ctx.node.lineno}: {type(error).__name__}: {error}")
    for info in project.cells():
        class_ctx = ClassContext(info.module, info)
        for rule in class_rules:
            try:
                findings.extend(rule.check_class(class_ctx))
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
