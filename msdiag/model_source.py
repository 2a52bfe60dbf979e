"""The static reading of a live model: the user files its cells and functions come from, checked
with the same rules as `msdiag check`, cached per set of files."""
from __future__ import annotations

import functools
import inspect
import linecache
import os
from typing import Any, Iterable, Sequence

from .model import Finding
from .source import class_file, is_user_file


def model_files(objects: Iterable[Any], extra: Iterable[str] = ()) -> tuple[str, ...]:
    """User source files of the cells reachable from `objects` (their classes and bases) and of
    plain functions, plus `extra` (say, files named in MindSpore's error)."""
    from mindspore import nn

    from .state import cells_reachable

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
                    files.add(filename if _in_memory(filename) else os.path.abspath(filename))
    files.update(_imported_user_files(files))
    return tuple(sorted(f for f in files if is_user_file(f) and _readable(f)))


def _in_memory(filename: str) -> bool:
    """A notebook or IPython cell: its source is in linecache, not in a file."""
    return not os.path.exists(filename) and bool(linecache.getlines(filename))


def _readable(filename: str) -> bool:
    return os.path.exists(filename) or _in_memory(filename)


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


def static_findings(files: Sequence[str], select: Sequence[str] = ()) -> list[Finding]:
    if not files:
        return []
    stamps = tuple((f, _mtime(f)) for f in files)
    return list(_cached(stamps, tuple(select)))


def _mtime(filename: str) -> float:
    try:
        return os.stat(filename).st_mtime
    except OSError:  # a cell's text never changes under the same name: its length will do
        return float(len("".join(linecache.getlines(filename))))


@functools.lru_cache(maxsize=64)
def _cached(stamps: tuple[tuple[str, float], ...], select: tuple[str, ...]) -> tuple[Finding, ...]:
    from .check.runner import check_paths

    texts = {f: "".join(linecache.getlines(f)) for f, _ in stamps if _in_memory(f)}
    result = check_paths([f for f, _ in stamps], select=select, texts=texts)
    return tuple(result.findings)
