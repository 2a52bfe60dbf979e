"""Attributes and methods that do not exist on the object graph code uses them on.

Graph mode resolves `x.name` on tensors, scalars, tuples, cells and jit classes while compiling,
so a misspelt method or an attribute of the wrong kind of object fails at compile time.
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, jit_class, nn

ms.set_context(mode=ms.GRAPH_MODE)


def test_misspelt_tensor_method():
    class Normalizer(nn.Cell):
        def construct(self, x):
            return x / x.nrom()  # ROOT

    with pytest.raises(AttributeError):
        Normalizer()(Tensor(np.ones((3,), np.float32)))


def test_ported_torch_method_name():
    class Squeezer(nn.Cell):
        def construct(self, x):
            return x.unsqueeze_(0)  # ROOT

    with pytest.raises(AttributeError):
        Squeezer()(Tensor(np.ones((3,), np.float32)))


def test_misspelt_shape_attribute():
    class BatchSize(nn.Cell):
        def construct(self, x):
            dims = x.shapes  # ROOT
            return dims[0]

    with pytest.raises(AttributeError):
        BatchSize()(Tensor(np.ones((2, 3), np.int32)))


def test_dtype_called_like_a_method():
    class Caster(nn.Cell):
        def construct(self, x):
            kind = x.dtypes()  # ROOT
            return kind

    with pytest.raises(AttributeError):
        Caster()(Tensor(np.ones((2, 3), np.int32)))


def test_shape_of_python_int_input():
    class Reader(nn.Cell):
        def construct(self, x):
            return x.shape  # ROOT

    with pytest.raises(AttributeError):
        Reader()(4)


def test_shape_of_int_from_config():
    class Projector(nn.Cell):
        def __init__(self):
            super().__init__()
            self.width = 16  # ROOT

        def construct(self, x):
            return x.reshape(self.width.shape)

    with pytest.raises(AttributeError):
        Projector()(Tensor(np.ones((16,), np.float32)))


def test_getattr_with_misspelt_method_name():
    @ms.jit
    def apply_op(x):
        fn = getattr(x, "absolute_value")  # ROOT
        return fn()

    with pytest.raises(AttributeError):
        apply_op(Tensor([-1.0, 2.0]))


def test_getattr_on_tuple_input():
    @ms.jit
    def first_dim(sizes):
        shape = getattr(sizes, "shape")  # ROOT
        return shape

    with pytest.raises(AttributeError):
        first_dim((2, 3, 4))


def test_getattr_on_dict_input():
    @ms.jit
    def summary(stats):
        total = getattr(stats, "total_count")  # ROOT
        return total

    with pytest.raises(AttributeError):
        summary({"a": 1, "b": 2})


def test_getattr_on_list_input():
    @ms.jit
    def width_of(layers):
        return getattr(layers, "width")  # ROOT

    with pytest.raises(AttributeError):
        width_of([1, 2, 3])


def test_getattr_on_cell_without_attribute():
    class Backbone(nn.Cell):
        def __init__(self):
            super().__init__()
            self.out_channels = 8

        def construct(self, x):
            return x

    backbone = Backbone()

    @ms.jit
    def head_width():
        return getattr(backbone, "num_features")  # ROOT

    with pytest.raises(AttributeError):
        head_width()


def test_getattr_on_jit_class_without_attribute():
    @jit_class
    class TrainConfig:
        def __init__(self):
            self.lr = Tensor(0.1)
            self.momentum = Tensor(0.9)

    config = TrainConfig()

    @ms.jit
    def weight_decay():
        return getattr(config, "weight_decay")  # ROOT

    with pytest.raises(AttributeError):
        weight_decay()


def test_bias_never_created_in_init():
    class Affine(nn.Cell):
        def __init__(self):
            super().__init__()
            self.scale = Tensor([2.0])

        def construct(self, x):
            return x * self.scale + self.bias  # ROOT

    with pytest.raises(AttributeError):
        Affine()(Tensor([1.0]))


def test_wrong_attribute_of_dense_layer():
    class Probe(nn.Cell):
        def __init__(self):
            super().__init__()
            self.dense = nn.Dense(2, 2)

        def construct(self, x):
            return self.dense.weights + x  # ROOT

    with pytest.raises(AttributeError):
        Probe()(Tensor([1.0]))


def test_subscript_assignment_to_uninitialised_buffer():
    class Recorder(nn.Cell):
        def __init__(self):
            super().__init__()
            self.history = [0, 0]

        def construct(self, x):
            self.histroy[0] = 9  # ROOT
            return x

    with pytest.raises(TypeError):
        Recorder()(Tensor([1.0]))
