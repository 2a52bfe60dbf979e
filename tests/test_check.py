"""`msdiag check`: each fixture's `# expect: CODE` lines fire, and nothing else does."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from msdiag.check.cli import main
from msdiag.check.fixes import apply_to_bytes
from msdiag.check.runner import check_paths, static_rules
from msdiag.model import Edit

FIXTURES = Path(__file__).parent / "check_fixtures"
_EXPECT = re.compile(r"#\s*expect:\s*(MSD\d{3}(?:\s*,\s*MSD\d{3})*)")


def expected(root: Path) -> set[tuple[str, int, str]]:
    found = set()
    for path in sorted(root.rglob("*.py")):
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            match = _EXPECT.search(line)
            if match:
                for code in match.group(1).split(","):
                    found.add((str(path.resolve()), number, code.strip()))
    return found


def actual(paths: list[Path]) -> set[tuple[str, int, str]]:
    result = check_paths([str(p) for p in paths])
    assert not result.rule_errors
    return {(f.span.file, f.span.line, f.code) for f in result.findings}


def test_fixtures_fire_exactly_where_expected() -> None:
    paths = [FIXTURES / "silent_fire.py", FIXTURES / "silent_quiet.py", FIXTURES / "pkg"]
    want = {e for e in expected(FIXTURES) if "fixable" not in e[0]}
    assert len(want) == 23
    assert actual(paths) == want


def test_near_misses_stay_silent() -> None:
    assert actual([FIXTURES / "silent_quiet.py"]) == set()


def test_rules_have_codes_names_and_documentation() -> None:
    codes = {rule.code for rule in static_rules()}
    assert {"MSD201", "MSD203", "MSD701", "MSD702", "MSD703", "MSD704", "MSD705", "MSD706", "MSD707"} <= codes
    for rule in static_rules():
        sections = rule.doc_sections()
        for heading in ("What it does", "Why is this bad?", "Example", "Use instead"):
            assert sections.get(heading), (rule.code, heading)
        assert re.fullmatch(r"[a-z]+(-[a-z]+)*", rule.name)


def test_span_is_the_smallest_offending_expression() -> None:
    result = check_paths([str(FIXTURES / "silent_fire.py")], select=["MSD705"])
    first = result.findings[0]
    line = (FIXTURES / "silent_fire.py").read_text().splitlines()[first.span.line - 1]
    assert line[first.span.column : first.span.end_column] == "np.ones(img_embeds.shape[:-1])"


def test_select_and_ignore() -> None:
    paths = [str(FIXTURES / "silent_fire.py")]
    assert {f.code for f in check_paths(paths, select=["MSD70"]).findings} <= {f"MSD70{i}" for i in range(10)}
    assert {f.code for f in check_paths(paths, select=["host-random-in-graph"]).findings} == {"MSD701"}
    assert "MSD701" not in {f.code for f in check_paths(paths, ignore=["MSD701"]).findings}


def test_json_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "report.json"
    status = main([str(FIXTURES / "pkg"), "--format", "json", "--output", str(out)])
    report = json.loads(out.read_text())
    assert status == 1  # errors, and the default --fail-on is error
    assert report["schema"] == "msdiag.report/1" and report["failures"] == []
    assert report["exit_code"] == 1
    finding = report["findings"][0]
    assert {"code", "name", "severity", "file", "line", "end_line", "column", "end_column", "message", "fix", "url"} <= set(finding)


def test_sarif_report(tmp_path: Path) -> None:
    out = tmp_path / "report.sarif"
    main([str(FIXTURES / "silent_fire.py"), "--format", "sarif", "--output", str(out), "--fail-on", "never"])
    sarif = json.loads(out.read_text())
    assert sarif["version"] == "2.1.0"
    run = sarif["runs"][0]
    rules = {r["id"]: r for r in run["tool"]["driver"]["rules"]}
    assert all({"id", "name", "shortDescription", "helpUri"} <= set(r) for r in rules.values())
    result = next(r for r in run["results"] if r["ruleId"] == "MSD705")
    region = result["locations"][0]["physicalLocation"]["region"]
    line = (FIXTURES / "silent_fire.py").read_text().splitlines()[region["startLine"] - 1]
    assert line[region["startColumn"] - 1 : region["endColumn"] - 1] == "np.ones(img_embeds.shape[:-1])"
    assert result["level"] == "warning" and result["ruleId"] in rules


def test_fail_on_levels() -> None:
    warnings_only = [str(FIXTURES / "silent_fire.py")]
    assert main([*warnings_only, "--fail-on", "error", "--output", os.devnull]) == 0
    assert main([*warnings_only, "--fail-on", "warning", "--output", os.devnull]) == 1
    assert main([str(FIXTURES / "pkg"), "--fail-on", "never", "--output", os.devnull]) == 0


def test_text_output_names_file_line_column(capsys: pytest.CaptureFixture[str]) -> None:
    main([str(FIXTURES / "pkg" / "helpers.py"), str(FIXTURES / "pkg")])
    text = capsys.readouterr().out
    assert re.search(r"helpers\.py:7:5: MSD201 \[error\] `try`", text)
    assert "= help" in text


def test_fix_edits_only_the_ranges_and_adds_the_import(tmp_path: Path) -> None:
    target = tmp_path / "attention.py"
    shutil.copy(FIXTURES / "fixable" / "attention.py", target)
    before = target.read_bytes()
    assert main([str(target), "--fix", "--output", os.devnull]) == 0
    after = target.read_bytes().decode()
    assert "from mindspore import ops\n" in after and after.count("from mindspore import ops") == 1
    assert "np.ones" not in after and "np.triu" not in after
    assert check_paths([str(target)], select=["MSD705"]).findings == []
    # every line not rewritten is byte-identical
    kept = [line for line in before.decode().splitlines() if "np." not in line]
    assert all(line in after.splitlines() for line in kept)


def test_fix_is_unsafe_without_a_tensor_dtype(tmp_path: Path) -> None:
    target = tmp_path / "m.py"
    target.write_text(
        "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops as O\n\n"
        "class M(nn.Cell):\n    def construct(self, x):\n"
        "        a = np.zeros(x.shape)\n"
        "        b = ms.Tensor(np.random.randn(*x.shape), ms.float32)\n"
        "        return a, b\n"
    )
    findings = check_paths([str(target)]).findings
    fixes = {f.code: f.fix for f in findings}
    assert fixes["MSD705"].applicability == "unsafe"
    assert fixes["MSD701"].applicability == "unsafe"
    assert fixes["MSD701"].edits[0].text == "O.standard_normal(x.shape)"  # the existing alias, no import edit
    assert len(fixes["MSD701"].edits) == 1
    original = target.read_bytes()
    main([str(target), "--fix", "--output", os.devnull])
    assert target.read_bytes() == original  # --fix applies safe fixes only


def test_apply_skips_overlapping_edits() -> None:
    data = b"abcdef\n"
    first = (Edit("f", 1, 0, 1, 3, "X"),)
    clash = (Edit("f", 1, 2, 1, 5, "Y"),)
    new, count = apply_to_bytes(data, [first, clash])
    assert (new, count) == (b"Xdef\n", 1)


def test_check_never_imports_mindspore_or_the_user_code(tmp_path: Path) -> None:
    script = (
        "import sys\nfrom msdiag.check.cli import main\n"
        f"main([{str(FIXTURES)!r}, '--output', {os.devnull!r}])\n"
        "assert 'mindspore' not in sys.modules, 'mindspore imported'\n"
        "assert not any(m.startswith(('pkg', 'silent_')) for m in sys.modules)\n"
    )
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)
