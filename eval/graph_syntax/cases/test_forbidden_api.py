"""MindSpore APIs that must not be called from graph code.

Initializers, `Cell.get_parameters`/`untrainable_params`, creating a `Parameter` or a
`MultitypeFuncGraph` and returning arbitrary Python objects belong in `__init__` or outside the
graph. Calling them inside `construct` or `@ms.jit` fails the compile.
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from mindspore.common import dtype as mstype
from mindspore.common.initializer import One, initializer

ms.set_context(mode=ms.GRAPH_MODE)


def test_initializer_object_in_construct():
    class LazyBias(nn.Cell):
        def construct(self):
            init = One()  # ROOT
            return init

    with pytest.raises(RuntimeError):
        LazyBias()()


def test_initializer_function_in_construct():
    class LazyWeights(nn.Cell):
        def construct(self, x):
            w = initializer('ones', [3, 3], mstype.float32)  # ROOT
            return x * w

    with pytest.raises(RuntimeError):
        LazyWeights()(Tensor(np.ones((3, 3), np.float32)))


def test_initializer_in_jit_function():
    @ms.jit
    def make_bias():
        return initializer('zeros', [4], mstype.float32)  # ROOT

    with pytest.raises(RuntimeError):
        make_bias()


def test_tensor_with_init_argument_in_jit():
    @ms.jit
    def make_mask():
        mask = Tensor(shape=(1, 3), dtype=mstype.float32, init=One())  # ROOT
        return mask

    with pytest.raises(RuntimeError):
        make_mask()


def test_get_parameters_in_construct():
    class Inner(nn.Cell):
        def __init__(self):
            super().__init__()
            self.dense = nn.Dense(2, 2)

        def construct(self, x):
            return self.dense(x)

    class WeightNorm(nn.Cell):
        def __init__(self):
            super().__init__()
            self.inner = Inner()

        def construct(self):
            params = self.inner.get_parameters()  # ROOT
            return params

    with pytest.raises(RuntimeError):
        WeightNorm()()


def test_untrainable_params_in_construct():
    class Stats(nn.Cell):
        def construct(self):
            return True

    class Freezer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.stats = Stats()

        def construct(self):
            frozen = self.stats.untrainable_params()  # ROOT
            return frozen

    with pytest.raises(RuntimeError):
        Freezer()()


def test_get_parameters_of_new_cell_in_jit():
    class Probe(nn.Cell):
        def construct(self):
            return True

    @ms.jit
    def count_params():
        return Probe().get_parameters()  # ROOT

    with pytest.raises(RuntimeError):
        count_params()


def test_parameter_created_in_construct():
    class AdaptiveScale(nn.Cell):
        def construct(self, x):
            scale = Parameter(x, name="scale")  # ROOT
            return scale * 2

    with pytest.raises(ValueError):
        AdaptiveScale()(Tensor([1.0, 2.0, 3.0]))


def test_multitype_funcgraph_created_in_construct():
    class Dispatcher(nn.Cell):
        def construct(self, x):
            add = ops.MultitypeFuncGraph('add')  # ROOT
            return add(x, 1)

    with pytest.raises(ValueError):
        Dispatcher()(Tensor([1]))


