"""Operators applied to operand types that graph mode has no overload for.

Operators in graph code dispatch on the types of their operands (a MultitypeFuncGraph). Bitwise
and shift operators take integers and tensors; lists, floats and out-of-range integers find no
overload or fail the constant folding.
"""
import pytest

import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def test_bitwise_or_of_float_flags():
    class FlagMerge(nn.Cell):
        def __init__(self):
            super().__init__()
            self.train_flag = 1.0  # ROOT
            self.eval_flag = 2.0

        def construct(self):
            return self.train_flag | self.eval_flag

    with pytest.raises(TypeError):
        FlagMerge()()


def test_bitwise_and_of_float_literals():
    @ms.jit
    def combined_mask():
        return 6.0 & 3.0  # ROOT

    with pytest.raises(TypeError):
        combined_mask()


def test_right_shift_of_float_width():
    class Downsample(nn.Cell):
        def __init__(self):
            super().__init__()
            self.width = 64.0  # ROOT

        def construct(self):
            return self.width >> 1

    with pytest.raises(TypeError):
        Downsample()()


def test_left_shift_of_float_literal():
    class Upsample(nn.Cell):
        def construct(self):
            factor = 2.0
            return factor << 3  # ROOT

    with pytest.raises(TypeError):
        Upsample()()


def test_xor_of_integer_past_int64():
    class HashMix(nn.Cell):
        def construct(self, seed, salt):
            return seed ^ salt  # ROOT

    with pytest.raises(RuntimeError):
        HashMix()(2 ** 63, 7)


def test_shift_of_integer_past_int64():
    class BitPack(nn.Cell):
        def construct(self, value, bits):
            return value << bits  # ROOT

    with pytest.raises(RuntimeError):
        BitPack()(2 ** 63 + 5, 2)


def test_negative_shift_count():
    class Quantizer(nn.Cell):
        def construct(self, value, bits):
            return value >> bits  # ROOT

    with pytest.raises(ValueError):
        Quantizer()(64, -2)

