"""`msdiag check --format sarif` validates against the bundled SARIF 2.1.0 schema (OASIS)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from harness import ROOT

SCHEMA = ROOT / "tests" / "data" / "schemas" / "sarif-schema-2.1.0.json"


def _validator():
    import jsonschema

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    return jsonschema.Draft7Validator(schema)


@pytest.mark.parametrize("target", ["tests/check_fixtures", "reproductions", "tests/cases"])
def test_sarif_output_is_valid(target: str, tmp_path: Path) -> None:
    out = tmp_path / "out.sarif"
    completed = subprocess.run(
        [sys.executable, "-m", "msdiag", "check", "--format", "sarif", "--output", str(out), "--fail-on", "never", target],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert completed.returncode == 0, completed.stderr
    document = json.loads(out.read_text())
    errors = sorted(_validator().iter_errors(document), key=lambda e: list(e.absolute_path))
    assert not errors, [f"{list(e.absolute_path)}: {e.message}" for e in errors[:5]]
    results = document["runs"][0]["results"]
    assert results, "the targets contain graph-mode problems: an empty result list would prove nothing"
    rule_ids = {rule["id"] for rule in document["runs"][0]["tool"]["driver"]["rules"]}
    assert {result["ruleId"] for result in results} <= rule_ids
