"""Snapshot and restore everything an eager re-run could change: parameters, cell attributes,
execution mode, environment, random generators and tracing hooks."""
from __future__ import annotations

import importlib
import os
import random
import sys
import threading
from dataclasses import dataclass, field
from typing import Any, Iterable

from .. import config
from ..model import msapi


def _kernel_seeds() -> dict[Any, Any] | None:
    """MindSpore's table of per-kernel random seeds (`mindspore.common.seed._KERNEL_SEED`). Each
    random op made with a global seed set (`ops.standard_normal`, `ops.uniform`) advances it, so
    an eager re-run that draws would change every later draw. None where it cannot be found.
    (A private name: it belongs in model/msapi.py, next to the others.)"""
    try:
        module = importlib.import_module("mindspore.common.seed")
    except Exception:  # noqa: BLE001
        return None
    table = getattr(module, "_KERNEL_SEED", None)
    return table if isinstance(table, dict) else None


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
    ms_jit: str | None = None  # MS_JIT before the re-run set it: the one variable it changes
    trace: Any = None
    profile: Any = None
    thread_trace: Any = None
    python_random: Any = None
    numpy_random: Any = None
    mindspore_rng: Any = None
    kernel_seeds: dict[Any, Any] | None = None
    spill: "_Spill | None" = None


def take_snapshot(cells: Iterable[Any]) -> Snapshot:
    snap = Snapshot()
    try:
        return _take_snapshot(snap, cells)
    except BaseException:
        # Interrupted (a signal, a failure): nothing was changed yet, but spilled copies must go.
        if snap.spill is not None:
            snap.spill.remove()
        raise


def _take_snapshot(snap: Snapshot, cells: Iterable[Any]) -> Snapshot:
    import mindspore as ms
    import numpy as np

    snap.mode = ms.get_context("mode")
    snap.ms_jit = config.ms_jit()
    snap.trace, snap.profile = sys.gettrace(), sys.getprofile()
    snap.thread_trace = threading.gettrace() if hasattr(threading, "gettrace") else None
    snap.python_random = random.getstate()
    snap.numpy_random = np.random.get_state()
    try:
        # A copy: the tensor returned can share its memory with the generator's own state.
        snap.mindspore_rng = ms.Tensor(ms.get_rng_state().asnumpy().copy())
    except Exception:  # noqa: BLE001 - not every build has a generator state to save
        snap.mindspore_rng = None
    seeds = _kernel_seeds()
    snap.kernel_seeds = dict(seeds) if seeds is not None else None
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
        if total > config.spill_bytes() and snap.spill is None:
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
    attempt(config.set_ms_jit, snap.ms_jit)
    if snap.mode is not None and ms.get_context("mode") != snap.mode:
        attempt(lambda: ms.set_context(mode=snap.mode))
    attempt(msapi.clear_pynative_state)
    for param, saved in snap.parameters:
        attempt(_restore_parameter, param, saved)
    for state in snap.cells:
        attempt(_restore_cell, state)
    attempt(random.setstate, snap.python_random)
    attempt(np.random.set_state, snap.numpy_random)
    if snap.mindspore_rng is not None:
        attempt(ms.set_rng_state, snap.mindspore_rng)
    if snap.kernel_seeds is not None:
        attempt(_restore_kernel_seeds, snap.kernel_seeds)
    if snap.spill is not None:
        snap.spill.remove()
    if errors:
        raise errors[0]


def _restore_kernel_seeds(saved: dict[Any, Any]) -> None:
    table = _kernel_seeds()
    if table is not None and table != saved:
        table.clear()
        table.update(saved)


def _nbytes(param: Any) -> int:
    try:
        return int(param.nbytes)
    except Exception:  # noqa: BLE001
        return 0


def _restore_parameter(param: Any, saved: Any) -> None:
    if isinstance(saved, _Spilled):
        saved = saved.load()
    # Outside a grad context: an in-place copy into a leaf that requires grad is refused otherwise.
    with msapi.no_grad():
        try:
            param.copy_(saved)
        except RuntimeError:
            param.set_data(saved)


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
