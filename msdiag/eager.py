"""Re-run a failed graph call eagerly (PyNative) under a tracer, and put every piece of state back."""
from __future__ import annotations

import os
import sys
import time
import types
from dataclasses import dataclass, field
from typing import Any, Callable

from . import state
from .source import is_user_file
from .values import describe

DEFAULT_TIMEOUT = 60.0
_MAX_CALLS = 5000


class EagerTimeout(BaseException):
    """Raised inside the re-run when it passes its deadline; a BaseException so that the user's
    `except Exception` cannot swallow it."""


@dataclass(frozen=True)
class Frame:
    """One frame of the eager traceback."""

    file: str
    line: int
    end_line: int
    column: int | None
    end_column: int | None
    function: str
    locals: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    globals: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def user(self) -> bool:
        return is_user_file(self.file)

    def describe_locals(self) -> dict[str, str]:
        return {name: describe(value) for name, value in self.locals.items() if not name.startswith("__")}


@dataclass(frozen=True)
class CallRecord:
    file: str
    line: int  # first line of the called function
    function: str
    caller_file: str | None
    caller_line: int | None
    arguments: dict[str, str]


@dataclass
class EagerResult:
    exception: BaseException | None = None
    frames: list[Frame] = field(default_factory=list)  # traceback, outermost first
    calls: list[CallRecord] = field(default_factory=list)
    returns: dict[tuple[str, int], str] = field(default_factory=dict)
    lines: set[tuple[str, int]] = field(default_factory=set)
    timed_out: bool = False
    seconds: float = 0.0
    problem: str | None = None  # why the re-run could not be made

    @property
    def raised(self) -> bool:
        return self.exception is not None

    @property
    def type_name(self) -> str:
        return type(self.exception).__name__ if self.exception is not None else ""

    @property
    def message(self) -> str:
        return str(self.exception) if self.exception is not None else ""

    def user_frames(self) -> list[Frame]:
        return [frame for frame in self.frames if frame.user]

    def last_user_frame(self) -> Frame | None:
        frames = self.user_frames()
        return frames[-1] if frames else None

    def frames_below(self, frame: Frame) -> list[Frame]:
        """Library frames called from `frame`, e.g. Dense.construct below `self.fc(x)`."""
        index = self.frames.index(frame)
        return self.frames[index + 1 :]


def traceback_frames(tb: types.TracebackType | None) -> list[Frame]:
    frames: list[Frame] = []
    while tb is not None:
        code = tb.tb_frame.f_code
        line, end_line, column, end_column = tb.tb_lineno, tb.tb_lineno, None, None
        try:
            positions = list(code.co_positions())[tb.tb_lasti // 2]
            if positions[0] is not None:
                line, end_line, column, end_column = positions  # type: ignore[assignment]
        except (IndexError, ValueError, AttributeError):
            pass
        frames.append(
            Frame(
                file=code.co_filename,
                line=line,
                end_line=end_line or line,
                column=column,
                end_column=end_column,
                function=code.co_qualname if hasattr(code, "co_qualname") else code.co_name,
                locals=dict(tb.tb_frame.f_locals),
                globals=tb.tb_frame.f_globals,
            )
        )
        tb = tb.tb_next
    return frames


class _Tracer:
    """A settrace tracer that only looks at user files and enforces the deadline."""

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self.calls: list[CallRecord] = []
        self.returns: dict[tuple[str, int], str] = {}
        self.lines: set[tuple[str, int]] = set()
        self._user: dict[str, bool] = {}

    def _is_user(self, filename: str) -> bool:
        known = self._user.get(filename)
        if known is None:
            known = self._user[filename] = is_user_file(filename)
        return known

    def global_trace(self, frame: types.FrameType, event: str, arg: Any) -> Any:
        if time.monotonic() > self.deadline:
            raise EagerTimeout()
        if event != "call" or not self._is_user(frame.f_code.co_filename):
            return None
        if len(self.calls) < _MAX_CALLS:
            caller = frame.f_back
            while caller is not None and not self._is_user(caller.f_code.co_filename):
                caller = caller.f_back
            code = frame.f_code
            names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
            self.calls.append(
                CallRecord(
                    file=code.co_filename,
                    line=code.co_firstlineno,
                    function=code.co_name,
                    caller_file=caller.f_code.co_filename if caller else None,
                    caller_line=caller.f_lineno if caller else None,
                    arguments={name: describe(frame.f_locals.get(name)) for name in names if name != "self"},
                )
            )
        return self.local_trace

    def local_trace(self, frame: types.FrameType, event: str, arg: Any) -> Any:
        if event == "line":
            if time.monotonic() > self.deadline:
                raise EagerTimeout()
            self.lines.add((frame.f_code.co_filename, frame.f_lineno))
        elif event == "return":
            self.returns[(frame.f_code.co_filename, frame.f_lineno)] = describe(arg)
        return self.local_trace


def rerun_eagerly(call: Callable[[], Any], touched: list[Any], timeout: float = DEFAULT_TIMEOUT) -> EagerResult:
    """Run `call` with graph compilation off, traced, and restore all state afterwards.

    `touched` lists the objects the call can change (cells, functions); every parameter and
    attribute of the cells reachable from them is put back bit-exact, also on KeyboardInterrupt.
    """
    import mindspore as ms

    result = EagerResult()
    snapshot = state.take_snapshot(state.cells_reachable(touched))
    tracer = _Tracer(time.monotonic() + timeout)
    started = time.monotonic()
    try:
        os.environ["MS_JIT"] = "0"
        if snapshot.mode != ms.PYNATIVE_MODE:
            ms.set_context(mode=ms.PYNATIVE_MODE)
        sys.settrace(tracer.global_trace)
        try:
            _synchronize(call())
        finally:
            sys.settrace(snapshot.trace)
    except EagerTimeout:
        result.timed_out = True
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # noqa: BLE001 - the user's eager error is the evidence we want
        result.exception = error
        result.frames = traceback_frames(error.__traceback__)
        _drain_pending_errors()
    finally:
        result.seconds = time.monotonic() - started
        state.restore(snapshot)
    result.calls, result.returns, result.lines = tracer.calls, tracer.returns, tracer.lines
    return result


def _drain_pending_errors() -> None:
    """PyNative reports a failed kernel at the next op that waits for it: after the eager error,
    run a tiny op until no error is left, so that none surfaces later in the user's program or
    in msdiag's own reading of the tensors."""
    import mindspore as ms

    for _ in range(3):
        try:
            (ms.Tensor([0], ms.int32) + 1).asnumpy()
            return
        except Exception:  # noqa: BLE001 - a leftover of the eager error, already recorded
            continue


def _synchronize(output: Any, depth: int = 0) -> None:
    """Surface asynchronous kernel errors inside the re-run rather than later in the user's program:
    reading the outputs waits for every kernel they depend on, on any device."""
    if depth > 3:
        return
    if hasattr(output, "asnumpy"):
        output.asnumpy()
    elif isinstance(output, (tuple, list)):
        for item in output:
            _synchronize(item, depth + 1)
    elif isinstance(output, dict):
        for item in output.values():
            _synchronize(item, depth + 1)
