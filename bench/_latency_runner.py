"""Run one reproduction script in this process and time its failing graph call from the inside.

    python bench/_latency_runner.py plain|msdiag SCRIPT RESULT.json

Both modes import MindSpore and msdiag and run SCRIPT with runpy exactly as `python SCRIPT` would
(same argv, sys.path[0] and __main__). In "msdiag" mode `msdiag.install()` is called first, which
is what `msdiag run SCRIPT` does (msdiag/cli.py: run -> hooks.install -> runpy.run_path).

A timing wrapper is put around `nn.Cell.__call__` and `_JitExecutor.__call__` AFTER msdiag's own
patch, so it is the outermost layer in both modes. For the outermost call that raises, it records
perf_counter() at entry and when the exception leaves the call: in plain mode that is MindSpore's
failing compile (or failing run); in msdiag mode the same plus the whole diagnosis (eager re-run,
snapshot/restore, rules, note rendering, session report). The same wrapper in both modes, so its
cost cancels. Not part of msdiag; used by bench/diagnosis_latency.py.

In msdiag mode the parts of the diagnosis are timed by wrapping msdiag's functions from outside,
at the module attribute through which msdiag calls them (msdiag/engine/diagnose.py,
msdiag/evidence/eager.py, msdiag/engine/watch.py):
- handle_failure: diagnose.handle_failure, the whole diagnosis;
- eager_rerun_total: eager.rerun_eagerly as diagnose calls it, snapshot and restore included;
- snapshot / restore: evidence.state.take_snapshot / restore as eager calls them;
- rules: diagnose.run_rules plus diagnose.rank. Before the restructure one function,
  engine.rules.diagnose, did both; the Tracer that answers the rules' provenance questions is
  built just before run_rules and is not in this part;
- render_note: report.text.note_text as diagnose.attach calls it (was engine.render_note);
- static_in_diagnosis: the static reading a diagnosis asks for (diagnose.model_findings and
  diagnose.live_findings; new part, no older equivalent);
- silent_watch_first_call: watch.after_success, the once-per-class silent-bug pass, with its
  watch._own_ranges part (first_call_class_ranges) and its watch.model_findings part
  (first_call_static_findings). Before the restructure these were silent_watch.first_call,
  _class_ranges and model_source.static_findings, run BEFORE the compile of the first watched
  call; after_success runs only after a call that succeeded, so inside a failing call these
  three parts are expected to be 0 (the keys keep their old names so that results compare).
"""
from __future__ import annotations

import json
import os
import runpy
import sys
import threading
import time
import traceback

PROCESS_START = time.perf_counter()


def main() -> None:
    mode, script, result_path = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
    import mindspore as ms  # noqa: F401  (both modes pay the same imports before the script)
    from mindspore import nn
    from mindspore.graph import api

    import msdiag
    from msdiag import hooks
    from msdiag.engine import diagnose, watch
    from msdiag.evidence import state

    imported = time.perf_counter()
    if mode == "msdiag":
        msdiag.install()
    elif mode != "plain":
        raise SystemExit(f"unknown mode {mode!r}")

    records: list[dict] = []
    parts: dict[str, float] = {}
    local = threading.local()

    def timed_call(owner: type, name: str) -> None:
        inner = owner.__dict__[name]

        def __call__(self, *args, **kwargs):  # noqa: N807
            depth = getattr(local, "depth", 0)
            local.depth = depth + 1
            started = time.perf_counter()
            parts_at_entry = dict(parts)
            try:
                return inner(self, *args, **kwargs)
            except BaseException as error:
                if depth == 0:
                    target = getattr(self, "fn", self)
                    records.append({
                        "target": getattr(target, "__qualname__", type(target).__name__),
                        "seconds": time.perf_counter() - started,
                        "error": type(error).__name__,
                        "diagnosed": any(isinstance(n, str) and n.startswith("msdiag:")
                                         for n in getattr(error, "__notes__", ())),
                        "parts": {k: v - parts_at_entry.get(k, 0.0) for k, v in parts.items()},
                    })
                raise
            finally:
                local.depth = depth

        setattr(owner, name, __call__)

    timed_call(nn.Cell, "__call__")
    timed_call(api._JitExecutor, "__call__")

    # Break the diagnosis down (msdiag mode only; the wrappers are not reached in plain mode).
    def timed_part(module, name: str, label: str) -> None:
        inner = getattr(module, name)

        def wrapper(*args, **kwargs):
            started = time.perf_counter()
            try:
                return inner(*args, **kwargs)
            finally:
                parts[label] = parts.get(label, 0.0) + time.perf_counter() - started

        setattr(module, name, wrapper)

    if mode == "msdiag":
        timed_part(diagnose, "handle_failure", "handle_failure")
        timed_part(diagnose, "rerun_eagerly", "eager_rerun_total")
        timed_part(state, "take_snapshot", "snapshot")
        timed_part(state, "restore", "restore")
        timed_part(diagnose, "run_rules", "rules")
        timed_part(diagnose, "rank", "rules")
        timed_part(diagnose, "note_text", "render_note")
        timed_part(diagnose, "model_findings", "static_in_diagnosis")
        timed_part(diagnose, "live_findings", "static_in_diagnosis")
        timed_part(watch, "after_success", "silent_watch_first_call")
        timed_part(watch, "_own_ranges", "first_call_class_ranges")
        timed_part(watch, "model_findings", "first_call_static_findings")
        # evidence/eager.py calls state.take_snapshot and state.restore through the module: patched above.

    sys.argv = [script]
    sys.path[0] = os.path.dirname(script)
    rc = 0
    error_text = ""
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as leaving:
        rc = leaving.code if isinstance(leaving.code, int) else (0 if leaving.code is None else 1)
    except BaseException as error:  # noqa: BLE001
        rc = 1
        error_text = "".join(traceback.format_exception_only(type(error), error)).strip()[:300]
        sys.stderr.write("".join(traceback.format_exception(error)))
    finished = time.perf_counter()
    with open(result_path, "w", encoding="utf-8") as handle:
        json.dump({"mode": mode, "rc": rc, "records": records, "parts": parts, "error": error_text,
                   "startup": imported - PROCESS_START, "script": finished - imported,
                   "patched_by_msdiag": hooks.patched()}, handle)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(rc)  # skip interpreter teardown (same in both modes)


if __name__ == "__main__":
    main()
