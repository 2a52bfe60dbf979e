"""Kernel side of the notebook reproduction tests: start each reproduction afresh in one kernel, and
print what msdiag found, named as the notebook names it.

A kernel costs seconds to start (Python, IPython, MindSpore); the reproductions share one. Between
two of them the test runs `enter(folder)`, which puts back what a fresh kernel would have: only the
names the kernel started with (what `%reset -f` does, without its `gc.collect()`, which costs half
a second with MindSpore loaded), no sibling modules of the previous reproduction, its folder on
`sys.path`, PyNative mode, an empty msdiag report and a scratch working directory (MindSpore writes
`rank_0/` there).
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
from typing import Any

_state: dict[str, Any] = {"folder": None, "scratch": tempfile.mkdtemp(prefix="msdiag-notebook-")}


def enter(folder: str) -> None:
    import mindspore as ms
    from IPython import get_ipython
    from msdiag.engine import session

    user_ns = get_ipython().user_ns
    baseline = _state.setdefault("names", set(user_ns))  # the first call: what the kernel starts with
    for name in set(user_ns) - baseline:
        del user_ns[name]
    previous = _state["folder"]
    if previous is not None:
        for name, module in list(sys.modules.items()):
            path = getattr(module, "__file__", None) or ""
            if path and os.path.dirname(os.path.abspath(path)) == previous:
                del sys.modules[name]  # the next reproduction may have a module of the same name
        while previous in sys.path:
            sys.path.remove(previous)
    _state["folder"] = folder
    sys.path.insert(0, folder)
    scratch = os.path.join(_state["scratch"], str(len(os.listdir(_state["scratch"]))))
    os.makedirs(scratch)
    os.chdir(scratch)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    session.reset()


def outcome() -> None:
    """Print, as one JSON line, the failures and warnings of this reproduction: code and place."""
    from IPython import get_ipython
    from msdiag.engine import session
    from msdiag.ipython import cell_locator

    locate = cell_locator(get_ipython())

    def described(finding: Any) -> dict[str, Any]:
        place = locate(finding.span.file, finding.span.line)
        return {"code": finding.code, "severity": finding.severity, "title": place.title, "line": place.line,
                "cell": place.cell, "file": finding.span.file}

    report = session.current().report
    print("OUTCOME " + json.dumps({
        "failures": [{"type": f.exception.type, "findings": [described(x) for x in f.findings],
                      "diagnosis_error": f.diagnosis_error} for f in report.failures],
        "warnings": [described(w) for w in report.warnings],
    }))
