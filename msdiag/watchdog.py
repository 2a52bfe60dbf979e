"""Notice graph compiles that run far longer than usual and report what is compiling."""
from __future__ import annotations

import threading
import time
from typing import Any

_active: dict[int, tuple[float, Any]] = {}


def enter(obj: Any) -> int:
    ident = threading.get_ident()
    _active.setdefault(ident, (time.monotonic(), obj))
    return ident


def leave(token: int) -> None:
    _active.pop(token, None)

_settings = {"warn_after": 60.0, "stop_after": None}


def configure(warn_after: float = 60.0, stop_after: float | None = None) -> None:
    _settings["warn_after"] = warn_after
    _settings["stop_after"] = stop_after
