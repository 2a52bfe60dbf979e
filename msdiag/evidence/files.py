"""The user files a live model comes from: its cells' classes and bases, its functions, and the
user modules they import. The static reading of a failing model reads these files.

A model typed into notebook cells takes names from earlier cells (`nn` imported in cell 1, a helper
defined in cell 3): what those names are is read from the kernel's user namespace, never run."""
from __future__ import annotations

import collections
import inspect
import linecache
import os
import sys
import types
from typing import Any, Iterable, Mapping

from ..model.module import Namespace, unbound_names
from ..model.project import module_name_for
from ..model.reach import cells_reachable
from ..model.source import class_file, is_user_file, parse_file


def model_files(objects: Iterable[Any], extra: Iterable[str] = ()) -> tuple[str, ...]:
    """User source files of the cells reachable from `objects` (their classes and bases) and of
    plain functions, plus `extra` (say, files named in MindSpore's error)."""
    from mindspore import nn

    files: set[str] = {f for f in extra if f and is_user_file(f) and _readable(f)}
    objects = list(objects)
    for obj in objects + cells_reachable(objects):
        if obj is None:
            continue
        if isinstance(obj, nn.Cell):
            classes = {type(cell) for _, cell in obj.cells_and_names()}
        elif inspect.isfunction(obj) or inspect.ismethod(obj):
            function = inspect.unwrap(obj)
            code = getattr(function, "__code__", None)
            if code is not None:
                files.add(code.co_filename)
            classes = set()
        else:
            continue
        for cls in classes:
            for base in cls.__mro__:
                filename = class_file(base)
                if filename and is_user_file(filename):
                    files.add(filename if in_memory(filename) else os.path.abspath(filename))
    files.update(_cells_named(files))
    files.update(_imported_user_files(files))
    return tuple(sorted(f for f in files if is_user_file(f) and _readable(f)))


def in_memory(filename: str) -> bool:
    """A notebook or IPython cell: its source is in linecache, not in a file."""
    return not os.path.exists(filename) and bool(linecache.getlines(filename))


def _readable(filename: str) -> bool:
    return os.path.exists(filename) or in_memory(filename)


def _imported_user_files(files: set[str]) -> set[str]:
    """Helpers that graph code calls often live in another module of the project (`utils.py`):
    add the user modules that the model's modules import from."""
    import sys

    if not files:
        return set()
    by_file = {os.path.abspath(getattr(m, "__file__", "") or ""): m for m in list(sys.modules.values())
               if getattr(m, "__file__", None)}
    found: set[str] = set()
    for filename in files:
        module = by_file.get(os.path.abspath(filename))
        if module is None:
            continue
        for value in list(vars(module).values()):
            target = value if inspect.ismodule(value) else sys.modules.get(getattr(value, "__module__", "") or "")
            path = getattr(target, "__file__", None)
            if path and is_user_file(path):
                found.add(os.path.abspath(path))
    return found


# --- notebook cells ---------------------------------------------------------------------------

def cell_namespaces(files: Iterable[str], user_ns: Mapping[str, Any] | None = None) -> dict[str, Namespace]:
    """For each notebook cell among `files`: what the names it uses but does not bind refer to in
    `user_ns`, by default the running kernel's (modules, classes, functions, Python containers)."""
    cells = [f for f in files if in_memory(f)]
    if user_ns is None and cells:
        user_ns = user_namespace()
    if not cells or user_ns is None:
        return {}
    found = {}
    for filename in cells:
        tree = parse_file(filename)
        if tree is None:
            continue
        names: dict[str, str] = {}
        containers: set[str] = set()
        for name in sorted(unbound_names(tree)):
            value = user_ns.get(name, _MISSING)
            if value is _MISSING:
                continue
            if type(value) in _CONTAINER_TYPES:
                containers.add(name)
                continue
            qualified = _qualified_name(value)
            if qualified is not None:
                names[name] = qualified
        if names or containers:
            found[filename] = Namespace(tuple(sorted(names.items())), frozenset(containers))
    return found


_MISSING = object()


def user_namespace() -> Mapping[str, Any] | None:
    """The namespace notebook cells run in: `shell.user_ns` of the running IPython, if any."""
    ipython = sys.modules.get("IPython")
    get_ipython = getattr(ipython, "get_ipython", None)
    shell = get_ipython() if callable(get_ipython) else None
    namespace = getattr(shell, "user_ns", None)
    return namespace if isinstance(namespace, dict) else None


# The types of the `CONTAINER_CALLS` a file's static reading recognises by their constructor.
_CONTAINER_TYPES = frozenset({list, dict, set, collections.OrderedDict, collections.defaultdict, collections.deque,
                              collections.Counter})


def _qualified_name(value: Any) -> str | None:
    """The dotted name a file would import `value` by, read from the object without running it:
    a module's `__name__`; for a class or function of the user's, its file's module name and
    `__qualname__`; for a library one, the shortest public path to it (`mindspore.nn.Dense` rather
    than `mindspore.nn.layer.basic.Dense`), else `__module__` + `__qualname__`."""
    kind = type(value)
    if issubclass(kind, types.ModuleType):
        return value.__name__
    if _is_logger(value):
        return "logging.Logger"  # a module-level `logger = logging.getLogger(...)`, as a file reads it
    if not (issubclass(kind, type) or kind in _FUNCTION_TYPES):
        return None
    user_file = _user_file_of(value)
    qualname = getattr(value, "__qualname__", None)
    if user_file is not None:
        return f"{module_name_for(user_file)[0]}.{qualname}" if isinstance(qualname, str) else None
    return _public_name(value)


_FUNCTION_TYPES = (types.FunctionType, types.BuiltinFunctionType, types.MethodType)


def _is_logger(value: Any) -> bool:
    logging = sys.modules.get("logging")
    return logging is not None and issubclass(type(value), logging.Logger)


def _user_file_of(value: Any) -> str | None:
    """The user file (or cell) a class or function is written in; None for library objects."""
    if isinstance(value, type):
        filename = class_file(value)
    else:
        code = getattr(inspect.unwrap(value), "__code__", None)
        filename = code.co_filename if code is not None else None
    if filename and is_user_file(filename):
        return filename if in_memory(filename) else os.path.abspath(filename)
    return None


def _public_name(value: Any) -> str | None:
    name = getattr(value, "__name__", None)
    module = getattr(value, "__module__", None)
    if module is None:  # a bound method of a module-level instance: `from numpy.random import randn`
        owner = getattr(value, "__self__", None)
        module = None if owner is None or issubclass(type(owner), types.ModuleType) else type(owner).__module__
    if not isinstance(name, str) or not isinstance(module, str):
        return None
    parts = module.split(".")
    for end in range(1, len(parts) + 1):
        prefix = ".".join(parts[:end])
        holder = sys.modules.get(prefix)
        # The module's own dict, not getattr: a module `__getattr__` would run code.
        if isinstance(holder, types.ModuleType) and vars(holder).get(name) is value:
            return f"{prefix}.{name}"
    qualname = getattr(value, "__qualname__", None)
    return f"{module}.{qualname}" if isinstance(qualname, str) and "<" not in qualname else None


def _cells_named(files: set[str]) -> set[str]:
    """The cells and user files that the model's cells take names from: a helper or base class
    defined in another cell, a function imported from a user module in the imports cell."""
    user_ns = user_namespace() if any(in_memory(f) for f in files) else None
    if user_ns is None:
        return set()
    found: set[str] = set()
    todo = [f for f in files if in_memory(f)]
    while todo:
        tree = parse_file(todo.pop())
        for name in unbound_names(tree) if tree is not None else ():
            value = user_ns.get(name, _MISSING)
            if issubclass(type(value), types.ModuleType):
                path = getattr(value, "__file__", None)
                filename = os.path.abspath(path) if isinstance(path, str) and is_user_file(path) else None
            elif issubclass(type(value), type) or type(value) in _FUNCTION_TYPES:
                filename = _user_file_of(value)
            else:
                continue
            if filename is not None and filename not in files and filename not in found:
                found.add(filename)
                if in_memory(filename):
                    todo.append(filename)
    return found
