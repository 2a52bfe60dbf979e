"""docs/report.schema.json describes exactly what `msdiag run --json` writes."""
from __future__ import annotations

import copy
from pathlib import Path

import pytest

pytest.importorskip("jsonschema")

from harness import ROOT, run_msdiag  # noqa: E402
from schema_check import assert_valid_report  # noqa: E402

from msdiag.report.records import Edit, ExceptionInfo, Failure, Finding, Fix, Related, Report, Span  # noqa: E402
from msdiag.report.json import report_to_dict  # noqa: E402

REPRODUCTIONS = ["MSD101-duplicate-argument", "MSD301-branch-return-mismatch", "MSD404-reshape-non-integer-size"]


@pytest.mark.parametrize("name", REPRODUCTIONS)
def test_real_reports_match_the_schema(name: str, tmp_path: Path) -> None:
    run = run_msdiag(ROOT / "reproductions" / name / "bad.py", tmp_path)
    assert run.report is not None, run.stderr[-2000:]
    assert run.report["failures"], run.stderr[-2000:]
    assert_valid_report(run.report)


def test_clean_run_matches_the_schema(tmp_path: Path) -> None:
    run = run_msdiag(ROOT / "reproductions" / "MSD101-duplicate-argument" / "good.py", tmp_path)
    assert run.report is not None and run.report["failures"] == []
    assert_valid_report(run.report)


def _synthetic() -> dict:
    span = Span("model.py", 3, 4, 8, 20)
    fix = Fix("rename it", "safe", (Edit("model.py", 3, 8, 3, 12, "x"),))
    error = Finding("MSD101", "duplicate-argument", "error", span, "`q` twice", "why", fix, ("seen",),
                    (Related(Span("model.py", 9, 9, 4, 10), "fails here"),), "made here")
    warning = Finding("MSD701", "frozen-random", "warning", Span("model.py", 9), "frozen", "why")
    failures = [
        Failure("compile", ExceptionInfo("TypeError", "Multiply values"), [error], "Net.construct"),
        Failure("run", ExceptionInfo("RuntimeError", ""), [], "step", diagnosis_error="msdiag: diagnosis failed (X)"),
    ]
    return report_to_dict(Report(["msdiag", "run", "model.py"], None, failures, [warning]))


def test_every_field_json_py_can_emit_matches() -> None:
    assert_valid_report(_synthetic())


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        (lambda r: r.pop("exit_code"), "'exit_code' is a required property"),
        (lambda r: r["failures"][0].update(phase="link"), "'link' is not one of"),
        (lambda r: r["failures"][0].update(findings=[7]), "index 7 is not a finding"),
        (lambda r: r["findings"][0].update(code="E101"), "does not match"),
        (lambda r: r["findings"][0]["fix"].update(applicability="maybe"), "'maybe' is not one of"),
        (lambda r: r["findings"][0].update(surprise=1), "Additional properties are not allowed"),
        (lambda r: r["findings"][0].update(end_line=1), "is before line"),
    ],
)
def test_the_schema_rejects_drift(change, complaint: str) -> None:
    report = copy.deepcopy(_synthetic())
    change(report)
    with pytest.raises(AssertionError, match=complaint):
        assert_valid_report(report)
