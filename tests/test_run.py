"""`msdiag run` behaves like `python SCRIPT ARGS`."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from harness import ROOT, expected_marker, final_exception_line, run_msdiag, run_plain

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


@pytest.mark.parametrize("target", ["nowhere.py", "emptydir"])
def test_missing_script_is_a_clear_error(tmp_path: Path, target: str) -> None:
    (tmp_path / "emptydir").mkdir()
    watched, plain = _run([target], tmp_path), _plain([target], tmp_path)
    assert watched.returncode == plain.returncode == (2 if target == "nowhere.py" else 1)
    # Python's own message, after its program name: `python: can't open file '/abs/nowhere.py': ...`
    assert watched.stderr.split(": ", 1)[1] == plain.stderr.split(": ", 1)[1]
    assert watched.stderr.count("\n") == 1 and "Traceback" not in watched.stderr


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


def test_a_binding_error_outside_mindspore_is_left_as_python_prints_it(tmp_path: Path) -> None:
    # A missing argument of the user's own function: not one msdiag explains, so no note.
    script = tmp_path / "call.py"
    script.write_text("def f(a, b):\n    return a + b\nf(1)\n")
    report = tmp_path / "r.json"
    watched = _run(["--json", str(report), str(script)], tmp_path)
    plain = _plain([str(script)], tmp_path)
    assert watched.returncode == plain.returncode == 1
    assert watched.stderr == plain.stderr
    assert json.loads(report.read_text())["failures"] == []


def test_non_utf8_script_runs_as_python_would(tmp_path: Path) -> None:
    script = tmp_path / "latin.py"
    script.write_bytes(b"# -*- coding: latin-1 -*-\nprint('caf\xe9')\n")
    watched, plain = _run([str(script)], tmp_path), _plain([str(script)], tmp_path)
    assert (watched.returncode, watched.stdout) == (plain.returncode, plain.stdout)


# In a fresh process, as users run them: a compile failure, a run-time failure and a silent bug.
# Every reproduction is compiled in-process by test_snapshots.py; these check what only a real
# run shows: the exit status, the traceback Python prints, the note under it, the report file.
@pytest.mark.parametrize("name", ["MSD101-duplicate-argument", "MSD505-none-reaching-op", "MSD703-python-side-effect-lost",
                                  "MSD106-layer-argument-rejected"])
def test_reproduction_exits_as_python_does(name: str, tmp_path: Path) -> None:
    script = ROOT / "reproductions" / name / "bad.py"
    expected = expected_marker(script)
    plain = run_plain(script, tmp_path)
    watched = run_msdiag(script, tmp_path)
    assert watched.returncode == plain.returncode
    assert final_exception_line(watched.stderr) == final_exception_line(plain.stderr)
    assert watched.report is not None and watched.report["exit_code"] == plain.returncode
    places = [(f["code"], Path(f["file"]), f["line"]) for f in watched.report["findings"]]
    assert (expected.code, expected.file, expected.line) == places[0]
    assert f"[{expected.code}]" in watched.stderr or f"msdiag {expected.code}" in watched.stderr


def test_slow_compile_is_reported_while_it_runs(tmp_path: Path) -> None:
    folder = ROOT / "reproductions" / "MSD304-slow-compile"
    expected = expected_marker(folder / "bad.py")
    extra = (folder / "msdiag-args").read_text().split()
    watched = run_msdiag(folder / "bad.py", tmp_path, *extra)
    assert watched.returncode == 0, watched.stderr[-3000:]
    assert watched.report is not None
    hang = [f for f in watched.report["failures"] if f["phase"] == "hang"]
    assert hang and hang[0]["findings"]
    first = watched.report["findings"][hang[0]["findings"][0]]
    assert (first["code"], Path(first["file"]), first["line"]) == (expected.code, expected.file, expected.line)
    assert f"msdiag {expected.code}" in watched.stderr
    # The fixed version compiles as one loop: with a threshold no normal compile reaches (a busy
    # machine stretches the fixed compile past 3 s too), nothing is reported and the run is as Python's.
    clean = run_msdiag(folder / "good.py", tmp_path, "--compile-warn", "120")
    assert clean.returncode == 0 and clean.report is not None and clean.report["failures"] == []


# --- issue 11: report paths, exit statuses, fidelity -----------------------------------------------
# These scripts never import MindSpore: each run costs a fraction of a second.

def _report_of(path: Path) -> dict:
    from schema_check import assert_valid_report

    data = json.loads(path.read_text())
    assert_valid_report(data)
    return data


def _bad_paths(tmp_path: Path) -> dict[str, Path]:
    import os

    (tmp_path / "a-directory").mkdir()
    os.mkfifo(tmp_path / "fifo")
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    (tmp_path / "link.json").symlink_to(victim)
    return {"missing directory": tmp_path / "nowhere" / "r.json", "directory": tmp_path / "a-directory",
            "proc": Path("/proc/msdiag-nowhere"), "fifo": tmp_path / "fifo", "symlink": tmp_path / "link.json",
            "device": Path("/dev/full"), "script": tmp_path / "script.py"}


@pytest.mark.parametrize("option", ["--json", "--markdown"])
def test_bad_report_paths_are_refused_before_the_program_starts(tmp_path: Path, option: str) -> None:
    import stat

    script = tmp_path / "script.py"
    script.write_text("open('ran', 'w').write('yes')\n")
    original = script.read_bytes()
    for name, path in _bad_paths(tmp_path).items():
        watched = _run([option, str(path), str(script)], tmp_path)
        assert watched.returncode == 2, (name, watched.stderr)
        assert watched.stderr.count("\n") == 1 and watched.stderr.startswith(f"msdiag: {option} "), (name, watched.stderr)
        assert not (tmp_path / "ran").exists(), name  # the program never started
    assert script.read_bytes() == original
    assert (tmp_path / "victim.txt").read_text() == "keep me\n"
    assert stat.S_ISFIFO((tmp_path / "fifo").lstat().st_mode) and (tmp_path / "link.json").is_symlink()
    assert stat.S_ISCHR(Path("/dev/full").stat().st_mode)


def test_report_is_written_through_a_fresh_file_and_keeps_its_mode(tmp_path: Path) -> None:
    import os
    import stat

    script = tmp_path / "script.py"
    script.write_text("print('hi')\n")
    report = tmp_path / "r.json"
    report.write_text("{}")
    os.chmod(report, 0o600)
    # A link planted where an old msdiag put its temporary file must not be followed.
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    for pid in range(os.getpid(), os.getpid() + 50):
        (tmp_path / f"r.json.tmp{pid}").symlink_to(victim)
    watched = _run(["--json", str(report), str(script)], tmp_path)
    assert (watched.returncode, watched.stdout) == (0, "hi\n")
    assert stat.S_IMODE(report.stat().st_mode) == 0o600
    assert _report_of(report)["exit_code"] == 0
    assert victim.read_text() == "keep me\n"
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("r.json.tmp")) == \
        ["r.json", "script.py", "victim.txt"]  # no temporary file left


def test_a_stale_report_is_replaced_when_the_run_starts(tmp_path: Path) -> None:
    import signal
    import time

    script = tmp_path / "wait.py"
    script.write_text("import time\nprint('started', flush=True)\ntime.sleep(60)\n")
    report = tmp_path / "r.json"
    report.write_text(json.dumps({"schema": "msdiag.report/1", "exit_code": 1, "failures": [{"stale": True}]}))
    process = subprocess.Popen([sys.executable, "-m", "msdiag", "run", "--json", str(report), str(script)], cwd=tmp_path,
                               stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline() == "started\n"
    running = _report_of(report)
    assert running["exit_code"] is None and running["failures"] == []
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)
    time.sleep(0.2)
    assert _report_of(report)["exit_code"] is None  # killed: still a valid report, of this run


@pytest.mark.parametrize(("code", "status"), [("sys.exit(300)", 44), ("sys.exit(-1)", 255), ("os._exit(7)", 7),
                                              ("sys.exit('bye')", 1), ("raise SystemExit", 0)])
def test_exit_status_is_what_the_os_reports(tmp_path: Path, code: str, status: int) -> None:
    script = tmp_path / "leave.py"
    script.write_text(f"import os, sys\nprint('out', flush=True)\n{code}\n")
    report = tmp_path / "r.json"
    watched, plain = _run(["--json", str(report), str(script)], tmp_path), _plain([str(script)], tmp_path)
    assert (watched.returncode, watched.stdout, watched.stderr) == (plain.returncode, plain.stdout, plain.stderr)
    assert watched.returncode == status == _report_of(report)["exit_code"]


def test_an_unhandled_keyboard_interrupt_dies_by_sigint(tmp_path: Path) -> None:
    import signal

    script = tmp_path / "interrupted.py"
    script.write_text("import atexit\natexit.register(print, 'atexit ran')\nraise KeyboardInterrupt\n")
    report = tmp_path / "r.json"
    watched, plain = _run(["--json", str(report), str(script)], tmp_path), _plain([str(script)], tmp_path)
    assert plain.returncode == -signal.SIGINT
    assert (watched.returncode, watched.stdout, watched.stderr) == (plain.returncode, plain.stdout, plain.stderr)
    assert _report_of(report)["exit_code"] == -signal.SIGINT


def test_a_signal_sent_to_msdiag_run_reaches_the_program(tmp_path: Path) -> None:
    import signal

    script = tmp_path / "handler.py"
    script.write_text("import signal, sys, time\n"
                      "signal.signal(signal.SIGUSR1, lambda *a: (print('got USR1', flush=True), sys.exit(3)))\n"
                      "print('ready', flush=True)\ntime.sleep(60)\n")
    process = subprocess.Popen([sys.executable, "-m", "msdiag", "run", str(script)], cwd=tmp_path,
                               stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline() == "ready\n"
    process.send_signal(signal.SIGUSR1)
    assert process.wait(timeout=30) == 3
    assert process.stdout.read() == "got USR1\n"


def test_directories_zip_files_and_argv0_as_python_runs_them(tmp_path: Path) -> None:
    import zipfile

    show = "import sys\nprint(sys.argv, sys.path[0], __file__, __name__)\n"
    app = tmp_path / "app"
    app.mkdir()
    (app / "__main__.py").write_text(show)
    with zipfile.ZipFile(tmp_path / "app.zip", "w") as archive:
        archive.writestr("__main__.py", show)
    (tmp_path / "script.py").write_text(show)
    (tmp_path / "link.py").symlink_to(app / "__main__.py")
    for target in ("app", "app.zip", "script.py", "./app/__main__.py", "link.py"):
        watched, plain = _run([target, "x"], tmp_path), _plain([target, "x"], tmp_path)
        assert (watched.returncode, watched.stdout, watched.stderr) == (plain.returncode, plain.stdout, plain.stderr), target


def test_module_mode_traceback_is_pythons(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "boom.py").write_text("import sys\nprint(sys.argv[0].endswith('boom.py'))\nraise ValueError('x')\n")
    watched, plain = _run(["-m", "pkg.boom"], tmp_path), _plain(["-m", "pkg.boom"], tmp_path)
    assert (watched.returncode, watched.stdout, watched.stderr) == (plain.returncode, plain.stdout, plain.stderr)


@pytest.mark.parametrize("option", ["--compile-warn", "--compile-timeout", "--compile-memory"])
@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf", "soon", "0%", "101%"])
def test_numeric_options_are_checked(option: str, value: str, capsys: pytest.CaptureFixture[str]) -> None:
    from msdiag.cli import main

    with pytest.raises(SystemExit) as leaving:
        main(["run", f"{option}={value}", "script.py"])
    assert leaving.value.code == 2 and f"{option}: " in capsys.readouterr().err


def test_numeric_options_accept_sizes_and_seconds() -> None:
    from msdiag.cli import _memory, _seconds

    assert _seconds("0.5") == 0.5 and _memory("2G") == 2 * 2**30 and _memory("800MiB") == 800 * 2**20
    assert _memory("1024") == 1024 and 0 < _memory("50%") < _memory("100%")


def test_a_bad_option_stops_before_the_program_starts(tmp_path: Path) -> None:
    script = tmp_path / "script.py"
    script.write_text("open('ran', 'w')\n")
    watched = _run(["--compile-timeout=0", str(script)], tmp_path)
    assert watched.returncode == 2 and "--compile-timeout: " in watched.stderr
    assert "Traceback" not in watched.stderr and not (tmp_path / "ran").exists()


def test_mindspore_is_imported_only_when_the_program_imports_it(tmp_path: Path) -> None:
    script = tmp_path / "light.py"
    script.write_text("import sys\nprint('mindspore' in sys.modules)\n")
    watched = _run([str(script)], tmp_path)
    assert (watched.returncode, watched.stdout) == (0, "False\n")


def test_in_process_run_keeps_the_same_promises(tmp_path: Path) -> None:
    script = tmp_path / "leave.py"
    script.write_text("print('out', flush=True)\nraise SystemExit(300)\n")
    report = tmp_path / "r.json"
    report.write_text('{"stale": true}')
    watched, plain = _run(["--in-process", "--json", str(report), str(script)], tmp_path), _plain([str(script)], tmp_path)
    assert (watched.returncode, watched.stdout, watched.stderr) == (plain.returncode, plain.stdout, plain.stderr)
    assert _report_of(report)["exit_code"] == 44
