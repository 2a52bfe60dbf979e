"""The report of this process, and where it is written as it grows.

A report file is always written whole: into a new temporary file in the target's directory, then
renamed over the target. A symbolic link is never followed (the rename replaces the name, not what
it points to), a special file (FIFO, device, socket, directory) is never replaced, and an existing
report keeps its mode. Under `msdiag run` the supervising process writes the file: this process
sends it each new version instead (`engine.link`)."""
from __future__ import annotations

import json
import os
import stat
import sys
import tempfile
import threading
from typing import Any, Protocol, Sequence

from ..locale import tr
from ..report.json import report_to_dict
from ..report.records import MARK, Failure, Finding, Report

_lock = threading.Lock()


class Publisher(Protocol):
    """Where a supervised run sends its report (`engine.link.Link`)."""

    def send_report(self, payload: dict[str, Any]) -> None: ...


class Session:
    def __init__(self) -> None:
        self.report = Report(command=list(sys.argv))
        self.json_path: str | None = None
        self.publisher: Publisher | None = None
        self.warned: set[tuple[str, str, int]] = set()  # silent-bug sites already warned about
        self._said_unwritable = False

    def first_warning(self, finding: Finding) -> bool:
        """Record a warning unless its code and line were warned about before in this session."""
        key = (finding.code, finding.span.file, finding.span.line)
        with _lock:
            if key in self.warned:
                return False
            self.warned.add(key)
            self.report.warnings.append(finding)
            self._write()
        return True

    def add_failure(self, failure: Failure) -> None:
        with _lock:
            self.report.failures.append(failure)
            self._write()

    def set_exit_code(self, code: int | None) -> None:
        with _lock:
            self.report.exit_code = code
            self._write()

    def write(self) -> None:
        """Write the report as it is now (at the start of a run: no stale report survives it)."""
        with _lock:
            self._write()

    def _write(self) -> None:
        if self.publisher is not None:
            self.publisher.send_report(supervised_payload(self.report))
            return
        if not self.json_path:
            return
        try:
            write_file(self.json_path, report_json(report_to_dict(self.report)))
        except OSError as error:
            if not self._said_unwritable:
                self._said_unwritable = True
                print(f"{MARK} {tr('run.report_unwritable', path=self.json_path, reason=_reason(error))}",
                      file=sys.stderr, flush=True)


def report_json(payload: dict[str, Any]) -> str:
    return json.dumps(payload, indent=2, ensure_ascii=False) + "\n"


def supervised_payload(report: Report) -> dict[str, Any]:
    """What a supervised run sends: the JSON report, plus what the Markdown form needs that the
    JSON does not hold (each failure's target, the environment)."""
    return {
        "report": report_to_dict(report),
        "targets": [failure.target for failure in report.failures],
        "environment": environment_dict(),
    }


def environment_dict() -> dict[str, Any]:
    """This process's environment for the Markdown report, without importing MindSpore: a script
    that never imports it must not pay for it."""
    from dataclasses import asdict

    from ..report import markdown

    if "mindspore" in sys.modules:
        return asdict(markdown.current_environment())
    import platform

    from .._version import __version__
    from ..report.json import mindspore_version

    numpy = getattr(sys.modules.get("numpy"), "__version__", None)
    return asdict(markdown.Environment(
        msdiag=__version__, mindspore=mindspore_version(),
        python=f"{platform.python_version()} ({platform.python_implementation()})",
        numpy=numpy, platform=f"{platform.system()} {platform.machine()}", device_target=None, execution_mode=None))


_current = Session()


def current() -> Session:
    return _current


def reset() -> Session:
    global _current
    _current = Session()
    return _current


def failure_for(error: BaseException, since: int = 0) -> Failure | None:
    """The diagnosed Failure behind `error`, among the failures recorded from `since` on: the one
    whose note object is among its notes (by identity), or, where notes are not attached (the
    pytest plugin), the one recorded for this very exception object."""
    failures = current().report.failures[since:]
    notes = getattr(error, "__notes__", None) or ()
    for failure in reversed(failures):
        if failure.note is not None and any(note is failure.note for note in notes):
            return failure
    # An id is only unique among live objects: the exception's type and headline must match too.
    text = str(error).strip()
    headline = text.splitlines()[0] if text else ""
    for failure in reversed(failures):
        if failure.error_id and failure.error_id == id(error) and failure.note not in notes \
                and (failure.exception.type, failure.exception.message) == (type(error).__name__, headline):
            return failure
    return None


# --- report files -----------------------------------------------------------------------------

def _reason(error: OSError) -> str:
    return error.strerror or str(error)


class UnsafePath(OSError):
    """A report path msdiag refuses to write: the reason is the message."""


def output_path_problem(path: str, protected: Sequence[str] = ()) -> str | None:
    """Why a report cannot be written to `path`, or None. Checked before the user's program starts,
    so that a bad path costs nothing but a one-line error. `protected` are files that must never be
    replaced (the script being run)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        info = None
    except OSError as error:
        return tr("path.unusable", reason=_reason(error))
    if info is not None:
        problem = _kind_problem(info.st_mode)
        if problem is not None:
            return problem
        for other in protected:
            try:
                if os.path.samefile(path, other):
                    return tr("path.is_script")
            except OSError:
                continue
        if not os.access(path, os.W_OK):
            return tr("path.read_only")
    directory = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(directory):
        return tr("path.no_directory", directory=directory)
    try:
        handle, probe = tempfile.mkstemp(dir=directory, prefix=".msdiag-probe-")
    except OSError as error:
        return tr("path.cannot_create", directory=directory, reason=_reason(error))
    os.close(handle)
    os.unlink(probe)
    return None


def _kind_problem(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISLNK(mode):
        return tr("path.symlink")
    if stat.S_ISDIR(mode):
        return tr("path.directory")
    return tr("path.special")


_umask: int | None = None


def _process_umask() -> int:
    """The umask, read without changing it (`os.umask` sets it, which races other threads)."""
    global _umask
    if _umask is None:
        try:
            with open("/proc/self/status", encoding="ascii") as handle:
                for line in handle:
                    if line.startswith("Umask:"):
                        _umask = int(line.split()[1], 8)
                        break
        except (OSError, ValueError):
            pass
        if _umask is None:
            _umask = os.umask(0o022)
            os.umask(_umask)
    return _umask


def write_file(path: str, text: str) -> None:
    """Replace `path` with `text` whole, never following a link and never replacing a special file.
    An existing file keeps its mode (and, when this process may, its owner); a new one gets the
    mode `open()` would give it."""
    try:
        info: os.stat_result | None = os.lstat(path)
    except FileNotFoundError:
        info = None
    if info is not None:
        problem = _kind_problem(info.st_mode)
        if problem is not None:
            raise UnsafePath(problem)
    directory, name = os.path.split(os.path.abspath(path))
    handle, temporary = tempfile.mkstemp(dir=directory, prefix=f".{name}.", suffix=".tmp")
    try:
        if info is not None:
            os.fchmod(handle, stat.S_IMODE(info.st_mode))
            if (info.st_uid, info.st_gid) != (os.geteuid(), os.getegid()):
                try:
                    os.fchown(handle, info.st_uid, info.st_gid)
                except OSError:
                    pass  # not allowed to give it away: the report is ours, with the old mode
        else:
            os.fchmod(handle, 0o666 & ~_process_umask())
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            handle = -1
            out.write(text)
        os.replace(temporary, path)
    except BaseException:
        if handle >= 0:
            os.close(handle)
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
