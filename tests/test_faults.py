"""Faults inside a diagnosis never make things worse for the user."""
from __future__ import annotations

import os
import sys
import time

import numpy as np
import pytest

import mindspore as ms

import msdiag
from msdiag import eager, rules, session
from models import nets, training


@pytest.fixture(autouse=True)
def watching(graph_mode):
    session.reset()
    msdiag.install()
    yield
    msdiag.uninstall()


def _values(cell):
    return {name: p.asnumpy().copy() for name, p in cell.parameters_and_names()}


def _message(error):
    return (type(error), str(error))


def test_internal_failure_adds_one_line_and_keeps_the_error(monkeypatch):
    def broken(ev):
        raise LookupError("injected\nsecond line")

    with pytest.raises(ValueError) as plain:
        with _unwatched():
            nets.Model()(nets.batch())
    monkeypatch.setattr(rules, "diagnose", broken)
    with pytest.raises(ValueError) as caught:
        nets.Model()(nets.batch())
    assert _message(caught.value) == _message(plain.value)
    notes = caught.value.__notes__
    assert len(notes) == 1 and "\n" not in notes[0]
    assert notes[0].startswith("msdiag: diagnosis failed (LookupError: injected)")


def test_keyboard_interrupt_during_eager_rerun_restores_everything(monkeypatch):
    model = training.build()
    x, y = training.batch()
    good = ms.Tensor(np.ones((1, 3), np.float32))
    model(x, y, good)
    before = _values(model)
    environ = dict(os.environ)
    trace = sys.gettrace()

    original = eager._Tracer.local_trace

    def interrupting(self, frame, event, arg):
        if event == "line" and frame.f_code.co_name == "construct" and "training.py" in frame.f_code.co_filename:
            raise KeyboardInterrupt
        return original(self, frame, event, arg)

    monkeypatch.setattr(eager._Tracer, "local_trace", interrupting)
    with pytest.raises(KeyboardInterrupt):
        model(x, y, ms.Tensor(np.ones((2, 3), np.float32)))
    after = _values(model)
    assert all(np.array_equal(before[n], after[n]) for n in before)
    assert ms.get_context("mode") == ms.GRAPH_MODE
    assert dict(os.environ) == environ and "MS_JIT" not in os.environ
    assert sys.gettrace() is trace


def test_runaway_eager_rerun_is_stopped_and_the_error_stands(monkeypatch):
    # Graph mode unrolls this loop until the call-depth limit; eagerly it never ends.
    monkeypatch.setenv("MSDIAG_EAGER_TIMEOUT", "2")
    started = time.monotonic()
    with pytest.raises(RuntimeError) as caught:
        nets.Runaway()(nets.batch())
    assert time.monotonic() - started < 60
    assert str(caught.value).startswith("Exceed function call depth limit")
    failure = session.current().report.failures[-1]
    assert failure.diagnosis_error and "limit" in failure.diagnosis_error
    assert "eager re-run passed its 2 s limit" in caught.value.__notes__[0]
    assert failure.findings[0].code == "MSD303"
    assert ms.get_context("mode") == ms.GRAPH_MODE and "MS_JIT" not in os.environ
    assert sys.gettrace() is None or "msdiag" not in type(sys.gettrace()).__module__


def test_msdiag_off_switch(monkeypatch):
    monkeypatch.setenv("MSDIAG", "0")
    with pytest.raises(ValueError) as caught:
        nets.Model()(nets.batch())
    assert not getattr(caught.value, "__notes__", None)


class _unwatched:
    def __enter__(self):
        msdiag.uninstall()

    def __exit__(self, *exc):
        msdiag.install()
        return False


def test_diagnosis_in_another_thread_leaves_mode_and_environment(monkeypatch):
    import threading

    environ = dict(os.environ)
    outcome = {}

    def worker():
        try:
            nets.Model()(nets.batch())
        except ValueError as error:
            outcome["notes"] = getattr(error, "__notes__", [])

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join(timeout=120)
    assert not thread.is_alive()
    assert any(n.startswith("msdiag:") for n in outcome["notes"])
    assert ms.get_context("mode") == ms.GRAPH_MODE
    assert dict(os.environ) == environ


def test_cell_without_source_still_keeps_the_users_error():
    namespace = {"nn": ms.nn, "ops": ms.ops}
    exec(  # noqa: S102 - a Cell whose source inspect cannot find, as users build in notebooks or factories
        "class Generated(nn.Cell):\n"
        "    def __init__(self):\n"
        "        super().__init__()\n"
        "        self.fc = nn.Dense(16, 4)\n"
        "    def construct(self, x):\n"
        "        return self.fc(x)\n",
        namespace,
    )
    with pytest.raises(Exception) as plain:
        with _unwatched():
            namespace["Generated"]()(nets.batch())
    with pytest.raises(Exception) as caught:
        namespace["Generated"]()(nets.batch())
    assert _message(caught.value) == _message(plain.value)
    notes = caught.value.__notes__
    assert len(notes) == 1 and notes[0].startswith("msdiag:")


def test_lambda_is_not_watchable_but_a_function_is():
    function = lambda x: x  # noqa: E731
    assert msdiag.diagnose(function) is function  # watched, returned unchanged
