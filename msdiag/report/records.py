"""Plain records that every part of msdiag passes around: findings, failures and the report.

They sit at the bottom of the package so that every renderer is a pure function of them."""
from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import Literal

Severity = Literal["error", "warning"]
Applicability = Literal["safe", "unsafe", "display-only"]
Phase = Literal["compile", "run", "hang", "build", "data"]

# Rule pages live in the repository; `msdiag explain CODE` prints the same text offline.
DOCS_URL = "docs/rules/{code}.md"
# Every line msdiag adds to a user's exception or output starts with this.
MARK = "msdiag:"


@dataclass(frozen=True)
class Span:
    """A source range: 1-based lines, 0-based columns (end exclusive) counted in UTF-8 bytes, as
    Python's `ast` and MindSpore give them. Renderers turn them into characters."""

    file: str
    line: int
    end_line: int | None = None
    column: int = 0
    end_column: int | None = None

    @property
    def last_line(self) -> int:
        return self.end_line if self.end_line is not None else self.line

    def covers(self, file: str, line: int) -> bool:
        return self.file == file and self.line <= line <= self.last_line


@dataclass(frozen=True)
class Related:
    """A secondary place of a finding with what happens there: "float32 made here", "passed as
    `targets`", "OneHot needs int32/int64 here" (rustc's labelled spans)."""

    span: Span
    message: str


@dataclass(frozen=True)
class Edit:
    """Replace the text between two positions (byte columns) with `text`."""

    file: str
    line: int
    column: int
    end_line: int
    end_column: int
    text: str


@dataclass(frozen=True)
class Fix:
    title: str
    applicability: Applicability = "display-only"
    edits: tuple[Edit, ...] = ()


@dataclass(frozen=True)
class Finding:
    code: str
    name: str
    severity: Severity
    span: Span
    message: str
    explanation: str
    fix: Fix | None = None
    evidence: tuple[str, ...] = ()
    # The chain from the root down to where it broke, in that order; the primary span is the root.
    related: tuple[Related, ...] = ()
    label: str = ""  # what the primary span is, for the chain ("float32 made here")

    @property
    def url(self) -> str:
        return DOCS_URL.format(code=self.code)


@dataclass(frozen=True)
class ExceptionInfo:
    type: str
    message: str  # the first line of the message


_failure_ids = itertools.count(1)


@dataclass
class Failure:
    phase: Phase
    exception: ExceptionInfo
    findings: list[Finding] = field(default_factory=list)
    target: str = ""  # what was being called: `Net.construct`, `train_step`
    diagnosis_error: str | None = None  # set when msdiag itself failed
    time: float = field(default_factory=time.time)  # when it failed: orders the ranks of a distributed run
    eager_output: str = ""  # what the eager re-run printed, kept out of the user's terminal
    side_effects: tuple[str, ...] = ()  # Python state the eager re-run changed and could not put back
    ident: int = field(default_factory=lambda: next(_failure_ids))
    # The very string object attached to the user's exception: a failure is found from its note
    # by identity, never by rendering it again.
    note: str | None = field(default=None, repr=False, compare=False)
    # id() of the exception it diagnosed, for callers that keep the failure off the exception
    # (the pytest plugin) and look it up while the exception is alive.
    error_id: int = field(default=0, repr=False, compare=False)


@dataclass
class Report:
    """Everything one process learned: the failures seen and the findings for each."""

    command: list[str] = field(default_factory=list)
    exit_code: int | None = None
    failures: list[Failure] = field(default_factory=list)
    warnings: list[Finding] = field(default_factory=list)  # findings not tied to a failure

    def all_findings(self) -> list[Finding]:
        """Findings in report order: each failure's, then the free-standing warnings, without repeats."""
        seen: set[tuple[str, str, int]] = set()
        ordered: list[Finding] = []
        for finding in [f for failure in self.failures for f in failure.findings] + self.warnings:
            key = (finding.code, finding.span.file, finding.span.line)
            if key not in seen:
                seen.add(key)
                ordered.append(finding)
        return ordered


@dataclass
class CheckResult:
    """What `msdiag check` found in a set of files."""

    findings: list[Finding]
    files: int
    graph_functions: int
    errors: list[tuple[str, str]] = field(default_factory=list)  # files that could not be read
    rule_errors: list[str] = field(default_factory=list)  # a rule that crashed, and where
    seconds: float = 0.0
