"""Score msdiag on graph-syntax failures: does its first finding name the line to change?

    .venv/bin/python eval/graph_syntax/score.py                       # our corpus (cases/)
    .venv/bin/python eval/graph_syntax/score.py --upstream DIR --labels labels.json

Every test file of the directory runs in its own pytest subprocess (two at a time), once with
msdiag watching every graph call (the `_watch_plugin` next to this file) and once plainly. For
each labelled `pytest.raises` block the scorer takes the msdiag failure recorded inside that test
for it (labels cover only blocks that compile a graph, so a test's i-th labelled block gets the
i-th failure) and compares that failure's first finding with the labelled root line.

Labels. For the corpus in cases/ they come from the source: each test function holds exactly one
line ending in `# ROOT` and one `pytest.raises` block (k = 0); the family is the file name
(test_lists.py -> lists). For another directory, `--labels` names a JSON file mapping
"relative/path.py::test_name#k" to {"file", "root_line", "family", ...} (a relative
`--labels` path is looked up in that directory).

The plain run and the watched run must give every test the same outcome; any difference is
listed, since msdiag must never change what the user's code does.
"""
from __future__ import annotations

import argparse
import ast
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases"
ROOT_MARK = "# ROOT"
GENERIC = "MSD901"
WATCH_OUT = "MSDIAG_WATCH_OUT"  # the variable _watch_plugin.py writes its records to


# ---------------------------------------------------------------- running pytest, file by file

def run_file(directory: Path, test_file: Path, watched: bool, out_dir: Path, timeout: int) -> dict[str, Any]:
    """Run one test file in a fresh pytest process; return its per-test outcomes and msdiag records."""
    stem = str(test_file.relative_to(directory)).replace(os.sep, "__")
    tag = "watched" if watched else "plain"
    junit = out_dir / f"{stem}.{tag}.xml"
    records = out_dir / f"{stem}.{tag}.jsonl"
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", str(directory),
               "--junitxml", str(junit), str(test_file)]
    env = dict(os.environ, GLOG_v="3")
    env.pop(WATCH_OUT, None)
    if watched:
        command[3:3] = ["-p", "_watch_plugin"]
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(HERE), env.get("PYTHONPATH", "")]))
        env[WATCH_OUT] = str(records)
    with tempfile.TemporaryDirectory() as cwd:  # MindSpore writes rank_0/ and IR dumps into the cwd
        try:
            done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
            status, tail = done.returncode, (done.stdout + done.stderr).strip().splitlines()[-3:]
        except subprocess.TimeoutExpired:
            status, tail = "timeout", []
    rel = str(test_file.relative_to(directory))
    return {"file": rel, "run": tag, "status": status, "outcomes": read_junit(junit), "records": read_jsonl(records),
            # pytest exits 0 (all passed) or 1 (some failed); anything else is a crash or an internal error
            "abnormal": tail if status not in (0, 1) else None}


def read_junit(path: Path) -> dict[str, str]:
    """nodeid -> passed/failed/skipped, from pytest's junit XML (rootdir-relative names)."""
    if not path.exists():
        return {}
    outcomes: dict[str, str] = {}
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        classname, name = case.get("classname", ""), case.get("name", "")
        nodeid = classname.replace(".", "/") + ".py::" + name
        kinds = {child.tag for child in case}
        if "failure" in kinds or "error" in kinds:
            outcome = "failed"
        elif "skipped" in kinds:
            outcome = "skipped"
        else:
            outcome = "passed"
        if outcomes.get(nodeid) == "failed":  # a teardown error is a second entry: keep the worst
            continue
        outcomes[nodeid] = outcome
    return outcomes


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_files(directory: Path) -> list[Path]:
    return sorted(p for p in directory.rglob("test_*.py") if "__pycache__" not in p.parts)


def run_directory(directory: Path, watched: bool, out_dir: Path, jobs: int, timeout: int) -> list[dict[str, Any]]:
    with ThreadPoolExecutor(jobs) as pool:
        return list(pool.map(lambda f: run_file(directory, f, watched, out_dir, timeout), test_files(directory)))


def reuse_directory(directory: Path, watched: bool, kept: Path) -> list[dict[str, Any]]:
    """The results a previous `--keep` run left in `kept`, read back instead of running pytest again."""
    tag = "watched" if watched else "plain"
    results = []
    for test_file in test_files(directory):
        stem = str(test_file.relative_to(directory)).replace(os.sep, "__")
        junit = kept / f"{stem}.{tag}.xml"
        results.append({"file": str(test_file.relative_to(directory)), "run": tag,
                        "status": "reused" if junit.exists() else "no junit file",
                        "outcomes": read_junit(junit), "records": read_jsonl(kept / f"{stem}.{tag}.jsonl"),
                        "abnormal": None})
    return results


# ---------------------------------------------------------------- labels

def corpus_labels(directory: Path) -> dict[str, dict[str, Any]]:
    """Labels from `# ROOT` markers: one per test function, which must hold one pytest.raises block."""
    labels: dict[str, dict[str, Any]] = {}
    for path in sorted(directory.rglob("test_*.py")):
        rel = str(path.relative_to(directory))
        lines = path.read_text(encoding="utf-8").splitlines()
        family = path.stem[len("test_"):]
        for node in ast.parse("\n".join(lines)).body:
            if not (isinstance(node, ast.FunctionDef) and node.name.startswith("test_")):
                continue
            roots = [n for n in range(node.lineno, node.end_lineno + 1) if lines[n - 1].rstrip().endswith(ROOT_MARK)]
            blocks = [w for w in ast.walk(node) if isinstance(w, ast.With) and any(
                isinstance(i.context_expr, ast.Call) and ast.unparse(i.context_expr.func) == "pytest.raises"
                for i in w.items)]
            if len(roots) != 1 or len(blocks) != 1:
                raise SystemExit(f"{rel}::{node.name}: needs exactly one '{ROOT_MARK}' line and one "
                                 f"pytest.raises block (found {len(roots)} and {len(blocks)})")
            labels[f"{rel}::{node.name}#0"] = {"file": rel, "root_line": roots[0], "family": family}
    return labels


def file_labels(directory: Path, labels_path: Path) -> dict[str, dict[str, Any]]:
    path = labels_path if labels_path.is_absolute() else directory / labels_path
    return json.loads(path.read_text(encoding="utf-8"))


# ---------------------------------------------------------------- scoring

def same_file(a: str | None, b: Path) -> bool:
    return bool(a) and os.path.realpath(a) == os.path.realpath(b)


def score(directory: Path, labels: dict[str, dict[str, Any]], watched: list[dict[str, Any]]) -> list[dict[str, Any]]:
    by_test: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for result in watched:
        for record in result["records"]:
            if record.get("k", -1) >= 0:
                by_test[record["nodeid"]].append(record)
    # Labels cover only the blocks that compile a graph, so a test's i-th labelled block (in block
    # order) is matched with the i-th msdiag failure recorded in that test.
    labelled_blocks: dict[str, list[int]] = defaultdict(list)
    for key in labels:
        nodeid, _, k = key.rpartition("#")
        labelled_blocks[nodeid].append(int(k))
    rows = []
    for key, label in sorted(labels.items()):
        nodeid, _, k = key.rpartition("#")
        failures = sorted(by_test.get(nodeid, []), key=lambda r: r["k"])
        position = sorted(labelled_blocks[nodeid]).index(int(k))
        failure = failures[position] if position < len(failures) else None
        root_file = directory / label["file"]
        row = {"block": key, "family": label.get("family", "?"), "root": f"{label['file']}:{label['root_line']}",
               "failure": failure is not None, "code": None, "where": None, "hit": False}
        if failure and failure.get("findings"):
            first = failure["findings"][0]
            row["code"] = first["code"]
            shown = first["file"] or "?"
            try:
                shown = os.path.relpath(shown, directory) if first["file"] else shown
            except ValueError:
                pass
            row["where"] = f"{shown}:{first['line']}"
            row["hit"] = same_file(first["file"], root_file) and first["line"] == label["root_line"]
        rows.append(row)
    return rows


def compare_outcomes(plain: list[dict[str, Any]], watched: list[dict[str, Any]]) -> tuple[int, list[str]]:
    differences, compared = [], 0
    watched_by_file = {r["file"]: r for r in watched}
    for p in plain:
        w = watched_by_file.get(p["file"], {"status": "missing", "outcomes": {}})
        if not p["outcomes"] or not w["outcomes"]:  # the file crashed or timed out in one of the runs
            compared += 1
            if (p["status"], sorted(p["outcomes"].items())) != (w["status"], sorted(w["outcomes"].items())):
                differences.append(f"{p['file']}: plain exit {p['status']} ({len(p['outcomes'])} results), "
                                   f"watched exit {w['status']} ({len(w['outcomes'])} results)")
            continue
        for nodeid in sorted(set(p["outcomes"]) | set(w["outcomes"])):
            compared += 1
            a, b = p["outcomes"].get(nodeid, "absent"), w["outcomes"].get(nodeid, "absent")
            if a != b:
                differences.append(f"{nodeid}: plain {a}, watched {b}")
    return compared, differences


def pct(n: int, d: int) -> str:
    return f"{n}/{d} ({100 * n / d:.0f}%)" if d else f"{n}/0"


def report(rows: list[dict[str, Any]], compared: int | None, differences: list[str]) -> None:
    width = max((len(r["block"]) for r in rows), default=10)
    for r in rows:
        mark = "hit " if r["hit"] else ("miss" if r["code"] else "none")
        print(f"{mark} {r['block']:<{width}}  {r['code'] or '-':<7} {r['where'] or '-':<40} root {r['root']}")
    total = len(rows)
    diagnosed = [r for r in rows if r["code"]]
    generic = sum(r["code"] == GENERIC for r in diagnosed)
    hits = sum(r["hit"] for r in rows)
    no_failure = sum(not r["failure"] for r in rows)
    print()
    print(f"labelled blocks: {total}")
    print(f"diagnosed (a failure with at least one finding): {pct(len(diagnosed), total)}")
    print(f"first finding is the generic {GENERIC}: {pct(generic, total)} of blocks, "
          f"{pct(generic, len(diagnosed))} of diagnosed")
    print(f"first finding at the labelled root line: {pct(hits, total)} of blocks, "
          f"{pct(hits, len(diagnosed))} of diagnosed")
    print(f"no diagnosis: {total - len(diagnosed)} ({no_failure} with no msdiag failure recorded, "
          f"{total - len(diagnosed) - no_failure} with a failure but no finding)")
    print()
    print(f"{'family':<34} {'blocks':>6} {'hit':>5} {GENERIC:>7} {'none':>5}  first codes")
    families: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        families[r["family"]].append(r)
    for family, members in sorted(families.items()):
        codes = Counter(r["code"] or "-" for r in members)
        print(f"{family:<34} {len(members):>6} {sum(r['hit'] for r in members):>5} "
              f"{sum(r['code'] == GENERIC for r in members):>7} {sum(not r['code'] for r in members):>5}  "
              + ", ".join(f"{c}x{n}" for c, n in codes.most_common()))
    if compared is not None:
        print()
        print(f"outcome equality (plain vs watched): {compared - len(differences)}/{compared} identical")
        for line in differences:
            print(f"  DIFFERENT {line}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directory", nargs="?", type=Path, default=CASES, help="pytest directory (default: cases/)")
    parser.add_argument("--upstream", type=Path, help="score this directory instead, with --labels")
    parser.add_argument("--labels", type=Path, help="labels JSON (required with --upstream)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=600, help="seconds per test file and run")
    parser.add_argument("--no-plain", action="store_true", help="skip the plain run and the outcome comparison")
    parser.add_argument("--json", type=Path, help="also write the rows and the comparison here")
    parser.add_argument("--keep", type=Path, help="keep the raw junit/jsonl files in this folder")
    parser.add_argument("--reuse", type=Path, help="score the files a previous --keep run left here, without running")
    args = parser.parse_args()

    directory = (args.upstream or args.directory).resolve()
    if args.upstream and not args.labels:
        parser.error("--upstream needs --labels")
    labels = file_labels(directory, args.labels) if args.labels else corpus_labels(directory)

    if args.reuse:
        watched = reuse_directory(directory, True, args.reuse)
        plain = None if args.no_plain else reuse_directory(directory, False, args.reuse)
    else:
        with tempfile.TemporaryDirectory() as scratch:
            out_dir = args.keep or Path(scratch)
            out_dir.mkdir(parents=True, exist_ok=True)
            watched = run_directory(directory, True, out_dir, args.jobs, args.timeout)
            plain = None if args.no_plain else run_directory(directory, False, out_dir, args.jobs, args.timeout)

    rows = score(directory, labels, watched)
    compared, differences = (None, []) if plain is None else compare_outcomes(plain, watched)
    plugin_errors = [r for w in watched for r in w["records"] if "plugin_error" in r]
    report(rows, compared, differences)
    abnormal = [r for r in watched + (plain or []) if r["abnormal"] is not None]
    if abnormal:
        print(f"\nabnormal pytest exits: {len(abnormal)}")
        for r in abnormal:
            print(f"  {r['run']} {r['file']}: exit {r['status']}: {' | '.join(r['abnormal'])[:300]}")
    diagnosis_errors = [r for w in watched for r in w["records"] if r.get("diagnosis_error")]
    if diagnosis_errors:
        print(f"\nmsdiag diagnosis errors: {len(diagnosis_errors)} (first: {diagnosis_errors[0]['diagnosis_error'][:200]})")
    if plugin_errors:
        print(f"\nplugin errors: {len(plugin_errors)} (first: {plugin_errors[0]['plugin_error']})")
    if args.json:
        args.json.write_text(json.dumps({"rows": rows, "compared": compared, "differences": differences},
                                        indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
