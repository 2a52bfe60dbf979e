"""Markdown for a bug report: each failure with its findings and source, then the environment it happened in."""
from __future__ import annotations

import platform
import re
import sys
from dataclasses import dataclass, fields

from .._version import __version__
from .json import mindspore_version
from .records import Failure, Finding, Report, Span
from .text import char_column, display_path, file_lines

_CONTEXT_LINES = 2
_LABELS = {"msdiag": "msdiag", "mindspore": "MindSpore", "python": "Python", "numpy": "numpy",
           "platform": "platform", "device_target": "device target", "execution_mode": "execution mode"}


@dataclass(frozen=True)
class Environment:
    """What a maintainer asks first. Fields are None when unknown."""

    msdiag: str
    mindspore: str | None
    python: str
    numpy: str | None
    platform: str
    device_target: str | None
    execution_mode: str | None



def current_environment() -> Environment:
    """This process's versions, and MindSpore's device target and execution mode right now."""
    numpy_version = getattr(sys.modules.get("numpy"), "__version__", None)
    if numpy_version is None:
        try:
            from importlib.metadata import version

            numpy_version = version("numpy")
        except Exception:  # noqa: BLE001
            numpy_version = None
    device, mode = None, None
    try:
        import mindspore as ms

        device = str(ms.get_context("device_target"))
        mode = {ms.GRAPH_MODE: "GRAPH_MODE", ms.PYNATIVE_MODE: "PYNATIVE_MODE"}.get(ms.get_context("mode"))
    except Exception:  # noqa: BLE001 - a report without MindSpore still renders
        pass
    return Environment(
        msdiag=__version__,
        mindspore=mindspore_version(),
        python=f"{platform.python_version()} ({platform.python_implementation()})",
        numpy=numpy_version,
        platform=f"{platform.system()} {platform.machine()}",
        device_target=device,
        execution_mode=mode,
    )


def _fence(text: str, info: str = "") -> str:
    """A fenced block that its own content cannot close."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * max(3, longest + 1)
    return f"{ticks}{info}\n{text}\n{ticks}"


def _excerpt(span: Span) -> str:
    """A few lines around the span, the span's lines marked with `>` and its columns underlined."""
    source = file_lines(span.file)
    start = max(1, span.line - _CONTEXT_LINES)
    stop = min(len(source), span.last_line + _CONTEXT_LINES)
    rows = [(number, source[number - 1]) for number in range(start, stop + 1)]
    if not any(text for _, text in rows):
        return ""
    width = len(str(rows[-1][0]))
    lines: list[str] = []
    for number, text in rows:
        hit = span.line <= number <= span.last_line
        lines.append(f"{'>' if hit else ' '} {number:>{width}} | {text}".rstrip())
        if number == span.line and span.last_line == span.line and text.strip():
            begin = char_column(text, span.column)
            if span.column == 0:
                begin = len(text) - len(text.lstrip())
            end = char_column(text, span.end_column) if span.end_column is not None else len(text)
            end = max(begin + 1, min(end, len(text)))
            lines.append(f"  {' ' * width} | {' ' * begin}{'^' * (end - begin)}")
    return _fence("\n".join(lines))


def _column(span: Span) -> int:
    source = file_lines(span.file)
    return char_column(source[span.line - 1], span.column) if 0 < span.line <= len(source) else span.column


def _text(text: str) -> str:
    """Markdown renders `<locals>` as an HTML tag and drops it: escape angle brackets outside code spans."""
    parts = re.split(r"(`[^`]+`)", text)
    return "".join(p if p.startswith("`") and p.endswith("`") and len(p) > 1 else p.replace("<", "&lt;").replace(">", "&gt;")
                   for p in parts)


def _paragraphs(text: str) -> str:
    blocks = [" ".join(line.strip() for line in block.splitlines()) for block in re.split(r"\n\s*\n", text.strip())]
    return "\n\n".join(_text(b) for b in blocks if b)


def finding_to_markdown(finding: Finding) -> str:
    span = finding.span
    parts = [
        f"**{finding.severity}[{finding.code}] {finding.name}**: {_text(finding.message)}",
        f"`{display_path(span.file)}:{span.line}:{_column(span) + 1}`",
    ]
    excerpt = _excerpt(span)
    if excerpt:
        parts.append(excerpt)
    if finding.label:
        parts.append(_text(finding.label))
    for related in finding.related:
        parts.append(f"{_text(related.message)}: `{display_path(related.span.file)}:{related.span.line}`")
        related_excerpt = _excerpt(related.span)
        if related_excerpt:
            parts.append(related_excerpt)
    if finding.explanation.strip():
        parts.append(f"**Why.** {_paragraphs(finding.explanation)}")
    if finding.fix is not None:
        parts.append(f"**Fix ({finding.fix.applicability}).** {_text(finding.fix.title)}")
    if finding.evidence:
        items = "\n".join(f"- {_text(item)}" for item in finding.evidence)
        parts.append(f"<details><summary>Evidence</summary>\n\n{items}\n\n</details>")
    parts.append(f"Docs: `{finding.url}`")
    return "\n\n".join(parts)


def failure_to_markdown(failure: Failure, number: int) -> str:
    parts = [f"### {number}. {failure.phase} failure of `{failure.target or '?'}`",
             _fence(f"{failure.exception.type}: {failure.exception.message}")]
    if not failure.findings:
        parts.append("msdiag found no cause for this failure.")
    for index, finding in enumerate(failure.findings):
        if index == 1:
            parts.append("#### Also considered")
        parts.append(finding_to_markdown(finding))
    if failure.diagnosis_error:
        parts.append(f"> note: {_text(failure.diagnosis_error)}")
    return "\n\n".join(parts)


def environment_to_markdown(environment: Environment) -> str:
    rows = ["| | |", "|---|---|"]
    for field in fields(environment):
        value = getattr(environment, field.name)
        rows.append(f"| {_LABELS[field.name]} | {value if value is not None else 'unknown'} |")
    return "### Environment\n\n" + "\n".join(rows)


def report_to_markdown(report: Report, environment: Environment | None = None) -> str:
    """The whole report, ready to paste into an issue. `environment` defaults to this process's."""
    env = environment if environment is not None else current_environment()
    command = " ".join(report.command) if report.command else "?"
    exit_text = "still running" if report.exit_code is None else f"exit code {report.exit_code}"
    parts = ["## msdiag report", f"Command: `{command}` ({exit_text})"]
    if not report.failures and not report.warnings:
        parts.append("No failure and no warning.")
    for number, failure in enumerate(report.failures, 1):
        parts.append(failure_to_markdown(failure, number))
    if report.warnings:
        parts.append("### Warnings")
        parts.extend(finding_to_markdown(w) for w in report.warnings)
    parts.append(environment_to_markdown(env))
    return "\n\n".join(parts) + "\n"
