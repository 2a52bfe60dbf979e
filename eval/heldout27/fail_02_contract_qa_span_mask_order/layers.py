import mindspore.nn as nn
import mindspore.ops as ops


def mask_padding(scores, pad_mask):
    """Push padded positions to -inf-ish so softmax/argmax never selects them."""
    return ops.masked_fill(scores, pad_mask, -1e4)


class SpanHead(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.start = nn.Dense(dim, 1)
        self.end = nn.Dense(dim, 1)

    def construct(self, h, pad_mask):
        start = self.start(h).squeeze(-1)
        end = self.end(h).squeeze(-1)
        start = mask_padding(pad_mask, start)  # ROOT
        end = mask_padding(end, pad_mask)
        return start, end
