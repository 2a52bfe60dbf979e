"""The JSON form of a report (schema `msdiag.report/1`), and back: `msdiag summarize` reads it."""
from __future__ import annotations

import functools
import os
import platform
import sys
from typing import Any, Mapping, Sequence

from .._version import __version__
from .records import CheckResult, Edit, Finding, Fix, Related, Report, Span
from .text import char_column, file_lines

SCHEMA = "msdiag.report/1"


@functools.lru_cache(maxsize=1)
def mindspore_version() -> str | None:
    loaded = sys.modules.get("mindspore")
    if loaded is not None and getattr(loaded, "__version__", None):
        return str(loaded.__version__)
    try:
        from importlib.metadata import version

        return version("mindspore")  # slow (about 0.5 s): only when MindSpore is not imported
    except Exception:  # noqa: BLE001
        return None


def _characters(file: str, line: int, byte_column: int) -> int:
    lines = file_lines(file)
    return char_column(lines[line - 1], byte_column) if 0 < line <= len(lines) else byte_column


def span_to_dict(span: Span) -> dict[str, Any]:
    """File, 1-based lines and 0-based character columns (end exclusive)."""
    column = _characters(span.file, span.line, span.column)
    end = span.end_column if span.end_column is not None else span.column
    return {
        "file": os.path.abspath(span.file) if not span.file.startswith("<") else span.file,
        "line": span.line,
        "end_line": span.last_line,
        "column": column,
        "end_column": max(column, _characters(span.file, span.last_line, end)),
    }


def fix_to_dict(fix: Fix | None) -> dict[str, Any] | None:
    if fix is None:
        return None
    return {
        "title": fix.title,
        "applicability": fix.applicability,
        "edits": [
            {"file": os.path.abspath(edit.file), "line": edit.line, "column": edit.column,
             "end_line": edit.end_line, "end_column": edit.end_column, "text": edit.text}
            for edit in fix.edits
        ],
    }


def finding_to_dict(finding: Finding) -> dict[str, Any]:
    return {
        "code": finding.code,
        "name": finding.name,
        "severity": finding.severity,
        **span_to_dict(finding.span),
        "message": finding.message,
        "label": finding.label,
        "related": [{**span_to_dict(r.span), "message": r.message} for r in finding.related],
        "explanation": finding.explanation,
        "fix": fix_to_dict(finding.fix),
        "evidence": list(finding.evidence),
        "url": finding.url,
    }


def _span_from_dict(data: Mapping[str, Any]) -> Span:
    """A span read back from JSON: its columns are characters now, which the text writer, reading
    them as byte offsets, shows correctly for ASCII lines and near enough for others."""
    return Span(str(data.get("file") or "?"), int(data.get("line") or 1), data.get("end_line"),
                int(data.get("column") or 0), data.get("end_column"))


def finding_from_dict(data: Mapping[str, Any]) -> Finding:
    """A finding from a JSON report, for rendering it as text again (`msdiag summarize`)."""
    fix_data = data.get("fix")
    fix = None
    if isinstance(fix_data, Mapping):
        edits = tuple(Edit(e["file"], e["line"], e["column"], e["end_line"], e["end_column"], e["text"])
                      for e in fix_data.get("edits") or [] if isinstance(e, Mapping))
        fix = Fix(str(fix_data.get("title") or ""), fix_data.get("applicability") or "display-only", edits)
    return Finding(
        code=str(data.get("code") or "MSD000"),
        name=str(data.get("name") or ""),
        severity="warning" if data.get("severity") == "warning" else "error",
        span=_span_from_dict(data),
        message=str(data.get("message") or ""),
        explanation=str(data.get("explanation") or ""),
        fix=fix,
        evidence=tuple(str(e) for e in data.get("evidence") or ()),
        related=tuple(Related(_span_from_dict(r), str(r.get("message") or ""))
                      for r in data.get("related") or () if isinstance(r, Mapping)),
        label=str(data.get("label") or ""),
    )


def report_to_dict(report: Report) -> dict[str, Any]:
    findings = report.all_findings()
    index = {id(f): i for i, f in enumerate(findings)}
    keyed = {(f.code, f.span.file, f.span.line): i for i, f in enumerate(findings)}

    def position(finding: Finding) -> int:
        return index.get(id(finding), keyed[(finding.code, finding.span.file, finding.span.line)])

    return {
        "schema": SCHEMA,
        "msdiag": __version__,
        "mindspore": mindspore_version(),
        "python": platform.python_version(),
        "command": list(report.command),
        "exit_code": report.exit_code,
        "failures": [
            {
                "phase": failure.phase,
                "exception": {"type": failure.exception.type, "message": failure.exception.message},
                "findings": [position(f) for f in failure.findings],
                "time": round(failure.time, 3),
                **({"diagnosis_error": failure.diagnosis_error} if failure.diagnosis_error else {}),
                **({"eager_output": failure.eager_output} if failure.eager_output else {}),
                **({"side_effects": list(failure.side_effects)} if failure.side_effects else {}),
            }
            for failure in report.failures
        ],
        "findings": [finding_to_dict(f) for f in findings],
    }


def check_to_dict(result: CheckResult, command: Sequence[str], exit_code: int) -> dict[str, Any]:
    """`msdiag check --format json`: a report with no failure, listing each finding once."""
    report = report_to_dict(Report(command=list(command), exit_code=exit_code))
    # Report.all_findings merges findings per line; a static check lists each one.
    report["findings"] = [finding_to_dict(f) for f in result.findings]
    report["unreadable"] = [{"file": os.path.abspath(file), "message": message} for file, message in result.errors]
    return report
