"""Every reproduction and fixture case, compiled in this process: the root line first, the user's
error unchanged (as recorded from `python bad.py` without msdiag), and the note and report as
reviewed in tests/snapshots/."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ci"))
import errortexts  # noqa: E402 - MindSpore's error texts as `python bad.py` gives them, per release
from harness import expected_marker, fix_matches_rule  # noqa: E402
from inprocess import ROOT, check_snapshot, run_script, snapshot_text  # noqa: E402
from msdiag.rules.registry import rule_for  # noqa: E402

SNAPSHOTS = ROOT / "tests" / "snapshots"
REPRODUCTIONS_DIR = ROOT / "reproductions"
# One folder per rule; a rule's other root-cause families are sub-folders of it.
REPRODUCTIONS = sorted(p.parent for p in REPRODUCTIONS_DIR.rglob("bad.py"))
VIA = re.compile(r"#\s*via\b")


def code_of(folder: Path) -> str:
    return folder.relative_to(REPRODUCTIONS_DIR).parts[0].split("-")[0]


def name_of(folder: Path) -> str:
    return "--".join(folder.relative_to(REPRODUCTIONS_DIR).parts)


# A compile that runs for minutes is only seen by the watchdog of `msdiag run` (tests/test_run.py).
IN_PROCESS = [p for p in REPRODUCTIONS if code_of(p) != "MSD304"]
SILENT = [p for p in IN_PROCESS if rule_for(code_of(p)).severity == "warning"]
FAILING = [p for p in IN_PROCESS if p not in SILENT]
CASES = ROOT / "tests" / "cases"
FAILING_CASES = sorted(p for p in CASES.glob("msd*.py") if not p.stem.endswith("_mod"))
NEAR_MISSES = sorted(CASES.glob("ok_*.py"))


def _assert_fixes_as_promised(run) -> None:
    # A rule's `fix` ("always", "sometimes", "never") is what its findings really carry.
    for item in run.report["findings"]:
        has_edits = bool(item["fix"] and item["fix"]["edits"])
        assert fix_matches_rule(item["code"], has_edits), (item["code"], rule_for(item["code"]).fix, has_edits)


def _assert_first_is(run, script: Path) -> None:
    expected = expected_marker(script)
    first = run.first_finding()
    assert first is not None, run.stderr[-3000:] + "\n".join(run.notes)
    assert (first["code"], Path(first["file"]), first["line"]) == (expected.code, expected.file, expected.line), first
    assert first["message"] and first["explanation"] and first["url"].endswith(f"{expected.code}.md")
    assert any(f"[{expected.code}]" in note for note in run.notes)  # the note is on the user's exception
    _assert_fixes_as_promised(run)
    # Lines marked `# via` are on the way from the root to the failure: the chain shows each one.
    chain = {(Path(r["file"]), r["line"]) for r in first["related"]}
    for path in sorted(script.parent.glob("*.py")):
        if path.name == "good.py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if VIA.search(line):
                assert (path.resolve(), number) in chain, (f"{path.name}:{number} is not in the chain", first["related"])


@pytest.mark.parametrize("folder", FAILING, ids=[name_of(p) for p in FAILING])
def test_reproduction_names_its_root_and_keeps_the_error(folder: Path, snapshot_update: bool) -> None:
    script = folder / "bad.py"
    watched = run_script(script)
    assert watched.error is not None, watched.stderr[-3000:]
    # The user's error as MindSpore gives it without msdiag: type and message, recorded from a
    # fresh `python bad.py` for this release (ci/errortexts.py).
    errortexts.assert_original_error(folder, watched.error)
    _assert_first_is(watched, script)
    check_snapshot(SNAPSHOTS / "reproductions" / f"{name_of(folder)}.txt", snapshot_text(watched), snapshot_update)


@pytest.mark.parametrize("folder", SILENT, ids=[name_of(p) for p in SILENT])
def test_silent_reproduction_warns_at_its_root(folder: Path, snapshot_update: bool) -> None:
    script = folder / "bad.py"
    expected = expected_marker(script)
    watched = run_script(script)
    assert watched.error is None, watched.stderr[-3000:]
    places = [(f["code"], Path(f["file"]), f["line"]) for f in watched.report["findings"] if f["severity"] == "warning"]
    assert (expected.code, expected.file, expected.line) in places, places
    assert any(w.startswith(f"msdiag {expected.code}") for w in watched.warnings), watched.warnings
    _assert_fixes_as_promised(watched)
    check_snapshot(SNAPSHOTS / "reproductions" / f"{name_of(folder)}.txt", snapshot_text(watched), snapshot_update)


@pytest.mark.parametrize("folder", IN_PROCESS, ids=[name_of(p) for p in IN_PROCESS])
def test_fixed_version_runs_clean(folder: Path) -> None:
    watched = run_script(folder / "good.py")
    assert watched.error is None, watched.stderr[-3000:]
    assert watched.report["failures"] == [] and watched.report["findings"] == [], watched.report["findings"]


@pytest.mark.parametrize("script", FAILING_CASES, ids=[p.stem for p in FAILING_CASES])
def test_case_names_its_root(script: Path, snapshot_update: bool) -> None:
    watched = run_script(script)
    assert watched.error is not None
    _assert_first_is(watched, script)
    check_snapshot(SNAPSHOTS / "cases" / f"{script.stem}.txt", snapshot_text(watched), snapshot_update)


@pytest.mark.parametrize("script", NEAR_MISSES, ids=[p.stem for p in NEAR_MISSES])
def test_near_miss_is_silent(script: Path) -> None:
    watched = run_script(script)
    assert watched.error is None, watched.stderr[-3000:]
    assert watched.report["failures"] == [] and watched.report["findings"] == []
