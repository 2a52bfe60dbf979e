"""Cost of the pytest plugin: a suite's wall time with `-p msdiag.pytest_plugin` over plain.

    .venv/bin/python bench/pytest_plugin.py [--rounds 3] [--suite passing|graph_syntax|both]

Two suites, each a fresh `python -m pytest -q -p no:cacheprovider` process per run:
- passing: every `reproductions/**/good.py` except MSD304's (slow on purpose) run as a test with
  runpy (real models that compile and train cleanly: what most of a project's tests are); the
  helper modules a script imports are forgotten after its test, since several reproductions have
  helpers of the same name;
- graph_syntax: eval/graph_syntax/cases, where every test expects a graph error with
  `pytest.raises` (the worst case: each caught error is a failure the plugin sees).

Runs are paired and interleaved (plain, plugin, plugin, plain, ...) so drift in the machine's
load hits both sides alike. Prints each run, the median of the per-pair ratios, and whether
the outcomes (passed/failed counts) are identical. Target: ratio <= 1.05. Never asserts.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from _common import flush, load, machine_header, median  # noqa: E402

PASSING_TEST = '''
import glob, os, runpy, sys
import pytest

ROOT = {root!r}
GOOD = sorted(p for p in glob.glob(os.path.join(ROOT, "reproductions", "**", "good.py"), recursive=True)
              if "MSD304" not in p)


@pytest.mark.parametrize("path", GOOD, ids=[os.path.relpath(p, ROOT) for p in GOOD])
def test_good_model_runs(path, monkeypatch):
    monkeypatch.chdir(os.path.dirname(path))
    monkeypatch.syspath_prepend(os.path.dirname(path))
    # Several reproductions have helper modules of the same name (data_good.py): forget the ones
    # this script imports, or the next script would get this one's.
    before = set(sys.modules)
    try:
        runpy.run_path(path, run_name="__main__")
    finally:
        for name in set(sys.modules) - before:
            if (getattr(sys.modules[name], "__file__", None) or "").startswith(ROOT + os.sep + "reproductions"):
                del sys.modules[name]
'''


def _suite(name: str, workdir: str) -> list[str]:
    if name == "graph_syntax":
        return [os.path.join(ROOT, "eval", "graph_syntax", "cases")]
    path = os.path.join(workdir, "test_passing_models.py")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(PASSING_TEST.format(root=ROOT))
    return [path]


def _run(paths: list[str], plugin: bool) -> tuple[float, str]:
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *paths]
    if plugin:
        command[4:4] = ["-p", "msdiag.pytest_plugin"]
    env = dict(os.environ, GLOG_v="3")
    started = time.perf_counter()
    completed = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT)
    seconds = time.perf_counter() - started
    tail = completed.stdout.strip().splitlines()[-1] if completed.stdout.strip() else completed.stderr[-200:]
    outcome = " ".join(re.findall(r"\d+ (?:passed|failed|error|errors|skipped)", tail)) or tail
    return seconds, outcome


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="pairs of runs per suite")
    parser.add_argument("--suite", choices=("passing", "graph_syntax", "both"), default="both")
    args = parser.parse_args()
    print(machine_header("pytest plugin overhead"))
    suites = ["passing", "graph_syntax"] if args.suite == "both" else [args.suite]
    with tempfile.TemporaryDirectory() as workdir:
        for name in suites:
            paths = _suite(name, workdir)
            ratios: list[float] = []
            outcomes: set[tuple[bool, str]] = set()
            print(f"-- suite {name}: {args.rounds} interleaved pairs")
            flush()
            for index in range(args.rounds):
                order = (False, True) if index % 2 == 0 else (True, False)
                times: dict[bool, float] = {}
                for plugin in order:
                    seconds, outcome = _run(paths, plugin)
                    times[plugin] = seconds
                    outcomes.add((plugin, outcome))
                    print(f"   {'plugin' if plugin else 'plain '} {seconds:7.2f} s  {outcome}")
                    flush()
                ratios.append(times[True] / times[False])
            same = len({outcome for _, outcome in outcomes}) == 1
            print(f"   ratio plugin/plain: median {median(ratios):.3f} (pairs: "
                  f"{', '.join(f'{r:.3f}' for r in ratios)}); target <= 1.05")
            print(f"   outcomes identical: {same} ({sorted(outcomes)})")
    print(load() + " (at end)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
