"""Score msdiag on a held-out set: is the first finding the root line, and does the user's
error (type, message, exit status) survive? Prints one row per case and the totals.

    .venv/bin/python eval/score.py [--set heldout|heldout2] [--jobs 2] [--json OUT] [CASE ...]
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ERROR_LINE = re.compile(r"^[A-Za-z_][\w.]*(?:Error|Exception)\b.*")


def last_error_line(stderr: str) -> str:
    """The final `Type: message` line, with the object addresses MindSpore prints masked."""
    lines = [l for l in stderr.splitlines() if ERROR_LINE.match(l)]
    line = lines[-1] if lines else ""
    return re.sub(r"0x[0-9a-f]+|::\d+>", "<addr>", line)


def run(command: list[str], cwd: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, GLOG_v="3")
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=1200, env=env)


def score(heldout: Path, case: str, expected: dict) -> dict:
    folder = heldout / case
    with tempfile.TemporaryDirectory() as cwd:
        report_path = Path(cwd) / "report.json"
        plain = run([sys.executable, str(folder / "main.py")], cwd)
        watched = run([sys.executable, "-m", "msdiag", "run", "--json", str(report_path), str(folder / "main.py")], cwd)
        report = json.loads(report_path.read_text()) if report_path.exists() else {}
    root = (str(folder / expected["file"]), expected["line"])
    row = {"case": case, "kind": expected["kind"], "expected": f"{expected['file']}:{expected['line']}"}
    row["kept"] = (plain.returncode == watched.returncode
                   and last_error_line(plain.stderr) == last_error_line(watched.stderr))
    findings = report.get("findings", [])
    if expected["kind"] == "fail":
        failures = report.get("failures", [])
        first = findings[failures[0]["findings"][0]] if failures and failures[0]["findings"] else None
    else:
        first = next((f for f in findings if f["severity"] == "warning"), None)
        row["kept"] = watched.returncode == plain.returncode == 0
        hits = [f for f in findings if (f["file"], f["line"]) == root]
        first = hits[0] if hits else first
    row["got"] = f"{first['code']} {os.path.relpath(first['file'], folder)}:{first['line']}" if first else "-"
    row["hit"] = bool(first) and (first["file"], first["line"]) == root
    return row


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--set", default="heldout", help="the folder under eval/ that holds the cases")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", metavar="OUT", help="also write the rows as JSON")
    parser.add_argument("cases", nargs="*")
    args = parser.parse_args()
    heldout = HERE / args.set
    expected = json.loads((heldout / "expected.json").read_text())
    cases = args.cases or sorted(expected)
    with ThreadPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(lambda c: score(heldout, c, expected[c]), cases))
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")
    for row in rows:
        mark = "ok " if row["hit"] else "MISS"
        kept = "" if row["kept"] else "  ERROR CHANGED"
        print(f"{mark} {row['case']:<45} expected {row['expected']:<18} got {row['got']}{kept}")
    for kind in ("fail", "silent"):
        subset = [r for r in rows if r["kind"] == kind]
        if subset:
            hits = sum(r["hit"] for r in subset)
            kept = sum(r["kept"] for r in subset)
            print(f"{kind}: root line first {hits}/{len(subset)} ({100 * hits / len(subset):.0f}%), "
                  f"error and exit status kept {kept}/{len(subset)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
