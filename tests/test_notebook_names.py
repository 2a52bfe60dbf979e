"""A notebook cell read with the names it takes from the kernel, without a kernel: cells are put in
linecache as IPython puts them, and the user namespace is a plain dict of the real objects."""
from __future__ import annotations

import linecache
import logging
from collections import OrderedDict
from typing import Any, Iterator

import pytest

from msdiag.engine.static import check_paths
from msdiag.evidence.files import cell_namespaces
from msdiag.model.project import module_name_for

IMPORTS = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops\n"
HELPER = "def jitter(x):\n    return x + ms.Tensor(np.random.randn(*x.shape), ms.float32)\n"
MODEL = """\
class Noisy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 4)

    def construct(self, x):
        CACHE.append(x)
        logger.info("step")
        return self.fc(jitter(x))
"""


@pytest.fixture
def cells() -> Iterator[list[str]]:
    """Three cells in linecache under the names terminal IPython gives them."""
    names = [f"<ipython-input-{n}-0123456789ab>" for n in (1, 2, 3)]
    for name, text in zip(names, (IMPORTS, HELPER, MODEL)):
        linecache.cache[name] = (len(text), None, text.splitlines(True), name)
    yield names
    for name in names:
        linecache.cache.pop(name, None)


def _user_ns(cells: list[str]) -> dict[str, Any]:
    """What the kernel holds after running the cells (the helper's code names its cell)."""
    import mindspore as ms
    import numpy as np
    from mindspore import nn, ops

    namespace: dict[str, Any] = {"np": np, "ms": ms, "nn": nn, "ops": ops, "CACHE": [],
                                 "logger": logging.getLogger("cells"), "history": OrderedDict()}
    exec(compile(HELPER, cells[1], "exec"), namespace)  # noqa: S102 - defines the helper, as the kernel did
    return namespace


def test_a_cell_takes_its_names_from_the_kernel(cells: list[str]) -> None:
    namespaces = cell_namespaces(cells, _user_ns(cells))
    model = dict(namespaces[cells[2]].names)
    assert model == {"jitter": f"{module_name_for(cells[1])[0]}.jitter", "logger": "logging.Logger",
                     "nn": "mindspore.nn"}
    assert namespaces[cells[2]].containers == {"CACHE"}
    assert dict(namespaces[cells[1]].names) == {"ms": "mindspore", "np": "numpy"}
    assert cells[0] not in namespaces  # the imports cell uses no name it does not bind


def test_library_objects_are_named_by_their_public_path(cells: list[str]) -> None:
    import mindspore as ms
    from mindspore import nn, ops
    from numpy.random import randn

    text = "x = [Dense, Tensor, jit, matmul, randn, float32]\n"
    linecache.cache[cells[0]] = (len(text), None, [text], cells[0])
    user_ns = {"Dense": nn.Dense, "Tensor": ms.Tensor, "jit": ms.jit, "matmul": ops.matmul, "randn": randn,
               "float32": ms.float32}
    names = dict(cell_namespaces(cells[:1], user_ns)[cells[0]].names)
    assert names == {"Dense": "mindspore.nn.Dense", "Tensor": "mindspore.Tensor", "jit": "mindspore.jit",
                     "matmul": "mindspore.ops.matmul", "randn": "numpy.random.randn"}  # an instance: unnamed


def test_a_model_typed_into_cells_is_read_as_from_a_file(cells: list[str]) -> None:
    texts = {name: "".join(linecache.getlines(name)) for name in cells}
    alone = check_paths(cells[1:], texts=texts)
    assert alone.graph_functions == 0 and alone.findings == []  # `nn.Cell` unknown: no model at all
    read = check_paths(cells[1:], texts=texts, namespaces=cell_namespaces(cells, _user_ns(cells)))
    found = {(f.code, f.span.file, f.span.line) for f in read.findings}
    assert ("MSD701", cells[1], 2) in found  # the helper's cell, reached from the model's
    assert ("MSD703", cells[2], 7) in found  # `CACHE`, a list of the kernel
    assert ("MSD704", cells[2], 8) in found  # `logger`, made in another cell
    (random,) = [f for f in read.findings if f.code == "MSD701"]
    assert [(r.span.file, r.span.line) for r in random.related] == [(cells[2], 9)]


@pytest.mark.parametrize(("environ", "quiet"), [
    ({}, False),
    ({"GLOG_v": "3"}, False),
    ({"MS_SUBMODULE_LOG_v": "{CORE:4}"}, True),
    ({"MS_SUBMODULE_LOG_v": "{PARSER:2, CORE: 4}", "GLOG_v": "2"}, True),
    ({"GLOG_v": "4"}, True),
    ({"GLOG_v": "4", "MS_SUBMODULE_LOG_v": "{CORE:2}"}, False),  # the submodule's own level wins
])
def test_whether_mindspore_logs_its_cell_lookups(environ: dict[str, str], quiet: bool) -> None:
    from msdiag.ipython import mindspore_logs_quiet

    assert mindspore_logs_quiet(environ) is quiet
