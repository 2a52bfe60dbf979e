"""Short descriptions of the values an eager run saw: `Tensor[float32, (4, 16)]`, `None`, `3.5`."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# Ops and methods whose result has the dtype of the tensor they take (`x.reshape(...)`,
# `ops.concat((a, b))`): a dtype is followed through them to where it was made.
KEEPS_DTYPE = frozenset({
    "reshape", "view", "transpose", "permute", "swapaxes", "squeeze", "unsqueeze", "expand_dims",
    "flatten", "contiguous", "copy", "clone", "broadcast_to", "expand", "expand_as", "tile", "repeat",
    "triu", "tril", "flip", "roll", "narrow", "split", "chunk", "concat", "cat", "stack", "stop_gradient",
    "detach", "repeat_interleave", "numpy", "asnumpy", "cumsum", "cumprod", "clip", "clamp", "abs",
    "gather", "gather_elements", "index_select", "take", "take_along_axis", "masked_select",
})


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
        return f"{kind}[{dtype_name(dtype)}, {tuple(shape)}]"
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


def dtype_name(dtype: Any) -> str:
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
    return dtype_name(dtype)


def failed_lazily(value: Any) -> bool:
    """A MindSpore tensor whose dtype cannot be read: PyNative launched the op that made it and
    the op failed later (the statement that bound it ran; the next use raised)."""
    if not type(value).__module__.startswith("mindspore"):
        return False
    try:
        value.dtype  # noqa: B018 - reading it is the test
    except Exception:  # noqa: BLE001
        return True
    return False


def is_number(value: Any) -> bool:
    """A Python or NumPy number, not a bool."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def is_tensor(value: Any) -> bool:
    return shape_of(value) is not None and not type(value).__module__.startswith("numpy")


@dataclass(frozen=True)
class ValueFacts:
    """What the eager run saw of a value it no longer holds: its kind, dtype and shape."""

    kind: str  # "tensor", "ndarray", "none", "int", "float", "bool", "str", "tuple", "list", "dict", "other"
    dtype: str | None = None
    shape: tuple[int, ...] | None = None
    text: str = ""


def facts_of(value: Any) -> ValueFacts:
    if value is None:
        return ValueFacts("none", text="None")
    if isinstance(value, bool):
        return ValueFacts("bool", text=repr(value))
    if isinstance(value, (int, float, str)):
        return ValueFacts(type(value).__name__, text=describe(value))
    if isinstance(value, (tuple, list, dict)):
        return ValueFacts(type(value).__name__, text=describe(value))
    shape = shape_of(value)
    if shape is not None:
        kind = "ndarray" if type(value).__module__.startswith("numpy") else "tensor"
        return ValueFacts(kind, dtype_of(value), shape, describe(value))
    return ValueFacts("other", text=describe(value))


def is_mindspore_layer(value: Any) -> bool:
    """A cell of MindSpore's own (`nn.Dense`), as opposed to one of the user's classes."""
    return type(value).__module__.startswith("mindspore.")


def is_sensitivity_grad(value: Any) -> bool:
    """A MindSpore `GradOperation` built with `sens_param=True`: the function it makes takes the
    sensitivity (the gradient of the output) as one more argument, after the inputs."""
    return any(c.__name__ == "GradOperation" for c in type(value).__mro__) and is_mindspore_layer(value) \
        and getattr(value, "sens_param", False) is True
