"""User-defined Python classes used from graph code.

Graph mode can read attributes of instances of classes decorated with `@jit_class`, and of cells.
A plain Python class used from graph code, or a jit class whose method fails while the graph is
built, stops the compile.
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, jit, jit_class, nn

ms.set_context(mode=ms.GRAPH_MODE)




def test_jit_class_method_divides_by_zero():
    @jit_class
    class Rescaler:
        def __init__(self):
            self.base = Tensor([1.0])

        def __enter__(self):
            return self

        def __exit__(self, exc_type, exc_value, traceback):
            return False

        def rescale(self, x):
            return 2 / 0 + x + self.base  # ROOT

    class ScaledBlock(nn.Cell):
        def construct(self, x):
            with Rescaler() as scaler:
                out = scaler.rescale(x)
            return out

    with pytest.raises(ValueError):
        ScaledBlock()(Tensor([1.0]))


def test_isinstance_against_jit_class_instance():
    @jit_class
    class Policy:
        def __init__(self):
            self.gamma = Tensor(0.9)

    policy = Policy()

    @jit
    def is_policy():
        return isinstance(policy, (int, Policy()))  # ROOT

    with pytest.raises(TypeError):
        is_policy()


def test_jit_class_divisor_zero_from_config():
    @jit_class
    class Averager:
        def __init__(self, count):
            self.count = count

        def average(self, total):
            return total / self.count

    class Pool(nn.Cell):
        def __init__(self):
            super().__init__()
            self.avg = Averager(0)  # ROOT

        def construct(self):
            return self.avg.average(6)

    with pytest.raises(ValueError):
        Pool()()


def test_method_called_on_jit_class_not_instance():
    @jit_class
    class Warmup:
        def __init__(self):
            self.base = Tensor(2)

        def factor(self, step):
            return self.base * step

    class Schedule(nn.Cell):
        def __init__(self):
            super().__init__()
            self.warmup = Warmup  # ROOT

        def construct(self):
            return self.warmup.factor(1)

    with pytest.raises(TypeError):
        Schedule()()
