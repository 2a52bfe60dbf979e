"""The reproductions sweep, run on every supported MindSpore and Python (ci/matrix.sh), in process.

- Every bad.py gives its expected first finding, and its error reaches the user as MindSpore wrote
  it: the same type and message as recorded for this release in tests/data/errors/<mindspore>/
  (by ci/errortexts.py, from `python bad.py` without msdiag).
- Every good.py runs clean.
- Where MindSpore runs a reproduction differently on some release or setting, `versions.json` next to
  it says what to expect there instead, and why; the sweep checks that too.
- On the MindSpore the snapshots were reviewed on, the note and report are the reviewed ones,
  whatever the Python.
"""
from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import errortexts  # noqa: E402 - also puts tests/ on sys.path

from harness import expected_marker, run_msdiag  # noqa: E402
from inprocess import ROOT, run_script, snapshot_text  # noqa: E402
from msdiag.rules.registry import rule_for  # noqa: E402

REPRODUCTIONS = errortexts.REPRODUCTIONS
MINDSPORE = errortexts.mindspore_version()
SNAPSHOTS = ROOT / "tests" / "snapshots" / "reproductions"
# The release the stored snapshots were reviewed on (tests/test_snapshots.py runs on it).
SNAPSHOT_MINDSPORE = "2.10.0"


def _specifier_contains(specifier: str, version: str) -> bool:
    from packaging.specifiers import SpecifierSet

    return SpecifierSet(specifier).contains(version, prereleases=True)


@dataclass(frozen=True)
class Expectation:
    """What one run of bad.py should give on this MindSpore."""

    bad: str = "first"  # "first": the `# expect:` finding; "clean": no finding, no error
    environment: dict[str, str] = field(default_factory=dict)
    stdout: str | None = None
    why: str = ""

    def label(self) -> str:
        return ",".join(f"{k}={v}" for k, v in self.environment.items()) or "default"


def expectations(folder: Path, mindspore: str = MINDSPORE) -> list[Expectation]:
    """The runs of bad.py on this release: the default one, or what `versions.json` records."""
    path = folder / "versions.json"
    cases = json.loads(path.read_text(encoding="utf-8"))["cases"] if path.exists() else []
    chosen: list[Expectation] = []
    for case in cases:
        if _specifier_contains(case["mindspore"], mindspore) and _specifier_contains(case.get("python", ">=3"),
                                                                                    _python()):
            expected = Expectation(case["bad"], dict(case.get("environment", {})), case.get("stdout"), case["why"])
            if expected.label() not in {e.label() for e in chosen}:
                chosen.append(expected)
    if "default" not in {e.label() for e in chosen}:
        chosen.append(Expectation())
    return chosen


def _python() -> str:
    return "%d.%d.%d" % sys.version_info[:3]


def code_of(folder: Path) -> str:
    return folder.relative_to(REPRODUCTIONS).parts[0].split("-")[0]


def share(folders: list[Path], spec: str) -> list[Path]:
    """`MSDIAG_SWEEP_SHARE=k/n`: the k-th of n shares, every n-th folder from the k-th, so that the
    variants of one rule go to different shares; the n shares together are every folder. A folder
    whose `versions.json` says that some release runs it differently is in every share."""
    if not spec:
        return folders
    k, n = (int(part) for part in spec.split("/"))
    return [f for i, f in enumerate(folders) if i % n == k or (f / "versions.json").exists()]


FOLDERS = share(sorted(p.parent for p in REPRODUCTIONS.rglob("bad.py")), os.environ.get("MSDIAG_SWEEP_SHARE", ""))
IN_PROCESS = [f for f in FOLDERS if code_of(f) != "MSD304"]
BAD_RUNS = [(f, e) for f in IN_PROCESS for e in expectations(f)]


@pytest.fixture
def environment(monkeypatch: pytest.MonkeyPatch):
    def apply(values: dict[str, str]) -> None:
        for name, value in values.items():
            monkeypatch.setenv(name, value)
    return apply


@pytest.mark.parametrize(("folder", "expected"), BAD_RUNS,
                         ids=[f"{errortexts.name_of(f)}[{e.label()}]" for f, e in BAD_RUNS])
def test_bad_gives_its_expected_report(folder: Path, expected: Expectation, environment: Any) -> None:
    environment(expected.environment)
    script = folder / "bad.py"
    silent = rule_for(code_of(folder)).severity == "warning"
    watched = run_script(script)
    if expected.stdout is not None:
        assert expected.stdout in watched.stdout, (expected.why, watched.stdout[-2000:])
    if expected.bad == "clean":
        assert watched.error is None, (expected.why, watched.headline, watched.stderr[-3000:])
        assert watched.report["findings"] == [], (expected.why, watched.report["findings"])
        return
    marker = expected_marker(script)
    if silent:
        assert watched.error is None, watched.stderr[-3000:]
        places = [(f["code"], Path(f["file"]), f["line"]) for f in watched.report["findings"] if f["severity"] == "warning"]
        assert (marker.code, marker.file, marker.line) in places, places
        assert any(w.startswith(f"msdiag {marker.code}") for w in watched.warnings), watched.warnings
    else:
        assert watched.error is not None, f"{script} raised nothing on MindSpore {MINDSPORE}"
        errortexts.assert_original_error(folder, watched.error)
        first = watched.first_finding()
        assert first is not None, watched.stderr[-3000:] + "\n".join(watched.notes)
        assert (first["code"], Path(first["file"]), first["line"]) == (marker.code, marker.file, marker.line), first
        assert any(f"[{marker.code}]" in note for note in watched.notes), watched.notes
    stored = SNAPSHOTS / f"{errortexts.name_of(folder)}.txt"
    if MINDSPORE == SNAPSHOT_MINDSPORE and not expected.environment and stored.exists():  # tests/test_snapshots.py writes it
        assert snapshot_text(watched) == stored.read_text(encoding="utf-8"), \
            f"the note or report differs from the reviewed {stored.relative_to(ROOT)} on Python {_python()}"


@pytest.mark.parametrize("folder", IN_PROCESS, ids=[errortexts.name_of(f) for f in IN_PROCESS])
def test_good_runs_clean(folder: Path) -> None:
    watched = run_script(folder / "good.py")
    assert watched.error is None, watched.stderr[-3000:]
    assert watched.report["failures"] == [] and watched.report["findings"] == [], watched.report["findings"]


def test_slow_compile_is_reported_while_it_runs(tmp_path: Path) -> None:
    """MSD304 needs the watchdog of `msdiag run`, in its own process."""
    folder = REPRODUCTIONS / "MSD304-slow-compile"
    marker = expected_marker(folder / "bad.py")
    extra = (folder / "msdiag-args").read_text().split()
    watched = run_msdiag(folder / "bad.py", tmp_path, *extra)
    assert watched.returncode == 0, watched.stderr[-3000:]
    hang = [f for f in watched.report["failures"] if f["phase"] == "hang"]
    assert hang and hang[0]["findings"], watched.report
    first = watched.report["findings"][hang[0]["findings"][0]]
    assert (first["code"], Path(first["file"]), first["line"]) == (marker.code, marker.file, marker.line)
    # The fixed version compiles as one loop: with a threshold no normal compile reaches, nothing
    # is reported (a busy machine stretches even that compile past the reproduction's threshold).
    clean = run_msdiag(folder / "good.py", tmp_path, "--compile-warn", "120")
    assert clean.returncode == 0 and clean.report is not None and clean.report["failures"] == []


def test_seed_case_under_msdiag_run(tmp_path: Path) -> None:
    """`msdiag run` on the seed case, as a user runs it: exit 1, MindSpore's TypeError, MSD101 first."""
    script = REPRODUCTIONS / "MSD101-duplicate-argument" / "bad.py"
    run = run_msdiag(script, tmp_path)
    assert run.returncode == 1, run.stderr[-3000:]
    assert "TypeError: Multiply values for specific argument: query_embeds" in run.stderr
    assert run.report is not None and run.report["findings"][0]["code"] == "MSD101"
    assert "error[MSD101] duplicate-argument" in run.stderr  # the note, under the traceback


def test_every_failing_reproduction_has_its_text_recorded_for_this_release() -> None:
    folder = errortexts.folder_for()
    missing = [errortexts.name_of(f) for f in errortexts.failing_reproductions()
               if not (folder / f"{errortexts.name_of(f)}.txt").exists()]
    assert not missing, f"run `python ci/errortexts.py` on MindSpore {MINDSPORE}: missing {missing}"

