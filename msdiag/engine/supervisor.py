"""`msdiag run` from outside the interpreter: the user's program runs in a child process, and this
process watches it without ever needing the child's GIL.

- How long each watched call has run: the table the child keeps in shared memory (`engine.link`).
- Whether it is compiling, and what: the child's Python stack, which faulthandler dumps from C
  on a signal, also while MindSpore's compiler holds the GIL.
- How much memory the child uses: /proc.

This process also owns the report files, so that a report stays valid whatever happens to the
child (killed, `os._exit`), and it leaves as the child left: the same exit status, or death by
the same signal. Signals sent to it (not those a terminal sends to the whole process group, which
reach the child anyway) are passed on to the child.
"""
from __future__ import annotations

import dataclasses
import mmap
import os
import resource
import select
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..locale import tr
from ..report.records import MARK, ExceptionInfo, Failure, Finding, Related, Report, Span
from . import link as links
from . import session, signals, watchdog

TICK = 0.1
FAST_TICK = 0.02  # while a call runs and memory is past half the limit
# Signals passed on to the child. SIGCHLD is waited for too: it says the child ended.
FORWARDED = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2,
             signal.SIGALRM, signal.SIGWINCH)
_SI_KERNEL = 0x80  # si_code of a signal the kernel sent (a terminal's ^C to its process group)
_SAMPLE_BACKOFF = (1.0, 2.0, 4.0, 8.0)  # seconds between stack looks at a call that is not compiling
_LOW_MEMORY_FLOOR = 256 * 2**20  # stop a compile before the machine has less than this available
_MEMORY_HORIZON = 0.5  # seconds of growth at the current pace that must still fit under the limit


@dataclass(frozen=True)
class Options:
    child_args: list[str]  # `msdiag run` arguments for the child, after `--supervised SPEC`
    command: list[str]  # the command as the report shows it
    json_path: str | None
    markdown_path: str | None
    warn_after: float
    stop_after: float | None
    memory_limit: int  # bytes


def available() -> bool:
    """Whether this system can supervise: Linux's /proc, memfd, real-time signals, sigtimedwait."""
    return (sys.platform.startswith("linux") and hasattr(os, "memfd_create") and hasattr(signal, "sigtimedwait")
            and hasattr(signal, "SIGRTMAX") and os.path.isdir("/proc/self"))


def physical_memory() -> int:
    """RAM in bytes, or the cgroup's memory limit when that is smaller."""
    total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    for path in ("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"):
        try:
            with open(path, encoding="ascii") as handle:
                text = handle.read().strip()
        except OSError:
            continue
        if text.isdigit() and 0 < int(text) < total:
            total = int(text)
    return total


def default_memory_limit() -> int:
    """80% of RAM (or of the cgroup's limit): room for the rest of the machine, and stopped well
    before the kernel's OOM killer would act."""
    return int(physical_memory() * 0.8)


def size_text(size: float) -> str:
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if size >= scale:
            return f"{size / scale:.1f} {unit}"
    return f"{int(size)} B"


def interpreter_options() -> list[str]:
    """The options this Python was started with (`-X dev`, `-W error`, `-u`, ...), for the child:
    the ones before `-m msdiag` as typed, else those Python reports."""
    argv = list(getattr(sys, "orig_argv", []))
    for index in range(1, len(argv) - 1):
        if argv[index] == "-m" and argv[index + 1] == "msdiag":
            return argv[1:index]
        if argv[index] == "-mmsdiag":
            return argv[1:index]
    return subprocess._args_from_interpreter_flags()  # type: ignore[attr-defined]


def supervise(options: Options) -> int:
    """Run the child to its end; return its exit status (or die by the signal that killed it)."""
    # From here on the signals sent to `msdiag run` are waited for, and passed on, one by one.
    watched = {*FORWARDED, signal.SIGCHLD}
    unblocked = signal.pthread_sigmask(signal.SIG_BLOCK, watched)
    reporter = _Reporter(options)
    reporter.write()  # at once: no stale report from an earlier run survives this one
    report_r, report_w = os.pipe()
    dump_r, dump_w = os.pipe()
    table_fd = os.memfd_create("msdiag-calls")
    os.ftruncate(table_fd, links.TABLE_BYTES)
    table = mmap.mmap(table_fd, links.TABLE_BYTES, mmap.MAP_SHARED, mmap.PROT_READ)
    argv = [sys.executable, *interpreter_options(), "-m", "msdiag", "run",
            "--supervised", links.spec(report_w, dump_w, table_fd, os.getpid()), *options.child_args]
    for fd in (report_w, dump_w, table_fd):
        os.set_inheritable(fd, True)
    try:
        # close_fds=False: the program gets every descriptor `python` would have given it.
        child = subprocess.Popen(argv, close_fds=False,
                                 preexec_fn=lambda: signal.pthread_sigmask(signal.SIG_SETMASK, unblocked))
    except OSError as error:
        signal.pthread_sigmask(signal.SIG_SETMASK, unblocked)
        print(f"{MARK} {tr('run.cannot_start', reason=error.strerror or str(error))}", file=sys.stderr)
        return 1
    finally:
        for fd in (report_w, dump_w, table_fd):
            os.close(fd)
    reader = _Reader(report_r, reporter)
    reader.start()
    watch = _Watch(child.pid, table, dump_r, reporter, options)
    status = _wait(child, watched, watch)
    reader.finish()
    child.returncode = os.waitstatus_to_exitcode(status)
    # Stopped by msdiag: its own exit status (124, 125). Else the child's, as the OS reports it.
    code = watch.stopped if watch.stopped is not None else child.returncode
    reporter.finish(code)
    if code >= 0:
        return code
    _die_like_child(-code)
    return 128 - code


def _wait(child: subprocess.Popen[bytes], watched: set[int], watch: "_Watch") -> int:
    while True:
        info = signal.sigtimedwait(watched, watch.interval)
        if info is not None and info.si_signo != signal.SIGCHLD:
            # A terminal's ^C (or hang-up, or window change) went to the child as well: pass on
            # only what was sent to this process alone.
            if info.si_code != _SI_KERNEL and info.si_pid != child.pid:
                try:
                    os.kill(child.pid, info.si_signo)
                except ProcessLookupError:
                    pass
        pid, status = os.waitpid(child.pid, os.WNOHANG)
        if pid:
            return status
        stopped = watch.tick(time.monotonic())
        if stopped is not None:
            return stopped


def _die_like_child(signum: int) -> None:
    try:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # the child's core, if any, is the one wanted
    except (ValueError, OSError):
        pass
    sys.stdout.flush()
    sys.stderr.flush()
    signals.kill_self(signum)


class _Reader(threading.Thread):
    """Reads the child's messages: new versions of its report, and descriptions of its targets."""

    def __init__(self, fd: int, reporter: "_Reporter") -> None:
        super().__init__(name="msdiag-supervisor-reader", daemon=True)
        self.fd = fd
        self.reporter = reporter
        self._stop_when_idle = threading.Event()

    def run(self) -> None:
        import json

        pending = b""
        while True:
            ready, _, _ = select.select([self.fd], [], [], TICK)
            if not ready:
                if self._stop_when_idle.is_set():
                    break
                continue
            chunk = os.read(self.fd, 1 << 16)
            if not chunk:
                break
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                try:
                    message = json.loads(line)
                except ValueError:
                    continue  # cut short by the child's death
                if isinstance(message, dict):
                    self.reporter.receive(message)
        os.close(self.fd)

    def finish(self) -> None:
        """The child has ended: read what it left in the pipe, then stop (its forked workers may
        keep the pipe open: end of file may never come)."""
        self._stop_when_idle.set()
        self.join(timeout=5.0)


class _Reporter:
    """The report files: the child's last report, with what the supervisor found added."""

    def __init__(self, options: Options) -> None:
        self.options = options
        self.lock = threading.Lock()
        self.child: dict[str, Any] | None = None
        self.targets: dict[int, dict[str, Any]] = {}
        self.own: list[Failure] = []
        self.exit_code: int | None = None
        self._said_unwritable = False

    def receive(self, message: dict[str, Any]) -> None:
        kind = message.get("kind")
        if kind == "target" and isinstance(message.get("id"), int):
            with self.lock:
                self.targets[message["id"]] = message
        elif kind == "report" and isinstance(message.get("report"), dict):
            with self.lock:
                self.child = message
                self._write_json()

    def add(self, failure: Failure) -> None:
        with self.lock:
            self.own.append(failure)
            self._write_json()

    def write(self) -> None:
        with self.lock:
            self._write_json()

    def finish(self, exit_code: int) -> None:
        with self.lock:
            self.exit_code = exit_code
            self._write_json()
            if self.options.markdown_path:
                self._write(self.options.markdown_path, self._markdown())

    def target(self, number: int) -> dict[str, Any] | None:
        with self.lock:
            return self.targets.get(number)

    def merged(self) -> dict[str, Any]:
        from ..report.json import report_to_dict

        own = report_to_dict(Report(failures=list(self.own)))
        base = dict(self.child["report"]) if self.child else report_to_dict(Report())
        base["command"] = list(self.options.command)
        findings = list(base.get("findings") or [])
        failures = list(base.get("failures") or [])
        for failure in own["failures"]:
            indices = []
            for index in failure["findings"]:
                finding = own["findings"][index]
                key = (finding["code"], finding["file"], finding["line"])
                at = next((i for i, f in enumerate(findings) if (f.get("code"), f.get("file"), f.get("line")) == key), None)
                if at is None:
                    at = len(findings)
                    findings.append(finding)
                indices.append(at)
            failures.append({**failure, "findings": indices})
        base["failures"], base["findings"] = failures, findings
        base["exit_code"] = self.exit_code
        return base

    def _write_json(self) -> None:
        if self.options.json_path:
            self._write(self.options.json_path, session.report_json(self.merged()))

    def _write(self, path: str, text: str) -> None:
        try:
            session.write_file(path, text)
        except OSError as error:
            if not self._said_unwritable:
                self._said_unwritable = True
                print(f"{MARK} {tr('run.report_unwritable', path=path, reason=error.strerror or str(error))}",
                      file=sys.stderr, flush=True)

    def _markdown(self) -> str:
        from ..report.markdown import Environment, report_to_markdown

        data = self.merged()
        targets = list(self.child.get("targets") or []) if self.child else []
        targets += [failure.target for failure in self.own]
        report = report_from_dict(data, targets)
        fields = {f.name for f in dataclasses.fields(Environment)}
        given = (self.child or {}).get("environment")
        if isinstance(given, dict) and fields <= set(given):
            environment = Environment(**{name: given[name] for name in fields})
        else:
            environment = Environment(**dict(session.environment_dict(), mindspore=data.get("mindspore")))
        return report_to_markdown(report, environment)


def report_from_dict(data: dict[str, Any], targets: Sequence[str]) -> Report:
    """A report read back from its JSON form, for the Markdown writer. Columns go back to bytes,
    as the writers count them."""
    from ..report.json import finding_from_dict

    findings = [_in_bytes(finding_from_dict(item)) for item in data.get("findings") or [] if isinstance(item, dict)]
    failures = []
    for number, item in enumerate(data.get("failures") or []):
        exception = item.get("exception") or {}
        chosen = [findings[i] for i in item.get("findings") or [] if isinstance(i, int) and 0 <= i < len(findings)]
        failures.append(Failure(
            item.get("phase", "run"), ExceptionInfo(str(exception.get("type", "")), str(exception.get("message", ""))),
            findings=chosen, target=targets[number] if number < len(targets) else "",
            diagnosis_error=item.get("diagnosis_error"), time=float(item.get("time") or 0.0),
            eager_output=str(item.get("eager_output") or ""), side_effects=tuple(item.get("side_effects") or ())))
    used = {id(f) for failure in failures for f in failure.findings}
    return Report(command=list(data.get("command") or []), exit_code=data.get("exit_code"), failures=failures,
                  warnings=[f for f in findings if id(f) not in used])


def _in_bytes(finding: Finding) -> Finding:
    def span(old: Span) -> Span:
        from ..report.text import file_lines

        lines = file_lines(old.file)

        def column(line: int, value: int | None) -> int | None:
            if value is None or not 0 < line <= len(lines):
                return value
            return len(lines[line - 1][:value].encode("utf-8"))

        return Span(old.file, old.line, old.end_line, column(old.line, old.column) or 0,
                    column(old.last_line, old.end_column))

    return dataclasses.replace(finding, span=span(finding.span),
                               related=tuple(Related(span(r.span), r.message) for r in finding.related))


class _Watch:
    """The look at the child every tick: long calls that compile, and memory while they do."""

    def __init__(self, pid: int, table: mmap.mmap, dump_fd: int, reporter: _Reporter, options: Options) -> None:
        self.pid = pid
        self.table = table
        self.dump_fd = dump_fd
        self.reporter = reporter
        self.options = options
        self.reported: set[tuple[int, float]] = set()
        # call -> (when to look next, looks so far, last look)
        self.looked: dict[tuple[int, float], tuple[float, int, float]] = {}
        self.rss: tuple[float, int] | None = None
        self.peak = 0
        self.stopped: int | None = None
        self.interval = TICK

    def tick(self, now: float) -> int | None:
        """One look; a wait status when the child had to be stopped."""
        calls = links.read_calls(self.table)
        if not calls:
            self.interval = TICK
            return None
        used, rate = self._memory(now)
        self.interval = FAST_TICK if used * 2 >= self.options.memory_limit else TICK
        over = self._over(used, rate)
        for call in calls:
            elapsed = now - call.started
            key = (call.slot, call.started)
            warn = elapsed >= self.options.warn_after and key not in self.reported
            stop = self.options.stop_after is not None and elapsed >= self.options.stop_after
            if not (warn or stop or over):
                continue
            stack = self._stack_if_due(key, now, urgent=stop or over)
            if stack is None:
                continue
            if over:
                return self._stop_for_memory(call, elapsed, used)
            if key not in self.reported:
                self.reported.add(key)
                self._report(call, elapsed)
            if stop:
                return self._stop_for_time(elapsed)
        return None

    # --- what the child is doing ---------------------------------------------------------------

    def _stack_if_due(self, key: tuple[int, float], now: float, urgent: bool) -> list[tuple[str, int, str]] | None:
        """The call's stack when it is compiling, else None. A call seen running (not compiling) is
        looked at again later and later (each look is a signal to the child); at most twice a
        second when its time is up or memory is short."""
        due, looks, last = self.looked.get(key, (0.0, 0, 0.0))
        if now < (min(due, last + 0.5) if urgent else due):
            return None
        thread = next((c.thread for c in links.read_calls(self.table) if (c.slot, c.started) == key), None)
        stack = self._sample().get(thread, []) if thread is not None else []
        from ..model import msapi

        if msapi.compiling(links.frames_of(stack)):
            return stack
        self.looked[key] = (now + _SAMPLE_BACKOFF[min(looks, len(_SAMPLE_BACKOFF) - 1)], looks + 1, now)
        return None

    def _sample(self) -> dict[int, list[tuple[str, int, str]]]:
        _drain(self.dump_fd)
        try:
            os.kill(self.pid, links.DUMP_SIGNAL)
        except ProcessLookupError:
            return {}
        return links.parse_dump(_read_dump(self.dump_fd).decode("utf-8", "replace"))

    def _memory(self, now: float) -> tuple[int, float]:
        """The child's resident memory, and how fast it grows (bytes per second)."""
        used = _resident(self.pid)
        rate = 0.0
        if self.rss is not None and now > self.rss[0]:
            rate = max(0.0, (used - self.rss[1]) / (now - self.rss[0]))
        self.rss = (now, used)
        self.peak = max(self.peak, used)
        return used, rate

    def _over(self, used: int, rate: float) -> bool:
        """Over the limit now, or within half a second at this pace; or the machine is short."""
        ahead = rate * _MEMORY_HORIZON
        if used + ahead >= self.options.memory_limit:
            return True
        available = _available()
        return available is not None and available - ahead < _LOW_MEMORY_FLOOR

    # --- what it leads to --------------------------------------------------------------------

    def _target(self, call: links.Call) -> tuple[Any, str]:
        """A stand-in for the compiling object, and its name, from the child's description."""
        described = self.reporter.target(call.target) or {}
        name = str(described.get("name") or "?")
        file, line, function = described.get("file"), described.get("line"), described.get("function")
        if not (isinstance(file, str) and isinstance(line, int) and isinstance(function, str)):
            return None, name
        return watchdog.standin(file, line, function), name

    def _report(self, call: links.Call, elapsed: float) -> None:
        obj, name = self._target(call)
        failure = _safely(lambda: watchdog.still_compiling(obj, name, elapsed),
                          lambda: Failure("hang", ExceptionInfo("CompileStillRunning", tr(
                              "hang.still_running", target=name, seconds=f"{elapsed:.0f}")), target=name))
        self.reporter.add(failure)
        print(watchdog.hang_line(failure), file=sys.stderr, flush=True)

    def _stop_for_time(self, elapsed: float) -> int:
        self._kill()
        print(f"{MARK} {tr('hang.stopping', seconds=f'{elapsed:.0f}')}", file=sys.stderr, flush=True)
        return self._stopped(watchdog.HANG_EXIT_CODE)

    def _stop_for_memory(self, call: links.Call, elapsed: float, used: int) -> int:
        self._kill()  # first: every tick of delay is memory the machine may not have
        obj, name = self._target(call)
        limit = size_text(self.options.memory_limit)
        failure = _safely(lambda: watchdog.over_memory(obj, name, elapsed, size_text(used), limit),
                          lambda: Failure("hang", ExceptionInfo("CompileMemoryLimit", name), target=name))
        self.reporter.add(failure)
        print(watchdog.hang_line(failure), file=sys.stderr, flush=True)
        print(f"{MARK} {tr('hang.stopping_memory', used=size_text(used), limit=limit)}", file=sys.stderr, flush=True)
        return self._stopped(watchdog.MEMORY_EXIT_CODE)

    def _kill(self) -> None:
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def _stopped(self, code: int) -> int:
        _, status = os.waitpid(self.pid, 0)
        self.stopped = code
        return status


def _safely(make: Callable[[], Failure], fallback: Callable[[], Failure]) -> Failure:
    try:
        return make()
    except Exception:  # noqa: BLE001 - a rule that fails must not cost the report
        return fallback()


def _drain(fd: int) -> None:
    while select.select([fd], [], [], 0)[0]:
        if not os.read(fd, 1 << 16):
            return


def _read_dump(fd: int, first: float = 1.0, quiet: float = 0.05) -> bytes:
    """What faulthandler wrote: wait up to `first` seconds for it to begin, then read until it has
    been quiet for `quiet` seconds."""
    data = b""
    wait = first
    while select.select([fd], [], [], wait)[0]:
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            break
        data += chunk
        wait = quiet
    return data


def _resident(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/statm", encoding="ascii") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def _available() -> int | None:
    try:
        with open("/proc/meminfo", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return None
