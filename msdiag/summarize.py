"""Distributed launches: one report per rank, and `msdiag summarize DIR` to merge them and name the first failing rank."""
from __future__ import annotations

import argparse
import glob
import json
import os
import signal
import sys
from typing import Any, Mapping, Sequence

from .locale import tr
from .report.json import SCHEMA as REPORT_SCHEMA
from .report.json import finding_from_dict
from .report.records import MARK
from .report.text import finding_lines

SUMMARY_SCHEMA = "msdiag.summary/1"

# Launchers name a worker's rank differently: msrun and MindSpore's rank tables (RANK_ID), Open MPI, MPICH/Slurm PMI.
_RANK_VARIABLES = ("RANK_ID", "OMPI_COMM_WORLD_RANK", "PMI_RANK")
_SIZE_VARIABLES = ("RANK_SIZE", "OMPI_COMM_WORLD_SIZE", "PMI_SIZE")


def _integer(environ: Mapping[str, str], names: Sequence[str]) -> int | None:
    for name in names:
        value = environ.get(name, "").strip()
        if value.isdigit():
            return int(value)
    return None


def rank_report_path(json_path: str, environ: Mapping[str, str]) -> str:
    """`DIR/report.rank{N}.json` beside `json_path` in a distributed worker; `json_path` itself otherwise.

    Every worker of a launch gets the same `--json` argument, so without this they would overwrite
    one file. msrun also runs the script in its scheduler process (`MS_ROLE=MS_SCHED`, `RANK_ID=0`),
    which gets `report.scheduler.json` so that it never overwrites rank 0's report.
    """
    root, extension = os.path.splitext(json_path)
    extension = extension or ".json"
    if environ.get("MS_ROLE") == "MS_SCHED":
        return f"{root}.scheduler{extension}"
    rank = _integer(environ, _RANK_VARIABLES)
    size = _integer(environ, _SIZE_VARIABLES)
    worker = environ.get("MS_ROLE") == "MS_WORKER"
    # RANK_ID=0 alone is common in single-device scripts, so it alone does not make a launch distributed.
    if not ((size is not None and size > 1) or (rank is not None and rank > 0) or worker):
        return json_path
    if rank is None:
        rank = _integer(environ, ("MS_NODE_ID",))
    name = f"rank{rank}" if rank is not None else f"rank-pid{os.getpid()}"
    return f"{root}.{name}{extension}"


def _rank_of(path: str) -> int | None:
    stem = os.path.basename(path)[: -len(".json")] if path.endswith(".json") else os.path.basename(path)
    tail = stem.rsplit(".rank", 1)[-1]
    return int(tail) if tail.isdigit() else None


def _failure_key(failure: Mapping[str, Any], findings: Sequence[Mapping[str, Any]]) -> tuple[Any, ...]:
    exception = failure.get("exception") or {}
    first = _first_finding(failure, findings)
    where = (first.get("code"), first.get("file"), first.get("line")) if first else (None, None, None)
    return (exception.get("type"), exception.get("message"), *where)


def _first_finding(failure: Mapping[str, Any], findings: Sequence[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    indices = failure.get("findings") or []
    if indices and isinstance(indices[0], int) and 0 <= indices[0] < len(findings):
        return findings[indices[0]]
    return None


def report_problem(report: Any) -> str | None:
    """Why `report` is not an msdiag run report `summarize` can read, or None."""
    if not isinstance(report, dict):
        return tr("summarize.not_object", kind=type(report).__name__)
    if report.get("schema") != REPORT_SCHEMA:
        return tr("summarize.wrong_schema", schema=json.dumps(report.get("schema")), expected=REPORT_SCHEMA)
    code = report.get("exit_code")
    if code is not None and (not isinstance(code, int) or isinstance(code, bool)):
        return tr("summarize.bad_field", field="exit_code")
    for field in ("failures", "findings"):
        if not isinstance(report.get(field), list):
            return tr("summarize.bad_field", field=field)
    return None


def _exit_text(code: int | None) -> str:
    if code is None:
        return tr("summarize.running")
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return tr("summarize.killed", signal=name)
    return tr("summarize.exit", code=code)


def summarize(directory: str) -> dict[str, Any]:
    """Merge every `*.rank*.json` report in `directory`.

    Identical failures (same exception type and message, same first finding code, file and line)
    are listed once with the ranks that hit them. A failure's time is its `time` field when the
    report has one, else the time its report file was last written: a rank exits right after its
    error, so the file's time is close to the failure's.
    """
    ranks: list[dict[str, Any]] = []
    merged: dict[tuple[Any, ...], dict[str, Any]] = {}
    paths = sorted(glob.glob(os.path.join(directory, "*.rank*.json")), key=lambda p: (_rank_of(p) is None, _rank_of(p) or 0, p))
    for path in paths:
        rank = _rank_of(path)
        entry: dict[str, Any] = {"rank": rank, "file": os.path.abspath(path), "exit_code": None, "failures": 0}
        ranks.append(entry)
        try:
            with open(path, encoding="utf-8") as handle:
                report = json.load(handle)
            written = os.path.getmtime(path)
        except (OSError, ValueError) as error:
            entry["error"] = tr("summarize.unreadable", error=error)
            continue
        problem = report_problem(report)
        if problem is not None:
            entry["error"] = problem
            continue
        entry["exit_code"] = report.get("exit_code")
        findings = [f for f in report.get("findings") or [] if isinstance(f, dict)]
        failures = [f for f in report.get("failures") or [] if isinstance(f, dict)]
        entry["failures"] = len(failures)
        for failure in failures:
            when = failure.get("time")
            when = float(when) if isinstance(when, (int, float)) else written
            key = _failure_key(failure, findings)
            item = merged.get(key)
            if item is None:
                first = _first_finding(failure, findings)
                item = merged[key] = {
                    "phase": failure.get("phase"),
                    "exception": failure.get("exception"),
                    "finding": dict(first) if first else None,
                    "ranks": [],
                    "first_rank": rank,
                    "time": when,
                }
                if failure.get("diagnosis_error"):
                    item["diagnosis_error"] = failure["diagnosis_error"]
            if rank not in item["ranks"]:
                item["ranks"].append(rank)
            if when < item["time"]:
                item["time"], item["first_rank"] = when, rank
    ordered = sorted(merged.values(), key=lambda item: item["time"])
    return {
        "schema": SUMMARY_SCHEMA,
        "directory": os.path.abspath(directory),
        "ranks": ranks,
        "failures": ordered,
        "first_failing_rank": ordered[0]["first_rank"] if ordered else None,
    }


def summary_to_text(summary: Mapping[str, Any]) -> str:
    ranks = summary["ranks"]
    lines = [f"{MARK} {len(ranks)} rank report{'s' if len(ranks) != 1 else ''} in {summary['directory']}"]
    for entry in ranks:
        if "error" in entry:
            state = entry["error"]
        else:
            exit_text = _exit_text(entry["exit_code"])
            count = entry["failures"]
            state = f"{exit_text}, {count} failure{'s' if count != 1 else ''}" if count else f"{exit_text}, no failure"
        lines.append(f"  rank {entry['rank'] if entry['rank'] is not None else '?'}: {state}")
    if summary["first_failing_rank"] is None:
        lines.append("no rank reported a failure")
        return "\n".join(lines) + "\n"
    lines.append(f"first failing rank: {summary['first_failing_rank']}")
    for item in summary["failures"]:
        exception = item.get("exception") or {}
        ranks_text = ", ".join(str(r) for r in item["ranks"])
        lines.append("")
        lines.append(f"{exception.get('type')}: {exception.get('message')}  (rank{'s' if len(item['ranks']) > 1 else ''} {ranks_text})")
        finding = item.get("finding")
        if isinstance(finding, Mapping):
            written = finding_lines(finding_from_dict(finding), indent="    ", evidence=False, docs=False)
            lines += ["  " + written[0], *written[1:]]
        else:
            lines.append("  no diagnosis")
        if item.get("diagnosis_error"):
            lines.append(f"  note: {item['diagnosis_error']}")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """`msdiag summarize DIR [--json OUT]`: 0 when no rank failed, 1 when one did, 2 when DIR has no rank reports."""
    parser = argparse.ArgumentParser(prog="msdiag summarize",
                                     description="Merge the per-rank reports of a distributed run.")
    parser.add_argument("directory", metavar="DIR", help="the directory of the --json path given to `msdiag run`")
    parser.add_argument("--json", metavar="OUT", help="also write the summary as JSON to OUT")
    args = parser.parse_args(argv)
    if not os.path.isdir(args.directory):
        print(f"msdiag summarize: {args.directory!r} is not a directory", file=sys.stderr)
        return 2
    summary = summarize(args.directory)
    if args.json:
        try:
            with open(args.json, "w", encoding="utf-8") as handle:
                json.dump(summary, handle, indent=2, ensure_ascii=False)
                handle.write("\n")
        except OSError as error:
            print(tr("summarize.cannot_write", path=args.json, reason=error.strerror or error), file=sys.stderr)
            return 2
    if not summary["ranks"]:
        print(f"msdiag summarize: no *.rank*.json reports in {args.directory}", file=sys.stderr)
        return 2
    sys.stdout.write(summary_to_text(summary))
    return 1 if summary["failures"] else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
