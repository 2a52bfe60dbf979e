"""Statements, comprehensions and loops that graph mode handles differently from Python.

Graph code rejects `del`, `try`/`except` and generators; a list comprehension may have only one
`for` clause; a loop bound must be a compile-time int; the branches of an `if` on a tensor must
give values of one type.
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, jit, nn

ms.set_context(mode=ms.GRAPH_MODE)


def test_nested_comprehension_flattening_groups():
    @jit
    def flat_channels():
        groups = ((1, 2), (3, 4), (5, 6))
        flat = [c for g in groups for c in g]  # ROOT
        return tuple(flat)

    with pytest.raises(TypeError):
        flat_channels()


def test_nested_comprehension_in_construct():
    class Grid(nn.Cell):
        def construct(self, x):
            cells = [(i, j) for i in range(2) for j in range(3)]  # ROOT
            return x * len(cells)

    with pytest.raises(TypeError):
        Grid()(Tensor(np.ones((2,), np.float32)))


def test_nested_generator_expression():
    @jit
    def pair_sums():
        pairs = tuple(a + b for a in (1, 2) for b in (10, 20))  # ROOT
        return pairs

    with pytest.raises(TypeError):
        pair_sums()




def test_loop_bound_taken_from_tensor_shape_product():
    class Repeat(nn.Cell):
        def __init__(self):
            super().__init__()
            self.act = nn.ReLU()

        def construct(self, x, times):
            out = x
            for _ in range(times * 2):  # ROOT
                out = self.act(out)
            return out

    with pytest.raises(TypeError):
        Repeat()(Tensor(np.ones((2,), np.float32)), Tensor(2, ms.int32))


def test_del_of_intermediate_activation():
    class Block(nn.Cell):
        def __init__(self):
            super().__init__()
            self.proj = nn.Dense(4, 4)

        def construct(self, x):
            hidden = self.proj(x)
            out = hidden * 2
            del hidden  # ROOT
            return out

    with pytest.raises(RuntimeError):
        Block()(Tensor(np.ones((2, 4), np.float32)))


def test_try_except_around_projection():
    class SafeHead(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = nn.Dense(4, 2)

        def construct(self, x):
            try:  # ROOT
                y = self.fc(x)
            except ValueError:
                y = x
            return y

    with pytest.raises(RuntimeError):
        SafeHead()(Tensor(np.ones((2, 4), np.float32)))


def test_try_in_loss_helper():
    def _safe_log(x):
        try:  # ROOT
            return ms.ops.log(x)
        except ValueError:
            return x

    class Loss(nn.Cell):
        def construct(self, p):
            return -_safe_log(p).mean()

    with pytest.raises(RuntimeError):
        Loss()(Tensor(np.full((3,), 0.5, np.float32)))


def test_generator_function_inside_construct():
    class Chunker(nn.Cell):
        def construct(self, x):
            def pieces():
                yield x  # ROOT
            return tuple(pieces())

    with pytest.raises(RuntimeError):
        Chunker()(Tensor([1.0]))


def test_branches_return_string_and_tensor():
    class EarlyExit(nn.Cell):
        def construct(self, x):
            while x < 5:
                x = x + 1
                if x > 3:
                    return "converged"  # ROOT
            return x

    with pytest.raises(TypeError):
        EarlyExit()(Tensor(1))


def test_iterate_over_scalar_tensor():
    @jit
    def accumulate(total):
        acc = 0
        for value in total:  # ROOT
            acc = acc + value
        return acc

    with pytest.raises(TypeError):
        accumulate(Tensor(3.0))
