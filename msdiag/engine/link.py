"""The line between `msdiag run`'s two processes: the child runs the user's program, the supervisor
watches it from outside, where a compile that holds the GIL cannot stop it.

The child publishes three things:
- its report, as one JSON line per new version, on a pipe (the supervisor writes the files);
- the watched calls in progress, in a table in shared memory: a write to memory per call, no
  system call, so the happy path stays cheap and the table stays readable while the GIL is held;
- its Python stack, which faulthandler writes from C on `DUMP_SIGNAL`, GIL or no GIL.

Both ends of the protocol live here."""
from __future__ import annotations

import ctypes
import faulthandler
import inspect
import json
import mmap
import os
import signal
import struct
import threading
import types
from dataclasses import dataclass
from typing import Any, Iterator

# A real-time signal: no library or program gives these a meaning of their own.
DUMP_SIGNAL = int(signal.SIGRTMAX) - 3
# One slot per thread: a sequence number (odd while being written), the target's id, the thread's
# ident, and when its outermost watched call began (time.monotonic(), CLOCK_MONOTONIC, which both
# processes share); 0 when the thread is in no watched call.
_SEQUENCE = struct.Struct("<I")
_FIELDS = struct.Struct("<IQd")
SLOT_BYTES = 24
SLOTS = 64
TABLE_BYTES = SLOT_BYTES * SLOTS
_PR_SET_PDEATHSIG = 1


@dataclass(frozen=True)
class Call:
    """A watched call in progress, as the supervisor reads it."""

    slot: int
    thread: int
    started: float
    target: int


def spec(report_fd: int, dump_fd: int, table_fd: int, supervisor: int) -> str:
    """The child's `--supervised` argument."""
    return f"{report_fd},{dump_fd},{table_fd},{supervisor}"


def read_calls(table: mmap.mmap) -> list[Call]:
    """The calls in progress; a slot caught in the middle of a write is read at the next look."""
    calls = []
    for slot in range(SLOTS):
        offset = slot * SLOT_BYTES
        (before,) = _SEQUENCE.unpack_from(table, offset)
        if before & 1:
            continue
        target, thread, started = _FIELDS.unpack_from(table, offset + 4)
        (after,) = _SEQUENCE.unpack_from(table, offset)
        if after == before and started > 0:
            calls.append(Call(slot, thread, started, target))
    return calls


def _code_of(obj: Any) -> Any:
    """A function's code, or None for anything else (a Cell: its class identifies it)."""
    if isinstance(obj, types.FunctionType):
        return obj.__code__
    if isinstance(obj, types.MethodType):
        return getattr(obj.__func__, "__code__", None)
    return None


def target_name(obj: Any) -> str:
    """`Net.construct` for a Cell, the qualified name for a function."""
    if _code_of(obj) is None and hasattr(type(obj), "construct"):
        return f"{type(obj).__name__}.construct"
    return str(getattr(obj, "__qualname__", repr(obj)))


def describe(obj: Any) -> dict[str, Any]:
    """What the supervisor needs to name a compile and read its source: the name, and where the
    compiled function's code is."""
    function = obj if _code_of(obj) is not None else getattr(type(obj), "construct", None)
    found: dict[str, Any] = {"name": target_name(obj), "file": None, "line": None, "function": None}
    try:
        code = inspect.unwrap(function).__code__  # type: ignore[arg-type]
    except (AttributeError, TypeError, ValueError):
        return found
    found.update(file=code.co_filename, line=code.co_firstlineno, function=code.co_name)
    return found


class Link:
    """The child's end."""

    def __init__(self, report_fd: int, dump_fd: int, table_fd: int) -> None:
        self.pid = os.getpid()
        self.report_fd = report_fd
        self.dump_fd = dump_fd
        self.table = mmap.mmap(table_fd, TABLE_BYTES, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
        os.close(table_fd)
        self._send_lock = threading.Lock()
        self._slot_lock = threading.Lock()
        self._slots: dict[int, int] = {}  # thread ident -> slot
        self._sequence = [0] * SLOTS
        self._targets: dict[Any, int] = {}
        self.broken = False

    # --- the report ---------------------------------------------------------------------------

    def send(self, message: dict[str, Any]) -> None:
        if self.broken or os.getpid() != self.pid:
            return  # a forked worker of the user's program: the report is its parent's
        data = (json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8")
        with self._send_lock:
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(self.report_fd, view):]
            except OSError:
                self.broken = True  # the supervisor is gone: the program goes on without it

    def send_report(self, payload: dict[str, Any]) -> None:
        self.send({"kind": "report", **payload})

    # --- the calls in progress ----------------------------------------------------------------

    def enter(self, thread: int, started: float, obj: Any) -> None:
        """The outermost watched call of `thread` began."""
        if os.getpid() != self.pid:
            return
        code = _code_of(obj)
        key = code if code is not None else type(obj)
        target = self._targets.get(key)
        if target is None:
            target = self._new_target(key, obj)
        slot = self._slots.get(thread)
        if slot is None:
            slot = self._new_slot(thread)
            if slot is None:
                return
        self._publish(slot, target, thread, started)

    def leave(self, thread: int) -> None:
        slot = self._slots.get(thread)
        if slot is not None and os.getpid() == self.pid:
            self._publish(slot, 0, thread, 0.0)

    def _publish(self, slot: int, target: int, thread: int, started: float) -> None:
        offset = slot * SLOT_BYTES
        sequence = self._sequence[slot] + 1
        _SEQUENCE.pack_into(self.table, offset, sequence & 0xFFFFFFFF)
        _FIELDS.pack_into(self.table, offset + 4, target, thread, started)
        self._sequence[slot] = sequence + 1
        _SEQUENCE.pack_into(self.table, offset, (sequence + 1) & 0xFFFFFFFF)

    def _new_target(self, key: Any, obj: Any) -> int:
        with self._send_lock:
            target = self._targets.get(key)
            if target is not None:
                return target
            target = self._targets[key] = len(self._targets) + 1
        self.send({"kind": "target", "id": target, **describe(obj)})
        return target

    def _new_slot(self, thread: int) -> int | None:
        with self._slot_lock:
            if thread in self._slots:
                return self._slots[thread]
            used = set(self._slots.values())
            free = next((s for s in range(SLOTS) if s not in used), None)
            if free is None:
                # Threads come and go: reuse the slot of one that is in no call now.
                for other, slot in list(self._slots.items()):
                    if _FIELDS.unpack_from(self.table, slot * SLOT_BYTES + 4)[2] == 0:
                        del self._slots[other]
                        free = slot
                        break
            if free is not None:
                self._slots[thread] = free
            return free


def connect(argument: str) -> Link:
    """The child's side of `--supervised`: open the line, ask faulthandler to dump every thread's
    stack on `DUMP_SIGNAL`, and die with the supervisor."""
    report_fd, dump_fd, table_fd, supervisor = (int(part) for part in argument.split(","))
    _die_with(supervisor)
    link = Link(report_fd, dump_fd, table_fd)
    for fd in (report_fd, dump_fd):
        os.set_inheritable(fd, False)  # the user's subprocesses must not hold the line open
    faulthandler.register(DUMP_SIGNAL, file=dump_fd, all_threads=True, chain=False)
    return link


def _die_with(supervisor: int) -> None:
    """Ask the kernel to kill this process when the supervisor dies (as a killed `python` would take
    its program with it), and leave at once if it already has."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != supervisor:
        os._exit(1)


def parse_dump(text: str) -> dict[int, list[tuple[str, int, str]]]:
    """faulthandler's dump: each thread's frames as (file, line, function), innermost first."""
    threads: dict[int, list[tuple[str, int, str]]] = {}
    current: list[tuple[str, int, str]] | None = None
    for line in text.splitlines():
        if line.startswith(("Thread 0x", "Current thread 0x")):
            ident = int(line.split("0x", 1)[1].split()[0], 16)
            current = threads.setdefault(ident, [])
        elif current is not None and line.startswith('  File "'):
            file, _, rest = line[len('  File "'):].rpartition('", line ')
            number, _, function = rest.partition(" in ")
            if number.isdigit():
                current.append((file, int(number), function.strip()))
    return threads


def frames_of(stack: list[tuple[str, int, str]]) -> Iterator[Any]:
    """Stand-ins with `f_code.co_name` and `co_filename`, for `msapi.compiling`."""
    for file, _, function in stack:
        yield _Frame(_Code(function, file))


@dataclass(frozen=True)
class _Code:
    co_name: str
    co_filename: str


@dataclass(frozen=True)
class _Frame:
    f_code: _Code
