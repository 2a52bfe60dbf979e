"""Where things were made: the `__init__` line that built a sub-cell, the line that created an
input tensor, the definition of a constant. A diagnosis points there rather than at the call."""
from __future__ import annotations

import ast
import inspect
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
    try:
        filename = inspect.getsourcefile(cls)
    except TypeError:
        return None
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


def value_origin(ev: Evidence, predicate: Callable[[Any], bool]) -> tuple[str, Origin] | None:
    """Follow a value that satisfies `predicate` (say, a float64 tensor) back to the line that made it.

    Looks at the eager frames from the innermost outwards; a function parameter is followed into
    the caller's argument, and the watched call's arguments into the user's call site.
    """
    if ev.eager is None:
        return None
    frames = ev.eager.user_frames()
    chain = frames + ([ev.target.call_site] if ev.target.call_site is not None else [])
    wanted: str | None = None
    for index in range(len(frames) - 1, -1, -1):
        frame = frames[index]
        names = [n for n, v in frame.locals.items() if n != "self" and not n.startswith("__") and _safe(predicate, v)]
        if wanted is not None and wanted in frame.locals:
            names = [wanted] + [n for n in names if n != wanted]
        if not names:
            continue
        function = function_ast(frame)
        if function is None:
            continue
        for name in names:
            origin = assignment_origin(frame.file, function, name, frame.line + 1)
            if origin is not None:
                return name, origin
        # A parameter: the value came from the caller.
        wanted = names[0]
        parameter_index = _parameter_index(function, wanted)
        outer = frames[index - 1] if index > 0 else ev.target.call_site
        if outer is None:
            break
        traced = _argument_at_call(outer, frame, wanted, parameter_index)
        if traced is not None:
            return wanted, traced
    del chain
    return _watched_argument_origin(ev, predicate)


def _watched_argument_origin(ev: Evidence, predicate: Callable[[Any], bool]) -> tuple[str, Origin] | None:
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
            origin = _argument_at_call(site, site, name, index) if isinstance(argument, ast.Name) else None
            if origin is not None:
                return name, origin
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


def _argument_at_call(outer: Frame, inner: Frame, name: str, index: int | None) -> Origin | None:
    """At the caller's line, the expression passed for `name`; when it is a plain name, its assignment."""
    from .evidence import call_at, frame_span

    call = call_at(frame_span(outer))
    if call is None:
        return None
    argument: ast.expr | None = None
    for keyword in call.keywords:
        if keyword.arg == name:
            argument = keyword.value
    if argument is None and index is not None and index < len(call.args):
        argument = call.args[index]
    if argument is None:
        return None
    if isinstance(argument, ast.Name):
        function = function_ast(outer)
        if function is not None:
            origin = assignment_origin(outer.file, function, argument.id, outer.line)
            if origin is not None:
                return origin
            tree = source.parse_file(outer.file)
            if tree is not None and function is not tree:
                origin = assignment_origin(outer.file, tree, argument.id, outer.line)
                if origin is not None:
                    return origin
    return Origin(node_span(outer.file, argument), ast.unparse(argument), "passed")
