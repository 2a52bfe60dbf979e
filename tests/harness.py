"""Run scripts under `msdiag run` and read what they report, for the reproduction tests."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from msdiag.rules.registry import rule_for

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
MARKER = re.compile(r"#\s*expect:\s*(?P<code>MSD\d{3})")


@dataclass(frozen=True)
class Expected:
    code: str
    file: Path
    line: int


def expected_marker(script: Path) -> Expected:
    """The `# expect: MSDxxx` marker on the root line, in the script or a sibling module."""
    found = []
    for path in sorted(script.parent.glob("*.py")):
        if path.name == "good.py" or (path != script and script.parent.name in ("cases",) and not path.stem.startswith(script.stem)):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            match = MARKER.search(line)
            if match:
                found.append(Expected(match.group("code"), path.resolve(), number))
    assert len(found) == 1, f"{script}: expected exactly one `# expect:` marker, found {found}"
    return found[0]


@dataclass
class Run:
    returncode: int
    stdout: str
    stderr: str
    report: dict | None


def run_msdiag(script: Path, tmp: Path, *extra: str, timeout: float = 300) -> Run:
    report_path = tmp / f"{script.stem}.report.json"
    command = [PYTHON, "-m", "msdiag", "run", "--json", str(report_path), *extra, str(script)]
    completed = subprocess.run(command, cwd=tmp, capture_output=True, text=True, timeout=timeout, env=_env())
    report = json.loads(report_path.read_text()) if report_path.exists() else None
    if report is not None:
        from schema_check import assert_valid_report

        assert_valid_report(report)  # every report the suite produces matches the published schema
    return Run(completed.returncode, completed.stdout, completed.stderr, report)


def run_plain(script: Path, tmp: Path, timeout: float = 300) -> Run:
    completed = subprocess.run([PYTHON, str(script)], cwd=tmp, capture_output=True, text=True, timeout=timeout,
                               env=_env())
    return Run(completed.returncode, completed.stdout, completed.stderr, None)


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("MSDIAG", None)
    env["GLOG_v"] = env.get("GLOG_v", "3")  # keep MindSpore's INFO/WARNING logs out of the captured text
    return env


def final_exception_line(stderr: str) -> str:
    """`TypeError: headline` as Python printed it last."""
    lines = [l for l in stderr.splitlines() if re.match(r"^[A-Za-z_][\w.]*(Error|Exception|Interrupt|Exit)\b.*:", l)]
    # MindSpore prints object addresses, which differ between any two runs.
    return re.sub(r"0x[0-9a-f]+|::\d+>", "<addr>", lines[-1]) if lines else ""


def fix_matches_rule(code: str, has_edits: bool) -> bool:
    """A finding agrees with its rule's `fix` class variable."""
    rule = rule_for(code)
    assert rule is not None, code
    return {"always": has_edits, "never": not has_edits, "sometimes": True}[rule.fix]
