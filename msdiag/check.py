"""`msdiag check PATH...`: report graph-mode problems by reading the source, without running it."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

from .engine.static import check_paths, static_rules
from .fixes import apply_fixes
from .report.json import check_to_dict
from .locale import one_language, tr
from .report.records import CheckResult
from .report.sarif import check_to_sarif
from .report.text import check_text

# Exit status: 0 nothing at or above --fail-on, 1 findings at or above it, 2 usage or input error.
_RANK = {"warning": 1, "error": 2}


def parser(prog: str = "msdiag check") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Find graph-mode problems in MindSpore code by reading it (no code is imported or run).",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="files or directories to check")
    parser.add_argument("--format", choices=("text", "json", "sarif"), default="text")
    parser.add_argument("--output", "-o", metavar="FILE", help="write the report to FILE instead of stdout")
    parser.add_argument(
        "--fail-on",
        choices=("error", "warning", "never"),
        default="error",
        help="exit 1 when a finding of this severity or worse exists (default: error)",
    )
    parser.add_argument("--select", metavar="CODES", default="", help="only these codes, prefixes or names (comma-separated)")
    parser.add_argument("--ignore", metavar="CODES", default="", help="skip these codes, prefixes or names (comma-separated)")
    parser.add_argument("--fix", action="store_true", help="apply the safe fixes, then report what is left")
    parser.add_argument("--unsafe-fixes", action="store_true", help="with --fix, also apply the unsafe fixes")
    return parser


def _codes(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def exit_status(result: CheckResult, fail_on: str) -> int:
    if fail_on == "never":
        return 0
    threshold = _RANK[fail_on]
    return 1 if any(_RANK.get(f.severity, 1) >= threshold for f in result.findings) else 0


def main(argv: Sequence[str] | None = None) -> int:
    with one_language():
        return _check(list(sys.argv[1:] if argv is None else argv))


def _check(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    select, ignore = _codes(args.select), _codes(args.ignore)
    result = check_paths(args.paths, select, ignore)
    if result.files == 0:
        print("msdiag check: no Python files found in " + " ".join(args.paths), file=sys.stderr)
        return 2
    fixed = 0
    if args.fix:
        applied = apply_fixes(result.findings, unsafe=args.unsafe_fixes)
        fixed = sum(applied.values())
        if fixed:
            seconds = result.seconds
            result = check_paths(args.paths, select, ignore)
            result.seconds += seconds
    status = exit_status(result, args.fail_on)
    if result.errors and status == 0 and args.fail_on != "never":
        status = 2  # a file that could not be read was not checked: that is not a pass
    if args.format == "json":
        command = ["msdiag", "check", *argv]
        text = json.dumps(check_to_dict(result, command, status), indent=2) + "\n"
    elif args.format == "sarif":
        text = json.dumps(check_to_sarif(result, static_rules()), indent=2) + "\n"
    else:
        text = check_text(result, fixed)
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8") as handle:
                handle.write(text)
        except OSError as error:
            print(tr("check.cannot_write", path=args.output, reason=error.strerror or error), file=sys.stderr)
            return 2
    else:
        sys.stdout.write(text)
    return status


if __name__ == "__main__":
    sys.exit(main())
