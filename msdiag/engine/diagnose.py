"""Turn one failed graph call into a Failure with ranked findings, and attach it to the exception."""
from __future__ import annotations

import dataclasses
import functools
import os
import re
import sys
import threading
import traceback
import types
from typing import Any, Callable, Sequence

from .. import config
from ..evidence.eager import RerunLog, rerun_eagerly, traceback_frames
from ..evidence.errortext import parse_error_text
from ..evidence.files import model_files
from ..evidence.provenance import Tracer
from ..locale import tr
from ..model import msapi
from ..model.facts import CallTarget, EagerResult, Evidence, Frame, call_at, code_position, frame_span, resolve_expression
from ..model.source import is_user_file
from ..report.records import MARK, ExceptionInfo, Failure, Finding
from ..report.notes import add_note
from ..report.text import is_note, note_text
from ..rules.base import Candidate, Confidence
from ..rules.registry import rules_with
from . import session, signals
from .static import live_findings, model_findings

_local = threading.local()
# False while the pytest plugin runs tests: `pytest.raises(match=...)` reads notes, and the plugin
# shows the diagnosis in the test report instead.
_attach_notes = True


def attach_notes(enabled: bool) -> bool:
    """Whether diagnoses are added to exceptions as notes; returns the previous setting."""
    global _attach_notes
    previous, _attach_notes = _attach_notes, enabled
    return previous


# Under the pytest plugin failures are kept, not diagnosed, until a test is known to have failed
# with one: most graph errors in a test suite are expected (`pytest.raises`), and a diagnosis costs
# an eager re-run. Each entry: the error, what was called, how to call it again, what it touched.
_deferred: list[tuple[BaseException, CallTarget, Callable[[], Any] | None, list[Any]]] | None = None


def defer(enabled: bool) -> None:
    """Start (or stop) keeping failures for `diagnose_deferred`; either way, forget those kept."""
    global _deferred
    _deferred = [] if enabled else None


def diagnose_deferred(error: BaseException) -> bool:
    """Diagnose the kept failure of this very exception, as it would have been when raised."""
    kept = _deferred or []
    for index, (failed, target, rerun, touched) in enumerate(kept):
        if failed is error:
            del kept[index]
            handle_failure(error, target, rerun, touched, deferrable=False)
            return True
    return False


def already_diagnosed(error: BaseException) -> bool:
    return any(is_note(n) for n in getattr(error, "__notes__", ()))


def phase_of(error: BaseException) -> str:
    """"compile" when MindSpore's graph compiler raised, "run" when the compiled graph did."""
    frames = []
    tb = error.__traceback__
    while tb is not None:
        frames.append(tb.tb_frame)
        tb = tb.tb_next
    return "compile" if msapi.compiling(iter(frames)) else "run"


# Diagnoses take turns, process-wide: the execution mode, MS_JIT, the tracer and MindSpore's
# random state are global, and two eager re-runs at once deadlock inside MindSpore (one thread in
# get_rng_state, the other in set_rng_state) or diagnose each other's failure.
_turn = threading.Lock()
# How long a second failing thread waits for the first thread's diagnosis, beyond its re-run limit.
_TURN_SLACK = 30.0


def handle_failure(
    error: BaseException,
    target: CallTarget,
    rerun: Callable[[], Any] | None,
    touched: list[Any],
    deferrable: bool = True,
) -> None:
    """Diagnose `error` and attach the diagnosis to it. Never raises except KeyboardInterrupt:
    the caller re-raises the user's error untouched.

    While the diagnosis runs, SIGINT and SIGTERM stop it (main thread only): state is put back,
    the error gets a one-line note, and a second signal acts as it would without msdiag."""
    if already_diagnosed(error) or getattr(_local, "busy", False) or not config.enabled():
        return
    kept = _deferred
    if deferrable and kept is not None:
        if not any(failed is error for failed, *_ in kept):
            kept.append((error, target, rerun, touched))
        return
    _local.busy = True
    failure: Failure | None = None
    try:
        wait = config.eager_timeout() + _TURN_SLACK
        with signals.owned() as ownership:
            if not _turn.acquire(timeout=wait):
                _note_only(error, target, tr("render.busy", seconds=f"{wait:.0f}"))
                return
            try:
                failure = diagnose_failure(error, target, rerun, touched, ownership)
                attach(error, failure)
            finally:
                _turn.release()
    except signals.DiagnosisInterrupted as interrupted:
        if failure is None or failure.note is None:
            _note_only(error, target, tr("render.interrupted", signal=interrupted.name))
    except KeyboardInterrupt:
        raise
    except BaseException as internal:  # noqa: BLE001 - msdiag must never replace the user's error
        reason = (str(internal).strip().splitlines() or [""])[0][:200]
        line = tr("render.failed", error=f"{type(internal).__name__}: {reason}")
        if config.debug():
            line += "\n" + "".join(traceback.format_exception(internal))
        _note_only(error, target, line, recorded=failure is not None)
    finally:
        _local.busy = False


# A Python error raised while the program builds its model or calls a layer, outside any graph
# call: diagnosed only when it went through MindSpore's code or failed to bind a call's
# arguments, and only when a rule explains it (no fallback finding for everyday errors).
_BINDING = ("multiple values for", "unexpected keyword argument", "required positional argument",
            "positional argument", "Can't instantiate abstract class")


def diagnose_uncaught(error: BaseException) -> None:
    """Diagnose an error that is ending the program outside any watched graph call, from its
    own traceback (whose frames hold the values; nothing runs again). Never raises."""
    if already_diagnosed(error) or getattr(_local, "busy", False) or not config.enabled() \
            or not isinstance(error, Exception):
        return
    _local.busy = True
    try:
        frames = traceback_frames(error.__traceback__)
        users = [frame for frame in frames if frame.user]
        if not users:
            return
        innermost = users[-1]
        through_mindspore = any(msapi.is_mindspore_file(frame.file) for frame in frames)
        if not (through_mindspore or (any(words in str(error) for words in _BINDING) and _calls_mindspore(innermost))
                or (isinstance(error, KeyError) and _holds_dataset(users))):
            return
        target = CallTarget("function", innermost.globals.get(innermost.function.split(".")[-1], innermost.function),
                            (), {}, call_site=None)
        eager = EagerResult(exception=error, frames=frames)
        graph = parse_error_text(str(error), type(error).__name__)
        ev = Evidence(exception=error, graph=graph, eager=eager, target=target, phase="build")  # type: ignore[arg-type]
        ev.provenance = Tracer(ev)
        explained = [c for c in run_rules(ev) if c.confidence >= Confidence.EXPLAINED]
        if not explained:
            return
        # The data pipeline fails where a row is pulled, after the model was built.
        phase = "data" if any(f"{os.sep}dataset{os.sep}" in frame.file and msapi.is_mindspore_file(frame.file)
                              for frame in frames) else "build"
        failure = Failure(phase, exception_info(error), findings=rank(ev, explained), target=_qualified(innermost))
        attach(error, failure)
    except Exception:  # noqa: BLE001 - the user's error goes on as it was
        return
    finally:
        _local.busy = False


def _holds_dataset(frames: list[Frame]) -> bool:
    """Whether the user's frames hold a `mindspore.dataset` object: a KeyError there may be a row
    of `create_dict_iterator` looked up by a column the pipeline does not have."""
    return any(str(getattr(type(value), "__module__", "")).startswith("mindspore.dataset")
               for frame in frames for value in frame.locals.values())


def _qualified(frame: Frame) -> str:
    """`GroupedBlock.__init__` on every Python (3.10 has no `co_qualname`, only `__init__`)."""
    owner = frame.locals.get("self")
    if "." in frame.function or owner is None:
        return frame.function
    return f"{type(owner).__name__}.{frame.function}"


def _calls_mindspore(frame: Frame) -> bool:
    """Whether the call a frame stopped at builds or calls something of MindSpore's (a layer, an
    optimizer) or a Cell: the binding errors msdiag explains, not every Python call's."""
    call = call_at(frame_span(frame))
    callee = resolve_expression(call.func, {**frame.globals, **frame.locals}) if call is not None else None
    if isinstance(callee, functools.partial):  # `norm_layer(dim)` of `partial(nn.LayerNorm, eps=1e-6)`
        callee = callee.func
    if callee is None:
        return False
    if str(getattr(callee, "__module__", "") or "").split(".")[0] == "mindspore":
        return True
    # a class of the user's built on one of MindSpore's (a Cell, a Metric, a Callback)
    return isinstance(callee, type) and any(str(base.__module__).split(".")[0] == "mindspore" for base in callee.__mro__)


def _note_only(error: BaseException, target: CallTarget, reason: str, recorded: bool = False) -> None:
    """One line on the user's error instead of a diagnosis, and the failure in the report."""
    line = f"{MARK} {reason}"
    try:
        if _attach_notes:
            add_note(error, line)
        if not recorded:
            failure = Failure(phase_of(error), exception_info(error), target=target.name,  # type: ignore[arg-type]
                              diagnosis_error=reason, error_id=id(error))
            session.current().add_failure(failure)
    except Exception:  # noqa: BLE001
        pass


def attach(error: BaseException, failure: Failure) -> None:
    """Record the failure and add its note to the exception; the note object identifies it later."""
    failure.note = note_text(failure)
    failure.error_id = id(error)
    session.current().add_failure(failure)
    if _attach_notes:
        add_note(error, failure.note)


def exception_info(error: BaseException) -> ExceptionInfo:
    text = str(error).strip()
    return ExceptionInfo(type(error).__name__, text.splitlines()[0] if text else "")


# An argument that contains itself: PyNative converts arguments without a cycle check and can crash the
# process (a segmentation fault on 2.10), so such a call is never run again; the source and the
# error text still name the container.
_UNSAFE_TO_RERUN = "Detect recursion when converting python object"
# Index values a gradient kernel found out of range ("For 'GatherDGradV2', the value of 'index'
# must be in [-5, 5), but got: 5"): the forward kernel did not check them, and PyNative runs the
# backward on them unchecked, reading and writing out of bounds (a segmentation fault on 2.10 in
# two runs of three, a class index equal to the class count reaching CrossEntropyLoss).
_UNCHECKED_INDICES = re.compile(r"For '\w*Grad\w*',[^\n]*?(?:must be in \[|should be in the range \[|out of (?:range|bounds))")


def diagnose_failure(
    error: BaseException, target: CallTarget, rerun: Callable[[], Any] | None, touched: list[Any],
    ownership: signals.Ownership | None = None,
) -> Failure:
    graph = parse_error_text(str(error), type(error).__name__)
    log = RerunLog()
    if _UNSAFE_TO_RERUN in str(error) or _UNCHECKED_INDICES.search(str(error)):
        rerun = None
    eager = rerun_eagerly(rerun, touched, timeout=config.eager_timeout(), log=log) if rerun is not None else None
    if ownership is not None:
        ownership.check()  # a signal MindSpore's own code swallowed during the re-run
    located = [loc.file for loc in graph.user_locations()]

    def read_source(select: Sequence[str]) -> list[Finding]:
        objects = [target.obj, *target.args]
        found = model_findings(model_files(objects, extra=located), select)
        known = {(f.code, f.span.file, f.span.line) for f in found}
        return found + [f for f in live_findings(objects, select) if (f.code, f.span.file, f.span.line) not in known]

    ev = Evidence(exception=error, graph=graph, eager=eager, target=target, phase=phase_of(error),  # type: ignore[arg-type]
                  read_source=read_source)
    ev.provenance = Tracer(ev)
    failure = Failure(ev.phase, exception_info(error), findings=rank(ev, run_rules(ev)), target=target.name)  # type: ignore[arg-type]
    if ev.notes and config.debug():
        failure.diagnosis_error = "; ".join(ev.notes)
    if eager is not None and eager.timed_out:
        failure.diagnosis_error = tr("render.eager_timeout", seconds=f"{config.eager_timeout():.0f}")
    failure.eager_output = log.output
    failure.side_effects = log.side_effects
    if ownership is not None:
        ownership.check()
    return failure


def run_rules(ev: Evidence) -> list[Candidate]:
    """Every failure rule's candidates. A rule that raises is noted and skipped: one broken rule
    must not hide the others."""
    candidates: list[Candidate] = []
    for rule_type in rules_with("on_failure"):
        try:
            candidates.extend(rule_type().on_failure(ev))
        except Exception as error:  # noqa: BLE001
            where = ""
            if config.debug():
                where = " at " + " <- ".join(f"{f.name}:{f.lineno}" for f in reversed(traceback.extract_tb(error.__traceback__)[-4:]))
            ev.notes.append(f"rule {rule_type.code} failed: {type(error).__name__}: {str(error)[:200]}{where}")
    if ev.failing_span() is None and not any(c.confidence >= Confidence.EXPLAINED for c in candidates):
        # Nothing locates the failure inside the model (it surfaced in MindSpore's own layers or
        # at the call): graph-code problems the static reading finds in the model come first.
        candidates.extend(static_candidates(ev))
    return candidates


def static_candidates(ev: Evidence) -> list[Candidate]:
    try:
        found = ev.static_findings("MSD2", "MSD7")
    except Exception as error:  # noqa: BLE001 - a static reading that fails adds nothing
        ev.notes.append(f"static reading failed: {type(error).__name__}: {error}")
        return []
    evidence = (tr("seen.mindspore", headline=ev.headline), tr("seen.static_only"))
    return [Candidate(dataclasses.replace(f, evidence=f.evidence + evidence),
                      Confidence.STATIC if f.severity == "error" else Confidence.STATIC_WARNING)
            for f in found]


def rank(ev: Evidence, candidates: list[Candidate]) -> list[Finding]:
    """Best first, one finding per line; the bare fallback goes when a rule explained the failure.
    A finding inside MindSpore (or another library) is never above one in the user's own code:
    the user cannot change that line."""
    candidates = sorted(candidates, key=lambda c: (not is_user_file(c.finding.span.file), -c.confidence))
    if candidates and candidates[0].confidence >= Confidence.EXPLAINED:
        candidates = [c for c in candidates if c.confidence > Confidence.FALLBACK]
    findings: list[Finding] = []
    seen: set[tuple[str, int]] = set()
    for candidate in candidates:
        key = (candidate.finding.span.file, candidate.finding.span.line)
        if key not in seen:
            seen.add(key)
            findings.append(candidate.finding)
    return findings


# How many of the user's frames above the call site are kept (a training loop, `main`, the script).
_OUTER_FRAMES = 8


def caller_frames(skip: int) -> tuple[Frame, ...]:
    """The user's frames from the one that made the watched call outwards, outermost first (a
    value the call received can be followed up through them). Read only when a call failed."""
    found: list[Frame] = []
    frame: types.FrameType | None = sys._getframe(skip + 1)
    while frame is not None and len(found) <= _OUTER_FRAMES:
        if is_user_file(frame.f_code.co_filename):
            line, end_line, column, end_column = code_position(frame.f_code, frame.f_lasti, frame.f_lineno)
            found.append(Frame(frame.f_code.co_filename, line, end_line, column, end_column, frame.f_code.co_name,
                               dict(frame.f_locals), frame.f_globals))
            if frame.f_code.co_name == "<module>":
                break  # the program's top level: what runs it (a runner, a test harness) is not the program
        frame = frame.f_back
    return tuple(reversed(found))


def failing_target(kind: str, obj: Any, args: tuple[Any, ...], kwargs: dict[str, Any], skip: int) -> CallTarget:
    """The watched call that failed, with the user's frames that led to it."""
    frames = caller_frames(skip + 1)
    return CallTarget(kind, obj, args, kwargs, call_site=frames[-1] if frames else None,  # type: ignore[arg-type]
                      outer_frames=frames[:-1])

