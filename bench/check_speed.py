"""Speed of the static checker over a real model zoo: `msdiag check` on mindcv 0.3.0's models package.

    .venv/bin/python bench/check_speed.py [--repeat 3] [PATH]

Times the whole command as a user runs it (`python -m msdiag check PATH --format json -o FILE
--fail-on never`, a fresh process each time, interpreter start-up included), best of --repeat,
and the checker alone in-process (msdiag.engine.static.check_paths, the function `msdiag check`
calls, best of --repeat). Prints files, graph functions, findings (by code) and the times.
Target: < 3 s. Never asserts.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from _common import flush, load, machine_header  # noqa: E402


def mindcv_models() -> str:
    import importlib.util

    spec = importlib.util.find_spec("mindcv")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("mindcv is not installed: .venv/bin/pip install mindcv==0.3.0 --no-deps (see bench/README.md)")
    return os.path.join(list(spec.submodule_search_locations)[0], "models")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("path", nargs="?", default=None)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    path = args.path or mindcv_models()
    print(machine_header("msdiag check speed"))
    print(f"path: {path}")
    flush()
    walls = []
    with tempfile.TemporaryDirectory(prefix="msdiag-bench-check-") as workdir:
        report = os.path.join(workdir, "report.json")
        command = [sys.executable, "-m", "msdiag", "check", path, "--format", "json", "-o", report, "--fail-on", "never"]
        for _ in range(args.repeat):
            started = time.perf_counter()
            proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=workdir)
            walls.append(time.perf_counter() - started)
            if proc.returncode != 0:
                print(f"msdiag check exited {proc.returncode}: {proc.stderr.decode(errors='replace')[-800:]}")
        with open(report, encoding="utf-8") as handle:
            data = json.load(handle)
    findings = data.get("findings", [])
    by_code = collections.Counter(f["code"] for f in findings)

    from msdiag.engine.static import check_paths

    inproc, result = [], None
    for _ in range(args.repeat):
        started = time.perf_counter()
        result = check_paths([path])
        inproc.append(time.perf_counter() - started)
    print(f"files {result.files}, graph functions {result.graph_functions}, findings {len(findings)} "
          f"({', '.join(f'{c} x{n}' for c, n in sorted(by_code.items())) or 'none'}), "
          f"parse/rule errors {len(result.errors)}/{len(result.rule_errors)}")
    print(f"`msdiag check` command wall time: best {min(walls):.2f} s of {args.repeat} "
          f"({', '.join(f'{w:.2f}' for w in walls)}), incl. interpreter start-up")
    print(f"checker alone in-process (check_paths): best {min(inproc):.2f} s ({', '.join(f'{w:.2f}' for w in inproc)})")
    print(f"target < 3 s (command, best of {args.repeat}) -> {'met' if min(walls) < 3 else 'MISSED'}; {load()} (at end)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
