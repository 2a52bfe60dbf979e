"""SARIF 2.1.0 for `msdiag check --format sarif`: findings as results, the chain as related locations."""
from __future__ import annotations

import os
import pathlib
from typing import Any, Protocol, Sequence

from .._version import __version__
from .records import CheckResult, Edit, Finding, Span
from .text import char_column, file_lines

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


class RuleInfo(Protocol):
    """What SARIF says of a rule (the rule classes have it; this layer does not import them)."""

    code: str
    name: str
    severity: str

    @classmethod
    def summary(cls) -> str: ...

    @classmethod
    def explanation(cls) -> str: ...


def _column(file: str, line: int, byte_column: int) -> int:
    lines = file_lines(file)
    return char_column(lines[line - 1], byte_column) + 1 if 0 < line <= len(lines) else byte_column + 1


def _uri(file: str) -> str:
    """A path relative to the working directory when the file is under it, else a file:// URI."""
    relative = os.path.relpath(file)
    if relative.startswith(".."):
        return pathlib.Path(os.path.abspath(file)).as_uri()
    return pathlib.PurePath(relative).as_posix()


def _region(span: Span) -> dict[str, int]:
    end_byte = span.end_column if span.end_column is not None else span.column + 1
    return {"startLine": span.line, "startColumn": _column(span.file, span.line, span.column),
            "endLine": span.last_line, "endColumn": _column(span.file, span.last_line, end_byte)}


def _location(span: Span) -> dict[str, Any]:
    return {"physicalLocation": {"artifactLocation": {"uri": _uri(span.file)}, "region": _region(span)}}


def _replacement(edit: Edit) -> dict[str, Any]:
    deleted = {"startLine": edit.line, "startColumn": _column(edit.file, edit.line, edit.column),
               "endLine": edit.end_line, "endColumn": _column(edit.file, edit.end_line, edit.end_column)}
    return {"deletedRegion": deleted, "insertedContent": {"text": edit.text}}


def _result(finding: Finding, index: dict[str, int]) -> dict[str, Any]:
    item: dict[str, Any] = {
        "ruleId": finding.code,
        "level": finding.severity,
        "message": {"text": finding.message},
        "locations": [_location(finding.span)],
    }
    if finding.related:
        item["relatedLocations"] = [{"id": number, **_location(r.span), "message": {"text": r.message}}
                                    for number, r in enumerate(finding.related, 1)]
    if finding.code in index:
        item["ruleIndex"] = index[finding.code]
    if finding.fix is not None and finding.fix.edits:
        item["fixes"] = [{
            "description": {"text": f"{finding.fix.title} ({finding.fix.applicability})"},
            "artifactChanges": [{"artifactLocation": {"uri": _uri(edit.file)}, "replacements": [_replacement(edit)]}
                                for edit in finding.fix.edits],
        }]
    return item


def check_to_sarif(result: CheckResult, rules: Sequence[type[RuleInfo]]) -> dict[str, Any]:
    used = {f.code for f in result.findings}
    catalogue = [r for r in rules if r.code in used] or list(rules)
    index = {r.code: i for i, r in enumerate(catalogue)}
    driver_rules = [
        {
            "id": r.code,
            "name": r.name,
            "shortDescription": {"text": r.summary()},
            "fullDescription": {"text": r.explanation() or r.summary()},
            "helpUri": f"docs/rules/{r.code}.md",
            "defaultConfiguration": {"level": r.severity},
        }
        for r in catalogue
    ]
    notifications = [{"level": "error", "message": {"text": f"could not read {file}: {message}"},
                      "locations": [{"physicalLocation": {"artifactLocation": {"uri": _uri(file)}}}]}
                     for file, message in result.errors]
    run: dict[str, Any] = {
        "tool": {"driver": {"name": "msdiag", "version": __version__,
                            "informationUri": "https://github.com/msdiag/msdiag", "rules": driver_rules}},
        "columnKind": "unicodeCodePoints",
        "results": [_result(finding, index) for finding in result.findings],
    }
    if notifications:
        run["invocations"] = [{"executionSuccessful": False, "toolExecutionNotifications": notifications}]
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}
