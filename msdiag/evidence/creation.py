"""Where each Cell, Parameter and user-made Tensor was created, recorded while msdiag watches.

`msdiag run`, `install()` and `%load_ext msdiag` start recording before the user's model is
built, so a diagnosis can name the exact `nn.Dense(...)` or `Tensor(...)` call that made an object,
even when it was made in a loop, a list comprehension or a helper. Without a record (a model
built before msdiag was loaded) provenance reads the source instead.

The cost is one walk up the stack per Cell or Parameter built (once, while the model is built;
for a cell built inside a helper function, such as a layer factory, the walk goes on to the
helper's caller, which is kept too) and, per Tensor made directly by user code, one frame
look-up and a weak dictionary entry; `bench/bench_creation.py` measures it.
"""
from __future__ import annotations

import sys
import threading
import types
import weakref
from typing import Any, Callable

from ..model.facts import code_position
from ..model.source import is_user_file
from ..report.records import Span

_lock = threading.Lock()
# By id, with a weak reference that removes the entry: tensors compare element-wise, so they
# cannot be the keys of a WeakKeyDictionary.
_sites: dict[int, tuple[weakref.ref[Any], Span]] = {}
# For an object built inside a helper function (a layer factory): where that helper was called.
_callers: dict[int, tuple[weakref.ref[Any], Span]] = {}
# (class, its own `__init__` or None when it inherited one): what `stop` puts back.
_originals: dict[type, Any] = {}
_INHERITED = object()
_user_files: dict[str, bool] = {}


def _is_user(filename: str) -> bool:
    known = _user_files.get(filename)
    if known is None:
        known = _user_files[filename] = is_user_file(filename)
    return known


def _remember(obj: Any, span: Span) -> None:
    key = id(obj)

    def forget(reference: weakref.ref[Any], key: int = key) -> None:
        entry = _sites.get(key)
        if entry is not None and entry[0] is reference:
            del _sites[key]

    _sites[key] = (weakref.ref(obj, forget), span)


def _remember_caller(obj: Any, span: Span) -> None:
    key = id(obj)

    def forget(reference: weakref.ref[Any], key: int = key) -> None:
        entry = _callers.get(key)
        if entry is not None and entry[0] is reference:
            del _callers[key]

    _callers[key] = (weakref.ref(obj, forget), span)


def _span_of(frame: types.FrameType) -> Span:
    line, end_line, column, end_column = code_position(frame.f_code, frame.f_lasti, frame.f_lineno)
    return Span(frame.f_code.co_filename, line, end_line, column or 0, end_column)


def _building_site(obj: Any, frame: types.FrameType | None) -> tuple[Span, Span | None] | None:
    """The first user frame that is not the object's own constructor chain (`super().__init__()`),
    and, when that frame is a helper function (a layer factory, not a constructor, `construct` or
    module code), the user frame that called it."""
    while frame is not None:
        code = frame.f_code
        if _is_user(code.co_filename) and not (code.co_name == "__init__" and frame.f_locals.get("self") is obj):
            site = _span_of(frame)
            if code.co_name in ("<module>", "__init__", "construct") or code.co_name.startswith("<"):
                return site, None
            outer = frame.f_back
            while outer is not None and not _is_user(outer.f_code.co_filename):
                outer = outer.f_back
            return site, _span_of(outer) if outer is not None else None
        frame = frame.f_back
    return None


def _record_built(original: Callable[..., Any]) -> Callable[..., Any]:
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if site_of(self) is None:
            try:
                found = _building_site(self, sys._getframe(1))
                if found is not None:
                    _remember(self, found[0])
                    if found[1] is not None:
                        _remember_caller(self, found[1])
            except Exception:  # noqa: BLE001 - recording must never disturb building the model
                pass
        original(self, *args, **kwargs)

    __init__.__wrapped__ = original  # type: ignore[attr-defined]
    return __init__


def _record_made_by_user(original: Callable[..., Any]) -> Callable[..., Any]:
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        try:
            frame = sys._getframe(1)
            if _is_user(frame.f_code.co_filename):
                _remember(self, _span_of(frame))
        except Exception:  # noqa: BLE001
            pass

    __init__.__wrapped__ = original  # type: ignore[attr-defined]
    return __init__


def _record_cast(original: Callable[..., Any]) -> Callable[..., Any]:
    """`cell.to_float(ms.float16)` from user code: where a cell (and the cells in it) was made to
    compute in another dtype, a line a dtype mismatch can start from."""
    def to_float(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            frame = sys._getframe(1)
            if _is_user(frame.f_code.co_filename):
                dtype = args[0] if args else kwargs.get("dst_type")
                key = id(self)

                def forget(reference: weakref.ref[Any], key: int = key) -> None:
                    entry = _casts.get(key)
                    if entry is not None and entry[0] is reference:
                        del _casts[key]

                _casts[key] = (weakref.ref(self, forget), _span_of(frame), str(dtype).lower())
        except Exception:  # noqa: BLE001 - recording must never disturb the model
            pass
        return original(self, *args, **kwargs)

    to_float.__wrapped__ = original  # type: ignore[attr-defined]
    return to_float


_casts: dict[int, tuple[weakref.ref[Any], Span, str]] = {}
_cast_original: list[Any] = []  # MindSpore's own `Cell.to_float`, while it is patched


def cast_of(cell: Any) -> tuple[Span, str] | None:
    """Where user code called `cell.to_float(dtype)`, and the dtype (`"float16"`)."""
    entry = _casts.get(id(cell))
    return (entry[1], entry[2]) if entry is not None and entry[0]() is cell else None


def start() -> None:
    """Record from now on (idempotent). Only MindSpore's own classes are patched, each with its undo."""
    from mindspore import Parameter, Tensor, nn

    with _lock:
        if _originals:
            return
        for owner, make in ((nn.Cell, _record_built), (Parameter, _record_built), (Tensor, _record_made_by_user)):
            _originals[owner] = owner.__dict__.get("__init__", _INHERITED)
            owner.__init__ = make(owner.__init__)  # type: ignore[misc]
        original = nn.Cell.__dict__.get("to_float")
        if original is not None:
            _cast_original.append(original)
            nn.Cell.to_float = _record_cast(original)  # type: ignore[method-assign]


def stop() -> None:
    """Put MindSpore's constructors back; what was recorded stays known."""
    from mindspore import nn

    with _lock:
        for owner, original in _originals.items():
            if original is _INHERITED:
                del owner.__init__  # type: ignore[misc]
            else:
                owner.__init__ = original  # type: ignore[misc]
        _originals.clear()
        if _cast_original:
            nn.Cell.to_float = _cast_original.pop()  # type: ignore[method-assign]


def recording() -> bool:
    return bool(_originals)


def site_of(obj: Any) -> Span | None:
    """Where `obj` was made, if it was made while recording."""
    entry = _sites.get(id(obj))
    return entry[1] if entry is not None and entry[0]() is obj else None


def helper_call_of(obj: Any) -> Span | None:
    """For an object made inside a helper function while recording: where the helper was called."""
    entry = _callers.get(id(obj))
    return entry[1] if entry is not None and entry[0]() is obj else None
