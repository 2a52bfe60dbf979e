"""The one place msdiag reads its settings from the environment.

Every value is read when asked for, not at import, so a test, a notebook or a launcher can change
a variable between two calls. Variables that belong to MindSpore are read here too when msdiag
decides something from them.
"""
from __future__ import annotations

import os
from typing import Mapping

DEFAULT_EAGER_TIMEOUT = 60.0
DEFAULT_SPILL_MB = 256.0
# POSIX order: LC_ALL overrides LC_MESSAGES, which overrides LANG.
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
# Every variable msdiag itself reads, for `msdiag doctor` and the README.
MSDIAG_VARIABLES = ("MSDIAG", "MSDIAG_DEBUG", "MSDIAG_EAGER_TIMEOUT", "MSDIAG_LANG", "MSDIAG_SNAPSHOT_SPILL_MB")


def enabled(environ: Mapping[str, str] = os.environ) -> bool:
    """`MSDIAG=0` turns diagnosis off: watched calls pass straight through."""
    return environ.get("MSDIAG") != "0"


def debug(environ: Mapping[str, str] = os.environ) -> bool:
    """`MSDIAG_DEBUG=1`: msdiag's own errors in full, and rules that failed."""
    return bool(environ.get("MSDIAG_DEBUG"))


def eager_timeout(environ: Mapping[str, str] = os.environ) -> float:
    """Seconds the eager re-run may take (`MSDIAG_EAGER_TIMEOUT`)."""
    value = number(environ.get("MSDIAG_EAGER_TIMEOUT"))
    return value if value is not None and value > 0 else DEFAULT_EAGER_TIMEOUT


def eager_timeout_problem(environ: Mapping[str, str] = os.environ) -> str | None:
    """Why the `MSDIAG_EAGER_TIMEOUT` that is set will not be used, or None."""
    raw = environ.get("MSDIAG_EAGER_TIMEOUT")
    if raw is None:
        return None
    value = number(raw)
    if value is None or value <= 0:
        return f"MSDIAG_EAGER_TIMEOUT={raw!r} is not a positive number; {DEFAULT_EAGER_TIMEOUT:.0f} s is used"
    return None


def spill_bytes(environ: Mapping[str, str] = os.environ) -> int:
    """Parameter snapshots larger than this go to a temporary file (`MSDIAG_SNAPSHOT_SPILL_MB`)."""
    value = number(environ.get("MSDIAG_SNAPSHOT_SPILL_MB"))
    return int((value if value is not None and value >= 0 else DEFAULT_SPILL_MB) * 2**20)


def language_setting(environ: Mapping[str, str] = os.environ) -> str:
    """`MSDIAG_LANG` if set, else the locale variables in POSIX order, else empty."""
    chosen = environ.get("MSDIAG_LANG", "").strip()
    if chosen:
        return chosen
    for variable in LOCALE_VARIABLES:
        value = environ.get(variable, "").strip()
        if value:
            return value
    return ""


def jit_disabled(environ: Mapping[str, str] = os.environ) -> bool:
    """MindSpore's `MS_JIT=0`: graph compilation is off, so there is nothing to watch."""
    return environ.get("MS_JIT") == "0"


def environment() -> Mapping[str, str]:
    """The whole environment, for the commands that report on it (`msdiag doctor`, per-rank paths)."""
    return os.environ


def ms_jit() -> str | None:
    """MindSpore's `MS_JIT` as it is now (the eager re-run sets it, and puts this value back)."""
    return os.environ.get("MS_JIT")


def set_ms_jit(value: str | None) -> None:
    """Set (or, with None, remove) `MS_JIT`, touching no other variable."""
    if value is None:
        os.environ.pop("MS_JIT", None)
    elif os.environ.get("MS_JIT") != value:
        os.environ["MS_JIT"] = value


def number(text: str | None) -> float | None:
    """A finite float, or None for a missing or malformed value (nan and inf are malformed)."""
    if text is None:
        return None
    try:
        value = float(text)
    except ValueError:
        return None
    return value if value == value and value not in (float("inf"), float("-inf")) else None
