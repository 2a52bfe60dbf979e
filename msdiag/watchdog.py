"""Notice graph compiles that run far longer than usual and report what is compiling.

Watched calls register themselves here (two dict operations, no thread per call). One daemon
thread samples the registered threads' stacks; a call that has spent longer than `warn_after`
inside MindSpore's compiler gets a "still compiling" failure in the report, naming the cell and
the code most likely to blow up compilation (large unrolled loops)."""
from __future__ import annotations

import os
import sys
import threading
import time
from typing import Any

from .model import ExceptionInfo, Failure

_active: dict[int, tuple[float, Any]] = {}
_reported: set[tuple[int, float]] = set()
_settings: dict[str, float | None] = {"warn_after": 60.0, "stop_after": None}
_thread: threading.Thread | None = None
_thread_lock = threading.Lock()
HANG_EXIT_CODE = 124


def configure(warn_after: float = 60.0, stop_after: float | None = None) -> None:
    _settings["warn_after"] = warn_after
    _settings["stop_after"] = stop_after


def enter(obj: Any) -> int | None:
    ident = threading.get_ident()
    if ident in _active:
        return None  # a nested watched call: the outer one is being timed
    _active[ident] = (time.monotonic(), obj)
    if _thread is None:
        _start()
    return ident


def leave(token: int | None) -> None:
    if token is not None:
        _active.pop(token, None)


def _start() -> None:
    global _thread
    with _thread_lock:
        if _thread is None:
            _thread = threading.Thread(target=_watch, name="msdiag-watchdog", daemon=True)
            _thread.start()


def _compiling(ident: int) -> bool:
    frame = sys._current_frames().get(ident)
    while frame is not None:
        code = frame.f_code
        if code.co_name in ("compile", "compile_frontend") and "mindspore" in code.co_filename:
            return True
        frame = frame.f_back
    return False


def _watch() -> None:
    while True:
        time.sleep(0.5)
        now = time.monotonic()
        for ident, (started, obj) in list(_active.items()):
            elapsed = now - started
            warn_after = _settings["warn_after"] or 60.0
            stop_after = _settings["stop_after"]
            if elapsed < warn_after and (stop_after is None or elapsed < stop_after):
                continue
            if not _compiling(ident):
                continue
            key = (ident, started)
            if key not in _reported:
                _reported.add(key)
                _report_hang(obj, elapsed)
            if stop_after is not None and elapsed >= stop_after:
                _stop(obj, elapsed)


def _report_hang(obj: Any, elapsed: float) -> None:
    from . import session
    from .rules.control import slow_compile_findings

    try:
        findings = slow_compile_findings(obj)
        name = f"{type(obj).__name__}.construct" if hasattr(obj, "construct") and not callable(getattr(obj, "__code__", None)) else getattr(obj, "__qualname__", repr(obj))
        failure = Failure(
            "hang",
            ExceptionInfo("CompileStillRunning", f"graph compile of `{name}` still running after {elapsed:.0f} s"),
            findings=findings,
            target=name,
        )
        session.current().add_failure(failure)
        where = f" (suspect: {findings[0].span.file}:{findings[0].span.line}: {findings[0].message})" if findings else ""
        print(f"msdiag MSD304 slow-compile: graph compile of `{name}` still running after {elapsed:.0f} s{where}",
              file=sys.stderr, flush=True)
    except Exception as error:  # noqa: BLE001 - the watchdog must never disturb the user's program
        print(f"msdiag: could not describe the slow compile ({type(error).__name__}: {error})", file=sys.stderr)


def _stop(obj: Any, elapsed: float) -> None:
    from . import session

    print(f"msdiag: stopping the program: one graph compile ran {elapsed:.0f} s (--compile-timeout)",
          file=sys.stderr, flush=True)
    session.current().set_exit_code(HANG_EXIT_CODE)
    os._exit(HANG_EXIT_CODE)
