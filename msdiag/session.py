"""The report of this process, and where it is written as it grows."""
from __future__ import annotations

import json
import os
import sys
import threading
from typing import Any

from .model import Failure, Finding, Report

_lock = threading.Lock()


class Session:
    def __init__(self) -> None:
        self.report = Report(command=list(sys.argv))
        self.json_path: str | None = None

    def add_failure(self, failure: Failure) -> None:
        with _lock:
            self.report.failures.append(failure)
            self._write()

    def add_warning(self, finding: Finding) -> None:
        with _lock:
            self.report.warnings.append(finding)
            self._write()

    def set_exit_code(self, code: int) -> None:
        with _lock:
            self.report.exit_code = code
            self._write()

    def _write(self) -> None:
        if not self.json_path:
            return
        from .render.json import report_to_dict

        payload: dict[str, Any] = report_to_dict(self.report)
        temporary = f"{self.json_path}.tmp{os.getpid()}"
        # Write then rename, so a run killed mid-write still leaves the previous valid report.
        with open(temporary, "w", encoding="utf-8") as handle:
            json.dump(payload, handle, indent=2, ensure_ascii=False)
            handle.write("\n")
        os.replace(temporary, self.json_path)


_current = Session()


def current() -> Session:
    return _current


def reset() -> Session:
    global _current
    _current = Session()
    return _current
