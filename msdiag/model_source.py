"""The static reading of a live model: the user files its cells and functions come from, checked
with the same rules as `msdiag check`, cached per set of files."""
from __future__ import annotations

import functools
import inspect
import os
from typing import Any, Iterable, Sequence

from .model import Finding
from .source import is_user_file


def model_files(objects: Iterable[Any], extra: Iterable[str] = ()) -> tuple[str, ...]:
    """User source files of the cells reachable from `objects` (their classes and bases) and of
    plain functions, plus `extra` (say, files named in MindSpore's error)."""
    from mindspore import nn

    files: set[str] = {f for f in extra if f and is_user_file(f) and os.path.exists(f)}
    for obj in objects:
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
                try:
                    filename = inspect.getsourcefile(base)
                except TypeError:
                    continue
                if filename and is_user_file(filename):
                    files.add(os.path.abspath(filename))
    return tuple(sorted(f for f in files if is_user_file(f) and os.path.exists(f)))


def static_findings(files: Sequence[str], select: Sequence[str] = ()) -> list[Finding]:
    if not files:
        return []
    stamps = tuple((f, _mtime(f)) for f in files)
    return list(_cached(stamps, tuple(select)))


def _mtime(filename: str) -> float:
    try:
        return os.stat(filename).st_mtime
    except OSError:
        return 0.0


@functools.lru_cache(maxsize=64)
def _cached(stamps: tuple[tuple[str, float], ...], select: tuple[str, ...]) -> tuple[Finding, ...]:
    from .check.runner import check_paths

    result = check_paths([f for f, _ in stamps], select=select)
    return tuple(result.findings)
