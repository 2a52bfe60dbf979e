"""Where things were made: the `__init__` line that built a sub-cell, the line that created an
input tensor, the definition of a constant. A diagnosis points there rather than at the call."""
from __future__ import annotations

import ast
import inspect
import os
import sys
from dataclasses import dataclass
from typing import Any, Callable

from . import source
from .eager import Frame
from .evidence import Evidence, node_span
from .model import Span


@dataclass(frozen=True)
class Origin:
    span: Span
    text: str  # the source of the statement, for messages
    how: str  # "built in `Net.__init__`", "created at the call site", ...


def _class_source(cls: type) -> tuple[str, ast.ClassDef] | None:
    filename = source.class_file(cls)
    if not filename or not source.is_user_file(filename):
        return None
    tree = source.parse_file(filename)
    if tree is None:
        return None
    for node in source.nodes_of(tree, ast.ClassDef):
        if node.name == cls.__name__:
            return filename, node
    return None


def attribute_origin(owner: Any, attribute: str) -> Origin | None:
    """The statement `self.<attribute> = ...` in the `__init__` (or any method) of the owner's classes."""
    for cls in type(owner).__mro__:
        located = _class_source(cls)
        if located is None:
            continue
        filename, class_node = located
        methods = [n for n in class_node.body if isinstance(n, ast.FunctionDef)]
        methods.sort(key=lambda m: m.name != "__init__")
        for method in methods:
            statements = source.self_attribute_assignments(method, attribute)
            if statements:
                statement = statements[-1]
                return Origin(node_span(filename, statement), source.segment(filename, statement),
                              f"built in `{cls.__name__}.{method.name}`")
    return None


def _call_attribute(call: ast.Call) -> tuple[str, ast.expr] | None:
    """For `self.fc(x)` or `self.blocks[0](x)`: ("fc", <self expr>)."""
    func = call.func
    if isinstance(func, ast.Subscript):
        func = func.value
    if isinstance(func, ast.Attribute):
        return func.attr, func.value
    return None


def layer_of_call(call: ast.Call, frame: Frame, roots: list[Any] | None = None) -> tuple[Any, Origin] | None:
    """The sub-cell a user line calls, with where its size was chosen: the `__init__` line that
    built it, or further up when that line only passes an `__init__` parameter through."""
    from .evidence import resolve_expression

    found = _call_attribute(call)
    if found is None:
        return None
    attribute, owner_expr = found
    owner = resolve_expression(owner_expr, frame.locals)
    if owner is None:
        return None
    layer = resolve_expression(call.func, frame.locals) if not isinstance(call.func, ast.Subscript) else None
    origin = attribute_origin(owner, attribute)
    if origin is None:
        return None
    return layer, follow_passed_size(origin, owner, roots or [owner])


_SIZE_KEYWORDS = ("in_channels", "in_features", "normalized_shape", "num_features", "in_dim", "input_size",
                  "embedding_size", "hidden_size", "dim")


def _constructor_call(origin: Origin) -> tuple[ast.Call, ast.FunctionDef | None] | None:
    tree = source.parse_file(origin.span.file)
    if tree is None:
        return None
    statement = source.innermost(tree, ast.stmt, origin.span.line)
    value = getattr(statement, "value", None)
    while isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and isinstance(value.func.value, ast.Call):
        value = value.func.value  # nn.Dense(...).to_float(...)
    if not isinstance(value, ast.Call):
        return None
    return value, source.enclosing_function(tree, origin.span.line)


def _size_argument(call: ast.Call) -> ast.expr | None:
    for keyword in call.keywords:
        if keyword.arg in _SIZE_KEYWORDS:
            return keyword.value
    return call.args[0] if call.args else None


def _uses(function: ast.FunctionDef, name: str) -> int:
    return sum(1 for n in ast.walk(function) if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load))


def _parent_of(roots: list[Any], child: Any) -> tuple[Any, str] | None:
    for root in roots:
        cells = root.cells_and_names() if hasattr(root, "cells_and_names") else []
        for _, cell in cells:
            for name, sub in vars(cell).get("_cells", {}).items():
                if sub is child:
                    return cell, name
    return None


def module_of_file(filename: str) -> str | None:
    target = os.path.abspath(filename)
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None)
        if path and os.path.abspath(path) == target:
            return name
    return None


def constant_origin(filename: str, expression: ast.expr) -> Origin | None:
    """`HEAD_IN` or `cfg.HEAD_IN` naming a module-level constant of a user module: its definition."""
    module_name = module_of_file(filename)
    if module_name is None:
        return None
    if isinstance(expression, ast.Name):
        return global_origin(module_name, expression.id)
    if isinstance(expression, ast.Attribute) and isinstance(expression.value, ast.Name):
        module = sys.modules.get(module_name)
        target = getattr(module, expression.value.id, None)
        if inspect.ismodule(target) and source.is_user_file(getattr(target, "__file__", "") or ""):
            return global_origin(target.__name__, expression.attr)
    return None


def refine_layer_origin(origin: Origin, layer: Any, failing: Any) -> tuple[Origin, list[Span]]:
    """Narrow `self.head = nn.SequentialCell([...])` to the element that failed, then to its size
    argument; a size that is a config constant leads to the constant's definition.
    Returns the root and the places passed on the way (shown as context)."""
    trail: list[Span] = []
    found = _constructor_call(origin)
    if found is None:
        return origin, trail
    call, _ = found
    filename = origin.span.file
    if failing is not None and layer is not None and failing is not layer:
        element = _container_element(call, layer, failing)
        if element is not None:
            trail.append(origin.span)
            origin = Origin(node_span(filename, element), ast.unparse(element), origin.how)
            call = element if isinstance(element, ast.Call) else None
    if call is None:
        return origin, trail
    size = _size_argument(call)
    if size is None:
        return origin, trail
    constant = constant_origin(filename, size)
    if constant is not None:
        trail.append(node_span(filename, size))
        return constant, trail
    # The smallest span that shows the problem: the size argument itself.
    if size.lineno != origin.span.line or origin.span.last_line != origin.span.line:
        trail.append(origin.span)
    return Origin(node_span(filename, size), origin.text, origin.how), trail


def _container_element(call: ast.Call, container: Any, failing: Any) -> ast.expr | None:
    cells = list(getattr(container, "cells", lambda: [])())
    index = next((i for i, cell in enumerate(cells) if cell is failing or _contains(cell, failing)), None)
    if index is None:
        return None
    elements: list[ast.expr] = list(call.args)
    if len(elements) == 1 and isinstance(elements[0], (ast.List, ast.Tuple)):
        elements = list(elements[0].elts)
    if any(isinstance(e, ast.Starred) for e in elements) or index >= len(elements):
        return None
    return elements[index]


def _contains(cell: Any, target: Any) -> bool:
    return hasattr(cell, "cells_and_names") and any(sub is target for _, sub in cell.cells_and_names())


def follow_passed_size(origin: Origin, owner: Any, roots: list[Any]) -> Origin:
    """`self.fc1 = nn.Dense(in_dim, ...)` only passes `in_dim` through: the size was chosen where the
    owner was built (`FeedForward(in_dim=channels * 2)`). Follow such bare parameters upwards."""
    size: ast.expr | None = None
    for _ in range(6):
        found = _constructor_call(origin)
        if found is None:
            return origin
        call, function = found
        size = _size_argument(call) if size is None else size
        if not isinstance(size, ast.Name) or function is None:
            return origin
        parameters = [a.arg for a in function.args.args if a.arg != "self"] + [a.arg for a in function.args.kwonlyargs]
        if size.id not in parameters or _uses(function, size.id) > 1:
            # A parameter that also sizes other layers is a real size, not a pass-through.
            return origin
        parent = _parent_of(roots, owner)
        if parent is None:
            return origin
        parent_cell, attribute = parent
        parent_origin = attribute_origin(parent_cell, attribute)
        built = _constructor_call(parent_origin) if parent_origin is not None else None
        if parent_origin is None or built is None:
            return origin
        parent_call = built[0]
        passed: ast.expr | None = None
        for keyword in parent_call.keywords:
            if keyword.arg == size.id:
                passed = keyword.value
        index = parameters.index(size.id)
        if passed is None and index < len(parent_call.args):
            passed = parent_call.args[index]
        if passed is None:
            return origin  # the default value of the parameter was used: the layer line is the place
        origin, owner, size = parent_origin, parent_cell, passed
    return origin


def is_mindspore_layer(value: Any) -> bool:
    return type(value).__module__.startswith("mindspore.")


def assignment_origin(frame_file: str, function: ast.AST, name: str, before_line: int) -> Origin | None:
    statement = source.last_assignment(function, name, before_line)
    if statement is None:
        return None
    return Origin(node_span(frame_file, statement), source.segment(frame_file, statement), "assigned")


def global_origin(module_name: str, name: str, depth: int = 0) -> Origin | None:
    """The module-level assignment of `name`, following `from x import name` into the user's modules."""
    module = sys.modules.get(module_name)
    filename = getattr(module, "__file__", None)
    if not filename or not source.is_user_file(filename) or depth > 4:
        return None
    tree = source.parse_file(filename)
    if tree is None:
        return None
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                return Origin(node_span(filename, node), source.segment(filename, node), f"defined in `{module_name}`")
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                if (alias.asname or alias.name) == name:
                    return global_origin(node.module, alias.name, depth + 1)
    return None


def function_ast(frame: Frame) -> ast.AST | None:
    tree = source.parse_file(frame.file)
    if tree is None:
        return None
    function = source.enclosing_function(tree, frame.line)
    return function if function is not None else tree


def value_origin(ev: Evidence, predicate: Callable[[Any], bool], follow_calls: bool = False) -> tuple[str, Origin] | None:
    """Follow a value that satisfies `predicate` (say, a float64 tensor) back to the line that made it.

    Starts at the innermost eager frame holding such a value. A function parameter is followed
    into the caller's argument, up to the user's line that called the watched model. With
    `follow_calls`, an assignment from a call of a user function (a data pipeline's `collate`) is
    followed into that function's return value, down to the line that created the array.
    """
    frames = ev.eager.user_frames() if ev.eager is not None else []
    site = [ev.target.call_site] if ev.target.call_site is not None else []
    chain: list[Frame] = site + frames
    for index in range(len(chain) - 1, len(site) - 1, -1):
        found = _trace_matching(chain, index, predicate, follow_calls)
        if found is not None:
            return found
    # No frame of the model holds the value (the failing op sits in MindSpore's own layers):
    # the watched call's arguments, then the caller's variables.
    return _watched_argument_origin(ev, predicate, follow_calls) or (
        _trace_matching(chain, 0, predicate, follow_calls) if site else None)


def trace_name_in_chain(ev: Evidence, frame: Frame, name: str) -> Origin | None:
    """Where the value of `name` in `frame` was made: its assignment, or through parameters the
    caller's assignment."""
    frames = ev.eager.user_frames() if ev.eager is not None else []
    site = [ev.target.call_site] if ev.target.call_site is not None else []
    chain = site + frames
    if frame not in chain:
        return None
    return _trace_name(chain, chain.index(frame), name, False)


def _trace_matching(chain: list[Frame], index: int, predicate: Callable[[Any], bool], follow_calls: bool) -> tuple[str, Origin] | None:
    frame = chain[index]
    names = [n for n, v in frame.locals.items() if n != "self" and not n.startswith("__") and _safe(predicate, v)]
    for name in names:
        traced = _trace_name(chain, index, name, follow_calls)
        if traced is not None:
            return name, traced
    return None


def _trace_name(chain: list[Frame], index: int, name: str, follow_calls: bool) -> Origin | None:
    for _ in range(12):
        frame = chain[index]
        function = function_ast(frame)
        if function is None:
            return None
        statement = source.last_assignment(function, name, frame.line + 1)
        if statement is not None:
            origin = Origin(node_span(frame.file, statement), source.segment(frame.file, statement), "assigned")
            if follow_calls:
                deeper = _follow_creation(frame.file, statement, name, {**frame.globals, **frame.locals}, 0)
                if deeper is not None:
                    return deeper
            return origin
        position = _parameter_index(function, name)
        if position is None and not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return None
        if index == 0:
            return None
        outer = chain[index - 1]
        argument = _argument_for(outer, name, position)
        if argument is None:
            return None
        base = argument
        while isinstance(base, ast.Subscript):
            base = base.value
        if not isinstance(base, ast.Name):
            return Origin(node_span(outer.file, argument), ast.unparse(argument), "passed")
        index, name = index - 1, base.id
    return None


def _argument_for(outer: Frame, name: str, position: int | None) -> ast.expr | None:
    from .evidence import call_at, frame_span

    call = call_at(frame_span(outer))
    if call is None:
        return None
    for keyword in call.keywords:
        if keyword.arg == name:
            return keyword.value
    if position is not None and position < len(call.args) and not any(isinstance(a, ast.Starred) for a in call.args):
        return call.args[position]
    return None


_TENSOR_WRAPPERS = {"Tensor", "tensor", "Parameter", "asarray", "array"}
_NUMPY_CREATORS = {"zeros", "ones", "full", "empty", "array", "asarray", "arange", "linspace", "randn", "rand",
                   "randint", "random", "normal", "uniform", "integers", "standard_normal", "zeros_like", "ones_like"}


def _follow_creation(filename: str, statement: ast.AST, name: str, namespace: dict[str, Any], depth: int) -> Origin | None:
    """Inside an assignment `name = <value>`, find the call that created the array."""
    value = getattr(statement, "value", None)
    targets = getattr(statement, "targets", None) or [getattr(statement, "target", None)]
    element: int | None = None
    for target in targets:
        if isinstance(target, (ast.Tuple, ast.List)):
            names = [t.id if isinstance(t, ast.Name) else None for t in target.elts]
            if name in names:
                element = names.index(name)
    if isinstance(value, (ast.Tuple, ast.List)) and element is not None and element < len(value.elts):
        value, element = value.elts[element], None
    return _creation_of(filename, value, element, namespace, depth) if value is not None else None


def _creation_of(filename: str, value: ast.expr, element: int | None, namespace: dict[str, Any], depth: int) -> Origin | None:
    if depth > 6 or not isinstance(value, ast.Call):
        return None
    callee = _callee_name(value.func)
    if callee in _NUMPY_CREATORS:
        return Origin(node_span(filename, value), ast.unparse(value), "created")
    if callee in _TENSOR_WRAPPERS and value.args and not _has_dtype(value):
        # `Tensor(array)` without a dtype is where the tensor's dtype was chosen: the place to add one.
        return Origin(node_span(filename, value), ast.unparse(value), "created without a dtype")
    from .evidence import resolve_expression

    function = resolve_expression(value.func, namespace) if isinstance(value.func, (ast.Name, ast.Attribute)) else None
    function = inspect.unwrap(function) if inspect.isfunction(function) else None
    code = getattr(function, "__code__", None)
    if code is None or not source.is_user_file(code.co_filename):
        return None
    tree = source.parse_file(code.co_filename)
    node = next((n for n in source.nodes_of(tree, ast.FunctionDef) if n.name == code.co_name
                 and n.lineno <= code.co_firstlineno <= n.end_lineno), None) if tree is not None else None
    if node is None:
        node = next((n for n in source.nodes_of(tree, ast.FunctionDef) if n.name == code.co_name), None) if tree else None
    if node is None:
        return None
    inner_namespace = dict(function.__globals__)
    for returned in [n for n in ast.walk(node) if isinstance(n, ast.Return) and n.value is not None]:
        result = returned.value
        if isinstance(result, (ast.Tuple, ast.List)) and element is not None and element < len(result.elts):
            result = result.elts[element]
        if isinstance(result, ast.Name):
            assigned = source.last_assignment(node, result.id, returned.lineno)
            if assigned is not None:
                found = _follow_creation(code.co_filename, assigned, result.id, inner_namespace, depth + 1)
                return found or Origin(node_span(code.co_filename, assigned), source.segment(code.co_filename, assigned), "assigned")
        elif isinstance(result, ast.Call):
            found = _creation_of(code.co_filename, result, None, inner_namespace, depth + 1)
            if found is not None:
                return found
    return None


def _callee_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def _has_dtype(call: ast.Call) -> bool:
    return len(call.args) >= 2 or any(k.arg in ("dtype", "dtype_") for k in call.keywords)


def _watched_argument_origin(ev: Evidence, predicate: Callable[[Any], bool], follow_calls: bool = False) -> tuple[str, Origin] | None:
    """No eager frame to follow (the eager run did not fail): look at the watched call's arguments."""
    site = ev.target.call_site
    if site is None:
        return None
    from .evidence import call_at, frame_span

    call = call_at(frame_span(site))
    if call is None:
        return None
    for index, value in enumerate(ev.target.args):
        if _safe(predicate, value) and index < len(call.args):
            argument = call.args[index]
            name = ast.unparse(argument)
            if isinstance(argument, ast.Name):
                traced = _trace_name([site], 0, argument.id, follow_calls)
                if traced is not None:
                    return name, traced
            if follow_calls:
                created = _creation_of(site.file, argument, None, {**site.globals, **site.locals}, 0)
                if created is not None:
                    return name, created
            return name, Origin(node_span(site.file, argument), name, "passed")
    return None


def _safe(predicate: Callable[[Any], bool], value: Any) -> bool:
    try:
        return bool(predicate(value))
    except Exception:  # noqa: BLE001
        return False


def _parameter_index(function: ast.AST, name: str) -> int | None:
    if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    names = [a.arg for a in function.args.posonlyargs + function.args.args if a.arg != "self"]
    return names.index(name) if name in names else None
