"""Entry points: the decorator on classes, instances and jit functions; install/uninstall."""
import inspect
import os

import numpy as np
import pytest

import mindspore as ms
from mindspore import nn
from mindspore.graph import api

import msdiag
from msdiag import hooks
from msdiag.engine import session
from models import nets

NETS_FILE = inspect.getsourcefile(nets)


def _line_of(text):
    for number, line in enumerate(open(NETS_FILE, encoding="utf-8"), 1):
        if text in line:
            return number
    raise AssertionError(text)


def _first(report):
    failure = report.failures[-1]
    assert failure.findings, failure
    return failure.findings[0]


@pytest.fixture(autouse=True)
def fresh_session():
    session.reset()
    yield
    msdiag.uninstall()


@pytest.fixture
def unwatched():
    """Undo decorator watches made by a test, so that uninstall can restore MindSpore."""
    yield
    hooks._watched_classes.clear()
    hooks._watched_cells.clear()
    hooks._watched_functions.clear()
    hooks._unpatch()


def _assert_diagnosed(error, code, line):
    notes = getattr(error, "__notes__", [])
    assert any(n.startswith("msdiag:") and f"[{code}]" in n for n in notes), notes
    first = _first(session.current().report)
    assert (first.code, first.span.file, first.span.line) == (code, NETS_FILE, line)


def test_instance_watch_points_at_the_layer_built_with_the_wrong_size(graph_mode, unwatched):
    model = nets.Model()
    assert msdiag.diagnose(model) is model
    with pytest.raises(ValueError) as caught:
        model(nets.batch())
    assert "MatMul" in str(caught.value) and str(caught.value).splitlines()[0].startswith("For 'MatMul'")
    _assert_diagnosed(caught.value, "MSD401", _line_of("self.fc = nn.Dense(16, 4)"))
    first = _first(session.current().report)
    assert any(c.line == _line_of("return self.fc(x)") for c in (r.span for r in first.related))


def test_class_decorator_and_keyword_duplicate(graph_mode, unwatched):
    watched = msdiag.diagnose(nets.Block)
    assert watched is nets.Block
    with pytest.raises(TypeError) as caught:
        nets.Block()(nets.batch())
    _assert_diagnosed(caught.value, "MSD101", _line_of("return self.attn(x, query=x)"))
    assert "`query`" in _first(session.current().report).message


def test_unwatched_cells_are_left_alone(graph_mode, unwatched):
    msdiag.diagnose(nets.Block)
    with pytest.raises(ValueError) as caught:
        nets.Model()(nets.batch())
    assert not getattr(caught.value, "__notes__", None)
    assert session.current().report.failures == []


@pytest.mark.parametrize("order", ["diagnose-outside", "diagnose-inside"])
def test_jit_function_either_decorator_order(order, unwatched):
    def step(x, w):
        return nets.plain_matmul(x, w)

    function = msdiag.diagnose(ms.jit(step)) if order == "diagnose-outside" else ms.jit(msdiag.diagnose(step))
    with pytest.raises(Exception) as caught:
        function(*nets.matrices())
    _assert_diagnosed(caught.value, "MSD401", _line_of("return ops.matmul(x, w)"))


def test_install_watches_everything_and_uninstall_restores_mindspore_exactly(graph_mode):
    call, jit_call = nn.Cell.__dict__["__call__"], api._JitExecutor.__dict__["__call__"]
    compile_ = api._CellGraphExecutor.__dict__["compile"]
    constructors = (nn.Cell.__dict__["__init__"], ms.Parameter.__dict__["__init__"], "__init__" in ms.Tensor.__dict__)
    msdiag.install()
    assert nn.Cell.__dict__["__call__"] is not call
    assert nn.Cell.__dict__["__init__"] is not constructors[0]  # recording where cells are built
    with pytest.raises(ValueError) as caught:
        nets.Model()(nets.batch())
    _assert_diagnosed(caught.value, "MSD401", _line_of("self.fc = nn.Dense(16, 4)"))
    msdiag.uninstall()
    assert nn.Cell.__dict__["__call__"] is call
    assert api._JitExecutor.__dict__["__call__"] is jit_call
    assert api._CellGraphExecutor.__dict__["compile"] is compile_
    assert (nn.Cell.__dict__["__init__"], ms.Parameter.__dict__["__init__"], "__init__" in ms.Tensor.__dict__) == constructors


def test_jit_function_in_pynative_mode_with_install():
    assert ms.get_context("mode") == ms.PYNATIVE_MODE
    msdiag.install()
    step = nets.train_step_function(nets.Model())
    with pytest.raises(Exception) as caught:
        step(nets.batch())
    _assert_diagnosed(caught.value, "MSD401", _line_of("self.fc = nn.Dense(16, 4)"))


@pytest.mark.parametrize("bad", [42, "model", type("NotACell", (), {})])
def test_diagnose_rejects_what_it_cannot_watch(bad):
    with pytest.raises(TypeError, match="msdiag.diagnose takes"):
        msdiag.diagnose(bad)


def test_diagnose_accepts_a_cell_subclass_and_undiagnose_stops_it(graph_mode):
    class Wide(nn.Dense):
        pass

    assert msdiag.diagnose(Wide) is Wide
    model = Wide(3, 2)
    with pytest.raises(Exception) as caught:
        model(ms.Tensor(np.ones((2, 4), np.float32)))
    assert any(n.startswith("msdiag:") for n in getattr(caught.value, "__notes__", []))
    assert msdiag.undiagnose(Wide) is Wide
    with pytest.raises(Exception) as again:
        model(ms.Tensor(np.ones((2, 4), np.float32)))
    assert not any(n.startswith("msdiag:") for n in getattr(again.value, "__notes__", []))


def test_watching_does_not_keep_a_model_alive():
    # In a fresh process: MindSpore's own caches from earlier tests must not decide the outcome.
    import subprocess
    import sys

    script = os.path.join(os.path.dirname(NETS_FILE), "..", "scripts", "lifetime.py")
    completed = subprocess.run([sys.executable, script], capture_output=True, text=True, timeout=120)
    assert completed.returncode == 0, completed.stderr[-2000:]
    result = dict(line.split() for line in completed.stdout.splitlines() if line.startswith(("plain", "watched")))
    if result["plain"] == "True":
        pytest.skip("MindSpore itself still holds the model here; nothing to compare with")
    assert result["watched"] == "False"


def test_diagnosis_leaves_no_clone_attached_to_parameters(graph_mode):
    msdiag.install()
    model = nets.Model()
    with pytest.raises(ValueError):
        model(nets.batch())
    for _, param in model.parameters_and_names():
        assert not getattr(param.param_info, "cloned_obj", None), param.name


def test_a_direct_compile_is_diagnosed_like_a_call(graph_mode):
    """Code that compiles through `_cell_graph_executor.compile(net, *inputs)` without calling the
    cell (MindSpore's own tests do) gets the same diagnosis."""
    msdiag.install()
    try:
        with pytest.raises(ValueError) as caught:
            api._cell_graph_executor.compile(nets.Model(), nets.batch())
        _assert_diagnosed(caught.value, "MSD401", _line_of("self.fc = nn.Dense(16, 4)"))
    finally:
        msdiag.uninstall()
