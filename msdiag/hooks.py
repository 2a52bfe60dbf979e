"""Watching: wrap MindSpore's Cell and jit entry points so a failed graph call gets diagnosed.
Every patch has its undo; with nothing watched MindSpore is exactly as it was."""
from __future__ import annotations

import inspect
import os
import threading
import types
import weakref
from typing import Any, Callable

from . import engine, silent_watch, watchdog
from .evidence import CallTarget

_lock = threading.RLock()
_originals: dict[tuple[type, str], Any] = {}
_watch_everything = False
_watched_classes: "weakref.WeakSet[type]" = weakref.WeakSet()
_watched_cells: "weakref.WeakSet[Any]" = weakref.WeakSet()
_watched_functions: "weakref.WeakSet[Callable[..., Any]]" = weakref.WeakSet()
_PASS_THROUGH = (KeyboardInterrupt, SystemExit, GeneratorExit)


def _targets() -> list[tuple[type, str, Callable[[Any], Callable[..., Any]]]]:
    from mindspore import nn
    from mindspore.graph import api

    return [(nn.Cell, "__call__", _make_cell_call), (api._JitExecutor, "__call__", _make_jit_call)]


def _patch() -> None:
    with _lock:
        if _originals:
            return
        # Load the rule catalogue now rather than inside the first failing call. A broken rule
        # module surfaces later as one "diagnosis failed" line, never as a failure to watch.
        try:
            from . import rules

            rules.all_rules()
        except Exception:  # noqa: BLE001
            pass
        for owner, name, make in _targets():
            original = owner.__dict__[name]
            _originals[(owner, name)] = original
            setattr(owner, name, make(original))


def _unpatch() -> None:
    with _lock:
        for (owner, name), original in _originals.items():
            setattr(owner, name, original)
        _originals.clear()


def patched() -> bool:
    return bool(_originals)


def _cell_is_watched(cell: Any) -> bool:
    if _watch_everything or cell in _watched_cells:
        return True
    return any(cls in _watched_classes for cls in type(cell).__mro__)


def _function_is_watched(executor: Any) -> bool:
    if _watch_everything or executor.fn in _watched_functions:
        return True
    owner = executor.obj
    return owner is not None and _cell_is_watched(owner)


def _make_cell_call(original: Callable[..., Any]) -> Callable[..., Any]:
    from mindspore import context

    graph_mode = context.GRAPH_MODE

    def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
        __tracebackhide__ = True  # noqa: F841 - pytest and IPython hide this frame
        # The happy path: one mode check, one environment read, one set lookup.
        if context._get_mode() != graph_mode or os.environ.get("MS_JIT") == "0" or not _cell_is_watched(self):
            return original(self, *args, **kwargs)
        silent_watch.check_frozen(self)
        token = watchdog.enter(self)
        try:
            result = original(self, *args, **kwargs)
            # After a call that compiled and ran: silent bugs only matter in graphs that work,
            # and a failing call's diagnosis should not wait for them.
            silent_watch.first_call(self)
            silent_watch.remember_compiled(self)
            return result
        except _PASS_THROUGH:
            raise
        except BaseException as error:
            target = CallTarget("cell", self, args, kwargs, call_site=engine.caller_frame(1))
            engine.handle_failure(error, target, lambda: original(self, *args, **kwargs), [self, *args, *kwargs.values()])
            raise
        finally:
            watchdog.leave(token)

    __call__.__wrapped__ = original  # type: ignore[attr-defined]
    return __call__


def _make_jit_call(original: Callable[..., Any]) -> Callable[..., Any]:
    def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
        __tracebackhide__ = True  # noqa: F841 - pytest and IPython hide this frame
        if os.environ.get("MS_JIT") == "0" or not _function_is_watched(self):
            return original(self, *args, **kwargs)
        token = watchdog.enter(self.fn)
        try:
            result = original(self, *args, **kwargs)
            silent_watch.first_call(self.fn)
            return result
        except _PASS_THROUGH:
            raise
        except BaseException as error:
            function = self.fn
            target = CallTarget("function", function, args, kwargs, call_site=engine.caller_frame(1))
            touched = [function, self.obj, *args, *kwargs.values()]
            engine.handle_failure(error, target, lambda: function(*args, **kwargs), touched)
            raise
        finally:
            watchdog.leave(token)

    __call__.__wrapped__ = original  # type: ignore[attr-defined]
    return __call__


def install() -> None:
    """Watch every Cell call in graph mode and every jit function in this process."""
    global _watch_everything
    with _lock:
        _watch_everything = True
        _patch()


def uninstall() -> None:
    """Stop process-wide watching. With no decorated object left, MindSpore is restored exactly."""
    global _watch_everything
    with _lock:
        _watch_everything = False
        if not (len(_watched_classes) or len(_watched_cells) or len(_watched_functions)):
            _unpatch()


def installed() -> bool:
    return _watch_everything


def watch(obj: Any) -> Any:
    """`@msdiag.diagnose`: watch a Cell subclass, a Cell instance or a (jit) function; return it unchanged."""
    from mindspore import nn

    with _lock:
        if isinstance(obj, type):
            if not issubclass(obj, nn.Cell):
                raise TypeError(f"msdiag.diagnose takes an nn.Cell subclass, a Cell or a function, not the class {obj.__name__}")
            _watched_classes.add(obj)
        elif isinstance(obj, nn.Cell):
            _watched_cells.add(obj)
        elif isinstance(obj, (types.FunctionType, types.MethodType)):
            function = inspect.unwrap(obj.__func__ if isinstance(obj, types.MethodType) else obj)
            _watched_functions.add(function)
        else:
            raise TypeError(
                f"msdiag.diagnose takes an nn.Cell subclass, a Cell or a function, not {type(obj).__name__}"
            )
        _patch()
    return obj
