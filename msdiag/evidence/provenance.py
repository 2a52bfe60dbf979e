"""Where a value was made: follow an operand of the failing op back to the statement that
introduced its offending property (a dtype, None, a Python number, a rank, a size).

One mechanism for every rule. A value is followed
- through assignments, using the values the eager re-run actually saw to choose the operand that
  carries the property (`ids * mask` is float because `mask` is, or because the product made it);
- through parameters to the caller's argument, or to the call that left a default in place;
- into helper functions, through their `return`, across modules;
- into `__init__`: the object stored in `self.x`, where it was built (recorded while msdiag
  watched, else read from the source), its size arguments, the constructor's parameters up to
  the parent's constructor call, and config constants, dicts and dataclasses;
- to where an input was created before the watched call.
Every hop that crosses a function is kept as a labelled step of the trace.
"""
from __future__ import annotations

import ast
import builtins
import dataclasses
import functools
import inspect
import linecache
import math
import os
import re
import sys
import types
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterator, Mapping

from ..locale import tr
from ..model import msapi, source
from ..model.facts import Evidence, Frame, call_at, frame_span, resolve_expression
from ..model.source import node_span
from ..model.trace import LayerTrace, Step, Trace, Want
from ..model.values import KEEPS_DTYPE, ValueFacts, dtype_name, dtype_of, failed_lazily, is_number, is_tensor
from ..report.records import Span
from . import arith, creation, files
from ..model import pipeline

_UNKNOWN = object()
_COMPREHENSIONS = ("<listcomp>", "<dictcomp>", "<setcomp>", "<genexpr>")
_MAX_DEPTH = 24

# dtype names as they are written: `ms.float32`, `mstype.float16`, `np.float64`, `"float32"`, `float`.
_DTYPE_WORDS = {
    "float16": "float16", "half": "float16", "bfloat16": "bfloat16", "float32": "float32", "float": "float32",
    "single": "float32", "float64": "float64", "double": "float64", "int8": "int8", "int16": "int16",
    "int32": "int32", "int": "int32", "int64": "int64", "long": "int64", "uint8": "uint8", "bool": "bool",
    "bool_": "bool",
}
# `x.float()` and friends.
_CAST_METHODS = {"float": "float32", "half": "float16", "double": "float64", "int": "int32", "long": "int64",
                 "bool": "bool", "bfloat16": "bfloat16"}
# Calls that take a dtype (positionally after these many arguments, or as `dtype=`).
_DTYPE_POSITION = {"Tensor": 1, "tensor": 1, "Parameter": None, "cast": 1, "astype": 0, "to": 0, "ones": 1,
                   "zeros": 1, "full": 2, "empty": 1, "arange": 3, "ones_like": 1, "zeros_like": 1, "full_like": 2,
                   "fill": 0, "randn": None, "rand": None, "randint": None, "normal": None, "uniform": None,
                   "eye": 2, "linspace": None, "array": 1, "asarray": 1}
# NumPy creators and the dtype they give without a `dtype=`.
_NUMPY_DEFAULT = {"zeros": "float64", "ones": "float64", "empty": "float64", "full": None, "eye": "float64",
                  "linspace": "float64", "randn": "float64", "rand": "float64", "random": "float64",
                  "normal": "float64", "uniform": "float64", "standard_normal": "float64", "random_sample": "float64",
                  "randint": "int64", "integers": "int64", "arange": None, "array": None, "asarray": None,
                  "zeros_like": None, "ones_like": None, "load": None, "loadtxt": "float64", "choice": None,
                  "permutation": "int64",
                  # Index and count results are int64 whatever they are given.
                  "bincount": "int64", "argmax": "int64", "argmin": "int64", "argsort": "int64", "digitize": "int64",
                  "searchsorted": "int64", "nonzero": "int64", "flatnonzero": "int64", "argwhere": "int64",
                  "count_nonzero": "int64"}
# NumPy's 64-bit defaults: where a value of these dtypes becomes a tensor, the conversion is the
# line to change (a float32 model, int32 labels).
_CONVERT_HERE = ("float64", "int64")
_NUMPY_CALL = re.compile(r"\b(?:np|numpy)\.\w+\(")
# NumPy draws that take no dtype: the array must be converted where it becomes a tensor.
_NO_DTYPE_PARAMETER = re.compile(r"\brandom\.(?:randn|rand|random|normal|uniform|standard_normal|random_sample)\(")
# A buffer allocated with NumPy's default dtype and filled later (`ids = np.zeros((n, max_len))`):
# its dtype is chosen where it is allocated, so that line is the root, not the later conversion.
_ALLOCATED = re.compile(r"\b(?:np|numpy)\.(?:zeros|ones|empty|full|eye|identity|linspace)\((?![^\n]*\bdtype\b)")
# Element-wise math that keeps a float dtype (a float64 schedule stays float64 through its sqrt).
_FLOAT_MATH = {"sqrt", "exp", "log", "log1p", "expm1", "sin", "cos", "tanh", "square", "reciprocal", "rsqrt"}
# Calls whose result is integers whatever they are given: counts, indices, bins.
_INT_MADE = re.compile(r"\b(?:bincount|argmax|argmin|argsort|digitize|searchsorted|nonzero|count_nonzero|integers|randint)\(")
_MODULE_NAMES = ("ops", "F", "P", "mint", "functional", "nn", "ms", "mindspore", "np", "numpy", "mnp")
_RANK_CHANGERS = {"reshape", "view", "squeeze", "unsqueeze", "expand_dims", "flatten", "sum", "mean", "max", "min",
                  "any", "all", "prod", "argmax", "argmin", "stack", "einsum", "matmul", "bmm"}
# NumPy functions and array methods whose result keeps the dtype of their (first) input.
_NUMPY_KEEPS = {"roll", "copy", "flip", "fliplr", "flipud", "transpose", "reshape", "squeeze", "expand_dims",
                "repeat", "tile", "concatenate", "stack", "pad", "clip", "abs", "sort", "ravel", "flatten",
                "swapaxes", "moveaxis", "ascontiguousarray"}
# Calls that join a list of arrays into one, which keeps their dtype.
_JOINERS = {"concatenate", "stack", "vstack", "hstack", "concat", "cat"}
# Calls that make a tensor of the Python number they are given.
_WRAPPERS = {"Tensor", "tensor", "scalar_to_tensor"}
_CREATORS = {"Tensor", "tensor", "Parameter", "ones", "zeros", "full", "empty", "arange", "linspace", "eye",
             "randn", "rand", "randint", "normal", "uniform", "standard_normal", "ones_like", "zeros_like", "fill",
             "array", "asarray"}
# Calls that give an array its axis order, and those that pass it on unchanged.
_LAYOUT_MAKERS = {"transpose", "permute", "swapaxes", "moveaxis", "stack", "reshape", "view", "concatenate",
                  "vstack", "hstack", "dstack", "expand_dims", "unsqueeze",
                  # creators given the shape, axis by axis (`np.random.rand(n, 32, 32, 3)`)
                  "rand", "randn", "zeros", "ones", "empty", "full", "normal", "uniform", "standard_normal",
                  "randint", "random_sample", "random", "integers"}
_PERMUTERS = {"transpose", "permute"}
# Wrappers that hand the same data on as another kind of array: a rank is followed through them
# (a statement that computes, even `x.astype(...)`, is where the value got its shape).
# Constructor parameters that are sizes (the others, `pad_mode`, `activation`, are settings).
_SIZE_WORDS = re.compile(r"size|channels|features|dim|num|shape|length|width|hidden|heads|classes|vocab|units|depth")
_RANK_KEEPERS = {"Tensor", "tensor", "asarray", "array", "copy", "contiguous", "clone", "detach", "numpy", "asnumpy"}
_LAYOUT_KEEPERS = {"Tensor", "tensor", "asarray", "array", "ascontiguousarray", "astype", "copy", "float", "cast",
                   "to"}
_SIZE_KEYWORDS = ("in_channels", "in_features", "normalized_shape", "num_features", "in_dim", "input_size",
                  "embedding_size", "hidden_size", "dim", "vocab_size", "num_embeddings", "out_channels",
                  "out_features", "shape")


# Builtins whose result holds the items of their one argument (`set(METRICS)`).
_SAME_ITEMS = ("list", "tuple", "set", "frozenset", "sorted")


def _dtype_named(node: ast.expr | None) -> str | None:
    """The dtype a dtype argument names: `ms.float32`, `mstype.int64`, `np.float16`, `"float32"`, `float`."""
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return _DTYPE_WORDS.get(node.value.lower())
    if isinstance(node, ast.Attribute):
        return _DTYPE_WORDS.get(node.attr.lower())
    if isinstance(node, ast.Name):
        return _DTYPE_WORDS.get(node.id.lower()) if node.id in ("float", "int", "bool") or "float" in node.id or "int" in node.id else None
    return None


# Calls whose result is a size read off their one argument (`int(sum(field_dims))`).
_SIZE_OF = ("int", "sum", "len")


def _keeps_rank(index: ast.expr) -> bool:
    """Whether indexing with `index` keeps the rank: a slice, or a slice of an index array
    (`order[s:e]`), as the only index."""
    return isinstance(index, ast.Slice) or (isinstance(index, ast.Subscript) and isinstance(index.slice, ast.Slice))


def _kept_default(instance: Any, name: str) -> bool:
    """Whether a dataclass instance's field still holds the default its class gives it."""
    for item in dataclasses.fields(instance):
        if item.name == name and item.default is not dataclasses.MISSING:
            try:
                return bool(getattr(instance, name) == item.default)
            except Exception:  # noqa: BLE001 - a value that cannot be compared is not known to be the default
                return False
    return False


# Calls that make a 1-D array of positions: indexing with one takes rows and keeps the rank.
_INDEX_MAKERS = {"integers", "randint", "permutation", "choice", "arange", "argsort", "flatnonzero"}


def _takes_rows(scope: "Scope", index: ast.expr) -> bool:
    """`data[idx]` with `idx` a 1-D array of positions (what the frame held, or a sampler's
    result): a batch of rows of the same rank as `data`."""
    if _keeps_rank(index):
        return True
    if not isinstance(index, ast.Name):
        return False
    held = scope.observed(index.id)
    shape = getattr(held, "shape", None)
    if held is not _UNKNOWN and shape is not None:
        return len(tuple(shape)) == 1 and "int" in str(getattr(held, "dtype", ""))
    bound = _last_assignment(scope.node, index.id, scope.line) if scope.function is not None else None
    value = bound.value if isinstance(bound, ast.Assign) else None
    return isinstance(value, ast.Call) and _callee(value.func) in _INDEX_MAKERS \
        and not any(k.arg == "size" and isinstance(k.value, ast.Tuple) for k in value.keywords)


def _holds_within(want: Want, value: Any) -> bool:
    """Whether a value, or one of the items of a list, tuple or dict it is, has the property."""
    if want.holds(value):
        return True
    items = value.values() if isinstance(value, dict) else value if isinstance(value, (list, tuple)) else ()
    return any(want.holds(item) for item in items)


def _list_element(scope: "Scope", node: ast.Subscript) -> int | None:
    """For `batch[1]` of a Python list or tuple the frame holds, 1: one of its items, not an axis."""
    if isinstance(node.slice, ast.Constant) and type(node.slice.value) is int and node.slice.value >= 0 \
            and isinstance(node.value, ast.Name) and isinstance(scope.observed(node.value.id), (list, tuple)):
        return node.slice.value
    return None


def _converts_items(node: ast.ListComp | ast.GeneratorExp) -> bool:
    """`[ms.Tensor(b) for b in batch]`, `[b for b in batch]`: each item is the iterable's, converted."""
    if len(node.generators) != 1 or not isinstance(node.generators[0].target, ast.Name):
        return False
    loop, item = node.generators[0].target.id, node.elt
    if isinstance(item, ast.Call) and _callee(item.func) in _RANK_KEEPERS and len(item.args) == 1 and not item.keywords:
        item = item.args[0]
    return isinstance(item, ast.Name) and item.id == loop


def _appended(function: ast.AST, name: str, after: int, before: int) -> list[ast.expr]:
    """What `name.append(...)` adds to a list between lines `after` and `before` (exclusive)."""
    return [n.args[0] for n in ast.walk(function) if isinstance(n, ast.Call) and len(n.args) == 1
            and isinstance(n.func, ast.Attribute) and n.func.attr == "append"
            and isinstance(n.func.value, ast.Name) and n.func.value.id == name and after < n.lineno < before]


def _callee(func: ast.expr) -> str | None:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def _is_numpy(func: ast.expr) -> bool:
    """`np.zeros`, `numpy.random.randn`, `rng.integers` of a NumPy generator."""
    while isinstance(func, ast.Attribute):
        func = func.value
    return isinstance(func, ast.Name) and func.id in ("np", "numpy", "rng", "random_state", "generator")


def _dtype_argument(call: ast.Call, any_form: bool = False) -> ast.expr | None:
    """The dtype argument of a creator or cast: a keyword, or the positional one when it names a
    dtype (`any_form`: however it is written, a name or a config value)."""
    for keyword in call.keywords:
        if keyword.arg in ("dtype", "dtype_", "type", "mstype"):
            return keyword.value
    position = _DTYPE_POSITION.get(_callee(call.func) or "")
    if position is not None and position < len(call.args):
        candidate = call.args[position]
        if _dtype_named(candidate) is not None or (any_form and not isinstance(candidate, ast.Constant)):
            return candidate
    return None


_ELEMENTWISE = {"abs", "absolute", "exp", "log", "sqrt", "negative", "sin", "cos", "tanh", "sigmoid", "sign", "square",
                "floor", "ceil", "round"}


def _broadcast_dims(shapes: list[list[ast.expr]]) -> list[ast.expr]:
    """The size expressions of arrays broadcast together: aligned from the last axis, on each
    axis the size that is not the literal 1."""
    rank = max(len(shape) for shape in shapes)
    dims: list[ast.expr] = []
    for axis in range(-rank, 0):
        sizes = [shape[axis] for shape in shapes if len(shape) >= -axis]
        dims.append(next((d for d in sizes if not (isinstance(d, ast.Constant) and d.value == 1)), sizes[0]))
    return dims


def _imports_name(file: str, name: str) -> bool:
    """Whether a module imports `name` from another (`from utils import name`)."""
    tree = source.parse_file(file)
    return tree is not None and any(isinstance(node, ast.ImportFrom) and any(a.name == name and a.asname is None
                                                                             for a in node.names)
                                    for node in tree.body)


def _is_self(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "self"


def _binds_at_top(file: str, name: str, imports: bool = False) -> bool:
    """Whether a file assigns `name` at top level (or, with `imports`, imports it there)."""
    tree = source.parse_file(file)
    return tree is not None and any(
        (isinstance(node, (ast.Assign, ast.AnnAssign)) and any(
            isinstance(t, ast.Name) and t.id == name
            for t in (node.targets if isinstance(node, ast.Assign) else [node.target])))
        or (imports and isinstance(node, (ast.Import, ast.ImportFrom))
            and any((alias.asname or alias.name.split(".")[0]) == name for alias in node.names))
        for node in tree.body)


def _defining_cell(name: str, value: Any, exclude: str) -> str | None:
    """In a notebook, the last cell run that assigns `name` at top level, when the kernel's
    namespace holds this very object under that name (cells are no modules). None when the last
    cell that binds it imports it (`from settings import HEAD`): the module defines it."""
    user_ns = files.user_namespace()
    if user_ns is None or user_ns.get(name, _UNKNOWN) is not value:
        return None
    cells = [f for f in list(linecache.cache) if isinstance(f, str) and f != exclude and files.in_memory(f)]
    found = [f for f in cells if _binds_at_top(f, name, imports=True)]
    return found[-1] if found and _binds_at_top(found[-1], name) else None


def _defining_file(name: str, value: Any, exclude: str) -> str | None:
    """The user file whose module binds `name` to this very object at top level (not by import),
    or the notebook cell that does."""
    cell = _defining_cell(name, value, exclude)
    if cell is not None:
        return cell
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None)
        if not isinstance(file, str) or file == exclude or not source.is_user_file(file):
            continue
        try:
            bound = vars(module).get(name, _UNKNOWN)
        except TypeError:
            continue
        if bound is not value:
            continue
        tree = source.parse_file(file)
        if tree is not None and any(
                isinstance(node, (ast.Assign, ast.AnnAssign)) and any(
                    isinstance(t, ast.Name) and t.id == name
                    for t in (node.targets if isinstance(node, ast.Assign) else [node.target]))
                for node in tree.body):
            return file
    return None


@dataclass
class Scope:
    """One function being read: its source, what is known of its values, and how it was entered.

    `line` is the position reached: assignments before it are the ones that count."""

    file: str
    node: ast.AST  # a FunctionDef, or the Module for module level
    line: int
    values: Mapping[str, Any] | None = None  # the live locals of an eager frame
    facts: Mapping[str, ValueFacts] | None = None  # what a helper held when it returned
    namespace: Mapping[str, Any] = field(default_factory=dict)  # to resolve functions, modules, constants
    caller: "Callable[[], tuple[Scope, ast.Call] | None]" = lambda: None
    owner: Any = None  # `self`, when known
    rerun: bool = False  # a frame of the eager re-run: which of its lines ran is known

    def at(self, line: int) -> "Scope":
        return replace(self, line=line)

    def observed(self, name: str) -> Any:
        if self.values is not None and name in self.values:
            return self.values[name]
        if self.facts is not None and name in self.facts:
            # What a helper held when it returned: not what a name held at a line that (or a line
            # after which) binds it again (`ids = ids * keep` reads the ids from before).
            if self.function is not None and any(line >= self.line for line in _binding_lines(self.function).get(name, ())):
                return _UNKNOWN
            return self.facts[name]
        return _UNKNOWN

    @property
    def function(self) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
        return self.node if isinstance(self.node, (ast.FunctionDef, ast.AsyncFunctionDef)) else None

    def span(self, node: ast.AST) -> Span:
        return node_span(self.file, node)

    def text(self, node: ast.AST) -> str:
        return source.segment(self.file, node).strip().splitlines()[0][:100] if source.segment(self.file, node) else ""


def _argument_for(call: ast.Call, function: ast.FunctionDef | ast.AsyncFunctionDef, name: str,
                  bound_self: bool) -> ast.expr | None:
    for keyword in call.keywords:
        if keyword.arg == name:
            return keyword.value
    names = source.parameter_names(function)
    if bound_self and names and names[0] in ("self", "cls"):
        names = names[1:]
    if name in names:
        index = names.index(name)
        if len(call.args) == 1 and isinstance(call.args[0], ast.Starred) and not call.keywords:
            # `train(*batch)`: the parameter gets the element of `batch` at its position; of
            # `*inputs[1:]` or `*inputs[:-1]`, the element of `inputs` that many places on.
            given, offset = call.args[0].value, 0
            if isinstance(given, ast.Subscript) and isinstance(given.slice, ast.Slice) and given.slice.step is None:
                lower = given.slice.lower
                if lower is None or (isinstance(lower, ast.Constant) and type(lower.value) is int and lower.value >= 0):
                    given, offset = given.value, lower.value if lower is not None else 0
            element = ast.Subscript(value=given, slice=ast.Constant(index + offset), ctx=ast.Load())
            return ast.fix_missing_locations(ast.copy_location(element, call.args[0]))
        if any(isinstance(a, ast.Starred) for a in call.args[: index + 1]):
            return None
        if index < len(call.args):
            return call.args[index]
    return None


def _swapped_with(call: ast.Call, argument: ast.expr | None, function: ast.FunctionDef | ast.AsyncFunctionDef,
                  name: str) -> str | None:
    """The argument's own name when a positional argument named like another parameter of the
    function fills this one (`Block(heads, dim)` for `(dim, heads)`), else None."""
    if argument is None or not any(argument is a for a in call.args):
        return None
    def name_of(node: ast.expr) -> str | None:
        return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else None

    named = name_of(argument)
    parameters = [p.lower() for p in source.parameter_names(function)]
    if (named is None or named.lower() not in parameters) and any(
            a is not argument and (name_of(a) or "").lower() == name.lower() for a in call.args):
        # `mask_padding(pad_mask, start)` for `(scores, pad_mask)`: the argument named like this
        # parameter fills another one, and this one gets what was meant for that.
        return ast.unparse(argument)
    # `cosine_schedule(config.MIN_LR, config.MAX_LR)` for `(max_lr, min_lr)`: a setting's name in
    # capitals names the parameter too.
    if named is None or named.lower() == name.lower() or named.lower() not in parameters or named in ("self", "cls"):
        return None
    text = ast.unparse(argument)
    return text if not any(a is not argument and ast.unparse(a) == text for a in call.args) else None


def _running_width(function: ast.AST, name: str, line: int) -> bool:
    """Whether `name` is a width a loop carries from layer to layer (`for h in HIDDEN: layers +=
    [nn.Dense(prev, h)]; prev = h`) and the build at `line` is in that loop: its first layer gets
    the value set before the loop."""
    for loop in (n for n in ast.walk(function) if isinstance(n, (ast.For, ast.While))):
        if not (loop.lineno <= line <= (loop.end_lineno or loop.lineno)):
            continue
        if any(isinstance(n, ast.Assign) and n.lineno > line and name in _bound_names(n.targets[0])
               for n in ast.walk(loop)):
            return True
    return False


def _layer_arguments_swapped(call: ast.Call, layer: Any) -> tuple[str, str, str] | None:
    """(the argument, the parameter it fills, the layer's parameters) when a positional argument
    of a MindSpore layer's construction is named exactly like the parameter another fills
    (`nn.Embedding(cfg.embed_dim, cfg.vocab_size)` for `(vocab_size, embedding_size)`)."""
    if not type(layer).__module__.startswith("mindspore."):
        return None
    try:
        parameters = [p for p in inspect.signature(type(layer).__init__).parameters if p != "self"]
    except (TypeError, ValueError):
        return None
    names = [a.id if isinstance(a, ast.Name) else a.attr if isinstance(a, ast.Attribute) else None for a in call.args]
    for position, named in enumerate(names[:len(parameters)]):
        if named in parameters and parameters.index(named) != position and parameters.index(named) < len(names) \
                and names[parameters.index(named)] != parameters[parameters.index(named)]:
            return ast.unparse(call.args[position]), parameters[position], ", ".join(parameters[:len(names)])
    return None


def _keyed_read(call: ast.Call) -> ast.expr | None:
    """`cfg.get("hidden", 64)` as `cfg["hidden"]`, `getattr(cfg, "hidden")` as `cfg.hidden`."""
    if isinstance(call.func, ast.Attribute) and call.func.attr == "get" and 1 <= len(call.args) <= 2 \
            and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
        read: ast.expr = ast.Subscript(value=call.func.value, slice=call.args[0], ctx=ast.Load())
    elif isinstance(call.func, ast.Name) and call.func.id == "getattr" and len(call.args) >= 2 \
            and isinstance(call.args[1], ast.Constant) and isinstance(call.args[1].value, str):
        read = ast.Attribute(value=call.args[0], attr=call.args[1].value, ctx=ast.Load())
    else:
        return None
    return ast.fix_missing_locations(ast.copy_location(read, call))


def _is_number_literal(node: ast.expr) -> bool:
    try:
        value = ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _passed_keyword_forward(call: ast.Call) -> bool:
    return any(k.arg is None for k in call.keywords) or any(isinstance(a, ast.Starred) for a in call.args)


def _assigned_value(statement: ast.stmt, name: str) -> tuple[ast.expr | None, int | None]:
    """The expression a statement assigns to `name`, and the element index when it unpacks a tuple."""
    if isinstance(statement, ast.For):
        return None, None
    value = getattr(statement, "value", None)
    targets = getattr(statement, "targets", None) or [getattr(statement, "target", None)]
    for target in targets:
        if isinstance(target, (ast.Tuple, ast.List)):
            names = [t.id if isinstance(t, ast.Name) else None for t in target.elts]
            if name in names:
                index = names.index(name)
                if isinstance(value, (ast.Tuple, ast.List)) and index < len(value.elts):
                    return value.elts[index], None
                return value, index
    return value, None


def _argument_dest(call: ast.Call) -> str | None:
    """The attribute an `add_argument` call fills: `dest=`, else its first long option."""
    for keyword in call.keywords:
        if keyword.arg == "dest" and isinstance(keyword.value, ast.Constant):
            return str(keyword.value.value)
    options = [a.value for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    named = next((o for o in options if o.startswith("--")), None) or (options[0] if options else None)
    return named.lstrip("-").replace("-", "_") if named else None


def _module_statements(module: ast.AST) -> list[ast.stmt]:
    """A module's own statements, with those of its top-level `if __name__ == "__main__":` block."""
    statements: list[ast.stmt] = []
    for node in getattr(module, "body", []):
        statements.append(node)
        if isinstance(node, ast.If):
            statements.extend(node.body)
    return statements


def _target_path(target: ast.expr, name: str) -> list[int] | None:
    """Where `name` sits in a loop target: `[]` for `x`, `[1, 0]` for `i, (x, y)`; None if absent."""
    if isinstance(target, ast.Name):
        return [] if target.id == name else None
    if isinstance(target, (ast.Tuple, ast.List)):
        for index, element in enumerate(target.elts):
            inner = _target_path(element, name)
            if inner is not None:
                return [index, *inner]
    return None


def _root_label(want: Want, node: ast.AST, default_dtype: bool = False) -> str:
    if want.kind == "dtype":
        return tr("label.dtype_made_default" if default_dtype else "label.dtype_made", dtype=want.dtype)
    if want.kind == "none":
        return tr("label.none_made")
    if want.kind == "python":
        return tr("label.python_made")
    if want.kind == "tensor":
        return tr("label.tensor_made")
    if want.kind == "number":
        return tr("label.number_set")
    return tr("label.made_here")


class Tracer:
    """The answers to `model.trace.Provenance` for one failure."""

    def __init__(self, ev: Evidence, site_of: Callable[[Any], Span | None] = creation.site_of) -> None:
        self.ev = ev
        self.site_of = site_of
        frames = ev.eager.user_frames() if ev.eager is not None else []
        self.frames: list[Frame] = []
        site = [ev.target.call_site] if ev.target.call_site is not None else []
        for frame in [*(ev.target.outer_frames if site else ()), *site, *frames]:
            if self.frames and _same_frame(self.frames[-1], frame):
                self.frames[-1] = frame  # Python 3.10 can list the frame that raised twice: keep the innermost
                continue
            self.frames.append(frame)
        self._everywhere = False
        self._items = False

    # -- the questions --------------------------------------------------------------------------

    def value(self, want: Want) -> Trace | None:
        found = self._value(want)
        return self._dtype_root(found) if found is not None and want.kind == "dtype" else found

    def layout(self, frame: Any, node: ast.expr) -> Trace | None:
        index = self._index_of(frame)
        scope = self._frame_scope(index) if index is not None else None
        if scope is None:
            return None
        return self._layout(scope.at(frame.line), node, [], 0, None)

    def _layout(self, scope: Scope, node: ast.expr, hops: list[Step], depth: int,
                element: int | None) -> Trace | None:
        """Where an array or tensor got its axis order: the last transpose, stack or reshape it
        went through (or the config value that op was given), following assignments,
        parameters, helpers' returns and conversions that keep the order."""
        if depth > _MAX_DEPTH:
            return None
        if isinstance(node, ast.Name):
            statement = _last_assignment(scope.node, node.id, scope.line, self._skip_unexecuted(scope))
            if statement is not None:
                value, index = _assigned_value(statement, node.id)
                if value is None:
                    return self._pipeline_layout(scope, statement, node.id, hops) if isinstance(statement, ast.For) else None
                return self._layout(scope.at(statement.lineno), value, hops, depth + 1,
                                    index if index is not None else element)
            function = scope.function
            if function is not None and node.id in source.parameter_names(function):
                entered = scope.caller()
                if entered is not None and function.name == "construct" \
                        and _trained_dataset(entered[1], entered[0].namespace) is not None:
                    # `model.train(epochs, data)` called the network: its input is a dataset column
                    position = [p for p in source.parameter_names(function) if p != "self"].index(node.id)
                    return self._watched_layout(position, hops, depth)
                passed = _argument_for(entered[1], function, node.id, True) if entered is not None else None
                if entered is None or passed is None:
                    return None
                outer, call = entered
                hop = Step(outer.span(passed), tr("label.passed_as", name=node.id), outer.text(passed))
                return self._layout(outer.at(call.lineno), passed, [hop, *hops], depth + 1, None)
            return None
        if isinstance(node, (ast.Tuple, ast.List)) and element is not None and element < len(node.elts):
            return self._layout(scope, node.elts[element], hops, depth + 1, None)
        if isinstance(node, ast.Subscript) and all(isinstance(part, ast.Slice) for part in (
                node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice])):
            return self._layout(scope, node.value, hops, depth + 1, element)  # `x[:split]` keeps the axes
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and type(node.slice.value) is int:
            inner = node.value
            if isinstance(inner, ast.ListComp) and len(inner.generators) == 1 and isinstance(inner.generators[0].target, ast.Name):
                # `[ms.Tensor(a) for a in batch][0]` (of `step(*[...])`): element 0 of `batch`, converted
                loop, item = inner.generators[0], inner.elt
                if isinstance(item, ast.Call) and _callee(item.func) in _LAYOUT_KEEPERS and item.args:
                    item = item.args[0]
                if isinstance(item, ast.Name) and item.id == loop.target.id:  # type: ignore[union-attr]
                    return self._layout(scope, loop.iter, hops, depth + 1, node.slice.value)
                return None
            return self._layout(scope, inner, hops, depth + 1, node.slice.value)
        if isinstance(node, ast.BinOp):  # `np.stack(imgs) / 255.0`: arithmetic with a number keeps the order
            # and so does arithmetic with the array's own statistics: `(x - x.mean()) / x.std()`
            sides = [side for side in (node.left, node.right) if not _scalar_like(side)]
            return self._layout(scope, sides[0], hops, depth + 1, element) if len(sides) == 1 else None
        if not isinstance(node, ast.Call):
            return None
        target = self._user_function(scope, node)
        if target is not None:
            inner = self._function_scope(target, (scope, node))
            if inner is None or inner.function is None:
                return None
            for returned in reversed([n for n in ast.walk(inner.function) if isinstance(n, ast.Return) and n.value is not None]):
                hop = Step(inner.span(returned), tr("label.returned_by", function=inner.function.name), inner.text(returned))
                found = self._layout(inner.at(returned.lineno), returned.value, [hop, *hops], depth + 1, element)
                if found is not None:
                    return found
            return None
        callee = _callee(node.func) or ""
        statement = source.innermost(source.parse_file(scope.file), ast.stmt, node.lineno)
        where = statement if statement is not None and statement.lineno == node.lineno else node
        if callee in ("concatenate", "concat", "cat") and len(node.args) == 1 and isinstance(node.args[0], ast.Name) \
                and all(k.arg in ("axis", "dim") and isinstance(k.value, ast.Constant) and k.value.value == 0
                        for k in node.keywords) and scope.function is not None:
            # `np.concatenate(xs)` of a list filled with `xs.append(w)`: joined on the first axis,
            # the items keep the axis order they were made with.
            for item in _appended(scope.function, node.args[0].id, 0, node.lineno):
                found = self._layout(scope.at(item.lineno), item, hops, depth + 1, None)
                if found is not None:
                    return found
        if callee in _LAYOUT_MAKERS:
            made = Step(scope.span(where), tr("label.layout_made"), scope.text(where))
            order = next((a for a in node.args if not (isinstance(a, ast.Constant) or
                          (isinstance(a, ast.UnaryOp) and isinstance(a.operand, ast.Constant)))), None)
            if callee in _PERMUTERS and len(node.args) == 1 + (0 if isinstance(node.func, ast.Attribute) else 1) \
                    and order is not None and order is node.args[-1]:
                chosen = self._config_value(scope, order, Want("any"), [made, *hops], depth)
                if chosen is not None:
                    return chosen
            return Trace(ast.unparse(node), made, tuple(hops), Want("any"))
        if callee in _LAYOUT_KEEPERS:
            inner_node = node.func.value if isinstance(node.func, ast.Attribute) and not (
                isinstance(node.func.value, ast.Name) and node.func.value.id in _MODULE_NAMES) else (node.args[0] if node.args else None)
            return self._layout(scope, inner_node, hops, depth + 1, None) if inner_node is not None else None
        return None

    def _watched_layout(self, position: int, hops: list[Step], depth: int) -> Trace | None:
        """Input `position` of the watched network when `model.train` (or `eval`) gave it a dataset's
        columns: the layout of that column, followed into the source's arrays."""
        site = self.ev.target.call_site
        scope = self._span_scope(Span(site.file, site.line, site.line, 0, None)) if site is not None else None
        call = self._call_in(site) if site is not None else None
        if site is None or scope is None or call is None:
            return None
        scope = replace(scope, values=site.locals)
        trained = _trained_dataset(call, {**site.globals, **site.locals})
        if trained is None:
            return None
        hop = Step(scope.span(call), tr("label.columns_fed", method=ast.unparse(call.func)), scope.text(call))
        # a `map` may transpose the column: not followed
        found_source = self._column_source(scope.at(site.line), trained, position, depth,
                                           ("project", "rename", "zip", "concat", "map"))
        if found_source is None:
            return None
        _, source_scope, made, name = found_source
        given = pipeline.keyword(made.call, "source", 0)
        # `(x, y)`, or `{"signal": x, "label": y}` whose keys are the columns, in order
        arrays = given.elts if isinstance(given, (ast.Tuple, ast.List)) else given.values \
            if isinstance(given, ast.Dict) and None not in given.keys else []
        if pipeline.method(made.call) != "NumpySlicesDataset" or position >= len(arrays):
            return None
        column = Step(source_scope.span(made.call), tr("label.column_made", column=name), source_scope.text(made.call))
        return self._layout(source_scope.at(made.call.lineno), arrays[position], [column, hop, *hops], depth + 1, None)

    def returned(self, want: Want) -> Trace | None:
        root = self.ev.target.obj
        if self.ev.eager is None or not hasattr(root, "cells_and_names"):
            return None
        for _, cell in root.cells_and_names():  # outermost first
            construct = inspect.getattr_static(type(cell), "construct", None)
            code = getattr(construct, "__code__", None)
            if code is None or not source.is_user_file(code.co_filename):
                continue
            facts = self.ev.eager.values_of(code.co_filename, code.co_firstlineno)
            if not facts or "<return>" not in facts or not want.holds(facts["<return>"]):
                continue
            found = self._returned(None, None, cell.construct, want, [], 0, None, "output")
            if found is not None:
                return self._dtype_root(found) if want.kind == "dtype" else found
        return None

    def _span_scope(self, span: Span) -> Scope | None:
        """The function (or module) a recorded span is in, read from the source: with what the
        function held when it returned, and, for a module-level function, its one caller."""
        tree = source.parse_file(span.file)
        if tree is None:
            return None
        function = source.enclosing_function(tree, span.line)
        caller: Callable[[], tuple[Scope, ast.Call] | None] = lambda: None
        facts = None
        if function is not None:
            if function in tree.body:
                caller = lambda: self._only_call(span.file, function)  # noqa: E731
            elif function.name == "construct":
                caller = lambda: self._instance_call(span.file, tree, function)  # noqa: E731
            if self.ev.eager is not None:
                first = function.decorator_list[0].lineno if function.decorator_list else function.lineno
                facts = self.ev.eager.values_of(span.file, first)
        return Scope(span.file, function if function is not None else tree, span.line, None, facts,
                     dict(_namespace_of_file(span.file)), caller, self._cell_running(span.file, function))

    def _cell_running(self, file: str, function: ast.AST | None) -> Any:
        """The cell of the watched model whose method `function` is (its `self`), if one is."""
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return None
        for cell in self._watched_cells():
            method = inspect.getattr_static(type(cell), function.name, None)
            code = getattr(inspect.unwrap(method), "__code__", None) if callable(method) else None
            if code is not None and code.co_filename == file and function.lineno <= code.co_firstlineno + len(
                    function.decorator_list) and code.co_firstlineno <= function.lineno:
                return cell
        return None

    def _watched_cells(self) -> Iterator[Any]:
        """Every cell of the watched model; for a jit function (`train_step` that calls `net`
        through `value_and_grad`), the cells the frame that made the call holds."""
        root = self.ev.target.obj
        holders = [root] if hasattr(root, "cells_and_names") else \
            [value for value in (self.ev.target.call_site.locals.values() if self.ev.target.call_site else ())
             if hasattr(value, "cells_and_names") and not isinstance(value, type)]
        seen: set[int] = set()
        for holder in holders:
            for _, cell in holder.cells_and_names():
                if id(cell) not in seen:
                    seen.add(id(cell))
                    yield cell

    def _dtype_root(self, trace: Trace) -> Trace:
        """A root `Tensor(x, dtype=dtype)` whose dtype was chosen elsewhere moves there."""
        span = trace.root.span
        tree = source.parse_file(span.file)
        call = source.innermost(tree, ast.Call, span.line, span.column) if tree is not None else None
        chosen = _dtype_argument(call, any_form=True) if isinstance(call, ast.Call) else None
        if chosen is None:
            return trace
        scope = self._span_scope(span)
        if scope is None:
            return trace
        moved = self._dtype_chosen(scope, chosen, [trace.root, *trace.hops], 0)
        return replace(moved, name=trace.name, want=trace.want) if moved is not None else trace

    def _value(self, want: Want) -> Trace | None:
        for index in range(len(self.frames) - 1, -1, -1):
            frame = self.frames[index]
            scope = self._frame_scope(index)
            if scope is None:
                continue
            # A tensor reached the op: tensors first, then what they may have been made from, if
            # the failing statement uses it (an array the frame holds for later is not the one).
            used = _names_at(scope.file, frame.line)
            bound = _bound_names(getattr(source.statement_at(scope.file, frame.line), "targets", [None])[0])
            for name, value in sorted(frame.locals.items(), key=lambda item: not is_tensor(item[1])):
                # `h = ops.matmul(h, w)` in a loop: PyNative bound `h` to the op's result and the op
                # failed when the next pass used it. The `h` the op read was bound before it.
                lazily = failed_lazily(value) and name in bound and used is not None and name in used
                if name == "self" or name.startswith("__") or not (lazily or want.holds(value)):
                    continue
                if not is_tensor(value) and not lazily and used is not None and name not in used:
                    continue
                # `h = self.cell(x, h)` in a loop failed before it bound `h` again: the `h` it read
                # was bound before it.
                found = self._name(scope.at(frame.line if name in bound else frame.line + 1), name, want, [], 0)
                if lazily and found is not None and (found.root.kind == "stopped" or found.root.span.line == frame.line):
                    continue  # nothing shows this value had the dtype: only a line that chose one does
                if found is not None:
                    return replace(found, name=name)  # named as the failing code names it
            for node in _self_attributes_at(scope.file, frame.line):
                if want.holds(resolve_expression(node, frame.locals)):
                    found = self._expr(scope.at(frame.line + 1), node, want, [], 0, name=ast.unparse(node))
                    if found is not None:
                        return replace(found, name=ast.unparse(node))
            for call in _casts_at(scope.file, frame.line):
                # `self.fc(ops.cast(x, self.compute_dtype))`: no name holds the cast's result; the
                # dtype it was given did, and is followed to where it was chosen.
                chosen = _dtype_argument(call, any_form=True)
                held = resolve_expression(chosen, frame.locals) if chosen is not None else None
                if held is not None and not is_tensor(held) and dtype_name(held) == want.dtype:
                    found = self._expr(scope.at(frame.line), call, want, [], 0, name=ast.unparse(call))
                    if found is not None and found.root.kind != "stopped":
                        return found
        return self._watched_argument(want)

    def name(self, frame: Any, name: str, want: Want) -> Trace | None:
        index = self._index_of(frame)
        scope = self._frame_scope(index) if index is not None else None
        if scope is None:
            return None
        found = self._name(scope.at(frame.line + 1), name, want, [], 0)
        return replace(found, name=name) if found is not None else None

    def expression(self, frame: Any, node: ast.expr, want: Want, element: int | None = None,
                   items: bool = False) -> Trace | None:
        index = self._index_of(frame)
        scope = self._frame_scope(index) if index is not None else None
        if scope is None:
            return None
        self._items = items
        try:
            found = self._expr(scope.at(frame.line), node, want, [], 0, element=element, name=ast.unparse(node))
        finally:
            self._items = False
        if found is not None and want.kind == "none":
            found = self._none_by_setting(found, frame.locals.get("self")) or found
        return replace(found, name=ast.unparse(node)) if found is not None else None

    def _none_by_setting(self, trace: Trace, owner: Any) -> Trace | None:
        """A None traced to `return None` under `if self.<flag> is None:` (or `if not
        self.<flag>:`) of the cell: where the flag was set to None (`pad_id=config.PAD_ID`, a
        config's `None`), with the `return` as the next step."""
        flag = _none_returned_for(trace.root.span)
        if flag is None or owner is None or getattr(owner, flag, 0) not in (None, False, 0, ""):
            return None
        flagged = self.attribute(owner, flag)
        if flagged is None or flagged.root.span.covers(trace.root.span.file, trace.root.span.line):
            return None
        returned = Step(trace.root.span, tr("label.none_when_unset", flag=flag), trace.root.text)
        return replace(flagged, hops=(*flagged.hops, returned, *trace.hops), want=trace.want)

    def swapped(self, frame: Any, node: ast.expr) -> Trace | None:
        """A parameter of the failing function whose caller gave it, positionally, the value named
        like another parameter (`self.gc1(adj, x)` for `construct(self, x, adj)`): that call."""
        index = self._index_of(frame)
        scope = self._frame_scope(index) if index is not None else None
        function = scope.function if scope is not None else None
        if scope is None or function is None or not isinstance(node, ast.Name) or node.id not in source.parameter_names(function) \
                or _last_assignment(function, node.id, scope.line) is not None:
            return None
        entered = scope.caller()
        if entered is None:
            return None
        outer, call = entered
        bound_self = isinstance(call.func, ast.Attribute) or source.parameter_names(function)[:1] == ["self"]
        return self._swapped(outer, call, _argument_for(call, function, node.id, bound_self), function, node.id, [],
                             Want("any"))

    def attribute(self, owner: Any, attribute: str) -> Trace | None:
        return self._attribute(owner, attribute, Want("any"), [], 0)

    def setting(self, attribute: str, holds: Callable[[Any], bool]) -> Trace | None:
        """The one field, among the classes of the user's modules (config dataclasses), named
        `attribute` whose class-level value `holds`: where it is written."""
        found = []
        for name, module in list(sys.modules.items()):
            # `__main__` typed into a notebook has no file; its classes live in the cells.
            if not (source.is_user_file(getattr(module, "__file__", None) or "") or name == "__main__"):
                continue
            for value in list(vars(module).values()):
                if isinstance(value, type) and value.__module__ == module.__name__ and attribute in vars(value):
                    try:
                        fits = holds(vars(value)[attribute])
                    except Exception:  # noqa: BLE001 - a value that cannot be tested does not fit
                        fits = False
                    if fits:
                        found.append(value)
        return self._field_of(found[0], attribute, Want("any"), []) if len(found) == 1 else None

    def written(self, span: Span, node: ast.expr, want: Want) -> Trace | None:
        scope = self._span_scope(span)
        return self._expr(scope.at(span.line), node, want, [], 0, name=ast.unparse(node)) if scope is not None else None

    def column_written(self, span: Span, dataset: ast.expr, position: int, want: Want) -> Trace | None:
        """Column `position` of the dataset expression `dataset` written at `span`, followed through
        its pipeline to where the source's arrays were made."""
        scope = self._span_scope(span)
        return self._dataset_column(scope.at(span.line), dataset, position, want, [], 0, "") if scope is not None else None

    def watched_argument(self, function: ast.FunctionDef | ast.AsyncFunctionDef, name: str,
                         want: Want) -> Trace | None:
        """What the user's call of the watched cell or function passed for its parameter `name`
        (`function` is its `construct` or body), followed to where it was made."""
        site = self.ev.target.call_site
        index = self._index_of(site) if site is not None else None
        scope = self._frame_scope(index) if index is not None else None
        call = self._call_in(site) if scope is not None else None
        if scope is None or call is None:
            return None
        bound_self = isinstance(call.func, ast.Attribute) or source.parameter_names(function)[:1] == ["self"]
        argument = _argument_for(call, function, name, bound_self)
        if argument is None:
            return None
        hop = Step(scope.span(argument), tr("label.passed_as", name=name), scope.text(argument))
        found = self._expr(scope.at(call.lineno), argument, want, [hop], 0, name=name)
        return replace(found, name=name) if found is not None else None

    def sequence(self, frame: Any, node: ast.expr) -> Trace | None:
        """Where the number of values in a sequence unpacked into a call (`step(*batch)`) was
        decided: the tuple a helper returns, through names, `list(...)` and comprehensions."""
        index = self._index_of(frame)
        scope = self._frame_scope(index) if index is not None else None
        if scope is None:
            return None
        return self._sequence(scope.at(frame.line + 1), node, [], 0, ast.unparse(node))

    def _sequence(self, scope: Scope, node: ast.expr, hops: list[Step], depth: int, name: str) -> Trace | None:
        if depth > _MAX_DEPTH:
            return None
        if isinstance(node, (ast.Tuple, ast.List)):
            if any(isinstance(e, ast.Starred) for e in node.elts):
                return None
            return Trace(name, Step(scope.span(node), tr("label.values_made", count=len(node.elts)), scope.text(node)),
                         tuple(hops), Want("any"))
        if isinstance(node, ast.Name):
            statement = _last_assignment(scope.node, node.id, scope.line, self._skip_unexecuted(scope))
            loop = _comprehension_loop(scope.node, node.id, scope.line) if statement is None else None
            if loop is not None:  # `[step(*batch) for batch in batches]`: read as the loop it is
                statement = ast.copy_location(ast.For(target=loop.target, iter=loop.iter, body=[], orelse=[]), loop.iter)
            if isinstance(statement, ast.For):  # `for batch in batches(...)`: what the generator yields
                found = self._generator_of(scope, statement, node.id)
                passed: list[Step] = []
                entered = scope.caller() if found is None and isinstance(statement.iter, ast.Name) \
                    and scope.function is not None and statement.iter.id in source.parameter_names(scope.function) else None
                given = _argument_for(entered[1], scope.function, statement.iter.id,  # type: ignore[arg-type, union-attr]
                                      isinstance(entered[1].func, ast.Attribute)) if entered is not None else None
                if isinstance(given, ast.Call):
                    # `for batch in batches` of a parameter: the generator the caller passed
                    outer = entered[0].at(entered[1].lineno)  # type: ignore[index]
                    passed = ast.copy_location(ast.For(target=statement.target, iter=given, body=[], orelse=[]), statement)
                    found = self._generator_of(outer, passed, node.id)
                    passed = [Step(outer.span(given), tr("label.passed_as", name=statement.iter.id), outer.text(given))]
                    inner = self._function_scope(found[1], (outer, found[0])) if found is not None and found[2] is None \
                        else None
                else:
                    inner = self._function_scope(found[1], (scope, found[0])) if found is not None and found[2] is None \
                        else None
                yields = [n for n in ast.walk(inner.function) if isinstance(n, ast.Yield) and n.value is not None] \
                    if inner is not None and inner.function is not None else []
                if inner is None or len(yields) != 1:
                    return None
                header = replace(scope.span(statement), end_line=statement.iter.end_lineno,
                                 end_column=statement.iter.end_col_offset)
                hop = Step(header, tr("label.passed_here"), scope.text(statement))
                step = Step(inner.span(yields[0]), tr("label.yielded_by", function=inner.function.name), inner.text(yields[0]))
                return self._sequence(inner.at(yields[0].lineno), yields[0].value, [step, *passed, hop, *hops], depth + 1,
                                      name)
            value, index = _assigned_value(statement, node.id) if statement is not None else (None, None)
            if value is None or index is not None:
                return None
            hop = Step(scope.span(statement), tr("label.passed_here"), scope.text(statement))
            return self._sequence(scope.at(statement.lineno), value, [hop, *hops], depth + 1, name)
        if isinstance(node, (ast.ListComp, ast.GeneratorExp)) and len(node.generators) == 1 \
                and not node.generators[0].ifs:
            return self._sequence(scope, node.generators[0].iter, hops, depth + 1, name)
        if not isinstance(node, ast.Call):
            return None
        if _callee(node.func) in ("list", "tuple") and len(node.args) == 1:
            return self._sequence(scope, node.args[0], hops, depth + 1, name)
        function = self._user_function(scope, node)
        inner = self._function_scope(function, (scope, node)) if function is not None else None
        if inner is None or inner.function is None:
            return None
        returns = [n for n in ast.walk(inner.function) if isinstance(n, ast.Return) and n.value is not None]
        if len(returns) != 1:
            return None
        returned = returns[0]
        if isinstance(returned.value, (ast.Tuple, ast.List)):
            found = self._sequence(inner.at(returned.lineno), returned.value, hops, depth + 1, name)
            return replace(found, root=replace(found.root, span=inner.span(returned), text=inner.text(returned))) \
                if found is not None else None
        hop = Step(inner.span(returned), tr("label.returned_by", function=inner.function.name), inner.text(returned))
        return self._sequence(inner.at(returned.lineno), returned.value, [hop, *hops], depth + 1, name)

    def layer(self, call: ast.Call, frame: Any, inner: Any = None, side: str = "in",
              wanted: int | None = None, everywhere: bool = False) -> LayerTrace | None:
        func = call.func.value if isinstance(call.func, ast.Subscript) else call.func
        if not isinstance(func, ast.Attribute):
            return None
        owner = resolve_expression(func.value, frame.locals)
        if owner is None:
            return None
        layer = resolve_expression(func, frame.locals)
        target = inner if inner is not None else layer
        if target is None:
            return None
        # `everywhere`: the size is too small for the data wherever it is used (a vocabulary
        # smaller than the ids), so a size shared by several layers is followed to its source too.
        self._everywhere = everywhere
        try:
            trace = self._built(owner, func.attr, layer, target, [], 0, side, wanted)
        finally:
            self._everywhere = False
        if trace is None:
            return None
        return LayerTrace(target, trace, self._built_where(owner, func.attr, layer))

    def repeated(self, layer: Any) -> Trace | None:
        """The count of the loop that built `layer` again and again (`for _ in range(cfg["stages"])`
        around the call that builds it, or around the call of the helper that does), followed to
        where the count was chosen."""
        made = self._construction_call(layer)
        hops: list[Step] = []
        for _ in range(_MAX_DEPTH):
            if made is None:
                return None
            scope, call = made
            function = scope.function
            parent = self._user_parent(layer) if function is not None and function.name == "__init__" \
                and scope.owner is None else None
            if parent is not None and function is not None:
                # Reached from a helper's one call: the constructor of the cell that holds the layer.
                scope = self._init_scope(parent[0], type(parent[0]), scope.file, function).at(scope.line)
            # `for _ in range(n):` around the call, or `[stage(...) for i in range(n)]` holding it
            loops = [(n.lineno, n.iter) for n in ast.walk(function) if isinstance(n, ast.For) and n.lineno <= call.lineno
                     <= (n.end_lineno or n.lineno) and isinstance(n.iter, ast.Call) and _callee(n.iter.func) == "range"
                     and len(n.iter.args) == 1] if function is not None else []
            loops += [(n.lineno, g.iter) for n in (ast.walk(function) if function is not None else ())
                      if isinstance(n, (ast.ListComp, ast.GeneratorExp)) and any(c is call for c in ast.walk(n.elt))
                      for g in n.generators if isinstance(g.iter, ast.Call) and _callee(g.iter.func) == "range"
                      and len(g.iter.args) == 1]
            loops.sort(key=lambda loop: loop[0])
            hops.insert(0, Step(scope.span(call), tr("label.built_in_loop") if loops else tr("label.built_here"),
                                scope.text(call)))
            if loops:
                line, counted = loops[-1]
                count = counted.args[0]  # type: ignore[attr-defined]
                step = Step(scope.span(count), tr("label.size_chosen"), scope.text(count))
                sized = self._config_value(scope.at(line), count, Want("any"), hops, 0) or \
                    self._size(scope.at(line), count, hops, 0)
                if sized is None or sized.root.span.covers(scope.file, count.lineno):
                    # a count that is a parameter (`range(num_stages)`): what the constructor got
                    sized = self._expr(scope.at(line), count, Want("any"), hops, 0, name=ast.unparse(count)) or sized
                return sized or Trace(ast.unparse(count), step, tuple(hops))
            made = scope.caller()
        return None

    def built_argument(self, owner: Any, attribute: str, layer: Any, parameter: str,
                       wanted: int | None = None) -> Trace | None:
        made = self._construction_call(layer) if self.site_of(layer) is not None else None
        made = made or self._statement_scope(owner, attribute)
        if made is None:
            return None
        scope, call = made
        built = Step(scope.span(call), tr("label.built_here"), scope.text(call))
        argument = next((k.value for k in call.keywords if k.arg == parameter), None)
        try:
            parameters = [p for p in inspect.signature(type(layer).__init__).parameters if p != "self"]
        except (TypeError, ValueError):
            parameters = []
        if argument is None and parameter in parameters and parameters.index(parameter) < len(call.args) \
                and not any(isinstance(a, ast.Starred) for a in call.args):
            argument = call.args[parameters.index(parameter)]
        if argument is None and any(k.arg is None for k in call.keywords):
            # `Net(**MODEL)`: the entry of the dict literal it unpacks.
            mapped = self._from_mapping(scope.at(call.lineno), call, parameter, Want("any"), [built], 0)
            if mapped is not None:
                return mapped
        if argument is None:
            return Trace(attribute, built, (), Want("any"))
        self._everywhere = True
        try:
            traced = self._size(scope, argument, [built], 0, wanted)
        finally:
            self._everywhere = False
        if traced is not None and not _SIZE_WORDS.search(parameter):
            # The walk is the one that follows layer sizes; `pad_mode`, `norm` are settings.
            setting = tr("label.setting_from")
            traced = replace(traced, hops=tuple(replace(hop, label=setting) if hop.label == tr("label.size_from")
                                                else hop for hop in traced.hops))
        return traced or Trace(attribute, built, (), Want("any"))

    def assigned_at(self, owner: Any, attribute: str) -> Span | None:
        """The last `self.<attribute> = ...` statement of the class (or a base) of `owner`."""
        for cls in type(owner).__mro__:
            located = _class_node(cls)
            if located is None:
                continue
            file, class_node = located
            for method in (n for n in class_node.body if isinstance(n, ast.FunctionDef)):
                statements = source.self_attribute_assignments(method, attribute)
                if statements:
                    return node_span(file, statements[-1])
        return None

    def literal_entry(self, mapping: Mapping[Any, Any], key: str) -> Span | None:
        """Where `key` is written in the one dict literal (or `dict(...)` call) of the user's
        modules written with exactly the keys `mapping` has: a config section handed on by
        value until it is unpacked with `**`. Nothing when no literal, or more than one, fits."""
        keys = set(mapping)
        if key not in keys or not all(isinstance(k, str) for k in keys):
            return None
        found: list[Span] = []
        for file in source.user_files():
            tree = source.parse_file(file)
            for node in ast.walk(tree) if tree is not None else ():
                if isinstance(node, ast.Dict) and all(isinstance(k, ast.Constant) for k in node.keys) \
                        and {k.value for k in node.keys} == keys:  # type: ignore[union-attr]
                    found.extend(node_span(file, k) for k in node.keys if k.value == key)  # type: ignore[union-attr]
                elif isinstance(node, ast.Call) and _callee(node.func) == "dict" and not node.args \
                        and {k.arg for k in node.keywords} == keys:
                    found.extend(node_span(file, k) for k in node.keywords if k.arg == key)
        return found[0] if len(found) == 1 else None

    def copied_entry(self, span: Span, key: str) -> Span | None:
        """Where `key` is written when the dict made at `span` copies another (`dict(CONFIG)`,
        `CONFIG.copy()`, `{**CONFIG}`): its entry in the dict literal that was copied."""
        tree = source.parse_file(span.file)
        statement = source.innermost(tree, ast.stmt, span.line) if tree is not None else None
        function = source.enclosing_function(tree, span.line) if tree is not None else None
        # In a function of the failing stack, its frame knows the caller; else read the source.
        index = next((i for i, frame in enumerate(self.frames) if function is not None and frame.file == span.file
                      and function.lineno <= frame.line <= (function.end_lineno or function.lineno)), None)
        scope = self._frame_scope(index) if index is not None else self._span_scope(span)
        value = getattr(statement, "value", None)
        copied = None
        if isinstance(value, ast.Call) and _callee(value.func) in ("dict", "deepcopy", "copy") and len(value.args) == 1:
            copied = value.args[0]
        elif isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr == "copy":
            copied = value.func.value
        elif isinstance(value, ast.Dict) and None in value.keys:
            copied = value.values[value.keys.index(None)]
        elif isinstance(value, ast.DictComp) and len(value.generators) == 1 \
                and isinstance(value.generators[0].iter, ast.Call) \
                and isinstance(value.generators[0].iter.func, ast.Attribute) \
                and value.generators[0].iter.func.attr == "items":
            copied = value.generators[0].iter.func.value  # `{k: v for k, v in spec.items() if k != "vocab"}`
        elif isinstance(value, ast.Call) and _callee(value.func) == "field" and scope is not None:
            # `conv_kwargs: dict = field(default_factory=_conv_defaults)`: the dict that function returns
            factory = next((k.value for k in value.keywords if k.arg == "default_factory"), None)
            made = ast.Call(func=factory, args=[], keywords=[]) if isinstance(factory, ast.Name) else None
            function = self._user_function(scope, made) if made is not None else None
            inner = self._function_scope(function, None) if function is not None else None
            returns = [n for n in ast.walk(inner.function) if isinstance(n, ast.Return)] \
                if inner is not None and inner.function is not None else []
            entry = source.dict_entry(returns[0].value, key) if len(returns) == 1 and returns[0].value is not None else None
            return inner.span(entry) if inner is not None and entry is not None else None
        if scope is None or copied is None:
            return None
        literal = self._mapping_literal(scope.at(span.line), copied, 0)
        entry = source.dict_entry(literal[1], key) if literal is not None else None
        return literal[0].span(entry) if entry is not None else None

    def table_size(self, owner: Any, attribute: str, axis: int, wanted: int | None = None,
                   follow: bool = True, everywhere: bool = False) -> Trace | None:
        """Where the size of one axis of a tensor `owner.<attribute>` built in `__init__` (a
        Parameter, a buffer, a table) was chosen: the shape it was created with, followed on like a
        layer's size (constructor parameters, the caller's argument, config entries) when `follow`;
        else the creation itself, whose shape expression is what to change. `everywhere` as for
        `layer`."""
        self._everywhere = everywhere
        try:
            return self._table_size(owner, attribute, axis, wanted, follow)
        finally:
            self._everywhere = False

    def _table_size(self, owner: Any, attribute: str, axis: int, wanted: int | None, follow: bool) -> Trace | None:
        made = self._statement_scope(owner, attribute)
        if made is None:
            return None
        scope, call = made
        dims = self._shape_of_creation(scope, call, 0)
        if dims is None or not -len(dims) <= axis < len(dims):
            return None
        built = Step(scope.span(call), tr("label.built_here"), scope.text(call))
        if not follow:
            # A size the data really has: the table leaves something out, where it is made;
            # unless a helper's formula computed the table's size (`conv_out_size`), which is
            # then what gives the wrong number.
            traced = self._size(scope, dims[axis], [built], 0, wanted) if wanted is not None else None
            if traced is not None and _in_helper(traced.root.span, type(owner)):
                return traced
            return Trace(attribute, Step(scope.span(call), tr("label.size_chosen"), scope.text(call)), (), Want("any"))
        return self._size(scope, dims[axis], [built], 0, wanted)

    def made_size(self, trace: Trace, axis: int, wanted: int | None = None, follow: bool = True) -> Trace | None:
        span = trace.root.span
        scope = self._span_scope(span)
        statement = source.statement_at(span.file, span.line)
        value = getattr(statement, "value", None)
        values = value.elts if isinstance(value, ast.Tuple) else [value]  # `return ops.zeros(s), ops.zeros(s)`
        dims = next((d for v in values if scope is not None and isinstance(v, ast.expr)
                     for d in [self._shape_of_creation(scope, v, 0)] if d is not None), None)
        if scope is None or dims is None or not -len(dims) <= axis < len(dims):
            return None
        made = Step(trace.root.span, tr("label.made_here"), trace.root.text)
        if not follow:
            # The shape as written: the statement that holds the size expressions.
            shaped = next((s for s in ast.walk(scope.node) if isinstance(s, ast.stmt) and not isinstance(
                s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Module)) and any(
                n is dims[axis] for n in ast.walk(s))), None) if scope.node is not None else None
            if shaped is None or shaped.lineno == span.line:
                return None
            kept = () if any(h.span.covers(span.file, span.line) for h in trace.hops) else (made,)
            return replace(trace, root=Step(scope.span(shaped), tr("label.shape_chosen"), scope.text(shaped)),
                           hops=(*kept, *trace.hops))
        found = self._size(scope.at(span.line), dims[axis], [made, *trace.hops], 0, wanted)
        return replace(found, name=trace.name) if found is not None and found.root.span != span else None

    def _shape_of_creation(self, scope: Scope, node: ast.expr, depth: int) -> list[ast.expr] | None:
        """The size expressions a tensor was created with: `(1, max_len, d)` in
        `Parameter(Tensor(rng.normal(size=(1, max_len, d))))`, `initializer("zeros", (n, d))`,
        `ops.zeros((n, d))`, `np.random.randn(n, d)`; through names assigned in the same function."""
        if depth > _MAX_DEPTH:
            return None
        if isinstance(node, ast.Name) and scope.function is not None:
            statement = _last_assignment(scope.function, node.id, scope.line)
            value = _assigned_value(statement, node.id) if statement is not None else (None, None)
            return self._shape_of_creation(scope.at(statement.lineno), value[0], depth + 1) \
                if value[0] is not None and value[1] is None else None
        if isinstance(node, (ast.BinOp, ast.Compare)):  # `rng.normal(size=...) * 0.02`, `offsets <= width`
            sides = [node.left, node.right] if isinstance(node, ast.BinOp) else [node.left, *node.comparators]
            shapes = [self._shape_of_creation(scope, side, depth + 1) for side in sides
                      if not isinstance(side, ast.Constant)]
            known = [shape for shape in shapes if shape is not None]
            return _broadcast_dims(known) if known else None
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):  # `-np.arange(n)`
            return self._shape_of_creation(scope, node.operand, depth + 1)
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and node.slice.value is None:
            inner = self._shape_of_creation(scope, node.value, depth + 1)  # `table[None]`: a leading axis of 1
            return [ast.Constant(1), *inner] if inner is not None else None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            helped = self._helper_shape(scope, node, depth)
            if helped is not None:
                return helped
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Tuple):
            # `np.arange(n)[:, None]`: the array's axes, with a new axis of 1 where `None` is
            inner = self._shape_of_creation(scope, node.value, depth + 1)
            full = [e for e in node.slice.elts if isinstance(e, ast.Slice) and e.lower is e.upper is e.step is None]
            nones = [e for e in node.slice.elts if isinstance(e, ast.Constant) and e.value is None]
            if inner is None or len(full) + len(nones) != len(node.slice.elts) or len(full) != len(inner):
                return None
            axes = iter(inner)
            return [ast.Constant(1) if e in nones else next(axes) for e in node.slice.elts]
        if not isinstance(node, ast.Call):
            return None
        callee = _callee(node.func) or ""
        if callee == "where" and len(node.args) == 3:  # `np.where(cond, 0.0, -1e4)`: the broadcast of all three
            known = [shape for shape in (self._shape_of_creation(scope, a, depth + 1) for a in node.args
                                         if not isinstance(a, ast.Constant)) if shape is not None]
            return _broadcast_dims(known) if known else None
        if callee in _ELEMENTWISE and len(node.args) == 1 and not node.keywords:  # `np.abs(d)`: d's shape
            return self._shape_of_creation(scope, node.args[0], depth + 1)
        if callee == "arange" and len(node.args) == 1 and all(k.arg == "dtype" for k in node.keywords):  # `np.arange(n)`
            return [node.args[0]]
        for keyword in node.keywords:
            if keyword.arg in ("shape", "size") and isinstance(keyword.value, (ast.Tuple, ast.List)):
                return list(keyword.value.elts)
        if callee in ("Parameter", "Tensor", "tensor", "asarray", "array", "astype", "float", "cast", "triu", "tril") or \
                (isinstance(node.func, ast.Attribute) and callee in ("astype", "copy")):
            inner = node.args[0] if node.args and callee not in ("astype", "copy") else \
                node.func.value if isinstance(node.func, ast.Attribute) else None
            return self._shape_of_creation(scope, inner, depth + 1) if inner is not None else None
        if callee == "initializer" and len(node.args) >= 2 and isinstance(node.args[1], (ast.Tuple, ast.List)):
            return list(node.args[1].elts)
        if callee in _CREATORS or callee in ("initializer",):
            shaped = next((a for a in node.args if isinstance(a, (ast.Tuple, ast.List))), None)
            if shaped is not None:
                return list(shaped.elts)
            if callee in ("zeros", "ones", "full", "empty") and node.args and isinstance(node.args[0], ast.Name) \
                    and scope.function is not None:
                # `ops.zeros(shape, ...)` with `shape = (n, b, h)` above
                statement = _last_assignment(scope.function, node.args[0].id, scope.line)
                value = _assigned_value(statement, node.args[0].id)[0] if statement is not None else None
                if isinstance(value, (ast.Tuple, ast.List)):
                    return list(value.elts)
            if callee in ("randn", "rand") and node.args \
                    and not any(isinstance(a, ast.Starred) for a in node.args):
                return list(node.args)  # `np.random.randn(n, d)`
        return None

    def _helper_shape(self, scope: Scope, call: ast.Call, depth: int) -> list[ast.expr] | None:
        """`sinusoid_table(max_positions, d_model)`: the shape a user helper's one `return` makes,
        each size written as the caller's argument for the helper's parameter it is (or a number),
        so that it is followed on in the caller's scope. None when a size is computed inside."""
        function = scope.namespace.get(call.func.id) if isinstance(call.func, ast.Name) else None
        inner = self._function_scope(function, None) if inspect.isfunction(function) else None
        if inner is None or inner.function is None or any(isinstance(a, ast.Starred) for a in call.args):
            return None
        returns = [n for n in ast.walk(inner.function) if isinstance(n, ast.Return) and n.value is not None]
        if len(returns) != 1:
            return None
        dims = self._shape_of_creation(inner.at(returns[0].lineno), returns[0].value, depth + 1)
        mapped: list[ast.expr] = []
        for dim in dims or ():
            if isinstance(dim, ast.Constant):
                mapped.append(dim)
                continue
            given = _argument_for(call, inner.function, dim.id, False) \
                if isinstance(dim, ast.Name) and dim.id in source.parameter_names(inner.function) else None
            if given is None:
                return None
            mapped.append(given)
        return mapped if dims else None

    def constant(self, file: str, node: ast.expr) -> Trace | None:
        scope = self._module_scope(file)
        if scope is None:
            return None
        return self._config_value(scope, node, Want("any"), [], 0)

    def module_value(self, file: str, node: ast.expr) -> Any:
        """What an expression of a module's top level names there (`log_fbank`, `cfg.CROP`)."""
        return resolve_expression(node, _namespace_of_file(file))

    def created_at(self, obj: Any) -> Span | None:
        return self.site_of(obj)

    def chosen_by_setting(self, file: str, line: int) -> tuple[ast.expr, Trace] | None:
        """The setting whose `if` test chose the branch that holds `line` (`if cfg["decode"]:
        ops.append(vision.Decode())`, `if config.FACTORIZED: return nn.SequentialCell(...)`): the
        test, and where the setting was given its value, when that is outside the function."""
        tree = source.parse_file(file)
        function = source.enclosing_function(tree, line) if tree is not None else None
        tests = [node.test for node in ast.walk(function) if isinstance(node, ast.If)
                 and any(source.node_covers(statement, line) for statement in node.body)] if function is not None else []
        if len(tests) != 1 or not source.reads_setting(tests[0]):
            return None
        test = tests[0]
        traced = self.written(node_span(file, test), test, Want("any"))
        if traced is None or (traced.root.span.file == file and function.lineno <= traced.root.span.line  # type: ignore[union-attr]
                              <= (function.end_lineno or function.lineno)):  # type: ignore[union-attr]
            return None
        return test, traced

    def helper_call(self, obj: Any) -> Span | None:
        """Where the helper function that made `obj` (a layer factory) was called, when recorded."""
        return creation.helper_call_of(obj)

    def cast_at(self, cell: Any) -> tuple[Span, str] | None:
        return creation.cast_of(cell)

    # -- scopes ---------------------------------------------------------------------------------

    def _index_of(self, frame: Any) -> int | None:
        for index, known in enumerate(self.frames):
            if known is frame:
                return index
        return None

    def _frame_scope(self, index: int) -> Scope | None:
        frame = self.frames[index]
        tree = source.parse_file(frame.file)
        if tree is None:
            return None
        function = source.enclosing_function(tree, frame.line)
        node: ast.AST = function if function is not None else tree

        def caller() -> tuple[Scope, ast.Call] | None:
            if index == 0:
                return None
            outer = self._frame_scope(index - 1)
            if frame.function in _COMPREHENSIONS and outer is not None and outer.function is node:
                # A comprehension's own frame (Python 3.10, 3.11) runs inside the function that
                # holds it: that function's parameters came from the function's caller.
                return outer.caller()
            call = self._call_in(self.frames[index - 1])
            return (outer, call) if outer is not None and call is not None else None

        # the call site and the frames above it did not re-run
        rerun = not any(frame is f for f in (self.ev.target.call_site, *self.ev.target.outer_frames))
        return Scope(frame.file, node, frame.line + 1, dict(frame.locals), None,
                     {**frame.globals, **frame.locals}, caller, frame.locals.get("self"), rerun)

    def _call_in(self, frame: Frame) -> ast.Call | None:
        """The call a frame made. For the user's line that made the watched call, the call of the
        watched object when the line holds several (`print(loss(*batch))`): without columns
        (Python 3.10) the innermost call at the line is not always that one."""
        call = call_at(frame_span(frame))
        if frame is not self.ev.target.call_site or frame.column is not None:
            return call
        tree = source.parse_file(frame.file)
        target = inspect.unwrap(self.ev.target.obj) if callable(self.ev.target.obj) else self.ev.target.obj
        names = {**frame.globals, **frame.locals}
        for node in source.nodes_of(tree, ast.Call) if tree is not None else []:
            if node.lineno == frame.line and isinstance(node.func, (ast.Name, ast.Attribute)):
                called = resolve_expression(node.func, names)
                if called is not None and (called is self.ev.target.obj or inspect.unwrap(called) is target
                                           if callable(called) else False):
                    return node
        return call

    def _module_scope(self, file: str) -> Scope | None:
        tree = source.parse_file(file)
        if tree is None:
            return None
        return Scope(file, tree, 10**9, None, None, _namespace_of_file(file))

    def _function_scope(self, function: Any, caller: tuple[Scope, ast.Call] | None) -> Scope | None:
        function = inspect.unwrap(function)
        code = getattr(function, "__code__", None)
        if code is None or not source.is_user_file(code.co_filename):
            return None
        tree = source.parse_file(code.co_filename)
        if tree is None:
            return None
        node = next((n for n in source.nodes_of(tree, (ast.FunctionDef, ast.AsyncFunctionDef))  # type: ignore[arg-type]
                     if n.name == code.co_name and n.lineno <= code.co_firstlineno <= (n.end_lineno or 0)), None)
        if node is None:
            return None
        facts = None
        if self.ev.eager is not None:
            at = (caller[0].file, caller[1].lineno) if caller is not None else None
            facts = self.ev.eager.values_of(code.co_filename, code.co_firstlineno, at)
        owner = getattr(function, "__self__", None)
        return Scope(code.co_filename, node, (node.end_lineno or node.lineno) + 1, None, facts,
                     dict(getattr(function, "__globals__", {})), (lambda: caller), owner)

    # -- following a name -----------------------------------------------------------------------

    def _name(self, scope: Scope, name: str, want: Want, hops: list[Step], depth: int,
              element: int | None = None) -> Trace | None:
        if depth > _MAX_DEPTH:
            return None
        function = scope.function
        statement = _last_assignment(scope.node, name, scope.line, self._skip_unexecuted(scope))
        if want.kind == "none":
            skipped = self._skipped_by_flag(scope, name, statement, hops, depth)
            if skipped is not None:
                return skipped
        if statement is not None:
            value, unpacked = _assigned_value(statement, name)
            # `h, w = grid(...)` picks one element; `shape = grid(...)` keeps the one asked for.
            element = unpacked if unpacked is not None else element
            if isinstance(statement, ast.AugAssign) and value is not None:
                # `adj += np.eye(n)` is `adj = adj + np.eye(n)`: the earlier `adj` is followed too.
                earlier = ast.copy_location(ast.Name(id=name, ctx=ast.Load()), statement.target)
                value = ast.copy_location(ast.BinOp(left=earlier, op=statement.op, right=value), statement)
                ast.fix_missing_locations(value)
            if value is None:  # a loop variable: made where the iterable made it, when that is known
                made = self._made_elsewhere(scope.observed(name), want, scope.file, statement)
                header = scope.span(statement)
                if isinstance(statement, (ast.For, ast.AsyncFor)):  # `for x in it`, not its body
                    header = replace(header, end_line=statement.iter.end_lineno,
                                     end_column=statement.iter.end_col_offset)
                hop = Step(header, tr("label.passed_here"), scope.text(statement))
                if made is not None:
                    return self._from_site(made, want, [hop, *hops], depth, name) or Trace(name, made, (hop, *hops), want)
                if isinstance(statement, ast.For):
                    yielded = self._yielded(scope, statement, name, want, [hop, *hops], depth) or \
                        self._pipeline_column(scope, statement, name, want, [hop, *hops], depth)
                    if yielded is not None:
                        return yielded
                return Trace(name, Step(scope.span(statement), _root_label(want, statement), scope.text(statement)),
                             tuple(hops), want)
            if isinstance(value, ast.List) and not value.elts and want.kind == "dtype" and function is not None:
                # `rows = []` filled by `rows.append(...)` below: the items appended
                appended = _appended(function, name, statement.lineno, scope.line + 1)
                for item in appended:
                    found = self._expr(scope.at(item.lineno), item, want, hops, depth + 1, element=element, name=name)
                    if found is not None:
                        return found
            return self._expr(scope.at(statement.lineno), value, want, hops, depth + 1, statement=statement,
                              element=element, name=name)
        loop = _comprehension_loop(scope.node, name, scope.line) if statement is None else None
        if loop is not None:
            # `[step(x, m) for x, m in data.create_tuple_iterator()]`: a column of the pipeline
            header = Step(scope.span(loop.iter), tr("label.passed_here"), scope.text(loop.iter))
            pulled = ast.copy_location(ast.For(target=loop.target, iter=loop.iter, body=[], orelse=[]), loop.iter)
            # a generator of the user's (`for xb, yb in minibatches(...)`), or a dataset's iterator
            found = self._yielded(scope, pulled, name, want, [header, *hops], depth) or \
                self._pipeline_column(scope, pulled, name, want, [header, *hops], depth)
            if found is not None:
                return found
        if function is not None and (name in source.parameter_names(function) or name in [a.arg for a in function.args.kwonlyargs]):
            return self._parameter(scope, function, name, want, hops, depth, element)
        enclosing = self._closure_scope(scope, name) if function is not None else None
        if enclosing is not None:
            return self._name(enclosing, name, want, hops, depth + 1, element)
        return self._global(scope, name, want, hops, depth, element)

    def _closure_scope(self, scope: Scope, name: str) -> Scope | None:
        """For a name a nested function reads from the function around it (`def forward(x):
        return net(x, src, dst)` inside `main`): that function, read up to the nested `def`
        (or to its end, when it binds the name only after it)."""
        tree = source.parse_file(scope.file)
        inner = scope.function
        if tree is None or inner is None:
            return None
        outer = next((node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
                      and node is not inner and any(child is inner for child in _own_statements(node))), None)
        if outer is None:
            return None
        line = inner.lineno
        if _last_assignment(outer, name, line) is None and name not in source.parameter_names(outer):
            line = (outer.end_lineno or line) + 1
            if _last_assignment(outer, name, line) is None:
                return None
        seen = scope.observed(name)
        module = tree.body
        caller: Callable[[], tuple[Scope, ast.Call] | None] = \
            (lambda: self._only_call(scope.file, outer)) if outer in module else (lambda: None)  # noqa: E731
        return Scope(scope.file, outer, line, {name: seen} if seen is not _UNKNOWN else None, None,
                     scope.namespace, caller, None)

    def _from_site(self, made: Step, want: Want, hops: list[Step], depth: int, name: str) -> Trace | None:
        """A tensor recorded as made by `Tensor(tags)` in a data helper: `tags` is followed on in
        that helper, with what it held when it returned, to where its dtype was chosen."""
        if want.kind != "dtype" or self.ev.eager is None:
            return None
        span = made.span
        tree = source.parse_file(span.file)
        call = source.innermost(tree, ast.Call, span.line, span.column) if tree is not None else None
        if not isinstance(call, ast.Call) or _callee(call.func) not in ("Tensor", "tensor") or not call.args \
                or _dtype_argument(call, any_form=True) is not None or not isinstance(call.args[0], ast.Name):
            return None
        scope = self._span_scope(span)
        if scope is None or scope.function is None:
            return None
        converted = replace(made, label=tr("label.converted_here", dtype=want.dtype))
        inner = self._expr(scope, call.args[0], want, [converted, *hops], depth + 1, name=name)
        if inner is not None and want.dtype in _CONVERT_HERE and not _ALLOCATED.search(inner.root.text):
            return None  # NumPy's 64-bit defaults of computed arrays are fixed where they become tensors
        return inner if inner is not None and inner.root.span != span else None

    def _made_elsewhere(self, value: Any, want: Want, file: str, statement: ast.stmt) -> Step | None:
        """Where a live value that has the property was created, when that was in the user's code
        away from `statement` (a tensor a data generator built and a `for` loop received)."""
        if value is _UNKNOWN or not want.holds(value):
            return None
        site = self.site_of(value)
        if site is None or not source.is_user_file(site.file):
            return None
        if site.file == file and statement.lineno <= site.line <= (statement.end_lineno or statement.lineno):
            return None
        return Step(site, _root_label(want, statement), _line(site))

    def _skip_unexecuted(self, scope: Scope) -> Callable[[ast.stmt], bool]:
        """For a frame the eager run went through: the statements it did not execute."""
        executed = self.ev.eager.lines if self.ev.eager is not None else set()
        if not scope.rerun or not executed:
            return lambda statement: False
        return lambda statement: (scope.file, statement.lineno) not in executed

    def _skipped_by_flag(self, scope: Scope, name: str, statement: ast.stmt | None, hops: list[Step],
                         depth: int) -> Trace | None:
        """`if self.has_bias: bias = ...` that did not run, so `bias` stayed None: the flag was
        set when the cell was built, and the place that built it is the one to change."""
        executed = self.ev.eager.lines if self.ev.eager is not None else set()
        if not scope.rerun or not executed or scope.function is None:
            return None
        for node in _own_statements(scope.function):
            if not isinstance(node, ast.If) or node.lineno >= scope.line or (statement is not None and node.lineno < statement.lineno):
                continue
            assigns = [s for s in node.body for n in ast.walk(s) if isinstance(n, ast.Name) and n.id == name
                       and isinstance(n.ctx, ast.Store)]
            if not assigns or (scope.file, assigns[0].lineno) in executed:
                continue
            flags = [n for n in ast.walk(node.test) if isinstance(n, ast.Attribute) and _is_self(n.value)]
            if not flags or scope.owner is None:
                continue
            flag = flags[0]
            hop = Step(scope.span(node.test), tr("label.flag_false", flag=ast.unparse(flag), name=name),
                       scope.text(node))
            found = self._attribute(scope.owner, flag.attr, Want("any"), [hop, *hops], depth + 1)
            if found is not None:
                return found
        return None

    def _parameter(self, scope: Scope, function: ast.FunctionDef | ast.AsyncFunctionDef, name: str, want: Want,
                   hops: list[Step], depth: int, element: int | None = None) -> Trace | None:
        entered = scope.caller()
        if entered is None:
            return None
        outer, call = entered
        trained = _trained_dataset(call, {**outer.namespace, **(outer.values or {})})
        if trained is not None:
            # `model.train(epochs, data)` called the network: its inputs are the dataset's
            # columns, in order, not the arguments of `train`.
            inputs = [p for p in source.parameter_names(function) if p not in ("self", "cls")]
            hop = Step(outer.span(call), tr("label.columns_fed", method=ast.unparse(call.func)), outer.text(call))
            return self._dataset_column(outer.at(call.lineno), trained, inputs.index(name), want, [hop, *hops],
                                        depth + 1, name) if name in inputs else None
        bound_self = isinstance(call.func, ast.Attribute) or source.parameter_names(function)[:1] == ["self"]
        argument = _argument_for(call, function, name, bound_self)
        swapped = self._swapped(outer, call, argument, function, name, hops, want) if want.kind != "none" else None
        if swapped is not None:
            return swapped
        short = self._spread_short(outer, call, argument, function, name, hops, depth) if want.kind == "none" else None
        if short is not None:
            return short
        if argument is not None:
            hop = Step(outer.span(argument), tr("label.passed_as", name=name), outer.text(argument))
            return self._expr(outer.at(call.lineno), argument, want, [hop, *hops], depth + 1, element=element, name=name)
        if _passed_keyword_forward(call):
            return self._from_mapping(outer.at(call.lineno), call, name, want, hops, depth)
        default = source.default_of(function, name)
        if default is None:
            return None
        if want.kind == "none" and not _at_hand(outer, name) and (
                (function.name != "__init__" and not _forwards_only(function, name))
                or _none_is_handled(scope, function, name)):
            # Nothing the caller holds could have been passed: the parameter is optional by
            # design, and the use without a check is the place to change. A constructor's None
            # default that its class never checks is different: it can only have been meant to
            # be passed, and the construction that left it out is the place. So is a default that
            # the function only hands on, unchecked, to the layers that use it (`src_mask` of a
            # model's `construct` given to its encoder).
            return None
        root = Step(outer.span(call), tr("label.called_without", name=name, default=ast.unparse(default)), outer.text(call),
                    kind="omitted", name=name)
        hop = Step(scope.span(default), tr("label.default_is", name=name, default=ast.unparse(default)), ast.unparse(default))
        return Trace(name, root, (hop, *hops), want)

    def _spread_short(self, outer: Scope, call: ast.Call, argument: ast.expr | None,
                      function: ast.FunctionDef | ast.AsyncFunctionDef, name: str, hops: list[Step],
                      depth: int) -> Trace | None:
        """`train_step(*batch)` with a `batch` of fewer items than the parameters it should fill:
        `name` kept its default (None) because the sequence was made without it; the root is where
        the sequence was made (a loader's `yield ids, tags` that leaves the mask out)."""
        if not (isinstance(argument, ast.Subscript) and isinstance(argument.slice, ast.Constant)
                and call.args and isinstance(call.args[0], ast.Starred) and source.default_of(function, name) is not None):
            return None
        spread = argument.value
        held = outer.observed(spread.id) if isinstance(spread, ast.Name) else _UNKNOWN
        if not isinstance(held, (list, tuple)) or len(held) > argument.slice.value:
            return None
        hop = Step(outer.span(call), tr("label.spread_without", name=name, count=len(held),
                                        default=ast.unparse(source.default_of(function, name))), outer.text(call))
        made = self._sequence(outer.at(call.lineno), spread, [hop, *hops], depth + 1, name)
        if made is None or made.root.span.covers(outer.span(call).file, call.lineno):
            return None
        return Trace(name, replace(made.root, label=tr("label.made_without", count=len(held), name=name)), made.hops,
                     Want("none"))

    def _swapped(self, outer: Scope, call: ast.Call, argument: ast.expr | None,
                 function: ast.FunctionDef | ast.AsyncFunctionDef, name: str, hops: list[Step], want: Want) -> Trace | None:
        """`Block(heads, dim)` for `def __init__(self, dim, heads)`: the value is right, its
        position is not; the call is what to change."""
        swapped = _swapped_with(call, argument, function, name)
        if swapped is None:
            return None
        parameters = ", ".join(p for p in source.parameter_names(function) if p not in ("self", "cls"))
        root = Step(outer.span(call), tr("label.swapped", argument=swapped, name=name, function=ast.unparse(call.func),
                                         parameters=parameters), outer.text(call),
                    kind="swapped", name=f"{ast.unparse(call.func)}({parameters})")
        return Trace(name, root, tuple(hops), want)

    def _from_mapping(self, scope: Scope, call: ast.Call, name: str, want: Want, hops: list[Step],
                      depth: int) -> Trace | None:
        """`Net(**MODEL)` filled the parameter `name`: its entry in the dict literal `MODEL` names
        (a config dict, a local dict), followed on. Nothing when the mapping is not a literal
        that can be read, or came through `*args`/`**kwargs` of a function."""
        if depth > _MAX_DEPTH:
            return None
        for keyword in call.keywords:
            if keyword.arg is not None or not isinstance(keyword.value, (ast.Name, ast.Subscript)):
                continue
            if isinstance(keyword.value, ast.Name) and scope.function is not None \
                    and keyword.value.id in [a.arg for a in (scope.function.args.kwarg, scope.function.args.vararg)
                                             if a is not None]:
                continue  # `**kwargs` forwarded: what filled it is the caller's keywords
            definition = self._mapping_literal(scope, keyword.value, depth)
            if definition is None:
                continue
            def_scope, value = definition
            entry = source.dict_entry(value, name)
            if entry is None:
                continue
            hop = Step(scope.span(keyword), tr("label.passed_as", name=name), scope.text(keyword))
            return self._expr(def_scope.at(entry.lineno), entry, want, [hop, *hops], depth + 1, name=name) or \
                Trace(name, Step(def_scope.span(entry), tr("label.config_value", name=name), def_scope.text(entry)),
                      (hop, *hops), want)
        return None

    def _global(self, scope: Scope, name: str, want: Want, hops: list[Step], depth: int,
                element: int | None = None) -> Trace | None:
        module = self._module_scope(scope.file)
        if module is None:
            return None
        for node in module.node.body:  # type: ignore[attr-defined]
            if isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if any(isinstance(t, ast.Name) and t.id == name for t in targets) and node.value is not None:
                    return self._expr(module.at(node.lineno), node.value, want, hops, depth + 1, statement=node,
                                      element=element, name=name)
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    if (alias.asname or alias.name) == name:
                        imported = sys.modules.get(node.module)
                        file = getattr(imported, "__file__", None)
                        if file and source.is_user_file(file):
                            return self._global(self._module_scope(file) or module, alias.name, want, hops, depth + 1,
                                                element)
        # Bound elsewhere: a notebook cell, `from config import *`, or an assignment at run time.
        # The live value says which user module defines it.
        defining = self._elsewhere(scope.namespace or module.namespace, name, scope.file) if depth < _MAX_DEPTH else None
        return self._global(defining, name, want, hops, depth + 1, element) if defining is not None else None

    def _elsewhere(self, namespace: Mapping[str, Any], name: str, file: str) -> Scope | None:
        """A global bound where this file's text does not show it (a notebook cell, `import *`, a
        run-time assignment): the user module that binds the same object at top level."""
        if name not in namespace:
            return None
        defining = _defining_file(name, namespace[name], exclude=file)
        return self._module_scope(defining) if defining is not None else None

    # -- following an expression ----------------------------------------------------------------

    def _expr(self, scope: Scope, node: ast.expr, want: Want, hops: list[Step], depth: int, *,
              statement: ast.stmt | None = None, element: int | None = None, name: str = "") -> Trace | None:
        if depth > _MAX_DEPTH:
            return None
        if element is not None and isinstance(node, (ast.Tuple, ast.List)) and element >= len(node.elts) \
                and not any(isinstance(e, ast.Starred) for e in node.elts):
            return None  # a tuple written with fewer elements has no such element
        where = statement if statement is not None else node
        if want.kind == "pytype" and element is None and isinstance(node, (ast.Tuple, ast.List)) and node.elts:
            # `(config.IMAGE_SIZE, config.IMAGE_SIZE)` with a float size: the element that holds
            # the type, where it was made (one value, however often it is written here).
            # `["epoch_num", dict(scaling)]` with a NumPy float among the dict's values: that dict.
            parts = [e.args[0] if isinstance(e, ast.Call) and _callee(e.func) in ("dict", "list", "tuple")
                     and len(e.args) == 1 and not e.keywords else e for e in node.elts]
            holding = [e for e in parts if isinstance(e, (ast.Name, ast.Attribute))
                       and _holds_within(want, resolve_expression(e, dict(scope.namespace)))]
            if holding and len({ast.unparse(e) for e in holding}) == 1:
                return self._expr(scope, holding[0], want, hops, depth + 1, name=name)
        if want.kind == "pytype" and element is None and isinstance(node, ast.Dict) and None not in node.keys:
            # `{"best_epoch": best_epoch(history), "best_score": max(history)}` written in the call:
            # the one value that holds the type, or else the one a helper of the user's returns.
            held = [v for v in node.values if isinstance(v, (ast.Name, ast.Attribute))
                    and want.holds(resolve_expression(v, dict(scope.namespace)))]
            helped = [v for v in node.values if isinstance(v, ast.Call) and inspect.isfunction(self._user_function(scope, v))]
            chosen = held if held else helped
            if len(chosen) == 1:
                return self._expr(scope, chosen[0], want, hops, depth + 1, name=name)
        if want.kind == "any" and isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in _SAME_VALUES and not node.args and not node.keywords:
            # `val.tolist()`, `ids.copy()`: the values are the receiver's, made where it was.
            return self._expr(scope, node.func.value, want, hops, depth + 1, element=element, name=name)
        if want.kind == "any" and isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in _SAME_ITEMS and len(node.args) == 1 and not node.keywords \
                and scope.namespace.get(node.func.id, getattr(builtins, node.func.id)) is getattr(builtins, node.func.id):
            # `metrics=set(config.METRICS)`: the items are the argument's, written where it was.
            return self._expr(scope, node.args[0], want, hops, depth + 1, name=name)
        if want.kind in ("any", "pytype") and isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) \
                and isinstance(node.slice.value, str):
            # `cfg["attention_options"]`: the entry of the dict literal it reads, when one is found.
            entry = self._config_value(scope, node, want, hops, depth)
            if entry is not None:
                return entry
            if want.kind == "pytype" and want.dtype == "str":
                # `settings["batch_size"]` of a mapping whose entries no literal gives (read from
                # an ini or env file as text): where the mapping of strings was made.
                read = Step(scope.span(node), tr("label.read_from_mapping"), scope.text(node))
                mapping = self._expr(scope, node.value, Want("any"), [read, *hops], depth + 1, name=ast.unparse(node))
                if mapping is not None:
                    return _filled_by_item(mapping) or mapping
        if want.kind in ("any", "pytype") and isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr == "get" and 1 <= len(node.args) <= 2 and not node.keywords \
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            # `spec.get("label_smoothing", 0.0)` of a config dict that has the entry: the entry.
            read = ast.copy_location(ast.Subscript(value=node.func.value, slice=node.args[0], ctx=ast.Load()), node)
            ast.fix_missing_locations(read)
            entry = self._config_value(scope, read, want, hops, depth)
            if entry is not None:
                return entry
        if want.kind == "any" and isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            # `settings.padding` of a dataclass instance that kept the field's default: the
            # default, in the class body.
            holder = scope.observed(node.value.id)
            if dataclasses.is_dataclass(holder) and not isinstance(holder, type) and _kept_default(holder, node.attr):
                entry = self._field_of(type(holder), node.attr, want, hops)
                if entry is not None:
                    return entry
        if want.kind == "python" and statement is not None and isinstance(node, ast.Attribute) and _is_self(node.value):
            # `token = self.bos_id` in graph code: a Python number from a setting the cell keeps
            # becomes a local that tensor code uses; the binding is where it should become a tensor.
            return Trace(name, Step(scope.span(statement), _root_label(want, statement), scope.text(statement)),
                         tuple(hops), want)
        if want.kind == "python" and isinstance(node, ast.BinOp) and any(
                isinstance(side, ast.Name) and is_tensor(scope.observed(side.id)) for side in (node.left, node.right)):
            return None  # `loss * weight` with a tensor `loss` is a tensor: not where a Python number came from
        scaled = self._scaled_element(scope, node, want, hops, depth, name) if want.kind in ("any", "number") else None
        if scaled is not None:
            return scaled
        if want.kind == "dtype" and want.dtype.startswith("float") and isinstance(node, ast.Subscript) \
                and isinstance(node.slice, ast.Tuple) and len(node.slice.elts) == 2 \
                and not isinstance(node.slice.elts[1], ast.Slice):
            # `labels = table[:, -1]` of a float table that joins features and labels
            # (`np.column_stack([feats, species]).astype(np.float32)`): the table is float on
            # purpose; the column taken out of it is where the labels' dtype should be set.
            inner = self._expr(scope, node.value, want, hops, depth + 1, name=name)
            if inner is not None and _JOINED_TABLE.search(inner.root.text):
                return Trace(name, Step(scope.span(where), tr("label.column_of_table", dtype=want.dtype), scope.text(where)),
                             tuple(hops), want)
        made = self._introduces(scope, node, want, element)
        # Arithmetic that made the dtype (NumPy's int32 * float32 is float64) chose it here, as an
        # allocation does: the root stays here when the result later becomes a tensor.
        # So did a 64-bit dtype written out (`x.astype(np.float64)`): someone asked for it, it is
        # not NumPy's default to be fixed where the array becomes a tensor.
        mixed = "chosen" if want.kind == "dtype" and (isinstance(node, ast.BinOp) or (
            isinstance(node, ast.Call) and want.dtype in _CONVERT_HERE
            and _dtype_named(_dtype_argument(node)) == want.dtype)) else ""
        if made is not None:
            if want.kind == "tensor":  # `Tensor(n, ...)`: the step keeps the number as written
                return Trace(name, Step(scope.span(where), made, scope.text(where), kind="wrapped",
                                        name=ast.unparse(node.args[0])), tuple(hops), want)  # type: ignore[attr-defined]
            return Trace(name, Step(scope.span(where), made, scope.text(where), kind=mixed), tuple(hops), want)
        if want.kind == "dtype" and isinstance(node, ast.Call) \
                and _dtype_named(_dtype_argument(node)) not in (None, want.dtype):
            return None  # made with another dtype, written here: not where this one came from
        chosen = _dtype_argument(node, any_form=True) if want.kind == "dtype" and isinstance(node, ast.Call) else None
        if chosen is not None and _callee(node.func) in _DTYPE_POSITION \
                and not (isinstance(chosen, ast.Attribute) and chosen.attr == "dtype"  # type: ignore[union-attr]
                         and not _is_self(chosen.value)):  # `y.dtype` is another tensor's; `self.dtype` a setting
            # `Tensor(x, dtype)`: the dtype is the argument's, not the data's; chosen where it was
            # written (a config, a caller), else here.
            root = Step(scope.span(where), _root_label(want, where), scope.text(where))
            traced = self._dtype_chosen(scope, chosen, [root, *hops], depth + 1)
            return replace(traced, name=name, want=want) if traced is not None else Trace(name, root, tuple(hops), want)
        followed = False
        stopped: Trace | None = None
        for found in self._carriers(scope, node, want, hops, depth, element, name):
            if found is not None and want.kind == "rank" and isinstance(node, ast.Call) \
                    and (_callee(node.func) or "") in _RANK_KEEPERS and _is_sequence_literal(found.root.text) \
                    and not scope.span(where).covers(
                        found.root.span.file, found.root.span.line):
                # `np.asarray(user_ids)` given a caller's list of ids: the array gets its axes
                # here, where the data is prepared for the op, not in the list.
                return Trace(name, Step(scope.span(where), _root_label(want, where), scope.text(where)), tuple(hops),
                             want)
            if found is not None and not (want.kind == "dtype" and found.root.kind == "stopped"):
                return found
            # A dtype traced to a computation this reading cannot see into: another operand may
            # lead to where the dtype was chosen (the data, not a statistic computed from it).
            stopped = stopped or found
            followed = True
        if stopped is not None:
            return stopped
        if followed and (statement is None or want.kind in ("none", "python")):
            return None  # it came from somewhere this reading cannot see
        if want.kind == "none" and statement is None:
            return None  # an expression that is not None and carries nothing: not where None was made
        return Trace(name, Step(scope.span(where), _root_label(want, where), scope.text(where),
                                kind=mixed if followed else "stopped"), tuple(hops), want)

    def _scaled_element(self, scope: Scope, node: ast.expr, want: Want, hops: list[Step], depth: int,
                        name: str) -> Trace | None:
        """`chs[0]` of `chs = [BASE_CHANNELS * m for m in CHANNEL_MULT]`: every element scales one
        setting by a multiplier, so the size was chosen where that setting was."""
        function = scope.function
        if not (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)
                and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, int)) or function is None:
            return None
        statement = _last_assignment(function, node.value.id, scope.line)
        value = getattr(statement, "value", None)
        if not (isinstance(value, ast.ListComp) and len(value.generators) == 1
                and isinstance(value.generators[0].target, ast.Name) and isinstance(value.elt, ast.BinOp)
                and isinstance(value.elt.op, (ast.Mult, ast.FloorDiv))):
            return None
        loop = value.generators[0].target.id
        sides = [side for side in (value.elt.left, value.elt.right)
                 if not (isinstance(side, ast.Name) and side.id == loop) and not isinstance(side, ast.Constant)]
        if len(sides) != 1 or not isinstance(sides[0], (ast.Name, ast.Attribute)):
            return None
        hop = Step(scope.span(statement), tr("label.sizes_scaled"), scope.text(statement))  # type: ignore[arg-type]
        return self._expr(scope.at(statement.lineno), sides[0], want, [hop, *hops], depth + 1, name=name)  # type: ignore[union-attr]

    def _dtype_chosen(self, scope: Scope, node: ast.expr, hops: list[Step], depth: int,
                      moved: bool = False) -> Trace | None:
        """Where a dtype given by name was chosen: the assignment, the caller's argument, the
        config constant (`getattr(ms, cfg.INPUT_DTYPE)` is followed into its second argument).
        Nothing for a dtype written where it is used; a dtype written by a caller (`moved`) is
        the root there."""
        if depth > _MAX_DEPTH or node is None:
            return None
        if isinstance(node, ast.Call) and _callee(node.func) == "getattr" and len(node.args) >= 2:
            return self._dtype_chosen(scope, node.args[1], hops, depth + 1, moved)
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id in _MODULE_NAMES + ("mstype", "dtype")) or isinstance(node, ast.Constant):
            # `ms.float16` or "float16" written here.
            if not moved or _dtype_named(node) is None:
                return None
            return Trace(ast.unparse(node), Step(scope.span(node), tr("label.dtype_chosen"), scope.text(node)),
                         tuple(hops), Want("any"))
        function = scope.function
        if isinstance(node, ast.Name) and function is not None:
            statement = _last_assignment(function, node.id, scope.line)
            if statement is not None:
                value, index = _assigned_value(statement, node.id)
                if value is None or index is not None:
                    return None
                hop = Step(scope.span(statement), tr("label.dtype_from"), scope.text(statement))
                return self._dtype_chosen(scope.at(statement.lineno), value, [hop, *hops], depth + 1, True)
            if node.id in source.parameter_names(function):
                entered = scope.caller()
                passed = _argument_for(entered[1], function, node.id, True) if entered is not None else None
                default = source.default_of(function, node.id)
                if entered is not None and passed is None and default is not None \
                        and not any(isinstance(a, ast.Starred) for a in entered[1].args) \
                        and not any(k.arg is None for k in entered[1].keywords):
                    # `def padding_mask(..., dtype=ms.float32)` called without it: the default chose.
                    outer, call = entered
                    hop = Step(outer.span(call), tr("label.called_without", name=node.id, default=ast.unparse(default)), outer.text(call))
                    return Trace(node.id, Step(scope.span(default), tr("label.dtype_chosen"), scope.text(default)),
                                 (hop, *hops), Want("any"))
                if entered is None or passed is None:
                    return None
                outer, call = entered
                hop = Step(outer.span(call), tr("label.passed_as", name=node.id), outer.text(call))
                return self._dtype_chosen(outer.at(call.lineno), passed, [hop, *hops], depth + 1, True)
        return self._config_value(scope, node, Want("any"), hops, depth)

    def _holds(self, scope: Scope, node: ast.expr, want: Want) -> bool | None:
        """Whether the value of a name or `self.x` had the property in the eager run (None: unknown)."""
        if isinstance(node, ast.Name):
            value = scope.observed(node.id)
        elif isinstance(node, ast.Attribute) and scope.values is not None:
            value = resolve_expression(node, scope.values)
            value = _UNKNOWN if value is None and want.kind != "none" else value
        elif isinstance(node, ast.Attribute) and scope.owner is not None and _is_self(node.value):
            # A function that has returned: `self.weight` is still what the cell holds.
            value = resolve_expression(node, {"self": scope.owner})
            value = _UNKNOWN if value is None else value
        elif isinstance(node, ast.Constant):
            value = node.value
        else:
            return None
        if value is _UNKNOWN:
            return None
        return want.holds(value)

    def _introduces(self, scope: Scope, node: ast.expr, want: Want, element: int | None) -> str | None:
        """The root label when this expression itself gives the value its property, else None."""
        if want.kind == "none":
            if isinstance(node, ast.Constant) and node.value is None:
                return _root_label(want, node)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
                    and len(node.args) == 1 and not node.keywords and isinstance(node.args[0], ast.Constant):
                return _root_label(want, node)  # `ids.get("<s>")`: a key the mapping lacks gives None
            return None
        if want.kind == "tensor":
            # `Tensor(3, ms.int32)`, `Tensor(CFG["levels"])`: a Python number made a tensor here.
            # A tensor computed from other tensors is followed through them instead.
            if isinstance(node, ast.Call) and _callee(node.func) in _WRAPPERS and node.args:
                held = self._static(scope, node.args[0], 0)
                if is_number(held) or (held is _UNKNOWN and isinstance(node.args[0], (ast.Name, ast.Attribute,
                                                                                             ast.Subscript))
                                             and self._static_dtype(scope, node.args[0], 0) in (None, "int", "float")):
                    return _root_label(want, node)
            return None
        if want.kind == "python":
            if isinstance(node, ast.Constant) and isinstance(node.value, (int, float, bool)):
                return _root_label(want, node)
            if isinstance(node, ast.Call) and _callee(node.func) in ("len", "int", "float", "round", "sum", "max", "min"):
                return _root_label(want, node)
            return None
        if isinstance(node, ast.Call) and self._user_function(scope, node) is not None:
            return None  # followed into the helper's `return`
        if want.kind == "pytype":
            return self._type_made(scope, node, want)
        if want.kind == "number":
            # A number is chosen where it is written, or where several settings are combined;
            # scaling one setting by a literal (`n_fft // 2`, `2 * hidden`) keeps it that setting's.
            if isinstance(node, (ast.Name, ast.Attribute, ast.Subscript)):
                return None
            if isinstance(node, ast.BinOp) and [isinstance(side, ast.Constant)
                                                for side in (node.left, node.right)].count(True) == 1:
                return None
            return _root_label(want, node)
        if element is not None and isinstance(node, (ast.Tuple, ast.List)) and element < len(node.elts):
            return None  # the element asked for is followed on
        if want.kind == "rank":
            if isinstance(node, ast.Call) and (_callee(node.func) or "") in _RANK_KEEPERS:
                return None  # `ms.Tensor(x)`, `np.asarray(x)`: followed into what they wrap
            if isinstance(node, ast.Subscript) and (_takes_rows(scope, node.slice) or _list_element(scope, node) is not None):
                return None  # `images[order[s:e]]`, `x[2:]`: a batch of the same rank, followed on; `batch[1]` too
            if element is not None and isinstance(node, (ast.ListComp, ast.GeneratorExp)) and _converts_items(node):
                return None  # `[ms.Tensor(b) for b in sample()]`: the item's rank is the iterable's item's
            return _root_label(want, node) if not isinstance(node, (ast.Name, ast.Attribute, ast.IfExp)) else None
        if want.kind != "dtype":
            if want.kind == "any" and self._items and _scales_items(node):
                return None  # `[e * steps for e in epochs]`: the items of `epochs` are followed
            if want.kind == "any" and isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) \
                    and type(node.slice.value) is int and isinstance(self._static(scope, node.value, 0), (list, tuple)):
                return None  # `config.STEM[4]` of a settings tuple: its element, where it was written
            return _root_label(want, node) if not isinstance(node, (ast.Name, ast.Attribute)) else None
        if isinstance(node, ast.Compare):
            return _root_label(want, node) if want.dtype == "bool" else None
        if isinstance(node, ast.Call):
            callee = _callee(node.func) or ""
            named = _dtype_named(_dtype_argument(node))
            if isinstance(node.func, ast.Attribute) and callee in _CAST_METHODS and not node.args:
                named = _CAST_METHODS[callee]
            if named is not None:
                return _root_label(want, node) if named == want.dtype else None
            if _is_numpy(node.func) and callee in _NUMPY_DEFAULT:
                default = _NUMPY_DEFAULT[callee]
                if default == want.dtype:
                    return _root_label(want, node, default_dtype=True)
                if default is None and callee in ("array", "asarray") and node.args \
                        and (isinstance(node.args[0], (ast.List, ast.Tuple, ast.ListComp))
                             or self._static_dtype(scope, node.args[0], 0) == "list"):
                    return _root_label(want, node, default_dtype=True)
                if default is None and callee == "arange":
                    return _root_label(want, node, default_dtype=True)
            if callee in ("Tensor", "tensor") and node.args and isinstance(node.args[0], (ast.List, ast.Tuple, ast.Constant)):
                return _root_label(want, node, default_dtype=True)
            return None
        if isinstance(node, ast.BinOp):
            if isinstance(node.op, ast.Div) and want.dtype.startswith("float"):
                left = self._holds(scope, node.left, Want("dtype", want.dtype))
                if left is False or isinstance(node.left, ast.Constant):
                    return _root_label(want, node)
            left = self._holds_before(scope, node.left, want)
            right = self._holds_before(scope, node.right, want)
            if isinstance(node.left, ast.Constant) and right is not False:
                return None  # `1.0 - betas`: a Python number takes the array's dtype; `betas` is followed
            if left is False:
                # Mixing with another dtype made this one (ids times a float mask); neither side had
                # it either: NumPy's promotion did (`int32 * float32` is float64).
                return _root_label(want, node)
            if left is None and right is None:
                # Code the eager run did not go through (a data helper): the dtypes read from the source.
                sides = (self._static_dtype(scope, node.left, 0), self._static_dtype(scope, node.right, 0))
                if None not in sides and want.dtype not in sides and _promoted(*sides, node.op) == want.dtype:  # type: ignore[arg-type]
                    return _root_label(want, node)
        return None

    def _type_made(self, scope: Scope, node: ast.expr, want: Want) -> str | None:
        """Whether this expression gives a Python value its type: a literal of it, `float(...)`, a
        true division of numbers that were not floats (`n_samples / batch`), a method or class
        named without being called (`net.trainable_params`); names and operands that already had
        the type are followed instead."""
        label = _root_label(want, node)
        if isinstance(node, ast.Constant):
            return label if type(node.value).__name__ == want.dtype else None
        if isinstance(node, ast.BinOp):
            sides = [self._holds(scope, side, want) for side in (node.left, node.right)]
            if any(held and isinstance(side, ast.Constant) for held, side in zip(sides, (node.left, node.right))):
                return label  # `PATCHES * 0.125`: the literal gives the result its type here
            if any(sides):
                return None
            return label if isinstance(node.op, ast.Div) or want.dtype != "float" else None
        if isinstance(node, ast.Call):
            return label if _callee(node.func) == want.dtype else None
        if isinstance(node, ast.Attribute) and want.dtype in ("method", "function", "type", "ABCMeta"):
            return label if self._holds(scope, node, want) is not False else None
        if want.dtype == "tuple" and isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice) \
                and isinstance(node.value, ast.Attribute) and node.value.attr == "shape":
            return label  # `out.shape[1:]`: a tuple of sizes where one size was meant
        if isinstance(node, (ast.Name, ast.Attribute, ast.Subscript, ast.IfExp)):
            return None
        return label

    def _holds_before(self, scope: Scope, node: ast.expr, want: Want, depth: int = 0) -> bool | None:
        """`_holds`, and for a name the line binds again (`ids = ids * keep`, whose helper's
        locals show only the value after), what it held before: read through rebindings that keep
        the dtype (`ids = ops.where(ok, ids, unk)`) to the argument the caller passed."""
        held = self._holds(scope, node, want)
        function = scope.function
        if held is not None or not isinstance(node, ast.Name) or function is None or depth > _MAX_DEPTH \
                or want.kind != "dtype":
            return held
        statement = _last_assignment(function, node.id, scope.line)
        if statement is None:
            entered = scope.caller() if node.id in source.parameter_names(function) else None
            passed = _argument_for(entered[1], function, node.id, True) if entered is not None else None
            return self._holds(entered[0].at(entered[1].lineno), passed, want) \
                if entered is not None and passed is not None else None
        value = getattr(statement, "value", None)
        if isinstance(value, ast.Call) and (_callee(value.func) in KEEPS_DTYPE or _callee(value.func) == "where") \
                and any(isinstance(n, ast.Name) and n.id == node.id for n in ast.walk(value)):
            return self._holds_before(scope.at(statement.lineno), node, want, depth + 1)
        return None

    def _static_dtype(self, scope: Scope, node: ast.expr, depth: int) -> str | None:
        """The dtype a NumPy expression has, read from the source where no run saw it (a data
        helper): `np.zeros(n, np.float32)`, `x.astype(...)`, NumPy's defaults, what `np.roll` or a
        slice keeps, names back to their assignment or the caller's argument, a helper's returned
        tuple, and NumPy's promotion in arithmetic. Python numbers are "int"/"float", Python lists
        "list"; None when it cannot tell."""
        if depth > 12:
            return None
        if isinstance(node, ast.Constant):
            kind = type(node.value).__name__
            return kind if kind in ("int", "float", "bool") else None
        if isinstance(node, (ast.List, ast.ListComp)):
            return "list"
        if isinstance(node, ast.UnaryOp):
            return self._static_dtype(scope, node.operand, depth + 1)
        if isinstance(node, ast.BinOp):
            left, right = self._static_dtype(scope, node.left, depth + 1), self._static_dtype(scope, node.right, depth + 1)
            return _promoted(left, right, node.op) if left and right else None
        if isinstance(node, ast.Subscript) or (isinstance(node, ast.Attribute) and node.attr == "T"):
            inner = self._static_dtype(scope, node.value, depth + 1)
            return inner if inner not in ("list", "int", "float", "bool") else None
        if isinstance(node, ast.Name):
            return self._static_name_dtype(scope, node.id, depth)
        if not isinstance(node, ast.Call):
            return None
        callee = _callee(node.func) or ""
        if isinstance(node.func, ast.Attribute) and callee == "astype" and node.args:
            return _dtype_named(node.args[0])
        named = _dtype_named(_dtype_argument(node))
        if named is not None:
            return named
        if callee == "list":
            return "list"
        if _is_numpy(node.func) and _NUMPY_DEFAULT.get(callee):
            return _NUMPY_DEFAULT[callee]
        if callee in _NUMPY_KEEPS:
            first = node.args[0] if _is_numpy(node.func) and node.args else \
                node.func.value if isinstance(node.func, ast.Attribute) and not _is_numpy(node.func) else None
            inner = self._static_dtype(scope, first, depth + 1) if first is not None else None
            return inner if inner not in ("list", "int", "float", "bool") else None
        return None

    def _static_name_dtype(self, scope: Scope, name: str, depth: int) -> str | None:
        observed = scope.observed(name)
        if isinstance(observed, ValueFacts):
            return observed.dtype or (observed.kind if observed.kind in ("int", "float", "bool", "list") else None)
        if observed is not _UNKNOWN:
            kind = type(observed).__name__
            return kind if kind in ("int", "float", "bool", "list") else (dtype_of(observed) or None)
        statement = _last_assignment(scope.node, name, scope.line)
        if statement is not None:
            value, element = _assigned_value(statement, name)
            if value is None:
                return None
            if element is None:
                return self._static_dtype(scope.at(statement.lineno), value, depth + 1)
            function = self._user_function(scope, value) if isinstance(value, ast.Call) else None
            inner = self._function_scope(function, (scope.at(statement.lineno), value)) if function is not None else None
            for returned in (n for n in _own_statements(inner.node) if isinstance(n, ast.Return)) if inner else ():
                if isinstance(returned.value, ast.Tuple) and element < len(returned.value.elts):
                    return self._static_dtype(inner.at(returned.lineno), returned.value.elts[element], depth + 1)  # type: ignore[union-attr]
            return None
        function = scope.function
        if function is not None and name in source.parameter_names(function):
            entered = scope.caller()
            argument = _argument_for(entered[1], function, name, True) if entered is not None else None
            return self._static_dtype(entered[0].at(entered[1].lineno), argument, depth + 1) \
                if entered is not None and argument is not None else None
        kind = type(scope.namespace.get(name, _UNKNOWN)).__name__  # a module constant
        return kind if kind in ("int", "float", "bool") else None

    def _carriers(self, scope: Scope, node: ast.expr, want: Want, hops: list[Step], depth: int,
                  element: int | None, name: str) -> Iterator[Trace | None]:
        """Follow the parts of an expression that may carry the property, likeliest first."""
        if isinstance(node, ast.Name):
            observed = scope.observed(node.id)
            if element is not None and isinstance(observed, (list, tuple)) and element < len(observed):
                # `batch[1]` of a list the frame holds; or, for a list of rows, element 1 of each
                # (`[r[1] for r in rows]`, `for x, y in rows`)
                first = observed[0]
                if not want.holds(observed[element]) and not (
                        isinstance(first, (list, tuple)) and element < len(first) and want.holds(first[element])):
                    return
            elif observed is not _UNKNOWN and self._holds(scope, node, want) is False and not (
                    want.kind == "pytype" and _holds_within(want, observed)):  # `size = (side, side)`, a float side
                return
            yield self._name(scope, node.id, want, hops, depth + 1, element)
        elif isinstance(node, ast.Attribute):
            yield self._attribute_expr(scope, node, want, hops, depth, element)
        elif isinstance(node, ast.Subscript):
            if want.kind in ("dtype", "none", "rank") and isinstance(node.slice, ast.Constant) \
                    and isinstance(node.slice.value, str):
                # `schedule["sqrt_alphas"]` of a dict a helper returned: the entry it holds.
                entry = self._mapping_literal(scope, node, depth + 1)
                if entry is not None and not isinstance(entry[1], ast.Dict):
                    yield self._expr(entry[0].at(entry[1].lineno), entry[1], want, hops, depth + 1, name=name)
            if want.kind in ("dtype", "none", "python", "any", "pytype"):
                yield self._config_value(scope, node, want, hops, depth) if want.kind in ("python", "any", "pytype") else None
                # `batch[1]` of a list or tuple: its element 1, where it is known.
                index = node.slice.value if isinstance(node.slice, ast.Constant) and type(node.slice.value) is int \
                    and node.slice.value >= 0 else None
                yield self._expr(scope, node.value, want, hops, depth + 1, name=name, element=index)
            elif want.kind == "rank" and _takes_rows(scope, node.slice):
                yield self._expr(scope, node.value, want, hops, depth + 1, name=name)
            elif want.kind == "rank" and _list_element(scope, node) is not None:
                # `batch[1]` of a Python list of arrays: element 1 has its own rank, made where it was.
                yield self._expr(scope, node.value, want, hops, depth + 1, name=name, element=_list_element(scope, node))
        elif isinstance(node, ast.Call):
            yield from self._call_carriers(scope, node, want, hops, depth, element, name)
        elif isinstance(node, ast.BinOp):
            sides = [node.left, node.right]
            sides.sort(key=lambda side: 0 if self._holds(scope, side, want) else 1)
            for side in sides:
                if self._holds(scope, side, want) is not False and not isinstance(side, ast.Constant) \
                        and not (want.kind == "dtype" and is_number(self._static(scope, side, depth))):
                    # A Python number takes the dtype of the tensor or array it meets.
                    yield self._expr(scope, side, want, hops, depth + 1, name=name)
        elif isinstance(node, ast.IfExp):
            if want.kind == "none":
                yield self._chosen_by_flag(scope, node, hops, depth, name)
            for branch in (node.body, node.orelse):
                if want.kind != "none" or (isinstance(branch, ast.Constant) and branch.value is None):
                    yield self._expr(scope, branch, want, hops, depth + 1, name=name)
        elif isinstance(node, (ast.Tuple, ast.List)) and element is not None and element < len(node.elts):
            yield self._expr(scope, node.elts[element], want, hops, depth + 1, name=name)
        elif isinstance(node, ast.Starred):
            yield self._expr(scope, node.value, want, hops, depth + 1, name=name)
        elif isinstance(node, (ast.ListComp, ast.GeneratorExp)) and len(node.generators) == 1:
            yield self._comprehended(scope, node, want, hops, depth, element, name)

    def _comprehended(self, scope: Scope, node: ast.ListComp | ast.GeneratorExp, want: Want, hops: list[Step],
                      depth: int, element: int | None, name: str) -> Trace | None:
        """The items of `[s[1] for s in samples]` are element 1 of `samples`' items; those of
        `[load(rng) for _ in range(n)]` are what `load` returns. A list stands for its items here."""
        loop = node.generators[0]
        item = node.elt
        if isinstance(item, ast.Tuple) and element is not None and element < len(item.elts):
            item, element = item.elts[element], None  # `[(features(r), int(y)) for ...]`: one element of each item
        if isinstance(loop.target, ast.Name) and isinstance(item, ast.Name) and item.id == loop.target.id:
            return self._expr(scope, loop.iter, want, hops, depth + 1, element=element, name=name)
        if isinstance(loop.target, ast.Name) and isinstance(item, ast.Subscript) and isinstance(item.value, ast.Name) \
                and item.value.id == loop.target.id and isinstance(item.slice, ast.Constant) \
                and type(item.slice.value) is int and element is None:
            return self._expr(scope, loop.iter, want, hops, depth + 1, element=item.slice.value, name=name)
        if isinstance(loop.target, ast.Name) and isinstance(item, ast.Call) and _callee(item.func) in _RANK_KEEPERS \
                and len(item.args) == 1 and isinstance(item.args[0], ast.Name) and item.args[0].id == loop.target.id \
                and not item.keywords:
            # `[ms.Tensor(b) for b in buffer.sample(32)]`: each item is the iterable's item, converted.
            return self._expr(scope, loop.iter, want, hops, depth + 1, element=element, name=name)
        bound = {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
        if want.kind == "any" and element is None and self._items and _scales_items(node):
            # `[e * steps for e in epochs]`: each item scales one of `epochs`; their values and
            # order are those of the list, followed on.
            return self._expr(scope, loop.iter, want, hops, depth + 1, name=name)
        if want.kind == "dtype" and isinstance(item, ast.Call) and self._user_function(scope, item) is not None:
            # `[bag_of_words(r, vocab) for r in recipes]`: each item is what the helper returns,
            # whose dtype its `return` chose whatever item it was given.
            return self._expr(scope, item, want, hops, depth + 1, element=element, name=name)
        if any(isinstance(n, ast.Name) and n.id in bound for n in ast.walk(item)):
            return None  # the item depends on the loop variable, which no frame holds
        return self._expr(scope, item, want, hops, depth + 1, element=element, name=name)

    def _chosen_by_flag(self, scope: Scope, node: ast.IfExp, hops: list[Step], depth: int, name: str) -> Trace | None:
        """`x if bias else None` where `bias` is an argument of the function: the None was chosen
        by whoever passed the flag (`Layer(..., bias=False)`), the line to change."""
        none_first = isinstance(node.body, ast.Constant) and node.body.value is None
        if not (none_first or (isinstance(node.orelse, ast.Constant) and node.orelse.value is None)):
            return None
        test = node.test
        if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, ast.Name) \
                and isinstance(test.comparators[0], ast.Constant) and test.comparators[0].value is None \
                and isinstance(test.ops[0], ast.IsNot if not none_first else ast.Is):
            # `cls() if cls is not None else None`: None because `cls` was None; where it became None.
            hop = Step(scope.span(node), tr("label.none_passed_on", name=test.left.id), scope.text(node))
            return self._name(scope, test.left.id, Want("none"), [hop, *hops], depth + 1)
        flag = test.operand if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) else test
        function = scope.function
        if not isinstance(flag, ast.Name) or function is None or flag.id not in source.parameter_names(function):
            return None
        state = "true" if none_first != (flag is not node.test) else "false"
        shown = f"self.{name}" if name and scope.owner is not None and hasattr(scope.owner, name) else name or "it"
        hop = Step(scope.span(node.test), tr(f"label.flag_{state}", flag=flag.id, name=shown), scope.text(node))
        return self._parameter(scope, function, flag.id, Want("any"), [hop, *hops], depth + 1)

    def _user_function(self, scope: Scope, call: ast.Call) -> Any:
        """The user's function or method a call runs (a helper, `self.method`), else None."""
        if isinstance(call.func, ast.Attribute) and _is_self(call.func.value) and scope.owner is not None:
            method = getattr(scope.owner, call.func.attr, None)
            if inspect.ismethod(method) and source.is_user_file(getattr(getattr(method.__func__, "__code__", None), "co_filename", "")):
                return method
            # A sub-cell of the user's own class (`self.norm(x)`): its `construct` returned the value.
            construct = inspect.getattr_static(type(method), "construct", None) if method is not None else None
            code = getattr(construct, "__code__", None)
            if code is not None and source.is_user_file(code.co_filename) and hasattr(method, "cells_and_names"):
                return method.construct
            return None
        function = resolve_expression(call.func, dict(scope.namespace)) if isinstance(call.func, (ast.Name, ast.Attribute)) else None
        target = inspect.unwrap(function) if inspect.isfunction(function) or inspect.ismethod(function) else None
        if target is not None and getattr(target, "__code__", None) is not None \
                and source.is_user_file(target.__code__.co_filename):
            return target
        return None

    def _call_carriers(self, scope: Scope, call: ast.Call, want: Want, hops: list[Step], depth: int,
                       element: int | None, name: str) -> Iterator[Trace | None]:
        callee = _callee(call.func) or ""
        target = self._user_function(scope, call)
        if target is not None:
            yield self._returned(scope, call, target, want, hops, depth, element, name)
            return
        layer = getattr(scope.owner, call.func.attr, None) if isinstance(call.func, ast.Attribute) \
            and _is_self(call.func.value) and scope.owner is not None else None
        if want.kind == "dtype" and type(layer).__name__ in _DTYPE_KEEPING_LAYERS and call.args \
                and type(layer).__module__.startswith("mindspore"):
            # `self.act(self.gc1(x, adj))`: an activation gives back its input's dtype
            yield self._expr(scope, call.args[0], want, hops, depth + 1, name=name)
            return
        if want.kind == "rank" and callee in _RANK_CHANGERS:
            return
        if want.kind == "dtype" and callee in ("concatenate", "stack", "hstack", "vstack") and call.args \
                and isinstance(call.args[0], (ast.List, ast.Tuple)) and _dtype_argument(call) is None:
            # `np.concatenate([heights, spread])` takes the widest dtype of its parts: the part
            # that has it (a part made with another dtype written out does not lead on)
            for part in call.args[0].elts:
                yield self._expr(scope, part, want, hops, depth + 1, name=name)
            return
        if want.kind == "none" and len(call.args) == 1 and not call.keywords and isinstance(call.args[0], ast.Name) \
                and callee != "get" and scope.function is not None and call.args[0].id in source.parameter_names(scope.function) \
                and isinstance(source.default_of(scope.function, call.args[0].id), ast.Constant) \
                and source.default_of(scope.function, call.args[0].id).value is None:  # type: ignore[union-attr]
            # `nn.get_activation(act)` of a parameter left at its default None: the call hands
            # the None on; it came in through the parameter.
            yield self._expr(scope, call.args[0], want, hops, depth + 1, name=name)
            return
        if want.kind == "none" and callee == "get" and isinstance(call.func, ast.Attribute) and len(call.args) == 1:
            # `TABLE.get(name)` is None when `name` is not a key: where that name was chosen.
            hop = Step(scope.span(call), tr("label.key_not_found", key=ast.unparse(call.args[0])), scope.text(call))
            yield self._expr(scope, call.args[0], Want("any"), [hop, *hops], depth + 1, name=name)
            return
        if want.kind == "rank" and callee in _RANK_KEEPERS and isinstance(call.func, ast.Attribute) \
                and not (isinstance(call.func.value, ast.Name) and call.func.value.id in _MODULE_NAMES):
            yield self._expr(scope, call.func.value, want, hops, depth + 1, name=name)  # `x.astype(...)`
            return
        if callee in ("Tensor", "tensor", "asarray", "array") and call.args \
                and (_dtype_argument(call) is None or want.kind == "rank"):  # a dtype given keeps the rank
            inner = self._expr(scope, call.args[0], want, hops, depth + 1, name=name)
            made = Step(scope.span(call), tr("label.converted_here", dtype=want.dtype), scope.text(call))
            if inner is not None and want.kind == "dtype" and (_ALLOCATED.search(inner.root.text)
                                                               or inner.root.kind == "chosen"):
                # A buffer allocated with the default dtype: the allocation stays the root, and
                # the conversion is a step on the way down.
                above = len(inner.hops) - len(hops)
                inner = replace(inner, hops=(*inner.hops[:above], made, *inner.hops[above:]))
            elif inner is not None and want.kind == "dtype" and (want.dtype in _CONVERT_HERE
                                                                 or _NO_DTYPE_PARAMETER.search(inner.root.text)) \
                    and not self._made_by_loader(scope, inner):
                # NumPy's 64-bit defaults of computed or drawn arrays are fixed where the array
                # becomes a tensor (`Tensor(x, ms.float32)`); `np.random.randn` takes no dtype anyway.
                inner = Trace(name or inner.name, made, (inner.root, *inner.hops), want)
            yield inner
            return
        if want.kind == "dtype" and callee in _JOINERS and call.args and isinstance(call.args[0], ast.Name) \
                and scope.function is not None:
            # `np.concatenate(parts)` of a list filled with `parts.append(...)`: the items keep their dtype.
            appended = _appended(scope.function, call.args[0].id, 0, call.lineno)
            for item in appended:
                yield self._expr(scope.at(item.lineno), item, want, hops, depth + 1, name=name)
            if appended:
                return
        if callee == "Parameter" and call.args and want.kind in ("dtype", "rank", "any"):
            yield self._expr(scope, call.args[0], want, hops, depth + 1, name=name)  # keeps its data's dtype
            return
        if callee in _CREATORS and want.kind == "dtype":
            return
        if not (callee in KEEPS_DTYPE or (callee in _FLOAT_MATH and want.kind == "dtype" and want.dtype.startswith("float"))):
            return  # a computation made this value: the statement that calls it is where it was made
        method = isinstance(call.func, ast.Attribute) and not (isinstance(call.func.value, ast.Name)
                                                               and call.func.value.id in _MODULE_NAMES)
        if method:
            yield self._expr(scope, call.func.value, want, hops, depth + 1, name=name)
            return
        arguments = call.args[:1]
        if arguments and isinstance(arguments[0], (ast.Tuple, ast.List)):
            arguments = list(arguments[0].elts)  # ops.concat((a, b))
        for argument in arguments:
            if isinstance(argument, (ast.Name, ast.Attribute, ast.Call, ast.Subscript, ast.BinOp, ast.ListComp,
                                     ast.GeneratorExp)) \
                    and self._holds(scope, argument, want) is not False:
                found = self._expr(scope, argument, want, hops, depth + 1, name=name)
                if found is None or callee not in _FLOAT_MATH:
                    yield found
                    continue
                statement = source.innermost(source.parse_file(scope.file), ast.stmt, call.lineno)
                returned = isinstance(statement, ast.Return) and statement.value is call and want.kind == "dtype" \
                    and _within(found.root.span, scope) \
                    and not _ALLOCATED.search(found.root.text) \
                    and all(_within(step.span, scope) for step in found.hops[:len(found.hops) - len(hops)])
                if _INT_MADE.search(found.root.text) or returned:
                    # `np.log1p(np.bincount(ids))`: counts are integers; the float math made the
                    # float dtype, here. `return np.log1p(spec)` of a spectrum the helper computed:
                    # the helper's result is where its dtype is set (`.astype(np.float32)`).
                    where = statement if statement is not None and statement.lineno == call.lineno else call
                    found = Trace(name, Step(scope.span(where), _root_label(want, where), scope.text(where), kind="chosen"),
                                  tuple(hops), want)
                yield found

    def _made_by_loader(self, scope: Scope, inner: Trace) -> bool:
        """A conversion in the code that calls the model (`model(Tensor(x))` in the training
        script) of an array a data helper made with NumPy's default dtype: the helper, the
        data-loading function, is where the dtype is chosen. A conversion inside a loader stays
        the place to change."""
        site = self.ev.target.call_site
        tree = source.parse_file(site.file) if site is not None else None
        if site is None or tree is None or scope.file != site.file:
            return False

        def function_at(line: int) -> int | None:
            function = source.enclosing_function(tree, line)
            return function.lineno if function is not None else None

        here = scope.function.lineno if scope.function is not None else None
        root = inner.root.span
        if function_at(site.line) != here or (root.file == scope.file and function_at(root.line) == here):
            return False  # not the script that calls the model, or the array was made in it
        made = _NUMPY_CALL.search(inner.root.text) or inner.root.kind == "chosen"
        return bool(made) and not _NO_DTYPE_PARAMETER.search(inner.root.text)

    def _yielded(self, scope: Scope, statement: ast.For, name: str, want: Want, hops: list[Step],
                 depth: int) -> Trace | None:
        """`for x, y in batches(n)`: what the user's generator yielded, followed like a `return`;
        through `enumerate(...)` and `zip(...)` to the iterable the name's element came from."""
        found = self._generator_of(scope, statement, name)
        if found is None:
            return None
        iterable, function, element = found
        return self._returned(scope, iterable, function, want, hops, depth, element, name, yielded=True)

    def _pipeline_column(self, scope: Scope, statement: ast.For, name: str, want: Want, hops: list[Step],
                         depth: int) -> Trace | None:
        """`for x, y in loader(8).create_tuple_iterator()`: the column `y` receives, followed
        through the pipeline's stages (the dataset the loader returns, `data = data.map(...)`) to
        the `map` that gave it the dtype (a `TypeCast`, a feature function's `return`), else to
        what the source yields (a generator's `yield`, the arrays given to `NumpySlicesDataset`)."""
        found = pipeline.iterated(statement, _target_path(statement.target, name)) if want.kind in ("dtype", "rank") \
            else None
        return self._dataset_column(scope, found[0], found[1], want, hops, depth, name) if found is not None else None

    def _dataset_column(self, scope: Scope, dataset: ast.expr, position: int, want: Want, hops: list[Step], depth: int,
                        name: str) -> Trace | None:
        """Column `position` of the dataset `dataset` (an expression where `scope` stands), followed
        through the pipeline's stages to the `map` that gave it the dtype, else to the source."""
        found_source = self._column_source(scope, dataset, position, depth, ("project", "rename", "zip", "concat"))
        if found_source is None:
            return None
        stages, source_scope, made, column = found_source
        name = name or column  # `model.train(epochs, data)`: the column is what the network was given
        found = (dataset, position)
        if want.kind not in ("dtype", "rank", "any"):
            return None
        for stage_scope, stage in stages[:-1]:
            if stage.method != "map":
                continue
            if want.kind == "rank":
                return None  # a map may change the rank: not followed
            inputs = self._column_names(stage_scope, pipeline.keyword(stage.call, "input_columns", 1))
            if inputs is None or column not in inputs:
                continue
            if want.kind == "any":
                return None  # the values a map made are not the source's: not followed
            outputs = self._column_names(stage_scope, pipeline.keyword(stage.call, "output_columns", 2))
            if outputs is not None and outputs != inputs:
                return None  # the map renames its columns: not followed
            hop = Step(stage_scope.span(stage.call), tr("label.column_mapped", column=column), stage_scope.text(stage.call))
            for operation in reversed(self._operations(stage_scope, stage.call)[0]):  # the last transform decides the dtype
                if pipeline.makes_dtype(operation, want.dtype):
                    return Trace(name, Step(stage_scope.span(operation), _root_label(want, operation),
                                            stage_scope.text(operation)), tuple(hops), want)
                function = resolve_expression(operation, dict(stage_scope.namespace)) \
                    if isinstance(operation, (ast.Name, ast.Attribute)) else None
                if inspect.isfunction(function) and source.is_user_file(function.__code__.co_filename):
                    element = inputs.index(column) if len(inputs) > 1 else None
                    return self._returned(None, None, function, want, [hop, *hops], depth + 1, element, name)
        hop = Step(source_scope.span(made.call), tr("label.column_made", column=column), source_scope.text(made.call))
        given = pipeline.keyword(made.call, "source", 0)
        at = source_scope.at(made.call.lineno)
        if want.kind == "rank" and pipeline.method(made.call) != "NumpySlicesDataset":
            return None  # rows of a generator are stacked by `batch`: one axis more than each row
        if pipeline.method(made.call) == "GeneratorDataset" and given is not None:
            if isinstance(given, ast.Lambda) and isinstance(given.body, ast.Call):
                given = given.body.func  # `lambda: rows(n)`
            function = resolve_expression(given, dict(source_scope.namespace)) \
                if isinstance(given, (ast.Name, ast.Attribute)) else None
            generator = getattr(function, "__code__", None) is not None and function.__code__.co_flags & inspect.CO_GENERATOR
            if generator and source.is_user_file(function.__code__.co_filename):
                return self._returned(None, None, function, want, [hop, *hops], depth + 1, found[1], name, yielded=True)
            return self._random_access(at, given, want, [hop, *hops], depth, found[1], name)
        if isinstance(given, ast.Dict) and found[1] < len(given.values):
            return self._expr(at, given.values[found[1]], want, [hop, *hops], depth + 1, name=name)
        if isinstance(given, (ast.Tuple, ast.List)) and found[1] < len(given.elts):
            return self._expr(at, given.elts[found[1]], want, [hop, *hops], depth + 1, name=name)
        return None

    def counted_from_one(self, traced: Trace) -> Trace | None:
        """Where the indices of a traced value were counted from 1 (`arange(1, n + 1)`, `i + 1`,
        `enumerate(names, 1)`): its root, or, when the root reads other values (`np.array([index[n]
        for n in names])`), the line one of them was made on, one hop further. None when no such
        line is found: an index one past the end may also be a table built one short."""
        if _ONE_BASED.search(traced.root.text):
            return dataclasses.replace(traced, root=dataclasses.replace(traced.root, label=tr("label.counted_from_one")))
        span = traced.root.span
        statement = source.statement_at(span.file, span.line)
        bound = {n.id for n in ast.walk(statement) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)} \
            if statement is not None else set()
        read = [n for n in ast.walk(statement) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)
                and n.id not in bound and span.line <= n.lineno <= span.end_line] if statement is not None else []
        for name in dict.fromkeys(n.id for n in read):
            node = next(n for n in read if n.id == name)
            inner = self.written(span, node, Want("any"))
            if inner is None or not _ONE_BASED.search(inner.root.text):
                continue
            passed = () if any(step.span.covers(span.file, span.line) for step in traced.hops) \
                else (Step(span, tr("label.indices_read"), traced.root.text),)
            root = dataclasses.replace(inner.root, label=tr("label.counted_from_one"))
            return Trace(traced.name, root, (*inner.hops, *passed, *traced.hops), traced.want)
        return None

    def column_named(self, span: Span, dataset: ast.expr, column: str, want: Want) -> Trace | None:
        """The column named `column` of the dataset expression `dataset` written at `span`,
        followed through its pipeline to where the source's arrays were made."""
        scope = self._span_scope(span)
        found = self._column_source(scope.at(span.line), dataset, 0, 0, ("project", "rename", "zip", "concat")) \
            if scope is not None else None
        columns = self._source_columns(found[1], found[2].call) if found is not None else None
        if scope is None or not columns or column not in columns:
            return None
        return self._dataset_column(scope.at(span.line), dataset, columns.index(column), want, [], 0, "")

    def _column_source(self, scope: Scope, dataset: ast.expr, position: int, depth: int, unfollowed: tuple[str, ...]
                       ) -> tuple[list[tuple[Scope, pipeline.Stage]], Scope, pipeline.Stage, str] | None:
        """The stages of the dataset expression back to its source, the source call, and the name
        of column `position`; None past a stage in `unfollowed` or a source whose columns are not
        written out."""
        stages = self._stages(scope, dataset, depth)
        if not stages or stages[-1][1].method != "source" or any(stage.method in unfollowed for _, stage in stages):
            return None
        source_scope, made = stages[-1]
        columns = self._source_columns(source_scope, made.call)
        if columns is None or position >= len(columns):
            return None
        return stages, source_scope, made, columns[position]

    def _random_access(self, scope: Scope, given: ast.expr, want: Want, hops: list[Step], depth: int, element: int,
                       name: str) -> Trace | None:
        """`GeneratorDataset(Readings(16), ...)`: what the source class's `__getitem__` returns, its
        element for the column; an attribute of the instance it indexes (`self.x[i]`) is followed
        to where `__init__` made it."""
        if not isinstance(given, ast.Call):
            return None
        cls = resolve_expression(given.func, dict(scope.namespace)) if isinstance(given.func, (ast.Name, ast.Attribute)) else None
        getitem = inspect.getattr_static(cls, "__getitem__", None) if inspect.isclass(cls) else None
        code = getattr(getitem, "__code__", None)
        if code is None or not source.is_user_file(code.co_filename):
            return None
        inner = self._function_scope(getitem, None)
        returns = [n for n in ast.walk(inner.function) if isinstance(n, ast.Return) and n.value is not None] \
            if inner is not None and inner.function is not None else []
        if inner is None or not returns:
            return None
        value = returns[-1].value
        if isinstance(value, (ast.Tuple, ast.List)) and element < len(value.elts):
            value = value.elts[element]
        elif element:
            return None
        hop = Step(inner.span(returns[-1]), tr("label.returned_by", function=f"{cls.__name__}.__getitem__"),
                   inner.text(returns[-1]))
        while isinstance(value, ast.Subscript):
            value = value.value  # `self.x[i]`: the rows of `self.x`
        if isinstance(value, ast.Attribute) and _is_self(value.value):
            init = inspect.getattr_static(cls, "__init__", None)
            init_scope = self._function_scope(init, None) if getattr(init, "__code__", None) is not None else None
            statements = source.self_attribute_assignments(init_scope.function, value.attr) \
                if init_scope is not None and init_scope.function is not None else []
            made = getattr(statements[-1], "value", None) if statements else None
            if init_scope is not None and isinstance(made, ast.expr):
                return self._expr(init_scope.at(statements[-1].lineno), made, want, [hop, *hops], depth + 1,
                                  statement=statements[-1], name=name)
            return None
        return self._expr(inner.at(returns[-1].lineno), value, want, [hop, *hops], depth + 1, name=name)

    def _source_columns(self, scope: Scope, call: ast.Call) -> list[str] | None:
        """The columns a source makes: its `column_names`, or the keys of the dict it is given."""
        named = self._column_names(scope, pipeline.source_columns(call))
        given = pipeline.keyword(call, "data", 0)
        if named is None and isinstance(given, ast.Dict) and all(isinstance(k, ast.Constant) and isinstance(k.value, str)
                                                                  for k in given.keys):
            return [k.value for k in given.keys]  # type: ignore[union-attr]
        return named

    def _pipeline_layout(self, scope: Scope, statement: ast.For, name: str, hops: list[Step]) -> Trace | None:
        """`for image, label in data.create_tuple_iterator()`: images keep the layout the source
        gives them (height, width, channels) unless a `map` of their column transposes them; the
        last `map` of the column (or the source, with none) is where `HWC2CHW` is missing. A
        column a `map` transposes already, or one a user function makes, is not this."""
        found = pipeline.iterated(statement, _target_path(statement.target, name))
        found_source = self._column_source(scope.at(statement.lineno), found[0], found[1], 0,
                                           ("project", "rename", "zip", "concat")) if found is not None else None
        if found_source is None:
            return None
        stages, source_scope, made, column = found_source
        header = replace(scope.span(statement), end_line=statement.iter.end_lineno, end_column=statement.iter.end_col_offset)
        hop = Step(header, tr("label.passed_here"), scope.text(statement))
        for stage_scope, stage in stages[:-1]:
            inputs = self._column_names(stage_scope, pipeline.keyword(stage.call, "input_columns", 1)) \
                if stage.method == "map" else None
            if inputs is None or column not in inputs:
                continue
            operations, written = self._operations(stage_scope, stage.call)
            if not operations or any(not (isinstance(op, ast.Call) and pipeline.method(op) in pipeline.KEEP_LAYOUT)
                                     for op in operations):
                return None  # a transpose, or a function whose layout is not known
            mapped = Step(stage_scope.span(stage.call), tr("label.column_mapped", column=column), stage_scope.text(stage.call))
            if written is not None:  # `transforms = [...]` before the `map`: the list to complete
                return Trace(name, Step(stage_scope.span(written), tr("label.channels_last_kept", column=column),
                                        stage_scope.text(written)), (mapped, hop, *hops), Want("any"))
            return Trace(name, Step(stage_scope.span(stage.call), tr("label.channels_last_kept", column=column),
                                    stage_scope.text(stage.call)), (hop, *hops), Want("any"))
        return Trace(name, Step(source_scope.span(made.call), tr("label.channels_last_kept", column=column),
                                source_scope.text(made.call)), (hop, *hops), Want("any"))

    def _operations(self, scope: Scope, call: ast.Call) -> tuple[list[ast.expr], ast.stmt | None]:
        """The transforms of a `map`, also when they are a list bound to a name before it; with
        the statement that binds that list."""
        given = pipeline.keyword(call, "operations", 0)
        if isinstance(given, ast.Name):
            statement = _last_assignment(scope.node, given.id, call.lineno)
            value = getattr(statement, "value", None) if statement is not None else None
            if isinstance(value, (ast.List, ast.Tuple)):
                return list(value.elts), statement
            return [given], None
        return pipeline.operations(call), None

    def batched(self, frame: Any, name: str) -> tuple[Span, int, bool] | None:
        """For a name the line `frame` stopped at bound by a loop over a dataset's iterator: the
        pipeline's `batch` call, its batch size and whether it drops the last, smaller batch."""
        index = self._index_of(frame)
        scope = self._frame_scope(index) if index is not None else None
        statement = _last_assignment(scope.node, name, frame.line + 1) if scope is not None else None
        if scope is None or not isinstance(statement, ast.For):
            return None
        found = pipeline.iterated(statement, _target_path(statement.target, name))
        return self._batch_of(scope.at(statement.lineno), found[0]) if found is not None else None

    def into_helper(self, trace: Trace) -> Trace | None:
        """For a trace whose root assigns what a helper of the user's returns (`n = vocab_size(ids)`),
        the trace with that helper's one `return` as its root and the call as the next step."""
        scope = self._span_scope(trace.root.span)
        statement = source.statement_at(trace.root.span.file, trace.root.span.line)
        helpers = [(call, function) for call in (ast.walk(statement) if statement is not None and scope is not None else ())
                   if isinstance(call, ast.Call) and inspect.isfunction(function := self._user_function(scope, call))]
        if len(helpers) != 1:  # `Net(vocab_size(ids))`: the one helper of the statement
            return None
        call, function = helpers[0]
        inner = self._function_scope(function, (scope, call))  # type: ignore[arg-type]
        returns = [n for n in ast.walk(inner.function) if isinstance(n, ast.Return) and n.value is not None] \
            if inner is not None and inner.function is not None else []
        if len(returns) != 1:
            return None
        root = Step(inner.span(returns[0]), tr("label.size_chosen"), inner.text(returns[0]))  # type: ignore[union-attr]
        called = replace(trace.root, label=tr("label.returned_by", function=inner.function.name))  # type: ignore[union-attr]
        return replace(trace, root=root, hops=(called, *trace.hops))

    def trained_batch(self, frame: Any) -> tuple[Span, int, bool] | None:
        """For `model.train(epochs, data)` at `frame`'s line, the `batch` call of `data`."""
        call = self._call_in(frame)
        trained = _trained_dataset(call, {**frame.globals, **frame.locals}) if call is not None else None
        return self.dataset_batch(frame, trained) if trained is not None else None

    def dataset_batch(self, frame: Any, node: ast.expr) -> tuple[Span, int, bool] | None:
        index = self._index_of(frame)
        scope = self._frame_scope(index) if index is not None else None
        return self._batch_of(scope.at(frame.line), node) if scope is not None else None

    def _batch_of(self, scope: Scope, dataset: ast.expr) -> tuple[Span, int, bool] | None:
        stages = self._stages(scope, dataset, 0)
        batch = next(((at, stage.call) for at, stage in stages or () if stage.method == "batch"), None)
        if batch is None:
            return None
        at, call = batch
        size = self._static(at, pipeline.keyword(call, "batch_size", 0), 0) if pipeline.keyword(call, "batch_size", 0) \
            is not None else _UNKNOWN
        drop = pipeline.keyword(call, "drop_remainder", 1)
        dropped = self._static(at, drop, 0) if drop is not None else False
        if not isinstance(size, int) or isinstance(size, bool) or dropped not in (True, False):
            return None
        return at.span(call), size, bool(dropped)

    def map_operations(self, frame: Any) -> list[tuple[str, ast.Call]]:
        index = self._index_of(frame)
        scope = self._frame_scope(index) if index is not None else None
        statement = source.statement_at(frame.file, frame.line) if scope is not None else None
        if scope is None or not isinstance(statement, ast.For) or not isinstance(statement.iter, ast.Call) \
                or not isinstance(statement.iter.func, ast.Attribute) or statement.iter.func.attr not in pipeline.ITERATORS:
            return []
        found = []
        for stage_scope, stage in self._stages(scope.at(statement.lineno), statement.iter.func.value, 0) or ():
            if stage.method == "map":
                found += [(stage_scope.file, op) for op in self._operations(stage_scope, stage.call)[0]
                          if isinstance(op, ast.Call)]
        return found

    def source_element(self, source_object: Any, element: int, want: Want) -> Trace | None:
        function = getattr(source_object, "__getitem__", None) if not inspect.isfunction(source_object) else source_object
        code = getattr(inspect.unwrap(function), "__code__", None) if function is not None else None
        if code is None or not source.is_user_file(code.co_filename):
            return None
        generator = bool(code.co_flags & inspect.CO_GENERATOR)
        return self._returned(None, None, function, want, [], 0, element, "", yielded=generator)

    def _stages(self, scope: Scope, node: ast.expr, depth: int) -> list[tuple[Scope, pipeline.Stage]] | None:
        """The calls a dataset expression goes through, from the loop's end back to the source:
        through names assigned before (`data = data.batch(4)`) and the `return` of a loader."""
        found: list[tuple[Scope, pipeline.Stage]] = []
        element: int | None = None  # `train, val = loaders()`: the element of what the helper returns
        for _ in range(4 * _MAX_DEPTH):
            if isinstance(node, (ast.Tuple, ast.List)) and element is not None and element < len(node.elts):
                node, element = node.elts[element], None
                continue
            if element is not None and not (isinstance(node, ast.Call) and self._user_function(scope, node) is not None):
                return None
            if isinstance(node, ast.Call) and pipeline.is_source(node):
                return [*found, (scope, pipeline.Stage(node, "source"))]
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and pipeline.method(node) in pipeline.STAGES:
                found.append((scope, pipeline.Stage(node, pipeline.method(node))))
                node = node.func.value
            elif isinstance(node, ast.Name):
                statement = _last_assignment(scope.node, node.id, scope.line)
                value = getattr(statement, "value", None) if statement is not None else None
                function = scope.function
                if statement is None and function is not None and node.id in source.parameter_names(function):
                    # `def evaluate(net, loader)`: the dataset the caller passed.
                    entered = scope.caller()
                    passed = _argument_for(entered[1], function, node.id, True) if entered is not None else None
                    if entered is None or passed is None:
                        return None
                    scope, node = entered[0].at(entered[1].lineno), passed
                    continue
                if statement is None or not isinstance(value, ast.expr) or isinstance(statement, ast.For):
                    return None
                assigned, element = _assigned_value(statement, node.id)
                if assigned is None:
                    return None
                scope, node = scope.at(statement.lineno), assigned
            elif isinstance(node, ast.Call):
                function = self._user_function(scope, node)
                inner = self._function_scope(function, (scope, node)) if function is not None else None
                returns = [n for n in ast.walk(inner.function) if isinstance(n, ast.Return) and n.value is not None] \
                    if inner is not None and inner.function is not None else []
                if inner is None or not returns:
                    return None
                scope, node = inner.at(returns[-1].lineno), returns[-1].value  # type: ignore[assignment]
            else:
                return None
        return None

    def _column_names(self, scope: Scope, node: ast.expr | None) -> list[str] | None:
        """Column names written in a pipeline call: literals, or settings they name."""
        if node is None:
            return None
        written = pipeline.names(node)
        if written is not None:
            return written
        elements = node.elts if isinstance(node, (ast.List, ast.Tuple)) else [node]
        values = [self._static(scope, element, 0) for element in elements]
        if len(values) == 1 and isinstance(values[0], (list, tuple)):
            values = list(values[0])
        return [str(v) for v in values] if values and all(isinstance(v, str) for v in values) else None

    def _generator_of(self, scope: Scope, statement: ast.For, name: str) -> tuple[ast.Call, Any, int | None] | None:
        """For `for i, (x, y) in enumerate(batches(n))` and `y`: the call of the user's generator
        the loop runs, the generator, and the element of what it yields that `y` receives."""
        path = _target_path(statement.target, name)
        iterable = statement.iter
        while path and isinstance(iterable, ast.Call) and iterable.args:
            callee = _callee(iterable.func)
            if callee == "enumerate" and path[0] == 1:
                iterable, path = iterable.args[0], path[1:]
            elif callee == "zip" and path[0] < len(iterable.args):
                iterable, path = iterable.args[path[0]], path[1:]
            else:
                break
        if path is None or len(path) > 1 or not isinstance(iterable, ast.Call):
            return None
        function = self._user_function(scope, iterable)
        code = getattr(function, "__code__", None)
        if code is None or not code.co_flags & inspect.CO_GENERATOR:
            return None
        return iterable, function, path[0] if path else None

    def _returned(self, scope: Scope | None, call: ast.Call | None, function: Any, want: Want, hops: list[Step],
                  depth: int, element: int | None, name: str, yielded: bool = False) -> Trace | None:
        inner = self._function_scope(function, (scope, call) if scope is not None and call is not None else None)
        if inner is None or inner.function is None:
            return None
        kind = ast.Yield if yielded else ast.Return
        returns = sorted((n for n in ast.walk(inner.function) if isinstance(n, kind) and n.value is not None),
                         key=lambda n: (n.lineno, n.col_offset))
        if want.kind == "none" and not yielded:
            if not returns:
                # No `return value` anywhere: the function's last line is where a return is missing.
                last = inner.function.body[-1]
                return Trace(name, Step(inner.span(last), tr("label.no_return", function=inner.function.name),
                                        inner.text(last)), tuple(hops), want)
            unmatched = self._fell_through(inner, returns, hops, depth, name)
            if unmatched is not None:
                return unmatched
        if want.kind == "ndarray" and returns:
            # A NumPy array handed out by a data helper: its `return` is where it should become a tensor.
            returned = returns[-1]
            return Trace(name, Step(inner.span(returned), tr("label.array_leaves", function=inner.function.name),
                                    inner.text(returned)), tuple(hops), want)
        for returned in reversed(returns):
            value, inner_element = returned.value, element
            if element is not None and isinstance(value, (ast.Tuple, ast.List)) and element < len(value.elts):
                value, inner_element = value.elts[element], None
            label = "label.yielded_by" if yielded else "label.returned_by"
            hop = Step(inner.span(returned), tr(label, function=inner.function.name), inner.text(returned))
            found = self._expr(inner.at(returned.lineno), value, want, [hop, *hops], depth + 1, element=inner_element,
                               name=name)
            unused = source.unused_parameter(inner.function) if want.kind in ("number", "any", "rank", "dtype") else None
            if unused is not None and found is not None and not _within(found.root.span, inner):
                # The value went on past the helper, while the helper ignores one of its inputs:
                # what it returns is what to change.
                root = Step(inner.span(returned), tr("label.ignores_parameter", function=inner.function.name,
                                                     name=unused), inner.text(returned), kind="ignored", name=unused)
                return Trace(name, root, tuple(hops), want)
            if found is not None:
                return found
        return None

    def _fell_through(self, inner: Scope, returns: list[ast.Return], hops: list[Step], depth: int,
                      name: str) -> Trace | None:
        """A factory that returns None when its argument matches none of its tests (`if kind ==
        "layernorm": return ...` and a final `return None`, or no final return at all): the None
        was chosen by whoever gave the argument a value no branch knows, e.g. a config string."""
        function = inner.function
        assert function is not None
        last = function.body[-1]
        if isinstance(last, ast.Return) and not (isinstance(last.value, ast.Constant) and last.value.value is None) \
                and last.value is not None:
            return None
        if isinstance(last, ast.Raise):
            return None
        tested = set()
        for statement in function.body:
            if isinstance(statement, ast.If):
                for compare in (n for n in ast.walk(statement.test) if isinstance(n, ast.Compare)):
                    sides = [compare.left, *compare.comparators]
                    names = [n.id for n in sides if isinstance(n, ast.Name)]
                    constants = [n for n in sides if isinstance(n, ast.Constant) and isinstance(n.value, str)]
                    if len(names) == 1 and constants:
                        tested.add(names[0])
        if len(tested) != 1 or not returns:
            return None
        (parameter,) = tested
        if parameter not in source.parameter_names(function):
            return None
        observed = inner.observed(parameter)
        value = f" ({observed!r})" if isinstance(observed, str) else ""
        hop = Step(inner.span(last), tr("label.no_branch", name=parameter, value=value, function=function.name),
                   inner.text(last))
        traced = self._parameter(inner, function, parameter, Want("any"), [hop, *hops], depth + 1)
        if traced is None:
            return None
        root = replace(traced.root, label=tr("label.unmatched_value", name=parameter, function=function.name))
        return replace(traced, root=root, name=name, want=Want("none"))

    # -- attributes: what `self.x` holds and where it was made ----------------------------------

    def _attribute_expr(self, scope: Scope, node: ast.Attribute, want: Want, hops: list[Step], depth: int,
                        element: int | None = None) -> Trace | None:
        base = node.value
        if _is_self(base) and scope.owner is not None:
            return self._attribute(scope.owner, node.attr, want, hops, depth + 1, element)
        if isinstance(base, ast.Attribute):
            # `self.scaler.divisor`: an attribute of an object the cell holds (a plain class, a
            # jit_class instance), followed into that object's own `__init__`.
            holder = self._held(scope, base)
            if holder is not _UNKNOWN and not inspect.ismodule(holder) and _class_node_of_any(holder):
                return self._attribute(holder, node.attr, want, hops, depth + 1, element)
            return None
        if isinstance(base, ast.Name):
            holder = scope.observed(base.id)
            if holder is _UNKNOWN:
                holder = scope.namespace.get(base.id, _UNKNOWN)
            if inspect.ismodule(holder):
                return self._module_attribute(holder, node.attr, want, hops, depth, element)
            if inspect.isclass(holder):
                found = self._class_attribute(holder, node.attr, want, hops)
                if found is not None:
                    return found
            if holder is not _UNKNOWN:
                found = self._config_value(scope, node, want, hops, depth)
                if found is None and not isinstance(holder, ValueFacts) and _class_node_of_any(holder):
                    # `tok.bos_id` of an object of the user's class: where its `__init__` set it.
                    found = self._attribute(holder, node.attr, want, hops, depth + 1, element)
                return found
            return self._config_instance(scope, base.id, node.attr, want, hops, depth + 1)
        return None

    def _module_attribute(self, module: Any, attribute: str, want: Want, hops: list[Step], depth: int,
                          element: int | None = None) -> Trace | None:
        """`cfg.N_FFT` of a user module: the top-level statement that binds it."""
        file = getattr(module, "__file__", None)
        scope = self._module_scope(file) if file and source.is_user_file(file) else None
        return self._global(scope, attribute, want, hops, depth + 1, element) if scope is not None else None

    def _class_attribute(self, cls: type, attribute: str, want: Want, hops: list[Step]) -> Trace | None:
        """`EvalConfig.top_k`: the assignment in the body of the user's class (or a base) that set it."""
        for owner in cls.__mro__:
            if attribute not in vars(owner):
                continue
            located = _class_node(owner)
            if located is None:
                return None
            file, node = located
            for statement in node.body:
                targets = statement.targets if isinstance(statement, ast.Assign) else \
                    [statement.target] if isinstance(statement, ast.AnnAssign) else []
                if any(isinstance(t, ast.Name) and t.id == attribute for t in targets):
                    return Trace(f"{cls.__name__}.{attribute}",
                                 Step(node_span(file, statement), tr("label.config_value", name=attribute),
                                      source.segment(file, statement)), tuple(hops), want)
            return None
        return None

    def _config_instance(self, scope: Scope, name: str, attribute: str, want: Want, hops: list[Step],
                         depth: int) -> Trace | None:
        """`cfg.n_heads` where `cfg` is a parameter no frame holds: followed to the caller's
        argument and on to where the config object was made (`cfg = EncoderConfig(n_heads=5)`):
        the keyword given there, else the class's field default."""
        if depth > _MAX_DEPTH:
            return None
        function = scope.function
        if function is not None and name in source.parameter_names(function):
            entered = scope.caller()
            passed = _argument_for(entered[1], function, name, True) if entered is not None else None
            if entered is None or passed is None:
                return None
            outer, call = entered
            hop = Step(outer.span(passed), tr("label.passed_as", name=name), outer.text(passed))
            if not isinstance(passed, ast.Name):
                # `Encoder(cfg.encoder)`: the nested config object as it is now, when it still holds
                # its class's default (nothing set it since).
                held = self._held_value(outer.at(call.lineno), passed)
                return self._default_field(held, attribute, want, [hop, *hops])
            return self._config_instance(outer.at(call.lineno), passed.id, attribute, want, [hop, *hops], depth + 1)
        held = scope.observed(name)
        held = scope.namespace.get(name, _UNKNOWN) if held is _UNKNOWN else held
        if inspect.ismodule(held):  # `import audio_config as cfg` passed on as `cfg`
            return self._module_attribute(held, attribute, want, hops, depth)
        definition = self._definition_of(scope, name)
        made = definition[1] if definition is not None else None
        if not isinstance(made, ast.Call):
            return None
        if _callee(made.func) == "parse_args" or self._parses_arguments(definition[0], made):
            return self._argparse_default(definition[0].file, attribute, want, hops)
        given = next((k.value for k in made.keywords if k.arg == attribute), None)
        if given is not None:
            return Trace(attribute, Step(definition[0].span(given), tr("label.config_value", name=attribute),
                                         definition[0].text(given)), tuple(hops), want)
        cls = resolve_expression(made.func, dict(definition[0].namespace or {})) if isinstance(made.func, (ast.Name, ast.Attribute)) else None
        return self._field_of(cls, attribute, want, hops) if isinstance(cls, type) else None

    def _held_value(self, scope: Scope, node: ast.expr) -> Any:
        """The live object a `name.attr.attr` chain of a scope names (a module's `cfg.encoder`),
        read without running properties; _UNKNOWN when any part is not known."""
        base = node
        while isinstance(base, ast.Attribute):
            base = base.value
        if not isinstance(base, ast.Name) or _is_self(base):
            return _UNKNOWN
        holder = scope.observed(base.id)
        if holder is _UNKNOWN:
            holder = scope.namespace.get(base.id, _UNKNOWN)
        if holder is _UNKNOWN or isinstance(holder, ValueFacts):
            return _UNKNOWN
        held = resolve_expression(node, {base.id: holder})
        return _UNKNOWN if held is None else held

    def _default_field(self, held: Any, attribute: str, want: Want, hops: list[Step]) -> Trace | None:
        """`held.<attribute>` where it still has its class's default: the field's line."""
        if held is _UNKNOWN or isinstance(held, (type, int, float, str, bool, list, tuple, dict)):
            return None
        default = _class_default(type(held), attribute)
        try:
            kept = default is not _UNKNOWN and getattr(held, attribute) == default
        except Exception:  # noqa: BLE001 - an attribute that cannot be read or compared is not known
            kept = False
        return self._field_of(type(held), attribute, want, hops) if kept is True else None

    def _held(self, scope: Scope, node: ast.expr) -> Any:
        """The live object an expression of `self` attributes names (`self.scaler`), else _UNKNOWN."""
        if _is_self(node):
            return scope.owner if scope.owner is not None else _UNKNOWN
        if isinstance(node, ast.Attribute):
            base = self._held(scope, node.value)
            if base is _UNKNOWN or isinstance(base, ValueFacts):
                return _UNKNOWN
            try:
                return getattr(base, node.attr)
            except Exception:  # noqa: BLE001 - an attribute that cannot be read is not known
                return _UNKNOWN
        return _UNKNOWN

    def _attribute(self, owner: Any, attribute: str, want: Want, hops: list[Step], depth: int,
                   element: int | None = None) -> Trace | None:
        try:
            value = inspect.getattr_static(owner, attribute, None)
        except Exception:  # noqa: BLE001
            value = None
        site = self.site_of(value) if value is not None else None
        if site is not None and want.kind in ("any", "rank"):
            return Trace(attribute, Step(site, tr("label.built_here"), _line(site)), tuple(hops), want)
        return self._assigned_in_class(owner, attribute, want, hops, depth, element)

    def _attribute_statement(self, owner: Any, attribute: str) -> tuple[Scope, ast.stmt] | None:
        """The `self.<attribute> = value` statement of the owner's `__init__`, with its scope."""
        for cls in type(owner).__mro__:
            located = _class_node(cls)
            if located is None:
                continue
            file, class_node = located
            init = next((n for n in class_node.body if isinstance(n, ast.FunctionDef) and n.name == "__init__"), None)
            statements = source.self_attribute_assignments(init, attribute) if init is not None else []
            if statements and getattr(statements[-1], "value", None) is not None:
                scope = self._init_scope(owner, cls, file, init)  # type: ignore[arg-type]
                return (scope, statements[-1]) if scope is not None else None
        return None

    def _assigned_in_class(self, owner: Any, attribute: str, want: Want, hops: list[Step], depth: int,
                           element: int | None = None) -> Trace | None:
        """`self.<attribute> = ...` in the owner's `__init__` (or another method), followed on."""
        for cls in type(owner).__mro__:
            located = _class_node(cls)
            if located is None:
                continue
            file, class_node = located
            methods = sorted((n for n in class_node.body if isinstance(n, ast.FunctionDef)), key=lambda m: m.name != "__init__")
            for method in methods:
                statements = source.self_attribute_assignments(method, attribute)
                if not statements:
                    continue
                statement = statements[-1]
                value = getattr(statement, "value", None)
                scope = self._init_scope(owner, cls, file, method)
                if value is None or scope is None:
                    return Trace(attribute, Step(node_span(file, statement), tr("label.built_here"),
                                                 source.segment(file, statement)), tuple(hops), want)
                # The statement that stores it is a hop on the way when the value was made elsewhere.
                stored = Step(node_span(file, statement), tr("label.stored_as", name=f"self.{attribute}"),
                              scope.text(statement))
                return self._expr(scope.at(statement.lineno), value, want, [stored, *hops], depth + 1, statement=statement,
                                  element=element, name=attribute)
        return self._dataclass_field(owner, attribute, want, hops, depth, element)

    def _dataclass_field(self, owner: Any, attribute: str, want: Want, hops: list[Step], depth: int,
                         element: int | None) -> Trace | None:
        """A field of a dataclass instance, whose `__init__` has no source: the argument its
        constructor call passed, else its default when the instance still holds it."""
        if not dataclasses.is_dataclass(owner) or isinstance(owner, type):
            return None
        fields = [f for f in dataclasses.fields(owner) if f.init]
        names = [f.name for f in fields]
        if attribute not in names:
            return None
        made = self._construction_call(owner)
        if made is not None:
            outer, call = made
            argument = next((k.value for k in call.keywords if k.arg == attribute), None)
            index = names.index(attribute)
            if argument is None and not any(isinstance(a, ast.Starred) for a in call.args[: index + 1]) \
                    and index < len(call.args):
                argument = call.args[index]
            if argument is not None:
                hop = Step(outer.span(argument), tr("label.passed_as", name=attribute), outer.text(argument))
                return self._expr(outer.at(call.lineno), argument, want, [hop, *hops], depth + 1, element=element,
                                  name=attribute)
        default = fields[names.index(attribute)].default
        try:
            unchanged = default is not dataclasses.MISSING and getattr(owner, attribute) == default
        except Exception:  # noqa: BLE001 - a value that cannot be compared is not known to be the default
            unchanged = False
        return self._field_of(type(owner), attribute, want, hops) if unchanged is True else None

    def _init_scope(self, owner: Any, cls: type, file: str, method: ast.FunctionDef) -> Scope | None:
        module = sys.modules.get(cls.__module__)

        def caller() -> tuple[Scope, ast.Call] | None:
            return self._construction_call(owner) if method.name == "__init__" else None

        return Scope(file, method, (method.end_lineno or method.lineno) + 1, None, None,
                     dict(vars(module)) if module is not None else {}, caller, owner)

    def _construction_call(self, obj: Any) -> tuple[Scope, ast.Call] | None:
        """The call that built `obj`: where msdiag saw it built, else the parent's `self.x = Cls(...)`."""
        site = self.site_of(obj)
        if site is not None:
            tree = source.parse_file(site.file)
            call = source.innermost(tree, ast.Call, site.line, site.column) if tree is not None else None
            if call is not None:
                function = source.enclosing_function(tree, site.line)
                parent = self._user_parent(obj)
                caller: Callable[[], tuple[Scope, ast.Call] | None] = lambda: None
                if parent is not None and function is not None:
                    if function.name == "__init__":
                        caller = self._scope_caller(parent[0])
                    else:
                        # Built in a helper (`def norm(ch): return nn.GroupNorm(4, ch)`): entered from
                        # the parent's `self.<attribute> = norm(...)`.
                        # Or, when the helper's result is gathered first (`stages.append(stage(...))`),
                        # its one call in its module.
                        caller = lambda: self._helper_call(parent, function.name, obj) or (  # noqa: E731
                            self._only_call(site.file, function) if function in getattr(tree, "body", []) else None)
                elif function is not None and function in getattr(tree, "body", []):
                    # A top-level builder (`build_encoder(cfg)`) called from one place in its module.
                    caller = lambda: self._only_call(site.file, function)  # noqa: E731
                scope = Scope(site.file, function if function is not None else tree, site.line,
                              self._watching_frame_locals(site.file, function), None,
                              dict(_namespace_of_file(site.file)), caller,
                              parent[0] if parent is not None and function is not None and function.name == "__init__" else None)
                return scope, call
        parent = self._parent_of(obj)
        if parent is None:
            return None
        holder, attribute = parent
        if not _class_node_of_any(holder):
            # Held by a MindSpore container (CellList, SequentialCell): the container's own
            # statement builds it, as a list element or the element of a comprehension.
            outer = self._construction_call(holder)
            element = _element_call(outer[1], holder, obj) if outer is not None else None
            return (outer[0], element) if outer is not None and element is not None else None
        for cls in type(holder).__mro__:
            located = _class_node(cls)
            if located is None:
                continue
            file, class_node = located
            init = next((n for n in class_node.body if isinstance(n, ast.FunctionDef) and n.name == "__init__"), None)
            statements = source.self_attribute_assignments(init, attribute) if init is not None else []
            if statements:
                value = getattr(statements[-1], "value", None)
                while isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and isinstance(value.func.value, ast.Call):
                    value = value.func.value  # nn.Dense(...).to_float(...)
                if isinstance(value, ast.Call) and init is not None:
                    return self._init_scope(holder, cls, file, init).at(statements[-1].lineno), value
        return None

    def _watching_frame_locals(self, file: str, function: ast.AST | None) -> dict[str, Any] | None:
        """The locals of the function that makes the watched call, when an object was built in that
        same function (`tok = Tokenizer(...)`; `model = Net(tok.bos_id)`; `model(x)`): the values
        it holds at the call, the nearest thing to those it held when it built the object."""
        site = self.ev.target.call_site
        if site is None or site.file != file or function is None or not hasattr(function, "lineno"):
            return None
        inside = function.lineno <= site.line <= (getattr(function, "end_lineno", None) or function.lineno)
        return dict(site.locals) if inside and site.locals else None

    def _only_call(self, file: str, function: ast.FunctionDef | ast.AsyncFunctionDef) -> tuple[Scope, ast.Call] | None:
        """The one call of a module-level function in its own module, with the scope it is in;
        nothing when it is called from several places or none."""
        # Its own module, and the file of the watched call (a notebook cell, a script that imports
        # it); for a function typed into a notebook cell, every cell run so far.
        site = self.ev.target.call_site
        searched = [file] + ([site.file] if site is not None and site.file != file else [])
        if files.in_memory(file):
            cells = [f for f in source.user_files() if files.in_memory(f)]
            # the cells run after the one that defines it (earlier ones cannot call it)
            searched += [f for f in cells[cells.index(file) + 1:] if f not in searched] if file in cells else []
        # and the user's modules that import it by name (`from utils import causal_mask`); a
        # notebook's cells share one namespace: one cell that imports it makes it every cell's
        importers = [f for f in source.user_files() if f not in searched and _imports_name(f, function.name)]
        if any(files.in_memory(f) for f in importers):
            importers += [f for f in source.user_files() if files.in_memory(f) and f not in importers]
        searched += [f for f in importers if f not in searched]
        calls = []
        for where in searched:
            tree = source.parse_file(where)
            if tree is None:
                continue
            calls += [(where, tree, node) for node in ast.walk(tree)
                      if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == function.name]
        if len(calls) != 1:
            return None
        where, tree, call = calls[0]
        enclosing = source.enclosing_function(tree, call.lineno)
        if enclosing is function:
            return None
        module = self._module_scope(where)
        if module is None:
            return None
        scope = module if enclosing is None else replace(module, node=enclosing)
        return scope.at(call.lineno), call

    def _instance_call(self, file: str, tree: ast.Module,
                       function: ast.FunctionDef | ast.AsyncFunctionDef) -> tuple[Scope, ast.Call] | None:
        """For a cell's `construct` read from the source: the one call of the one instance the
        user's code binds to a name (`net = Forecaster(...)`, then `net(x, horizon)`, also in a
        function nested where `net` was bound), with the scope it is in."""
        owner = next((node for node in tree.body if isinstance(node, ast.ClassDef) and function in node.body), None)
        if owner is None:
            return None
        site = self.ev.target.call_site
        searched = [file] + ([site.file] if site is not None and site.file != file else [])
        searched += [f for f in source.user_files() if f not in searched and _imports_name(f, owner.name)]
        calls = []
        for where in searched:
            found = source.parse_file(where)
            for made in ast.walk(found) if found is not None else ():
                if not (isinstance(made, ast.Assign) and len(made.targets) == 1 and isinstance(made.targets[0], ast.Name)
                        and isinstance(made.value, ast.Call) and _callee(made.value.func) == owner.name):
                    continue
                bound = made.targets[0].id
                around = source.enclosing_function(found, made.lineno) or found  # type: ignore[arg-type]
                calls += [(where, found, node) for node in ast.walk(around)
                          if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == bound]
        if len(calls) != 1:
            return None
        where, found, call = calls[0]
        module = self._module_scope(where)
        if module is None:
            return None
        enclosing = source.enclosing_function(found, call.lineno)  # type: ignore[arg-type]
        scope = module if enclosing is None else replace(module, node=enclosing)
        return scope.at(call.lineno), call

    def _helper_call(self, parent: tuple[Any, str], helper: str, obj: Any) -> tuple[Scope, ast.Call] | None:
        """The parent's `self.<attribute> = helper(...)`, or the `helper(...)` element of the
        container it builds there (`nn.SequentialCell([up(64, 32), ...])`) that holds `obj`:
        where a layer built in `helper` came from."""
        made = self._statement_scope(*parent)
        if made is None:
            return None
        if _callee(made[1].func) == helper:
            return made
        container = getattr(parent[0], parent[1], None)
        element = _container_element(made[1], container, obj) if container is not None else None
        return (made[0], element) if isinstance(element, ast.Call) and _callee(element.func) == helper else None

    def _user_parent(self, child: Any) -> tuple[Any, str] | None:
        """The nearest holder of `child` that is one of the user's classes: a layer built inside
        `nn.SequentialCell([...])` in `Net.__init__` was built by the `Net`, whose `self` it is."""
        parent = self._parent_of(child)
        for _ in range(_MAX_DEPTH):
            if parent is None or _class_node_of_any(parent[0]):
                return parent
            parent = self._parent_of(parent[0])
        return None

    def _scope_caller(self, holder: Any) -> Callable[[], tuple[Scope, ast.Call] | None]:
        return lambda: self._construction_call(holder)

    def _parent_of(self, child: Any) -> tuple[Any, str] | None:
        roots = [self.ev.target.obj, *self.ev.target.args] + [f.locals.get("self") for f in self.frames]
        return self._held_in(roots, child) or self._held_in(self._frame_models(), child)

    def _frame_models(self) -> list[Any]:
        """The cells the traceback's frames hold: a model handed to MindSpore's code outside any
        graph call (`load_param_into_net(net, ...)`) has no watched call to name it."""
        frames = self.ev.eager.frames if self.ev.eager is not None else []
        found: dict[int, Any] = {}
        for frame in frames:
            for value in list(frame.locals.values()):
                if hasattr(value, "cells_and_names") and not isinstance(value, type):
                    found.setdefault(id(value), value)
        return list(found.values())

    @staticmethod
    def _held_in(roots: list[Any], child: Any) -> tuple[Any, str] | None:
        for root in roots:
            cells = root.cells_and_names() if hasattr(root, "cells_and_names") else []
            for _, cell in cells:
                for attribute, sub in msapi.child_cells(cell).items():
                    if sub is child:
                        return cell, attribute
                # A plain object or a jit_class instance is an ordinary attribute of the cell.
                for attribute, held in list(getattr(cell, "__dict__", {}).items()):
                    if held is child and not attribute.startswith("_"):
                        return cell, attribute
        return None

    # -- layers: where a sub-cell's size was chosen ---------------------------------------------

    def _built(self, owner: Any, attribute: str, layer: Any, target: Any, hops: list[Step], depth: int,
               side: str = "in", wanted: int | None = None) -> Trace | None:
        """Where `target` (the layer `owner.<attribute>`, or a layer inside it) was built, and on to
        where the size it was built with was chosen (`wanted`: the size its input really has)."""
        made = self._construction_call(target) if self.site_of(target) is not None else None
        if made is None:
            made = self._statement_scope(owner, attribute)
            if made is not None and target is not layer and layer is not None:
                element = _container_element(made[1], layer, target)
                made = (made[0], element) if isinstance(element, ast.Call) else None
        if made is None:
            return None
        scope, call = made
        built = Step(scope.span(call), tr("label.built_here"), scope.text(call))
        argument = _size_argument(call, side)
        if argument is None:
            return Trace(attribute, built, tuple(hops), Want("any"))
        swapped = _layer_arguments_swapped(call, target)
        if swapped is not None:
            # `nn.Embedding(cfg.embed_dim, cfg.vocab_size)`: the call gives the sizes in another
            # order than the layer takes them; the call is the line to change.
            argument_text, parameter, parameters = swapped
            label = tr("label.swapped", argument=argument_text, name=parameter, function=ast.unparse(call.func),
                       parameters=parameters)
            return Trace(attribute, Step(scope.span(call), label, scope.text(call), kind="swapped",
                                         name=f"{ast.unparse(call.func)}({parameters})"), tuple(hops), Want("any"))
        size = getattr(target, "in_channels" if side == "in" else "out_channels", None)
        return self._size(scope, argument, [built, *hops], depth, wanted,
                          total=size if isinstance(size, int) and not isinstance(size, bool) else None)

    def _statement_scope(self, owner: Any, attribute: str) -> tuple[Scope, ast.Call] | None:
        for cls in type(owner).__mro__:
            located = _class_node(cls)
            if located is None:
                continue
            file, class_node = located
            for method in (n for n in class_node.body if isinstance(n, ast.FunctionDef)):
                statements = source.self_attribute_assignments(method, attribute)
                if statements:
                    value = getattr(statements[-1], "value", None)
                    while isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and isinstance(value.func.value, ast.Call):
                        value = value.func.value
                    if isinstance(value, ast.Call):
                        return self._init_scope(owner, cls, file, method).at(statements[-1].lineno), value
        return None

    def _size(self, scope: Scope, argument: ast.expr, hops: list[Step], depth: int,
              wanted: int | None = None, total: int | None = None) -> Trace | None:
        """A size argument followed while it is only passed through: up through bare constructor
        parameters to the argument of the parent's call, and into config constants. A parameter
        that sizes other layers too is a real size: the layer is the place to change. Where the
        size is computed (`c2 * feat_hw * feat_hw`) and `wanted` is known, the one part that can
        make it `wanted` is followed on."""
        if depth > _MAX_DEPTH:
            return None
        if isinstance(argument, (ast.Tuple, ast.List)) and len(argument.elts) == 1:
            argument = argument.elts[0]  # `nn.LayerNorm((dim,))`
        function = scope.function
        if isinstance(argument, ast.Name) and function is not None and argument.id in source.parameter_names(function):
            entered = scope.caller()
            if entered is not None:
                swapped = self._swapped(entered[0], entered[1], _argument_for(entered[1], function, argument.id, True),
                                        function, argument.id, hops, Want("any"))
                if swapped is not None:
                    return swapped
        left = self._left_out(scope, argument, hops) if isinstance(argument, ast.Name) and function is not None \
            and argument.id in source.parameter_names(function) else None
        if left is not None:
            return left
        if isinstance(argument, ast.Name) and function is not None and argument.id in source.parameter_names(function) \
                and (_uses(function, argument.id) <= 1 or _sizes_inputs_only(function, argument) or self._everywhere):
            entered = scope.caller()
            if entered is not None:
                outer, call = entered
                passed = _argument_for(call, function, argument.id, True)
                if passed is None:
                    mapped = self._from_mapping(outer.at(call.lineno), call, argument.id, Want("any"), hops, depth + 1)
                    if mapped is not None:
                        return mapped
                    default = source.default_of(function, argument.id)
                    if default is not None and _is_number_literal(default) and not _passed_keyword_forward(call):
                        # `def __init__(self, hidden=48)` built as `Net()`: the default is the size.
                        left = Step(outer.span(call), tr("label.called_without", name=argument.id,
                                                         default=ast.unparse(default)), outer.text(call))
                        return Trace(argument.id, Step(scope.span(default), tr("label.size_chosen"), scope.text(default)),
                                     (left, *hops), Want("any"))
                if passed is not None:
                    hop = Step(outer.span(call), tr("label.passed_as", name=argument.id), outer.text(call))
                    found = self._size(outer.at(call.lineno), passed, [hop, *hops], depth + 1, wanted)
                    if found is not None and not self._everywhere and _same_name(found.root, argument.id) \
                            and not _computed_root(found.root):
                        # `seq_len` handed on as `seq_len` up to a real `SEQ_LEN`: the value is what
                        # its name says, and the layer that took it for another size is the place.
                        return Trace(argument.id, Step(scope.span(argument), tr("label.size_chosen"),
                                                       scope.text(argument)), tuple(hops), Want("any"))
                    return found or \
                        Trace(argument.id, Step(outer.span(passed), tr("label.size_chosen"), outer.text(passed)), tuple(hops[1:]) if hops else (), Want("any"))
        computed = self._computed_field(scope, argument, hops) if isinstance(argument, ast.Attribute) else None
        if computed is not None:
            return computed
        if isinstance(argument, ast.Attribute) and isinstance(argument.value, ast.Name) and not _is_self(argument.value) \
                and function is not None and _field_reads(source.parse_file(scope.file) or function, argument.attr) > 1 \
                and not self._everywhere and not self._computed_setting(scope, argument, depth):
            # `cfg.hidden` that sizes the GRU and the head alike is a real size, like a parameter
            # that sizes other layers too: the layer given it is the place to change.
            return Trace(ast.unparse(argument), Step(scope.span(argument), tr("label.size_chosen"), scope.text(argument)),
                         tuple(hops), Want("any"))
        if isinstance(argument, ast.Name) and function is not None and argument.id not in source.parameter_names(function) \
                and _last_assignment(function, argument.id, scope.line) is None \
                and _uses(source.parse_file(scope.file) or function, argument.id) > 1 and not self._everywhere:
            # `HIDDEN` that sizes several layers is a real size too: the place that gave it to
            # this one (`width = HIDDEN` before a loop) is what to change.
            return Trace(argument.id, Step(scope.span(argument), tr("label.size_chosen"), scope.text(argument)),
                         tuple(hops), Want("any"))
        constant = self._config_value(scope, argument, Want("any"), [Step(scope.span(argument), tr("label.size_from"), scope.text(argument)), *hops], depth)
        if constant is not None:
            computed = self._computed_constant(constant, list(constant.hops), depth, wanted) if wanted is not None else None
            return computed or constant
        if isinstance(argument, ast.Name) and function is not None and argument.id not in source.parameter_names(function) \
                and (_uses(function, argument.id) <= 1 or self._helper_made(scope, function, argument.id)
                     or _running_width(function, argument.id, scope.line)
                     or _set_in_loop_of(function, argument.id, scope.line)):
            # A local that sizes other layers too (`up_ch` of the up-sampling and of the decoder)
            # is a real size: like such a parameter, the layer given it is the place to change.
            statement = _last_assignment(function, argument.id, scope.line)
            if statement is not None and getattr(statement, "value", None) is not None:
                value, index = _assigned_value(statement, argument.id)
                # `a, b = 3, 4` gives its element; `a, b = make()` the whole call, with no size to solve.
                value, wanted = (value, wanted) if value is not None and index is None else (statement.value, None)
                return self._size(scope.at(statement.lineno), value, hops, depth + 1, wanted) or \
                    Trace(argument.id, Step(scope.span(statement), tr("label.size_chosen"), scope.text(statement)), tuple(hops), Want("any"))
        if isinstance(argument, ast.Attribute) and _is_self(argument.value) and scope.owner is not None \
                and wanted is not None:
            # `self.num_tokens` set earlier in `__init__` (`self.num_tokens = side * side`): solved there.
            stored = self._attribute_statement(scope.owner, argument.attr)
            value = getattr(stored[1], "value", None) if stored is not None else None
            if value is not None and isinstance(value, (ast.BinOp, ast.Call, ast.Name)):
                hop = Step(scope.span(argument), tr("label.size_from"), scope.text(argument))
                found = self._size(stored[0].at(stored[1].lineno), value, [hop, *hops], depth + 1, wanted)  # type: ignore[index]
                if found is not None:
                    return found
        if isinstance(argument, ast.Attribute) and isinstance(argument.value, ast.Attribute) \
                and _is_self(argument.value.value) and scope.owner is not None:
            # `self.patch_embed.num_patches`: set in the sub-cell's own `__init__`, followed there.
            holder = self._held(scope, argument.value)
            stored = self._attribute_statement(holder, argument.attr) if holder is not _UNKNOWN else None
            if stored is not None:
                inner, statement = stored
                hop = Step(scope.span(argument), tr("label.size_from"), scope.text(argument))
                return self._size(inner.at(statement.lineno), statement.value, [hop, *hops], depth + 1, wanted)  # type: ignore[attr-defined]
        if isinstance(argument, ast.Call) and wanted is not None:
            helper = self._helper_result(scope, argument, hops, depth, wanted)
            if helper is not None:
                return helper
        if isinstance(argument, ast.Call) and _callee(argument.func) in _SIZE_OF and len(argument.args) == 1 \
                and not argument.keywords and isinstance(argument.args[0], (ast.Name, ast.Attribute, ast.Subscript, ast.Call)):
            # `int(sum(field_dims))`, `len(vocab)`: the size is the collection's, followed there.
            inner = argument.args[0]
            return self._size(scope, inner, hops, depth + 1, wanted if _callee(argument.func) == "int" else None)
        if wanted is not None and not isinstance(argument, (ast.Name, ast.Attribute, ast.Subscript, ast.Constant)):
            # `total`: the size the layer was built with, which a part no reading gives is solved from
            solved = self._solved(scope, argument, wanted, hops, depth, total=total)
            if solved is not None:
                return solved
        return Trace(ast.unparse(argument), Step(scope.span(argument), tr("label.size_chosen"), scope.text(argument)),
                     tuple(hops), Want("any"))

    def _left_out(self, scope: Scope, argument: ast.Name, hops: list[Step]) -> Trace | None:
        """`SinusoidalPositions(d_model)` in an `__init__` that takes `max_len` and never reads it:
        the callee's `max_len` stays at its default, and the call is where the caller's value was
        meant to go."""
        entered = scope.caller()
        if entered is None or scope.function is None:
            return None
        outer, call = entered
        default = source.default_of(scope.function, argument.id)
        if outer.function is None or default is None or source.unused_parameter(outer.function) != argument.id \
                or not source.leaves_at_default(call, scope.function, argument.id):
            return None
        root = Step(outer.span(call), tr("label.called_without", name=argument.id, default=ast.unparse(default)),
                    outer.text(call), kind="omitted", name=argument.id)
        chosen = Step(scope.span(default), tr("label.default_is", name=argument.id, default=ast.unparse(default)),
                      scope.text(default))
        return Trace(argument.id, root, (chosen, *hops), Want("any"))

    def _computed_field(self, scope: Scope, argument: ast.Attribute, hops: list[Step]) -> Trace | None:
        """`tok.vocab_size` of an object of one of the user's classes (not a config) whose
        `__init__` computes it (`self.vocab_size = len(self.chars)`): that computation."""
        if not isinstance(argument.value, ast.Name) or _is_self(argument.value):
            return None
        holder = scope.observed(argument.value.id)
        cls: Any = type(holder)
        if holder is _UNKNOWN:
            # Not seen live (the function that built it is not a frame of the re-run): the class
            # its one assignment calls (`tok = SmilesTokenizer(corpus)`).
            made = _last_assignment(scope.node, argument.value.id, scope.line)
            value = getattr(made, "value", None)
            cls = scope.namespace.get(_callee(value.func) or "") if isinstance(value, ast.Call) else None
        if not isinstance(cls, type) or isinstance(holder, (ValueFacts, type, types.ModuleType)) \
                or dataclasses.is_dataclass(cls) or not source.is_user_file(source.class_file(cls) or ""):
            return None
        hop = Step(scope.span(argument), tr("label.size_from"), scope.text(argument))
        for base in cls.__mro__:
            held = vars(base).get(argument.attr)
            getter = source.user_function_node(held.fget) if isinstance(held, property) else None
            returns = [n for n in ast.walk(getter) if isinstance(n, ast.Return) and n.value is not None] \
                if getter is not None else []
            if len(returns) == 1:
                # `tok.vocab_size` a property of the tokenizer (`return len(self.word2id)`): its `return`.
                file = inspect.unwrap(held.fget).__code__.co_filename  # type: ignore[union-attr]
                return Trace(ast.unparse(argument), Step(node_span(file, returns[0]), tr("label.size_chosen"),
                                                         (source.segment(file, returns[0]) or "").strip()[:100]),
                             (hop, *hops), Want("any"))
            located = _class_node(base)
            init = next((n for n in located[1].body if isinstance(n, ast.FunctionDef) and n.name == "__init__"),
                        None) if located is not None else None
            statements = source.self_attribute_assignments(init, argument.attr) if init is not None else []
            if not statements:
                continue
            statement = statements[-1]
            if not isinstance(getattr(statement, "value", None), (ast.BinOp, ast.Call)):
                return None
            file = located[0]  # type: ignore[index]
            text = (source.segment(file, statement) or "").strip().splitlines()[:1]
            return Trace(ast.unparse(argument), Step(node_span(file, statement), tr("label.size_chosen"),
                                                     text[0][:100] if text else ""), (hop, *hops), Want("any"))
        return None

    def _helper_made(self, scope: Scope, function: ast.AST, name: str) -> bool:
        """Whether a local was last set by a call of the user's helper (`side = conv_out_size(...)`):
        a formula, whatever else reads the local."""
        statement = _last_assignment(function, name, scope.line)
        value = getattr(statement, "value", None)
        return isinstance(value, ast.Call) and self._user_function(scope, value) is not None

    def _computed_setting(self, scope: Scope, node: ast.expr, depth: int) -> bool:
        """Whether a config value is computed from others where it is defined (`NUM_PATCHES =
        SEQ_LEN // PATCH_LEN`): shared by several layers or not, the computation may be wrong."""
        defined = self._config_value(scope, node, Want("any"), [], depth + 1)
        return defined is not None and _computed_root(defined.root)

    def _computed_constant(self, constant: Trace, hops: list[Step], depth: int, wanted: int) -> Trace | None:
        """A module constant computed from others (`FLAT = CHANNELS[-1] * feature_map_size() ** 2`),
        found at `constant`'s root, that should have been `wanted`: the one part of its computation
        that can make it so, followed on from the constant's line."""
        module = self._module_scope(constant.root.span.file)
        statement = source.statement_at(constant.root.span.file, constant.root.span.line)
        if module is None or not isinstance(statement, ast.Assign) or len(statement.targets) != 1 \
                or not isinstance(statement.targets[0], ast.Name) or not isinstance(statement.value, ast.BinOp):
            return None
        total = module.namespace.get(statement.targets[0].id)  # the value it was computed to
        # The computation's own step stands on the constant's line.
        solved = self._solved(module.at(statement.lineno), statement.value, wanted, hops, depth + 1, total=total)
        part = solved.root.text.strip().split("=")[0].strip() if solved is not None else ""
        if solved is not None and part.isidentifier() and _read_elsewhere(part, constant.root.span.file) > 0:
            # The part that could give the size (`SEQ_LEN` of `NUM_PATCHES = SEQ_LEN // PATCH_LEN`)
            # is a setting other code reads too: the data has that size, and the computation that
            # combines the settings is the place to change.
            return constant
        return solved

    def _helper_result(self, scope: Scope, call: ast.Call, hops: list[Step], depth: int, wanted: int) -> Trace | None:
        """A size returned by a helper that computes it (`feature_map_size()`): the statement that
        last set the value it returns (`size = size - KERNEL + 1` in its loop)."""
        function = self._user_function(scope, call)
        inner = self._function_scope(function, (scope, call)) if function is not None else None
        if inner is None or inner.function is None:
            return None
        returns = [n for n in ast.walk(inner.function) if isinstance(n, ast.Return) and n.value is not None]
        if len(returns) != 1:
            return None
        returned = returns[0].value
        hop = Step(inner.span(returns[0]), tr("label.returned_by", function=inner.function.name), inner.text(returns[0]))
        statement = _last_assignment(inner.function, returned.id, returns[0].lineno) \
            if isinstance(returned, ast.Name) else None
        if statement is not None:
            value = getattr(statement, "value", None)
            return self._size(inner.at(statement.lineno), value, [hop, *hops], depth + 1, wanted) \
                if value is not None else None
        return self._size(inner.at(returns[0].lineno), returned, [hop, *hops], depth + 1, wanted)

    def _solved(self, scope: Scope, expression: ast.expr, wanted: int, hops: list[Step], depth: int,
                total: Any = None) -> Trace | None:
        """`c2 * feat_hw * feat_hw` built 1024 where 784 was needed: only `feat_hw` (8 -> 7) can fix
        it, so `feat_hw` is followed on, with the computation as a labelled step. Nothing when the
        parts' values cannot all be read, or when more than one part (or a literal here) could be
        the one to change: then this line is the place. With `total`, the value the expression
        had, one call of a helper (`feature_map_size() ** 2`) may be a part: its result is what
        makes the total."""
        square = _squared(expression)
        root = math.isqrt(wanted) if wanted > 0 else 0
        if square is not None and root * root == wanted:
            # `side * side` (or `side ** 2`) built for another square: `side` should be its root.
            known = total if total is not None else self._static(scope, expression, depth)
            step = Step(scope.span(expression), tr("label.size_computed", name=ast.unparse(square),
                                                   value=known if is_number(known) else ast.unparse(expression),
                                                   wanted=wanted), scope.text(expression))
            return self._size(scope, square, [step, *hops], depth + 1, root)
        parts = arith.parts(expression, calls=is_number(total))
        if not parts:
            return None
        values: dict[str, Any] = {}
        unknown = [name for name, part in parts.items() if isinstance(part, ast.Call)]
        for name, part in parts.items():
            if name in unknown:
                continue
            value = part.value if isinstance(part, ast.Constant) else self._static(scope, part, depth)
            if not is_number(value) and is_number(total) and isinstance(part, ast.Name) \
                    and scope.function is not None and self._helper_made(scope.at(expression.lineno), scope.function, part.id):
                # `side = feature_grid(...)` a line above: what the helper gave, read back from the
                # size the layer was built with
                unknown.append(name)
                continue
            if not is_number(value):
                return None
            values[name] = value
        if unknown:
            inferred = arith.infer(expression, values, unknown[0], total) if len(unknown) == 1 else None
            if inferred is None:
                return None
            values[unknown[0]] = inferred
        solutions = arith.solve(expression, values, wanted)
        # The `+ 1` of a [CLS] slot or an `- 1` offset is an idiom, not a size anyone tunes.
        solutions = {name: fixed for name, fixed in solutions.items()
                     if not (isinstance(parts[name], ast.Constant) and parts[name].value == 1)}  # type: ignore[attr-defined]
        if unknown and unknown[0] in solutions:
            # A helper's arithmetic is where a size goes wrong; the constants beside it state one.
            solutions = {unknown[0]: solutions[unknown[0]]}
        if len(solutions) > 1 and scope.function is not None:
            # `channels * side * side` with `side = image_size // 4` a line above: the size this
            # function computed itself is the one to doubt, not the setting it was given.
            computed = {name: fixed for name, fixed in solutions.items() if isinstance(parts[name], ast.Name)
                        and isinstance(getattr(_last_assignment(scope.function, parts[name].id, expression.lineno),  # type: ignore[attr-defined]
                                               "value", None), ast.BinOp)}
            solutions = computed if len(computed) == 1 else solutions
        if len(solutions) != 1:
            return None
        (name, fixed), = solutions.items()
        part = parts[name]
        if isinstance(part, ast.Constant):
            return None
        if isinstance(part, ast.Name) and scope.function is not None \
                and part.id not in source.parameter_names(scope.function) \
                and _last_assignment(scope.function, part.id, expression.lineno) is None \
                and _uses(source.parse_file(scope.file) or scope.function, part.id) + _read_elsewhere(part.id, scope.file) > 1:
            # `num_grades=REFERABLE_FROM + 1` with `REFERABLE_FROM` read for its own meaning
            # elsewhere too: the setting is right, the computation that sizes with it is the place.
            return None
        step = Step(scope.span(expression), tr("label.size_computed", name=ast.unparse(part),
                                               value=arith.evaluate(expression, values), wanted=wanted),
                    scope.text(expression))
        trace = self._size(scope, part, [step, *hops], depth + 1, fixed)
        if trace is None:
            return None
        # The part's own "the size comes from here" would repeat this step's line.
        hops, repeated = trace.hops, tr("label.size_from")
        kept = [hop for hop, following in zip(hops, hops[1:] + (None,))
                if following is None or hop.label != repeated
                or (hop.span.file, hop.span.line) != (following.span.file, following.span.line)]
        return replace(trace, hops=tuple(kept))

    def _static(self, scope: Scope, node: ast.expr, depth: int) -> Any:
        """The value `node` had where `scope` stands, read from the source and from values already
        at hand (module constants, the object being built, what the re-run saw): assignments,
        parameters up to the caller's argument, tuple unpacking, subscripts and arithmetic. Never
        calls user code; _UNKNOWN where it cannot tell."""
        if depth > _MAX_DEPTH:
            return _UNKNOWN
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, (ast.Tuple, ast.List)):
            items = [self._static(scope, element, depth + 1) for element in node.elts]
            return _UNKNOWN if any(item is _UNKNOWN for item in items) else tuple(items)
        if isinstance(node, ast.Name):
            return self._static_name(scope, node.id, depth)
        if isinstance(node, ast.Attribute):
            holder = self._static(scope, node.value, depth + 1)
            if holder is _UNKNOWN or isinstance(inspect.getattr_static(type(holder), node.attr, None), property):
                return _UNKNOWN
            try:
                return inspect.getattr_static(holder, node.attr)
            except AttributeError:
                # A Cell keeps its sub-cells and parameters in its own tables, not as attributes.
                stored = msapi.child_cells(holder).get(node.attr) if hasattr(holder, "cells_and_names") else None
                return stored if stored is not None else _UNKNOWN
        if isinstance(node, ast.Subscript):
            holder, index = self._static(scope, node.value, depth + 1), self._static(scope, node.slice, depth + 1)
            if isinstance(holder, (tuple, list, dict)) and isinstance(index, (int, str)):
                try:
                    return holder[index]  # type: ignore[index]
                except (IndexError, KeyError, TypeError):
                    return _UNKNOWN
            return _UNKNOWN
        parts = arith.parts(node)
        if not parts:
            return _UNKNOWN
        values = {}
        for name, part in parts.items():
            value = part.value if isinstance(part, ast.Constant) else self._static(scope, part, depth + 1)
            if not (is_number(value) or isinstance(value, (tuple, list))):
                return _UNKNOWN
            values[name] = value
        result = arith.evaluate(node, values)
        return _UNKNOWN if result is None else result

    def _static_name(self, scope: Scope, name: str, depth: int) -> Any:
        observed = scope.observed(name)
        if observed is not _UNKNOWN and not isinstance(observed, ValueFacts):
            return observed
        if name == "self" and scope.owner is not None:
            return scope.owner
        function = scope.function
        if function is not None:
            statement = _last_assignment(function, name, scope.line)
            if statement is not None:
                value, index = _assigned_value(statement, name)
                if value is None or isinstance(statement, (ast.AugAssign, ast.For, ast.With)):
                    return _UNKNOWN
                held = self._static(scope.at(statement.lineno), value, depth + 1)
                if index is None or held is _UNKNOWN:
                    return held
                return held[index] if isinstance(held, (tuple, list)) and index < len(held) else _UNKNOWN
            if name in source.parameter_names(function) or any(a.arg == name for a in function.args.kwonlyargs):
                entered = scope.caller()
                if entered is not None:
                    outer, call = entered
                    passed = _argument_for(call, function, name, True)
                    if passed is not None:
                        return self._static(outer.at(call.lineno), passed, depth + 1)
                    if _passed_keyword_forward(call):
                        return _UNKNOWN
                default = source.default_of(function, name)
                return self._static(scope, default, depth + 1) if default is not None and entered is not None else _UNKNOWN
        value = scope.namespace.get(name, _UNKNOWN) if scope.namespace else _UNKNOWN
        if value is _UNKNOWN:
            module = self._module_scope(scope.file)
            value = module.namespace.get(name, _UNKNOWN) if module is not None else _UNKNOWN
        return value

    # -- config values --------------------------------------------------------------------------

    def _config_value(self, scope: Scope, node: ast.expr, want: Want, hops: list[Step], depth: int) -> Trace | None:
        """`HEAD_IN`, `cfg.HEAD_IN`, `CONFIG["vocab_size"]`, `cfg.hidden` of a dataclass: the line that defines it."""
        if isinstance(node, ast.Name) and (scope.function is None or node.id not in source.parameter_names(scope.function)):
            if scope.function is not None and _last_assignment(scope.function, node.id, scope.line) is not None:
                return None
            return self._defined(scope, node.id, want, hops, depth)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and not _is_self(node.value):
            holder = scope.observed(node.value.id)
            if holder is _UNKNOWN and not (scope.function is not None and node.value.id in source.parameter_names(scope.function)):
                holder = scope.namespace.get(node.value.id, _UNKNOWN)  # a global, unless a parameter hides it
            if inspect.ismodule(holder) and source.is_user_file(getattr(holder, "__file__", "") or ""):
                module = self._module_scope(holder.__file__)
                return self._defined(module, node.attr, want, hops, depth) if module is not None else None
            if holder is not _UNKNOWN and not isinstance(holder, ValueFacts):
                if type(holder).__name__ == "Namespace" and type(holder).__module__ == "argparse":
                    return self._argparse_default(scope.file, node.attr, want, hops)
                if dataclasses.is_dataclass(holder) and not isinstance(holder, type) \
                        and not _kept_default(holder, node.attr):
                    return self._dataclass_field(holder, node.attr, want, hops, depth + 1, None)
                if inspect.isclass(holder):  # `Config.HIDDEN`
                    return self._class_attribute(holder, node.attr, want, hops)
                return self._field_of(type(holder), node.attr, want, hops)
            if holder is _UNKNOWN:
                found = self._config_instance(scope, node.value.id, node.attr, want, hops, depth + 1)
                return found if found is not None else self._literal_entry(scope, node, want, hops, depth)
        if isinstance(node, ast.Attribute) or (isinstance(node, ast.Call) and _keyed_read(node) is not None) or (
                isinstance(node, ast.Subscript) and not (isinstance(node.slice, ast.Constant)
                                                         and isinstance(node.slice.value, str))):
            # `self.cfg.hidden`, `cfg.get("hidden", 64)`, `getattr(cfg, "hidden")`, `WIDTHS[-1]`,
            # `Config.HIDDEN`: the literal that writes the value, wherever the reading finds it.
            return self._literal_entry(scope, node, want, hops, depth)
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
            key = node.slice.value
            function = scope.function
            if isinstance(node.value, ast.Name) and function is not None and node.value.id in source.parameter_names(function) \
                    and depth <= _MAX_DEPTH:
                # `cfg["feat_dim"]` where `cfg` is a parameter: the dict the caller passed.
                entered = scope.caller()
                passed = _argument_for(entered[1], function, node.value.id, True) if entered is not None else None
                if entered is None or passed is None:
                    return None
                outer, call = entered
                hop = Step(outer.span(call), tr("label.passed_as", name=node.value.id), outer.text(call))
                if not isinstance(passed, ast.Name):
                    # `Net(config.BACKBONE)`, `Net(CONFIG["backbone"])`: the dict literal it names.
                    literal = self._mapping_literal(outer.at(call.lineno), passed, depth + 1)
                    entry = source.dict_entry(literal[1], key) if literal is not None else None
                    return Trace(key, Step(literal[0].span(entry), tr("label.config_value", name=key),  # type: ignore[index]
                                           literal[0].text(entry)), (hop, *hops), want) if entry is not None else None
                lookup = ast.Subscript(value=passed, slice=node.slice, ctx=ast.Load())
                return self._config_value(outer.at(call.lineno), lookup, want, [hop, *hops], depth + 1)
            if isinstance(node.value, ast.Name):
                definition = self._definition_of(scope, node.value.id)
                if definition is not None:
                    def_scope, value = definition
                    entry = source.dict_entry(value, key)
                    if entry is not None:
                        return Trace(key, Step(def_scope.span(entry), tr("label.config_value", name=key), def_scope.text(entry)),
                                     tuple(hops), want)
                    merged = self._merged_over(def_scope, value, key, hops, depth + 1)
                    if merged is not None:
                        return merged
            return self._literal_entry(scope, node, want, hops, depth)  # `CFG["model"]["hidden"]`
        return None

    def _merged_over(self, scope: Scope, value: ast.expr, key: str, hops: list[Step], depth: int) -> Trace | None:
        """`cfg = {**user_cfg, **DEFAULTS}` (made here or returned by a helper) read for `key`: when
        the part that gives `key` comes after a part that gives it too, or may (the caller's
        settings), the merge let it override them: that statement is the place."""
        returned: list[Step] = []
        if isinstance(value, ast.Call):  # `cfg = resolve(user_cfg)`: the dict the helper returns
            function = self._user_function(scope, value)
            inner = self._function_scope(function, (scope, value)) if function is not None else None
            returns = [n for n in ast.walk(inner.function) if isinstance(n, ast.Return) and n.value is not None] \
                if inner is not None and inner.function is not None else []
            if len(returns) != 1:
                return None
            returned = [Step(inner.span(returns[0]), tr("label.returned_by", function=inner.function.name),  # type: ignore[union-attr]
                             inner.text(returns[0]))]
            value = returns[0].value  # type: ignore[assignment]
            scope = inner.at(returns[0].lineno)  # type: ignore[union-attr]
            if isinstance(value, ast.Name):
                defined = self._definition_of(scope, value.id)
                if defined is None:
                    return None
                scope, value = defined
        if not isinstance(value, ast.Dict) or None not in value.keys:
            return None
        parts = [(k, v, self._mapping_literal(scope, v, depth + 1) if k is None else None)
                 for k, v in zip(value.keys, value.values)]

        def gives(part: tuple[ast.expr | None, ast.expr, Any]) -> bool | None:
            k, _, literal = part
            if k is not None:
                return isinstance(k, ast.Constant) and k.value == key
            if literal is None or not isinstance(literal[1], ast.Dict):
                return None  # a mapping this reading cannot see: it may give the key
            return source.dict_entry(literal[1], key) is not None

        last = next((i for i in reversed(range(len(parts))) if gives(parts[i])), None)
        if last is None or not any(gives(part) is not False for part in parts[:last]):
            return None
        earlier = next(part[1] for part in reversed(parts[:last]) if gives(part) is not False)
        statement = source.statement_at(scope.file, value.lineno)
        where = statement if statement is not None else value
        root = Step(scope.span(where), tr("label.merged_over", later=ast.unparse(parts[last][1]), key=key,
                                          earlier=ast.unparse(earlier)), scope.text(where))
        return Trace(key, root, (*returned, *hops), Want("any"))

    def _literal_entry(self, scope: Scope, node: ast.expr, want: Want, hops: list[Step], depth: int) -> Trace | None:
        """The config entry a reading of a literal names (`_mapping_literal`), as the root."""
        found = self._mapping_literal(scope, node, depth + 1)
        if found is None or isinstance(found[1], (ast.Dict, ast.Call)) and not _is_number_literal(found[1]):
            return None
        entry_scope, entry = found
        name = ast.unparse((_keyed_read(node) or node) if isinstance(node, ast.Call) else node)
        return Trace(name, Step(entry_scope.span(entry), tr("label.config_value", name=name), entry_scope.text(entry)),
                     tuple(hops), want)

    def _parses_arguments(self, scope: Scope, call: ast.Call) -> bool:
        """Whether a call runs the user's `parse_args()` wrapper (`args = parse_args()`)."""
        function = self._user_function(scope, call)
        inner = self._function_scope(function, None) if function is not None else None
        return inner is not None and inner.function is not None and any(
            isinstance(n, ast.Call) and _callee(n.func) == "parse_args" for n in ast.walk(inner.function))

    def _argparse_default(self, file: str, dest: str, want: Want, hops: list[Step]) -> Trace | None:
        """`args.n_mfcc` of an argparse namespace: the `default=` of the `add_argument` that
        makes it (`--n-mfcc`), in the file that uses it or another of the user's modules."""
        cells = [f for f in list(linecache.cache) if isinstance(f, str) and f != file and files.in_memory(f)]
        candidates = [file, *reversed(cells),
                      *sorted({getattr(m, "__file__", None) or "" for m in list(sys.modules.values())} - {file})]
        for candidate in candidates:
            if not candidate or not source.is_user_file(candidate):
                continue
            tree = source.parse_file(candidate)
            if tree is None or "add_argument" not in (source.source_text(candidate) or ""):
                continue
            for call in source.nodes_of(tree, ast.Call):
                if _callee(call.func) != "add_argument" or _argument_dest(call) != dest:  # type: ignore[arg-type]
                    continue
                default = next((k.value for k in call.keywords if k.arg == "default"), None)  # type: ignore[attr-defined]
                if default is None:
                    return None
                return Trace(dest, Step(node_span(candidate, default), tr("label.config_value", name=dest),
                                        ast.unparse(default)), tuple(hops), want)
        return None

    def _mapping_literal(self, scope: Scope, node: ast.expr, depth: int) -> tuple[Scope, ast.expr] | None:
        """The dict literal a name or a `CONFIG["model"]` subscript stands for, where it is written."""
        if depth > _MAX_DEPTH:
            return None
        if isinstance(node, (ast.Dict, ast.List, ast.Tuple, ast.Constant)):
            return scope, node  # the literal itself (a helper's `return {...}`)
        if isinstance(node, ast.Name):
            function = scope.function
            if function is not None and node.id in source.parameter_names(function) \
                    and _last_assignment(function, node.id, scope.line) is None:
                entered = scope.caller()  # the caller's argument, whatever its form (`cfg.optimizer`)
                passed = _argument_for(entered[1], function, node.id, True) if entered is not None else None
                return self._mapping_literal(entered[0].at(entered[1].lineno), passed, depth + 1) \
                    if entered is not None and passed is not None else None
            looped = self._looped_value(scope, node.id, depth) if function is not None else None
            if looped is not None:
                return looped
            definition = self._definition_of(scope, node.id)
            if definition is not None and isinstance(definition[1], ast.Call):
                return self._made_by_call(definition[0], definition[1], depth + 1)  # `schedule = make_schedule()`
            if definition is None or not isinstance(definition[1], (ast.Name, ast.Attribute, ast.Subscript)):
                return definition  # a literal or a computation: where the value is written
            return self._mapping_literal(definition[0], definition[1], depth + 1)
        if isinstance(node, ast.Call):
            read = _keyed_read(node)
            if read is not None:  # `cfg.get("hidden", 64)`, `getattr(cfg, "hidden")`
                return self._mapping_literal(scope, read, depth + 1)
            return self._made_by_call(scope, node, depth)
        if isinstance(node, ast.Subscript) and isinstance(node.slice, (ast.Constant, ast.UnaryOp)) \
                and isinstance(ast.literal_eval(node.slice) if _is_number_literal(node.slice) else None, int):
            # `WIDTHS[-1]` of a list or tuple literal
            outer = self._mapping_literal(scope, node.value, depth + 1)
            index = ast.literal_eval(node.slice)
            if outer is not None and isinstance(outer[1], (ast.List, ast.Tuple)) \
                    and -len(outer[1].elts) <= index < len(outer[1].elts) \
                    and not any(isinstance(e, ast.Starred) for e in outer[1].elts):
                return outer[0], outer[1].elts[index]
            return None
        if isinstance(node, ast.Attribute) and _is_self(node.value) and scope.owner is not None:
            # `self.cfg` stored in `__init__`: what was stored there
            stored = self._attribute_statement(scope.owner, node.attr)
            return self._mapping_literal(stored[0], stored[1].value, depth + 1) \
                if stored is not None and getattr(stored[1], "value", None) is not None else None  # type: ignore[attr-defined]
        key = node.slice.value if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) \
            and isinstance(node.slice.value, str) else node.attr if isinstance(node, ast.Attribute) else None
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            holder = scope.namespace.get(node.value.id)
            if inspect.isclass(holder) and not (scope.function is not None and node.value.id in source.parameter_names(scope.function)):
                traced = self._class_attribute(holder, node.attr, Want("any"), [])  # `Config.HIDDEN`
                if traced is not None:
                    statement = source.statement_at(traced.root.span.file, traced.root.span.line)
                    value = getattr(statement, "value", None)
                    module = self._module_scope(traced.root.span.file)
                    return (module, value) if value is not None and module is not None else None
        if isinstance(node, ast.Attribute):
            module = self._module_named(scope, node.value, depth + 1)
            filename = getattr(module, "__file__", None) if module is not None else None
            inner = self._module_scope(filename) if filename and source.is_user_file(filename) else None
            if inner is not None:  # `cfg.SPARSE_FEATURES` of `import config as cfg`, also passed on or stored
                return self._mapping_literal(inner, ast.Name(id=node.attr, ctx=ast.Load()), depth + 1)
        if key is not None:
            # `CONFIG["model"]`, or `cfg.optimizer` of `cfg = SimpleNamespace(optimizer=dict(...))`
            outer = self._mapping_literal(scope, node.value, depth + 1)  # type: ignore[union-attr]
            entry = source.dict_entry(outer[1], key) if outer is not None else None
            if entry is None and outer is not None and isinstance(outer[1], ast.Call):
                entry = next((k.value for k in outer[1].keywords if k.arg == key), None)
                if entry is None:  # `Cfg()` of a dataclass that keeps the field's default
                    return self._class_default_literal(outer[0], outer[1], key)
            return (outer[0], entry) if entry is not None else None
        return None

    def _module_named(self, scope: Scope, node: ast.expr, depth: int) -> Any:
        """The user module an expression names: `cfg` of `import config as cfg`, a parameter
        the caller gave a module, `self.cfg` stored from one in `__init__`; else None."""
        if depth > _MAX_DEPTH:
            return None
        if isinstance(node, ast.Name):
            function = scope.function
            if function is not None and node.id in source.parameter_names(function):
                if _last_assignment(function, node.id, scope.line) is not None:
                    return None
                held = scope.observed(node.id)
                if inspect.ismodule(held):
                    return held
                entered = scope.caller()
                passed = _argument_for(entered[1], function, node.id, True) if entered is not None else None
                return self._module_named(entered[0].at(entered[1].lineno), passed, depth + 1) \
                    if entered is not None and passed is not None else None
            held = scope.namespace.get(node.id)
            return held if inspect.ismodule(held) else None
        if isinstance(node, ast.Attribute) and _is_self(node.value) and scope.owner is not None:
            stored = self._attribute_statement(scope.owner, node.attr)
            value = getattr(stored[1], "value", None) if stored is not None else None
            return self._module_named(stored[0], value, depth + 1) if value is not None else None  # type: ignore[index]
        return None

    def _made_by_call(self, scope: Scope, call: ast.Call, depth: int) -> tuple[Scope, ast.expr] | None:
        """`get_config()`: the literal the user's function returns; `Cfg(...)` and
        `SimpleNamespace(...)`: the call itself, whose keywords (or the class's defaults) hold
        the entries."""
        function = self._user_function(scope, call)
        if function is not None:
            inner = self._function_scope(function, (scope, call))
            returns = [n for n in ast.walk(inner.function) if isinstance(n, ast.Return) and n.value is not None] \
                if inner is not None and inner.function is not None else []
            return self._mapping_literal(inner.at(returns[-1].lineno), returns[-1].value, depth + 1) \
                if len(returns) == 1 and inner is not None else None
        return scope, call

    def _class_default_literal(self, scope: Scope, call: ast.Call, key: str) -> tuple[Scope, ast.expr] | None:
        """The default of field `key` in the class body of the dataclass a call builds; a field
        made by `default_factory=Inner` is the call `Inner()`, whose own defaults are read on."""
        cls = resolve_expression(call.func, dict(scope.namespace or {})) if isinstance(call.func, (ast.Name, ast.Attribute)) else None
        if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
            return None
        traced = self._field_of(cls, key, Want("any"), [])
        statement = source.statement_at(traced.root.span.file, traced.root.span.line) if traced is not None else None
        value = getattr(statement, "value", None)
        module = self._module_scope(traced.root.span.file) if traced is not None else None
        if value is None or module is None:
            return None
        if isinstance(value, ast.Call) and _callee(value.func) == "field":
            factory = next((k.value for k in value.keywords if k.arg == "default_factory"), None)
            default = next((k.value for k in value.keywords if k.arg == "default"), None)
            if default is not None:
                return module, default
            return (module, ast.copy_location(ast.Call(func=factory, args=[], keywords=[]), factory)) \
                if factory is not None else None
        return module, value

    def _looped_value(self, scope: Scope, name: str, depth: int) -> tuple[Scope, ast.expr] | None:
        """`for key, spec in FEATURES.items()`: the value of FEATURES's literal at the key the loop
        was at when it failed (as the frame saw it)."""
        statement = _last_assignment(scope.function, name, scope.line)
        if not isinstance(statement, ast.For) or not isinstance(statement.iter, ast.Call) \
                or not isinstance(statement.iter.func, ast.Attribute) or statement.iter.func.attr != "items" \
                or not isinstance(statement.target, ast.Tuple) or len(statement.target.elts) != 2 \
                or not isinstance(statement.target.elts[1], ast.Name) or statement.target.elts[1].id != name \
                or not isinstance(statement.target.elts[0], ast.Name):
            return None
        at = scope.observed(statement.target.elts[0].id)
        outer = self._mapping_literal(scope, statement.iter.func.value, depth + 1)
        entry = source.dict_entry(outer[1], at) if outer is not None and isinstance(at, str) else None
        return (outer[0], entry) if entry is not None else None

    def _definition_of(self, scope: Scope, name: str) -> tuple[Scope, ast.expr] | None:
        if scope.function is not None:
            statement = _last_assignment(scope.function, name, scope.line)
            if statement is not None and getattr(statement, "value", None) is not None:
                value, index = _assigned_value(statement, name)  # `a, b = X["a"], X["b"]` gives its element
                return (scope.at(statement.lineno), value) if value is not None and index is None else None
            if name in source.parameter_names(scope.function):
                entered = scope.caller()
                if entered is not None:
                    outer, call = entered
                    passed = _argument_for(call, scope.function, name, True)
                    if isinstance(passed, ast.Name):
                        return self._definition_of(outer.at(call.lineno), passed.id)
                return None
        module = self._module_scope(scope.file)
        if module is None:
            return None
        for node in _module_statements(module.node):
            if isinstance(node, ast.Assign):
                value, index = _assigned_value(node, name)
                if value is not None and index is None and any(
                        isinstance(n, ast.Name) and n.id == name for t in node.targets for n in ast.walk(t)):
                    return module, value
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    if (alias.asname or alias.name) == name:
                        file = getattr(sys.modules.get(node.module), "__file__", None)
                        other = self._module_scope(file) if file and source.is_user_file(file) else None
                        return self._definition_of(other, alias.name) if other is not None else None
        defining = self._elsewhere(scope.namespace or module.namespace, name, scope.file)
        return self._definition_of(defining, name) if defining is not None else None

    def _defined(self, scope: Scope, name: str, want: Want, hops: list[Step], depth: int) -> Trace | None:
        definition = self._definition_of(scope.at(scope.line), name) if scope.function is None else None
        if definition is None:
            module = self._module_scope(scope.file)
            definition = self._definition_of(module, name) if module is not None else None
        if definition is None:
            return None
        def_scope, value = definition
        statement = source.innermost(source.parse_file(def_scope.file), ast.stmt, value.lineno)  # type: ignore[arg-type]
        where = statement if statement is not None else value
        return Trace(name, Step(def_scope.span(where), tr("label.config_value", name=name), def_scope.text(where)),
                     tuple(hops), want)

    def _field_of(self, cls: type, attribute: str, want: Want, hops: list[Step]) -> Trace | None:
        """A dataclass or plain config class field: its default in the class body."""
        for base in cls.__mro__:
            located = _class_node(base)
            if located is None:
                continue
            file, class_node = located
            for statement in class_node.body:
                target = statement.target if isinstance(statement, ast.AnnAssign) else (
                    statement.targets[0] if isinstance(statement, ast.Assign) and len(statement.targets) == 1 else None)
                if isinstance(target, ast.Name) and target.id == attribute:
                    return Trace(attribute, Step(node_span(file, statement), tr("label.config_value", name=attribute),
                                                 source.segment(file, statement)), tuple(hops), want)
        return None

    def _built_where(self, owner: Any, attribute: str, layer: Any) -> str:
        for cls in type(owner).__mro__:
            located = _class_node(cls)
            if located is None:
                continue
            _, class_node = located
            for method in (n for n in class_node.body if isinstance(n, ast.FunctionDef)):
                if source.self_attribute_assignments(method, attribute):
                    return tr("provenance.built_in", where=f"{cls.__name__}.{method.name}")
        return tr("provenance.built_in", where=type(owner).__name__)

    # -- inputs made before the watched call ---------------------------------------------------

    def watched_input(self, index: int, want: Want) -> Trace | None:
        return self._watched_argument(want, only=index)

    def _watched_argument(self, want: Want, only: int | None = None) -> Trace | None:
        site = self.ev.target.call_site
        if site is None:
            return None
        call = self._call_in(site)
        # The frame of the watched call's line (`main`, not the module that called `main()`)
        at_site = next((i for i, known in enumerate(self.frames) if known is site
                        or (known.file, known.line) == (site.file, site.line)), 0)
        scope = self._frame_scope(at_site)
        if scope is None and call is not None:
            # Failed inside MindSpore's own cells only (a loss under `model.train`): no frame of
            # the user's in the re-run; the watched call's function, read from the source.
            scope = self._span_scope(Span(site.file, site.line, site.line, 0, None))
            scope = replace(scope, values=site.locals) if scope is not None else None
        if call is None or scope is None:
            return None
        trained = _trained_dataset(call, {**site.globals, **site.locals})
        if trained is not None:
            # `model.train(epochs, data)`: MindSpore's loop gives the network the dataset's columns.
            if want.kind not in ("dtype", "rank"):
                return None
            hop = Step(scope.span(call), tr("label.columns_fed", method=ast.unparse(call.func)), scope.text(call))
            for index, value in enumerate(self.ev.target.args):
                if want.holds(value) and only in (None, index):
                    found = self._dataset_column(scope.at(site.line), trained, index, want, [hop], 0, "")
                    if found is not None:
                        return found
            return None
        for index, value in enumerate(self.ev.target.args):
            if only not in (None, index):
                continue
            if want.holds(value) and index < len(call.args):
                argument = call.args[index]
                recorded = self.site_of(value) if want.kind != "tensor" else None  # read where it was written
                if recorded is not None and not isinstance(argument, ast.Name):
                    # `ms.Tensor(featurize(lines))` made on the call's line: what it converts is
                    # followed first, to where the dtype was chosen.
                    inner = self._expr(scope.at(site.line + 1), argument, want, [], 0, name=ast.unparse(argument)) \
                        if recorded.covers(site.file, site.line) and isinstance(argument, ast.Call) else None
                    if inner is not None and not inner.root.span.covers(site.file, site.line):
                        return inner
                    return Trace(ast.unparse(argument), Step(recorded, _root_label(want, argument), _line(recorded)), (), want)
                found = self._expr(scope.at(site.line + 1), argument, want, [], 0, name=ast.unparse(argument))
                if found is not None:
                    return found
        return None


# `Model.train(epoch, train_dataset)`, `Model.eval(valid_dataset)`, `Model.fit(epoch, train_dataset)`.
_DATASET_POSITION = {"train": ("train_dataset", 1), "fit": ("train_dataset", 1), "eval": ("valid_dataset", 0)}


def _none_returned_for(span: Span) -> str | None:
    """For a `return None` under `if self.<flag> is None:` (or `if not self.<flag>:`), the flag."""
    tree = source.parse_file(span.file)
    statement = source.statement_at(span.file, span.line)
    if tree is None or not (isinstance(statement, ast.Return) and (statement.value is None or (
            isinstance(statement.value, ast.Constant) and statement.value.value is None))):
        return None
    guard = next((n for n in ast.walk(tree) if isinstance(n, ast.If) and statement in n.body), None)
    test = guard.test if guard is not None else None
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        test = test.operand
    elif isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Is) \
            and isinstance(test.comparators[0], ast.Constant) and test.comparators[0].value is None:
        test = test.left
    if isinstance(test, ast.Attribute) and _is_self(test.value):
        return test.attr
    return None


# Arrays made by joining columns: a column taken out of one has the table's dtype.
def _filled_by_item(traced: Trace) -> Trace | None:
    """`out = {}` filled by the one `out[key] = value` of its function (a settings parser): that
    statement, which chose what the entries are, with the empty mapping as the next step."""
    span = traced.root.span
    made = source.statement_at(span.file, span.line)
    if not (isinstance(made, ast.Assign) and len(made.targets) == 1 and isinstance(made.targets[0], ast.Name)
            and (isinstance(made.value, ast.Dict) and not made.value.keys
                 or isinstance(made.value, ast.Call) and _callee(made.value.func) == "dict" and not made.value.args)):
        return None
    tree = source.parse_file(span.file)
    function = source.enclosing_function(tree, span.line) if tree is not None else None
    name = made.targets[0].id
    stores = [n for n in ast.walk(function) if isinstance(n, ast.Assign) and len(n.targets) == 1
              and isinstance(n.targets[0], ast.Subscript) and isinstance(n.targets[0].value, ast.Name)
              and n.targets[0].value.id == name] if function is not None else []
    if len(stores) != 1:
        return None
    stored = node_span(span.file, stores[0])
    root = Step(stored, tr("label.entries_stored"), source.line_text(span.file, stores[0].lineno).strip())
    return replace(traced, root=root, hops=(traced.root, *traced.hops))


# Methods that give the receiver's values in another container: the values were made where it was.
_SAME_VALUES = frozenset({"tolist", "copy", "flatten", "ravel"})
# Indices counted from 1: `arange(1, n + 1)`, `rng.integers(1, n + 1)`, `range(1, ...)`, `i + 1`,
# `enumerate(names, 1)`, `enumerate(names, start=1)`.
_ONE_BASED = re.compile(r"\b(?:arange|integers|randint|range)\(\s*1\s*,|\+\s*1\b|\benumerate\([^()\n]*(?:\([^()\n]*\)[^()\n]*)*,\s*(?:start\s*=\s*)?1\s*\)")
_JOINED_TABLE = re.compile(r"\b(?:column_stack|hstack|concatenate|c_)\b")
# MindSpore layers whose output has their input's dtype: a dtype is followed through them.
_DTYPE_KEEPING_LAYERS = frozenset({"ReLU", "ReLU6", "GELU", "SiLU", "Sigmoid", "Tanh", "LeakyReLU", "ELU", "Softmax",
                                   "LogSoftmax", "Dropout", "Identity", "Flatten", "HSwish", "Mish", "Softplus"})


def _set_in_loop_of(function: ast.AST, name: str, line: int) -> bool:
    """Whether the last binding of `name` before `line` is in the body of the same `for` loop as
    `line` (`channels = block.out_channels` then `Transition(channels, ...)` in one pass): the
    value of this pass, made by that statement."""
    statement = _last_assignment(function, name, line)
    if statement is None:
        return False
    return any(isinstance(loop, ast.For) and loop.body[0].lineno <= statement.lineno < line <= (loop.end_lineno or 0)
               for loop in ast.walk(function))


def _comprehension_loop(node: ast.AST, name: str, line: int) -> ast.comprehension | None:
    """The loop of a comprehension around `line` (the line reached, or the one before it) whose
    target binds `name`."""
    for comprehension in ast.walk(node):
        if not isinstance(comprehension, (ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp)) \
                or not any(comprehension.lineno <= at <= (comprehension.end_lineno or comprehension.lineno)
                           for at in (line, line - 1)):
            continue
        for loop in comprehension.generators:
            if any(isinstance(t, ast.Name) and t.id == name for t in ast.walk(loop.target)):
                return loop
    return None


def _scalar_like(node: ast.expr) -> bool:
    """A number, or a statistic of a whole array (`x.mean()`, `x.std()`): arithmetic with it keeps
    the other operand's axes."""
    if isinstance(node, ast.UnaryOp):
        node = node.operand
    return isinstance(node, ast.Constant) or (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.args and not node.keywords
        and node.func.attr in ("mean", "std", "max", "min", "sum", "var"))


def _trained_dataset(call: ast.Call, names: Mapping[str, Any]) -> ast.expr | None:
    """The dataset argument of a call of a MindSpore `Model`'s `train`, `fit` or `eval`."""
    if not isinstance(call.func, ast.Attribute) or call.func.attr not in _DATASET_POSITION:
        return None
    model = resolve_expression(call.func.value, dict(names))
    if not any(cls.__name__ == "Model" and cls.__module__.startswith("mindspore.") for cls in type(model).__mro__):
        return None
    keyword, position = _DATASET_POSITION[call.func.attr]
    return pipeline.keyword(call, keyword, position)


def _within(span: Span, scope: Scope) -> bool:
    function = scope.function
    return function is not None and span.file == scope.file \
        and function.lineno <= span.line <= (function.end_lineno or function.lineno)


def _same_frame(a: Frame, b: Frame) -> bool:
    """Two entries of a traceback for one frame: same place, the very same local values (a
    recursion at one line has other values)."""
    return (a.file, a.line, a.function) == (b.file, b.line, b.function) and a.locals.keys() == b.locals.keys() \
        and all(a.locals[k] is b.locals[k] for k in a.locals)


def _same_name(root: Step, name: str) -> bool:
    """Whether a size's root is a real size called `name` (any case): a bare name or config field
    the trace stopped at as a real size, or the constant definition of a name used elsewhere too."""
    text = root.text.strip()
    bare = text.rsplit(".", 1)[-1]
    if bare.isidentifier():
        return bare.lower() == name.lower()
    try:
        statement = ast.parse(text).body[0]
    except (SyntaxError, IndexError):
        return False
    targets = statement.targets if isinstance(statement, ast.Assign) else []
    bound = [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name) and n.id.lower() == name.lower()]
    tree = source.parse_file(root.span.file)
    return bool(bound) and tree is not None and _uses(tree, bound[0]) > 1  # this use and another


def _promoted(left: str, right: str, op: ast.operator) -> str | None:
    """NumPy's result dtype of `left op right` (Python numbers as "int"/"float"/"bool" take the
    array's dtype when their kind fits it, as NumPy 1.x does for scalars)."""
    python = ("int", "float", "bool")
    if left == "list" or right == "list":
        return None
    if left in python and right in python:
        return "float" if "float" in (left, right) or isinstance(op, ast.Div) else "int"
    if left in python or right in python:
        scalar, array = (left, right) if left in python else (right, left)
        floating = array.startswith(("float", "bfloat"))
        if isinstance(op, ast.Div) and not floating:
            return "float64"
        return "float64" if scalar == "float" and not floating else array
    try:
        import numpy
        result = str(numpy.promote_types(left, right))
    except (TypeError, ValueError):
        return None
    if isinstance(op, ast.Div) and not result.startswith("float"):
        return "float64"
    return result


def _at_hand(scope: Scope, name: str) -> bool:
    """Whether the caller holds a value it could have passed for the parameter `name`: a local
    of that name, or one whose name shares its last word (`pad_mask` for `attention_mask`), or
    whose last word is a short form of it (`hist_len` for `keys_length`)."""
    import difflib

    values = dict(scope.values or {})
    if scope.facts:
        values.update(scope.facts)
    word = name.rsplit("_", 1)[-1]
    for local, value in values.items():
        if local in ("self", "cls") or local.startswith("__"):
            continue
        if isinstance(value, ValueFacts) and value.kind == "none" or value is None:
            continue
        last = local.rsplit("_", 1)[-1]
        if local == name or last == word or difflib.SequenceMatcher(None, local, name).ratio() > 0.8 \
                or (len(last) >= 3 and len(word) >= 3 and (word.startswith(last) or last.startswith(word))):
            return True
    # `self.temperature` of the calling cell, set in its `__init__`: it was there to be passed.
    owner = scope.owner if scope.owner is not None else (scope.values or {}).get("self")
    held = vars(owner).get(name, None) if owner is not None and hasattr(owner, "__dict__") else None
    return held is not None


def _forwards_only(function: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> bool:
    """Whether every read of `name` in the function hands it on to a sub-cell or method of
    `self` (`self.encoder(x, mask)`), or to a parameter of the same name of any call
    (`Model(net, metrics=metrics)`), none uses it in an op."""
    reads = [n for n in ast.walk(function) if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load)]
    passed = {id(a) for call in ast.walk(function) if isinstance(call, ast.Call)
              and isinstance(call.func, ast.Attribute) and _is_self(call.func.value)
              for a in [*call.args, *(k.value for k in call.keywords)]}
    passed |= {id(k.value) for call in ast.walk(function) if isinstance(call, ast.Call) for k in call.keywords
               if k.arg == name}
    return bool(reads) and all(id(n) in passed for n in reads)


def _none_is_handled(scope: Scope, function: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> bool:
    """Whether the code that receives `name` ever tests it (or the `self.<attr>` that stores it)
    against None or for truth: in the function, or in its class when it is a method."""
    stored = {name}
    for statement in ast.walk(function):
        if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Name) and statement.value.id == name:
            stored.update(t.attr for t in statement.targets if isinstance(t, ast.Attribute) and _is_self(t.value))
    tree = source.parse_file(scope.file)
    container: ast.AST = function
    if tree is not None:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and function in node.body:
                container = node
                break

    def named(node: ast.expr) -> bool:
        return (isinstance(node, ast.Name) and node.id in stored) or \
            (isinstance(node, ast.Attribute) and _is_self(node.value) and node.attr in stored)

    for node in ast.walk(container):
        if isinstance(node, ast.Compare) and any(isinstance(c, ast.Constant) and c.value is None for c in node.comparators) \
                and named(node.left):
            return True
        if isinstance(node, (ast.If, ast.IfExp, ast.While)) and (named(node.test) or (
                isinstance(node.test, ast.UnaryOp) and isinstance(node.test.op, ast.Not) and named(node.test.operand))):
            return True
        if isinstance(node, ast.BoolOp) and any(named(value) for value in node.values):
            return True
    return False


def _names_at(file: str, line: int) -> set[str] | None:
    """The plain names the statement at `line` reads (None when it cannot be read)."""
    statement = source.statement_at(file, line)
    if statement is None:
        return None
    if isinstance(statement, (ast.For, ast.While, ast.If, ast.With)):
        header = [getattr(statement, "iter", None), getattr(statement, "test", None)]
        nodes = [n for h in header if h is not None for n in ast.walk(h)]
    else:
        nodes = list(ast.walk(statement))
    return {n.id for n in nodes if isinstance(n, ast.Name)}


def _self_attributes_at(file: str, line: int) -> list[ast.Attribute]:
    """The `self.x` read by the statement at `line` (a weight or buffer the failing op takes)."""
    statement = source.statement_at(file, line)
    if statement is None:
        return []
    return [node for node in ast.walk(statement) if isinstance(node, ast.Attribute) and _is_self(node.value)
            and isinstance(node.ctx, ast.Load)]


def _casts_at(file: str, line: int) -> list[ast.Call]:
    """The creators and casts in the statement at `line` given a dtype that is not written there
    (`ops.cast(x, self.dtype)`, `ops.zeros(shape, cfg.DTYPE)`)."""
    statement = source.statement_at(file, line)
    if statement is None:
        return []
    return [node for node in ast.walk(statement) if isinstance(node, ast.Call)
            and _dtype_named(_dtype_argument(node, any_form=True)) is None
            and _dtype_argument(node, any_form=True) is not None]


def _is_sequence_literal(text: str) -> bool:
    """Whether a root's source text is a list or tuple written out (`[3, 7, 1, 9]`)."""
    try:
        return isinstance(ast.parse(text.strip(), mode="eval").body, (ast.List, ast.Tuple, ast.ListComp))
    except SyntaxError:
        return False


def _own_statements(scope_node: ast.AST) -> Iterator[ast.AST]:
    """The nodes of a function or module body, without descending into nested functions and classes."""
    body = getattr(scope_node, "body", [])
    stack: list[ast.AST] = list(body) if isinstance(body, list) else [body]
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            stack.extend(ast.iter_child_nodes(node))


def _last_assignment(scope_node: ast.AST, name: str, before_line: int,
                     skip: Callable[[ast.stmt], bool] = lambda statement: False) -> ast.stmt | None:
    """The last statement of this scope before `before_line` that binds the plain name `name`
    (leaving out those `skip` says did not run)."""
    best: ast.stmt | None = None
    for node in _own_statements(scope_node):
        if isinstance(node, ast.stmt) and skip(node):
            continue
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.For, ast.With)):
            targets = [node.target] if not isinstance(node, ast.With) else [i.optional_vars for i in node.items if i.optional_vars]
        elif isinstance(node, ast.NamedExpr):
            targets = [node.target]
        for target in targets:
            if name in _bound_names(target) and node.lineno < before_line:
                if best is None or node.lineno > best.lineno:
                    best = node  # type: ignore[assignment]
    return best


def _bound_names(target: ast.expr | None) -> set[str]:
    """The names an assignment target binds: `a`, `a, (b, *c)`; not the `x` of `x[i] = ...` or
    `x.attr = ...`, which change an object and bind nothing."""
    if isinstance(target, ast.Name):
        return {target.id}
    if isinstance(target, (ast.Tuple, ast.List)):
        return set().union(*(_bound_names(element) for element in target.elts)) if target.elts else set()
    if isinstance(target, ast.Starred):
        return _bound_names(target.value)
    return set()


def _class_node_of_any(obj: Any) -> bool:
    return any(_class_node(cls) is not None for cls in type(obj).__mro__)


def _element_call(call: ast.Call, container: Any, inner: Any) -> ast.Call | None:
    """The constructor call of `inner` inside the call that built its container: a list element,
    or the element of a list comprehension."""
    element = _container_element(call, container, inner)
    if isinstance(element, ast.Call):
        return element
    argument = call.args[0] if call.args else None
    if isinstance(argument, (ast.ListComp, ast.GeneratorExp)) and isinstance(argument.elt, ast.Call):
        return argument.elt
    return None


def _container_element(call: ast.Call, container: Any, inner: Any) -> ast.expr | None:
    """In `nn.SequentialCell([a, b, c])`, the element expression that built `inner`."""
    cells = list(getattr(container, "cells", lambda: [])())
    index = next((i for i, cell in enumerate(cells)
                  if cell is inner or (hasattr(cell, "cells_and_names") and any(s is inner for _, s in cell.cells_and_names()))),
                 None)
    if index is None:
        return None
    elements: list[ast.expr] = list(call.args)
    if len(elements) == 1 and isinstance(elements[0], (ast.List, ast.Tuple)):
        elements = list(elements[0].elts)
    if any(isinstance(e, ast.Starred) for e in elements) or index >= len(elements):
        return None
    return elements[index]


def _field_reads(tree: ast.AST, field: str) -> int:
    """How often a file reads a config field (`cfg.hidden_dim`, `config.hidden_dim`) of a
    non-`self` object: a field that sizes several layers of the model is a real size."""
    return sum(1 for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == field
               and isinstance(n.ctx, ast.Load) and isinstance(n.value, ast.Name) and n.value.id != "self")


def _sizes_inputs_only(function: ast.AST, argument: ast.Name) -> bool:
    """Whether every use of the parameter `argument` names (other than in a comparison) is the
    input size of a layer built with it, and this use is the first: `cin` of a block's first
    convolution and of its shortcut both size what the block receives, so a wrong `cin` came from
    whoever built the block. A later layer given it (`BatchNorm2d(in_channels)` after two
    convolutions) gets something else than the block's input: that layer is the place. A size
    that is the output of one layer and the input of another is a real size of its own."""
    compared = {id(n) for c in ast.walk(function) if isinstance(c, ast.Compare) for n in ast.walk(c)}
    sized = {id(_size_argument(c, "in")) for c in ast.walk(function) if isinstance(c, ast.Call)}
    uses = [n for n in ast.walk(function) if isinstance(n, ast.Name) and n.id == argument.id
            and isinstance(n.ctx, ast.Load) and id(n) not in compared]
    first = min(uses, key=lambda n: (n.lineno, n.col_offset), default=None)
    return first is argument and all(id(n) in sized for n in uses)


def _read_elsewhere(name: str, defining: str) -> int:
    """How many statements of the user's modules other than `defining` read the setting `name`
    (as `name` or `module.name`)."""
    count = 0
    for file in source.user_files():
        tree = source.parse_file(file) if file != defining else None
        for statement in ast.walk(tree) if tree is not None else ():
            if isinstance(statement, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Expr, ast.Return)) and any(
                    (isinstance(n, ast.Name) and n.id == name) or (isinstance(n, ast.Attribute) and n.attr == name)
                    for n in ast.walk(statement)):
                count += 1
    return count


def _squared(expression: ast.expr) -> ast.expr | None:
    """`x` of `x * x` or `x ** 2`."""
    if isinstance(expression, ast.BinOp) and isinstance(expression.op, ast.Mult) \
            and ast.unparse(expression.left) == ast.unparse(expression.right):
        return expression.left
    if isinstance(expression, ast.BinOp) and isinstance(expression.op, ast.Pow) \
            and isinstance(expression.right, ast.Constant) and expression.right.value == 2:
        return expression.left
    return None


def _in_helper(span: Span, cls: type) -> bool:
    """Whether a place is inside a module-level user function (a helper), not in a method of `cls`
    or at a module's top level."""
    tree = source.parse_file(span.file)
    function = source.enclosing_function(tree, span.line) if tree is not None else None
    if function is None:
        return False
    owner = source.find_class(tree, cls.__name__) if tree is not None else None
    return owner is None or not (owner.lineno <= function.lineno <= (owner.end_lineno or owner.lineno))


def _computed_root(root: Step) -> bool:
    """Whether a root is a constant computed from others (`NUM_PATCHES = SEQ_LEN // PATCH_LEN`),
    or counted (`N_FEATURES = len(COLUMNS)`, which may count a column the data drops): its name
    says what it should hold, not what the computation gives."""
    try:
        statement = ast.parse(root.text.strip()).body[0]
    except (SyntaxError, IndexError):
        return False
    value = getattr(statement, "value", None)
    return isinstance(value, ast.BinOp) or (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                                            and value.func.id == "len")


def _uses(function: ast.AST, name: str) -> int:
    """How many statements read `name` (`nn.Dense(n, n)` reads it once: one layer, sized by it twice)."""
    statements = {id(statement) for statement in ast.walk(function) if isinstance(statement, ast.stmt)
                  and not isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.If, ast.For,
                                                 ast.While, ast.With, ast.Try))
                  and any(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load) for n in ast.walk(statement))}
    return len(statements)


_OUT_KEYWORDS = ("out_channels", "out_features", "embedding_size", "hidden_size", "out_dim")


def _scales_items(node: ast.expr) -> bool:
    """`[e * steps for e in epochs]`: a list whose items are those of another, each scaled."""
    if not isinstance(node, ast.ListComp) or len(node.generators) != 1 or node.generators[0].ifs:
        return False
    target, item = node.generators[0].target, node.elt
    if not isinstance(target, ast.Name) or sum(isinstance(n, ast.Name) and n.id == target.id for n in ast.walk(item)) != 1:
        return False

    def carries(part: ast.expr) -> bool:
        # `e * steps`, `int(c) + 1`: the item itself, converted or shifted by something else
        if isinstance(part, ast.Name):
            return part.id == target.id
        if isinstance(part, ast.Call) and _callee(part.func) in ("int", "float", "round") and len(part.args) == 1:
            return carries(part.args[0])
        return isinstance(part, ast.BinOp) and (carries(part.left) or carries(part.right))
    return isinstance(item, (ast.BinOp, ast.Call)) and carries(item)


def _size_argument(call: ast.Call, side: str = "in") -> ast.expr | None:
    """The size a layer was built with: what it takes in (`nn.Dense(in, out)`'s first), or what it
    gives out (its second)."""
    keywords = _SIZE_KEYWORDS[:9] if side == "in" else _OUT_KEYWORDS
    grouped = side == "in" and _callee(call.func) == "GroupNorm"  # GroupNorm(num_groups, num_channels)
    for keyword in call.keywords:
        if keyword.arg in keywords or (grouped and keyword.arg == "num_channels"):
            return keyword.value
    position = 0 if side == "in" and not grouped else 1
    return call.args[position] if len(call.args) > position else None


def _line(span: Span) -> str:
    return source.line_text(span.file, span.line).strip()


@functools.lru_cache(maxsize=256)
def _binding_lines(function: ast.AST) -> dict[str, tuple[int, ...]]:
    """The lines of a function's statements that bind each plain name."""
    found: dict[str, list[int]] = {}
    for node in ast.walk(function):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.For)):
            targets = [node.target]
        for target in targets:
            for name in (t.id for t in ast.walk(target) if isinstance(t, ast.Name)):
                found.setdefault(name, []).append(node.lineno)
    return {name: tuple(lines) for name, lines in found.items()}


def _class_default(cls: type, attribute: str) -> Any:
    """The default a dataclass field or a class attribute of `cls` gives `attribute`; _UNKNOWN
    when it has none (a required field, a default factory) or it is not a plain value."""
    if dataclasses.is_dataclass(cls):
        found = next((f for f in dataclasses.fields(cls) if f.name == attribute), None)
        if found is not None:
            return found.default if found.default is not dataclasses.MISSING else _UNKNOWN
    for base in cls.__mro__:
        if attribute in vars(base):
            value = vars(base)[attribute]
            return value if isinstance(value, (int, float, str, bool, tuple)) or value is None else _UNKNOWN
    return _UNKNOWN


def _class_node(cls: type) -> tuple[str, ast.ClassDef] | None:
    filename = source.class_file(cls)
    if not filename or not source.is_user_file(filename):
        return None
    tree = source.parse_file(filename)
    if tree is None:
        return None
    try:
        _, first = inspect.getsourcelines(cls)
    except (OSError, TypeError):
        first = None
    candidates = [n for n in source.nodes_of(tree, ast.ClassDef) if n.name == cls.__name__]
    for node in candidates:
        if first is None or node.lineno == first or any(d.lineno == first for d in node.decorator_list):
            return filename, node
    return (filename, candidates[0]) if candidates else None


def _namespace_of_file(filename: str) -> Mapping[str, Any]:
    """The globals code in a file runs with; for a notebook cell, which has no module, the kernel's
    namespace."""
    module = _module_of_file(filename)
    if module is not None:
        return vars(module)
    return (files.user_namespace() or {}) if files.in_memory(filename) else {}


def _module_of_file(filename: str) -> Any:
    target = os.path.abspath(filename)
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None)
        if path and os.path.abspath(path) == target:
            return module
    return None


