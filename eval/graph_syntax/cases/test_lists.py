"""List operations that graph mode evaluates at compile time and rejects.

Lists in `construct` or `@ms.jit` are compile-time sequences: `pop`, `insert`, `index` and slice
assignment are checked while the graph is built, with the same rules as Python but raised from
the compiler.
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def test_pop_past_end_of_layer_names():
    @ms.jit
    def last_two_layers():
        names = [1, 2, 3, 4]
        tail = names.pop(4)  # ROOT
        return names, tail

    with pytest.raises(IndexError):
        last_two_layers()


def test_pop_negative_index_too_far():
    @ms.jit
    def drop_oldest():
        history = [10, 20, 30, 40]
        oldest = history.pop(-5)  # ROOT
        return history, oldest

    with pytest.raises(IndexError):
        drop_oldest()


def test_pop_from_empty_buffer():
    @ms.jit
    def flush_buffer():
        pending = []
        item = pending.pop()  # ROOT
        return pending, item

    with pytest.raises(IndexError):
        flush_buffer()


def test_pop_from_buffer_emptied_earlier():
    @ms.jit
    def drain(x):
        queue = [1, 2]
        queue.clear()  # ROOT
        head = queue.pop()
        return x * head

    with pytest.raises(IndexError):
        drain(Tensor([1.0]))


def test_insert_with_float_position():
    @ms.jit
    def add_cls_token():
        token_ids = [101, 7592, 102]
        token_ids.insert(1.0, 0)  # ROOT
        return token_ids

    with pytest.raises(TypeError):
        add_cls_token()


def test_pop_with_float_position():
    @ms.jit
    def remove_middle():
        widths = [32, 64, 128]
        widths.pop(1.0)  # ROOT
        return widths

    with pytest.raises(TypeError):
        remove_middle()


def test_index_of_missing_stage():
    @ms.jit
    def stage_position():
        stages = [1, 2, 3, 4]
        return stages.index(5)  # ROOT

    with pytest.raises(ValueError):
        stage_position()


def test_index_of_tensor_in_int_list():
    class Lookup(nn.Cell):
        def __init__(self):
            super().__init__()
            self.vocab = [1, 2, 3, 4]

        def construct(self, x):
            pos = self.vocab.index(Tensor(1))  # ROOT
            return x * pos

    with pytest.raises(ValueError):
        Lookup()(Tensor([1.0]))


def test_extended_slice_assignment_wrong_length():
    class Interleave(nn.Cell):
        def construct(self, evens, odds):
            merged = [0, 0, 0, 0, 0]
            merged[::2] = odds[::2]  # ROOT
            return tuple(merged)

    with pytest.raises(ValueError):
        Interleave()([1, 2, 3, 4, 5], [5, 6, 7, 8])


def test_extended_slice_assignment_from_config_sizes():
    class Scheduler(nn.Cell):
        def __init__(self):
            super().__init__()
            self.warmup = [0.1, 0.2, 0.3, 0.4]  # ROOT

        def construct(self, x):
            rates = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
            rates[::2] = self.warmup
            return x * rates[0]

    with pytest.raises(ValueError):
        Scheduler()(Tensor([1.0]))


def test_nested_slice_assignment_wrong_length():
    @ms.jit
    def patch_schedule():
        steps = [1, 2, 3, 4, 5, 6, 7, 8, 9]
        updates = [11, 22, 33, 44]
        steps[::2][:3:2] = updates  # ROOT
        return steps

    with pytest.raises(ValueError):
        patch_schedule()


def test_negative_step_slice_assignment_wrong_length():
    class Reverser(nn.Cell):
        def construct(self, values, repl):
            values[-1:-3:-3] = repl  # ROOT
            return tuple(values)

    with pytest.raises(ValueError):
        Reverser()([1, 2, 3, 4, 5, 6, 7, 8, 9], [33, 44, 55])


def test_bitwise_and_of_two_lists():
    class MaskMerge(nn.Cell):
        def __init__(self):
            super().__init__()
            self.keep_a = [1, 0, 1]
            self.keep_b = [1, 1, 0]

        def construct(self):
            return self.keep_a & self.keep_b  # ROOT

    with pytest.raises(TypeError):
        MaskMerge()()


def test_list_index_past_number_of_layers():
    class Features(nn.Cell):
        def construct(self, x):
            stages = [x, x * 2, x * 3]
            return stages[5]  # ROOT

    with pytest.raises(IndexError):
        Features()(Tensor([1.0]))


def test_list_index_from_config_past_end():
    class Selector(nn.Cell):
        def __init__(self):
            super().__init__()
            self.out_index = 4  # ROOT

        def construct(self, x):
            outs = [x, x + 1, x + 2]
            return outs[self.out_index]

    with pytest.raises(IndexError):
        Selector()(Tensor([1.0]))
