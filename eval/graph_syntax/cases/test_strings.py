"""String operations in graph code.

Strings in `construct` or `@ms.jit` are compile-time constants. Concatenating one with a tensor or
an int, repeating it a float number of times, `%`-formatting with the wrong type or indexing past
its end fails while the graph is built.
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, jit, nn

ms.set_context(mode=ms.GRAPH_MODE)


def test_concatenate_prefix_with_token_tensor():
    @jit
    def cache_key(token_ids):
        return "tok_" + token_ids  # ROOT

    with pytest.raises(TypeError):
        cache_key(Tensor([7]))


def test_concatenate_name_with_layer_index():
    class Namer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.index = 3

        def construct(self, x):
            name = "block" + self.index  # ROOT
            return x, name

    with pytest.raises(TypeError):
        Namer()(Tensor(np.ones((2,), np.float32)))


def test_repeat_separator_float_times():
    @jit
    def banner():
        return "=" * 2.5  # ROOT

    with pytest.raises(RuntimeError):
        banner()


def test_repeat_separator_width_from_config():
    class Pretty(nn.Cell):
        def __init__(self, columns):
            super().__init__()
            self.width = columns / 2  # ROOT

        def construct(self, x):
            rule = "-" * self.width
            return x, rule

    with pytest.raises(RuntimeError):
        Pretty(10)(Tensor(np.ones((2,), np.float32)))


def test_percent_format_with_wrong_type():
    @jit
    def progress():
        done = "ten"
        return "%d steps done" % done  # ROOT

    with pytest.raises(TypeError):
        progress()


def test_find_missing_substring_with_index():
    @jit
    def split_point():
        run_name = "resnet50-imagenet"
        return run_name.index(":")  # ROOT

    with pytest.raises(ValueError):
        split_point()


def test_compare_string_with_int():
    class Selector(nn.Cell):
        def __init__(self):
            super().__init__()
            self.version = "2"

        def construct(self, x):
            if self.version < 3:  # ROOT
                return x
            return x * 2

    with pytest.raises(TypeError):
        Selector()(Tensor(np.ones((2,), np.float32)))


def test_string_index_past_end():
    @jit
    def suffix_char():
        tag = "fp16"
        return tag[6]  # ROOT

    with pytest.raises(RuntimeError):
        suffix_char()
