"""Watching: wrap MindSpore's Cell and jit entry points so a failed graph call gets diagnosed.
Every patch has its undo; with nothing watched MindSpore is exactly as it was."""
from __future__ import annotations

import inspect
import sys
import threading
import types
import weakref
from typing import Any, Callable

from . import config
from .engine import diagnose, watch, watchdog
from .evidence import creation
from .model import msapi
from .locale import tr
from .report.records import MARK

_lock = threading.RLock()
_originals: dict[tuple[type, str], Any] = {}
_watch_everything = False
_watched_classes: "weakref.WeakSet[type]" = weakref.WeakSet()
_watched_cells: "weakref.WeakSet[Any]" = weakref.WeakSet()
_watched_functions: "weakref.WeakSet[Callable[..., Any]]" = weakref.WeakSet()
_PASS_THROUGH = (KeyboardInterrupt, SystemExit, GeneratorExit)
# Set while a watched call runs in this thread: a compile inside it is diagnosed by that call.
_inside = threading.local()
_said_missing = False
# Set when patching failed once: MindSpore is left as it is for the rest of the process.
_cannot_watch = False


def _targets() -> list[tuple[type, str, Callable[[Any], Callable[..., Any]]]]:
    from mindspore import nn

    targets: list[tuple[type, str, Callable[[Any], Callable[..., Any]]]] = [(nn.Cell, "__call__", _make_cell_call)]
    executor = msapi.jit_executor()
    if executor is not None:
        targets.append((executor, "__call__", _make_jit_call))
    compiler = msapi.cell_graph_executor()
    if compiler is not None:
        targets.append((compiler, "compile", _make_direct_compile))
    return targets


def _say_missing(what: str) -> None:
    """Once per process, one line: what msdiag cannot do with this MindSpore."""
    global _said_missing
    if not _said_missing:
        _said_missing = True
        print(f"{MARK} {what}", file=sys.stderr)


def _missing_capabilities() -> str | None:
    """One line naming the private capabilities this MindSpore lacks and what is lost, or None."""
    missing = msapi.missing()
    if not missing:
        return None
    return tr("probe.missing.line", names=tr("list.separator").join(p.name for p in missing),
              losses="; ".join(tr(p.without) for p in missing))


class _PatchOnImport:
    """A meta path finder that patches MindSpore once it has been imported: `msdiag run` and
    `install()` must not import MindSpore into a program that never does (460 MB, 2 s)."""

    def __init__(self) -> None:
        self._finding = False

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if name != "mindspore" or self._finding:
            return None
        import importlib.util

        self._finding = True
        try:
            spec = importlib.util.find_spec(name)
        finally:
            self._finding = False
        loader = getattr(spec, "loader", None)
        execute = getattr(loader, "exec_module", None)
        if spec is None or execute is None:
            return spec

        def exec_module(module: Any) -> None:
            try:
                execute(module)
            finally:
                del loader.exec_module  # the loader's own method again
            _patch_when_imported()

        loader.exec_module = exec_module  # type: ignore[union-attr]
        return spec


_waiting: _PatchOnImport | None = None


def _patch_when_imported() -> None:
    with _lock:
        _stop_waiting()
        if _watch_everything or len(_watched_classes) or len(_watched_cells) or len(_watched_functions):
            _patch()


def _stop_waiting() -> None:
    global _waiting
    if _waiting is not None:
        try:
            sys.meta_path.remove(_waiting)
        except ValueError:
            pass
        _waiting = None


def _patch_now_or_on_import() -> None:
    global _waiting
    with _lock:
        if "mindspore" in sys.modules:
            _patch()
        elif _waiting is None:
            _waiting = _PatchOnImport()
            sys.meta_path.insert(0, _waiting)


def _patch() -> None:
    global _cannot_watch
    with _lock:
        if _originals or _cannot_watch:
            return
        try:
            # Probed before patching: a probe builds a bare Cell, which msdiag should not watch.
            missing = _missing_capabilities()
            for owner, name, make in _targets():
                original = owner.__dict__[name]
                _originals[(owner, name)] = original
                setattr(owner, name, make(original))
            # From now on, note where each Cell, Parameter and Tensor is built: a diagnosis then
            # names the exact constructor call, even one made in a loop or a helper.
            creation.start()
        except Exception as error:  # noqa: BLE001 - a MindSpore msdiag cannot patch runs unwatched
            _unpatch()
            _cannot_watch = True
            _say_missing(tr("probe.patch_failed", error=f"{type(error).__name__}: {error}"[:200]))
            return
        if missing:
            _say_missing(missing)


def _unpatch() -> None:
    with _lock:
        _stop_waiting()
        for (owner, name), original in _originals.items():
            setattr(owner, name, original)
        _originals.clear()
        creation.stop()


def patched() -> bool:
    return bool(_originals)


def _cell_is_watched(cell: Any) -> bool:
    if _watch_everything or cell in _watched_cells:
        return True
    return any(cls in _watched_classes for cls in type(cell).__mro__)


def _function_is_watched(executor: Any) -> bool:
    function = getattr(executor, "fn", None)
    if _watch_everything or (function is not None and function in _watched_functions):
        return True
    owner = getattr(executor, "obj", None)
    return owner is not None and _cell_is_watched(owner)


def _make_cell_call(original: Callable[..., Any]) -> Callable[..., Any]:
    from mindspore import context

    graph_mode = context.GRAPH_MODE
    get_mode = msapi.mode_reader()

    def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
        __tracebackhide__ = True  # noqa: F841 - pytest and IPython hide this frame
        # The happy path: one mode check, one environment read, one set lookup.
        if get_mode() != graph_mode or config.jit_disabled() or not _cell_is_watched(self):
            return original(self, *args, **kwargs)
        watch.before_call(self)
        token = watchdog.enter(self)
        depth = getattr(_inside, "depth", 0)
        _inside.depth = depth + 1
        try:
            result = original(self, *args, **kwargs)
            # After a call that compiled and ran: silent bugs only matter in graphs that work,
            # and a failing call's diagnosis should not wait for them.
            watch.after_success(self)
            return result
        except _PASS_THROUGH:
            raise
        except BaseException as error:
            target = diagnose.failing_target("cell", self, args, kwargs, 1)
            diagnose.handle_failure(error, target, lambda: original(self, *args, **kwargs), [self, *args, *kwargs.values()])
            raise
        finally:
            _inside.depth = depth
            watchdog.leave(token)

    __call__.__wrapped__ = original  # type: ignore[attr-defined]
    return __call__


def _make_jit_call(original: Callable[..., Any]) -> Callable[..., Any]:
    def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
        __tracebackhide__ = True  # noqa: F841 - pytest and IPython hide this frame
        function = getattr(self, "fn", None)
        if config.jit_disabled() or function is None or not _function_is_watched(self):
            return original(self, *args, **kwargs)
        owner = getattr(self, "obj", None)
        watch.before_call(function, owner)
        token = watchdog.enter(function)
        try:
            result = original(self, *args, **kwargs)
            watch.after_success(function, owner)
            return result
        except _PASS_THROUGH:
            raise
        except BaseException as error:
            target = diagnose.failing_target("function", function, args, kwargs, 1)
            touched = [function, getattr(self, "obj", None), *args, *kwargs.values()]
            diagnose.handle_failure(error, target, lambda: function(*args, **kwargs), touched)
            raise
        finally:
            watchdog.leave(token)

    __call__.__wrapped__ = original  # type: ignore[attr-defined]
    return __call__


def _make_direct_compile(original: Callable[..., Any]) -> Callable[..., Any]:
    """`_cell_graph_executor.compile(net, *inputs)` called directly, not from a watched call:
    a compile failure there is diagnosed like one of `net(*inputs)`."""

    def compile(self: Any, obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: A001 - MindSpore's name
        __tracebackhide__ = True  # noqa: F841
        if getattr(_inside, "depth", 0) or config.jit_disabled() or not _cell_is_watched(obj):
            return original(self, obj, *args, **kwargs)
        try:
            return original(self, obj, *args, **kwargs)
        except _PASS_THROUGH:
            raise
        except BaseException as error:
            target = diagnose.failing_target("cell", obj, args, {}, 1)
            diagnose.handle_failure(error, target, lambda: obj(*args), [obj, *args])
            raise

    compile.__wrapped__ = original  # type: ignore[attr-defined]
    return compile


def install() -> None:
    """Watch every Cell call in graph mode and every jit function in this process."""
    global _watch_everything
    with _lock:
        _watch_everything = True
        _patch_now_or_on_import()


def uninstall() -> None:
    """Stop process-wide watching. With no decorated object left, MindSpore is restored exactly."""
    global _watch_everything
    with _lock:
        _watch_everything = False
        _unpatch_if_idle()


def _unpatch_if_idle() -> None:
    if not (_watch_everything or len(_watched_classes) or len(_watched_cells) or len(_watched_functions)):
        _unpatch()


def installed() -> bool:
    return _watch_everything


def _function_key(obj: Any) -> Callable[..., Any]:
    return inspect.unwrap(obj.__func__ if isinstance(obj, types.MethodType) else obj)


def watch_object(obj: Any) -> Any:
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
            _watched_functions.add(_function_key(obj))
        else:
            raise TypeError(
                f"msdiag.diagnose takes an nn.Cell subclass, a Cell or a function, not {type(obj).__name__}"
            )
        _patch()
    return obj


def unwatch_object(obj: Any) -> Any:
    """`msdiag.undiagnose`: stop watching what `diagnose` watched; return it unchanged. Once nothing
    is watched, MindSpore's own entry points are put back."""
    with _lock:
        if isinstance(obj, type):
            _watched_classes.discard(obj)
        elif isinstance(obj, (types.FunctionType, types.MethodType)):
            _watched_functions.discard(_function_key(obj))
        else:
            try:
                _watched_cells.discard(obj)
            except TypeError:
                pass
        _unpatch_if_idle()
    return obj
