"""Re-run a failed graph call eagerly (PyNative) under a tracer, and put every piece of state back."""
from __future__ import annotations

import ast
import io
import os
import sys
import threading
import time
import types
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from .. import config
from ..model import msapi
from ..model.facts import CallRecord, EagerResult, Frame, code_position
from ..model.reach import cells_reachable
from ..model.source import is_user_file
from ..model.values import ValueFacts, describe, facts_of
from . import state

DEFAULT_TIMEOUT = config.DEFAULT_EAGER_TIMEOUT
_MAX_CALLS = 5000
_MAX_LOCALS = 64


class EagerTimeout(BaseException):
    """Raised inside the re-run when it passes its deadline; a BaseException so that the user's
    `except Exception` cannot swallow it."""


def traceback_frames(tb: types.TracebackType | None, settled: tuple[int, int] | None = None) -> list[Frame]:
    """The frames of a traceback, outermost first. `settled` is (frame id, line): the frame whose
    pending kernel error surfaced one line late, and the line that launched the kernel."""
    frames: list[Frame] = []
    while tb is not None:
        code = tb.tb_frame.f_code
        line, end_line, column, end_column = code_position(code, tb.tb_lasti, tb.tb_lineno)
        if settled is not None and id(tb.tb_frame) == settled[0]:
            line, end_line, column, end_column = _statement_position(code.co_filename, settled[1])
        frames.append(
            Frame(
                file=code.co_filename,
                line=line,
                end_line=end_line,
                column=column,
                end_column=end_column,
                function=getattr(code, "co_qualname", code.co_name),
                locals=dict(tb.tb_frame.f_locals),
                globals=tb.tb_frame.f_globals,
                whole_statement=settled is not None and id(tb.tb_frame) == settled[0],
            )
        )
        tb = tb.tb_next
    return frames


def _statement_position(filename: str, line: int) -> tuple[int, int, int | None, int | None]:
    """The extent of the statement at `line` (the instruction is not known, only the line)."""
    from ..model import source

    statement = source.statement_at(filename, line)
    if statement is None or statement.lineno != line:
        return line, line, None, None
    value = getattr(statement, "value", None)
    node = value if isinstance(value, ast.AST) and value.lineno == line else statement
    return line, node.end_lineno or line, node.col_offset, node.end_col_offset


class _Tracer:
    """A settrace tracer that only looks at user files and enforces the deadline."""

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self.calls: list[CallRecord] = []
        self.returns: dict[tuple[str, int], str] = {}
        self.lines: set[tuple[str, int]] = set()
        self.values: dict[tuple[str, int, str | None, int | None], dict[str, ValueFacts]] = {}
        self._callers: dict[int, tuple[str | None, int | None]] = {}
        self._user: dict[str, bool] = {}
        # Kernels run asynchronously: waiting for them after each user line raises an op's error
        # at the line that launched it instead of at some later op.
        self._synchronize = msapi.synchronizer()
        self._last_line: dict[int, int] = {}
        self.settled: tuple[int, int] | None = None  # (frame id, line) of an error found by waiting
        self.settled_frame: Frame | None = None
        self.failed_layer: Any = None  # the MindSpore layer whose kernels failed

    def _is_user(self, filename: str) -> bool:
        known = self._user.get(filename)
        if known is None:
            known = self._user[filename] = is_user_file(filename)
        return known

    def global_trace(self, frame: types.FrameType, event: str, arg: Any) -> Any:
        if time.monotonic() > self.deadline:
            raise EagerTimeout()
        if event != "call":
            return None
        if not self._is_user(frame.f_code.co_filename):
            if frame.f_code.co_name == "construct" and "self" in frame.f_code.co_varnames[:1]:
                # A MindSpore layer: wait for its kernels when it returns, so that a kernel's error
                # is charged to the layer that launched it.
                frame.f_trace_lines = False
                return self.layer_trace
            return None
        if len(self.calls) < _MAX_CALLS:
            caller = frame.f_back
            while caller is not None and not self._is_user(caller.f_code.co_filename):
                caller = caller.f_back
            self._callers[id(frame)] = (caller.f_code.co_filename, caller.f_lineno) if caller else (None, None)
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

    def _wait(self, frame: types.FrameType, line: int | None) -> None:
        try:
            self._synchronize()
        except Exception:
            if line is not None:
                self.settled = (id(frame), line)
                # A frame that is returning is gone from the traceback by the time it is read.
                position = _statement_position(frame.f_code.co_filename, line)
                self.settled_frame = Frame(frame.f_code.co_filename, *position,
                                           getattr(frame.f_code, "co_qualname", frame.f_code.co_name),
                                           dict(frame.f_locals), frame.f_globals, whole_statement=True)
            raise

    def layer_trace(self, frame: types.FrameType, event: str, arg: Any) -> Any:
        if event == "return" and arg is not None:
            try:
                self._synchronize()
            except Exception:
                self.failed_layer = frame.f_locals.get("self")
                raise
        return self.layer_trace

    def local_trace(self, frame: types.FrameType, event: str, arg: Any) -> Any:
        if event == "line":
            if time.monotonic() > self.deadline:
                raise EagerTimeout()
            self._wait(frame, self._last_line.get(id(frame)))
            self._last_line[id(frame)] = frame.f_lineno
            self.lines.add((frame.f_code.co_filename, frame.f_lineno))
        elif event == "return":
            self._last_line.pop(id(frame), None)
            if arg is not None:  # None also when an exception is leaving the frame: leave it alone
                self._wait(frame, frame.f_lineno)
            code = frame.f_code
            self.returns[(code.co_filename, frame.f_lineno)] = describe(arg)
            caller = self._callers.pop(id(frame), None)
            if caller is not None:
                kept = {name: facts_of(value) for name, value in list(frame.f_locals.items())[:_MAX_LOCALS]
                        if not name.startswith("__") and name != "self"}
                kept["<return>"] = facts_of(arg)
                self.values[(code.co_filename, code.co_firstlineno, *caller)] = kept
        return self.local_trace


# The re-run in progress, for `stop_rerun` (diagnoses take turns: there is at most one).
_in_progress = False
_stop_requested = False
_tracer: _Tracer | None = None


def rerun_in_progress() -> bool:
    """True from the snapshot before the re-run to the restore after it: state is not the user's."""
    return _in_progress


def stop_rerun() -> None:
    """Stop the re-run in progress at the user's next line, as its time limit would: a signal came.
    Everything is put back as after any re-run."""
    global _stop_requested
    _stop_requested = True
    tracer = _tracer
    if tracer is not None:
        tracer.deadline = float("-inf")


@dataclass
class RerunLog:
    """What the re-run did besides its result: what it printed (kept out of the user's terminal),
    and the Python state it changed that could not be put back."""

    output: str = ""
    side_effects: tuple[str, ...] = ()


def rerun_eagerly(call: Callable[[], Any], touched: list[Any], timeout: float = DEFAULT_TIMEOUT,
                  log: RerunLog | None = None) -> EagerResult:
    """Run `call` with graph compilation off, traced, and restore all state afterwards.

    `touched` lists the objects the call can change (cells, functions); every parameter and
    attribute of the cells reachable from them is put back bit-exact, also on KeyboardInterrupt.
    `log`, when given, receives what the re-run printed and the side effects it left.
    """
    global _in_progress, _stop_requested, _tracer
    _in_progress, _stop_requested = True, False
    try:
        return _rerun(call, touched, timeout, log)
    finally:
        _in_progress, _tracer = False, None


def _rerun(call: Callable[[], Any], touched: list[Any], timeout: float, log: RerunLog | None) -> EagerResult:
    import mindspore as ms

    global _tracer
    result = EagerResult()
    snapshot = state.take_snapshot(cells_reachable(touched))
    tracer = _tracer = _Tracer(time.monotonic() + timeout)
    if _stop_requested:
        tracer.deadline = float("-inf")
    started = time.monotonic()
    module_globals = _Globals(touched)
    captured = _Captured()
    try:
        config.set_ms_jit("0")
        if snapshot.mode != ms.PYNATIVE_MODE:
            ms.set_context(mode=ms.PYNATIVE_MODE)
        captured.start()
        sys.settrace(tracer.global_trace)
        try:
            _synchronize(call())
        finally:
            sys.settrace(snapshot.trace)
            captured.stop()
    except EagerTimeout:
        result.timed_out = True
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # noqa: BLE001 - the user's eager error is the evidence we want
        result.exception = error
        result.frames = traceback_frames(error.__traceback__, tracer.settled)
        settled = tracer.settled_frame
        if settled is not None and not any(f.file == settled.file and f.line == settled.line for f in result.frames):
            result.frames.append(settled)
        _drain_pending_errors()
    finally:
        result.seconds = time.monotonic() - started
        captured.stop()
        state.restore(snapshot)
        left = module_globals.restore()
        if log is not None:
            log.output = captured.text()
            log.side_effects = tuple(left)
    result.calls, result.returns, result.lines, result.values = tracer.calls, tracer.returns, tracer.lines, tracer.values
    result.failed_layer = tracer.failed_layer
    return result


class _Routed:
    """A stand-in for `sys.stdout` or `sys.stderr` that keeps the re-running thread's writes in a
    buffer and passes every other thread's through: the re-run's output is not the user's."""

    def __init__(self, real: Any, thread: int, buffer: io.StringIO) -> None:
        self._real = real
        self._thread = thread
        self._buffer = buffer

    def write(self, text: str) -> int:
        if threading.get_ident() == self._thread:
            return self._buffer.write(text)
        return self._real.write(text)  # type: ignore[no-any-return]

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        if threading.get_ident() != self._thread and self._real is not None:
            self._real.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


_MAX_OUTPUT = 64 * 1024


class _Captured:
    """The re-run's `print`s and warnings, written to `sys.stdout`/`sys.stderr` (Python level)."""

    def __init__(self) -> None:
        self._buffer = io.StringIO()
        self._saved: tuple[Any, Any] | None = None
        self._routed: tuple[_Routed, _Routed] | None = None

    def start(self) -> None:
        thread = threading.get_ident()
        self._saved = (sys.stdout, sys.stderr)
        self._routed = (_Routed(sys.stdout, thread, self._buffer), _Routed(sys.stderr, thread, self._buffer))
        sys.stdout, sys.stderr = self._routed

    def stop(self) -> None:
        if self._saved is None or self._routed is None:
            return
        # Put back only what is still ours: the re-run may have replaced a stream itself.
        if sys.stdout is self._routed[0]:
            sys.stdout = self._saved[0]
        if sys.stderr is self._routed[1]:
            sys.stderr = self._saved[1]
        self._saved = None

    def text(self) -> str:
        text = self._buffer.getvalue()
        return text if len(text) <= _MAX_OUTPUT else text[:_MAX_OUTPUT] + "\n[...]"


_CONTAINERS = (list, dict, set, bytearray)
_MAX_COPY = 10_000  # items: a larger module-level container is watched by its length only


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, set):
        return set(value)
    if isinstance(value, bytearray):
        return bytes(value)
    return list(value)


def _same_items(value: Any, saved: Any) -> bool:
    if isinstance(value, dict):
        return len(value) == len(saved) and all(k in saved and saved[k] is v for k, v in value.items())
    if isinstance(value, set):
        return value == saved
    if isinstance(value, bytearray):
        return bytes(value) == saved
    return len(value) == len(saved) and all(a is b for a, b in zip(value, saved))


def _put_back(value: Any, saved: Any) -> None:
    if isinstance(value, (dict, set)):
        value.clear()
        value.update(saved)
    else:
        value[:] = saved


class _Globals:
    """The module globals of the user's code before the re-run. Graph mode runs none of the Python
    side effects of `construct`; the re-run does. What it changed at module level is put back:
    names bound, rebound or deleted, and the items of lists, dicts and sets. What cannot be put
    back is named: a container too large to copy, and attributes of module-level objects."""

    def __init__(self, touched: Iterable[Any]) -> None:
        self.spaces: list[tuple[str, dict[str, Any], dict[str, Any], dict[str, Any], dict[str, Any]]] = []
        for namespace in _user_namespaces(touched):
            where = os.path.basename(str(namespace.get("__file__") or namespace.get("__name__") or "?"))
            bindings = {name: value for name, value in list(namespace.items()) if not name.startswith("__")}
            contents: dict[str, Any] = {}
            objects: dict[str, Any] = {}
            for name, value in bindings.items():
                try:
                    if isinstance(value, _CONTAINERS):
                        contents[name] = _copy(value) if len(value) <= _MAX_COPY else len(value)
                    elif _plain_object(value):
                        objects[name] = dict(vars(value))
                except Exception:  # noqa: BLE001 - changed by another thread meanwhile: not watched
                    continue
            self.spaces.append((where, namespace, bindings, contents, objects))

    def restore(self) -> list[str]:
        """Put back what can be; return what could not, as the note says it."""
        from ..locale import tr

        left: list[str] = []
        for where, namespace, bindings, contents, objects in self.spaces:
            for name in [n for n in list(namespace) if not n.startswith("__") and n not in bindings]:
                namespace.pop(name, None)
            for name, value in bindings.items():
                if namespace.get(name, _MISSING) is not value:
                    namespace[name] = value
            for name, saved in contents.items():
                value = bindings[name]
                try:
                    if isinstance(saved, int):
                        if len(value) != saved:
                            left.append(tr("side_effect.changed", name=name, kind=type(value).__name__, file=where))
                    elif not _same_items(value, saved):
                        _put_back(value, saved)
                except Exception:  # noqa: BLE001
                    left.append(tr("side_effect.changed", name=name, kind=type(value).__name__, file=where))
            for name, saved in objects.items():
                now = vars(bindings[name])
                changed = sorted({k for k in set(now) | set(saved) if now.get(k, _MISSING) is not saved.get(k, _MISSING)})
                left += [tr("side_effect.attribute", name=f"{name}.{attribute}", file=where) for attribute in changed]
        return left


_MISSING = object()


def _plain_object(value: Any) -> bool:
    """An instance of one of the user's own classes, with attributes (not a Cell: state restores those)."""
    kind = type(value)
    if isinstance(value, (type, types.ModuleType, types.FunctionType)) or not hasattr(value, "__dict__"):
        return False
    if any(base.__module__.startswith("mindspore") for base in kind.__mro__):
        return False
    module = sys.modules.get(kind.__module__)
    file = getattr(module, "__file__", None)
    return isinstance(file, str) and is_user_file(file)


def _user_namespaces(touched: Iterable[Any]) -> list[dict[str, Any]]:
    """The global namespaces of the user's modules, and of the functions and classes touched."""
    candidates = [getattr(module, "__dict__", None) for module in list(sys.modules.values())]
    for obj in touched:
        namespace = getattr(obj, "__globals__", None)
        if namespace is None and obj is not None:
            namespace = getattr(sys.modules.get(type(obj).__module__), "__dict__", None)
        candidates.append(namespace)
    found: dict[int, dict[str, Any]] = {}
    for namespace in candidates:
        file = namespace.get("__file__") if isinstance(namespace, dict) else None
        if isinstance(file, str) and id(namespace) not in found and is_user_file(file):
            found[id(namespace)] = namespace  # type: ignore[assignment]
    return list(found.values())


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
