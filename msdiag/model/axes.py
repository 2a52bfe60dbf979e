"""Ops that take an axis (a reduction, a split, a squeeze) and the shapes they would give along
another one: "had this op used axis 1, the tensor that fails would have fitted" is what shows
that the axis, not the layer or the data, is what to change.

The search follows the failing operand back through the statements that made it, the values the
eager re-run saw and the helpers and sub-cells it called, and through a concatenation to the part
whose size is off; nothing of the user's runs again."""
from __future__ import annotations

import ast
import inspect
import math
from dataclasses import dataclass, replace
from typing import Any, Callable, Iterator, Mapping

from . import source
from .facts import Evidence, Frame, resolve_expression
from .values import ValueFacts, shape_of

Shape = tuple[int, ...]
Fits = Callable[[Shape], bool]

_REDUCTIONS = {"mean", "sum", "amax", "amin", "prod", "std", "var", "argmax", "argmin", "logsumexp",
               "nansum", "nanmean", "median", "count_nonzero", "norm"}
_AXIS_WORDS = ("axis", "dim", "axes")
_KEEP_WORDS = ("keep_dims", "keepdims", "keepdim")
_DEPTH = 6
# Ops whose result has their first input's shape: the axis search goes through them.
_SHAPE_KEEPING = {"relu", "gelu", "sigmoid", "tanh", "silu", "exp", "log", "abs", "sqrt", "neg", "astype", "cast",
                  "float", "softmax", "log_softmax", "dropout", "clamp", "clip", "contiguous", "copy"}
ALL = -1000  # the axis of a squeeze given none: all size-1 axes


@dataclass(frozen=True)
class AxisChoice:
    """An op whose axis, changed to `better`, makes the failing operand fit."""

    file: str
    call: ast.Call
    op: str  # `ops.split`, `x.mean`
    axis: int  # as written
    better: int
    given: Shape  # the shape of the op's input
    made: Shape  # what it made along `axis` (the element that was used)
    would: Shape  # what it would make along `better`
    hops: tuple[tuple[str, ast.AST, str], ...] = ()  # (file, node, what happens there), root side first
    keep: bool = False  # the same axis, kept as a size-1 axis (`keep_dims=True`), is what fits
    # (file, call, parameter, default): the helper's call that left its `keep_dims` parameter at
    # the default that dropped the axis (`channel_mean(x)` for `def channel_mean(x, keep_dims=False)`)
    left_out: tuple[str, ast.Call, str, str] | None = None


@dataclass(frozen=True)
class _Scope:
    file: str
    function: ast.FunctionDef | ast.AsyncFunctionDef
    line: int
    held: Callable[[str], Any]  # a name's live value, or the facts a returned helper kept of it
    namespace: Mapping[str, Any]
    returned: Shape | None = None  # what the function returned, when it is a helper that returned


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _argument(call: ast.Call, position: int, words: tuple[str, ...]) -> ast.expr | None:
    keyword = next((k.value for k in call.keywords if k.arg in words), None)
    if keyword is not None:
        return keyword
    return call.args[position] if position < len(call.args) else None


def _is_method(call: ast.Call, namespace: Mapping[str, Any]) -> bool:
    """`x.mean(1)` on a tensor, not `ops.mean(x, 1)` or `np.mean(x, 1)` on a module."""
    if not isinstance(call.func, ast.Attribute):
        return False
    owner = resolve_expression(call.func.value, dict(namespace)) if isinstance(call.func.value, (ast.Name, ast.Attribute)) else None
    return not inspect.ismodule(owner)


def _int(node: ast.expr | None, namespace: Mapping[str, Any]) -> int | None:
    if node is None:
        return None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
        value: Any = -node.operand.value
    elif isinstance(node, ast.Constant):
        value = node.value
    else:
        value = resolve_expression(node, dict(namespace))
    return value if type(value) is int else None


def _output(kind: str, shape: Shape, axis: int, size: Any, keep: bool) -> list[Shape] | None:
    """What the op makes of `shape` along `axis` (a list: a split makes several)."""
    rank = len(shape)
    if kind == "squeeze_all":
        return [tuple(size for size in shape if size != 1)]
    if kind == "unsqueeze":
        if not -rank - 1 <= axis <= rank:
            return None
        axis %= rank + 1
        return [shape[:axis] + (1,) + shape[axis:]]
    if not -rank <= axis < rank:
        return None
    axis %= rank
    if kind == "reduce":
        return [shape[:axis] + ((1,) if keep else ()) + shape[axis + 1:]]
    if kind == "squeeze":
        return [shape[:axis] + shape[axis + 1:]] if shape[axis] == 1 else None
    if kind == "split":
        if type(size) is int and size > 0:
            sizes = [min(size, shape[axis] - start) for start in range(0, shape[axis], size)]
        elif isinstance(size, (list, tuple)) and all(type(s) is int for s in size):
            if sum(size) != shape[axis]:
                return None
            sizes = list(size)
        else:
            return None
        return [shape[:axis] + (s,) + shape[axis + 1:] for s in sizes]
    if kind == "chunk":
        if type(size) is not int or size <= 0 or shape[axis] == 0:
            return None
        step = math.ceil(shape[axis] / size)
        return [shape[:axis] + (min(step, shape[axis] - start),) + shape[axis + 1:]
                for start in range(0, shape[axis], step)]
    return None


def _op(call: ast.Call, namespace: Mapping[str, Any]) -> tuple[str, ast.expr, int, Any, bool] | None:
    """(kind, the input, the axis as written, the split size or count, keep_dims) of an op that
    takes one axis; None for anything else, or an axis that is not one written number."""
    name = _callee(call)
    method = _is_method(call, namespace)
    if method:
        data: ast.expr | None = call.func.value  # type: ignore[attr-defined]
        rest = 0
    else:
        data = call.args[0] if call.args else None
        rest = 1
    if data is None:
        return None
    keep_node = next((k.value for k in call.keywords if k.arg in _KEEP_WORDS), None)
    if name in _REDUCTIONS or (name in ("max", "min") and method):
        axis = _int(_argument(call, rest, _AXIS_WORDS), namespace)
        if keep_node is None and len(call.args) > rest + 1:
            keep_node = call.args[rest + 1]
        keep = isinstance(keep_node, ast.Constant) and keep_node.value is True
        return ("reduce", data, axis, None, keep) if axis is not None else None
    if name in ("split", "chunk", "tensor_split"):
        kind = "chunk" if name == "chunk" else "split"
        size_node = _argument(call, rest, ("split_size_or_sections", "chunks", "sections", "indices_or_sections"))
        axis_node = _argument(call, rest + 1, _AXIS_WORDS)
        axis = _int(axis_node, namespace) if axis_node is not None else 0
        size = _int(size_node, namespace) if size_node is not None else None
        if size is None and isinstance(size_node, (ast.List, ast.Tuple)):
            size = [_int(e, namespace) for e in size_node.elts]
        if name == "tensor_split":
            return None
        return (kind, data, axis, size, False) if axis is not None and size is not None else None
    if name in ("squeeze", "unsqueeze", "expand_dims"):
        axis_node = _argument(call, rest, _AXIS_WORDS)
        if axis_node is None and name == "squeeze":
            return ("squeeze_all", data, ALL, None, False)  # every size-1 axis, the batch's too when it is 1
        axis = _int(axis_node, namespace)
        return ("squeeze" if name == "squeeze" else "unsqueeze", data, axis, None, False) if axis is not None else None
    return None


def _shape_held(value: Any) -> Shape | None:
    return value.shape if isinstance(value, ValueFacts) else shape_of(value)


def _int_held(value: Any) -> int | None:
    if isinstance(value, ValueFacts):
        return int(value.text) if value.kind == "int" and value.text.lstrip("-").isdigit() else None
    return value if type(value) is int else None


def _tiled(shape: Shape, reps: tuple[int, ...]) -> Shape:
    """`ops.tile`: the shorter of the two is padded with leading 1s, then sizes multiply."""
    rank = max(len(shape), len(reps))
    shape = (1,) * (rank - len(shape)) + shape
    reps = (1,) * (rank - len(reps)) + reps
    return tuple(a * b for a, b in zip(shape, reps))


def _broadcasts(a: Shape, b: Shape) -> bool:
    return all(x == y or 1 in (x, y) for x, y in zip(reversed(a), reversed(b)))


def broadcasts_with(other: Shape) -> Fits:
    return lambda shape: _broadcasts(shape, other)


def sized(axis: int, size: int) -> Fits:
    return lambda shape: len(shape) > max(axis, -axis - 1) and shape[axis] == size


class AxisSearch:
    """Follows an operand back to an op whose axis, changed, would make it fit."""

    def __init__(self, ev: Evidence) -> None:
        self.ev = ev

    def find(self, frame: Frame, node: ast.expr, fits: Fits) -> AxisChoice | None:
        tree = source.parse_file(frame.file)
        function = source.enclosing_function(tree, frame.line) if tree is not None else None
        if function is None:
            return None
        namespace = {**frame.globals, **frame.locals}

        found = self._expression(_Scope(frame.file, function, frame.line, frame.locals.get, namespace), node, None,
                                 fits, 0)
        return found

    def _expression(self, scope: _Scope, node: ast.expr, element: int | None, fits: Fits, depth: int
                    ) -> AxisChoice | None:
        if depth > _DEPTH:
            return None
        if isinstance(node, ast.Name):
            statement = source.last_assignment(scope.function, node.id, scope.line)
            if not isinstance(statement, ast.Assign) or len(statement.targets) != 1:
                return None
            target = statement.targets[0]
            inner = replace(scope, line=statement.lineno)
            if isinstance(target, ast.Name):
                return self._expression(inner, statement.value, element, fits, depth + 1)
            if isinstance(target, (ast.Tuple, ast.List)) and element is None:
                names = [e.id if isinstance(e, ast.Name) else None for e in target.elts]
                if node.id in names:
                    if isinstance(statement.value, (ast.Tuple, ast.List)):
                        return self._expression(inner, statement.value.elts[names.index(node.id)], None, fits, depth + 1)
                    return self._expression(inner, statement.value, names.index(node.id), fits, depth + 1)
            return None
        if isinstance(node, ast.Subscript) and element is None and isinstance(node.slice, ast.Constant) \
                and type(node.slice.value) is int and node.slice.value >= 0:
            return self._expression(scope, node.value, node.slice.value, fits, depth + 1)  # `ops.split(...)[0]`
        if not isinstance(node, ast.Call):
            return None
        op = _op(node, scope.namespace)
        if op is not None:
            return self._alternative(scope, node, op, element, fits)
        if _callee(node) in ("cat", "concat", "concatenate") and element is None:
            return self._joined(scope, node, fits, depth)
        if _callee(node) == "tile" and element is None and len(node.args) >= (1 if _is_method(node, scope.namespace) else 2):
            # `ops.tile(static.expand_dims(2), (1, steps, 1))`: what fits after the tiling
            data, reps = (node.func.value, node.args[0]) if _is_method(node, scope.namespace) else node.args[:2]  # type: ignore[attr-defined]
            counts = [self._int(scope, e) for e in reps.elts] if isinstance(reps, (ast.Tuple, ast.List)) else []
            if counts and all(c is not None for c in counts):
                times = tuple(counts)  # type: ignore[arg-type]
                found = self._expression(scope, data, None, lambda shape: fits(_tiled(shape, times)), depth + 1)
                return _with_hop(found, (scope.file, node, "tiled")) if found is not None else None
            return None
        if _callee(node) in _SHAPE_KEEPING and element is None:
            data = node.func.value if _is_method(node, scope.namespace) else (node.args[0] if node.args else None)  # type: ignore[attr-defined]
            return self._expression(scope, data, None, fits, depth + 1) if data is not None else None
        return self._called(scope, node, element, fits, depth)

    def _int(self, scope: _Scope, node: ast.expr) -> int | None:
        if isinstance(node, ast.Name):
            return _int_held(scope.held(node.id))
        return _int(node, scope.namespace)

    def _shape(self, scope: _Scope, node: ast.expr) -> Shape | None:
        if isinstance(node, ast.Name):
            return _shape_held(scope.held(node.id))
        if isinstance(node, ast.Call):
            entered = self._enter(scope, node)
            if entered is not None:
                return entered[0].returned
        return None

    def _alternative(self, scope: _Scope, call: ast.Call, op: tuple[str, ast.expr, int, Any, bool],
                     element: int | None, fits: Fits) -> AxisChoice | None:
        kind, data, axis, size, keep = op
        given = self._shape(scope, data)
        if given is None:
            return None
        made = _output(kind, given, axis, size, keep)
        if made is None or (element is None) != (kind not in ("split", "chunk")):
            return None
        index = element if element is not None else 0
        if index >= len(made) or fits(made[index]):
            return None
        rank = len(given) + (1 if kind == "unsqueeze" else 0)
        better = []
        if kind == "squeeze_all":
            # `x.squeeze()` on a batch of one: only one of its size-1 axes was meant
            for other in (a for a, n in enumerate(given) if n == 1):
                would = _output("squeeze", given, other, size, keep)
                if would is not None and fits(would[0]):
                    better.append((other, would[0]))
            if len(better) != 1:
                return None
            return AxisChoice(scope.file, call, source.segment(scope.file, call.func) or ast.unparse(call.func),
                              ALL, better[0][0], given, made[0], better[0][1])
        for other in range(rank):
            if other == axis % rank:
                continue
            would = _output(kind, given, other, size, keep)
            if would is not None and len(would) == len(made) and fits(would[index]):
                better.append((other, would[index]))
        if kind == "reduce" and not keep:
            # `x - x.mean(-1)`: the right axis, dropped where it had to stay as a size-1 axis (the
            # smaller change, before any other axis)
            kept = _output(kind, given, axis, size, True)
            if kept is not None and fits(kept[0]):
                return AxisChoice(scope.file, call, source.segment(scope.file, call.func) or ast.unparse(call.func),
                                  axis, axis, given, made[0], kept[0], keep=True)
        if len(better) != 1:
            return None
        other, would = better[0]
        if axis < 0:
            other -= rank  # written as counted from the end: the other axis is too
        return AxisChoice(scope.file, call, source.segment(scope.file, call.func) or ast.unparse(call.func),
                          axis, other, given, made[index], would)

    def _joined(self, scope: _Scope, call: ast.Call, fits: Fits, depth: int) -> AxisChoice | None:
        """`ops.cat((avg(h), peak(h)), axis=-1)`: the part whose size, made otherwise, makes the
        whole fit."""
        parts = call.args[0] if call.args else None
        axis = _int(_argument(call, 1, _AXIS_WORDS), scope.namespace)
        if not isinstance(parts, (ast.Tuple, ast.List)) or axis is None:
            return None
        shapes = [self._shape(scope, part) for part in parts.elts]
        if any(s is None for s in shapes) or len({len(s) for s in shapes}) != 1:  # type: ignore[arg-type]
            return None
        whole = list(shapes[0])  # type: ignore[index]
        rank = len(whole)
        if not -rank <= axis < rank:
            return None
        axis %= rank
        whole[axis] = sum(s[axis] for s in shapes)  # type: ignore[index]
        found = []
        for part, shape in zip(parts.elts, shapes):
            def part_fits(candidate: Shape, shape: Shape = shape) -> bool:  # type: ignore[assignment]
                if len(candidate) != rank or any(a != b for i, (a, b) in enumerate(zip(candidate, shape)) if i != axis):
                    return False
                changed = list(whole)
                changed[axis] += candidate[axis] - shape[axis]
                return fits(tuple(changed))
            choice = self._expression(scope, part, None, part_fits, depth + 1)
            if choice is not None:
                found.append(choice)
        if len(found) != 1:
            return None
        joined = (scope.file, call, "joined")
        return _with_hop(found[0], joined)

    def _enter(self, scope: _Scope, call: ast.Call) -> tuple[_Scope, list[ast.Return]] | None:
        return _entered(self.ev, scope.file, scope.namespace, call)

    def _called(self, scope: _Scope, call: ast.Call, element: int | None, fits: Fits, depth: int) -> AxisChoice | None:
        entered = self._enter(scope, call)
        if entered is None:
            return None
        inner, returns = entered
        if len(returns) != 1 or returns[0].value is None:
            return None
        value = returns[0].value
        if element is not None and isinstance(value, (ast.Tuple, ast.List)):
            value, element = value.elts[element], None
        found = self._expression(replace(inner, line=returns[0].lineno), value, element, fits, depth + 1)
        if found is None:
            return None
        kept = next((k.value for k in found.call.keywords if k.arg in ("keep_dims", "keepdims")), None)
        default = source.default_of(inner.function, kept.id) if isinstance(kept, ast.Name) and found.keep \
            and found.left_out is None and found.file == inner.file else None
        if default is not None and source.leaves_at_default(call, inner.function, kept.id):  # type: ignore[union-attr]
            found = replace(found, left_out=(scope.file, call, kept.id, ast.unparse(default)))  # type: ignore[union-attr]
        return _with_hop(found, (inner.file, returns[0], "returned"))


def _entered(ev: Evidence, file: str, namespace: Mapping[str, Any], call: ast.Call
             ) -> tuple[_Scope, list[ast.Return]] | None:
    """The scope of a helper or sub-cell a statement called, as it was when it returned."""
    callee = resolve_expression(call.func, dict(namespace)) if isinstance(call.func, (ast.Name, ast.Attribute)) else None
    if callee is None or ev.eager is None:
        return None
    function = getattr(type(callee), "construct", None) if hasattr(callee, "cells_and_names") else callee
    function = inspect.unwrap(function) if callable(function) else None
    code = getattr(function, "__code__", None)
    if code is None or not source.is_user_file(code.co_filename):
        return None
    facts = ev.eager.values_of(code.co_filename, code.co_firstlineno, (file, call.lineno))
    tree = source.parse_file(code.co_filename)
    node = next((n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                 and n.name == code.co_name and n.lineno <= code.co_firstlineno + len(n.decorator_list)
                 and min([n.lineno, *(d.lineno for d in n.decorator_list)]) == code.co_firstlineno), None) \
        if tree is not None else None
    if facts is None or node is None:
        return None
    held: dict[str, ValueFacts] = dict(facts)
    returned = held.get("<return>")
    namespace = {**getattr(function, "__globals__", {}), "self": callee} if hasattr(callee, "cells_and_names") \
        else dict(getattr(function, "__globals__", {}))
    inner = _Scope(code.co_filename, node, node.end_lineno or node.lineno, held.get, namespace,
                   returned.shape if returned is not None else None)
    returns = [n for n in _own_returns(node)]
    return inner, returns


def returned_shape(ev: Evidence, file: str, namespace: Mapping[str, Any], call: ast.Call) -> Shape | None:
    """The shape of what a helper or sub-cell called at `call` returned in the eager re-run."""
    entered = _entered(ev, file, namespace, call)
    return entered[0].returned if entered is not None else None


def _with_hop(choice: AxisChoice, hop: tuple[str, ast.AST, str]) -> AxisChoice:
    if hop[1] is choice.call:
        return choice
    return replace(choice, hops=(*choice.hops, hop))


def _own_returns(function: ast.AST) -> Iterator[ast.Return]:
    """The function's own `return` statements, not those of functions defined inside it."""
    stack = list(ast.iter_child_nodes(function))
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        if isinstance(node, ast.Return):
            yield node
        stack.extend(ast.iter_child_nodes(node))
