"""What a call can reach: the cells themselves, and for functions the globals they name and their
closures (a jit `train_step` usually reaches its net and optimizer through module globals); and the
user functions a compiled call runs (`graph_code`), which the silent rules read."""
from __future__ import annotations

import ast
import inspect
import types
from dataclasses import dataclass
from typing import Any, Iterable, Iterator

from . import source

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


@dataclass(frozen=True)
class GraphCode:
    """One user function a compiled graph runs: where it is defined, and the object its first
    parameter is bound to (the cell of a `construct`, the instance of a jit method), else None."""

    filename: str
    node: ast.FunctionDef
    function: types.FunctionType
    me: Any = None

    @property
    def namespace(self) -> dict[str, Any]:
        return self.function.__globals__

    @property
    def self_name(self) -> str | None:
        arguments = self.node.args.posonlyargs + self.node.args.args
        return arguments[0].arg if self.me is not None and arguments else None

    @property
    def qualname(self) -> str:
        return getattr(self.function, "__qualname__", self.node.name)

    def closure(self) -> dict[str, Any]:
        """The values of the variables this function closes over (a hook made by a factory)."""
        values = {}
        for name, cell in zip(self.function.__code__.co_freevars, self.function.__closure__ or ()):
            try:
                values[name] = cell.cell_contents
            except ValueError:
                pass
        return values

    def local_names(self) -> set[str]:
        arguments = self.node.args
        names = {a.arg for a in arguments.posonlyargs + arguments.args + arguments.kwonlyargs}
        names |= {a.arg for a in (arguments.vararg, arguments.kwarg) if a is not None}
        return names | {n.id for n in ast.walk(self.node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}

    def resolve(self, node: ast.AST, local: set[str]) -> tuple[bool, Any]:
        """The value an expression of this function held when the graph was compiled, for the
        forms a graph reads as constants: a global name, `self.x`, `module.x`, `config.x`,
        `self.cfg.x`; (False, None) for anything else (locals, calls, tensors' own attributes)."""
        if isinstance(node, ast.Name):
            if node.id in local:
                return (node.id == self.self_name and self.me is not None, self.me)
            closure = self.closure()
            if node.id in closure:
                return True, closure[node.id]
            return (node.id in self.namespace, self.namespace.get(node.id))
        if isinstance(node, ast.Attribute):
            found, owner = self.resolve(node.value, local)
            if not found or owner is None or not (owner is self.me or plain_holder(owner)):
                return False, None
            held = vars(owner) if hasattr(owner, "__dict__") else {}
            if node.attr in held:
                return True, held[node.attr]
            method = getattr(type(owner), node.attr, None)
            return (True, getattr(owner, node.attr)) if inspect.isfunction(method) else (False, None)
        return False, None


def plain_holder(value: Any) -> bool:
    """A module of the user's, or a plain object holding settings (a dataclass, a SimpleNamespace,
    a config class instance): its attributes are read as constants by graph code."""
    if inspect.ismodule(value):
        return source.is_user_file(getattr(value, "__file__", "") or "")
    if inspect.isclass(value) or callable(value) or not hasattr(value, "__dict__") or _is_cell(value):
        return False
    return type(value).__name__ == "SimpleNamespace" or source.is_user_file(source.class_file(type(value)) or "")


def graph_code(obj: Any, owner: Any = None) -> list[GraphCode]:
    """The user functions a compiled call runs: the `construct` of every cell it reaches, the jit
    function itself, and the user functions and methods these name (helpers, `value_and_grad`'s
    function, a trainer's loss method reached through `self.grad_fn`), each with its `self`."""
    found: list[GraphCode] = []
    seen: set[tuple[int, int]] = set()
    stack: list[tuple[Any, Any]] = [(obj, owner)]
    while stack and len(seen) < _MAX_WALK:
        target, me = stack.pop()
        key = (id(target), id(me))
        if key in seen:
            continue
        seen.add(key)
        if _is_cell(target):
            for _, cell in target.cells_and_names():
                construct = _user_construct(type(cell))
                if construct is not None:
                    stack.append((construct, cell))
        elif isinstance(target, types.MethodType):
            stack.append((target.__func__, target.__self__))
        elif isinstance(target, types.FunctionType):
            code = located(target, me)
            if code is None:
                # MindSpore's wrappers (`jit`, `value_and_grad`): what they close over runs in the graph.
                stack.extend((c, None) for c in _wrapped(target) if _runnable(c))
                continue
            found.append(code)
            stack.extend(_named_callables(code))
        elif hasattr(target, "func") and callable(target):  # functools.partial
            stack.append((target.func, None))
    return found


def _runnable(value: Any) -> bool:
    return isinstance(value, (types.FunctionType, types.MethodType)) or _is_cell(value) or (
        hasattr(value, "func") and callable(value) and not inspect.isclass(value))


def _wrapped(function: types.FunctionType) -> list[Any]:
    inner = [getattr(function, "__wrapped__", None)]
    for cell in function.__closure__ or ():
        try:
            inner.append(cell.cell_contents)
        except ValueError:
            pass
    return [value for value in inner if value is not None]


def _user_construct(cls: type) -> types.FunctionType | None:
    for base in cls.__mro__:
        construct = base.__dict__.get("construct")
        if construct is not None:
            construct = inspect.unwrap(construct)
            code = getattr(construct, "__code__", None)
            return construct if code is not None and source.is_user_file(code.co_filename) else None
    return None


def located(function: Any, me: Any = None) -> GraphCode | None:
    """A user function (or lambda) with its definition, bound to `me`; None for MindSpore's or
    Python's own functions and for code without a source file."""
    function = inspect.unwrap(function)
    code = getattr(function, "__code__", None)
    if code is None or not source.is_user_file(code.co_filename):
        return None
    tree = source.parse_file(code.co_filename)
    for node in source.nodes_of(tree, (ast.FunctionDef, ast.Lambda)) if tree is not None else ():  # type: ignore[arg-type]
        if isinstance(node, ast.Lambda):
            if code.co_name == "<lambda>" and node.lineno == code.co_firstlineno:
                return GraphCode(code.co_filename, node, function, me)  # type: ignore[arg-type]
            continue
        start = min([node.lineno] + [d.lineno for d in node.decorator_list])
        if node.name == code.co_name and start <= code.co_firstlineno <= (node.end_lineno or node.lineno):
            return GraphCode(code.co_filename, node, function, me)
    return None


def _named_callables(code: GraphCode) -> Iterator[tuple[Any, Any]]:
    """What a graph function names that runs too: user functions, methods, cells and wrappers."""
    local = code.local_names()
    for node in ast.walk(code.node):
        if isinstance(node, (ast.Name, ast.Attribute)) and isinstance(node.ctx, ast.Load):
            found, value = code.resolve(node, local)
            if found and value is not code.me and _runnable(value):
                yield value, None
