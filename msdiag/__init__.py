"""msdiag: names the line behind a MindSpore graph-mode failure, and keeps the original error."""
from __future__ import annotations

from typing import Any, TypeVar

from ._version import __version__
from .hooks import install, installed, uninstall, unwatch_object, watch_object

T = TypeVar("T")


def diagnose(obj: T) -> T:
    """Watch an `nn.Cell` subclass, a Cell instance or a `@ms.jit` function (either decorator order).

    Returns `obj` itself: the model is not changed, only watched. When a call of it fails in graph
    mode, the original exception is re-raised with the diagnosis attached as a note.
    """
    return watch_object(obj)  # type: ignore[no-any-return]


def undiagnose(obj: T) -> T:
    """Stop watching what `diagnose` watched. Returns `obj` itself."""
    return unwatch_object(obj)  # type: ignore[no-any-return]


def load_ipython_extension(ipython: Any) -> None:
    """`%load_ext msdiag`."""
    from .ipython import load

    load(ipython)


def unload_ipython_extension(ipython: Any) -> None:
    """`%unload_ext msdiag`."""
    from .ipython import unload

    unload(ipython)


__all__ = ["__version__", "diagnose", "undiagnose", "install", "uninstall", "installed"]
