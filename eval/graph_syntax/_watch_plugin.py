"""pytest plugin for score.py: watch every graph call with msdiag and log each new failure.

Loaded with `-p _watch_plugin` (eval/graph_syntax on PYTHONPATH). At configure time it calls
`msdiag.install()`. Around each test's call phase it counts the failures in msdiag's session
report and appends one JSON line per new failure to the file named by $MSDIAG_WATCH_OUT:

    {"nodeid": ..., "k": <index of the failure within the test>, "exception": <type name>,
     "message": <first line>, "findings": [{"code": ..., "file": ..., "line": ...}, ...]}

Everything this plugin knows about msdiag's internals is in `_failures()` and `_as_record()`.
"""
from __future__ import annotations

import json
import os
from typing import Any, Generator

import pytest

OUT_VARIABLE = "MSDIAG_WATCH_OUT"


def _failures() -> list[Any]:
    """The live list of Failure records of this process's msdiag session."""
    for module_name in ("msdiag.session", "msdiag.engine.session"):
        try:
            module = __import__(module_name, fromlist=["current"])
        except ImportError:
            continue
        current = getattr(module, "current", None)
        if current is not None:
            return current().report.failures
    raise RuntimeError("msdiag session not found (looked in msdiag.session and msdiag.engine.session)")


def _as_record(failure: Any) -> dict[str, Any]:
    exception = getattr(failure, "exception", None)
    findings = []
    for finding in getattr(failure, "findings", []) or []:
        span = getattr(finding, "span", None)
        findings.append({"code": getattr(finding, "code", "?"),
                         "file": getattr(span, "file", None), "line": getattr(span, "line", None)})
    return {"exception": getattr(exception, "type", None), "message": getattr(exception, "message", None),
            "findings": findings, "diagnosis_error": getattr(failure, "diagnosis_error", None)}


def _write(record: dict[str, Any]) -> None:
    path = os.environ.get(OUT_VARIABLE)
    if not path:
        return
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(record, ensure_ascii=False) + "\n")


def pytest_configure(config: pytest.Config) -> None:
    import msdiag

    msdiag.install()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, Any, None]:
    try:
        before = len(_failures())
    except Exception as error:  # noqa: BLE001 - report, never break the user's test
        _write({"nodeid": item.nodeid, "k": -1, "plugin_error": repr(error)})
        before = None
    yield
    if before is None:
        return
    try:
        new = _failures()[before:]
    except Exception as error:  # noqa: BLE001
        _write({"nodeid": item.nodeid, "k": -1, "plugin_error": repr(error)})
        return
    for k, failure in enumerate(new):
        record = {"nodeid": item.nodeid, "k": k}
        record.update(_as_record(failure))
        _write(record)
