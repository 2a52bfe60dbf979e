"""Python builtins applied to values that only exist when the graph runs.

In graph mode a builtin such as `int`, `float`, `bool`, `str`, `len` or `range` is evaluated
while the graph is compiled, so its argument must be a constant. Each test feeds one of them a
run-time tensor (or another value the compiler cannot fold) from otherwise ordinary model code.
"""
import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.common import mutable

ms.set_context(mode=ms.GRAPH_MODE)


def test_int_of_batch_token_count():
    class TokenCounter(nn.Cell):
        def construct(self, lengths):
            total = int(lengths)  # ROOT
            return ops.ones((total,), ms.float32)

    with pytest.raises(ValueError):
        TokenCounter()(Tensor([3, 5, 2], ms.int32))


def test_float_of_loss_vector():
    @ms.jit
    def scaled_loss(per_sample):
        scale = float(per_sample)  # ROOT
        return per_sample * scale

    with pytest.raises(ValueError):
        scaled_loss(Tensor([0.5, 0.25], ms.float32))


def test_bool_of_attention_mask():
    class MaskGate(nn.Cell):
        def construct(self, scores, mask):
            keep = bool(mask)  # ROOT
            if keep:
                return scores
            return scores * 0

    with pytest.raises(ValueError):
        MaskGate()(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 3), np.bool_)))



def test_len_of_scalar_loss():
    class LossAverager(nn.Cell):
        def construct(self, loss):
            return loss / len(loss)  # ROOT

    with pytest.raises(TypeError):
        LossAverager()(Tensor(np.array(2.0, np.float32)))


def test_range_over_tensor_step_count():
    class Refiner(nn.Cell):
        def __init__(self):
            super().__init__()
            self.relu = nn.ReLU()

        def construct(self, x, steps):
            for _ in range(steps):  # ROOT
                x = self.relu(x - 0.1)
            return x

    with pytest.raises(TypeError):
        Refiner()(Tensor(np.ones((2, 2), np.float32)), Tensor(3, ms.int32))


def test_range_over_feature_tensor_in_helper():
    def _repeat_blocks(block, x):
        for _ in range(x):  # ROOT
            x = block(x)
        return x

    class Tower(nn.Cell):
        def __init__(self):
            super().__init__()
            self.act = nn.Tanh()

        def construct(self, x):
            return _repeat_blocks(self.act, x)

    with pytest.raises(TypeError):
        Tower()(Tensor(np.ones((2, 3), np.float32)))


def test_range_over_float_repeat_count_from_config():
    class Encoder(nn.Cell):
        def __init__(self, depth):
            super().__init__()
            self.repeats = depth / 2  # ROOT
            self.act = nn.GELU()

        def construct(self, x):
            for _ in range(self.repeats):
                x = self.act(x)
            return x

    with pytest.raises(TypeError):
        Encoder(4)(Tensor(np.ones((2, 3), np.float32)))


def test_max_over_nested_tensor_lists():
    @ms.jit
    def best_candidate(score):
        beams = [[score / 2, score * 2], [score / 4, score * 3]]
        return max(beams)  # ROOT

    with pytest.raises(TypeError):
        best_candidate(Tensor(4.0, ms.float32))


def test_min_of_mutable_scalar():
    class Clamp(nn.Cell):
        def construct(self, limit):
            return min(limit)  # ROOT

    with pytest.raises(TypeError):
        Clamp()(mutable(8))



def test_round_of_a_list_of_rates():
    @ms.jit
    def rounded_rates():
        rates = [0.15, 0.25, 0.35]
        return round(rates)  # ROOT

    with pytest.raises(TypeError):
        rounded_rates()


def test_round_with_float_digits():
    @ms.jit
    def learning_rate_label():
        return round(0.00123, 2.0)  # ROOT

    with pytest.raises(TypeError):
        learning_rate_label()


def test_sum_of_a_single_count():
    @ms.jit
    def total_examples():
        per_shard = 128
        return sum(per_shard)  # ROOT

    with pytest.raises(TypeError):
        total_examples()


def test_list_of_an_integer_size():
    @ms.jit
    def make_dims():
        hidden = 64
        dims = list(hidden)  # ROOT
        return dims

    with pytest.raises(TypeError):
        make_dims()


def test_tuple_of_an_integer_size():
    class ShapeBuilder(nn.Cell):
        def construct(self, x):
            tail = tuple(3)  # ROOT
            return x.reshape(tail)

    with pytest.raises(TypeError):
        ShapeBuilder()(Tensor(np.ones((3,), np.float32)))


def test_isinstance_with_list_of_types():
    class InputCheck(nn.Cell):
        def construct(self, x):
            if isinstance(x, [Tensor, tuple]):  # ROOT
                return x + 1
            return x

    with pytest.raises(TypeError):
        InputCheck()(Tensor(np.ones((2,), np.float32)))


def test_isinstance_with_instance_not_type():
    @ms.jit
    def is_tensor_like(x):
        reference = Tensor(1)
        return isinstance(x, reference)  # ROOT

    with pytest.raises(TypeError):
        is_tensor_like(Tensor([1, 2]))


def test_enumerate_with_float_start():
    class PositionTagger(nn.Cell):
        def construct(self, a, b):
            tags = ()
            for pos, item in enumerate((a, b), start=0.5):  # ROOT
                tags += (item * pos,)
            return tags

    with pytest.raises(TypeError):
        PositionTagger()(Tensor([1.0]), Tensor([2.0]))


def test_int_of_non_numeric_config_string():
    @ms.jit
    def parse_width():
        width_text = "wide"
        return int(width_text)  # ROOT

    with pytest.raises(ValueError):
        parse_width()


def test_max_of_empty_candidate_tuple():
    @ms.jit
    def best_score():
        candidates = ()
        return max(candidates)  # ROOT

    with pytest.raises(ValueError):
        best_score()


def test_min_of_scalar_tensor():
    @ms.jit
    def smallest():
        threshold = Tensor(1)
        return min(threshold)  # ROOT

    with pytest.raises(TypeError):
        smallest()


def test_max_of_two_multi_element_tensors():
    @ms.jit
    def elementwise_peak():
        a = Tensor([1, 2, 3])
        b = Tensor([3, 4, 5])
        return max(a, b)  # ROOT

    with pytest.raises(ValueError):
        elementwise_peak()


def test_int_of_numpy_vector():
    @ms.jit
    def num_classes():
        counts = np.array([10, 20, 30, 40])
        return int(counts)  # ROOT

    with pytest.raises(TypeError):
        num_classes()


def test_float_of_non_numeric_string():
    @ms.jit
    def parse_rate():
        return float("fast")  # ROOT

    with pytest.raises(ValueError):
        parse_rate()


def test_bool_of_runtime_logits_in_jit():
    @ms.jit
    def any_positive(logits):
        return bool(logits)  # ROOT

    with pytest.raises(ValueError):
        any_positive(Tensor([1, 2, 4]))
