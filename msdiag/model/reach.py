"""Which cells a call can reach: the cells themselves, and for functions the globals they name and
their closures (a jit `train_step` usually reaches its net and optimizer through module globals)."""
from __future__ import annotations

import types
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
