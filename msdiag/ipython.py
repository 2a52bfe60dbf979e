"""`%load_ext msdiag`: IPython shows a diagnosed graph error's traceback and then its diagnosis, cells named `In [n]`.

The handler goes through `shell.set_custom_exc`, whose return value IPython discards, so the handler
shows the traceback itself. Errors without an msdiag diagnosis are handed to exactly the IPython
method that would have shown them without the extension (or to the custom handler that was set
before), so they look the same.
"""
from __future__ import annotations

import linecache
from dataclasses import dataclass
from typing import Any, Iterator

from .attached import failure_for, is_msdiag_note
from .model import Failure, Finding
from .render.html import Locate, Place, failure_to_html, locate_in_file
from .render.text import source_excerpt

_MARK = "msdiag:"
_MISSING = object()
# What IPython's run_cell shows as a syntax error when parsing the cell fails (interactiveshell.py).
_PARSE_ERRORS = (OverflowError, SyntaxError, ValueError, TypeError, MemoryError)


@dataclass
class _Loaded:
    shell: Any
    previous_types: tuple[type[BaseException], ...]
    previous_handler: Any  # the shell's own `CustomTB` attribute, or _MISSING when it had none
    handler: Any  # the bound `CustomTB` that set_custom_exc made for us, to tell whether it is still ours
    installed_by_us: bool


_loaded: _Loaded | None = None


def load(shell: Any) -> None:
    """Watch every graph call and show diagnoses under the traceback. Loading twice is a no-op."""
    global _loaded
    import msdiag

    if _loaded is not None and _loaded.shell is shell:
        return
    installed_by_us = not msdiag.installed()
    msdiag.install()
    previous_types = tuple(shell.custom_exceptions)
    previous_handler = shell.__dict__.get("CustomTB", _MISSING)
    # Exception covers every graph error; BaseException types a previous handler took stay with it.
    extra = tuple(t for t in previous_types if not issubclass(t, Exception))
    shell.set_custom_exc((Exception, *extra), _handler)
    _loaded = _Loaded(shell, previous_types, previous_handler, shell.__dict__.get("CustomTB"), installed_by_us)


def unload(shell: Any) -> None:
    """Undo `load`: the previous custom exception types and handler, and msdiag's watching."""
    global _loaded
    import msdiag

    loaded = _loaded
    if loaded is None or loaded.shell is not shell:
        return
    _loaded = None
    # If someone replaced our handler after us (or IPython disabled it), theirs stays.
    if shell.__dict__.get("CustomTB") is loaded.handler:
        shell.custom_exceptions = loaded.previous_types
        if loaded.previous_handler is _MISSING:
            shell.__dict__.pop("CustomTB", None)
        else:
            shell.CustomTB = loaded.previous_handler
    if loaded.installed_by_us:
        msdiag.uninstall()


def _handler(shell: Any, etype: type[BaseException], value: BaseException, tb: Any, tb_offset: int | None = None) -> None:
    failure = failure_for(value)
    bundle = None
    if failure is not None:
        try:
            bundle = diagnosis_bundle(failure, cell_locator(shell))
        except Exception as internal:  # noqa: BLE001 - the user's error is shown anyway, note and all
            print(f"{_MARK} notebook display failed ({type(internal).__name__}: {internal})")
    if bundle is None:
        _show_as_ipython_would(shell, etype, value, tb, tb_offset)
        return None
    # The diagnosis is shown below in full, so the traceback leaves out the same text as a note.
    with _msdiag_notes_hidden(value):
        _show_as_ipython_would(shell, etype, value, tb, tb_offset)
    try:
        from IPython.display import display

        display(bundle, raw=True)
    except Exception as internal:  # noqa: BLE001 - IPython would drop a handler that raises
        print(f"{_MARK} notebook display failed ({type(internal).__name__}: {internal})")
        print(bundle["text/plain"])
    return None


def _show_as_ipython_would(shell: Any, etype: type[BaseException], value: BaseException, tb: Any,
                           tb_offset: int | None) -> None:
    loaded = _loaded
    if loaded is not None and loaded.previous_types and isinstance(value, loaded.previous_types):
        previous = loaded.previous_handler if loaded.previous_handler is not _MISSING else None
        if previous is not None:
            previous(etype, value, tb, tb_offset=tb_offset)
            return
    if _raised_while_parsing(tb):
        if issubclass(etype, IndentationError):
            shell.showindentationerror()
        elif issubclass(etype, _PARSE_ERRORS):
            shell.showsyntaxerror()
        else:
            shell.showtraceback()
        return
    shell.showtraceback(running_compiled_code=True)


def _raised_while_parsing(tb: Any) -> bool:
    """run_cell also sends errors of parsing the cell to the custom handler; run_code sends run-time ones."""
    if tb is None or tb.tb_frame.f_code.co_name == "run_code":
        return False
    while tb is not None:
        if tb.tb_frame.f_code.co_name == "ast_parse":
            return True
        tb = tb.tb_next
    return False


class _msdiag_notes_hidden:
    def __init__(self, error: BaseException) -> None:
        self.error = error
        self.notes = getattr(error, "__notes__", _MISSING)

    def __enter__(self) -> None:
        if isinstance(self.notes, list):
            self.error.__notes__ = [n for n in self.notes if not is_msdiag_note(n)]

    def __exit__(self, *exc: object) -> None:
        if isinstance(self.notes, list):
            self.error.__notes__ = self.notes  # the very same list: the exception ends up unchanged


def cell_locator(shell: Any) -> Locate:
    """Name notebook cells `In [n]`: the kernel compiles a cell as a file that IPython maps to its count."""
    filename_map: dict[str, int] = dict(getattr(getattr(shell, "compile", None), "_filename_map", None) or {})

    def locate(filename: str, line: int) -> Place:
        count = filename_map.get(filename)
        if count is None:
            return locate_in_file(filename, line)
        lines = tuple(text.rstrip("\n") for text in linecache.getlines(filename))
        return Place(f"In [{count}]", line, lines)

    return locate


def diagnosis_bundle(failure: Failure, locate: Locate) -> dict[str, str]:
    """HTML for notebooks, plain text for terminal IPython: the frontend picks."""
    return {"text/plain": failure_to_text(failure, locate), "text/html": failure_to_html(failure, locate)}


def failure_to_text(failure: Failure, locate: Locate) -> str:
    """The note's text, with cells named `In [n]`."""
    if not failure.findings:
        lines = [f"{_MARK} no diagnosis for this {failure.phase} failure of `{failure.target}`"]
    else:
        lines = [f"{_MARK} {failure.phase} failure of `{failure.target}`, root cause first"]
        first, *rest = failure.findings
        lines.extend(_finding_lines(first, locate))
        for other in rest[:3]:
            lines.append(f"  also: {other.code} {locate(other.span.file, other.span.line).label}: {other.message}")
    if failure.diagnosis_error:
        lines.append(f"  note: {failure.diagnosis_error}")
    lines.append("  (msdiag adds this; the error above is MindSpore's own. MSDIAG=0 turns msdiag off.)")
    return "\n".join(lines)


def _finding_lines(finding: Finding, locate: Locate) -> Iterator[str]:
    span = finding.span
    yield f"{finding.severity}[{finding.code}] {finding.name}: {finding.message}"
    yield f"  --> {locate(span.file, span.line).label}, column {span.column + 1}"
    yield from source_excerpt(span)
    for related in finding.context:
        yield f"  = failing call: {locate(related.file, related.line).label}"
        yield from source_excerpt(related, "    ")
    if finding.fix is not None:
        yield f"  = help ({finding.fix.applicability}): {finding.fix.title}"
    for item in finding.evidence:
        yield f"  = seen: {item}"
    yield f"  = docs: {finding.url}"


__all__ = ["load", "unload", "failure_for", "cell_locator", "diagnosis_bundle", "failure_to_text"]
