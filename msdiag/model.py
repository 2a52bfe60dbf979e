"""Plain records that every part of msdiag passes around: findings, failures and the report."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Literal

Severity = Literal["error", "warning"]
Applicability = Literal["safe", "unsafe", "display-only"]
Phase = Literal["compile", "run", "hang"]

# Rule pages live in the repository; `msdiag explain CODE` prints the same text offline.
DOCS_URL = "docs/rules/{code}.md"


@dataclass(frozen=True)
class Span:
    """A source range: 1-based lines, 0-based columns (end exclusive), as MindSpore prints them."""

    file: str
    line: int
    end_line: int | None = None
    column: int = 0
    end_column: int | None = None

    @property
    def last_line(self) -> int:
        return self.end_line if self.end_line is not None else self.line


@dataclass(frozen=True)
class Edit:
    """Replace the text between two positions with `text`."""

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
    context: tuple[Span, ...] = ()  # related places, e.g. the failing call when the root is in __init__

    @property
    def url(self) -> str:
        return DOCS_URL.format(code=self.code)


@dataclass(frozen=True)
class ExceptionInfo:
    type: str
    message: str  # the first line of the message


@dataclass
class Failure:
    phase: Phase
    exception: ExceptionInfo
    findings: list[Finding] = field(default_factory=list)
    target: str = ""  # what was being called: `Net.construct`, `train_step`
    diagnosis_error: str | None = None  # set when msdiag itself failed
    time: float = field(default_factory=time.time)  # when it failed: orders the ranks of a distributed run


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
