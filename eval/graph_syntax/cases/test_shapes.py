"""Shape arguments of tensor methods (`reshape`, `transpose`, `view`) that cannot be right.

Tensor methods check their shape arguments while the graph is built: a target size that does not
match the element count, a float size, a permutation of the wrong length or an empty `view()`
all stop the compile. Several of these sizes come from a config value or a helper.
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, nn

ms.set_context(mode=ms.GRAPH_MODE)


def test_reshape_to_wrong_element_count():
    class PatchEmbed(nn.Cell):
        def __init__(self):
            super().__init__()
            self.patches = Tensor(np.ones((2, 3), np.float32))

        def construct(self):
            return self.patches.reshape(1, 2, 4)  # ROOT

    with pytest.raises(ValueError):
        PatchEmbed()()


def test_reshape_size_from_wrong_config():
    class HeadSplit(nn.Cell):
        def __init__(self, hidden, heads):
            super().__init__()
            self.heads = heads
            self.head_dim = hidden // heads + 1  # ROOT

        def construct(self, x):
            return x.reshape(x.shape[0], self.heads, self.head_dim)

    with pytest.raises(ValueError):
        HeadSplit(8, 2)(Tensor(np.ones((3, 8), np.float32)))


def test_reshape_size_computed_in_helper():
    def _grid_shape(num_tokens):
        side = num_tokens // 3  # ROOT
        return (side, side)

    class Unpatchify(nn.Cell):
        def construct(self, tokens):
            return tokens.reshape(_grid_shape(16))

    with pytest.raises(ValueError):
        Unpatchify()(Tensor(np.ones((16,), np.float32)))


def test_reshape_with_float_dimension():
    class Folder(nn.Cell):
        def __init__(self):
            super().__init__()
            self.grid = Tensor(np.ones((2, 3), np.float32))

        def construct(self):
            return self.grid.reshape((1, 2, 3.5))  # ROOT

    with pytest.raises(TypeError):
        Folder()()


def test_reshape_with_true_division_size():
    class Merge(nn.Cell):
        def __init__(self):
            super().__init__()
            self.tokens = Tensor(np.ones((2, 6), np.float32))

        def construct(self):
            half = 6 / 4  # ROOT
            return self.tokens.reshape((2, 4, half))

    with pytest.raises(TypeError):
        Merge()()


def test_transpose_with_too_many_axes():
    class Swap(nn.Cell):
        def __init__(self):
            super().__init__()
            self.matrix = Tensor(np.ones((2, 3), np.float32))

        def construct(self):
            return self.matrix.transpose(0, 2, 1)  # ROOT

    with pytest.raises(ValueError):
        Swap()()


def test_transpose_perm_from_config():
    class ChannelsLast(nn.Cell):
        def __init__(self):
            super().__init__()
            self.perm = (0, 2, 3, 1)  # ROOT
            self.image = Tensor(np.ones((2, 3, 4), np.float32))

        def construct(self):
            return self.image.transpose(self.perm)

    with pytest.raises(ValueError):
        ChannelsLast()()


def test_transpose_with_float_axis():
    class Flip(nn.Cell):
        def __init__(self):
            super().__init__()
            self.matrix = Tensor(np.ones((2, 3), np.float32))

        def construct(self):
            return self.matrix.transpose(1.0, 0)  # ROOT

    with pytest.raises(TypeError):
        Flip()()


def test_view_without_shape():
    class Viewer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.buffer = Tensor(np.ones((2, 3), np.float32))

        def construct(self):
            return self.buffer.view()  # ROOT

    with pytest.raises(TypeError):
        Viewer()()


def test_view_with_two_shape_tuples():
    class Viewer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.buffer = Tensor(np.ones((2, 3), np.float32))

        def construct(self):
            return self.buffer.view((2, 3), (3, 2))  # ROOT

    with pytest.raises(TypeError):
        Viewer()()
