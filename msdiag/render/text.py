"""Terminal text: the note attached to the user's exception, and the full report."""
from __future__ import annotations

import os

from .. import source
from ..i18n import tr
from ..model import Failure, Finding, Report, Span

_MARK = "msdiag:"


def display_path(filename: str) -> str:
    try:
        relative = os.path.relpath(filename)
    except ValueError:
        return filename
    return filename if relative.startswith("..") else relative


def source_excerpt(span: Span, indent: str = "  ") -> list[str]:
    """The first line of a span with a caret line under its columns."""
    text = source.line_text(span.file, span.line)
    if not text:
        return []
    gutter = str(span.line)
    lines = [f"{indent}{gutter} | {text}"]
    start = span.column
    end = span.end_column if span.end_column is not None and span.last_line == span.line else len(text)
    end = max(end, start + 1)
    if text.strip():
        lead = len(text) - len(text.lstrip())
        start = max(start, lead) if span.column == 0 else start
        lines.append(f"{indent}{' ' * len(gutter)} | {' ' * start}{'^' * max(1, min(end, len(text)) - start)}")
    return lines


def render_finding(finding: Finding, indent: str = "  ") -> list[str]:
    span = finding.span
    lines = [f"{finding.severity}[{finding.code}] {finding.name}: {finding.message}"]
    lines.append(f"{indent}--> {display_path(span.file)}:{span.line}:{span.column + 1}")
    lines.extend(source_excerpt(span, indent))
    for related in finding.context:
        lines.append(f"{indent}= {tr('render.failing_call')}: {display_path(related.file)}:{related.line}")
        lines.extend(source_excerpt(related, indent + "  "))
    if finding.fix is not None:
        lines.append(f"{indent}= {tr('render.help')} ({finding.fix.applicability}): {finding.fix.title}")
    for item in finding.evidence:
        lines.append(f"{indent}= {tr('render.seen')}: {item}")
    lines.append(f"{indent}= {tr('render.docs')}: {finding.url}")
    return lines


def render_note(failure: Failure) -> str:
    """The PEP 678 note added to the user's exception."""
    phase = tr(f"phase.{failure.phase}")
    if not failure.findings:
        return f"{_MARK} {tr('render.none', phase=phase, target=failure.target)}"
    lines = [f"{_MARK} {tr('render.header', phase=phase, target=failure.target)}"]
    first, *rest = failure.findings
    lines.extend(render_finding(first))
    for other in rest[:3]:
        lines.append(f"  {tr('render.also')}: {other.code} {display_path(other.span.file)}:{other.span.line}: {other.message}")
    if failure.diagnosis_error:
        lines.append(f"  {tr('render.note')}: {failure.diagnosis_error}")
    lines.append(f"  {tr('render.footer')}")
    return "\n".join(lines)


def render_report(report: Report) -> str:
    lines: list[str] = []
    for failure in report.failures:
        lines.append(f"{failure.phase} failure of `{failure.target}`: {failure.exception.type}: {failure.exception.message}")
        for finding in failure.findings:
            lines.extend(render_finding(finding))
        lines.append("")
    for finding in report.warnings:
        lines.extend(render_finding(finding))
        lines.append("")
    return "\n".join(lines).rstrip() + ("\n" if lines else "")
