"""Turn one failed graph call into a Failure with ranked findings, and attach it to the exception."""
from __future__ import annotations

import os
import sys
import threading
import traceback
import types
from typing import Any, Callable

from . import rules, session
from .eager import DEFAULT_TIMEOUT, EagerResult, rerun_eagerly
from .errortext import parse_error_text
from .evidence import CallTarget, Evidence
from .model import ExceptionInfo, Failure
from .render.text import render_note

_NOTE_MARK = "msdiag:"
_local = threading.local()


def already_diagnosed(error: BaseException) -> bool:
    return any(isinstance(n, str) and n.startswith(_NOTE_MARK) for n in getattr(error, "__notes__", ()))


def eager_timeout() -> float:
    try:
        return float(os.environ.get("MSDIAG_EAGER_TIMEOUT", DEFAULT_TIMEOUT))
    except ValueError:
        return DEFAULT_TIMEOUT


def phase_of(error: BaseException) -> str:
    """"compile" when MindSpore's graph compiler raised, "run" when the compiled graph did."""
    tb = error.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_name in ("compile", "compile_frontend") and "mindspore" in code.co_filename:
            return "compile"
        tb = tb.tb_next
    return "run"


def handle_failure(
    error: BaseException,
    target: CallTarget,
    rerun: Callable[[], Any] | None,
    touched: list[Any],
) -> None:
    """Diagnose `error` and attach the diagnosis to it. Never raises except KeyboardInterrupt:
    the caller re-raises the user's error untouched."""
    if already_diagnosed(error) or getattr(_local, "busy", False) or os.environ.get("MSDIAG") == "0":
        return
    _local.busy = True
    failure: Failure | None = None
    try:
        failure = diagnose_failure(error, target, rerun, touched)
        session.current().add_failure(failure)
        error.add_note(render_note(failure))
    except KeyboardInterrupt:
        raise
    except BaseException as internal:  # noqa: BLE001 - msdiag must never replace the user's error
        reason = (str(internal).strip().splitlines() or [""])[0][:200]
        line = f"{_NOTE_MARK} diagnosis failed ({type(internal).__name__}: {reason}); the error above is MindSpore's own"
        if os.environ.get("MSDIAG_DEBUG"):
            line += "\n" + "".join(traceback.format_exception(internal))
        try:
            error.add_note(line)
            if failure is None:
                session.current().add_failure(
                    Failure(phase_of(error), _exception_info(error), target=target.name, diagnosis_error=line)
                )
        except Exception:  # noqa: BLE001
            pass
    finally:
        _local.busy = False


def _exception_info(error: BaseException) -> ExceptionInfo:
    text = str(error).strip()
    return ExceptionInfo(type(error).__name__, text.splitlines()[0] if text else "")


def diagnose_failure(
    error: BaseException, target: CallTarget, rerun: Callable[[], Any] | None, touched: list[Any]
) -> Failure:
    graph = parse_error_text(str(error), type(error).__name__)
    eager: EagerResult | None = None
    if rerun is not None:
        eager = rerun_eagerly(rerun, touched, timeout=eager_timeout())
    ev = Evidence(exception=error, graph=graph, eager=eager, target=target, phase=phase_of(error))  # type: ignore[arg-type]
    findings = rules.diagnose(ev)
    failure = Failure(ev.phase, _exception_info(error), findings=findings, target=target.name)
    if ev.notes and os.environ.get("MSDIAG_DEBUG"):
        failure.diagnosis_error = "; ".join(ev.notes)
    if eager is not None and eager.timed_out:
        failure.diagnosis_error = f"the eager re-run passed its {eager_timeout():.0f} s limit and was stopped"
    return failure


def caller_frame(skip: int) -> Any:
    """The user's frame that made the watched call (for where inputs were created)."""
    frame: types.FrameType | None = sys._getframe(skip + 1)
    from .source import is_user_file

    while frame is not None and not is_user_file(frame.f_code.co_filename):
        frame = frame.f_back
    if frame is None:
        return None
    from .eager import Frame

    line, end_line, column, end_column = frame.f_lineno, frame.f_lineno, None, None
    try:
        position = list(frame.f_code.co_positions())[frame.f_lasti // 2]
        if position[0] is not None:
            line, end_line, column, end_column = position  # type: ignore[assignment]
    except (IndexError, ValueError):
        pass
    return Frame(frame.f_code.co_filename, line, end_line or line, column, end_column, frame.f_code.co_name,
                 dict(frame.f_locals), frame.f_globals)


__all__ = ["handle_failure", "diagnose_failure", "already_diagnosed", "caller_frame"]
