"""`assert_valid_report(report)`: a report dict matches docs/report.schema.json, plus what a schema cannot say."""
from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

SCHEMA_PATH = Path(__file__).resolve().parent.parent / "docs" / "report.schema.json"


@functools.lru_cache(maxsize=1)
def _validator() -> Any:
    import jsonschema

    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())


def assert_valid_report(report: dict[str, Any]) -> None:
    """Fail with every schema error at once, each with its JSON path."""
    from jsonschema.exceptions import best_match

    problems = []
    for error in sorted(_validator().iter_errors(report), key=lambda e: list(e.absolute_path)):
        error = best_match(error.context) if error.context else error  # the branch that nearly matched
        problems.append(f"{'/'.join(str(p) for p in error.absolute_path) or '<root>'}: {error.message}")
    findings = report.get("findings") if isinstance(report.get("findings"), list) else []
    for number, failure in enumerate(report.get("failures") or []):
        for index in failure.get("findings") or []:
            if isinstance(index, int) and not 0 <= index < len(findings):
                problems.append(f"failures/{number}/findings: index {index} is not a finding (there are {len(findings)})")
    for number, finding in enumerate(findings):
        if isinstance(finding, dict) and isinstance(finding.get("line"), int) and isinstance(finding.get("end_line"), int):
            if finding["end_line"] < finding["line"]:
                problems.append(f"findings/{number}: end_line {finding['end_line']} is before line {finding['line']}")
    keys = [(f.get("code"), f.get("file"), f.get("line")) for f in findings if isinstance(f, dict)]
    if len(keys) != len(set(keys)):
        problems.append("findings: the same code, file and line appear twice")
    assert not problems, "report does not match docs/report.schema.json:\n  " + "\n  ".join(problems)
