"""Parameters that reach one graph under the same name.

Every Parameter in a compiled graph needs a unique name. Two parameters given the same explicit
name, or two left at the default name "Parameter", collide when the graph is built.
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Parameter, ParameterTuple, Tensor, jit, nn

ms.set_context(mode=ms.GRAPH_MODE)


def test_two_globals_with_same_name_in_jit():
    gamma = Parameter(Tensor([1.0], ms.float32), name="scale")
    beta = Parameter(Tensor([0.0], ms.float32), name="scale")  # ROOT

    @jit
    def affine():
        return gamma + beta

    with pytest.raises(RuntimeError):
        affine()



def test_two_copies_of_inner_cell_gathered_in_tuples():
    class Scale(nn.Cell):
        def __init__(self):
            super().__init__()
            self.weight = Parameter(Tensor([1.0], ms.float32), name="w")  # ROOT

        def construct(self, x):
            return x * self.weight

    class Ensemble(nn.Cell):
        def __init__(self, first, second):
            super().__init__()
            self.first_params = ParameterTuple(first.get_parameters())
            self.second_params = ParameterTuple(second.get_parameters())

        def construct(self, x):
            return x + self.first_params[0] + self.second_params[0]

    ensemble = Ensemble(Scale(), Scale())
    with pytest.raises(RuntimeError):
        ensemble(Tensor([1.0], ms.float32))



def test_teacher_and_student_copies_in_one_jit_step():
    class Bias(nn.Cell):
        def __init__(self):
            super().__init__()
            self.b = Parameter(Tensor(np.zeros((2,), np.float32)), name="bias")  # ROOT

        def construct(self, x):
            return x + self.b

    student = Bias()
    teacher = Bias()

    @jit
    def distill_step(x):
        return student.b + teacher.b + x

    with pytest.raises(RuntimeError):
        distill_step(Tensor(np.ones((2,), np.float32)))
