"""MindSpore's error text of every failing reproduction, per release: where it is stored, how a live
text is compared with it, and `python ci/errortexts.py` to record them on the MindSpore installed.

Each text is recorded as a user meets it: `python bad.py` in a fresh process. It is stored as
MindSpore wrote it, with three machine-specific parts replaced: the repository path (by /work/main,
as in tests/data/errors/), the site-packages folder of the environment, and the scratch folder the
script ran in. Graph ids and addresses, which change with every compile in a process, are masked
only when comparing. A script run in a process that compiled other models before may get a
construct-code section left over from them, so a live text is compared by its message: the type,
and the text before MindSpore's first section.
"""
from __future__ import annotations

import json
import os
import platform
import re
import subprocess
import sys
import tempfile
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from wording import as_python_311_words_it  # noqa: E402
DATA = ROOT / "tests" / "data" / "errors"
REPRODUCTIONS = ROOT / "reproductions"
STORED_ROOT = "/work/main"
_SITE_PACKAGES = re.compile(r"[^\s'\"(]*?/(?:site|dist)-packages/")
_SCRATCH = re.compile(re.escape(tempfile.gettempdir()) + r"/msdiag-run-[^/\s'\"]+")
_HARNESS_FRAME = re.compile(
    r"^\s+(?:<frozen runpy>|\S*/runpy\.py|(?:" + "|".join(re.escape(str(ROOT / p)) for p in ("tests", "ci", "msdiag"))
    + r"|\S*/(?:site|dist)-packages/(?:_pytest|pluggy|msdiag))/\S*)\(\d+\): \S+$")
# Object addresses and the numbers MindSpore gives graphs and nodes (`construct_17:`, `CNode_705`,
# `@58_`, `kernel_graph2`), which depend on how many graphs the process compiled before.
_VOLATILE = re.compile(r"0x[0-9a-fA-F]+|::\d+>|(?<=[_@])\d+|(?<=graph)\d+")


def mindspore_version() -> str:
    return version("mindspore")


def folder_for(mindspore: str | None = None) -> Path:
    return DATA / (mindspore or mindspore_version())


def name_of(folder: Path) -> str:
    return "--".join(folder.relative_to(REPRODUCTIONS).parts)


def stored_form(text: str) -> str:
    """The text with this machine's paths replaced, as it is stored. MindSpore lists the Python stack
    under `At:` when a Python callback of its compiler raised; the frames of whoever ran the script
    (runpy, this harness, pytest, msdiag's wrapper) are left out."""
    text = "\n".join(line for line in text.split("\n") if not _HARNESS_FRAME.match(line))
    text = text.replace(str(ROOT), STORED_ROOT)
    text = _SITE_PACKAGES.sub("/venv/lib/python3/site-packages/", text)
    return _SCRATCH.sub("/tmp/msdiag-run", text)


def comparable(text: str) -> str:
    """The stored form with graph ids and addresses masked, trailing blanks dropped, Python 3.12's
    wording of an abstract class's error as 3.11 words it, and the type lists of "The valid calling should be: "input=<Tensor>, shape=<list of int, Tensor, ...>""
    sorted (MindSpore prints them in the order of a set, which varies between runs)."""
    text = as_python_311_words_it(text)
    lines = _VOLATILE.sub("<n>", stored_form(text)).strip().splitlines()
    return "\n".join(_TYPE_LIST.sub(lambda m: "<" + ", ".join(sorted(m.group(1).split(", "))) + ">", line.rstrip())
                     if "valid calling" in line else line.rstrip() for line in lines)


_TYPE_LIST = re.compile(r"<([^<>]*)>")


def message(text: str) -> str:
    """MindSpore's message proper: the comparable text before its first `-----` section rule."""
    lines = comparable(text).splitlines()
    end = next((i for i, line in enumerate(lines) if re.fullmatch(r"-{20,}", line.strip())), len(lines))
    return "\n".join(lines[:end]).strip()


def assert_original_error(folder: Path, error: BaseException) -> None:
    """The user's error is MindSpore's, unchanged: the type and message recorded for this release
    from `python bad.py` without msdiag (tests/test_snapshots.py and ci/test_sweep.py)."""
    name = name_of(folder)
    stored = folder_for() / f"{name}.txt"
    assert stored.exists(), (f"no error text of {name} is recorded for MindSpore {mindspore_version()}: run "
                             f"`python ci/errortexts.py` in an environment with it and review the new files")
    meta = json.loads(stored.with_suffix(".json").read_text(encoding="utf-8"))
    assert type(error).__name__ == meta["type"]
    assert message(str(error)) == message(stored.read_text(encoding="utf-8")), \
        f"MindSpore {mindspore_version()}'s message of {name} is not the recorded {stored.relative_to(ROOT)}"
    assert "msdiag:" not in str(error)  # the diagnosis is a note beside the message, never in it


def failing_reproductions() -> list[Path]:
    """The folders whose bad.py raises: every rule that is not a silent-bug warning (MSD304 hangs instead)."""
    from msdiag.rules.registry import rule_for

    folders = sorted(p.parent for p in REPRODUCTIONS.rglob("bad.py"))
    return [f for f in folders if f.relative_to(REPRODUCTIONS).parts[0].split("-")[0] != "MSD304"
            and rule_for(f.relative_to(REPRODUCTIONS).parts[0].split("-")[0]).severity == "error"]


def record(folder: Path, kind: str, message: str, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    name = name_of(folder)
    text = stored_form(message)
    (target / f"{name}.txt").write_text(text, encoding="utf-8")
    meta = {
        "type": kind,
        "source": str((folder / "bad.py").relative_to(ROOT)),
        "mindspore": mindspore_version(),
        "python": platform.python_version(),
        "headline": text.strip().splitlines()[0] if text.strip() else "",
    }
    (target / f"{name}.json").write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def capture(script: Path) -> tuple[str, str] | None:
    """Run one script as `python bad.py` would, in a fresh process and a scratch folder; return the
    type and text of the exception it ends with, or None."""
    with tempfile.TemporaryDirectory(prefix="msdiag-run-") as scratch:
        completed = subprocess.run([sys.executable, __file__, "--one", str(script)], cwd=scratch, capture_output=True,
                                   text=True, env=dict(os.environ, GLOG_v="3", MSDIAG="0"), timeout=600)
    if completed.returncode != 0:
        raise RuntimeError(f"{script}: {completed.stderr[-2000:]}")
    found = json.loads(completed.stdout.strip().splitlines()[-1])
    return (found["type"], found["text"]) if found else None


def _one(script: str) -> None:
    """The child of `capture`: the script as __main__, with its own sys.argv and sys.path[0]."""
    import runpy

    sys.argv = [script]
    sys.path[0] = os.path.dirname(script)
    try:
        runpy.run_path(script, run_name="__main__")
    except BaseException as error:  # noqa: BLE001 - the error is what is recorded
        print("\n" + json.dumps({"type": type(error).__name__, "text": str(error)}))
        return
    print("\n" + json.dumps(None))


def main(argv: list[str]) -> int:
    """Record the text of every failing reproduction on this MindSpore, each in a fresh process as a
    user runs it (two at a time). `--missing`: only those with no text recorded for this release."""
    if argv[:1] == ["--one"]:
        _one(argv[1])
        return 0
    from concurrent.futures import ThreadPoolExecutor

    target = folder_for()
    folders = failing_reproductions()
    if "--missing" in argv:
        folders = [f for f in folders if not (target / f"{name_of(f)}.txt").exists()]
    with ThreadPoolExecutor(max_workers=2) as pool:
        for folder, found in zip(folders, pool.map(lambda f: capture(f / "bad.py"), folders)):
            if found is None:
                print(f"{name_of(folder)}: no error on MindSpore {mindspore_version()}", file=sys.stderr)
                continue
            record(folder, *found, target)
            print(f"{name_of(folder)}: {found[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
