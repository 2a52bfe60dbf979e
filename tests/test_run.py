"""`msdiag run` behaves like `python SCRIPT ARGS`."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from harness import ROOT

SCRIPT = ROOT / "tests" / "scripts" / "echo_env.py"


def _run(args: list[str], cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "msdiag", "run", *args], cwd=cwd, input=stdin,
                          capture_output=True, text=True, timeout=120)


def _plain(args: list[str], cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], cwd=cwd, input=stdin, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("status", ["0", "3"])
def test_script_sees_what_python_would_show_it(tmp_path: Path, status: str) -> None:
    args = [str(SCRIPT), status, "--lr", "1e-3"]
    watched, plain = _run(["--", *args], tmp_path, "hello"), _plain(args, tmp_path, "hello")
    assert watched.returncode == plain.returncode == int(status)
    assert json.loads(watched.stdout) == json.loads(plain.stdout)
    seen = json.loads(watched.stdout)
    assert seen["argv"] == [str(SCRIPT), status, "--lr", "1e-3"] and seen["name"] == "__main__"
    assert seen["stdin"] == "hello" and seen["path0"] == str(SCRIPT.parent)


def test_module_mode(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "main.py").write_text("import sys\nprint(__name__, sys.argv[1:])\nsys.exit(5)\n")
    watched = _run(["-m", "pkg.main", "a", "b"], tmp_path)
    plain = _plain(["-m", "pkg.main", "a", "b"], tmp_path)
    assert watched.returncode == plain.returncode == 5
    assert watched.stdout == plain.stdout == "__main__ ['a', 'b']\n"


def test_missing_script_is_a_clear_error(tmp_path: Path) -> None:
    watched = _run(["nowhere.py"], tmp_path)
    assert watched.returncode == 2
    assert "can't open file 'nowhere.py'" in watched.stderr
    assert "Traceback" not in watched.stderr


def test_uncaught_error_prints_like_python_and_report_survives(tmp_path: Path) -> None:
    script = tmp_path / "boom.py"
    script.write_text("def f():\n    raise KeyError('x')\nf()\n")
    report = tmp_path / "r.json"
    watched = _run(["--json", str(report), str(script)], tmp_path)
    plain = _plain([str(script)], tmp_path)
    assert watched.returncode == plain.returncode == 1
    assert watched.stderr == plain.stderr  # same traceback, none of msdiag's or runpy's frames
    data = json.loads(report.read_text())
    assert data["schema"] == "msdiag.report/1" and data["exit_code"] == 1 and data["failures"] == []


def test_non_utf8_script_runs_as_python_would(tmp_path: Path) -> None:
    script = tmp_path / "latin.py"
    script.write_bytes(b"# -*- coding: latin-1 -*-\nprint('caf\xe9')\n")
    watched, plain = _run([str(script)], tmp_path), _plain([str(script)], tmp_path)
    assert (watched.returncode, watched.stdout) == (plain.returncode, plain.stdout)
