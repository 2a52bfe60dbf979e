"""A diagnosis leaves no trace: parameters, optimizer state, mode, environment, tracing hooks."""
import os
import sys
import tempfile

import numpy as np
import pytest

import mindspore as ms

from models import training


def _values(cell):
    return {name: p.asnumpy().copy() for name, p in cell.parameters_and_names()}


@pytest.mark.parametrize("spill_mb", ["256", "0"], ids=["snapshot-in-memory", "snapshot-spilled-to-disk"])
def test_training_state_is_bit_exact_after_diagnosis(graph_mode, watching, monkeypatch, spill_mb):
    monkeypatch.setenv("MSDIAG_SNAPSHOT_SPILL_MB", spill_mb)
    model = training.build()
    x, y = training.batch()
    good_probe = ms.Tensor(np.ones((1, 3), np.float32))
    for _ in range(2):  # compile and train in graph mode first
        model(x, y, good_probe)
    names = [name for name, _ in model.parameters_and_names()]
    assert any("moment1" in n for n in names) and any("moving_mean" in n for n in names)
    assert any("global_step" in n or "beta1_power" in n for n in names)
    before = _values(model)
    objects = {name: id(p) for name, p in model.parameters_and_names()}
    environ = dict(os.environ)
    temporary = {n for n in os.listdir(tempfile.gettempdir()) if n.startswith("msdiag-snapshot-")}
    trace, profile = sys.gettrace(), sys.getprofile()

    from msdiag.evidence import state

    during = {}
    real_restore = state.restore

    def spying_restore(snapshot):
        during.update(_values(model))
        real_restore(snapshot)

    monkeypatch.setattr(state, "restore", spying_restore)
    with pytest.raises(RuntimeError) as caught:
        model(x, y, ms.Tensor(np.ones((2, 3), np.float32)))

    notes = getattr(caught.value, "__notes__", [])
    assert any(n.startswith("msdiag:") for n in notes), notes
    failure = watching.report.failures[-1]
    assert failure.findings and failure.findings[0].span.file.endswith("training.py")
    # The eager re-run really trained a step (weights, BatchNorm statistics, Adam moments moved):
    # otherwise this test would prove nothing.
    changed = [n for n in before if not np.array_equal(before[n], during[n])]
    assert any("moment1" in n for n in changed) and any("moving_mean" in n for n in changed), changed
    after = _values(model)
    assert after.keys() == before.keys()
    for name in before:
        assert np.array_equal(before[name], after[name]), name
    assert {name: id(p) for name, p in model.parameters_and_names()} == objects
    assert ms.get_context("mode") == ms.GRAPH_MODE
    assert dict(os.environ) == environ
    left = {n for n in os.listdir(tempfile.gettempdir()) if n.startswith("msdiag-snapshot-")} - temporary
    assert not left  # spilled copies removed
    assert sys.gettrace() is trace and sys.getprofile() is profile
    # The compiled graph keeps training afterwards.
    model(x, y, good_probe)
    assert not all(np.array_equal(before[n], v) for n, v in _values(model).items())
