"""Notice graph compiles that run far longer than usual and report what is compiling.

Watched calls register themselves here (two dict operations, no thread per call). Under
`msdiag run` the supervising process does the watching from outside (`engine.supervisor`): the
call is published in shared memory (`engine.link`) and nothing else runs here. Otherwise one
daemon thread samples the registered threads' stacks; a call that has spent longer than
`warn_after` inside MindSpore's compiler gets a "still compiling" failure in the report, naming
the cell and the code most likely to blow up compilation (large unrolled loops). That thread is
Python: while the compiler holds the GIL it cannot look, so its reports can come late (see
docs/run.md)."""
from __future__ import annotations

import os
import sys
import threading
import time
import types
from typing import Any

from ..locale import tr
from ..model import msapi
from ..report.records import MARK, ExceptionInfo, Failure, Finding
from ..rules.base import Hang
from ..rules.registry import rules_with
from . import link as links
from . import session

_active: dict[int, tuple[float, Any]] = {}
_reported: set[tuple[int, float]] = set()
_settings: dict[str, float | None] = {"warn_after": 60.0, "stop_after": None}
_thread: threading.Thread | None = None
_thread_lock = threading.Lock()
_link: links.Link | None = None
HANG_EXIT_CODE = 124
MEMORY_EXIT_CODE = 125


def configure(warn_after: float = 60.0, stop_after: float | None = None, link: links.Link | None = None) -> None:
    """`link`: the run is supervised; calls are published to the supervisor, which watches them."""
    global _link
    _settings["warn_after"] = warn_after
    _settings["stop_after"] = stop_after
    _link = link


def enter(obj: Any) -> int | None:
    ident = threading.get_ident()
    if ident in _active:
        return None  # a nested watched call: the outer one is being timed
    started = time.monotonic()
    _active[ident] = (started, obj)
    if _link is not None:
        _link.enter(ident, started, obj)
    elif _thread is None:
        _start()
    return ident


def leave(token: int | None) -> None:
    if token is not None:
        _active.pop(token, None)
        if _link is not None:
            _link.leave(token)


def _start() -> None:
    global _thread
    with _thread_lock:
        if _thread is None:
            _thread = threading.Thread(target=_watch, name="msdiag-watchdog", daemon=True)
            _thread.start()


def _compiling(ident: int) -> bool:
    frame = sys._current_frames().get(ident)
    frames = []
    while frame is not None:
        frames.append(frame)
        frame = frame.f_back
    return msapi.compiling(iter(frames))


def hang_findings(obj: Any, seconds: float) -> list[Finding]:
    findings: list[Finding] = []
    for rule_type in rules_with("on_hang"):
        findings.extend(rule_type().on_hang(Hang(obj, seconds)))
    return findings


def standin(file: str, line: int, function: str) -> types.FunctionType:
    """A function whose code says it is `function` at `file:line`: what the `on_hang` rules read of
    a compiling object, for the supervisor, which has only the child's description of it."""
    names = {"co_qualname": function} if hasattr(_template.__code__, "co_qualname") else {}
    code = _template.__code__.replace(co_filename=file, co_firstlineno=line, co_name=function, **names)
    return types.FunctionType(code, {})


def _template() -> None:  # pragma: no cover - never called, only its code is copied
    return None


def still_compiling(obj: Any, name: str, elapsed: float) -> Failure:
    """The "still compiling" failure for a compile of `name` running for `elapsed` seconds."""
    return Failure("hang", ExceptionInfo("CompileStillRunning", tr("hang.still_running", target=name, seconds=f"{elapsed:.0f}")),
                   findings=hang_findings(obj, elapsed), target=name)


def over_memory(obj: Any, name: str, elapsed: float, used: str, limit: str) -> Failure:
    """The failure for a compile of `name` stopped because its process used more than `limit`."""
    message = tr("hang.memory", target=name, used=used, limit=limit, seconds=f"{elapsed:.0f}")
    return Failure("hang", ExceptionInfo("CompileMemoryLimit", message), findings=hang_findings(obj, elapsed), target=name)


def hang_line(failure: Failure) -> str:
    """The one line printed on stderr for a slow compile, with the likeliest cause."""
    findings = failure.findings
    where = tr("hang.suspect", file=findings[0].span.file, line=findings[0].span.line,
               message=findings[0].message) if findings else ""
    return f"msdiag MSD304 slow-compile: {failure.exception.message}{where}"


def _watch() -> None:
    while True:
        time.sleep(0.5)
        _sample(time.monotonic())


def _sample(now: float) -> None:
    """One look at the watched calls. A function of its own, so that no reference to a model
    outlives the look (a loop variable would keep the last model alive until the next one)."""
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
            _stop(elapsed)


def _report_hang(obj: Any, elapsed: float) -> None:
    try:
        failure = still_compiling(obj, links.target_name(obj), elapsed)
        session.current().add_failure(failure)
        print(hang_line(failure), file=sys.stderr, flush=True)
    except Exception as error:  # noqa: BLE001 - the watchdog must never disturb the user's program
        print(f"{MARK} {tr('hang.undescribed', error=f'{type(error).__name__}: {error}')}", file=sys.stderr)


def _stop(elapsed: float) -> None:
    print(f"{MARK} {tr('hang.stopping', seconds=f'{elapsed:.0f}')}", file=sys.stderr, flush=True)
    session.current().set_exit_code(HANG_EXIT_CODE)
    os._exit(HANG_EXIT_CODE)
