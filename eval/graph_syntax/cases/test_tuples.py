"""Tuple indexing and tuple methods checked at compile time.

Tuples in graph code have a length known while compiling, so an out-of-range index or a
`tuple.index` of a value that is not there fails the compile, often far from the line that
decided the length (a split count, a config tuple).
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def test_negative_index_past_split_outputs():
    class QKV(nn.Cell):
        def construct(self, x):
            parts = ops.split(x, 1, axis=0)
            return parts[-1], parts[-2], parts[-3]  # ROOT

    with pytest.raises(IndexError):
        QKV()(Tensor(np.ones((2, 2, 3), np.float32)))


def test_split_count_too_small_for_unpacked_heads():
    class Attention(nn.Cell):
        def __init__(self):
            super().__init__()
            self.num_chunks = 2  # ROOT

        def construct(self, x):
            chunks = ops.chunk(x, self.num_chunks, axis=0)
            return chunks[0] + chunks[1] + chunks[2]

    with pytest.raises(IndexError):
        Attention()(Tensor(np.ones((6, 3), np.float32)))


def test_positive_index_past_config_tuple():
    class Stages(nn.Cell):
        def __init__(self):
            super().__init__()
            self.widths = (16, 32, 64)

        def construct(self, x):
            return x * self.widths[3]  # ROOT

    with pytest.raises(IndexError):
        Stages()(Tensor(np.ones((2,), np.float32)))


def test_tuple_index_of_missing_value():
    @ms.jit
    def layer_slot():
        kernel_sizes = (1, 3, 5, 7)
        return kernel_sizes.index(9)  # ROOT

    with pytest.raises(ValueError):
        layer_slot()


def test_tuple_index_of_tensor_value():
    @ms.jit
    def find_stride():
        strides = (1, 2, 4, 8)
        return strides.index(Tensor(2))  # ROOT

    with pytest.raises(ValueError):
        find_stride()


def test_shape_index_past_rank():
    class Pool(nn.Cell):
        def construct(self, x):
            width = x.shape[3]  # ROOT
            return x.mean() * width

    with pytest.raises(IndexError):
        Pool()(Tensor(np.ones((2, 3, 4), np.float32)))


def test_item_assignment_on_kernel_tuple():
    @ms.jit
    def widen_kernel():
        kernel = (3, 3)
        kernel[0] = 5  # ROOT
        return kernel

    with pytest.raises(TypeError):
        widen_kernel()
