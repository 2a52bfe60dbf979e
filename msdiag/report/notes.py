"""PEP 678 notes on every Python msdiag supports: `add_note` where Python 3.10 has none, and the
notes shown under the traceback there as Python 3.11 shows them.

Python 3.10 has no `BaseException.add_note` and prints no `__notes__`. The `exceptiongroup` backport
(a dependency on 3.10) prints them: importing it teaches `sys.excepthook` and the `traceback`
module (`print_exc`, `format_exception`, so `logging.exception` too) to show notes, provided
`sys.excepthook` is still Python's own. IPython, Jupyter and pytest read `__notes__` themselves.
Where the backport is missing, a small hook of our own prints the notes after Python's traceback.
"""
from __future__ import annotations

import sys
import threading
import types
from typing import Any

NATIVE = sys.version_info >= (3, 11)
_lock = threading.Lock()
_prepared = False


def add_note(error: BaseException, note: str) -> None:
    """`error.add_note(note)`: the same list, the same checks, on Python 3.10 too."""
    if NATIVE:
        error.add_note(note)
        return
    if not isinstance(note, str):
        raise TypeError(f"note must be a str, not {type(note).__name__}")
    notes = getattr(error, "__notes__", None)
    if notes is None:
        notes = []
        error.__notes__ = notes  # type: ignore[attr-defined]
    elif not isinstance(notes, list):
        raise TypeError("Cannot add note: __notes__ is not a list")
    notes.append(note)
    show_notes()


def show_notes() -> str:
    """Make the notes of an uncaught exception appear under its traceback; say how ("native",
    "exceptiongroup", "msdiag" or "host": an excepthook that is not Python's own, such as IPython's,
    which prints them itself). Idempotent; nothing to do on Python 3.11 and newer."""
    global _prepared
    if NATIVE:
        return "native"
    with _lock:
        if not _prepared:
            _prepared = True
            try:
                import exceptiongroup  # noqa: F401 - importing it patches the hook and `traceback`
            except ImportError:
                if sys.excepthook is sys.__excepthook__:
                    sys.excepthook = _excepthook
    return how_notes_are_shown()


def how_notes_are_shown() -> str:
    if NATIVE:
        return "native"
    hook = sys.excepthook
    if hook is _excepthook:
        return "msdiag"
    if getattr(hook, "__module__", "").startswith("exceptiongroup"):
        return "exceptiongroup"
    return "host" if hook is not sys.__excepthook__ else "none"


def _excepthook(kind: type[BaseException], value: BaseException, tb: types.TracebackType | None) -> None:
    """Python's own hook, then the notes of the exception, as Python 3.11 prints them."""
    sys.__excepthook__(kind, value, tb)
    notes: Any = getattr(value, "__notes__", None)
    if notes is None:
        return
    lines = [str(n) for n in notes] if isinstance(notes, (list, tuple)) else [repr(notes)]
    try:
        sys.stderr.write("".join(line + "\n" for line in lines))
        sys.stderr.flush()
    except Exception:  # noqa: BLE001 - a closed stderr at exit
        pass


__all__ = ["NATIVE", "add_note", "how_notes_are_shown", "show_notes"]
