"""Find the Failure in this process's report whose diagnosis note is attached to a given exception."""
from __future__ import annotations

from . import session
from .model import Failure
from .render.text import render_note

MARK = "msdiag:"


def is_msdiag_note(note: object) -> bool:
    return isinstance(note, str) and note.startswith(MARK)


def failure_for(error: BaseException) -> Failure | None:
    """The diagnosed Failure behind `error`, or None when msdiag did not diagnose it.

    The engine adds `render_note(failure)` to the exception right after recording the failure, so
    the note's text identifies it; when that no longer renders the same (the working directory
    changed), the last failure with the same exception type and headline is taken.
    """
    notes = [n for n in getattr(error, "__notes__", ()) if is_msdiag_note(n)]
    if not notes:
        return None
    failures = list(reversed(session.current().report.failures))
    for failure in failures:
        try:
            if render_note(failure) in notes:
                return failure
        except Exception:  # noqa: BLE001 - matched by headline below
            pass
    text = str(error).strip()
    headline = text.splitlines()[0] if text else ""
    for failure in failures:
        if failure.exception.type == type(error).__name__ and failure.exception.message == headline:
            return failure
    return None
