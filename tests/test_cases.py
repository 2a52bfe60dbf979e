"""The fixture cases: each failing case names its root line first; near misses run clean."""
from __future__ import annotations

from pathlib import Path

import pytest

from harness import ROOT, expected_marker, run_msdiag

CASES = ROOT / "tests" / "cases"
FAILING = sorted(p for p in CASES.glob("msd*.py") if not p.stem.endswith("_mod"))
NEAR_MISSES = sorted(CASES.glob("ok_*.py"))


@pytest.mark.parametrize("script", FAILING, ids=[p.stem for p in FAILING])
def test_case_names_root_line(script: Path, tmp_path: Path) -> None:
    expected = expected_marker(script)
    watched = run_msdiag(script, tmp_path)
    assert watched.returncode == 1
    assert watched.report is not None, watched.stderr[-2000:]
    failures = watched.report["failures"]
    assert failures and failures[0]["findings"], watched.stderr[-3000:]
    first = watched.report["findings"][failures[0]["findings"][0]]
    assert (first["code"], Path(first["file"]), first["line"]) == (expected.code, expected.file, expected.line), first


@pytest.mark.parametrize("script", NEAR_MISSES, ids=[p.stem for p in NEAR_MISSES])
def test_near_miss_is_silent(script: Path, tmp_path: Path) -> None:
    watched = run_msdiag(script, tmp_path)
    assert watched.returncode == 0, watched.stderr[-3000:]
    assert watched.report is not None and watched.report["failures"] == []
