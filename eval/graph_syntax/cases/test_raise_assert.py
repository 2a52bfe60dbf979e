"""`raise` and `assert` inside graph code.

Graph mode supports `raise` for the built-in exception types it knows and `assert` on values it
can evaluate; the exception reaches the caller like in Python. Other exception classes (warnings,
user-defined classes, ImportError) are refused with a RuntimeError. The line to change is the
`raise` or `assert` itself, or the value that made a guard fire.
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, nn

ms.set_context(mode=ms.GRAPH_MODE)


def test_guard_on_constant_batch_size():
    class Collate(nn.Cell):
        def construct(self, batch_size):
            if batch_size == 1:
                raise ValueError("batch norm needs more than one sample")  # ROOT
            return batch_size

    with pytest.raises(ValueError):
        Collate()(1)


def test_guard_fed_a_bad_config_value():
    class Pooler(nn.Cell):
        def __init__(self):
            super().__init__()
            self.mode = "median"  # ROOT

        def construct(self, x):
            if self.mode == "mean":
                return x.mean()
            if self.mode == "max":
                return x.max()
            raise ValueError(f"unknown pooling mode {self.mode}")

    with pytest.raises(ValueError):
        Pooler()(Tensor(np.ones((2, 2), np.float32)))


def test_raise_with_formatted_list():
    class Validator(nn.Cell):
        def construct(self):
            allowed = [1, 3, 5]
            raise ValueError("expected one of {}".format(allowed))  # ROOT

    with pytest.raises(ValueError):
        Validator()()


def test_raise_in_helper_method():
    class Decoder(nn.Cell):
        def _unsupported(self):
            raise NotImplementedError("beam search is not implemented")  # ROOT

        def construct(self, x):
            y = Tensor(0)
            if x > 0:
                y = Tensor(1)
            else:
                self._unsupported()
            return y

    with pytest.raises(NotImplementedError):
        Decoder()(-1)


def test_raise_on_constant_tensor_check():
    class Checker(nn.Cell):
        def construct(self):
            flag = Tensor(1)
            if flag == 1:
                raise TypeError("flag tensor must not be set")  # ROOT
            return flag

    with pytest.raises(TypeError):
        Checker()()


def test_index_guard_on_constant_list():
    class Picker(nn.Cell):
        def construct(self):
            position = 5
            options = [1, 2, 3, 4]
            if position > len(options):
                raise IndexError("position past the option list")  # ROOT
            return options[position]

    with pytest.raises(IndexError):
        Picker()()


def test_raise_user_warning_class():
    class Monitor(nn.Cell):
        def construct(self):
            grad_norm = Tensor(1)
            if grad_norm == 1:
                raise UserWarning("gradient norm looks suspicious")  # ROOT
            return grad_norm

    with pytest.raises(RuntimeError):
        Monitor()()


def test_raise_import_error_in_graph():
    class OptionalKernel(nn.Cell):
        def construct(self, x):
            if x == 1:
                raise ImportError("fused kernel not available")  # ROOT
            return x

    with pytest.raises(RuntimeError):
        OptionalKernel()(1)


def test_raise_custom_exception_class():
    class ShapeMismatch(Exception):
        pass

    class Adapter(nn.Cell):
        def construct(self, x):
            if x == 1:
                raise ShapeMismatch("adapter rank does not match")  # ROOT
            return x

    with pytest.raises(RuntimeError):
        Adapter()(1)


def test_raise_runtime_warning():
    class Overflow(nn.Cell):
        def construct(self, x):
            if x == 1:
                raise RuntimeWarning("loss scale overflow")  # ROOT
            return x

    with pytest.raises(RuntimeWarning):
        Overflow()(1)


def test_raise_with_tensor_in_fstring():
    class Reporter(nn.Cell):
        def construct(self):
            raise RuntimeError(f"bad step {Tensor([3])}")  # ROOT

    with pytest.raises(RuntimeError):
        Reporter()()


def test_assert_on_constant_layer_count():
    class Stack(nn.Cell):
        def construct(self):
            num_layers = 3
            assert num_layers == 4  # ROOT
            return num_layers

    with pytest.raises(AssertionError):
        Stack()()


def test_assert_membership_with_message():
    class Activation(nn.Cell):
        def __init__(self):
            super().__init__()
            self.kind = 7  # ROOT

        def construct(self):
            assert self.kind in [1, 2, 3], "unknown activation id"
            return self.kind

    with pytest.raises(AssertionError):
        Activation()()


def test_assert_with_formatted_message():
    class Heads(nn.Cell):
        def construct(self):
            heads = 6
            assert heads in [4, 8, 16], f"{heads} heads is not supported"  # ROOT
            return heads

    with pytest.raises(AssertionError):
        Heads()()
