"""The fault suite (issue 11): each scenario runs under plain `python` and under `msdiag run`, and
what the user sees (exit status, stdout, the error printed) must be the same, with a valid report.

Scenarios live in tests/scripts/faults/. They need fresh processes: signals, exit statuses, a
compile that holds the GIL. The in-process halves (20 rounds of two failing threads, state after a
signal) are in test_faults.py."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from harness import ROOT, final_exception_line
from schema_check import assert_valid_report

SCRIPTS = ROOT / "tests" / "scripts" / "faults"
PYTHON = sys.executable
SAFETY_BYTES = 2 * 2**30  # no test process tree may pass this, whatever msdiag does


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("MSDIAG", None)
    env["GLOG_v"] = "3"
    return env


@pytest.fixture(scope="module")
def plain(tmp_path_factory: pytest.TempPathFactory):
    """Plain python's run of a scenario, once per module (what it does never varies)."""
    where = tmp_path_factory.mktemp("plain")
    runs: dict[tuple[Path, tuple[str, ...]], subprocess.CompletedProcess[str]] = {}

    def run(script: Path, *args: str) -> subprocess.CompletedProcess[str]:
        if (script, args) not in runs:
            runs[script, args] = subprocess.run([PYTHON, str(script), *args], cwd=where, env=_env(),
                                                capture_output=True, text=True, timeout=300)
        return runs[script, args]

    return run


def _report(path: Path) -> dict:
    report = json.loads(path.read_text())
    assert_valid_report(report)
    return report


class _Watched:
    """`msdiag run` in its own session, its output read line by line with the time each line came,
    its process tree held under SAFETY_BYTES."""

    def __init__(self, args: list[str], cwd: Path) -> None:
        self.lines: list[tuple[float, str, str]] = []
        self.peak_tree = 0
        self.process = subprocess.Popen([PYTHON, "-m", "msdiag", "run", *args], cwd=cwd, env=_env(),
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                        start_new_session=True)
        self._readers = [threading.Thread(target=self._read, args=(stream, name), daemon=True)
                         for stream, name in ((self.process.stdout, "out"), (self.process.stderr, "err"))]
        for reader in self._readers:
            reader.start()

    def _read(self, stream, name: str) -> None:
        for line in stream:
            self.lines.append((time.monotonic(), name, line))

    def text(self, name: str) -> str:
        return "".join(line for _, which, line in self.lines if which == name)

    def first(self, pattern: str) -> tuple[float, str] | None:
        return next(((when, line) for when, _, line in self.lines if re.search(pattern, line)), None)

    def send(self, signum: int) -> None:
        self.process.send_signal(signum)

    def wait(self, timeout: float = 240) -> tuple[int, int, float]:
        """(exit status as subprocess reports it, peak RSS of the biggest process in KB, when it ended)."""
        deadline = time.monotonic() + timeout
        while True:
            pid, status, usage = os.wait4(self.process.pid, os.WNOHANG)
            if pid:
                ended = time.monotonic()
                break
            tree = _tree_rss(self.process.pid)
            self.peak_tree = max(self.peak_tree, tree)
            if tree > SAFETY_BYTES or time.monotonic() > deadline:
                os.killpg(self.process.pid, signal.SIGKILL)
                pytest.fail(f"killed by the test: {tree / 2**20:.0f} MB after {timeout - deadline + time.monotonic():.0f} s")
            time.sleep(0.05)
        self.process.returncode = os.waitstatus_to_exitcode(status)
        for reader in self._readers:
            reader.join(timeout=10)
        return self.process.returncode, usage.ru_maxrss, ended


def _tree_rss(group: int) -> int:
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if os.getpgid(int(entry)) != group:
                continue
            with open(f"/proc/{entry}/statm") as handle:
                total += int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
        except (OSError, ValueError, IndexError):
            continue
    return total


# --- signals during the eager re-run -------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("name", ["SIGINT", "SIGTERM", "SIGKILL"])
def test_signal_during_the_eager_rerun(tmp_path: Path, name: str, plain) -> None:
    script = SCRIPTS / "slow_rerun.py"
    plain = plain(script, os.devnull)
    assert plain.returncode == 1
    report = tmp_path / "report.json"
    marker = tmp_path / "marker"
    run = _Watched(["--json", str(report), str(script), str(marker)], tmp_path)
    deadline = time.monotonic() + 120
    while not marker.exists() and run.process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert marker.exists(), run.text("err")[-3000:]
    time.sleep(0.3)
    run.send(getattr(signal, name))
    status, _, _ = run.wait()
    data = _report(report)  # valid, whatever the signal
    if name == "SIGKILL":
        assert status == -signal.SIGKILL
        assert data["exit_code"] in (None, -signal.SIGKILL)
        # The program died with `msdiag run`, as it would with a killed `python`: nothing left behind.
        gone = time.monotonic() + 10
        while _tree_rss(run.process.pid) and time.monotonic() < gone:
            time.sleep(0.1)
        assert not _tree_rss(run.process.pid)
        return
    # As plain python: the error printed, exit status 1, stdout unchanged.
    assert status == plain.returncode
    assert run.text("out") == plain.stdout
    assert final_exception_line(run.text("err")) == final_exception_line(plain.stderr)
    assert f"msdiag: diagnosis interrupted by {name}; the error above is MindSpore's own" in run.text("err")
    assert data["exit_code"] == 1
    (failure,) = data["failures"]
    assert failure["diagnosis_error"].startswith(f"diagnosis interrupted by {name}")


@pytest.mark.slow
@pytest.mark.parametrize("name", ["SIGINT", "SIGTERM"])
@pytest.mark.parametrize("gap", [0.0, 0.02])
def test_a_second_signal_acts_as_without_msdiag(tmp_path: Path, name: str, gap: float, plain) -> None:
    """Two signals during the eager re-run: the first stops the diagnosis; the second, if it comes
    before the user's error is out, does what it does to a program without msdiag (SIGTERM kills,
    SIGINT raises KeyboardInterrupt or reaches MindSpore's handler). Either way the run ends at
    once and leaves a valid report with the exit status the OS gave."""
    script = SCRIPTS / "slow_rerun.py"
    plain = plain(script, os.devnull)
    report = tmp_path / "report.json"
    marker = tmp_path / "marker"
    run = _Watched(["--json", str(report), str(script), str(marker)], tmp_path)
    deadline = time.monotonic() + 120
    while not marker.exists() and run.process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert marker.exists(), run.text("err")[-3000:]
    time.sleep(0.3)
    signum = getattr(signal, name)
    run.send(signum)
    sent = time.monotonic()
    time.sleep(gap)
    run.send(signum)
    status, _, ended = run.wait(timeout=60)
    assert ended - sent < 20, f"{ended - sent:.1f} s after the signals"
    err = run.text("err")
    data = _report(report)
    assert data["exit_code"] == status, (data["exit_code"], status)
    assert run.text("out") == plain.stdout  # "not reached" is never printed
    assert "msdiag failed" not in err and "diagnosis failed" not in err, err[-3000:]
    if status == plain.returncode:
        # The user's error was on its way out: printed as with one signal (two signals sent at
        # once can merge into one), or, when the second SIGINT landed while Python printed it,
        # as far as Python got (its notes, or Python's own dump of the exception).
        assert final_exception_line(plain.stderr).split(": ", 1)[1] in err, err[-3000:]
        assert f"msdiag: diagnosis interrupted by {name}" in err or name == "SIGINT", err[-3000:]
    elif name == "SIGTERM":
        assert status == -signal.SIGTERM  # default action, as without msdiag
    else:
        # Python's KeyboardInterrupt (exit 1 with it last, or death by SIGINT as Python re-raises
        # it), or MindSpore's own SIGINT handler, which ends the process with SIGTERM.
        assert status in (-signal.SIGINT, 130, -signal.SIGTERM) or "KeyboardInterrupt" in err, (status, err[-3000:])


# --- what the eager re-run does must not show -----------------------------------------------------

@pytest.mark.slow
def test_eager_rerun_side_effects_do_not_show(tmp_path: Path, plain) -> None:
    script = SCRIPTS / "rerun_effects.py"
    plain = plain(script)
    report = tmp_path / "report.json"
    run = _Watched(["--json", str(report), str(script)], tmp_path)
    status, _, _ = run.wait()
    assert (status, run.text("out")) == (plain.returncode, plain.stdout) == (0, plain.stdout)
    assert "inside construct" not in run.text("out") + run.text("err")
    (failure,) = _report(report)["failures"]
    assert "inside construct" in failure["eager_output"]


@pytest.mark.slow
def test_indices_only_a_gradient_kernel_checks_are_not_run_again_eagerly(tmp_path: Path, plain) -> None:
    # PyNative's kernels do not check the class indices CrossEntropyLoss's gradient rejected in
    # graph mode: replaying the step eagerly crashed the process in most runs (status -11).
    script = SCRIPTS / "unchecked_indices.py"
    plain = plain(script)
    assert plain.returncode == 1
    for _ in range(3):
        report = tmp_path / "report.json"
        run = _Watched(["--json", str(report), str(script)], tmp_path)
        status, _, _ = run.wait()
        assert status == plain.returncode
        assert final_exception_line(run.text("err")) == final_exception_line(plain.stderr)
        (failure,) = _report(report)["failures"]
        assert failure["phase"] == "run" and failure["exception"]["type"] == "RuntimeError"


@pytest.mark.slow
def test_two_failing_threads_in_one_program(tmp_path: Path, plain) -> None:
    import ast

    script = SCRIPTS / "threads.py"
    plain = plain(script)
    report = tmp_path / "report.json"
    run = _Watched(["--json", str(report), str(script)], tmp_path)
    status, _, _ = run.wait()
    assert status == plain.returncode == 0
    # MindSpore itself is not safe for two compiles at once: under plain python too, which thread
    # gets its own error and which an `Illegal AnfNode` RuntimeError varies from run to run. What
    # must not vary: both threads end with an error of their own and the program goes on.
    watched_outcome, plain_outcome = ast.literal_eval(run.text("out")), ast.literal_eval(plain.stdout)
    assert [name for name, _ in watched_outcome] == [name for name, _ in plain_outcome] == ["A", "B"]
    assert {kind for _, kind in watched_outcome + plain_outcome} <= {"ValueError", "RuntimeError", "TypeError"}
    data = _report(report)
    first = sorted(data["findings"][f["findings"][0]]["code"] for f in data["failures"])
    assert first == ["MSD401", "MSD403"]


# --- a compile that holds the GIL and eats memory --------------------------------------------------
# Never run under plain python: it grows until the machine runs out. The test holds every run under
# SAFETY_BYTES itself.

def _compile_started(run: _Watched) -> float:
    found = run.first(r"^compiling at ")
    assert found is not None, run.text("err")[-3000:]
    return float(found[1].split()[-1])


@pytest.mark.slow
def test_gil_holding_compile_is_reported_and_stopped_on_time(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    run = _Watched(["--json", str(report), "--compile-warn", "2", "--compile-timeout", "5", "--compile-memory", "1500M",
                    str(SCRIPTS / "growing_compile.py")], tmp_path)
    status, _, ended = run.wait()
    started = _compile_started(run)
    warned = run.first(r"^msdiag MSD304 slow-compile: graph compile of `Growing.construct` still running")
    assert warned is not None, run.text("err")[-3000:]
    assert 2 <= warned[0] - started <= 4, warned[0] - started
    assert status == 124
    assert 5 <= ended - started <= 7, ended - started
    data = _report(report)
    assert data["exit_code"] == 124
    (failure,) = data["failures"]
    assert failure["phase"] == "hang" and failure["exception"]["type"] == "CompileStillRunning"
    finding = data["findings"][failure["findings"][0]]
    line = next(n for n, text in enumerate((SCRIPTS / "growing_compile.py").read_text().splitlines(), 1)
                if "while i < 3" in text)
    assert (finding["code"], finding["line"]) == ("MSD304", line)


@pytest.mark.slow
def test_gil_holding_compile_is_stopped_under_the_memory_limit(tmp_path: Path) -> None:
    limit = 900 * 2**20
    report = tmp_path / "report.json"
    markdown = tmp_path / "report.md"
    run = _Watched(["--json", str(report), "--markdown", str(markdown), "--compile-memory", "900M",
                    str(SCRIPTS / "growing_compile.py")], tmp_path)
    status, peak_kb, _ = run.wait()
    assert status == 125, run.text("err")[-3000:]
    assert peak_kb * 1024 < limit  # the biggest process of the run, as the kernel measured it
    assert re.search(r"^msdiag: stopping the program: a graph compile made it reach .* \(--compile-memory 900\.0 MiB\)",
                     run.text("err"), re.M)
    data = _report(report)
    assert data["exit_code"] == 125
    (failure,) = data["failures"]
    assert failure["exception"]["type"] == "CompileMemoryLimit"
    assert data["findings"][failure["findings"][0]]["code"] == "MSD304"
    assert "CompileMemoryLimit" in markdown.read_text()
