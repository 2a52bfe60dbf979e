"""While a diagnosis runs, SIGINT and SIGTERM belong to msdiag: the first one stops the diagnosis,
the second one does what it would have done without msdiag.

Python's `signal.signal` cannot put back a handler that C code installed (MindSpore installs its
own SIGINT handler at the first PyNative op, and again when a graph runs), so the kernel's own
record of each handler is saved and restored as it is, through `sigaction`. The eager re-run is
often the process's first PyNative op: a small thread puts msdiag's handlers back whenever
MindSpore replaces them during the diagnosis. Signals only reach the main thread: a diagnosis in
another thread owns nothing.
"""
from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
import types
from typing import Any

from ..evidence import eager

OWNED = (signal.SIGINT, signal.SIGTERM)
# struct sigaction is 152 bytes with glibc on x86_64 and aarch64, 140 with musl: the saved copy is
# treated as opaque bytes, with room to spare.
_SIGACTION_BYTES = 512


class DiagnosisInterrupted(KeyboardInterrupt):
    """Raised inside a diagnosis by the first SIGINT or SIGTERM. A KeyboardInterrupt, so that the
    eager re-run and the user's `except Exception` let it through, and every `finally` restores."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum

    @property
    def name(self) -> str:
        try:
            return signal.Signals(self.signum).name
        except ValueError:
            return f"signal {self.signum}"


class _Kernel:
    """`sigaction` through libc, or nothing where it cannot be reached."""

    def __init__(self) -> None:
        try:
            self.libc: Any = ctypes.CDLL(None, use_errno=True)
            self.libc.sigaction  # noqa: B018 - probe
        except (OSError, AttributeError):
            self.libc = None

    def save(self, signum: int) -> bytes | None:
        if self.libc is None:
            return None
        buffer = ctypes.create_string_buffer(_SIGACTION_BYTES)
        if self.libc.sigaction(signum, None, buffer) != 0:
            return None
        return buffer.raw

    def handler(self, signum: int) -> int | None:
        """The address of the function handling `signum` now (or SIG_DFL, SIG_IGN), as the kernel
        has it. Only this first field is compared: glibc leaves stack bytes in the unused rest."""
        saved = self.save(signum)
        if saved is None:
            return None
        return int.from_bytes(saved[:ctypes.sizeof(ctypes.c_void_p)], sys.byteorder)

    def restore(self, signum: int, saved: bytes | None) -> None:
        if self.libc is None or saved is None:
            return
        buffer = ctypes.create_string_buffer(saved, _SIGACTION_BYTES)
        self.libc.sigaction(signum, buffer, None)


_kernel: _Kernel | None = None


def _the_kernel() -> _Kernel:
    global _kernel
    if _kernel is None:
        _kernel = _Kernel()
    return _kernel


class Ownership:
    """The owned signals for the length of one diagnosis. `interrupted` is the exception of the
    first signal, once one came."""

    def __init__(self) -> None:
        self.interrupted: DiagnosisInterrupted | None = None
        self._saved: dict[int, tuple[Any, bytes | None]] = {}
        self._ours: dict[int, tuple[bytes, int]] = {}
        self._active = False
        self._done = threading.Event()
        self._keeper: threading.Thread | None = None
        self._again: list[int] = []
        self._second: tuple[BaseException | None, list[int]] = (None, [])

    def take(self) -> None:
        if threading.current_thread() is not threading.main_thread():
            return
        kernel = _the_kernel()
        for signum in OWNED:
            try:
                python_handler = signal.getsignal(signum)
                if python_handler is None:
                    continue  # installed from C before Python started: nothing to give back through Python
                raw = kernel.save(signum)
                signal.signal(signum, self._handle)
            except (ValueError, OSError, TypeError):
                continue
            self._saved[signum] = (python_handler, raw)
            ours, address = kernel.save(signum), kernel.handler(signum)
            if ours is not None and address is not None:
                self._ours[signum] = (ours, address)
        self._active = bool(self._saved)
        if self._ours:
            self._keeper = threading.Thread(target=self._keep, name="msdiag-signals", daemon=True)
            self._keeper.start()

    def _keep(self) -> None:
        """Put msdiag's handlers back when C code replaced them, until the diagnosis ends."""
        kernel = _the_kernel()
        while not self._done.wait(0.02):
            for signum, (ours, address) in self._ours.items():
                if kernel.handler(signum) != address and not self._done.is_set():
                    kernel.restore(signum, ours)

    def give_back(self) -> None:
        """Every owned signal as it was before the diagnosis, at Python's level and the kernel's;
        then a second signal that came meanwhile acts (see `_give_back`)."""
        self._deliver(*self._give_back())

    def _give_back(self) -> tuple[BaseException | None, list[int]]:
        """Give every owned signal back, whatever comes meanwhile.

        A second signal can come while this runs. If it reaches msdiag's handler (its signal not
        given back yet), `_handle` keeps its number, to be sent again once everything is back. If
        it reaches a handler already given back (Python's, which raises `KeyboardInterrupt`), what
        that handler raises is held until the rest is given back too. Returns both: no signal is
        left with msdiag's handler, and none is swallowed."""
        held: BaseException | None = None
        if self._active:
            self._active = False
            self._done.set()
            if self._keeper is not None and self._keeper is not threading.current_thread():
                self._keeper.join()
            kernel = _the_kernel()
            pending = list(self._saved.items())
            while pending:
                signum, (python_handler, raw) = pending[0]
                try:
                    try:
                        signal.signal(signum, python_handler)
                    except (ValueError, OSError, TypeError):
                        pass
                    kernel.restore(signum, raw)
                    pending.pop(0)
                except BaseException as error:  # noqa: BLE001 - a handler given back ran: held
                    held = held or error
        again, self._again = self._again, []
        return held, again

    @staticmethod
    def _deliver(held: BaseException | None, again: list[int]) -> None:
        """The second signal's effect, now that its handler is the one it had without msdiag."""
        for signum in again:
            signal.raise_signal(signum)
        if held is not None:
            raise held

    def _handle(self, signum: int, frame: types.FrameType | None) -> None:
        if self.interrupted is not None:
            # A second signal before msdiag gave the signals back: it acts once they are back.
            self._again.append(signum)
            return
        self.interrupted = DiagnosisInterrupted(signum)
        # Give the signals back first: a second one acts as it would have without msdiag.
        second = self._give_back()
        if eager.rerun_in_progress():
            # Raising here could cut a snapshot or a restore in two: the re-run stops at the user's
            # next line instead, puts everything back, and `check` raises after it.
            self._second = second
            eager.stop_rerun()
            return
        self._deliver(*second)
        raise self.interrupted

    def check(self) -> None:
        """Raise the interruption here when it came while the diagnosis could not be stopped (a
        second signal acts first)."""
        if self.interrupted is not None:
            # The re-run went on to the user's next line after the signals were given back, and
            # MindSpore may have put its PyNative handler in: the kernel's record goes back again.
            kernel = _the_kernel()
            for signum, (_, raw) in self._saved.items():
                kernel.restore(signum, raw)
            second, self._second = self._second, (None, [])
            self._deliver(*second)
            raise self.interrupted


class owned:
    """`with owned() as ownership:` the owned signals stop the diagnosis inside the block."""

    def __enter__(self) -> Ownership:
        self.ownership = Ownership()
        self.ownership.take()
        return self.ownership

    def __exit__(self, *exc: object) -> None:
        self.ownership.give_back()


def handler_address(signum: int) -> int | None:
    """Where the kernel sends `signum` now (a C function's address), for tests and checks."""
    return _the_kernel().handler(signum)


def kill_self(signum: int) -> None:
    """Die by `signum` as the process would without a handler (the shell then sees the signal)."""
    try:
        signal.signal(signum, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signum})
        os.kill(os.getpid(), signum)
    except (ValueError, OSError):
        pass
