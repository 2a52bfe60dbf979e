"""`%load_ext msdiag` in a real Jupyter kernel: a graph error gets an HTML diagnosis naming `In [n]`, others stay as they were."""
from __future__ import annotations

import json
import re
import sys
import textwrap
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")

KERNEL = "msdiag-test-venv"

SETUP = """\
ip = get_ipython()

class MyError(Exception):
    pass

def my_handler(shell, etype, value, tb, tb_offset=None):
    print("my handler saw", etype.__name__)

ip.set_custom_exc((MyError,), my_handler)
before = (ip.custom_exceptions, ip.__dict__.get("CustomTB"))
"""

IMPORTS = """\
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
"""

MODEL = """\
class CrossAttention(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.q = nn.Dense(dim, dim)
        self.k = nn.Dense(dim, dim)

    def construct(self, queries, context):
        attn = ops.softmax(ops.matmul(self.q(queries), self.k(context).transpose(0, 2, 1)), axis=-1)
        return ops.matmul(attn, context)


class QFormer(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.cross_attn = CrossAttention(dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, query_embeds, encoder_hidden_states, attention_mask=None):
        return self.norm(query_embeds + self.cross_attn(query_embeds, encoder_hidden_states))


class VisionLanguageModel(nn.Cell):
    def __init__(self, dim=16, num_query=4, text_dim=24):
        super().__init__()
        self.patch = nn.Dense(12, dim)
        self.query_tokens = ms.Parameter(ms.Tensor(np.zeros((1, num_query, dim)), ms.float32), name="query_tokens")
        self.qformer = QFormer(dim)
        self.proj = nn.Dense(dim, text_dim)

    def construct(self, patches):
        img_embeds = self.patch(patches)
        q = self.qformer(img_embeds, query_embeds=self.query_tokens)
        return self.proj(q)
"""

RUN = """\
model = VisionLanguageModel()
out = model(ms.Tensor(np.ones((1, 4, 12), np.float32)))
"""

UNLOAD = """\
%unload_ext msdiag
import msdiag
print("restored:", ip.custom_exceptions == before[0], ip.__dict__.get("CustomTB") is before[1], msdiag.installed())
"""

CULPRIT = "q = self.qformer(img_embeds, query_embeds=self.query_tokens)"


@pytest.fixture(scope="module")
def executed(tmp_path_factory: pytest.TempPathFactory) -> list:
    """Run the notebook once in a kernel started with this interpreter; every test reads its outputs."""
    home = tmp_path_factory.mktemp("jupyter")
    spec = home / "kernels" / KERNEL
    spec.mkdir(parents=True)
    spec.joinpath("kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "msdiag test (venv)",
        "language": "python",
        "env": {"GLOG_v": "3", "MSDIAG": "1"},  # merged into this process's environment
    }))
    cells = [SETUP, "1/0", "%load_ext msdiag", IMPORTS, MODEL, RUN, "1/0", "raise MyError('mine')", UNLOAD, "1/0",
             "%load_ext msdiag"]
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(textwrap.dedent(c)) for c in cells]
    workdir = tmp_path_factory.mktemp("notebook")
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.setenv("JUPYTER_PATH", str(home))
    try:
        client = nbclient.NotebookClient(nb, kernel_name=KERNEL, timeout=120, startup_timeout=60, allow_errors=True,
                                         resources={"metadata": {"path": str(workdir)}})
        client.execute()
    finally:
        monkeypatch.undo()
    nbformat.write(nb, workdir / "executed.ipynb")
    return nb.cells


def errors(cell) -> list:
    return [o for o in cell.outputs if o.output_type == "error"]


def htmls(cell) -> list[str]:
    return [o.data["text/html"] for o in cell.outputs if o.output_type == "display_data" and "text/html" in o.data]


def plain_traceback(cell) -> str:
    ansi = re.compile(r"\x1b\[[0-9;]*m")
    return "\n".join(ansi.sub("", line) for o in errors(cell) for line in o.traceback)


def test_graph_error_keeps_its_type_and_message_and_gets_html(executed: list) -> None:
    model_cell, run_cell = executed[4], executed[5]
    (error,) = errors(run_cell)
    assert error.ename == "TypeError"
    assert "Multiply values for specific argument: query_embeds" in error.evalue
    (html,) = htmls(run_cell)
    assert "MSD101" in html and "duplicate-argument" in html
    line = model_cell.source.splitlines().index(next(l for l in model_cell.source.splitlines() if CULPRIT in l)) + 1
    assert f"In [{model_cell.execution_count}], line {line}" in html
    assert re.search(rf"data-msdiag-line='{line}'>.*?{re.escape('self.qformer(')}", html)
    for section in ("What", "Where", "Why", "Fix", "<details"):
        assert section in html
    # The diagnosis is shown once, as HTML: the traceback carries MindSpore's text, not the note again.
    assert "msdiag:" not in plain_traceback(run_cell)
    plain = next(o.data["text/plain"] for o in run_cell.outputs if o.output_type == "display_data")
    assert f"In [{model_cell.execution_count}], line {line}" in plain


def test_other_errors_look_as_without_the_extension(executed: list) -> None:
    before, during, after = executed[1], executed[6], executed[9]
    def normalized(cell) -> str:
        return re.sub(r"In\s*\[\d+\]", "In[n]", plain_traceback(cell))
    assert normalized(before) == normalized(during) == normalized(after)
    assert [o.output_type for o in during.outputs] == ["error"]
    assert errors(during)[0].ename == "ZeroDivisionError"


def test_previous_custom_handler_still_runs(executed: list) -> None:
    text = "".join(o.get("text", "") for o in executed[7].outputs if o.output_type == "stream")
    assert "my handler saw MyError" in text
    assert not htmls(executed[7])


def test_says_once_how_to_quiet_mindspore_logs(executed: list) -> None:
    """MindSpore logs `GetRealPath failed` for cells (this kernel does not quiet them): loading msdiag
    says which setting hides them, once, and changes nothing itself."""
    def streams(cell) -> str:
        return "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
    assert any("GetRealPath" in streams(cell) for cell in executed)
    load, reload = executed[2], executed[10]
    assert streams(load).count("%env MS_SUBMODULE_LOG_v={CORE:4}") == 1, streams(load)
    assert "MS_SUBMODULE_LOG_v" not in streams(reload)


def test_unload_restores_ipython(executed: list) -> None:
    text = "".join(o.get("text", "") for o in executed[8].outputs if o.output_type == "stream")
    assert "restored: True True False" in text


TERMINAL_DRIVER = """\
import sys
from IPython.terminal.interactiveshell import TerminalInteractiveShell

cells = {cells!r}
shell = TerminalInteractiveShell.instance(colors="nocolor")
for cell in cells:
    print("<<cell>>", flush=True)
    shell.run_cell(cell, store_history=True)
    sys.stderr.flush()
"""


def _terminal_ipython(cells: list[str], tmp_path: Path, *, with_stderr: bool = False) -> list[str]:
    """Run `cells` in a terminal-style IPython shell in a fresh process; one output per cell."""
    import os
    import subprocess

    driver = tmp_path / "drive.py"
    driver.write_text(TERMINAL_DRIVER.format(cells=cells))
    env = dict(os.environ, GLOG_v="3")
    env.pop("MSDIAG", None)
    completed = subprocess.run([sys.executable, str(driver)], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT if with_stderr else subprocess.PIPE, text=True, timeout=120)
    return completed.stdout.split("<<cell>>\n")[1:]


def test_terminal_ipython_gets_plain_text(tmp_path: Path) -> None:
    """Terminal IPython compiles cells as `<ipython-input-N-hash>`: the diagnosis is plain text naming `In [N]`."""
    outputs = _terminal_ipython(["%load_ext msdiag", IMPORTS, MODEL, RUN, "1/0"], tmp_path)
    run, zero = outputs[3], outputs[4]
    assert "TypeError: Multiply values for specific argument: query_embeds" in run
    line = MODEL.splitlines().index(next(l for l in MODEL.splitlines() if CULPRIT in l)) + 1
    assert "error[MSD101] duplicate-argument" in run, run[-3000:]
    assert f"--> In [3], line {line}, column" in run
    assert run.count("msdiag:") == 1  # once, under the traceback; not again as a note inside it
    assert "ZeroDivisionError: division by zero" in zero and "msdiag" not in zero


LAYER_MODEL = '''\
class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(32, 10)

    def construct(self, x):
        return self.fc(x)
'''
LAYER_RUN = "Head()(ms.Tensor(np.ones((4, 64), np.float32)))"


def test_terminal_ipython_points_at_the_layer_built_in_a_cell(tmp_path: Path) -> None:
    """A class typed at the prompt has no source file for `inspect`: the size is still traced to
    the `__init__` line of its cell."""
    run = _terminal_ipython(["%load_ext msdiag", IMPORTS, LAYER_MODEL, LAYER_RUN], tmp_path)[3]
    assert "ValueError: For 'MatMul' the input dimensions must be equal" in run
    assert "error[MSD401] matmul-shape-mismatch" in run, run[-3000:]
    assert "--> In [3], line 4, column" in run
    assert "::: In [3], line 7, column" in run and "`self.fc` gets an input of another size here" in run


HELPER = """\
def jitter(x):
    return x + ms.Tensor(np.random.randn(*x.shape), ms.float32)
"""
NOISY_MODEL = """\
class Noisy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 4)

    def construct(self, x):
        return self.fc(jitter(x))
"""
NOISY_RUN = "out = Noisy()(ms.Tensor(np.ones((2, 4), np.float32)))"


def test_terminal_ipython_follows_a_helper_typed_into_another_cell(tmp_path: Path) -> None:
    """`nn`, `ms` and `np` come from the imports cell, `jitter` from the cell before the model: the
    model's cell is read through what those names are in the shell, and the warning names the
    helper's cell, as a diagnosis does."""
    run = _terminal_ipython(["%load_ext msdiag", IMPORTS, HELPER, NOISY_MODEL, NOISY_RUN], tmp_path,
                            with_stderr=True)[4]
    assert "In [3], line 2: GraphModeWarning: msdiag MSD701 host-random-in-graph" in run, run[-3000:]
    assert "return x + ms.Tensor(np.random.randn(*x.shape), ms.float32)" in run
