"""Run a reproduction script inside the test process, watched, and read what msdiag made of it.

A fresh process per script costs 1.5 to 2 s of Python and MindSpore start-up; in-process a
script costs what its compile costs. Each run gets the script's own `sys.argv`, `sys.path[0]`,
`__main__` and a scratch working directory (MindSpore writes `rank_0/` there), and everything is
put back afterwards: the execution mode and call-depth limit, the modules the script imported from its folder, the
working directory and msdiag's session.
"""
from __future__ import annotations

import contextlib
import io
import os
import re
import sys
import tempfile
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msdiag
from msdiag import cli
from msdiag.engine import diagnose, session, watchdog
from msdiag.report.json import report_to_dict
from msdiag.report.text import finding_lines
from wording import as_python_311_words_it

ROOT = Path(__file__).resolve().parent.parent
_ADDRESS = re.compile(r"0x[0-9a-f]+|::\d+>|(?<=_)\d+(?=:)")


@dataclass
class Run:
    error: BaseException | None
    stdout: str
    stderr: str
    report: dict[str, Any]
    warnings: list[str] = field(default_factory=list)

    @property
    def headline(self) -> str:
        """`TypeError: first line`, addresses masked (they differ between any two runs)."""
        if self.error is None:
            return ""
        text = str(self.error).strip()
        return _ADDRESS.sub("<addr>", f"{type(self.error).__name__}: {text.splitlines()[0] if text else ''}")

    @property
    def notes(self) -> list[str]:
        return list(getattr(self.error, "__notes__", ()) or ())

    def first_finding(self) -> dict[str, Any] | None:
        failures = self.report["failures"]
        if not failures or not failures[0]["findings"]:
            return None
        return self.report["findings"][failures[0]["findings"][0]]


def run_script(script: Path) -> Run:
    import mindspore as ms

    folder = str(script.parent)
    before_modules = set(sys.modules)
    before = (ms.get_context("mode"), os.getcwd(), list(sys.argv), list(sys.path), sys.modules["__main__"])
    depth = ms.get_context("max_call_depth")  # a script may lower it (MSD303 tensor-counter)
    session.reset()
    stdout, stderr = io.StringIO(), io.StringIO()
    error: BaseException | None = None
    with tempfile.TemporaryDirectory(prefix="msdiag-run-") as scratch, warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        os.chdir(scratch)
        sys.argv = [str(script)]
        sys.path.insert(0, folder)
        msdiag.install()
        # A machine busy with other work can take a minute over a compile that is not slow;
        # the "still compiling" report (MSD304, tested in a fresh process) must not race it.
        watchdog.configure(warn_after=3600.0)
        try:
            with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
                # As `msdiag run` runs it: the script is `__main__` until msdiag has diagnosed an
                # error raised outside graph calls (a dataclass of the script is found through it).
                cli._run_as_main(None, [str(script)])
        except SystemExit as leaving:
            if leaving.code not in (None, 0):
                error = leaving
        except Exception as raised:  # noqa: BLE001 - the script's own error is what we look at
            error = raised
            diagnose.diagnose_uncaught(raised)  # as `msdiag run` does for an error outside graph calls
        finally:
            watchdog.configure()
            msdiag.uninstall()
            os.chdir(before[1])
            sys.argv, sys.path[:], sys.modules["__main__"] = before[2], before[3], before[4]
            ms.set_context(mode=before[0])
            ms.set_context(max_call_depth=depth)
            for name in set(sys.modules) - before_modules:
                module_file = getattr(sys.modules.get(name), "__file__", None) or ""
                if os.path.dirname(os.path.abspath(module_file)) == folder:
                    del sys.modules[name]
    report = report_to_dict(session.current().report)
    return Run(error, stdout.getvalue(), stderr.getvalue(), report,
               [str(w.message) for w in caught if "msdiag" in str(w.message)])


def _relative(text: str) -> str:
    return _ADDRESS.sub("<addr>", text.replace(str(ROOT) + os.sep, ""))


def _place(item: dict[str, Any]) -> str:
    return f"{item['file']}:{item['line']}:{item['column']}-{item['end_line']}:{item['end_column']}"


def snapshot_text(run: Run) -> str:
    """What a person reads, as a reviewed snapshot: the error, msdiag's note, the findings the note
    only lists, and where each finding of the JSON report points, chain included."""
    parts = [f"# error\n{run.headline or '(none)'}"]
    msdiag_notes = [n for n in run.notes if n.startswith("msdiag:")]
    if msdiag_notes:
        parts.append("# note\n" + "\n".join(msdiag_notes))
    shown_in_note = {id(f.findings[0]) for f in session.current().report.failures if f.findings and f.note}
    others = [f for f in session.current().report.all_findings() if id(f) not in shown_in_note]
    for finding in others:
        parts.append("# finding\n" + "\n".join(finding_lines(finding)))
    lines = [f"failure {f['phase']} {f['exception']['type']}: findings {f['findings']}" for f in run.report["failures"]]
    for number, item in enumerate(run.report["findings"]):
        lines.append(f"finding {number}: {item['code']} {item['severity']} {_place(item)}"
                     + (f" label={item['label']!r}" if item["label"] else ""))
        lines += [f"  related {_place(r)} {r['message']!r}" for r in item["related"]]
    parts.append("# report\n" + "\n".join(lines))
    return _relative(as_python_311_words_it("\n\n".join(parts))) + "\n"


def check_snapshot(path: Path, text: str, update: bool) -> None:
    """Compare with the stored snapshot; `pytest --snapshot-update` rewrites it for review."""
    if update or not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if not update:
            raise AssertionError(f"new snapshot written to {path.relative_to(ROOT)}: review it and commit it")
        return
    stored = path.read_text(encoding="utf-8")
    assert text == stored, (f"{path.relative_to(ROOT)} changed; run `./run test --snapshot-update` and review the "
                            f"diff.\n--- now ---\n{text}")
