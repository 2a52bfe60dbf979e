"""The `msdiag` command: run a script watched, and the catalogue commands."""
from __future__ import annotations

import argparse
import os
import runpy
import sys
import types
from typing import Sequence

from . import hooks, session
from ._version import __version__


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="msdiag", description="Diagnose MindSpore graph-mode failures.")
    parser.add_argument("--version", action="version", version=f"msdiag {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    run = commands.add_parser("run", help="run a Python script or module with msdiag watching every graph call")
    run.add_argument("--json", metavar="PATH", help="write the report as JSON to PATH (rewritten as it grows)")
    run.add_argument("--markdown", metavar="PATH", help="also write the report as Markdown, for a bug report")
    run.add_argument("--compile-warn", type=float, default=60.0, metavar="SECONDS",
                     help="report a compile still running after SECONDS (default 60)")
    run.add_argument("--compile-timeout", type=float, default=None, metavar="SECONDS",
                     help="stop the program when one compile runs longer than SECONDS")
    run.add_argument("-m", dest="module", metavar="MODULE", help="run a library module as a script")
    run.add_argument("target", nargs=argparse.REMAINDER, help="SCRIPT [ARGS...] (or ARGS for -m)")

    for name, text in (("check", "static check of model source (runs no model code)"),
                       ("rules", "list every rule"), ("explain", "print a rule's documentation"),
                       ("summarize", "merge the per-rank reports of a distributed run"),
                       ("doctor", "check this environment for what breaks compiling or diagnosis")):
        command = commands.add_parser(name, help=text, add_help=False)
        command.add_argument("rest", nargs=argparse.REMAINDER)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # Sub-commands with their own parsers get their arguments untouched.
    if argv and argv[0] == "check":
        from .check.cli import main as check_main

        return check_main(argv[1:])
    if argv and argv[0] == "summarize":
        from .ranks import main as summarize_main

        return summarize_main(argv[1:])
    if argv and argv[0] == "doctor":
        from .doctor import main as doctor_main

        return doctor_main(argv[1:])
    if argv and argv[0] in ("rules", "explain"):
        from . import catalogue

        return (catalogue.rules_main if argv[0] == "rules" else catalogue.explain_main)(argv[1:])
    args = _parser().parse_args(argv)
    if args.command == "run":
        return run(args)
    return 2  # pragma: no cover - argparse rejects unknown commands


def run(args: argparse.Namespace) -> int:
    target = list(args.target)
    if target and target[0] == "--":
        target = target[1:]
    if args.module is None and not target:
        print("msdiag run: missing SCRIPT (or -m MODULE)", file=sys.stderr)
        return 2
    if args.module is None and not os.path.isfile(target[0]):
        print(f"msdiag run: can't open file {target[0]!r}: no such file", file=sys.stderr)
        return 2
    current = session.current()
    if args.json:
        from . import ranks

        # Under msrun/mpirun every rank writes its own report.rank{N}.json next to PATH.
        current.json_path = ranks.rank_report_path(os.path.abspath(args.json), os.environ)
    current.report.command = ["msdiag", "run", *(["-m", args.module] if args.module else []), *target]
    from . import watchdog

    watchdog.configure(warn_after=args.compile_warn, stop_after=args.compile_timeout)
    hooks.install()
    try:
        code = _run_as_main(args.module, target)
    finally:
        hooks.uninstall()
    current.set_exit_code(code)
    if args.markdown:
        from .render.markdown import report_to_markdown

        with open(args.markdown, "w", encoding="utf-8") as handle:
            handle.write(report_to_markdown(current.report))
    return code


def _run_as_main(module: str | None, target: list[str]) -> int:
    """Run like `python SCRIPT ARGS` / `python -m MODULE ARGS`: same argv, sys.path[0], __main__."""
    if module is not None:
        sys.argv = [module, *target]
        sys.path[0] = os.getcwd()
    else:
        sys.argv = list(target)
        sys.path[0] = os.path.dirname(os.path.abspath(target[0]))
    try:
        if module is not None:
            runpy.run_module(module, run_name="__main__", alter_sys=True)
        else:
            runpy.run_path(os.path.abspath(target[0]), run_name="__main__")
    except SystemExit as leaving:
        return _exit_status(leaving.code)
    except KeyboardInterrupt:
        _print_user_exception(*sys.exc_info())
        return 130
    except BaseException:
        _print_user_exception(*sys.exc_info())
        return 1
    return 0


def _exit_status(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def _print_user_exception(etype: type, value: BaseException, tb: types.TracebackType | None) -> None:
    """Print as Python would: drop the frames of msdiag and runpy that sit above the script."""
    this_package = os.path.dirname(os.path.abspath(__file__))
    while tb is not None and (
        tb.tb_frame.f_code.co_filename.startswith(this_package) or tb.tb_frame.f_globals.get("__name__") == "runpy"
    ):
        tb = tb.tb_next
    sys.excepthook(etype, value.with_traceback(tb), tb)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
