"""The `msdiag` command: run a script watched, and the catalogue commands."""
from __future__ import annotations

import argparse
import builtins
import importlib.machinery
import importlib.util
import math
import os
import re
import sys
import types
import zipfile
from typing import Any, Sequence

from . import config
from ._version import __version__
from .locale import tr
from .report.records import MARK


def _seconds(text: str) -> float:
    """A positive, finite number of seconds (0, negative numbers, nan and inf are refused)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(tr("run.bad_seconds", value=text))
    return value


_SIZE = re.compile(r"^\s*(\d+(?:\.\d*)?|\.\d+)\s*(%|[kmgt]i?b?|b)?\s*$", re.IGNORECASE)
_SCALE = {"": 1, "b": 1, "k": 2**10, "m": 2**20, "g": 2**30, "t": 2**40}


def _memory(text: str) -> int:
    """`2G`, `1.5GiB`, `800M`, `75%` (of RAM), or bytes."""
    match = _SIZE.match(text)
    if match:
        number, unit = float(match.group(1)), (match.group(2) or "").lower()
        if unit == "%":
            from .engine.supervisor import physical_memory

            value = int(physical_memory() * number / 100) if 0 < number <= 100 else 0
        else:
            value = int(number * _SCALE[unit[:1]])
        if value > 0:
            return value
    raise argparse.ArgumentTypeError(tr("run.bad_memory", value=text))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="msdiag", description="Diagnose MindSpore graph-mode failures.")
    parser.add_argument("--version", action="version", version=f"msdiag {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    run = commands.add_parser("run", help="run a Python script or module with msdiag watching every graph call")
    run.add_argument("--json", metavar="PATH", help="write the report as JSON to PATH (rewritten as it grows)")
    run.add_argument("--markdown", metavar="PATH", help="also write the report as Markdown, for a bug report")
    run.add_argument("--compile-warn", type=_seconds, default=60.0, metavar="SECONDS",
                     help="report a compile still running after SECONDS (default 60)")
    run.add_argument("--compile-timeout", type=_seconds, default=None, metavar="SECONDS",
                     help="stop the program when one compile runs longer than SECONDS (exit status 124)")
    run.add_argument("--compile-memory", type=_memory, default=None, metavar="LIMIT",
                     help="stop the program when a compile makes it use more than LIMIT (2G, 800M, 75%%; "
                          "default 80%% of RAM; exit status 125)")
    run.add_argument("--in-process", action="store_true",
                     help="run the program in this process, without the supervising process (see docs/run.md)")
    run.add_argument("--supervised", metavar="SPEC", help=argparse.SUPPRESS)
    run.add_argument("-m", dest="module", metavar="MODULE", help="run a library module as a script")
    run.add_argument("target", nargs=argparse.REMAINDER, help="SCRIPT [ARGS...] (or ARGS for -m); SCRIPT may be a "
                                                              "directory or zip file with a __main__.py")

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
        from .check import main as check_main

        return check_main(argv[1:])
    if argv and argv[0] == "summarize":
        from .summarize import main as summarize_main

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


def _fail(message: str, status: int = 2) -> int:
    print(f"{MARK} {message}", file=sys.stderr)
    return status


def run(args: argparse.Namespace) -> int:
    target = list(args.target)
    if target and target[0] == "--":
        target = target[1:]
    if args.module is None and not target:
        return _fail(tr("run.missing_script"))
    if args.module is None:
        problem = _script_problem(target[0])
        if problem is not None:
            return _fail(*problem)
    command = ["msdiag", "run", *(["-m", args.module] if args.module else []), *target]
    if args.supervised:
        return _run_supervised(args, target, command)
    json_path = markdown_path = None
    protected = [target[0]] if args.module is None else []
    if args.json:
        from .summarize import rank_report_path

        # Under msrun/mpirun every rank writes its own report.rank{N}.json next to PATH.
        json_path = rank_report_path(os.path.abspath(args.json), config.environment())
    if args.markdown:
        markdown_path = os.path.abspath(args.markdown)
    from .engine.session import output_path_problem

    for option, path in (("--json", json_path), ("--markdown", markdown_path)):
        if path is None:
            continue
        problem = output_path_problem(path, protected + [p for p in (json_path, markdown_path) if p and p != path])
        if problem is None and json_path and markdown_path and os.path.abspath(json_path) == os.path.abspath(markdown_path):
            problem = tr("path.same_twice")
        if problem is not None:
            return _fail(tr("run.bad_path", option=option, path=path, problem=problem))
    from .engine import supervisor

    if not args.in_process and supervisor.available():
        child_args = [*(["-m", args.module] if args.module else []), "--", *target]
        memory = args.compile_memory if args.compile_memory is not None else supervisor.default_memory_limit()
        return supervisor.supervise(supervisor.Options(
            child_args=child_args, command=command, json_path=json_path, markdown_path=markdown_path,
            warn_after=args.compile_warn, stop_after=args.compile_timeout, memory_limit=memory))
    return _run_in_process(args, target, command, json_path, markdown_path)


def _script_problem(script: str) -> tuple[str, int] | None:
    """What `python SCRIPT` would refuse, with its exit status."""
    where = os.path.join(os.getcwd(), script)
    if os.path.isdir(script):
        if not os.path.exists(os.path.join(script, "__main__.py")) and not any(
                os.path.exists(os.path.join(script, f"__main__{suffix}"))
                for suffix in importlib.machinery.all_suffixes()):
            return tr("run.no_main", path=where), 1
        return None
    try:
        with open(script, "rb"):
            pass
    except OSError as error:
        return tr("run.cannot_open", path=where, reason=f"[Errno {error.errno}] {error.strerror}"), 2
    return None


def _run_supervised(args: argparse.Namespace, target: list[str], command: list[str]) -> int:
    """The child of `msdiag run`: run the program, and publish the report and the watched calls."""
    from .engine import link, session, watchdog

    channel = link.connect(args.supervised)
    current = session.current()
    current.report.command = command
    current.publisher = channel
    watchdog.configure(warn_after=args.compile_warn, stop_after=args.compile_timeout, link=channel)
    return _run_watched(args.module, target)


def _run_in_process(args: argparse.Namespace, target: list[str], command: list[str],
                    json_path: str | None, markdown_path: str | None) -> int:
    from .engine import session, watchdog

    current = session.current()
    current.report.command = command
    current.json_path = json_path
    current.write()  # at once: no stale report from an earlier run survives this one
    watchdog.configure(warn_after=args.compile_warn, stop_after=args.compile_timeout)
    try:
        return _run_watched(args.module, target)
    finally:
        if markdown_path:
            from .report.markdown import Environment, report_to_markdown

            try:
                session.write_file(markdown_path, report_to_markdown(
                    current.report, Environment(**session.environment_dict())))
            except OSError as error:
                print(f"{MARK} {tr('run.report_unwritable', path=markdown_path, reason=error.strerror or error)}",
                      file=sys.stderr)


def _run_watched(module: str | None, target: list[str]) -> int:
    """Run the program with every graph call watched, and leave as `python` would have left."""
    from . import hooks
    from .engine import diagnose, session

    hooks.install()
    outcome: BaseException | None = None
    try:
        _run_as_main(module, target)
    except BaseException as leaving:  # noqa: BLE001 - the program's own way out, re-raised below
        outcome = leaving
        diagnose.diagnose_uncaught(leaving)  # an error outside any graph call (building the model)
    finally:
        hooks.uninstall()
    session.current().set_exit_code(exit_status(outcome))
    if outcome is None:
        return 0
    if not isinstance(outcome, SystemExit):
        # Python prints it through sys.excepthook and exits 1, or dies by SIGINT for a
        # KeyboardInterrupt: leave it to Python, without msdiag's frames.
        sys.excepthook = _without_our_frames(sys.excepthook)
    raise outcome


def exit_status(outcome: BaseException | None) -> int:
    """The exit status the OS will report for a program that ended with `outcome` (None: it ran to
    its end): as a shell sees it, or minus the signal that ends it."""
    if outcome is None:
        return 0
    if isinstance(outcome, SystemExit):
        code = outcome.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code & 0xFF
        return 1
    if type(outcome) is KeyboardInterrupt:
        return -2  # Python dies by SIGINT, so that the shell knows the program was interrupted
    return 1


def _run_as_main(module: str | None, target: list[str]) -> None:
    """Run like `python SCRIPT ARGS`, `python DIR_OR_ZIP ARGS` or `python -m MODULE ARGS`: the same
    argv (as typed), sys.path[0], `__main__` module and traceback."""
    import runpy

    if module is not None:
        sys.argv = [module, *target]
        sys.path[0] = os.getcwd()
        sys.modules["__main__"] = types.ModuleType("__main__")
        runpy._run_module_as_main(module, alter_argv=True)  # type: ignore[attr-defined]  # what `python -m` calls
        return
    script = target[0]
    sys.argv = list(target)
    if os.path.isdir(script) or zipfile.is_zipfile(script):
        sys.path[0] = os.path.abspath(script)
        sys.modules["__main__"] = types.ModuleType("__main__")
        runpy._run_module_as_main("__main__", alter_argv=False)  # type: ignore[attr-defined]
        return
    sys.path[0] = os.path.dirname(os.path.realpath(script))
    filename = script if os.path.isabs(script) else os.path.join(os.getcwd(), script)
    main_module = types.ModuleType("__main__")
    namespace = main_module.__dict__
    namespace.update(__file__=filename, __cached__=None, __builtins__=builtins,
                     __loader__=importlib.machinery.SourceFileLoader("__main__", filename))
    with open(script, "rb") as handle:
        source = handle.read()
    if source[:4] == importlib.util.MAGIC_NUMBER:
        import marshal

        code = marshal.loads(source[16:])
    else:
        code = compile(source, filename, "exec", dont_inherit=True)
    sys.modules["__main__"] = main_module
    exec(code, namespace)  # noqa: S102 - running the user's program is the point


def _without_our_frames(hook: Any) -> Any:
    """`hook`, given tracebacks that start where the program's own code starts (as `python` shows them)."""

    def excepthook(etype: type[BaseException], value: BaseException, tb: types.TracebackType | None) -> None:
        sys.excepthook = hook
        tb = _user_part(tb)
        hook(etype, value.with_traceback(tb), tb)

    return excepthook


def _user_part(tb: types.TracebackType | None) -> types.TracebackType | None:
    """The traceback below `_run_as_main`: what `python` itself would show (for `-m`, runpy's two
    frames come first, as they do there)."""
    entry = tb
    while entry is not None:
        if entry.tb_frame.f_code is _run_as_main.__code__:
            return entry.tb_next
        entry = entry.tb_next
    return tb


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
