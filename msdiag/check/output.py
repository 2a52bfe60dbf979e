"""The three forms of a `msdiag check` result: terminal text, msdiag JSON, and SARIF 2.1.0."""
from __future__ import annotations

import os
import pathlib
from typing import Any, Sequence

from .._version import __version__
from ..model import Finding, Report
from ..render.json import finding_to_dict, report_to_dict
from ..render.text import display_path
from .runner import CheckResult

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"error": "error", "warning": "warning"}


def _line(text: str, line: int) -> str:
    lines = text.splitlines()
    return lines[line - 1] if 0 < line <= len(lines) else ""


def _char_column(line_text: str, byte_column: int) -> int:
    """AST columns count UTF-8 bytes; people and SARIF count characters."""
    return len(line_text.encode("utf-8")[:byte_column].decode("utf-8", errors="ignore"))


def _read(file: str, cache: dict[str, str]) -> str:
    if file not in cache:
        try:
            with open(file, encoding="utf-8") as handle:
                cache[file] = handle.read()
        except OSError:
            cache[file] = ""
    return cache[file]


def render_text(result: CheckResult, fixed: int = 0) -> str:
    out: list[str] = []
    texts: dict[str, str] = {}
    for finding in result.findings:
        span = finding.span
        source = _line(_read(span.file, texts), span.line)
        column = _char_column(source, span.column)
        out.append(f"{display_path(span.file)}:{span.line}:{column + 1}: {finding.code} [{finding.severity}] {finding.message}")
        if source.strip():
            end = span.end_column if span.end_line in (None, span.line) and span.end_column is not None else len(source.encode())
            end_char = max(_char_column(source, end), column + 1)
            gutter = str(span.line)
            out.append(f"  {gutter} | {source}")
            out.append(f"  {' ' * len(gutter)} | {' ' * column}{'^' * (end_char - column)}")
        for related in finding.context:
            out.append(f"  = reached from {display_path(related.file)}:{related.line}")
        if finding.fix is not None:
            out.append(f"  = help ({finding.fix.applicability}): {finding.fix.title}")
        out.append("")
    errors = sum(1 for f in result.findings if f.severity == "error")
    warnings = len(result.findings) - errors
    safe = sum(1 for f in result.findings if f.fix is not None and f.fix.applicability == "safe" and f.fix.edits)
    summary = (
        f"{len(result.findings)} finding{'s' if len(result.findings) != 1 else ''} "
        f"({errors} error{'s' if errors != 1 else ''}, {warnings} warning{'s' if warnings != 1 else ''}) "
        f"in {result.files} file{'s' if result.files != 1 else ''}, "
        f"{result.graph_functions} graph function{'s' if result.graph_functions != 1 else ''} checked "
        f"in {result.seconds:.2f} s"
    )
    out.append(summary)
    if fixed:
        out.append(f"applied {fixed} fix{'es' if fixed != 1 else ''}")
    elif safe:
        out.append(f"{safe} fixable with `msdiag check --fix`")
    for file, message in result.errors:
        out.append(f"msdiag: could not read {display_path(file)}: {message}")
    for message in result.rule_errors:
        out.append(f"msdiag: internal error: {message}")
    return "\n".join(out) + "\n"


def render_json(result: CheckResult, command: Sequence[str], exit_code: int) -> dict[str, Any]:
    report = report_to_dict(Report(command=list(command), exit_code=exit_code))
    # Report.all_findings merges findings per line; a static check lists each one.
    report["findings"] = [finding_to_dict(f) for f in result.findings]
    return report


def render_sarif(result: CheckResult, rules: Sequence[type]) -> dict[str, Any]:
    texts: dict[str, str] = {}
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
            "defaultConfiguration": {"level": _LEVEL.get(r.severity, "warning")},
        }
        for r in catalogue
    ]
    results = []
    for finding in result.findings:
        results.append(_sarif_result(finding, index, texts))
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "msdiag",
                        "version": __version__,
                        "informationUri": "https://github.com/msdiag/msdiag",
                        "rules": driver_rules,
                    }
                },
                "columnKind": "unicodeCodePoints",
                "results": results,
            }
        ],
    }


def _sarif_result(finding: Finding, index: dict[str, int], texts: dict[str, str]) -> dict[str, Any]:
    span = finding.span
    text = _read(span.file, texts)
    end_line = span.last_line
    start_column = _char_column(_line(text, span.line), span.column) + 1
    end_byte = span.end_column if span.end_column is not None else span.column + 1
    end_column = _char_column(_line(text, end_line), end_byte) + 1
    region = {"startLine": span.line, "startColumn": start_column, "endLine": end_line, "endColumn": end_column}
    item: dict[str, Any] = {
        "ruleId": finding.code,
        "level": _LEVEL.get(finding.severity, "warning"),
        "message": {"text": finding.message},
        "locations": [
            {"physicalLocation": {"artifactLocation": {"uri": _uri(span.file)}, "region": region}}
        ],
    }
    if finding.code in index:
        item["ruleIndex"] = index[finding.code]
    if finding.fix is not None and finding.fix.edits:
        item["fixes"] = [
            {
                "description": {"text": f"{finding.fix.title} ({finding.fix.applicability})"},
                "artifactChanges": [
                    {
                        "artifactLocation": {"uri": _uri(edit.file)},
                        "replacements": [
                            {
                                "deletedRegion": {
                                    "startLine": edit.line,
                                    "startColumn": _char_column(_line(_read(edit.file, texts), edit.line), edit.column) + 1,
                                    "endLine": edit.end_line,
                                    "endColumn": _char_column(_line(_read(edit.file, texts), edit.end_line), edit.end_column) + 1,
                                },
                                "insertedContent": {"text": edit.text},
                            }
                        ],
                    }
                    for edit in finding.fix.edits
                ],
            }
        ]
    return item


def _uri(file: str) -> str:
    """A path relative to the working directory when the file is under it, else a file:// URI."""
    relative = os.path.relpath(file)
    if relative.startswith(".."):
        return pathlib.Path(os.path.abspath(file)).as_uri()
    return pathlib.PurePath(relative).as_posix()
