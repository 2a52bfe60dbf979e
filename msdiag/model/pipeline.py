"""How a `mindspore.dataset` pipeline is written, read from source: the stages a loop's iterator
goes through (`map`, `batch`, `shuffle` ...) back to the dataset that makes the rows, and which
column each stage touches.

The provenance engine uses it to follow a tensor a training loop pulled from a dataset
(`for x, y in loader(8).create_tuple_iterator()`) to the stage that gave it its dtype (a
`TypeCast` in a `map`, the feature function of a `map`) or, when no stage did, to the arrays the
source yields. Nothing here runs code: only the AST is read.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass

# Methods of a dataset that return a dataset with the same columns (or the columns a `map`
# declares), in the order a pipeline is usually written.
STAGES = frozenset({"map", "batch", "padded_batch", "shuffle", "repeat", "take", "skip", "filter", "bucket_batch_by_length",
                    "project", "rename", "concat", "zip"})
ITERATORS = frozenset({"create_tuple_iterator", "create_dict_iterator"})
# Vision transforms that keep an image's (height, width, channels) layout.
KEEP_LAYOUT = frozenset({"Rescale", "Normalize", "Resize", "RandomCrop", "CenterCrop", "RandomHorizontalFlip",
                         "RandomVerticalFlip", "RandomResizedCrop", "RandomColorAdjust", "Decode", "TypeCast", "Pad",
                         "RandomRotation", "ConvertColor", "Crop", "RandomResize", "AutoContrast", "Invert"})
# Vision and text transforms whose output is float32 whatever they are given.
_FLOAT_MAKERS = frozenset({"Rescale", "Normalize", "ToTensor", "NormalizePad"})


@dataclass(frozen=True)
class Stage:
    """One call of a pipeline: `data.map(...)`, or the source `GeneratorDataset(...)`."""

    call: ast.Call
    method: str  # "map", "batch" ... or "source"


def method(call: ast.Call) -> str:
    return call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")


def is_source(call: ast.Call) -> bool:
    """`ds.GeneratorDataset(...)`, `NumpySlicesDataset(...)`, `ds.MnistDataset(...)`."""
    return method(call).endswith("Dataset")


def iterated(loop: ast.For, path: list[int] | None) -> tuple[ast.expr, int] | None:
    """For `for x, y in data.create_tuple_iterator()` (also under `enumerate`) and the target path
    of a name: the dataset expression and the column position the name receives."""
    iterable = loop.iter
    while path and isinstance(iterable, ast.Call) and method(iterable) == "enumerate" and iterable.args:
        if path[0] != 1:
            return None
        iterable, path = iterable.args[0], path[1:]
    if not path or len(path) != 1:
        return None
    if isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Attribute) and method(iterable) in ITERATORS:
        if method(iterable) == "create_dict_iterator":
            return None
        return iterable.func.value, path[0]
    return None


def keyword(call: ast.Call, name: str, position: int | None = None) -> ast.expr | None:
    found = next((k.value for k in call.keywords if k.arg == name), None)
    if found is None and position is not None and len(call.args) > position:
        found = call.args[position]
    return found


def names(node: ast.expr | None) -> list[str] | None:
    """Column names written as a literal string or list of strings."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.List, ast.Tuple)) and all(isinstance(e, ast.Constant) and isinstance(e.value, str)
                                                       for e in node.elts):
        return [e.value for e in node.elts]  # type: ignore[attr-defined]
    return None


def source_columns(call: ast.Call) -> ast.expr | None:
    """The `column_names` argument of a source (GeneratorDataset's second, NumpySlicesDataset's)."""
    return keyword(call, "column_names", 1)


def column_nodes(call: ast.Call) -> list[ast.expr]:
    """The expressions that name columns at a pipeline call: a source's `column_names` (or the
    keys of the dict a `NumpySlicesDataset` is given), a `map`'s or `rename`'s `output_columns`."""
    if is_source(call):
        given = source_columns(call)
        data = keyword(call, "data", 0)
        if given is None and isinstance(data, ast.Dict):
            return [key for key in data.keys if key is not None]
    else:
        given = keyword(call, "output_columns") if method(call) in ("rename", "map") else None
    return list(given.elts) if isinstance(given, (ast.List, ast.Tuple)) else [given] if given is not None else []


def operations(call: ast.Call) -> list[ast.expr]:
    """The operations of a `map`: one, or the elements of the list written there."""
    given = keyword(call, "operations", 0)
    if isinstance(given, (ast.List, ast.Tuple)):
        return list(given.elts)
    return [given] if given is not None else []


def makes_dtype(operation: ast.expr, dtype: str) -> bool:
    """Whether a transform written in a `map` gives its column `dtype`: `TypeCast(ms.float32)`,
    `TypeCast(mstype.int64)`, a float-producing vision transform for `float32`."""
    if not isinstance(operation, ast.Call):
        return False
    name = method(operation)
    if name == "TypeCast":
        given = keyword(operation, "data_type", 0)
        written = (given.attr if isinstance(given, ast.Attribute) else getattr(given, "id", "")) if given is not None else ""
        if isinstance(given, ast.Constant) and isinstance(given.value, str):
            written = given.value
        return written.replace("mstype.", "").lower() == dtype
    return name in _FLOAT_MAKERS and dtype == "float32"
