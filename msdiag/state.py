"""Snapshot and restore everything an eager re-run could change: parameters, cell attributes,
execution mode, environment, random generators and tracing hooks."""
from __future__ import annotations

import os
import random
import sys
import threading
import types
from dataclasses import dataclass, field
from typing import Any, Iterable

_MAX_WALK = 2000


def _is_cell(value: Any) -> bool:
    try:
        from mindspore import nn
    except ImportError:  # pragma: no cover - msdiag needs MindSpore to diagnose anything
        return False
    return isinstance(value, nn.Cell)


def cells_reachable(roots: Iterable[Any]) -> list[Any]:
    """Cells reachable from objects a call can touch: the cells themselves, and for functions the
    globals they name and their closures (a jit `train_step` usually reaches its net and optimizer
    through module globals)."""
    found: dict[int, Any] = {}
    seen: set[int] = set()
    stack = list(roots)
    while stack and len(seen) < _MAX_WALK:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if _is_cell(obj):
            found[id(obj)] = obj
            continue
        if isinstance(obj, types.MethodType):
            stack.extend([obj.__func__, obj.__self__])
        elif isinstance(obj, types.FunctionType):
            stack.extend(_function_referents(obj))
        elif hasattr(obj, "func") and callable(obj):  # functools.partial
            stack.append(obj.func)
            stack.extend(getattr(obj, "args", ()))
        elif isinstance(obj, (list, tuple)):
            stack.extend(obj)
        elif isinstance(obj, dict):
            stack.extend(obj.values())
    return list(found.values())


def _function_referents(func: types.FunctionType) -> list[Any]:
    referents: list[Any] = []
    names: set[str] = set()
    codes = [func.__code__]
    while codes:
        code = codes.pop()
        names.update(code.co_names)
        codes.extend(c for c in code.co_consts if isinstance(c, types.CodeType))
    globals_ = func.__globals__
    referents.extend(globals_[name] for name in names if name in globals_)
    for cell in func.__closure__ or ():
        try:
            referents.append(cell.cell_contents)
        except ValueError:
            pass
    wrapped = getattr(func, "__wrapped__", None)
    if wrapped is not None:
        referents.append(wrapped)
    return referents


def _copy_container(value: Any) -> Any:
    if isinstance(value, list):
        return list(value)
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, set):
        return set(value)
    return None


@dataclass
class _CellState:
    cell: Any
    attributes: dict[str, Any]
    contents: dict[str, Any]  # shallow copies of list/dict/set attributes, restored in place


@dataclass
class Snapshot:
    parameters: list[tuple[Any, Any]] = field(default_factory=list)
    cells: list[_CellState] = field(default_factory=list)
    mode: int | None = None
    environ: dict[str, str] = field(default_factory=dict)
    trace: Any = None
    profile: Any = None
    thread_trace: Any = None
    python_random: Any = None
    numpy_random: Any = None
    mindspore_rng: Any = None
    spill: "_Spill | None" = None


def take_snapshot(cells: Iterable[Any]) -> Snapshot:
    import mindspore as ms
    import numpy as np

    snap = Snapshot(
        mode=ms.get_context("mode"),
        environ=dict(os.environ),
        trace=sys.gettrace(),
        profile=sys.getprofile(),
        thread_trace=threading.gettrace() if hasattr(threading, "gettrace") else None,
        python_random=random.getstate(),
        numpy_random=np.random.get_state(),
    )
    try:
        snap.mindspore_rng = ms.get_rng_state()
    except Exception:  # noqa: BLE001 - not every build has a generator state to save
        snap.mindspore_rng = None
    seen_params: set[int] = set()
    seen_cells: set[int] = set()
    for root in cells:
        for _, cell in root.cells_and_names():
            if id(cell) in seen_cells:
                continue
            seen_cells.add(id(cell))
            attributes = dict(vars(cell))
            contents = {
                key: copied
                for key, value in attributes.items()
                if not key.startswith("_") and (copied := _copy_container(value)) is not None
            }
            snap.cells.append(_CellState(cell, attributes, contents))
        params = [p for _, p in root.parameters_and_names() if id(p) not in seen_params]
        seen_params.update(id(p) for p in params)
        total = sum(_nbytes(p) for p in params)
        if total > spill_threshold() and snap.spill is None:
            snap.spill = _Spill()
        for param in params:
            snap.parameters.append((param, _copy_of(param, snap.spill)))
    return snap


def _copy_of(param: Any, spill: "_Spill | None" = None) -> Any:
    """A private copy of a parameter's value. Through host memory: `Parameter.copy()` clones the
    parameter and registers the clone on the original, which keeps it alive as long as the model,
    and `Tensor.copy` grows MindSpore's pool at every diagnosis (both measured on 2.10).
    Large models spill the copy to a temporary file, so that a diagnosis does not need a second
    copy of the weights and optimizer state in memory."""
    from mindspore import Tensor

    try:
        array = param.asnumpy()
    except Exception:  # noqa: BLE001 - a dtype NumPy cannot hold (bfloat16): copy on the device
        return Tensor.copy(param)
    if spill is not None:
        saved = spill.save(array)
        if saved is not None:
            return saved
    return Tensor(array.copy())


class _Spill:
    """Parameter copies written to one temporary directory, read back one at a time on restore."""

    def __init__(self) -> None:
        import tempfile

        self.directory = tempfile.mkdtemp(prefix="msdiag-snapshot-")
        self.count = 0

    def save(self, array: Any) -> "_Spilled | None":
        import numpy as np

        path = os.path.join(self.directory, f"{self.count}.npy")
        self.count += 1
        try:
            np.save(path, array, allow_pickle=False)
        except OSError:  # no space: keep this copy in memory instead
            return None
        return _Spilled(path)

    def remove(self) -> None:
        import shutil

        shutil.rmtree(self.directory, ignore_errors=True)


@dataclass(frozen=True)
class _Spilled:
    path: str

    def load(self) -> Any:
        import numpy as np
        from mindspore import Tensor

        return Tensor(np.load(self.path, allow_pickle=False))


def spill_threshold() -> int:
    """Bytes of parameters above which the snapshot goes to disk (MSDIAG_SNAPSHOT_SPILL_MB, 256 MiB)."""
    try:
        return int(float(os.environ.get("MSDIAG_SNAPSHOT_SPILL_MB", "256")) * 2**20)
    except ValueError:
        return 256 * 2**20


def restore(snap: Snapshot) -> None:
    """Put everything back. Each step is independent so that one failure cannot skip the others."""
    import mindspore as ms
    import numpy as np

    errors: list[BaseException] = []

    def attempt(step: Any, *args: Any) -> None:
        try:
            step(*args)
        except Exception as error:  # noqa: BLE001 - collected and re-raised after every step ran
            errors.append(error)

    sys.settrace(snap.trace)
    sys.setprofile(snap.profile)
    if hasattr(threading, "settrace"):
        threading.settrace(snap.thread_trace)  # type: ignore[arg-type]
    attempt(_restore_environ, snap.environ)
    if snap.mode is not None and ms.get_context("mode") != snap.mode:
        attempt(lambda: ms.set_context(mode=snap.mode))
    attempt(_clear_pynative_state)
    for param, saved in snap.parameters:
        attempt(_restore_parameter, param, saved)
    for state in snap.cells:
        attempt(_restore_cell, state)
    attempt(random.setstate, snap.python_random)
    attempt(np.random.set_state, snap.numpy_random)
    if snap.mindspore_rng is not None:
        attempt(ms.set_rng_state, snap.mindspore_rng)
    if snap.spill is not None:
        snap.spill.remove()
    if errors:
        raise errors[0]


def _clear_pynative_state() -> None:
    """An eager run that raised inside a gradient computation leaves PyNative's grad graph open;
    MindSpore clears it the same way when one of its own compiles fails."""
    from mindspore.graph.api import _pynative_executor

    _pynative_executor.clear_res()


def _nbytes(param: Any) -> int:
    try:
        return int(param.nbytes)
    except Exception:  # noqa: BLE001
        return 0


def _restore_parameter(param: Any, saved: Any) -> None:
    from mindspore.graph.api import _no_grad

    if isinstance(saved, _Spilled):
        saved = saved.load()
    # Outside a grad context: an in-place copy into a leaf that requires grad is refused otherwise.
    with _no_grad():
        try:
            param.copy_(saved)
        except RuntimeError:
            param.set_data(saved)


def _restore_environ(saved: dict[str, str]) -> None:
    for key in [key for key in os.environ if key not in saved]:
        del os.environ[key]
    for key, value in saved.items():
        if os.environ.get(key) != value:
            os.environ[key] = value


def _restore_cell(state: _CellState) -> None:
    current = vars(state.cell)
    for key in [key for key in current if key not in state.attributes]:
        del current[key]
    for key, value in state.attributes.items():
        if current.get(key) is not value:
            current[key] = value
    for key, saved in state.contents.items():
        target = current[key]
        if isinstance(target, list):
            target[:] = saved
        else:
            target.clear()
            target.update(saved)
