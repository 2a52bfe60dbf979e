"""`msdiag doctor` on this real environment, and with the settings that break diagnosis."""
from __future__ import annotations

import json
import platform

import pytest

from msdiag import doctor

VARIABLES = ("MS_JIT", "MSDIAG", "MSDIAG_EAGER_TIMEOUT", "MS_DEV_JIT_SYNTAX_LEVEL", "MS_DEV_LAUNCH_BLOCKING", "MSDIAG_DEBUG")


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    import os

    for name in list(os.environ):
        if name in VARIABLES or name.startswith("MS_DEV_"):
            monkeypatch.delenv(name)
    return monkeypatch


def test_this_environment_is_healthy(clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import mindspore as ms
    import numpy as np

    assert doctor.main([]) == 0
    out = capsys.readouterr().out
    assert f"Python {platform.python_version()}" in out and f"MindSpore {ms.__version__}" in out
    assert f"numpy {np.__version__}" in out
    target = ms.get_context("device_target")
    assert f"device target {target} is available" in out
    assert "no problem found" in out


def test_python_range_comes_from_mindspore_metadata() -> None:
    from importlib.metadata import metadata

    requires_python = metadata("mindspore")["Requires-Python"]
    (ok,) = doctor.check_python(platform.python_version(), doctor.installed_version("mindspore"))
    assert ok.status == "ok" and requires_python in ok.message
    problems = doctor.check_python("3.13.1", doctor.installed_version("mindspore"))
    assert [c.subject for c in problems] == ["python"] and problems[0].status == "problem"
    assert requires_python in problems[0].message and problems[0].fix
    too_old = doctor.check_python("3.9.18", doctor.installed_version("mindspore"))
    assert [c.status for c in too_old] == ["problem"] and "msdiag needs Python >=3.10" in too_old[0].message


@pytest.mark.parametrize(("version", "status"), [("1.26.4", "ok"), ("2.0.0", "problem"), ("2.4.6", "problem"), (None, "problem")])
def test_numpy_major_version(version: str | None, status: str) -> None:
    (check,) = doctor.check_numpy(version)
    assert check.status == status
    if status == "problem" and version:
        assert check.fix == 'pip install "numpy<2"'


@pytest.mark.parametrize("release", ["2.7.0", "2.7.2", "2.8.0", "2.9.0", "2.10.0"])
def test_every_supported_mindspore_release_is_ok(release: str) -> None:
    assert [c.status for c in doctor.check_mindspore(release)] == ["ok"]


@pytest.mark.parametrize("release", ["2.6.0", "2.11.0"])
def test_mindspore_release_outside_the_range(release: str) -> None:
    (other,) = doctor.check_mindspore(release)
    assert other.status == "problem" and other.fix.startswith('pip install "mindspore')
    assert ">=2.7" in other.fix and "<2.11" in other.fix
    assert doctor.check_mindspore(None)[0].status == "problem"


def test_probes_are_listed(clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from msdiag.model import msapi

    doctor.main([])
    out = capsys.readouterr().out
    for probe in msapi.probes():
        assert f"ok  {probe.name}: {probe.where}" in out
    assert "hooks registered after a compile" in out
    assert "exception notes (PEP 678) are shown under tracebacks" in out


def test_a_missing_probe_says_what_is_lost() -> None:
    from msdiag.model.msapi import Probe

    found = doctor.check_probes(lambda: [Probe("jit executor", False, "not found", "probe.jit_executor.without")])
    assert found[0].status == "note" and found[0].message.startswith("jit executor: not found; `@ms.jit` functions")
    (broken,) = doctor.check_probes(lambda: 1 / 0)  # type: ignore[arg-type, return-value]
    assert broken.status == "note" and "ZeroDivisionError" in broken.message


@pytest.mark.parametrize(("how", "status"), [("native", "ok"), ("exceptiongroup", "ok"), ("host", "ok"),
                                             ("msdiag", "note"), ("none", "problem")])
def test_notes_on_python_3_10(how: str, status: str) -> None:
    (check,) = doctor.check_notes("3.10.13", lambda: how)
    assert check.status == status
    if status != "ok":
        assert 'pip install "exceptiongroup>=1.1"' in check.fix and "3.10.13" in check.message


def test_unavailable_device_target_is_a_problem() -> None:
    (ok,) = doctor.check_device(lambda: "CPU", lambda device: device == "CPU")
    assert ok.status == "ok" and "GPU: not available" in ok.message
    (bad,) = doctor.check_device(lambda: "GPU", lambda device: device == "CPU")
    assert bad.status == "problem" and "GPU is not available" in bad.message and bad.fix


@pytest.mark.parametrize(
    ("variable", "value", "status", "words"),
    [
        ("MS_JIT", "0", "problem", "compiles no graph"),
        ("MSDIAG", "0", "problem", "msdiag is turned off"),
        ("MSDIAG_EAGER_TIMEOUT", "soon", "problem", "is not a number"),
        ("MS_DEV_JIT_SYNTAX_LEVEL", "0", "note", "(STRICT)"),
        ("MS_DEV_FALLBACK_DUMP_NODE", "1", "note", "MS_DEV_FALLBACK_DUMP_NODE=1"),
    ],
)
def test_settings_that_change_diagnosis(clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                        variable: str, value: str, status: str, words: str) -> None:
    clean_env.setenv(variable, value)
    code = doctor.main([])
    out = capsys.readouterr().out
    line = next(l for l in out.splitlines() if words in l)
    assert line.strip().startswith("PROBLEM" if status == "problem" else "note")
    assert code == (1 if status == "problem" else 0)
    assert "fix: " in out


def test_launch_blocking_note_goes_away(clean_env: pytest.MonkeyPatch) -> None:
    assert any(c.subject == "MS_DEV_LAUNCH_BLOCKING" for c in doctor.check_environment({}))
    assert not any(c.subject == "MS_DEV_LAUNCH_BLOCKING" for c in doctor.check_environment({"MS_DEV_LAUNCH_BLOCKING": "1"}))


def test_json_output(clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    clean_env.setenv("MS_JIT", "0")
    assert doctor.main(["--json"]) == 1
    checks = json.loads(capsys.readouterr().out)
    assert {"status": "problem", "subject": "MS_JIT"}.items() <= next(c for c in checks if c["subject"] == "MS_JIT").items()
