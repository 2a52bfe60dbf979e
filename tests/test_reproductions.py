"""Every reproduction: bad.py fails with its original error and msdiag names the root line;
good.py runs clean with no finding."""
from __future__ import annotations

from pathlib import Path

import pytest

from harness import ROOT, expected_marker, final_exception_line, run_msdiag, run_plain

REPRODUCTIONS = sorted(p for p in (ROOT / "reproductions").iterdir() if (p / "bad.py").exists())


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


@pytest.mark.parametrize("folder", REPRODUCTIONS, ids=[p.name for p in REPRODUCTIONS])
def test_good_runs_clean(folder: Path, tmp_path: Path) -> None:
    watched = run_msdiag(folder / "good.py", tmp_path)
    assert watched.returncode == 0, watched.stderr[-3000:]
    assert watched.report is not None
    assert watched.report["failures"] == []
    assert [f for f in watched.report["findings"] if f["severity"] == "error"] == []
