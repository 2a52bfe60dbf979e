"""MindSpore 2.7 to 2.10 on Python 3.10 to 3.12 (docs/versions.md): the error texts of every release
parse, the private capabilities are probed, a missing one costs one line and nothing else, and on
Python 3.10 notes and columns are what Python 3.11 gives. Runs on every environment of ci/matrix.sh."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from msdiag.evidence.errortext import parse_error_text
from msdiag.model import msapi
from msdiag.model.facts import code_position
from msdiag.model.positions import _instructions
from msdiag.report import notes

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "errors"
RELEASES = sorted((p for p in DATA.iterdir() if p.is_dir()), key=lambda p: tuple(int(x) for x in p.name.split(".")))
TEXTS = sorted(p for release in RELEASES for p in release.glob("*.txt"))
SEED = ROOT / "reproductions" / "MSD101-duplicate-argument" / "bad.py"


def _env(**extra: str) -> dict[str, str]:
    env = dict(os.environ, GLOG_v="3", **extra)
    env.pop("MSDIAG", None)
    return env


# --- the error texts of every release ---------------------------------------------------------------

def test_every_supported_release_has_its_texts() -> None:
    assert [p.name for p in RELEASES] == ["2.7.2", "2.8.0", "2.9.0", "2.10.0"]
    names = [{p.stem for p in release.glob("*.txt")} for release in RELEASES]
    assert all(n == names[-1] for n in names), "every release has the text of every failing reproduction"


@pytest.mark.parametrize("path", TEXTS, ids=[f"{p.parent.name}/{p.stem}" for p in TEXTS])
def test_every_release_text_parses(path: Path) -> None:
    meta = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    text = path.read_text(encoding="utf-8")
    parsed = parse_error_text(text, meta["type"])
    assert parsed.type == meta["type"] and meta["mindspore"] == path.parent.name
    if not meta["headline"].startswith("---"):
        assert parsed.headline == meta["headline"].strip()
    # Lines of the user's files (a failure inside TrainOneStepCell may name only MindSpore's).
    # (NodeInfo, above the section, may name the user's graph that could not bind.)
    expected = [line for line in text.splitlines() if line.startswith("# ") and "In file " in line
                and "-packages/" not in line]
    if "The Traceback of Net Construct Code" in text and expected:
        assert parsed.user_locations(), "the user's lines of the construct-code section are found"
    for location in parsed.locations:
        assert location.end_line >= location.line >= 1 and location.file in text
    source = (ROOT / meta["source"]).parent
    for location in parsed.user_locations():
        assert Path(location.file.replace("/work/main", str(ROOT))).parent == source


def _user_lines(path: Path) -> list[tuple[str, int, int | None]]:
    meta = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    parsed = parse_error_text(path.read_text(encoding="utf-8"), meta["type"])
    return [(Path(loc.file).name, loc.line, loc.column) for loc in parsed.user_locations()]


# Where MindSpore names other places in one release than in another (docs/versions.md).
_CAUSAL_MASK = [("bad.py", 36, 29), ("bad.py", 23, 17)]
DIFFERENT_PLACES = {
    # 2.7 and 2.8 reject the float mask while compiling, at the `masked_fill` line; 2.9 and 2.10 only
    # when the kernel is selected, with no construct-code section.
    "MSD503-float-index--causal-mask-in-helper": {"2.7.2": _CAUSAL_MASK, "2.8.0": _CAUSAL_MASK, "2.9.0": [], "2.10.0": []},
    # The same float mask under value_and_grad: 2.7 and 2.8 name the `masked_fill` line, 2.9 names
    # the gradient call and the layer's lines, 2.10 nothing (the eager re-run finds the line).
    "MSD503-float-index--mask-helper-under-grad": {
        "2.7.2": [("bad.py", 31, 19), ("bad.py", 22, 17)], "2.8.0": [("bad.py", 31, 19), ("bad.py", 22, 17)],
        "2.9.0": [("bad.py", 30, None), ("bad.py", 31, 19), ("bad.py", 19, 4), ("bad.py", 23, 15)], "2.10.0": []},
}


# An unrolled recursion repeats the same lines; how many levels the trace shows before the
# depth limit differs by release (2.7.2 prints one more), not the places.
UNROLLED = {"MSD303-loop-unroll-too-deep--computed-stop"}


@pytest.mark.parametrize("name", sorted({p.stem for p in TEXTS}))
def test_the_parser_finds_the_same_user_lines_in_every_release(name: str) -> None:
    """MindSpore 2.7 to 2.10 word some messages differently (docs/versions.md); the places they name
    are the same, and so is what the parser reads from them, except where recorded here."""
    found = {release.name: _user_lines(release / f"{name}.txt") for release in RELEASES if (release / f"{name}.txt").exists()}
    if name in DIFFERENT_PLACES:
        assert found == DIFFERENT_PLACES[name]
    elif name in UNROLLED:
        assert len({frozenset(places) for places in found.values()}) == 1, found
        assert len({len(places) for places in found.values()}) > 1  # else it belongs with the others
    else:
        assert len(set(map(tuple, found.values()))) == 1, found


# --- capabilities ----------------------------------------------------------------------------------

def test_every_capability_is_found_on_every_supported_release() -> None:
    assert [p for p in msapi.probes() if not p.found] == []


def test_hook_recompile_follows_the_guard_variable() -> None:
    mode = msapi.hook_recompile()
    assert mode in ("always", "guarded")  # 2.7 to 2.9 always compile again; 2.10 only under the guard
    guarded = {msapi.HOOK_GUARD_VARIABLE: "1"}
    assert msapi.hooks_recompile(guarded) is True
    assert msapi.hooks_recompile({}) is (mode == "always")


REMOVALS = {
    # MindSpore keeps working with each of these; only what msdiag reaches is gone.
    "jit executor": """
        from mindspore.common import api as common
        modules = [common]
        try:
            from mindspore.graph import api as graph
            modules.append(graph)
        except ImportError:
            pass
        class _JitExecutor(common._JitExecutor):  # jit still works; there is no `__call__` of its own to wrap
            pass
        for module in modules:
            module._JitExecutor = _JitExecutor
    """,
    "graph compiler": """
        from mindspore.common import api as common
        original = common._CellGraphExecutor.compile
        def compile_graph(self, obj, *args, **kwargs):  # the compiler under another name
            return original(self, obj, *args, **kwargs)
        common._CellGraphExecutor.compile = compile_graph
    """,
    "device query": """
        import mindspore._c_expression as c_expression
        del c_expression.MSContext
    """,
}


def _run_both(tmp_path: Path, customize: str, script: Path) -> tuple[subprocess.CompletedProcess, subprocess.CompletedProcess]:
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text("import mindspore\n" + textwrap.dedent(customize))
    env = _env(PYTHONPATH=str(site))
    plain = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    watched = subprocess.run([sys.executable, "-m", "msdiag", "run", str(script)], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=300)
    return plain, watched


@pytest.mark.parametrize("capability", sorted(REMOVALS))
def test_a_missing_private_api_costs_one_line(tmp_path: Path, capability: str) -> None:
    """The script runs and exits exactly as under `python`, after one line from msdiag."""
    plain, watched = _run_both(tmp_path, REMOVALS[capability], ROOT / "tests" / "scripts" / "graph_and_jit.py")
    assert plain.returncode == 3 and "bye" in plain.stdout, plain.stderr[-3000:]
    assert (watched.returncode, watched.stdout) == (plain.returncode, plain.stdout)
    line, _, rest = watched.stderr.partition("\n")
    assert line.startswith(f"msdiag: this MindSpore lacks what msdiag uses for {capability}:"), watched.stderr[-3000:]
    assert rest == plain.stderr


def test_msdiag_that_cannot_patch_runs_the_script_unwatched(tmp_path: Path) -> None:
    lie = """
        import msdiag.model.msapi as msapi
        class Executor:  # a probe that answers wrongly: there is no `__call__` to patch
            pass
        msapi.jit_executor = lambda: Executor
    """
    plain, watched = _run_both(tmp_path, lie, ROOT / "tests" / "scripts" / "graph_and_jit.py")
    assert (watched.returncode, watched.stdout) == (plain.returncode, plain.stdout) == (3, plain.stdout)
    line, _, rest = watched.stderr.partition("\n")
    assert line.startswith("msdiag: could not watch this MindSpore (KeyError"), watched.stderr[-3000:]
    assert rest == plain.stderr


def test_a_missing_api_still_diagnoses_what_it_can(tmp_path: Path) -> None:
    """Without the jit executor, a failing Cell is still diagnosed; the user's error is unchanged."""
    plain, watched = _run_both(tmp_path, REMOVALS["jit executor"], SEED)
    assert plain.returncode == watched.returncode == 1
    assert watched.stderr.startswith("msdiag: this MindSpore lacks what msdiag uses for jit executor:")
    final = "TypeError: Multiply values for specific argument: query_embeds"
    assert final in plain.stderr and final in watched.stderr
    assert "error[MSD101] duplicate-argument" in watched.stderr


# --- notes on every Python --------------------------------------------------------------------------

NOTE = "msdiag: the diagnosis"
RAISE = f"""
import sys
from msdiag.report.notes import add_note
error = ValueError("boom")
add_note(error, {NOTE!r})
"""


def test_add_note_is_pep_678() -> None:
    error = ValueError("x")
    notes.add_note(error, "one")
    notes.add_note(error, "two")
    assert error.__notes__ == ["one", "two"]
    with pytest.raises(TypeError):
        notes.add_note(error, 3)  # type: ignore[arg-type]


@pytest.mark.parametrize("how", ["uncaught", "print_exc", "logging", "no backport"])
def test_the_note_is_shown_under_the_traceback_in_plain_python(tmp_path: Path, how: str) -> None:
    body = {
        "uncaught": "raise error",
        "print_exc": "try:\n    raise error\nexcept ValueError:\n    import traceback; traceback.print_exc()",
        "logging": "import logging\ntry:\n    raise error\nexcept ValueError:\n    logging.exception('failed')",
        "no backport": "raise error",
    }[how]
    prelude = "import sys\nsys.modules['exceptiongroup'] = None\n" if how == "no backport" else ""
    script = tmp_path / "script.py"
    script.write_text(prelude + RAISE + body + "\n")
    completed = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=_env(), timeout=60)
    assert completed.stderr.rstrip().endswith(f"ValueError: boom\n{NOTE}"), completed.stderr
    assert completed.stderr.count(NOTE) == 1


def test_the_diagnosis_is_shown_under_a_real_graph_error_in_plain_python(tmp_path: Path) -> None:
    script = tmp_path / "watched.py"
    script.write_text(f"import runpy, sys, msdiag\nmsdiag.install()\nsys.argv = [{str(SEED)!r}]\n"
                      f"runpy.run_path({str(SEED)!r}, run_name='__main__')\n")
    completed = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True,
                               env=_env(), timeout=300)
    assert completed.returncode == 1
    tail = completed.stderr[completed.stderr.index("TypeError: Multiply values for specific argument"):]
    assert "\nmsdiag: compile failure of `VisionLanguageModel.construct`" in tail
    assert "error[MSD101] duplicate-argument" in tail


def test_the_note_is_shown_by_pytest(tmp_path: Path) -> None:
    (tmp_path / "test_fails.py").write_text(RAISE + "\ndef test_it():\n    raise error\n")
    completed = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_fails.py"],
                               cwd=tmp_path, capture_output=True, text=True, env=_env(), timeout=120)
    assert completed.returncode == 1 and NOTE in completed.stdout, completed.stdout


def test_the_note_is_shown_by_terminal_ipython(tmp_path: Path) -> None:
    pytest.importorskip("IPython")
    driver = tmp_path / "drive.py"
    driver.write_text(textwrap.dedent(f"""
        from IPython.terminal.interactiveshell import TerminalInteractiveShell
        shell = TerminalInteractiveShell.instance(colors="nocolor")
        shell.run_cell({(RAISE + "raise error").strip()!r}, store_history=True)
    """))
    completed = subprocess.run([sys.executable, str(driver)], cwd=tmp_path, capture_output=True, text=True, env=_env(),
                               timeout=120)
    assert "ValueError: boom" in completed.stdout and NOTE in completed.stdout, completed.stdout + completed.stderr


def test_the_note_is_shown_by_jupyter(tmp_path: Path) -> None:
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    pytest.importorskip("ipykernel")
    spec = tmp_path / "jupyter" / "kernels" / "msdiag-versions"
    spec.mkdir(parents=True)
    spec.joinpath("kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "msdiag versions", "language": "python",
    }))
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(RAISE + "raise error")]
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path / "jupyter"))
    try:
        nbclient.NotebookClient(notebook, kernel_name="msdiag-versions", timeout=60, startup_timeout=60,
                                allow_errors=True).execute()
    finally:
        monkeypatch.undo()
    (error,) = [o for o in notebook.cells[0].outputs if o.output_type == "error"]
    assert error.ename == "ValueError" and any(NOTE in line for line in error.traceback), error.traceback


# --- columns on every Python ------------------------------------------------------------------------

SNIPPET = '''\
def forward(self, x, mask):
    h = self.norm(self.proj(x) + self.bias[0])
    scores = ops.matmul(h,
                        self.key(x).transpose(0, 2, 1))
    out = (self.head
           .dense(scores))
    cells = [Dense(i, 4) for i in range(3)]
    with scope(x) as s:
        y = s.run(out[:, 0] * mask)
    q, (k, v) = y
    return q
'''
# What `co_positions` (Python 3.11) gives for each call, subscript, operation and unpacking, in bytecode order.
SPANS = [
    "self.proj(x)", "self.bias[0]", "self.proj(x) + self.bias[0]", "self.norm(self.proj(x) + self.bias[0])",
    "self.key(x)", "self.key(x).transpose(0, 2, 1)", "ops.matmul(h, ... self.key(x).transpose(0, 2, 1))",
    "dense(scores)", "range(3)", "[Dense(i, 4) for i in range(3)]", "scope(x)", "out[:, 0]", "out[:, 0] * mask",
    "s.run(out[:, 0] * mask)", "with scope(x) as s: ... y = s.run(out[:, 0] * mask)", "q, (k, v)", "(k, v)",
]


def test_columns_are_those_of_python_3_11(tmp_path: Path) -> None:
    """Python 3.10 has no `co_positions`: the columns come from `ast` and must be the same."""
    path = tmp_path / "snippet.py"
    path.write_text(SNIPPET)
    code = compile(SNIPPET, str(path), "exec").co_consts[0]
    lines = SNIPPET.splitlines()

    def text(line: int, end_line: int, column: int | None, end_column: int | None) -> str:
        assert column is not None and end_column is not None
        if line == end_line:
            return lines[line - 1].encode()[column:end_column].decode()
        return f"{lines[line - 1].encode()[column:].decode()} ... {lines[end_line - 1].encode()[:end_column].decode().strip()}"

    found = [text(*code_position(code, offset, line)) for offset, line, kind in _instructions(code)
             if kind in ("call", "subscript", "binary", "unpack")]
    # Python 3.12 runs a list comprehension inline (PEP 709): its calls are the function's own.
    expected = SPANS if sys.version_info < (3, 12) else [
        "Dense(i, 4)" if span.startswith("[Dense") else span for span in SPANS]
    assert found == expected
