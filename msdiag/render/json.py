"""The JSON form of a report (schema `msdiag.report/1`)."""
from __future__ import annotations

import functools
import os
import platform
import sys
from typing import Any

from .._version import __version__
from ..model import Finding, Fix, Report

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


def fix_to_dict(fix: Fix | None) -> dict[str, Any] | None:
    if fix is None:
        return None
    return {
        "title": fix.title,
        "applicability": fix.applicability,
        "edits": [
            {
                "file": os.path.abspath(edit.file),
                "line": edit.line,
                "column": edit.column,
                "end_line": edit.end_line,
                "end_column": edit.end_column,
                "text": edit.text,
            }
            for edit in fix.edits
        ],
    }


def finding_to_dict(finding: Finding) -> dict[str, Any]:
    span = finding.span
    return {
        "code": finding.code,
        "name": finding.name,
        "severity": finding.severity,
        "file": os.path.abspath(span.file),
        "line": span.line,
        "end_line": span.last_line,
        "column": span.column,
        "end_column": span.end_column if span.end_column is not None else span.column,
        "message": finding.message,
        "explanation": finding.explanation,
        "fix": fix_to_dict(finding.fix),
        "evidence": list(finding.evidence),
        "url": finding.url,
    }


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
            }
            for failure in report.failures
        ],
        "findings": [finding_to_dict(f) for f in findings],
    }
