"""Diagnosis latency: how much longer a failing graph call takes with msdiag watching it.

    .venv/bin/python bench/diagnosis_latency.py [--repeat N] [--only MSD101,MSD401] [--timeout S]

For each reproductions/*/bad.py: run it in a fresh subprocess, plain and under msdiag, via
bench/_latency_runner.py, which times the failing call from the inside (entry of the outermost
Cell/jit call that raised -> the exception leaving it, with msdiag's report finished). Interpreter
start-up and imports are outside that window, so they need no subtraction. Cases whose bad.py
exits 0 (the silent-bug reproductions) are skipped. With --repeat N the two modes alternate N times
and the fastest run of each mode is kept. Prints per-case times, ratio msdiag/plain, a breakdown of
msdiag's part, and the median ratio (target <= 1.5). Never asserts on time.

The breakdown columns follow msdiag's layers (see bench/_latency_runner.py for which function
each one wraps). The first_call, ranges and static columns time the once-per-class silent-bug pass
(now msdiag.engine.watch.after_success and its parts). Before the restructure that pass ran before
the compile, inside the failing call; it now runs only after a call that succeeded, so in a
failing call these columns are expected to read 0.00. The diag-static column is the static
reading a diagnosis itself asks for (not timed separately before).
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from _common import flush, load, machine_header, median, ratio  # noqa: E402

ROOT = os.path.dirname(HERE)
RUNNER = os.path.join(HERE, "_latency_runner.py")


def run_case(mode: str, script: str, timeout: float, workdir: str) -> dict:
    result_path = os.path.join(workdir, f"{mode}.json")
    if os.path.exists(result_path):
        os.remove(result_path)
    env = {k: v for k, v in os.environ.items() if not k.startswith("MSDIAG")}
    env.pop("MS_COMPILER_CACHE_ENABLE", None)
    started = time.perf_counter()
    try:
        proc = subprocess.run([sys.executable, RUNNER, mode, script, result_path], cwd=workdir, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"rc": None, "records": [], "wall": timeout, "timeout": True}
    wall = time.perf_counter() - started
    try:
        with open(result_path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        data = {"rc": proc.returncode, "records": [], "runner_failed": proc.stderr.decode(errors="replace")[-400:]}
    data["wall"] = wall
    data["returncode"] = proc.returncode
    return data


def failing_call(data: dict) -> dict | None:
    return data["records"][0] if data.get("records") else None


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--only", default="")
    parser.add_argument("--timeout", type=float, default=240.0)
    args = parser.parse_args()
    print(machine_header("diagnosis latency: failing call with msdiag vs MindSpore alone"))
    print(f"runner: {os.path.relpath(RUNNER, ROOT)}; repeat {args.repeat} (fastest of each mode kept)")
    flush()
    cases = sorted(glob.glob(os.path.join(ROOT, "reproductions", "*", "bad.py")))
    if args.only:
        wanted = tuple(args.only.split(","))
        cases = [c for c in cases if os.path.basename(os.path.dirname(c)).startswith(wanted)]
    header = (f"{'case':44} {'plain s':>8} {'msdiag s':>9} {'added s':>7} {'ratio':>7}  {'first_call':>10} {'eager':>6} "
              f"{'snap+rest':>9} {'rules':>6} {'render':>6} {'diag-static':>11} {'ranges':>6} {'static':>6}  note")
    print(header)
    print("-" * len(header))
    flush()
    ratios: list[float] = []
    added: list[float] = []
    without_first_call: list[float] = []
    skipped: list[str] = []
    bench_start = time.perf_counter()
    for script in cases:
        name = os.path.basename(os.path.dirname(script))
        best: dict[str, dict] = {}
        with tempfile.TemporaryDirectory(prefix="msdiag-bench-") as workdir:
            for _ in range(args.repeat):
                for mode in ("plain", "msdiag"):
                    data = run_case(mode, script, args.timeout, workdir)
                    if mode == "plain" and data.get("rc") == 0:
                        break
                    call = failing_call(data)
                    if call is not None and (mode not in best or call["seconds"] < failing_call(best[mode])["seconds"]):
                        best[mode] = data
                    elif mode not in best:
                        best[mode] = data
                if best.get("plain", {}).get("rc") == 0 or (not best and data.get("rc") == 0):
                    break
        plain = best.get("plain") or data
        if plain.get("rc") == 0:
            skipped.append(f"{name} (exits 0)")
            continue
        if plain.get("timeout"):
            skipped.append(f"{name} (plain run passed the {args.timeout:.0f} s timeout)")
            continue
        p_call, m_data = failing_call(plain), best.get("msdiag", {})
        m_call = failing_call(m_data)
        if p_call is None or m_call is None:
            skipped.append(f"{name} (no failing Cell/jit call: rc {plain.get('rc')}, {plain.get('error', '')[:60]!r}"
                           f"{', ' + m_data.get('runner_failed', '')[-80:] if m_data.get('runner_failed') else ''})")
            continue
        r = ratio(m_call["seconds"], p_call["seconds"])
        ratios.append(r)
        added.append(m_call["seconds"] - p_call["seconds"])
        without_first_call.append(ratio(m_call["seconds"] - m_call.get("parts", {}).get("silent_watch_first_call", 0.0),
                                        p_call["seconds"]))
        parts = m_call.get("parts", {})  # msdiag's work inside the failing call only
        notes = []
        if not m_call["diagnosed"]:
            notes.append("NO msdiag note")
        if m_call["error"] != p_call["error"]:
            notes.append(f"error type differs: {p_call['error']} vs {m_call['error']}")
        print(f"{name:44} {p_call['seconds']:8.2f} {m_call['seconds']:9.2f} "
              f"{m_call['seconds'] - p_call['seconds']:7.2f} {r:7.2f}  "
              f"{parts.get('silent_watch_first_call', 0):10.2f} {parts.get('eager_rerun_total', 0):6.2f} "
              f"{parts.get('snapshot', 0) + parts.get('restore', 0):9.3f} {parts.get('rules', 0):6.3f} "
              f"{parts.get('render_note', 0):6.3f} {parts.get('static_in_diagnosis', 0):11.3f} "
              f"{parts.get('first_call_class_ranges', 0):6.2f} {parts.get('first_call_static_findings', 0):6.2f}  "
              f"{'; '.join(notes)}")
        flush()
    print("-" * len(header))
    for item in skipped:
        print(f"skipped: {item}")
    if ratios:
        ordered = sorted(ratios)
        print(f"cases timed: {len(ratios)}; ratio msdiag/plain: median {median(ratios):.2f}, "
              f"min {ordered[0]:.2f}, max {ordered[-1]:.2f}; added seconds: median {median(added):.2f}  (target: median <= 1.5 -> "
              f"{'met' if median(ratios) <= 1.5 else 'MISSED'})")
        print(f"median ratio if the silent-bug pass (watch.after_success) cost nothing: {median(without_first_call):.2f}")
    print("columns (seconds inside the failing msdiag call): first_call = engine.watch.after_success, the once-per-class "
          "silent-bug pass (was silent_watch.first_call, run before the compile; now after a successful call only, so "
          "0 here is expected); ranges = its watch._own_ranges part (was _class_ranges); static = its "
          "watch.model_findings part (was model_source.static_findings); eager = evidence.eager.rerun_eagerly incl. "
          "snapshot/restore; snap+rest = evidence.state.take_snapshot + restore; rules = engine.diagnose.run_rules + "
          "rank (was engine.rules.diagnose); render = report.text.note_text (was engine.render_note); diag-static = "
          "the static reading the diagnosis asks for (diagnose.model_findings + live_findings)")
    print(f"bench wall time {time.perf_counter() - bench_start:.0f} s; {load()} (at end)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
