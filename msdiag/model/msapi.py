"""Every private MindSpore name msdiag touches, reached in one place and probed by capability.

MindSpore moves its internals between releases (`_JitExecutor` lives in `mindspore.graph.api` in
2.10 and in `mindspore.common.api` in 2.7). Nothing else in msdiag imports a private MindSpore
name: it asks here, and gets None (or a harmless stand-in) when the capability is missing.
`probes()` lists what was found, for `msdiag doctor` and for the one line msdiag prints when
something is missing.
"""
from __future__ import annotations

import contextlib
import functools
import importlib
from dataclasses import dataclass
from typing import Any, Callable, ContextManager, Iterator, Literal, Mapping

# MindSpore's Python functions that run the graph compiler; a frame of one of them on the stack
# means "compiling now" (mindspore/graph/api.py and mindspore/common/api.py).
COMPILE_FUNCTIONS = frozenset({"compile", "compile_frontend"})
# The modules that have held the executors, newest first.
_API_MODULES = ("mindspore.graph.api", "mindspore.common.api")
# Cell attributes holding registered hooks (dicts or lists), as MindSpore 2.7 to 2.10 name them.
HOOK_ATTRIBUTES = ("_forward_hook", "_forward_pre_hook", "_backward_hook", "_backward_pre_hook")


def _module(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except Exception:  # noqa: BLE001 - a missing or broken module is a missing capability
        return None


def _from_api(name: str) -> tuple[Any, str] | None:
    for module_name in _API_MODULES:
        module = _module(module_name)
        value = getattr(module, name, None) if module is not None else None
        if value is not None:
            return value, f"{module_name}.{name}"
    return None


@functools.lru_cache(maxsize=None)
def jit_executor() -> Any:
    """The class whose `__call__` runs a `@ms.jit` function (it has `.fn` and `.obj`), or None."""
    found = _from_api("_JitExecutor")
    if found is None or "__call__" not in vars(found[0]):
        return None
    return found[0]


@functools.lru_cache(maxsize=None)
def cell_graph_executor() -> Any:
    """The class whose `compile(obj, *args, ...)` compiles a Cell (reached directly by code that
    compiles without calling the Cell), or None."""
    found = _from_api("_CellGraphExecutor")
    if found is None or "compile" not in vars(found[0]):
        return None
    return found[0]


@functools.lru_cache(maxsize=None)
def mode_reader() -> Callable[[], int]:
    """A cheap function returning the execution mode (the watched call's happy path reads it)."""
    context = _module("mindspore.context")
    fast = getattr(context, "_get_mode", None)
    if callable(fast):
        return fast  # type: ignore[no-any-return]
    import mindspore as ms

    return lambda: ms.get_context("mode")


def clear_pynative_state() -> None:
    """Close the grad graph an eager run left open when it raised (MindSpore does the same after
    one of its own failed compiles). Nothing to do where the executor is not reachable."""
    found = _from_api("_pynative_executor")
    clear = getattr(found[0], "clear_res", None) if found is not None else None
    if callable(clear):
        clear()


def no_grad() -> ContextManager[Any]:
    """MindSpore's no-grad context, for writing back into parameters that require grad."""
    found = _from_api("_no_grad")
    return found[0]() if found is not None else contextlib.nullcontext()


@functools.lru_cache(maxsize=None)
def synchronizer() -> Callable[[], None]:
    """Wait for every launched kernel, raising the error of one that failed (PyNative launches
    them asynchronously). A no-op where MindSpore has no such call."""
    import mindspore as ms

    found = _from_api("_pynative_executor")
    queue = getattr(found[0], "sync", None) if found is not None else None
    if callable(queue):
        return queue  # type: ignore[no-any-return]  # flushes PyNative's op queue, kernel selection included
    for owner in ("runtime", "hal"):
        function = getattr(getattr(ms, owner, None), "synchronize", None)
        if callable(function):
            return function  # type: ignore[no-any-return]
    return lambda: None


def ms_context() -> Any:
    """MindSpore's C++ context object (device availability for `msdiag doctor`), or None."""
    module = _module("mindspore._c_expression")
    context = getattr(module, "MSContext", None) if module is not None else None
    try:
        return context.get_instance() if context is not None else None
    except Exception:  # noqa: BLE001
        return None


def child_cells(cell: Any) -> dict[str, Any]:
    """The direct sub-cells of a cell by attribute name (public `name_cells` where it exists)."""
    public = getattr(cell, "name_cells", None)
    if callable(public):
        try:
            return dict(public())
        except Exception:  # noqa: BLE001
            pass
    return dict(vars(cell).get("_cells", {}))


def own_parameter_names(cell: Any) -> list[str]:
    """The attribute names of the parameters a cell holds itself (not its sub-cells')."""
    return list(vars(cell).get("_params", {}))


def hook_count(cell: Any, attribute: str) -> int:
    """How many hooks of one kind (`_forward_hook`, ...) a cell has registered. The names are
    properties that create their storage when read, so the stored `_lazy_*` entry is read instead
    (the same key in MindSpore 2.7 to 2.10), and the property only where it is missing."""
    stored = vars(cell)
    hooks = stored.get("_lazy" + attribute) if "_lazy" + attribute in stored else getattr(cell, attribute, None)
    try:
        return len(hooks) if hooks is not None else 0
    except TypeError:
        return 0


def hook_functions(cell: Any, attributes: tuple[str, ...] = HOOK_ATTRIBUTES) -> list[Any]:
    """The hook functions registered on a cell (forward and backward, pre and post, or those of
    `attributes`), read from their stores, in the order they were registered."""
    found = []
    for attribute in attributes:
        store = vars(cell).get("_lazy" + attribute)
        if isinstance(store, dict):
            found.extend(store.values())
    return found


def is_mindspore_file(filename: str) -> bool:
    """Whether a source file is part of the installed MindSpore package."""
    parts = filename.replace("\\", "/").split("/")
    return "mindspore" in parts[:-1] and any(p in ("site-packages", "dist-packages") for p in parts)


def compiling(frames: Iterator[Any]) -> bool:
    """True when one of the frames (innermost or outermost first) is MindSpore's graph compiler."""
    for frame in frames:
        code = frame.f_code
        if code.co_name in COMPILE_FUNCTIONS and "mindspore" in code.co_filename:
            return True
    return False


@dataclass(frozen=True)
class Probe:
    """One private capability: whether this MindSpore has it, where, and what is lost without it.
    `without` is a message key (msdiag.locale)."""

    name: str
    found: bool
    where: str
    without: str


def _unwrapped(function: Any) -> Any:
    """MindSpore's own function under msdiag's wrapper (`__wrapped__`), when msdiag is watching."""
    while getattr(function, "__wrapped__", None) is not None:
        function = function.__wrapped__
    return function


def _assigns(function: Any, *names: str) -> bool:
    """Whether a function's code stores (or reads) every one of `names` as an attribute."""
    code = getattr(function, "__code__", None)
    return code is not None and all(name in code.co_names for name in names)


def _compiler_frames() -> tuple[bool, str]:
    """Whether the graph compiler runs in a Python function msdiag recognises on the stack."""
    compiler = _from_api("_CellGraphExecutor")
    function = _unwrapped(vars(compiler[0]).get("compile")) if compiler is not None else None
    code = getattr(function, "__code__", None)
    if code is None or code.co_name not in COMPILE_FUNCTIONS or "mindspore" not in code.co_filename:
        return False, "not found"
    return True, f"{compiler[1]}.compile" if compiler is not None else "not found"


def probes() -> list[Probe]:
    """Every private capability, probed on this MindSpore (a probe that raises counts as missing)."""
    return [_safe(probe) for probe in _PROBES]


def _safe(probe: Callable[[], Probe]) -> Probe:
    try:
        return probe()
    except Exception as error:  # noqa: BLE001 - a probe that breaks is a capability that is missing
        name = getattr(probe, "__doc__", None) or probe.__name__
        return Probe(name.strip(), False, f"probe failed: {type(error).__name__}", "probe.failed.without")


def _probe_jit_executor() -> Probe:
    """jit executor"""
    executor = _from_api("_JitExecutor")
    found = jit_executor() is not None and _assigns(getattr(jit_executor(), "__init__", None), "fn", "obj")
    return Probe("jit executor", found, f"{executor[1]}.__call__, .fn, .obj" if executor else "not found",
                 "probe.jit_executor.without")


def _probe_compiler() -> Probe:
    """graph compiler"""
    found, where = _compiler_frames()
    return Probe("graph compiler", found, where, "probe.compiler.without")


def _probe_mode() -> Probe:
    """fast mode read"""
    context = _module("mindspore.context")
    return Probe("fast mode read", callable(getattr(context, "_get_mode", None)), "mindspore.context._get_mode",
                 "probe.mode.without")


def _probe_reset() -> Probe:
    """PyNative executor reset"""
    pynative = _from_api("_pynative_executor")
    return Probe("PyNative executor reset", pynative is not None and callable(getattr(pynative[0], "clear_res", None)),
                 f"{pynative[1]}.clear_res" if pynative else "not found", "probe.reset.without")


def _probe_no_grad() -> Probe:
    """no-grad context"""
    grad = _from_api("_no_grad")
    return Probe("no-grad context", grad is not None, grad[1] if grad else "not found", "probe.no_grad.without")


def _probe_sync() -> Probe:
    """PyNative queue sync"""
    pynative = _from_api("_pynative_executor")
    return Probe("PyNative queue sync", _has_synchronize(), f"{pynative[1]}.sync" if pynative else "not found",
                 "probe.sync.without")


def _probe_cells() -> Probe:
    """cell contents"""
    cell_type = getattr(_module("mindspore.nn"), "Cell", None)
    stored = _instance_attributes(cell_type) if cell_type is not None else frozenset()
    return Probe("cell contents", {"_cells", "_params"} <= stored, 'vars(cell)["_cells"], ["_params"]',
                 "probe.cells.without")


def _probe_hooks() -> Probe:
    """cell hooks"""
    cell_type = getattr(_module("mindspore.nn"), "Cell", None)
    stored = _instance_attributes(cell_type) if cell_type is not None else frozenset()
    return Probe("cell hooks", all("_lazy" + h in stored for h in HOOK_ATTRIBUTES),
                 "Cell._lazy_forward_hook and the other hook stores", "probe.hooks.without")


def _probe_device() -> Probe:
    """device query"""
    return Probe("device query", ms_context() is not None, "mindspore._c_expression.MSContext", "probe.device.without")


_PROBES: tuple[Callable[[], Probe], ...] = (_probe_jit_executor, _probe_compiler, _probe_mode, _probe_reset,
                                             _probe_no_grad, _probe_sync, _probe_cells, _probe_hooks, _probe_device)


HookRecompile = Literal["always", "guarded", "never"]
# The variable under which MindSpore 2.10 adds the hook version to the compile cache key.
HOOK_GUARD_VARIABLE = "MS_DEV_JIT_AST_ENABLE_GUARD"


@functools.lru_cache(maxsize=None)
def hook_recompile() -> HookRecompile:
    """Whether registering a hook after a compile makes MindSpore compile again, read from the code of
    its compile cache key: "always" (the hook version is in the key), "guarded" (only when
    MS_DEV_JIT_AST_ENABLE_GUARD=1) or "never" (a compiled graph keeps the hooks it was compiled with)."""
    compiler = _from_api("_CellGraphExecutor")
    code = getattr(_unwrapped(vars(compiler[0]).get("compile")), "__code__", None) if compiler is not None else None
    if code is None or "_hook_version" not in code.co_names:
        return "never"
    return "guarded" if HOOK_GUARD_VARIABLE in code.co_consts else "always"


def hooks_recompile(environ: Mapping[str, str] | None = None) -> bool:
    """True when a hook registered after the compile runs (MindSpore compiles the graph again), so a
    late hook is no bug on this MindSpore with these settings."""
    from .. import config

    environ = config.environment() if environ is None else environ
    found = hook_recompile()
    return found == "always" or (found == "guarded" and environ.get(HOOK_GUARD_VARIABLE) == "1")


@functools.lru_cache(maxsize=None)
def _instance_attributes(cell_type: type) -> frozenset[str]:
    try:
        return frozenset(vars(cell_type()))
    except Exception:  # noqa: BLE001
        return frozenset()


def _has_synchronize() -> bool:
    found = _from_api("_pynative_executor")
    return found is not None and callable(getattr(found[0], "sync", None))


def missing() -> list[Probe]:
    return [probe for probe in probes() if not probe.found]
