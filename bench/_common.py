"""Small helpers shared by the benches (machine description, load, formatting). Not part of msdiag."""
from __future__ import annotations

import os
import platform
import statistics
import sys


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def mem_total_gib() -> float:
    try:
        with open("/proc/meminfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("MemTotal:"):
                    return int(line.split()[1]) / 1024 / 1024
    except OSError:
        pass
    return float("nan")


def load() -> str:
    try:
        one, five, fifteen = os.getloadavg()
        return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"
    except OSError:
        return "load average unknown"


def machine_header(title: str) -> str:
    try:
        import mindspore

        ms_version = mindspore.__version__
    except Exception:  # noqa: BLE001
        ms_version = "not importable"
    try:
        import numpy

        np_version = numpy.__version__
    except Exception:  # noqa: BLE001
        np_version = "?"
    return (f"== {title} ==\n"
            f"machine: {cpu_model()}, {os.cpu_count()} cores, {mem_total_gib():.1f} GiB RAM; "
            f"Python {platform.python_version()}, MindSpore {ms_version}, numpy {np_version}\n"
            f"{load()} (at start)")


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def ratio(a: float, b: float) -> float:
    return a / b if b else float("nan")


def flush() -> None:
    sys.stdout.flush()
    sys.stderr.flush()
