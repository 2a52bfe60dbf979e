"""`%load_ext msdiag`: IPython shows a diagnosed graph error's traceback and then its diagnosis, cells named `In [n]`.

The handler goes through `shell.set_custom_exc`, whose return value IPython discards, so the handler
shows the traceback itself. Errors without an msdiag diagnosis are handed to exactly the IPython
method that would have shown them without the extension (or to the custom handler that was set
before), so they look the same.
"""
from __future__ import annotations

import linecache
import sys
import warnings
from dataclasses import dataclass
from typing import Any, Mapping

from . import config, hooks
from .engine.diagnose import diagnose_uncaught
from .engine.session import failure_for
from .engine.watch import GraphModeWarning
from .locale import tr
from .report.html import failure_to_html
from .report.records import MARK, Failure
from .report.text import Locate, Place, is_note, locate_in_file, note_text
_MISSING = object()
# MindSpore's C++ log levels: 4 hides ERROR. `GetRealPath failed` comes from its CORE submodule.
QUIET_LOG_SETTING = "MS_SUBMODULE_LOG_v={CORE:4}"
# What IPython's run_cell shows as a syntax error when parsing the cell fails (interactiveshell.py).
_PARSE_ERRORS = (OverflowError, SyntaxError, ValueError, TypeError, MemoryError)


@dataclass
class _Loaded:
    shell: Any
    previous_types: tuple[type[BaseException], ...]
    previous_handler: Any  # the shell's own `CustomTB` attribute, or _MISSING when it had none
    handler: Any  # the bound `CustomTB` that set_custom_exc made for us, to tell whether it is still ours
    installed_by_us: bool
    previous_showwarning: Any  # `warnings.showwarning` before ours
    showwarning: Any  # ours, to tell whether it is still in place


_loaded: _Loaded | None = None
_log_hint_given = False


def load(shell: Any) -> None:
    """Watch every graph call and show diagnoses under the traceback. Loading twice is a no-op."""
    global _loaded
    if _loaded is not None and _loaded.shell is shell:
        return
    installed_by_us = not hooks.installed()
    hooks.install()
    previous_types = tuple(shell.custom_exceptions)
    previous_handler = shell.__dict__.get("CustomTB", _MISSING)
    # Exception covers every graph error; BaseException types a previous handler took stay with it.
    extra = tuple(t for t in previous_types if not issubclass(t, Exception))
    shell.set_custom_exc((Exception, *extra), _handler)
    previous_showwarning = warnings.showwarning
    showwarning = _warning_display(shell, previous_showwarning)
    _loaded = _Loaded(shell, previous_types, previous_handler, shell.__dict__.get("CustomTB"), installed_by_us,
                      previous_showwarning, showwarning)
    warnings.showwarning = showwarning
    _say_how_to_quiet_mindspore_logs()


def unload(shell: Any) -> None:
    """Undo `load`: the previous custom exception types and handler, and msdiag's watching."""
    global _loaded
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
    if warnings.showwarning is loaded.showwarning:  # someone who replaced it after us keeps theirs
        warnings.showwarning = loaded.previous_showwarning
    if loaded.installed_by_us:
        hooks.uninstall()


def _warning_display(shell: Any, previous: Any) -> Any:
    """A `warnings.showwarning` that names a cell `In [n], line k` in msdiag's silent-bug warnings,
    as the diagnoses do; every other warning goes to `previous`, shown as it was before."""

    def show(message: Warning | str, category: type[Warning], filename: str, lineno: int, file: Any = None,
             line: str | None = None) -> None:
        place = cell_locator(shell)(filename, lineno) if issubclass(category, GraphModeWarning) else None
        if place is None or not place.cell:
            previous(message, category, filename, lineno, file, line)
            return
        text = f"{place.label}: {category.__name__}: {message}\n"
        source = (line if line is not None else place.text(lineno)).strip()
        if source:
            text += f"  {source}\n"
        try:
            (file if file is not None else sys.stderr).write(text)
        except (OSError, AttributeError):
            pass  # as `warnings` does: a warning that cannot be shown is dropped

    return show


def mindspore_logs_quiet(environ: Mapping[str, str]) -> bool:
    """Whether MindSpore's CORE submodule logs no ERROR lines: `MS_SUBMODULE_LOG_v` gives it a level
    of 4, or it has none and `GLOG_v` is 4. MindSpore reads both once, when it is imported."""
    level = config.number(environ.get("GLOG_v"))
    for item in environ.get("MS_SUBMODULE_LOG_v", "").strip().strip("{}").split(","):
        name, _, value = item.partition(":")
        if name.strip() == "CORE":
            level = config.number(value.strip())
    return level is not None and level >= 4


def _say_how_to_quiet_mindspore_logs() -> None:
    """Once per process: MindSpore looks for cells on disk and logs an error for each lookup. Only
    MindSpore's own setting hides them, read when it is imported, so msdiag says how instead of
    changing it."""
    global _log_hint_given
    if _log_hint_given or mindspore_logs_quiet(config.environment()):
        return
    _log_hint_given = True
    print(f"{MARK} {tr('notebook.log_noise', setting=QUIET_LOG_SETTING)}")


def _handler(shell: Any, etype: type[BaseException], value: BaseException, tb: Any, tb_offset: int | None = None) -> None:
    failure = failure_for(value)
    if failure is None:
        diagnose_uncaught(value)  # a cell that failed while building a model, outside any graph call
        failure = failure_for(value)
    bundle = None
    if failure is not None:
        try:
            bundle = diagnosis_bundle(failure, cell_locator(shell))
        except Exception as internal:  # noqa: BLE001 - the user's error is shown anyway, note and all
            print(f"{MARK} notebook display failed ({type(internal).__name__}: {internal})")
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
        print(f"{MARK} notebook display failed ({type(internal).__name__}: {internal})")
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
            self.error.__notes__ = [n for n in self.notes if not is_note(n)]

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
        return Place(f"In [{count}]", line, lines, cell=True)

    return locate


def diagnosis_bundle(failure: Failure, locate: Locate) -> dict[str, str]:
    """HTML for notebooks, plain text for terminal IPython: the frontend picks."""
    return {"text/plain": failure_to_text(failure, locate), "text/html": failure_to_html(failure, locate)}


def failure_to_text(failure: Failure, locate: Locate) -> str:
    """The note's text, with cells named `In [n]`."""
    return note_text(failure, locate)


__all__ = ["load", "unload", "failure_for", "cell_locator", "diagnosis_bundle", "failure_to_text"]
