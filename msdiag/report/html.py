"""Notebook HTML: each failure as what / where / why / fix, with the culprit line highlighted in its source."""
from __future__ import annotations

import html
import re

from .records import Failure, Finding, Report, Span
from .text import Locate, Place, char_column, locate_in_file

# Cells are short, so a cell is shown whole up to this many lines; files show a window.
_WHOLE_UP_TO = 30
_WINDOW = 4

_BOX = (
    "border-left:4px solid #d9534f;padding:4px 10px;margin:6px 0;"
    "font-family:var(--jp-content-font-family,sans-serif);font-size:13px;line-height:1.45"
)
_PRE = (
    "margin:4px 0;padding:4px 0;background:rgba(127,127,127,0.08);"
    "font-family:var(--jp-code-font-family,monospace);font-size:12px;line-height:1.4;overflow-x:auto"
)
_HIT = "background:rgba(217,83,79,0.18);display:inline-block;min-width:100%"
_HIGHLIGHT = "background:rgba(217,83,79,0.35);text-decoration:underline wavy #d9534f;color:inherit"
_GUTTER = "display:inline-block;min-width:3.5em;padding-right:1em;text-align:right;opacity:0.6;user-select:none"
_HEADING = "font-weight:bold;margin-top:6px"


def inline(text: str) -> str:
    """Escape `text` and show `code spans` as <code>."""
    parts = re.split(r"(`[^`]+`)", text)
    return "".join(
        f"<code>{html.escape(p[1:-1])}</code>" if len(p) > 1 and p.startswith("`") and p.endswith("`") else html.escape(p)
        for p in parts
    )


def paragraphs(text: str) -> str:
    """Hard-wrapped explanation text as paragraphs: blank lines separate them."""
    blocks = [" ".join(line.strip() for line in block.splitlines()) for block in re.split(r"\n\s*\n", text.strip())]
    return "".join(f"<p style='margin:2px 0 6px 0'>{inline(b)}</p>" for b in blocks if b)


def source_listing(span: Span, place: Place) -> str:
    """The cell (or a window of the file) with the span's lines highlighted and its columns marked."""
    lines = place.lines
    if not lines:
        return ""
    first, last = place.line, place.line + (span.last_line - span.line)
    if len(lines) <= _WHOLE_UP_TO:
        start, stop = 1, len(lines)
    else:
        start, stop = max(1, first - _WINDOW), min(len(lines), last + _WINDOW)
    rows: list[str] = []
    for number in range(start, stop + 1):
        text = lines[number - 1] if number - 1 < len(lines) else ""
        gutter = f"<span style='{_GUTTER}'>{number}</span>"
        if first <= number <= last:
            rows.append(f"<span style='{_HIT}' data-msdiag-line='{number}'>{gutter}{_marked(text, span, number, first, last)}</span>")
        else:
            rows.append(f"{gutter}{html.escape(text)}")
    return f"<pre style='{_PRE}'>{chr(10).join(rows)}</pre>"


def _marked(text: str, span: Span, number: int, first: int, last: int) -> str:
    lead = len(text) - len(text.lstrip())
    begin = char_column(text, span.column) if number == first else lead
    end = char_column(text, span.end_column) if number == last and span.end_column is not None else len(text)
    if number == first and span.column == 0:
        begin = max(begin, lead)
    begin, end = max(0, min(begin, len(text))), max(0, min(end, len(text)))
    if end <= begin:
        return html.escape(text)
    return f"{html.escape(text[:begin])}<mark style='{_HIGHLIGHT}'>{html.escape(text[begin:end])}</mark>{html.escape(text[end:])}"


def finding_body(finding: Finding, locate: Locate) -> str:
    """What / where / why / fix for one finding."""
    span = finding.span
    place = locate(span.file, span.line)
    parts = [
        f"<div style='{_HEADING}'>What</div>",
        f"<div>{inline(finding.message)}</div>",
        f"<div style='{_HEADING}'>Where: {html.escape(place.label)}</div>",
        source_listing(span, place),
    ]
    if finding.label:
        parts.append(f"<div>{inline(finding.label)}</div>")
    for related in finding.related:
        other = locate(related.span.file, related.span.line)
        parts.append(f"<div>{inline(related.message)}: {html.escape(other.label)}</div>")
        parts.append(source_listing(related.span, other))
    why = paragraphs(finding.explanation)
    if finding.evidence:
        why += "<div>Seen:</div><ul style='margin:2px 0'>" + "".join(f"<li>{inline(e)}</li>" for e in finding.evidence) + "</ul>"
    if why:
        parts.append(f"<details><summary style='{_HEADING};cursor:pointer'>Why</summary>{why}</details>")
    if finding.fix is not None:
        parts.append(f"<div style='{_HEADING}'>Fix <span style='font-weight:normal;opacity:0.7'>"
                     f"({html.escape(finding.fix.applicability)})</span></div>")
        parts.append(f"<div>{inline(finding.fix.title)}</div>")
    parts.append(f"<div style='margin-top:6px;opacity:0.7'>docs: <code>{html.escape(finding.url)}</code></div>")
    return "".join(parts)


def finding_title(finding: Finding) -> str:
    return f"{html.escape(finding.severity)}[{html.escape(finding.code)}] {html.escape(finding.name)}"


def failure_to_html(failure: Failure, locate: Locate = locate_in_file) -> str:
    """One failure: the root-cause finding open, the others collapsed below it."""
    head = (
        f"<b>msdiag</b>: {html.escape(failure.phase)} failure of <code>{html.escape(failure.target)}</code>"
        f" &mdash; {html.escape(failure.exception.type)}"
    )
    parts: list[str] = []
    if failure.findings:
        first, *rest = failure.findings
        head += f" &mdash; <b>{finding_title(first)}</b>"
        parts.append(finding_body(first, locate))
        for other in rest:
            place = locate(other.span.file, other.span.line)
            parts.append(
                f"<details style='margin-top:6px'><summary style='cursor:pointer'>also: {finding_title(other)}"
                f" at {html.escape(place.label)}: {inline(other.message)}</summary>{finding_body(other, locate)}</details>"
            )
    else:
        parts.append("<div>no diagnosis for this failure; the error above is MindSpore's own</div>")
    if failure.diagnosis_error:
        parts.append(f"<div style='margin-top:6px'>note: {inline(failure.diagnosis_error)}</div>")
    parts.append("<div style='margin-top:6px;opacity:0.6;font-size:11px'>msdiag adds this; the error above is "
                 "MindSpore's own. MSDIAG=0 turns msdiag off.</div>")
    return (f"<div class='msdiag' style='{_BOX}'><details open><summary style='cursor:pointer'>{head}</summary>"
            f"{''.join(parts)}</details></div>")


def report_to_html(report: Report, locate: Locate = locate_in_file) -> str:
    """Every failure of a report, then its free-standing warnings."""
    parts = [failure_to_html(failure, locate) for failure in report.failures]
    for warning in report.warnings:
        parts.append(f"<div class='msdiag' style='{_BOX.replace('#d9534f', '#f0ad4e')}'><details open>"
                     f"<summary style='cursor:pointer'><b>msdiag</b>: {finding_title(warning)}</summary>"
                     f"{finding_body(warning, locate)}</details></div>")
    return "".join(parts)


__all__ = ["failure_to_html", "report_to_html", "finding_body", "inline"]
