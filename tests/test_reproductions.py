"""Every reproduction: bad.py fails with its original error and msdiag names the root line;
good.py runs clean with no finding."""
from __future__ import annotations

from pathlib import Path

import pytest

from harness import ROOT, expected_marker, final_exception_line, run_msdiag, run_plain
from msdiag.rules import rule_for

ALL = sorted(p for p in (ROOT / "reproductions").iterdir() if (p / "bad.py").exists())
CODES = {p: p.name.split("-")[0] for p in ALL}
SILENT = [p for p in ALL if rule_for(CODES[p]).severity == "warning"]
REPRODUCTIONS = [p for p in ALL if p not in SILENT]


def _extra_args(folder: Path) -> list[str]:
    path = folder / "msdiag-args"
    return path.read_text().split() if path.exists() else []


@pytest.mark.parametrize("folder", REPRODUCTIONS, ids=[p.name for p in REPRODUCTIONS])
def test_bad_reports_root_line_and_keeps_error(folder: Path, tmp_path: Path) -> None:
    script = folder / "bad.py"
    expected = expected_marker(script)
    assert folder.name.startswith(expected.code)
    plain = run_plain(script, tmp_path)
    watched = run_msdiag(script, tmp_path)
    assert plain.returncode != 0
    assert watched.returncode == plain.returncode
    assert final_exception_line(watched.stderr) == final_exception_line(plain.stderr) != ""
    assert watched.report is not None, watched.stderr[-2000:]
    assert watched.report["exit_code"] == plain.returncode
    failures = watched.report["failures"]
    assert failures and failures[0]["findings"], watched.stderr[-3000:]
    first = watched.report["findings"][failures[0]["findings"][0]]
    assert (first["code"], Path(first["file"]), first["line"]) == (expected.code, expected.file, expected.line), first
    assert first["message"] and first["explanation"] and first["url"].endswith(f"{expected.code}.md")
    assert f"[{expected.code}]" in watched.stderr  # the note reached the terminal under the traceback


@pytest.mark.parametrize("folder", SILENT, ids=[p.name for p in SILENT])
def test_silent_bug_gets_a_warning_at_root_line(folder: Path, tmp_path: Path) -> None:
    script = folder / "bad.py"
    expected = expected_marker(script)
    watched = run_msdiag(script, tmp_path, *_extra_args(folder))
    assert watched.returncode == 0, watched.stderr[-3000:]
    assert watched.report is not None
    places = [(f["code"], Path(f["file"]), f["line"]) for f in watched.report["findings"] if f["severity"] == "warning"]
    assert (expected.code, expected.file, expected.line) in places, places
    assert f"msdiag {expected.code}" in watched.stderr or f"[{expected.code}]" in watched.stderr


@pytest.mark.parametrize("folder", ALL, ids=[p.name for p in ALL])
def test_good_runs_clean(folder: Path, tmp_path: Path) -> None:
    watched = run_msdiag(folder / "good.py", tmp_path, *_extra_args(folder))
    assert watched.returncode == 0, watched.stderr[-3000:]
    assert watched.report is not None
    assert watched.report["failures"] == []
    assert watched.report["findings"] == []
