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

from msdiag.check import main
from msdiag.fixes import apply_to_bytes
from msdiag.engine.static import check_paths, static_rules
from msdiag.report.records import Edit

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
    assert re.search(r"error\[MSD201\] unsupported-syntax: `try`[^\n]*\n  --> \S*helpers\.py:7:5\n", text)
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
        "import sys\nfrom msdiag.check import main\n"
        f"main([{str(FIXTURES)!r}, '--output', {os.devnull!r}])\n"
        "assert 'mindspore' not in sys.modules, 'mindspore imported'\n"
        "assert not any(m.startswith(('pkg', 'silent_')) for m in sys.modules)\n"
    )
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)


# --- issue 11: sources read as Python reads them, unreadable files, linear cost ---------------------

_NUMPY_CELL = (
    "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn\n\n\n"
    "class Scale(nn.Cell):\n    def construct(self, x):\n"
    "        label = '{text}'\n"
    "        return x * ms.Tensor(np.ones(x.shape), ms.float32)\n"
)


def _encoded_sources(tmp_path: Path) -> dict[str, Path]:
    latin = tmp_path / "latin.py"
    latin.write_bytes(b"# -*- coding: latin-1 -*-\n" + _NUMPY_CELL.format(text="caf\xe9").encode("latin-1"))
    bom = tmp_path / "bom.py"
    bom.write_bytes(b"\xef\xbb\xbf" + _NUMPY_CELL.format(text="\u6570\u636e").encode("utf-8"))
    return {"latin-1": latin, "bom": bom}


def test_pep263_and_bom_sources_are_read_as_python_reads_them(tmp_path: Path) -> None:
    for name, path in _encoded_sources(tmp_path).items():
        compile(path.read_bytes(), str(path), "exec")  # Python runs both
        result = check_paths([str(path)])
        assert not result.errors, (name, result.errors)
        (finding,) = result.findings
        line = path.read_bytes().decode("utf-8-sig" if name == "bom" else "latin-1").splitlines()[finding.span.line - 1]
        assert finding.code == "MSD705" and "np.ones(x.shape)" in line


def test_fix_keeps_the_encoding_and_the_bom(tmp_path: Path) -> None:
    for name, path in _encoded_sources(tmp_path).items():
        assert main([str(path), "--fix", "--output", os.devnull]) == 0
        data = path.read_bytes()
        text = data.decode("utf-8-sig" if name == "bom" else "latin-1")
        assert data.startswith(b"\xef\xbb\xbf") == (name == "bom")
        assert "ops.ones(x.shape, ms.float32)" in text and ("caf\xe9" in text or "\u6570\u636e" in text), text
        compile(data, str(path), "exec")


@pytest.mark.parametrize("form", ["text", "json", "sarif"])
def test_an_unreadable_file_is_an_error_in_every_format(tmp_path: Path, form: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "good.py").write_text("x = 1\n")
    (tmp_path / "broken.py").write_bytes(b"x = '\xff'\n")  # not UTF-8, and no coding line
    out = tmp_path / "report.out"
    status = main([str(tmp_path), "--format", form, "--output", str(out)])
    assert status == 2
    text = out.read_text()
    if form == "json":
        report = json.loads(text)
        assert report["exit_code"] == 2 and [u["file"] for u in report["unreadable"]] == [str(tmp_path / "broken.py")]
    elif form == "sarif":
        invocation = json.loads(text)["runs"][0]["invocations"][0]
        assert invocation["executionSuccessful"] is False
        assert "broken.py" in invocation["toolExecutionNotifications"][0]["message"]["text"]
    else:
        assert "could not read" in text and "broken.py" in text


def test_a_bad_output_path_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "good.py").write_text("x = 1\n")
    assert main([str(tmp_path / "good.py"), "--output", str(tmp_path / "no" / "such" / "dir.txt")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("msdiag check: could not write")


def test_source_segments_are_cut_as_ast_cuts_them() -> None:
    import ast

    from msdiag.rules.numpy_table import source_segment

    text = "a = (1,\r\n 2)\rb = '\u00e9' + f(x,\n  y)\nc = [\n  g(\u6570)\n]\n" + (FIXTURES / "silent_fire.py").read_text()
    nodes = [n for n in ast.walk(ast.parse(text)) if getattr(n, "end_lineno", None) is not None]
    assert len(nodes) > 100
    assert all(source_segment(text, n) == ast.get_source_segment(text, n) for n in nodes)
