"""Short descriptions of the values an eager run saw: `Tensor[float32, (4, 16)]`, `None`, `3.5`."""
from __future__ import annotations

from typing import Any


def describe(value: Any, depth: int = 0) -> str:
    try:
        return _describe(value, depth)
    except Exception:  # noqa: BLE001 - a value that cannot describe itself is still a value
        return type(value).__name__


def _describe(value: Any, depth: int) -> str:
    if value is None or isinstance(value, (bool, int, float, str)):
        text = repr(value)
        return text if len(text) <= 40 else text[:37] + "..."
    shape = getattr(value, "shape", None)
    dtype = getattr(value, "dtype", None)
    if shape is not None and dtype is not None:
        kind = type(value).__name__
        if kind == "StubTensor":
            kind = "Tensor"
        return f"{kind}[{_dtype_name(dtype)}, {tuple(shape)}]"
    if isinstance(value, (tuple, list)):
        if depth >= 2:
            return f"{type(value).__name__}(len {len(value)})"
        items = ", ".join(describe(item, depth + 1) for item in list(value)[:4])
        more = ", ..." if len(value) > 4 else ""
        open_, close = ("(", ")") if isinstance(value, tuple) else ("[", "]")
        return f"{open_}{items}{more}{close}"
    if isinstance(value, dict):
        return f"dict(len {len(value)})"
    return type(value).__name__


def _dtype_name(dtype: Any) -> str:
    text = str(dtype)
    return text.lower() if text[:1].isupper() else text


def _attribute(value: Any, name: str) -> Any:
    """A tensor whose op failed asynchronously raises that op's error on any access."""
    try:
        return getattr(value, name, None)
    except Exception:  # noqa: BLE001
        return None


def shape_of(value: Any) -> tuple[int, ...] | None:
    shape = _attribute(value, "shape")
    if shape is None or _attribute(value, "dtype") is None:
        return None
    try:
        return tuple(int(d) for d in shape)
    except (TypeError, ValueError):
        return None


def dtype_of(value: Any) -> str | None:
    dtype = _attribute(value, "dtype")
    if dtype is None or _attribute(value, "shape") is None:
        return None
    return _dtype_name(dtype)


def is_tensor(value: Any) -> bool:
    return shape_of(value) is not None and not type(value).__module__.startswith("numpy")
